"""A day's phases 1-3 (digest section 4): the Captain's roll and the offers (R5), gathering,
the explorers (R7); then the attacks begin."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import Any

from core import hidden
from core.api import Action, IllegalAction
from core.games.bellum_magia.chests import draw
from core.games.bellum_magia.data import data
from core.games.bellum_magia.state import (
    State,
    add_at,
    evolve,
    left_line,
    next_seat,
    replace_at,
    with_chests,
)


@cache
def _faces() -> tuple[tuple[Action, Fraction], ...]:
    faces = data().faces
    return tuple((("die", f), Fraction(1, faces)) for f in range(1, faces + 1))


def roll_outcomes(s: State) -> tuple[tuple[Action, Fraction], ...]:
    """The die: each face alike."""
    return _faces()


def roll(s: State, a: Action) -> State:
    """("die", face): the active line; a day's first roll begins the day. The offers then
    start (again) at the Captain (R5)."""
    if len(a) != 2 or type(a[1]) is not int or not 1 <= a[1] <= data().faces:
        raise IllegalAction(f"{a!r} is no face of the die")
    day = s.day + 1 if s.die == 0 else s.day
    return next_offer(s, s.captain, 0, die=a[1], day=day)


def can_drink(s: State, seat: int) -> bool:
    """A round of drinks: a barrel to pay, the bar open (R5, the option)."""
    return s.barrels[seat] > 0 and not s.bar_closed


def can_cast(s: State, seat: int) -> bool:
    """A confusion spell: the Captain alone, with an active spell (R17)."""
    return seat == s.captain and s.spells[seat] > s.spent[seat]


def offer_actions(s: State) -> tuple[Action, ...]:
    """The asked seat's answers, sorted."""
    out: list[Action] = [("decline",)]
    if can_drink(s, s.seat):
        out.append(("drinks",))
    if can_cast(s, s.seat):
        out.append(("spell",))
    return tuple(out)


def next_offer(s: State, seat: int, done: int, **changes: Any) -> State:
    """Ask `seat` after `done` declines in a row; a seat that can neither pay nor cast
    declines by itself. After N declines in a row the line is fixed: gathering and the
    explorers follow."""
    n = s.players
    while done < n:
        if can_drink(s, seat) or can_cast(s, seat):
            return evolve(s, phase="offers", seat=seat, done=done, **changes)
        done, seat = done + 1, (seat + 1) % n
    return gather(evolve(s, **changes) if changes else s)


def offer(s: State, a: Action) -> State:
    """("decline",), ("drinks",) or ("spell",) of the asked seat."""
    if a not in offer_actions(s):
        raise IllegalAction(f"{a!r} is no answer seat {s.seat} can give now")
    seat = s.seat
    if a[0] == "decline":
        return next_offer(s, next_seat(s, seat), s.done + 1)
    if a[0] == "drinks":
        return evolve(s, barrels=add_at(s.barrels, seat, -1), phase="roll", seat=-1)
    closed = s.bar_closed or s.closes_bar  # R5: the option closes the bar after a spell
    return evolve(s, spent=add_at(s.spent, seat, 1), bar_closed=closed, phase="roll", seat=-1)


def gather(s: State) -> State:
    """Phase 2: food and glyphs of the left active line (never barrels); phase 3: the
    explorers. The most treasure alone: a metal chest; tied for the most: a wooden chest
    each (R7), drawn in seat order from the Captain."""
    lines = [left_line(s, p) for p in range(s.players)]
    food = tuple(f + line[0] for f, line in zip(s.food, lines))
    glyphs = tuple(g + line[1] for g, line in zip(s.glyphs, lines))
    best = max(line[2] for line in lines)
    if best >= 1:
        order = [(s.captain + i) % s.players for i in range(s.players)]
        winners = [p for p in order if lines[p][2] == best]
        kind = "metal" if len(winners) == 1 else "wood"
        drawn, chests, reveals = s.drawn, s.chests, []
        for p in winners:  # R7: in seat order from the Captain
            drawn, got = draw(drawn, [kind])
            chests = replace_at(chests, p, with_chests(chests[p], tuple(got)))
            reveals += [hidden.Reveal(h, (p,)) for h in got]
        if reveals:  # else every stack is empty (R12)
            return evolve(
                s, food=food, glyphs=glyphs, drawn=drawn, chests=chests, phase="explore",
                why="explore", secrets=hidden.ask(s.secrets, reveals),
            )  # fmt: skip
    return evolve(s, food=food, glyphs=glyphs, phase="attack", seat=s.captain, done=0)


def start_attack(s: State) -> State:
    """Phase 4 begins at the Captain."""
    return evolve(s, phase="attack", seat=s.captain, done=0)
