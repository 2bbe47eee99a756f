"""The end of a game, any game: who won, on what, and every score's breakdown.

Drawn from the observation's END block alone (core.api.END: totals, parts, carried, notes,
ranking, winners, separated_by), its labels and notes translated from the game's templates
(client/gui/sentences.py): the same figures client/report.py prints as text, never
recomputed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QResizeEvent
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
from client.gui.endresult import Row, headline_text, lower_ties_text, rows_of, tiebreak_text
from client.gui.palette import SeatLook, seat_look
from client.gui.scorechart import LEFT, ScoreChart, marker_pixmap
from client.gui.sentences import WindowSpeaker
from core.api import END

WINNER_ROW = "#FFF3D1"
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
