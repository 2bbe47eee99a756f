"""The desync inspector: open a lab report (`tavolata lab --report FILE`) or one peer's desync
dump (`desync-at-<K>-<who>.json`) and see every desync: the action, the peers, and the two
values of the first differing field side by side (client/gui/desyncview.py draws those).
Files are read and checked by client/gui/reportfile.py; what it refuses is said on the page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView as ItemView
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.gui.desyncview import BAD, GOOD, DesyncView
from client.gui.i18n import Inspector
from client.gui.reportfile import Opened, ReportError, load

# -- the page ------------------------------------------------------------------------------


def ask_path(parent: QWidget, folder: Path) -> Path | None:
    """Ask which lab report or desync dump to open (None: the person cancelled)."""
    path, _ = QFileDialog.getOpenFileName(
        parent,
        Inspector.tr("Open a desync report"),
        str(folder),
        Inspector.tr("Lab reports and desync dumps (*.json);;All files (*)"),
    )
    return Path(path) if path else None


def _item(text: str, color: str | None = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if color:
        item.setForeground(QColor(color))
    return item


def _yes(flag: bool) -> QTableWidgetItem:
    return _item(Inspector.tr("yes") if flag else Inspector.tr("no"), GOOD if flag else BAD)


def _table(headers: int) -> QTableWidget:
    table = QTableWidget(0, headers)
    table.setObjectName("inspectorList")
    table.verticalHeader().hide()
    table.setEditTriggers(ItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(ItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(ItemView.SelectionMode.SingleSelection)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


class DesyncInspector(QWidget):
    """A lab report's games and desyncs (or one dump's desync), one desync shown at a time."""

    closed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.opened: Opened | None = None
        self._shown: list[dict[str, Any]] = []  # the desyncs listed, in their rows' order
        self.folder = Path.home()
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("title")
        top.addWidget(self.title)
        top.addStretch(1)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_dialog)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.closed)
        top.addWidget(self.open_button)
        top.addWidget(self.close_button)
        outer.addLayout(top)
        self.source = QLabel()
        self.source.setObjectName("hint")
        self.source.setWordWrap(True)
        self.source.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.source)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {BAD}; font-weight: bold;")
        self.error.hide()
        outer.addWidget(self.error)
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        lbox = QVBoxLayout(left)
        lbox.setContentsMargins(0, 0, 6, 0)
        self.games_label = QLabel()
        self.games_label.setObjectName("prompt")
        self.games = _table(4)
        self.games.currentCellChanged.connect(lambda row, *_: self._show_game(row))
        self.desyncs_label = QLabel()
        self.desyncs_label.setObjectName("prompt")
        self.desyncs = _table(3)
        self.desyncs.currentCellChanged.connect(lambda row, *_: self._show_desync(row))
        self.game_note = QLabel()
        self.game_note.setObjectName("hint")
        self.game_note.setWordWrap(True)
        for widget, stretch in (
            (self.games_label, 0),
            (self.games, 2),
            (self.desyncs_label, 0),
            (self.desyncs, 2),
            (self.game_note, 0),
        ):
            lbox.addWidget(widget, stretch)
        self.right = QStackedWidget()
        self.view = DesyncView()
        self.nothing = QLabel()
        self.nothing.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.nothing.setObjectName("hint")
        self.right.addWidget(self.view)
        self.right.addWidget(self.nothing)
        split.addWidget(left)
        split.addWidget(self.right)
        split.setStretchFactor(1, 1)
        split.setSizes([430, 970])
        outer.addWidget(split, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language (the desync shown stays shown)."""
        self.title.setText(Inspector.tr("Desync inspector"))
        self.open_button.setText(Inspector.tr("Open…"))
        self.close_button.setText(Inspector.tr("Close"))
        self.games_label.setText(Inspector.tr("Games"))
        self.desyncs_label.setText(Inspector.tr("Desyncs"))
        self.games.setHorizontalHeaderLabels(
            [
                Inspector.tr("Game"),
                Inspector.tr("Finished"),
                Inspector.tr("Hashes agree"),
                Inspector.tr("Desyncs"),
            ]
        )
        self.desyncs.setHorizontalHeaderLabels(
            [Inspector.tr("Action"), Inspector.tr("Recovered"), Inspector.tr("Minority")]
        )
        if self.opened is not None:
            game, desync = self.games.currentRow(), self.desyncs.currentRow()
            self.show_opened(self.opened)
            if self.opened.lab is not None:
                self.select(game, desync)
            elif desync >= 0:
                self.desyncs.setCurrentCell(desync, 0)

    def open_dialog(self) -> None:
        """Ask for a file and show it (or say, on the page, why it cannot be shown)."""
        path = ask_path(self, self.folder)
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Show `path`; False, with the reason on the page, when it is not a report."""
        try:
            opened = load(path)
        except ReportError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return False
        self.show_opened(opened)
        return True

    def show_opened(self, opened: Opened) -> None:
        """Show a checked file: its games (a lab report) or its one desync (a dump)."""
        self.opened = opened
        self.folder = opened.path.parent
        self.error.hide()
        lab = opened.lab is not None
        for widget in (self.games_label, self.games, self.game_note):
            widget.setVisible(lab)
        self.source.setText(self._source_text(opened))
        self.games.setRowCount(len(opened.games))
        for row, game in enumerate(opened.games):
            cells = (
                _item(Inspector.tr("Game {n}").format(n=game.get("game", row))),
                _yes(game["finished"]),
                _yes(game["final_hashes_agree"]),
                _item(str(len(game["desyncs"]))),
            )
            for col, item in enumerate(cells):
                self.games.setItem(row, col, item)
        if lab:
            self.select(0 if opened.games else -1)
        else:
            assert opened.dump is not None
            self._fill_desyncs([opened.dump])

    def select(self, game: int, desync: int = 0) -> None:
        """Show game number `game` (its row) and its desync number `desync`."""
        self.games.blockSignals(True)  # the game is shown once, here, even if already current
        self.games.setCurrentCell(game, 0)
        self.games.blockSignals(False)
        self._show_game(game)
        if 0 <= desync < self.desyncs.rowCount():
            self.desyncs.setCurrentCell(desync, 0)

    def _source_text(self, opened: Opened) -> str:
        if opened.lab is None:
            return Inspector.tr("{file}: the desync dump of one peer.").format(
                file=opened.path.name
            )
        games = opened.games
        desyncs = [d for g in games for d in g["desyncs"]]
        injected = sum(len(g.get("injected") or []) for g in games)
        return Inspector.tr(
            "{file}: {games} games, {finished} finished; desyncs: {injected} injected, "
            "{detected} detected, {recovered} recovered.\n{command}"
        ).format(
            file=opened.path.name,
            games=len(games),
            finished=sum(1 for g in games if g["finished"]),
            injected=injected,
            detected=len(desyncs),
            recovered=sum(1 for d in desyncs if d["recovered"]),
            command=opened.lab.get("command", ""),
        )

    def _show_game(self, row: int) -> None:
        games = self.opened.games if self.opened else []
        if not 0 <= row < len(games):
            self._fill_desyncs([])
            self.game_note.clear()
            return
        game = games[row]
        self.game_note.setText(_game_note(game))
        self._fill_desyncs(game["desyncs"])

    def _fill_desyncs(self, desyncs: list[dict[str, Any]]) -> None:
        self._shown = list(desyncs)
        self.desyncs.blockSignals(True)
        self.desyncs.setRowCount(len(desyncs))
        for row, d in enumerate(desyncs):
            recovered = _item(
                Inspector.tr("recovered") if d["recovered"] else Inspector.tr("not recovered"),
                GOOD if d["recovered"] else BAD,
            )
            cells = (_item(str(d["detected_at"])), recovered, _item(", ".join(d["minority"])))
            for col, item in enumerate(cells):
                self.desyncs.setItem(row, col, item)
        self.desyncs.blockSignals(False)
        if desyncs:
            self.desyncs.setCurrentCell(0, 0)
            self._show_desync(0)
        else:
            self.nothing.setText(Inspector.tr("No desync in this game."))
            self.right.setCurrentWidget(self.nothing)

    def _show_desync(self, row: int) -> None:
        if 0 <= row < len(self._shown):
            self.view.show_report(self._shown[row])
            self.right.setCurrentWidget(self.view)


def _game_note(game: dict[str, Any]) -> str:
    """A game's other facts: length, time, records, faults injected, problems."""
    lines = [
        Inspector.tr("{actions} actions in {seconds} s.").format(
            actions=game.get("actions", "?"), seconds=game.get("wall_seconds", "?")
        )
    ]
    if "records_verified" in game:
        lines.append(
            Inspector.tr("Every record replays with --verify.")
            if game["records_verified"]
            else Inspector.tr("Some records do NOT replay with --verify.")
        )
    for fault in game.get("injected") or []:
        if not isinstance(fault, dict):
            continue
        text = (  # reports before issue 15: a nondeterministic peer had no action
            Inspector.tr("Injected: {kind} at seat {seat}.")
            if fault.get("action") is None
            else Inspector.tr("Injected: {kind} at seat {seat}, action {action}.")
        )
        if fault.get("injected") is False:  # asked for, but the game ended before it
            text = Inspector.tr(
                "Not injected (the game ended first): {kind} at seat {seat}, action {action}."
            )
        lines.append(text.format(**{k: fault.get(k) for k in ("kind", "seat", "action")}))
    for problem in game.get("problems") or []:
        lines.append(Inspector.tr("Problem: {what}").format(what=problem))
    return "\n".join(lines)
