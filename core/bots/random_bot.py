"""The random bot: a uniformly random legal action. Any game.

One exception: inside a run of steps (core/bots/runs.py: a card's action it paid for) it
draws among the steps and never forfeits the run while a step is legal. A uniform draw
that counts the forfeit as one more action throws the run away at a rate set by how many
steps the rules happen to list (one in two with a single place to put an army, one in
forty among moves), which is no choice of anyone's (docs/bots.md).
"""

from __future__ import annotations

import random

from core.api import Action, Game
from core.bots import runs
from core.bots.decision import Decision


def choose(game: Game, decision: Decision, rng: random.Random) -> Action:
    """Any legal action of the deciding seat, uniformly (a run's steps, not its forfeit)."""
    if not decision.actions:
        raise ValueError(f"seat {decision.seat} has no legal action")
    actions = runs.steps(decision.actions, runs.end(game, decision.observation))
    return actions[rng.randrange(len(actions))]
