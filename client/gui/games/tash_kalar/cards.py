"""A card in the hand, painted: a being's or legend's name, the rank it summons, its pattern
as a mini-grid (the pieces it needs, the target square, the marked squares) and its effect
in words; a flare's two criteria, each with its effect and whether it is met against each
opponent now; a card the viewer was not told, face down.

The pattern is drawn as on the card (top row towards rank 9, docs/tash-kalar.md), the
same way up as the arena.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.gui import paintkit as kit
from client.gui.games.tash_kalar import helptexts, looks, words
from client.gui.games.tash_kalar.words import TashKalar
from core.games.tash_kalar.data import cards

CARD_W, CARD_H = 138, 214
FACE, EDGE, TEXT = QColor("#FBF5E6"), QColor("#7A6A4F"), QColor("#3B2F1E")
BACK = QColor("#5B3A6B")
RANK_OF = {1: "common", 2: "heroic", 3: "legendary"}

Met = tuple[str, bool, bool]  # an opponent's colour, upper criterion met, lower met


class CardFace(QWidget):
    """One card of the hand; `clicked(index)` on a click, usable or not (a card that
    cannot be used now says why: issue 32)."""

    clicked = Signal(int)

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.entry: dict[str, Any] = {}
        self.usable = self.selected = False
        self.met: list[Met] = []
        self._cut: list[str] = []  # the texts last painted that did not fit
        self._shown: tuple[Any, ...] = ()
        self.colour = "blue"  # the viewer's colour: a legend's pattern is drawn in it
        self.setFixedSize(QSize(CARD_W, CARD_H))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    @property
    def card(self) -> str | None:
        """The card's id, when its holder was told it."""
        return self.entry.get("card")

    def show_card(
        self, entry: dict[str, Any], usable: bool, selected: bool, met: Sequence[Met] = ()
    ) -> None:
        """Show a hand entry (handle, kind, card); `met`: a flare's criteria per opponent."""
        shown = (
            dict(entry),
            usable,
            selected,
            list(met),
            self.colour,
            TashKalar.tr("A face-down card"),
        )  # the language too
        if shown == self._shown:
            return  # nothing to repaint: a redraw of the table repaints only what changed
        self._shown = shown
        self.entry, self.usable, self.selected, self.met = entry, usable, selected, list(met)
        cursor = Qt.CursorShape.PointingHandCursor if usable else Qt.CursorShape.ArrowCursor
        self.setCursor(cursor)
        self.setToolTip(self.tooltip())
        self.setAccessibleName(self.describe())
        self.update()

    def tooltip(self) -> str:
        """The card as the rules say it (helptexts.py): its rank, pattern and effect, a
        flare's criteria and when it may be invoked; a face-down card only that."""
        cid = self.card
        if cid is None:
            return self.describe()
        data = cards()
        kind = "flare" if cid in data.flares else ("legend" if cid in data.legends else "being")
        return helptexts.element(kind, cid) or self.describe()

    def describe(self) -> str:
        """The card in words (tooltip, screen readers)."""
        cid = self.card
        if cid is None:
            return TashKalar.tr("A face-down card")
        if cid in cards().flares:
            up, low = words.flare_parts(cards().flares[cid])
            return f"{words.card_title(cid)}\n▲ {up}\n▼ {low}"
        return f"{words.card_title(cid)}: {words.card_effect(cid)}"

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Pick the card (the table says why when it cannot be used now)."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.index)

    # -- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """The card's face (or back)."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        cid = self.card
        self._cut = []
        if cid is None:
            p.setPen(QPen(EDGE, 1.5))
            p.setBrush(BACK)
            p.drawRoundedRect(r, 9, 9)
            p.setPen(QPen(QColor("#C9A8D8"), 1))
            p.setBrush(Qt.BrushStyle.DiagCrossPattern)
            p.drawRoundedRect(r.adjusted(8, 8, -8, -8), 6, 6)
            return
        border = looks.PICKED if self.selected else (looks.GOLD if self.usable else EDGE)
        p.setPen(QPen(border, 3.5 if self.selected or self.usable else 1.5))
        p.setBrush(FACE)
        p.drawRoundedRect(r, 9, 9)
        if cid in cards().flares:
            self._paint_flare(p, r, cid)
        else:
            self._paint_being(p, r, cid)

    def _font(self, points: float, bold: bool = False) -> QFont:
        f = QFont(self.font())
        f.setPointSizeF(points)
        f.setBold(bold)
        return f

    def _paint_being(self, p: QPainter, r: QRectF, cid: str) -> None:
        card = cards().card(cid)
        colour = cid.split("-")[0] if "-" in cid else "legend"
        badge = kit.Batch()
        looks.piece(badge, colour, RANK_OF[card.rank], QPointF(r.left() + 16, r.top() + 17), 22)
        if colour == "legend":
            badge = kit.Batch()
            looks.piece(badge, "legend", "legendary", QPointF(r.left() + 16, r.top() + 17), 22)
        paint_batch(p, badge)
        name = QRectF(r.left() + 32, r.top() + 4, r.width() - 36, 28)
        self._fit_text(p, name, words.card_title(cid), 9.5, bold=True, middle=True)
        grid = QRectF(r.left() + 8, r.top() + 36, r.width() - 16, 78)
        paint_pattern(p, grid, card.pattern, colour if colour != "legend" else self.colour)
        text = QRectF(
            r.left() + 7, grid.bottom() + 4, r.width() - 14, r.bottom() - grid.bottom() - 8
        )
        self._fit_text(p, text, words.card_effect(cid), 8.5)

    def _paint_flare(self, p: QPainter, r: QRectF, cid: str) -> None:
        flare = cards().flares[cid]
        title = QRectF(r.left() + 8, r.top() + 4, r.width() - 16, 22)
        self._fit_text(p, title, words.card_title(cid), 9.5, bold=True, middle=True)
        up, low = words.flare_parts(flare)
        chips = 16 * len(self.met)
        room = r.bottom() - 6 - chips - (title.bottom() + 2)
        top = QRectF(r.left() + 7, title.bottom() + 2, r.width() - 14, room / 2)
        self._fit_text(p, top, "▲ " + up, 8)
        bottom = top.translated(0, room / 2)
        p.setPen(QPen(QColor("#C9B99A"), 1))
        p.drawLine(QPointF(r.left() + 10, bottom.top()), QPointF(r.right() - 10, bottom.top()))
        self._fit_text(p, bottom.adjusted(0, 2, 0, 0), "▼ " + low, 8)
        y = r.bottom() - 4 - chips
        for colour, up_met, low_met in self.met:
            line = QRectF(r.left() + 6, y, r.width() - 12, 16)
            text = TashKalar.tr("vs {colour}: ▲{up} ▼{low}").format(
                colour=words.colour_name(colour),
                up="✓" if up_met else "✗",
                low="✓" if low_met else "✗",
            )
            ink = QColor("#1D6B2F") if up_met or low_met else QColor("#8B0000")
            self._fit_text(p, line, text, 8, bold=True, middle=True, wrap=False, ink=ink)
            y += 16

    def _fit_text(
        self, p: QPainter, room: QRectF, text: str, points: float, bold: bool = False,
        middle: bool = False, wrap: bool = True, ink: QColor = TEXT,
    ) -> bool:  # fmt: skip
        """Draw `text` (wrapped) in `room`, in smaller letters until it fits; whether it
        did (a text that does not is kept for `clipped`)."""
        flags = int(Qt.AlignmentFlag.AlignHCenter)
        flags |= int(Qt.TextFlag.TextWordWrap) if wrap else 0
        flags |= int(Qt.AlignmentFlag.AlignVCenter if middle else Qt.AlignmentFlag.AlignTop)
        fits = False
        for scale in (1.0, 0.92, 0.85, 0.78, 0.72, 0.66):
            font = self._font(points * scale, bold)
            need = QFontMetricsF(font).boundingRect(room, flags, text)
            fits = need.height() <= room.height() + 0.5 and need.width() <= room.width() + 0.5
            if fits:
                break
        p.setFont(font)
        p.setPen(ink)
        p.drawText(room, flags, text)
        if not fits:
            self._cut.append(text)
        return fits

    def clipped(self) -> list[str]:
        """The texts of this card that do not fit it even in the smallest letters."""
        self._cut = []
        self.grab()  # paints it: every text is measured as it is drawn
        return list(self._cut)


def face(cid: str, colour: str) -> QPixmap:
    """Card `cid` face up as in a hand, a legend's pattern in `colour` (the seat that
    played it), as a picture (the last card played)."""
    card = CardFace(0)
    card.colour = colour
    card.show_card({"card": cid}, False, False)
    return card.grab()


def paint_batch(p: QPainter, batch: kit.Batch) -> None:
    """Paint a batch's layers with a painter (a widget, not a scene), lowest first."""
    for _, (path, brush, line) in sorted(batch.layers.items(), key=lambda x: x[0][0]):
        p.setPen(line if line is not None else QPen(Qt.PenStyle.NoPen))
        p.setBrush(brush if brush is not None else Qt.BrushStyle.NoBrush)
        p.drawPath(path)


def paint_pattern(p: QPainter, room: QRectF, pattern: str, colour: str) -> None:
    """A pattern as a mini-grid centred in `room`: the pieces it needs (a star: heroic or
    better), the target (a thick white frame; with a piece if one of yours must be there)
    and the marked squares."""
    rows = pattern.split("/")
    cols = len(rows[0])
    cell = min(22.0, room.width() / cols, room.height() / len(rows))
    left = room.center().x() - cell * cols / 2
    top = room.center().y() - cell * len(rows) / 2
    batch = kit.Batch()
    paint = colour if colour in looks.PIECE_COLOURS else "blue"
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            box = QRectF(left + x * cell, top + y * cell, cell, cell)
            p.setPen(QPen(looks.GRID, 0.8))
            p.setBrush(looks.SQUARE_LIGHT)
            p.drawRect(box)
            if ch in "CHch":
                rank = "heroic" if ch in "Hh" else "common"
                looks.piece(batch, paint, rank, box.center(), cell * 0.72)
            if ch == "*":
                looks.mark_star(batch, box.center(), cell * 0.3)
            if ch in "@ch":
                target = box.adjusted(1, 1, -1, -1)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor("#FFFFFF"), 3))
                p.drawRect(target)
                p.setPen(QPen(looks.PATTERN, 1.3))
                p.drawRect(target)
    paint_batch(p, batch)
