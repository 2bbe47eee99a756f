"""Unfinished games to come back to: the lobby's offer at start-up and the "Resume a game…"
dialog. Both show what people recognise a game by (the table's name, the players, when, the
turn), never a file name; the records are read by client/unfinished.py."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDate, QDateTime, QLocale, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.gui import i18n
from client.gui.gametexts import lobby_text
from client.gui.i18n import Resume
from client.gui.lobby import table_tree
from client.gui.seatnames import with_bots
from client.unfinished import Unfinished

SHOWN = 3  # games the lobby's offer lists; the dialog lists them all
COLUMNS = 5  # table, game, players, when, turn


def columns(game: Unfinished) -> list[str]:
    """The table's name, the game, the players, when, the turn: as the offer and the dialog
    show them."""
    name = game.name or (
        Resume.tr("{host}'s table").format(host=game.host) if game.host else Resume.tr("A table")
    )
    if game.turn:
        turn = Resume.tr("turn {n}").format(n=game.turn)
    elif game.turn == 0:
        turn = Resume.tr("before the first turn")
    else:
        turn = Resume.tr("actions played: {n}").format(n=game.actions)
    played = lobby_text(game.game, game.options) if game.game else ""
    bots = {seat: kind for seat, kind in enumerate(game.bots) if kind}
    players = ", ".join(with_bots(game.players, bots))  # bots as the table names them
    return [name, played, players, when(game.when), turn]


def when(seconds: float) -> str:
    """A moment as people say it: "today 21:04", "yesterday 09:12", else the date and time."""
    moment = QDateTime.fromSecsSinceEpoch(int(seconds))
    locale = QLocale(i18n.current())
    time = locale.toString(moment.time(), QLocale.FormatType.ShortFormat)
    days = moment.date().daysTo(QDate.currentDate())
    if days == 0:
        return Resume.tr("today {time}").format(time=time)
    if days == 1:
        return Resume.tr("yesterday {time}").format(time=time)
    return f"{locale.toString(moment.date(), QLocale.FormatType.ShortFormat)} {time}"


class ResumeOffer(QGroupBox):
    """The lobby's strip of unfinished games: each with a Resume button; "Not now" hides it."""

    resumeChosen = Signal(object)  # the record's Path
    moreRequested = Signal()  # the dialog with every unfinished game

    def __init__(self, games: list[Unfinished]) -> None:
        super().__init__()
        self.setObjectName("resumeOffer")
        self.games = games
        box = QVBoxLayout(self)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(24)
        self.grid.setColumnStretch(COLUMNS, 1)  # the texts together, the buttons at the right
        box.addLayout(self.grid)
        self.labels: list[list[QLabel]] = []
        self.buttons: list[QPushButton] = []
        for row, game in enumerate(games[:SHOWN]):
            labels = [QLabel() for _ in range(COLUMNS)]
            labels[0].setObjectName("prompt")
            for col, label in enumerate(labels):
                self.grid.addWidget(label, row, col)
            button = QPushButton()
            button.clicked.connect(lambda _=False, p=game.path: self.resumeChosen.emit(p))
            self.grid.addWidget(button, row, COLUMNS + 1)
            self.labels.append(labels)
            self.buttons.append(button)
        ends = QHBoxLayout()
        self.more = QPushButton()
        self.more.clicked.connect(self.moreRequested)
        self.more.setVisible(len(games) > SHOWN)
        self.dismiss = QPushButton()
        self.dismiss.clicked.connect(self.hide)
        ends.addStretch(1)
        ends.addWidget(self.more)
        ends.addWidget(self.dismiss)
        box.addLayout(ends)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setTitle(Resume.tr("Unfinished games: come back to one?"))
        for labels, game in zip(self.labels, self.games):
            for label, text in zip(labels, columns(game)):
                label.setText(text)
        for button in self.buttons:
            button.setText(Resume.tr("Resume"))
        self.more.setText(Resume.tr("All unfinished games…"))
        self.dismiss.setText(Resume.tr("Not now"))


class ResumeDialog(QDialog):
    """Every unfinished game, to pick one; "Other file…" opens any record instead."""

    def __init__(self, games: list[Unfinished], folder: Path, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(Resume.tr("Resume a game"))
        self.games, self.folder = games, folder
        self.chosen: Path | None = None
        box = QVBoxLayout(self)
        self.intro = QLabel(
            Resume.tr("Unfinished games, latest first:")
            if games
            else Resume.tr('There are no unfinished games. Open a record with "Other file…".')
        )
        self.intro.setWordWrap(True)
        box.addWidget(self.intro)
        self.list = table_tree(
            [
                Resume.tr("Table"),
                Resume.tr("Game"),
                Resume.tr("Players"),
                Resume.tr("When"),
                Resume.tr("Turn"),
            ]
        )
        self.list.header().setStretchLastSection(False)
        self.items: list[QTreeWidgetItem] = []
        for game in games:
            item = QTreeWidgetItem(columns(game))
            item.setToolTip(0, str(game.path))
            self.list.addTopLevelItem(item)
            self.items.append(item)
        self.list.itemDoubleClicked.connect(lambda *_: self._resume())
        self.list.itemSelectionChanged.connect(self._selection)
        box.addWidget(self.list, 1)
        self.buttons = QDialogButtonBox()
        roles = QDialogButtonBox.ButtonRole
        self.resume = self.buttons.addButton(Resume.tr("Resume"), roles.AcceptRole)
        bold = self.resume.font()
        bold.setBold(True)  # the style makes the default button bold: room for its text
        self.resume.setMinimumWidth(QFontMetrics(bold).horizontalAdvance(Resume.tr("Resume")) + 32)
        self.other = self.buttons.addButton(Resume.tr("Other file…"), roles.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.resume.clicked.connect(self._resume)
        self.other.clicked.connect(self._other)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        if self.items:
            self.list.setCurrentItem(self.items[0])
        self._selection()
        # Wide enough for every column: names are never cut.
        self.list.setMinimumWidth(min(self.list.header().length() + 24, 1100))
        self.resize(max(self.sizeHint().width(), 640), 360)

    def _selection(self) -> None:
        self.resume.setEnabled(bool(self.list.selectedItems()))
        self.resume.setDefault(bool(self.list.selectedItems()))

    def _resume(self) -> None:
        items = self.list.selectedItems()
        if items:
            self.chosen = self.games[self.items.index(items[0])].path
            self.accept()

    def _other(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, Resume.tr("Resume a game"), str(self.folder), Resume.tr("Records (*.tavolata)")
        )
        if path:
            self.chosen = Path(path)
            self.accept()
