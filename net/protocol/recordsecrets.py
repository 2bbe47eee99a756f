"""A network record's `secret` lines, checked against the commitments in its log
(docs/records.md; the verifier is net/protocol/netrecord.py).

A peer writes each secret move of the seats it drives (round, seat, value and the
commitment's nonce) before it sends the commitment, so that it can reveal it after a
restart. Each line must be for a seat the record's peer (`me`) drives, come before that
peer's commitment for its round and seat, and open it; a line without a nonce (written
before protocol version 2) must equal the peer's reveal if the log holds one, else it
cannot be checked (a warning). A secret whose commitment was never sent is fine. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from net.protocol import commit
from net.protocol.recordformat import RecordError
from net.protocol.wire import Envelope


class SecretLines:
    """The checks of one record's secret lines."""

    def __init__(
        self, table: bytes, drives: Iterable[int], mine: Iterable[tuple[int, Envelope]]
    ) -> None:
        """`drives`: the seats `me` drives; `mine`: `me`'s messages, each with its line."""
        self.table, self.drives = table, set(drives)
        self.sent: dict[tuple[str, int, int], tuple[int, Envelope]] = {}  # the first of each
        for number, env in mine:
            if env.kind in ("commit", "reveal"):
                key = (env.kind, env.body["round"], env.body["seat"])
                self.sent.setdefault(key, (number, env))
        self.warnings: list[str] = []

    def line(self, number: int, secret: Any) -> None:
        """Check the secret on record line `number`; RecordError names what is wrong."""

        def bad(why: str) -> RecordError:
            return RecordError(f"line {number}: {why}")

        if not (
            isinstance(secret, dict)
            and {"round", "seat", "value"} <= set(secret) <= {"round", "seat", "value", "nonce"}
            and all(type(secret[k]) is int and secret[k] >= 0 for k in ("round", "seat"))
            and isinstance(secret["value"], list)
            and re.fullmatch(r"[0-9a-f]{64}", str(secret.get("nonce", "0" * 64)))
        ):
            raise bad("a malformed secret (round, seat, value and a 64-hex-digit nonce)")
        r, seat, value = secret["round"], secret["seat"], secret["value"]
        what = f"the secret of seat {seat} in round {r}"
        if seat not in self.drives:
            raise bad(f"{what} is not for a seat this record's peer (`me`) drives")
        sent = self.sent.get(("commit", r, seat))
        if sent is None:
            return  # written, then the peer stopped before sending its commitment: fine
        at, env = sent
        if at < number:
            raise bad(f"{what} was written after its commitment (line {at})")
        if "nonce" in secret:
            try:
                digest = commit.commitment(
                    self.table, seat, r, value, bytes.fromhex(secret["nonce"])
                )
            except (ValueError, TypeError):
                digest = b""
            if digest != env.body["commitment"]:
                raise bad(f"{what} does not open its commitment (line {at})")
            return
        revealed = self.sent.get(("reveal", r, seat))
        if revealed is None:
            self.warnings.append(
                f"line {number}: {what} cannot be checked (no nonce: an older record; "
                "no reveal in the log)"
            )
        elif revealed[1].body["value"] != value:
            raise bad(f"{what} differs from its reveal (line {revealed[0]})")
