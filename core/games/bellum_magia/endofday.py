"""Phase 6 (digest section 4): the row refilled from the kingdom deck, spells turned back
(R17), the die passed to the left."""

from __future__ import annotations

from core import hidden
from core.games.bellum_magia.state import State, ask, evolve, kingdom_handle, kingdom_left


def refill(s: State) -> State:
    """Shows of the next kingdom cards into the row's gaps while the deck lasts (R12)."""
    gaps = sum(1 for p in s.row if not p)
    k = min(gaps, kingdom_left(s))
    if not k:
        return new_day(s)
    shows: list[hidden.Request] = [
        hidden.Show(kingdom_handle(s.players, s.kingdom + i)) for i in range(k)
    ]
    return ask(evolve(s, phase="refill", seat=-1, done=0, kingdom=s.kingdom + k), "refill", shows)


def new_day(s: State) -> State:
    """Used spells active again, the die to the Captain's left, a new day's roll due."""
    return evolve(
        s, spent=(0,) * s.players, captain=(s.captain + 1) % s.players, die=0,
        bar_closed=False, phase="roll", seat=-1, done=0,
    )  # fmt: skip
