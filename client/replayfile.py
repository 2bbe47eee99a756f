"""Any record as a list of steps to watch: network records (every signature and hash checked)
and local ones alike. No Qt: the replay viewer and the resume list read records here."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core import registry
from core.api import TERMINAL, Action, Game, IllegalAction
from net.netrecord import VERSION, verify_text, version_of
from net.record import RecordError, parse


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


def load(path: Path) -> Replay:
    """Read and check a record; RecordError with a readable reason if it cannot be watched."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"{path.name}: cannot read the record ({exc})") from None
    if version_of(text) == VERSION:
        return _network(text)
    return _local(text)


def _network(text: str) -> Replay:
    outcome = verify_text(text)
    if outcome.roster is None or not outcome.applied:
        raise RecordError("the record holds no game yet (it never started)")
    game = registry.get(outcome.roster.game)
    names = [s.name or f"seat {i + 1}" for i, s in enumerate(outcome.roster.seats)]
    replay = Replay(game, names, finished=outcome.finished)
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
