"""Any record as a list of steps to watch: network records (every signature and hash checked)
and local ones alike. No Qt: the replay viewer and the resume list read records here.

A file that cannot be watched raises `RecordProblem`: a kind the window puts in the person's
own words (not a record, damaged at line N, written by a newer Tavolata, ...) and the
technical details, which the window keeps behind a "Details" button."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core import registry
from core.api import TERMINAL, Action, Game, IllegalAction
from net.protocol.netrecord import VERSION, verify_text
from net.protocol.recordformat import FORMAT, RecordError
from net.record import VERSION as LOCAL_VERSION
from net.record import parse

# What can be wrong with a file people open (the window words each kind).
UNREADABLE = "unreadable"  # the file cannot be opened (gone, no permission)
NOT_RECORD = "not-record"  # not text, not JSON, or not a Tavolata record's header
NEWER = "newer"  # a Tavolata record of a format version this one does not know
DAMAGED = "damaged"  # a Tavolata record that fails its checks (at `line`, when known)
NO_GAME = "no-game"  # a record whose table never started its game
# ... and what keeps a good record from being resumed (client/unfinished.py).
FINISHED = "finished"
STOPPED = "stopped"
LOCAL = "local"  # a game of this computer only (format 1): it can be watched, not resumed
NOT_YOURS = "not-yours"  # written by another profile's peer


class RecordProblem(RecordError):
    """Why a file cannot be watched or resumed: `kind`, the first bad `line` if known, and
    the details (the exception's text) for those who want them."""

    def __init__(self, kind: str, details: str, line: int | None = None) -> None:
        super().__init__(details)
        self.kind, self.details, self.line = kind, details, line


def damaged(exc: RecordError) -> RecordProblem:
    """A checker's RecordError as a problem; its text names the first bad line ("line N: ...")."""
    found = re.match(r"line (\d+):", str(exc))
    return RecordProblem(DAMAGED, str(exc), int(found.group(1)) if found else None)


def read(path: Path) -> tuple[str, int]:
    """The text of a Tavolata record and its format version; RecordProblem if it is none."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise RecordProblem(UNREADABLE, f"{path}: {exc}") from None
    try:
        text = data.decode("utf-8")
        head = json.loads(text.split("\n", 1)[0])
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordProblem(NOT_RECORD, f"{path.name}: not a record ({exc})") from None
    if not isinstance(head, dict) or head.get("format") != FORMAT:
        raise RecordProblem(NOT_RECORD, f"{path.name}: line 1 is not a Tavolata record header")
    version = head.get("version")
    if version not in (LOCAL_VERSION, VERSION):
        raise RecordProblem(NEWER, f"{path.name}: record format version {version!r}", 1)
    return text, version


@dataclass
class Replay:
    """A game to step through: states[i] is the state before actions[i]; states[-1] is last."""

    game: Game
    names: list[str]
    actions: list[Action] = field(default_factory=list)
    states: list[Any] = field(default_factory=list)
    finished: bool = False
    desyncs: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    key: str = ""  # the game's registry key
    config: dict[str, Any] = field(default_factory=dict)  # the game's config, as recorded
    bots: dict[int, str] = field(default_factory=dict)  # seat -> its bot's kind, as recorded


def load(path: Path) -> Replay:
    """Read and check a record; RecordProblem (a RecordError) if it cannot be watched."""
    text, version = read(path)
    try:
        return _network(text) if version == VERSION else _local(text)
    except RecordProblem:
        raise
    except RecordError as exc:
        raise damaged(exc) from None
    except (KeyError, ValueError) as exc:  # e.g. a game this Tavolata does not have
        raise RecordProblem(DAMAGED, f"{path.name}: {exc!r}") from None


def _network(text: str) -> Replay:
    outcome = verify_text(text)
    if outcome.roster is None or not outcome.applied:
        raise RecordProblem(NO_GAME, "the record holds no game yet (it never started)")
    game = registry.get(outcome.roster.game)
    names = [s.name or f"seat {i + 1}" for i, s in enumerate(outcome.roster.seats)]
    replay = Replay(game, names, finished=outcome.finished)
    replay.key, replay.config = outcome.roster.game, dict(outcome.roster.config)
    replay.bots = {i: s.bot for i, s in enumerate(outcome.roster.seats) if s.kind == "bot"}
    for effect in outcome.applied:
        replay.actions.append(effect.action)
        replay.states.append(effect.before)
    replay.states.append(outcome.applied[-1].after)
    replay.desyncs, replay.warnings = outcome.desyncs, outcome.warnings
    return replay


def _local(text: str) -> Replay:
    record = parse(text)
    game = registry.get(record.game)
    names = [str(s.get("name", f"seat {i + 1}")) for i, s in enumerate(record.seats)]
    state = game.initial_state(record.config)
    replay = Replay(game, names or [f"seat {i + 1}" for i in range(record.config["players"])])
    replay.key, replay.config = record.game, dict(record.config)
    for index, entry in enumerate(record.entries):
        replay.actions.append(entry.action)
        replay.states.append(state)
        try:
            state = game.apply_action(state, entry.action)
        except IllegalAction as exc:
            raise RecordError(f"action {index} {list(entry.action)} is illegal: {exc}") from None
    replay.states.append(state)
    replay.finished = game.current_player(state) == TERMINAL
    return replay
