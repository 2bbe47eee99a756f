"""Network records (format version 2): a peer's signed log, re-checked from scratch.

A peer appends to its record, as it goes: a header, every logged message it accepted (the
envelope exactly as signed, base64) and its own secret moves (see docs/records.md). This
module is an independent verifier: it re-opens every envelope (signature, table, version,
shape), re-files it in a fresh signed log (sequence numbers, hash chains, no equivocation),
re-runs the table and the game with the rules core, checking every acknowledged state
hash, checks every secret line against its commitment and every `late`/`stop` claim
against the log (net/protocol/recordclaims.py), and gives a verdict (docs/protocol.md, "Verifying a
record"): finished, interrupted, stopped (why, and who is to blame) or damaged (a
RecordError naming the first bad line). Pure: text in, outcome out.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from dataclasses import dataclass
from typing import Any

from net.protocol import signing
from net.protocol.effects import Applied, Desynced, Notice, SecretStatus, Started
from net.protocol.kinds import LOBBY, PROOF_OF_FORK, TESTIMONY, layer
from net.protocol.lobby import Lobby
from net.protocol.lockstep import Lockstep
from net.protocol.machine import Use, drain
from net.protocol.messages import RECORD_VERSIONS
from net.protocol.outbox import Outbox
from net.protocol.recordclaims import Claims
from net.protocol.recordformat import FORMAT, RecordError
from net.protocol.recordsecrets import SecretLines
from net.protocol.signedlog import ForkProof, SignedLog, Verdict

# The verdict (net/protocol/verdict.py), also read from here by the client and the tests.
from net.protocol.verdict import DAMAGED as DAMAGED
from net.protocol.verdict import EXIT_CODES as EXIT_CODES
from net.protocol.verdict import FINISHED as FINISHED
from net.protocol.verdict import INTERRUPTED as INTERRUPTED
from net.protocol.verdict import STOPPED as STOPPED
from net.protocol.verdict import Stop as Stop
from net.protocol.verdict import Verified as Verified
from net.protocol.wire import Envelope, WireError, open_envelope

VERSION = 2

TRUNCATED = "the record is truncated (the last line is cut)"


def version_of(text: str) -> int | None:
    """The format version a record's first line declares (None if unreadable)."""
    try:
        head = json.loads(text.split("\n", 1)[0])
    except json.JSONDecodeError:
        return None
    return head.get("version") if isinstance(head, dict) else None


def _header(raw: Any) -> tuple[bytes, bytes, bytes | None]:
    ok = isinstance(raw, dict) and raw.get("format") == FORMAT and raw.get("version") == VERSION
    me: bytes | None = None
    try:
        table, host = bytes.fromhex(raw["table"]), bytes.fromhex(raw["host"])
        if raw.get("me") is not None:
            me = bytes.fromhex(raw["me"])
    except (KeyError, TypeError, ValueError):
        ok = False
    if not ok or len(table) != 16 or len(host) != 32 or (me is not None and len(me) != 32):
        raise RecordError("line 1: not a version-2 record header (format, version, table, host)")
    return table, host, me


@dataclass
class _Record:
    """The parsed record: the refiled log, where each message was, and the secret lines."""

    log: SignedLog
    where: dict[bytes, int]
    secrets: list[tuple[int, Any]]


def _parse(text: str, table: bytes) -> _Record:
    """Every logged message, re-opened and re-filed; its line number by msg_id."""
    record = _Record(SignedLog(), {}, [])
    for number, line in enumerate(text.split("\n")[1:-1], start=2):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            raise RecordError(f"line {number}: not valid JSON ({exc.msg})") from None
        if not isinstance(raw, dict) or not ({"m"} == set(raw) or {"secret"} == set(raw)):
            raise RecordError(f"line {number}: neither a message nor a secret")
        if "secret" in raw:
            record.secrets.append((number, raw["secret"]))
            continue
        try:
            data = base64.b64decode(raw["m"], validate=True)
            env = open_envelope(data, table, RECORD_VERSIONS)
        except (WireError, binascii.Error, TypeError) as exc:
            raise RecordError(f"line {number}: {exc}") from None
        verdict, _ = record.log.offer(env)
        if verdict is not Verdict.ACCEPTED:
            raise RecordError(
                f"line {number}: message #{env.seq} of {env.sender.hex()[:16]}… is "
                f"{verdict.value.replace('_', ' ')} in its sender's chain"
            )
        record.where[env.msg_id] = number
    return record


def verify_text(text: str) -> Verified:
    """Check a whole version-2 record; RecordError (the verdict "damaged") names the first bad
    line. The outcome's `verdict` is finished, interrupted or stopped."""
    if not text.strip():
        raise RecordError("the record is empty")
    lines = text.split("\n")
    if lines[-1] != "":
        raise RecordError(f"line {len(lines)}: {TRUNCATED}")
    try:
        table, host, me = _header(json.loads(lines[0]))
    except json.JSONDecodeError:
        raise RecordError("line 1: not valid JSON") from None
    record = _parse(text, table)
    outcome = Verified(table, sum(len(c.messages) for c in record.log.senders.values()))
    _Observer(record, table, host, me, outcome).run()
    return outcome


class _Observer(Claims):
    """Lobby and game run over the log as a silent observer, then every claim judged."""

    def __init__(
        self, record: _Record, table: bytes, host: bytes, me: bytes | None, outcome: Verified
    ) -> None:
        self.record, self.table, self.me, self.outcome = record, table, me, outcome
        self.observer = bytes(32)
        self.lobby = Lobby(host, self.observer, Outbox())
        self.game: Lockstep | None = None
        self.wrong: dict[int, str] = {}  # step -> the first wrong ack of it, named
        self.forks: list[tuple[int, bytes, int]] = []  # (line, signer, seq) of valid proofs
        self.claims: list[tuple[int, Envelope]] = []  # `late` and `stop` messages
        self.stopped_at: int | None = None  # the line at which our own Lockstep stopped
        self.committed: set[tuple[int, int]] = set()  # (round, seat)
        self.full_rounds: set[int] = set()  # rounds in which every seat committed
        self.reveals: dict[tuple[int, int], int] = {}  # (round, seat) -> its first reveal's line

    def line(self, msg: Envelope) -> int:
        return self.record.where[msg.msg_id]

    def label(self, key: bytes) -> str:
        roster = self.lobby.roster or self.lobby.latest
        return roster.peer_label(key) if roster else signing.fingerprint(key)

    def run(self) -> None:
        cursor = dict.fromkeys(self.record.log.senders, 0)
        while drain(self.record.log, cursor, self.use):
            pass
        game, outcome = self.game, self.outcome
        for chain in self.record.log.senders.values():
            for env in chain.messages:
                if env.kind == "reveal":
                    at = (env.body["round"], env.body["seat"])
                    self.reveals[at] = min(self.line(env), self.reveals.get(at, self.line(env)))
        self._acks()
        self._secrets()
        proven = [self._claim(line, msg) for line, msg in self.claims]
        outcome.stop = self._verdict([p for p in proven if p is not None])
        if game is not None:
            outcome.final_hash = game.hashes.get(game.index, b"").hex() or None
            outcome.finished = game.finished
            outcome.audited = game.finished and game.reveals.audited

    def use(self, msg: Envelope) -> Use:
        game, where = self.game, layer(msg.kind)  # routed as the live peer routes it
        if where == LOBBY:
            used = self.lobby.consume(msg.sender, msg.kind, msg.body, msg.msg_id)
            if self.lobby.started and game is None:
                assert self.lobby.roster is not None
                roster = self.lobby.roster
                self.game = Lockstep(self.table, roster, self.observer, _no_secret)
        elif where == PROOF_OF_FORK:
            self._fork(msg)
            used = Use.DONE
        elif where == TESTIMONY:
            self.claims.append((self.line(msg), msg))
            used = Use.DONE
        elif game is None:
            return Use.WAIT
        else:
            was_stopped = game.stopped
            used = game.consume(msg.sender, msg.kind, msg.body)
            if used is Use.DONE:
                self._check_ack(msg)
                rnd = game.rounds.round
                if rnd is not None and rnd.all_committed:
                    self.full_rounds.add(rnd.round)
                if game.stopped is not None and was_stopped is None:
                    self.stopped_at = self.line(msg)
        if used is Use.DONE:
            self._collect(msg)
        return used

    def _collect(self, msg: Envelope) -> None:
        effects = self.lobby.effects + (self.game.effects if self.game else [])
        self.lobby.effects = []
        if self.game is not None:
            self.game.effects = []
        for effect in effects:
            if isinstance(effect, Applied):
                self.outcome.applied.append(effect)
            elif isinstance(effect, Started):
                self.outcome.roster = effect.roster
            elif isinstance(effect, Desynced):
                self.outcome.desyncs.append(effect.report)
            elif isinstance(effect, Notice):
                self.outcome.warnings.append(f"line {self.line(msg)}: {effect.text}")
            elif isinstance(effect, SecretStatus) and effect.status == "committed":
                self.committed.add((effect.round, effect.seat))

    def _fork(self, msg: Envelope) -> None:
        """Re-check a fork proof: two envelopes, one table, signer and number, other payloads."""
        body = msg.body
        proof = ForkProof.check(body["first"], body["second"], self.table, RECORD_VERSIONS)
        if proof is not None:
            self.forks.append((self.line(msg), proof.sender, proof.seq))
            return
        self.outcome.warnings.append(
            f"line {self.line(msg)}: a bogus fork proof from {self.label(msg.sender)}, ignored"
        )

    # -- acks ------------------------------------------------------------------------------

    def _check_ack(self, msg: Envelope) -> None:
        """Note the first ack of each step whose hash differs from the recomputed one."""
        if msg.kind != "ack" or self.game is None:
            return
        k = msg.body["index"]
        recomputed = self.game.hashes.get(k)
        if recomputed is not None and msg.body["hash"] != recomputed and k not in self.wrong:
            self.wrong[k] = (
                f"line {self.line(msg)}: the ack of action {k} by {msg.sender.hex()[:16]}… says "
                f"state {msg.body['hash'].hex()[:16]}…, the log gives {recomputed.hex()[:16]}…"
            )

    def _acks(self) -> None:
        """A wrong ack is fine only where the log also holds the desync that settled it, or
        after an equivocation (its signer's two messages may have led peers apart)."""
        settled = {report["detected_at"] for report in self.outcome.desyncs}
        for k in sorted(self.wrong):
            if self.forks:
                self.outcome.warnings.append(f"{self.wrong[k]} (after the equivocation)")
            elif k not in settled:
                raise RecordError(self.wrong[k] + " (and no desync report settles it)")

    # -- secrets ---------------------------------------------------------------------------

    def _secrets(self) -> None:
        """Every secret line opens its seat's commitment, sent after it (docs/records.md)."""
        mine = []
        if self.me is not None:
            mine = [(self.line(env), env) for env in self.record.log.chain(self.me).messages]
        drives = self.outcome.roster.seats_of(self.me) if self.me and self.outcome.roster else ()
        check = SecretLines(self.table, drives, mine)
        for number, secret in self.record.secrets:
            check.line(number, secret)
        self.outcome.warnings += check.warnings


def _no_secret(label: bytes) -> bytes:
    """An observer has no secrets; it never contributes (a placeholder chain seed)."""
    return hashlib.sha256(label).digest()
