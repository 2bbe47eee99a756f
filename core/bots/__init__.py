"""Bots: pure functions of (game, state, seat, rng) -> action. The caller seeds the rng.

Registry of bot kinds by name; `choose(kind, game, state, seat, rng)` is the one entry.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from core.api import Action, Game
from core.bots import greedy, random_bot

Chooser = Callable[[Game, Any, int, random.Random], Action]

KINDS: dict[str, Chooser] = {
    "random": random_bot.choose,
    "greedy": greedy.choose,
}


def choose(kind: str, game: Game, state: Any, seat: int, rng: random.Random) -> Action:
    """The action bot `kind` takes for `seat` (in a simultaneous phase too)."""
    try:
        chooser = KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; bots: {', '.join(sorted(KINDS))}") from None
    return chooser(game, state, seat, rng)
