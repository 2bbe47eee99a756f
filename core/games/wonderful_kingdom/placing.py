"""Cost slots, completion, alchemy, gained cubes and scrapping (digest 2.4, R7-R13, R39-R40).

A basic slot (M P G E) takes its cube or one Krystallium, a K slot only Krystallium, an S
slot only a soldier token. A gained cube waits in the seat's `pending` queue until it is
placed on an empty matching slot or in the alchemy area (R11, checklist 16); when no slot
takes it the alchemy area is the only place and the rules put it there. A card whose every
slot is filled is completed at once (R8): what was on it goes back to the general supply
(R40), its bonus is gained, it joins the Grand Duchy.
"""

from __future__ import annotations

from functools import lru_cache

from core.api import Handle
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.modules.base import ALCHEMY  # five (R13); alchemy_need
from core.games.wonderful_kingdom.state import (
    RES_INDEX,
    Seat,
    State,
    evolve,
    evolve_build,
    evolve_seat,
    seats_with,
    with_seat,
)

CARDS = data().cards


def accepts(slot: str, unit: str) -> bool:
    """Whether a slot of cost unit `slot` takes `unit` (a cube, "K" or "S")."""
    if slot == "S" or unit == "S":
        return slot == unit
    return unit == "K" or slot == unit


def targets(seat: Seat, unit: str) -> list[tuple[Handle, int]]:
    """Every (card, slot) of the construction area that takes `unit`."""
    return [(b.handle, i) for b in seat.construction for i in _takers(b.card, b.filled, unit)]


# A card's cost and what is on it decide its empty slots: the legal actions of every
# Planning and Production step read them, so they are cached (bounded by the data: a
# card's slots and the units that may fill each).
@lru_cache(maxsize=8192)
def open_slots(card: str, filled: tuple[str, ...]) -> tuple[tuple[int, str], ...]:
    """The empty cost slots of a card under construction: (index, cost unit)."""
    return tuple((i, unit) for i, (unit, f) in enumerate(zip(CARDS[card].cost, filled)) if not f)


@lru_cache(maxsize=8192)
def _takers(card: str, filled: tuple[str, ...], unit: str) -> tuple[int, ...]:
    """The empty slots of the card that take `unit`."""
    return tuple(i for i, slot in open_slots(card, filled) if accepts(slot, unit))


def build_index(seat: Seat, handle: Handle) -> int:
    for i, b in enumerate(seat.construction):
        if b.handle == handle:
            return i
    return -1


def fill(seat: Seat, handle: Handle, slot: int, unit: str) -> Seat:
    """`unit` onto slot `slot` of the card `handle` under construction; a card whose every
    slot is filled is completed at once: what was on it goes back to the general supply
    (R40), its bonus is gained, it joins the Grand Duchy (R8)."""
    i = build_index(seat, handle)
    b = seat.construction[i]
    filled = b.filled[:slot] + (unit,) + b.filled[slot + 1 :]
    rest = seat.construction[:i] + seat.construction[i + 1 :]
    if all(filled):
        card = CARDS[b.card]
        return evolve_seat(
            seat,
            construction=rest,
            grand=(*seat.grand, (b.handle, b.card)),
            soldiers=seat.soldiers + card.bonus_s,
            krystallium=seat.krystallium + card.bonus_k,
        )
    built = evolve_build(b, filled=filled)
    return evolve_seat(seat, construction=rest[:i] + (built,) + rest[i:])


def alchemy(seat: Seat, cube: str, automatic: bool, need: int = ALCHEMY) -> Seat:
    """A cube into the alchemy area; `need` (five) convert to a Krystallium at once (R13)
    when the module leaves alchemy automatic (Mission makes it a choice)."""
    a = list(seat.alchemy)
    a[RES_INDEX[cube]] += 1
    krystallium = seat.krystallium
    if automatic and sum(a) >= need:
        left = need  # which five does not matter where nothing reads colours
        for k in range(4):
            took = min(left, a[k])
            a[k] -= took
            left -= took
        krystallium += 1
    return evolve_seat(seat, alchemy=(a[0], a[1], a[2], a[3]), krystallium=krystallium)


def settle(seat: Seat, automatic: bool, need: int = ALCHEMY) -> Seat:
    """The first pending cubes that have nowhere to go but the alchemy area go there."""
    while seat.pending and not targets(seat, seat.pending[0]):
        cube = seat.pending[0]
        seat = alchemy(evolve_seat(seat, pending=seat.pending[1:]), cube, automatic, need)
    return seat


def done_filling(s: State, p: int, before: Seat, after: Seat) -> State:
    """The seat changed; the module hears of a card completed."""
    s = with_seat(s, p, after)
    if len(after.grand) > len(before.grand):
        s = MODULES[s.module].on_complete(s, p, after.grand[-1][1])
    return s


def put(s: State, p: int, handle: Handle, slot: int, unit: str) -> State:
    """`unit` onto a slot of a card of seat p (Krystallium, a soldier: from its supply)."""
    seat = s.seats[p]
    return done_filling(s, p, seat, fill(seat, handle, slot, unit))


def to_alchemy(s: State, p: int, cube: str) -> State:
    seat, module = s.seats[p], MODULES[s.module]
    return with_seat(s, p, alchemy(seat, cube, module.alchemy_automatic, module.alchemy_need(seat)))


def gain(s: State, p: int, units: tuple[str, ...]) -> State:
    """Gained units: soldiers and Krystallium to supply (R39), cubes to the pending queue,
    each placed at once; those that only the alchemy area takes go there by themselves."""
    seat = s.seats[p]
    cubes = tuple(u for u in units if u not in "KS")
    seat = evolve_seat(
        seat,
        soldiers=seat.soldiers + units.count("S"),
        krystallium=seat.krystallium + units.count("K"),
        pending=seat.pending + cubes,
    )
    module = MODULES[s.module]
    return with_seat(s, p, settle(seat, module.alchemy_automatic, module.alchemy_need(seat)))


def place_pending(s: State, p: int, handle: Handle | None, slot: int) -> State:
    """The first pending cube onto (handle, slot), or into the alchemy area (handle None)."""
    automatic = MODULES[s.module].alchemy_automatic
    before = s.seats[p]
    need = MODULES[s.module].alchemy_need(before)
    cube = before.pending[0]
    seat = evolve_seat(before, pending=before.pending[1:])
    if handle is None:
        seat = alchemy(seat, cube, automatic, need)
    else:
        seat = fill(seat, handle, slot, cube)
    return done_filling(s, p, before, settle(seat, automatic, need))


def scrap(s: State, p: int, handle: Handle) -> State:
    """Discard a card under construction: what is on it is lost (R40), its recycling cube
    is gained (R11)."""
    seat = s.seats[p]
    i = build_index(seat, handle)
    b = seat.construction[i]
    seat = evolve_seat(seat, construction=seat.construction[:i] + seat.construction[i + 1 :])
    s = evolve(s, seats=seats_with(s, p, seat), discards=(*s.discards, b.card))
    return gain(s, p, CARDS[b.card].gain)
