"""The pending turn's buttons for any game: Undo the last action, Confirm the turn (client/turn.py).

Hidden buttons keep their room, so nothing under them moves when a turn begins or ends; a
game may put its own button (Eight-Minute Empire's Done) beside Undo.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QWidget


class UndoBar(QWidget):
    """Undo (and the game's `beside` button) over a wide Confirm."""

    undoClicked = Signal()
    confirmClicked = Signal()

    def __init__(self, beside: QPushButton | None = None) -> None:
        super().__init__()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.undo = QPushButton()
        self.confirm = QPushButton()
        self.confirm.setDefault(True)
        self.undo.clicked.connect(self.undoClicked)
        self.confirm.clicked.connect(self.confirmClicked)
        if beside is not None:
            grid.addWidget(self.undo, 0, 0)
            grid.addWidget(beside, 0, 1)
        else:
            grid.addWidget(self.undo, 0, 0, 1, 2)
        grid.addWidget(self.confirm, 1, 0, 1, 2)
        for button in (self.undo, self.confirm, beside):
            if button is None:
                continue
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)  # the column sets widths
            button.setSizePolicy(policy)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)

    def show_pending(self, view: Any, confirm_now: str, confirm_done: str, tip: str) -> None:
        """Show the buttons for the view's pending turn: Confirm reads `confirm_now` (with
        `tip`: the rest is forfeited) while the turn could go on, else `confirm_done`."""
        pending, acting = view.pending, view.acting is not None
        making = pending is not None and not pending.complete
        self.undo.setVisible(pending is not None)
        self.undo.setEnabled(pending is not None and bool(pending.steps) and acting)
        self.confirm.setVisible(pending is not None)
        self.confirm.setEnabled(pending is not None and acting)
        self.confirm.setText(confirm_now if making else confirm_done)
        self.confirm.setToolTip(tip if making else "")
