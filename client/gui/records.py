"""Watching records: the replay viewer steps through any record (desync reports: desyncview.py)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from client.gui import i18n
from client.gui.controller import View
from client.gui.gametexts import lobby_text
from client.gui.gameview import GameView, make_view
from client.gui.i18n import Records
from client.gui.logview import GameLog
from client.gui.seatnames import with_bots
from client.gui.sentences import WindowSpeaker
from client.replayfile import Replay
from client.unfinished import read_name

STAMP = re.compile(r"^(\d{8}-\d{6})-")  # a record's file name begins with when it was made


def started(path: Path) -> QDateTime:
    """When the game of record `path` began: its file name's stamp, else its last change."""
    found = STAMP.match(path.name)
    moment = QDateTime.fromString(found.group(1), "yyyyMMdd-HHmmss") if found else QDateTime()
    if not moment.isValid():
        moment = QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
    return moment


def replay_title(replay: Replay, path: Path | None) -> str:
    """The viewer's title: the game (and its lobby options), the table, the date."""
    from core import registry

    options: dict[str, str] = {}
    if replay.key in registry.names():
        options = registry.info(replay.key).lobby_options(replay.config)
    parts = [lobby_text(replay.key, options)]
    if path is not None:
        host = replay.names[0] if replay.names else ""  # seat 1 is the host's
        parts.append(read_name(path) or Records.tr("{host}'s table").format(host=host))
        if path.exists():
            locale = QLocale(i18n.current())
            parts.append(locale.toString(started(path), QLocale.FormatType.ShortFormat))
    return " — ".join(parts)


class ReplayViewer(QWidget):
    """Steps through a record of any game: its view (client/gui/gameview.py, shown without
    a controller) and its players after any action, the log, and the controls."""

    closed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.replay: Replay | None = None
        self.path: Path | None = None  # the record's file, for the title
        self.names: list[str] = []  # each seat's name, bots as the table named them
        self.messages: list[Any] = []  # each action's log sentence as data (re-worded)
        self.lines = 0  # the log's lines on show: those of the actions up to the step shown
        self.step = 0
        self.shortcuts: dict[str, QShortcut] = {}
        box = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("title")
        box.addWidget(self.title)
        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.game: GameView | None = None
        self.left = QWidget()  # the game's view goes here once a record is open
        QVBoxLayout(self.left)
        right = QWidget()
        self.side = QVBoxLayout(right)
        self.log = GameLog()
        self.log.currentRowChanged.connect(lambda row: self.show_step(row + 1))
        self.side.addWidget(self.log, 1)
        self.split.addWidget(self.left)
        self.split.addWidget(right)
        self.split.setSizes([900, 360])
        box.addWidget(self.split, 1)
        controls = QHBoxLayout()
        self.buttons: dict[str, QToolButton] = {}
        # Qt's own media icons: drawn by the style, so no font needs ⏮ or ⏭.
        pixmaps = QStyle.StandardPixmap
        for key, icon, move, keys in (
            ("first", pixmaps.SP_MediaSkipBackward, lambda: self.show_step(0), "Home"),
            ("back", pixmaps.SP_MediaSeekBackward, lambda: self.show_step(self.step - 1), "Left"),
            ("play", pixmaps.SP_MediaPlay, self._toggle_play, "Space"),
            ("next", pixmaps.SP_MediaSeekForward, lambda: self.show_step(self.step + 1), "Right"),
            ("last", pixmaps.SP_MediaSkipForward, self._to_last, "End"),
        ):
            button = QToolButton()
            button.setIcon(self.style().standardIcon(icon))
            button.setAutoRaise(False)
            button.clicked.connect(move)
            controls.addWidget(button)
            self.buttons[key] = button
            shortcut = QShortcut(QKeySequence(keys), self, move)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.shortcuts[key] = shortcut
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self.show_step)
        controls.addWidget(self.slider, 1)
        self.where = QLabel()
        controls.addWidget(self.where)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.closed)
        controls.addWidget(self.close_button)
        box.addLayout(controls)
        self.timer = QTimer(self, interval=400)
        self.timer.timeout.connect(lambda: self.show_step(self.step + 1))
        self.retranslate()

    def retranslate(self) -> None:
        """Set the tooltips and texts in the current language: the controls, the title, the
        log's lines and the seats' names."""
        self._tips()
        if self.replay is not None:  # the game's title and its log in the language spoken
            self.title.setText(replay_title(self.replay, self.path))
            self._word_log()
            self.show_step(self.step)

    def _tips(self) -> None:
        """The controls' tooltips and texts in the current language."""
        tips = {
            "first": Records.tr("First action"),
            "back": Records.tr("One action back"),
            "play": Records.tr("Pause") if self.timer.isActive() else Records.tr("Play"),
            "next": Records.tr("One action forward"),
            "last": Records.tr("Last action"),
        }
        for key, tip in tips.items():
            keys = self.shortcuts[key].key().toString(QKeySequence.SequenceFormat.NativeText)
            self.buttons[key].setToolTip(f"{tip} ({keys})")
            self.buttons[key].setAccessibleName(tip)
        self.close_button.setText(Records.tr("Close"))
        self._show_where()

    def _states(self) -> list[Any]:
        return self.replay.states if self.replay else []

    def open(self, replay: Replay, path: Path | None = None) -> None:
        """Show `replay` (of the record at `path`) from its first step, titled with its
        game, its table and its date."""
        self.replay, self.path = replay, path
        self._set_game(make_view(replay.key, None, replay.config))
        self.title.setText(replay_title(replay, path))
        self.messages = [
            replay.game.describe_action(before, action)
            for before, action in zip(replay.states, replay.actions)
        ]
        self.log.blockSignals(True)
        self.log.clear()
        for _ in self.messages:
            self.log.addItem("")
        self.lines = len(self.messages)
        self.log.blockSignals(False)
        self._word_log()
        self.slider.setRange(0, len(replay.states) - 1)
        self.show_step(len(replay.states) - 1 if replay.finished else 0)

    def _word_log(self) -> None:
        """Say every line of the log, and the seats' names, in the language spoken."""
        assert self.replay is not None
        self.names = with_bots(self.replay.names, self.replay.bots)  # as the table named them
        say = WindowSpeaker(self.replay.key, self.replay.config, self.names)
        for row, message in enumerate(self.messages):
            self.log.item(row).setText(say(message))

    def _set_game(self, game: GameView) -> None:
        """Put a new game view in place of the last record's."""
        if self.game is not None:
            for old in (self.game.main, self.game.players):
                old.hide()
                old.deleteLater()
        self.game = game
        layout = self.left.layout()
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(game.main)
        self.side.insertWidget(0, game.players)

    def _log_until(self, step: int) -> None:
        """The log shows the game up to the action on show: its first `step` lines."""
        for row in range(min(self.lines, step), max(self.lines, step)):
            self.log.setRowHidden(row, row >= step)  # only the lines that change
        self.lines = step
        if step > 0:
            self.log.scrollToItem(self.log.item(step - 1))

    def show_step(self, step: int) -> None:
        """Show the state after `step` actions (the log up to it)."""
        states = self._states()
        if not states:
            return
        step = max(0, min(step, len(states) - 1))
        if step == len(states) - 1:
            self._stop_playing()
        self.step = step
        assert self.replay is not None and self.game is not None
        game, state = self.replay.game, states[step]
        obs = game.observation(state, None)
        current = game.current_player(state)
        self.game.show(View(obs, None, None, (), None, self.names, set(), current))
        for w in (self.slider, self.log):
            w.blockSignals(True)
        self._log_until(step)
        self.slider.setValue(step)
        self.log.setCurrentRow(step - 1)
        for w in (self.slider, self.log):
            w.blockSignals(False)
        self._show_where()

    def _show_where(self) -> None:
        total = len(self._states()) - 1
        self.where.setText(
            Records.tr("action {n} of {total}").format(n=self.step, total=max(total, 0))
        )

    def _to_last(self) -> None:
        self.show_step(len(self._states()) - 1)

    def _toggle_play(self) -> None:
        if self.timer.isActive():
            self._stop_playing()
            return
        if self.step >= len(self._states()) - 1:
            self.show_step(0)  # at the end, play starts again from the beginning
        self.timer.start()
        self._play_icon()

    def _stop_playing(self) -> None:
        self.timer.stop()
        self._play_icon()

    def _play_icon(self) -> None:
        pixmaps = QStyle.StandardPixmap
        pixmap = pixmaps.SP_MediaPause if self.timer.isActive() else pixmaps.SP_MediaPlay
        self.buttons["play"].setIcon(self.style().standardIcon(pixmap))
        self._tips()
