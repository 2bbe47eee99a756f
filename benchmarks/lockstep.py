"""Network benchmark: lockstep latency between separate processes, raw TCP, discovery.

    python benchmarks/lockstep.py [--peers 5] [--games 2] [--rounds 1000] [--discoveries 20]

1. Lockstep: one `tavolata host` and peers-1 `tavolata join` processes on 127.0.0.1 play
   bot games. Each peer notes when it applied every action (CLOCK_MONOTONIC, one clock for
   the whole machine). For every move (chance draws and bids excluded) the latency is the
   time from the mover applying it (just after sending it) to the last peer applying it.
2. Raw TCP fan-out, measured in the same run: one process sends a frame of the size of a
   signed action to peers-1 echo processes and waits for every echo (a round trip).
3. Discovery: a zeroconf lobby browsing on 127.0.0.1; the time from a table's announcer
   starting to the lobby listing it.
Targets (issue 3): lockstep p99 at most 2 ms above the raw fan-out p99; discovery p95
under 1.5 s.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from net import discovery  # noqa: E402

LOOPBACK = "127.0.0.1"
FRAME = 330  # bytes of a framed, signed `action` message
MOVES = {"take", "choose", "place", "move", "city", "destroy", "done", "first", "neutral"}
ECHO = """
import socket, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
while True:
    data = b""
    while len(data) < {frame}:
        chunk = s.recv({frame} - len(data))
        if not chunk:
            sys.exit(0)
        data += chunk
    s.sendall(data)
"""


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]


def lockstep_game(peers: int, work: Path) -> list[float]:
    """One bot game between `peers` processes; the latency of every move, in seconds."""
    env = {**os.environ, "TAVOLATA_HOME": str(work), "PYTHONUNBUFFERED": "1"}
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        port = s.getsockname()[1]
    base = [sys.executable, "-m", "client.cli"]
    common = ["--headless", "--interface", LOOPBACK, "--quiet", "--bot", "random"]
    tag = secrets.token_hex(3)
    timings = [work / f"t{tag}-{i}.txt" for i in range(peers)]
    procs = [
        subprocess.Popen(
            [
                *base,
                "host",
                *common,
                "--name",
                f"bench {tag}",
                "--players",
                str(peers),
                "--port",
                str(port),
                "--no-announce",
                "--player",
                "P0",
                "--timings",
                str(timings[0]),
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
        )
    ]
    time.sleep(0.5)
    for i in range(1, peers):
        procs.append(
            subprocess.Popen(
                [
                    *base,
                    "join",
                    *common,
                    "--address",
                    f"{LOOPBACK}:{port}",
                    "--player",
                    f"P{i}",
                    "--timings",
                    str(timings[i]),
                ],
                cwd=ROOT,
                env=env,
                stdout=subprocess.DEVNULL,
            )
        )
    for proc in procs:
        if proc.wait(timeout=300) != 0:
            raise SystemExit("a peer failed; run the game by hand to see why")
    applied: dict[int, list[float]] = {}
    kinds: dict[int, str] = {}
    for path in timings:
        for line in path.read_text().splitlines():
            index, at, kind = line.split()
            applied.setdefault(int(index), []).append(float(at))
            kinds[int(index)] = kind
    return [max(t) - min(t) for i, t in applied.items() if kinds[i] in MOVES and len(t) == peers]


def raw_fanout(peers: int, rounds: int) -> list[float]:
    """Round trips of one frame sent to peers-1 echo processes, until the last echo."""
    server = socket.create_server((LOOPBACK, 0))
    port = server.getsockname()[1]
    code = ECHO.replace("{frame}", str(FRAME))
    echoes = [subprocess.Popen([sys.executable, "-c", code, str(port)]) for _ in range(peers - 1)]
    conns = []
    for _ in echoes:
        conn, _ = server.accept()
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        conns.append(conn)
    payload = secrets.token_bytes(FRAME)
    times = []
    for _ in range(rounds):
        start = time.monotonic()
        for conn in conns:
            conn.sendall(payload)
        for conn in conns:
            got = 0
            while got < FRAME:
                got += len(conn.recv(FRAME - got))
        times.append(time.monotonic() - start)
    for conn in conns:
        conn.close()
    for echo in echoes:
        echo.wait(timeout=10)
    server.close()
    return times


async def discoveries(count: int) -> list[float]:
    """Announce-to-listed times of `count` tables on 127.0.0.1."""
    lobby = discovery.Lobby([LOOPBACK])
    await lobby.start()
    times = []
    try:
        for i in range(count):
            name = f"Bench {secrets.token_hex(3)} {i}"
            ad = discovery.TableAd(
                name=name,
                game="eight_minute_empire",
                options={"edition": "classic"},
                seats=3,
                free=2,
                host="ABCD-EFGH",
                table=secrets.token_hex(16),
            )
            announcer = discovery.Announcer([LOOPBACK])
            start = time.monotonic()
            await announcer.start(ad, 40000 + i, LOOPBACK)
            while True:
                event = await asyncio.wait_for(lobby.events.get(), 10)
                if event.kind == "added" and event.listing and event.listing.ad.name == name:
                    times.append(time.monotonic() - start)
                    break
            await announcer.stop()
    finally:
        await lobby.stop()
    return times


def main() -> None:
    """Run the three measurements and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--peers", type=int, default=5)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--discoveries", type=int, default=20)
    args = parser.parse_args()
    ms = 1000.0
    with tempfile.TemporaryDirectory() as tmp:
        moves: list[float] = []
        started = time.monotonic()
        for _ in range(args.games):
            moves += lockstep_game(args.peers, Path(tmp))
        game_time = time.monotonic() - started
    raw = raw_fanout(args.peers, args.rounds)
    seen = asyncio.run(discoveries(args.discoveries))
    p50, p99 = percentile(moves, 50) * ms, percentile(moves, 99) * ms
    r50, r99 = percentile(raw, 50) * ms, percentile(raw, 99) * ms
    print(f"{args.peers} peers, separate processes on {LOOPBACK}, Python {sys.version.split()[0]}")
    print(
        f"lockstep, mover -> last peer applied: {len(moves)} moves in {args.games} games "
        f"({game_time:.1f} s)"
    )
    print(f"  p50 {p50:.3f} ms   p99 {p99:.3f} ms   mean {statistics.mean(moves) * ms:.3f} ms")
    print(f"raw TCP fan-out round trip to {args.peers - 1} echo processes: {len(raw)} rounds")
    print(f"  p50 {r50:.3f} ms   p99 {r99:.3f} ms")
    print(
        f"lockstep overhead above raw: p50 {p50 - r50:+.3f} ms   p99 {p99 - r99:+.3f} ms "
        "(target p99 < 2 ms)"
    )
    print(
        f"discovery, announce -> listed: {len(seen)} tables   p50 "
        f"{percentile(seen, 50):.3f} s   p95 {percentile(seen, 95):.3f} s (target < 1.5 s)"
    )


if __name__ == "__main__":
    main()
