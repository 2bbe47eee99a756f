"""The opening bid (seed 001, "Il gioco" 1): secret, simultaneous, once per game.

The highest bidder pays and names the first player. A tie (everybody bidding 0 included)
goes to the youngest tied player, or with the die variant, or when the table gave no ages
(our ruling), to a fair die among the tied players: a chance node.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, TypeVar

from core.api import Action, IllegalAction
from core.games.eight_minute_empire import state as classic_state
from core.games.eight_minute_empire.legends import state as legends_state
from core.games.eight_minute_empire.legends.state import LState
from core.games.eight_minute_empire.state import Phase, State, with_player

# Both editions bid alike: each state type with its fast copy (core/frozen.py;
# dataclasses.replace cost a playout more than the rest of the bid, issue 19); a seat's
# copy is state.with_player's, for both.
S = TypeVar("S", State, LState)
_EVOLVE: dict[type, Callable[..., Any]] = {
    State: classic_state.evolve,
    LState: legends_state.evolve,
}


def evolve(state: S, **changes: Any) -> S:
    """A copy of either edition's state with `changes`."""
    new: S = _EVOLVE[type(state)](state, **changes)
    return new


def bid_actions(state: S, player: int | None) -> tuple[Action, ...]:
    """A seat that has not bid yet may bid 0..its coins; others have nothing to do."""
    if player is None:
        raise IllegalAction("the bid is simultaneous: say which seat's actions you want")
    if not 0 <= player < state.config.players or state.bids[player] >= 0:
        return ()
    return tuple(("bid", player, amount) for amount in range(state.players[player].coins + 1))


def apply_bid(state: S, action: Action) -> S:
    """Record one secret bid; when all are in, settle the winner (or call the die)."""
    if len(action) != 3 or type(action[1]) is not int or type(action[2]) is not int:
        raise IllegalAction(f"a bid is ('bid', seat, amount), got {action!r}")
    _, seat, amount = action
    if not 0 <= seat < state.config.players:
        raise IllegalAction(f"there is no seat {seat}")
    if state.bids[seat] >= 0:
        raise IllegalAction(f"seat {seat} has already bid")
    coins = state.players[seat].coins
    if not 0 <= amount <= coins:
        raise IllegalAction(f"seat {seat} can bid 0 to {coins} coins, not {amount}")
    bids = state.bids[:seat] + (amount,) + state.bids[seat + 1 :]
    state = evolve(state, bids=bids)
    if min(bids) < 0:
        return state
    high = max(bids)
    tied = tuple(s for s, b in enumerate(bids) if b == high)
    config = state.config
    if len(tied) == 1:
        return _won(state, tied[0])
    if config.youngest and "die_tiebreak" not in config.variants:
        youngest = next(s for s in config.youngest if s in tied)
        return _won(state, youngest)
    return evolve(state, phase=Phase.TIEBREAK, tied=tied)


def tiebreak_outcomes(state: S) -> tuple[tuple[Action, Fraction], ...]:
    """A fair die among the tied bidders."""
    p = Fraction(1, len(state.tied))
    return tuple((("tiebreak", seat), p) for seat in state.tied)


def apply_tiebreak(state: S, action: Action) -> S:
    """The die names the winner among the tied bidders."""
    if len(action) != 2 or action[1] not in state.tied:
        raise IllegalAction(f"the die picks one of seats {list(state.tied)}, got {action!r}")
    return _won(evolve(state, tied=()), action[1])


def _won(state: S, seat: int) -> S:
    """The winner pays the bid to the bank; everybody else keeps their coins."""
    players = with_player(state, seat, coins=state.players[seat].coins - state.bids[seat])
    return evolve(state, players=players, bid_winner=seat, phase=Phase.FIRST, current=seat)


def first_actions(state: S) -> tuple[Action, ...]:
    """The bid winner may name any seat, themself included."""
    return tuple(("first", seat) for seat in range(state.config.players))


def apply_first(state: S, action: Action) -> S:
    """Play starts with the named seat and goes clockwise (ascending seats)."""
    if len(action) != 2 or type(action[1]) is not int:
        raise IllegalAction(f"naming the first player is ('first', seat), got {action!r}")
    seat = action[1]
    if not 0 <= seat < state.config.players:
        raise IllegalAction(f"there is no seat {seat}")
    return evolve(state, first=seat, current=seat, phase=Phase.TAKE)


# The bid's (phase, action) handlers, in both editions' rules (rules.py, legends/rules.py).
HANDLERS: dict[tuple[Phase, str], Callable[[Any, Action], Any]] = {
    (Phase.BID, "bid"): apply_bid,
    (Phase.TIEBREAK, "tiebreak"): apply_tiebreak,
    (Phase.FIRST, "first"): apply_first,
}
