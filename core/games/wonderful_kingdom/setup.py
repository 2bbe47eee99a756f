"""Setup and each round's deal (digest 2.3, 2.4 Choice 1; R5, R28, R42, R48).

Setup: chance draws the first player and the duchies (each seat a different one, R28),
then the module's own setup chance (Mission's board); every peer shuffles the development
deck (70 + the 5 Legends cards + the module's 10 Treasures) and the Calamities, which are
then shown: a public pile, taken in id order (R48). A round's deal: L's and R's starting
cards face up (Threat: no L card, R42), 7 deck cards revealed to each drawer, first player
first (R5), the pile's top Calamity into each hand; then, with two players, each seat
re-masks its 8 cards (`Remask`), so that nothing links a card offered face down to the
card drawn, nor to the public Calamity (digest 5, requirement 1).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from typing import Any

from core import hidden
from core.api import Action, Handle, IllegalAction
from core.games.wonderful_kingdom.data import HAND, data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.state import (
    CALAMITIES,
    DEV,
    Offered,
    State,
    ask,
    evolve,
    evolve_seat,
    new_seat,
)

DUCHY_IDS = ("gd-valados", "gd-teressie", "gd-senada")


def new_state(c: dict[str, Any]) -> State:
    """The state before the first player is drawn."""
    n = c["players"]
    return State(
        n,
        c["module"],
        c["threat"],
        c["side"],
        c["legends_cards"],
        "setup",
        "first",
        0,
        -1,
        0,
        0,
        ((), ()),
        (),
        0,
        0,
        (),
        (),
        0,
        "",
        (0,) * n,
        -1,
        (None,) * n,
        0,
        (),
        (),
        "",
        None,
        hidden.start(n),
    )


def chance_outcomes(s: State) -> tuple[tuple[Action, Fraction], ...]:
    """The setup's chance nodes: first player, duchies, the module's."""
    if s.secrets.pending or s.phase != "setup":
        return ()
    if s.stage == "first":
        return tuple((("first", p), Fraction(1, s.players)) for p in range(s.players))
    if s.stage == "duchies":  # the duchies with the game's side (E: not Valados, R28)
        ids = sorted(d for d in DUCHY_IDS if s.side in data().duchies[d].sides)
        deals = list(permutations(ids, s.players))
        return tuple((("duchies", *d), Fraction(1, len(deals))) for d in deals)
    if s.stage == "module_chance":
        return MODULES[s.module].setup_chance(s)
    return ()


def apply_chance(s: State, a: Action) -> State:
    """A setup chance outcome; IllegalAction for one that is not offered."""
    if a not in {o for o, _ in chance_outcomes(s)}:
        raise IllegalAction(f"{a!r} is no outcome of this chance node")
    module = MODULES[s.module]
    if s.stage == "first":
        return evolve(s, first=a[1], stage="duchies")
    if s.stage == "duchies":
        seats = []
        for duchy in a[1:]:
            start = data().duchies[duchy].sides[s.side].start
            seats.append(new_seat(duchy, start.count("K"), start.count("S")))
        s = evolve(s, seats=tuple(seats), stage="module_chance")
    else:
        s = module.apply_setup_chance(s, a)
    return s if module.setup_chance(s) else shuffle(s)


def deck_values(s: State) -> tuple[str, ...]:
    d = data()
    treasures = MODULES[s.module].treasures({"players": s.players}, d.treasures)
    cards = d.development + (d.legends if s.legends else ()) + treasures
    return tuple(hidden.sort_values(cards))  # type: ignore[arg-type]


def shuffle(s: State) -> State:
    """Every peer shuffles the development deck and the Calamities."""
    values = deck_values(s)
    s = evolve(s, stage="shuffling", deck_size=len(values))
    deck = MODULES[s.module].deck_requests(s, values)  # one Shuffle of DEV, but Advisor's
    return ask(s, *deck, hidden.Shuffle(CALAMITIES, data().calamities))


def show_calamities(s: State) -> State:
    s = evolve(s, stage="calamities")
    return ask(s, *(hidden.Show((CALAMITIES, i)) for i in range(len(data().calamities))))


def calamity_pile(s: State) -> State:
    """The shown Calamities as the pile, in id order (R48); then the module's setup."""
    pile = sorted(
        ((CALAMITIES, i) for i in range(len(data().calamities))),
        key=lambda h: str(hidden.public_value(s.secrets, h)),
    )
    return MODULES[s.module].setup(evolve(s, pile=tuple(pile)))


def deal(s: State, round_: int) -> State:
    """Round `round_` begins: the offer areas' cards, the hands, the Calamities (R5)."""
    module = MODULES[s.module]
    order = (s.first, 1 - s.first) if s.players == 2 else (0,)
    top = s.top
    offers: list[tuple[Offered, ...]] = [(), ()]
    requests: list[hidden.Request] = []
    for area in (0, 1) if module.deals_l(s) else (1,):
        offers[area] = (Offered((DEV, top), True, -1),)
        requests.append(hidden.Show((DEV, top)))
        top += 1
    seats = list(s.seats)
    pile = s.pile
    for p in order:
        hand: tuple[Handle, ...] = tuple((DEV, top + i) for i in range(HAND))
        requests += [hidden.Reveal(h, (p,)) for h in hand]
        top += HAND
        seats[p] = evolve_seat(
            seats[p], hand=(*hand, pile[0]), selection=(), traps=module.traps(s, p), spies_used=0
        )
        pile = pile[1:]
    s = evolve(
        s,
        phase="choice",
        stage="dealing",
        round=round_,
        turn=0,
        offered=0,
        top=top,
        offers=(offers[0], offers[1]),
        seats=tuple(seats),
        pile=pile,
        step="",
        rival=(),
    )
    return module.round_start(ask(s, *requests))


def remask(s: State) -> State:
    """Two players: each seat re-masks its hand into deck hand<round>.<seat>."""
    if s.players == 1:
        return evolve(s, stage="turns")
    requests = []
    seats = list(s.seats)
    for p in range(s.players):
        name = f"hand{s.round}.{p}"
        requests.append(hidden.Remask(name, p, seats[p].hand))
        seats[p] = evolve_seat(seats[p], hand=tuple((name, i) for i in range(len(seats[p].hand))))
    return ask(evolve(s, stage="turns", seats=tuple(seats)), *requests)
