"""Lab benchmark: how many whole bot games a minute the lab plays, against `--jobs`.

    python benchmarks/lab.py [--games 4] [--jobs 1,2,4] [--peers 3] [--repeat 1] [--code DIR]

Each row runs `tavolata lab --peers P --games G --jobs J --seed 19` (no faults) and reads
its JSON report: games per minute is G over the lab's own wall time (start-up of the peer
processes, the games, and the independent check of every peer's record), and every game
must have finished with the peers' hashes agreeing and the records verified. The machine
has 2 cores, so more jobs than cores only shows what the sharing costs. `--code DIR` runs
the lab from another checkout (before/after comparisons on one machine, interleaved with
`--repeat`).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def lab_run(code: Path, peers: int, games: int, jobs: int) -> tuple[float, dict[str, int]]:
    """One lab run from the checkout `code`: (games per minute, the report's summary)."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        command = [sys.executable, "-m", "client.cli", "lab", "--peers", str(peers)]
        command += ["--games", str(games), "--jobs", str(jobs), "--seed", "19"]
        command += ["--report", str(report)]
        env = {**os.environ, "TAVOLATA_HOME": tmp, "PYTHONPATH": str(code)}
        done = subprocess.run(command, cwd=code, env=env, capture_output=True, text=True)
        if done.returncode != 0 or not report.exists():
            raise SystemExit(f"the lab failed ({done.returncode}):\n{done.stdout}{done.stderr}")
        summary = json.loads(report.read_text())["summary"]
    good = min(summary["finished"], summary["final_hashes_agree"], summary["records_verified"])
    if good != games or summary["problems"]:
        raise SystemExit(f"the lab's games did not all end in agreement: {summary}")
    return games / summary["wall_seconds"] * 60, summary


def main() -> None:
    """Print games per minute for each number of jobs."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games per run (default 4)")
    parser.add_argument("--jobs", default="1,2,4", help="the job counts to compare")
    parser.add_argument("--peers", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=1, help="runs per job count")
    parser.add_argument("--code", type=Path, default=ROOT, help="the checkout the lab runs")
    args = parser.parse_args()
    where = "" if args.code == ROOT else f", run from {args.code}"
    print(f"lab, {args.games} games of {args.peers} peers per run, no faults{where}:")
    print("  jobs  games/min (each run)")
    for jobs in [int(j) for j in args.jobs.split(",") if j.strip()]:
        rates = [lab_run(args.code, args.peers, args.games, jobs)[0] for _ in range(args.repeat)]
        print(f"  {jobs:4}  {'  '.join(f'{r:6.1f}' for r in rates)}")


if __name__ == "__main__":
    main()
