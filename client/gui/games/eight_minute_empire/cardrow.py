"""The row of six face-up cards: cost, goods (Legends: name and ability) and action of each,
and which you can afford."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
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
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from client.gui.games.eight_minute_empire import helptexts, words
from client.gui.games.eight_minute_empire.colors import GOODS_COLORS
from client.gui.palette import text_on
from core.games.eight_minute_empire.data import classic_rules
from core.games.eight_minute_empire.legends.data import legends_rules

CARD_HEIGHT = 160


class CardWidget(QWidget):
    """One card of the row, painted like a card; clicking it takes it (when allowed)."""

    clicked = Signal(int)

    def __init__(self, slot: int) -> None:
        super().__init__()
        self.slot = slot
        self.card: dict[str, Any] | None = None
        self.cost = 0
        self.affordable = True
        self.takeable = False
        # A fixed height: the map above keeps its size whatever the row shows; texts that
        # need more room get smaller letters (see _fit).
        self.setMinimumWidth(120)
        self.setFixedHeight(CARD_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.ArrowCursor)

    def show_card(
        self, card: dict[str, Any] | None, cost: int, affordable: bool, takeable: bool
    ) -> None:
        """Show `card` ({goods, action}) at this slot's cost."""
        self.card, self.cost, self.affordable, self.takeable = card, cost, affordable, takeable
        hand = Qt.CursorShape.PointingHandCursor if takeable else Qt.CursorShape.ArrowCursor
        self.setCursor(hand)
        tip = ""
        if card is not None:
            legends = "ability" in card
            if "id" in card:  # what the card is and does (helptexts.py), as the rules say
                tip = helptexts.element("legends_card" if legends else "card", str(card["id"]))
            else:
                tip = words.card_action(card["action"], legends)
            if not affordable:
                tip += "\n" + CardRow.tr("You cannot afford this card.")
        self.setToolTip(tip)
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Take the card."""
        if event.button() == Qt.MouseButton.LeftButton and self.takeable:
            self.clicked.emit(self.slot)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the card: cost coin, goods chips (Legends: name and ability), action text."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        if self.card is None:
            p.setPen(QPen(QColor("#9C8B6E"), 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(r, 10, 10)
            return
        face = QColor("#FBF3E0") if self.affordable else QColor("#D9D2C5")
        border = QColor("#D4A017") if self.takeable else QColor("#7A6A4F")
        p.setPen(QPen(border, 3.0 if self.takeable else 1.5))
        p.setBrush(face)
        p.drawRoundedRect(r, 10, 10)
        self._paint_cost(p, r)
        texts, rule, _ = self._fit(r)
        if "goods" in self.card:
            self._paint_goods(p, r, texts[0].font)
            texts = texts[1:]
        p.setPen(QPen(QColor("#C9B99A"), 1))
        p.drawLine(int(r.left() + 10), int(rule), int(r.right() - 10), int(rule))
        inks = {"name": "#3B2F1E", "ability": "#6B3E12"}
        for text in texts:
            ink = inks.get(text.role, "#3B2F1E" if self.affordable else "#6F675C")
            p.setPen(QColor(ink))
            p.setFont(text.font)
            p.drawText(text.rect, int(text.flags), text.text)
        if not self.affordable:
            p.setFont(self._font(9.5))
            p.setPen(QColor("#8B0000"))
            p.drawText(
                r.adjusted(0, 0, 0, -6),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
                CardRow.tr("too dear"),
            )

    def _font(self, points: float, bold: bool = False, italic: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(points)
        font.setBold(bold)
        font.setItalic(italic)
        return font

    def _fit(self, r: QRectF) -> tuple[list[_Text], float, bool]:
        """The card's texts laid out in `r`, fonts made smaller until they all fit; also
        where the rule under the top part goes and whether it all fits even so."""
        texts: list[_Text] = []
        for scale in (1.0, 0.92, 0.85, 0.78, 0.72):
            texts, rule, fits = self._layout(r, scale)
            if fits:
                return texts, rule, True
        return texts, rule, False

    def _layout(self, r: QRectF, scale: float) -> tuple[list[_Text], float, bool]:
        assert self.card is not None
        wrap = Qt.TextFlag.TextWordWrap
        left, top = Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignTop
        texts: list[_Text] = []
        fits = True
        if "ability" in self.card:
            # The name beside the coin; the ability under both, across the whole card.
            name = _Text("name", self._font(8.5 * scale, bold=True), left | wrap, self.card["name"])
            fits &= name.place(QRectF(r.left() + 42, r.top() + 6, r.width() - 48, 32), middle=True)
            ability = _Text(
                "ability",
                self._font(8 * scale, italic=True),
                left | top | wrap,
                self.card["ability"],
            )
            fits &= ability.place(QRectF(r.left() + 8, r.top() + 40, r.width() - 16, 60))
            rule = ability.rect.bottom() + 4
            texts += [name, ability]
        else:
            # The chips' letters shrink on their own: two goods share a narrow card.
            width = (r.width() - 50) / max(1, len(self.card["goods"])) - 8
            names = [words.good(g) for g in self.card["goods"]]
            for chip_scale in (1.0, 0.9, 0.8, 0.72, 0.65):
                chips = _Text("goods", self._font(8.5 * chip_scale, bold=True), left, "")
                metrics = QFontMetricsF(chips.font)
                if all(metrics.horizontalAdvance(name) <= width for name in names):
                    break
            else:
                fits = False
            texts.append(chips)
            rule = r.top() + 48
        action = _Text(
            "action",
            self._font(9.5 * scale),
            Qt.AlignmentFlag.AlignHCenter | top | wrap,
            words.card_action(self.card["action"], "ability" in self.card),
        )
        bottom = r.bottom() - 22  # room for "too dear", kept even when it is not shown
        fits &= action.place(QRectF(r.left() + 8, rule + 6, r.width() - 16, bottom - rule - 6))
        return [*texts, action], rule, fits

    def clipped(self) -> list[str]:
        """The texts of this card that do not fit it, even in the smallest letters."""
        if self.card is None:
            return []
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        texts, _, fits = self._fit(r)
        return [] if fits else [" / ".join(t.text for t in texts if t.text)]

    def _paint_cost(self, p: QPainter, r: QRectF) -> None:
        coin = QRectF(r.left() + 8, r.top() + 8, 28, 28)
        p.setPen(QPen(QColor("#8C6D1F"), 1.5))
        p.setBrush(QColor("#F2C94C"))
        p.drawEllipse(coin)
        p.setFont(self._font(11, bold=True))
        p.setPen(QColor("#3B2F1E"))
        p.drawText(coin, int(Qt.AlignmentFlag.AlignCenter), str(self.cost))

    def _paint_goods(self, p: QPainter, r: QRectF, font: QFont) -> None:
        assert self.card is not None
        goods = self.card["goods"]
        p.setFont(font)
        x, width = r.left() + 42, (r.width() - 50) / max(1, len(goods))
        for g in goods:
            chip = QRectF(x, r.top() + 10, width - 4, 24)
            color = QColor(GOODS_COLORS.get(g, "#BBBBBB"))
            p.setPen(QPen(color.darker(140), 1))
            p.setBrush(color)
            p.drawRoundedRect(chip, 6, 6)
            p.setPen(text_on(color))
            p.drawText(chip, int(Qt.AlignmentFlag.AlignCenter), words.good(g))
            x += width


class _Text:
    """One text of a card: what it is, its font and flags, and the box it is drawn in."""

    def __init__(self, role: str, font: QFont, flags: Any, text: str) -> None:
        self.role, self.font, self.flags, self.text = role, font, flags, text
        self.rect = QRectF()

    def place(self, room: QRectF, middle: bool = False) -> bool:
        """Take the top of `room` (its middle if `middle`) for the text; False if it needs more."""
        need = QFontMetricsF(self.font).boundingRect(room, int(self.flags), self.text)
        height = min(need.height(), room.height())
        y = room.top() + (room.height() - height) / 2 if middle else room.top()
        self.rect = QRectF(room.left(), y, room.width(), height)
        return need.width() <= room.width() + 0.5 and need.height() <= room.height() + 0.5


class CardRow(QWidget):
    """Six cards; `taken(slot)` when the person to act clicks one they can afford."""

    taken = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(6)
        self.cards = [CardWidget(slot) for slot in range(6)]
        for card in self.cards:
            card.clicked.connect(self.taken)
            layout.addWidget(card)

    def show_row(self, obs: dict[str, Any], seat: int | None, can_take: set[int]) -> None:
        """Show the observation's row; `can_take`: the slots the person may take now."""
        legends = obs["config"].get("edition") == "legends"
        coins = obs["players"][seat]["coins"] if seat is not None else None
        for slot, widget in enumerate(self.cards):
            if slot < len(obs["row"]):
                card = card_of(obs["row"][slot], legends)
                cost = obs["costs"][slot]
                affordable = coins is None or cost <= coins
                widget.show_card(card, cost, affordable, slot in can_take)
            else:
                widget.show_card(None, 0, False, False)

    def clipped(self) -> list[str]:
        """The texts of cards in the row that do not fit their card (tests: nothing clipped)."""
        return [text for card in self.cards for text in card.clipped()]


def card_of(cid: int, legends: bool) -> dict[str, Any]:
    """What a card shows: Legends' name, ability and action; a classic card's goods and action."""
    if legends:
        raw_l = legends_rules().cards[cid]
        return {
            "id": cid,
            "name": words.legends_text(raw_l.name),
            "ability": words.legends_text(raw_l.ability),
            "action": raw_l.action,
        }
    raw = classic_rules().cards[cid]
    return {"id": cid, "goods": list(raw.goods), "action": raw.action}


def face(cid: int, cost: int, legends: bool, width: int = 150) -> QPixmap:
    """Card `cid` at `cost`, face up as in the row, as a picture (the last card played)."""
    card = CardWidget(0)
    card.resize(width, CARD_HEIGHT)
    card.show_card(card_of(cid, legends), cost, True, False)
    return card.grab()
