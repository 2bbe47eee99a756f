"""The Advisor module (digest 3.3, 4.5, 5; R29, R44; seed "Modulo Consiglieri").

Setup (R29): 10 Advisors replace the 10 Treasures in the development deck, drawn unseen
from the eligible pool: all 18, solo without the four two-player ones (14). Nobody may
know which 10 entered (digest 5), so the deck is made in two reveal nodes. The base's
setup shuffle shuffles the development cards as deck "dev.cards" and the pool as deck
"advisors" (`deck_requests`); then, at the module's setup, every peer mixes the cards'
handles and the pool's first 10 into deck "dev" (`hidden.Mix`): the deck the base deals
from, whose composition is public only as "the cards and 10 of the pool". The pool's
other Advisors stay boxed, never revealed (the end's audit opens them).

An Advisor is offered, selected, built (its cost) or recycled (its one cube) like a
development card; completed, it sits in the Grand Duchy (kind "advisor": a constructed card
for the tie-break), scores its VP (flat, or per card of a type, adL2 per Advisor counting
itself), produces (ad07, ad10, ad13) and gives its completion bonus (ad13's K) through the
base. Its ability, from its completion on (the `ability` keyword of advisors.json):
- ad01 structure_soldier: +1S for each structure the seat completes afterwards;
- ad02 alchemy_4: the seat's alchemy converts 4 cubes to a Krystallium, not 5;
- ad03 supremacy_ties: the seat wins a Production step's tie above zero (R44);
- ad04 spy: one Spy source, ready once per Choice phase (as L3's, R9/R41);
- ad05 trap: one more Trap token each round (R27);
- ad08 production_soldier: +1S when each Production phase begins (its first step);
- ad11 dispel_calamity: on its own completion, one of the seat's Calamities is discarded
  [T: the one with the fewest soldiers on it, the first among equals; those soldiers go
  back to the supply (R40). The Calamities are identical in play (R48), so only the
  soldiers already paid could make a choice matter, and this one wastes the fewest];
- ad14 krystallium_vp: +1 VP per Krystallium in the seat's supply at the end (the score
  part "end.advisors");
- adL1 supremacy_soldier: winning a step's supremacy gives 1 more S;
- adL3 calamity_discount: the seat's Calamities cost one soldier fewer to dispel (at
  least one);
- adL4 veiler: cards the seat offers face down cannot be Spied (in an offer or selection
  area alike).
Solo has no medals with this module (R47).
"""

from __future__ import annotations

from typing import Any

from core import hidden
from core.games.wonderful_kingdom.data import ADVISORS_USED, data
from core.games.wonderful_kingdom.modules.base import Module
from core.games.wonderful_kingdom.state import (
    DEV,
    Calamity,
    Offered,
    Seat,
    State,
    evolve,
    evolve_seat,
    with_seat,
)

CARDS_DECK, POOL = "dev.cards", "advisors"  # shuffled apart, then mixed into DEV


def pool(players: int) -> tuple[str, ...]:
    """The eligible Advisors in canonical order (R29: solo leaves out the two-player ones)."""
    d = data()
    ids = (a for a in d.advisors if players == 2 or not d.cards[a].two_player)
    return tuple(hidden.sort_values(ids))  # type: ignore[arg-type]


def holds(seat: Seat, ability: str) -> bool:
    """Whether a completed Advisor of the seat has `ability`."""
    cards = data().cards
    return any(cards[c].ability == ability for _, c in seat.grand)


class Advisor(Module):
    """The Advisor module (see the module docstring)."""

    key = "advisor"
    title = "Advisor"

    # -- setup ------------------------------------------------------------------------
    def treasures(self, config: dict[str, Any], treasures: tuple[str, ...]) -> tuple[str, ...]:
        """No Treasure: the Advisors take their place (by the Mix at setup)."""
        return ()

    def deck_requests(self, s: State, values: tuple[str, ...]) -> tuple[hidden.Request, ...]:
        """The development cards and the pool, each shuffled by every peer."""
        return hidden.Shuffle(CARDS_DECK, values), hidden.Shuffle(POOL, pool(s.players))

    def setup(self, s: State) -> State:
        """Every peer mixes the cards and the pool's first 10 into the deck "dev"."""
        handles = [(CARDS_DECK, i) for i in range(s.deck_size)]
        handles += [(POOL, i) for i in range(ADVISORS_USED)]
        mix = hidden.Mix(DEV, tuple(handles))
        s = evolve(s, deck_size=len(handles))
        return evolve(s, secrets=hidden.ask(s.secrets, (mix,)))

    # -- Choice -----------------------------------------------------------------------
    def traps(self, s: State, seat: int) -> int:
        """ad05: one Trap token more each round."""
        return super().traps(s, seat) + (s.players == 2 and holds(s.seats[seat], "trap"))

    def spies(self, s: State, seat: int) -> int:
        """ad04: a Spy source."""
        return int(holds(s.seats[seat], "spy"))

    def spiable(self, s: State, offered: Offered) -> bool:
        """adL4: a face-down card its holder offered cannot be Spied."""
        return offered.by < 0 or not holds(s.seats[offered.by], "veiler")

    # -- Planning and Production ------------------------------------------------------
    def on_complete(self, s: State, seat: int, card: str) -> State:
        """ad01: a structure completed gives 1S; ad11 completed discards a Calamity."""
        cards = data().cards
        me = s.seats[seat]
        if cards[card].kind == "structure" and holds(me, "structure_soldier"):
            s = with_seat(s, seat, evolve_seat(me, soldiers=me.soldiers + 1))
        if cards[card].ability == "dispel_calamity" and me.calamities:
            s = _discard_calamity(s, seat)
        return s

    def alchemy_need(self, seat: Seat) -> int:
        """ad02: 4 cubes make a Krystallium."""
        return super().alchemy_need(seat) - holds(seat, "alchemy_4")

    def dispel_cost(self, s: State, seat: int, cost: int) -> int:
        """adL3: one soldier fewer, at least one."""
        return max(1, cost - holds(s.seats[seat], "calamity_discount"))

    def supremacy(self, s: State, amounts: list[int], winner: int) -> int:
        """ad03: a tie above zero goes to its holder (R44: not 0-0)."""
        if s.players == 2 and winner < 0 and amounts[0] == amounts[1] > 0:
            for p in range(2):
                if holds(s.seats[p], "supremacy_ties"):
                    return p
        return winner

    def production_step(self, s: State, index: int, winner: int) -> State:
        """ad08: 1S at the first step; adL1: 1S more to the step's winner."""
        for p in range(s.players):
            seat = s.seats[p]
            extra = (index == 0 and holds(seat, "production_soldier")) + (
                p == winner and holds(seat, "supremacy_soldier")
            )
            if extra:
                s = with_seat(s, p, evolve_seat(seat, soldiers=seat.soldiers + extra))
        return s

    # -- the end, the view ------------------------------------------------------------
    def score_parts(self, s: State) -> list[tuple[str, list[int]]]:
        """ad14: 1 VP per Krystallium in supply."""
        vaults = [seat.krystallium if holds(seat, "krystallium_vp") else 0 for seat in s.seats]
        return [("end.advisors", vaults)]

    def observe(self, s: State, seat: int | None) -> dict[str, Any]:
        """How many Advisors entered the deck out of how many (which: nobody knows)."""
        return {"in_deck": ADVISORS_USED, "pool": len(pool(s.players))}


def _discard_calamity(s: State, p: int) -> State:
    """ad11: the Calamity with the fewest soldiers on it, the first among equals, to the
    public discards; its soldiers back to the supply (R40)."""
    seat = s.seats[p]
    fewest = min(range(len(seat.calamities)), key=lambda i: seat.calamities[i].soldiers)
    gone: Calamity = seat.calamities[fewest]
    rest = seat.calamities[:fewest] + seat.calamities[fewest + 1 :]
    s = with_seat(s, p, evolve_seat(seat, calamities=rest))
    return evolve(s, discards=(*s.discards, gone.card))
