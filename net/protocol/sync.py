"""Catch-up from the signed log: heads, `want` and its answers (docs/protocol.md,
"Connections, relaying and catch-up").

Every heartbeat carries every sender's log head as this peer knows it: [key, count, last
msg_id]. A receiver that sees a longer chain asks that connection for the rest (`want`);
one that sees the same length but another last message asks for that last one, which
then turns up as a fork proof. A `want` is answered with up to WANT_BATCH messages. This
is how messages are relayed, and how a peer that was away, or restarted from its record,
catches up. No states: a want is repeated at most once a second for the same start. Pure.
"""

from __future__ import annotations

from typing import Any

from net.protocol.signedlog import SignedLog
from net.protocol.signing import KEY_SIZE

WANT_BATCH = 256  # messages sent per `want`
MAX_HEADS = 64  # heads read from one heartbeat
MAX_WANTED = 1024  # senders whose last `want` we remember (a table has a handful)


class Sync:
    """What this peer asks others for, and what it knows they hold."""

    def __init__(self, log: SignedLog, want_again: float) -> None:
        self.log = log
        self.want_again = want_again  # seconds before the same `want` is asked again
        self.wanted: dict[bytes, tuple[int, float]] = {}  # sender -> (from, when asked)
        self.known_by: dict[bytes, dict[bytes, int]] = {}  # peer -> sender -> count it holds

    def heads(self) -> list[list[Any]]:
        """Our heads, for a heartbeat: [key, count, last msg_id] of every sender we hold."""
        return [
            [k, len(c.messages), c.head] for k, c in sorted(self.log.senders.items()) if c.messages
        ]

    def missing(self, peer: bytes, heads: Any) -> list[tuple[bytes, int]]:
        """From `peer`'s heartbeat heads: (sender, from) for each chain it holds more of, or
        whose last message differs from ours. Malformed heads are skipped: a key that is no
        public key could not be asked for (our `want` would break its schema), and no chain
        is made for a key we never heard from."""
        if not isinstance(heads, list):
            return []
        seen: dict[bytes, int] = {}
        out: list[tuple[bytes, int]] = []
        for head in heads[:MAX_HEADS]:
            if not (
                isinstance(head, list)
                and len(head) == 3
                and isinstance(head[0], bytes)
                and len(head[0]) == KEY_SIZE
                and isinstance(head[1], int)
                and isinstance(head[2], bytes)
            ):
                continue
            key, count, last = head
            seen[key] = count
            ours = self.log.senders.get(key)
            next_seq = ours.next_seq if ours else 0
            if count > next_seq:
                out.append((key, next_seq))
            elif ours and 0 < count == next_seq and last != ours.head:
                out.append((key, count - 1))  # a different last message: a fork to prove
        self.known_by[peer] = seen
        return out

    def ask(self, sender: bytes, start: int, now: float) -> bool:
        """Whether to send a `want` for `sender`'s messages from `start` (not just asked)."""
        asked = self.wanted.get(sender)
        if asked is not None and asked[0] == start and now - asked[1] < self.want_again:
            return False
        if len(self.wanted) >= MAX_WANTED:  # keys made up by a hostile member's heads
            self.wanted.clear()  # forgetting costs at most a `want` asked again early
        self.wanted[sender] = (start, now)
        return True

    def answer(self, sender: bytes, start: int) -> list[bytes]:
        """The envelopes a `want` asks for: `sender`'s messages from `start`, a batch."""
        return [msg.raw for msg in self.log.chain(sender).messages[start : start + WANT_BATCH]]

    def holds(self, peer: bytes, sender: bytes, count: int) -> bool:
        """Whether `peer`'s last heartbeat showed at least `count` of `sender`'s messages."""
        return self.known_by.get(peer, {}).get(sender, 0) >= count
