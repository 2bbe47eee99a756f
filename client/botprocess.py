"""A child process where search bots think, so no thread of the peer competes with them.

Why a process and not a thread: a search holds Python's GIL for seconds, and while it does,
each time another thread of the process takes the GIL back it may wait the interpreter's
whole switch interval (5 ms). The window's thread takes it back for every call Qt makes
into Python (a paint, a timer, each widget of a tree being deleted), so a search in a
thread froze the window: its 20 ms timer fired twice in a one-second search while Qt
deleted an old window's widgets (tests/client/test_seatdriver.py). A child process has a
GIL of its own.

Jobs are callables that pickle (client/seats.BotJob); they run one at a time in the order
given, and each answers through a `concurrent.futures.Future`. The child is started with
"spawn" (a fork of a process running Qt and asyncio threads is unsafe), lives until
`close()` or until its parent goes, and imports only what its jobs need.
"""

from __future__ import annotations

import itertools
import pickle
import signal
import sys
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.connection import Connection


class BotProcessGone(RuntimeError):
    """The bots' process stopped before it answered (killed, out of memory, closed)."""


class BotFailed(RuntimeError):
    """A job raised in the bots' process; the text names the exception's type only (its
    message could hold a seat's secret, and this error may be reported as a peer's stop)."""


class BotProcess:
    """One child process running bot jobs in order; `submit` answers with a Future."""

    def __init__(self) -> None:
        import multiprocessing  # here: most peers never search, and start-up counts

        context = multiprocessing.get_context("spawn")
        jobs_out, jobs_in = context.Pipe(duplex=False)  # (receiving end, sending end)
        results_out, results_in = context.Pipe(duplex=False)
        self._process = context.Process(
            target=_serve, args=(jobs_out, results_in), name="tavolata-bots", daemon=True
        )
        self._process.start()
        jobs_out.close()  # the child's ends: ours go, so a dead child shows as EOF
        results_in.close()
        self._jobs, self._results = jobs_in, results_out
        self._pending: dict[int, Future[Any]] = {}
        self._lock = threading.Lock()
        self._ids = itertools.count()
        self.gone = False
        self._reader = threading.Thread(target=self._read, name="tavolata-bots-reader", daemon=True)
        self._reader.start()

    def submit(self, job: Callable[[], Any]) -> Future[Any]:
        """Run `job` in the child; its result (or BotFailed, or BotProcessGone) comes in the
        Future."""
        future: Future[Any] = Future()
        try:
            blob = pickle.dumps(job)
        except Exception as exc:  # whatever fails to pickle fails this job alone
            future.set_exception(BotFailed(f"the bot's job cannot be sent: {type(exc).__name__}"))
            return future
        with self._lock:
            if self.gone:
                future.set_exception(BotProcessGone("the bots' process has stopped"))
                return future
            key = next(self._ids)
            self._pending[key] = future
        try:
            self._jobs.send((key, blob))
        except (OSError, ValueError):  # the child is gone: the reader fails the Futures
            self._fail_pending()
        return future

    @property
    def pid(self) -> int:
        """The child's process id."""
        return self._process.pid or 0

    def alive(self) -> bool:
        """Whether the child is still running."""
        return self._process.is_alive()

    def close(self) -> None:
        """Stop the child at once (a search still running is dropped unanswered)."""
        self._process.terminate()
        self._process.join(2)
        self._jobs.close()
        self._reader.join(2)
        self._results.close()

    def _read(self) -> None:
        """Hand each answer to its Future; when the child goes, fail those still waiting."""
        while True:
            try:
                key, ok, value = self._results.recv()
            except (EOFError, OSError):
                break
            with self._lock:
                future = self._pending.pop(key, None)
            if future is not None:
                future.set_result(value) if ok else future.set_exception(BotFailed(value))
        self._fail_pending()

    def _fail_pending(self) -> None:
        with self._lock:
            self.gone = True
            pending, self._pending = self._pending, {}
        for future in pending.values():
            if not future.done():
                future.set_exception(BotProcessGone("the bots' process stopped"))


def _serve(jobs: Connection, results: Connection) -> None:
    """The child: run each job received, send back (key, ok, result or error type)."""
    # Ctrl-C in a terminal reaches the whole process group: the parent decides what stops.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            key, blob = jobs.recv()
        except (EOFError, OSError):
            return  # the parent closed us or is gone
        try:
            results.send((key, True, pickle.loads(blob)()))
        except Exception as exc:
            traceback.print_exc(file=sys.stderr)  # this machine's own terminal only
            results.send((key, False, f"the bot failed: {type(exc).__name__}"))
