"""Faults a lab peer injects into itself: a corrupted state, or a rules core with an
order-dependence bug. Used only by `tavolata host/join` with the hidden `--lab-*` options.

- `corrupt_after(k, rules)`: after the k-th applied action (or the first step end from
  there), one field of the in-memory state is
  changed, chosen the same way for any game (`corrupt`): the first int that is an item of
  a tuple (a per-seat or per-region number, never a count the state's shape hangs on),
  breadth first in core.canonical's order (fields as declared), plus one. It prints the
  field's path as core.canonical.diff names it, which the lab's report expects the desync
  to name. The signed log is untouched, so a rebuild from it gives the right state again:
  the desync is *recoverable*.
- `OrderBug(game)`: the real rules, except that when a player's fourth card is taken their
  cards are "tidied" by iterating a set of the card ids as strings. String hashes are
  salted per process (PYTHONHASHSEED), so this peer computes a different order from the
  same log, every time: a determinism bug that a rebuild cannot fix.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from core import canonical
from core.api import SIMULTANEOUS

TIDY_AT = 4  # cards in front of a player when the faulty tidy-up runs
SAID = re.compile(r"^lab: corrupted (\S+) after action (\d+)")  # what corrupt_after prints


Step = tuple[str, Any]  # ("field", name), ("item", index) or ("key", key)


def _children(value: Any) -> list[tuple[Step, Any]]:
    """The parts of a value in core.canonical's order."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [(("field", f.name), getattr(value, f.name)) for f in dataclasses.fields(value)]
    if isinstance(value, (tuple, list)):
        return [(("item", i), item) for i, item in enumerate(value)]
    if isinstance(value, dict):
        return [(("key", k), value[k]) for k in sorted(value, key=canonical.encode)]
    return []


def _target(state: Any) -> list[Step] | None:
    """Breadth first, so that a top-level per-seat number comes before one deep in a config:
    the first int that is an item of a tuple or list."""
    level: list[tuple[list[Step], Any]] = [([], state)]
    while level:
        below = []
        for path, value in level:
            for step, child in _children(value):
                if type(child) is int and step[0] == "item":
                    return [*path, step]
                below.append(([*path, step], child))
        level = below
    return None


def _replaced(value: Any, path: list[Step], change: Callable[[Any], Any]) -> Any:
    """`value` with the part at `path` changed."""
    if not path:
        return change(value)
    (kind, at), rest = path[0], path[1:]
    if kind == "field":
        return dataclasses.replace(value, **{at: _replaced(getattr(value, at), rest, change)})
    if kind == "item":
        return type(value)([*value[:at], _replaced(value[at], rest, change), *value[at + 1 :]])
    return {**value, at: _replaced(value[at], rest, change)}


def corrupt(state: Any) -> tuple[Any, str]:
    """The state with one field changed (see the module docstring), and that field's path."""
    path = _target(state)
    new = _replaced(state, path, lambda n: n + 1) if path is not None else state
    difference = canonical.diff(state, new)
    if difference is None:
        raise ValueError("this state has no int in a tuple for the lab to corrupt")
    return new, difference.path


def corrupt_after(
    k: int, rules: Any, say: Callable[[str], None] = print
) -> Callable[[int, Any], Any]:
    """A `Lockstep.tamper` hook changing one field of the state after the k-th action, or
    after the first one from there that ends a step: peers compare hashes only between
    steps, and the reveals of a simultaneous turn are one step (mid-turn, the game still
    says SIMULTANEOUS)."""
    done = False

    def tamper(index: int, state: Any) -> Any:
        nonlocal done
        if done or index < k or rules.current_player(state) == SIMULTANEOUS:
            return state
        done = True
        new, path = corrupt(state)
        say(f"lab: corrupted {path} after action {index}")
        return new

    return tamper


class OrderBug:
    """A rules core that depends on set iteration order (see the module docstring)."""

    def __init__(self, game: Any) -> None:
        self._game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def apply_action(self, state: Any, action: Any) -> Any:
        """The real rules, then the faulty tidy-up after a take."""
        after = self._game.apply_action(state, action)
        if action[0] != "take":
            return after
        players = list(after.players)
        for seat, player in enumerate(players):
            if len(player.cards) == TIDY_AT and len(state.players[seat].cards) == TIDY_AT - 1:
                # The bug: a set has no defined order, and str hashes differ per process.
                tidied = tuple(int(c) for c in {str(c) for c in player.cards})
                players[seat] = dataclasses.replace(player, cards=tidied)
        return dataclasses.replace(after, players=tuple(players))
