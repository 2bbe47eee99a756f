"""The Eight-Minute Empire map as a zoomable view (client/gui/zoomview.py): regions, tokens.

The static board (sea, land, coasts, routes, names) lives in a scene of its own that is
painted as the view's cached background: software-rendering its gradients and wide strokes
costs tens of milliseconds, which a game action must not pay again. The live scene holds
only invisible region items (clicks, tooltips), the highlights and the tokens, and tokens
are batched into one path item per colour, so `show_pieces` makes a dozen items, not hundreds.
The painting of the static map is mapart.py; the painting kit is client/gui/paintkit.py.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPolygonItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from client.gui import paintkit as kit
from client.gui import palette
from client.gui.games.eight_minute_empire import colors, helptexts
from client.gui.games.eight_minute_empire.mapart import (
    BACK,
    DIM,
    FRAME,
    GOLD,
    INK,
    MARK_PEN,
    PARCHMENT,
    PICKED,
    TOKEN,
    TOKEN_COLORS,
    Z_LABEL,
    Z_LIGHT,
    Z_TOKEN,
    MapArt,
    face_down_text,
    goods_mark,
)
from client.gui.zoomview import ZoomView


def _eye(batch: kit.Batch, at: QPointF, seat: int) -> None:
    """The "peeked" mark: an eye in the peeker's colour (a white rim, a dark pupil)."""
    lid = QPainterPath()
    lid.addEllipse(at, 11.0, 7.0)
    batch.add(lid, 3, palette.owner_color(seat), kit.pen(PARCHMENT, 1.8))
    white = QPainterPath()
    white.addEllipse(at, 3.8, 3.8)
    batch.add(white, 4, PARCHMENT, None)
    pupil = QPainterPath()
    pupil.addEllipse(at, 2.1, 2.1)
    batch.add(pupil, 5, INK, None)


class BoardView(MapArt, ZoomView):
    """The map: click a region or an army, wheel to zoom, drag to pan."""

    regionClicked = Signal(str)
    armyClicked = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._board = QGraphicsScene(self)  # painted as the cached background
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
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
        self._tips: dict[str, str] = {}  # each region's own tooltip (name, area)
        self.hidden_shown: dict[str, tuple[str | None, tuple[int, ...]]] = {}  # face-down tokens
        self._marks: dict[str, str] = {}  # face-up goods tiles and tokens, by region
        self._start: str | None = None  # the start region (Legends: once drawn)

    # -- the static board -------------------------------------------------------------

    def set_board(self, board: dict[str, Any]) -> None:
        """Build the scene for one map (sea, land, coasts, routes, names); once per game."""
        self.scene().clear()
        self._board.clear()
        self._tokens, self._lights, self._lands, self._layouts = None, None, {}, {}
        self._outlines, self._tints, self._names = {}, {}, {}
        self._regions = dict(board["regions"])
        self._start = board.get("start")
        width, height = float(board["width"]), float(board["height"])
        rect = QRectF(-FRAME, -FRAME, width + 2 * FRAME, height + 2 * FRAME)
        self.scene().setSceneRect(rect)
        self._board.setSceneRect(rect)
        areas = sorted(board["areas"])
        coasts: dict[str, QPainterPath] = {}
        for rid, region in self._regions.items():
            tone = QColor(colors.AREA_TONES[areas.index(region["area"]) % len(colors.AREA_TONES)])
            self._add_region(rid, tone, board["areas"][region["area"]]["name"])
            coast = coasts.get(region["area"], QPainterPath())
            coasts[region["area"]] = coast.united(kit.outline(region["shape"]))
        land = QPainterPath()
        for coast in coasts.values():
            self._add_coast(coast)
            land = land.united(coast)
        self._add_sea(width, height, land)
        for points in board.get("sea_paths", {}).values():
            self._add_route(points)
        for points in board.get("bridge_paths", {}).values():
            self._add_bridge(points)
        self._tips = {rid: twin.toolTip() for rid, twin in self._lands.items()}
        names = kit.Batch()
        for rid in sorted(self._regions):  # a fixed order: the same places every time
            self._add_name(names, rid, start=rid == board.get("start"))
        self._board.addItem(names.item(Z_LABEL))
        self.resetCachedContent()
        self.show_pieces({}, {})
        self.set_highlights(())
        self.fit()

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
        face_down: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        """Replace every army, city and goods-tile token, and the face-down tokens (the
        mephitic swamp's: {region: {"token": the value if the viewer knows it, "seen": the
        seats that peeked}}); the board itself stays."""
        batch = kit.Batch()
        self._armies, self._cities, self._tiles = {}, {}, {}
        self._marks = {rid: mark for rid, mark in (tiles or {}).items() if mark}
        self.hidden_shown = {
            rid: (t["token"], tuple(t["seen"])) for rid, t in (face_down or {}).items()
        }
        for rid in self._regions:
            name = kit.united(self._names[rid])
            x = name.center().x()
            troops = sorted(((o, n) for o, n in armies.get(rid, {}).items() if n > 0), key=_seat)
            rows = self._place(rid, len(troops), x, name.bottom() + TOKEN / 2 + 5, 1)
            for (owner, count), at in zip(troops, rows, strict=True):
                self._armies[(rid, owner)] = (self._army(batch, owner, count, at), count)
            towns = sorted(((o, n) for o, n in cities.get(rid, {}).items() if n > 0), key=_seat)
            good = (tiles or {}).get(rid) or ("" if rid in self.hidden_shown else None)
            rows = self._place(
                rid, len(towns) + (good is not None), x, name.top() - TOKEN / 2 - 5, -1
            )
            for (owner, count), at in zip(towns, rows, strict=False):
                self._cities[(rid, owner)] = self._city(batch, owner, count, at)
            if rid in self.hidden_shown:
                self._tiles[rid] = self._face_down(batch, *self.hidden_shown[rid], rows[-1])
            elif good is not None:
                self._tiles[rid] = self._tile(batch, good, rows[-1])
            self._tip(rid)
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

    def _army(self, batch: kit.Batch, owner: Any, count: int, at: QPointF) -> QPainterPath:
        """One army token: the owner's shape and colour with the count inside."""
        color, shape = palette.owner_color(owner), palette.owner_shape(owner)
        body = batch.token(kit.shape(shape, TOKEN).translated(at), color)
        dy = TOKEN * 0.12 if shape == "triangle" else 0  # a triangle has its room low down
        size = 15 if count < 10 else 12  # two digits must still fit inside a triangle
        count_at = kit.glyph(str(count), size).translated(at.x(), at.y() + dy)
        batch.add(count_at, 2, palette.text_on(color), None)
        return body

    def _city(self, batch: kit.Batch, owner: Any, count: int, at: QPointF) -> QRectF:
        """A tower in the owner's colour carrying the owner's shape; a badge counts cities."""
        color = palette.owner_color(owner)
        body = batch.token(kit.shape("tower", TOKEN * 1.05).translated(at), color)
        mark = kit.shape(palette.owner_shape(owner), 9).translated(at.x(), at.y() - 1.3)
        batch.add(mark, 2, palette.text_on(color), MARK_PEN)
        if count > 1:  # one tower with a numbered badge stands for several cities
            badge = at + QPointF(TOKEN * 0.45, -TOKEN * 0.45)
            disc = QPainterPath()
            disc.addEllipse(badge, 7.5, 7.5)
            batch.add(disc, 2, PARCHMENT, kit.pen(INK, 1.2))
            batch.add(kit.glyph(str(count), 11).translated(badge), 3, INK, None)
        return body.boundingRect()

    def _tile(self, batch: kit.Batch, good: str, at: QPointF) -> QRectF:
        """A goods tile (or a Legends token): a rounded square in its colour with its mark."""
        color = QColor(colors.GOODS_COLORS.get(good) or TOKEN_COLORS.get(good, "#BBBBBB"))
        square = QPainterPath()
        square.addRoundedRect(QRectF(at.x() - 10, at.y() - 10, 20, 20), 4, 4)
        batch.token(square, color)
        mark = goods_mark(good)
        glyph = kit.glyph(mark, 13 if len(mark) == 1 else 10)
        batch.add(glyph.translated(at), 2, palette.text_on(color), None)
        return square.boundingRect()

    def _face_down(
        self, batch: kit.Batch, token: str | None, seen: tuple[int, ...], at: QPointF
    ) -> QRectF:
        """A face-down token: its back (the same for every token) with a "?", or for a
        viewer who peeked its face in a dashed frame (it stays face down for the others);
        on its corner an eye in each peeker's colour says who looked, big enough to see at
        a glance (issue 32)."""
        if token is None:
            square = QPainterPath()
            square.addRoundedRect(QRectF(at.x() - 10, at.y() - 10, 20, 20), 4, 4)
            batch.token(square, BACK)
            batch.add(kit.glyph("?", 13).translated(at), 2, PARCHMENT, None)
            box = square.boundingRect()
        else:
            box = self._tile(batch, token, at)
            frame = QPainterPath()
            frame.addRoundedRect(box.adjusted(-3.5, -3.5, 3.5, 3.5), 6, 6)
            batch.add(frame, 2, None, kit.pen(INK, 1.7, Qt.PenStyle.DashLine))
        for k, seat in enumerate(seen):
            _eye(batch, QPointF(box.right() + k * 20, box.top()), seat)  # on its corner
        return box

    def _tip(self, rid: str) -> None:
        """The region's tooltip: its name and area, then what is on it says what it does
        (the start region, a goods tile, a token); a face-down token what the viewer may know
        of it: only that it is face down, or the token they peeked and what that does."""
        parts = [self._tips.get(rid, "")]
        if rid == self._start:
            parts.append(helptexts.tip("board", "start"))
        if rid in self.hidden_shown:
            token, seen = self.hidden_shown[rid]
            said = face_down_text(token, [self.seat_names(s) for s in seen])
            what = helptexts.tip("token", token) if token else helptexts.tip("board", "face_down")
            parts.append(f"{said}<br>{what}")
        elif rid in self._marks:
            mark = self._marks[rid]
            parts.append(helptexts.tip("tile" if mark in colors.GOODS_COLORS else "token", mark))
        self._lands[rid].setToolTip("<br><br>".join(p for p in parts if p))

    def seat_names(self, seat: int) -> str:
        """A seat's name for tooltips (the view sets `names`)."""
        names = getattr(self, "names", [])
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def set_highlights(self, regions: Iterable[str], selected: str | None = None) -> None:
        """Outline legal targets in gold and `selected` in red; the other land dims a little."""
        self._targets = {r for r in regions if r in self._lands}
        self._selected = selected if selected in self._lands else None
        marked = self._targets | ({self._selected} if self._selected else set())
        batch = kit.Batch()
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

    def token_rect(self, region_id: str) -> QRectF | None:
        """The scene box of the token (a tile, a face-down token) in a region, if any."""
        return self._tiles.get(region_id)

    def army_tokens(self) -> dict[tuple[str, Any], int]:
        """The army tokens on show: (region, owner) -> the count written on the token."""
        return {key: count for key, (_, count) in self._armies.items()}

    def clicked_at(self, at: QPointF) -> None:
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
