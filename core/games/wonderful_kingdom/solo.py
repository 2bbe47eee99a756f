"""The solo Choice procedure (digest 2.6 [T]; R38, R47).

Four times a round: the player offers 2 cards face up (`("offer", deck, pos, area, "up")`);
once they are shown the **rival** takes the area whose cards show the most cost symbols
(a module card's own count, e.g. a Threat's fight cost; Treasures and Calamities none;
ties: more cards, then L) and discards them (a Calamity goes back to the pile); the player
selects the other area. Then, but after the fourth selection (R47), `("search",)`: the top
3 deck cards are revealed to the player, who keeps one for L and one for R
(`("keep", deckL, posL, deckR, posR)`, both shown) and discards the third unseen; or
`("refill",)`: the top 2 deck cards go face up to L, then R.
"""

from __future__ import annotations

from itertools import permutations

from core import hidden
from core.api import Action, IllegalAction
from core.games.wonderful_kingdom.choice import offer
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.state import (
    AREAS,
    DEV,
    Offered,
    State,
    ask,
    card_of,
    evolve,
    evolve_seat,
    with_seat,
)

OFFERS = 4
SEARCH = 3


def legal(s: State) -> list[Action]:
    seat = s.seats[0]
    if s.stage == "turns":
        return [("offer", d, pos, a, "up") for d, pos in seat.hand for a in AREAS]
    if s.stage == "search":
        out: list[Action] = []
        if s.deck_size - s.top >= SEARCH:
            out.append(("search",))
        if s.deck_size - s.top >= 2:
            out.append(("refill",))
        return out or [("refill",)]
    if s.stage == "keep":
        return [("keep", *hl, *hr) for hl, hr in permutations(s.searched, 2)]
    return []


def apply(s: State, a: Action) -> State:
    if a[0] == "offer":
        s = offer(s, 0, (a[1], a[2]), AREAS.index(a[3]), True)
        return evolve(s, stage="rival") if s.offered == 0 else s
    if a[0] == "search":
        searched = tuple((DEV, s.top + i) for i in range(SEARCH))
        s = evolve(s, stage="keep", searched=searched, top=s.top + SEARCH)
        return ask(s, *(hidden.Reveal(h, (0,)) for h in searched))
    if a[0] == "refill":
        return refill(s, ((DEV, s.top), (DEV, s.top + 1)), 2)
    if a[0] == "keep":
        left, right = (a[1], a[2]), (a[3], a[4])
        return evolve(refill(s, (left, right), 0), unseen=s.unseen + 1, searched=())
    raise IllegalAction(f"{a!r} is no solo Choice action")


def refill(s: State, cards: tuple[tuple[str, int], ...], drawn: int) -> State:
    """Two cards face up, one into L and one into R, shown; back to offering."""
    offers = tuple((*s.offers[i], Offered(h, True, -1)) for i, h in enumerate(cards))
    s = evolve(s, offers=(offers[0], offers[1]), top=s.top + drawn, stage="turns")
    return ask(s, *(hidden.Show(h) for h in cards if card_of(s, h) is None))


def symbols(s: State, area: int) -> tuple[int, int, int]:
    """How the rival weighs an area: cost symbols, cards, L before R."""
    cards = data().cards
    total = 0
    for o in s.offers[area]:
        cid = card_of(s, o.handle) or ""
        mine = MODULES[s.module].symbols(s, cid)
        total += mine if mine is not None else len(cards[cid].cost) if cid in cards else 0
    return total, len(s.offers[area]), 1 - area


def rival(s: State) -> State:
    """The rival's pick, then the player's selection of the other area."""
    taken = 0 if symbols(s, 0) >= symbols(s, 1) else 1
    ids = tuple(card_of(s, o.handle) or "" for o in s.offers[taken])
    pile = s.pile
    discards = s.discards
    for o, cid in zip(s.offers[taken], ids):
        if cid in data().calamities:
            pile = (*pile, o.handle)
        else:
            discards = (*discards, cid)
    key = lambda h: str(hidden.public_value(s.secrets, h))  # noqa: E731 - the pile's id order
    seat = s.seats[0]
    seat = evolve_seat(seat, selection=seat.selection + s.offers[1 - taken])
    s = evolve(
        with_seat(s, 0, seat),
        offers=((), ()),
        pile=tuple(sorted(pile, key=key)),
        discards=discards,
        rival=(AREAS[taken], *ids),
        stage="search" if s.turn < OFFERS else "chosen",
    )
    return s
