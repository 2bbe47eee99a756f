"""Bots that think while the peer's loop goes on: the driver answers None until ready.

The lockstep asks a Driver for a seat's action on every tick (net/protocol/lockstep.py, every 50 ms)
and keeps asking while it answers None, so the loop keeps serving the network, and in the
window its events, while a bot thinks. A search bot ("mcts:...") thinks in the bots' child
process (client/botprocess.py says why not a thread); the quick bots (random, greedy) in a
thread, or, where a short wait is harmless (a headless peer), at once in the loop.
A bot's choice does not depend on where it was made (the same job, the same seed).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from types import ModuleType
from typing import Any

from client.botprocess import BotProcess, BotProcessGone
from client.seats import BotDriver, BotJob
from core.api import Action, Game, Knowledge
from core.bots import levels


class ThinkingBots:
    """A Driver for bot seats that never blocks its caller for a search.

    `quick_inline`: random and greedy answer at once, in the caller's thread (a headless
    peer); otherwise they think in a thread too (the window, which must not wait at all).
    `delay`: seconds a bot's move is held at least, so people can follow the bots."""

    def __init__(
        self,
        bots: BotDriver,
        delay: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
        quick_inline: bool = False,
    ) -> None:
        self.bots, self.delay, self.clock, self.quick_inline = bots, delay, clock, quick_inline
        self.asked: dict[tuple[int, int], float] = {}  # (step, seat) -> when first asked
        self.thinking: dict[tuple[int, int], tuple[BotJob, Future[Action]]] = {}
        self.pool: ThreadPoolExecutor | None = None  # started at the first threaded move
        self.process: BotProcess | None = None  # started at the first search move

    def bind(self, knowledge_of: Callable[[int], Knowledge]) -> None:
        """Where the seats' knowledge is: the bots decide with their own seat's."""
        self.bots.bind(knowledge_of)

    def __call__(self, game: Game, state: Any, seat: int, index: int) -> Action | None:
        """The bot's action for `seat` at step `index`, or None while it thinks."""
        key = (index, seat)
        first = self.asked.setdefault(key, self.clock())
        if key not in self.thinking:
            job = self.bots.prepare(game, state, seat, index)
            if self.quick_inline and not levels.is_search(job.kind) and not self.delay:
                del self.asked[key]
                return job()
            self.thinking[key] = (job, self._start(job))
        job, future = self.thinking[key]
        if not future.done() or self.clock() - first < self.delay:
            return None
        if isinstance(future.exception(), BotProcessGone):
            # The process died under the search (killed, out of memory): think again here,
            # in a thread, rather than lose the move; a later search starts a new process.
            self._drop_process()
            self.thinking[key] = (job, self._thread().submit(job))
            return None
        del self.thinking[key], self.asked[key]
        return future.result()

    def close(self) -> None:
        """Stop thinking: the process at once, the thread after the move it is on."""
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
        self._drop_process()
        self.pool, self.thinking, self.asked = None, {}, {}  # a next table starts afresh

    def _start(self, job: BotJob) -> Future[Action]:
        # A game that is not a module (a test's wrapper) cannot be named to another process.
        if levels.is_search(job.kind) and isinstance(job.game, ModuleType):
            if self.process is None or self.process.gone:
                self._drop_process()
                try:
                    self.process = BotProcess()
                except OSError:  # no process to be had here: a thread still thinks
                    return self._thread().submit(job)
            return self.process.submit(job)
        return self._thread().submit(job)

    def _thread(self) -> ThreadPoolExecutor:
        if self.pool is None:
            self.pool = ThreadPoolExecutor(1, thread_name_prefix="tavolata-bot")
        return self.pool

    def _drop_process(self) -> None:
        if self.process is not None:
            self.process.close()
        self.process = None
