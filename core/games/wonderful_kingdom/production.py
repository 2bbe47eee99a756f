"""The Production phase (digest 2.4; R8, R10, R38, R50; checklist 19-22).

Four steps, Materials, Population, Gold, Exploration: each seat's production of the
resource is counted (its duchy side, its completed cards, flat and per card of a type with
the card itself counting, the module's sources), the seat producing strictly more gains a
soldier (ties: nobody; solo: 3 or more, R38), and the cubes are gained, each placed at once
in a simultaneous window. Counting happens when the step begins, so a card completed in a
step produces from the next one (R8). Then the Krystallium step (di08: the only K
production, R50), kept in supply.
"""

from __future__ import annotations

from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.placing import gain
from core.games.wonderful_kingdom.state import RES, State, evolve, evolve_seat, with_seat
from core.games.wonderful_kingdom.windows import open_window

SOLO_SUPREMACY = 3


def amount(s: State, p: int, res: str) -> int:
    """Seat p's production of `res` now."""
    seat = s.seats[p]
    cards = data().cards
    total = sum(n for r, n, per in data().duchies[seat.duchy].sides[s.side].produce if r == res)
    kinds: list[str] | None = None
    for _, cid in seat.grand:
        for r, n, per in cards[cid].produce:
            if r != res:
                continue
            if per:
                if kinds is None:
                    kinds = [cards[c].kind for _, c in seat.grand]
                total += n * kinds.count(per)
            else:
                total += n
    return total + MODULES[s.module].produce(s, p, res)


def supremacy(s: State, amounts: list[int]) -> int:
    """The seat that wins a soldier for this step, or -1 (R10, R38)."""
    if s.players == 1:
        return 0 if amounts[0] >= SOLO_SUPREMACY else -1
    if amounts[0] == amounts[1]:
        return -1
    return 0 if amounts[0] > amounts[1] else 1


def step(s: State, index: int) -> State:
    """Production step `index` (0-3: M P G E) begins: count, supremacy, gain, the window."""
    res = RES[index]
    amounts = [amount(s, p, res) for p in range(s.players)]
    winner = MODULES[s.module].supremacy(s, amounts, supremacy(s, amounts))
    if winner >= 0:
        w = s.seats[winner]
        s = with_seat(s, winner, evolve_seat(w, soldiers=w.soldiers + 1))
    s = MODULES[s.module].production_step(s, index, winner)
    for p in range(s.players):
        s = gain(s, p, (res,) * amounts[p])
    s = evolve(
        s, phase="production", stage="window", step=res, produced=tuple(amounts), supremacy=winner
    )
    return open_window(s)


def krystallium(s: State) -> State:
    """The Krystallium step after Exploration: K production into supply."""
    amounts = tuple(amount(s, p, "K") for p in range(s.players))
    for p in range(s.players):
        seat = s.seats[p]
        s = with_seat(s, p, evolve_seat(seat, krystallium=seat.krystallium + amounts[p]))
    s = evolve(s, step="K", produced=amounts, supremacy=-1)
    return MODULES[s.module].after_production(s)
