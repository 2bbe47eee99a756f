"""The board's colours and small pieces: cubes, Krystallium, soldiers, Trap and Spy tokens;
texts fitted into a box, lights and the hotspots a click, a drag or a tooltip finds
(client/gui/games/wonderful_kingdom/board.py)."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from client.gui import paintkit as kit

FELT = QColor("#2F3B2C")  # the table
PANEL = QColor("#3C4A38")  # a seat's band, an area's ground
PAPER = QColor("#F7EFD9")
INK = QColor("#2B2118")
MUTED = QColor("#E9E2CC")  # labels on the felt
LIGHT = QColor("#FFD75E")  # what may be clicked
PICKED = QColor("#FF8C1A")  # what is picked
PLANNED = QColor("#7FE0FF")  # a step of the plan not yet confirmed
UNIT = {
    "M": QColor("#8E8E8E"),
    "P": QColor("#9B5FB5"),
    "G": QColor("#E9B92A"),
    "E": QColor("#3E8ED8"),
    "K": QColor("#D7352F"),
    "S": QColor("#6E5A3A"),
}
TYPE = {
    "structure": QColor("#6F7A86"),
    "company": QColor("#7A4C99"),
    "monument": QColor("#B98A17"),
    "discovery": QColor("#2C6FB5"),
    "advisor": QColor("#2A7F76"),
    "treasure": QColor("#A8742A"),
    "calamity": QColor("#3B2A2A"),
    "threat": QColor("#4A2151"),
}
SEAT = (QColor("#C0392B"), QColor("#2E6DB4"))  # seat 0 red, seat 1 blue (the core's)
BACK = QColor("#243A5E")
HOT = 0  # item data key: what a click there means
DRAG = 1  # item data key: what a drag from there carries


@cache
def font(size: float, bold: bool = False, serif: bool = False) -> QFont:
    """The board's font at `size` pixels (sans for numbers and small print)."""
    f = kit.font(max(1, round(size)), bold, serif)
    f.setPixelSize(max(1, round(size)))
    return f


@cache
def metrics_of(size: float, bold: bool) -> QFontMetricsF:
    return QFontMetricsF(font(size, bold))


@cache
def lines_of(text: str, size: float, bold: bool, width: float, most: int) -> tuple[str, ...]:
    """`text` broken on spaces into at most `most` lines no wider than `width` (the last
    elided if it still runs over)."""
    metrics = metrics_of(size, bold)
    out: list[str] = []
    for word in text.split():
        if out and metrics.horizontalAdvance(out[-1] + " " + word) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    if len(out) > most:
        out = out[: most - 1] + [" ".join(out[most - 1 :])]
    return tuple(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in out)


@cache
def _fitted(
    words: str, size: float, bold: bool, width: float, height: float, most: int
) -> tuple[float, tuple[str, ...]]:
    """The letter size and lines that fit `words` into a box (kept: a board writes the
    same texts again)."""
    lines = lines_of(words, size, bold, width, most)
    while size > 7 and (
        metrics_of(size, bold).height() * len(lines) > height + 1
        or " ".join(lines) != " ".join(words.split())
    ):
        size -= 0.5
        lines = lines_of(words, size, bold, width, most)
    return size, lines


def fits(words: str, width: float, size: float, bold: bool = False) -> bool:
    """Whether `words` fit in one line of `width` at letters of `size` or bigger."""
    return metrics_of(size, bold).horizontalAdvance(words) <= width


def text(
    target: Any,
    words: str,
    box: QRectF,
    size: float,
    color: QColor = INK,
    bold: bool = False,
    align: str = "center",
    most: int = 1,
    z: float = 20,
) -> None:
    """Text fitted into `box`, written by `target`'s text layer (a Ctx or a Piece: one item
    for all its texts): wrapped into at most `most` lines, smaller letters when it does not
    fit (down to 7 px, then elided), aligned left, centre or right. The words are noted in
    `target.drawn` when it keeps a list (what the board shows, for the tests)."""
    if not words:
        return
    key = (words, box.left(), box.top(), box.width(), box.height(), size, bold, align, most)
    for at, line, f in _laid(key):
        target.texts.append((at, line, f, color))
    drawn = getattr(target, "drawn", None)
    if drawn is not None:
        drawn.append(words)


@lru_cache(maxsize=4096)
def _laid(key: tuple[Any, ...]) -> tuple[tuple[QPointF, str, QFont], ...]:
    """Where each line of a text goes in its box, and its font (kept: a board writes the
    same texts in the same places at every redraw)."""
    words, left, top, width, height, size, bold, align, most = key
    box = QRectF(left, top, width, height)
    size, lines = _fitted(words, size, bold, width, height, most)
    metrics = metrics_of(size, bold)
    y = box.center().y() - metrics.height() * len(lines) / 2 + metrics.ascent()
    out = []
    for line in lines:
        w = metrics.horizontalAdvance(line)
        x = {"left": box.left(), "right": box.right() - w}.get(align, box.center().x() - w / 2)
        out.append((QPointF(x, y), line, font(size, bold)))
        y += metrics.height()
    return tuple(out)


class TextLayer(QGraphicsItem):
    """Many texts drawn by one item (Qt's glyph cache makes them cheap to paint)."""

    def __init__(self, texts: list[tuple[QPointF, str, QFont, QColor]], area: QRectF) -> None:
        super().__init__()
        self.texts, self.area = texts, area

    def boundingRect(self) -> QRectF:
        return self.area

    def paint(self, painter: Any, option: Any, widget: Any = None) -> None:
        for at, line, f, color in self.texts:
            painter.setFont(f)
            painter.setPen(color)
            painter.drawText(at, line)


class Piece:
    """Items drawn at their own coordinates (a card at 0,0), then placed and scaled
    together under one parent: texts, hotspots and a batch of paths."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.batch = kit.Batch()
        self.items: list[QGraphicsItem] = []
        self.texts: list[tuple[QPointF, str, QFont, QColor]] = []

    def addItem(self, item: QGraphicsItem) -> None:
        self.items.append(item)

    def place(self, at: QPointF, scale: float = 1.0, z: float = 0) -> QGraphicsItem:
        """Put the piece's items at `at`, scaled by `scale`, in the scene."""
        parent = self.batch.item(z)
        if self.texts:
            self.items.append(TextLayer(self.texts, QRectF(-10, -10, 2000, 2000)))
            self.items[-1].setZValue(20)
        for item in self.items:
            item.setParentItem(parent)
        parent.setPos(at)
        parent.setScale(scale)
        self.scene.addItem(parent)
        return parent


_PENS: dict[tuple[int, float, Any], QPen] = {}


def pen(color: QColor | str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """paintkit's pen, kept by colour, width and style (a board asks for the same few)."""
    c = QColor(color)
    key = (c.rgba(), width, style)
    found = _PENS.get(key)
    if found is None:
        found = _PENS[key] = kit.pen(c, width, style)
    return found


def rounded(box: QRectF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(box, r, r)
    return path


def glow(batch: kit.Batch, box: QRectF, color: QColor = LIGHT, r: float = 6) -> None:
    """A lit border around `box`: what may be clicked (or is picked, or planned)."""
    path = rounded(box.adjusted(-2, -2, 2, 2), r + 1)
    batch.add(path.translated(0.5, 0.5), 40, None, pen(kit.alpha(color, 110), 4.5))
    batch.add(path, 41, None, pen(color, 2.2))


def hotspot(
    scene: QGraphicsScene | Piece,
    box: QRectF,
    what: Any,
    tip: str = "",
    drag: Any = None,
    z: float = 50,
) -> QGraphicsItem:
    """An invisible item over `box`: its tooltip, what a click there means (`what`, None
    for a tooltip only) and what a drag from there carries (`drag`)."""
    item = QGraphicsRectItem(box)
    item.setPen(QPen(Qt.PenStyle.NoPen))
    item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    item.setZValue(z)
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
    item.setToolTip(tip)
    item.setData(HOT, what)
    item.setData(DRAG, drag)
    scene.addItem(item)
    return item


def number(batch: kit.Batch, n: Any, at: QPointF, size: float, color: QColor = INK) -> None:
    """A number (or a short mark) as a path centred at `at`."""
    batch.add(kit.glyph(str(n), max(6, round(size))).translated(at), 25, color, None)


# -- pieces ----------------------------------------------------------------------------------


def cube(batch: kit.Batch, unit: str, center: QPointF, size: float, z: float = 22) -> None:
    """A resource cube (M P G E), a Krystallium (K: a red gem) or a soldier (S)."""
    for path, dz, brush, line in _cube_parts(unit, size):
        batch.add(path.translated(center), z + dz, brush, line)


@cache
def _cube_parts(unit: str, size: float) -> tuple[tuple[QPainterPath, float, QColor, Any], ...]:
    """A piece's paths centred on the origin, with their layer, brush and pen (kept)."""
    r = size / 2
    color = UNIT.get(unit, UNIT["M"])
    if unit == "K":
        gem = kit.outline(
            [(0, -r), (r * 0.85, -r * 0.2), (r * 0.5, r), (-r * 0.5, r), (-r * 0.85, -r * 0.2)]
        )
        return ((gem, 0, color, pen(INK, 1)),)
    if unit == "S":
        return ((soldier_path(size), 0, color, pen(INK, 1)),)
    box = QRectF(-r, -r, size, size)
    shine = QRectF(box.left() + size * 0.15, box.top() + size * 0.12, size * 0.7, size * 0.22)
    return (
        (rounded(box, size * 0.18), 0, color, pen(color.darker(170), 1)),
        (rounded(shine, size * 0.1), 0.5, kit.alpha(QColor("#FFFFFF"), 90), None),
    )


@cache
def soldier_path(size: float) -> QPainterPath:
    """A soldier token: a shield, centred on the origin."""
    r = size / 2
    path = QPainterPath()
    path.moveTo(-r * 0.9, -r * 0.8)
    path.lineTo(r * 0.9, -r * 0.8)
    path.lineTo(r * 0.9, r * 0.05)
    path.quadTo(r * 0.8, r * 0.75, 0, r)
    path.quadTo(-r * 0.8, r * 0.75, -r * 0.9, r * 0.05)
    path.closeSubpath()
    return path


def slot(batch: kit.Batch, unit: str, box: QRectF, filled: str, z: float = 21) -> None:
    """A cost slot: an empty square of its unit's colour, or the piece on it."""
    color = UNIT.get(unit, UNIT["M"])
    batch.add(rounded(box, 3), z, kit.alpha(color, 70), pen(color.darker(140), 1.2))
    if filled:
        cube(batch, filled, box.center(), box.width() * 0.78, z + 1)
    elif unit in ("K", "S"):
        cube(batch, unit, box.center(), box.width() * 0.55, z + 0.5)


def token(batch: kit.Batch, kind: str, center: QPointF, size: float, used: bool = False) -> None:
    """A Trap token (a triangle of spikes) or a Spy token (an eye); a used one dimmed."""
    r = size / 2
    fill = QColor("#9AA3AD") if not used else QColor("#55595E")
    disc = QPainterPath()
    disc.addEllipse(center, r, r)
    batch.add(disc, 22, fill, pen(INK, 1))
    if kind == "trap":
        mark = kit.outline([(-r * 0.55, r * 0.4), (0, -r * 0.55), (r * 0.55, r * 0.4)])
    else:
        mark = QPainterPath()
        mark.addEllipse(QPointF(0, 0), r * 0.6, r * 0.32)
        mark.addEllipse(QPointF(0, 0), r * 0.18, r * 0.18)
    batch.add(mark.translated(center), 23, None, pen(INK, 1.4))
