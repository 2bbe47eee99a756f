"""Soldiers on Threats and the Combat phase (digest 3.4; R14, R16, R22, R25, R40, R43).

A soldier from supply goes onto one of the seat's Threats under construction whenever
soldiers may be placed (`("fight", seat, deck, pos, slot)`, slot = the soldiers already on
it, up to its fight cost): in Planning and Production windows and in Combat. Soldiers stay
on a Threat across rounds (R16).

Combat, at the end of every round, round 4 included (R14): the seats that can still place
a soldier (one in supply, and a Threat not yet covered or a Calamity) act in turn, the
round's first player first [T: each seat's placements touch only its own cards, so the
order changes nothing], each placing soldiers on its Threats and Calamities only (R43:
`fight`, `("soldier", seat, deck, pos, slot)` as in a window) until `("done", seat)` or
nothing is left to place. Then every Threat whose fight cost is covered is defeated, and
only then (checklist 34): its soldiers go to the general supply (R40), a Dragon gives 2
Krystallium (checklist 33), and it joins the seat's defeated pile (Swallowers and Eggs its
Grand Duchy: R22, R25). A Combat in which nobody can place anything is over at once.
"""

from __future__ import annotations

from core.api import Action, Handle
from core.games.wonderful_kingdom.modules.threat_state import (
    THREATS,
    Menace,
    ThreatState,
    event,
    evolve_menace,
    put,
    with_mod,
)
from core.games.wonderful_kingdom.state import State, evolve_seat, with_seat


def uncovered(s: State, p: int) -> list[Menace]:
    """The seat's Threats whose fight cost is not yet covered."""
    return [m for m in s.mod.built[p] if m.soldiers < THREATS[m.card].fight]


def fight_actions(s: State, p: int) -> list[Action]:
    if not s.seats[p].soldiers:
        return []
    return [("fight", p, *m.handle, m.soldiers) for m in uncovered(s, p)]


def fight(s: State, p: int, h: Handle) -> State:
    """A soldier from the seat's supply onto its Threat `h`."""
    seat = s.seats[p]
    s = with_seat(s, p, evolve_seat(seat, soldiers=seat.soldiers - 1))
    built = s.mod.built[p]
    j = next(j for j, m in enumerate(built) if m.handle == h)
    m = evolve_menace(built[j], soldiers=built[j].soldiers + 1)
    return with_mod(s, built=put(s.mod.built, p, put(built, j, m)))


def can_fight(s: State, p: int) -> bool:
    seat = s.seats[p]
    return bool(seat.soldiers and (seat.calamities or uncovered(s, p)))


def open_combat(s: State) -> State:
    """The round's Combat: who acts, in order; none: the defeats at once."""
    order = (s.first, 1 - s.first) if s.players == 2 else (0,)
    queue = tuple(p for p in order if can_fight(s, p))
    return with_mod(s, combat=queue) if queue else defeat(s)


def combat_actions(s: State, p: int) -> list[Action]:
    seat = s.seats[p]
    out = fight_actions(s, p)
    if seat.soldiers:
        out += [("soldier", p, *c.handle, c.soldiers) for c in seat.calamities]
    return [*out, ("done", p)]


def apply_combat(s: State, a: Action) -> State:
    """A Combat step of the acting seat; the defeats once every seat is through."""
    p = a[1]
    if a[0] == "fight":
        s = fight(s, p, (a[2], a[3]))
    elif a[0] == "soldier":  # onto a Calamity, as in a window (R12, R43)
        from core.games.wonderful_kingdom import windows  # windows imports the modules

        s = windows.apply_step(s, p, a)
    mod: ThreatState = s.mod
    if a[0] == "done" or not can_fight(s, p):
        queue = tuple(q for q in mod.combat[1:] if can_fight(s, q))
        s = with_mod(s, combat=queue)
        if not queue:
            return defeat(s)
    return s


def defeat(s: State) -> State:
    """Every covered Threat is defeated: soldiers to the general supply, the reward, the
    defeated pile."""
    for p in range(s.players):
        mod: ThreatState = s.mod
        beaten = [m for m in mod.built[p] if m.soldiers >= THREATS[m.card].fight]
        if not beaten:
            continue
        k = sum(THREATS[m.card].reward_k for m in beaten)
        seat = s.seats[p]
        s = with_seat(s, p, evolve_seat(seat, krystallium=seat.krystallium + k))
        left = tuple(m for m in mod.built[p] if m not in beaten)
        pile = (*mod.defeated[p], *((m.handle, m.card) for m in beaten))
        s = with_mod(s, built=put(mod.built, p, left), defeated=put(mod.defeated, p, pile))
        for m in beaten:
            s = event(s, "defeated", p, m.card)
    return s
