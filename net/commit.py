"""Commit-reveal for simultaneous secrets, such as the opening bid (docs/protocol.md).

    commitment = SHA-256(DOMAIN | table | u16 seat | u32 round | u32 len | value | nonce)

with the 16-byte table id, integers big-endian, `value` the canonical encoding
(core.canonical) of the secret and a 32-byte nonce. Reveals are accepted only once every
seat has committed; each is checked against its commitment. Who has not revealed by the
deadline is named. Pure: the caller passes the time in.
"""

from __future__ import annotations

import hashlib
import secrets
import struct
from dataclasses import dataclass, field
from typing import Any

from core import canonical

DOMAIN = b"tavolata/commit/v1\x00"
NONCE_SIZE = 32


class CommitError(ValueError):
    """A commitment or reveal that breaks the rules of the round; the message says why."""


def new_nonce() -> bytes:
    """32 bytes from the operating system's random source."""
    return secrets.token_bytes(NONCE_SIZE)


def commitment(table: bytes, seat: int, round_: int, value: Any, nonce: bytes) -> bytes:
    """The commitment to `value` for `seat` in `round_` of `table`."""
    if len(nonce) != NONCE_SIZE:
        raise CommitError(f"the nonce must be {NONCE_SIZE} bytes")
    encoded = canonical.encode(value)
    header = struct.pack(">HII", seat, round_, len(encoded))
    return hashlib.sha256(DOMAIN + table + header + encoded + nonce).digest()


@dataclass
class CommitRound:
    """One round of commitments from a known set of seats, then their reveals."""

    table: bytes
    round: int
    seats: tuple[int, ...]
    commitments: dict[int, bytes] = field(default_factory=dict)
    values: dict[int, Any] = field(default_factory=dict)

    def commit(self, seat: int, digest: bytes) -> None:
        """Record a seat's commitment (once; the same one again is harmless)."""
        if seat not in self.seats:
            raise CommitError(f"seat {seat} does not take part in round {self.round}")
        known = self.commitments.get(seat)
        if known is not None and known != digest:
            raise CommitError(f"seat {seat} sent two different commitments")
        self.commitments[seat] = digest

    @property
    def all_committed(self) -> bool:
        """Whether reveals may begin."""
        return len(self.commitments) == len(self.seats)

    def reveal(self, seat: int, value: Any, nonce: bytes) -> None:
        """Check and record a seat's reveal."""
        if not self.all_committed:
            waiting = sorted(set(self.seats) - set(self.commitments))
            raise CommitError(f"reveal from seat {seat} before seats {waiting} committed")
        if seat not in self.commitments:
            raise CommitError(f"seat {seat} does not take part in round {self.round}")
        if commitment(self.table, seat, self.round, value, nonce) != self.commitments[seat]:
            raise CommitError(f"seat {seat}'s reveal does not match its commitment")
        self.values[seat] = value

    @property
    def complete(self) -> bool:
        """Whether every seat has revealed."""
        return len(self.values) == len(self.seats)

    def withheld(self) -> tuple[int, ...]:
        """Seats that committed but have not revealed (named when the deadline passes)."""
        return tuple(s for s in self.seats if s not in self.values)
