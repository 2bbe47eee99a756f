"""The one object that carries the network's effects into the GUI thread, as typed signals.

`deliver` is called in the event-loop thread; the signals are connected (automatically
queued, since the bridge lives in the GUI thread) to the controller and the lobby.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from net.discovery import LobbyEvent
from net.protocol.effects import (
    Applied,
    Desynced,
    Effect,
    Finished,
    GaveUp,
    Learned,
    MemberNotice,
    Notice,
    Presence,
    Readied,
    RosterChanged,
    SecretStatus,
    Started,
    Stopped,
    Unreachable,
)


class Bridge(QObject):
    """Typed signals for everything the network layer tells people."""

    rosterChanged = Signal(object)  # net.protocol.roster.Roster
    readied = Signal(object)  # the member's key (bytes)
    started = Signal(object)  # net.protocol.roster.Roster
    applied = Signal(object)  # net.protocol.effects.Applied
    # net.protocol.effects.Learned: a local seat's whole knowledge (secret)
    learned = Signal(object)
    secretStatus = Signal(int, int, str)  # round, seat, "committed" / "revealed"
    presence = Signal(object, bool)  # key, here
    notice = Signal(str, str)  # text, level
    member = Signal(str, object, str, str)  # a MemberNotice: event, key (bytes), name, level
    desynced = Signal(object)  # net.protocol.effects.Desynced
    finished = Signal(object)  # net.protocol.effects.Finished
    stopped = Signal(str)  # why, as a sentence
    unreachable = Signal(str, int)  # joining: nothing answers at this address, attempt n
    gaveUp = Signal(str, int, float)  # joining given up (a Stopped): address, attempts, seconds
    lobbyEvent = Signal(object)  # net.discovery.LobbyEvent
    failed = Signal(str)  # an intent that could not be carried out, as a sentence
    opened = Signal(str)  # our table is open: the address others can join by

    def deliver(self, effect: Effect | LobbyEvent) -> None:
        """Emit the signal for one effect (any thread)."""
        if isinstance(effect, Applied):
            self.applied.emit(effect)
        elif isinstance(effect, Learned):
            self.learned.emit(effect)
        elif isinstance(effect, RosterChanged):
            self.rosterChanged.emit(effect.roster)
        elif isinstance(effect, Readied):
            self.readied.emit(effect.key)
        elif isinstance(effect, Started):
            self.started.emit(effect.roster)
        elif isinstance(effect, SecretStatus):
            self.secretStatus.emit(effect.round, effect.seat, effect.status)
        elif isinstance(effect, Presence):
            self.presence.emit(effect.key, effect.here)
        elif isinstance(effect, Unreachable):  # a Notice the window words itself (translated)
            self.unreachable.emit(effect.address, effect.attempt)
        elif isinstance(effect, MemberNotice):  # also worded by the window (translated)
            self.member.emit(effect.event, effect.key, effect.name, effect.level)
        elif isinstance(effect, Notice):
            self.notice.emit(effect.text, effect.level)
        elif isinstance(effect, Desynced):
            self.desynced.emit(effect)
        elif isinstance(effect, Finished):
            self.finished.emit(effect)
        elif isinstance(effect, GaveUp):
            self.gaveUp.emit(effect.address, effect.attempts, effect.seconds)
        elif isinstance(effect, Stopped):
            self.stopped.emit(effect.reason)
        elif isinstance(effect, LobbyEvent):
            self.lobbyEvent.emit(effect)
