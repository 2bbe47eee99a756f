"""Paid card actions the bots throw away (issue 28, point 5), per bot kind.

    python benchmarks/paid_actions.py [--games 200] [--seed 0] [--bots random,greedy,mcts:easy]
        [--config '{"players": 2, "board": "A"}'] [--seconds S]

Eight-Minute Empire: a seat takes a card, paying its slot's coins, then carries out its
action step by step; ("done",) forfeits the rest. For each bot kind, `--games` seeded games
with every seat played by that kind (game k: seed --seed + k; chance, reveals and each
seat's rng seeded as client/headless.py seeds them), counting over every seat:
- paid: cards taken for 1 coin or more;
- nothing done: paid cards whose action ended with no step carried out (no army placed
  or moved, no city, nothing destroyed; choosing a half of an "A / B" card is no step);
- with a use: of those, the ones ended by ("done",) while a step was legal (the rest had
  nothing possible, which the rules skip by themselves);
- cut short: paid cards with a step done, then ("done",) while another step was legal.
Search bots run their level's iteration budget (repeatable); `--seconds` instead gives
them that time a move by the clock (not repeatable; for a slow machine).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from client.headless import pick_outcome, plain_dealer
from core import bots, registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action
from core.bots import levels
from core.games.eight_minute_empire.data import classic_rules
from core.games.eight_minute_empire.legends.data import legends_rules
from core.games.eight_minute_empire.state import Phase

NOT_STEPS = ("done", "choose")  # what a card's action holds besides its steps


@dataclass
class Counts:
    """One kind's tallies over its games (see the module docstring)."""

    paid: int = 0
    nothing: int = 0
    with_use: int = 0
    cut_short: int = 0
    games: int = 0
    seconds: float = 0.0


@dataclass
class Run:
    """The card a seat is carrying out: whether it paid, stepped, forfeited a step."""

    seat: int
    paid: bool
    used: bool = False
    forfeited: bool = False


def _close(run: Run | None, counts: Counts) -> None:
    if run is None or not run.paid:
        return
    counts.paid += 1
    if not run.used:
        counts.nothing += 1
        counts.with_use += run.forfeited
    elif run.forfeited:
        counts.cut_short += 1


def play(
    game: Any, config: dict[str, Any], kind: str, seed: int, counts: Counts, timed: bool = False
) -> None:
    """One seeded game with every seat played by `kind`, tallied into `counts`; `timed`: the
    search thinks by the clock (a kind with seconds), else by its iterations alone."""
    clock = time.monotonic if timed else None
    players = config["players"]
    costs = (legends_rules() if config.get("edition") == "legends" else classic_rules()).costs
    state = game.initial_state(config)
    chance, dealer = random.Random(f"chance:{seed}"), plain_dealer(players, seed)
    rngs = [random.Random(f"seat:{seed}:{i}") for i in range(players)]
    run: Run | None = None
    while (player := game.current_player(state)) != TERMINAL:
        if player == CHANCE:
            action: Action = pick_outcome(game.chance_outcomes(state), chance)
        elif player == REVEAL:
            action = dealer.next_action(game, state)
        else:
            if player == SIMULTANEOUS:
                player = next(s for s in range(players) if game.legal_actions(state, s))
            decision = bots.decide(game, state, player, dealer.knowledge(player))
            action = bots.choose(kind, game, decision, rngs[player], clock)
            if action[0] == "take":
                _close(run, counts)
                run = Run(player, costs[action[1]] > 0)
            elif run is not None and player == run.seat and state.phase is Phase.ACTION:
                if action[0] not in NOT_STEPS:
                    run.used = True
                elif action[0] == "done":
                    run.forfeited |= any(a[0] not in NOT_STEPS for a in decision.actions)
        state = game.apply_action(state, action)
    _close(run, counts)
    counts.games += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", default="random,greedy,mcts:easy")
    parser.add_argument("--config", type=json.loads, default={"players": 2, "board": "A"})
    parser.add_argument("--seconds", type=float, default=None, help="search bots' time a move")
    args = parser.parse_args()
    game = registry.get("eight_minute_empire")
    config = game.normalize_config(args.config)
    print(
        f"eight_minute_empire {json.dumps(args.config)}: {args.games} games a kind, "
        f"seeds {args.seed}..{args.seed + args.games - 1}, every seat the same kind"
    )
    print(
        f"{'kind':<16}{'paid':>7}{'nothing done':>14}{'with a use':>12}{'cut short':>11}"
        f"{'s/game':>8}"
    )
    for kind in args.bots.split(","):
        kind = levels.timed(kind.strip(), args.seconds)
        bots.check(kind)
        counts = Counts()
        start = time.perf_counter()
        for k in range(args.games):
            play(game, config, kind, args.seed + k, counts, args.seconds is not None)
        counts.seconds = time.perf_counter() - start
        print(
            f"{kind:<16}{counts.paid:>7}{counts.nothing:>14}{counts.with_use:>12}"
            f"{counts.cut_short:>11}{counts.seconds / max(counts.games, 1):>8.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
