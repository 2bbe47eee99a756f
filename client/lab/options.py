"""The options of `tavolata lab` (kept apart: the `tavolata` parser is built at every start,
and the lab's own modules are imported only when the lab runs)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.meta import GameInfo

GAME_TIMEOUT = 240.0  # seconds per game, partitions and restarts included


# The faults given per peer, each repeatable: (flag, metavar, help). The last four are
# hidden-information faults (docs/lab.md, "Hidden information"): at a table with secrets only.
REPEATABLE_FAULTS = (
    ("--partition", "SEAT@ACTION:SECONDS", "cut a peer off at an action, heal after SECONDS"),
    ("--kill", "SEAT@ACTION", "kill -9 a peer at an action; it restarts from its record"),
    ("--corrupt", "SEAT@ACTION", "change one field of a peer's state after an action"),
    (
        "--nondeterminism",
        "SEAT[@ACTION]",
        "that peer runs a rules core with an order-dependence bug (from ACTION on)",
    ),
    (
        "--wrong-share",
        "SEAT[@ACTION]",
        "that peer sends a wrong decryption share (its first from ACTION)",
    ),
    (
        "--substitute",
        "SEAT[@ACTION]",
        "that peer puts a copy of one card over another in its shuffle (mix, re-masking)",
    ),
    (
        "--withhold",
        "SEAT[@ACTION]",
        "that peer never sends a decryption share (its first from ACTION)",
    ),
    (
        "--leak",
        "SEAT[@ACTION][:WHAT]",
        "that peer prints a secret early (WHAT: card, seed or point); for the leak check",
    ),
)


def add_parser(sub: Any, info: GameInfo | None) -> None:
    """The `lab` subcommand's options; with `info`, the game's (`--game` and its options)."""
    lab = sub.add_parser("lab", help="play bot games under network faults and desyncs; report")
    if info is None:
        return  # not the command being run (client/cli.py reads the game only when it is)
    from client import tableopts

    tableopts.add_game_options(lab, info, players=False)
    low, high = info.all_players()
    lab.add_argument(
        "--peers", type=int, default=info.default_players,
        help=f"peer processes per game, {low} to {high} (default {info.default_players})",
    )  # fmt: skip
    lab.add_argument("--games", type=int, default=1, help="games to play")
    lab.add_argument(
        "--jobs", type=int, default=1, help="games played at the same time (not with --netns)"
    )
    lab.add_argument("--seed", type=int, default=None, help="makes the faults repeatable")
    lab.add_argument("--delay", metavar="MS[:JITTER]", help="delay every frame")
    lab.add_argument("--loss", metavar="PCT", help="drop this share of frames")
    lab.add_argument("--duplicate", metavar="PCT", help="send this share of frames twice")
    lab.add_argument("--reorder", metavar="PCT", help="let the next frame overtake these")
    for flag, metavar, text in REPEATABLE_FAULTS:
        lab.add_argument(flag, action="append", default=[], metavar=metavar, help=text)
    lab.add_argument(
        "--leak-check", action="store_true",
        help="scan every peer's messages, record and output for secrets (always on at a "
        "table with secrets)",
    )  # fmt: skip
    lab.add_argument(
        "--reveal-deadlines", metavar="SECONDS:SECONDS", default=None,
        help="the peers' hidden-information deadlines (protocol: 30:120; a game with a "
        "withheld share: 5:10 unless given)",
    )  # fmt: skip
    lab.add_argument(
        "--random-faults", action="store_true", help="a soak: random faults for every game"
    )
    lab.add_argument("--bots", default="greedy", help="bot kinds for the seats, in turn")
    lab.add_argument("--report", metavar="FILE", help="write the JSON report here")
    lab.add_argument("--keep", metavar="DIR", help="keep records, dumps and homes in DIR")
    lab.add_argument("--game-timeout", type=float, default=GAME_TIMEOUT, help=argparse.SUPPRESS)
    lab.add_argument(
        "--netns", action="store_true", help="each peer in its own network namespace (root)"
    )
