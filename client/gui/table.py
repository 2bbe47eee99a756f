"""The table: map, card row, players, the current action or bid, the log, and banners.

Clicks become intents for the controller; the view redraws from `controller.view()`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.gui.controller import TableController, View
from client.gui.games.eight_minute_empire.actions import ActionBar, BidPanel
from client.gui.games.eight_minute_empire.board import BoardView
from client.gui.games.eight_minute_empire.cardrow import CardRow
from client.gui.games.eight_minute_empire.players import PlayersPanel
from client.gui.games.eight_minute_empire.words import seat_name
from core import registry
from core.api import Action

SIDE_WIDTH = 380  # pixels: the side column beside the map (players, actions, bid, log)


def tr(text: str) -> str:
    """Translate in the "Table" context."""
    return QCoreApplication.translate("Table", text)


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
    """The whole game screen for one controller."""

    desyncOpened = Signal(object)  # the report to show

    def __init__(self, controller: TableController) -> None:
        super().__init__()
        self.board_map: dict[str, Any] = {}  # the map drawn (Legends: start marked once drawn)
        self.c = controller
        self.source: str | None = None  # the army picked to move (click-click)
        self.desync_report: dict[str, Any] | None = None
        self._build()
        self._redraw_soon = QTimer(self, singleShot=True, interval=0)
        self._redraw_soon.timeout.connect(self.redraw)
        controller.began.connect(self._begin)
        controller.changed.connect(self._redraw_soon.start)  # one redraw per batch of effects
        controller.logged.connect(self._log)
        controller.message.connect(self._message)
        controller.details.connect(self._details)
        controller.desync.connect(self._desync)
        controller.halted.connect(self._halted)

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        self.banner = Banner()
        self.banner.clicked.connect(lambda: self.desyncOpened.emit(self.desync_report))
        outer.addWidget(self.banner)
        columns = QHBoxLayout()
        columns.setSpacing(6)
        left = QWidget()
        lbox = QVBoxLayout(left)
        lbox.setContentsMargins(0, 0, 0, 0)
        self.board = BoardView()
        self.board.regionClicked.connect(self._region_clicked)
        self.board.armyClicked.connect(self._army_clicked)
        self.cards = CardRow()
        self.cards.taken.connect(lambda slot: self.c.act(("take", slot)))
        lbox.addWidget(self.board, 1)
        lbox.addWidget(self.cards)
        # The side column has one width whatever it shows (the bid, a long prompt, a long
        # name), so the map beside it keeps its size during the game and clicks land where
        # the person aimed. Its texts wrap within it.
        self.side = QWidget()
        self.side.setFixedWidth(SIDE_WIDTH)
        rbox = QVBoxLayout(self.side)
        rbox.setContentsMargins(0, 0, 0, 0)
        self.players = PlayersPanel()
        self.bid = BidPanel()
        self.bid.bid.connect(self.c.act)
        self.actions = ActionBar()
        self.actions.chosen.connect(self._chosen)
        self.actions.undoClicked.connect(self._undo)
        self.actions.confirmClicked.connect(self.c.confirm)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.log = QListWidget()
        self.log.setObjectName("gameLog")
        self.log.setWordWrap(True)
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setMinimumHeight(40)  # the column's first to give way at a full table
        # The action bar first: what is above it (players whose lines grow as they take
        # cards, the bid) would move its buttons.
        for w in (self.actions, self.bid, self.players, self.status):
            rbox.addWidget(w)
        rbox.addWidget(self.log, 1)
        columns.addWidget(left, 1)
        columns.addWidget(self.side)
        outer.addLayout(columns, 1)
        self._keys()

    def _keys(self) -> None:
        """Ctrl+Z undoes a step, Enter confirms the card, Esc cancels the step being made.

        Actions of this page (listed in the window's Game menu too): they act only while
        their button could be clicked, so Enter still reaches the bid entry otherwise.
        """
        self.keys: dict[str, QAction] = {}
        enter = [QKeySequence("Return"), QKeySequence("Enter")]  # the main and keypad keys
        for key, sequences, slot in (
            ("undo", [QKeySequence(QKeySequence.StandardKey.Undo)], self.actions.undo.click),
            ("confirm", enter, self.actions.confirm.click),
            ("cancel", [QKeySequence("Esc")], self._cancel),
        ):
            action = QAction(self)
            action.setShortcuts(sequences)
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            action.setEnabled(False)
            self.addAction(action)
            self.keys[key] = action

    def key_text(self, key: str) -> str:
        """The first shortcut of a key action, as shown to people (e.g. "Ctrl+Z")."""
        return self.keys[key].shortcut().toString(QKeySequence.SequenceFormat.NativeText)

    # -- drawing -----------------------------------------------------------------------

    def _begin(self) -> None:
        roster = self.c.roster
        assert roster is not None
        self.board_map = registry.get(roster.game).board(roster.config)
        self.board.set_board(self.board_map)
        self.log.clear()
        self.redraw()

    def redraw(self) -> None:
        """Draw the table from the controller's current view."""
        if self.c.game is None:
            return
        view = self.c.view()
        obs = view.obs
        if obs.get("start") and self.board_map.get("start") != obs["start"]:
            # Legends draws its start region during the setup: mark it once it is known.
            self.board_map = {**self.board_map, "start": obs["start"]}
            self.board.set_board(self.board_map)
        marks = obs.get("tiles") or obs.get("tokens") or {}
        self.board.show_pieces(obs["armies"], obs["cities"], marks)
        self.board.set_highlights(*self._targets(view))
        takeable = {a[1] for a in view.legal if a[0] == "take"}
        self.cards.show_row(obs, view.seat, takeable)
        kinds = [s.kind for s in self.c.roster.seats] if self.c.roster else []
        self.players.show_players(view, kinds)
        self.bid.setVisible(obs["phase"] in ("bid", "tiebreak", "first"))
        self.bid.show_view(view, self.c.secrets)
        self.actions.show_view(view)
        self._update_keys()
        if view.away and not self.banner.isVisible():
            names = ", ".join(view.names[s] for s in sorted(view.away))
            self.banner.say(
                tr("Reconnecting to {names}: the table is paused.").format(names=names),
                "#FFD27F",
                kind="paused",
            )
        elif not view.away and self.banner.kind == "paused":
            self.banner.hide()

    def _targets(self, view: View) -> tuple[set[str], str | None]:
        """Regions to highlight for the person to act, and the selected army's region."""
        legal = view.legal
        moves = [a for a in legal if a[0] == "move"]
        if moves:
            if self.source is not None and any(a[1] == self.source for a in moves):
                return {a[2] for a in moves if a[1] == self.source}, self.source
            self.source = None
            return {a[1] for a in moves}, None
        self.source = None
        kinds = ("place", "city", "destroy", "neutral", "outpost", "hire")
        return {a[1] for a in legal if a[0] in kinds}, None

    def _log(self, text: str, heading: bool) -> None:
        if heading:
            item = QListWidgetItem(tr("Turn {n}").format(n=text))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        else:
            item = QListWidgetItem(text)
        self.log.addItem(item)
        self.log.scrollToBottom()

    def _message(self, text: str, level: str) -> None:
        color = {"error": "#B00020", "warning": "#8A5A00"}.get(level, "#333333")
        self.status.setStyleSheet(f"color: {color}")
        self.status.setText(text)
        self.status.setToolTip("")

    def _details(self, details: str) -> None:
        """The technical details of the status line's message, for those who hover it."""
        self.status.setToolTip(details)

    def _desync(self, report: dict[str, Any]) -> None:
        self.desync_report = report
        field = (report.get("first_difference") or {}).get("path", "?")
        self.banner.say(
            tr("Desync at action {n}: peers disagree on {field}.").format(
                n=report.get("detected_at"), field=field
            ),
            "#F4A6A6",
            tr("Open the report"),
        )

    def _halted(self, reason: str) -> None:
        self.banner.say(tr("The table stopped: {reason}").format(reason=reason), "#F4A6A6")

    def _update_keys(self) -> None:
        usable = {
            key: button.isVisibleTo(self) and button.isEnabled()
            for key, button in (("undo", self.actions.undo), ("confirm", self.actions.confirm))
        }
        usable["cancel"] = self.source is not None or usable["undo"]
        texts = {
            "undo": tr("Undo step"),
            "confirm": tr("Confirm the card"),
            "cancel": tr("Cancel the step being made"),
        }
        for key, action in self.keys.items():
            action.setEnabled(usable[key])
            action.setText(texts[key])
        self.actions.undo.setToolTip(tr("Undo step ({key})").format(key=self.key_text("undo")))
        tip = self.actions.confirm.toolTip()
        self.actions.confirm.setToolTip(
            (tip + " " if tip else "") + tr("({key})").format(key=self.key_text("confirm"))
        )

    # -- clicks ------------------------------------------------------------------------

    def _cancel(self) -> None:
        """Esc: drop a picked army (half a move); with none picked, undo the last step."""
        if self.source is not None:
            self.source = None
            self._redraw_soon.start()
        elif self.actions.undo.isEnabled():
            self.actions.undo.click()

    def _chosen(self, action: Action) -> None:
        self.source = None
        self.c.act(action)

    def _undo(self) -> None:
        self.source = None
        self.c.undo()

    def _region_clicked(self, region: str) -> None:
        legal = self.c.view().legal
        for kind in ("place", "city", "neutral", "outpost"):
            if (kind, region) in legal:
                self.c.act((kind, region))
                return
        hires = [a for a in legal if a[0] == "hire" and a[1] == region]
        if len(hires) == 1:  # King of Brigands: pay the city's owner 1 coin
            self.c.act(hires[0])
            return
        if hires:
            self._which_city(hires)
            return
        if any(a[0] == "move" for a in legal):
            self._move_click(region, legal)
            return
        targets = [a for a in legal if a[0] == "destroy" and a[1] == region]
        if len(targets) == 1:
            self.c.act(targets[0])
        elif targets:
            self._which_army(targets)

    def _army_clicked(self, region: str, owner: Any) -> None:
        legal = self.c.view().legal
        if ("destroy", region, owner) in legal:
            self.c.act(("destroy", region, owner))
        else:
            self._region_clicked(region)

    def _move_click(self, region: str, legal: tuple[Action, ...]) -> None:
        if self.source is not None and ("move", self.source, region) in legal:
            source, self.source = self.source, None  # the next click picks an army again
            self.c.act(("move", source, region))
        elif any(a[1] == region for a in legal if a[0] == "move"):
            self.source = None if region == self.source else region
        self._redraw_soon.start()

    def _which_city(self, hires: list[Action]) -> None:
        menu = QMenu(self)
        names = self.c.names()
        for action in hires:
            menu.addAction(
                tr("Pay {name} 1 coin to place at their city").format(
                    name=seat_name(action[2], names)
                ),
                lambda a=action: self.c.act(a),
            )
        menu.popup(self.cursor().pos())

    def _which_army(self, targets: list[Action]) -> None:
        menu = QMenu(self)
        names = self.c.names()
        for action in targets:
            menu.addAction(
                tr("Destroy an army of {name}").format(name=seat_name(action[2], names)),
                lambda a=action: self.c.act(a),
            )
        menu.popup(self.cursor().pos())
