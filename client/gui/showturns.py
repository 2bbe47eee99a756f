"""The table page's side of "every turn visible" (docs/client.md): for each action the
controller's pacer shows (client/gui/pacing.py), the spotlight on the board and its line of
the log lit, the last card another seat played face up in the side column, and at the end
the final board with a bar that opens the scores on a click or after a pause.

It knows no game: the spotlight compares pictures of the game's main area
(client/gui/spotlight.py), the seats' colours come from gameview.seat_looks, and a card's
face from the game view's `played_card`, when its view package declares `played_cards`
(client/gui/games/__init__.py; gameview.PlayedCards).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, cast

from PySide6.QtCore import QObject, QPoint, QRect, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QPushButton, QWidget

from client.gui import games, gameview
from client.gui.controller import TableController
from client.gui.logview import GameLog
from client.gui.pacing import Pacing, Shown
from client.gui.playedcard import PlayedCard
from client.gui.spotlight import Spotlight, changed_boxes


class TablePage(Protocol):
    """What the turn show reads of the table page (table.py's TableView, a QWidget): declared
    here, so that this module does not import the page that imports it."""

    c: TableController
    game: QWidget  # the game's view
    log: GameLog
    side: QWidget
    board_page: QWidget

    def layout(self) -> QLayout: ...

    def redraw(self) -> None: ...


class TurnShow(QObject):
    """Shows each action of another seat on `table`'s board as the pacer puts it on show."""

    def __init__(self, table: TablePage) -> None:
        super().__init__(cast(QWidget, table))
        self.t, c = table, table.c
        assert c.roster is not None
        self.pacer = c.pacer
        self.look = gameview.seat_looks(c.roster.game, c.roster.config)
        self.spot = Spotlight(table.board_page)
        self.spot.skipped.connect(self.pacer.skip)
        self.spot.fade.timeout.connect(table.log.unlight)
        declared = games.capabilities(c.roster.game).played_cards
        self.cards = cast(gameview.PlayedCards, table.game) if declared else None
        self.played = PlayedCard()
        side = table.side.layout()
        side.insertWidget(side.indexOf(table.log), self.played)  # just above the log
        self.end_bar = EndBar()
        table.layout().insertWidget(1, self.end_bar)  # below the banner, above the board
        self._before: QImage | None = None
        self._card: Shown | None = None  # the newest card to show (drawn once per batch)
        self._card_soon = QTimer(self, singleShot=True, interval=0)
        self._card_soon.timeout.connect(self._show_card)
        self.pacer.showing.connect(self._look_before)
        self.pacer.shown.connect(self._shown)
        # Bound methods of this QObject, not lambdas: Qt drops them with the page, while
        # the controller's pacer outlives it.
        self.pacer.caughtUp.connect(self._caught_up)

    # -- each action -------------------------------------------------------------------

    def _look_before(self, frame: Shown) -> None:
        """The board as it was before `frame` (the pacer shows that state now)."""
        self.t.redraw()
        self._before = self.t.game.main.grab().toImage()

    def _shown(self, frame: Shown) -> None:
        """`frame` is on show: light it on the board and in the log when it is paced; keep
        a card another seat played."""
        another = frame.actor is not None and frame.actor not in self.t.c.people_here()
        if another and self.cards is not None and frame.message.params.get("card"):
            self._card = frame  # drawn once the batch is shown: the newest named only
            self._card_soon.start()
        before, self._before = self._before, None
        if before is None:
            return  # not paced: shown at once
        self.t.redraw()
        main = self.t.game.main
        boxes = changed_boxes(before, main.grab().toImage())
        ratio = before.width() / max(main.width(), 1)  # the picture's pixels per widget's
        boxes = [QRect(*(round(v / ratio) for v in b.getRect())) for b in boxes]
        area = QRect(main.mapTo(self.t.board_page, QPoint(0, 0)), main.size())
        colour = self.look(frame.actor)[0] if frame.actor is not None else self.spot.colour
        more = bool(self.pacer.queue)
        self.spot.light(area, boxes, colour, frame.sentence, more, 2 * self.pacer.dwell)
        self.t.log.light_last()

    def _caught_up(self) -> None:
        self.spot.waiting(False)  # nothing waits: no "Show all"

    def _show_card(self) -> None:
        frame, self._card = self._card, None
        if frame is None or self.cards is None:
            return
        face = self.cards.played_card(frame.message)
        if face is not None:
            self.played.show_card(face, frame.sentence)

    # -- the end -----------------------------------------------------------------------

    def game_over(self, open_end: Callable[[], None], pause: int) -> None:
        """The final board stays, with a bar: the scores open on its button or after
        `pause` ms."""
        self.end_bar.offer(open_end, pause)

    def retranslate(self) -> None:
        """The texts of the parts on show in the window's language."""
        self.played.retranslate()
        self.spot.caption.retranslate()
        self.end_bar.retranslate()


class EndBar(QWidget):
    """The game is over: the final board stays on show; the scores open on the button
    or by themselves after a pause."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("endBar")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 10, 4)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("endBarScores")
        row.addWidget(self.text, 1)
        row.addWidget(self.button)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#endBar { background: #CFE6C4; } QLabel { color: #1E2A16; "
                           "font-weight: bold; }")  # fmt: skip
        self.timer = QTimer(self, singleShot=True)
        self.timer.timeout.connect(self._open)
        self.button.clicked.connect(self._open)
        self._then: Callable[[], None] | None = None
        self.retranslate()
        self.hide()

    def offer(self, open_end: Callable[[], None], pause: int) -> None:
        """Show the bar; `open_end` once, on the button or after `pause` ms."""
        self._then = open_end
        self.retranslate()
        self.show()
        self.timer.start(pause)

    def retranslate(self) -> None:
        """The bar's words in the window's language."""
        self.text.setText(
            Pacing.tr("The game is over: here is the final board. The scores open in a moment.")
        )
        self.button.setText(Pacing.tr("See the scores"))

    def _open(self) -> None:
        self.timer.stop()
        then, self._then = self._then, None
        self.hide()
        if then is not None:
            then()
