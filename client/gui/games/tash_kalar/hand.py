"""The hand under the arena: the cards of the seat whose eyes the screen is, and nobody
else's (the observation holds only that seat's hand: docs/hidden-information.md).

Beings first, then legends, then flares; a card the person may use now has a gold edge, the
card picked a red one. With no hand to show (a replay, behind the curtain, a spectator) the
row says so instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QScrollArea, QWidget

from client.gui.games.tash_kalar.cards import CARD_H, CardFace, Met
from client.gui.games.tash_kalar.choices import Handle
from client.gui.games.tash_kalar.words import TashKalar

ORDER = {"being": 0, "legend": 1, "flare": 2}


class HandRow(QScrollArea):
    """The seat's cards in a row; `picked(handle)` when the person clicks one (usable or
    not: the table says why a card cannot be used)."""

    picked = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFixedHeight(CARD_H + 34)
        inner = QWidget()
        self.row = QHBoxLayout(inner)
        self.row.setContentsMargins(4, 2, 4, 2)
        self.row.setSpacing(6)
        self.title = QLabel()  # only when there is no hand to show
        self.title.setWordWrap(True)
        self.row.addWidget(self.title)
        self.row.addStretch(1)
        self.setWidget(inner)
        self.cards: list[CardFace] = []
        self.entries: list[dict[str, Any]] = []

    def show_hand(
        self,
        hand: Sequence[dict[str, Any]] | None,
        usable: set[Handle],
        picked: Handle | None,
        met: Callable[[str], Sequence[Met]],
        colour: str = "blue",
    ) -> None:
        """Show `hand` (None: no hand to show); `met(flare id)` gives a flare's criteria;
        `colour`: the viewer's pieces' colour."""
        entries = sorted(hand or [], key=lambda e: (ORDER.get(e["kind"], 3), e["handle"]))
        self.entries = entries
        self.title.setText(TashKalar.tr("No hand is shown here.") if hand is None else "")
        self.title.setVisible(hand is None)
        self.setToolTip(TashKalar.tr("Your hand") if hand is not None else "")
        while len(self.cards) < len(entries):
            face = CardFace(len(self.cards))
            face.clicked.connect(self._clicked)
            self.row.insertWidget(self.row.count() - 1, face)
            self.cards.append(face)
        for k, face in enumerate(self.cards):
            face.setVisible(k < len(entries))
            if k < len(entries):
                entry = entries[k]
                handle = (str(entry["handle"][0]), int(entry["handle"][1]))
                card = entry.get("card")
                flares = met(card) if entry["kind"] == "flare" and card is not None else ()
                face.colour = colour
                face.show_card(entry, handle in usable, handle == picked, flares)

    def _clicked(self, index: int) -> None:
        if index < len(self.entries):
            handle = self.entries[index]["handle"]
            self.picked.emit((str(handle[0]), int(handle[1])))

    def face(self, handle: Handle) -> CardFace | None:
        """The widget showing card `handle`, if it is shown (tests click it)."""
        for entry, face in zip(self.entries, self.cards, strict=False):
            if tuple(entry["handle"]) == handle:
                return face
        return None

    def shown(self) -> list[str | None]:
        """The card ids drawn face up, in order (None: face down)."""
        return [e.get("card") for e in self.entries]

    def clipped(self) -> list[str]:
        """The texts of the cards on show that do not fit them (tests: nothing clipped)."""
        return [text for face in self.cards if face.isVisible() for text in face.clipped()]
