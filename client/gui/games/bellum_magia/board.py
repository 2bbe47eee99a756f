"""The board as a zoomable view (client/gui/zoomview.py): the human kingdom, the die and
the creature market on top (kingdom.py), then a row per seat in seat order, its panel
(seatinfo.py) beside its castle and strips (castles.py). Redrawn whole from each
observation; a click on a lit thing is `clicked(what)`: an action of the core's
(("attack", place), ("rob", seat), ("steal", kind, position), ("castle", id)) or a pick of
the window's (("creature", deck, card), ("side", side))."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QWidget

from client.gui import paintkit as kit
from client.gui.games.bellum_magia import art, castles, kingdom, seatinfo, words
from client.gui.games.bellum_magia.marks import Marks
from client.gui.palette import Look, seat_look
from client.gui.zoomview import ZoomView

GAP = 6.0  # between castle rows


def line_height(players: int) -> float:
    """A castle line's height: smaller at a full table, so every row fits the screen."""
    return {4: 17.0, 5: 15.0}.get(players, 19.0)


class BoardView(ZoomView):
    """The whole table drawn from an observation: click a lit thing (`clicked`)."""

    clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(300, 300)
        self.setBackgroundBrush(art.FELT)
        self.setMouseTracking(True)
        self.look: Callable[[int], Look] = seat_look
        self.rows: list[castles.Row] = []
        self._parts: dict[Any, tuple[Any, list[QGraphicsItem]]] = {}  # key -> (showing, items)

    def show_obs(self, obs: dict[str, Any], m: Marks, names: list[str], viewer: int | None) -> None:
        """Draw the table of `obs` with the person's highlights `m`: only the parts whose
        showing changed are drawn again (a redraw at every action stays cheap)."""
        scene: QGraphicsScene = self.scene()
        language = words.language()
        seats = len(obs["seats"])
        lh = line_height(seats)
        wanted = kingdom.parts(obs, m, names)
        y = kingdom.HEIGHT + GAP
        self.rows = []
        for seat in range(seats):
            row = castles.Row(y, lh)
            self.rows.append(row)
            shows = row_shows(obs, seat, m, names, viewer, lh)
            wanted.append(
                (("row", seat), shows, self._row_drawer(obs, seat, row, m, names, viewer))
            )
            y += row.height + GAP
        keep = {}
        for key, shows, draw in wanted:
            old = self._parts.pop(key, None)
            if old is not None and old[0] == (shows, language):
                keep[key] = old
                continue
            if old is not None:
                _remove(scene, old[1])
            keep[key] = ((shows, language), _draw(scene, draw))
        for _, items in self._parts.values():  # parts no longer shown
            _remove(scene, items)
        self._parts = keep
        rect = QRectF(-6, -6, kingdom.WIDTH + 12, y + 6)
        if scene.sceneRect() != rect:
            scene.setSceneRect(rect)
            if self._fitted:
                self.fit()

    def _row_drawer(
        self,
        obs: dict[str, Any],
        seat: int,
        row: castles.Row,
        m: Marks,
        names: list[str],
        viewer: int | None,
    ) -> Callable[[Any, kit.Batch], None]:
        def draw(scene: Any, batch: kit.Batch) -> None:
            seatinfo.paint(scene, batch, obs, seat, row, m, names, self.look(seat), viewer)
            if obs["seats"][seat]["castle"] is not None or obs["current"] == seat:
                castles.paint(scene, batch, obs, seat, row, m, viewer)
            if seat in m.castles:
                box = QRectF(0, row.top, castles.BOARD_X + castles.BOARD_W, row.height - 6)
                art.hotspot(scene, box, ("rob", seat), "").setZValue(40)  # under the chests

        return draw

    def clicked_at(self, at: QPointF) -> None:
        """A click: the topmost hotspot there that means something."""
        what = self.meaning_at(at)
        if what is not None:
            self.clicked.emit(what)

    def meaning_at(self, at: QPointF) -> Any:
        """What a click at scene point `at` means (None: nothing)."""
        for item in self.scene().items(at):  # topmost first
            what = item.data(art.HOT)
            if what is not None:
                return what
        return None

    def hotspots(self) -> dict[Any, QRectF]:
        """Every clickable thing on show and its scene box (the tests click them)."""
        out = {}
        for item in self.scene().items():
            what = item.data(art.HOT)
            if what is not None:
                out[what] = item.sceneBoundingRect()
        return out

    def point_of(self, what: Any) -> QPoint | None:
        """The viewport point a click must land on to mean `what` (None: not on show)."""
        box = self.hotspots().get(what)
        if box is None:
            return None
        for dx, dy in ((0.5, 0.5), (0.5, 0.25), (0.25, 0.5), (0.75, 0.5), (0.5, 0.8)):
            at = QPointF(box.x() + box.width() * dx, box.y() + box.height() * dy)
            if self.meaning_at(at) == what:
                return self.mapFromScene(at)
        return None

    def texts(self) -> list[str]:
        """Every text the board shows or tells (labels and tooltips)."""
        out = []
        for item in self.scene().items():
            if item.toolTip():
                out.append(item.toolTip())
            if hasattr(item, "text") and callable(item.text):
                out.append(item.text())
        return out


class _Part:
    """A scene stand-in for a part's drawing: what it adds is kept, to be removed later."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene, self.items = scene, []

    def addItem(self, item: QGraphicsItem) -> None:
        """Add `item` to the scene and remember it; its painting is cached as a pixmap
        (a part stays as it is for many redraws: a repaint then only copies it)."""
        if not item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.scene.addItem(item)
        self.items.append(item)


def creature_face(card_id: str, scale: float = 1.6) -> QPixmap:
    """A creature face up as in the market, `scale` times its size, as a picture (the last
    card played)."""
    scene = QGraphicsScene()
    box = QRectF(0, 0, kingdom.CARD_W, kingdom.CARD_H)
    _draw(scene, lambda part, batch: kingdom.creature_card(part, batch, card_id, box))
    area = box.adjusted(-2, -2, 4, 4)  # its shadow too
    picture = QPixmap(round(area.width() * scale), round(area.height() * scale))
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(picture.rect()), area)
    painter.end()
    return picture


def _draw(scene: QGraphicsScene, draw: Callable[[Any, kit.Batch], None]) -> list[QGraphicsItem]:
    part, batch = _Part(scene), kit.Batch()
    draw(part, batch)
    part.addItem(Drawing(batch))
    return part.items


class Drawing(QGraphicsItem):
    """A part's paths, painted by one item: cached as one pixmap, so a repaint of the
    board copies a few pixmaps instead of filling thousands of paths again."""

    def __init__(self, batch: kit.Batch) -> None:
        super().__init__()
        self.layers = [
            (path, brush, line)
            for (_, *_), (path, brush, line) in sorted(
                batch.layers.items(), key=lambda kv: kv[0][0]
            )
        ]
        rect = QRectF()
        for path, _, line in self.layers:
            grow = line.widthF() if line is not None else 0.0
            rect = rect.united(path.boundingRect().adjusted(-grow, -grow, grow, grow))
        self._rect = rect

    def boundingRect(self) -> QRectF:
        """Every path, with its pen's width."""
        return self._rect

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        """The layers, lowest first."""
        for path, brush, line in self.layers:
            painter.setPen(line if line is not None else QPen(Qt.PenStyle.NoPen))
            painter.setBrush(QBrush(brush) if brush is not None else QBrush(Qt.BrushStyle.NoBrush))
            painter.drawPath(path)


def _remove(scene: QGraphicsScene, items: list[QGraphicsItem]) -> None:
    for item in items:
        scene.removeItem(item)


def row_shows(
    obs: dict[str, Any], seat: int, m: Marks, names: list[str], viewer: int | None, lh: float
) -> tuple[Any, ...]:
    """What a castle row shows: it is drawn again only when this changes."""
    me = obs["seats"][seat]
    mine, target = seat == viewer, m.target == seat
    end = obs.get("end")
    return (
        repr(me),
        lh,
        names[seat] if seat < len(names) else "",
        mine,
        obs["captain"] == seat,
        obs["current"] == seat,
        obs["die"],
        obs["phase"],
        tuple(obs.get("castles_left") or ()) if me["castle"] is None else (),
        None if end is None else (end["totals"][seat], seat in end["winners"]),
        seat in m.castles,
        target,
        tuple(sorted(m.chosen)) if target else (),
        tuple(sorted(m.chests)) if target else (),
        (m.picked, tuple(sorted(m.sides)), repr(m.goblins), tuple(sorted(m.castle_picks)))
        if mine
        else (),
    )
