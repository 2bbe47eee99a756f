"""Hosting a table: its name, the game and its options, every seat.

The game's fields are built from its metadata (core.meta.GameInfo): a list for an option
with one value, check boxes for one with many; choices follow the `when` of the others, a
choice not playable yet is greyed out with its reason, the players' range follows the options.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from client.gui import games
from client.gui.gametexts import game_tr
from client.netsession import TableSpec
from core import registry
from core.api import BadConfig
from core.meta import Choice, GameInfo, Option

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

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.setWindowTitle(HostDialog.tr("Host a table"))
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(HostDialog.tr("{name}'s table").format(name=player))
        self.game = QComboBox()
        for key in games.offered():  # by translated title, the first registered first
            self.game.addItem(game_tr(key, registry.info(key).title), key)
        self.game.model().sort(0)
        self.game.setCurrentIndex(self.game.findData(registry.default()))
        self.players = QSpinBox()
        self.players.valueChanged.connect(self._seat_rows)
        form.addRow(HostDialog.tr("Table name"), self.name)
        form.addRow(HostDialog.tr("Game"), self.game)
        form.addRow(HostDialog.tr("Players"), self.players)
        box.addLayout(form)
        self.options_slot = QVBoxLayout()  # the chosen game's fields (rebuilt with the game)
        box.addLayout(self.options_slot)
        self.options_box: QWidget | None = None
        self.combos: dict[str, QComboBox] = {}  # option key -> its list (one value)
        self.checks: dict[str, dict[str, QCheckBox]] = {}  # option key -> value -> box (many)
        seats = QGroupBox(HostDialog.tr("Seats"))
        self.seat_grid = QGridLayout(seats)
        box.addWidget(seats)
        self.kind_boxes: list[QComboBox] = []
        self.level_boxes: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []  # a hot-seat person's name
        self.game.currentIndexChanged.connect(self._game_changed)
        self._game_changed()
        self.error = QLabel()
        self.error.setStyleSheet("color: #B00020")
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
        return registry.info(self.game.currentData())

    def _game_changed(self) -> None:
        """A field per option of the chosen game, then its choices and players' range."""
        if self.options_box is not None:  # the previous game's fields
            self.options_box.hide()
            self.options_slot.removeWidget(self.options_box)
            self.options_box.deleteLater()
        self.options_box = QWidget()
        form = QFormLayout(self.options_box)
        form.setContentsMargins(0, 0, 0, 0)
        self.combos, self.checks = {}, {}
        info = self.info
        for opt in info.options:
            if opt.many:
                form.addRow(self._check_group(info.key, opt))
            else:
                combo = QComboBox()
                combo.currentIndexChanged.connect(self._refresh)
                self.combos[opt.key] = combo
                form.addRow(game_tr(info.key, opt.label), combo)
        self.options_slot.addWidget(self.options_box)
        self.players.blockSignals(True)
        self.players.setRange(*info.all_players())
        self.players.setValue(info.default_players)
        self.players.blockSignals(False)
        self._refresh()

    def _check_group(self, game: str, opt: Option) -> QGroupBox:
        group = QGroupBox(game_tr(game, opt.label))
        vbox = QVBoxLayout(group)
        self.checks[opt.key] = {}
        for choice in opt.choices:  # in the game's order; shown or hidden by _refresh
            check = QCheckBox(game_tr(game, choice.label))
            if choice.disabled:
                check.setEnabled(False)
                check.setToolTip(game_tr(game, choice.disabled))
            self.checks[opt.key][choice.value] = check
            vbox.addWidget(check)
        return group

    def _refresh(self) -> None:
        """Offer the choices the options chosen so far allow (core.meta's `when`), in order."""
        info, chosen = self.info, {}
        for opt in info.options:
            offered = opt.offered(chosen)
            if opt.many:
                values = {c.value for c in offered}
                for value, check in self.checks[opt.key].items():
                    check.setVisible(value in values)
                    if value not in values:
                        check.setChecked(False)  # never carried into another edition
                chosen[opt.key] = self._checked(opt.key)
            else:
                chosen[opt.key] = self._fill(info.key, self.combos[opt.key], offered)
        self.players.setRange(*info.player_range(chosen))
        self._seat_rows()

    @staticmethod
    def _fill(game: str, combo: QComboBox, offered: tuple[Choice, ...]) -> Any:
        """Put the offered choices in `combo`, keeping its value if it is still offered;
        the value it shows."""
        old = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        model = cast(QStandardItemModel, combo.model())
        for i, choice in enumerate(offered):
            combo.addItem(game_tr(game, choice.label), choice.value)
            if choice.disabled:
                model.item(i).setEnabled(False)
                combo.setItemData(i, game_tr(game, choice.disabled), Qt.ItemDataRole.ToolTipRole)
        enabled = [c.value for c in offered if not c.disabled]
        keep = old if old in enabled else (enabled[0] if enabled else None)
        combo.setCurrentIndex(combo.findData(keep) if keep is not None else -1)
        combo.blockSignals(False)
        return combo.currentData()

    def _checked(self, key: str) -> list[str]:
        return [v for v, check in self.checks[key].items() if check.isChecked()]

    def choose(self, key: str, value: str) -> None:
        """Choose `value` for option `key`: a list's entry, or tick a box (tests, presets)."""
        if key in self.combos:
            self.combos[key].setCurrentIndex(self.combos[key].findData(value))
        else:
            self.checks[key][value].setChecked(True)

    def _seat_rows(self) -> None:
        n = self.players.value()
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
                lambda _=0, i=i, k=kind, lv=level, nm=name: self._seat_kind(i, k, lv, nm)
            )
            self.seat_grid.addWidget(QLabel(HostDialog.tr("Seat {n}").format(n=i + 1)), i, 0)
            self.seat_grid.addWidget(kind, i, 1)
            self.seat_grid.addWidget(level, i, 2)
            self.seat_grid.addWidget(name, i, 2)
            self.kind_boxes.append(kind)
            self.level_boxes.append(level)
            self.name_edits.append(name)
            self._seat_kind(i, kind, level, name)
        if self.seat_grid.itemAtPosition(0, 0) is None:
            self.seat_grid.addWidget(QLabel(HostDialog.tr("Seat 1")), 0, 0)
            self.seat_grid.addWidget(
                QLabel(HostDialog.tr("You ({name})").format(name=self.player)), 0, 1
            )
        for i, (kind, level) in enumerate(zip(self.kind_boxes, self.level_boxes), start=1):
            label = self.seat_grid.itemAtPosition(i, 0).widget()
            for w in (kind, label):
                w.setVisible(i < n)
            self._seat_kind(i, kind, level, self.name_edits[i - 1], i < n)

    @staticmethod
    def _seat_kind(
        i: int, kind: QComboBox, level: QComboBox, name: QLineEdit, shown: bool = True
    ) -> None:
        """The third column follows the kind: a bot's level, a hot-seat person's name."""
        level.setVisible(shown and kind.currentData() != "local")
        level.setEnabled(kind.currentData() == "bot")
        name.setVisible(shown and kind.currentData() == "local")

    def set_seat(self, seat: int, kind: str, level: str = "greedy", name: str = "") -> None:
        """Choose what sits at `seat` (1..n-1): remote, local or bot (tests, presets)."""
        self.kind_boxes[seat - 1].setCurrentIndex(SEAT_KINDS.index(kind))
        self.level_boxes[seat - 1].setCurrentIndex(BOT_LEVELS.index(level))
        self.name_edits[seat - 1].setText(name)

    def spec(self) -> TableSpec:
        """The table as chosen; BadConfig if the game refuses it."""
        n = self.players.value()
        game = self.game.currentData()
        config: dict[str, Any] = {"players": n}
        config.update({key: combo.currentData() for key, combo in self.combos.items()})
        config.update({key: self._checked(key) for key in self.checks})
        config = registry.get(game).normalize_config(config)
        kinds = ["host"] + [box.currentData() for box in self.kind_boxes[: n - 1]]
        bots = {i: self.level_boxes[i - 1].currentData() for i in range(1, n) if kinds[i] == "bot"}
        people = {
            i: self.name_edits[i - 1].text().strip()
            for i in range(1, n)
            if kinds[i] == "local" and self.name_edits[i - 1].text().strip()
        }
        name = self.name.text().strip() or HostDialog.tr("Tavolata")
        return TableSpec(name, config, kinds, bots, game, names=people)

    def _accept(self) -> None:
        try:
            self.spec()
        except BadConfig as exc:
            self.error.setText(str(exc))
            return
        self.accept()
