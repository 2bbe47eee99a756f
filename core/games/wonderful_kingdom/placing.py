"""Cost slots, completion, alchemy, gained cubes and scrapping (digest 2.4, R7-R13, R39-R40).

A basic slot (M P G E) takes its cube or one Krystallium, a K slot only Krystallium, an S
slot only a soldier token. A gained cube waits in the seat's `pending` queue until it is
placed on an empty matching slot or in the alchemy area (R11, checklist 16); when no slot
takes it the alchemy area is the only place and the rules put it there. A card whose every
slot is filled is completed at once (R8): what was on it goes back to the general supply
(R40), its bonus is gained, it joins the Grand Duchy.
"""

from __future__ import annotations

from core.api import Handle
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.state import (
    RES_INDEX,
    Build,
    Seat,
    State,
    evolve,
    evolve_build,
    evolve_seat,
    with_seat,
)

ALCHEMY = 5
CARDS = data().cards  # cubes per Krystallium (R13)


def accepts(slot: str, unit: str) -> bool:
    """Whether a slot of cost unit `slot` takes `unit` (a cube, "K" or "S")."""
    if slot == "S" or unit == "S":
        return slot == unit
    return unit == "K" or slot == unit


def open_slots(b: Build, unit: str) -> list[int]:
    """The empty slots of `b` that take `unit`."""
    cost = CARDS[b.card].cost
    return [i for i, f in enumerate(b.filled) if not f and accepts(cost[i], unit)]


def targets(seat: Seat, unit: str) -> list[tuple[Handle, int]]:
    """Every (card, slot) of the construction area that takes `unit`."""
    out: list[tuple[Handle, int]] = []
    for b in seat.construction:
        cost = CARDS[b.card].cost
        for i, f in enumerate(b.filled):
            if not f and accepts(cost[i], unit):
                out.append((b.handle, i))
    return out


def build_index(seat: Seat, handle: Handle) -> int:
    for i, b in enumerate(seat.construction):
        if b.handle == handle:
            return i
    return -1


def put(s: State, p: int, handle: Handle, slot: int, unit: str) -> State:
    """`unit` onto slot `slot` of the card `handle` under construction; completion follows."""
    seat = s.seats[p]
    i = build_index(seat, handle)
    b = seat.construction[i]
    filled = b.filled[:slot] + (unit,) + b.filled[slot + 1 :]
    if all(filled):
        return complete(s, p, i)
    construction = (
        seat.construction[:i] + (evolve_build(b, filled=filled),) + seat.construction[i + 1 :]
    )
    return with_seat(s, p, evolve_seat(seat, construction=construction))


def complete(s: State, p: int, i: int) -> State:
    """Card i of the construction area completed: to the Grand Duchy with its bonus."""
    seat = s.seats[p]
    b = seat.construction[i]
    card = CARDS[b.card]
    seat = evolve_seat(
        seat,
        construction=seat.construction[:i] + seat.construction[i + 1 :],
        grand=(*seat.grand, (b.handle, b.card)),
        soldiers=seat.soldiers + card.bonus_s,
        krystallium=seat.krystallium + card.bonus_k,
    )
    return with_seat(s, p, seat)


def to_alchemy(s: State, p: int, cube: str) -> State:
    """A cube into the alchemy area; five convert to a Krystallium at once (R13), unless
    the module makes conversion a choice (Mission)."""
    seat = s.seats[p]
    alchemy = list(seat.alchemy)
    alchemy[RES_INDEX[cube]] += 1
    krystallium = seat.krystallium
    if MODULES[s.module].alchemy_automatic and sum(alchemy) >= ALCHEMY:
        left = ALCHEMY  # which five does not matter where nothing reads colours
        for k in range(4):
            took = min(left, alchemy[k])
            alchemy[k] -= took
            left -= took
        krystallium += 1
    a = (alchemy[0], alchemy[1], alchemy[2], alchemy[3])
    return with_seat(s, p, evolve_seat(seat, alchemy=a, krystallium=krystallium))


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
    return settle_pending(with_seat(s, p, seat), p)


def settle_pending(s: State, p: int) -> State:
    """Place the first pending cubes that have nowhere to go but the alchemy area."""
    while True:
        seat = s.seats[p]
        if not seat.pending or targets(seat, seat.pending[0]):
            return s
        cube = seat.pending[0]
        s = with_seat(s, p, evolve_seat(seat, pending=seat.pending[1:]))
        s = to_alchemy(s, p, cube)


def place_pending(s: State, p: int, handle: Handle | None, slot: int) -> State:
    """The first pending cube onto (handle, slot), or into the alchemy area (handle None)."""
    seat = s.seats[p]
    cube = seat.pending[0]
    s = with_seat(s, p, evolve_seat(seat, pending=seat.pending[1:]))
    s = to_alchemy(s, p, cube) if handle is None else put(s, p, handle, slot, cube)
    return settle_pending(s, p)


def scrap(s: State, p: int, handle: Handle) -> State:
    """Discard a card under construction: what is on it is lost (R40), its recycling cube
    is gained (R11)."""
    seat = s.seats[p]
    i = build_index(seat, handle)
    b = seat.construction[i]
    seat = evolve_seat(seat, construction=seat.construction[:i] + seat.construction[i + 1 :])
    s = evolve(with_seat(s, p, seat), discards=(*s.discards, b.card))
    return gain(s, p, CARDS[b.card].gain)
