"""The game log's turn headings, for any game (no Qt): the window, the command line and the
networked headless peer all head the log the same way.

A heading "Turn N" comes before the action that raises the observation's `turn` to N (a
game without a `turn` key has no headings): Eight-Minute Empire counts the cards taken, so
its heading comes before each take.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def turn_heading(before: Mapping[str, Any], after: Mapping[str, Any]) -> int | None:
    """The turn number to head the log with before the action that led from the public
    observation `before` to `after`, or None when the action starts no turn."""
    old, new = before.get("turn"), after.get("turn")
    if isinstance(old, int) and isinstance(new, int) and new > old:
        return new
    return None
