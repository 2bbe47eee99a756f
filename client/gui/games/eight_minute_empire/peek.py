"""The mephitic swamp's peek, answered at once (issue 32): a click on a peek says at once
that the token is being shown to the person alone; once the reveal reaches them, a note on
the map beside the token says what it is, what it does and that it stays face down and
secret, for the peeker's eyes only (the log, public, never names it).

Which token a seat knows comes from the observation shown to that seat (its `face_down`:
the value only for a viewer shown it), so the note appears exactly when the view does.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsTextItem

from client.gui import paintkit as kit
from client.gui.games.eight_minute_empire import helptexts
from client.gui.games.eight_minute_empire.board import BoardView
from client.gui.games.eight_minute_empire.words import token_name
from client.gui.i18n import Table

SHOWN_MS = 15000  # how long the note stays beside the token; it goes sooner with the
# eyes, and at the person's next move (the view's `_act`)
WIDTH = 250.0  # screen pixels: the note's text width (it ignores the zoom)
Z_NOTE = 50  # above every token and highlight


def what_it_does(token: str) -> str:
    """A token's ability in words (the help's text, without its name and its rule)."""
    lines = helptexts.element("token", token).split("\n")
    return lines[1] if len(lines) > 1 else ""


def answer(token: str) -> str:
    """The peek's answer: what the token is, what it does, and that it stays secret."""
    name, does = token_name(token), what_it_does(token)
    text = Table.tr("It is {token}.").format(token=name)
    if does:
        text += " " + does
    return text + " " + Table.tr("It stays face down: only you know it.")


class PeekNote:
    """The note on `board` beside the token the person just peeked at."""

    def __init__(self, board: BoardView) -> None:
        self.board = board
        self.known: dict[int, set[str]] = {}  # per seat: the regions whose token it knows
        self.item: QGraphicsItem | None = None
        self.region: str | None = None
        self.token: str | None = None
        self.seat: int | None = None  # whose eyes the note is for
        self.board_name: Any = str  # a region's name on the board (the view sets it)
        # the board's child: a note's timer never fires after the board is gone (a window
        # closed within SHOWN_MS of a peek)
        self.timer = QTimer(board, singleShot=True, interval=SHOWN_MS)
        self.timer.timeout.connect(self.clear)

    def follow(self, obs: dict[str, Any], seat: int | None, news: bool = True) -> None:
        """The board now shows `obs` to `seat`'s eyes: a token it learned since it was last
        shown gets the note (unless it is no news: re-learned on resuming); another
        person's eyes lose it."""
        if seat != self.seat:
            self.clear()
        if seat is None:
            return
        face_down = obs.get("face_down") or {}
        now = {rid: t["token"] for rid, t in face_down.items() if t.get("token")}
        before = self.known.get(seat)
        self.known[seat] = set(now)
        new = sorted(set(now) - before) if before is not None and news else []
        if new:
            self.seat, self.region, self.token = seat, new[0], str(now[new[0]])
            self.timer.start()
        if self.region is not None and self.region not in now:
            self.clear()  # taken face up by a city: the board says it now
        self._draw()

    def text(self) -> str:
        """The note's words (empty without a note)."""
        return answer(self.token) if self.token is not None else ""

    def clear(self) -> None:
        """No note."""
        self.region = self.token = self.seat = None
        self.timer.stop()
        self._remove()

    def _remove(self) -> None:
        if self.item is not None:
            self.board.scene().removeItem(self.item)
            self.item = None

    def _draw(self) -> None:
        """Lay the note beside the token, in screen pixels whatever the map's zoom (drawn
        again after each redraw: the language may have changed, the token moved)."""
        self._remove()
        box = self.board.token_rect(self.region) if self.region is not None else None
        if box is None or self.token is None:
            return
        words = QGraphicsTextItem()
        words.setTextWidth(WIDTH)
        words.setDefaultTextColor(kit.INK)
        font = kit.font(13, serif=False)
        font.setWeight(QFont.Weight.Normal)  # the title alone in bold
        words.setFont(font)
        region = self.board_name(self.region)
        title = Table.tr("Your secret peek in {region}").format(region=region)
        words.setHtml(f"<b>{_escape(title)}</b><br>{_escape(self.text())}")
        inner = words.boundingRect()
        size = QRectF(0, 0, inner.width() + 14, inner.height() + 10)
        frame = QGraphicsRectItem(self._place(box, size))
        frame.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        frame.setBrush(QBrush(kit.alpha(kit.PARCHMENT, 248)))
        frame.setPen(QPen(QColor(kit.INK), 2.0))
        words.setParentItem(frame)
        words.setPos(frame.rect().topLeft() + QPointF(7, 5))
        frame.setPos(QPointF(box.center().x(), box.top()))  # anchored at the token
        frame.setZValue(Z_NOTE)
        frame.setToolTip(self.text())
        self.board.scene().addItem(frame)
        self.item = frame

    def _place(self, token: QRectF, note: QRectF) -> QRectF:
        """The note's box in screen pixels from the token's top centre: above it, or below
        (past the peekers' eyes) when the view has no room above; inside the view."""
        view = self.board
        scale = view.transform().m11()
        top = view.mapFromScene(QPointF(token.center().x(), token.top()))
        y = -note.height() - 8.0
        if top.y() + y < 4:
            y = token.height() * scale + 34 * scale + 6
        x = -note.width() / 2
        width = view.viewport().width()
        x += max(0.0, 4 - (top.x() + x)) - max(0.0, top.x() + x + note.width() - (width - 4))
        return QRectF(x, y, note.width(), note.height())


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
