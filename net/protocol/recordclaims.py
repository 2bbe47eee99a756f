"""A record's `late`, `withheld` and `stop` claims, judged against its log: a part of the
verifier (net/protocol/netrecord.py's observer, which has the attributes below).

A claim is testimony signed by one peer. Where the log can refute it (a round named as
withheld that never had every commitment in, a seat whose reveal is on an earlier line, a
stop our own replay of the game does not reach), the record is damaged: a RecordError
names the line. Where the log cannot (a part withheld in a reveal), the claim stands,
blaming only members. The verdict's stop is a fork proof first, then our own replay's stop,
then the first proven claim.
"""

from __future__ import annotations

from typing import Any

from net.protocol.lockstep import Lockstep
from net.protocol.recordformat import RecordError
from net.protocol.stops import (
    ABANDONED,
    AUDIT,
    BEACON,
    CHEAT,
    CLAIM,
    DESYNC,
    FORK,
    HIDDEN,
    ILLEGAL_SECRET,
    UNADOPTABLE,
    WITHHELD,
)
from net.protocol.verdict import Stop, Verified
from net.protocol.wire import Envelope


class Claims:
    """The claim checks of the record's observer (mixed into it; it has these)."""

    me: bytes | None
    game: Lockstep | None
    outcome: Verified
    forks: list[tuple[int, bytes, int]]
    stopped_at: int | None
    committed: set[tuple[int, int]]
    full_rounds: set[int]
    reveals: dict[tuple[int, int], int]

    def label(self, key: bytes) -> str:
        raise NotImplementedError  # pragma: no cover - the observer's

    # -- claims and the verdict ------------------------------------------------------------

    def _claim(self, number: int, msg: Envelope) -> Stop | None:
        """Check a `late` or `stop` claim against the log; the stop it proves, if any."""
        who = self.label(msg.sender)

        def contradicted(why: str) -> RecordError:
            return RecordError(f"line {number}: {who}'s {msg.kind} claim is contradicted: {why}")

        if msg.kind == "withheld":
            names = ", ".join(self._peers(msg.body["peers"], contradicted))
            self.outcome.warnings.append(
                f"line {number}: {who} named {names} for withholding a part of a reveal "
                f"at action {msg.body['index']}"
            )
            return None
        if msg.kind == "late":
            seats = msg.body["seats"]
            self._withheld(msg, number, msg.body["round"], seats, contradicted)
            names = ", ".join(self._seat(s) for s in seats)
            self.outcome.warnings.append(
                f"line {number}: {who} named {names} for withholding the reveal of a secret "
                f"move in round {msg.body['round']}"
            )
            return None
        reason, blame, k = msg.body["reason"], msg.body["blame"], msg.body["index"]
        if not isinstance(blame, list):
            raise contradicted("its blame is not a list")
        if reason == FORK:
            if not (len(blame) == 1 and any(f[1] == blame[0] for f in self.forks)):
                raise contradicted("the log holds no fork proof against the one it blames")
            return None  # the proof itself is the verdict
        if reason == WITHHELD or (reason == HIDDEN and not blame):
            # Withheld parts, or a card no deck holds in a private reveal (only its requester
            # sees it): testimony the log cannot refute; the blamed must be members.
            return Stop(reason, msg.body["text"], self._peers(blame, contradicted), number)
        if reason in (CHEAT, ILLEGAL_SECRET, BEACON, DESYNC, HIDDEN, CLAIM, AUDIT):
            own = self.game.stop_body if self.game else None
            if own is None or (own["reason"], own["blame"]) != (reason, blame):
                raise contradicted(f"replaying the log does not stop the table for {reason!r}")
            return None  # our own Lockstep's stop is the verdict
        if reason == ABANDONED:
            self._withheld(msg, number, k, blame, contradicted)
            names = ", ".join(self._seat(s) for s in blame)
            text = f"abandoned: {names} never revealed the secret move of round {k}"
            return Stop(ABANDONED, text, [self._seat(s) for s in blame], number)
        if reason == UNADOPTABLE:
            self._unadoptable(msg, k, contradicted)
            text = f"desync at action {k}: {who} found no readable majority state to adopt"
            return Stop(UNADOPTABLE, text, [], number)
        raise contradicted(f"unknown reason {reason!r}")

    def _peers(self, keys: Any, contradicted: Any) -> list[str]:
        """The labels of blamed members; a claim blaming anyone else is contradicted."""
        roster = self.outcome.roster
        members = {m.key for m in roster.peers} if roster else set()
        if not isinstance(keys, list) or not all(k in members for k in keys):
            raise contradicted("it blames a peer not at the table")
        return [self.label(k) for k in keys]

    def _seat(self, seat: Any) -> str:
        roster = self.outcome.roster
        if roster is None or type(seat) is not int or not 0 <= seat < len(roster.seats):
            return f"seat {seat!r}"
        return roster.seat_label(seat)

    def _withheld(self, msg: Envelope, number: int, r: Any, seats: Any, contradicted: Any) -> None:
        """Withholders named in round r: it was open, each committed, none had revealed."""
        if not isinstance(seats, list) or not seats or r not in self.full_rounds:
            raise contradicted(f"round {r} never had every commitment in")
        for seat in seats:
            if (r, seat) not in self.committed:
                raise contradicted(f"{self._seat(seat)} never committed in round {r}")
            revealed = self.reveals.get((r, seat))
            # Our own claim: the line order is the order in which we accepted messages.
            if msg.sender == self.me and revealed is not None and revealed < number:
                raise contradicted(f"{self._seat(seat)}'s reveal is on line {revealed}")

    def _unadoptable(self, msg: Envelope, k: int, contradicted: Any) -> None:
        game = self.game
        dispute = game.disputes.cases.get(k) if game else None
        case = dispute.case if dispute else None
        if case is None:
            raise contradicted(f"the log holds no settled desync at action {k}")
        target = case.truth()
        theirs = case.messages.get(msg.sender)
        if (
            target is None
            or theirs is None
            or target in (case.acks.get(msg.sender), theirs["rebuilt"])
            or case.adopt(target) is not None
        ):
            raise contradicted(f"a majority state could be reached or adopted at action {k}")

    def _verdict(self, proven: list[Stop]) -> Stop | None:
        """The stop that ends the table: a fork proof, our own Lockstep's stop, a proven claim."""
        if self.forks:
            line, signer, seq = self.forks[0]
            who = self.label(signer)
            return Stop(FORK, f"{who} signed two messages #{seq}", [who], line)
        game = self.game
        if game is not None and game.stop_body is not None and self.stopped_at is not None:
            body = game.stop_body
            blame = [self._seat(b) if isinstance(b, int) else self.label(b) for b in body["blame"]]
            return Stop(body["reason"], body["text"], blame, self.stopped_at)
        return proven[0] if proven else None
