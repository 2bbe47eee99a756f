"""A seat's panel for any game: its token, its name (a bot's says its level) with tags (you,
hot-seat, reconnecting) and the turn marker, over the game's own lines; and the column of
them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from client.gui.i18n import Players
from client.gui.palette import Look, seat_look, shape_path


class Token(QWidget):
    """A seat's token: its colour and its shape (the game's `look`, else the palette's)."""

    def __init__(self, seat: int, look: Look | None = None) -> None:
        super().__init__()
        self.seat = seat
        self.look = look or seat_look(seat)
        self.setFixedSize(QSize(26, 26))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the token."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#222222"), 1.5))
        colour, shape = self.look
        p.setBrush(colour)
        p.drawPath(shape_path(shape, QPointF(13, 13), 18))


class PlayerFrame(QFrame):
    """One seat's panel: the token and the name line; a game adds its lines to `body`.
    `look`: the seat's colour and token shape when the game has its own (gameview.py)."""

    def __init__(self, seat: int, look: Look | None = None) -> None:
        super().__init__()
        self.seat = seat
        self.setObjectName("playerCard")
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 2, 6, 2)  # five of them share the column with the bid
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(0)
        self.token = Token(seat, look)
        grid.addWidget(self.token, 0, 0, 2, 1)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.RichText)
        self.name.setWordWrap(True)  # long names and languages wrap, never widen
        grid.addWidget(self.name, 0, 1)
        self.body = QVBoxLayout()
        self.body.setSpacing(0)
        grid.addLayout(self.body, 1, 1)
        grid.setColumnStretch(1, 1)

    def line(self) -> QLabel:
        """A new wrapped line under the name."""
        label = QLabel()
        label.setWordWrap(True)
        self.body.addWidget(label)
        return label

    def show_frame(self, view: Any, seat_kind: str, turn: bool) -> None:
        """The name line and the frame for the view (client/gui/controller.View): `turn`
        marks the seat whose turn it is (▶ and a golden border)."""
        seat, tags = self.seat, []
        if seat == view.seat:
            tags.append(Players.tr("you"))
        elif seat_kind == "local":
            tags.append(Players.tr("hot-seat"))
        # A bot's name says it is one, and its level (seatnames.py): no tag for it.
        if seat in view.away:
            tags.append("<span style='color:#B00020'>" + Players.tr("reconnecting…") + "</span>")
        marker = "▶ " if turn else ""
        tag_text = f" <small>({', '.join(tags)})</small>" if tags else ""
        self.name.setText(f"<b>{marker}{view.names[seat]}</b>{tag_text}")
        border, background = ("#D4A017", "#FFF8E6") if turn else ("#CDBFA3", "#F6EFE0")
        self.setStyleSheet(
            f"#playerCard {{ border: 2px solid {border}; border-radius: 8px; "
            f"background: {background}; }}"
        )


class PlayersPanel(QWidget):
    """A panel per seat, made by `make(seat)` and filled by its `show_player(view, kind)`."""

    def __init__(self, make: Callable[[int], Any]) -> None:
        super().__init__()
        self.make = make
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(4)
        self.cards: list[Any] = []

    def show_players(self, view: Any, kinds: Sequence[str], seats: int) -> None:
        """Show `seats` panels for the view; `kinds`: each seat's kind (local, bot...)."""
        while len(self.cards) < seats:
            card = self.make(len(self.cards))
            self.cards.append(card)
            self.box.addWidget(card)
        for seat, card in enumerate(self.cards):
            card.show_player(view, kinds[seat] if seat < len(kinds) else "")
