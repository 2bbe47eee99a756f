"""Hosting a table: its name, the game and its options, every seat.

The game's fields are built from its metadata (core.meta.GameInfo) by gameoptions.py: a
list for an option with one value, check boxes for one with many; a choice is offered only
where the game's rules accept it with the count and the choices above it, a choice not
playable yet is greyed out with its reason. Every field is a row of one form, so labels
and fields line up; the seats are its last rows. A bot seat gets a friendly name
(client/botnames.py), kept in the roster.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from client import botnames
from client.gui.gameoptions import CountBox, GameOptions
from client.netsession import TableSpec
from core import registry
from core.api import BadConfig
from core.meta import GameInfo

SEAT_KINDS = ("remote", "local", "bot")
MAX_NAME = 40  # characters of a hot-seat person's name
# A bot seat's kinds (core/bots: docs/bots.md), the default first; the search bot's levels
# are core/bots/levels.py's.
BOT_LEVELS = ("greedy", "random", "mcts:easy", "mcts:normal", "mcts:hard")


def _bot_labels() -> tuple[str, ...]:
    """The level list's texts, in BOT_LEVELS' order."""
    return (
        HostDialog.tr("Quick bot (one move ahead)"),
        HostDialog.tr("Random bot"),
        HostDialog.tr("Search bot: easy"),
        HostDialog.tr("Search bot: normal"),
        HostDialog.tr("Search bot: hard"),
    )


class HostDialog(QDialog):
    """Asks what table to open; `spec()` is the answer once accepted."""

    _fill = staticmethod(GameOptions._fill)  # a list of choices filled (tests)

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.setWindowTitle(HostDialog.tr("Host a table"))
        box = QVBoxLayout(self)
        self.options_box = QWidget()  # the one form: every label and field line up
        self.form = QFormLayout(self.options_box)
        self.form.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.options_box)
        self.name = QLineEdit(HostDialog.tr("{name}'s table").format(name=player))
        self.form.addRow(HostDialog.tr("Table name"), self.name)
        self.kind_boxes: list[QComboBox] = []
        self.level_boxes: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []  # a hot-seat person's name
        self.seat_rows: list[QWidget] = []  # seat 2 onwards: each row's field
        self.options = GameOptions(self.form, 1, HostDialog.tr("Players"))
        self.game = self.options.game
        self.players: CountBox = self.options.players
        self.seats_heading = QLabel(HostDialog.tr("Seats"))
        self.seats_heading.setObjectName("prompt")
        self.form.addRow(self.seats_heading)
        self.form.addRow(
            HostDialog.tr("Seat 1"), QLabel(HostDialog.tr("You ({name})").format(name=player))
        )
        self.options.changed.connect(self._seat_rows)
        self._seat_rows()
        self.error = QLabel()
        self.error.setStyleSheet("color: #B00020")
        self.error.setWordWrap(True)
        box.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(HostDialog.tr("Open the table"))
        ok.setDefault(True)  # now, not when shown: sized in bold (style.py)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    @property
    def info(self) -> GameInfo:
        """The chosen game's metadata."""
        return self.options.info

    @property
    def combos(self) -> dict[str, QComboBox]:
        """Option key -> its list (an option with one value)."""
        return self.options.combos

    @property
    def checks(self) -> dict[str, Any]:
        """Option key -> value -> its box (an option with many)."""
        return self.options.checks

    def choose(self, key: str, value: str) -> None:
        """Choose `value` for option `key`: a list's entry, or tick a box (tests, presets)."""
        self.options.choose(key, value)

    def _seat_rows(self) -> None:
        n = self.players.count()
        while len(self.kind_boxes) < n - 1:
            i = len(self.kind_boxes) + 1
            kind, level = QComboBox(), QComboBox()
            kind.addItem(HostDialog.tr("A player on the network"), "remote")
            kind.addItem(HostDialog.tr("A player at this computer (hot-seat)"), "local")
            kind.addItem(HostDialog.tr("A bot"), "bot")
            for label, bot in zip(_bot_labels(), BOT_LEVELS, strict=True):
                level.addItem(label, bot)
            level.setToolTip(
                HostDialog.tr("Search bots look many moves ahead; the hard one is the slowest")
            )
            name = QLineEdit()
            name.setMaxLength(MAX_NAME)
            name.setPlaceholderText(HostDialog.tr("Name at seat {n}").format(n=i + 1))
            name.setToolTip(
                HostDialog.tr("The name of the person who plays this seat at this computer")
            )
            kind.currentIndexChanged.connect(
                lambda _=0, k=kind, lv=level, nm=name: self._seat_kind(k, lv, nm)
            )
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            for w in (kind, level, name):
                line.addWidget(w, 1)
            self.form.addRow(HostDialog.tr("Seat {n}").format(n=i + 1), row)
            self.kind_boxes.append(kind)
            self.level_boxes.append(level)
            self.name_edits.append(name)
            self.seat_rows.append(row)
            self._seat_kind(kind, level, name)
        for i, row in enumerate(self.seat_rows, start=1):
            self.form.setRowVisible(row, i < n)

    @staticmethod
    def _seat_kind(kind: QComboBox, level: QComboBox, name: QLineEdit) -> None:
        """The second field follows the kind: a bot's level, a hot-seat person's name."""
        level.setVisible(kind.currentData() != "local")
        level.setEnabled(kind.currentData() == "bot")
        name.setVisible(kind.currentData() == "local")

    def set_seat(self, seat: int, kind: str, level: str = "greedy", name: str = "") -> None:
        """Choose what sits at `seat` (1..n-1): remote, local or bot (tests, presets)."""
        self.kind_boxes[seat - 1].setCurrentIndex(SEAT_KINDS.index(kind))
        self.level_boxes[seat - 1].setCurrentIndex(BOT_LEVELS.index(level))
        self.name_edits[seat - 1].setText(name)

    def spec(self) -> TableSpec:
        """The table as chosen; BadConfig if the game refuses it."""
        n = self.players.count()
        game = self.options.key
        config = registry.get(game).normalize_config(self.options.config())
        kinds = ["host"] + [box.currentData() for box in self.kind_boxes[: n - 1]]
        bots = {i: self.level_boxes[i - 1].currentData() for i in range(1, n) if kinds[i] == "bot"}
        people = {
            i: self.name_edits[i - 1].text().strip()
            for i in range(1, n)
            if kinds[i] == "local" and self.name_edits[i - 1].text().strip()
        }
        taken = [self.player, *people.values()]
        names = dict(zip(bots, botnames.pick(len(bots), taken), strict=True))
        name = self.name.text().strip() or HostDialog.tr("Tavolata")
        return TableSpec(name, config, kinds, bots, game, names={**people, **names})

    def _accept(self) -> None:
        try:
            self.spec()
        except BadConfig as exc:
            self.error.setText(str(exc))
            return
        self.accept()
