"""The `tavolata` command line (client/cli.py runs it): the parser of every subcommand, the
window's own options read without argparse, and the bot options' checks.

Start-up matters (the window is launched through here): nothing a command does not need is
imported, and a game's options are added only when the command takes them.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from client.botkinds import BOT_KINDS as BOT_KINDS  # core.bots.names(), read at start-up

if TYPE_CHECKING:
    from core.meta import GameInfo


def bot_kind(text: str) -> str:
    """A bot kind of the command line: one of BOT_KINDS, a search level may add ":SECONDS"."""
    base, _, seconds = text.rpartition(":") if text.count(":") == 2 else (text, "", "")
    try:
        ok = base in BOT_KINDS and (not seconds or 0 < float(seconds) <= 600)
    except ValueError:
        ok = False
    if not ok:
        raise argparse.ArgumentTypeError(f"unknown bot {text!r}; bots: {', '.join(BOT_KINDS)}")
    return text


def seconds_per_move(text: str) -> float:
    """--bot-time: a positive number of seconds, at most 600."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(f"--bot-time takes seconds within 0-600, not {text!r}")
    return value


def reveal_deadlines(text: str) -> tuple[float, float]:
    """--lab-deadlines SECONDS:SECONDS: each more than 0, at most 600."""
    first, colon, second = text.partition(":")
    try:
        values = (float(first), float(second)) if colon else (-1.0, -1.0)
    except ValueError:
        values = (-1.0, -1.0)
    if not all(0 < v <= 600 for v in values):
        raise argparse.ArgumentTypeError(
            f"--lab-deadlines takes SECONDS:SECONDS, each within 0-600 (e.g. 5:10), not {text!r}"
        )
    return values


BOT_TIME: dict[str, Any] = {
    "type": seconds_per_move,
    "default": None,
    "metavar": "SECONDS",
    "help": "search bots think this long a move instead of their level's budget",
}


def parser(info: GameInfo | None) -> argparse.ArgumentParser:
    """The whole command line; `info`: the game whose options play, host and lab take (None:
    not needed by this command, and not imported: start-up time)."""
    epilog = None
    if info is not None:
        from client import tableopts

        epilog = (
            f"games: {tableopts.games_text()} (choose with --game; "
            "`tavolata play --game NAME --help` lists that game's options)"
        )
    top = argparse.ArgumentParser(
        prog="tavolata", description="A board-game table for the LAN.", epilog=epilog
    )
    top.add_argument("--version", action=_VersionAction, help="print the version and exit")
    top.add_argument(
        "--interface",
        dest="gui_interface",
        metavar="ADDR",
        default=None,
        help="the one address to discover and play on (default: $TAVOLATA_INTERFACE, else all)",
    )
    top.add_argument("--smoke", action="store_true", help=argparse.SUPPRESS)  # benchmarks
    sub = top.add_subparsers(dest="command")
    play = sub.add_parser("play", help="play a game of bots and print it")
    play.add_argument("--headless", action="store_true", help="no window: print the game")
    play.add_argument("--seed", type=int, default=None, help="makes the game repeatable")
    play.add_argument(
        "--bots", default="greedy", help=f"bot kinds for the seats, in turn: {', '.join(BOT_KINDS)}"
    )
    play.add_argument("--bot-time", **BOT_TIME)
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
        p.add_argument(
            "--bot", default="greedy", type=bot_kind, help=f"seat's bot: {', '.join(BOT_KINDS)}"
        )
        p.add_argument("--bot-time", **BOT_TIME)
        p.add_argument("--interface", default=None, help="the one address to use, e.g. 127.0.0.1")
        p.add_argument("--record", metavar="FILE", help="record file; an existing one resumes")
        p.add_argument("--quiet", action="store_true", help="no game log, only notices and scores")
        p.add_argument("--port", type=int, default=0, help="TCP port (default: any free one)")
        p.add_argument("--timings", metavar="FILE", help=argparse.SUPPRESS)  # benchmarks
        # benchmarks/lockstep.py: bots hold each move this many seconds, as people would
        p.add_argument("--bot-pace", type=float, default=0.0, help=argparse.SUPPRESS)
        # The lab (client/lab): the port others dial (its fault proxy), faults to inject.
        p.add_argument("--advertise", type=int, default=None, help=argparse.SUPPRESS)
        p.add_argument("--lab-corrupt", type=int, default=None, help=argparse.SUPPRESS)
        p.add_argument("--lab-order-bug", type=int, default=None, help=argparse.SUPPRESS)
        p.add_argument("--lab-cheat", default=None, help=argparse.SUPPRESS)  # KIND@ACTION
        p.add_argument("--lab-secrets", default=None, help=argparse.SUPPRESS)  # FILE
        p.add_argument("--lab-leak", default=None, help=argparse.SUPPRESS)  # ACTION:WHAT
        p.add_argument(
            "--lab-deadlines",
            type=reveal_deadlines,
            default=None,
            metavar="SECONDS:SECONDS",
            help="hidden information: how long a withheld part of a reveal is waited for before "
            "its sender is named, then before the table is abandoned (default 30:120; the lab "
            "shortens them)",
        )
    if info is not None:
        from client import tableopts

        for p in (play, host):
            tableopts.add_game_options(p, info, players=True)
    from client.lab.options import add_parser as add_lab  # light: argparse only

    add_lab(sub, info)
    add_tables(sub)
    replay = sub.add_parser("replay", help="replay a record and print its final state hash")
    replay.add_argument("file", help="a record file")
    replay.add_argument(
        "--verify",
        action="store_true",
        help="check every recorded hash (network records: exit 0 finished, 1 damaged, "
        "3 interrupted, 4 stopped)",
    )
    return top


def wait_seconds(text: str) -> float:
    """`tables --wait`: a positive number of seconds, at most 60."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value <= 60:
        raise argparse.ArgumentTypeError(f"--wait takes seconds within 0-60, not {text!r}")
    return value


def add_tables(sub: Any) -> None:
    """`tavolata tables` (client/tablescmd.py)."""
    tables = sub.add_parser(
        "tables",
        help="print the tables a lobby sees on the network",
        description="Print the tables a lobby sees on the network, one a line, tab-separated: "
        "name, game and its lobby options, seats, address, state. The state is 'open', "
        "'full', 'not answering (why)' (never joinable: its host may have left) or "
        "'cannot be joined: why'.",
        epilog="--watch prints a line for each table that appears (+), changes (~) or leaves "
        "(-, its state 'gone (why)'), until Ctrl-C. Exit code 0; 2 when the network cannot "
        "be listened to.",
    )
    tables.add_argument(
        "--watch", action="store_true", help="follow the tables until interrupted (Ctrl-C)"
    )
    tables.add_argument(
        "--wait",
        type=wait_seconds,
        default=2.0,
        metavar="SECONDS",
        help="without --watch: listen this long before printing (default 2)",
    )
    tables.add_argument(
        "--interface",
        default=None,
        metavar="ADDR",
        help="the one address to listen on (default: $TAVOLATA_INTERFACE, else all)",
    )


def window_args(words: Sequence[str]) -> argparse.Namespace | None:
    """The window's options, when they are all the command line has (`--interface ADDR`,
    `--smoke`), read without argparse: building even its smallest parser costs 2-4 ms of
    the window's start-up (gettext looks for translations of its texts on disk). None for
    anything else (help, a subcommand, a mistake): the whole parser reads it, as before."""
    interface, smoke = None, False
    rest = list(words)
    while rest:
        word = rest.pop(0)
        if word == "--interface" and rest and not rest[0].startswith("-"):
            interface = rest.pop(0)
        elif word.startswith("--interface="):
            interface = word.removeprefix("--interface=")
        elif word == "--smoke":
            smoke = True
        else:
            return None
    return argparse.Namespace(gui_interface=interface, smoke=smoke, command=None)


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
