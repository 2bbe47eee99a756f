"""The last card another seat played, face up in the side column (docs/client.md, "Every
turn visible"): a Tash-Kalar being, legend or flare, the card taken from Eight-Minute
Empire's row, the creature recruited, the card built.

The card comes from a log message (core.api.Message: the log is public, so the panel never
shows what a seat keeps secret); the game's view draws it (`PlayedCards.played_card`,
client/gui/gameview.py) or names no card in it (None). A game without the hook has no panel.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from client.gui.pacing import Pacing

TALLEST = 176  # pixels: a card face taller than this is scaled down to it


class PlayedCard(QWidget):
    """The last card played: its face, and who played it how (the log's sentence)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("playedCard")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 2, 0, 2)
        box.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("playedTitle")
        self.title.setStyleSheet("font-weight: 700; color: #4A3B26;")
        row = QHBoxLayout()
        row.setSpacing(8)
        self.face = QLabel()
        self.face.setObjectName("playedFace")
        self.face.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.said = QLabel()
        self.said.setObjectName("playedSaid")
        self.said.setWordWrap(True)
        self.said.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.face)
        row.addWidget(self.said, 1)
        box.addWidget(self.title)
        box.addLayout(row)
        self.sentence = ""
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """The title in the window's language."""
        self.title.setText(Pacing.tr("Last card played"))

    def show_card(self, face: QPixmap, sentence: str) -> None:
        """Show `face` with the sentence that played it."""
        if face.height() / max(face.devicePixelRatio(), 1.0) > TALLEST:
            face = face.scaledToHeight(
                round(TALLEST * face.devicePixelRatio()),
                Qt.TransformationMode.SmoothTransformation,
            )
        self.face.setPixmap(face)
        self.sentence = sentence
        self.said.setText(sentence)
        self.face.setToolTip(sentence)
        self.retranslate()
        self.show()
