"""The table before the game: roster, ready, start (docs/protocol.md, "Table").

The host logs a `roster` whenever seats change. Every member logs `ready` naming the msg_id
of the roster it agrees to (config, seats and every seat's key); the host logs `start`
naming the same id once every member of that roster is ready. Each peer checks the start
against the readies it holds, so nobody starts a game the others did not agree to.
Pure: consumes logged messages, proposes our own.
"""

from __future__ import annotations

from typing import Any

from net.protocol.effects import Effect, Notice, Readied, RosterChanged, Started
from net.protocol.machine import Use
from net.protocol.outbox import Outbox
from net.protocol.roster import Roster, RosterError


class Lobby:
    """One peer's view of the table before the game starts."""

    def __init__(self, host: bytes, me: bytes, outbox: Outbox, auto_ready: bool = True) -> None:
        self.host, self.me = host, me
        self.roster: Roster | None = None
        self.roster_id: bytes | None = None
        self.old_ids: set[bytes] = set()
        self.readies: dict[bytes, bytes] = {}  # member -> the roster id it last readied
        self.started = False
        # Headless peers agree to any full roster; a person agrees explicitly (`ready_for`).
        self.auto_ready = auto_ready
        self.ready_for: bytes | None = None
        self.outbox = outbox  # what we sent (shared with the peer and the game)
        self.pending: Roster | None = None  # host only: the latest roster it proposed
        self.effects: list[Effect] = []

    @property
    def latest(self) -> Roster | None:
        """The newest roster: the host's own proposal, else the last one consumed."""
        return self.pending or self.roster

    def consume(self, sender: bytes, kind: str, body: dict[str, Any], msg_id: bytes) -> Use:
        """Use one logged `roster`, `ready` or `start` message."""
        if self.started:
            return self._refuse(f"a {kind} message after the start")
        if kind == "roster":
            return self._on_roster(sender, body, msg_id)
        if kind == "ready":
            if body["roster"] in self.old_ids:
                return Use.DONE  # readied a roster since replaced: void
            if body["roster"] != self.roster_id:
                return Use.WAIT  # a roster we have not seen yet
            self.readies[sender] = body["roster"]
            self.effects.append(Readied(sender))
            return Use.DONE
        if sender != self.host:
            return self._refuse("a start from a peer other than the host")
        if body["roster"] in self.old_ids:
            return self._refuse("a start naming an old roster")
        if body["roster"] != self.roster_id or not self._all_ready():
            return Use.WAIT
        self.started = True
        self.effects.append(Started(self.roster))
        return Use.DONE

    def _refuse(self, why: str) -> Use:
        self.effects.append(Notice(f"ignored {why}", "warning"))
        return Use.DONE

    def _on_roster(self, sender: bytes, body: dict[str, Any], msg_id: bytes) -> Use:
        if sender != self.host:
            return self._refuse("a roster from a peer other than the host")
        try:
            roster = Roster.from_body(body)
        except RosterError as exc:
            return self._refuse(f"the host's roster: {exc}")
        if roster.host != self.host or (self.roster and roster.version <= self.roster.version):
            return self._refuse("a roster with the wrong host or an old version")
        if self.roster_id is not None:
            self.old_ids.add(self.roster_id)
        was_listed = self.roster is not None and self.roster.member(self.me) is not None
        self.roster, self.roster_id = roster, msg_id
        self.effects.append(RosterChanged(roster))
        if was_listed and roster.member(self.me) is None:
            self.effects.append(Notice("the host's table no longer lists this player", "warning"))
        return Use.DONE

    def _all_ready(self) -> bool:
        roster = self.roster
        return (
            roster is not None
            and roster.full
            and all(self.readies.get(m.key) == self.roster_id for m in roster.peers)
        )

    def contributions(self) -> list[tuple[str, dict[str, Any]]]:
        """Our `ready` (when the table is full) and, at the host, the `start`."""
        out, roster, rid = self.outbox, self.roster, self.roster_id
        if self.started or roster is None or rid is None or not roster.full:
            return out.take()
        if self.pending is not None and self.pending.version != roster.version:
            return out.take()  # the host is about to change the seats again
        if roster.member(self.me) and (self.auto_ready or self.ready_for == rid):
            out.say(("ready", rid), "ready", {"roster": rid})
        if self.me == self.host and self._all_ready():
            out.say(("start", rid), "start", {"roster": rid})
        return out.take()

    def propose(self, roster: Roster) -> tuple[str, dict[str, Any]]:
        """Host only: the `roster` message for new seats."""
        self.pending = roster
        return ("roster", roster.to_body())
