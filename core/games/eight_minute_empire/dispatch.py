"""Both editions' `apply_action`: find the handler of (phase, action name), or say why not."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from core.api import Action, IllegalAction

S = TypeVar("S", bound=Any)


def dispatch(
    handlers: Mapping[tuple[Any, str], Callable[[S, Action], S]], state: S, action: Action
) -> S:
    """The state after `action`; IllegalAction (state untouched) says why it is refused."""
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        raise IllegalAction(f"an action is a tuple starting with its name, got {action!r}")
    phase_now = state.phase  # both editions' states have an enum `phase`
    handler = handlers.get((phase_now, action[0]))
    if handler is None:
        expected = sorted(name for phase, name in handlers if phase is phase_now)
        if not expected:
            raise IllegalAction("the game is over: no more actions")
        raise IllegalAction(
            f"'{action[0]}' is not possible in the {phase_now.value} phase "
            f"(expected: {', '.join(expected)})"
        )
    return handler(state, action)
