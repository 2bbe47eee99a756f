"""The session controller: the one place where people's intents meet the table's state.

Widgets never change game state. They read `view()` (what to draw: the observation for the
seat whose eyes the screen is, plus the legal moves) and call intents here: take a card,
make a step, undo, confirm, bid, name the first player, say ready. Confirmed decisions go
to the network session in the loop thread; applied actions come back through the bridge.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from client.gui.bridge import Bridge
from client.gui.games.eight_minute_empire.words import sentence
from client.gui.worker import LoopThread
from client.netsession import NetSession, TableSpec
from client.seatdriver import Plan
from client.turn import PendingTurn
from core import registry
from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action, Game, IllegalAction
from net.effects import Applied, Desynced, Finished
from net.identity import Identity, fingerprint
from net.roster import Roster


def tr(text: str) -> str:
    """Translate in the "Controller" context."""
    return QCoreApplication.translate("Controller", text)


def member_sentence(event: str, key: bytes, name: str) -> str:
    """What the network says about a member (net/peer.py's MemberNotice), in words:
    "Carla (K3QZ-7MXA) is back." The network's own text is English, for headless logs."""
    who = f"{name} ({fingerprint(key)})" if name else fingerprint(key)
    sentences = {
        "away": tr("{who} is not responding: the table waits while they reconnect."),
        "back": tr("{who} is back."),
        "seated": tr("{who} sat down."),
        "left": tr("{who} left the table."),
    }
    return sentences.get(event, "{who}: " + event).format(who=who)


@dataclass
class View:
    """Everything a widget draws, for one moment of the table."""

    obs: dict[str, Any]
    seat: int | None  # whose eyes: the local person to act, else our first seat
    acting: int | None  # the local person who may act now (None: someone else's move)
    legal: tuple[Action, ...]  # what `acting` may do now
    pending: PendingTurn | None
    names: list[str]
    away: set[int] = field(default_factory=set)  # seats whose peer is not responding

    @property
    def turn(self) -> Any:
        """Whose turn the table is on: a card being made stays its maker's turn until it is
        confirmed and applied, even once its last step has passed the turn on in `obs`."""
        return self.pending.seat if self.pending is not None else self.obs["current"]


class TableController(QObject):
    """One table for one window: the lobby before the start, then the game."""

    changed = Signal()  # redraw from view()
    seatsChanged = Signal()  # roster or ready marks changed (the waiting room)
    began = Signal()  # the game started
    logged = Signal(str, bool)  # a log sentence; True for a turn heading
    message = Signal(str, str)  # a sentence for people; level info / warning / error
    details = Signal(str)  # the technical details of the message just sent (English)
    ended = Signal(object)  # the end observation
    desync = Signal(object)  # a desync report (dict)
    halted = Signal(str)  # the table stopped, and why
    unreachable = Signal(str, int)  # joining: nothing answers at this address, attempt n
    unjoined = Signal(str, int, float)  # joining given up: address, attempts, seconds
    opened = Signal(str)  # our table is open at this address
    openFailed = Signal(str, str)  # "host" / "join" / "resume" could not begin; the details

    def __init__(
        self,
        loop: LoopThread,
        me: Identity,
        interface: str | None = None,
        records: Path | None = None,
        bot_delay: float = 0.6,
    ) -> None:
        super().__init__()
        self.loop, self.me = loop, me
        self.bridge = Bridge()
        self.session = NetSession(me, interface, self.bridge.deliver, records, bot_delay)
        self.game: Game | None = None
        self.roster: Roster | None = None
        self.readies: set[bytes] = set()
        self.state: Any = None
        self.index = 0  # actions applied here so far
        self.pending: PendingTurn | None = None  # being made, or sent and not yet applied
        self.sent = False
        self.secrets: dict[int, str] = {}  # seat -> committed / revealed (this bid round)
        self.away: set[bytes] = set()
        self.over = False
        self.halted_for: str | None = None  # why the table stopped, once it has
        self.final_hash: str | None = None  # the state hash every peer acked at the end
        self._connect()

    def _connect(self) -> None:
        b = self.bridge
        b.rosterChanged.connect(self._on_roster)
        b.readied.connect(self._on_readied)
        b.started.connect(self._on_started)
        b.applied.connect(self._on_applied)
        b.secretStatus.connect(self._on_secret)
        b.presence.connect(self._on_presence)
        b.notice.connect(self.message)
        b.member.connect(
            lambda event, key, name, level: self.message.emit(
                member_sentence(event, key, name), level
            )
        )
        b.desynced.connect(self._on_desynced)
        b.finished.connect(self._on_finished)
        b.stopped.connect(self._on_stopped)
        b.unreachable.connect(self.unreachable)
        b.gaveUp.connect(self.unjoined)
        b.opened.connect(self.opened)

    # -- opening and closing -----------------------------------------------------------

    def _report(self, future: concurrent.futures.Future[Any], what: str) -> None:
        """Turn the outcome of an opening coroutine into a signal (runs in the loop thread;
        the signals are queued into the GUI thread). The window words a failure itself."""
        exc = None if future.cancelled() else future.exception()
        if exc is not None:
            self.openFailed.emit(what, f"{type(exc).__name__}: {exc}")
        elif not future.cancelled():
            self.bridge.opened.emit(self.session.address)

    def host(self, spec: TableSpec) -> None:
        """Open a table with these seats."""
        future = self.loop.submit(self.session.host(spec))
        future.add_done_callback(lambda f: self._report(f, "host"))

    def join(self, address: str, expect_host: str | None = None, name: str = "") -> None:
        """Sit down at the table at `address` (`name`: as the lobby showed it, or "")."""
        future = self.loop.submit(self.session.join(address, expect_host, name))
        future.add_done_callback(lambda f: self._report(f, "join"))

    def resume(self, record: Path) -> None:
        """Come back to the game of a record."""
        future = self.loop.submit(self.session.resume(record))
        future.add_done_callback(lambda f: self._report(f, "resume"))

    def close(self, timeout: float = 10.0) -> None:
        """Leave the table (the record stays: the game can be resumed)."""
        with contextlib.suppress(concurrent.futures.TimeoutError, RuntimeError):
            self.loop.submit(self.session.close()).result(timeout)

    # -- effects -----------------------------------------------------------------------

    def _on_roster(self, roster: Roster) -> None:
        self.roster, self.readies = roster, set()
        self.seatsChanged.emit()

    def _on_readied(self, key: bytes) -> None:
        self.readies.add(key)
        self.seatsChanged.emit()

    def _on_started(self, roster: Roster) -> None:
        self.roster = roster
        self.game = registry.get(roster.game)
        self.state = self.game.initial_state(roster.config)
        self.index = 0
        self.began.emit()
        self.changed.emit()

    def _on_applied(self, effect: Applied) -> None:
        assert self.game is not None
        if effect.action[0] == "take":
            turn = self.game.observation(effect.before, None)["turn"] + 1
            self.logged.emit(str(turn), True)
        self.logged.emit(self._sentence(effect.before, effect.action), False)
        self.state, self.index = effect.after, effect.index + 1
        if self.game.current_player(self.state) != SIMULTANEOUS:
            self.secrets = {}
        pending = self.pending
        if pending is not None and self.sent and self.index >= pending.start + len(pending.steps):
            self.pending, self.sent = None, False  # every step of the sent card is applied
        self.changed.emit()

    def _sentence(self, before: Any, action: Action) -> str:
        return sentence(before, action, self.names())

    def _on_secret(self, round_: int, seat: int, status: str) -> None:
        self.secrets[seat] = status
        self.changed.emit()

    def _on_presence(self, key: bytes, here: bool) -> None:
        (self.away.discard if here else self.away.add)(key)
        self.changed.emit()

    def _on_desynced(self, effect: Desynced) -> None:
        self.desync.emit(effect.report)

    def _on_finished(self, effect: Finished) -> None:
        assert self.game is not None
        self.state, self.over, self.final_hash = effect.state, True, effect.final_hash
        self.changed.emit()
        self.ended.emit(self.game.observation(effect.state, None))

    def _on_stopped(self, reason: str) -> None:
        self.halted_for = reason
        self.halted.emit(reason)

    # -- questions ---------------------------------------------------------------------

    def playing(self) -> bool:
        """Whether a game is under way here: started, not over, not stopped."""
        return self.game is not None and not self.over and self.halted_for is None

    def names(self) -> list[str]:
        """Every seat's player name."""
        if self.roster is None:
            return []
        return [s.name or f"seat {i + 1}" for i, s in enumerate(self.roster.seats)]

    def people_here(self) -> tuple[int, ...]:
        """The seats people play at this client (our own, hot-seat; not bots)."""
        if self.roster is None:
            return ()
        mine = self.roster.seats_of(self.me.public_key)
        return tuple(s for s in mine if self.roster.seats[s].kind != "bot")

    def is_host(self) -> bool:
        """Whether this client hosts the table."""
        return self.roster is not None and self.roster.host == self.me.public_key

    def acting(self) -> int | None:
        """The local person who must act now, if any."""
        if self.game is None or self.over or (self.pending is not None and self.sent):
            return None
        player = self.game.current_player(self.state)
        if player in (CHANCE, TERMINAL):
            return None
        if player == SIMULTANEOUS:
            waiting = [s for s in self.people_here() if self.game.legal_actions(self.state, s)]
            waiting = [s for s in waiting if s not in self.secrets]
            return waiting[0] if waiting else None
        return player if player in self.people_here() else None

    def view(self) -> View:
        """What to draw now."""
        assert self.game is not None
        acting = self.acting()
        people = self.people_here()
        seat = acting if acting is not None else (people[0] if people else None)
        state = self.pending.state if self.pending is not None else self.state
        legal: tuple[Action, ...] = ()
        if acting is not None:
            if self.pending is not None:
                legal = self.pending.legal()
            elif self.game.current_player(state) == SIMULTANEOUS:
                legal = self.game.legal_actions(state, acting)
            else:
                legal = self.game.legal_actions(state)
        away = set()
        if self.roster is not None:
            for key in self.away:
                away |= set(self.roster.seats_of(key))
        obs = self.game.observation(state, seat)
        return View(obs, seat, acting, legal, self.pending, self.names(), away)

    # -- intents -----------------------------------------------------------------------

    def ready(self) -> None:
        """Agree to the table as it is (the host: start once everyone agrees)."""
        self.loop.call(self.session.ready)

    def act(self, action: Action) -> None:
        """One step by the person to act: part of a card, or a decision on its own."""
        seat = self.acting()
        if seat is None or self.game is None:
            self.message.emit(tr("It is not your move."), "warning")
            return
        action = tuple(action)
        try:
            steps = ("take", "choose", "place", "hire", "move", "city", "destroy", "done")
            declining = action == ("done",) and self.pending is None  # the Queen's extra card
            if action[0] in steps and not declining:
                self._step(seat, action)
            elif action in self.game.legal_actions(self.state, seat):
                self._send(Plan(seat, self.index, [action]))  # first, neutral, bid: no undo
                if action[0] == "bid":
                    self.secrets[seat] = "deciding"
            else:
                raise IllegalAction(f"{list(action)} is not a legal move now")
        except IllegalAction as exc:
            self._refused(exc)
        self.changed.emit()

    def _step(self, seat: int, action: Action) -> None:
        assert self.game is not None
        if self.pending is None:
            if action[0] != "take":
                raise IllegalAction(tr("Take a card from the row first."))
            self.pending = PendingTurn(self.game, self.state, seat, self.index)
        self.pending.add(action)

    def undo(self) -> None:
        """Take back the last step of the card not yet confirmed."""
        if self.pending is None or self.sent:
            return
        self.pending.undo()
        if not self.pending.steps:
            self.pending = None
        self.changed.emit()

    def confirm(self) -> None:
        """Send the card and all its steps to the table (whatever is left is forfeited)."""
        if self.pending is None or self.sent:
            return
        try:
            self.pending.finish()
        except IllegalAction as exc:
            self._refused(exc)
            return
        self.sent = True
        self._send(Plan(self.pending.seat, self.pending.start, self.pending.steps))
        self.changed.emit()

    def _refused(self, exc: IllegalAction) -> None:
        """A move the rules refuse: a sentence for people, the rules' own words as details."""
        self.message.emit(tr("This move is not allowed now."), "warning")
        self.details.emit(str(exc))

    def _send(self, plan: Plan) -> None:
        self.loop.call(self.session.plan, plan)
