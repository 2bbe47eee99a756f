"""The lab's userspace fault proxy: one listener in front of each peer, frame by frame.

Every peer advertises its proxy's port, so every TCP link between two peers passes through
the proxy of the peer that was dialed. The proxy reads the wire's frames (u32 length, then
the envelope; net/protocol/wire.py) and forwards them byte for byte, applying per frame, in each
direction:
- loss: the frame is dropped (a message lost; the peers must ask for it again),
- duplicate: the frame is sent twice,
- reorder: the frame is held back and sent after the next one (or after REORDER_HOLD),
- delay: the frame is sent DELAY +- JITTER ms later; frames keep their order unless reordered.
A partition cuts one peer off: every link it is on is closed and new ones are refused until
it heals. The dialer of a link is known from the sender key of its first frame (its hello).
`tc netem` would do this to packets; this kernel has none (see docs/lab.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import struct
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import msgpack

LOOPBACK = "127.0.0.1"
REORDER_HOLD = 0.2  # seconds a held-back frame waits for a next one to overtake it
_LENGTH = struct.Struct(">I")
MAX_FRAME = 1 << 20  # larger than the wire's limit: the peers, not the proxy, refuse frames


@dataclass(frozen=True)
class LinkFaults:
    """What happens to frames on every link (percentages 0-100, times in ms)."""

    delay: float = 0.0
    jitter: float = 0.0
    loss: float = 0.0
    duplicate: float = 0.0
    reorder: float = 0.0

    def any(self) -> bool:
        """Whether frames are touched at all."""
        return any((self.delay, self.jitter, self.loss, self.duplicate, self.reorder))


@dataclass(eq=False)  # links are kept in a set, by identity
class _Link:
    """One proxied connection: the peer it reaches, the peer that dialed (once known)."""

    owner: int
    dialer: int | None = None
    writers: list[asyncio.StreamWriter] = field(default_factory=list)

    def close(self) -> None:
        for writer in self.writers:
            writer.close()


class FaultNet:
    """The proxies of one lab game: `add` a peer, `partition` one, read `stats`."""

    def __init__(self, faults: LinkFaults, rng: random.Random, keys: dict[bytes, int]) -> None:
        self.faults, self.rng, self.keys = faults, rng, keys  # keys: public key -> seat
        self.servers: dict[int, asyncio.Server] = {}
        self.upstream: dict[int, Callable[[], int]] = {}  # seat -> where its peer listens now
        self.links: set[_Link] = set()
        self.cut_until: dict[int, float] = {}
        self.stats: Counter[str] = Counter()
        # The leak check's copy of every envelope a peer sent, before any fault (docs/lab.md).
        self.capture: list[bytes] | None = None

    async def add(self, seat: int, listening: Callable[[], int]) -> int:
        """Start the proxy in front of `seat`'s peer (`listening()`: the port it listens on
        now, asked at each new link); the proxy's port."""
        self.upstream[seat] = listening

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await self._serve(seat, reader, writer)

        server = await asyncio.start_server(serve, LOOPBACK, 0)
        self.servers[seat] = server
        port: int = server.sockets[0].getsockname()[1]
        return port

    def partition(self, seat: int, seconds: float) -> None:
        """Cut `seat` off from every other peer for `seconds`, then let it reconnect."""
        self.cut_until[seat] = _now() + seconds
        self.stats["partitions"] += 1
        for link in list(self.links):
            if seat in (link.owner, link.dialer):
                link.close()
                self.stats["links cut"] += 1

    def _cut(self, seat: int | None) -> bool:
        return seat is not None and _now() < self.cut_until.get(seat, 0.0)

    async def close(self) -> None:
        """Stop every proxy and close every link."""
        for server in self.servers.values():
            server.close()
        for link in list(self.links):
            link.close()
        for server in self.servers.values():
            with contextlib.suppress(Exception):
                await server.wait_closed()

    async def _serve(
        self, owner: int, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        if self._cut(owner):
            writer.close()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(LOOPBACK, self.upstream[owner]())
        except OSError:
            writer.close()  # the peer is down (killed, restarting): the dialer retries
            return
        link = _Link(owner, writers=[writer, up_writer])
        self.links.add(link)
        try:
            await asyncio.gather(
                self._pump(link, reader, up_writer, first=True),
                self._pump(link, up_reader, writer, first=False),
            )
        finally:
            self.links.discard(link)
            link.close()

    async def _pump(
        self,
        link: _Link,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        first: bool,
    ) -> None:
        """Copy frames from `reader` to `writer` with faults, until either side closes."""
        out: asyncio.Queue[tuple[float, bytes] | None] = asyncio.Queue()
        sender = asyncio.ensure_future(self._send(out, writer))
        held: list[bytes] = []
        last = 0.0
        try:
            while True:
                header = await reader.readexactly(4)
                length = _LENGTH.unpack(header)[0]
                if length > MAX_FRAME:
                    break
                data = header + await reader.readexactly(length)
                if self.capture is not None:
                    self.capture.append(data[4:])
                if first:
                    first = False
                    link.dialer = self._sender(data)
                    if self._cut(link.dialer):
                        self.stats["links refused"] += 1
                        break
                last = self._forward(data, out, held, last)
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            pass
        finally:
            out.put_nowait(None)
            with contextlib.suppress(Exception):
                await sender
            link.close()

    def _forward(
        self,
        data: bytes,
        out: asyncio.Queue[tuple[float, bytes] | None],
        held: list[bytes],
        last: float,
    ) -> float:
        """Decide one frame's fate; queue what is sent and when. The last send time."""
        f, rng = self.faults, self.rng
        self.stats["frames"] += 1
        if rng.random() * 100 < f.loss:
            self.stats["dropped"] += 1
            return last
        copies = [data]
        if rng.random() * 100 < f.duplicate:
            copies.append(data)
            self.stats["duplicated"] += 1
        if not held and rng.random() * 100 < f.reorder:
            held.extend(copies)  # overtaken by the next frame
            self.stats["reordered"] += 1
            asyncio.get_running_loop().call_later(REORDER_HOLD, self._release, out, held)
            return last
        copies += held
        held.clear()
        delay = max(0.0, f.delay + rng.uniform(-f.jitter, f.jitter)) / 1000
        when = max(_now() + delay, last)  # jitter never reorders on its own
        for copy in copies:
            out.put_nowait((when, copy))
        return when

    def _release(self, out: asyncio.Queue[tuple[float, bytes] | None], held: list[bytes]) -> None:
        """No frame came to overtake the held one: send it now."""
        while held:
            out.put_nowait((_now(), held.pop(0)))

    async def _send(
        self, out: asyncio.Queue[tuple[float, bytes] | None], writer: asyncio.StreamWriter
    ) -> None:
        while (item := await out.get()) is not None:
            when, data = item
            wait = when - _now()
            if wait > 0:
                await asyncio.sleep(wait)
            try:
                writer.write(data)
                await writer.drain()
            except (ConnectionError, OSError):
                return

    def _sender(self, data: bytes) -> int | None:
        """The seat whose key signed a frame's envelope (the dialer's hello), if known."""
        try:
            envelope = msgpack.unpackb(data[4:], raw=False)
            return self.keys.get(bytes(envelope[0]))
        except (ValueError, TypeError, IndexError, msgpack.ExtraData):
            return None


def _now() -> float:
    return asyncio.get_running_loop().time()
