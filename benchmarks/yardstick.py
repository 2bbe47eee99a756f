"""The machine's yardstick, measured between the games it scales (issues 29 and 30).

The rules cores' targets are given on a machine where `python3 -m timeit
"sum(range(10**6))"` takes about 34 ms. On a shared machine both the games and that loop
slow down with the load (two cores, other processes: even CPU time grows by half), so a
figure is scaled by the loop's CPU time measured in the same minutes: `rates` plays the
games in rounds and times the loop between them.

The loop runs in C (`sum`'s integer fast path), so it measures how the interpreter was
built as much as the machine: on one machine Debian's own `python3` (an optimised build)
runs it in about 9 ms and a plain source build (pyenv's default) in about 19 ms, while the
games run only 1.2-1.5 times faster on the former. Figures are comparable only from the
same interpreter, so the scripts print which one ran them (`interpreter`;
docs/performance.md, "The interpreter and the yardstick").
"""

from __future__ import annotations

import platform
import statistics
import sys
import time
import timeit
from collections.abc import Callable

REFERENCE_MS = 34.0  # the issues' machine


def interpreter() -> str:
    """Which Python runs the figures, e.g. "CPython 3.11.2 (/usr/bin/python3)": a virtual
    environment's base interpreter, the build that decides the speed."""
    base = getattr(sys, "_base_executable", sys.executable)
    return f"{platform.python_implementation()} {platform.python_version()} ({base})"


def loop_ms() -> float:
    """`sum(range(10**6))` in ms of this process's CPU time: the best of 3 runs of 5."""
    timer = timeit.Timer("sum(range(10**6))", timer=time.process_time)
    return min(timer.repeat(3, 5)) / 5 * 1e3


def rates(play: Callable[[], object], games: int, rounds: int = 5) -> tuple[float, float, float]:
    """Play `games` games (`play()` one each) in `rounds` rounds with the loop timed before
    each round and after the last: (games per second of CPU time, the loop's median ms,
    games per second scaled to the 34 ms machine)."""
    samples = [loop_ms()]
    cpu = 0.0
    for r in range(rounds):
        share = games // rounds + (r < games % rounds)
        c0 = time.process_time()
        for _ in range(share):
            play()
        cpu += time.process_time() - c0
        samples.append(loop_ms())
    rate = games / cpu
    ms = statistics.median(samples)
    return rate, ms, rate * ms / REFERENCE_MS
