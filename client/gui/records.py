"""Watching records: the replay viewer steps through any record (desync reports: desyncview.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSplitter,
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
