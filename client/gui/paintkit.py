"""The painting kit of every board: fonts, pens, paths, glyphs, haloed text, token shapes and
a batch that turns many tokens into a few graphics items (any game's board view uses it).

Paths are built centred on the origin and translated into place; shapes and glyphs are
cached, since every redraw paints the same few again.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from client.gui import palette

INK, PARCHMENT = QColor("#3B2E22"), QColor("#FBF3DE")
SHADOW, TOKEN_PEN = QColor(0, 0, 0, 80), QPen(INK, 1.6)


def font(size: int, bold: bool = False, serif: bool = True) -> QFont:
    """The boards' serif (or a sans for numbers) at `size` pixels."""
    f = QFont()
    serifs = ["Palatino Linotype", "Book Antiqua", "Georgia", "DejaVu Serif"]
    f.setFamilies(serifs if serif else ["Segoe UI", "Helvetica Neue", "DejaVu Sans"])
    f.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    f.setPixelSize(size)
    f.setWeight(QFont.Weight.Bold if bold else QFont.Weight.DemiBold)
    return f


def pen(color: QColor | str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen with round caps and joins (strokes along borders and routes)."""
    return QPen(QColor(color), width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def alpha(color: QColor | str, value: int) -> QColor:
    """`color` with opacity `value` (0-255)."""
    c = QColor(color)
    c.setAlpha(value)
    return c


def path_item(path: QPainterPath, line: QPen | None, brush: Any, z: float = 0) -> QGraphicsPathItem:
    """A path item; `brush` is anything QBrush accepts, or None for no fill."""
    item = QGraphicsPathItem(path)
    item.setPen(line if line is not None else QPen(Qt.PenStyle.NoPen))
    item.setBrush(QBrush(brush) if brush is not None else QBrush(Qt.BrushStyle.NoBrush))
    item.setZValue(z)
    return item


def outline(points: Iterable[Iterable[float]], closed: bool = True) -> QPainterPath:
    """A polygon (or an open line) through `points`."""
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(*p) for p in points]))
    if closed:
        path.closeSubpath()
    return path


def star(center: QPointF, r: float) -> QPainterPath:
    """A five-pointed star of radius `r`."""
    angles = (-math.pi / 2 + k * math.pi / 5 for k in range(10))
    radii = (r if k % 2 == 0 else r * 0.45 for k in range(10))
    return outline(
        (center.x() + d * math.cos(a), center.y() + d * math.sin(a))
        for a, d in zip(angles, radii, strict=True)
    )


def tower(size: float) -> QPainterPath:
    """A crenellated tower with a door, centred on the origin: a city or a building."""
    w, h = size * 0.8, size
    x0, y0, notch = -w / 2, -h / 2, w / 5
    points = [(x0, y0 + h)]
    for k in range(5):  # merlons up on even steps, embrasures down on odd ones
        top = y0 if k % 2 == 0 else y0 + notch
        points += [(x0 + k * notch, top), (x0 + (k + 1) * notch, top)]
    points.append((x0 + w, y0 + h))
    door = QPainterPath()
    door.addRoundedRect(QRectF(-w * 0.15, y0 + h * 0.68, w * 0.3, h * 0.32), 3, 3)
    return outline(points).subtracted(door)


@cache
def shape(name: str, size: float) -> QPainterPath:
    """A token outline centred on the origin: a seat shape (palette) or "tower"; cached."""
    return tower(size) if name == "tower" else palette.shape_path(name, QPointF(0, 0), size)


@cache
def glyph(text: str, size: int) -> QPainterPath:
    """A number or letter as a path centred on the origin; cached like the shapes."""
    path = QPainterPath()
    path.addText(0, 0, font(size, bold=True, serif=False), text)
    return path.translated(-path.boundingRect().center())


@cache
def text_size(text: str, size: int, bold: bool = False) -> tuple[float, float]:
    """The width and height of `text`'s ink in the boards' serif at `size` pixels."""
    path = QPainterPath()
    path.addText(0, 0, font(size, bold), text)
    box = path.boundingRect()
    return box.width(), box.height()


def halo_text(batch: Batch, text: str, f: QFont, center: QPointF, color: QColor) -> QPainterPath:
    """Text on its own outline stroked in parchment, so it reads on any ground; the halo."""
    path = QPainterPath()
    path.addText(0, 0, f, text)
    path.translate(center - path.boundingRect().center())
    halo = QPainterPathStroker(pen(INK, 4.5)).createStroke(path).united(path)
    batch.add(halo, 0, alpha(PARCHMENT, 225), None)
    batch.add(path, 1, color, None)
    return halo


def corners(box: QRectF) -> list[QPointF]:
    """The corners and the middles of the long sides of a box (is a label inside a shape?)."""
    middle = box.center().x()
    return [
        box.topLeft(),
        box.topRight(),
        box.bottomLeft(),
        box.bottomRight(),
        QPointF(middle, box.top()),
        QPointF(middle, box.bottom()),
    ]


def united(boxes: list[QRectF]) -> QRectF:
    """The smallest box holding every box of `boxes` (at least one)."""
    out = QRectF(boxes[0])
    for box in boxes[1:]:
        out = out.united(box)
    return out


class Batch:
    """Paths gathered by colour and pen, so many tokens or outlines become a few items."""

    def __init__(self) -> None:
        self.layers: dict[tuple[Any, ...], tuple[QPainterPath, QColor | None, QPen | None]] = {}

    def add(self, path: QPainterPath, z: float, brush: QColor | None, line: QPen | None) -> None:
        """Add `path` to the layer drawn at `z` with this brush and pen."""
        key = (z, brush and brush.rgba(), line and (line.color().rgba(), line.widthF()))
        if key not in self.layers:
            self.layers[key] = (QPainterPath(), brush, line)
        self.layers[key][0].addPath(path)

    def token(self, path: QPainterPath, color: QColor) -> QPainterPath:
        """A token body over its soft shadow; returns the body path."""
        self.add(path.translated(1.5, 2.5), 0, SHADOW, None)
        self.add(path, 1, color, TOKEN_PEN)
        return path

    def light(self, path: QPainterPath, glow: QColor, line: QColor, w: float) -> None:
        """A wide soft glow under a strong line under a thin bright one, along a border."""
        self.add(path, 1, None, pen(alpha(glow, 110), w * 3.2))
        self.add(path, 2, None, pen(glow, w * 1.6))
        self.add(path, 3, None, pen(line, w * 0.5))

    def item(self, z: float) -> QGraphicsItem:
        """One parent item holding a path item per layer."""
        parent = path_item(QPainterPath(), None, None, z)
        parent.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        for (layer, *_), (path, brush, line) in self.layers.items():
            path_item(path, line, brush, layer).setParentItem(parent)
        return parent
