"""The game log for any game: sentences that wrap, and bold turn headings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem


class GameLog(QListWidget):
    """A list of log lines that wrap in the column instead of being cut at its edge."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def add(self, text: str, heading: bool = False) -> None:
        """Append a line (a heading in bold) and keep the newest in sight."""
        item = QListWidgetItem(text)
        if heading:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        self.addItem(item)
        self.scrollToBottom()
