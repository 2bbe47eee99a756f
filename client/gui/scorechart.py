"""The end screen's bar chart: each player's points stacked by the END block's parts."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy as Policy
from PySide6.QtWidgets import QWidget

from client.gui.endresult import Row
from client.gui.palette import Look, SeatLook, seat_look, shape_path, text_on

INK, MUTED, GOLD, LINE, CARD = "#3A2C18", "#7A6A52", "#C9962B", "#E3D8C3", "#FFFDF8"
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def segment_colors(base: QColor, count: int = 3) -> list[QColor]:
    """The parts' colours, from the seat colour deep to pale: three are deep, full and pale;
    other counts are spread over the same ramp."""
    deep, pale = base.darker(140), QColor(base)
    pale.setRgbF(*(c + (1 - c) * 0.55 for c in base.getRgbF()[:3]))
    stops = (deep, base, pale)
    if count == 3:
        return list(stops)
    colors = []
    for i in range(count):
        at = 1.0 if count == 1 else 2.0 * i / (count - 1)  # 0 deep, 1 full, 2 pale
        a, b = stops[min(int(at), 1)], stops[min(int(at), 1) + 1]
        f = at - min(int(at), 1)
        mixed = [x + (y - x) * f for x, y in zip(a.getRgbF()[:3], b.getRgbF()[:3])]
        colors.append(QColor.fromRgbF(*mixed))
    return colors


def draw_marker(
    painter: QPainter, seat: int, center: QPointF, size: float, look: Look | None = None
) -> None:
    """A seat's token shape in its colour (the game's `look`, else the palette's), outlined
    so pale colours still show."""
    colour, shape = look or seat_look(seat)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(170), 1.2))
    painter.setBrush(colour)
    painter.drawPath(shape_path(shape, center, size))


def marker_pixmap(seat: int, size: int = 16, look: Look | None = None) -> QPixmap:
    """A seat's token as a small picture for table cells."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    draw_marker(painter, seat, QPointF(size / 2, size / 2), size - 3, look)
    painter.end()
    return pixmap


class ScoreChart(QWidget):
    """Stacked bars (the END block's parts) per player, with a legend and totals."""

    PAD, HEAD = 20.0, 30.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._caption = ""
        self._labels: list[str] = []
        self.look: SeatLook = seat_look  # each seat's colour and shape (gameview.seat_looks)
        self.setSizePolicy(Policy.Policy.Expanding, Policy.Policy.Expanding)

    def set_rows(
        self, rows: list[Row], caption: str, labels: Sequence[str], look: SeatLook = seat_look
    ) -> None:
        """Show these rows (ranking order) under `caption`, the parts named by `labels`, each
        seat painted by `look`."""
        self._rows, self._caption, self.look = rows, caption, look
        self._labels = list(labels)
        self.updateGeometry()
        self.update()

    def minimumSizeHint(self) -> QSize:  # Qt override
        """Never squeeze the bars below readable."""
        return QSize(480, int(self.HEAD + self.PAD * 2 + 36 * max(len(self._rows), 2)))

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        """Caption and legend above, then one bar per player, centred in what is left."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(LINE), 1))
        painter.setBrush(QColor(CARD))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 12, 12)
        self._draw_head(painter)
        if not self._rows:
            return
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.2)
        big.setBold(True)
        painter.setFont(big)
        name_w = max(painter.fontMetrics().horizontalAdvance(r.name) for r in self._rows) + 84
        tail = 150.0 if self._rows[0].long_total is not None else 56.0
        top = self.PAD + self.HEAD + 8
        row_h = min(84.0, (self.height() - top - self.PAD) / len(self._rows))
        top += (self.height() - top - self.PAD - row_h * len(self._rows)) / 2
        thick = max(18.0, min(row_h * 0.55, 44.0))
        most = max(max(r.total for r in self._rows), 1)
        scale = (self.width() - 2 * self.PAD - name_w - tail) / most
        for i, row in enumerate(self._rows):
            mid = top + (i + 0.5) * row_h
            self._draw_name(painter, row, mid, big)
            bar = QRectF(self.PAD + name_w, mid - thick / 2, row.total * scale, thick)
            self._draw_bar(painter, row, bar)
            self._draw_total(painter, row, bar, big)

    def _draw_head(self, painter: QPainter) -> None:
        small = QFont(self.font())
        small.setBold(True)
        small.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        painter.setFont(small)
        painter.setPen(QColor(MUTED))
        painter.drawText(QRectF(self.PAD, self.PAD, 400, 20), LEFT, self._caption.upper())
        painter.setFont(self.font())
        labels = self._labels
        widths = [painter.fontMetrics().horizontalAdvance(t) + 58 for t in labels]
        x = self.width() - self.PAD - sum(widths) + 24
        colors = segment_colors(QColor("#8C7B60"), len(labels))
        for color, label, width in zip(colors, labels, widths):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(QRectF(x, self.PAD + 3, 24, 14), 4, 4)
            painter.setPen(QColor(INK))
            painter.drawText(QRectF(x + 30, self.PAD, 200, 20), LEFT, label)
            x += width
        painter.setPen(QPen(QColor(LINE), 1))
        y = self.PAD + self.HEAD
        painter.drawLine(QPointF(self.PAD, y), QPointF(self.width() - self.PAD, y))

    def _draw_name(self, painter: QPainter, row: Row, mid: float, big: QFont) -> None:
        medal = QRectF(self.PAD, mid - 13, 26, 26)
        painter.setPen(QPen(QColor(GOLD).darker(130), 1) if row.winner else Qt.PenStyle.NoPen)
        painter.setBrush(QColor(GOLD) if row.winner else QColor("#ECE3D3"))
        painter.drawEllipse(medal)
        painter.setFont(big)
        painter.setPen(QColor("#FFFFFF") if row.winner else QColor(MUTED))
        painter.drawText(medal, Qt.AlignmentFlag.AlignCenter, str(row.rank))
        draw_marker(painter, row.seat, QPointF(self.PAD + 48, mid), 18, self.look(row.seat))
        font = QFont(big)
        font.setBold(row.winner)
        painter.setFont(font)
        painter.setPen(QColor(INK))
        spot = QRectF(self.PAD + 64, mid - 15, 300, 30)
        painter.drawText(spot, Qt.AlignmentFlag.AlignVCenter, row.name)

    def _draw_bar(self, painter: QPainter, row: Row, bar: QRectF) -> None:
        outline = QPainterPath()
        outline.addRoundedRect(bar, 7, 7)
        painter.save()
        painter.setClipPath(outline)
        x = bar.left()
        painter.setFont(QFont(self.font().family(), -1, QFont.Weight.DemiBold))
        parts = row.parts or (row.total,)  # no breakdown: one piece
        colour = self.look(row.seat)[0]
        colors = segment_colors(colour, len(parts))
        for value, color in zip(parts, colors):
            piece = QRectF(x, bar.top(), bar.width() * value / max(row.total, 1), bar.height())
            painter.fillRect(piece, color)
            if value and piece.width() >= painter.fontMetrics().horizontalAdvance(str(value)) + 8:
                painter.setPen(text_on(color))
                painter.drawText(piece, Qt.AlignmentFlag.AlignCenter, str(value))
            x = piece.right()
            painter.fillRect(QRectF(x - 1, bar.top(), 2, bar.height()), QColor(255, 255, 255, 170))
        painter.restore()
        painter.setPen(QPen(colour.darker(160), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline)

    def _draw_total(self, painter: QPainter, row: Row, bar: QRectF, big: QFont) -> None:
        painter.setFont(big)
        painter.setPen(QColor(INK))
        spot = QRectF(bar.right() + 10, bar.top() - 6, 300, bar.height() + 12)
        painter.drawText(spot, Qt.AlignmentFlag.AlignVCenter, str(row.total))
        if row.long_total is not None:
            spot.translate(painter.fontMetrics().horizontalAdvance(str(row.total)) + 10, 0)
            painter.setFont(self.font())
            painter.setPen(QColor(MUTED))
            text = QCoreApplication.translate("EndScreen", "{total} in all")
            painter.drawText(spot, Qt.AlignmentFlag.AlignVCenter, text.format(total=row.long_total))
