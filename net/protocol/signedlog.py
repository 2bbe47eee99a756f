"""The signed log of a table: every peer's messages in sequence, chained by hashes.

Each sender numbers its messages 0, 1, 2, ... and names the hash of its previous payload
(`prev`), so a sender's messages form a chain that cannot be reordered or edited. Peers
keep and relay every message; two different messages signed by one sender with the same
sequence number are a fork proof: the sender equivocated, and the table stops.
Pure: no I/O, no clock.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from net.protocol.wire import ZERO_HASH, Envelope, WireError, open_envelope


class Verdict(Enum):
    """What the log did with an offered message."""

    ACCEPTED = "accepted"  # the sender's next message: appended
    DUPLICATE = "duplicate"  # the very same message again (relays, retries): ignored
    FUTURE = "future"  # a gap: held until the missing messages arrive
    FORK = "fork"  # a different message with a sequence number already used
    BROKEN_CHAIN = "broken_chain"  # the right number, but `prev` names another message


@dataclass(frozen=True)
class ForkProof:
    """Two different messages signed by the same sender with the same sequence number."""

    sender: bytes
    seq: int
    first: bytes  # the envelopes, exactly as received: anyone can re-check both signatures
    second: bytes

    @classmethod
    def check(
        cls, first: bytes, second: bytes, table: bytes, versions: tuple[int, ...] | None = None
    ) -> ForkProof | None:
        """The proof in a `fork` message's two envelopes, or None if it proves nothing: both
        must open (signatures, `table`, protocol `versions`) and be one sender's two different
        messages with one number."""
        try:
            a = open_envelope(first, table, versions)
            b = open_envelope(second, table, versions)
        except WireError:
            return None
        if (a.sender, a.seq) != (b.sender, b.seq) or a.payload == b.payload:
            return None
        return cls(a.sender, a.seq, a.raw, b.raw)


@dataclass
class SenderLog:
    """One sender's chain of messages."""

    messages: list[Envelope] = field(default_factory=list)
    held: dict[int, Envelope] = field(default_factory=dict)

    @property
    def next_seq(self) -> int:
        """The sequence number the sender's next message must have."""
        return len(self.messages)

    @property
    def head(self) -> bytes:
        """The hash the sender's next message must name as `prev`."""
        return self.messages[-1].msg_id if self.messages else ZERO_HASH


MAX_HELD = 1024  # messages ahead of a gap kept per sender; beyond, they are asked again


class SignedLog:
    """Every sender's chain at one peer; `offer` each opened envelope."""

    def __init__(self) -> None:
        self.senders: dict[bytes, SenderLog] = {}
        self.forks: list[ForkProof] = []
        # Every envelope filed (accepted or held), by its exact bytes: a copy relayed to us
        # again is recognised without checking its signature a second time (issue 19).
        self.filed: dict[bytes, Envelope] = {}

    def known(self, raw: bytes) -> Envelope | None:
        """The envelope already filed with exactly these bytes (its signature was checked)."""
        return self.filed.get(raw)

    def chain(self, sender: bytes) -> SenderLog:
        """The chain of `sender` (empty if never heard from)."""
        log = self.senders.get(sender)  # asked a dozen times a frame: make one only once
        if log is None:
            log = self.senders[sender] = SenderLog()
        return log

    def offer(self, env: Envelope) -> tuple[Verdict, list[Envelope]]:
        """File one message; the verdict and the messages now accepted, in order."""
        log = self.chain(env.sender)
        if env.seq < log.next_seq:
            known = log.messages[env.seq]
            if known.payload == env.payload:
                return Verdict.DUPLICATE, []
            self.forks.append(ForkProof(env.sender, env.seq, known.raw, env.raw))
            return Verdict.FORK, []
        if env.seq > log.next_seq:
            held = log.held.get(env.seq)
            if held is not None and held.payload != env.payload:
                self.forks.append(ForkProof(env.sender, env.seq, held.raw, env.raw))
                return Verdict.FORK, []
            if len(log.held) < MAX_HELD:
                log.held[env.seq] = env
                self.filed[env.raw] = env
            return Verdict.FUTURE, []
        if env.prev != log.head:
            return Verdict.BROKEN_CHAIN, []
        accepted = [env]
        log.messages.append(env)
        self.filed[env.raw] = env
        # The gap may now be closed: release held messages that continue the chain.
        while (nxt := log.held.pop(log.next_seq, None)) is not None:
            if nxt.prev != log.head:
                self.filed.pop(nxt.raw, None)  # dropped: `filed` holds only what the log does
                break
            log.messages.append(nxt)
            accepted.append(nxt)
        return Verdict.ACCEPTED, accepted

    def missing(self, sender: bytes) -> range:
        """Sequence numbers of `sender` to ask for: the gap before the first held message."""
        log = self.chain(sender)
        if not log.held:
            return range(0)
        return range(log.next_seq, min(log.held))
