"""The row of six face-up cards: cost, goods (Legends: name and ability) and action of each,
and which you can afford."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from client.gui import words
from client.gui.palette import GOODS_COLORS, text_on
from core.games.eight_minute_empire.data import classic_rules
from core.games.eight_minute_empire.legends.data import legends_rules


def tr(text: str) -> str:
    """Translate in the "CardRow" context."""
    return QCoreApplication.translate("CardRow", text)


def fitted(font: QFont, rect: QRectF, text: str, flags: int, smallest: float = 6.5) -> QFont:
    """`font`, made smaller (down to `smallest` points) until `text` fits in `rect`: card
    names and abilities differ in length from one language to another."""
    font = QFont(font)
    while font.pointSizeF() > smallest:
        box = QFontMetricsF(font).boundingRect(rect, flags, text)
        if box.width() <= rect.width() + 0.5 and box.height() <= rect.height() + 0.5:
            break
        font.setPointSizeF(max(smallest, font.pointSizeF() - 0.5))
    return font


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
        self.setMinimumSize(120, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
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
            tip = words.card_action(card["action"], legends)
            if legends:
                tip = f"{card['name']}: {card['ability']}\n{tip}"
            if not affordable:
                tip += "\n" + tr("You cannot afford this card.")
        self.setToolTip(tip)
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Take the card."""
        if event.button() == Qt.MouseButton.LeftButton and self.takeable:
            self.clicked.emit(self.slot)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the card: cost coin, goods chips, action text."""
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
        if "ability" in self.card:
            self._paint_ability(p, r)
        else:
            self._paint_goods(p, r)
        p.setPen(QColor("#3B2F1E") if self.affordable else QColor("#6F675C"))
        font = QFont(self.font())
        font.setPointSizeF(9.5)
        p.setFont(font)
        text_rect = r.adjusted(8, 62, -8, -8)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        action = words.card_action(self.card["action"], "ability" in self.card)
        p.drawText(text_rect, int(flags), action)
        if not self.affordable:
            p.setPen(QColor("#8B0000"))
            p.drawText(
                r.adjusted(0, 0, 0, -6),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
                tr("too dear"),
            )

    def _paint_cost(self, p: QPainter, r: QRectF) -> None:
        coin = QRectF(r.left() + 8, r.top() + 8, 28, 28)
        p.setPen(QPen(QColor("#8C6D1F"), 1.5))
        p.setBrush(QColor("#F2C94C"))
        p.drawEllipse(coin)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(11)
        p.setFont(font)
        p.setPen(QColor("#3B2F1E"))
        p.drawText(coin, int(Qt.AlignmentFlag.AlignCenter), str(self.cost))

    def _paint_goods(self, p: QPainter, r: QRectF) -> None:
        assert self.card is not None
        goods = self.card["goods"]
        font = QFont(self.font())
        font.setPointSizeF(8.5)
        font.setBold(True)
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
        p.setPen(QPen(QColor("#C9B99A"), 1))
        p.drawLine(int(r.left() + 10), int(r.top() + 48), int(r.right() - 10), int(r.top() + 48))

    def _paint_ability(self, p: QPainter, r: QRectF) -> None:
        """A Legends card's top scroll: its name, and its ability under it."""
        assert self.card is not None
        font = QFont(self.font())
        font.setPointSizeF(8.5)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#3B2F1E"))
        # Name and ability share the scroll beside the cost: a long name (Italian ones are)
        # gets a smaller font, then a second line; the ability takes what is left.
        area = QRectF(r.left() + 40, r.top() + 5, r.width() - 44, 41)
        line = QRectF(area.left(), area.top(), area.width(), 18)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        name_flags = int(left | Qt.AlignmentFlag.AlignVCenter)
        name_font = fitted(font, line, self.card["name"], name_flags, smallest=7)
        if QFontMetricsF(name_font).horizontalAdvance(self.card["name"]) > line.width():
            name_flags = int(left | Qt.TextFlag.TextWordWrap)
            line.setHeight(24)
            name_font = fitted(font, line, self.card["name"], name_flags)
        used = QFontMetricsF(name_font).boundingRect(line, name_flags, self.card["name"])
        p.setFont(name_font)
        p.drawText(line, name_flags, self.card["name"])
        font.setBold(False)
        font.setItalic(True)
        font.setPointSizeF(8)
        p.setPen(QColor("#6B3E12"))
        below = max(used.bottom(), area.top() + 16)
        scroll = QRectF(area.left(), below, area.width(), area.bottom() - below)
        flags = int(left | Qt.TextFlag.TextWordWrap)
        p.setFont(fitted(font, scroll, self.card["ability"], flags, smallest=6))
        p.drawText(scroll, flags, self.card["ability"])
        p.setPen(QPen(QColor("#C9B99A"), 1))
        p.drawLine(int(r.left() + 10), int(r.top() + 48), int(r.right() - 10), int(r.top() + 48))


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
                cid = obs["row"][slot]
                if legends:
                    raw_l = legends_rules().cards[cid]
                    card = {
                        "name": words.legends_text(raw_l.name),
                        "ability": words.legends_text(raw_l.ability),
                        "action": raw_l.action,
                    }
                else:
                    raw = classic_rules().cards[cid]
                    card = {"goods": list(raw.goods), "action": raw.action}
                cost = obs["costs"][slot]
                affordable = coins is None or cost <= coins
                widget.show_card(card, cost, affordable, slot in can_take)
            else:
                widget.show_card(None, 0, False, False)
