"""The Threat sets' effects in Planning and Production (seed "4 Modulo Minaccia"; R18-R21).

- **Sisters of Torment**: at the end of a seat's planning, one basic cube per Sister it
  holds is removed from its cards under construction, the seat choosing which (R18,
  `("torment", seat, deck, pos, slot)`); never Krystallium, soldiers or the alchemy area
  (checklist 27); with no cube under construction nothing happens (checklist 28).
- **Black Dragons**: at the end of a seat's planning, one soldier per Dragon it holds is
  eaten, from supply first; when the supply is out, placed soldiers the seat chooses (on a
  card's S slot, a Calamity or a Threat, a Dragon included: `("eat", seat, deck, pos,
  slot)`, the slot of the top soldier), which no longer count (R21, checklist 32).
- When every candidate goes anyway (no more cubes or placed soldiers than are owed), or
  the soldiers left all stand on one Threat or Calamity, the rules take them without
  asking [T: no choice to make]; otherwise the seat's window stays open for those choices
  only (`Module.forced`), and its planning ends with the last.
- **Swallowers**: in each production step a Swallower under construction produces its
  resource for the opponent, counted in the opponent's supremacy (R20, checklist 30); a
  defeated one, in its owner's Grand Duchy, for the owner (checklist 31). Solo: what it
  would produce is set aside in its step, and each 4 set aside bring a Calamity from the
  pile into the Grand Duchy at once.
"""

from __future__ import annotations

from core.api import Action, Handle
from core.games.wonderful_kingdom.modules.threat_state import (
    BASIC,
    THREATS,
    ThreatState,
    event,
    evolve_menace,
    put,
    with_mod,
)
from core.games.wonderful_kingdom.state import (
    Calamity,
    Seat,
    State,
    card_of,
    evolve,
    evolve_build,
    evolve_seat,
    with_seat,
)

SOLO_ASIDE = 4  # resources set aside per Calamity (seed, solo Swallowers)


def build_index(seat: Seat, h: Handle) -> int:
    """placing.build_index (which imports the modules, so not from here)."""
    return next((i for i, b in enumerate(seat.construction) if b.handle == h), -1)


def cube_slots(s: State, p: int) -> list[tuple[Handle, int]]:
    """Every basic cube on the seat's cards under construction: (card, slot)."""
    return [
        (b.handle, i) for b in s.seats[p].construction for i, f in enumerate(b.filled) if f in BASIC
    ]


def soldier_slots(s: State, p: int) -> list[tuple[Handle, int]]:
    """Every placed soldier a Dragon may eat: S slots, each Calamity's and each Threat's
    top soldier."""
    seat = s.seats[p]
    out = [(b.handle, i) for b in seat.construction for i, f in enumerate(b.filled) if f == "S"]
    out += [(c.handle, c.soldiers - 1) for c in seat.calamities if c.soldiers]
    out += [(m.handle, m.soldiers - 1) for m in s.mod.built[p] if m.soldiers]
    return out


def _candidates(s: State, p: int) -> int:
    """How many things the seat could lose: cubes (Sisters) or placed soldiers (Dragons)."""
    if s.threat == "sisters":
        return len(cube_slots(s, p))
    seat = s.seats[p]
    mod: ThreatState = s.mod
    on_cards = sum(f == "S" for b in seat.construction for f in b.filled)
    return (
        on_cards + sum(c.soldiers for c in seat.calamities) + sum(m.soldiers for m in mod.built[p])
    )


def end_of_planning(s: State, p: int) -> State:
    """The seat's planning ended (on_done): its Sisters' or Dragons' toll."""
    mod: ThreatState = s.mod
    if s.threat == "sisters" and mod.built[p]:
        return settle(s, p, len(mod.built[p]))
    if s.threat == "dragons":
        n = sum(THREATS[m.card].kind == "dragon" for m in mod.built[p])
        seat = s.seats[p]
        ate = min(n, seat.soldiers)
        if ate:
            s = with_seat(s, p, evolve_seat(seat, soldiers=seat.soldiers - ate))
            s = event(s, "eaten", p, "", ate)
        if n > ate:
            return settle(s, p, n - ate)
    return s


def settle(s: State, p: int, n: int) -> State:
    """`n` losses owed by seat p: taken by the rules while there is nothing to choose
    (every candidate goes, or one place is left), otherwise the seat's window stays open
    until it has chosen them."""
    total = _candidates(s, p)
    if total <= n:
        if total:
            kind = "tormented" if s.threat == "sisters" else "eaten"
            s = event(_lose_all(s, p), kind, p, "", total)
        n = 0
    while n and len(places := _choices(s, p)) == 1:  # one Threat or Calamity's stack
        s = event(_lose_at(s, p, *places[0]), "eaten", p, "", 1)
        n -= 1
    s = with_mod(s, owed=put(s.mod.owed, p, n))
    return with_seat(s, p, evolve_seat(s.seats[p], done=n == 0))


def _choices(s: State, p: int) -> list[tuple[Handle, int]]:
    return cube_slots(s, p) if s.threat == "sisters" else soldier_slots(s, p)


def forced(s: State, p: int) -> list[Action] | None:
    """The seat's choices of what it loses, while it owes any."""
    if not s.mod.owed[p]:
        return None
    kind = "torment" if s.threat == "sisters" else "eat"
    return [(kind, p, h[0], h[1], i) for h, i in _choices(s, p)]


def _lose_soldier(s: State, p: int, h: Handle) -> State:
    """The top soldier off a Calamity or a Threat."""
    seat = s.seats[p]
    for j, c in enumerate(seat.calamities):
        if c.handle == h:
            cal = Calamity(c.handle, c.card, c.soldiers - 1)
            return with_seat(s, p, evolve_seat(seat, calamities=put(seat.calamities, j, cal)))
    built = s.mod.built[p]
    j = next(j for j, m in enumerate(built) if m.handle == h)
    m = evolve_menace(built[j], soldiers=built[j].soldiers - 1)
    return with_mod(s, built=put(s.mod.built, p, put(built, j, m)))


def _takes(s: State, unit: str) -> bool:
    return unit in BASIC if s.threat == "sisters" else unit == "S"


def _empty_slot(s: State, p: int, i: int, slot: int) -> State:
    seat = s.seats[p]
    b = seat.construction[i]
    b = evolve_build(b, filled=put(b.filled, slot, ""))
    return with_seat(s, p, evolve_seat(seat, construction=put(seat.construction, i, b)))


def _lose_at(s: State, p: int, h: Handle, slot: int) -> State:
    i = build_index(s.seats[p], h)
    return _empty_slot(s, p, i, slot) if i >= 0 else _lose_soldier(s, p, h)


def apply_loss(s: State, p: int, a: Action) -> State:
    """A `torment` or `eat` choice: that slot emptied, then the rest settled."""
    s = _lose_at(s, p, (a[2], a[3]), a[4])
    return settle(s, p, s.mod.owed[p] - 1)


def _lose_all(s: State, p: int) -> State:
    seat = s.seats[p]
    builds = tuple(
        evolve_build(b, filled=tuple("" if _takes(s, f) else f for f in b.filled))
        for b in seat.construction
    )
    if s.threat == "sisters":
        return with_seat(s, p, evolve_seat(seat, construction=builds))
    cals = tuple(Calamity(c.handle, c.card, 0) for c in seat.calamities)
    s = with_seat(s, p, evolve_seat(seat, construction=builds, calamities=cals))
    built = tuple(evolve_menace(m, soldiers=0) for m in s.mod.built[p])
    return with_mod(s, built=put(s.mod.built, p, built))


def swallowed(s: State, p: int, res: str) -> int:
    """Seat p's production of `res` from Swallowers: its defeated ones, the opponent's
    undefeated ones (R20)."""
    mod: ThreatState = s.mod
    n = sum(THREATS[c].res == res for _, c in mod.defeated[p])
    if s.players == 2:
        n += sum(THREATS[m.card].res == res for m in mod.built[1 - p])
    return n


def set_aside(s: State, res: str) -> State:
    """Solo, a production step: each Swallower of `res` under construction would have
    produced one for the opponent: set aside; every 4 bring a Calamity into the Grand
    Duchy."""
    mod: ThreatState = s.mod
    aside = mod.aside + sum(THREATS[m.card].res == res for m in mod.built[0])
    while aside >= SOLO_ASIDE:
        aside -= SOLO_ASIDE
        if s.pile:
            h = s.pile[0]
            cid = card_of(s, h) or ""
            seat = s.seats[0]
            seat = evolve_seat(seat, calamities=(*seat.calamities, Calamity(h, cid, 0)))
            s = event(evolve(with_seat(s, 0, seat), pile=s.pile[1:]), "calamity", 0, cid)
    return with_mod(s, aside=aside)
