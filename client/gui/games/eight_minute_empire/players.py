"""Each player's coins, goods and supply, whose turn it is, and who is reconnecting."""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from client.gui.games.eight_minute_empire import words
from client.gui.palette import owner_color, owner_shape, shape_path
from core.games.eight_minute_empire.data import classic_rules
from core.games.eight_minute_empire.legends.data import legends_rules


def tr(text: str) -> str:
    """Translate in the "Players" context."""
    return QCoreApplication.translate("Players", text)


def trn(text: str, n: int) -> str:
    """Translate a text with a count (`%n`) in the "Players" context."""
    return QCoreApplication.translate("Players", text, None, n)


def stats_text(p: dict[str, Any], score: int) -> str:
    """A player's coins, supply, cards and points: "9 coins · 14 armies to place · 3 cities
    left to build · 2 cards · 5 VP" (the armies and cities are those not yet on the map)."""
    return " · ".join(
        (
            trn("%n coins", p["coins"]),
            trn("%n armies to place", p["armies_left"]),
            trn("%n cities left to build", p["cities_left"]),
            trn("%n cards", len(p["cards"])),
            trn("%n VP", score),
        )
    )


class Token(QWidget):
    """A seat's token: its colour and its shape."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.setFixedSize(QSize(26, 26))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the token."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#222222"), 1.5))
        p.setBrush(owner_color(self.seat))
        p.drawPath(shape_path(owner_shape(self.seat), QPointF(13, 13), 18))


def abilities_text(p: dict[str, Any]) -> str:
    """A Legends player's abilities: moves +N, armies +N, Flying N, elixir N, Immunity,
    the leader card and the tokens taken."""
    a = p["abilities"]
    parts = []
    if a["moves"]:
        parts.append(tr("moves +{n}").format(n=a["moves"]))
    if a["armies"]:
        parts.append(tr("armies +{n}").format(n=a["armies"]))
    if a["flying"]:
        parts.append(tr("Flying {n} (sea {cost})").format(n=a["flying"], cost=a["sea_cost"]))
    if a["elixir"]:
        parts.append(tr("elixir {n}").format(n=a["elixir"]))
    if a["immunity"]:
        parts.append(tr("Immunity"))
    if p.get("leader"):
        leader = words.legends_text(legends_rules().leaders[p["leader"]].name)
        parts.append(tr("leader: {name}").format(name=leader))
    if p.get("tokens"):
        names = ", ".join(words.token_name(t) for t in p["tokens"])
        parts.append(tr("tokens: {names}").format(names=names))
    if p.get("captured"):
        parts.append(tr("captured {n}").format(n=p["captured"]))
    return " · ".join(parts)


class PlayerCard(QFrame):
    """One player's line: token, name and tags, then coins, supply, goods, score."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.setObjectName("playerCard")
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 2, 6, 2)  # five of them share the column with the bid
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(0)
        grid.addWidget(Token(seat), 0, 0, 2, 1)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.RichText)
        self.stats = QLabel()
        self.stats.setWordWrap(True)  # the counts say what they count: a longer line
        self.goods = QLabel()
        for label in (self.name, self.stats):  # long names and languages wrap, never widen
            label.setWordWrap(True)
        self.goods.setWordWrap(True)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.stats, 1, 1)
        grid.addWidget(self.goods, 2, 1)
        grid.setColumnStretch(1, 1)

    def show_player(self, view: Any, seat_kind: str, score: int) -> None:
        """Fill in from the view (client/gui/controller.View)."""
        obs, seat = view.obs, self.seat
        p = obs["players"][seat]
        tags = []
        if seat == view.seat:
            tags.append(tr("you"))
        elif seat_kind == "local":
            tags.append(tr("hot-seat"))
        if seat_kind == "bot":
            tags.append(tr("bot"))
        if seat in view.away:
            tags.append("<span style='color:#B00020'>" + tr("reconnecting…") + "</span>")
        making = view.pending is not None  # the card's maker, until it is applied
        phase = obs["phase"] in ("take", "action", "neutral", "first")
        turn = view.turn == seat and (making or phase)
        marker = "▶ " if turn else ""
        tag_text = f" <small>({', '.join(tags)})</small>" if tags else ""
        self.name.setText(f"<b>{marker}{view.names[seat]}</b>{tag_text}")
        self.stats.setText(stats_text(p, score))
        if "abilities" in p:  # Legends: the abilities summary and the leader card
            self.goods.setText(abilities_text(p))
        else:
            held = Counter(g for cid in p["cards"] for g in classic_rules().cards[cid].goods)
            self.goods.setText(", ".join(f"{words.good(g)} {k}" for g, k in sorted(held.items())))
        self.goods.setVisible(bool(self.goods.text()))  # no empty line before goods are held
        border, background = ("#D4A017", "#FFF8E6") if turn else ("#CDBFA3", "#F6EFE0")
        self.setStyleSheet(
            f"#playerCard {{ border: 2px solid {border}; border-radius: 8px; "
            f"background: {background}; }}"
        )


class PlayersPanel(QWidget):
    """A card per player."""

    def __init__(self) -> None:
        super().__init__()
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(4)
        self.cards: list[PlayerCard] = []

    def show_players(self, view: Any, kinds: list[str]) -> None:
        """Show every seat of the view."""
        n = len(view.obs["players"])
        while len(self.cards) < n:
            card = PlayerCard(len(self.cards))
            self.cards.append(card)
            self.box.addWidget(card)
        for seat, card in enumerate(self.cards):
            card.show_player(
                view, kinds[seat] if seat < len(kinds) else "", view.obs["provisional"][seat]
            )
