"""Watching records: the replay viewer (step through any record) and the desync report."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.gui.board import BoardView
from client.gui.cardrow import CardRow
from client.gui.controller import View
from client.gui.players import PlayersPanel
from client.gui.words import sentence
from client.replayfile import Replay


def tr(text: str) -> str:
    """Translate in the "Records" context."""
    return QCoreApplication.translate("Records", text)


class ReplayViewer(QWidget):
    """Steps through a record: the map, the row and the players after any action."""

    closed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.replay: Replay | None = None
        self.step = 0
        box = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("title")
        box.addWidget(self.title)
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        lbox = QVBoxLayout(left)
        self.board = BoardView()
        self.cards = CardRow()
        lbox.addWidget(self.board, 1)
        lbox.addWidget(self.cards)
        right = QWidget()
        rbox = QVBoxLayout(right)
        self.players = PlayersPanel()
        self.log = QListWidget()
        self.log.currentRowChanged.connect(lambda row: self.show_step(row + 1))
        rbox.addWidget(self.players)
        rbox.addWidget(self.log, 1)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([900, 360])
        box.addWidget(split, 1)
        controls = QHBoxLayout()
        self.buttons = {}
        for key, text, move in (
            ("first", "⏮", lambda: self.show_step(0)),
            ("back", "◀", lambda: self.show_step(self.step - 1)),
            ("play", "▶▶", self._toggle_play),
            ("next", "▶", lambda: self.show_step(self.step + 1)),
            ("last", "⏭", lambda: self.show_step(len(self._states()) - 1)),
        ):
            button = QPushButton(text)
            button.clicked.connect(move)
            controls.addWidget(button)
            self.buttons[key] = button
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self.show_step)
        controls.addWidget(self.slider, 1)
        self.where = QLabel()
        controls.addWidget(self.where)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.closed)
        controls.addWidget(close)
        box.addLayout(controls)
        self.timer = QTimer(self, interval=400)
        self.timer.timeout.connect(lambda: self.show_step(self.step + 1))

    def _states(self) -> list[Any]:
        return self.replay.states if self.replay else []

    def open(self, replay: Replay, title: str) -> None:
        """Show `replay` from its first step."""
        self.replay = replay
        state = replay.states[0]
        board = replay.game.board(_config(replay.game, state))
        if board.get("start") is None:  # Legends draws it at setup: mark the one drawn
            board["start"] = replay.game.observation(replay.states[-1], None).get("start")
        self.board.set_board(board)
        self.title.setText(title)
        self.log.blockSignals(True)
        self.log.clear()
        for before, action in zip(replay.states, replay.actions):
            self.log.addItem(sentence(before, action, replay.names))
        self.log.blockSignals(False)
        self.slider.setRange(0, len(replay.states) - 1)
        self.show_step(len(replay.states) - 1 if replay.finished else 0)

    def show_step(self, step: int) -> None:
        """Show the state after `step` actions."""
        states = self._states()
        if not states:
            return
        step = max(0, min(step, len(states) - 1))
        if step == len(states) - 1:
            self.timer.stop()
        self.step = step
        assert self.replay is not None
        obs = self.replay.game.observation(states[step], None)
        view = View(obs, None, None, (), None, self.replay.names)
        marks = obs.get("tiles") or obs.get("tokens") or {}
        self.board.show_pieces(obs["armies"], obs["cities"], marks)
        self.cards.show_row(obs, None, set())
        self.players.show_players(view, [])
        for w in (self.slider, self.log):
            w.blockSignals(True)
        self.slider.setValue(step)
        self.log.setCurrentRow(step - 1)
        for w in (self.slider, self.log):
            w.blockSignals(False)
        self.where.setText(tr("action {n} of {total}").format(n=step, total=len(states) - 1))

    def _toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            self.timer.start()


def _config(game: Any, state: Any) -> dict[str, Any]:
    obs: dict[str, Any] = game.observation(state, None)["config"]
    return obs


class DesyncDialog(QDialog):
    """A desync report: the action, every peer, who disagreed, and the first differing field
    with each side's value."""

    def __init__(self, report: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Desync report"))
        self.resize(760, 460)
        box = QVBoxLayout(self)
        head = QLabel(
            tr("The peers disagreed after action {n}.").format(n=report.get("detected_at"))
        )
        head.setObjectName("title")
        box.addWidget(head)
        peers = QTableWidget(len(report.get("peers", [])), 3)
        peers.setHorizontalHeaderLabels([tr("Peer"), tr("State hash"), tr("Rebuilt from log")])
        for row, p in enumerate(report.get("peers", [])):
            for col, text in enumerate((p["peer"], p["hash"][:16], p["rebuilt"][:16])):
                peers.setItem(row, col, QTableWidgetItem(text))
        peers.resizeColumnsToContents()
        box.addWidget(peers)
        minority = ", ".join(report.get("minority") or []) or tr("none")
        box.addWidget(QLabel(tr("Disagreeing with the majority: {who}").format(who=minority)))
        diff = report.get("first_difference") or {}
        self.field = QLabel(tr("First differing field: {path}").format(path=diff.get("path")))
        box.addWidget(self.field)
        values = diff.get("values") or []
        sides = QTableWidget(1, len(values))
        sides.setHorizontalHeaderLabels([v["peer"] for v in values])
        for col, v in enumerate(values):
            sides.setItem(0, col, QTableWidgetItem(repr(v["value"])))
        sides.resizeColumnsToContents()
        self.sides = sides
        box.addWidget(sides)
        verdict = QLabel(str(report.get("verdict", "")))
        verdict.setWordWrap(True)
        box.addWidget(verdict)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
