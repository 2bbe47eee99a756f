"""`tavolata lab`: games of bot peers under faults, and a report of every desync.

    tavolata lab --peers 3 --games 2 --loss 10 --delay 50:20 --corrupt 1@40 --report lab.json

Exit code 0 when every game ended, lost nothing, and every injected desync was detected
and reported as expected; 1 otherwise; 2 for options that cannot be understood.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from client import headless, tableopts
from client.lab import faults as parse
from client.lab import report
from client.lab.faults import Faults
from client.lab.game import GameRun
from client.lab.proxy import LinkFaults
from core import hidden, registry

# A game with a withheld share: named 5 s after its node opened, given up 10 s later (not
# the protocol's 30 s and 120 s; docs/lab.md, "Hidden information").
SHORT_DEADLINES = "5:10"


def faults_of(args: argparse.Namespace) -> Faults:
    """The faults the options ask for (FaultError with a sentence if they cannot be read)."""
    delay, jitter = parse.delay(args.delay) if args.delay else (0.0, 0.0)
    link = LinkFaults(
        delay=delay,
        jitter=jitter,
        loss=parse.percent(args.loss, "--loss") if args.loss else 0.0,
        duplicate=parse.percent(args.duplicate, "--duplicate") if args.duplicate else 0.0,
        reorder=parse.percent(args.reorder, "--reorder") if args.reorder else 0.0,
    )
    return Faults(
        link,
        partitions=tuple(parse.partition(p) for p in args.partition),
        kills=tuple(parse.kill(k) for k in args.kill),
        corrupt=tuple(parse.corrupt(c) for c in args.corrupt),
        nondeterministic=tuple(parse.nondeterminism(n) for n in args.nondeterminism),
        cheats=tuple(
            parse.cheat(kind, text)
            for kind in parse.CHEATS
            for text in getattr(args, kind)
        ),
        leaks=tuple(parse.leak(text) for text in args.leak),
    )


def with_secrets(args: argparse.Namespace) -> bool:
    """Whether the game and options have secrets (core.hidden.uses_secrets)."""
    info = registry.info(args.game)
    config = tableopts.config(info, args, args.peers)
    return hidden.uses_secrets(registry.get(args.game), config)


def deadlines_of(args: argparse.Namespace, faults: Faults) -> str | None:
    """The peers' hidden-information deadlines ("D:A" seconds): --reveal-deadlines, else
    SHORT_DEADLINES for a game with a withheld share, else the protocol's (None)."""
    if args.reveal_deadlines:
        return "{:g}:{:g}".format(*parse.deadlines(args.reveal_deadlines))
    if any(c.kind == "withhold" for c in faults.cheats):
        return SHORT_DEADLINES
    return None


def game_args(args: argparse.Namespace) -> list[str]:
    """`--game` and the options for the host's command line (ValueError with a sentence when
    the game refuses them, e.g. for --peers it cannot seat)."""
    info = registry.info(args.game)
    tableopts.config(info, args, args.peers)
    return tableopts.flags(info, tableopts.options(info, args))


def local_length(args: argparse.Namespace, bots: tuple[str, ...], seed: int) -> int:
    """The actions of one quick game of the same options, bots and seed, played here with
    the pure core (client/headless.py): how long the lab's games are, about (their chance
    comes from the peers' beacon, so each one's length varies around it)."""
    config = tableopts.config(registry.info(args.game), args, args.peers)
    kinds = [bots[seat % len(bots)] for seat in range(args.peers)]
    return headless.play(args.game, config, kinds, seed).actions


def run(args: argparse.Namespace, argv: list[str] | None = None) -> int:
    """Play the games; print the summary; write the report; the exit code."""
    try:
        game = game_args(args)
        fixed = faults_of(args)
        fixed.check(args.peers)
        secrets = with_secrets(args)
        deadlines_of(args, fixed)  # readable?
        if (fixed.cheats or fixed.leaks) and not secrets:
            raise parse.FaultError("hidden-information faults need a game with secrets")
    except ValueError as exc:  # a FaultError, or options the game refuses
        print(f"tavolata lab: {exc}", file=sys.stderr)
        return 2
    if args.netns:
        from client.lab import netns

        problem = netns.unsupported(fixed) or netns.unavailable()
        if problem:
            print(f"tavolata lab: --netns: {problem}", file=sys.stderr)
            return 2
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    rng = random.Random(seed)
    folder = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="tavolata-lab-"))
    bots = tuple(b.strip() for b in args.bots.split(",") if b.strip()) or ("greedy",)
    print(f"lab: {args.games} game(s) of {args.peers} peers, seed {seed}", flush=True)
    length = local_length(args, bots, seed) if args.random_faults else 0
    if args.random_faults:
        low, high = parse.fault_span(length)
        print(f"lab: a local game lasts {length} actions: faults at actions {low}-{high - 1}")
    specs = []
    for number in range(args.games):  # drawn up front: the faults do not depend on timing
        faults = (
            parse.random_faults(rng, args.peers, length, secrets) if args.random_faults else fixed
        )
        if args.netns:
            from client.lab import netns

            faults = netns.netns_faults(faults)  # a soak's: only what namespaces can do
        specs.append((number, faults, random.Random(rng.randrange(1 << 31))))
    jobs = 1 if args.netns else max(1, args.jobs)
    started = time.monotonic()
    try:
        games = asyncio.run(_games(args, specs, folder, bots, game, jobs, secrets))
    finally:
        if not args.keep:
            shutil.rmtree(folder, ignore_errors=True)
    total = report.summary(games, time.monotonic() - started)
    print("lab summary: " + ", ".join(f"{k} {v}" for k, v in total.items()), flush=True)
    if args.report:
        data = {
            "format": report.FORMAT,
            "version": report.VERSION,
            "command": " ".join(["tavolata", *(argv or sys.argv[1:])]),
            "seed": seed,
            "peers": args.peers,
            "faults": None if args.random_faults else fixed.as_json(),
            "games": games,
            "summary": total,
        }
        Path(args.report).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        print(f"lab: report written to {args.report}")
    return 0 if all(report.ok(g) for g in games) else 1


async def _games(
    args: argparse.Namespace,
    specs: list[tuple[int, Faults, random.Random]],
    folder: Path,
    bots: tuple[str, ...],
    game_args: list[str],
    jobs: int,
    secrets: bool = False,
) -> list[dict[str, Any]]:
    """Play every game, `jobs` at a time; their reports in game order."""
    slots = asyncio.Semaphore(jobs)

    async def one(number: int, faults: Faults, rng: random.Random) -> dict[str, Any]:
        async with slots:
            game = GameRun(
                number, args.peers, faults, folder / f"game{number}", rng, args.game_timeout, bots,
                game_args=tuple(game_args), secrets=secrets or args.leak_check,
                deadlines=deadlines_of(args, faults),
            )  # fmt: skip
            if args.netns:
                from client.lab import netns

                outcome = await netns.run(game)
            else:
                outcome = await game.run()
            # Verifying records is CPU work: off the loop, where other games' proxies run.
            done = await asyncio.to_thread(report.game_report, game, outcome)
            print(report.text(done), flush=True)
            return done

    return list(await asyncio.gather(*(one(*spec) for spec in specs)))
