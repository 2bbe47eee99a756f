"""The side column's move panel: a title, the prompt (never cut: it grows past its lines),
the plan made so far, a button per choice, and Undo / Confirm."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QSizePolicy, QVBoxLayout

from client.gui.undobar import UndoBar

PROMPT_LINES = 4
WIDE = 22  # a label longer than this takes a row of its own


@dataclass(frozen=True)
class Choice:
    """A button: its label, what it stands for (a step, or a pick), its tooltip."""

    label: str
    meaning: Any
    tip: str = ""
    enabled: bool = True


class Prompt(QLabel):
    """A wrapped label at least `lines` lines high; a longer text makes it taller."""

    def __init__(self, lines: int) -> None:
        super().__init__()
        self.lines = lines
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _floor(self) -> int:
        return self.fontMetrics().lineSpacing() * self.lines + 4

    def heightForWidth(self, width: int) -> int:
        return max(self._floor(), super().heightForWidth(width))

    def sizeHint(self) -> QSize:
        return QSize(100, self.heightForWidth(self.width()))

    def minimumSizeHint(self) -> QSize:
        return QSize(100, self._floor())


class MovePanel(QGroupBox):
    """The prompt, the plan so far, the choices (two a row when short), Undo and Confirm."""

    chosen = Signal(object)  # what the button stands for

    def __init__(self) -> None:
        super().__init__()
        box = QVBoxLayout(self)
        box.setSpacing(4)
        self.prompt = Prompt(PROMPT_LINES)
        self.prompt.setObjectName("prompt")
        box.addWidget(self.prompt)
        self.plan = QLabel()
        self.plan.setWordWrap(True)
        self.plan.setStyleSheet("color: #1F5E7A;")
        box.addWidget(self.plan)
        self.choices = QGridLayout()
        self.choices.setSpacing(4)
        box.addLayout(self.choices)
        self.bar = UndoBar()
        box.addWidget(self.bar)
        self.buttons: dict[Any, QPushButton] = {}  # by meaning: the tests click them
        self._shown: list[tuple[str, Any, bool]] = []

    def show_choices(self, title: str, prompt: str, plan: str, choices: Sequence[Choice]) -> None:
        """Replace the title, the prompt, the plan's text and the buttons."""
        self.setTitle(title)
        self.prompt.setText(prompt)
        self.plan.setText(plan)
        self.plan.setVisible(bool(plan))
        shown = [(c.label, c.meaning, c.enabled) for c in choices]
        if shown == self._shown:
            return
        self._shown = shown
        while self.choices.count():
            item = self.choices.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # at once: deleteLater waits for the event loop
                item.widget().deleteLater()
        self.buttons = {}
        halves = all(len(c.label) <= WIDE for c in choices)
        row = col = 0
        for c in choices:
            button = QPushButton(c.label)
            button.setToolTip(c.tip or c.label)
            button.setEnabled(c.enabled)
            button.clicked.connect(lambda _=False, w=c.meaning: self.chosen.emit(w))
            policy = button.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)  # the column sets widths
            button.setSizePolicy(policy)
            if halves:
                self.choices.addWidget(button, row, col)
                row, col = (row, 1) if col == 0 else (row + 1, 0)
            else:
                self.choices.addWidget(button, row, 0, 1, 2)
                row += 1
            self.buttons[c.meaning] = button
            button.show()
