"""A whole game of bots in one process, printed as it goes (`tavolata play --headless`).

Chance outcomes come from a seeded random.Random here, and reveals (core/hidden.py) from a
plain in-memory dealer (core/dealer.py) whose shuffles come from the same seed: one process
holds the whole table, as a local game may. Each bot is given its own seat's knowledge
only. Between peers the beacon draws the chance and ElGamal decks do the dealer's part.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from core import bots, canonical, registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action, Game
from core.dealer import PlainDealer
from net.record import RecordWriter


def pick_outcome(outcomes: Sequence[tuple[Action, Fraction]], rng: random.Random) -> Action:
    """An outcome drawn with its exact probability (integer arithmetic, no float bias)."""
    denominator = math.lcm(*(p.denominator for _, p in outcomes))
    ticket = rng.randrange(denominator)
    for action, p in outcomes:
        ticket -= p.numerator * (denominator // p.denominator)
        if ticket < 0:
            return action
    raise ValueError("chance probabilities do not sum to 1")


def plain_dealer(players: int, seed: int) -> PlainDealer:
    """The local table's dealer: shuffles drawn from the game's seed (deterministic)."""
    rng = random.Random(f"deal:{seed}")
    return PlainDealer(players, lambda deck, n: rng.sample(range(n), n))


@dataclass
class GameResult:
    """What a finished headless game leaves: the final state and how many actions."""

    game: Game
    state: Any
    actions: int
    final_hash: str


def play(
    game_name: str,
    config: dict[str, Any],
    bot_kinds: Sequence[str],
    seed: int,
    on_action: Callable[[Any, Action, Any], None] | None = None,
    record: RecordWriter | None = None,
) -> GameResult:
    """Play one game to the end, seat i driven by bot_kinds[i]; deterministic in `seed`;
    `on_action(before, action, after)` after each action."""
    game = registry.get(game_name)
    state = game.initial_state(config)
    chance_rng = random.Random(f"chance:{seed}")
    seat_rngs = [random.Random(f"seat:{seed}:{i}") for i in range(len(bot_kinds))]
    dealer = plain_dealer(len(bot_kinds), seed)
    count = 0
    while (player := game.current_player(state)) != TERMINAL:
        if player == CHANCE:
            action = pick_outcome(game.chance_outcomes(state), chance_rng)
        elif player == REVEAL:
            action = dealer.next_action(game, state)
        else:
            if player == SIMULTANEOUS:  # one seat at a time; its Decision hides the others'
                player = next(s for s in range(len(bot_kinds)) if game.legal_actions(state, s))
            # The bot never sees the state, nor another seat's knowledge.
            decision = bots.decide(game, state, player, dealer.knowledge(player))
            # A timed search bot ("mcts:hard:1.5") thinks by the clock: not repeatable.
            kind = bot_kinds[player]
            action = bots.choose(kind, game, decision, seat_rngs[player], time.monotonic)
        before, state = state, game.apply_action(state, action)
        if on_action is not None:
            on_action(before, action, state)
        count += 1
        if record is not None:
            record.append(action, canonical.state_hash(state))
    return GameResult(game, state, count, canonical.state_hash(state))
