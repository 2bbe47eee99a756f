"""Connections and dialling (docs/protocol.md, "Connections, relaying and catch-up").

Two machines. A `Conn`, one open connection:

    waiting --hello--> known --hello--> known                  (a hello again: answered)
    waiting --no_hello | crowded--> closing (close)            (10 s without one; over the cap)
    waiting|known|closing --garbage--> closing (close)         (too many refused frames)

and `Join`, a peer joining a table by address (before the host greeted it):

    idle --dial--> joining --failed--> joining (say_unreachable) --timeout--> gave_up (give_up)
    idle|joining --greeted--> at_table

`Dialer` decides whom to dial and when: lower keys dial higher ones and everyone dials the
host (one link per pair), each address with its own doubling backoff. Pure.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from net.protocol.effects import GaveUp, Unreachable, unreachable
from net.protocol.machine import Machine, Table
from net.protocol.roster import Roster

DIAL_BACKOFF = (0.25, 8.0)  # first retry delay, cap (doubling in between)
MAX_BAD_FRAMES = 16  # refused frames on one connection before it is closed
MAX_UNGREETED = 8  # accepted connections without a hello yet; further ones are refused

# Conn: states, events, output
WAITING, KNOWN, CLOSING = "waiting", "known", "closing"
HELLO, NO_HELLO, CROWDED, GARBAGE = "hello", "no_hello", "crowded", "garbage"
CLOSE = "close"
# Join: states, events, outputs
IDLE, JOINING, AT_TABLE, GAVE_UP = "idle", "joining", "at_table", "gave_up"
DIAL, FAILED, GREETED, TIMEOUT = "dial", "failed", "greeted", "timeout"
START_CLOCK, SAY_UNREACHABLE, GIVE_UP = "start_clock", "say_unreachable", "give_up"


@dataclass
class Conn(Machine):
    """One open connection: who is at the other end (after its hello)."""

    NAME = "connection"
    INITIAL = WAITING
    TABLE: ClassVar[Table] = {
        (WAITING, HELLO): (KNOWN, ()),
        (KNOWN, HELLO): (KNOWN, ()),
        (CLOSING, HELLO): (CLOSING, ()),  # frames sent before our close still arrive
        (WAITING, NO_HELLO): (CLOSING, (CLOSE,)),
        (WAITING, CROWDED): (CLOSING, (CLOSE,)),
        (WAITING, GARBAGE): (CLOSING, (CLOSE,)),
        (KNOWN, GARBAGE): (CLOSING, (CLOSE,)),
        (CLOSING, GARBAGE): (CLOSING, (CLOSE,)),  # each further refused frame asks again
    }

    key: bytes | None = None
    greeted: bool = False  # we sent our hello on it
    greeted_at: float = 0.0
    bad: int = 0
    address: str = ""  # the remote end (host:port): the only name it has before a hello
    opened_at: float = 0.0
    dialed: bool = False  # we opened it
    sent: int = 0  # our own logged messages sent on it (or not ours to send: before it opened)

    def __post_init__(self) -> None:
        super().__init__()

    def label(self, conn: int) -> str:
        """How notices name the connection: its remote address, never a claimed key."""
        return self.address or f"connection {conn}"

    @property
    def ungreeted(self) -> bool:
        """An accepted connection still waiting for its hello (counted against the cap)."""
        return self.state == WAITING and not self.dialed

    def refused(self) -> bool:
        """One more refused frame: whether the connection must now be closed."""
        self.bad += 1
        return self.bad >= MAX_BAD_FRAMES and CLOSE in self.fire(GARBAGE)


class Join(Machine):
    """Joining a table by address, until its host greets us."""

    NAME = "join"
    INITIAL = IDLE
    TABLE: ClassVar[Table] = {
        (IDLE, DIAL): (JOINING, (START_CLOCK,)),
        (IDLE, GREETED): (AT_TABLE, ()),
        (JOINING, DIAL): (JOINING, ()),
        (JOINING, FAILED): (JOINING, (SAY_UNREACHABLE,)),
        (JOINING, GREETED): (AT_TABLE, ()),
        (JOINING, TIMEOUT): (GAVE_UP, (GIVE_UP,)),
    }


class Dialer:
    """Whom this peer dials, and when; and its join by address, if any."""

    def __init__(self, key: bytes, join_address: str | None, give_up_after: float) -> None:
        self.key, self.join_address = key, join_address
        self.join = Join()
        self.dial_at: dict[str, float] = {}
        self.backoff: dict[str, float] = {}
        self.give_up_after = give_up_after  # joining by address: no host greeted us this long
        self.since: float | None = None  # joining by address: when we first dialed
        self.attempts = 0  # failed attempts to reach the address we join by

    def greeted(self) -> None:
        """Our table is known (the host's hello, or our record): no more joining."""
        if self.join.can(GREETED):
            self.join.fire(GREETED)

    def targets(
        self, roster: Roster | None, host: bytes | None, connected: set[bytes], idle: bool
    ) -> list[str]:
        """The addresses to be connected to (`idle`: we have no connection at all)."""
        out: list[str] = []
        # Until a roster says where the host listens, the address we joined by is all we have.
        if roster is None and self.join_address and idle:
            out.append(self.join_address)
        for m in roster.peers if roster else ():
            # Lower keys dial higher ones, and everyone dials the host: one link per pair.
            mine = self.key < m.key or m.key == host
            if m.key != self.key and m.key not in connected and m.address and mine:
                out.append(m.address)
        return out

    def due(self, targets: Iterable[str], now: float, joining: bool) -> list[str]:
        """The targets to dial now (each with its backoff); `joining`: no table known yet."""
        out = []
        for address in targets:
            first = address == self.join_address and joining and self.join.can(DIAL)
            if first and START_CLOCK in self.join.fire(DIAL):
                self.since = now
            if now >= self.dial_at.get(address, 0.0):
                delay = self.backoff.get(address, DIAL_BACKOFF[0])
                self.backoff[address] = min(delay * 2, DIAL_BACKOFF[1])
                self.dial_at[address] = now + delay
                out.append(address)
        return out

    def redial(self, address: str, now: float) -> None:
        """A link to `address` closed: redial it at once (then back off)."""
        self.dial_at[address] = now

    def reached(self, address: str) -> None:
        """A hello came from `address`'s peer: its backoff starts over."""
        self.backoff.pop(address, None)

    def failed(self, why: str) -> Unreachable | None:
        """An attempt to reach the address we join by failed: the notice, while joining."""
        if not self.join_address or not self.join.can(FAILED):
            return None
        self.join.fire(FAILED)
        self.attempts += 1
        return unreachable(self.join_address, self.attempts, why)

    def expired(self, now: float) -> GaveUp | None:
        """The give-up, once nobody greeted us `give_up_after` seconds after the first dial."""
        if self.since is None or now - self.since < self.give_up_after or not self.join_address:
            return None
        if not self.join.can(TIMEOUT):
            return None
        self.join.fire(TIMEOUT)
        return GaveUp.of(self.join_address, self.attempts, self.give_up_after)
