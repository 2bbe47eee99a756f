"""Seeded random playouts of any registered game, shared by the core tests."""

from __future__ import annotations

import random
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action, Game

MAX_ACTIONS = 20_000  # far above any real game: a loop guard, not a rule


def acting_seat(game: Game, state: Any, players: int) -> int:
    """The seat that acts next; in a simultaneous phase the lowest seat still to act."""
    player = game.current_player(state)
    if player != SIMULTANEOUS:
        return player
    return next(s for s in range(players) if game.legal_actions(state, s))


def choose(game: Game, state: Any, players: int, rng: random.Random) -> Action:
    """A random legal action, or a chance outcome drawn with its probability."""
    player = game.current_player(state)
    if player == CHANCE:
        outcomes = game.chance_outcomes(state)
        return rng.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
    actions = game.legal_actions(state, acting_seat(game, state, players))
    return actions[rng.randrange(len(actions))]


def playout(game: Game, config: dict[str, Any], seed: int) -> Iterator[tuple[Any, Action]]:
    """Yield (state, action about to be applied) until the game ends."""
    rng = random.Random(seed)
    state = game.initial_state(config)
    for _ in range(MAX_ACTIONS):
        if game.current_player(state) == TERMINAL:
            return
        action = choose(game, state, config["players"], rng)
        yield state, action
        state = game.apply_action(state, action)
    raise AssertionError(f"no end after {MAX_ACTIONS} actions")


def final_state(game: Game, config: dict[str, Any], seed: int) -> Any:
    """The terminal state of one seeded random playout."""
    last = None
    for last in playout(game, config, seed):  # noqa: B007 - we want the last pair
        pass
    assert last is not None
    return game.apply_action(*last)


def variant(game: Game, **overrides: Any) -> Any:
    """A copy of a game module with some attributes replaced or added (a broken game, a
    game with an evaluator): the tests' way to change a game without touching its files."""
    return SimpleNamespace(**{**vars(game), **overrides})
