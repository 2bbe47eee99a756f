"""Seeded random playouts of any registered game, shared by the core tests.

Reveal nodes (core/hidden.py) go through a plain in-memory dealer (core/dealer.py) whose
shuffles come from the same seed; each seat chooses among its truthful actions (its own
knowledge), so a playout never lies in a claim.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

from core import hidden
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action, Game
from core.dealer import PlainDealer

MAX_ACTIONS = 20_000  # far above any real game: a loop guard, not a rule


def plain_dealer(players: int, seed: int | str) -> PlainDealer:
    """A dealer whose shuffles are drawn from `seed`."""
    rng = random.Random(f"deal:{seed}")
    return PlainDealer(players, lambda deck, n: rng.sample(range(n), n))


def acting_seat(game: Game, state: Any, players: int) -> int:
    """The seat that acts next; in a simultaneous phase the lowest seat still to act."""
    player = game.current_player(state)
    if player != SIMULTANEOUS:
        return player
    return next(s for s in range(players) if game.legal_actions(state, s))


def choose(
    game: Game, state: Any, players: int, rng: random.Random, dealer: PlainDealer | None = None
) -> Action:
    """A random legal action, a chance outcome drawn with its probability, or at a REVEAL
    node the dealer's resolution of the first pending request."""
    player = game.current_player(state)
    if player == CHANCE:
        outcomes = game.chance_outcomes(state)
        return rng.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
    if player == REVEAL:
        assert dealer is not None, "a REVEAL node needs a dealer"
        return dealer.next_action(game, state)
    seat = acting_seat(game, state, players)
    known = dealer.knowledge(seat) if dealer is not None else None
    actions = hidden.legal(game, state, seat, known)
    return actions[rng.randrange(len(actions))]


def playout(
    game: Game, config: dict[str, Any], seed: int, dealer: PlainDealer | None = None
) -> Iterator[tuple[Any, Action]]:
    """Yield (state, action about to be applied) until the game ends."""
    rng = random.Random(seed)
    dealer = dealer if dealer is not None else plain_dealer(config["players"], seed)
    state = game.initial_state(config)
    for _ in range(MAX_ACTIONS):
        if game.current_player(state) == TERMINAL:
            return
        action = choose(game, state, config["players"], rng, dealer)
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
