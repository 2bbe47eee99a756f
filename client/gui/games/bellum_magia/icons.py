"""Bellum Magia's icons, painted (no image files): food, glyph, treasure card, sword, magic
sword, thief, barrel, the three chests, shields and the confusion spell; each its own shape
and colour, so neither colour nor shape alone tells them apart. Paths are built centred on
the origin at a size and cached (client/gui/paintkit.py's habits)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPen, QTransform

from client.gui import paintkit as kit

FILL = {
    "fo": QColor("#D9822B"),  # a loaf
    "gl": QColor("#8E44AD"),  # a violet rune
    "tr": QColor("#EFD9A0"),  # a treasure map
    "sw": QColor("#9AA3AB"),  # a steel blade
    "ms": QColor("#3D8FD6"),  # a blue blade
    "th": QColor("#3A3A44"),  # a hooded thief
    "ba": QColor("#9C6232"),  # a barrel
    "cw": QColor("#A0672F"),
    "cm": QColor("#8D9AA6"),
    "cg": QColor("#E2B231"),
    "SH": QColor("#9AA3AB"),
    "MS": QColor("#3D8FD6"),
    "CS": QColor("#7D3C98"),
}
CHEST_ICON = {"wood": "cw", "metal": "cm", "gold": "cg"}
LINE = QColor("#2B2118")
MARK = {"tr": QColor("#B03A2E"), "cg": QColor("#8A6A10"), "cm": QColor("#4E5A66")}


def _circle(c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(c, r, r)
    return path


def _box(x: float, y: float, w: float, h: float, r: float = 0) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x, y, w, h), r, r)
    return path


def _blade(size: float) -> QPainterPath:
    """A sword, point up and right: blade, crossguard, grip."""
    s = size * 1.25  # laid on the diagonal
    w = s * 0.15
    blade = kit.outline(
        [(-w, s * 0.14), (-w, -s * 0.3), (0, -s * 0.5), (w, -s * 0.3), (w, s * 0.14)]
    )
    blade.addPath(_box(-s * 0.38, s * 0.12, s * 0.76, s * 0.13, s * 0.05))
    blade.addPath(_box(-w * 0.6, s * 0.24, w * 1.2, s * 0.26, s * 0.04))
    return QTransform().rotate(40).map(blade.simplified())


@cache
def body(icon: str, s: float) -> QPainterPath:
    """The filled outline of `icon` about `s` across, centred on the origin."""
    if icon == "fo":  # a round loaf
        path = QPainterPath()
        path.addEllipse(QRectF(-s * 0.46, -s * 0.3, s * 0.92, s * 0.62))
        return path
    if icon == "gl":  # a rune stone: a diamond
        return kit.outline([(0, -s * 0.5), (s * 0.38, 0), (0, s * 0.5), (-s * 0.38, 0)])
    if icon == "tr":  # a map: a slanted sheet
        return kit.outline(
            [
                (-s * 0.42, -s * 0.34),
                (s * 0.42, -s * 0.4),
                (s * 0.42, s * 0.34),
                (-s * 0.42, s * 0.4),
            ]
        )
    if icon in ("sw", "ms"):
        return _blade(s)
    if icon == "th":  # a hood over a masked face
        hood = kit.outline(
            [(-s * 0.42, s * 0.46), (-s * 0.34, -s * 0.1), (0, -s * 0.5), (s * 0.34, -s * 0.1),
             (s * 0.42, s * 0.46)]
        )  # fmt: skip
        return hood
    if icon == "ba":  # a barrel: a bulging box
        path = QPainterPath()
        path.addRoundedRect(QRectF(-s * 0.34, -s * 0.44, s * 0.68, s * 0.88), s * 0.2, s * 0.3)
        return path
    if icon in ("cw", "cm", "cg"):  # a chest: a box under a rounded lid
        path = _box(-s * 0.46, -s * 0.12, s * 0.92, s * 0.52, s * 0.05)
        lid = QPainterPath()
        lid.addRoundedRect(QRectF(-s * 0.46, -s * 0.42, s * 0.92, s * 0.4), s * 0.18, s * 0.18)
        return path.united(lid)
    if icon in ("SH", "MS", "shield", "magic"):  # a heater shield
        return kit.outline(
            [(-s * 0.4, -s * 0.44), (s * 0.4, -s * 0.44), (s * 0.4, 0), (0, s * 0.5),
             (-s * 0.4, 0)]
        )  # fmt: skip
    if icon == "CS":  # a spell: a disc
        return _circle(QPointF(0, 0), s * 0.44)
    return _circle(QPointF(0, 0), s * 0.4)


@cache
def marks(icon: str, s: float) -> QPainterPath:
    """The lines drawn over an icon's body (a map's cross, a barrel's hoops, a chest's
    band, a spell's swirl); empty for plain icons."""
    path = QPainterPath()
    if icon == "fo":
        for dx in (-0.18, 0.0, 0.18):
            path.moveTo(s * (dx - 0.06), -s * 0.16)
            path.lineTo(s * (dx + 0.06), -s * 0.02)
    elif icon == "gl":
        path.moveTo(0, -s * 0.26)
        path.lineTo(0, s * 0.26)
        path.moveTo(-s * 0.14, -s * 0.06)
        path.lineTo(s * 0.14, s * 0.08)
    elif icon == "tr":
        path.moveTo(-s * 0.14, -s * 0.14)
        path.lineTo(s * 0.14, s * 0.14)
        path.moveTo(s * 0.14, -s * 0.14)
        path.lineTo(-s * 0.14, s * 0.14)
    elif icon == "ms":  # a spark beside the blade
        path.addPath(kit.star(QPointF(s * 0.32, -s * 0.3), s * 0.16))
    elif icon == "th":  # the mask's eye slit
        path.moveTo(-s * 0.2, s * 0.06)
        path.lineTo(s * 0.2, s * 0.06)
    elif icon == "ba":
        for y in (-0.2, 0.2):
            path.moveTo(-s * 0.32, s * y)
            path.lineTo(s * 0.32, s * y)
    elif icon in ("cw", "cm", "cg"):
        path.moveTo(-s * 0.46, -s * 0.1)
        path.lineTo(s * 0.46, -s * 0.1)
        path.addRect(QRectF(-s * 0.08, -s * 0.18, s * 0.16, s * 0.18))
    elif icon == "CS":  # a swirl
        for k in range(14):
            a, r = k * 0.7, s * (0.05 + 0.025 * k)
            point = QPointF(r * math.cos(a), r * math.sin(a))
            path.moveTo(point) if k == 0 else path.lineTo(point)
    return path


def paint(batch: kit.Batch, icon: str, at: QPointF, s: float, z: float = 10) -> None:
    """Add `icon` about `s` across, centred at `at`, to `batch`."""
    fill = FILL.get(icon, QColor("#999999"))
    batch.add(body(icon, s).translated(at), z, fill, _pen(LINE.rgba(), round(max(0.8, s / 16), 1)))
    mark = marks(icon, s)
    if not mark.isEmpty():
        color = MARK.get(icon, QColor("#FFFFFF") if icon in ("th", "CS", "gl") else LINE)
        batch.add(
            mark.translated(at), z + 0.5, None, _pen(color.rgba(), round(max(0.8, s / 12), 1))
        )


@cache
def _pen(rgba: int, width: float) -> QPen:
    return kit.pen(QColor.fromRgba(rgba), width)


def spent(batch: kit.Batch, at: QPointF, s: float, z: float = 12) -> None:
    """A cross over an icon: a used confusion spell's crossed face."""
    cross = kit.outline([(-s * 0.42, -s * 0.42), (s * 0.42, s * 0.42)], False)
    cross.addPath(kit.outline([(s * 0.42, -s * 0.42), (-s * 0.42, s * 0.42)], False))
    batch.add(cross.translated(at), z, None, kit.pen(QColor("#C0392B"), max(1.2, s / 8)))


def cell(
    batch: kit.Batch, items: Sequence[tuple[str, int]], box: QRectF, z: float = 10
) -> list[tuple[QPointF, int]]:
    """A strip's cell: its items side by side in `box`, each an icon; returns where a count
    above 1 must be written (the caller writes the digits as text items)."""
    shown = [(icon, n) for icon, n in items if n]
    if not shown:
        return []
    s = min(box.height() * 0.78, box.width() / len(shown) * 0.86)
    step = box.width() / len(shown)
    counts = []
    for k, (icon, n) in enumerate(shown):
        at = QPointF(box.left() + step * (k + 0.5), box.center().y())
        paint(batch, icon, at, s, z)
        if n > 1:
            counts.append((at + QPointF(s * 0.36, s * 0.3), n))
    return counts
