"""Bellum Magia between processes: a 4-peer game with every reveal, start to audit (issue 29,
"Figures").

    python benchmarks/bellum_magia_table.py [--peers 4] [--games 1] [--bot random]

Each game is PEERS `tavolata host/join --headless` processes on 127.0.0.1 (joined by
address, no discovery), random bots at every seat: the nine decks shuffled by every peer
(ElGamal, net/protocol/deck.py), every chest drawn revealed to its taker alone, places and creatures
shown card by card, every chest in a reserve shown at the end, then the seeds and the
audit. Each peer notes when it applied every action (`--timings`, CLOCK_MONOTONIC: one
clock for the machine) and its CPU time from its first action to its end. Printed per
game: the start (launching the processes to the first action anyone applied), the game
(the first action to the last peer applying the last), the audit (from there to the last
peer finished: the last ack round, the seeds and every peer's audit), start to audit (the
game and the audit), the share of the nodes of each kind, every peer's CPU; then
`replay --verify` of one record, its time and verdict. Beside them `python3 -m timeit
"sum(range(10**6))"` and the load average, since the machine is shared.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.tableprocs import play_table  # noqa: E402

NODES = {  # the resolution a node's step ends with -> what the node was
    "shuffled": "setup: the nine decks shuffled by every peer",
    "revealed": "chests revealed to their taker",
    "shown": "goblins, places and creatures shown",
}
END = "the end: every chest in a reserve shown"


def table(work: Path, peers: int, bot: str) -> tuple[float, list[Path], list[Path]]:
    """One game of `peers` processes; when it was launched, the timings and the records."""
    env = {**os.environ, "TAVOLATA_HOME": str(work), "PYTHONUNBUFFERED": "1"}
    cli = [sys.executable, "-m", "client.cli"]
    common = ["--headless", "--interface", "127.0.0.1", "--quiet", "--bot", bot]
    timings = [work / f"t{i}.txt" for i in range(peers)]
    records = [work / f"p{i}.rec" for i in range(peers)]

    def own(i: int) -> list[str]:
        return ["--player", f"P{i}", "--timings", str(timings[i]), "--record", str(records[i])]

    launched = time.monotonic()
    host = [*cli, "host", *common, "--name", "bench", "--players", str(peers),
            "--no-announce", "--game", "bellum_magia", *own(0)]  # fmt: skip
    joins = [[*cli, "join", *common, *own(i)] for i in range(1, peers)]
    play_table(host, joins, env, ROOT, timeout=900)
    return launched, timings, records


def figures(launched: float, timings: list[Path]) -> dict[str, float]:
    """Seconds of each part of one game, and each node kind's share of the game."""
    at: dict[int, list[float]] = defaultdict(list)
    kinds: dict[int, str] = {}
    cpu = []
    for path in timings:
        for line in path.read_text().splitlines():
            index, value, kind = line.split()
            if int(index) == -2:
                cpu.append(float(value))
                continue
            at[int(index)].append(float(value))
            kinds[int(index)] = kind
    last = max(i for i in kinds if i >= 0)
    first, end, audited = min(at[0]), max(at[last]), max(at[-1])
    out = {"start": first - launched, "game": end - first, "audit": audited - end,
           "start to audit": audited - first, "actions": last + 1.0,
           "cpu": sum(cpu), "cpu max": max(cpu)}  # fmt: skip
    ending = last  # the end's reveal: the last run of shows, one node
    while kinds.get(ending - 1) == "shown":
        ending -= 1
    for i in range(1, last + 1):
        name = END if i >= ending else NODES.get(kinds[i])
        if name is not None and i - 1 in at:
            out[name] = out.get(name, 0.0) + max(at[i]) - max(at[i - 1])
    return out


def yardstick() -> str:
    done = subprocess.run([sys.executable, "-m", "timeit", "sum(range(10**6))"],
                          capture_output=True, text=True)  # fmt: skip
    return done.stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--peers", type=int, default=4, help="peer processes (2-5)")
    parser.add_argument("--games", type=int, default=1, help="games (the median is printed)")
    parser.add_argument("--bot", default="random", help="the bots at every seat")
    args = parser.parse_args()
    print(f"timeit sum(range(10**6)): {yardstick()}; load average {os.getloadavg()[0]:.1f}")
    games, verified = [], ""
    for _ in range(args.games):
        with tempfile.TemporaryDirectory() as work:
            launched, timings, records = table(Path(work), args.peers, args.bot)
            games.append(figures(launched, timings))
            start = time.perf_counter()
            done = subprocess.run([*(sys.executable, "-m", "client.cli"), "replay",
                                   str(records[0]), "--verify"],
                                  cwd=ROOT, capture_output=True, text=True)  # fmt: skip
            verify = time.perf_counter() - start
            verified = done.stdout.strip().splitlines()[-2] if done.returncode == 0 else done.stdout
    print(f"\n{args.peers} peer processes on 127.0.0.1, {args.bot} bots, {args.games} game(s)"
          f" (median; load average now {os.getloadavg()[0]:.1f})")  # fmt: skip
    for name in games[0]:
        values = [g.get(name, 0.0) for g in games]
        unit = "" if name == "actions" else " s"
        print(f"  {name:<55} {statistics.median(values):8.1f}{unit}")
    print(f"\nreplay --verify of one record: {verify:.1f} s; {verified}")


if __name__ == "__main__":
    main()
