"""The board as a zoomable view (client/gui/zoomview.py): the human kingdom, the die and
the creature market on top (kingdom.py), then a row per seat in seat order, its panel
(seatinfo.py) beside its castle and strips (castles.py). Redrawn whole from each
observation; a click on a lit thing is `clicked(what)`: an action of the core's
(("attack", place), ("rob", seat), ("steal", kind, position), ("castle", id)) or a pick of
the window's (("creature", deck, card), ("side", side))."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene, QWidget

from client.gui import paintkit as kit
from client.gui.games.bellum_magia import art, castles, kingdom, seatinfo
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

    def show_obs(self, obs: dict[str, Any], m: Marks, names: list[str], viewer: int | None) -> None:
        """Draw the table of `obs` with the person's highlights `m`."""
        scene: QGraphicsScene = self.scene()
        scene.clear()
        batch = kit.Batch()
        kingdom.paint(scene, batch, obs, m, names)
        seats = len(obs["seats"])
        lh = line_height(seats)
        y = kingdom.HEIGHT + GAP
        self.rows = []
        for seat in range(seats):
            row = castles.Row(y, lh)
            self.rows.append(row)
            seatinfo.paint(scene, batch, obs, seat, row, m, names, self.look(seat), viewer)
            if obs["seats"][seat]["castle"] is not None or obs["current"] == seat:
                castles.paint(scene, batch, obs, seat, row, m, viewer)
            if seat in m.castles:
                box = QRectF(0, row.top, castles.BOARD_X + castles.BOARD_W, row.height - 6)
                art.hotspot(scene, box, ("rob", seat), "").setZValue(40)  # under the chests
            y += row.height + GAP
        scene.addItem(batch.item(0))
        rect = QRectF(-6, -6, kingdom.WIDTH + 12, y + 6)
        if scene.sceneRect() != rect:
            scene.setSceneRect(rect)
            if self._fitted:
                self.fit()

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
