"""What the pure protocol objects ask their driver to do (docs/protocol.md, "State machines").

A protocol object never does I/O: `Peer.receive(...)` and `Peer.tick(now)` return a list of
these effects, and the driver (an asyncio runner with real sockets, or the in-memory
network of the tests) carries them out in order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from core.api import Handle


@dataclass(frozen=True)
class Send:
    """Send a framed envelope on one connection, or on every open connection (`conn=None`)."""

    data: bytes
    conn: int | None = None


@dataclass(frozen=True)
class Dial:
    """Open a connection to `address` ("host:port"); `key` is who we expect there (or None)."""

    address: str
    key: bytes | None = None


@dataclass(frozen=True)
class Close:
    """Close a connection, saying why (logged, not sent)."""

    conn: int
    reason: str


@dataclass(frozen=True)
class Persist:
    """Append one line (a JSON-able map) to the record file and flush it before going on."""

    line: dict[str, Any]


@dataclass(frozen=True)
class Notice:
    """Something a person should read: `level` is "info", "warning" or "error"."""

    text: str
    level: str = "info"


@dataclass(frozen=True)
class Unreachable(Notice):
    """A Notice: joining by address, attempt number `attempt` to reach `address` failed."""

    address: str = ""
    attempt: int = 0
    why: str = ""  # e.g. "connection refused"


@dataclass(frozen=True)
class MemberNotice(Notice):
    """A Notice about one member of the table, which a window words itself (translated):
    `event` is "away" (stopped answering: the table waits), "back", "seated" (sat down) or
    "left" (the host dropped them before the game); `name` as the member calls themself."""

    event: str = ""
    key: bytes = b""
    name: str = ""


def unreachable(address: str, attempt: int, why: str) -> Unreachable:
    """The notice of one failed attempt to reach the address we join by."""
    text = f"nothing answers at {address} ({why}) — retrying, attempt {attempt}"
    return Unreachable(text, "warning", address, attempt, why)


@dataclass(frozen=True)
class RosterChanged:
    """The table's seats changed (lobbies update their announcement)."""

    roster: Any


@dataclass(frozen=True)
class Readied:
    """A member (`key`) said it is ready for the current roster (lobbies show a mark)."""

    key: bytes


@dataclass(frozen=True)
class Presence:
    """A member stopped answering (`here` False: the table waits) or came back (True)."""

    key: bytes
    here: bool


@dataclass(frozen=True)
class SecretStatus:
    """A seat's secret in simultaneous round `round` was "committed" or "revealed"."""

    round: int
    seat: int
    status: str


@dataclass(frozen=True)
class Started:
    """Every seat agreed on the config and seat keys: the game begins."""

    roster: Any


@dataclass(frozen=True)
class Applied:
    """Action number `index` was applied; `before` is the state it was applied to."""

    index: int
    action: tuple[Any, ...]
    before: Any
    after: Any


@dataclass(frozen=True)
class Learned:
    """Seat `seat`'s whole knowledge (handle -> value, docs/hidden-information.md) after it
    changed, and once after a resume; only for seats this peer drives. It never leaves the
    peer: the window shows it to that seat's person only, bots decide with it."""

    seat: int
    knowledge: Mapping[Handle, Any] = field(repr=False)


@dataclass(frozen=True)
class Desynced:
    """A desync was resolved (or not): the report, and this peer's canonical state there."""

    report: dict[str, Any]
    state: bytes = field(repr=False)


@dataclass(frozen=True)
class Finished:
    """The game ended and every peer acknowledged the final state hash."""

    final_hash: str
    state: Any


@dataclass(frozen=True)
class Stopped:
    """The table stopped for good (fork proof, cheating, abandon); `reason` is a sentence."""

    reason: str


@dataclass(frozen=True)
class GaveUp(Stopped):
    """Stopped: joining by address, nothing answered there for `seconds` (`attempts` tries)."""

    address: str = ""
    attempts: int = 0
    seconds: float = 0.0

    @classmethod
    def of(cls, address: str, attempts: int, seconds: float) -> GaveUp:
        """The stop, with its sentence."""
        reason = (
            f"nothing answers at {address}: gave up after {attempts} "
            f"attempt{'s' if attempts != 1 else ''} in {seconds:g} s"
        )
        return cls(reason, address, attempts, seconds)


Effect = (
    Send
    | Dial
    | Close
    | Persist
    | Notice
    | RosterChanged
    | Readied
    | Presence
    | SecretStatus
    | Learned
    | Started
    | Applied
    | Desynced
    | Finished
    | Stopped
)
