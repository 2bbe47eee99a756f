"""The tutorial's widgets on the table page: the lights on what to click, and the bubble
that says each step (client/gui/tutorial.py runs them; no game is named here)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

GOLD = QColor(255, 196, 0)
MARGIN = 6  # the ring's distance around what it lights (and a click's tolerance)


class Lights(QWidget):
    """Rings round the lit things, over the whole table page; clicks go through it."""

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.rects: list[QRect] = []  # in the page's coordinates

    def light(self, rects: Sequence[QRect]) -> None:
        """Ring these rectangles (the page's coordinates) and nothing else."""
        self.setGeometry(self.parentWidget().rect())
        self.rects = [r.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN) for r in rects]
        self.show()
        self.raise_()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect in self.rects:
            glow = QColor(GOLD)
            glow.setAlpha(70)
            painter.setPen(QPen(glow, 10))
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(QPen(GOLD, 3))
            painter.drawRoundedRect(rect, 8, 8)
        painter.end()


class Bubble(QFrame):
    """The step's words: where it stands, the text, a kind word after a refused click, and
    Next (a step to read) and Leave the tutorial."""

    WIDTH = 380

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.setObjectName("tutorialBubble")
        self.setStyleSheet(
            "#tutorialBubble { background: #fffbe6; border: 2px solid #e0a800;"
            " border-radius: 10px; }"
            " #tutorialBubble QLabel { color: #2b2b2b; background: transparent; }"
            " #tutorialNote { color: #a04000; font-style: italic; }"
        )
        self.setFixedWidth(self.WIDTH)
        self.where = QLabel()
        self.where.setStyleSheet("font-weight: bold; color: #8a6500;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.note = QLabel()
        self.note.setObjectName("tutorialNote")
        self.note.setWordWrap(True)
        self.next = QPushButton()
        self.leave = QPushButton()
        self.leave.setFlat(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        buttons.addWidget(self.next)
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 10)
        box.addWidget(self.where)
        box.addWidget(self.text)
        box.addWidget(self.note)
        box.addLayout(buttons)

    def say(self, where: str, text: str, note: str, next_text: str, leave_text: str) -> None:
        """Show a step (`next_text` empty: no Next button, the step asks for a move)."""
        self.where.setText(where)
        self.text.setText(text)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.next.setText(next_text)
        self.next.setVisible(bool(next_text))
        self.leave.setText(leave_text)
        self.adjustSize()
        self.show()
        self.raise_()

    def place(self, area: QRect, avoid: Sequence[QRect]) -> None:
        """Put the bubble in a corner of `area` (the page's coordinates) that covers none
        of `avoid` (the lit things), else the one that covers least of them."""
        size = self.sizeHint()
        self.resize(self.WIDTH, size.height())
        m = 12
        corners = [
            QPoint(area.left() + m, area.bottom() - self.height() - m),
            QPoint(area.left() + m, area.top() + m),
            QPoint(area.right() - self.width() - m, area.bottom() - self.height() - m),
            QPoint(area.right() - self.width() - m, area.top() + m),
        ]

        def covered(corner: QPoint) -> int:
            box = QRect(corner, self.size()).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
            return sum((box & r).width() * (box & r).height() for r in avoid if box.intersects(r))

        self.move(min(corners, key=covered))
        self.raise_()
