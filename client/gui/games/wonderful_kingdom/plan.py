"""A person's plan before it is confirmed, and what the table will look like after it (no Qt).

The window lets a person make several steps and see them before anything is sent: an offer
turn's two cards, a whole Planning, a Production step's placements, a Combat, a Conquest
turn. The steps are kept here (`Draft`) and shown by applying them to a copy of the table's
state with the rules' own functions; Confirm hands them to the controller, which sends one
at a time as the seat may act (client/gui/ahead.py). Two ways to apply:

- **a window** (Planning and Production, simultaneous with two players): a seat's step reads
  and changes only its own areas (core/games/wonderful_kingdom/windows.py), so it is
  applied at once to the copy (`windows.apply_step`) instead of being held for the round,
  and the seat is done by itself when `done` is its only step, as the rules do. The plan is
  whole once the seat has no step left (done, the Sisters' and Dragons' choices made).
- **turns** (Choice, a module's phase): `apply_action`; a face-up offer's public reveal is
  made with the seat's own knowledge (its hand card), any other reveal ends the plan (a
  peek, a Search, the deck's cards). The plan is whole when another seat is to act, after a
  selection, or when the phase changes.

Only the seat's own steps and knowledge go in: what is shown is that seat's observation of
the copy, never another seat's secret.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core import hidden
from core.api import REVEAL, SIMULTANEOUS, Action, Game, IllegalAction, Knowledge
from core.games.wonderful_kingdom import windows
from core.games.wonderful_kingdom.state import State, evolve

WINDOW_PHASES = ("planning", "production")


def is_window(s: State) -> bool:
    """Whether `s` is a Planning or Production window (steps of a seat's own areas)."""
    return s.phase in WINDOW_PHASES and s.stage == "window" and not s.secrets.pending


def with_held(s: State, seat: int) -> State:
    """The state with the seat's step held for the round (`submitted`) applied to its
    areas: what the seat itself will see once the round is over."""
    held = s.submitted[seat] if 0 <= seat < len(s.submitted) else None
    if held is None:
        return s
    submitted = s.submitted[:seat] + (None,) + s.submitted[seat + 1 :]
    return auto_done(windows.apply_step(evolve(s, submitted=submitted), seat, held), seat)


def auto_done(s: State, seat: int) -> State:
    """The seat is done by itself when `done` is its only step (windows.auto_done, for one
    seat)."""
    if not s.seats[seat].done and not windows.has_choice(s, seat):
        return windows.apply_step(s, seat, ("done", seat))
    return s


def resolve_shown(game: Game, s: Any, knowledge: Knowledge | None) -> Any:
    """The pending public reveals of cards whose value the seat knows, made; None when a
    reveal the seat cannot make is pending (a peek, the deck's cards)."""
    for _ in range(16):
        if not s.secrets.pending:
            return s
        request = s.secrets.pending[0]
        if not isinstance(request, hidden.Show) or knowledge is None:
            return None
        value = knowledge.get(request.handle, hidden.public_value(s.secrets, request.handle))
        if value is None:
            return None
        try:
            s = game.apply_action(s, (hidden.SHOWN, *request.handle, value))
        except IllegalAction:
            return None
    return None


@dataclass
class Projection:
    """The copy of the table after the plan's steps, and what may come next."""

    state: Any
    legal: tuple[Action, ...]  # the seat's next steps (none: the plan is whole)
    whole: bool  # the plan may be confirmed
    applied: int  # how many of the steps went in (the rest were no longer possible)
    before: list[Any] = field(default_factory=list)  # the state before each step applied


@dataclass
class Draft:
    """The steps of one seat not yet confirmed."""

    seat: int
    steps: list[Action] = field(default_factory=list)


def project(
    game: Game, base: Any, seat: int, steps: list[Action], knowledge: Knowledge | None
) -> Projection:
    """The table after `steps` of `seat` from `base` (its held step first)."""
    if is_window(base):
        return _window(base, seat, steps)
    return _turns(game, base, seat, steps, knowledge)


def _window(base: State, seat: int, steps: list[Action]) -> Projection:
    s = with_held(base, seat)
    before = []
    for step in steps:
        if step not in windows.legal(s, seat):
            break
        before.append(s)
        s = auto_done(windows.apply_step(s, seat, step), seat)
    legal = tuple(sorted(windows.legal(s, seat)))
    return Projection(s, legal, not legal and bool(before), len(before), before)


def _turns(
    game: Game, base: Any, seat: int, steps: list[Action], knowledge: Knowledge | None
) -> Projection:
    s = base
    if s.secrets.pending:
        s = resolve_shown(game, s, knowledge) or s
    applied, over, before = 0, False, []
    for step in steps:
        if over or game.current_player(s) != seat or step not in game.legal_actions(s, seat):
            break
        before.append(s)
        s = game.apply_action(s, step)
        applied += 1
        resolved = resolve_shown(game, s, knowledge)
        over = resolved is None or step[0] in ("select", "search", "refill")
        s = resolved if resolved is not None else s
        over = over or s.phase != base.phase or s.round != base.round
    player = game.current_player(s)
    if over or player != seat or player in (REVEAL, SIMULTANEOUS):
        return Projection(s, (), applied > 0, applied, before)
    legal = tuple(game.legal_actions(s, seat))
    return Projection(s, legal, not legal and applied > 0, applied, before)
