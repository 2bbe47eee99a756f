"""What follows by itself: the stages between decisions (digest 2.4; R4, R12, R14).

`advance(s)` runs every transition that needs no decision, as long as no reveal is
pending: after the shuffles the Calamities are shown; after the deal the hands are
re-masked; after the Choice phase the leftovers are discarded and the selection areas'
face-down cards shown (checklist 12); after that reveal the Calamities go to the Grand
Duchy (R12) and Planning's window opens; a closed window leads to the next Production
step, the Krystallium step, the module's phase, the round's end and the next deal.
"""

from __future__ import annotations

from collections.abc import Callable

from core import hidden
from core.games.wonderful_kingdom import production, setup, solo
from core.games.wonderful_kingdom.choice import TURNS, discard_leftovers
from core.games.wonderful_kingdom.data import ROUNDS, data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.state import (
    RES,
    Calamity,
    Offered,
    State,
    ask,
    card_of,
    evolve,
    evolve_seat,
)
from core.games.wonderful_kingdom.windows import open_window


def end_choice(s: State) -> State:
    """Leftovers discarded (R4); every face-down selection card shown, before Planning."""
    s = evolve(discard_leftovers(s), phase="planning", stage="revealing")
    faces = [o.handle for seat in s.seats for o in seat.selection if card_of(s, o.handle) is None]
    return ask(s, *(hidden.Show(h) for h in faces))


def start_planning(s: State) -> State:
    """After the reveal: Calamities to the Grand Duchy (R12), the module's phase at the
    start of Planning if any, then the window."""
    seats = []
    calamities = data().calamities
    for seat in s.seats:
        known = tuple(
            Offered(o.handle, o.up, o.by, card_of(s, o.handle) or "") for o in seat.selection
        )
        cal = tuple(o for o in known if o.card in calamities)
        keep = tuple(o for o in known if o.card not in calamities)
        new = tuple(Calamity(o.handle, o.card, 0) for o in cal)
        seats.append(evolve_seat(seat, selection=keep, calamities=seat.calamities + new))
    s = MODULES[s.module].start_planning(evolve(s, seats=tuple(seats), stage="window"))
    if MODULES[s.module].phase_at(s, "planning_start"):
        return evolve(s, phase="module", resume="planning_start")
    return open_window(s)


def window_closed(s: State) -> State:
    """Planning over: production begins; a Production step over: the next one."""
    if s.phase == "planning":
        return production.step(s, 0)
    index = RES.index(s.step) + 1
    if index < len(RES):
        return production.step(s, index)
    return round_end(production.krystallium(s))


def round_end(s: State) -> State:
    """The module's end-of-round phase (R14), then traps back, spies ready, the first
    player swaps (checklist 24); after round 4 the game is over."""
    if MODULES[s.module].phase_at(s, "round_end"):
        return evolve(s, phase="module", resume="round_end")
    return next_round(s)


def next_round(s: State) -> State:
    if s.round >= ROUNDS:
        return evolve(s, phase="over", stage="", step="")
    first = 1 - s.first if s.players == 2 else 0
    return setup.deal(evolve(s, first=first), s.round + 1)


def resume(s: State) -> State:
    """The module's phase is over: go on from where it began."""
    point = s.resume
    s = evolve(s, resume="")
    if point == "planning_start":
        return open_window(evolve(s, phase="planning", stage="window"))
    return next_round(s)


_AUTO: dict[str, Callable[[State], State]] = {
    "shuffling": setup.show_calamities,
    # the module's setup, then round 1's deal once the module's decks are shuffled
    "calamities": lambda s: evolve(setup.calamity_pile(s), stage="module_setup"),
    "module_setup": lambda s: setup.deal(s, 1),
    "dealing": setup.remask,
    "rival": solo.rival,
    "chosen": end_choice,  # solo: the fourth selection made
    "revealing": start_planning,
}


def advance(s: State) -> State:
    """Every transition that needs no decision, while no reveal is pending."""
    for _ in range(64):  # each transition changes the stage or asks for reveals
        if s.secrets.pending:
            return s
        if s.phase == "choice" and s.stage == "turns" and s.players == 2:
            if s.turn < TURNS:
                return s
            s = end_choice(s)
            continue
        if s.phase in ("planning", "production") and s.stage == "window":
            if any(not seat.done for seat in s.seats):
                return s
            s = window_closed(s)
            continue
        if s.phase == "module":
            if MODULES[s.module].phase_player(s) is not None:
                return s
            s = resume(s)
            continue
        auto = _AUTO.get(s.stage)
        if auto is None:
            return s
        s = auto(s)
    raise AssertionError("the flow did not settle")
