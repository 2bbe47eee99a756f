"""The random bot: a uniformly random legal action. Any game."""

from __future__ import annotations

import random

from core.api import Action, Game
from core.bots.decision import Decision


def choose(game: Game, decision: Decision, rng: random.Random) -> Action:
    """Any legal action of the deciding seat, uniformly."""
    actions = decision.actions
    if not actions:
        raise ValueError(f"seat {decision.seat} has no legal action")
    return actions[rng.randrange(len(actions))]
