"""Records benchmark: `replay --verify` time against game length, and record size per action.

    python benchmarks/records.py [--repeat 3] [--local-only] [--keep DIR]

Issue 19, "How cost grows". Records of random-bot games of different lengths: Eight-Minute
Empire with 2 to 5 players and the long game (three games in a row), Legends with and
without the mephitic swamp (a game with secrets, whose verification includes the audit of
every shuffle and reveal), and Tash-Kalar. Local records (format 1, docs/records.md) are
written by `tavolata play --seed S --record FILE` in this process; network records (format
2) by a table of `tavolata host/join --headless` processes on 127.0.0.1, one per seat,
joined by address (as benchmarks/hidden.py), each peer writing its own. Each record is then
verified by the real command, `tavolata replay FILE --verify`: in this process
(client.cli.main, its output kept aside; the median of --repeat runs) and once as a process
of its own (`python -m client.cli`, start-up and imports included). The table gives, per
record: its actions, its size and size per action, and the verify times, in all and per
action, so that the growth with the game's length can be read off.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.tableprocs import play_table  # noqa: E402
from client import cli  # noqa: E402

LEGENDS = ["--edition", "legends"]
SWAMP = [*LEGENDS, "--variant", "exploration_tokens", "--variant", "mephitic_swamp"]
LONG = ["--variant", "long_game"]
TASH_KALAR = ["--game", "tash_kalar"]
# (label, players, options): shortest first; the long game is three games in a row.
GAMES: list[tuple[str, int, list[str]]] = [
    ("EME classic", 2, []),
    ("EME classic", 3, []),
    ("EME classic", 4, []),
    ("EME classic", 5, []),
    ("EME classic long game", 2, LONG),
    ("EME classic long game", 4, LONG),
    ("EME Legends", 4, LEGENDS),
    ("EME Legends long game", 4, [*LEGENDS, *LONG]),
    ("EME Legends + swamp", 4, SWAMP),
    ("Tash-Kalar", 2, TASH_KALAR),
]


@dataclass(frozen=True)
class Timing:
    """One record verified: its actions, its size, and the verify times in milliseconds."""

    label: str
    fmt: int
    players: int
    actions: int
    size: int
    in_process_ms: float
    process_ms: float
    verdict: str


def local_record(path: Path, players: int, options: list[str], seed: int) -> None:
    """A format-1 record of a seeded game of random bots, written in this process."""
    argv = ["play", "--seed", str(seed), "--bots", "random", "--quiet", "--record", str(path)]
    with contextlib.redirect_stdout(io.StringIO()):
        code = cli.main([*argv, "--players", str(players), *options])
    if code != 0:
        raise SystemExit(f"tavolata play {' '.join(options)} failed ({code})")


def network_records(work: Path, players: int, options: list[str]) -> list[Path]:
    """Format-2 records of one table of `players` random-bot processes on 127.0.0.1."""
    env = {**os.environ, "TAVOLATA_HOME": str(work), "PYTHONUNBUFFERED": "1"}
    common = ["--headless", "--interface", "127.0.0.1", "--quiet", "--bot", "random"]
    records = [work / f"p{i}.rec" for i in range(players)]
    command = [sys.executable, "-m", "client.cli"]
    host = [*command, "host", *common, "--name", "bench", "--players", str(players),
            "--no-announce", "--player", "P0", *options, "--record", str(records[0])]  # fmt: skip
    joins = [[*command, "join", *common, "--player", f"P{i}", "--record", str(records[i])]
             for i in range(1, players)]  # fmt: skip
    failed = f"a peer of {' '.join(options)} failed; run the table by hand"
    play_table(host, joins, env, ROOT, timeout=600, failed=failed)
    return records


def verify(path: Path, repeat: int) -> tuple[float, float, int, str]:
    """`replay --verify` of one record: in-process ms (median), process ms, actions, and
    the last line but one of its output (the verdict, or the action count)."""
    times, out = [], ""
    for _ in range(repeat):
        buffer = io.StringIO()
        start = time.perf_counter()
        with contextlib.redirect_stdout(buffer):
            code = cli.main(["replay", str(path), "--verify"])
        times.append((time.perf_counter() - start) * 1000)
        out = buffer.getvalue()
        if code != 0:
            raise SystemExit(f"replay --verify {path} exited {code}:\n{out}")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "client.cli", "replay", str(path), "--verify"],
                   cwd=ROOT, check=True, capture_output=True)  # fmt: skip
    process_ms = (time.perf_counter() - start) * 1000
    found = re.search(r"^(\d+) actions replayed", out, re.MULTILINE)
    if found is None:
        raise SystemExit(f"replay --verify {path}: no action count in\n{out}")
    lines = out.strip().splitlines()
    return statistics.median(times), process_ms, int(found.group(1)), lines[-2][:60]


def measure(work: Path, repeat: int, local_only: bool) -> list[Timing]:
    """Write every record of GAMES and verify each (a network table: its host's record)."""
    out = []
    warm = work / "warm.rec"  # the first verification also imports the rules and the net code
    local_record(warm, 2, [], seed=0)
    verify(warm, 1)
    for k, (label, players, options) in enumerate(GAMES):
        path = work / f"local{k}.rec"
        local_record(path, players, options, seed=k + 1)
        ms, process_ms, actions, _ = verify(path, repeat)
        out.append(Timing(label, 1, players, actions, path.stat().st_size, ms, process_ms, ""))
        if local_only:
            continue
        table = work / f"table{k}"
        table.mkdir()
        host = network_records(table, players, options)[0]
        ms, process_ms, actions, verdict = verify(host, repeat)
        out.append(
            Timing(label, 2, players, actions, host.stat().st_size, ms, process_ms, verdict)
        )
    return out


def show(timings: list[Timing]) -> None:
    """The table: one line per record, then the cost per action of each format."""
    print(
        f"{'game':24}{'fmt':>4}{'seats':>6}{'actions':>8}{'KiB':>8}{'B/action':>9}"
        f"{'verify ms':>11}{'ms/action':>10}{'process ms':>11}  verdict"
    )
    for t in timings:
        print(
            f"{t.label:24}{t.fmt:>4}{t.players:>6}{t.actions:>8}{t.size / 1024:>8.1f}"
            f"{t.size / t.actions:>9.0f}{t.in_process_ms:>11.1f}"
            f"{t.in_process_ms / t.actions:>10.3f}{t.process_ms:>11.0f}  {t.verdict}"
        )
    for fmt in (1, 2):
        rows = [t for t in timings if t.fmt == fmt]
        if len(rows) > 1:
            slope, fixed = _fit([(t.actions, t.in_process_ms) for t in rows])
            size = sum(t.size for t in rows) / sum(t.actions for t in rows)
            print(
                f"format {fmt}: verify ≈ {fixed:.1f} ms + {slope:.3f} ms per action "
                f"(least squares over {len(rows)} records); {size:.0f} bytes per action"
            )


def _fit(points: list[tuple[int, float]]) -> tuple[float, float]:
    """Least-squares line through (actions, ms): its slope and intercept."""
    xs, ys = [float(x) for x, _ in points], [y for _, y in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    var = sum((x - mx) ** 2 for x in xs)
    slope = sum((x - mx) * (y - my) for x, y in points) / var if var else 0.0
    return slope, my - slope * mx


def main() -> None:
    """Write the records, verify them, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="in-process verifications")
    parser.add_argument("--local-only", action="store_true", help="no network tables")
    parser.add_argument("--keep", metavar="DIR", help="write the records there and keep them")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}; records of random-bot games, verified by "
          "`tavolata replay FILE --verify`")  # fmt: skip
    if args.keep:
        Path(args.keep).mkdir(parents=True, exist_ok=True)
        show(measure(Path(args.keep), args.repeat, args.local_only))
        return
    with tempfile.TemporaryDirectory() as work:
        show(measure(Path(work), args.repeat, args.local_only))


if __name__ == "__main__":
    main()
