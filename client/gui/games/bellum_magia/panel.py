"""The side column's move panel: the prompt (never cut: it grows past its lines), a button
per choice (toggles for the goblins' sides and a recruit's payment), and Undo / Confirm."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QSizePolicy, QVBoxLayout

from client.gui.games.bellum_magia.prompts import Choice
from client.gui.undobar import UndoBar

PROMPT_LINES = 4
WIDE = 20  # a label longer than this takes a row of its own


class Prompt(QLabel):
    """A wrapped label at least `lines` lines high (the buttons under it keep their place
    for the usual prompt); a longer text makes it taller, never cut."""

    def __init__(self, lines: int) -> None:
        super().__init__()
        self.lines = lines
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _floor(self) -> int:
        margins = self.contentsMargins()
        extra = margins.top() + margins.bottom() + 2 * self.margin()
        return self.fontMetrics().lineSpacing() * self.lines + extra

    def heightForWidth(self, width: int) -> int:
        """`lines` lines, or as many as the text needs at `width`."""
        return max(self._floor(), super().heightForWidth(width))

    def sizeHint(self) -> QSize:
        """Any width; the height of its lines at the present width."""
        return QSize(100, self.heightForWidth(self.width()))

    def minimumSizeHint(self) -> QSize:
        """The prompt never asks its column to widen."""
        return QSize(100, self._floor())


class MovePanel(QGroupBox):
    """The prompt, the choices (two a row when short), Undo and Confirm."""

    chosen = Signal(object)  # what the button stands for

    def __init__(self) -> None:
        super().__init__()
        box = QVBoxLayout(self)
        box.setSpacing(4)
        self.prompt = Prompt(PROMPT_LINES)
        self.prompt.setObjectName("prompt")
        box.addWidget(self.prompt)
        self.choices = QGridLayout()
        self.choices.setSpacing(4)
        box.addLayout(self.choices)
        self.bar = UndoBar()
        box.addWidget(self.bar)
        self.buttons: dict[Any, QPushButton] = {}  # by meaning: the tests click them
        self._shown: list[Choice] = []

    def show_choices(self, title: str, prompt: str, choices: Sequence[Choice]) -> None:
        """Replace the title, the prompt and the buttons (kept when they are the same)."""
        self.setTitle(title)
        self.prompt.setText(prompt)
        same = [(c.label, c.meaning) for c in choices] == [
            (c.label, c.meaning) for c in self._shown
        ]
        self._shown = list(choices)
        if same:  # a toggle or an enabled state changed: the buttons stay where they are
            for c in choices:
                if c.meaning is None:
                    continue
                button = self.buttons[c.meaning]
                button.setEnabled(c.enabled)
                if c.checked is not None:
                    button.setChecked(c.checked)
            return
        while self.choices.count():
            item = self.choices.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # at once: deleteLater waits for the event loop
                item.widget().deleteLater()
        self.buttons = {}
        plain = [c for c in choices if c.meaning is not None and c.checked is None]
        halves = all(len(c.label) <= WIDE for c in plain)  # two a row, or one a row for all
        row = col = 0
        for c in choices:
            if c.meaning is None:  # a heading: what the toggles under it are for
                label = QLabel(c.label)
                label.setWordWrap(True)
                label.setToolTip(c.tip)
                row, col = (row + 1, 0) if col else (row, 0)
                self.choices.addWidget(label, row, 0, 1, 2)
                label.show()
                row += 1
                continue
            button = self._button(c)
            if c.checked is None and not halves:
                row, col = (row + 1, 0) if col else (row, 0)
                self.choices.addWidget(button, row, 0, 1, 2)
                row += 1
            else:
                self.choices.addWidget(button, row, col)
                row, col = (row, 1) if col == 0 else (row + 1, 0)
            self.buttons[c.meaning] = button
            button.show()  # now: a layout shows a new child only on the next event loop turn

    def _button(self, c: Choice) -> QPushButton:
        button = QPushButton(c.label)
        button.setToolTip(c.tip or c.label)
        button.setEnabled(c.enabled)
        if c.checked is not None:
            button.setCheckable(True)
            button.setChecked(c.checked)
        button.clicked.connect(lambda _=False, w=c.meaning: self.chosen.emit(w))
        policy = button.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)  # the column sets widths
        button.setSizePolicy(policy)
        return button
