"""The end of a game, any game: who won, on what, and every score's breakdown.

Drawn from the observation's END block alone (core.api.END: totals, parts, carried, notes,
ranking, winners, separated_by), its labels and notes translated from the game's templates
(client/gui/sentences.py): the same figures client/report.py prints as text, never
recomputed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractItemView as View
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from PySide6.QtWidgets import QSizePolicy as Policy

from client.gui import gameview
from client.gui.palette import Look, SeatLook, seat_look, shape_path, text_on
from client.gui.sentences import WindowSpeaker
from core.api import END

INK, MUTED, GOLD, LINE, CARD = "#3A2C18", "#7A6A52", "#C9962B", "#E3D8C3", "#FFFDF8"
WINNER_ROW = "#FFF3D1"
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
STYLE = """
#EndScreen { background: #F7F2E8; }
#endHeadline { font-family: serif; font-size: 36px; font-weight: 700; color: #3A2C18; }
#endTiebreak { font-size: 15px; color: #7A6A52; }
#endTable { background: #FFFDF8; border: 1px solid #E3D8C3; border-radius: 12px;
  gridline-color: #EFE7D8; font-size: 14px; color: #3A2C18; }
#endTable QHeaderView::section { background: #EFE6D4; color: #4A3B26; font-weight: 600;
  padding: 6px 10px; border: none; border-bottom: 1px solid #E3D8C3; }
QPushButton { padding: 9px 22px; border-radius: 8px; font-size: 14px; }
#endLobby { background: #8C5A2B; color: white; border: 1px solid #6E4520; }
#endLobby:hover { background: #A06A36; }
#endReplay { background: #FFFDF8; color: #5A4326; border: 1px solid #C9B48F; }
#endReplay:hover { background: #F3EAD8; }
"""


ROW_HEIGHT = 34  # pixels: a breakdown row of one line
CELL_MARGIN = 8  # pixels around a cell's text (Qt's item margin, rounded up)


@dataclass(frozen=True)
class Row:
    """One seat's line of the breakdown: rank, name, this game's parts and points, a match's
    total, the notes."""

    seat: int
    name: str
    rank: int
    parts: tuple[int, ...]  # in the END block's order
    total: int  # this game's points (the totals less what a match carried)
    long_total: int | None  # the match's total, when points were carried
    winner: bool
    note: str = ""


def rows_of(end: dict[str, Any], names: Sequence[str], say: WindowSpeaker) -> list[Row]:
    """The breakdown rows of an END block, in ranking order."""
    carried = end.get("carried")
    notes = end.get("notes")
    rows = []
    for seat, place in zip(end["ranking"], places_of(end)):
        won = seat in end["winners"]
        before = carried["values"][seat] if carried else 0
        rows.append(
            Row(
                seat,
                names[seat],
                1 if won else place,
                tuple(part["values"][seat] for part in end["parts"]),
                end["totals"][seat] - before,
                end["totals"][seat] if carried else None,
                won,
                say(notes["values"][seat]) if notes else "",
            )
        )
    return rows


def places_of(end: dict[str, Any]) -> list[int]:
    """Each ranked seat's place (1 = first): seats still tied after every tie-break share one."""
    separated = end.get("separated_by") or ["?"] * (len(end["ranking"]) - 1)
    places = [1]
    for i, by in enumerate(separated, start=2):
        places.append(places[-1] if by is None else i)
    return places


def headline_text(end: dict[str, Any], names: Sequence[str]) -> str:
    """The headline: "Bea wins!", or who shares the victory."""
    winners = [names[s] for s in end["winners"]] or [names[end["ranking"][0]]]
    if len(winners) == 1:
        return QCoreApplication.translate("EndScreen", "{name} wins!").format(name=winners[0])
    both = QCoreApplication.translate("EndScreen", "{first} and {last}")
    listed = both.format(first=", ".join(winners[:-1]), last=winners[-1])
    return QCoreApplication.translate("EndScreen", "{names} share the victory").format(names=listed)


def on_points(end: dict[str, Any], upper: int, lower: int) -> bool:
    """Whether two ranked seats differ in points (else a tie-break, or nothing, parted them)."""
    return bool(end["totals"][upper] != end["totals"][lower])


def tiebreak_text(end: dict[str, Any], say: WindowSpeaker) -> str:
    """What separated first from second, as a sentence."""
    order = end["ranking"]
    decided = (end.get("separated_by") or [None])[0]
    if len(order) > 1 and on_points(end, order[0], order[1]):
        text = QCoreApplication.translate("EndScreen", "Decided on victory points: {a} to {b}.")
        return text.format(a=end["totals"][order[0]], b=end["totals"][order[1]])
    if decided is None:
        return QCoreApplication.translate("EndScreen", "Tied on points; every tie-break is equal.")
    text = QCoreApplication.translate("EndScreen", "Tied on points; decided on {tiebreak}.")
    return text.format(tiebreak=say.label(decided))


def lower_ties_text(end: dict[str, Any], names: Sequence[str], say: WindowSpeaker) -> list[str]:
    """Every tie on points below first place: the tie-break that decided it, or that it
    stands and the two share the place (first against second is `tiebreak_text`'s)."""
    order, places = end["ranking"], places_of(end)
    lines = []
    for i, by in enumerate((end.get("separated_by") or [])[1:], start=1):
        if by is not None and on_points(end, order[i], order[i + 1]):
            continue
        a, b = names[order[i]], names[order[i + 1]]
        if by is None:
            text = QCoreApplication.translate(
                "EndScreen", "{a} and {b} are still tied after every tie-break: place {n}."
            )
            lines.append(text.format(a=a, b=b, n=places[i]))
        else:
            text = QCoreApplication.translate(
                "EndScreen", "{a} ahead of {b}: tied on points, decided on {tiebreak}."
            )
            lines.append(text.format(a=a, b=b, tiebreak=say.label(by)))
    return lines


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


class EndScreen(QWidget):
    """The score screen: headline, tie-break, bar chart, breakdown table and two ways on."""

    backToLobby = Signal()
    replayRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="EndScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(STYLE)
        center = Qt.AlignmentFlag.AlignCenter
        self._headline = QLabel(objectName="endHeadline", alignment=center)
        self._tiebreak = QLabel(objectName="endTiebreak", alignment=center, wordWrap=True)
        self._chart = ScoreChart()
        self._table = QTableWidget(objectName="endTable", showGrid=False)
        self._table.setEditTriggers(View.EditTrigger.NoEditTriggers)
        self._table.setSelectionMode(View.SelectionMode.NoSelection)
        self._table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._table.verticalHeader().hide()
        self._table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self._table.setWordWrap(True)  # a long breakdown wraps in its row, never "…"
        self._table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._table.horizontalHeader().sectionResized.connect(lambda *_: self._fit_rows())
        self._table.setSizeAdjustPolicy(View.SizeAdjustPolicy.AdjustToContents)
        self._table.setSizePolicy(Policy.Policy.Expanding, Policy.Policy.Fixed)
        self._result: tuple[Any, ...] | None = None  # shown, to retranslate
        self.look: SeatLook = seat_look
        replay = self._replay = QPushButton(objectName="endReplay")
        replay.clicked.connect(self.replayRequested)
        lobby = self._lobby = QPushButton(objectName="endLobby")
        lobby.clicked.connect(self.backToLobby)
        self.retranslate()
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(replay)
        buttons.addWidget(lobby)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 20)
        layout.setSpacing(12)
        for widget in (self._headline, self._tiebreak, self._chart, self._table):
            layout.addWidget(widget, 1 if widget is self._chart else 0)
        layout.addLayout(buttons)

    def retranslate(self) -> None:
        """Set every text in the current language (the result shown, too)."""
        self._replay.setText(QCoreApplication.translate("EndScreen", "Watch the replay"))
        self._lobby.setText(QCoreApplication.translate("EndScreen", "Back to the lobby"))
        if self._result is not None:
            self.show_result(*self._result)

    def show_result(
        self, obs: dict[str, Any], names: list[str], game: str, config: Mapping[str, Any]
    ) -> None:
        """Show the end of the game in the observation `obs` (its END block) of `game`,
        played with `config`, the seats named by `names`."""
        self._result = (obs, names, game, config)
        end = obs[END]
        say = WindowSpeaker(game, config, names)
        rows = rows_of(end, names, say)
        carried = end.get("carried")
        self._headline.setText(headline_text(end, names))
        self._tiebreak.setText(
            "\n".join([tiebreak_text(end, say), *lower_ties_text(end, names, say)])
        )
        caption = (
            QCoreApplication.translate("EndScreen", "Points of the last game")
            if carried
            else QCoreApplication.translate("EndScreen", "Where the points came from")
        )
        labels = [say.label(part["label"]) for part in end["parts"]]
        self.look = gameview.seat_looks(game, config)
        self._chart.set_rows(rows, caption, labels, self.look)
        heads = [
            QCoreApplication.translate("EndScreen", "#"),
            QCoreApplication.translate("EndScreen", "Player"),
            *labels,
            QCoreApplication.translate("EndScreen", "Total"),
            *([say.label(carried["label"])] if carried else []),
            *([say.label(end["notes"]["label"])] if end.get("notes") else []),
        ]
        self._fill_table(rows, heads, bool(end.get("notes")))

    def _fill_table(self, rows: list[Row], heads: list[str], notes: bool) -> None:
        table = self._table
        table.clear()
        table.setColumnCount(len(heads))
        table.setRowCount(len(rows))
        table.setHorizontalHeaderLabels(heads)
        for r, row in enumerate(rows):
            extra = [] if row.long_total is None else [row.long_total]
            line = [row.rank, row.name, *row.parts, row.total, *extra, *[row.note] * notes]
            for c, value in enumerate(line):
                item = QTableWidgetItem(str(value))
                left = c == 1 or (notes and c == len(line) - 1)
                item.setTextAlignment(LEFT if left else Qt.AlignmentFlag.AlignCenter)
                if row.winner:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setBackground(QColor(WINNER_ROW))
                table.setItem(r, c, item)
            table.item(r, 1).setIcon(marker_pixmap(row.seat, look=self.look(row.seat)))
            if notes:
                table.item(r, len(line) - 1).setToolTip(row.note)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(heads) - 1, QHeaderView.ResizeMode.Stretch)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Rows as tall as their wrapped text (at least the usual 34 px); the table as tall
        as its rows, so nothing scrolls or is cut."""
        table = self._table
        last = table.columnCount() - 1
        width = max(table.columnWidth(last) - 2 * CELL_MARGIN, 40)
        for r in range(table.rowCount()):
            item = table.item(r, last)
            if item is None:
                continue
            font = QFont(table.font())  # the style sheet's size; bold for the winner's row
            font.setBold(item.font().bold())
            wrap = int(Qt.TextFlag.TextWordWrap)
            needed = QFontMetrics(font).boundingRect(0, 0, width, 10_000, wrap, item.text())
            table.setRowHeight(r, max(ROW_HEIGHT, needed.height() + 2 * CELL_MARGIN))
        rows_h = table.verticalHeader().length()
        header_h = table.horizontalHeader().sizeHint().height()
        table.setFixedHeight(header_h + rows_h + 2 * table.frameWidth())

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        """The breakdown column's width changed: its rows' wrapped heights follow."""
        super().resizeEvent(event)
        QTimer.singleShot(0, self._fit_rows)  # once the header has stretched its last column

    def table(self) -> QTableWidget:
        """The breakdown table."""
        return self._table

    def headline(self) -> str:
        """The headline text, e.g. "Bea wins!"."""
        return self._headline.text()
