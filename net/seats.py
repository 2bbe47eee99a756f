"""Drivers for the seats a peer plays itself: bots now, people through the client later."""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable
from typing import Any

from core import bots
from core.api import Action, Game, Knowledge

# seat -> what the seat has been told (the lockstep's `knowledge`, net/hiddensteps.py)
KnowledgeOf = Callable[[int], Knowledge]


class BotDriver:
    """Chooses for bot seats with core.bots, seeded per step so a restart chooses the same.

    The bot gets the seat's Decision (its observation and previews, built with that seat's
    own knowledge when the game has secrets), never the state or another seat's knowledge.
    A search bot given a time per move ("mcts:hard:1.5") thinks by this machine's clock."""

    def __init__(self, kind_of: Callable[[int], str], seed: bytes) -> None:
        self.kind_of, self.seed = kind_of, seed
        self.knowledge_of: KnowledgeOf | None = None

    def bind(self, knowledge_of: KnowledgeOf) -> None:
        """Where the seats' knowledge is (the peer calls this when the game begins)."""
        self.knowledge_of = knowledge_of

    def __call__(self, game: Game, state: Any, seat: int, index: int) -> Action | None:
        """The bot's action for `seat` at step `index`."""
        return self.prepare(game, state, seat, index)()

    def prepare(self, game: Game, state: Any, seat: int, index: int) -> Callable[[], Action]:
        """The bot's choice for `seat` at step `index` as a call that may run in another
        thread: what it needs of the lockstep (the seat's knowledge) is copied here."""
        material = self.seed + index.to_bytes(8, "big") + seat.to_bytes(2, "big")
        rng = random.Random(hashlib.sha256(material).digest())
        known = self.knowledge_of(seat) if self.knowledge_of is not None else None
        known = dict(known) if known is not None else None
        kind = self.kind_of(seat)

        def choice() -> Action:
            decision = bots.decide(game, state, seat, known)
            return bots.choose(kind, game, decision, rng, time.monotonic)

        return choice
