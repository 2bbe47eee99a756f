"""The Illusionists' tokens (seed "Illusionisti"; R23, R24, R27; checklist 35, 36).

Three tokens in all (R27); each seat starts with one in its colour. Tokens in play are
those held and those lying on offer-area cards; the rest are the pool.
- **Placing** (`("illusionist", deck, pos)`): during its offer turn, before the turn's
  second card [T: the base ends an offer turn with its second card], a seat holding a
  token puts one on any card of an offer area that bears none (not necessarily one it
  just offered to): once per offer turn (R24).
- **Swapping** (`("swap", deckS, posS, deckT, posT)`): at the start of its selection turn,
  before it selects, once: a card of the seat's selection area changes places with an
  offer-area card bearing the seat's token, each keeping its face, and the token goes
  back to the pool (R24, checklist 36). Only handles move: a face-down card stays face
  down and unknown to whoever did not know it (digest 5, requirement 6).
- A token on a card taken by a selection, or on a leftover at the end of Choice, goes
  back to the pool (R24).
- **Gains**: when Production begins, each seat gains a token for each Illusionist card
  the other holds under construction, as long as the pool has one, the round's first
  player first (R23, checklist 35).
"""

from __future__ import annotations

from core.api import Action, Handle
from core.games.wonderful_kingdom.modules.threat_state import (
    TOKENS,
    ThreatState,
    event,
    put,
    turn_key,
    with_mod,
)
from core.games.wonderful_kingdom.state import AREAS, Offered, State, evolve, evolve_seat


def pool(mod: ThreatState) -> int:
    """Tokens in the box: neither held nor on a card."""
    return TOKENS - sum(mod.held) - len(mod.tokens)


def choice_actions(s: State, p: int) -> list[Action]:
    """The acting seat's token placements (offer turn) or swaps (selection turn)."""
    mod: ThreatState = s.mod
    key = turn_key(s)
    if s.turn % 2 == 0:
        if not mod.held[p] or mod.placed == key:
            return []
        marked = {h for h, _ in mod.tokens}
        return [
            ("illusionist", *o.handle) for area in s.offers for o in area if o.handle not in marked
        ]
    if mod.swapped == key:
        return []
    mine = [h for h, seat in mod.tokens if seat == p]
    return [("swap", *o.handle, *h) for o in s.seats[p].selection for h in mine]


def apply_choice(s: State, p: int, a: Action) -> State:
    mod: ThreatState = s.mod
    if a[0] == "illusionist":
        tokens = tuple(sorted((*mod.tokens, ((a[1], a[2]), p))))
        held = put(mod.held, p, mod.held[p] - 1)
        return with_mod(s, held=held, tokens=tokens, placed=turn_key(s))
    return swap(s, p, (a[1], a[2]), (a[3], a[4]))


def swap(s: State, p: int, mine: Handle, target: Handle) -> State:
    """The selection card `mine` and the token's card `target` change places."""
    seat = s.seats[p]
    i = next(i for i, o in enumerate(seat.selection) if o.handle == mine)
    area = next(a for a in range(len(AREAS)) if any(o.handle == target for o in s.offers[a]))
    j = next(j for j, o in enumerate(s.offers[area]) if o.handle == target)
    given, taken = seat.selection[i], s.offers[area][j]
    offers = put(s.offers, area, put(s.offers[area], j, given))
    seat = evolve_seat(seat, selection=put(seat.selection, i, taken))
    s = evolve(s, seats=put(s.seats, p, seat), offers=(offers[0], offers[1]))
    tokens = tuple(t for t in s.mod.tokens if t[0] != target)
    return with_mod(s, tokens=tokens, swapped=turn_key(s))


def on_select(s: State, taken: tuple[Offered, ...]) -> State:
    """Tokens on the cards a selection took go back to the pool."""
    mod: ThreatState = s.mod
    if not mod.tokens:
        return s
    gone = {o.handle for o in taken}
    return with_mod(s, tokens=tuple(t for t in mod.tokens if t[0] not in gone))


def gains(s: State) -> State:
    """Production begins: each seat gains a token per Illusionist the other holds."""
    for p in (s.first, 1 - s.first):
        mod: ThreatState = s.mod
        n = min(len(mod.built[1 - p]), pool(mod))
        if n:
            s = event(with_mod(s, held=put(mod.held, p, mod.held[p] + n)), "tokens", p, "", n)
    return s
