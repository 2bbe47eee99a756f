"""The session controller: the one place where people's intents meet the table's state.

Widgets never change game state. They read `view()` (what to draw: the observation for the
seat whose eyes the screen is, plus the legal moves) and call intents here: act, undo,
confirm, say ready. A seat's turn of several actions is held undoable until it is
confirmed (client/turn.py); a decision of its own (a secret pick, a single move) is sent at
once. Confirmed decisions go to the network session in the loop thread; applied actions
come back through the bridge. Nothing here knows a game: it asks the core.

The core's answers are kept per state (`Memo`): a redraw, a click and the legality check
of an intent ask for the same legal actions and observation, computed once.

Secrets (docs/hidden-information.md): the network tells each local seat's whole knowledge
(`net.protocol.effects.Learned`); only the seat whose eyes the screen is gets its own knowledge
passed to the core, and when those eyes would pass to another person at this device, the
screen first shows a curtain ("Pass the device to Bea") until that person says it is them
(`lift`; client/gui/eyes.py). Bots' knowledge is never shown.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
from collections.abc import Callable
from pathlib import Path
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QObject, Signal

from client.gamelog import TurnHeadings
from client.gui import games
from client.gui.ahead import Ahead
from client.gui.bridge import Bridge
from client.gui.eyes import Eyes
from client.gui.i18n import Controller
from client.gui.moment import Memo, Memos, View
from client.gui.pacing import Pacer, Shown, actor_of
from client.gui.seatnames import roster_names
from client.gui.sentences import WindowSpeaker
from client.gui.worker import LoopThread
from client.netsession import NetSession, TableSpec
from client.seatdriver import Plan
from client.turn import PendingTurn
from core import registry
from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action, Game, IllegalAction, Knowledge
from net.identity import Identity
from net.protocol.effects import Applied, Desynced, Finished, Learned
from net.protocol.roster import Roster
from net.protocol.signing import fingerprint


def member_sentence(event: str, key: bytes, name: str) -> str:
    """What the network says about a member (net/protocol/peer.py's MemberNotice), in words:
    "Carla (K3QZ-7MXA) is back." The network's own text is English, for headless logs."""
    who = f"{name} ({fingerprint(key)})" if name else fingerprint(key)
    sentences = {
        "away": Controller.tr("{who} is not responding: the table waits while they reconnect."),
        "back": Controller.tr("{who} is back."),
        "seated": Controller.tr("{who} sat down."),
        "left": Controller.tr("{who} left the table."),
    }
    return sentences.get(event, "{who}: " + event).format(who=who)


class TableController(QObject, Eyes, Ahead):
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
        pace: str = "instant",
    ) -> None:
        """`pace`: how the board shows others' actions (client/gui/pacing.py; the window
        passes the person's setting)."""
        super().__init__()
        self.loop, self.me = loop, me
        self.bridge = Bridge()
        self.session = NetSession(me, interface, self.bridge.deliver, records, bot_delay)
        self.game: Game | None = None
        self.headings: TurnHeadings | None = None
        self.speaker: WindowSpeaker | None = None  # the log's sentences, once the game is known
        self.key = ""  # the game's registry key, once started
        self._memos: Memos | None = None  # the core's answers, once the game is known
        self.roster: Roster | None = None
        self.readies: set[bytes] = set()
        self.state: Any = None
        self.index = 0  # actions applied here so far
        self.pending: PendingTurn | None = None  # being made, or sent and not yet applied
        self.sent = False
        self.secrets: dict[int, str] = {}  # seat -> committed / revealed (this bid round)
        self.rounds: dict[int, int] = {}  # seat -> where its secret round ends (ahead.py)
        self.ahead: dict[int, list[Action]] = {}  # decisions made ahead, to send (ahead.py)
        self.flying: dict[int, int] = {}  # seat -> the index its sent decision waits for
        self.away: set[bytes] = set()
        self.over = False
        self.halted_for: str | None = None  # why the table stopped, once it has
        self.final_hash: str | None = None  # the state hash every peer acked at the end
        self.knowledge: dict[int, Knowledge] = {}  # local seats' secrets: never leave the peer
        self.shown: int | None = None  # the person the curtain was last lifted for
        # Resuming: the record's actions are replayed at once and the knowledge it gives back
        # is no news, until the first action after them (or the person acts).
        self.resuming = False
        self.replayed = 0  # how many actions the resumed record holds
        self.recalled: set[int] = set()  # seats whose knowledge was re-learned, not yet shown
        self._notices: dict[str, Callable[[], str]] = {}  # a notice's text -> how to say it
        # What the board shows, one action at a time: the display's side only (pacing.py).
        self.pacer = Pacer(pace)
        self.pacer.logged.connect(self.logged)
        self.pacer.moved.connect(self.changed)
        self._connect()

    def _connect(self) -> None:
        b = self.bridge
        b.rosterChanged.connect(self._on_roster)
        b.readied.connect(self._on_readied)
        b.started.connect(self._on_started)
        b.applied.connect(self._on_applied)
        b.learned.connect(self._on_learned)
        b.secretStatus.connect(self._on_secret)
        b.presence.connect(self._on_presence)
        b.notice.connect(self.message)
        b.member.connect(
            lambda event, key, name, level: self.notice(
                lambda: member_sentence(event, key, name), level
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

    def resume(self, record: Path, replayed: int) -> None:
        """Come back to the game of a record that holds `replayed` actions (they are shown
        at once; the decisions of others after them are paced as at any table)."""
        self.resuming, self.replayed = True, replayed
        future = self.loop.submit(self.session.resume(record))
        future.add_done_callback(lambda f: self._report(f, "resume"))

    def close(self, timeout: float = 10.0) -> None:
        """Leave the table (the record stays: the game can be resumed)."""
        self.pacer.stop()  # the board is no longer shown
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
        self.roster, self.key = roster, roster.game
        self.game = registry.get(roster.game)
        self._memos = Memos(self.game)
        self.headings = TurnHeadings(
            self.game, lambda s: self.memo(s).observation(None), lambda s: self.memo(s).player
        )
        self.state = self.game.initial_state(roster.config)
        self.speaker = WindowSpeaker(roster.game, roster.config, self.names())
        self.index = 0
        self.knowledge, self.shown = {}, None
        self.rounds, self.ahead, self.flying = {}, {}, {}
        self.began.emit()
        self.changed.emit()

    def memo(self, state: Any) -> Memo:
        """The core's answers about `state` (the table's, or a pending turn's)."""
        assert self._memos is not None
        return self._memos(state)

    def _on_applied(self, effect: Applied) -> None:
        """The table's state advances at once; the board shows the action in its turn
        (the pacer: a decision of another seat for the pace's time)."""
        assert self.game is not None and self.headings is not None
        heading = self.headings.before_action(effect.before, effect.after)
        message = self.game.describe_action(effect.before, effect.action)
        actor = actor_of(self.memo(effect.before).player, message)
        # Another seat's decision (a bot's, another person's) is paced; a resumed game's
        # record replays at once, and the first action after it ends the resuming (the
        # bots may play on before the person acts: theirs are news, shown paced).
        if self.resuming and effect.index >= self.replayed:
            self.resuming = False
        paced = actor is not None and actor not in self.people_here() and not self.resuming
        said = None if heading is None else str(heading)
        frame = Shown(effect.index, effect.action, effect.before, effect.after, actor, message,
                      self._say(message), said, dict(self.knowledge), paced)  # fmt: skip
        self.state, self.index = effect.after, effect.index + 1
        self.rounds_applied()  # a secret round over: its seats may act in the next one
        pending = self.pending
        if pending is not None and self.sent and self.index >= pending.start + len(pending.steps):
            self.pending, self.sent = None, False  # every action of the sent turn is applied
        self.send_ahead()
        self.pacer.push(frame)
        self.changed.emit()

    def _on_learned(self, effect: Learned) -> None:
        """A local seat's whole knowledge, replacing what it knew (a new object: the memos
        key on it)."""
        if self.roster is None or effect.seat not in self.roster.seats_of(self.me.public_key):
            return  # not a seat of ours: nothing of it is ours to keep
        if self.resuming:  # re-learned from the record, perhaps in several steps: not news
            self.recalled.add(effect.seat)
        self.knowledge[effect.seat] = MappingProxyType(dict(effect.knowledge))
        self.pacer.learned(self.knowledge)  # it follows the newest action
        self.changed.emit()

    def _say(self, message: Any) -> str:
        assert self.speaker is not None
        self.speaker.names = self.names()
        return self.speaker(message)

    def sentence(self, message: Any) -> str:
        """A log message (core.api.Message) in the window's language now, the seats named as
        the table names them (a language switch re-words the log with it)."""
        return self._say(message)

    def notice(self, say: Callable[[], str], level: str) -> None:
        """Say a notice for people (`message`) that a language switch can word again:
        `say()` words it in the language spoken (see `reword`)."""
        text = say()
        self._notices.pop(text, None)
        self._notices[text] = say
        while len(self._notices) > 32:  # the last few: only the one on show is asked for
            del self._notices[next(iter(self._notices))]
        self.message.emit(text, level)

    def reword(self, text: str) -> str:
        """A notice said before (`notice`), in the language spoken now; any other text as
        it is (the network's own words, a game's refusal)."""
        say = self._notices.get(text)
        if say is None:
            return text
        again = say()
        self._notices[again] = say
        return again

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
        end = self.memo(effect.state).observation(None)
        # The final board and the last turns are shown before the end (the pacer's queue).
        self.pacer.when_caught_up(lambda: self.ended.emit(end))

    def _on_stopped(self, reason: str) -> None:
        self.halted_for = reason
        self.halted.emit(reason)

    # -- questions ---------------------------------------------------------------------

    def playing(self) -> bool:
        """Whether a game is under way here: started, not over, not stopped."""
        return self.game is not None and not self.over and self.halted_for is None

    def names(self) -> list[str]:
        """Every seat's name as the table shows it: a bot's says its level ("Greta (bot,
        hard)", seatnames.py), in the language spoken now."""
        return roster_names(self.roster)

    def is_host(self) -> bool:
        """Whether this client hosts the table."""
        return self.roster is not None and self.roster.host == self.me.public_key

    def acting(self) -> int | None:
        """The local person who must act now, if any."""
        if self.game is None or self.over or (self.pending is not None and self.sent):
            return None
        if self.pacer.lagging():  # the board still shows others' actions: see them first
            return None
        memo = self.memo(self.state)
        if memo.player in (CHANCE, TERMINAL):
            return None
        people = [s for s in self.people_here() if not self.deciding_ahead(s)]
        if memo.player == SIMULTANEOUS:
            waiting = [s for s in people if s not in self.secrets and memo.legal(s)]
            return waiting[0] if waiting else None
        return memo.player if memo.player in people else None

    def legal(self, seat: int) -> tuple[Action, ...]:
        """What `seat` may do now (in the turn being made, if one is), knowing what it knows."""
        if self.pending is not None:
            return self.pending.legal()
        return self.memo(self.state).legal(seat, self.knowledge.get(seat))

    def observation_of(self, seat: int) -> dict[str, Any]:
        """What local person `seat` would see of the table now, with their own knowledge
        (the curtain's notes for the person handing the device over)."""
        state = self.pending.state if self.pending is not None else self.state
        return self.memo(state).observation(seat, self.knowledge.get(seat))

    def view(self) -> View:
        """What to draw now: behind a curtain, only what everyone may see, and no moves."""
        assert self.game is not None
        acting = self.acting()
        curtain = self.curtain(acting)
        if curtain is None and self.eyes(acting) is not None:
            self.shown = self.eyes(acting)  # one person here, or the curtain is lifted
        seat = None if curtain is not None else self.eyes(acting)
        if curtain is not None:
            acting = None
        state = self.pending.state if self.pending is not None else self.state
        table, known = self.state, self.knowledge
        shown = self.pacer.display
        if shown is not None:  # the board lags behind the table: the action on show
            state = table = shown.after
            known = shown.knowledge
        legal = self.legal(acting) if acting is not None else ()
        away = set()
        if self.roster is not None:
            for key in self.away:
                away |= set(self.roster.seats_of(key))
        knowledge = known.get(seat) if seat is not None else None
        obs = self.memo(state).observation(seat, knowledge)
        current = self.memo(table).player
        names = self.names()
        pending = self.pending if shown is None else None
        return View(obs, seat, acting, legal, pending, names, away, current, curtain)

    # -- intents -----------------------------------------------------------------------

    def ready(self) -> None:
        """Agree to the table as it is (the host: start once everyone agrees)."""
        self.loop.call(self.session.ready)

    def act(self, action: Action) -> None:
        """One action by the person to act: part of a turn, or a decision on its own."""
        seat = self.acting()
        if seat is None or self.game is None or self.curtain(seat) is not None:
            self.notice(lambda: Controller.tr("It is not your move."), "warning")
            return
        self.resuming = False  # the person plays on: what they learn from now on is news
        action = tuple(action)
        try:
            if self.pending is not None:
                self.pending.add(action)
            elif action not in self.legal(seat):
                raise self._illegal(action)
            elif self.memo(self.state).player == SIMULTANEOUS:
                self.send_secret(seat, action)  # a secret: sent at once
            else:
                self._begin_or_send(seat, action)
        except IllegalAction as exc:
            self._refused(exc)
        self.changed.emit()

    def _begin_or_send(self, seat: int, action: Action) -> None:
        """A legal action of the seat to move: the first of an undoable turn when the seat
        goes on acting after it (and may cut its turn short) or the game always has such an
        action confirmed, else sent at once."""
        assert self.game is not None
        held = games.capabilities(self.key).confirmed  # kinds always confirmed (the view's)
        turn = PendingTurn(self.game, self.state, seat, self.index, self.knowledge.get(seat), held)
        turn.add(action)
        if turn.held():
            self.pending = turn
        else:
            self._send(Plan(seat, self.index, [action]))

    def _illegal(self, action: Action) -> IllegalAction:
        """Why the rules refuse `action` here, in the core's words."""
        assert self.game is not None
        try:
            self.game.apply_action(self.state, action)
        except IllegalAction as exc:
            return exc
        return IllegalAction(f"{list(action)} is not a legal move now")

    def undo(self) -> None:
        """Take back the last action of the turn not yet confirmed."""
        if self.pending is None or self.sent:
            return
        self.pending.undo()
        if not self.pending.steps:
            self.pending = None
        self.changed.emit()

    def confirm(self) -> None:
        """Send the turn, every action of it, to the table (what is left is forfeited)."""
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
        self.notice(lambda: Controller.tr("This move is not allowed now."), "warning")
        self.details.emit(str(exc))

    def _send(self, plan: Plan) -> None:
        self.loop.call(self.session.plan, plan)
