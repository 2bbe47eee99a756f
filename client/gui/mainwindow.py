"""The main window: lobby, waiting room, table, end screen and replays, one page at a time."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from client.gui import i18n
from client.gui.lobby import LobbyView
from client.gui.placement import place, remember
from client.gui.recordpages import RecordPages
from client.gui.settingsfile import settings
from client.gui.style import STYLE
from client.gui.tablefinder import TableFinder
from client.gui.tutorialscript import FIRST
from client.gui.windowmenus import WindowMenus
from client.paths import records_dir
from net.home import default_home

# The lobby is on screen before the rest is imported (asyncio, cryptography, zeroconf, the
# rules core, the table widgets): start-up is what people wait for, so parts are made when
# first needed, and the profile is read just after the window shows (see `sign_in`). Even
# Qt's classes cost to load (QMessageBox, QFileDialog, QKeySequence: 0.2-1.4 ms each), so
# the lobby's own are imported here and the others where they are used.
# tests/client/test_lobby_start.py holds the line.
if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from client.gui.controller import TableController
    from client.gui.endscreen import EndScreen
    from client.gui.inspector import DesyncInspector
    from client.gui.records import ReplayViewer
    from client.gui.resumable import ResumableGames
    from client.gui.table import TableView
    from client.gui.waitingroom import WaitingRoom
    from client.gui.worker import LoopThread
    from client.netsession import TableSpec
    from net.identity import Identity


class MainWindow(QMainWindow):
    """One person's Tavolata: finds tables, hosts, joins, plays, replays."""

    def __init__(
        self,
        me: Identity | None,
        interface: str | None = None,
        home: Path | None = None,
        bot_delay: float = 0.6,
        discover: bool = True,
    ) -> None:
        """`me` None: the profile is not read yet; `sign_in` gives it before anyone sits down."""
        super().__init__()
        if not i18n.installed():  # English too: its plurals ("1 card") come from a translation
            i18n.install(i18n.current())
        self.setStyleSheet(STYLE)
        self._me: Identity | None = None
        self.interface, self.bot_delay = interface, bot_delay
        self.home = home
        self.records = records_dir(home)
        self._loop: LoopThread | None = None
        self.controller: TableController | None = None
        self.table: TableView | None = None
        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        self.lobby = LobbyView()
        self._waiting: WaitingRoom | None = None
        self._end: EndScreen | None = None
        self.resumable: ResumableGames | None = None  # unfinished games offered: at sign-in
        self.pages.addWidget(self.lobby)
        self.files = RecordPages(self.pages, self.lobby, self.records)
        self.lobby.hostRequested.connect(self.host_dialog)
        self.lobby.botsRequested.connect(self.bots_dialog)
        self.lobby.tutorialsAsked.connect(self.list_tutorials)
        self.tutor: Any = None  # the tutorial being played (client/gui/tutorial.py), if any
        self.lobby.joinRequested.connect(self.join)
        self.lobby.resumeRequested.connect(self.resume_dialog)
        self.lobby.replayRequested.connect(self.files.replay_dialog)
        self.menus = WindowMenus(self)
        self.finder = TableFinder(self.lobby, lambda: self.loop, interface)
        self.retranslate()
        place(self, self.prefs())
        if me is not None:
            self.sign_in(me)
        if discover:
            # after the lobby is painted: zeroconf is slow to start
            QTimer.singleShot(100, self.finder.start)

    def prefs(self) -> QSettings:
        """This person's settings (settings.ini of their home: the language's too)."""
        return settings(self.home or default_home())

    def sign_in(self, me: Identity) -> None:
        """The person at this window: named in the lobby; their key signs their moves."""
        self._me = me
        self.lobby.sign_in(f"{me.name} ({me.fingerprint})")
        if self.resumable is None:
            from client.gui.resumable import ResumableGames

            self.resumable = ResumableGames(self)
            self.resumable.scan()

    @property
    def me(self) -> Identity:
        """The signed-in profile (hosting, joining and resuming come after `sign_in`)."""
        if self._me is None:
            raise RuntimeError("no profile yet: sign_in first")
        return self._me

    @property
    def loop(self) -> LoopThread:
        """The network's asyncio loop thread (started on first use: discovery or a table)."""
        if self._loop is None:
            from client.gui.worker import LoopThread

            self._loop = LoopThread()
        return self._loop

    @property
    def waiting(self) -> WaitingRoom:
        """The waiting room of a table before its game (built on first use)."""
        if self._waiting is None:
            from client.gui.waitingroom import WaitingRoom

            self._waiting = WaitingRoom()
            self._waiting.readyClicked.connect(lambda: self.controller and self.controller.ready())
            self._waiting.leaveClicked.connect(self.leave)
            self.pages.addWidget(self._waiting)
        return self._waiting

    @property
    def end(self) -> EndScreen:
        """The end-of-game page (built on first use)."""
        if self._end is None:
            from client.gui.endscreen import EndScreen

            self._end = EndScreen()
            self._end.backToLobby.connect(self.leave)
            self._end.replayRequested.connect(self._replay_current)
            self.pages.addWidget(self._end)
        return self._end

    @property
    def replays(self) -> ReplayViewer:
        """The replay viewer page (built on first use)."""
        return self.files.replays

    @property
    def inspector(self) -> DesyncInspector:
        """The desync inspector page (built on first use)."""
        return self.files.inspector

    # -- menus and language ------------------------------------------------------------

    def pace(self) -> str:
        """How the board shows others' actions (client/gui/pacing.py), as last chosen."""
        from client.gui.pacing import PACE_KEY, pace_of

        return pace_of(self.prefs().value(PACE_KEY))

    def set_pace(self, pace: str) -> None:
        """Show others' actions at `pace` from now on, at the table under way too."""
        from client.gui.pacing import PACE_KEY

        self.prefs().setValue(PACE_KEY, pace)
        self.menus.pace.check(pace)
        if self.controller is not None:
            self.controller.pacer.set_pace(pace)

    def set_language(self, code: str) -> None:
        """Switch every text to language `code` ("en", "it") and remember it."""
        i18n.install(code)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text of the window in the current language."""
        self.setWindowTitle(MainWindow.tr("Tavolata — a board-game table for your network"))
        self.menus.retranslate()
        self.lobby.retranslate()
        if self.resumable is not None:
            self.resumable.retranslate()
        for page in (self._waiting, self._end, *self.files.built()):
            if page is not None:  # pages not built yet get their texts when they are
                page.retranslate()
        if self.table is not None:
            self.table.redraw()
        if self.tutor is not None:  # its bubble is no page of the window's
            self.tutor.retranslate()

    # -- tables ------------------------------------------------------------------------

    def _new_controller(self) -> TableController:
        from client.gui.controller import TableController
        from client.gui.tablenotices import TableNotices

        self._drop_table()
        c = TableController(
            self.loop, self.me, self.interface, self.records, self.bot_delay, self.pace()
        )
        self.controller = c
        # A controller left behind may still hear of its table (effects its network queued
        # before it closed): its signals reach the window only while it is the window's.
        mine = partial(self._while_current, c)
        c.opened.connect(mine(self.waiting.opened))
        c.seatsChanged.connect(
            mine(lambda: self.waiting.show_seats(c.roster, c.readies, self.me.public_key))
        )
        c.began.connect(mine(lambda: self._build_table(c)))
        c.ended.connect(mine(lambda obs: self._ended(c, obs)))
        notices = TableNotices(self)
        c.halted.connect(mine(notices.halted))
        c.unreachable.connect(mine(notices.unreachable))
        c.unjoined.connect(mine(notices.unjoined))
        c.message.connect(mine(notices.message))
        c.openFailed.connect(mine(notices.open_failed))
        return c

    def _while_current(
        self, c: TableController, slot: Callable[..., object]
    ) -> Callable[..., None]:
        """`slot`, called only while `c` is the window's controller."""

        def call(*args: Any) -> None:
            if c is self.controller:
                slot(*args)

        return call

    def _build_table(self, c: TableController) -> None:
        """The game is known (the roster's): build its table view, through the view
        registry, and show it."""
        from client.gui.desyncview import DesyncDialog
        from client.gui.table import TableView

        if self.table is None:
            self.table = TableView(c)
            self.pages.addWidget(self.table)
            self.menus.table_keys(list(self.table.keys.values()))
            self.table.desyncOpened.connect(lambda report: DesyncDialog(report, self).exec())
        self.pages.setCurrentWidget(self.table)

    def _ended(self, c: TableController, obs: dict[str, Any]) -> None:
        """The game is over and its last turns shown: the end screen is made, and opens on
        the table's bar or after a pause (the final board stays until then)."""
        if c.roster is None:
            return
        from client.gui.pacing import END_PAUSES

        self.end.show_result(obs, c.names(), c.roster.game, c.roster.config)
        pause = END_PAUSES[c.pacer.pace]
        if self.table is not None:
            self.table.turns.game_over(self._show_end, pause)
        else:
            QTimer.singleShot(pause, self._show_end)

    def _show_end(self) -> None:
        self.pages.setCurrentWidget(self.end)

    def host(self, spec: TableSpec) -> TableController:
        """Open a table with `spec` and wait for players in the waiting room."""
        c = self._new_controller()
        self.waiting.reset(True, "")
        self.pages.setCurrentWidget(self.waiting)
        c.host(spec)
        return c

    def host_dialog(self) -> None:
        """Ask what table to host, then host it."""
        from PySide6.QtWidgets import QDialog

        from client.gui.hostdialog import HostDialog

        if not self.may_leave_game():
            return
        dialog = HostDialog(self.me.name, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.host(dialog.spec())

    def play_bots(self, spec: TableSpec) -> TableController:
        """Open a table of this computer alone (`spec.at_once`: the person and bots) whose
        game begins at once: no waiting room; the table page shows when it has begun."""
        c = self._new_controller()
        c.host(spec)
        return c

    def bots_dialog(self) -> None:
        """Ask which game to play against bots, then play it at once."""
        from PySide6.QtWidgets import QDialog

        from client.gui.botsdialog import BotsDialog

        if not self.may_leave_game():
            return
        dialog = BotsDialog(self.me.name, self.prefs(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.play_bots(dialog.spec())

    def list_tutorials(self, menu: Any) -> None:
        """Fill the lobby's Tutorial menu: one item per lesson of each game with a tutorial,
        the game's title (its first lesson), then "<title>: <lesson's title>"."""
        from client.gui.gametexts import title
        from client.gui.tutorial import lessons_of, offered, script_of

        menu.clear()
        for key in offered():
            for lesson in lessons_of(key):
                further = script_of(key, lesson).title  # the first lesson has none
                name = f"{title(key)}: {further}" if further else title(key)
                menu.addAction(name).triggered.connect(
                    lambda _=False, k=key, n=lesson: self.tutorial(k, n)
                )

    def tutorial(self, key: str, lesson: str = FIRST) -> Any:
        """Begin game `key`'s tutorial lesson `lesson`: a guided game against bots at this
        computer."""
        from client.gui import tutorial

        if not self.may_leave_game():
            return None
        self.tutor = tutorial.start(self, key, lesson)
        return self.tutor

    def join(self, address: str, expect_host: str = "") -> TableController:
        """Sit down at the table at `address`."""
        c = self._new_controller()
        self.waiting.reset(False, address)
        self.pages.setCurrentWidget(self.waiting)
        c.join(address, expect_host or None, self.lobby.name_at(address))
        return c

    def resume(self, record: Path) -> TableController | None:
        """Come back to the game of `record`; None (after saying why, once) if its record
        cannot be resumed: it is checked before anything connects."""
        from client.gui.problems import record_sentence, warn
        from client.gui.resumelist import columns
        from client.replayfile import RecordProblem
        from client.unfinished import check

        try:
            game = check(record, self.me.public_key)
        except RecordProblem as exc:
            warn(self, MainWindow.tr("Cannot resume this game"), record_sentence(exc), exc.details)
            return None
        if not self.may_leave_game():
            return None
        c = self._new_controller()
        self.waiting.reset(False, columns(game)[0])
        self.pages.setCurrentWidget(self.waiting)
        c.resume(record, game.actions)  # the record's actions: replayed at once
        return c

    def resume_dialog(self) -> None:
        """Pick an unfinished game (or any record: "Other file…") and resume it."""
        from PySide6.QtWidgets import QDialog

        from client.gui.resumelist import ResumeDialog
        from client.unfinished import scan

        skip = self.controller.session.record_path if self.controller else None
        games = scan(self.records, self.me.public_key, skip) if self.records.is_dir() else []
        dialog = ResumeDialog(games, self.records, self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen is not None:
            if self.resumable is not None:
                self.resumable.hide()
            self.resume(dialog.chosen)

    def watch(self, path: Path) -> bool:
        """Open `path` in the replay viewer; False (after saying why) if it cannot be read."""
        return self.files.watch(path)

    def inspect(self, path: Path) -> bool:
        """Open `path` in the desync inspector; False (after saying why) if it is no report."""
        return self.files.inspect(path)

    def _replay_current(self) -> None:
        if self.controller is not None and self.controller.session.record_path is not None:
            self.watch(self.controller.session.record_path)

    def may_leave_game(self) -> bool:
        """Whether the person agrees to leave the game under way (True when there is none)."""
        if self.controller is None or not self.controller.playing():
            return True
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self,
            MainWindow.tr("Leave the game?"),
            MainWindow.tr(
                "Leave the game? The others wait for you: you can come back to it later "
                "from Table → Resume a game…"
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_leave(self) -> None:
        """Leave the table, after asking when a game is under way."""
        if self.may_leave_game():
            self.leave()

    def leave(self) -> None:
        """Leave the table (its record stays, to resume or replay) and go to the lobby."""
        self._drop_table()
        self.pages.setCurrentWidget(self.lobby)

    def in_waiting_room(self) -> bool:
        """Whether the page shown is the waiting room of a table."""
        return self._waiting is not None and self.pages.currentWidget() is self._waiting

    def _drop_table(self) -> None:
        if self.tutor is not None:  # its guidance ends with its table, before the page goes
            self.tutor.finish()
            self.tutor = None
        if self.controller is not None:
            self.controller.close()
            self.controller = None
        if self.table is not None:
            self.menus.table_keys([])
            self.pages.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt override
        """Leave the table and stop the network before closing (asking, during a game)."""
        if not self.may_leave_game():
            event.ignore()
            return
        remember(self, self.prefs())
        self._drop_table()
        self.finder.stop()
        if self._loop is not None:
            self._loop.stop()
        super().closeEvent(event)
