"""The `tavolata` command: the windowed client, headless tables, local games, replays.

tavolata [--interface ADDR]                       the windowed client: the lobby
tavolata play --headless --players N [--edition classic|legends] [--board A|B|T|ring]
              [--bots greedy,random] [--variant NAME ...]
              [--interface ADDR] [--quiet]        a table of bot peers, one process each
tavolata play --headless --local [--seed S] [--record FILE] ...   the same game in one process
tavolata host --headless --name TABLE --players N [--player NAME] [--bot KIND] [--edition E]
              [--board A|B|T|ring]
              [--variant NAME ...] [--interface ADDR] [--port P] [--record FILE] [--quiet]
tavolata join --headless (--table TABLE | --address HOST:PORT) [--player NAME] [--bot KIND]
              [--interface ADDR] [--record FILE] [--quiet]
tavolata replay FILE [--verify]
tavolata lab --peers N --games K [--seed S] [faults...] [--report FILE]   (docs/lab.md)
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.api import Action

BOT_KINDS = ("greedy", "random")  # core.bots.KINDS, without importing the bots at start-up

GAME = "eight_minute_empire"
VARIANTS = ("goods_tiles", "die_tiebreak", "long_game")
# Legends (core/games/eight_minute_empire/legends/state.py VARIANTS; the config check is there).
LEGENDS_VARIANTS = (
    "exploration_tokens",
    "fortress_tokens",
    "raging_dragon",
    "magic_portals",
    "bandits",
    "leaders",
)
EDITIONS = ("classic", "legends")
BOARDS = ("A", "B", "T", "ring")  # classic sides; Legends layouts


def _bot_list(text: str, players: int) -> list[str]:
    from core import bots

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
    parser.add_argument("--version", action=_VersionAction, help="print the version and exit")
    parser.add_argument(
        "--interface",
        dest="gui_interface",
        metavar="ADDR",
        default=None,
        help="the one address to discover and play on (default: $TAVOLATA_INTERFACE, else all)",
    )
    parser.add_argument("--smoke", action="store_true", help=argparse.SUPPRESS)  # benchmarks
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="play a game of bots and print it")
    play.add_argument("--headless", action="store_true", help="no window: print the game")
    play.add_argument("--players", type=int, default=3, help="2 to 5 (default 3)")
    play.add_argument("--edition", choices=EDITIONS, default="classic", help="classic or legends")
    play.add_argument("--board", choices=BOARDS, default=None, help="side A|B, or layout T|ring")
    play.add_argument("--seed", type=int, default=None, help="makes the game repeatable")
    play.add_argument("--bots", default="greedy", help="bot kinds for the seats, in turn")
    play.add_argument(
        "--variant",
        action="append",
        choices=VARIANTS + LEGENDS_VARIANTS,
        default=[],
        help="a rules variant (repeatable)",
    )
    play.add_argument(
        "--youngest", default=None, help="seats from youngest to oldest, e.g. 2,0,1 (bid tie-break)"
    )
    play.add_argument("--record", metavar="FILE", help="write the game record to FILE (--local)")
    play.add_argument("--quiet", action="store_true", help="print only the scores")
    play.add_argument(
        "--local", action="store_true", help="one process, no network (implied by --seed)"
    )
    play.add_argument(
        "--interface", default=None, help="headless: the peers' address (default 127.0.0.1)"
    )
    host = sub.add_parser("host", help="host a table on the network and play one seat")
    host.add_argument("--name", required=True, help="the table's name, as lobbies show it")
    host.add_argument("--players", type=int, default=3, help="seats at the table, 2 to 5")
    host.add_argument("--game", default=GAME, help=f"the game (default {GAME})")
    host.add_argument("--edition", choices=EDITIONS, default="classic", help="classic or legends")
    host.add_argument("--board", choices=BOARDS, default=None, help="side A|B, or layout T|ring")
    host.add_argument("--variant", action="append", choices=VARIANTS + LEGENDS_VARIANTS, default=[])
    host.add_argument(
        "--no-announce", action="store_true", help="no zeroconf: players join by --address"
    )
    join = sub.add_parser("join", help="join a table on the network and play one seat")
    where = join.add_mutually_exclusive_group(required=True)
    where.add_argument("--table", help="the table's name (found with zeroconf)")
    where.add_argument("--address", help="HOST:PORT, when multicast discovery is blocked")
    for p in (host, join):
        p.add_argument("--headless", action="store_true", help="no window: print the game")
        p.add_argument("--player", default=None, help="your player profile (default: user name)")
        p.add_argument("--bot", default="greedy", choices=BOT_KINDS, help="seat's bot")
        p.add_argument("--interface", default=None, help="the one address to use, e.g. 127.0.0.1")
        p.add_argument("--record", metavar="FILE", help="record file; an existing one resumes")
        p.add_argument("--quiet", action="store_true", help="no game log, only notices and scores")
        p.add_argument("--port", type=int, default=0, help="TCP port (default: any free one)")
        p.add_argument("--timings", metavar="FILE", help=argparse.SUPPRESS)  # benchmarks
        # The lab (client/lab): the port others dial (its fault proxy), faults to inject.
        p.add_argument("--advertise", type=int, default=None, help=argparse.SUPPRESS)
        p.add_argument("--lab-corrupt", type=int, default=None, help=argparse.SUPPRESS)
        p.add_argument("--lab-order-bug", action="store_true", help=argparse.SUPPRESS)
    from client.lab.options import add_parser as add_lab  # light: argparse only

    add_lab(sub)
    replay = sub.add_parser("replay", help="replay a record and print its final state hash")
    replay.add_argument("file", help="a record file")
    replay.add_argument(
        "--verify",
        action="store_true",
        help="check every recorded hash (network records: exit 0 finished, 1 damaged, "
        "3 interrupted, 4 stopped)",
    )
    return parser


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tavolata")
    except PackageNotFoundError:
        return "unknown"


class _VersionAction(argparse.Action):
    """`--version`, looked up only when asked (importlib.metadata costs 40 ms of start-up)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *_: Any) -> None:
        print(f"tavolata {_version()}")
        parser.exit()


def _config(args: argparse.Namespace) -> dict[str, Any] | None:
    """The game config the options ask for, validated; None after printing why not."""
    from core import registry

    legends = args.edition == "legends"
    config: dict[str, Any] = {
        "players": args.players,
        "edition": args.edition,
        "board": args.board or ("T" if legends else "A"),  # Legends: the default T layout
        "variants": args.variant,
    }
    if getattr(args, "youngest", None):
        config["youngest"] = [int(x) for x in args.youngest.split(",")]
    try:
        return registry.get(getattr(args, "game", GAME)).normalize_config(config)
    except (KeyError, ValueError) as exc:
        print(f"tavolata: {exc}", file=sys.stderr)
        return None


def _play(args: argparse.Namespace) -> int:
    import random

    from client import headless, report
    from client.messages import Speaker
    from core import registry
    from net.record import RecordWriter

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    config = _config(args)
    if config is None:
        return 2
    game = registry.get(GAME)
    kinds = _bot_list(args.bots, args.players)
    names = [f"Player {i + 1} ({kind})" for i, kind in enumerate(kinds)]
    seats = [{"name": name, "kind": f"bot:{kind}"} for name, kind in zip(names, kinds)]
    legends = config["edition"] == "legends"
    title = "Eight-Minute Empire: Legends" if legends else "Eight-Minute Empire"
    board = args.board or ("T" if legends else "A")
    print(f"{title}, {args.players} players, board {board}, seed {seed}")
    say = Speaker(GAME, config, names)

    def log(state: Any, action: Action) -> None:
        if args.quiet:
            return
        if action[0] == "take":  # a heading per turn keeps a long log readable
            print(f"\nTurn {game.observation(state, None)['turn'] + 1}")
        print("  " + say(game.describe_action(state, action)))

    writer = RecordWriter(args.record, GAME, config, seats) if args.record else None
    try:
        result = headless.play(GAME, config, kinds, seed, on_action=log, record=writer)
    finally:
        if writer is not None:
            writer.close()
    print(report.final_scores(game.observation(result.state, None), say))
    print(f"{result.actions} actions; final state {result.final_hash}")
    if args.record:
        print(f"record written to {args.record}")
    return 0


def _replay_network(text: str, path: str, verify: bool) -> int:
    """A version-2 (network) record: every signature, chain and state hash is checked.

    With --verify the exit code is the verdict's: 0 finished, 1 damaged, 3 interrupted,
    4 stopped (docs/records.md); without, 0 for any record that is not damaged."""
    from net.desync import report_text
    from net.netrecord import verify_text
    from net.record import RecordError

    try:
        outcome = verify_text(text)
    except RecordError as exc:
        print(f"tavolata: {path}: {exc}", file=sys.stderr)
        return 1
    for warning in outcome.warnings:
        print(f"! {warning}")
    for report in outcome.desyncs:
        print(report_text(report))
    state = "finished" if outcome.finished else "not finished"
    print(
        f"{len(outcome.applied)} actions replayed from {outcome.messages} signed messages; "
        f"every signature, chain and state hash verified; the game is {state}"
    )
    print(outcome.verdict_text())
    print(outcome.final_hash or "no game started")
    return outcome.exit_code if verify else 0


def _replay(args: argparse.Namespace) -> int:
    from pathlib import Path

    from net.netrecord import VERSION, version_of
    from net.record import RecordError, load, replay

    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"tavolata: {args.file}: cannot read the record ({exc})", file=sys.stderr)
        return 1
    if version_of(text) == VERSION:
        return _replay_network(text, args.file, args.verify)
    try:
        outcome = replay(load(args.file), verify=args.verify)
    except RecordError as exc:
        print(f"tavolata: {exc}", file=sys.stderr)
        return 1
    checked = " (every state hash verified)" if args.verify else ""
    print(f"{outcome.actions} actions replayed{checked}")
    print(outcome.final_hash)
    return 0


def _peer(args: argparse.Namespace) -> int:
    import asyncio
    import getpass
    from pathlib import Path

    from client import netplay

    options = netplay.Options(
        name=args.player or getpass.getuser() or "player",
        bot=args.bot,
        interface=args.interface,
        record=Path(args.record) if args.record else None,
        quiet=args.quiet,
        timings=Path(args.timings) if args.timings else None,
        advertise=args.advertise,
        lab_corrupt=args.lab_corrupt,
        lab_order_bug=args.lab_order_bug,
    )
    try:
        if args.command == "host":
            config = _config(args)
            if config is None:
                return 2
            run = netplay.host(
                options, args.players, config, args.name, args.port, args.game, not args.no_announce
            )
        else:
            run = netplay.join(options, args.table, args.address, args.port)
        return asyncio.run(run)
    except KeyboardInterrupt:
        print("tavolata: interrupted; run the same command again to resume", file=sys.stderr)
        return 130
    except (OSError, ValueError) as exc:
        print(f"tavolata: {exc}", file=sys.stderr)
        return 2


def _windowed(args: argparse.Namespace) -> bool:
    """`play` opens the window when asked for nothing headless and a display is there."""
    import os

    display = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    return not args.headless and bool(display) and not (args.local or args.seed or args.record)


def _window(args: argparse.Namespace) -> int:
    from client.gui import app

    return app.run(args.gui_interface or getattr(args, "interface", None), args.smoke)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `tavolata` console script."""
    args = _parser().parse_args(argv)
    if args.command is None or (args.command == "play" and _windowed(args)):
        return _window(args)
    if args.command == "play":
        args.interface = args.interface or "127.0.0.1"
        if args.local or args.seed is not None or args.record:
            return _play(args)
        from client import localtable

        return localtable.play(args)
    if args.command in ("host", "join"):
        return _peer(args)
    if args.command == "lab":
        from client.lab import cli as lab

        return lab.run(args, list(argv) if argv is not None else None)
    return _replay(args)


if __name__ == "__main__":
    sys.exit(main())
