"""The board's painting helpers: colours, card frames, texts fitted into a box, glows and
the hotspots a click or a tooltip finds (client/gui/games/bellum_magia/board.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from client.gui import paintkit as kit

FELT = QColor("#3E3226")  # the table under everything
PAPER = QColor("#F4E9CF")  # cells, place cards
INK = QColor("#2B2118")
GOLD = QColor("#F2C94C")
LIGHT = QColor("#FFD75E")  # what may be clicked
PICKED = QColor("#FF8C1A")  # what is picked
STOLEN = QColor("#D0402B")  # chests chosen in a theft
BAND = QColor(255, 214, 90, 120)  # the day's active line
HALO = QColor(244, 233, 207, 235)
DECK = {
    "goblin": QColor("#5E7A3A"),
    "evil": QColor("#8E2C2C"),
    "super": QColor("#4B2A6B"),
}
PLACE = {
    "tavern": QColor("#8E3B46"),
    "farm": QColor("#6E9A44"),
    "village": QColor("#B5854B"),
    "city": QColor("#5F6E80"),
}
BOARD = QColor("#5A4636")  # a castle board's stone
HOT = 0  # item data key: what a click on a hotspot means
ELIDED = 1  # item data key: the text was cut even at the smallest letters


@cache
def font(size: float, bold: bool = False, serif: bool = False) -> QFont:
    """The board's font at `size` pixels (sans for numbers and small print)."""
    f = kit.font(max(1, round(size)), bold, serif)
    f.setPixelSize(max(1, round(size)))
    return f


@cache
def metrics_of(size: float, bold: bool) -> QFontMetricsF:
    """The metrics of font(size, bold), kept."""
    return QFontMetricsF(font(size, bold))


@cache
def lines_of(text: str, size: float, bold: bool, width: float, most: int = 2) -> list[str]:
    """`text` broken on spaces into lines no wider than `width`, at most `most` (the last
    one elided if it still runs over); kept, since a board writes the same texts again."""
    metrics = metrics_of(size, bold)
    out: list[str] = []
    for word in text.split():
        if out and metrics.horizontalAdvance(out[-1] + " " + word) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    if len(out) > most:
        out = out[: most - 1] + [" ".join(out[most - 1 :])]
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in out]


def text(
    scene: QGraphicsScene,
    words: str,
    box: QRectF,
    size: float,
    color: QColor = INK,
    bold: bool = False,
    align: str = "center",
    most: int = 1,
    z: float = 20,
) -> list[QGraphicsSimpleTextItem]:
    """Text fitted into `box`: wrapped on words into at most `most` lines, smaller letters
    when they do not fit (down to 7 px, then elided), aligned left, centre or right,
    centred vertically."""
    lines = lines_of(words, size, bold, box.width(), most)
    while size > 7 and (
        metrics_of(size, bold).height() * len(lines) > box.height() + 1
        or " ".join(lines) != " ".join(words.split())  # elided: smaller letters first
    ):
        size -= 0.5
        lines = lines_of(words, size, bold, box.width(), most)
    f, metrics = font(size, bold), metrics_of(size, bold)
    cut = " ".join(lines) != " ".join(words.split())
    height = metrics.height() * len(lines)
    y = box.center().y() - height / 2
    items = []
    for line in lines:
        item = QGraphicsSimpleTextItem(line)
        item.setFont(f)
        item.setBrush(QBrush(color))
        width = metrics.horizontalAdvance(line)
        x = {"left": box.left(), "right": box.right() - width}.get(
            align, box.center().x() - width / 2
        )
        item.setPos(x, y)
        item.setZValue(z)
        item.setData(ELIDED, cut)
        scene.addItem(item)
        items.append(item)
        y += metrics.height()
    return items


@cache
def _haloed(text: str, size: int) -> tuple[QPainterPath, QPainterPath]:
    """A number's path at the origin and its halo (cached: a board writes hundreds)."""
    path = kit.glyph(text, size)
    return QPainterPathStroker(kit.pen(INK, 3.0)).createStroke(path).united(path), path


def number(
    batch: kit.Batch, n: int | str, at: QPointF, size: float, color: QColor = INK, halo: bool = True
) -> None:
    """A number (or a short mark) as a path centred at `at`: counts on icons, with a
    parchment halo so they read over anything (`halo` False: plain, on a calm ground)."""
    ring, path = _haloed(str(n), max(6, round(size)))
    if halo:
        batch.add(ring.translated(at), 14, HALO, None)
    batch.add(path.translated(at), 15, color, None)


_SKETCHES: dict[Any, kit.Batch] = {}


def sketch(key: Any, draw: Callable[[kit.Batch], None]) -> kit.Batch:
    """The paths `draw` adds to a batch, drawn once per `key` at the origin and kept (a
    strip, a card, a castle board look the same at every redraw)."""
    found = _SKETCHES.get(key)
    if found is None:
        if len(_SKETCHES) > 2000:  # bounded: keys come from play (widths, lines lit)
            _SKETCHES.clear()
        found = _SKETCHES[key] = kit.Batch()
        draw(found)
    return found


def replay(batch: kit.Batch, drawn: kit.Batch, at: QPointF) -> None:
    """A sketch's paths added to `batch`, moved to `at`."""
    for (z, *_), (path, brush, line) in drawn.layers.items():
        batch.add(path.translated(at), z, brush, line)


def rounded(box: QRectF, r: float) -> QPainterPath:
    """A rounded rectangle path."""
    path = QPainterPath()
    path.addRoundedRect(box, r, r)
    return path


def card(batch: kit.Batch, box: QRectF, fill: QColor, line: QColor = INK, z: float = 2) -> None:
    """A card's body with its shadow."""
    path = rounded(box, 6)
    batch.add(path.translated(2, 3), z - 1, kit.alpha(QColor("#000000"), 70), None)
    batch.add(path, z, fill, kit.pen(line, 1.2))


def glow(batch: kit.Batch, box: QRectF, color: QColor = LIGHT, width: float = 3.0) -> None:
    """A lit border around `box`: what the person may click."""
    batch.light(rounded(box.adjusted(-2, -2, 2, 2), 7), color, QColor("#FFFFFF"), width)


def hotspot(scene: QGraphicsScene, box: QRectF, what: Any, tip: str = "") -> QGraphicsItem:
    """An invisible item over `box`: its tooltip, and what a click there means (`what`:
    None for a tooltip only)."""
    item = QGraphicsRectItem(box)
    item.setPen(QPen(Qt.PenStyle.NoPen))
    item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    item.setZValue(50)
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # never painted
    item.setToolTip(tip)
    item.setData(HOT, what)
    scene.addItem(item)
    return item


def dim(batch: kit.Batch, box: QRectF) -> None:
    """Grey a card that may not be chosen now."""
    batch.add(rounded(box, 6), 30, kit.alpha(QColor("#3E3226"), 120), None)


def row_of(count: int, left: float, width: float, pitch: float) -> Sequence[float]:
    """The left edges of `count` items of `pitch` in `width` from `left` (closer together
    when they do not fit)."""
    step = pitch if count * pitch <= width else max(1.0, (width - pitch) / max(1, count - 1))
    return [left + k * step for k in range(count)]
