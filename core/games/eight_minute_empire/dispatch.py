"""Both editions' `apply_action`: find the handler of (phase, action name), or say why not."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from core.api import Action, IllegalAction

S = TypeVar("S", bound=Any)
Handler = Callable[[S, Action], S]


def dispatcher(handlers: Mapping[tuple[Any, str], Handler[S]]) -> Callable[[S, Action], S]:
    """`apply(state, action)` by `handlers`: the state after `action`, or IllegalAction
    (state untouched) saying why it is refused."""
    # By action name, then the phase compared by identity: an Enum's __hash__ is Python
    # code, and apply_action runs once per action of every game (issue 19).
    by_name: dict[str, tuple[tuple[Any, Handler[S]], ...]] = {}
    for (phase, name), handler in handlers.items():
        by_name[name] = (*by_name.get(name, ()), (phase, handler))

    def apply(state: S, action: Action) -> S:
        if type(action) is tuple and action and type(action[0]) is str:
            phase_now = state.phase  # both editions' states have an enum `phase`
            for phase, handler in by_name.get(action[0], ()):
                if phase is phase_now:
                    return handler(state, action)
        return dispatch(handlers, state, action)

    apply.__doc__ = "The state after `action`; IllegalAction (state untouched) says why not."
    return apply


def dispatch(handlers: Mapping[tuple[Any, str], Handler[S]], state: S, action: Action) -> S:
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
