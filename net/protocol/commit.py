"""Commit rounds: simultaneous secret moves, committed, then revealed (docs/protocol.md).

    commitment = SHA-256(DOMAIN | table | u16 seat | u32 round | u32 len | value | nonce)

with the 16-byte table id, integers big-endian, `value` the canonical encoding
(core.canonical) of the secret and a 32-byte nonce. Reveals are accepted only once every
seat has committed; each is checked against its commitment. Who has not revealed by the
deadline is named; who still has not is abandoned. One `CommitRound` machine per round:

    committing --commit--> committing --last_commit--> revealing --reveal--> revealing
    revealing|late --last_reveal--> complete; --bad_reveal--> (same state), stop_cheat
    revealing --deadline--> late --give_up--> abandoned      (revealing --give_up--> too)

`SecretMoves` is our side: the secret moves of the seats we drive and their nonces, derived
from the `derive` it is given (the profile key's, net/identity.py). Pure: the caller passes
the time in, and every nonce.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from core import canonical
from net.protocol.machine import Machine, Refused, Table
from net.protocol.settings import Deadline

DOMAIN = b"tavolata/commit/v1\x00"
NONCE_SIZE = 32

# States
COMMITTING, REVEALING, LATE = "committing", "revealing", "late"
COMPLETE, ABANDONED = "complete", "abandoned"
# Events
COMMIT, LAST_COMMIT, REVEAL, LAST_REVEAL = "commit", "last_commit", "reveal", "last_reveal"
BAD_REVEAL, DEADLINE, GIVE_UP = "bad_reveal", "deadline", "give_up"
# Outputs
START_CLOCK, NAME_LATE, APPLY = "start_clock", "name_late", "apply"
STOP_CHEAT, STOP_ABANDONED = "stop_cheat", "stop_abandoned"


class CommitError(Refused):
    """A commitment or reveal that breaks the rules of the round; the message says why."""


def commitment(table: bytes, seat: int, round_: int, value: Any, nonce: bytes) -> bytes:
    """The commitment to `value` for `seat` in `round_` of `table`."""
    if len(nonce) != NONCE_SIZE:
        raise CommitError(f"the nonce must be {NONCE_SIZE} bytes")
    encoded = canonical.encode(value)
    header = struct.pack(">HII", seat, round_, len(encoded))
    return hashlib.sha256(DOMAIN + table + header + encoded + nonce).digest()


@dataclass
class CommitRound(Machine):
    """One round of commitments from a known set of seats, then their reveals."""

    NAME = "commit round"
    INITIAL = COMMITTING
    TABLE: ClassVar[Table] = {
        (COMMITTING, COMMIT): (COMMITTING, ()),
        (COMMITTING, LAST_COMMIT): (REVEALING, (START_CLOCK,)),
        (REVEALING, COMMIT): (REVEALING, ()),  # the same commitment again: harmless
        (REVEALING, REVEAL): (REVEALING, ()),
        (REVEALING, LAST_REVEAL): (COMPLETE, (APPLY,)),
        (REVEALING, BAD_REVEAL): (REVEALING, (STOP_CHEAT,)),
        (REVEALING, DEADLINE): (LATE, (NAME_LATE,)),
        (REVEALING, GIVE_UP): (ABANDONED, (STOP_ABANDONED,)),  # no tick between the two
        (LATE, COMMIT): (LATE, ()),
        (LATE, REVEAL): (LATE, ()),
        (LATE, LAST_REVEAL): (COMPLETE, (APPLY,)),
        (LATE, BAD_REVEAL): (LATE, (STOP_CHEAT,)),
        (LATE, GIVE_UP): (ABANDONED, (STOP_ABANDONED,)),
    }

    table: bytes
    round: int
    seats: tuple[int, ...]
    # From the last commitment: when withholders are named, then abandoned
    # (net/protocol/settings.py).
    deadline: Deadline
    commitments: dict[int, bytes] = field(default_factory=dict)
    values: dict[int, Any] = field(default_factory=dict)
    committed_at: float | None = None  # when the last commitment came (the reveal clock)
    cheat: str = ""  # why the last bad reveal was bad

    def __post_init__(self) -> None:
        super().__init__()

    def commit(self, seat: int, digest: bytes, now: float = 0.0) -> tuple[str, ...]:
        """Record a seat's commitment (once; the same one again is harmless): the outputs."""
        if seat not in self.seats:
            raise CommitError(f"seat {seat} does not take part in round {self.round}")
        known = self.commitments.get(seat)
        if known is not None and known != digest:
            raise CommitError(f"seat {seat} sent two different commitments")
        before = self.all_committed
        self.commitments[seat] = digest
        outputs = self.fire(LAST_COMMIT if self.all_committed and not before else COMMIT)
        if START_CLOCK in outputs:
            self.committed_at = now
        return outputs

    @property
    def all_committed(self) -> bool:
        """Whether reveals may begin."""
        return len(self.commitments) == len(self.seats)

    def reveal(self, seat: int, value: Any, nonce: bytes) -> tuple[str, ...]:
        """Check and record a seat's reveal: the outputs. One that does not open its seat's
        commitment is `bad_reveal` (a stop naming the seat; `cheat` says why). CommitError:
        before every commitment is in, or after the round closed."""
        if not self.all_committed:
            waiting = sorted(set(self.seats) - set(self.commitments))
            raise CommitError(f"reveal from seat {seat} before seats {waiting} committed")
        if not self.can(REVEAL):
            raise CommitError(f"a reveal in round {self.round}, which is {self.state}")
        if seat not in self.commitments:
            self.cheat = f"seat {seat} does not take part in round {self.round}"
        elif commitment(self.table, seat, self.round, value, nonce) != self.commitments[seat]:
            self.cheat = f"seat {seat}'s reveal does not match its commitment"
        else:
            self.values[seat] = value
            return self.fire(LAST_REVEAL if self.complete else REVEAL)
        return self.fire(BAD_REVEAL)

    @property
    def complete(self) -> bool:
        """Whether every seat has revealed."""
        return len(self.values) == len(self.seats)

    def withheld(self) -> tuple[int, ...]:
        """Seats that committed but have not revealed (named when the deadline passes)."""
        return tuple(s for s in self.seats if s not in self.values)

    def tick(self, now: float) -> tuple[str, ...]:
        """Time passes: name the withholders after the deadline, give up later."""
        if self.committed_at is None or self.state not in (REVEALING, LATE):
            return ()
        late, deadline = now - self.committed_at, self.deadline
        if late > deadline.name_after + deadline.abandon_after:
            return self.fire(GIVE_UP)
        if late > deadline.name_after and self.state == REVEALING:
            return self.fire(DEADLINE)
        return ()


class SecretMoves:
    """Our side of commit rounds: the secret move of each seat we drive, per round."""

    def __init__(self, table: bytes, derive: Callable[[bytes], bytes]) -> None:
        self.table, self.derive = table, derive
        self.values: dict[tuple[int, int], list[Any]] = {}  # (round, seat) -> our secret move

    def nonce(self, round_: int, seat: int) -> bytes:
        """Our commitment nonce for (round, seat): secret, and the same after a restart."""
        label = b"nonce" + self.table + round_.to_bytes(4, "big") + seat.to_bytes(2, "big")
        return self.derive(label)

    def choose(self, round_: int, seat: int, value: list[Any]) -> dict[str, Any]:
        """Keep our secret move for (round, seat); the record line that must precede its
        commitment (the nonce too: a record's verifier cannot derive it, docs/records.md)."""
        self.values[(round_, seat)] = value
        nonce = self.nonce(round_, seat).hex()
        return {"secret": {"round": round_, "seat": seat, "value": value, "nonce": nonce}}

    def commit_body(self, round_: int, seat: int) -> dict[str, Any]:
        """Our `commit` message for (round, seat)."""
        value, nonce = self.values[(round_, seat)], self.nonce(round_, seat)
        digest = commitment(self.table, seat, round_, value, nonce)
        return {"round": round_, "seat": seat, "commitment": digest}

    def reveal_body(self, round_: int, seat: int) -> dict[str, Any]:
        """Our `reveal` message for (round, seat)."""
        value, nonce = self.values[(round_, seat)], self.nonce(round_, seat)
        return {"round": round_, "seat": seat, "value": value, "nonce": nonce}
