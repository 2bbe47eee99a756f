"""The game log for any game: sentences that wrap, bold turn headings, the line of the action
on show lit (client/gui/pacing.py), and the newest line kept in sight unless the person
scrolled back to read."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem

LIT = QColor("#FFE8A3")  # the background of the line whose action the board shows
NEAR = 4  # pixels from the bottom that still count as "at the newest line"


class GameLog(QListWidget):
    """A list of log lines that wrap in the column instead of being cut at its edge."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.following = True  # at the newest line: new lines keep it in sight
        self.lit: QListWidgetItem | None = None
        bar = self.verticalScrollBar()
        # Wrapped lines get their height only when laid out, after `add`: the range grows
        # then, and a log that follows goes to its new end (a scroll made at `add` alone
        # stops short of the last lines, as Tash-Kalar's long ones showed).
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._moved)
        self._ours = False  # the scroll being made is the log's own, not the person's

    def add(self, text: str, heading: bool = False) -> None:
        """Append a line (a heading in bold); keep the newest in sight unless the person
        scrolled back."""
        item = QListWidgetItem(text)
        if heading:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        self.addItem(item)
        if self.following:
            self._to_end()

    def light_last(self) -> None:
        """Light the newest line (the action the board shows now); the one lit before goes out."""
        self.unlight()
        if self.count():
            self.lit = self.item(self.count() - 1)
            self.lit.setBackground(QBrush(LIT))

    def unlight(self) -> None:
        """No line lit."""
        if self.lit is not None and self.row(self.lit) >= 0:
            self.lit.setBackground(QBrush())
        self.lit = None

    def clear(self) -> None:
        """No lines; the next one is followed."""
        self.lit = None
        super().clear()
        self.following = True

    def at_end(self) -> bool:
        """Whether the newest line is in sight."""
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - NEAR

    def _to_end(self) -> None:
        self._ours = True
        try:
            self.scrollToBottom()
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())
        finally:
            self._ours = False

    def _range_changed(self, _low: int, _high: int) -> None:
        if self.following:
            self._to_end()

    def _moved(self, _value: int) -> None:
        if not self._ours:  # the person scrolled (wheel, bar, keys): follow only at the end
            self.following = self.at_end()
