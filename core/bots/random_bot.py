"""The random bot: a uniformly random legal action. Any game."""

from __future__ import annotations

import random
from typing import Any

from core.api import Action, Game


def choose(game: Game, state: Any, seat: int, rng: random.Random) -> Action:
    """Any legal action of `seat`, uniformly."""
    actions = game.legal_actions(state, seat)
    if not actions:
        raise ValueError(f"seat {seat} has no legal action")
    return actions[rng.randrange(len(actions))]
