"""Drives a pure Peer with real TCP sockets, a clock and the record file (asyncio).

The runner owns the I/O the protocol object asks for: it listens, dials with a timeout,
reads frames (length checked before reading the body), writes frames, appends record
lines (flushed before anything that follows them is sent: nothing is lost when the
process dies) and ticks the peer. Every other effect goes to `on_effect`.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import logging
import traceback
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from net.protocol.effects import Close, Dial, Effect, Finished, Notice, Persist, Send, Stopped
from net.protocol.kinds import priority
from net.protocol.peer import Peer
from net.protocol.settings import DEFAULT, Timing
from net.protocol.wire import Frames, WireError, peek_kind
from net.recordfile import RecordFile

TICK_EVERY = 0.05  # seconds between ticks (the timeouts are the peer's `timing`)
READ_SIZE = 256 * 1024  # bytes read at once: every frame already there

log = logging.getLogger(__name__)


def split_address(address: str) -> tuple[str, int]:
    """ "host:port" -> (host, port); ValueError with a sentence if malformed."""
    host, sep, port = address.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"{address!r} is not an address of the form host:port")
    return host.strip("[]"), int(port)


class Runner:
    """One peer on the network until its game ends or its table stops."""

    def __init__(
        self, listen: tuple[str, int], record: RecordFile, on_effect: Callable[[Effect], None]
    ) -> None:
        self.listen, self.record, self.on_effect = listen, record, on_effect
        self.peer: Peer | None = None
        self.writers: dict[int, asyncio.StreamWriter] = {}
        self.next_conn = 1
        self.tasks: set[asyncio.Task[None]] = set()
        self.inbox: list[tuple[int, int, int, bytes]] = []  # (priority, arrival, conn, frame)
        self.arrivals = itertools.count()
        self.has_mail = asyncio.Event()
        self.done = asyncio.Event()
        # When the game ended (finished, or stopped at a table): the runner then stays until
        # every member holds every message we hold, or `settle_timeout`, serving their catch-up.
        self.ended_at: float | None = None
        self.outcome: Effect | None = None
        self.server: asyncio.Server | None = None
        self.broken = False  # an unexpected exception stopped us: no more effects (`_crashed`)

    @property
    def timing(self) -> Timing:
        """The peer's deadlines and timeouts (net/protocol/settings.py), which the runner's
        follow."""
        return self.peer.timing if self.peer is not None else DEFAULT

    @staticmethod
    def now() -> float:
        """The loop's monotonic clock."""
        return asyncio.get_running_loop().time()

    async def open(self) -> int:
        """Start listening (on the port asked for, else any free one); the port bound."""
        host, port = self.listen
        try:
            self.server = await asyncio.start_server(self._accept, host, port)
        except OSError as exc:
            if port == 0:
                raise
            self.on_effect(Notice(f"port {port} is taken ({exc.strerror}); using another"))
            self.server = await asyncio.start_server(self._accept, host, 0)
        bound: int = self.server.sockets[0].getsockname()[1]
        return bound

    async def run(self, peer: Peer, first: list[Effect]) -> Effect | None:
        """Carry out `first`, then tick `peer` until finished (and settled) or stopped."""
        self.peer = peer
        self.act(lambda now: first)
        self._spawn(self._tick(), "the clock")
        self._spawn(self._consume(), "message handling")
        try:
            await self.done.wait()
        finally:
            await self.close()
        return self.outcome

    def act(self, step: Callable[[float], list[Effect]]) -> None:
        """Run one peer input now (e.g. `peer.tick` after a person decided) and carry it out."""
        if self.done.is_set():
            return  # stopped: the peer takes no more input
        try:
            self._do(step(self.now()))
        except Exception as exc:  # a bug: stop, do not go on half-applied (see `_crashed`)
            self._crashed("a local input", exc)

    async def close(self) -> None:
        """Close the server, every connection and the record file."""
        if self.server is not None:
            self.server.close()
        for writer in list(self.writers.values()):
            writer.close()
        tasks = list(self.tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.record.close()

    async def _tick(self) -> None:
        assert self.peer is not None
        while True:
            await asyncio.sleep(TICK_EVERY)
            now = self.now()
            self._do(self.peer.tick(now))
            if self.ended_at is not None and (
                self.peer.settled() or now - self.ended_at > self.timing.settle_timeout
            ):
                self.done.set()

    def _do(self, effects: list[Effect]) -> None:
        # Frames for one connection are gathered and written once per batch: one system
        # call per connection instead of one per message (an action and its ack, say).
        # Record lines likewise: one flush per batch, always before a frame that follows
        # them is handed to a socket (nothing is sent that the record would lack), and
        # before anything is shown (nothing seen, then lost by a crash).
        if self.broken:
            return
        pending: dict[int, list[bytes]] = {}
        written = False  # record lines not flushed yet
        for effect in effects:
            if isinstance(effect, Persist):
                self.record.append(effect.line, flush=False)
                written = True
            elif isinstance(effect, Send):
                if written:
                    self.record.flush()
                    written = False
                targets = [effect.conn] if effect.conn is not None else list(self.writers)
                for conn in targets:
                    pending.setdefault(conn, []).append(effect.data)
            elif isinstance(effect, Dial):
                self._spawn(self._dial(effect.address), f"dialling {effect.address}")
            elif isinstance(effect, Close):
                self._flush(pending)  # e.g. a `refuse` goes out before the close
                writer = self.writers.get(effect.conn)
                if writer is not None:
                    writer.close()
            else:
                if written:
                    self.record.flush()
                    written = False
                if isinstance(effect, Finished) and self.ended_at is None:
                    self.ended_at, self.outcome = self.now(), effect
                elif isinstance(effect, Stopped) and self.outcome is None:
                    self.outcome = effect
                    if self.peer is not None and self.peer.table is not None:
                        # Stopped at a table: stay a while, as after the end. Others may
                        # lack a message that shows why (lost on its way, its sender gone):
                        # from us they still get it, and their records can prove our stop.
                        self.ended_at = self.now()
                    else:
                        self.done.set()
                self.on_effect(effect)
        if written:
            self.record.flush()
        self._flush(pending)

    def _flush(self, pending: dict[int, list[bytes]]) -> None:
        for conn, frames in pending.items():
            writer = self.writers.get(conn)
            if writer is not None and not writer.is_closing():
                writer.write(b"".join(frames))
        pending.clear()

    def _spawn(self, coro: Coroutine[Any, Any, None], what: str) -> None:
        self._track(asyncio.ensure_future(self._guarded(coro, what)))

    async def _guarded(self, coro: Coroutine[Any, Any, None], what: str) -> None:
        """Run one of our tasks; an exception it did not expect stops the table (`_crashed`)
        instead of ending the task alone while the peer looks alive (review, issue 17)."""
        try:
            await coro
        except Exception as exc:
            self._crashed(what, exc)

    def _crashed(self, what: str, exc: Exception) -> None:
        """Stop after an unexpected exception (a bug) in `what`: the peer's state may be
        half-changed, so it takes no more input and sends nothing more. The record keeps every
        line up to here (flushed); people read a Stopped whose reason names the exception's
        type and where it was raised, never its text, which may hold a value this seat may
        not know (docs/hidden-information.md, rule 5). The local log gets the stack (code
        locations only, again no text)."""
        where = _where(exc)
        log.error(
            "%s failed: %s at %s\n%s",
            what,
            type(exc).__name__,
            where,
            "".join(traceback.format_tb(exc.__traceback__)),
        )
        self.broken = True
        with contextlib.suppress(Exception):
            self.record.flush()
        reason = (
            f"stopped by an internal error in {what} ({type(exc).__name__} at {where}); "
            "the record is kept up to here"
        )
        try:
            if self.outcome is not None:  # settling after the end or a stop: that stands
                self.on_effect(Notice(reason, "error"))
            else:
                self.outcome = Stopped(reason)
                self.on_effect(self.outcome)
        finally:
            self.done.set()

    def _track(self, task: asyncio.Task[None]) -> None:
        """Keep a task so that close() can cancel and await it."""
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _dial(self, address: str) -> None:
        try:
            host, port = split_address(address)
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(host, port), self.timing.dial_timeout
            )
        except (TimeoutError, OSError, ValueError) as exc:
            # The peer retries with backoff on its own; it tells people when it matters.
            if self.peer is not None and not self.done.is_set():
                why = _failure(exc, self.timing.dial_timeout)
                self._do(self.peer.dial_failed(address, self.now(), why))
            return
        await self._serve(reader, writer, address, dialed=True)

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peername = writer.get_extra_info("peername")
        address = ""
        if isinstance(peername, tuple) and len(peername) >= 2:
            host = str(peername[0])
            address = f"[{host}]:{peername[1]}" if ":" in host else f"{host}:{peername[1]}"
        what = f"the connection from {address or 'an unknown address'}"
        await self._guarded(self._serve(reader, writer, address), what)

    async def _serve(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        address: str,
        dialed: bool = False,
    ) -> None:
        if self.peer is None:  # not running yet (or any more)
            writer.close()
            return
        task = asyncio.current_task()
        if task is not None:  # a server's connection task: ours to end
            self._track(task)
        conn, self.next_conn = self.next_conn, self.next_conn + 1
        self.writers[conn] = writer
        label = address or f"connection {conn}"
        self._do(self.peer.connected(conn, self.now(), address, dialed))
        frames = Frames()
        deadline: asyncio.Timeout | None = None
        try:
            while True:
                # Waiting between frames is not limited; once a frame has begun, it must be
                # whole in time: a sender that trickles bytes, or stops mid-frame, would hold
                # the socket forever.
                if frames.started is None:
                    chunk = await reader.read(READ_SIZE)
                else:
                    async with asyncio.timeout_at(
                        frames.started + self.timing.frame_timeout
                    ) as deadline:
                        chunk = await reader.read(READ_SIZE)
                if not chunk:
                    break
                # Every whole frame of the chunk (often several: an ack and a move) is queued
                # at once, one wake-up for all (issue 19), in its order (a sender's messages
                # come in their chain's order: a move taken before the ack just ahead of it
                # would look like a gap, and be asked for again) at the urgency of its most
                # urgent frame. Oversize: refused before its body.
                self._queue_batch(conn, frames.add(chunk, self.now()))
        except TimeoutError:
            if deadline is not None and deadline.expired():
                size = frames.announced()
                announced = f"a frame of {size} bytes" if size else "a frame header"
                self.on_effect(
                    Notice(
                        f"closed the connection from {label}: {announced} did not arrive "
                        f"within {self.timing.frame_timeout:g} s",
                        "warning",
                    )
                )
        except (ConnectionError, OSError):
            pass
        except asyncio.CancelledError:
            pass  # closing down: end quietly (asyncio would print a cancelled server task)
        except WireError as exc:
            self.on_effect(Notice(f"closed the connection from {label}: {exc}", "warning"))
        finally:
            self.writers.pop(conn, None)
            writer.close()
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await writer.wait_closed()
            self._queue(CLOSED, conn, b"")

    def _queue_batch(self, conn: int, batch: list[bytes]) -> None:
        """Queue the frames of one chunk, in their order, at their most urgent priority."""
        urgency = min((_priority(data) for data in batch), default=0)
        for data in batch:
            self._queue(urgency, conn, data)

    def _queue(self, priority: int, conn: int, data: bytes) -> None:
        """Queue a frame; moves before acks before heartbeats (see `_priority`)."""
        heapq.heappush(self.inbox, (priority, next(self.arrivals), conn, data))
        self.has_mail.set()

    async def _consume(self) -> None:
        """Hand queued frames to the peer, most urgent first, yielding between frames."""
        assert self.peer is not None
        while True:
            await self.has_mail.wait()
            self.has_mail.clear()
            while self.inbox:
                priority, _, conn, data = heapq.heappop(self.inbox)
                if priority == CLOSED:
                    self._do(self.peer.disconnected(conn, self.now()))
                else:
                    self._do(self.peer.receive(conn, data, self.now()))
                if self.inbox:  # let the readers queue what has arrived meanwhile (an
                    await asyncio.sleep(0)  # empty inbox yields at has_mail.wait())


def _where(exc: BaseException) -> str:
    """Where an exception was raised: the innermost frame's file (from the package root) and
    line, which are code, not values."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return "an unknown place"
    last = frames[-1]
    parts = Path(last.filename).parts
    tail = parts[-2:] if len(parts) >= 2 else parts
    return f"{'/'.join(tail)}:{last.lineno}"


def _failure(exc: BaseException, timeout: float) -> str:
    """Why a dial failed, in a few words."""
    if isinstance(exc, TimeoutError):
        return f"no answer in {timeout:g} s"
    if isinstance(exc, ConnectionRefusedError):
        return "connection refused"
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror.lower()
    return str(exc) or type(exc).__name__


CLOSED = 9  # a closed connection's marker: after every frame it brought


def _priority(data: bytes) -> int:
    """How urgent a frame is, from a cheap look at its kind (checked properly later).

    A move, a link or a reveal is on every other peer's critical path; acks of the step
    before are not (they only confirm it), and heartbeats can always wait a little. A
    frame that does not parse goes first: it is refused at once.
    """
    return priority(peek_kind(data))  # each kind's priority: net/protocol/kinds.py
