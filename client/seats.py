"""Drivers for the seats a peer plays itself: bots now, people through the client later."""

from __future__ import annotations

import hashlib
import importlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from core import bots
from core.api import Action, Game, Knowledge

# seat -> what the seat has been told (the lockstep's `knowledge`, net/protocol/hiddensteps.py)
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

    def prepare(self, game: Game, state: Any, seat: int, index: int) -> BotJob:
        """The bot's choice for `seat` at step `index` as a job that may run in another
        thread or process: what it needs of the lockstep (the seat's knowledge) is copied."""
        material = self.seed + index.to_bytes(8, "big") + seat.to_bytes(2, "big")
        known = self.knowledge_of(seat) if self.knowledge_of is not None else None
        known = dict(known) if known is not None else None
        kind = self.kind_of(seat)
        return BotJob(game, state, seat, known, kind, hashlib.sha256(material).digest())


@dataclass(frozen=True)
class BotJob:
    """One bot choice, ready to run anywhere: it pickles (a game is its module, pickled by
    name) so a search may run in the bots' process (client/botprocess.py)."""

    game: Game
    state: Any
    seat: int
    known: Knowledge | None
    kind: str
    seed: bytes  # the rng's seed for this step and seat

    def __call__(self) -> Action:
        decision = bots.decide(self.game, self.state, self.seat, self.known)
        rng = random.Random(self.seed)
        return bots.choose(self.kind, self.game, decision, rng, time.monotonic)

    def __reduce__(self) -> tuple[Any, ...]:
        if not isinstance(self.game, ModuleType):
            raise TypeError("only a game that is a module can think in another process")
        fields = (self.state, self.seat, self.known, self.kind, self.seed)
        return (_job_of_module, (self.game.__name__, *fields))


def _job_of_module(name: str, *fields: Any) -> BotJob:
    """A BotJob unpickled: its game imported by module name."""
    return BotJob(importlib.import_module(name), *fields)
