"""A memo of one entry by identity: for a pure function of an immutable value that is
asked again about the very same value (the search bot values each seat's view of one
state, and every view scores that state)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

_NOTHING = object()


def last_by_identity(fn: Callable[[T], R]) -> Callable[[T], R]:
    """`fn`, answering again at once when called with the same object as last time.

    Only for immutable arguments (another object, even an equal one, is computed again)
    and results nobody changes. The entry holds its argument, so that the argument's id
    is not reused while the entry lives; a thread switch between reading and writing it
    costs a recomputation, never a wrong answer (the pair is read and written whole).
    """
    held: tuple[Any, Any] = (_NOTHING, None)

    @functools.wraps(fn)
    def wrapper(arg: T) -> R:
        nonlocal held
        last = held
        if last[0] is arg:
            return last[1]  # type: ignore[no-any-return]
        result = fn(arg)
        held = (arg, result)
        return result

    return wrapper
