"""Faults a lab peer injects into itself: a corrupted state, or a rules core with an
order-dependence bug. Used only by `tavolata host/join` with the hidden `--lab-*` options.
Both find what to change from the state's structure alone, the same way in any game.

- `corrupt_after(k)`: after the k-th applied action (or the first step end from
  there), one field of the in-memory state is changed (`corrupt`): the first int that is an
  item of a tuple (a per-seat or per-region number, never a count the state's shape hangs
  on), breadth first in core.canonical's order (fields as declared), plus one. It prints
  the field's path as core.canonical.diff names it, which the lab's report expects the
  desync to name. The signed log is untouched, so a rebuild from it gives the right state
  again: the desync is *recoverable*.
- `OrderBug(game, k)`: the real rules, except that once, at the first step end from action
  k where it changes something, the faulty core "tidies" a tuple of the state (`tidy`):
  the first one, breadth first, whose items are two or more distinct ints (or strs), put
  in the order a `set` of their strings iterates. String hashes are salted per process
  (PYTHONHASHSEED; the lab gives each peer its own), so the order is this process's own:
  the same log gives this peer the same wrong state in every rebuild, a determinism bug
  that a rebuild cannot fix. A tidy-up after which the rules would refuse or fail on the
  next move (another current player, other legal moves, apply_action raising) is not
  made: the next tuple is tried, and if none will do, the state is kept as it is.

Both reach the peer as the rules its lockstep is given (`FaultyRules`, through net.protocol.peer's
`rules`): net knows nothing of them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from core import canonical, hidden
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL

SAID = re.compile(r"^lab: corrupted (\S+) after action (\d+)")  # what corrupt_after prints
TIDIED = re.compile(r"^lab: tidied (\S+) after action (\d+)")  # what OrderBug.tamper prints


Step = tuple[str, Any]  # ("field", name), ("item", index) or ("key", key)
Hook = Callable[[int, Any], Any]  # FaultyRules' live game: (actions applied, state) -> state


def _children(value: Any) -> list[tuple[Step, Any]]:
    """The parts of a value in core.canonical's order."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [(("field", f.name), getattr(value, f.name)) for f in dataclasses.fields(value)]
    if isinstance(value, (tuple, list)):
        return [(("item", i), item) for i, item in enumerate(value)]
    if isinstance(value, dict):
        return [(("key", k), value[k]) for k in sorted(value, key=canonical.encode)]
    return []


def _breadth_first(state: Any) -> Iterator[tuple[list[Step], Any]]:
    """Every part of the state with its path, level by level, each level in canonical order
    (so that a top-level per-seat number comes before one deep in a config)."""
    level: list[tuple[list[Step], Any]] = [([], state)]
    while level:
        below = []
        for path, value in level:
            for step, child in _children(value):
                yield [*path, step], child
                below.append(([*path, step], child))
        level = below


def _target(state: Any) -> list[Step] | None:
    """The first int that is an item of a tuple or list, breadth first."""
    return next(
        (path for path, v in _breadth_first(state) if type(v) is int and path[-1][0] == "item"),
        None,
    )


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


def corrupt_after(k: int, say: Callable[[str], None] = print) -> Hook:
    """A hook of `FaultyRules`' live game changing one field of the state after the k-th
    action, or after the first one from there that ends a step (`FaultyRules` calls its
    hooks at step ends only: peers compare hashes only between steps)."""
    done = False

    def tamper(index: int, state: Any) -> Any:
        nonlocal done
        if done or index < k:
            return state
        done = True
        new, path = corrupt(state)
        say(f"lab: corrupted {path} after action {index}")
        return new

    return tamper


# -- the order-dependence bug ------------------------------------------------------------


def _tidied(items: tuple[Any, ...]) -> tuple[Any, ...]:
    """The bug: a set has no defined order, and str hashes differ from process to process."""
    by_text = {str(item): item for item in items}
    return tuple(by_text[text] for text in {str(item) for item in items})


def _tidy_paths(state: Any) -> Iterator[list[Step]]:
    """Tuples of two or more distinct ints (or strs), breadth first."""
    for path, value in _breadth_first(state):
        kinds = {type(item) for item in value} if type(value) is tuple else set()
        if kinds in ({int}, {str}) and len(value) >= 2 and len(set(value)) == len(value):
            yield path


def _next_moves(game: Any, state: Any) -> tuple[int, list[Any]]:
    """Who moves after `state` (never SIMULTANEOUS: see `tidy`) and every move they have."""
    player = game.current_player(state)
    if player == CHANCE:
        return player, sorted((a for a, _ in game.chance_outcomes(state)), key=repr)
    if player == TERMINAL:
        return player, []
    return player, sorted(game.legal_actions(state, player), key=repr)


def _harmless(game: Any, state: Any, bent: Any) -> bool:
    """The rules go on from `bent` as from `state`: the same mover, the same moves, and
    none of them fails there (a desync to detect, not a crash)."""
    try:
        if _next_moves(game, bent) != _next_moves(game, state):
            return False
        for move in _next_moves(game, state)[1]:
            game.apply_action(bent, move)
    except Exception:  # any failure of the rules on the bent state
        return False
    return True


def tidy(game: Any, state: Any) -> tuple[Any, str] | None:
    """The state with its first tidy-able tuple tidied (see the module docstring) and the
    path core.canonical.diff names; None if no tuple changes harmlessly."""
    for path in _tidy_paths(state):
        bent = _replaced(state, path, _tidied)
        difference = canonical.diff(state, bent)
        if difference is not None and _harmless(game, state, bent):
            return bent, difference.path
    return None


class OrderBug:
    """A rules core that depends on set iteration order (see the module docstring): the
    live game is tidied by `tamper` (a hook of `FaultyRules`' live game), and every rebuild
    from `initial_state` is tidied `again` at that same action."""

    def __init__(self, game: Any, start: int, say: Callable[[str], None] = print) -> None:
        self._game, self.start, self.say = game, start, say
        self.struck: int | None = None  # the action after which the live game was tidied

    def tamper(self, index: int, state: Any) -> Any:
        """The live game's tidy-up, at the first step end from `start` where it changes
        something (`FaultyRules` calls it at step ends only)."""
        if self.struck is not None or index < self.start:
            return state
        bent = tidy(self._game, state)
        if bent is None:
            return state
        self.struck = index
        self.say(f"lab: tidied {bent[1]} after action {index}")
        return bent[0]

    def again(self, index: int, state: Any) -> Any:
        """A rebuild's state after action `index`: tidied again where the live game was."""
        return (tidy(self._game, state) or (state, ""))[0] if index == self.struck else state


class FaultyRules:
    """The rules a lab peer's lockstep is given (net.protocol.peer.Peer's `rules`): the real ones,
    with `hooks` changing the state after each action of the live game that ends a step
    (corrupt_after's, OrderBug.tamper) and the order bug's tidy-up repeated in every rebuild.

    Peers ack a step's hash only at its end (docs/protocol.md, "Lockstep", "Reveals"), so a fault
    inside a step would be detected at a later action than the one it printed: the hooks
    are not called inside a round of secret moves (the game still says SIMULTANEOUS after a
    revealed move), nor inside a REVEAL node, one step whose resolutions, one per request it
    asked, the lockstep applies one by one and acks once, after the last.

    The live game is the chain of states from the first `initial_state` (the lockstep's,
    made when it begins); each later `initial_state` starts a rebuild (a desync's). Both
    are followed by identity, so only the lockstep may apply actions through these rules:
    the peer's bots think with the real ones (`RealRulesDriver`)."""

    def __init__(self, game: Any, hooks: Sequence[Hook], bug: OrderBug | None = None) -> None:
        self._game, self.hooks, self.bug = game, list(hooks), bug
        self._live: tuple[Any, int] | None = None  # the live game's last state, its index
        self._rebuild: tuple[Any, int] | None = None  # a rebuild's last state, its index
        self._node = 0  # resolutions of the live game's open REVEAL node still to apply

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    @property
    def real(self) -> Any:
        """The real rules."""
        return self._game

    def initial_state(self, config: Any) -> Any:
        """The real initial state: the live game's first, then each rebuild's."""
        state = self._game.initial_state(config)
        if self._live is None:
            self._live = (state, 0)
        else:
            self._rebuild = (state, 0)
        return state

    def apply_action(self, state: Any, action: Any) -> Any:
        """The real rules, then the live game's faults or the rebuild's tidy-up."""
        after = self._game.apply_action(state, action)
        if self._live is not None and state is self._live[0]:
            index = self._live[1] + 1
            if self._ends_step(state, after):
                for hook in self.hooks:
                    after = hook(index, after)
            self._live = (after, index)
        elif self._rebuild is not None and state is self._rebuild[0]:
            index = self._rebuild[1] + 1
            after = self.bug.again(index, after) if self.bug is not None else after
            self._rebuild = (after, index)
        return after

    def _ends_step(self, before: Any, after: Any) -> bool:
        """Whether the live game's action from `before` to `after` ends a step."""
        if self._game.current_player(before) == REVEAL:  # a resolution of the node
            if self._node == 0:  # its first: the node is every request pending now
                self._node = max(1, len(hidden.requests(self._game, before)))
            self._node -= 1
            if self._node:
                return False
        return bool(self._game.current_player(after) != SIMULTANEOUS)


class RealRulesDriver:
    """A seat driver that thinks with the real rules when the lockstep passes it
    `FaultyRules` (which follow the live game by identity: a bot's previews must not go
    through them); anything else (bind, close) is the wrapped driver's."""

    def __init__(self, driver: Any) -> None:
        self._driver = driver

    def __getattr__(self, name: str) -> Any:
        return getattr(self._driver, name)

    def __call__(self, game: Any, state: Any, seat: int, index: int) -> Any:
        rules = game.real if isinstance(game, FaultyRules) else game
        return self._driver(rules, state, seat, index)
