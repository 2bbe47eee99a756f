"""It's a Wonderful Kingdom rules benchmark: random games per second, legal-action times.

    python benchmarks/wonderful_kingdom.py [--games N] [--seed S]

Random games: every decision a uniformly random legal action of the seat's truthful ones
(its own knowledge, as a bot or the window asks; in a simultaneous round the lowest seat
still to act, as the tests' playouts do); every chance outcome uniform; every reveal
performed by the plain in-memory dealer (core/dealer.py). One process, one core. Targets
(issue 30): at least 100 random 2-player games per second on a machine where
`python3 -m timeit "sum(range(10**6))"` takes about 34 ms (printed first, measured the same
way: the best of 5), and legal-action generation in Planning under 2 ms at the 99th
percentile (the window lights legal slots live). Times are CPU times (process_time for the
games, thread_time for one legal-action call: a preempted call would time the other
processes on a shared machine, not the rules). Each module's games per second are scaled
to that machine by the loop's CPU time measured between its games (benchmarks/
yardstick.py: on a shared machine both slow down with the load).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import timeit
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import yardstick
from core import registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL
from core.dealer import PlainDealer

GAME = registry.get("wonderful_kingdom")
CONFIGS = {
    "2-player Mission": {"players": 2, "module": "mission"},
    "solo Mission": {"players": 1, "module": "mission"},
    "2-player Advisor": {"players": 2, "module": "advisor"},
    "2-player Threat, Sisters": {"players": 2, "module": "threat", "threat": "sisters"},
    "2-player Threat, Swallowers": {"players": 2, "module": "threat", "threat": "swallowers"},
    "2-player Threat, Dragons": {"players": 2, "module": "threat", "threat": "dragons"},
    "2-player Threat, Illusionists": {"players": 2, "module": "threat", "threat": "illusionists"},
    "solo Threat, Sisters": {"players": 1, "module": "threat", "threat": "sisters"},
    "2-player Conquest": {"players": 2, "module": "conquest"},
}


def random_game(
    config: dict, rng: random.Random, timings: dict[str, list[float]] | None = None
) -> int:
    """Play one random game; how many actions. With `timings`, each legal-action call's
    thread CPU time goes into timings[phase]."""
    g = GAME
    players = config["players"]
    state = g.initial_state(config)
    dealer = PlainDealer(players, lambda deck, n: rng.sample(range(n), n))
    steps = 0
    while (player := g.current_player(state)) != TERMINAL:
        if player == REVEAL:
            action = dealer.next_action(g, state)
        elif player == CHANCE:
            action = rng.choice([a for a, _ in g.chance_outcomes(state)])
        else:
            seats = range(players) if player == SIMULTANEOUS else (player,)
            for seat in seats:
                if timings is None:  # no clock read where games per second are measured
                    legal = g.legal_actions(state, seat, dealer.knowledge(seat))
                else:
                    t0 = time.thread_time()
                    legal = g.legal_actions(state, seat, dealer.knowledge(seat))
                    timings.setdefault(state.phase, []).append(time.thread_time() - t0)
                if legal:
                    break
            action = rng.choice(legal)  # the draw legal[rng.randrange(len(legal))] makes
        state = g.apply_action(state, action)
        steps += 1
    return steps


def counted(config: dict, rng: random.Random, steps: list[int]) -> Callable[[], None]:
    """Play one more random game of `config`, its length kept in `steps`."""
    return lambda: steps.append(random_game(config, rng))


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def reference(timer: Any = time.perf_counter) -> float:
    """`python3 -m timeit "sum(range(10**6))"`: the best of 5, in ms (wall clock, as the
    command; with timer=time.process_time, the CPU time, comparable to the games')."""
    t = timeit.Timer("sum(range(10**6))", timer=timer)
    number, _ = t.autorange()
    return min(t.repeat(5, number)) / number * 1e3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"interpreter: {yardstick.interpreter()}")
    print(f'python3 -m timeit "sum(range(10**6))": {reference():.1f} ms a loop '
          f"({reference(time.process_time):.1f} ms of CPU time)")  # fmt: skip
    for label, config in CONFIGS.items():
        rng = random.Random(args.seed)
        random_game(config, rng)  # warm the caches
        steps: list[int] = []
        rate, ms, scaled = yardstick.rates(counted(config, rng, steps), args.games)
        print(f"{label}: {rate:.1f} random games/s of CPU time "
              f"({sum(steps) / args.games:.0f} actions a game); the yardstick {ms:.1f} ms "
              f"of CPU time between them: {scaled:.1f}/s on the 34 ms machine")  # fmt: skip
        timings: dict[str, list[float]] = {}
        for _ in range(max(4, args.games // 4)):
            random_game(config, rng, timings)
        for phase in ("choice", "planning", "production", "module"):
            t = timings.get(phase, [])
            if t:
                print(f"  legal actions in {phase}: p99 {p99(t) * 1e3:.3f} ms, "
                      f"max {max(t) * 1e3:.3f} ms over {len(t)} calls")  # fmt: skip


if __name__ == "__main__":
    main()
