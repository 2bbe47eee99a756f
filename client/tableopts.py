"""What `tavolata play`, `host` and `lab` share: the game's options on the command line, built
from its metadata (core.meta.GameInfo), the config they ask for, and the bots for the seats.

`--game` is read first (`game_of`), then the chosen game's options are added to the parser
(`add_game_options`): `--edition`, `--board`, `--variant` for Eight-Minute Empire, `--goal`,
`--variant` for Dice Race, `--form` and the switch `--teams` for Tash-Kalar. An option
with `switch=True` (core.meta) is a bare flag that asks for its second choice (its value
may still follow it: `--teams yes`). No game's options are written down anywhere else.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from typing import Any

from client.botkinds import BOT_KINDS
from core import registry
from core.meta import Choice, GameInfo, Option

PREFIX = "game_option_"  # argparse dests of the game's options: never clash with ours


class OptionError(ValueError):
    """Options that make no table; the message says why, for people."""


def game_of(argv: Sequence[str]) -> str:
    """The `--game` named in `argv` (default: registry.default()); OptionError if unknown."""
    pre = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    pre.add_argument("--game", default=None)
    known, _ = pre.parse_known_args(list(argv))
    game = known.game or registry.default()
    if game not in registry.names():
        raise OptionError(f"unknown game {game!r}; games: {', '.join(registry.names())}")
    return game


def games_text() -> str:
    """The registered games, for --help: "dice_race, eight_minute_empire"."""
    return ", ".join(registry.names())


def _when(when: Mapping[str, tuple[str, ...]]) -> str:
    return "; ".join(f"{key} {' or '.join(values)}" for key, values in when.items())


def _choice_help(c: Choice) -> str:
    notes = [f"only with {_when(c.when)}"] if c.when else []
    if c.disabled:
        notes.append("not playable yet")
    return f"{c.value} = {c.label}" + (f" [{'; '.join(notes)}]" if notes else "")


def add_game_options(parser: argparse.ArgumentParser, info: GameInfo, players: bool) -> None:
    """`--game`, `--players` (if `players`) and one flag per option of `info`."""
    parser.epilog = f"games: {games_text()} (--game NAME --help: that game's options)"
    parser.add_argument(
        "--game",
        choices=registry.names(),
        default=info.key,
        help=f"the game (default {registry.default()}); its options follow",
    )
    group = parser.add_argument_group(f"{info.title} (--game {info.key})")
    low, high = info.all_players()
    if players:
        group.add_argument(
            "--players",
            type=int,
            default=info.default_players,
            help=f"seats at the table, {low} to {high} (default {info.default_players})",
        )
    for opt in info.options:
        values = [c.value for c in opt.choices]
        described = "; ".join(_choice_help(c) for c in opt.choices)
        if opt.many:
            group.add_argument(
                opt.cli_flag(), dest=PREFIX + opt.key, action="append", default=[],
                choices=values, metavar="NAME", help=f"{opt.label} (repeatable): {described}",
            )  # fmt: skip
        elif opt.switch:
            off, on = opt.choices
            group.add_argument(
                opt.cli_flag(), dest=PREFIX + opt.key, nargs="?", const=on.value, default=None,
                choices=values, metavar=opt.key.upper(),
                help=f"{opt.label}: {on.label} (without it: {off.label})",
            )  # fmt: skip
        else:
            first = info.defaults().get(opt.key)
            group.add_argument(
                opt.cli_flag(), dest=PREFIX + opt.key, default=None, choices=values,
                metavar=opt.key.upper(), help=f"{opt.label}: {described} (default {first})",
            )  # fmt: skip


def chosen(info: GameInfo, args: argparse.Namespace) -> dict[str, Any]:
    """The options given on the command line (the rest take their defaults)."""
    out: dict[str, Any] = {}
    for opt in info.options:
        value = getattr(args, PREFIX + opt.key, None)
        if value:  # None, or an empty list of flags: not given
            out[opt.key] = list(value) if opt.many else value
    return out


def options(info: GameInfo, args: argparse.Namespace) -> dict[str, Any]:
    """Every option's value: as given, else its default; OptionError for a value that is not
    offered with the others (a Legends board with the classic edition) or not playable yet."""
    given = chosen(info, args)
    config = info.defaults(given)
    for key, value in given.items():
        opt = info.option(key)
        kept = config.get(key)
        for v in value if opt.many else [value]:
            if v not in (kept if opt.many else [kept]):
                raise OptionError(_refused(opt, v))
    return config


def _refused(opt: Option, value: str) -> str:
    c = opt.choice(value)
    if c is not None and c.disabled:
        return f"{opt.cli_flag()} {value} cannot be played yet: {c.disabled}"
    when = _when(c.when) if c is not None else ""
    return f"{opt.cli_flag()} {value} is only offered with {when}"


def config(info: GameInfo, args: argparse.Namespace, players: int, **extra: Any) -> dict[str, Any]:
    """The game config the options ask for, checked by the game (OptionError, or the game's
    BadConfig: both ValueErrors with a sentence)."""
    raw = {"players": players, **options(info, args), **extra}
    normalized: dict[str, Any] = registry.get(info.key).normalize_config(raw)
    low, high = info.player_range(raw)
    if not low <= players <= high:
        raise OptionError(f"{info.title} takes {low} to {high} players here, not {players}")
    return normalized


def flags(info: GameInfo, values: Mapping[str, Any]) -> list[str]:
    """The command-line flags that ask for these option values (for the peers we start)."""
    out = ["--game", info.key]
    for opt in info.options:
        value = values.get(opt.key)
        if opt.many:
            out += [x for v in value or () for x in (opt.cli_flag(), str(v))]
        elif opt.switch and value == opt.choices[1].value:
            out.append(opt.cli_flag())  # on: the bare switch
        elif opt.switch and value == opt.choices[0].value:
            continue  # off: left out
        elif isinstance(value, str):
            out += [opt.cli_flag(), value]
    return out


def bot_list(text: str, players: int, seconds: float | None = None) -> list[str]:
    """The bot kind of each seat from "mcts:hard,greedy" (repeated in turn); with `seconds`,
    search bots think that long a move ("mcts:hard:1.5", core/bots/levels.py)."""
    kinds = [timed(k.strip(), seconds) for k in text.split(",") if k.strip()]
    for kind in kinds:
        if kind not in BOT_KINDS and not _timed_search(kind):
            raise OptionError(f"unknown bot {kind!r}; bots: {', '.join(BOT_KINDS)}")
    if not kinds:
        raise OptionError("--bots needs at least one bot kind")
    return [kinds[i % len(kinds)] for i in range(players)]


def timed(kind: str, seconds: float | None) -> str:
    """`kind` thinking `seconds` a move if it is a search bot ("mcts:hard" -> "mcts:hard:1.5");
    other kinds unchanged (core/bots/levels.py's rule, without importing the bots)."""
    if seconds is None or not kind.startswith("mcts:") or kind.count(":") != 1:
        return kind
    return f"{kind}:{seconds:g}"


def _timed_search(kind: str) -> bool:
    base, _, seconds = kind.rpartition(":")
    try:
        return base in BOT_KINDS and base.startswith("mcts:") and 0 < float(seconds) <= 600
    except ValueError:
        return False
