"""Eight-Minute Empire position evaluator for the greedy bot (documented heuristic).

value(state, seat) in integer units, higher is better for `seat`:
- 100 x (my provisional VP - the best opponent's provisional VP): the score if the game
  ended now, regions + continents + goods (wild assignment included), or in Legends
  regions + islands + ability VP + elixir;
- 10 per region where I have at least one army or city (presence wins regions later);
- 6 per coin: coins buy better cards and break ties (the seed's first tie-break);
- 4 per army or city of mine on the board (the seed's second tie-break).
Bid: 1 coin when holding 10 or more, else 0; the winner names itself first player.
"""

from __future__ import annotations

import random

from core.api import Action, Game
from core.games.eight_minute_empire.editions import AnyState as State
from core.games.eight_minute_empire.editions import scores
from core.games.eight_minute_empire.state import Phase


def value(state: State, seat: int) -> int:
    """How good `state` is for `seat` (see the module docstring)."""
    totals: list[int] = [s.total for s in scores(state)]
    mine = totals[seat]
    rival = max(t for i, t in enumerate(totals) if i != seat)
    presence = sum(1 for a, c in zip(state.armies, state.cities) if a[seat] or c[seat])
    on_board = sum(a[seat] + c[seat] for a, c in zip(state.armies, state.cities))
    return 100 * (mine - rival) + 10 * presence + 6 * state.players[seat].coins + 4 * on_board


def in_card(state: State) -> bool:
    """Whether the seat to move is carrying out a card's action."""
    return state.phase is Phase.ACTION


def is_take(action: Action) -> bool:
    """Whether `action` takes a card (valued after playing the card out)."""
    return bool(action[0] == "take")


def special_choice(game: Game, state: State, seat: int, rng: random.Random) -> Action | None:
    """Decisions the evaluator does not value: the bid and naming the first player."""
    if state.phase is Phase.BID:
        coins = state.players[seat].coins
        return ("bid", seat, 1 if coins >= 10 else 0)
    if state.phase is Phase.FIRST:
        return ("first", seat)
    return None
