"""The Eight-Minute Empire map as a zoomable QGraphicsView: regions, sea routes, tokens.

The static board (sea, land, coasts, routes, names) lives in a scene of its own that is
painted as the view's cached background: software-rendering its gradients and wide strokes
costs tens of milliseconds, which a game action must not pay again. The live scene holds
only invisible region items (clicks, tooltips), the highlights and the tokens, and tokens
are batched into one path item per colour, so `show_pieces` makes a dozen items, not hundreds.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QRadialGradient,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from client.gui import palette

Z_SEA, Z_WAKE, Z_LAND, Z_COAST, Z_ROUTE, Z_LABEL = range(6)  # the background scene
Z_REGION, Z_LIGHT, Z_TOKEN = range(3)  # the live scene
TOKEN = 26.0  # army token size in scene units (the maps are 1200 x 800)
MAX_ZOOM = 4.0  # times the fitted scale
FRAME = 14.0  # the wooden board edge around the map
INK, PARCHMENT, TABLE = QColor("#3B2E22"), QColor("#FBF3DE"), QColor("#2F2721")
GOLD, PICKED = QColor("#FFC83D"), QColor("#C0392B")
SHADOW, TOKEN_PEN, MARK_PEN = QColor(0, 0, 0, 80), QPen(INK, 1.6), QPen(INK, 0.8)
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
}


def goods_mark(good: str) -> str:
    """The letters on `good`'s tile, in the current language."""
    return QCoreApplication.translate("BoardView", GOODS_MARKS.get(good, good[:1].upper()))


def _font(size: int, bold: bool = False, serif: bool = True) -> QFont:
    font = QFont()
    serifs = ["Palatino Linotype", "Book Antiqua", "Georgia", "DejaVu Serif"]
    font.setFamilies(serifs if serif else ["Segoe UI", "Helvetica Neue", "DejaVu Sans"])
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setPixelSize(size)
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.DemiBold)
    return font


def _pen(color: QColor | str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    return QPen(QColor(color), width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def _alpha(color: QColor | str, alpha: int) -> QColor:
    c = QColor(color)
    c.setAlpha(alpha)
    return c


def _item(path: QPainterPath, pen: QPen | None, brush: Any, z: float = 0) -> QGraphicsPathItem:
    """A path item; `brush` is anything QBrush accepts, or None for no fill."""
    item = QGraphicsPathItem(path)
    item.setPen(pen if pen is not None else QPen(Qt.PenStyle.NoPen))
    item.setBrush(QBrush(brush) if brush is not None else QBrush(Qt.BrushStyle.NoBrush))
    item.setZValue(z)
    return item


def _outline(points: Iterable[Iterable[float]], closed: bool = True) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(*p) for p in points]))
    if closed:
        path.closeSubpath()
    return path


def _star(center: QPointF, r: float) -> QPainterPath:
    angles = (-math.pi / 2 + k * math.pi / 5 for k in range(10))
    radii = (r if k % 2 == 0 else r * 0.45 for k in range(10))
    return _outline(
        (center.x() + d * math.cos(a), center.y() + d * math.sin(a))
        for a, d in zip(angles, radii, strict=True)
    )


def _tower(size: float) -> QPainterPath:
    """A crenellated tower with a door, centred on the origin: the city silhouette."""
    w, h = size * 0.8, size
    x0, y0, notch = -w / 2, -h / 2, w / 5
    points = [(x0, y0 + h)]
    for k in range(5):  # merlons up on even steps, embrasures down on odd ones
        top = y0 if k % 2 == 0 else y0 + notch
        points += [(x0 + k * notch, top), (x0 + (k + 1) * notch, top)]
    points.append((x0 + w, y0 + h))
    door = QPainterPath()
    door.addRoundedRect(QRectF(-w * 0.15, y0 + h * 0.68, w * 0.3, h * 0.32), 3, 3)
    return _outline(points).subtracted(door)


@cache
def _shape(shape: str, size: float) -> QPainterPath:
    """A token outline centred on the origin; cached, as every action draws the same few."""
    return _tower(size) if shape == "tower" else palette.shape_path(shape, QPointF(0, 0), size)


@cache
def _glyph(text: str, size: int) -> QPainterPath:
    """A number or letter as a path centred on the origin; cached like the shapes."""
    path = QPainterPath()
    path.addText(0, 0, _font(size, bold=True, serif=False), text)
    return path.translated(-path.boundingRect().center())


def _halo_text(
    names: _Batch, text: str, font: QFont, center: QPointF, color: QColor
) -> QPainterPath:
    """Text on its own outline stroked in parchment, so it reads on any land; returns the halo."""
    path = QPainterPath()
    path.addText(0, 0, font, text)
    path.translate(center - path.boundingRect().center())
    halo = QPainterPathStroker(_pen(INK, 4.5)).createStroke(path).united(path)
    names.add(halo, 0, _alpha(PARCHMENT, 225), None)
    names.add(path, 1, color, None)
    return halo


@cache
def _text_size(text: str, size: int, bold: bool = False) -> tuple[float, float]:
    """The width and height of `text`'s ink in the map's serif at `size` pixels."""
    path = QPainterPath()
    path.addText(0, 0, _font(size, bold), text)
    box = path.boundingRect()
    return box.width(), box.height()


def _wrappings(name: str) -> list[tuple[str, ...]]:
    """A name on one line, then on two lines split at each space, the most even first."""
    words = name.split(" ")
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return [(name,), *sorted(splits, key=lambda s: abs(len(s[0]) - len(s[1])))]


def _block(lines: tuple[str, ...], size: int, start: bool) -> list[QRectF]:
    """The boxes of a name's lines (and of the start word under them) around the origin."""
    gap, heights = size * 0.3, [_text_size(line, size)[1] for line in lines]
    if start:
        heights.append(_text_size(_start_word(), 12, True)[1])
    top, boxes = -(sum(heights) + gap * (len(heights) - 1)) / 2, []
    widths = [_text_size(line, size)[0] for line in lines]
    if start:
        widths.append(_text_size(_start_word(), 12, True)[0] + 18)  # the star before it
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


class BoardView(QGraphicsView):
    """The map: click a region or an army, wheel to zoom, drag to pan."""

    regionClicked = Signal(str)
    armyClicked = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self._board = QGraphicsScene(self)  # painted as the cached background
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self._regions: dict[str, dict[str, Any]] = {}
        self._lands: dict[str, QGraphicsPolygonItem] = {}  # invisible: clicks and tooltips
        self._outlines: dict[str, QPainterPath] = {}
        self._tints: dict[str, QPainterPath] = {}  # land less its name, for highlight tints
        self._names: dict[str, list[QRectF]] = {}  # the boxes of each name's lines (scene)
        self._tokens: QGraphicsItem | None = None
        # What is on show, in scene coordinates: army bodies with counts, city and tile boxes.
        self._armies: dict[tuple[str, Any], tuple[QPainterPath, int]] = {}
        self._cities: dict[tuple[str, Any], QRectF] = {}
        self._tiles: dict[str, QRectF] = {}
        self._lights: QGraphicsItem | None = None
        self._targets: set[str] = set()
        self._selected: str | None = None
        self._layouts: dict[tuple[str, int, int], list[QPointF]] = {}
        self._fit_scale, self._fitted = 1.0, True
        self._press: QPoint | None = None
        self._dragging = False

    # -- the static board -------------------------------------------------------------

    def set_board(self, board: dict[str, Any]) -> None:
        """Build the scene for one map (sea, land, coasts, routes, names); once per game."""
        self.scene().clear()
        self._board.clear()
        self._tokens, self._lights, self._lands, self._layouts = None, None, {}, {}
        self._outlines, self._tints, self._names = {}, {}, {}
        self._regions = dict(board["regions"])
        width, height = float(board["width"]), float(board["height"])
        rect = QRectF(-FRAME, -FRAME, width + 2 * FRAME, height + 2 * FRAME)
        self.scene().setSceneRect(rect)
        self._board.setSceneRect(rect)
        areas = sorted(board["areas"])
        coasts: dict[str, QPainterPath] = {}
        for rid, region in self._regions.items():
            tone = QColor(palette.AREA_TONES[areas.index(region["area"]) % len(palette.AREA_TONES)])
            self._add_region(rid, tone, board["areas"][region["area"]]["name"])
            coast = coasts.get(region["area"], QPainterPath())
            coasts[region["area"]] = coast.united(_outline(region["shape"]))
        land = QPainterPath()
        for coast in coasts.values():
            self._add_coast(coast)
            land = land.united(coast)
        self._add_sea(width, height, land)
        for points in board.get("sea_paths", {}).values():
            self._add_route(points)
        for points in board.get("bridge_paths", {}).values():
            self._add_bridge(points)
        names = _Batch()
        for rid in sorted(self._regions):  # a fixed order: the same places every time
            self._add_name(names, rid, start=rid == board.get("start"))
        self._board.addItem(names.item(Z_LABEL))
        self.resetCachedContent()
        self.show_pieces({}, {})
        self.set_highlights(())
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Paint the static board (Qt caches the result until the zoom changes)."""
        painter.fillRect(rect, TABLE)  # the table the board lies on
        area = QRectF(rect)
        self._board.render(painter, area, area, Qt.AspectRatioMode.IgnoreAspectRatio)

    def _add_sea(self, width: float, height: float, land: QPainterPath) -> None:
        """Sea shading from light to deep, wave strokes, and a wooden edge around it all."""
        sea = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.7)
        sea.setColorAt(0.0, QColor(palette.SEA).lighter(112))
        sea.setColorAt(1.0, QColor(palette.SEA_DEEP))
        water = QPainterPath()
        water.addRect(QRectF(0, 0, width, height))
        self._board.addItem(_item(water, None, sea, Z_SEA))
        waves = _item(_waves(width, height, land), _pen(_alpha("#FFFFFF", 55), 1.6), None, Z_SEA)
        self._board.addItem(waves)
        edge = QPainterPath()
        edge.addRoundedRect(self._board.sceneRect(), 10, 10)
        wood = QLinearGradient(0, -FRAME, 0, height + FRAME)
        wood.setColorAt(0.0, QColor("#8A6440"))
        wood.setColorAt(1.0, QColor("#5E4027"))
        self._board.addItem(_item(edge.subtracted(water), None, wood, Z_SEA))
        self._board.addItem(_item(water, _pen("#D9B77A", 2), None, Z_SEA))

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
        self._board.addItem(_item(shape, _pen(_alpha(tone.darker(190), 170), 1.3), light, Z_LAND))
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
        self._board.addItem(_item(coast, _pen(_alpha("#FFFFFF", 40), 18), None, Z_WAKE))
        self._board.addItem(_item(coast, _pen(_alpha("#E8F4F8", 70), 8), None, Z_WAKE))
        self._board.addItem(_item(coast, _pen(INK, 2.6), None, Z_COAST))

    def _add_route(self, points: list[list[float]]) -> None:
        """A sea route: a dark wake under a dashed white line, with a dot on each shore."""
        path = _outline(points, closed=False)
        self._board.addItem(_item(path, _pen(_alpha("#0B3556", 90), 7), None, Z_ROUTE))
        dashes = _pen("#F4FBFF", 2.6, Qt.PenStyle.DashLine)
        self._board.addItem(_item(path, dashes, None, Z_ROUTE))
        ends = QPainterPath()
        for x, y in (points[0], points[-1]):
            ends.addEllipse(QPointF(x, y), 4, 4)
        self._board.addItem(_item(ends, _pen("#0B3556", 1.5), "#F4FBFF", Z_ROUTE))

    def _add_bridge(self, points: list[list[float]]) -> None:
        """A land bridge between two islands (Legends' Three Sisters): walked, not sailed."""
        path = _outline(points, closed=False)
        self._board.addItem(_item(path, _pen(INK, 9), None, Z_ROUTE))
        self._board.addItem(_item(path, _pen("#D8C39A", 6), None, Z_ROUTE))

    def _add_name(self, names: _Batch, rid: str, start: bool) -> None:
        """The region name on a parchment halo; the start region also gets a star and a word."""
        size, lines, boxes = self._name_place(rid, start)
        halo = QPainterPath()
        for line, box in zip(lines, boxes, strict=False):
            halo = halo.united(_halo_text(names, line, _font(size), box.center(), INK))
        if start:
            box = boxes[-1]
            word = _halo_text(
                names, _start_word(), _font(12, True), box.center() + QPointF(9, 0), PICKED
            )
            star = _star(QPointF(box.left() + 8, box.center().y()), 8)
            names.add(star, 1, GOLD, _pen(INK, 1.2))
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
                        not land.contains(point) for box in boxes for point in _corners(box)
                    )
                    if best is None or (hits, outside) < best[0]:
                        best = ((hits, outside), size, lines, boxes)
                    if hits == outside == 0:
                        return size, lines, boxes
        assert best is not None
        return best[1], best[2], best[3]

    def label_rects(self) -> dict[str, list[QRectF]]:
        """The boxes of every region's name (a line each, the start word too), scene units."""
        return {rid: list(boxes) for rid, boxes in self._names.items()}

    def piece_rects(self) -> list[tuple[str, QRectF]]:
        """The boxes of the army, city and token stacks on show, scene units."""
        pieces = [(f"army {key}", body.boundingRect()) for key, (body, _) in self._armies.items()]
        pieces += [(f"city {key}", box) for key, box in self._cities.items()]
        return pieces + [(f"token in {rid}", box) for rid, box in self._tiles.items()]

    # -- pieces and highlights ----------------------------------------------------------

    def show_pieces(
        self,
        armies: dict[str, dict[Any, int]],
        cities: dict[str, dict[Any, int]],
        tiles: dict[str, str] | None = None,
    ) -> None:
        """Replace every army, city and goods-tile token; the board itself stays."""
        batch = _Batch()
        self._armies, self._cities, self._tiles = {}, {}, {}
        for rid in self._regions:
            name = _united(self._names[rid])
            x = name.center().x()
            troops = sorted(((o, n) for o, n in armies.get(rid, {}).items() if n > 0), key=_seat)
            rows = self._place(rid, len(troops), x, name.bottom() + TOKEN / 2 + 5, 1)
            for (owner, count), at in zip(troops, rows, strict=True):
                self._armies[(rid, owner)] = (self._army(batch, owner, count, at), count)
            towns = sorted(((o, n) for o, n in cities.get(rid, {}).items() if n > 0), key=_seat)
            good = (tiles or {}).get(rid)
            rows = self._place(
                rid, len(towns) + (good is not None), x, name.top() - TOKEN / 2 - 5, -1
            )
            for (owner, count), at in zip(towns, rows, strict=False):
                self._cities[(rid, owner)] = self._city(batch, owner, count, at)
            if good is not None:
                self._tiles[rid] = self._tile(batch, good, rows[-1])
        if self._tokens is not None:
            self.scene().removeItem(self._tokens)  # its children, every token layer, go with it
        self._tokens = batch.item(Z_TOKEN)
        self.scene().addItem(self._tokens)

    def _place(self, rid: str, count: int, x: float, y: float, direction: int) -> list[QPointF]:
        """Token centres near the name that keep off every name and on the region's land."""
        key = (rid, count, direction)
        if key in self._layouts:
            return self._layouts[key]
        land, half = self._outlines[rid], TOKEN / 2 - 2
        names = [box for boxes in self._names.values() for box in boxes]
        best: tuple[tuple[int, int], list[QPointF]] = ((count + 1, count + 1), [])
        # Rows of three under the name, unless wider or narrower rows, a shift sideways or
        # away from the name keep the tokens off the names and inside the coast and borders.
        for dy in (0, 8, 16, 24, 32):
            for per_row in (3, 4, 2, 5):
                for dx in (0, -15, 15, -30, 30, -45, 45):
                    points = _grid(count, x + dx, y + direction * dy, direction, per_row)
                    boxes = [QRectF(p.x() - half, p.y() - half, 2 * half, 2 * half) for p in points]
                    covers = sum(
                        box.adjusted(-3, -3, 3, 3).intersects(name)
                        for box in boxes
                        for name in names
                    )
                    spill = sum(not land.contains(box) for box in boxes)
                    if (covers, spill) < best[0]:
                        best = ((covers, spill), points)
                    if best[0] == (0, 0):
                        self._layouts[key] = points
                        return points
        self._layouts[key] = best[1]
        return best[1]

    def _army(self, batch: _Batch, owner: Any, count: int, at: QPointF) -> QPainterPath:
        """One army token: the owner's shape and colour with the count inside."""
        color, shape = palette.owner_color(owner), palette.owner_shape(owner)
        body = batch.token(_shape(shape, TOKEN).translated(at), color)
        dy = TOKEN * 0.12 if shape == "triangle" else 0  # a triangle has its room low down
        size = 15 if count < 10 else 12  # two digits must still fit inside a triangle
        count_at = _glyph(str(count), size).translated(at.x(), at.y() + dy)
        batch.add(count_at, 2, palette.text_on(color), None)
        return body

    def _city(self, batch: _Batch, owner: Any, count: int, at: QPointF) -> QRectF:
        """A tower in the owner's colour carrying the owner's shape; a badge counts cities."""
        color = palette.owner_color(owner)
        body = batch.token(_shape("tower", TOKEN * 1.05).translated(at), color)
        mark = _shape(palette.owner_shape(owner), 9).translated(at.x(), at.y() - 1.3)
        batch.add(mark, 2, palette.text_on(color), MARK_PEN)
        if count > 1:  # one tower with a numbered badge stands for several cities
            badge = at + QPointF(TOKEN * 0.45, -TOKEN * 0.45)
            disc = QPainterPath()
            disc.addEllipse(badge, 7.5, 7.5)
            batch.add(disc, 2, PARCHMENT, _pen(INK, 1.2))
            batch.add(_glyph(str(count), 11).translated(badge), 3, INK, None)
        return body.boundingRect()

    def _tile(self, batch: _Batch, good: str, at: QPointF) -> QRectF:
        """A goods tile (or a Legends token): a rounded square in its colour with its mark."""
        color = QColor(palette.GOODS_COLORS.get(good) or TOKEN_COLORS.get(good, "#BBBBBB"))
        square = QPainterPath()
        square.addRoundedRect(QRectF(at.x() - 10, at.y() - 10, 20, 20), 4, 4)
        batch.token(square, color)
        mark = goods_mark(good)
        glyph = _glyph(mark, 13 if len(mark) == 1 else 10)
        batch.add(glyph.translated(at), 2, palette.text_on(color), None)
        return square.boundingRect()

    def set_highlights(self, regions: Iterable[str], selected: str | None = None) -> None:
        """Outline legal targets in gold and `selected` in red; the other land dims a little."""
        self._targets = {r for r in regions if r in self._lands}
        self._selected = selected if selected in self._lands else None
        marked = self._targets | ({self._selected} if self._selected else set())
        batch = _Batch()
        for rid in self._lands:
            path, tint = self._outlines[rid], self._tints[rid]
            if rid == self._selected:
                batch.add(tint, 0, QColor(255, 255, 255, 70), None)
                batch.light(path, PICKED, QColor("#FFFFFF"), 3.6)
            elif rid in marked:
                batch.add(tint, 0, QColor(255, 214, 90, 80), None)
                batch.light(path, GOLD, QColor("#FFF6D0"), 3.2)
            elif marked:  # dimming the rest lets the few targets stand out
                batch.add(tint, 0, DIM, None)
        if self._lights is not None:
            self.scene().removeItem(self._lights)
        self._lights = batch.item(Z_LIGHT)
        self.scene().addItem(self._lights)

    def highlighted(self) -> set[str]:
        """The regions highlighted as legal targets."""
        return set(self._targets)

    def selected_region(self) -> str | None:
        """The region highlighted as selected, if any."""
        return self._selected

    # -- points for tests and other widgets ----------------------------------------------

    def region_point(self, region_id: str) -> QPoint:
        """A viewport point inside the region, on its name and off every token."""
        boxes = self._names.get(region_id)
        if boxes and self._outlines[region_id].contains(boxes[0].center()):
            return self.mapFromScene(boxes[0].center())
        return self.mapFromScene(QPointF(*self._regions[region_id]["label"]))

    def army_point(self, region_id: str, owner: Any) -> QPoint | None:
        """The viewport point at the centre of one army token, or None if there is none."""
        army = self._armies.get((region_id, owner))
        return None if army is None else self.mapFromScene(army[0].boundingRect().center())

    def city_point(self, region_id: str, owner: Any) -> QPoint | None:
        """The viewport point at the centre of one city token, or None if there is none."""
        box = self._cities.get((region_id, owner))
        return None if box is None else self.mapFromScene(box.center())

    def army_tokens(self) -> dict[tuple[str, Any], int]:
        """The army tokens on show: (region, owner) -> the count written on the token."""
        return {key: count for key, (_, count) in self._armies.items()}

    # -- zoom, pan and clicks -------------------------------------------------------------

    @Slot()
    def fit(self) -> None:
        """Show the whole board, and keep it fitted as the widget resizes."""
        self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_scale, self._fitted = self.transform().m11(), True

    @Slot()
    def zoom_in(self) -> None:
        """Zoom in one step around the centre of the view."""
        self._zoom(1.25, self.viewport().rect().center())

    @Slot()
    def zoom_out(self) -> None:
        """Zoom out one step around the centre of the view."""
        self._zoom(1 / 1.25, self.viewport().rect().center())

    def _zoom(self, factor: float, anchor: QPoint) -> None:
        """Scale by `factor` within fit..MAX_ZOOM, keeping the scene point at `anchor` still."""
        now = self.transform().m11()
        goal = min(max(now * factor, self._fit_scale), self._fit_scale * MAX_ZOOM)
        if goal <= self._fit_scale * 1.001:
            self.fit()
            return
        fixed = self.mapToScene(anchor)
        self.scale(goal / now, goal / now)
        self._fitted = False
        self._scroll_by(self.mapFromScene(fixed) - anchor)

    def _scroll_by(self, delta: QPoint) -> None:
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + delta.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + delta.y())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Refit on resize until the user zooms."""
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Zoom around the cursor."""
        if steps := event.angleDelta().y() / 120:
            self._zoom(1.15**steps, event.position().toPoint())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Remember where a left press began: it may become a click or a drag."""
        if event.button() == Qt.MouseButton.LeftButton:
            self._press, self._dragging = event.position().toPoint(), False
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Pan once the pointer has moved past the drag distance."""
        if self._press is None:
            super().mouseMoveEvent(event)  # hovering, which tooltips need
            return
        at = event.position().toPoint()
        if not self._dragging:
            if (at - self._press).manhattanLength() < QApplication.startDragDistance():
                return  # a hand's tremble is still a click
            self._dragging = True
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        self._scroll_by(self._press - at)  # no scroll range while fitted: nothing moves
        self._press = at

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A release that ends no drag is a click."""
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return
        clicked = not self._dragging
        self._press, self._dragging = None, False
        self.viewport().unsetCursor()
        if clicked:
            self._click(self.mapToScene(event.position().toPoint()))

    def _click(self, at: QPointF) -> None:
        """Emit armyClicked for an army token at `at`, else regionClicked for its region."""
        for (rid, owner), (body, _) in self._armies.items():  # armies lie on top of the land
            if body.contains(at):
                self.armyClicked.emit(rid, owner)
                return
        boxes = [(box, rid) for (rid, _), box in self._cities.items()]
        for box, rid in boxes + [(box, rid) for rid, box in self._tiles.items()]:
            if box.contains(at):
                self.regionClicked.emit(rid)
                return
        for rid, land in self._lands.items():
            if land.contains(at):
                self.regionClicked.emit(rid)
                return


class _Batch:
    """Paths gathered by colour and pen, so many tokens or outlines become a few items."""

    def __init__(self) -> None:
        self.layers: dict[tuple[Any, ...], tuple[QPainterPath, QColor | None, QPen | None]] = {}

    def add(self, path: QPainterPath, z: float, brush: QColor | None, pen: QPen | None) -> None:
        """Add `path` to the layer drawn at `z` with this brush and pen."""
        key = (z, brush and brush.rgba(), pen and (pen.color().rgba(), pen.widthF()))
        if key not in self.layers:
            self.layers[key] = (QPainterPath(), brush, pen)
        self.layers[key][0].addPath(path)

    def token(self, path: QPainterPath, color: QColor) -> QPainterPath:
        """A token body over its soft shadow; returns the body path."""
        self.add(path.translated(1.5, 2.5), 0, SHADOW, None)
        self.add(path, 1, color, TOKEN_PEN)
        return path

    def light(self, path: QPainterPath, glow: QColor, line: QColor, w: float) -> None:
        """A wide soft glow under a strong line under a thin bright one, along a border."""
        self.add(path, 1, None, _pen(_alpha(glow, 110), w * 3.2))
        self.add(path, 2, None, _pen(glow, w * 1.6))
        self.add(path, 3, None, _pen(line, w * 0.5))

    def item(self, z: float) -> QGraphicsItem:
        """One parent item holding a path item per layer."""
        parent = _item(QPainterPath(), None, None, z)
        parent.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        for (layer, *_), (path, brush, pen) in self.layers.items():
            _item(path, pen, brush, layer).setParentItem(parent)
        return parent


def _corners(box: QRectF) -> list[QPointF]:
    """The corners and the middles of the long sides of a name's box."""
    middle = box.center().x()
    return [
        box.topLeft(),
        box.topRight(),
        box.bottomLeft(),
        box.bottomRight(),
        QPointF(middle, box.top()),
        QPointF(middle, box.bottom()),
    ]


def _united(boxes: list[QRectF]) -> QRectF:
    out = QRectF(boxes[0])
    for box in boxes[1:]:
        out = out.united(box)
    return out


def _seat(entry: tuple[Any, int]) -> tuple[int, int]:
    """Seats in order, the neutral armies last."""
    return (0, entry[0]) if isinstance(entry[0], int) else (1, 0)


def _grid(count: int, x: float, y: float, direction: int, per_row: int) -> list[QPointF]:
    """Token centres in rows of `per_row` centred on x, stacking away from the name."""
    step, points = TOKEN + 4, []
    for k in range(count):
        row, col = divmod(k, per_row)
        in_row = min(per_row, count - row * per_row)
        points.append(QPointF(x + (col - (in_row - 1) / 2) * step, y + direction * row * step))
    return points
