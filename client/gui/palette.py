"""Player colours and token shapes for any game: colour-blind safe, and never colour alone.

Seat colours are the Okabe-Ito palette (distinguishable with every common colour-vision
deficiency); each seat also has its own token shape, so a grey-scale screenshot or a
person who cannot tell two colours apart still tells the armies apart.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPolygonF

SEAT_COLORS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#CC79A7")  # Okabe-Ito
NEUTRAL_COLOR = "#9A9A9A"
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "pentagon")
NEUTRAL_SHAPE = "hexagon"


def owner_color(owner: Any) -> QColor:
    """The colour of a seat (int) or of the neutral armies ("neutral")."""
    if owner == "neutral" or not isinstance(owner, int):
        return QColor(NEUTRAL_COLOR)
    return QColor(SEAT_COLORS[owner % len(SEAT_COLORS)])


def owner_shape(owner: Any) -> str:
    """The token shape of a seat (int) or of the neutral armies."""
    if owner == "neutral" or not isinstance(owner, int):
        return NEUTRAL_SHAPE
    return SEAT_SHAPES[owner % len(SEAT_SHAPES)]


Look = tuple[QColor, str]  # a seat's colour and token shape
SeatLook = Callable[[int], Look]  # a table's looks: seat -> its colour and token shape


def seat_look(seat: int) -> Look:
    """The shared palette's look of a seat: its colour and its token shape."""
    return owner_color(seat), owner_shape(seat)


def _regular(center: QPointF, radius: float, sides: int, turn: float) -> QPolygonF:
    points = [
        QPointF(
            center.x() + radius * math.cos(turn + 2 * math.pi * k / sides),
            center.y() + radius * math.sin(turn + 2 * math.pi * k / sides),
        )
        for k in range(sides)
    ]
    return QPolygonF(points)


def shape_path(shape: str, center: QPointF, size: float) -> QPainterPath:
    """A token outline of `shape` centred on `center`, about `size` across."""
    r = size / 2
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(center, r, r)
    elif shape == "square":
        path.addRect(QRectF(center.x() - r * 0.9, center.y() - r * 0.9, r * 1.8, r * 1.8))
    elif shape == "triangle":
        path.addPolygon(_regular(center + QPointF(0, r * 0.15), r * 1.15, 3, -math.pi / 2))
    elif shape == "diamond":
        path.addPolygon(_regular(center, r * 1.1, 4, -math.pi / 2))
    elif shape == "pentagon":
        path.addPolygon(_regular(center, r * 1.05, 5, -math.pi / 2))
    else:
        path.addPolygon(_regular(center, r * 1.05, 6, 0.0))
    path.closeSubpath()
    return path


def text_on(color: QColor) -> QColor:
    """Black or white, whichever reads better on `color`."""
    luminance = 0.299 * color.redF() + 0.587 * color.greenF() + 0.114 * color.blueF()
    return QColor("#111111") if luminance > 0.55 else QColor("#FFFFFF")
