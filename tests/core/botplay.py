"""The bot tests' own driver: whole games of core.bots in one process, core only.

Like client.headless.play but without the client: chance from a seeded rng, reveals from a
plain dealer (core/dealer.py) shuffling from the seed, each seat's bot from its own seeded
rng, and for every choice a Decision (core.bots.decide) built from the real state, which
only this driver holds, and the seat's own knowledge.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator, Sequence
from typing import Any

from core import bots
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action, Game
from tests.core.playout import plain_dealer

MAX_ACTIONS = 20_000  # a loop guard, far above any real game


def steps(
    game: Game, config: dict[str, Any], kinds: Sequence[str], seed: int
) -> Iterator[tuple[Any, int, Action]]:
    """Yield (state, seat acting, CHANCE or REVEAL, action about to be applied) until the end."""
    chance = random.Random(f"chance:{seed}")
    dealer = plain_dealer(len(kinds), seed)
    rngs = [random.Random(f"seat:{seed}:{i}") for i in range(len(kinds))]
    state = game.initial_state(config)
    for _ in range(MAX_ACTIONS):
        player = game.current_player(state)
        if player == TERMINAL:
            return
        if player == CHANCE:
            outcomes = game.chance_outcomes(state)
            action = chance.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
        elif player == REVEAL:
            action = dealer.next_action(game, state)
        else:
            if player == SIMULTANEOUS:
                player = next(s for s in range(len(kinds)) if game.legal_actions(state, s))
            decision = bots.decide(game, state, player, dealer.knowledge(player))
            action = bots.choose(kinds[player], game, decision, rngs[player])
        yield state, player, action
        state = game.apply_action(state, action)
    raise AssertionError(f"no end after {MAX_ACTIONS} actions")


def final(game: Game, config: dict[str, Any], kinds: Sequence[str], seed: int) -> Any:
    """The terminal state of one seeded bot game."""
    last = None
    for last in steps(game, config, kinds, seed):  # noqa: B007 - we want the last one
        pass
    assert last is not None
    return game.apply_action(last[0], last[2])


def digest(game: Game, config: dict[str, Any], kinds: Sequence[str], seeds: range) -> str:
    """A short hash of every action of the seeded games: pins the bots' choices."""
    h = hashlib.sha256()
    for seed in seeds:
        h.update(repr([a for _, _, a in steps(game, config, kinds, seed)]).encode())
    return h.hexdigest()[:16]
