"""The Choice phase for two players, "Split & Trap" (digest 2.4; R1-R6, R9, R41).

Sixteen turns a round: the first player offers, the other selects, the selector offers,
the first player selects, ... (each seat offers 4 times and selects 4 times: checklist 9).
An offer is two `("offer", deck, pos, area, face)` actions (exactly two cards, R1; face
"down" spends a Trap token, R3); a selection `("select", area)` takes every card of the
area, possibly none (R2), without any reveal (R6). A seat with a ready Spy source may peek
first (`("spy", deck, pos)`, R9/R41). After the last turn the leftovers are discarded, the
face-down ones unseen (R4).
"""

from __future__ import annotations

from functools import lru_cache

from core import hidden
from core.api import Action, Handle, IllegalAction
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.state import (
    AREAS,
    Offered,
    State,
    ask,
    card_of,
    evolve,
    evolve_seat,
    seats_with,
    with_seat,
)

TURNS = 16


def acting(s: State) -> int:
    """The seat whose Choice turn it is: offers on even turns, selections on odd ones.
    The offerer changes with each pair of turns (bit 1 of the turn), the selector is the
    other seat (bit 0): asked at every action, so as bits."""
    return s.first ^ ((s.turn >> 1) & 1) ^ (s.turn & 1)


def spy_sources(s: State, p: int) -> int:
    """Ready Spy sources: L3 in the Grand Duchy (R50) and the module's; none in solo."""
    if s.players == 1:
        return 0
    cards = data().cards
    sources = sum(cards[c].spy for _, c in s.seats[p].grand) + MODULES[s.module].spies(s, p)
    return sources - s.seats[p].spies_used


def spy_targets(s: State, p: int) -> list[Handle]:
    """Face-down cards in an offer area or either selection area (R41) that the seat did
    not offer and was not told yet (who was told what is public record)."""
    places = [*s.offers[0], *s.offers[1], *(o for seat in s.seats for o in seat.selection)]
    module = MODULES[s.module]
    return [
        o.handle
        for o in places
        if not o.up and o.by != p and p not in hidden.seats_told(s.secrets, o.handle)
        and module.spiable(s, o)
    ]


def legal(s: State) -> list[Action]:
    p = acting(s)
    seat = s.seats[p]
    out: list[Action] = []
    if (s.turn % 2 == 1 or s.offered == 0) and spy_sources(s, p) > 0:
        out += [("spy", d, pos) for d, pos in spy_targets(s, p)]
    if s.turn % 2 == 1:
        out += [("select", area) for area in AREAS]
    else:
        faces = ("down", "up") if seat.traps > 0 else ("up",)
        for h in seat.hand:
            out += _offers(h, faces)
    out += MODULES[s.module].choice_actions(s, p)
    return out


@lru_cache(maxsize=1024)  # keyed on a hand's handle (hand decks by round and seat): bounded
def _offers(h: Handle, faces: tuple[str, ...]) -> tuple[Action, ...]:
    """A hand card's offers into either area with each face."""
    return tuple(("offer", *h, area, f) for area in AREAS for f in faces)


def apply(s: State, a: Action) -> State:
    """A Choice action of the acting seat (checked by the caller)."""
    p = acting(s)
    seat = s.seats[p]
    if a[0] == "spy":
        s = with_seat(s, p, evolve_seat(seat, spies_used=seat.spies_used + 1))
        return ask(s, hidden.Reveal((a[1], a[2]), (p,)))
    if a[0] == "offer":
        return offer(s, p, (a[1], a[2]), AREAS.index(a[3]), a[4] == "up")
    if a[0] == "select":
        return select(s, p, AREAS.index(a[1]))
    if a[0] in MODULES[s.module].KINDS:
        return MODULES[s.module].apply_choice(s, p, a)
    raise IllegalAction(f"{a!r} is no Choice action")


def offer(s: State, p: int, h: Handle, area: int, up: bool) -> State:
    """A hand card into an offer area; face up it is shown at once, face down it costs a
    Trap token; the second card ends the offer turn."""
    seat = s.seats[p]
    seat = evolve_seat(
        seat, hand=tuple(x for x in seat.hand if x != h), traps=seat.traps - (not up)
    )
    offers = list(s.offers)
    offers[area] = (*offers[area], Offered(h, up, p))
    offered = s.offered + 1
    turn = s.turn + (offered == 2)
    secrets = s.secrets
    if up and hidden.public_value(secrets, h) is None:
        secrets = hidden.ask(secrets, (hidden.Show(h),))
    return evolve(
        s,
        seats=seats_with(s, p, seat),
        offers=(offers[0], offers[1]),
        offered=offered % 2,
        turn=turn,
        secrets=secrets,
    )


def select(s: State, p: int, area: int) -> State:
    """Every card of the area into the seat's selection area, faces kept (R2, R6)."""
    seat = s.seats[p]
    offers = list(s.offers)
    taken = offers[area]
    seat = evolve_seat(seat, selection=seat.selection + taken)
    offers[area] = ()
    s = evolve(s, seats=seats_with(s, p, seat), offers=(offers[0], offers[1]), turn=s.turn + 1)
    return MODULES[s.module].on_select(s, p, taken)


def discard_leftovers(s: State) -> State:
    """The end of Choice: what is left in the offer areas is discarded; face-down cards
    unseen (R4), face-up ones publicly."""
    up = tuple(card_of(s, o.handle) or "" for area in s.offers for o in area if o.up)
    down = sum(not o.up for area in s.offers for o in area)
    return evolve(s, offers=((), ()), discards=s.discards + up, unseen=s.unseen + down)
