"""The painted Eight-Minute Empire map (the board view's cached background): sea, land,
coasts, sea routes, bridges and region names placed clear of each other (client/gui/board.py's
half that never changes during a game)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPolygonItem, QGraphicsScene

from client.gui import paintkit as kit
from client.gui.games.eight_minute_empire import colors
from client.gui.games.eight_minute_empire.words import token_name

Z_SEA, Z_WAKE, Z_LAND, Z_COAST, Z_ROUTE, Z_LABEL = range(6)  # the background scene
Z_REGION, Z_LIGHT, Z_TOKEN = range(3)  # the live scene
TOKEN = 26.0  # army token size in scene units (the maps are 1200 x 800)
FRAME = 14.0  # the wooden board edge around the map
INK, PARCHMENT, TABLE = kit.INK, kit.PARCHMENT, QColor("#2F2721")
GOLD, PICKED = QColor("#FFC83D"), QColor("#C0392B")
MARK_PEN = QPen(INK, 0.8)
DIM = QColor(60, 52, 44, 55)

# The mark on a goods tile: one or two letters, distinct in every language (Italian's
# Cristallo and Cibo share an initial, so their marks are "Cr" and "Ci").
GOODS_MARKS = {
    "crystal": QT_TRANSLATE_NOOP("BoardView", "C"),
    "food": QT_TRANSLATE_NOOP("BoardView", "F"),
    "wood": QT_TRANSLATE_NOOP("BoardView", "W"),
    "iron": QT_TRANSLATE_NOOP("BoardView", "I"),
    "tools": QT_TRANSLATE_NOOP("BoardView", "T"),
    "wild": QT_TRANSLATE_NOOP("BoardView", "★"),
    # Legends tokens (face up on the board until taken), docs/legends.md
    "magic_spring": QT_TRANSLATE_NOOP("BoardView", "Sp"),
    "cottage": QT_TRANSLATE_NOOP("BoardView", "Co"),
    "hidden_treasure": QT_TRANSLATE_NOOP("BoardView", "$"),
    "spell_book": QT_TRANSLATE_NOOP("BoardView", "Bk"),
    "stable": QT_TRANSLATE_NOOP("BoardView", "St"),
    "fortress": QT_TRANSLATE_NOOP("BoardView", "Fo"),
    "raging_dragon": QT_TRANSLATE_NOOP("BoardView", "Dr"),
    "portal": QT_TRANSLATE_NOOP("BoardView", "◎"),
    "bandits": QT_TRANSLATE_NOOP("BoardView", "Ba"),
    "swamp": QT_TRANSLATE_NOOP("BoardView", "Sw"),
}
# Legends tokens: exploration tokens teal, fortresses stone, encounters red.
TOKEN_COLORS = {
    "magic_spring": "#3FA7A0",
    "cottage": "#3FA7A0",
    "hidden_treasure": "#3FA7A0",
    "spell_book": "#3FA7A0",
    "stable": "#3FA7A0",
    "fortress": "#8D8A86",
    "raging_dragon": "#B23A2E",
    "portal": "#7B4FB0",
    "bandits": "#B23A2E",
    "swamp": "#5B6B2E",
}
BACK = QColor("#3B4A5A")  # a face-down token's back (the mephitic swamp's tokens)


def face_down_text(token: str | None, peekers: list[str]) -> str:
    """A face-down token in words: what the viewer peeked at, or only that it is face down
    and who looked (public); `token` is given only to a viewer who peeked."""
    if token is not None:
        text = QCoreApplication.translate(
            "BoardView", "Face-down token: you peeked, it is {token} (only you see it)."
        ).format(token=token_name(token))
    else:
        text = QCoreApplication.translate("BoardView", "Face-down token.")
    if peekers:
        text += " " + QCoreApplication.translate("BoardView", "Peeked at by {names}.").format(
            names=", ".join(peekers)
        )
    return text


def goods_mark(good: str) -> str:
    """The letters on `good`'s tile, in the current language."""
    return QCoreApplication.translate("BoardView", GOODS_MARKS.get(good, good[:1].upper()))


def _wrappings(name: str) -> list[tuple[str, ...]]:
    """A name on one line, then on two lines split at each space, the most even first."""
    words = name.split(" ")
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return [(name,), *sorted(splits, key=lambda s: abs(len(s[0]) - len(s[1])))]


def _block(lines: tuple[str, ...], size: int, start: bool) -> list[QRectF]:
    """The boxes of a name's lines (and of the start word under them) around the origin."""
    gap, heights = size * 0.3, [kit.text_size(line, size)[1] for line in lines]
    if start:
        heights.append(kit.text_size(_start_word(), 12, True)[1])
    top, boxes = -(sum(heights) + gap * (len(heights) - 1)) / 2, []
    widths = [kit.text_size(line, size)[0] for line in lines]
    if start:
        widths.append(kit.text_size(_start_word(), 12, True)[0] + 18)  # the star before it
    for width, height in zip(widths, heights, strict=True):
        boxes.append(QRectF(-width / 2, top, width, height))
        top += height + gap
    return boxes


def _start_word() -> str:
    return QCoreApplication.translate("BoardView", "Start")


def _offsets() -> list[tuple[float, float]]:
    """Shifts of a name from its region's label point, the nearest first (wide, not tall)."""
    grid = [(dx, dy) for dx in range(-42, 43, 6) for dy in range(-24, 25, 6)]
    return sorted(grid, key=lambda d: (abs(d[0]) / 2 + abs(d[1]), d))


def _waves(width: float, height: float, land: QPainterPath) -> QPainterPath:
    """Little wave strokes on open water, on a jittered grid so they do not look ruled."""
    path = QPainterPath()
    for i in range(int(width // 70)):
        for j in range(int(height // 55)):
            x = 35 + i * 70 + (j * 37 % 29) - 14
            y = 28 + j * 55 + (i * 53 % 23) - 11
            if land.intersects(QRectF(x - 30, y - 22, 60, 44)):
                continue
            path.moveTo(x - 12, y)
            path.quadTo(x - 6, y - 5, x, y)
            path.quadTo(x + 6, y - 5, x + 12, y)
    return path


class MapArt:
    """The static map's painting, mixed into the board view (which owns the scenes)."""

    _board: QGraphicsScene  # painted as the view's cached background
    _regions: dict[str, dict[str, Any]]
    _lands: dict[str, QGraphicsPolygonItem]
    _outlines: dict[str, QPainterPath]
    _tints: dict[str, QPainterPath]
    _names: dict[str, list[QRectF]]

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Paint the static board (Qt caches the result until the zoom changes)."""
        painter.fillRect(rect, TABLE)  # the table the board lies on
        area = QRectF(rect)
        self._board.render(painter, area, area, Qt.AspectRatioMode.IgnoreAspectRatio)

    def _add_sea(self, width: float, height: float, land: QPainterPath) -> None:
        """Sea shading from light to deep, wave strokes, and a wooden edge around it all."""
        sea = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.7)
        sea.setColorAt(0.0, QColor(colors.SEA).lighter(112))
        sea.setColorAt(1.0, QColor(colors.SEA_DEEP))
        water = QPainterPath()
        water.addRect(QRectF(0, 0, width, height))
        self._board.addItem(kit.path_item(water, None, sea, Z_SEA))
        waves = kit.path_item(
            _waves(width, height, land), kit.pen(kit.alpha("#FFFFFF", 55), 1.6), None, Z_SEA
        )
        self._board.addItem(waves)
        edge = QPainterPath()
        edge.addRoundedRect(self._board.sceneRect(), 10, 10)
        wood = QLinearGradient(0, -FRAME, 0, height + FRAME)
        wood.setColorAt(0.0, QColor("#8A6440"))
        wood.setColorAt(1.0, QColor("#5E4027"))
        self._board.addItem(kit.path_item(edge.subtracted(water), None, wood, Z_SEA))
        self._board.addItem(kit.path_item(water, kit.pen("#D9B77A", 2), None, Z_SEA))

    def _add_region(self, rid: str, tone: QColor, area: str) -> None:
        """Painted land with soft sunlit shading; a live, invisible twin takes clicks and tips."""
        region = self._regions[rid]
        polygon = QPolygonF([QPointF(*p) for p in region["shape"]])
        box = polygon.boundingRect()
        light = QRadialGradient(QPointF(*region["label"]), max(box.width(), box.height()) * 0.75)
        light.setColorAt(0.0, tone.lighter(110))
        light.setColorAt(1.0, tone.darker(105))
        shape = QPainterPath()
        shape.addPolygon(polygon)
        shape.closeSubpath()
        self._board.addItem(
            kit.path_item(shape, kit.pen(kit.alpha(tone.darker(190), 170), 1.3), light, Z_LAND)
        )
        self._outlines[rid] = shape
        twin = QGraphicsPolygonItem(polygon)
        twin.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        twin.setPen(QPen(Qt.PenStyle.NoPen))  # else its shape, hence every hit test, has a stroke
        twin.setToolTip(f"<b>{region['name']}</b><br>{area}")
        twin.setZValue(Z_REGION)
        self.scene().addItem(twin)
        self._lands[rid] = twin

    def _add_coast(self, coast: QPainterPath) -> None:
        """Shallow water around a continent, and a strong ink line along its coast."""
        self._board.addItem(
            kit.path_item(coast, kit.pen(kit.alpha("#FFFFFF", 40), 18), None, Z_WAKE)
        )
        self._board.addItem(
            kit.path_item(coast, kit.pen(kit.alpha("#E8F4F8", 70), 8), None, Z_WAKE)
        )
        self._board.addItem(kit.path_item(coast, kit.pen(INK, 2.6), None, Z_COAST))

    def _add_route(self, points: list[list[float]]) -> None:
        """A sea route: a dark wake under a dashed white line, with a dot on each shore."""
        path = kit.outline(points, closed=False)
        self._board.addItem(
            kit.path_item(path, kit.pen(kit.alpha("#0B3556", 90), 7), None, Z_ROUTE)
        )
        dashes = kit.pen("#F4FBFF", 2.6, Qt.PenStyle.DashLine)
        self._board.addItem(kit.path_item(path, dashes, None, Z_ROUTE))
        ends = QPainterPath()
        for x, y in (points[0], points[-1]):
            ends.addEllipse(QPointF(x, y), 4, 4)
        self._board.addItem(kit.path_item(ends, kit.pen("#0B3556", 1.5), "#F4FBFF", Z_ROUTE))

    def _add_bridge(self, points: list[list[float]]) -> None:
        """A land bridge between two islands (Legends' Three Sisters): walked, not sailed."""
        path = kit.outline(points, closed=False)
        self._board.addItem(kit.path_item(path, kit.pen(INK, 9), None, Z_ROUTE))
        self._board.addItem(kit.path_item(path, kit.pen("#D8C39A", 6), None, Z_ROUTE))

    def _add_name(self, names: kit.Batch, rid: str, start: bool) -> None:
        """The region name on a parchment halo; the start region also gets a star and a word."""
        size, lines, boxes = self._name_place(rid, start)
        halo = QPainterPath()
        for line, box in zip(lines, boxes, strict=False):
            halo = halo.united(kit.halo_text(names, line, kit.font(size), box.center(), INK))
        if start:
            box = boxes[-1]
            word = kit.halo_text(
                names, _start_word(), kit.font(12, True), box.center() + QPointF(9, 0), PICKED
            )
            star = kit.star(QPointF(box.left() + 8, box.center().y()), 8)
            names.add(star, 1, GOLD, kit.pen(INK, 1.2))
            halo = halo.united(word).united(star)
        self._names[rid] = boxes
        # Highlight tints skip the name, so names stay crisp while living in the background.
        self._tints[rid] = self._outlines[rid].subtracted(halo)

    def _name_place(self, rid: str, start: bool) -> tuple[int, tuple[str, ...], list[QRectF]]:
        """Where a name goes: near the region's label point, inside the region, clear of the
        names placed before it; shifted first, then on two lines, then smaller (Legends'
        islands are small and their names long)."""
        region, land = self._regions[rid], self._outlines[rid]
        x, y = region["label"]
        placed = [box.adjusted(-3, -3, 3, 3) for boxes in self._names.values() for box in boxes]
        best: tuple[tuple[int, int], int, tuple[str, ...], list[QRectF]] | None = None
        for size in (14, 12, 11):
            for lines in _wrappings(region["name"]):
                block = _block(lines, size, start)
                for dx, dy in _offsets():
                    boxes = [box.translated(x + dx, y + dy) for box in block]
                    hits = sum(box.intersects(other) for box in boxes for other in placed)
                    outside = sum(
                        not land.contains(point) for box in boxes for point in kit.corners(box)
                    )
                    if best is None or (hits, outside) < best[0]:
                        best = ((hits, outside), size, lines, boxes)
                    if hits == outside == 0:
                        return size, lines, boxes
        assert best is not None
        return best[1], best[2], best[3]
