"""Chests: drawn from the stacks (R12's substitution), revealed to their taker only, and
every chest in a reserve shown at the end (digest section 7)."""

from __future__ import annotations

from typing import Any

from core import hidden
from core.api import Handle
from core.games.bellum_magia.data import KINDS, data
from core.games.bellum_magia.state import State, ask, evolve, replace_at, with_chests

KIND_INDEX = {k: i for i, k in enumerate(KINDS)}
# R12: an empty stack gives the nearest kind instead.
SUBSTITUTES = {"wood": ("wood", "metal", "gold"), "metal": ("metal", "wood", "gold"),
               "gold": ("gold", "metal", "wood")}  # fmt: skip


def stack_left(s: State, kind: str) -> int:
    """Chests still in a stack."""
    i = KINDS.index(kind)
    return len(data().chests[kind]) - s.drawn[i]


def draw(drawn: tuple[int, ...], kinds: list[str]) -> tuple[tuple[int, ...], list[Handle]]:
    """Chests of `kinds` from the top of their stacks, in that order, each from the nearest
    kind when its stack is empty, none when all are (R12): the stacks' new draw counts and
    the handles (the draw number within the stack)."""
    got: list[Handle] = []
    stacks = data().chests
    for kind in kinds:
        for k in SUBSTITUTES[kind]:
            i = KIND_INDEX[k]
            if drawn[i] < len(stacks[k]):
                got.append((k, drawn[i]))
                drawn = drawn[:i] + (drawn[i] + 1,) + drawn[i + 1 :]
                break
    return drawn, got


def give(s: State, seat: int, kinds: list[str]) -> dict[str, Any]:
    """Draw chests of `kinds` for `seat` into its reserve, each revealed to it alone: the
    changes to make (drawn, chests, the secrets with the reveals asked), {} for none."""
    drawn, got = draw(s.drawn, kinds)
    if not got:
        return {}
    return {
        "drawn": drawn,
        "chests": replace_at(s.chests, seat, with_chests(s.chests[seat], tuple(got))),
        "secrets": hidden.ask(s.secrets, [hidden.Reveal(h, (seat,)) for h in got]),
    }


def show_all(s: State) -> State:
    """The end: every chest in a reserve shown, seat by seat in display order."""
    shows: list[hidden.Request] = [hidden.Show(h) for held in s.chests for h in held]
    if not shows:
        return evolve(s, phase="over", seat=-1)
    return ask(evolve(s, phase="end", seat=-1), "end", shows)


def value(s: State, handle: Handle) -> int:
    """A chest's public value (0 before it is shown)."""
    v = hidden.public_value(s.secrets, handle)
    return v if isinstance(v, int) else 0
