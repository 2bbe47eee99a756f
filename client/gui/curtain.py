"""The hot-seat curtain: "Pass the device to Bea", until Bea says "I am Bea".

When the person handing the device over learned something at the end of their turn (a
peek), the curtain first tells them, while the device is still theirs ("Ada, before you
pass the device: ..."), and waits for "Hide it".

Shown by the table page (table.py) over the whole game whenever the controller's view has a
`curtain` (client/gui/controller.py): at a table with secrets, before the screen turns to
another person at this device (shared/design/HIDDEN-INFORMATION.md, "Trust boundary").
Behind it the view holds only what everyone may see; nothing of that person's secrets is
drawn, in a tooltip, the log or an accessible name until the button is pressed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

DARK, LIGHT = "#2F2721", "#F3ECD8"  # the curtain and its words


class Curtain(QWidget):
    """A plain screen naming the next person, and their button (Enter or Space presses it)."""

    lifted = Signal(int)  # the seat whose person said it is them

    def __init__(self) -> None:
        super().__init__()
        self.seat: int | None = None
        self.name = ""
        self.last = ""  # who hands the device over, when they have notes to read first
        self.notes: list[str] = []
        box = QVBoxLayout(self)
        box.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setPointSize(font.pointSize() + 10)
        font.setBold(True)
        self.title.setFont(font)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        hint_font = QFont(self.hint.font())
        hint_font.setPointSize(hint_font.pointSize() + 2)  # read from a step away
        self.hint.setFont(hint_font)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setMinimumSize(220, 48)
        self.button.clicked.connect(self._press)
        box.addWidget(self.title)
        box.addWidget(self.hint)
        box.addSpacing(16)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        # A plain dark screen: nothing of the table shows. A style sheet, not a palette:
        # inside the main window its style sheet (style.py) would paint the texts dark.
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#curtain {{ background: {DARK}; }} QLabel {{ color: {LIGHT}; }}")

    def wait_for(
        self, seat: int, name: str, last: str = "", notes: list[str] | None = None
    ) -> None:
        """Ask for the person of `seat`, called `name`; first show `last` (the person
        handing over) their `notes`, if any."""
        if notes:
            self.last, self.notes = last, list(notes)
        self.seat, self.name = seat, name
        self.retranslate()
        self.button.setFocus()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        if self.notes:
            self.title.setText(
                Curtain.tr("{name}, before you pass the device:").format(name=self.last)
            )
            self.hint.setText("\n".join(self.notes))
            self.button.setText(Curtain.tr("Hide it"))
            self.button.setAccessibleName(self.button.text())
            return
        self.title.setText(Curtain.tr("Pass the device to {name}").format(name=self.name))
        self.hint.setText(
            Curtain.tr("What comes next is for {name}'s eyes only: the others look away.").format(
                name=self.name
            )
        )
        self.button.setText(Curtain.tr("I am {name}").format(name=self.name))
        self.button.setAccessibleName(self.button.text())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter, Return or Space: the person says it is them."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._press()
        else:
            super().keyPressEvent(event)

    def _press(self) -> None:
        if self.notes:  # read: now the device may pass on
            self.notes, self.last = [], ""
            self.retranslate()
        elif self.seat is not None:
            self.lifted.emit(self.seat)
