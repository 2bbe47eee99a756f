"""The Eight-Minute Empire map as a zoomable QGraphicsView: regions, sea routes, tokens.

The static board (sea, land, coasts, names, routes) is built once by `set_board`; a game
action only swaps the token items under one parent (`show_pieces`) and the highlight
overlays (`set_highlights`), so redrawing after an action stays far below one frame.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QPoint,
    QPointF,
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
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from client.gui import palette

Z_SEA, Z_WAKE, Z_LAND, Z_COAST, Z_ROUTE, Z_LIGHT, Z_LABEL, Z_TOKEN = range(8)
TOKEN = 26.0  # army token size in scene units (the maps are 1200 x 800)
MAX_ZOOM = 4.0  # times the fitted scale
FRAME = 14.0  # the wooden board edge around the map
INK, PARCHMENT = QColor("#3B2E22"), QColor("#FBF3DE")
GOLD, PICKED = QColor("#FFC83D"), QColor("#C0392B")
STATIC = QGraphicsItem.CacheMode.DeviceCoordinateCache  # the board never changes in a game

GOODS_NAMES = {
    "crystal": QT_TRANSLATE_NOOP("BoardView", "Crystal"),
    "food": QT_TRANSLATE_NOOP("BoardView", "Food"),
    "wood": QT_TRANSLATE_NOOP("BoardView", "Wood"),
    "iron": QT_TRANSLATE_NOOP("BoardView", "Iron"),
    "tools": QT_TRANSLATE_NOOP("BoardView", "Tools"),
    "wild": QT_TRANSLATE_NOOP("BoardView", "Wild"),
}


def tr(text: str) -> str:
    """Translate board text in the "BoardView" context."""
    return QCoreApplication.translate("BoardView", text)


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


def _mix(a: QColor, b: QColor | str, t: float) -> QColor:
    b = QColor(b)
    mixed = (x * (1 - t) + y * t for x, y in zip(a.getRgbF()[:3], b.getRgbF()[:3], strict=True))
    return QColor.fromRgbF(*mixed)


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
        # Tokens come and go after every action; a BSP index would be rebuilt each time.
        self.scene().setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setBackgroundBrush(QColor("#2F2721"))  # the table the board lies on
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self._regions: dict[str, dict[str, Any]] = {}
        self._lands: dict[str, QGraphicsPolygonItem] = {}
        self._brushes: dict[str, tuple[QBrush, QBrush, QBrush]] = {}  # plain, lit, dimmed
        self._names: list[tuple[QGraphicsItem, str]] = []
        self._below_name: dict[str, float] = {}  # where army rows start under a name
        self._tokens: QGraphicsPathItem | None = None
        self._armies: dict[tuple[str, Any], QGraphicsItem] = {}
        self._others: list[tuple[QGraphicsItem, str]] = []  # cities and tiles
        self._lights: list[QGraphicsItem] = []
        self._targets: set[str] = set()
        self._selected: str | None = None
        self._fit_scale = 1.0
        self._fitted = True
        self._press: QPoint | None = None
        self._dragging = False
        self._count_font = _font(15, bold=True, serif=False)

    # -- the static board -------------------------------------------------------------

    def set_board(self, board: dict[str, Any]) -> None:
        """Build the scene for one map (sea, land, coasts, routes, names); once per game."""
        self.scene().clear()
        self._tokens, self._armies, self._others, self._lights, self._names = None, {}, [], [], []
        self._regions = dict(board["regions"])
        width, height = float(board["width"]), float(board["height"])
        self.scene().setSceneRect(QRectF(-FRAME, -FRAME, width + 2 * FRAME, height + 2 * FRAME))
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
        for key, points in board.get("sea_paths", {}).items():
            self._add_route(key, points)
        for rid in self._regions:
            self._add_name(rid, start=rid == board.get("start"))
        self.show_pieces({}, {})
        self.set_highlights(())
        self.fit()

    def _static(self, item: QGraphicsItem) -> QGraphicsItem:
        item.setCacheMode(STATIC)
        self.scene().addItem(item)
        return item

    def _add_sea(self, width: float, height: float, land: QPainterPath) -> None:
        """Sea shading from light to deep, wave strokes, and a wooden edge around it all."""
        sea = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.7)
        sea.setColorAt(0.0, QColor(palette.SEA).lighter(112))
        sea.setColorAt(1.0, QColor(palette.SEA_DEEP))
        water = QPainterPath()
        water.addRect(QRectF(0, 0, width, height))
        self._static(_item(water, None, sea, Z_SEA))
        self._static(
            _item(_waves(width, height, land), _pen(_alpha("#FFFFFF", 55), 1.6), None, Z_SEA)
        )
        edge = QPainterPath()
        edge.addRoundedRect(self.scene().sceneRect(), 10, 10)
        wood = QLinearGradient(0, -FRAME, 0, height + FRAME)
        wood.setColorAt(0.0, QColor("#8A6440"))
        wood.setColorAt(1.0, QColor("#5E4027"))
        self._static(_item(edge.subtracted(water), None, wood, Z_SEA))
        self._static(_item(water, _pen("#D9B77A", 2), None, Z_SEA))

    def _add_region(self, rid: str, tone: QColor, area: str) -> None:
        """One land polygon with soft sunlit shading, a thin border and a tooltip."""
        region = self._regions[rid]
        polygon = QPolygonF([QPointF(*p) for p in region["shape"]])
        box = polygon.boundingRect()

        def shaded(base: QColor) -> QBrush:
            light = QRadialGradient(
                QPointF(*region["label"]), max(box.width(), box.height()) * 0.75
            )
            light.setColorAt(0.0, base.lighter(110))
            light.setColorAt(1.0, base.darker(105))
            return QBrush(light)

        lit, dim = _mix(tone, "#FFE9A0", 0.45), _mix(tone, "#8C867A", 0.3)
        self._brushes[rid] = (shaded(tone), shaded(lit), shaded(dim))
        item = QGraphicsPolygonItem(polygon)
        item.setPen(_pen(_alpha(tone.darker(190), 170), 1.3))
        item.setBrush(self._brushes[rid][0])
        item.setZValue(Z_LAND)
        item.setToolTip(f"<b>{region['name']}</b><br>{area}")
        self._lands[rid] = item
        self._static(item)

    def _add_coast(self, coast: QPainterPath) -> None:
        """Shallow water around a continent, and a strong ink line along its coast."""
        self._static(_item(coast, _pen(_alpha("#FFFFFF", 40), 18), None, Z_WAKE))
        self._static(_item(coast, _pen(_alpha("#E8F4F8", 70), 8), None, Z_WAKE))
        self._static(_item(coast, _pen(INK, 2.6), None, Z_COAST))

    def _add_route(self, key: str, points: list[list[float]]) -> None:
        """A sea route: a dark wake under a dashed white line, with a dot on each shore."""
        path = _outline(points, closed=False)
        self._static(_item(path, _pen(_alpha("#0B3556", 90), 7), None, Z_ROUTE))
        self._static(_item(path, _pen("#F4FBFF", 2.6, Qt.PenStyle.DashLine), None, Z_ROUTE))
        ends = QPainterPath()
        for x, y in (points[0], points[-1]):
            ends.addEllipse(QPointF(x, y), 4, 4)
        item = self._static(_item(ends, _pen("#0B3556", 1.5), "#F4FBFF", Z_ROUTE))
        item.setToolTip(" ↔ ".join(self._regions[r]["name"] for r in key.split("|")))

    def _add_name(self, rid: str, start: bool) -> None:
        """The region name on a parchment halo; the start region also gets a star and a word."""
        region = self._regions[rid]
        center = QPointF(*region["label"])
        items = [self._halo_text(region["name"], _font(14), center, INK)]
        self._below_name[rid] = center.y() + 9
        if start:
            word = self._halo_text(
                tr("Start"), _font(12, bold=True), center + QPointF(8, 17), PICKED
            )
            star_at = center + QPointF(-word.boundingRect().width() / 2 - 2, 17)
            items += [word, _item(_star(star_at, 8), _pen(INK, 1.2), GOLD, Z_LABEL)]
            self._below_name[rid] += 18
        for item in items:
            self._names.append((item, rid))
            self._static(item)

    def _halo_text(self, text: str, font: QFont, center: QPointF, color: QColor) -> QGraphicsItem:
        """Text on its own outline stroked in parchment, so it reads on any land tone."""
        path = QPainterPath()
        path.addText(0, 0, font, text)
        path.translate(center - path.boundingRect().center())
        halo = QPainterPathStroker(_pen(INK, 4.5)).createStroke(path).united(path)
        item = _item(halo, None, _alpha(PARCHMENT, 225), Z_LABEL)
        _item(path, None, color).setParentItem(item)
        return item

    # -- pieces and highlights ----------------------------------------------------------

    def show_pieces(
        self,
        armies: dict[str, dict[Any, int]],
        cities: dict[str, dict[Any, int]],
        tiles: dict[str, str] | None = None,
    ) -> None:
        """Replace every army, city and goods-tile token; the board itself stays."""
        if self._tokens is not None:
            self.scene().removeItem(self._tokens)  # its children, every token, go with it
        self._tokens = _item(QPainterPath(), None, None, Z_TOKEN)
        self._tokens.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.scene().addItem(self._tokens)
        self._armies, self._others = {}, []
        for rid, region in self._regions.items():
            x, y = region["label"]
            troops = sorted(((o, n) for o, n in armies.get(rid, {}).items() if n > 0), key=_seat)
            rows = _grid(len(troops), x, self._below_name[rid] + TOKEN / 2 + 4, 1)
            for (owner, count), at in zip(troops, rows, strict=True):
                self._armies[(rid, owner)] = self._army(rid, owner, count, at)
            towns = sorted(((o, n) for o, n in cities.get(rid, {}).items() if n > 0), key=_seat)
            good = (tiles or {}).get(rid)
            rows = _grid(len(towns) + (good is not None), x, y - 9 - TOKEN / 2 - 6, -1)
            for (owner, count), at in zip(towns, rows, strict=False):
                self._city(rid, owner, count, at)
            if good is not None:
                self._tile(rid, good, rows[-1])

    def _token(self, path: QPainterPath, color: QColor, at: QPointF) -> QGraphicsPathItem:
        """A filled, ink-outlined token with a soft drop shadow, under the tokens parent."""
        item = _item(path, _pen(INK, 1.6), color)
        item.setPos(at)
        shadow = _item(path.translated(1.5, 2.5), None, _alpha("#000000", 80))
        shadow.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        shadow.setParentItem(item)
        item.setParentItem(self._tokens)
        return item

    def _label(self, text: str, font: QFont, color: QColor, parent: QGraphicsItem, dy: float = 0):
        """A number or a glyph centred on a token."""
        label = QGraphicsSimpleTextItem(text, parent)
        label.setFont(font)
        label.setBrush(color)
        box = label.boundingRect()
        label.setPos(-box.width() / 2, -box.height() / 2 + dy)

    def _army(self, rid: str, owner: Any, count: int, at: QPointF) -> QGraphicsItem:
        color, shape = palette.owner_color(owner), palette.owner_shape(owner)
        item = self._token(palette.shape_path(shape, QPointF(0, 0), TOKEN), color, at)
        dy = TOKEN * 0.12 if shape == "triangle" else 0  # a triangle's room is low down
        self._label(str(count), self._count_font, palette.text_on(color), item, dy)
        return item

    def _city(self, rid: str, owner: Any, count: int, at: QPointF) -> None:
        color = palette.owner_color(owner)
        item = self._token(_tower(TOKEN * 1.05), color, at)
        mark = palette.shape_path(palette.owner_shape(owner), QPointF(0, -TOKEN * 0.05), 9)
        _item(mark, _pen(INK, 0.8), palette.text_on(color)).setParentItem(item)
        if count > 1:  # one tower with a numbered badge stands for several cities
            disc = QPainterPath()
            disc.addEllipse(QPointF(0, 0), 7.5, 7.5)
            badge = _item(disc, _pen(INK, 1.2), PARCHMENT)
            badge.setPos(TOKEN * 0.45, -TOKEN * 0.45)
            badge.setParentItem(item)
            self._label(str(count), _font(11, bold=True, serif=False), INK, badge)
        self._others.append((item, rid))

    def _tile(self, rid: str, good: str, at: QPointF) -> None:
        color = QColor(palette.GOODS_COLORS.get(good, "#BBBBBB"))
        square = QPainterPath()
        square.addRoundedRect(QRectF(-10, -10, 20, 20), 4, 4)
        item = self._token(square, color, at)
        name = tr(GOODS_NAMES.get(good, good))
        item.setToolTip(name)
        self._label(
            name[:1].upper(), _font(13, bold=True, serif=False), palette.text_on(color), item
        )
        self._others.append((item, rid))

    def set_highlights(self, regions: Iterable[str], selected: str | None = None) -> None:
        """Outline legal targets in gold and `selected` in red; the other land dims a little."""
        for item in self._lights:
            self.scene().removeItem(item)
        self._lights = []
        self._targets = {r for r in regions if r in self._lands}
        self._selected = selected if selected in self._lands else None
        marked = self._targets | ({self._selected} if self._selected else set())
        for rid, land in self._lands.items():
            plain, lit, dim = self._brushes[rid]
            land.setBrush(lit if rid in marked else dim if marked else plain)
        for rid in sorted(self._targets - {self._selected}):
            self._light(rid, GOLD, QColor("#FFF6D0"), 3.2)
        if self._selected:
            self._light(self._selected, PICKED, QColor("#FFFFFF"), 3.6)

    def _light(self, rid: str, glow: QColor, line: QColor, width: float) -> None:
        """A wide soft glow under a strong line under a thin bright one, along the border."""
        path = QPainterPath()
        path.addPolygon(self._lands[rid].polygon())
        path.closeSubpath()
        for pen in (
            _pen(_alpha(glow, 110), width * 3.2),
            _pen(glow, width * 1.6),
            _pen(line, width * 0.5),
        ):
            self._lights.append(_item(path, pen, None, Z_LIGHT))
            self.scene().addItem(self._lights[-1])

    def highlighted(self) -> set[str]:
        """The regions highlighted as legal targets."""
        return set(self._targets)

    def selected_region(self) -> str | None:
        """The region highlighted as selected, if any."""
        return self._selected

    # -- points for tests and other widgets ----------------------------------------------

    def region_point(self, region_id: str) -> QPoint:
        """A viewport point inside the region, on its name and off every token."""
        return self.mapFromScene(QPointF(*self._regions[region_id]["label"]))

    def army_point(self, region_id: str, owner: Any) -> QPoint | None:
        """The viewport point at the centre of one army token, or None if there is none."""
        item = self._armies.get((region_id, owner))
        return None if item is None else self.mapFromScene(item.scenePos())

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
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if steps := event.angleDelta().y() / 120:
            self._zoom(1.15**steps, event.position().toPoint())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press, self._dragging = event.position().toPoint(), False
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
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
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return
        clicked = not self._dragging
        self._press, self._dragging = None, False
        self.viewport().unsetCursor()
        if clicked:
            self._click(self.mapToScene(event.position().toPoint()))

    def _click(self, at: QPointF) -> None:
        """Emit armyClicked for an army token at `at`, else regionClicked for its region."""
        # Armies first: they lie on top of the region, and a click on one means that army.
        for (rid, owner), item in self._armies.items():
            if item.contains(item.mapFromScene(at)):
                self.armyClicked.emit(rid, owner)
                return
        for item, rid in self._others + self._names + [(v, k) for k, v in self._lands.items()]:
            if item.contains(item.mapFromScene(at)):
                self.regionClicked.emit(rid)
                return


def _seat(entry: tuple[Any, int]) -> tuple[int, int]:
    """Seats in order, the neutral armies last."""
    return (0, entry[0]) if isinstance(entry[0], int) else (1, 0)


def _grid(count: int, x: float, y: float, direction: int) -> list[QPointF]:
    """Token centres in rows of three centred on x, stacking away from the name."""
    step, points = TOKEN + 4, []
    for k in range(count):
        row, col = divmod(k, 3)
        in_row = min(3, count - row * 3)
        points.append(QPointF(x + (col - (in_row - 1) / 2) * step, y + direction * row * step))
    return points
