"""The `tavolata` command: play a headless game, replay a record.

tavolata play --headless --players N [--board A|B] [--seed S] [--bots greedy,random]
              [--variant NAME ...] [--record FILE] [--quiet]
tavolata replay FILE [--verify]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from core import bots
from core.api import Action

GAME = "eight_minute_empire"
VARIANTS = ("goods_tiles", "die_tiebreak", "long_game")


def _bot_list(text: str, players: int) -> list[str]:
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    for kind in kinds:
        if kind not in bots.KINDS:
            known = ", ".join(sorted(bots.KINDS))
            raise SystemExit(f"tavolata: unknown bot {kind!r}; bots: {known}")
    if not kinds:
        raise SystemExit("tavolata: --bots needs at least one bot kind")
    return [kinds[i % len(kinds)] for i in range(players)]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tavolata", description="A board-game table for the LAN.")
    parser.add_argument("--version", action="version", version=f"tavolata {_version()}")
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play a game of bots and print it")
    play.add_argument("--headless", action="store_true", help="no window: print the game")
    play.add_argument("--players", type=int, default=3, help="2 to 5 (default 3)")
    play.add_argument("--board", choices=("A", "B"), default="A", help="board side")
    play.add_argument("--seed", type=int, default=None, help="makes the game repeatable")
    play.add_argument("--bots", default="greedy", help="bot kinds for the seats, in turn")
    play.add_argument(
        "--variant",
        action="append",
        choices=VARIANTS,
        default=[],
        help="a rules variant (repeatable)",
    )
    play.add_argument(
        "--youngest", default=None, help="seats from youngest to oldest, e.g. 2,0,1 (bid tie-break)"
    )
    play.add_argument("--record", metavar="FILE", help="write the game record to FILE")
    play.add_argument("--quiet", action="store_true", help="print only the scores")
    replay = sub.add_parser("replay", help="replay a record and print its final state hash")
    replay.add_argument("file", help="a record file")
    replay.add_argument("--verify", action="store_true", help="check every recorded hash")
    return parser


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tavolata")
    except PackageNotFoundError:
        return "unknown"


def _play(args: argparse.Namespace) -> int:
    import random

    from client import headless, report
    from core import registry
    from net.record import RecordWriter

    if not args.headless:
        print("tavolata: the windowed client is not built yet; playing headless.", file=sys.stderr)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    config: dict[str, Any] = {
        "players": args.players,
        "board": args.board,
        "variants": args.variant,
    }
    if args.youngest:
        config["youngest"] = [int(x) for x in args.youngest.split(",")]
    game = registry.get(GAME)
    try:
        config = game.normalize_config(config)
    except ValueError as exc:
        print(f"tavolata: {exc}", file=sys.stderr)
        return 2
    kinds = _bot_list(args.bots, args.players)
    names = [f"Player {i + 1} ({kind})" for i, kind in enumerate(kinds)]
    seats = [{"name": name, "kind": f"bot:{kind}"} for name, kind in zip(names, kinds)]
    print(f"Eight-Minute Empire, {args.players} players, board {args.board}, seed {seed}")

    def log(state: Any, action: Action) -> None:
        if args.quiet:
            return
        if action[0] == "take":  # a heading per turn keeps a long log readable
            print(f"\nTurn {game.observation(state, None)['turn'] + 1}")
        print("  " + game.describe_action(state, action, names))

    writer = RecordWriter(args.record, GAME, config, seats) if args.record else None
    try:
        result = headless.play(GAME, config, kinds, seed, on_action=log, record=writer)
    finally:
        if writer is not None:
            writer.close()
    print(report.final_scores(game.observation(result.state, None), names))
    print(f"{result.actions} actions; final state {result.final_hash}")
    if args.record:
        print(f"record written to {args.record}")
    return 0


def _replay(args: argparse.Namespace) -> int:
    from net.record import RecordError, load, replay

    try:
        outcome = replay(load(args.file), verify=args.verify)
    except RecordError as exc:
        print(f"tavolata: {exc}", file=sys.stderr)
        return 1
    checked = " (every state hash verified)" if args.verify else ""
    print(f"{outcome.actions} actions replayed{checked}")
    print(outcome.final_hash)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `tavolata` console script."""
    args = _parser().parse_args(argv)
    if args.command == "play":
        return _play(args)
    return _replay(args)


if __name__ == "__main__":
    sys.exit(main())
