"""Bot matches: the search bot's win rate against other bots, and its search speed.

    python benchmarks/bots.py [--game eight_minute_empire] [--config '{"players": 2}']
        [--rotate '{"threat": ["sisters", "dragons"]}'] [--bots mcts:hard,greedy]
        [--games 40] [--seconds 1.0] [--workers 2] [--seed 0]

The first kind of --bots is the subject; the other seats take the remaining kinds in turn
(`--bots mcts:hard,greedy` at 4 players: 1 hard and 3 greedy). Game k puts the subject at
seat k mod players, so seats alternate. Each game is played like client/headless.py does
(chance from the seed, reveals from a plain dealer, each bot its own seat's knowledge),
in `--workers` processes. Prints the subject's win rate (a win: first in the game's
ranking) with its 95% Wilson interval, its mean time per searched move, and the search's
iterations per second (this shows where the rules core is slow). `--seconds` gives search
bots a time per move (mcts:hard:1.0); without it they run their level's iteration budget
whole, with no clock (a level's cap in seconds is not applied: the same games whatever the
machine's load).
`--rotate` sets config keys per game, each value in turn for a whole round of seats (2
players: games 0-1 the first value, 2-3 the second...), so each value meets every seat.

`--speed`: no match; the search's iterations per CPU second over the first 15 decisions of
3 seeded games at 200 iterations a decision, and a digest of its choices (the same digest
before and after a change: it chose the same; CPU time, so other work running does not
change the figure much). `--iterations N` and `--decisions N` change the budget and the
count, `--games N` the seeds (0..N-1), and `--skip N` has the greedy bot play the first N
decisions the search would have made (untimed, not in the digest), so that later
decisions are measured: `--skip 60 --decisions 10 --iterations 1000` measures the hard
level's budget late in an It's a Wonderful Kingdom game (both seats search).

Issue 18's full runs (1 s a move; hours each on this machine; docs/bots.md has their
figures). Each keeps its finished games in benchmarks/matches/ and, started again, plays
only the rest; run nothing else meanwhile (a timed search starves):
    M="--games 200 --seconds 1.0 --workers 2 --seed 1000 --results benchmarks/matches"
    python benchmarks/bots.py $M/classic2.jsonl   (the 2-player classic match's file of
        games was not kept: only its totals, in docs/bots.md)
    python benchmarks/bots.py $M/eme4.jsonl --config '{"players": 4}'
    python benchmarks/bots.py $M/legends2.jsonl --config '{"players": 2, "edition": "legends"}'
    python benchmarks/bots.py $M/tk2.jsonl --game tash_kalar
        --config '{"players": 2, "form": "high_form"}'
Issue 30's It's a Wonderful Kingdom match, at 0.5 s a move (not 1 s: a game has ~50
searched decisions, so 200 games at 1 s a move would take ~90 minutes on 2 workers):
    python benchmarks/bots.py --game wonderful_kingdom --games 200 --seconds 0.5
        --workers 2 --seed 1000 --results benchmarks/matches/wk2_threat.jsonl
        --config '{"players": 2, "module": "threat"}'
        --rotate '{"threat": ["sisters", "swallowers", "dragons", "illusionists"]}'
Issue 29's Bellum Magia match, the hard level's own budget (1,000 iterations a move, no
clock: the same games whatever the load; about 0.7 s a move on a quiet machine, some 45
searched decisions a game, so about 1.8 CPU hours; benchmarks/matches/bm2_hard.jsonl keeps
the games played so far):
    python benchmarks/bots.py --game bellum_magia --bots mcts:hard,greedy --games 200
        --workers 2 --seed 1000 --results benchmarks/matches/bm2_hard.jsonl
Issue 30's Threat match again at the hard level's own budget (no clock; ~50 searched
decisions a game; benchmarks/matches/wk2_threat_hard.jsonl keeps its 200 games, 160 won):
    python benchmarks/bots.py --game wonderful_kingdom --bots mcts:hard,greedy --games 200
        --workers 2 --seed 1000 --results benchmarks/matches/wk2_threat_hard.jsonl
        --config '{"players": 2, "module": "threat"}'
        --rotate '{"threat": ["sisters", "swallowers", "dragons", "illusionists"]}'
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import random
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from client.headless import pick_outcome, plain_dealer
from core import bots, registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL
from core.bots import levels, mcts

Job = tuple[str, dict[str, Any], tuple[str, ...], int, int]
SPEED_DECISIONS, SPEED_ITERATIONS = 15, 200  # --speed: per game, per decision


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _table_action(game: Any, state: Any, player: int, chance: random.Random, dealer: Any) -> Any:
    """The action at a chance or reveal node, as client/headless.py plays it; None at a
    seat's node."""
    if player == CHANCE:
        return pick_outcome(game.chance_outcomes(state), chance)
    if player == REVEAL:
        return dealer.next_action(game, state)
    return None


def _seat(game: Any, state: Any, player: int, players: int) -> int:
    """The seat that decides: `player`, or at a simultaneous node the first still to."""
    if player != SIMULTANEOUS:
        return player
    return next(s for s in range(players) if game.legal_actions(state, s))


def play_one(job: Job) -> dict[str, Any]:
    """One seeded game; the subject's place and its searches' iterations and seconds."""
    game_name, config, kinds, seed, subject = job
    game = registry.get(game_name)
    state = game.initial_state(config)
    chance = random.Random(f"chance:{seed}")
    dealer = plain_dealer(len(kinds), seed)
    rngs = [random.Random(f"seat:{seed}:{i}") for i in range(len(kinds))]
    iterations, seconds, moves, slowest = 0, 0.0, 0, 0.0
    while (player := game.current_player(state)) != TERMINAL:
        action = _table_action(game, state, player, chance, dealer)
        if action is None:
            player = _seat(game, state, player, len(kinds))
            decision = bots.decide(game, state, player, dealer.knowledge(player))
            kind = kinds[player]
            if not levels.is_search(kind):
                action = bots.choose(kind, game, decision, rngs[player])
            else:
                start = time.perf_counter()
                budget = levels.budget(kind)
                # a level's budget runs whole, with no clock: the level's cap in seconds is
                # for a slow machine at play; here a loaded machine would cut some searches
                # short, and the match would measure the load, not the level
                clock = time.monotonic if budget.iterations == levels.TIMED_ITERATIONS else None
                action, result = mcts.choose_traced(game, decision, rngs[player], budget, clock)
                if result is not None and player == subject:
                    took = time.perf_counter() - start
                    seconds, slowest = seconds + took, max(slowest, took)
                    iterations += result.iterations
                    moves += 1
        state = game.apply_action(state, action)
    ranking = game.ranking(state)
    return {
        "place": ranking.index(subject),
        "iterations": iterations,
        "seconds": seconds,
        "moves": moves,
        "slowest": slowest,
    }


def search_speed(
    game_name: str,
    config: dict[str, Any],
    games: int = 3,
    decisions: int = SPEED_DECISIONS,
    iterations: int = SPEED_ITERATIONS,
    skip: int = 0,
) -> None:
    """Print the search's iterations per CPU second and a digest of its choices: over
    `decisions` searched decisions of each game after the first `skip` (played greedily)."""
    game = registry.get(game_name)
    players = game.normalize_config(config)["players"]
    budget = replace(levels.budget("mcts:hard"), iterations=iterations)
    total, seconds, slowest, choices = 0, 0.0, 0.0, []
    for seed in range(games):
        state = game.initial_state(config)
        chance, dealer = random.Random(f"chance:{seed}"), plain_dealer(players, seed)
        rng = random.Random(seed)
        searched, skipped = 0, 0
        while searched < decisions and (player := game.current_player(state)) != TERMINAL:
            action = _table_action(game, state, player, chance, dealer)
            if action is None:
                player = _seat(game, state, player, players)
                decision = bots.decide(game, state, player, dealer.knowledge(player))
                if skipped < skip and decision.can_preview and len(decision.actions) > 1:
                    action = bots.choose("greedy", game, decision, rng)
                    skipped += 1
                    state = game.apply_action(state, action)
                    continue
                start = time.process_time()
                action, result = mcts.choose_traced(game, decision, rng, budget)
                if result is not None:
                    took = time.process_time() - start
                    seconds, slowest = seconds + took, max(slowest, took)
                    total += result.iterations
                    searched += 1
                    choices.append(action)
            state = game.apply_action(state, action)
    digest = hashlib.sha256(repr(choices).encode()).hexdigest()[:12]
    after = f" after {skip} greedy" if skip else ""
    print(
        f"{game_name} {json.dumps(config)}: {total} iterations in {len(choices)} decisions{after}"
    )
    print(
        f"  {total / seconds:.0f} iterations per CPU second, {seconds / len(choices):.2f} CPU s "
        f"a decision (slowest {slowest:.2f} s); choices {digest}"
    )


def jobs(args: argparse.Namespace, players: int) -> list[Job]:
    """The games of the match: the subject's seat alternates; with --rotate, each option's
    values in turn, one value per round of seats (so each value meets every seat)."""
    kinds = [levels.timed(k.strip(), args.seconds) for k in args.bots.split(",")]
    out = []
    for k in range(args.games):
        subject = k % players
        others = iter(kinds[1:] * players)
        seats = tuple(kinds[0] if s == subject else next(others) for s in range(players))
        config = dict(args.config)
        for key, values in (args.rotate or {}).items():
            config[key] = values[(k // players) % len(values)]
        out.append((args.game, config, seats, args.seed + k, subject))
    return out


def _key(job: Job) -> str:
    """A game's identity in a --results file: its game, config, seats, seed and subject."""
    return json.dumps(job, sort_keys=True)


def _kept(path: Path, todo: list[Job]) -> dict[str, dict[str, Any]]:
    """The results of this match's games already in `path` (other matches' are ignored)."""
    wanted = {_key(job) for job in todo}
    kept: dict[str, dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                entry = json.loads(line)
            except ValueError:
                continue  # a line cut short when a run was stopped
            key = entry.pop("job", None)
            if key in wanted:
                kept[key] = entry
    return kept


def report(args: argparse.Namespace, results: list[dict[str, Any]], wall: float) -> None:
    """Print the win rate with its interval and the search's speed."""
    n = len(results)
    wins = sum(r["place"] == 0 for r in results)
    low, high = wilson(wins, n)
    iters = sum(r["iterations"] for r in results)
    secs = sum(r["seconds"] for r in results)
    moves = sum(r["moves"] for r in results)
    subject = levels.timed(args.bots.split(",")[0], args.seconds)
    rotated = f" rotating {json.dumps(args.rotate)}" if args.rotate else ""
    print(
        f"{args.game} {json.dumps(args.config)}{rotated}: {subject} vs {args.bots.split(',')[1:]}"
    )
    print(f"  wins {wins}/{n} = {wins / n:.1%}  (95% Wilson {low:.1%} - {high:.1%})")
    if moves:
        print(
            f"  searched moves {moves}, {secs / moves:.2f} s a move, "
            f"slowest {max(r['slowest'] for r in results):.2f} s, {iters / secs:.0f} iterations/s"
        )
    print(f"  wall {wall:.0f} s with {args.workers} workers")


def main() -> None:
    """Parse the options, play the match in worker processes, report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="eight_minute_empire")
    parser.add_argument("--config", type=json.loads, default={"players": 2})
    parser.add_argument("--bots", default="mcts:hard,greedy")
    parser.add_argument(
        "--rotate", type=json.loads, default=None, help='config values in turn: {"key": [v, ...]}'
    )
    parser.add_argument("--games", type=int, default=None, help="40; with --speed, 3")
    parser.add_argument("--seconds", type=float, default=None, help="time per search move")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--results", type=Path, default=None, help="a file of finished games: kept, resumed"
    )
    parser.add_argument("--speed", action="store_true", help="the search's speed, no match")
    parser.add_argument("--iterations", type=int, default=SPEED_ITERATIONS, help="--speed's")
    parser.add_argument("--decisions", type=int, default=SPEED_DECISIONS, help="--speed's")
    parser.add_argument("--skip", type=int, default=0, help="--speed: decisions played greedily")
    args = parser.parse_args()
    if args.speed:
        search_speed(
            args.game, args.config, args.games or 3, args.decisions, args.iterations, args.skip
        )
        return
    args.games = args.games or 40
    game = registry.get(args.game)
    players = game.normalize_config(args.config)["players"]
    start = time.perf_counter()
    todo = jobs(args, players)
    results = _kept(args.results, todo) if args.results else {}
    out = args.results.open("a", encoding="utf-8") if args.results else None
    with multiprocessing.Pool(args.workers) as pool:
        left = [job for job in todo if _key(job) not in results]
        # A running tally on stderr, and each game kept in --results as it ends: a run of
        # hours that is stopped still tells its figures, and goes on where it stopped.
        for job, result in zip(left, pool.imap(play_one, left, chunksize=1), strict=True):
            results[_key(job)] = result
            if out is not None:
                out.write(json.dumps({"job": _key(job), **result}) + "\n")
                out.flush()
            if len(results) % 10 == 0:
                wins = sum(r["place"] == 0 for r in results.values())
                print(f"  ... {wins}/{len(results)} won", file=sys.stderr, flush=True)
    report(args, list(results.values()), time.perf_counter() - start)


if __name__ == "__main__":
    main()
