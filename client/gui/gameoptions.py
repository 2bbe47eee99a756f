"""The game, its players' count and its options as rows of a dialog's form (any game).

Shared by the host dialog and "Play against bots": the fields are built from the chosen
game's metadata (core.meta.GameInfo), in the game's order, a list for an option with one
value, check boxes for one with many, each a row of the dialog's one form so that every
label and field lines up. Which choices and counts are offered is asked of the game itself
(tablechoices.py): a choice is offered only where the rules accept it, a count only where
the game's kind (its first option) can be played; a row with nothing to choose is hidden.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QStandardItemModel, QValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from client.gui import games
from client.gui.gametexts import game_tr
from client.gui.tablechoices import Fit, nearest, with_needs
from core import registry
from core.meta import Choice, GameInfo, Option


class CountBox(QSpinBox):
    """A players' count that steps over the counts the game cannot be played with (High
    Form: 2, then 4); it shows the count less `offset` (the bots beside the person: 1)."""

    def __init__(self, offset: int = 0) -> None:
        super().__init__()
        self.offset = offset
        self.counts: list[int] = [2]

    def set_counts(self, counts: list[int], count: int) -> None:
        """Offer `counts` and show `count` (one of them), without signalling."""
        self.counts = sorted(counts)
        self.blockSignals(True)
        self.setRange(self.counts[0] - self.offset, self.counts[-1] - self.offset)
        self.setValue(count - self.offset)
        self.blockSignals(False)

    def count(self) -> int:
        """The players' count shown."""
        return self.value() + self.offset

    def stepBy(self, steps: int) -> None:  # Qt override: arrows, wheel, Page Up/Down
        """Step to the next offered count in that direction (`steps` of them)."""
        count = self.count()
        for _ in range(abs(steps)):
            ahead = [n for n in self.counts if (n > count if steps > 0 else n < count)]
            if not ahead:
                break
            count = min(ahead) if steps > 0 else max(ahead)
        self.setValue(count - self.offset)

    def validate(self, text: str, pos: int) -> Any:  # Qt override: a typed count
        """A typed count the game cannot be played with is not accepted as it stands."""
        result = super().validate(text, pos)
        state = result[0] if isinstance(result, tuple) else result
        if state == QValidator.State.Acceptable:
            try:
                typed = int(text.strip()) + self.offset
            except ValueError:
                return result
            if typed not in self.counts:
                middle = QValidator.State.Intermediate
                return (middle, text, pos) if isinstance(result, tuple) else middle
        return result

    def fixup(self, text: str) -> str:  # Qt override: leaving a count not offered
        """The offered count nearest to the typed one."""
        try:
            typed = int(text.strip()) + self.offset
        except ValueError:
            return text
        return str(nearest(typed, self.counts) - self.offset)


class GameOptions(QObject):
    """Rows of `form` from row `at`: the game, the count (labelled `count_label`, shown
    less `offset`), the `extra` rows (label, field) of the dialog, then the chosen game's
    options; `changed` after any of them changes."""

    changed = Signal()

    def __init__(
        self,
        form: QFormLayout,
        at: int,
        count_label: str,
        offset: int = 0,
        extra: tuple[tuple[str, QWidget], ...] = (),
    ) -> None:
        super().__init__()
        self.form = form
        self.game = QComboBox()
        for key in games.offered():  # by translated title, the first registered first
            self.game.addItem(game_tr(key, registry.info(key).title), key)
        self.game.model().sort(0)
        self.game.setCurrentIndex(self.game.findData(registry.default()))
        self.players = CountBox(offset)
        self.players.valueChanged.connect(self._refresh)
        form.insertRow(at, GameOptions.tr("Game"), self.game)
        form.insertRow(at + 1, count_label, self.players)
        for i, (label, field) in enumerate(extra, start=at + 2):
            form.insertRow(i, label, field)
        self.first_row = at + 2 + len(extra)  # where the game's own rows begin
        self.rows: list[QWidget] = []  # each option's field, in the game's order
        self.combos: dict[str, QComboBox] = {}  # option key -> its list (one value)
        self.checks: dict[str, dict[str, QCheckBox]] = {}  # option key -> value -> box (many)
        self._busy = False  # a refresh under way: the fields it sets do not start another
        self.game.currentIndexChanged.connect(self._game_changed)
        self._game_changed()

    @property
    def key(self) -> str:
        """The chosen game's registry key."""
        return cast(str, self.game.currentData())

    @property
    def info(self) -> GameInfo:
        """The chosen game's metadata."""
        return registry.info(self.key)

    def count(self) -> int:
        """The players' count chosen."""
        return self.players.count()

    def _game_changed(self) -> None:
        """A row per option of the chosen game, then its choices and counts."""
        for _ in self.rows:
            self.form.removeRow(self.first_row)  # deletes the previous game's fields
        self.rows, self.combos, self.checks = [], {}, {}
        info = self.info
        for i, opt in enumerate(info.options):
            if opt.many:
                field: QWidget = self._check_column(info.key, opt)
            else:
                combo = QComboBox()
                combo.currentIndexChanged.connect(self._refresh)
                self.combos[opt.key] = combo
                field = combo
            self.form.insertRow(self.first_row + i, game_tr(info.key, opt.label), field)
            self.rows.append(field)
        low, high = info.all_players()  # narrowed to the game's kind by _refresh
        self.players.set_counts(list(range(low, high + 1)), info.default_players)
        self._refresh()

    def _check_column(self, game: str, opt: Option) -> QWidget:
        column = QWidget()
        box = QVBoxLayout(column)
        box.setContentsMargins(0, 0, 0, 0)
        self.checks[opt.key] = {}
        for choice in opt.choices:  # in the game's order; shown or hidden by _refresh
            check = QCheckBox(game_tr(game, choice.label))
            if choice.disabled:
                check.setEnabled(False)
                check.setToolTip(game_tr(game, choice.disabled))
            check.toggled.connect(lambda on, o=opt, v=choice.value: self._ticked(o, v, on))
            self.checks[opt.key][choice.value] = check
            box.addWidget(check)
        return column

    def _ticked(self, opt: Option, value: str, on: bool) -> None:
        """A box ticked or unticked: the boxes it needs, or that need it, follow."""
        if self._busy:
            return
        ticked = with_needs(opt, self._checked(opt.key), value, on)
        self._busy = True
        for v, check in self.checks[opt.key].items():
            check.setChecked(v in ticked)
        self._busy = False
        self._refresh()

    def _ticks(self) -> dict[str, list[str]]:
        return {key: self._checked(key) for key in self.checks}

    def _refresh(self) -> None:
        """Offer the counts the game's kind allows, then the choices that fit them."""
        if self._busy:
            return
        self._busy = True
        try:
            self._fill_all()
        finally:
            self._busy = False
        self.changed.emit()

    def _fill_all(self) -> None:
        info = self.info
        fit = Fit(info.key, self._ticks())
        first = next((o for o in info.options if not o.many), None)
        kind = self.combos[first.key].currentData() if first is not None else None
        if first is not None and kind is None:  # a new game: its first enabled choice
            kind = next((c.value for c in first.choices if c.disabled is None), None)
        counts = fit.counts(kind)
        count = self.count() if self.count() in counts else nearest(self.count(), counts)
        self.players.set_counts(counts, count)
        chosen: dict[str, Any] = {"players": count}
        for i, (opt, row) in enumerate(zip(info.options, self.rows, strict=True)):
            # The kind is never hidden by the count: choosing it moves the count instead.
            offered = opt.offered(chosen) if opt is first else fit.offered(i, chosen)
            if opt.many:
                values = {c.value for c in offered}
                for value, check in self.checks[opt.key].items():
                    check.setVisible(value in values)
                    if value not in values:
                        check.setChecked(False)  # never carried into another edition
                chosen[opt.key] = self._checked(opt.key)
            else:
                keep = kind if opt is first else None
                chosen[opt.key] = self._fill(info.key, self.combos[opt.key], offered, keep)
            self.form.setRowVisible(row, bool(offered))

    @staticmethod
    def _fill(game: str, combo: QComboBox, offered: tuple[Choice, ...], keep: Any = None) -> Any:
        """Put the offered choices in `combo`, keeping its value (or `keep`) if it is still
        offered; the value it shows."""
        old = keep if keep is not None else combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        model = cast(QStandardItemModel, combo.model())
        for i, choice in enumerate(offered):
            combo.addItem(game_tr(game, choice.label), choice.value)
            if choice.disabled:
                model.item(i).setEnabled(False)
                combo.setItemData(i, game_tr(game, choice.disabled), Qt.ItemDataRole.ToolTipRole)
        enabled = [c.value for c in offered if not c.disabled]
        value = old if old in enabled else (enabled[0] if enabled else None)
        combo.setCurrentIndex(combo.findData(value) if value is not None else -1)
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

    def set_count(self, count: int) -> None:
        """Ask for `count` players (the nearest offered one)."""
        self.players.setValue(nearest(count, self.players.counts) - self.players.offset)

    def choose_game(self, key: str) -> bool:
        """Choose game `key` if it is offered."""
        index = self.game.findData(key)
        if index >= 0:
            self.game.setCurrentIndex(index)
        return index >= 0

    def values(self) -> dict[str, Any]:
        """Every option's value as chosen (a list for an option with many), no players."""
        out: dict[str, Any] = {key: combo.currentData() for key, combo in self.combos.items()}
        out.update({key: self._checked(key) for key in self.checks})
        return out

    def config(self) -> dict[str, Any]:
        """The game's config as chosen, with its players (not yet normalized)."""
        return {"players": self.count(), **self.values()}

    def restore(self, values: dict[str, Any], count: int) -> None:
        """Choose these values (remembered from last time) where the game still offers
        them, then `count` players, or the nearest count offered."""
        for opt in self.info.options:
            value = values.get(opt.key)
            if opt.many and isinstance(value, list):
                for v in value:
                    check = self.checks[opt.key].get(v)
                    if check is not None and not check.isHidden() and check.isEnabled():
                        check.setChecked(True)
            elif not opt.many and value is not None:
                combo = self.combos[opt.key]
                index = combo.findData(value)
                if index >= 0:
                    combo.setCurrentIndex(index)
        self.set_count(count)
        for key, value in values.items():  # a choice offered only at that count
            if key in self.combos and value is not None and self.combos[key].findData(value) >= 0:
                self.combos[key].setCurrentIndex(self.combos[key].findData(value))
