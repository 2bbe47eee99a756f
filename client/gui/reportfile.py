"""Reading the files the desync inspector opens: a lab report (`tavolata lab --report FILE`)
or one peer's desync dump (`desync-at-<K>-<who>.json`, client/netplay.write_desync).

Files come from testers' runs and from other machines, so `load` checks every key the
inspector reads before anything is shown: a damaged or foreign file is refused with one
sentence naming what is wrong (`ReportError`), never half shown or a traceback.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from client.gui.i18n import ReportFile

LAB_FORMAT, LAB_VERSION = "tavolata-lab-report", 1


class ReportError(ValueError):
    """A file the inspector cannot show; the message is a sentence for people."""


class _Bad(Exception):
    """A key missing or of the wrong type, at `where` (e.g. "games[1].desyncs[0].peers")."""


@dataclass
class Opened:
    """A checked file: a lab report's games, or (`lab` None) a single desync dump."""

    path: Path
    lab: dict[str, Any] | None
    games: list[dict[str, Any]] = field(default_factory=list)
    dump: dict[str, Any] | None = None


# -- reading and checking files ------------------------------------------------------------


def _get(obj: dict[str, Any], key: str, kinds: Any, where: str, optional: bool = False) -> Any:
    """obj[key] if it is one of `kinds` (bool is not an int here); else _Bad naming it."""
    path = _at(where, key)
    if key not in obj:
        if optional:
            return None
        raise _Bad(path)
    value = obj[key]
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in _tuple(kinds)):
        raise _Bad(path)
    return value


def _at(where: str, key: str) -> str:
    """The path of `key` inside `where`: "games[0].desyncs[1]" + "peers"."""
    return f"{where}.{key}" if where else key


def _tuple(kinds: Any) -> tuple[Any, ...]:
    return kinds if isinstance(kinds, tuple) else (kinds,)


def _dicts(value: list[Any], where: str) -> list[dict[str, Any]]:
    for i, item in enumerate(value):
        if not isinstance(item, dict):
            raise _Bad(f"{where}[{i}]")
    return value


def check_report(report: Any, where: str = "") -> None:
    """Raise _Bad at the first key the desync view needs that is missing or wrong."""
    if not isinstance(report, dict):
        raise _Bad(where or "the file")
    _get(report, "detected_at", int, where)
    peers = _get(report, "peers", list, where)
    for i, peer in enumerate(_dicts(peers, _at(where, "peers"))):
        for key in ("peer", "hash", "rebuilt"):
            _get(peer, key, str, _at(where, f"peers[{i}]"))
    _get(report, "majority", (str, type(None)), where)
    minority = _get(report, "minority", list, where)
    if not all(isinstance(m, str) for m in minority):
        raise _Bad(_at(where, "minority"))
    _get(report, "recovered", bool, where)
    _get(report, "verdict", str, where)
    _get(report, "expected", dict, where, optional=True)
    diff = _get(report, "first_difference", (dict, type(None)), where)
    here = _at(where, "first_difference")
    if diff is not None and _get(diff, "path", (str, type(None)), here) is not None:
        values = _dicts(_get(diff, "values", list, here), f"{here}.values")
        for i, side in enumerate(values):
            _get(side, "peer", str, f"{here}.values[{i}]")
            if "value" not in side:
                raise _Bad(f"{here}.values[{i}].value")


def check_lab(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The games of a lab report, after checking what the inspector shows of each."""
    games = _dicts(_get(data, "games", list, ""), "games")
    for i, game in enumerate(games):
        where = f"games[{i}]"
        _get(game, "finished", bool, where)
        _get(game, "final_hashes_agree", bool, where)
        for j, report in enumerate(_get(game, "desyncs", list, where)):
            check_report(report, f"{where}.desyncs[{j}]")
    return games


def load(path: Path) -> Opened:
    """Read and check a lab report or a desync dump; ReportError (a sentence) if it is neither."""
    name = path.name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReportError(
            ReportFile.tr("{name} cannot be read: {why}.").format(
                name=name, why=exc.strerror or exc
            )
        ) from None
    except UnicodeDecodeError:
        raise ReportError(ReportFile.tr("{name} is not a text file.").format(name=name)) from None
    except json.JSONDecodeError as exc:
        raise ReportError(
            ReportFile.tr(
                "{name} is not valid JSON (line {line}): the file may be damaged or cut short."
            ).format(name=name, line=exc.lineno)
        ) from None
    if not isinstance(data, dict) or ("format" not in data and "detected_at" not in data):
        raise ReportError(
            ReportFile.tr("{name} is neither a lab report nor a desync dump.").format(name=name)
        )
    lab = "format" in data
    if lab and data["format"] != LAB_FORMAT:
        raise ReportError(
            ReportFile.tr("{name} is a “{format}” file, not a lab report.").format(
                name=name, format=data["format"]
            )
        )
    if lab and data.get("version") != LAB_VERSION:
        raise ReportError(
            ReportFile.tr(
                "{name} is a lab report of version {version}; this client reads version 1."
            ).format(name=name, version=data.get("version"))
        )
    try:
        if lab:
            return Opened(path, data, check_lab(data))
        check_report(data)
        return Opened(path, None, dump=data)
    except _Bad as bad:
        text = (
            ReportFile.tr(
                "{name} is an incomplete lab report: {where} is missing or of the wrong kind."
            )
            if lab
            else ReportFile.tr(
                "{name} is an incomplete desync dump: {where} is missing or of the wrong kind."
            )
        )
        raise ReportError(text.format(name=name, where=bad.args[0])) from None
