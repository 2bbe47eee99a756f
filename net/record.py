"""Game records: the config plus every action (chance outcomes included), one per line.

A record is the save file, the replay and the test fixture at once. Format version 1 is
JSON Lines (see docs/records.md): a header object, then one object per action with the
`state_hash` after it, so `replay --verify` can say exactly where a record goes wrong.
Parsing is pure (lines in, Record out); `RecordWriter` appends and flushes as the game
goes, so a crash loses at most the line being written.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from core import canonical, registry
from core.api import Action, IllegalAction
from net.protocol.recordformat import FORMAT, RecordError

VERSION = 1


@dataclass(frozen=True)
class Entry:
    """One action of a record and the state hash the writer had after applying it."""

    action: Action
    state_hash: str


@dataclass(frozen=True)
class Record:
    """A parsed record: which game, its config, the seats and the actions in order."""

    game: str
    config: dict[str, Any]
    seats: list[dict[str, Any]] = field(default_factory=list)
    entries: list[Entry] = field(default_factory=list)


def header_line(game: str, config: dict[str, Any], seats: Sequence[dict[str, Any]]) -> str:
    """The first line of a record."""
    head = {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "config": config,
        "seats": list(seats),
    }
    return json.dumps(head, sort_keys=True, separators=(",", ":")) + "\n"


def entry_line(index: int, action: Action, state_hash: str) -> str:
    """The line of action number `index` (0-based)."""
    entry = {"n": index, "action": list(action), "hash": state_hash}
    return json.dumps(entry, sort_keys=True, separators=(",", ":")) + "\n"


def _action(raw: Any, where: str) -> Action:
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        raise RecordError(f"{where}: an action is a list starting with its name, got {raw!r}")
    for item in raw:
        if type(item) not in (int, str):
            raise RecordError(f"{where}: actions hold only strings and integers, got {item!r}")
    return tuple(raw)


def _header(raw: Any) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise RecordError("line 1: not a Tavolata record (no 'tavolata-record' header)")
    if raw.get("version") != VERSION:
        raise RecordError(
            f"line 1: record format version {raw.get('version')!r} is not supported "
            f"(this Tavolata reads version {VERSION})"
        )
    game, config, seats = raw.get("game"), raw.get("config"), raw.get("seats", [])
    if not isinstance(game, str) or game not in registry.names():
        raise RecordError(f"line 1: unknown game {game!r}")
    if not isinstance(config, dict) or not isinstance(seats, list):
        raise RecordError("line 1: the header needs a 'config' object and a 'seats' list")
    return game, config, seats


def parse(text: str) -> Record:
    """Parse a whole record; RecordError names the line and the problem."""
    if not text:
        raise RecordError("the record is empty")
    lines = text.split("\n")
    if lines[-1] != "":
        raise RecordError(f"line {len(lines)}: the record is truncated (the last line is cut)")
    decoded = []
    for number, line in enumerate(lines[:-1], start=1):
        try:
            decoded.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise RecordError(f"line {number}: not valid JSON ({exc.msg})") from None
    game, config, seats = _header(decoded[0])
    entries = []
    for number, raw in enumerate(decoded[1:], start=2):
        where = f"line {number}"
        if not isinstance(raw, dict) or raw.get("n") != number - 2:
            raise RecordError(f"{where}: expected action number {number - 2}, got {raw!r:.80}")
        h = raw.get("hash")
        if not isinstance(h, str) or len(h) != 64:
            raise RecordError(f"{where}: missing or malformed state hash")
        entries.append(Entry(_action(raw.get("action"), where), h))
    return Record(game, config, seats, entries)


def whole_lines(text: str) -> str:
    """A record's text as a peer reloads it after a crash: a last line cut mid-write is
    dropped (the peers resend what it held), one that lost only its newline gets it back."""
    if not text or text.endswith("\n"):
        return text
    head, _, last = text.rpartition("\n")
    try:
        json.loads(last)
    except json.JSONDecodeError:
        return head + "\n" if head else ""
    return text + "\n"


def load(path: str | Path) -> Record:
    """Read and parse a record file; RecordError on any problem, with the file name."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"{path}: cannot read the record ({exc})") from None
    try:
        return parse(text)
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from None


@dataclass(frozen=True)
class Replay:
    """The outcome of replaying a record."""

    state: Any
    actions: int
    final_hash: str


def replay(record: Record, verify: bool = False) -> Replay:
    """Apply every action of `record`; with `verify`, check every recorded state hash."""
    game = registry.get(record.game)
    try:
        state = game.initial_state(record.config)
    except ValueError as exc:
        raise RecordError(f"the record's config is refused: {exc}") from None
    for index, entry in enumerate(record.entries):
        try:
            state = game.apply_action(state, entry.action)
        except IllegalAction as exc:
            raise RecordError(f"action {index} {list(entry.action)} is illegal: {exc}") from None
        if verify:
            actual = canonical.state_hash(state)
            if actual != entry.state_hash:
                raise RecordError(
                    f"action {index} {list(entry.action)}: the record says state "
                    f"{entry.state_hash[:16]}..., the replay gives {actual[:16]}..."
                )
    return Replay(state, len(record.entries), canonical.state_hash(state))


class RecordWriter:
    """Appends a record to a file as the game goes, flushing every line."""

    def __init__(
        self, path: str | Path, game: str, config: dict[str, Any], seats: Sequence[dict[str, Any]]
    ) -> None:
        self._file: IO[str] = Path(path).open("w", encoding="utf-8")  # noqa: SIM115 - kept open

        self._count = 0
        self._write(header_line(game, config, seats))

    def _write(self, line: str) -> None:
        self._file.write(line)
        self._file.flush()

    def append(self, action: Action, state_hash: str) -> None:
        """Add the next action and the hash of the state after it."""
        self._write(entry_line(self._count, action, state_hash))
        self._count += 1

    def close(self) -> None:
        """Close the file."""
        self._file.close()

    def __enter__(self) -> RecordWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
