"""Tash-Kalar rules benchmark: random games per second and legal-action generation time.

    python benchmarks/tash_kalar.py [--games N] [--seed S]

Random games: every decision a uniformly random legal action of the seat's truthful ones
(its own knowledge, as a bot or the window asks), never ("concede",) (a random concession
would end most games after a few turns); the first player drawn uniformly; every reveal
performed by the plain in-memory dealer (core/dealer.py). One process, one core.
Targets (issue 17): at least 50 random 2-player High Form games per second, the same
for a 4-player melee, and legal-action generation under 5 ms at the 99th percentile of the
decision nodes met (the window highlights summon targets live). The public superset
(no knowledge: every claim nobody can refute yet, what the lockstep checks a received
action against) is timed too. On a shared machine the games per second of CPU time
(process_time) say more than the wall clock's, and the legal-action times are the thread's
CPU time (thread_time: a preempted call would time the other processes, up to a scheduler
tick of 4 ms, not the rules); compare versions in the same run,
interleaved (tests/core/test_tk_pinned.py checks that a faster core plays the same games).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core import registry
from core.api import CHANCE, REVEAL, TERMINAL
from core.dealer import PlainDealer

GAME = registry.get("tash_kalar")
CONFIGS = {
    "2-player High Form": {"players": 2, "form": "high_form"},
    "4-player melee": {"players": 4, "form": "deathmatch"},
}


def random_game(
    config: dict,
    rng: random.Random,
    timings: list[float] | None = None,
    busiest: list[tuple[int, float]] | None = None,
    public: bool = False,
) -> int:
    """Play one random game; how many actions. With `timings`, time every legal-action
    generation (seconds of the thread's CPU time) into it: the seat's own list, or with
    `public` the superset without knowledge (what the lockstep checks a received action
    against); with `busiest`, (how many actions, seconds) too."""
    g = GAME
    state = g.initial_state(config)
    dealer = PlainDealer(config["players"], lambda deck, n: rng.sample(range(n), n))
    steps = 0
    while (player := g.current_player(state)) != TERMINAL:
        if player == REVEAL:
            action = dealer.next_action(g, state)
        elif player == CHANCE:
            action = rng.choice([a for a, _ in g.chance_outcomes(state)])
        else:
            knowledge = dealer.knowledge(player)
            t0 = time.thread_time()
            legal = g.legal_actions(state, player, None if public else knowledge)
            spent = time.thread_time() - t0
            if timings is not None:
                timings.append(spent)
                if busiest is not None:
                    busiest.append((len(legal), spent))
            if public:  # the move itself is still one of the seat's truthful ones
                legal = g.legal_actions(state, player, knowledge)
            legal = [a for a in legal if a != ("concede",)]
            action = legal[rng.randrange(len(legal))]
        state = g.apply_action(state, action)
        steps += 1
    return steps


def public_timings(config: dict, seed: int, games: int) -> list[float]:
    """Legal-action generation without knowledge (the public superset), per decision
    (seconds of the thread's CPU time)."""
    rng = random.Random(seed)
    out: list[float] = []
    for _ in range(games):
        random_game(config, rng, out, public=True)
    return out


def p99(values: list[float]) -> float:
    """The 99th percentile."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for label, config in CONFIGS.items():
        rng = random.Random(args.seed)
        random_game(config, rng)  # warm the caches of card data and placements
        t0, c0 = time.perf_counter(), time.process_time()
        steps = sum(random_game(config, rng) for _ in range(args.games))
        elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
        print(f"{label}: {args.games / elapsed:.1f} random games/s "
              f"({args.games / cpu:.1f} of CPU time; "
              f"{steps / args.games:.0f} actions a game)")  # fmt: skip
        timings: list[float] = []
        busy: list[tuple[int, float]] = []
        for _ in range(max(4, args.games // 4)):
            random_game(config, rng, timings, busy)
        busy.sort()
        top = [t for _, t in busy[-max(1, len(busy) // 10) :]]  # the tenth with most choices
        print(f"  legal actions with the seat's knowledge (CPU time): "
              f"p99 {p99(timings) * 1e3:.2f} ms, "
              f"max {max(timings) * 1e3:.2f} ms over {len(timings)} decisions")  # fmt: skip
        print(f"  at the busiest tenth of positions ({busy[-len(top)][0]}+ choices): "
              f"p99 {p99(top) * 1e3:.2f} ms")  # fmt: skip
        public = public_timings(config, args.seed + 1, max(2, args.games // 10))
        print(f"  public superset (no knowledge): p99 {p99(public) * 1e3:.2f} ms, "
              f"max {max(public) * 1e3:.2f} ms")  # fmt: skip


if __name__ == "__main__":
    main()
