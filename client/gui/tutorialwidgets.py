"""The tutorial's widgets on the table page: the lights on what to click, and the bubble
that says each step (client/gui/tutorial.py runs them; no game is named here)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

GOLD = QColor(255, 196, 0)
MARGIN = 6  # a click's tolerance around what is lit (and the bubble's distance from it)
RING = 2  # the ring's distance around what it lights: its glow must not hide a text beside


class Lights(QWidget):
    """Rings round the lit things, over the whole table page; clicks go through it."""

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.rects: list[QRect] = []  # in the page's coordinates

    def light(self, rects: Sequence[QRect]) -> None:
        """Ring these rectangles (the page's coordinates) and nothing else."""
        page = self.parentWidget()
        assert page is not None  # made on the table page
        self.setGeometry(page.rect())
        self.rects = [r.adjusted(-RING, -RING, RING, RING) for r in rects]
        self.show()
        self.raise_()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect in self.rects:
            glow = QColor(GOLD)
            glow.setAlpha(70)
            painter.setPen(QPen(glow, 7))
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(QPen(GOLD, 3))
            painter.drawRoundedRect(rect, 8, 8)
        painter.end()


class Bubble(QFrame):
    """The step's words: where it stands, the text, a kind word after a refused click, and
    Next (a step to read) and Leave the tutorial."""

    WIDTH = 380
    GRID = 24  # the places tried besides the corners, this far apart (with a picture)

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.setObjectName("tutorialBubble")
        self.setStyleSheet(
            "#tutorialBubble { background: #fffbe6; border: 2px solid #e0a800;"
            " border-radius: 10px; }"
            " #tutorialBubble QLabel { color: #2b2b2b; background: transparent; }"
            " #tutorialNote { color: #a04000; font-style: italic; }"
            " #tutorialDetail { color: #5a3d00; border-left: 3px solid #e0a800;"
            " padding-left: 6px; }"
        )
        self.setFixedWidth(self.WIDTH)
        self.where = QLabel()
        self.where.setStyleSheet("font-weight: bold; color: #8a6500;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.detail = QLabel()  # what the plan's next step is (a step asking for a plan)
        self.detail.setObjectName("tutorialDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
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
        box.addWidget(self.detail)
        box.addWidget(self.note)
        box.addLayout(buttons)

    def say(
        self, where: str, text: str, note: str, next_text: str, leave_text: str, detail: str = ""
    ) -> None:
        """Show a step (`next_text` empty: no Next button, the step asks for a move;
        `detail`: what the plan's next step is)."""
        self.where.setText(where)
        self.text.setText(text)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.next.setText(next_text)
        self.next.setVisible(bool(next_text))
        self.leave.setText(leave_text)
        self.adjustSize()
        self.show()
        self.raise_()

    def place(
        self,
        area: QRect,
        page: QRect,
        avoid: Sequence[QRect],
        clear: Sequence[QRect] = (),
        busy: Callable[[QRect], float] | None = None,
    ) -> None:
        """Put the bubble where it covers none of `avoid` (the lit things) nor of `clear`
        (what the script keeps clear: the hand): in `area` (the game's main area, the page's
        coordinates: a corner, the middle of a side, any place on a grid) or a corner of
        the whole `page`, the least `busy` of them (what it would hide: a text, a card;
        none given, the first corner free); where none is free, the place covering least
        (the lit things first)."""
        avoid = targets(avoid, area)
        height = self.heightForWidth(self.WIDTH)  # the wrapped text's own height: no gap
        self.resize(self.WIDTH, height if height > 0 else self.sizeHint().height())
        w, h, m = self.width(), self.height(), 12

        def spots(box: QRect) -> list[QPoint]:
            left, right = box.left() + m, box.right() - w - m
            top, bottom = box.top() + m, box.bottom() - h - m
            mid_x, mid_y = box.center().x() - w // 2, box.center().y() - h // 2
            return [
                QPoint(left, bottom), QPoint(left, top), QPoint(right, bottom),
                QPoint(right, top), QPoint(left, mid_y), QPoint(right, mid_y),
                QPoint(mid_x, top), QPoint(mid_x, bottom),
            ]  # fmt: skip

        def covered(corner: QPoint, rects: Sequence[QRect]) -> int:
            box = QRect(corner, self.size()).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
            return sum((box & r).width() * (box & r).height() for r in rects if box.intersects(r))

        grid = [
            QPoint(x, y)
            for x in range(area.left() + m, area.right() - w - m + 1, self.GRID)
            for y in range(area.top() + m, area.bottom() - h - m + 1, self.GRID)
        ]
        candidates = [
            p for p in spots(area) + grid + spots(page)[:4] if page.contains(QRect(p, self.size()))
        ]
        candidates = candidates or [QPoint(area.left() + m, area.top() + m)]

        def cost(p: QPoint) -> tuple[int, int, float]:
            hidden = busy(QRect(p, self.size())) if busy is not None else 0.0
            return covered(p, avoid), covered(p, clear), hidden

        self.move(min(candidates, key=cost))
        self.raise_()


def targets(lit: Sequence[QRect], area: QRect) -> list[QRect]:
    """The lit things the bubble keeps off: not one lighting most of the main area (the
    whole board to look at: the bubble must go somewhere, and a corner of it will do)."""
    whole = area.width() * area.height()
    return [r for r in lit if 2 * (r & area).width() * (r & area).height() < whole]


class Busy:
    """How much a rectangle of the page would hide of the game's main area: the sum of the
    picture's edges under it (a text, a card, a piece have many; an empty table none), from
    one picture taken when the step begins. Outside the picture (the side column: the log,
    the seats) counts as busy as the busiest part of it."""

    STEP = 8  # the picture is read at one pixel in STEP, each way

    def __init__(self, picture: QImage, area: QRect) -> None:
        # read at the widget's own size: a picture of a high-density screen has more pixels
        small = picture.scaled(
            max(1, area.width() // self.STEP),
            max(1, area.height() // self.STEP),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        ).convertToFormat(QImage.Format.Format_Grayscale8)
        self.at, self.w, self.h = area.topLeft(), small.width(), small.height()
        line = small.bytesPerLine()
        data = bytes(small.constBits())[: line * self.h]
        rows = [data[y * line : y * line + self.w] for y in range(self.h)]
        # an integral image of the edges: any rectangle's sum in four reads
        self.sums = [[0] * (self.w + 1) for _ in range(self.h + 1)]
        top = 0
        for y in range(self.h):
            row, below = rows[y], rows[min(y + 1, self.h - 1)]
            run = 0
            for x in range(self.w):
                run += abs(row[x] - row[min(x + 1, self.w - 1)]) + abs(row[x] - below[x])
                self.sums[y + 1][x + 1] = self.sums[y][x + 1] + run
            top = max(top, run)
        self.worst = top / max(1, self.w)  # the busiest row's edge, per cell

    def __call__(self, rect: QRect) -> float:
        """The edges under `rect` (page coordinates), outside cells at the worst."""
        x0 = (rect.left() - self.at.x()) // self.STEP
        y0 = (rect.top() - self.at.y()) // self.STEP
        x1 = (rect.right() - self.at.x()) // self.STEP + 1
        y1 = (rect.bottom() - self.at.y()) // self.STEP + 1
        cx0, cy0 = min(max(x0, 0), self.w), min(max(y0, 0), self.h)
        cx1, cy1 = min(max(x1, 0), self.w), min(max(y1, 0), self.h)
        s = self.sums
        inside = s[cy1][cx1] - s[cy0][cx1] - s[cy1][cx0] + s[cy0][cx0]
        outside = (x1 - x0) * (y1 - y0) - max(0, cx1 - cx0) * max(0, cy1 - cy0)
        return float(inside) + outside * self.worst
