"""Network benchmark: lockstep latency between separate processes, raw TCP, discovery.

    python benchmarks/lockstep.py [--peers 5] [--games 2] [--rounds 1000] [--discoveries 20]
                                  [--scale 2,3,4,5] [--scale-games 2] [--code DIR]
                                  [--pace 0.05] [--pace-games 2]

1. Lockstep: one `tavolata host` and peers-1 `tavolata join` processes on 127.0.0.1 play
   bot games. Each peer notes when it applied every action (CLOCK_MONOTONIC, one clock for
   the whole machine). For every move (chance draws and bids excluded) the latency is the
   time from the mover applying it (just after sending it) to the last peer applying it.
2. Raw TCP fan-out, measured in the same run: one process sends a frame of the size of a
   signed action to peers-1 echo processes and waits for every echo (a round trip).
3. Discovery: a zeroconf lobby browsing on 127.0.0.1; the time from a table's announcer
   starting to the lobby listing it.
   The same at people's pace (`--pace`): each bot holds its move, so the peers are idle
   when it comes (a move then goes out at the peer's next 50 ms tick).
4. How cost grows (issue 19): lockstep p50/p99 and the raw fan-out with 2, 3, 4 and 5
   peers, each count measured the same way (`--scale`; `--scale ""` skips it), and the CPU
   all peers spent per action applied (from each peer's first action to the end).
Targets (issue 3): lockstep p99 at most 2 ms above the raw fan-out p99; discovery p95
under 1.5 s. `--code DIR` runs the peers from another checkout of the project (a before/after
comparison on one machine, in one run).
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
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.tableprocs import play_table  # noqa: E402
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


class Played(NamedTuple):
    """One game: every move's latency (s), and the CPU seconds all peers spent per action."""

    moves: list[float]
    cpu_per_action: float


def lockstep_game(
    peers: int,
    work: Path,
    code: Path = ROOT,
    pace: float = 0.0,
    launcher: list[str] | None = None,
) -> Played:
    """One bot game between `peers` processes (run from the checkout `code`); with `pace`,
    each bot holds its move that many seconds (as people take time), else moves at once.
    `launcher`: the command a peer starts with, instead of `python -m client.cli`."""
    env = {**os.environ, "TAVOLATA_HOME": str(work), "PYTHONUNBUFFERED": "1"}
    base = launcher or [sys.executable, "-m", "client.cli"]
    common = ["--headless", "--interface", LOOPBACK, "--quiet", "--bot", "random"]
    if pace:
        common += ["--bot-pace", str(pace)]
    tag = secrets.token_hex(3)
    timings = [work / f"t{tag}-{i}.txt" for i in range(peers)]
    host = [*base, "host", *common, "--name", f"bench {tag}", "--players", str(peers),
            "--no-announce", "--player", "P0", "--timings", str(timings[0])]  # fmt: skip
    joins = [[*base, "join", *common, "--player", f"P{i}", "--timings", str(timings[i])]
             for i in range(1, peers)]  # fmt: skip
    play_table(host, joins, env, code, timeout=300,
               failed="a peer failed; run the game by hand to see why")  # fmt: skip
    applied: dict[int, list[float]] = {}
    kinds: dict[int, str] = {}
    for path in timings:
        for line in path.read_text().splitlines():
            index, at, kind = line.split()
            applied.setdefault(int(index), []).append(float(at))
            kinds[int(index)] = kind
    # -2: each peer's CPU seconds from its first action to the end (client/netplay.py)
    cpu = sum(applied.get(-2, [])) / max(1, max(applied))
    moves = [max(t) - min(t) for i, t in applied.items() if kinds[i] in MOVES and len(t) == peers]
    return Played(moves, cpu)


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


def paced_run(peers: int, games: int, pace: float, code: Path) -> list[float]:
    """Move latencies when the bots hold each move `pace` seconds: the peers are idle
    between moves, as at a table of people, instead of busy with the moves before."""
    moves: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(games):
            moves += lockstep_game(peers, Path(tmp), code, pace).moves
    return moves


def scaling(counts: list[int], games: int, rounds: int, code: Path) -> list[str]:
    """The table of lockstep latency against the number of peers, with the raw fan-out."""
    ms = 1000.0
    lines = [
        "peers  moves  lockstep p50  p99 (ms)   raw p50  p99 (ms)   above raw p50  p99 (ms)"
        "   CPU/action (ms)",
    ]
    with tempfile.TemporaryDirectory() as tmp:
        for n in counts:
            moves: list[float] = []
            cpu: list[float] = []
            for _ in range(games):
                played = lockstep_game(n, Path(tmp), code)
                moves += played.moves
                cpu.append(played.cpu_per_action)
            raw = raw_fanout(n, rounds)
            p50, p99 = percentile(moves, 50) * ms, percentile(moves, 99) * ms
            r50, r99 = percentile(raw, 50) * ms, percentile(raw, 99) * ms
            lines.append(
                f"{n:5}  {len(moves):5}  {p50:12.3f}  {p99:8.3f}   {r50:7.3f}  {r99:8.3f}"
                f"   {p50 - r50:+13.3f}  {p99 - r99:+8.3f}   {statistics.mean(cpu) * ms:15.3f}"
            )
    return lines


def main() -> None:
    """Run the three measurements and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--peers", type=int, default=5)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--discoveries", type=int, default=20)
    parser.add_argument("--scale", default="2,3,4,5", help="peer counts of the growth table")
    parser.add_argument("--scale-games", type=int, default=2, help="games per peer count")
    parser.add_argument("--code", type=Path, default=ROOT, help="the checkout the peers run")
    parser.add_argument(
        "--pace", type=float, default=0.05, help="seconds each bot move is held in the paced run"
    )
    parser.add_argument("--pace-games", type=int, default=2, help="games of the paced run")
    args = parser.parse_args()
    ms = 1000.0
    with tempfile.TemporaryDirectory() as tmp:
        moves: list[float] = []
        cpu: list[float] = []
        started = time.monotonic()
        for _ in range(args.games):
            played = lockstep_game(args.peers, Path(tmp), args.code)
            moves += played.moves
            cpu.append(played.cpu_per_action)
        game_time = time.monotonic() - started
    raw = raw_fanout(args.peers, args.rounds)
    seen = asyncio.run(discoveries(args.discoveries)) if args.discoveries else []
    p50, p99 = percentile(moves, 50) * ms, percentile(moves, 99) * ms
    r50, r99 = percentile(raw, 50) * ms, percentile(raw, 99) * ms
    print(f"{args.peers} peers, separate processes on {LOOPBACK}, Python {sys.version.split()[0]}")
    if args.code != ROOT:
        print(f"peers run from {args.code}")
    print(
        f"lockstep, mover -> last peer applied: {len(moves)} moves in {args.games} games "
        f"({game_time:.1f} s)"
    )
    print(f"  p50 {p50:.3f} ms   p99 {p99:.3f} ms   mean {statistics.mean(moves) * ms:.3f} ms")
    print(
        f"  CPU of all {args.peers} peers per action applied: "
        f"{statistics.mean(cpu) * ms:.3f} ms (games: {', '.join(f'{c * ms:.2f}' for c in cpu)})"
    )
    print(f"raw TCP fan-out round trip to {args.peers - 1} echo processes: {len(raw)} rounds")
    print(f"  p50 {r50:.3f} ms   p99 {r99:.3f} ms")
    print(
        f"lockstep overhead above raw: p50 {p50 - r50:+.3f} ms   p99 {p99 - r99:+.3f} ms "
        "(target p99 < 2 ms)"
    )
    if args.pace_games:
        paced = paced_run(args.peers, args.pace_games, args.pace, args.code)
        q50, q99 = percentile(paced, 50) * ms, percentile(paced, 99) * ms
        print(
            f"lockstep at people's pace (each bot move held {args.pace:g} s): {len(paced)} moves"
            f"\n  p50 {q50:.3f} ms   p99 {q99:.3f} ms   above raw: p50 {q50 - r50:+.3f} ms   "
            f"p99 {q99 - r99:+.3f} ms"
        )
    if seen:
        print(
            f"discovery, announce -> listed: {len(seen)} tables   p50 "
            f"{percentile(seen, 50):.3f} s   p95 {percentile(seen, 95):.3f} s (target < 1.5 s)"
        )
    counts = [int(n) for n in args.scale.split(",") if n.strip()]
    if counts:
        print(f"how lockstep latency grows with the table ({args.scale_games} games each):")
        for line in scaling(counts, args.scale_games, args.rounds, args.code):
            print("  " + line)


if __name__ == "__main__":
    main()
