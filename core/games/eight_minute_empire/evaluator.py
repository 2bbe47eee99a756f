"""Eight-Minute Empire's evaluator for the greedy bot (core/bots/greedy.py): the module is
the game's evaluator and reads only a seat's observation (both editions alike).

evaluate(observation, seat) in integer units, higher is better for `seat`:
- 100 x (my provisional VP - the best opponent's provisional VP): the score if the game
  ended now, regions + continents + goods (wild assignment included), or in Legends
  regions + islands + ability VP + elixir (the observation's "provisional");
- 10 per region where I have at least one army or city (presence wins regions later);
- 6 per coin: coins buy better cards and break ties (the seed's first tie-break);
- 4 per army or city of mine on the board (the seed's second tie-break).
A card's action is a run of steps ended by ("done",) (`forfeit`). By rule, not by value
(`fixed_choice`): bid 1 coin when holding 10 or more, else 0; the bid winner names itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.api import Action
from core.games.eight_minute_empire.state import Phase

Observation = Mapping[str, Any]


def evaluate(observation: Observation, seat: int) -> int:
    """How good what `seat` sees is for it (see the module docstring)."""
    totals: list[int] = observation["provisional"]
    rival = max(t for i, t in enumerate(totals) if i != seat)
    # {region: {owner: count}} of armies and of cities; owners are seats or "neutral"
    boards: tuple[Mapping[str, Mapping[Any, int]], ...] = (
        observation["armies"],
        observation["cities"],
    )
    presence = sum(1 for r in set().union(*boards) if any(b.get(r, {}).get(seat) for b in boards))
    on_board = sum(counts.get(seat, 0) for b in boards for counts in b.values())
    coins: int = observation["players"][seat]["coins"]
    return 100 * (totals[seat] - rival) + 10 * presence + 6 * coins + 4 * on_board


def forfeit(observation: Observation) -> Action | None:
    """("done",) while the seat carries out a card's action, which it ends; else None."""
    return ("done",) if observation["phase"] == Phase.ACTION.value else None


def fixed_choice(observation: Observation, seat: int, actions: tuple[Action, ...]) -> Action | None:
    """The opening bid and naming the first player, which the evaluator does not value."""
    if observation["phase"] == Phase.BID.value:
        coins = observation["players"][seat]["coins"]
        return ("bid", seat, 1 if coins >= 10 else 0)
    if observation["phase"] == Phase.FIRST.value:
        return ("first", seat)
    return None
