"""Network records (format version 2): a peer's signed log, re-checked from scratch.

A peer appends to its record, as it goes: a header, every logged message it accepted (the
envelope exactly as signed, base64) and its own bid secrets (see docs/records.md). This
module is an independent verifier: it re-opens every envelope (signature, table,
version, shape), re-files it in a fresh signed log (sequence numbers, hash chains, no
equivocation) and re-runs the table and the game with the rules core, checking every
acknowledged state hash. The first bad entry is named by its line number.
Pure: text in, outcome out.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from net.effects import Applied, Desynced, Notice, Started, Stopped
from net.lobby import Lobby
from net.lockstep import Lockstep, Use, drain
from net.record import FORMAT, RecordError
from net.roster import Roster
from net.signedlog import SignedLog, Verdict
from net.wire import Envelope, WireError, open_envelope

VERSION = 2


@dataclass
class Verified:
    """What a network record holds, once checked."""

    table: bytes
    messages: int
    applied: list[Applied] = field(default_factory=list)
    desyncs: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    final_hash: str | None = None  # the last state's hash (of an unfinished game too)
    finished: bool = False
    roster: Roster | None = None  # the seats the game started with (names for viewers)


def version_of(text: str) -> int | None:
    """The format version a record's first line declares (None if unreadable)."""
    try:
        head = json.loads(text.split("\n", 1)[0])
    except json.JSONDecodeError:
        return None
    return head.get("version") if isinstance(head, dict) else None


def _header(raw: Any) -> tuple[bytes, bytes]:
    ok = isinstance(raw, dict) and raw.get("format") == FORMAT and raw.get("version") == VERSION
    try:
        table, host = bytes.fromhex(raw["table"]), bytes.fromhex(raw["host"])
    except (KeyError, TypeError, ValueError):
        ok = False
    if not ok or len(table) != 16 or len(host) != 32:
        raise RecordError("line 1: not a version-2 record header (format, version, table, host)")
    return table, host


def _envelopes(lines: list[str], table: bytes) -> tuple[SignedLog, dict[bytes, int]]:
    """Every logged message, re-opened and re-filed; its line number by msg_id."""
    log, where = SignedLog(), {}
    for number, text in enumerate(lines[1:], start=2):
        try:
            raw = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"line {number}: not valid JSON ({exc.msg})") from None
        if not isinstance(raw, dict) or not ({"m"} == set(raw) or {"secret"} == set(raw)):
            raise RecordError(f"line {number}: neither a message nor a secret")
        if "secret" in raw:
            continue
        try:
            env = open_envelope(base64.b64decode(raw["m"], validate=True), table)
        except (WireError, binascii.Error, TypeError) as exc:
            raise RecordError(f"line {number}: {exc}") from None
        verdict, _ = log.offer(env)
        if verdict is not Verdict.ACCEPTED:
            raise RecordError(
                f"line {number}: message #{env.seq} of {env.sender.hex()[:16]}… is "
                f"{verdict.value.replace('_', ' ')} in its sender's chain"
            )
        where[env.msg_id] = number
    return log, where


def verify_text(text: str) -> Verified:
    """Check a whole version-2 record; RecordError names the first bad line."""
    lines = [line for line in text.split("\n") if line.strip()]
    if not lines:
        raise RecordError("the record is empty")
    try:
        table, host = _header(json.loads(lines[0]))
    except json.JSONDecodeError:
        raise RecordError("line 1: not valid JSON") from None
    log, where = _envelopes(lines, table)
    outcome = Verified(table, sum(len(c.messages) for c in log.senders.values()))
    _interpret(log, where, table, host, outcome)
    return outcome


def _interpret(
    log: SignedLog, where: dict[bytes, int], table: bytes, host: bytes, outcome: Verified
) -> None:
    """Run lobby and game over the log as a silent observer, checking every ack."""
    observer = bytes(32)
    lobby = Lobby(host, observer, set())
    game: Lockstep | None = None
    wrong: dict[int, str] = {}

    def use(msg: Envelope) -> Use:
        nonlocal game
        if msg.kind in ("roster", "ready", "start"):
            used = lobby.consume(msg.sender, msg.kind, msg.body, msg.msg_id)
            if lobby.started and game is None:
                assert lobby.roster is not None
                game = Lockstep(table, lobby.roster, observer, _no_secret, set())
        elif msg.kind == "fork":
            used = Use.DONE  # kept as evidence: the peers that logged it stopped there
        elif game is None:
            return Use.WAIT
        else:
            used = game.consume(msg.sender, msg.kind, msg.body)
            if used is Use.DONE:
                _check_ack(game, msg, where[msg.msg_id], wrong)
        if used is Use.DONE:
            _collect(lobby.effects + (game.effects if game else []), outcome, where, msg)
            lobby.effects = []
            if game is not None:
                game.effects = []
        return used

    cursor = dict.fromkeys(log.senders, 0)
    while drain(log, cursor, use):
        pass
    _unsettled(wrong, outcome)
    if game is not None:
        outcome.final_hash = game.hashes.get(game.index, b"").hex() or None
        outcome.finished = game.finished


def _check_ack(game: Lockstep, msg: Envelope, line: int, wrong: dict[int, str]) -> None:
    """Note the first ack of each step whose hash differs from the recomputed one."""
    if msg.kind != "ack":
        return
    k = msg.body["index"]
    recomputed = game.hashes.get(k)
    if recomputed is not None and msg.body["hash"] != recomputed and k not in wrong:
        wrong[k] = (
            f"line {line}: the ack of action {k} by {msg.sender.hex()[:16]}… says state "
            f"{msg.body['hash'].hex()[:16]}…, the log gives {recomputed.hex()[:16]}…"
        )


def _unsettled(wrong: dict[int, str], outcome: Verified) -> None:
    """A wrong ack is fine only where the log also holds the desync that settled it."""
    settled = {report["detected_at"] for report in outcome.desyncs}
    for k in sorted(wrong):
        if k not in settled:
            raise RecordError(wrong[k] + " (and no desync report settles it)")


def _collect(effects: list[Any], outcome: Verified, where: dict[bytes, int], msg: Envelope) -> None:
    for effect in effects:
        if isinstance(effect, Applied):
            outcome.applied.append(effect)
        elif isinstance(effect, Started):
            outcome.roster = effect.roster
        elif isinstance(effect, Desynced):
            outcome.desyncs.append(effect.report)
        elif isinstance(effect, Notice):
            outcome.warnings.append(f"line {where[msg.msg_id]}: {effect.text}")
        elif isinstance(effect, Stopped):
            outcome.warnings.append(f"line {where[msg.msg_id]}: the table stopped: {effect.reason}")


def _no_secret(label: bytes) -> bytes:
    """An observer has no secrets; it never contributes (a placeholder chain seed)."""
    return hashlib.sha256(label).digest()
