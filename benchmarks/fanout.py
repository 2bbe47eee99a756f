"""Where a move's time goes at a table of peer processes sharing one machine (issue 19).

    python benchmarks/fanout.py [--peers 5] [--games 2]

Plays bot games as benchmarks/lockstep.py does, each peer started through
benchmarks/tracepeer.py, which notes when the peer read, handled and wrote every frame.
Printed:
- the mover's fan-out: after its first write of a move, when it wrote the move to its
  2nd, 3rd, ... connection (the raw TCP fan-out of lockstep.py writes all in ~0.1 ms);
- the receivers: from the mover's first write to the move read by the last of them, and
  to the move handled (applied) by the last of them;
- how long one peer takes to handle a frame of each kind during the game (open and check
  its signature, file it, use it, and make what follows: an applied move's ack, say), and
  the share of all handling time each kind takes.
The tracing itself costs a little: compare the lockstep latency printed here with
lockstep.py's.
"""

from __future__ import annotations

import argparse
import bisect
import json
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from lockstep import lockstep_game, percentile  # noqa: E402

MS = 1000.0


def events(folder: Path) -> list[list[dict[str, Any]]]:
    """Every traced peer's events, each peer's in its order."""
    return [
        [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        for path in sorted(folder.glob("*.jsonl"))
    ]


def sends(peers: list[list[dict[str, Any]]], others: int) -> list[tuple[int, list[float]]]:
    """Each move a peer wrote to all `others` connections: (the writer's index, the times of
    its writes, in order)."""
    out = []
    for mover, trace in enumerate(peers):
        burst: dict[int, float] = {}
        for e in trace:
            if e["e"] != "write" or "action" not in e["kinds"]:
                continue
            if e["to"] in burst:  # a move begun before the last one reached everyone
                burst = {}
            burst[e["to"]] = e["t"]
            if len(burst) == others:
                out.append((mover, sorted(burst.values())))
                burst = {}
    return out


def fanouts(peers: list[list[dict[str, Any]]], others: int) -> list[list[float]]:
    """For each move: the mover's writes' times after its first."""
    return [[t - times[0] for t in times[1:]] for _, times in sends(peers, others)]


def arrivals(peers: list[list[dict[str, Any]]], others: int) -> tuple[list[float], list[float]]:
    """For each move: from the mover's first write to the last receiver's read of it, and
    to the last receiver's handling of it done. A receiver's first move read (handled) after
    that write is this one: a move is made only once every peer acked the step before, so
    every peer has read and applied the move before it."""
    reads = [[e["t"] for e in t if e["e"] == "read" and "action" in e["kinds"]] for t in peers]
    done = [[e["end"] for e in t if e["e"] == "handle" and e["kind"] == "action"] for t in peers]
    to_read, to_done = [], []
    for mover, times in sends(peers, others):
        start = times[0]
        receivers = [i for i in range(len(peers)) if i != mover]
        r = [t for i in receivers if (t := _first_after(reads[i], start)) is not None]
        d = [t for i in receivers if (t := _first_after(done[i], start)) is not None]
        if len(r) == len(d) == len(receivers):  # else the game ended before it arrived
            to_read.append(max(r) - start)
            to_done.append(max(d) - start)
    return to_read, to_done


def _first_after(times: list[float], start: float) -> float | None:
    """The first of `times` (in order) at or after `start`."""
    at = bisect.bisect_left(times, start)
    return times[at] if at < len(times) else None


def handling(peers: list[list[dict[str, Any]]], others: int) -> dict[str, list[float]]:
    """How long each frame handled from the game's first move on took, by kind (the lobby's
    are left out: the start builds the game)."""
    first = min(times[0] for _, times in sends(peers, others))
    out: dict[str, list[float]] = {}
    for trace in peers:
        for e in trace:
            if e["e"] == "handle" and e["t"] >= first:
                out.setdefault(e["kind"], []).append(e["end"] - e["t"])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--peers", type=int, default=5)
    parser.add_argument("--games", type=int, default=2)
    args = parser.parse_args()
    others = args.peers - 1
    fans: list[list[float]] = []
    reads: list[float] = []
    dones: list[float] = []
    moves: list[float] = []
    kinds: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for game in range(args.games):
            work, out = Path(tmp) / f"g{game}", Path(tmp) / f"t{game}"
            work.mkdir()
            out.mkdir()
            launcher = [sys.executable, str(HERE / "tracepeer.py"), str(out)]
            moves += lockstep_game(args.peers, work, launcher=launcher).moves
            peers = events(out)
            fans += fanouts(peers, others)
            r, d = arrivals(peers, others)
            reads += r
            dones += d
            for kind, times in handling(peers, others).items():
                kinds.setdefault(kind, []).extend(times)
    print(f"{args.peers} peers on one machine, {args.games} games traced, {len(fans)} moves")
    print(f"lockstep, mover applied -> last peer applied: p50 {percentile(moves, 50) * MS:.2f}"
          f" ms, p99 {percentile(moves, 99) * MS:.2f} ms (traced)")  # fmt: skip
    print("the mover's writes of a move, after its first (ms):   p50     p90     p99")
    for n in range(others - 1):
        column = [f[n] for f in fans]
        print(f"  to its connection {n + 2}{'':29}" + "".join(
            f"{percentile(column, p) * MS:8.2f}" for p in (50, 90, 99)))  # fmt: skip
    for label, values in (("read by the last receiver", reads), ("applied by the last", dones)):
        print(f"  {label:<48}" + "".join(
            f"{percentile(values, p) * MS:8.2f}" for p in (50, 90, 99)))  # fmt: skip
    total = sum(sum(v) for v in kinds.values())
    print("handling one frame in the game, by kind:")
    print(f"  {'kind':<40}{'frames':>7}{'p50 ms':>8}{'p90 ms':>8}{'share of all':>14}")
    for kind, times in sorted(kinds.items(), key=lambda kv: -sum(kv[1])):
        print(f"  {kind:<40}{len(times):7}{statistics.median(times) * MS:8.2f}"
              f"{percentile(times, 90) * MS:8.2f}{sum(times) / total * 100:13.1f}%")  # fmt: skip


if __name__ == "__main__":
    main()
