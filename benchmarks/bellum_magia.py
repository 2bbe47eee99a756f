"""Bellum Magia rules benchmark: random games per second and legal-action generation time.

    python benchmarks/bellum_magia.py [--games N] [--seed S] [--players P]

Random games: every decision a uniformly random legal action of the seat (its own
knowledge, as a bot or the window asks; no choice of this game depends on it), chance
outcomes drawn with their probabilities (castles, the first Captain, the die), every reveal
performed by the plain in-memory dealer (core/dealer.py). One process, one core. Targets
(issue 29): at least 200 random 3-player games per second on a machine where
`python3 -m timeit "sum(range(10**6))"` takes about 34 ms, and legal-action generation
under 1 ms at the 99th percentile. Games per second are counted in the process's CPU time,
scaled to that machine by the loop's CPU time measured between the games (benchmarks/
yardstick.py: on a shared machine both slow down with the load); legal-action times are
the thread's CPU time. The wall clock's `timeit` line is printed last, for reference.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import yardstick
from core import registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL
from core.dealer import PlainDealer

GAME = registry.get("bellum_magia")


def random_game(config: dict, rng: random.Random, timings: list[float] | None = None) -> int:
    """Play one random game; how many actions. With `timings`, the thread's CPU time of
    every legal-action generation (seconds)."""
    g, players = GAME, config["players"]
    state = g.initial_state(config)
    dealer = PlainDealer(players, lambda deck, n: rng.sample(range(n), n))
    steps = 0
    while (player := g.current_player(state)) != TERMINAL:
        if player == REVEAL:
            action = dealer.next_action(g, state)
        elif player == CHANCE:
            outcomes = g.chance_outcomes(state)
            # float(p) exactly, without numbers.Rational's slower generic path
            weights = [p.numerator / p.denominator for _, p in outcomes]
            action = rng.choices([a for a, _ in outcomes], weights)[0]
        else:
            seat = player
            if player == SIMULTANEOUS:
                seat = next(s for s in range(players) if g.legal_actions(state, s))
            if timings is None:  # no clock read where games per second are measured
                legal = g.legal_actions(state, seat, dealer.knowledge(seat))
            else:
                t0 = time.thread_time()
                legal = g.legal_actions(state, seat, dealer.knowledge(seat))
                timings.append(time.thread_time() - t0)
            action = rng.choice(legal)  # the draw legal[rng.randrange(len(legal))] makes
        state = g.apply_action(state, action)
        steps += 1
    return steps


def p99(values: list[float]) -> float:
    """The 99th percentile."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def timeit_ms() -> str:
    """`python3 -m timeit "sum(range(10**6))"`'s line, this machine's yardstick."""
    out = subprocess.run(
        [sys.executable, "-m", "timeit", "sum(range(10**6))"],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    return out.stdout.strip()


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    config = {"players": args.players}
    rng = random.Random(args.seed)
    random_game(config, rng)  # warm the caches
    print(f"interpreter: {yardstick.interpreter()}")
    steps: list[int] = []
    rate, ms, scaled = yardstick.rates(lambda: steps.append(random_game(config, rng)), args.games)
    print(f"{args.players}-player random games: {rate:.0f}/s of CPU time "
          f"({sum(steps) / args.games:.0f} actions a game); the yardstick {ms:.1f} ms of CPU "
          f"time between them: {scaled:.0f}/s on the 34 ms machine")  # fmt: skip
    timings: list[float] = []
    for _ in range(max(10, args.games // 4)):
        random_game(config, rng, timings)
    print(f"legal actions (CPU time): p99 {p99(timings) * 1e3:.3f} ms, "
          f"max {max(timings) * 1e3:.3f} ms over {len(timings)} decisions")  # fmt: skip
    print(f"python3 -m timeit 'sum(range(10**6))': {timeit_ms()}")


if __name__ == "__main__":
    main()
