"""A `tavolata` peer process that notes when it reads, handles and writes every frame.

    python benchmarks/tracepeer.py OUT-DIR <tavolata arguments...>

benchmarks/fanout.py starts the peers of a game through it. It wraps three calls of this
process (nothing of the project changes): the runner queueing the frames of a chunk it
read, `Peer.receive` handling one frame, and a stream writer's `write` (one per connection
per batch). At exit it writes the events as JSON lines to OUT-DIR/<pid>.jsonl, each with
the CLOCK_MONOTONIC time (one clock for every process of the machine) and the kinds of the
frames concerned.
"""

from __future__ import annotations

import asyncio
import atexit
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from net import runner  # noqa: E402
from net.protocol.peer import Peer  # noqa: E402
from net.protocol.wire import Frames, peek_kind  # noqa: E402

EVENTS: list[dict[str, Any]] = []


def kind(envelope: bytes) -> str:
    """A frame's message kind ("action", "ack", ...), "?" if it does not parse."""
    return peek_kind(envelope) or "?"


def install() -> None:
    """Wrap the three calls; each still does exactly what it did."""
    queue_batch = runner.Runner._queue_batch
    receive = Peer.receive
    write = asyncio.StreamWriter.write

    def traced_queue(self: runner.Runner, conn: int, batch: list[bytes]) -> None:
        at = time.monotonic()
        queue_batch(self, conn, batch)
        EVENTS.append({"e": "read", "t": at, "conn": conn, "kinds": [kind(d) for d in batch]})

    def traced_receive(self: Peer, conn: int, data: bytes, now: float) -> Any:
        start = time.monotonic()
        effects = receive(self, conn, data, now)
        EVENTS.append({"e": "handle", "t": start, "end": time.monotonic(), "kind": kind(data)})
        return effects

    def traced_write(self: asyncio.StreamWriter, data: Any) -> None:
        at = time.monotonic()
        write(self, data)  # first: the next connection's write is not delayed by our notes
        kinds = [kind(envelope) for envelope in Frames().add(bytes(data), 0.0)]
        EVENTS.append({"e": "write", "t": at, "to": id(self), "kinds": kinds})

    runner.Runner._queue_batch = traced_queue  # type: ignore[method-assign]
    Peer.receive = traced_receive  # type: ignore[method-assign]
    asyncio.StreamWriter.write = traced_write  # type: ignore[method-assign]


def main() -> int:
    out = Path(sys.argv[1])

    def dump() -> None:
        with (out / f"{os.getpid()}.jsonl").open("w", encoding="utf-8") as f:
            f.writelines(json.dumps(event) + "\n" for event in EVENTS)

    atexit.register(dump)
    install()
    from client import cli

    return cli.main(sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
