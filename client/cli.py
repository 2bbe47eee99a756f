"""The `tavolata` command: the windowed client, headless tables, local games, replays.

tavolata [--interface ADDR]                       the windowed client: the lobby
tavolata play --headless [--game NAME] --players N [the game's options]
              [--bots mcts:hard,greedy] [--bot-time SECONDS] [--interface ADDR] [--quiet]
                                                  a table of bot peers, one process each
tavolata play --headless --local [--seed S] [--record FILE] ...   the same game in one process
tavolata host --headless --name TABLE [--game NAME] --players N [the game's options]
              [--player NAME] [--bot KIND] [--bot-time SECONDS] [--interface ADDR] [--port P]
              [--record FILE] [--quiet]
tavolata join --headless (--table TABLE | --address HOST:PORT) [--player NAME] [--bot KIND]
              [--bot-time SECONDS] [--interface ADDR] [--record FILE] [--quiet]
tavolata tables [--watch] [--wait SECONDS] [--interface ADDR]
                                                  the tables a lobby sees (client/tablescmd.py)
tavolata replay FILE [--verify]
tavolata lab [--game NAME] [the game's options] --peers N --games K [--seed S] [faults...]
             [--report FILE]   (docs/lab.md)

A game's options come from its metadata (client/tableopts.py): Eight-Minute Empire's
`--edition classic|legends`, `--board A|B|T|ring`, `--variant NAME ...`; `tavolata play
--game NAME --help` lists any game's. $TAVOLATA_PLUGINS names modules imported first, which
register more games (the tests' Dice Race: TAVOLATA_PLUGINS=tests.tinygame).

Bots (docs/bots.md): greedy, random, and the search bot's levels mcts:easy, mcts:normal,
mcts:hard; `--bot-time 1.5` makes the search bots think 1.5 s a move instead of their
level's iteration budget (for play: a timed game does not replay move for move)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from client.cliargs import parser, window_args

if TYPE_CHECKING:
    from core.api import Action
    from core.meta import GameInfo

PLUGINS = "TAVOLATA_PLUGINS"  # comma-separated modules imported first (tests, plug-in games)
COMMANDS_WITH_GAME = ("play", "host", "lab")  # the subcommands with a game's options
# The hidden options of host/join that arm a lab peer (client/lab/arm.py).
LAB_OPTIONS = ("lab_corrupt", "lab_order_bug", "lab_cheat", "lab_secrets", "lab_leak")


def _config(args: argparse.Namespace) -> dict[str, Any] | None:
    """The game config the options ask for, validated; None after printing why not."""
    from client import tableopts
    from core import registry

    extra = {}
    if getattr(args, "youngest", None):
        extra["youngest"] = [int(x) for x in args.youngest.split(",")]
    try:
        return tableopts.config(registry.info(args.game), args, args.players, **extra)
    except (KeyError, ValueError) as exc:
        print(f"tavolata: {exc}", file=sys.stderr)
        return None


def heading(info: GameInfo, values: dict[str, Any], players: int, seed: int) -> str:
    """The first line of a printed game, e.g. "Eight-Minute Empire: Legends, 3 players,
    board T, seed 5": lobby options not at their default follow the title, the other single
    options are named; a switch (core.meta) only when on, by its label ("two teams of two")."""
    title, named = info.title, []
    for opt in info.options:
        value = values.get(opt.key)
        if opt.many or not isinstance(value, str):
            continue
        choice = opt.choice(value)
        if opt.switch:
            named += [choice.label.lower()] if choice == opt.choices[1] else []
        elif opt.lobby and choice is not None and choice != opt.choices[0]:
            title += f": {choice.label}"
        elif not opt.lobby:
            named.append(f"{opt.label.lower()} {value}")
    seats = f"{players} player" + ("" if players == 1 else "s")  # a solo game: "1 player"
    return ", ".join([title, seats, *named, f"seed {seed}"])


def _play(args: argparse.Namespace) -> int:
    import random

    from client import headless, report, tableopts
    from client.gamelog import TurnHeadings
    from client.messages import Speaker
    from core import registry
    from net.record import RecordWriter

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    config = _config(args)
    if config is None:
        return 2
    info = registry.info(args.game)
    game = registry.get(args.game)
    try:
        kinds = tableopts.bot_list(args.bots, args.players, args.bot_time)
    except ValueError as exc:
        print(f"tavolata: {exc}", file=sys.stderr)
        return 2
    names = [f"Player {i + 1} ({kind})" for i, kind in enumerate(kinds)]
    seats = [{"name": name, "kind": f"bot:{kind}"} for name, kind in zip(names, kinds)]
    print(heading(info, tableopts.options(info, args), args.players, seed))
    say = Speaker(args.game, config, names)

    headings = TurnHeadings(game)

    def log(state: Any, action: Action, after: Any) -> None:
        if args.quiet:
            return
        turn = headings.before_action(state, after)
        if turn is not None:  # a heading per turn keeps a long log readable
            print(f"\nTurn {turn}")
        print("  " + say(game.describe_action(state, action)))

    writer = RecordWriter(args.record, args.game, config, seats) if args.record else None
    try:
        result = headless.play(args.game, config, kinds, seed, on_action=log, record=writer)
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
    from net.protocol.desync import report_text
    from net.protocol.netrecord import verify_text
    from net.protocol.recordformat import RecordError

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

    from net.protocol.netrecord import VERSION, version_of
    from net.protocol.recordformat import RecordError
    from net.record import load, replay

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
    from net.protocol.settings import DEFAULT

    timing = DEFAULT.with_reveal_deadlines(*args.lab_deadlines) if args.lab_deadlines else DEFAULT
    options = netplay.Options(
        name=args.player or getpass.getuser() or "player",
        bot=args.bot,
        bot_time=args.bot_time,
        interface=args.interface,
        record=Path(args.record) if args.record else None,
        quiet=args.quiet,
        timings=Path(args.timings) if args.timings else None,
        bot_pace=args.bot_pace,
        advertise=args.advertise,
        timing=timing,
    )
    extras = netplay.Extras()
    if any(getattr(args, name) is not None for name in LAB_OPTIONS):
        from client.lab import arm  # the lab's own entry into a peer: its faults, its outputs

        extras = arm.extras(args)
    try:
        if args.command == "host":
            config = _config(args)
            if config is None:
                return 2
            run = netplay.host(
                options,
                args.players,
                config,
                args.name,
                args.port,
                args.game,
                not args.no_announce,
                extras,
            )
        else:
            run = netplay.join(options, args.table, args.address, args.port, extras)
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


def _fail(text: str) -> NoReturn:
    """Say what is wrong with the command line, and exit 2 as argparse does."""
    print(f"tavolata: {text}", file=sys.stderr)
    raise SystemExit(2)


def load_plugins() -> None:
    """Import the modules named in $TAVOLATA_PLUGINS (comma-separated): each registers its
    games (core.registry.register) and views. For tests (TAVOLATA_PLUGINS=tests.tinygame
    gives subprocesses Dice Race) and third-party games."""
    import importlib
    import os

    for name in os.environ.get(PLUGINS, "").split(","):
        if name.strip():
            try:
                importlib.import_module(name.strip())
            except ImportError as exc:
                _fail(f"${PLUGINS}: cannot import {name.strip()!r}: {exc}")


def _check_lobby() -> None:
    """A bad $TAVOLATA_LOBBY stops here with its reason, not as a traceback when net.discovery
    reads it (docs/protocol.md, "Discovery": a separate lobby)."""
    from net.protocol.tablead import service_type  # pure, small: no network package

    try:
        service_type(os.environ.get("TAVOLATA_LOBBY"))
    except ValueError as exc:
        _fail(f"$TAVOLATA_LOBBY: {exc}")


def _game_info(argv: Sequence[str]) -> GameInfo | None:
    """The chosen game's metadata when this command line needs its options (or asks for help);
    None otherwise, so that the window starts without importing a game."""
    if not any(a in COMMANDS_WITH_GAME or a in ("-h", "--help") for a in argv):
        return None
    from client import tableopts
    from core import registry

    try:
        return registry.info(tableopts.game_of(argv))
    except ValueError as exc:
        _fail(str(exc))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `tavolata` console script."""
    load_plugins()  # before anything else: plug-ins add games the options are built from
    _check_lobby()
    words = list(sys.argv[1:] if argv is None else argv)
    window = window_args(words)
    if window is not None:
        return _window(window)
    args = parser(_game_info(words)).parse_args(words)
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
    if args.command == "tables":
        from client import tablescmd

        return tablescmd.run(args)
    if args.command == "lab":
        from client.lab import cli as lab

        return lab.run(args, list(argv) if argv is not None else None)
    return _replay(args)


if __name__ == "__main__":
    sys.exit(main())
