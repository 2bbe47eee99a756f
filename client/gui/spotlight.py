"""The spotlight on the board (docs/client.md, "Every turn visible"): what an action of
another seat changed, ringed in its seat's colour, with the log's sentence over the board.

It knows no game: the table page takes a picture of the game's main area before the action
and one after it (client/gui/pacing.py shows one action at a time), and `changed_boxes`
finds where the two differ: the piece placed, moved (both squares) or removed, the card
taken from the row or played to a place. The rings stay for the action's time on show.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from client.gui.pacing import Pacing

CELL = 4  # pixels: the grid the two pictures are compared on
LEVEL = 12  # a cell changed when one of its colours moved by more than this (0-255), on average
REACH = 3  # cells: changes this close together are one spot
GAP = 24  # pixels: spots nearer than this are ringed together (a card's lines, a row)
PAD = 8  # pixels around a spot's ring
SMALLEST = 40  # pixels: a ring is at least this wide and high (a digit changed)
MOST = 6  # spots at most: the biggest
MOSTLY = 0.4  # past this share of the area changed (all of it moved), nothing is ringed
_HOT = bytes(1 if v > LEVEL else 0 for v in range(256))  # a byte's change: 1 past LEVEL


def changed_boxes(before: QImage, after: QImage, cell: int = CELL) -> list[QRect]:
    """Where `after` differs from `before` (two pictures of one widget), as boxes in their
    pixels, the biggest first; [] when they differ in size, not at all, or almost all over.

    The pictures' difference is taken by Qt (a painter's Difference mode) and averaged over
    cells by scaling it down: Python only reads one byte per cell and colour."""
    if before.size() != after.size() or before.isNull():
        return []
    w, h = before.width(), before.height()
    gw, gh = max(1, -(-w // cell)), max(1, -(-h // cell))
    diff = after.convertToFormat(QImage.Format.Format_RGB32)
    painter = QPainter(diff)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, before.convertToFormat(QImage.Format.Format_RGB32))
    painter.end()
    small = diff.scaled(
        gw, gh, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    cells = _changed_cells(small)
    if len(cells) > MOSTLY * gw * gh:
        return []
    boxes = []
    for spot in _clusters(cells):
        xs, ys = [x for x, _ in spot], [y for _, y in spot]
        box = QRect(min(xs) * cell, min(ys) * cell, (max(xs) - min(xs) + 1) * cell,
                    (max(ys) - min(ys) + 1) * cell)  # fmt: skip
        boxes.append(box.adjusted(-PAD, -PAD, PAD, PAD))
    whole = QRect(0, 0, w, h)
    boxes = [_at_least(b).intersected(whole) for b in _merged(boxes)]
    return sorted(boxes, key=lambda b: b.width() * b.height(), reverse=True)[:MOST]


def _changed_cells(diff: QImage) -> list[tuple[int, int]]:
    """The cells of a difference picture (RGB32, a cell a pixel) where a colour moved by
    more than LEVEL."""
    found: list[tuple[int, int]] = []
    width, line = diff.width(), diff.bytesPerLine()
    bits = bytes(diff.constBits())
    for y in range(diff.height()):
        row = bits[y * line : y * line + 4 * width].translate(_HOT)
        blue, green, red = (int.from_bytes(row[k::4]) for k in range(3))  # alpha left out
        hot = (blue | green | red).to_bytes(width)
        if any(hot):
            found.extend((x, y) for x, v in enumerate(hot) if v)
    return found


def _clusters(cells: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """The changed cells grouped: the cells of blocks REACH cells wide, and of the blocks
    touching them, are one group (changes up to about REACH cells apart)."""
    blocks: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for x, y in cells:
        blocks.setdefault((x // REACH, y // REACH), []).append((x, y))
    left, groups = set(blocks), []
    while left:
        start = left.pop()
        group, todo = list(blocks[start]), [start]
        while todo:
            bx, by = todo.pop()
            for near in ((bx + dx, by + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                if near in left:
                    left.discard(near)
                    group += blocks[near]
                    todo.append(near)
        groups.append(group)
    return groups


def _merged(boxes: list[QRect]) -> list[QRect]:
    """Boxes nearer each other than GAP made one, until none are."""
    boxes = list(boxes)
    merging = True
    while merging:
        merging = False
        for i, a in enumerate(boxes):
            near = a.adjusted(-GAP, -GAP, GAP, GAP)
            for j in range(i + 1, len(boxes)):
                if near.intersects(boxes[j]):
                    boxes[i] = a.united(boxes.pop(j))
                    merging = True
                    break
            if merging:
                break
    return boxes


def _at_least(box: QRect) -> QRect:
    """`box` grown about its centre to SMALLEST wide and high, if smaller."""
    grow_w, grow_h = max(0, SMALLEST - box.width()), max(0, SMALLEST - box.height())
    return box.adjusted(-grow_w // 2, -grow_h // 2, grow_w - grow_w // 2, grow_h - grow_h // 2)


class Spotlight(QWidget):
    """Drawn over the game's main area: rings where an action changed the board, and a
    caption with its sentence (and, while more actions wait, a button to show them all)."""

    skipped = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("spotlight")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.boxes: list[QRect] = []
        self.colour = QColor("#D4A017")
        self.caption = Caption(parent)
        self.caption.skip.clicked.connect(self.skipped)
        self.fade = QTimer(self, singleShot=True)
        self.fade.timeout.connect(self.clear)
        self.hide()

    def light(
        self,
        area: QRect,
        boxes: Sequence[QRect],
        colour: QColor,
        sentence: str,
        more: bool,
        linger: int,
    ) -> None:
        """Ring `boxes` (in `area`'s own pixels) over `area` (the main area, in the parent's
        pixels) and say `sentence`; `more`: actions wait after it; gone after `linger` ms."""
        self.setGeometry(area)
        self.boxes, self.colour = list(boxes), QColor(colour)
        self.show()
        self.raise_()
        self.caption.say(
            sentence, colour, more, area, [b.translated(area.topLeft()) for b in boxes]
        )
        self.update()
        self.fade.start(max(linger, 1))

    def waiting(self, more: bool) -> None:
        """Whether the caption offers to show the waiting actions at once."""
        self.caption.skip.setVisible(more and self.caption.isVisible())

    def clear(self) -> None:
        """Take the rings and the caption away."""
        self.fade.stop()
        self.boxes = []
        self.hide()
        self.caption.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Each spot: a soft wash, a white halo and a ring in the actor's colour."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        wash = QColor(self.colour)
        wash.setAlpha(40)
        for box in self.boxes:
            r = QRectF(box)
            p.setPen(QPen(QColor(255, 255, 255, 220), 8))
            p.setBrush(wash)
            p.drawRoundedRect(r, 10, 10)
            p.setPen(QPen(self.colour, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, 10, 10)


class Caption(QWidget):
    """The sentence of the action on show, at the top of the board; "Show all" beside it
    while more actions wait."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("spotCaption")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 8, 6)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.skip = QPushButton()
        self.skip.setObjectName("spotSkip")
        row.addWidget(self.text, 1)
        row.addWidget(self.skip)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """The button's words in the window's language."""
        self.skip.setText(Pacing.tr("Show all"))
        self.skip.setToolTip(Pacing.tr("Show the actions still waiting at once."))

    def say(
        self, sentence: str, colour: QColor, more: bool, area: QRect, spots: Sequence[QRect]
    ) -> None:
        """Show `sentence` edged in `colour` beside the biggest of the `spots` (below it, or
        above when there is no room), like a label on the action; at the top of `area`
        (the board, in the same pixels) when nothing on it changed."""
        self.retranslate()
        self.setStyleSheet(
            f"#spotCaption {{ background: rgba(255, 253, 246, 228); border: 3px solid "
            f"{colour.name()}; border-radius: 10px; }} QLabel {{ color: #2A2218; "
            "font-size: 14px; font-weight: 600; }"
        )
        self.text.setText(sentence)
        self.skip.setVisible(more)
        self.setMaximumWidth(max(200, min(area.width() - 20, 460)))
        self.setMinimumWidth(0)
        self.adjustSize()
        size = self.size()
        if spots:
            spot = spots[0]
            x = spot.center().x() - size.width() // 2
            y = spot.bottom() + 6
            if y + size.height() > area.bottom() - 6:
                y = spot.top() - 6 - size.height()
        else:
            x, y = area.center().x() - size.width() // 2, area.y() + 10
        x = min(max(x, area.x() + 6), area.right() - 6 - size.width())
        y = min(max(y, area.y() + 6), area.bottom() - 6 - size.height())
        self.move(x, y)
        self.show()
        self.raise_()
