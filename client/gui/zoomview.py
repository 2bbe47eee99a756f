"""A zoomable, pannable graphics view for any board: wheel to zoom around the cursor, drag to
pan, Ctrl++ / Ctrl+- / Ctrl+0 from the View menu; a press that ends no drag is a click."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, Slot
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QWidget

MAX_ZOOM = 4.0  # times the fitted scale


class ZoomView(QGraphicsView):
    """A scene fitted to the view until the person zooms; `clicked_at` gets the clicks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self._fit_scale, self._fitted = 1.0, True
        self._press: QPoint | None = None
        self._dragging = False

    def clicked_at(self, at: QPointF) -> None:
        """A click at scene point `at` (a subclass says what it means)."""

    @Slot()
    def fit(self) -> None:
        """Show the whole scene, and keep it fitted as the widget resizes."""
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
            self.clicked_at(self.mapToScene(event.position().toPoint()))
