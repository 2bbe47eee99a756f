"""The unfinished games among this client's records: what the window offers to resume (no Qt).

A record's table name is not in the record (the protocol does not carry it), so
client/netsession.py writes it beside the record, in `<record stem>.table.json`. Checking a
record means verifying it (signatures, chains, the whole game replayed: about 60 ms for a
finished game), so `scan` runs off the GUI thread and keeps what it learnt in a cache file
in the records folder, keyed by file name, size and modification time.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from client.replayfile import (
    FINISHED,
    LOCAL,
    NO_GAME,
    NOT_YOURS,
    STOPPED,
    RecordProblem,
    damaged,
    read,
)
from net.protocol.recordformat import RecordError
from net.record import whole_lines

SUFFIX = ".tavolata"
CACHE = ".unfinished-cache.json"
CACHE_VERSION = 2  # 2: each game's key and lobby options (the resume list's Game column)


@dataclass(frozen=True)
class Unfinished:
    """One game to resume: where its record is, and what people recognise it by."""

    path: Path
    name: str  # the table's name; "" when unknown (joined by address)
    host: str  # the host player's name (for "Bea's table" when the name is unknown)
    players: tuple[str, ...]  # seat names, in seat order
    when: float  # the record's last change (seconds since the epoch)
    turn: int | None  # the observation's `turn`, if the game has one
    actions: int  # actions played so far
    game: str = ""  # the game's registry key
    options: dict[str, str] = field(default_factory=dict)  # its lobby options (core.meta)
    bots: tuple[str, ...] = ()  # each seat's bot kind, "" for a person


def sidecar(record: Path) -> Path:
    """Where the table's name is kept beside `record`."""
    return record.with_name(record.name.removesuffix(SUFFIX) + ".table.json")


def write_name(record: Path, name: str) -> None:
    """Remember the table's name beside its record (best effort: only a label is lost)."""
    with contextlib.suppress(OSError):
        sidecar(record).write_text(json.dumps({"name": name}), encoding="utf-8")


def read_name(record: Path) -> str:
    """The table's name kept beside `record`, or ""."""
    try:
        name = json.loads(sidecar(record).read_text(encoding="utf-8")).get("name", "")
    except (OSError, ValueError, AttributeError):
        return ""
    return name if isinstance(name, str) else ""


def check(path: Path, me: bytes | None = None) -> Unfinished:
    """The game of `path` if it can be resumed (by the peer of key `me`, when given);
    RecordProblem saying why not otherwise."""
    from net.protocol.netrecord import VERSION, verify_text

    text, version = read(path)
    if version != VERSION:
        raise RecordProblem(LOCAL, f"{path.name}: a record of a game without a network table")
    theirs = json.loads(text.split("\n", 1)[0]).get("me")  # read() checked it is JSON
    if me is not None and theirs is not None and theirs != me.hex():
        raise RecordProblem(NOT_YOURS, f"{path.name}: written by the key {theirs}")
    try:
        outcome = verify_text(whole_lines(text))
    except RecordError as exc:
        raise damaged(exc) from None
    if outcome.verdict == FINISHED:
        raise RecordProblem(FINISHED, outcome.verdict_text())
    if outcome.verdict == STOPPED:
        raise RecordProblem(STOPPED, outcome.verdict_text())
    roster = outcome.roster
    if roster is None:
        raise RecordProblem(NO_GAME, f"{path.name}: the table never started its game")
    from core import registry

    turn, options = None, {}
    with contextlib.suppress(KeyError, TypeError, ValueError):  # a game this client lacks
        options = registry.info(roster.game).lobby_options(roster.config)
    if outcome.applied:
        with contextlib.suppress(KeyError, TypeError, ValueError):
            game = registry.get(roster.game)
            seen = game.observation(outcome.applied[-1].after, None).get("turn")
            turn = seen if isinstance(seen, int) else None
    return Unfinished(
        path=path,
        name=read_name(path),
        host=roster.peers[0].name if roster.peers else "",
        players=tuple(s.name or f"seat {i + 1}" for i, s in enumerate(roster.seats)),
        when=path.stat().st_mtime,
        turn=turn,
        actions=len(outcome.applied),
        game=roster.game,
        options=options,
        bots=tuple(s.bot if s.kind == "bot" else "" for s in roster.seats),
    )


def _stamp(path: Path) -> list[int]:
    stat = path.stat()
    return [stat.st_mtime_ns, stat.st_size]


def _load_cache(folder: Path) -> dict[str, Any]:
    try:
        cache = json.loads((folder / CACHE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    ok = isinstance(cache, dict) and cache.get("version") == CACHE_VERSION
    return cache.get("records", {}) if ok and isinstance(cache.get("records"), dict) else {}


def _from_cache(path: Path, entry: Any) -> Unfinished | None:
    game = dict(entry["game"])
    game["path"], game["players"] = path, tuple(game["players"])
    game["bots"] = tuple(game.get("bots", ()))
    game["name"] = read_name(path)  # the sidecar may be written after the record
    return Unfinished(**game)


def scan(folder: Path, me: bytes | None = None, skip: Path | None = None) -> list[Unfinished]:
    """The games of `folder` that can be resumed (by key `me`), latest first; `skip`: the
    record of the table open now. Records seen before with the same size and time are not
    checked again (the cache); damaged and finished ones are left out."""
    cache = _load_cache(folder)
    fresh: dict[str, Any] = {}
    games: list[Unfinished] = []
    for path in sorted(folder.glob(f"*{SUFFIX}")):
        try:
            stamp = _stamp(path)
        except OSError:
            continue
        entry = cache.get(path.name)
        game: Unfinished | None = None
        try:
            if isinstance(entry, dict) and entry.get("stamp") == stamp:
                game = _from_cache(path, entry) if entry.get("game") else None
            else:
                game = check(path)
        except RecordProblem:
            game = None
        except (KeyError, TypeError, ValueError):  # a cache entry of another shape
            with contextlib.suppress(RecordProblem):
                game = check(path)
        fresh[path.name] = {"stamp": stamp, "game": _jsonable(game)}
        if game is None or path == skip:
            continue
        if me is not None and not _mine(path, me):
            continue
        games.append(game)
    if fresh != cache:
        with contextlib.suppress(OSError):
            text = json.dumps({"version": CACHE_VERSION, "records": fresh})
            (folder / CACHE).write_text(text, encoding="utf-8")
    return sorted(games, key=lambda g: g.when, reverse=True)


def _jsonable(game: Unfinished | None) -> dict[str, Any] | None:
    if game is None:
        return None
    data = asdict(game)
    data.pop("path")
    data["players"], data["bots"] = list(game.players), list(game.bots)
    return data


def _mine(path: Path, me: bytes) -> bool:
    """Whether `path` was written by the peer of key `me` (cheap: its first line only)."""
    try:
        with path.open(encoding="utf-8") as f:
            head = json.loads(f.readline())
    except (OSError, ValueError):
        return False
    return isinstance(head, dict) and head.get("me") == me.hex()
