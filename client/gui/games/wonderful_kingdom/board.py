"""The table as one zoomable scene (client/gui/zoomview.py): the other seat's band on top,
the offer areas and the round's panel (production, the module's board) in the middle, the
person's band, and the tray under it with what the person acts on now (their hand, their
selection area, the cubes to place). Redrawn whole from each observation.

A click on a lit thing is `clicked(what)`; a press on a thing that can be carried (a hand
card, the cube to place, a Krystallium or a soldier of the supply, a selection card) and a
move past the drag distance carries it, and its release over a lit thing is
`dropped(what, onto)` (a drag is a pick and a click). Any other press pans.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QWidget

from client.gui import paintkit as kit
from client.gui.games.wonderful_kingdom import art
from client.gui.games.wonderful_kingdom.marks import Marks, Pick
from client.gui.zoomview import ZoomView


@dataclass
class Ctx:
    """One drawing: the scene, its batch, the observation shown and the person's marks."""

    scene: QGraphicsScene
    batch: kit.Batch
    obs: dict[str, Any]
    marks: Marks
    pick: Pick
    viewer: int | None  # whose eyes (None: the public)
    names: list[str]
    planned: set[Any] = field(default_factory=set)  # things the plan changed: lit blue
    notes: dict[str, Any] = field(default_factory=dict)  # the view's extras (production...)
    drawn: list[str] = field(default_factory=list)  # every text written (art.text)
    texts: list[Any] = field(default_factory=list)  # their lines, for the text layer


class BoardView(ZoomView):
    """The whole table drawn from an observation: click or drag lit things."""

    clicked = Signal(object)
    dropped = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(300, 300)
        self.setBackgroundBrush(art.FELT)
        self.setMouseTracking(True)
        self._carry: Any = None  # what a press may carry
        self._ghost: QGraphicsItem | None = None
        self._from: QPoint | None = None
        self.drawn: list[str] = []  # the texts of the last drawing

    def show_ctx(self, paint: Any, ctx: Ctx, size: QRectF) -> None:
        """Draw with `paint(ctx)` (the layout's painter) into a scene of `size`."""
        scene = self.scene()
        scene.clear()
        self._ghost = None
        paint(ctx)
        self.drawn = ctx.drawn
        scene.addItem(ctx.batch.item(0))
        layer = art.TextLayer(ctx.texts, size)
        layer.setZValue(20)
        scene.addItem(layer)
        if scene.sceneRect() != size:
            scene.setSceneRect(size)
            if self._fitted:
                self.fit()

    # -- what is where --------------------------------------------------------------------

    def meaning_at(self, at: QPointF, key: int = art.HOT) -> Any:
        """What a click (or, with art.DRAG, a drag) at scene point `at` means."""
        for item in self.scene().items(at):  # topmost first
            if item is self._ghost:
                continue
            what = item.data(key)
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

    def point_of(self, what: Any, key: int = art.HOT) -> QPoint | None:
        """The viewport point a click (or a drag) must start at to mean `what`."""
        boxes = [
            item.sceneBoundingRect() for item in self.scene().items() if item.data(key) == what
        ]
        grid = [k / 8 for k in range(1, 8)]  # a covered card shows a strip: look everywhere
        points = [(0.5, 0.5)] + [(dx, dy) for dy in grid for dx in grid]
        for box in boxes:
            for dx, dy in points:
                at = QPointF(box.x() + box.width() * dx, box.y() + box.height() * dy)
                if self.meaning_at(at, key) == what:
                    return self.mapFromScene(at)
        return None

    def texts(self) -> list[str]:
        """Every text the board shows or tells: its labels, the names of the cards shown
        face up (their images), the tooltips."""
        from client.gui.games.wonderful_kingdom import words

        out = list(self.drawn)
        for item in self.scene().items():
            if item.toolTip():
                out.append(item.toolTip())
            key = getattr(item, "key", None)
            if key and key[0] is not None:
                out.append(words.card_title(key[0]))
        return out

    # -- clicks and drags -------------------------------------------------------------------

    def clicked_at(self, at: QPointF) -> None:
        what = self.meaning_at(at)
        if what is not None:
            self.clicked.emit(what)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A press on a thing that can be carried may become a drag; else as ZoomView."""
        if event.button() == Qt.MouseButton.LeftButton:
            self._carry = self.meaning_at(self.mapToScene(event.position().toPoint()), art.DRAG)
            self._from = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Carry the thing pressed, once past the drag distance; else pan."""
        at = event.position().toPoint()
        if self._carry is None or self._from is None:
            super().mouseMoveEvent(event)
            return
        if self._ghost is None:
            if (at - self._from).manhattanLength() < QApplication.startDragDistance():
                return
            self._ghost = self._make_ghost()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        self._ghost.setPos(self.mapToScene(at))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A carried thing is dropped where the release is; else a click (ZoomView)."""
        if event.button() == Qt.MouseButton.LeftButton and self._ghost is not None:
            carried, self._carry, self._from = self._carry, None, None
            self.scene().removeItem(self._ghost)
            self._ghost = None
            self._press, self._dragging = None, False
            self.viewport().unsetCursor()
            onto = self.meaning_at(self.mapToScene(event.position().toPoint()))
            if onto is not None:
                self.dropped.emit(carried, onto)
            return
        self._carry, self._from = None, None
        super().mouseReleaseEvent(event)

    def _make_ghost(self) -> QGraphicsItem:
        """A translucent image of what is carried, under the pointer."""
        carried = self._carry
        card = carried[0] in ("hand", "sel")
        box = QRectF(-24, -33, 48, 66) if card else QRectF(-10, -10, 20, 20)
        unit = carried[1] if carried[0] in ("pending", "supply") else ""
        color = art.UNIT.get(unit, art.BACK) if not card else art.BACK
        ghost = kit.path_item(art.rounded(box, 5), art.pen(art.LIGHT, 2), kit.alpha(color, 170))
        ghost.setZValue(100)
        ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene().addItem(ghost)
        return ghost


def pale(color: QColor) -> QColor:
    return kit.alpha(color, 150)
