"""Hosting a table: its name, the game and edition, board or layout, variants, every seat."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
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

from client.netsession import TableSpec
from core import registry
from core.api import BadConfig
from core.games.eight_minute_empire import state as classic_state
from core.games.eight_minute_empire.legends import state as legends_state

GAME = "eight_minute_empire"
VARIANTS = classic_state.VARIANTS
# Legends' variants, and the one not playable yet (shown greyed out with the reason).
LEGENDS_VARIANTS = (*legends_state.VARIANTS, *legends_state.NOT_YET)
SEAT_KINDS = ("remote", "local", "bot")
MAX_NAME = 40  # characters of a hot-seat person's name
BOT_LEVELS = ("greedy", "random")


def tr(text: str) -> str:
    """Translate in the "HostDialog" context."""
    return QCoreApplication.translate("HostDialog", text)


class HostDialog(QDialog):
    """Asks what table to open; `spec()` is the answer once accepted."""

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.setWindowTitle(tr("Host a table"))
        box = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(tr("{name}'s table").format(name=player))
        self.game = QComboBox()
        self.game.addItem("Eight-Minute Empire", GAME)
        self.edition = QComboBox()
        self.edition.addItem(tr("Classic"), "classic")
        self.edition.addItem(tr("Legends"), "legends")
        self.board = QComboBox()
        self.players = QSpinBox()
        self.players.setRange(2, 5)
        self.players.setValue(3)
        self.players.valueChanged.connect(self._seat_rows)
        form.addRow(tr("Table name"), self.name)
        form.addRow(tr("Game"), self.game)
        form.addRow(tr("Edition"), self.edition)
        form.addRow(tr("Board"), self.board)
        form.addRow(tr("Players"), self.players)
        box.addLayout(form)
        variants = QGroupBox(tr("Variants"))
        vbox = QVBoxLayout(variants)
        labels = {
            "goods_tiles": tr("Goods tiles on the triangle regions"),
            "die_tiebreak": tr("A die breaks a tied bid (not the youngest)"),
            "long_game": tr("Long game: three games, points added up"),
            "exploration_tokens": tr("Exploration tokens (taken by the first city)"),
            "fortress_tokens": tr("Fortress tokens (+1 VP for their region)"),
            "raging_dragon": tr("Raging dragon (slain by the 7th army placed: 2 VP)"),
            "magic_portals": tr("Magic portals (their two regions are neighbours)"),
            "bandits": tr("Bandits (1 coin for each army entering their region)"),
            "leaders": tr("Leader cards, one per player"),
            "mephitic_swamp": tr("Mephitic swamp (not yet: it needs hidden tokens)"),
        }
        self.variants = {v: QCheckBox(text) for v, text in labels.items()}  # in this order
        self.variants["mephitic_swamp"].setEnabled(False)
        self.variants["mephitic_swamp"].setToolTip(
            tr(
                "Its face-down tokens may be seen only by the player who peeks; every peer "
                "holds the whole game, so this waits for the hidden-information work."
            )
        )
        for check in self.variants.values():
            vbox.addWidget(check)
        box.addWidget(variants)
        self.edition.currentIndexChanged.connect(self._edition_changed)
        self._edition_changed()
        seats = QGroupBox(tr("Seats"))
        self.seat_grid = QGridLayout(seats)
        box.addWidget(seats)
        self.kind_boxes: list[QComboBox] = []
        self.level_boxes: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []  # a hot-seat person's name
        self._seat_rows()
        self.error = QLabel()
        self.error.setStyleSheet("color: #B00020")
        box.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(tr("Open the table"))
        ok.setDefault(True)  # now, not when shown: sized in bold (style.py)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def _edition_changed(self) -> None:
        """Boards, player counts and variants follow the edition."""
        legends = self.edition.currentData() == "legends"
        self.board.clear()
        if legends:
            self.board.addItem(tr("T layout"), "T")
            self.board.addItem(tr("Ring layout"), "ring")
        else:
            self.board.addItem(tr("Side A"), "A")
            self.board.addItem(tr("Side B"), "B")
        self.players.setRange(2, 4 if legends else 5)
        shown = LEGENDS_VARIANTS if legends else VARIANTS
        for name, check in self.variants.items():
            check.setVisible(name in shown)
            if name not in shown:
                check.setChecked(False)

    def _seat_rows(self) -> None:
        n = self.players.value()
        while len(self.kind_boxes) < n - 1:
            i = len(self.kind_boxes) + 1
            kind, level = QComboBox(), QComboBox()
            kind.addItem(tr("A player on the network"), "remote")
            kind.addItem(tr("A player at this computer (hot-seat)"), "local")
            kind.addItem(tr("A bot"), "bot")
            level.addItem(tr("Strong bot"), "greedy")
            level.addItem(tr("Easy bot"), "random")
            name = QLineEdit()
            name.setMaxLength(MAX_NAME)
            name.setPlaceholderText(tr("Name at seat {n}").format(n=i + 1))
            name.setToolTip(tr("The name of the person who plays this seat at this computer"))
            kind.currentIndexChanged.connect(
                lambda _=0, i=i, k=kind, lv=level, nm=name: self._seat_kind(i, k, lv, nm)
            )
            self.seat_grid.addWidget(QLabel(tr("Seat {n}").format(n=i + 1)), i, 0)
            self.seat_grid.addWidget(kind, i, 1)
            self.seat_grid.addWidget(level, i, 2)
            self.seat_grid.addWidget(name, i, 2)
            self.kind_boxes.append(kind)
            self.level_boxes.append(level)
            self.name_edits.append(name)
            self._seat_kind(i, kind, level, name)
        if self.seat_grid.itemAtPosition(0, 0) is None:
            self.seat_grid.addWidget(QLabel(tr("Seat 1")), 0, 0)
            self.seat_grid.addWidget(QLabel(tr("You ({name})").format(name=self.player)), 0, 1)
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
        config = {
            "players": n,
            "edition": self.edition.currentData(),
            "board": self.board.currentData(),
            "variants": [v for v, check in self.variants.items() if check.isChecked()],
        }
        config = registry.get(GAME).normalize_config(config)
        kinds = ["host"] + [box.currentData() for box in self.kind_boxes[: n - 1]]
        bots = {i: self.level_boxes[i - 1].currentData() for i in range(1, n) if kinds[i] == "bot"}
        people = {
            i: self.name_edits[i - 1].text().strip()
            for i in range(1, n)
            if kinds[i] == "local" and self.name_edits[i - 1].text().strip()
        }
        name = self.name.text().strip() or tr("Tavolata")
        return TableSpec(name, config, kinds, bots, GAME, names=people)

    def _accept(self) -> None:
        try:
            self.spec()
        except BadConfig as exc:
            self.error.setText(str(exc))
            return
        self.accept()
