"""The table page for any game: the game's view (client/gui/gameview.py) framed by banners,
the side column (the game's panels, the players, the status line, the log) and the keys.

Clicks become intents for the controller; the view redraws from `controller.view()`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from client.gui import games
from client.gui.controller import TableController, View
from client.gui.curtain import Curtain
from client.gui.gameview import GameView, make_view
from client.gui.i18n import Table
from client.gui.logview import GameLog
from client.gui.showturns import TurnShow
from client.gui.tablewords import TableWords, heading_text

SIDE_WIDTH = 380  # pixels: the side column beside the map (players, actions, bid, log)
LOG_LINES = 8  # the log's lines the last card played gives way to (issue 32)


class Banner(QWidget):
    """A coloured line across the top: paused, desync, stopped; optionally a button."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 10, 4)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.clicked.connect(self.clicked)
        row.addWidget(self.text, 1)
        row.addWidget(self.button)
        self.setAutoFillBackground(True)
        self.kind = ""
        self.hide()

    def say(self, text: str, color: str, button: str = "", kind: str = "") -> None:
        """Show `text` on `color` (and a button labelled `button`); `kind` names what it says,
        so that only a "paused" banner goes away when everyone is back."""
        self.kind = kind
        self.text.setText(text)
        self.setStyleSheet(f"background: {color}; color: #111; font-weight: bold;")
        self.button.setVisible(bool(button))
        self.button.setText(button)
        self.show()


class TableView(QWidget):
    """The whole game screen for one controller whose game has started (its roster is
    known): built by the main window once the game is, through the view registry."""

    desyncOpened = Signal(object)  # the report to show

    def __init__(self, controller: TableController) -> None:
        super().__init__()
        self.c = controller
        roster = controller.roster
        assert roster is not None, "the table is built once the game is known"
        self.game: GameView = make_view(roster.game, controller, roster.config)
        noting = games.capabilities(roster.game).secret_notes  # declared by the view
        self.notes: games.SecretNotes | None = (
            cast(games.SecretNotes, self.game) if noting else None
        )
        self.desync_report: dict[str, Any] | None = None
        self._seen: dict[int, dict[str, Any]] = {}  # each person's last observation shown
        self._told: list[str] = []  # private notes since the curtain last went up (a recap)
        self._noted: list[str] = []  # the private notes the status line shows now
        self._build()
        self.turns = TurnShow(self)  # others' actions shown one at a time, the end's board
        self.words = TableWords(self)  # a language switch re-words the log and the notices
        self._redraw_soon = QTimer(self, singleShot=True, interval=0)
        self._redraw_soon.timeout.connect(self.redraw)
        controller.began.connect(self._begin)
        controller.changed.connect(self._redraw_soon.start)  # one redraw per batch of effects
        controller.logged.connect(self._log)
        controller.message.connect(self._message)
        controller.details.connect(self._details)
        controller.desync.connect(self.show_desync)
        controller.halted.connect(self.show_halted)
        self.redraw()

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        self.banner = Banner()
        self.banner.clicked.connect(lambda: self.desyncOpened.emit(self.desync_report))
        outer.addWidget(self.banner)
        self.board_page = QWidget()  # the game; or the curtain, the size of the whole table
        columns = QHBoxLayout(self.board_page)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(6)
        # The side column has one width whatever it shows (the bid, a long prompt, a long
        # name), so the board beside it keeps its size during the game and clicks land
        # where the person aimed. Its texts wrap within it.
        self.side = QWidget()
        self.side.setFixedWidth(SIDE_WIDTH)
        rbox = QVBoxLayout(self.side)
        rbox.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.log = GameLog()
        self.log.setMinimumHeight(40)  # the column's first to give way at a full table
        for w in (*self.game.panels, self.game.players, self.status):
            rbox.addWidget(w)
        rbox.addWidget(self.log, 1)
        columns.addWidget(self.game.main, 1)
        columns.addWidget(self.side)
        self.curtain = Curtain()
        self.curtain.lifted.connect(self.c.lift)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.board_page)
        self.stack.addWidget(self.curtain)
        outer.addWidget(self.stack, 1)
        self._keys()

    def _keys(self) -> None:
        """Ctrl+Z undoes a step, Enter confirms the turn, Esc cancels the step being made.

        Actions of this page (listed in the window's Game menu too): they act only while
        their button could be clicked, so Enter still reaches an entry (the bid) otherwise.
        """
        self.keys: dict[str, QAction] = {}
        enter = [QKeySequence("Return"), QKeySequence("Enter")]  # the main and keypad keys
        bar = self.game.undo_bar
        for key, sequences, slot in (
            ("undo", [QKeySequence(QKeySequence.StandardKey.Undo)], bar and bar.undo.click),
            ("confirm", enter, bar and bar.confirm.click),
            ("cancel", [QKeySequence("Esc")], self._cancel),
        ):
            action = QAction(self)
            action.setShortcuts(sequences)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            if slot is not None:
                action.triggered.connect(slot)
            action.setEnabled(False)
            self.addAction(action)
            self.keys[key] = action

    def key_text(self, key: str) -> str:
        """The first shortcut of a key action, as shown to people (e.g. "Ctrl+Z")."""
        return self.keys[key].shortcut().toString(QKeySequence.SequenceFormat.NativeText)

    def zoom(self) -> Any:
        """What the View menu's zoom acts on (None: the game has nothing to zoom)."""
        return self.game.zoom

    # -- drawing -----------------------------------------------------------------------

    def _begin(self) -> None:
        self.log.clear()
        self.redraw()

    def redraw(self) -> None:
        """Draw the table from the controller's current view."""
        if self.c.game is None:
            return
        view = self.c.view()
        self.words.follow()  # after a language switch: the log, the notice, the banner
        self.turns.retranslate()
        self._show_curtain(view)
        self.game.show(view)
        self._private_notes(view)
        self._update_keys()
        if view.away and (not self.banner.isVisible() or self.banner.kind == "paused"):
            names = ", ".join(view.names[s] for s in sorted(view.away))
            self.banner.say(
                Table.tr("Reconnecting to {names}: the table is paused.").format(names=names),
                "#FFD27F",
                kind="paused",
            )
        elif not view.away and self.banner.kind == "paused":
            self.banner.hide()
        self.fit_log()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A taller or shorter window: the last card played takes the room it has now."""
        super().resizeEvent(event)
        QTimer.singleShot(0, self.fit_log)  # once the column has its new height

    def fit_log(self) -> None:
        """A useful log however full the column (five players' lines, a card played): the
        last card played gives way first, its face scaled down (playedcard.Face) so the
        log keeps LOG_LINES lines; counted from what each part of the column needs at its
        width, so it does not hang on the layout of the moment."""
        played, layout = self.turns.played, self.side.layout()
        if played.isHidden() or layout is None:
            return
        width, used, items = self.side.width(), 0, 0
        for k in range(layout.count()):
            item = layout.itemAt(k)
            if item.widget() in (self.log, played) or item.isEmpty():
                continue
            wide = item.hasHeightForWidth()
            need = item.heightForWidth(width) if wide else item.sizeHint().height()
            used += max(need, item.minimumSize().height())  # some keep room beyond their hint
            items += 1
        margins = layout.contentsMargins()
        used += layout.spacing() * (items + 1) + margins.top() + margins.bottom()
        log = self.log.fontMetrics().lineSpacing() * LOG_LINES + 2 * self.log.frameWidth() + 4
        played.face.cap(self.side.height() - used - log - played.chrome())

    def _show_curtain(self, view: View) -> None:
        """Behind the curtain the view holds only public things; what the status line said
        to the person before (a private note) goes before the device passes on."""
        if view.curtain is None:
            self.stack.setCurrentWidget(self.board_page)
            return
        last, notes = self.c.shown, []
        if self.stack.currentWidget() is not self.curtain or self.curtain.seat != view.curtain:
            self._message("", "info")
            if last is not None:  # what they learned this turn, while the device is theirs
                notes = self._told + self._notes_for(last, self.c.observation_of(last))
            self._told = []
        self.stack.setCurrentWidget(self.curtain)
        name = view.names[last] if last is not None else ""
        self.curtain.wait_for(view.curtain, view.names[view.curtain], name, notes)  # and focus

    def _private_notes(self, view: View) -> None:
        """What the person whose eyes the screen is learned since the screen last showed
        them (a peek, a card passed to them): the game view's declared `secret_notes`
        words it, for the status line only (the log is public)."""
        if view.seat is None or view.curtain is not None:
            return
        notes = self._notes_for(view.seat, view.obs)
        if notes:  # several (a deal's cards, one reveal at a time) read together
            if self.status.text() != " ".join(self._noted):
                self._noted = []  # something else was said since: start anew
            self._noted += notes
            self._message(" ".join(self._noted), "info")
            self._told += notes
        if view.acting is not None:
            self._noted = []  # the person has read them and acts: the next ones are new

    def _notes_for(self, seat: int, obs: dict[str, Any]) -> list[str]:
        """The game view's notes on what `seat` learned since its last observation shown."""
        before, self._seen[seat] = self._seen.get(seat), obs
        if seat in self.c.recalled:  # re-learned from the record on resuming: nothing new
            self.c.recalled.discard(seat)
            return []
        if self.notes is None or before is None:
            return []
        notes, noting = list(self.notes.secret_notes(before, obs, seat)), self.notes
        self.words.remember(notes, lambda: list(noting.secret_notes(before, obs, seat)))
        return notes

    def reword_notes(self, reword: Callable[[str], str]) -> None:
        """The private notes kept (on show, and for the curtain's recap) in the language
        spoken now (TableWords.follow)."""
        self._noted = [reword(n) for n in self._noted]
        self._told = [reword(n) for n in self._told]

    def _log(self, text: str, heading: bool) -> None:
        self.log.add(heading_text(text) if heading else text, heading)

    def _message(self, text: str, level: str) -> None:
        color = {"error": "#B00020", "warning": "#8A5A00"}.get(level, "#333333")
        self.status.setStyleSheet(f"color: {color}")
        self.status.setText(text)
        self.status.setToolTip("")

    def _details(self, details: str) -> None:
        """The technical details of the status line's message, for those who hover it."""
        self.status.setToolTip(details)

    def show_desync(self, report: dict[str, Any]) -> None:
        """The banner: the peers disagree (its button opens the report)."""
        self.desync_report = report
        field = (report.get("first_difference") or {}).get("path", "?")
        self.banner.say(
            Table.tr("Desync at action {n}: peers disagree on {field}.").format(
                n=report.get("detected_at"), field=field
            ),
            "#F4A6A6",
            Table.tr("Open the report"),
            kind="desync",
        )

    def show_halted(self, reason: str) -> None:
        """The banner: the table stopped, and why."""
        text = Table.tr("The table stopped: {reason}").format(reason=reason)
        self.banner.say(text, "#F4A6A6", kind="halted")

    def _update_keys(self) -> None:
        bar = self.game.undo_bar
        usable = {
            key: bar is not None and button.isVisibleTo(self) and button.isEnabled()
            for key, button in (("undo", bar and bar.undo), ("confirm", bar and bar.confirm))
        }
        usable["cancel"] = self.game.choosing() or usable["undo"]
        texts = self.game.key_texts()
        for key, action in self.keys.items():
            action.setEnabled(usable[key])
            action.setText(texts.get(key, ""))
        if bar is None:
            return
        bar.undo.setToolTip(Table.tr("Undo step ({key})").format(key=self.key_text("undo")))
        tip = bar.confirm.toolTip()
        bar.confirm.setToolTip(
            (tip + " " if tip else "") + Table.tr("({key})").format(key=self.key_text("confirm"))
        )

    # -- keys --------------------------------------------------------------------------

    def _cancel(self) -> None:
        """Esc: drop a half-made choice (an army picked to move); else undo the last step."""
        if self.game.cancel():
            return
        bar = self.game.undo_bar
        if bar is not None and bar.undo.isEnabled():
            bar.undo.click()
