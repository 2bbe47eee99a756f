"""Liveness: which members answer (docs/protocol.md, "Connections", Liveness).

A member neither `hello` nor `heartbeat` has been heard from for `away_after` seconds is
"not responding" (the table waits for it); it is "back" when heard again. Before the start
the host frees the seat of a member away for `lobby_drop_after` (net/protocol/settings.py). One
`Presence` per member:

    here --heard--> here --silent--> away (say_away) --heard--> here (say_back)

Pure.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from net.protocol.machine import Machine, Table

HERE, AWAY = "here", "away"  # states
HEARD, SILENT = "heard", "silent"  # events
SAY_AWAY, SAY_BACK = "say_away", "say_back"  # outputs


class Presence(Machine):
    """Whether one member answers."""

    NAME = "presence"
    INITIAL = HERE
    TABLE: ClassVar[Table] = {
        (HERE, HEARD): (HERE, ()),
        (HERE, SILENT): (AWAY, (SAY_AWAY,)),
        (AWAY, HEARD): (HERE, (SAY_BACK,)),
    }


class Liveness:
    """When each peer was last heard from, and which members are away."""

    def __init__(self, away_after: float, lobby_drop_after: float) -> None:
        # Silent this long: "not responding"; gone this long before the start: seat freed.
        self.away_after, self.lobby_drop_after = away_after, lobby_drop_after
        self.heard: dict[bytes, float] = {}
        self.members: dict[bytes, Presence] = {}

    def heard_from(self, key: bytes, now: float) -> bool:
        """A hello or heartbeat from `key`: whether it is back (it was away)."""
        self.heard[key] = now
        presence = self.members.get(key)
        return presence is not None and SAY_BACK in presence.fire(HEARD)

    def watch(self, keys: Iterable[bytes], now: float) -> list[bytes]:
        """The members among `keys` that have just stopped answering (never heard: from now)."""
        gone = []
        for key in keys:
            presence = self.members.setdefault(key, Presence())
            if presence.state == AWAY:
                continue
            since = self.heard.setdefault(key, now)
            if now - since > self.away_after and SAY_AWAY in presence.fire(SILENT):
                gone.append(key)
        return gone

    def away(self) -> list[bytes]:
        """The members not answering, in key order."""
        return sorted(k for k, p in self.members.items() if p.state == AWAY)

    def left(self, key: bytes, now: float) -> bool:
        """Whether an away member has been gone long enough to lose its seat in the lobby."""
        return key in self.away() and now - self.heard[key] > self.lobby_drop_after
