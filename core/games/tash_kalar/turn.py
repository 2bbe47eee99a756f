"""A seat's choices and what they do: the actions of a turn, flares, tasks, the setup.

Seed, "Il gioco", "Evocare una creatura", "Invocare un impeto"; digest §3.5-3.8. What a
seat may choose is `choices.py` (re-exported here: `legal`, `current_player`,
`candidates`, `flare_met`, ...); summoning and the shortage pick-ups are `summoning.py`;
this module applies a choice. A card in hand is a handle (deck, position); summoning,
discarding or invoking it names the value too (a claim), shown to all at once
(`Show(handle, claim=(seat, card))`).
"""

from __future__ import annotations

from core import hidden
from core.api import Action, IllegalAction
from core.games.tash_kalar import effects, flow, setup
from core.games.tash_kalar.choices import (
    DECIDING,
    PLACES,
    Seen,
    Told,
    candidates,
    current_player,
    end_choices,
    end_has_choices,
    flare_met,
    held_legends,
    legal,
    name,
    opponents,
    out_of_hands,
    square_of,
)
from core.games.tash_kalar.data import cards
from core.games.tash_kalar.state import (
    EMPTY,
    State,
    active,
    evolve,
    mate,
    piece,
    replace_at,
    set_square,
    side_of,
    supply,
)
from core.games.tash_kalar.summoning import new_effect, pickup_step, summon

__all__ = [
    "DECIDING",
    "PLACES",
    "Seen",
    "Told",
    "apply",
    "candidates",
    "current_player",
    "end_choices",
    "end_has_choices",
    "flare_met",
    "held_legends",
    "legal",
    "name",
    "opponents",
    "out_of_hands",
]


def apply(s: State, a: Action) -> State:
    """A seat's action (not a resolution); IllegalAction if it is not one of its choices."""
    seat = current_player(s)
    if seat < 0:
        raise IllegalAction(f"{a!r}: no seat is to choose now")
    if a[:1] == ("summon",) and s.stage == "actions":
        return flow.settle(summon(s, seat, a), end_has_choices)
    if len(a) == 2 and a[0] == "place" and s.stage == "actions":  # the common case, directly
        side, sq = side_of(s, seat), square_of(a[1])
        if s.actions <= 0 or s.board[sq] or supply(s, side, False) <= 0:
            raise IllegalAction(f"{a!r}: seat {seat} cannot place there now")
        return flow.settle(_apply(s, seat, a), end_has_choices)
    if s.stage == "effect" and a[0] not in ("pass", "concede"):
        return flow.settle(effects.choose(s, a), end_has_choices)  # it checks the choice
    if a not in legal(s, None, with_summons=False, only=a[0]):
        raise IllegalAction(f"{a!r} is not a choice of seat {seat} now")
    return flow.settle(_apply(s, seat, a), end_has_choices)


def _apply(s: State, seat: int, a: Action) -> State:
    kind = a[0]
    if kind == "concede":
        return evolve(s, conceded=side_of(s, seat), stage="over", effect=None)
    if kind == "pass":
        side = side_of(s, seat)
        return evolve(
            s,
            controller=mate(s, seat),
            passed=True,
            holder=replace_at(s.holder, side, mate(s, seat)),
        )
    if s.stage == "setup":
        side = s.colours.index(a[2])
        return evolve(
            s,
            board=set_square(s.board, square_of(a[1]), piece(side, 1)),
            setup_left=tuple(x for x in s.setup_left if x != side),
        )
    if s.stage == "effect":
        return effects.choose(s, a)
    if s.stage == "pickup":
        return pickup_step(s, seat, a)
    if s.stage == "returns":
        return _return(s, seat, a)
    if s.stage == "score":
        s = flow.add_colour_point(s, seat, s.colours.index(a[1]))
        return evolve(s, choices=s.choices[1:])
    return _turn_action(s, seat, a)


def _turn_action(s: State, seat: int, a: Action) -> State:
    """An action of the actions or end stage (the checks are done)."""
    kind = a[0]
    if kind == "flare":
        return _flare(s, seat, a)
    if kind == "claim":
        return _claim(s, a[1])
    if kind == "done":
        return evolve(s, actions=0) if s.stage == "actions" else evolve(s, stage="scoring")
    if kind == "discard":
        return _discard(s, seat, a)
    if kind == "pickup":  # the place action under shortage: the piece comes off first
        return evolve(
            s, board=set_square(s.board, square_of(a[1]), EMPTY), stage="pickup", pickup=(0,)
        )
    return evolve(
        s,
        board=set_square(s.board, square_of(a[1]), piece(side_of(s, seat), 1)),
        actions=s.actions - 1,
    )


def _discard(s: State, seat: int, a: Action) -> State:
    """The discard action: the card face up on its pile (a claim), then the returns."""
    h = (a[1], a[2])
    hand = tuple(x for x in s.hands[seat] if x != h)
    return evolve(
        s,
        hands=replace_at(s.hands, seat, hand),
        being_discards=replace_at(s.being_discards, seat, (*s.being_discards[seat], a[3])),
        discarded=True,
        actions=s.actions - 1,
        stage="returns" if hand or held_legends(s, seat) else "actions",
        secrets=hidden.ask(s.secrets, (hidden.Show(h, (seat, a[3])),)),
    )


def _return(s: State, seat: int, a: Action) -> State:
    """A card under its own deck (face down: nobody learns it; R15)."""
    if a == ("done",):
        return evolve(s, stage="actions")
    h = (a[1], a[2])
    side = side_of(s, seat)
    if h in s.legends[side]:
        legends = replace_at(s.legends, side, tuple(x for x in s.legends[side] if x != h))
        s = evolve(s, legends=legends, legend_pile=(*s.legend_pile, h))
    elif h[0].startswith("beings."):
        hands = replace_at(s.hands, seat, tuple(x for x in s.hands[seat] if x != h))
        s = evolve(s, hands=hands, beings=replace_at(s.beings, seat, (*s.beings[seat], h)))
    else:
        hands = replace_at(s.hands, seat, tuple(x for x in s.hands[seat] if x != h))
        s = evolve(s, hands=hands, flare_pile=(*s.flare_pile, h))
    return s if s.hands[seat] or held_legends(s, seat) else evolve(s, stage="actions")


def _flare(s: State, seat: int, a: Action) -> State:
    """Invoke a flare against one opponent: upper effect, then lower (seed); the points."""
    h, fid, opp = (a[1], a[2]), a[3], s.colours.index(a[4])
    up, low = flare_met(s, seat, fid, opp)
    f = cards().flares[fid]
    steps = tuple(("up", i) for i in range(len(f.up_fx)) if up)
    steps += tuple(("low", i) for i in range(len(f.low_fx)) if low)
    s = evolve(
        s,
        hands=replace_at(s.hands, seat, tuple(x for x in s.hands[seat] if x != h)),
        secrets=hidden.ask(s.secrets, (hidden.Show(h, (seat, fid)),)),
    )
    if s.melee:  # the opponent compared with scores 1 in the invoker's colour
        s = flow.add_colour_point(s, opp, side_of(s, seat))
    elif s.form == "deathmatch":
        s = evolve(s, score=replace_at(s.score, opp, s.score[opp] + 1))
    e = new_effect(fid, "flare", steps, -1, (), seat)
    return effects.start(s, e)  # then back to the actions (settle: the end if none left)


def _claim(s: State, task: str) -> State:
    """Complete a current task; the next task fills its place and a new one turns up."""
    side = side_of(s, active(s))
    tasks = tuple(t for t in s.tasks if t != task)
    nxt = setup.next_task(s)
    if nxt is not None:
        tasks, s = (*tasks, nxt), evolve(s, task_pile=s.task_pile[1:])
    return evolve(
        s,
        tasks=tasks,
        completed=replace_at(s.completed, side, (*s.completed[side], task)),
        stage="claimed",
    )
