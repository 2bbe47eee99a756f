"""Drivers for the seats a peer plays itself: bots now, people through the client later."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from typing import Any

from core import bots
from core.api import Action, Game


class BotDriver:
    """Chooses for bot seats with core.bots, seeded per step so a restart chooses the same.

    The bot gets the seat's Decision (its observation and previews), never the state."""

    def __init__(self, kind_of: Callable[[int], str], seed: bytes) -> None:
        self.kind_of, self.seed = kind_of, seed

    def __call__(self, game: Game, state: Any, seat: int, index: int) -> Action | None:
        """The bot's action for `seat` at step `index`."""
        material = self.seed + index.to_bytes(8, "big") + seat.to_bytes(2, "big")
        rng = random.Random(hashlib.sha256(material).digest())
        return bots.choose(self.kind_of(seat), game, bots.decide(game, state, seat), rng)
