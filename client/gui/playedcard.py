"""The last card another seat played, face up in the side column (docs/client.md, "Every
turn visible"): a Tash-Kalar being, legend or flare, the card taken from Eight-Minute
Empire's row, the creature recruited, the card built.

The card comes from a log message (core.api.Message: the log is public, so the panel never
shows what a seat keeps secret); the game's view draws it (`PlayedCards.played_card`,
client/gui/gameview.py) or names no card in it (None). A game without the hook has no panel.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from client.gui.pacing import Pacing

TALLEST = 176  # pixels: a card face taller than this is scaled down to it
QWIDGETSIZE_MAX = 16777215  # Qt's "no maximum"
SHORTEST = 72  # pixels: how far the face gives way to the log in a full column (issue 32)


class Face(QLabel):
    """The card's face: its pixmap's size when there is room, smaller (down to SHORTEST
    pixels high, the same shape) when the column needs the room for the log below."""

    def minimumSizeHint(self) -> QSize:
        """A face SHORTEST pixels high at least (or the whole card, if smaller)."""
        pixmap = self.pixmap()
        if pixmap.isNull():
            return super().minimumSizeHint()
        size = pixmap.deviceIndependentSize()
        high = min(float(SHORTEST), size.height())
        return QSize(round(size.width() * high / max(size.height(), 1.0)), round(high))

    def natural(self) -> int:
        """The card's own height in pixels (0 without a card)."""
        pixmap = self.pixmap()
        return 0 if pixmap.isNull() else round(pixmap.deviceIndependentSize().height())

    def cap(self, room: int) -> None:
        """Be at most `room` pixels high (never below SHORTEST; no cap when it fits)."""
        natural = self.natural()
        if natural and room < natural:
            self.setMaximumHeight(max(room, min(SHORTEST, natural)))
        else:
            self.setMaximumHeight(QWIDGETSIZE_MAX)

    def sizeHint(self) -> QSize:
        """The card's size, or as scaled down to the height it may have."""
        natural = self.natural()
        if not natural or self.maximumHeight() >= natural:
            return super().sizeHint()
        size = self.pixmap().deviceIndependentSize()
        return QSize(round(size.width() * self.maximumHeight() / natural), self.maximumHeight())

    def paintEvent(self, event: QPaintEvent) -> None:
        """The pixmap scaled into the room the layout gave, its shape kept, at the top left."""
        pixmap = self.pixmap()
        if pixmap.isNull():
            super().paintEvent(event)
            return
        size = pixmap.deviceIndependentSize().toSize()
        room = self.contentsRect()
        shown = size.scaled(room.size(), Qt.AspectRatioMode.KeepAspectRatio)
        if shown.width() > size.width():  # never larger than the card
            shown = size
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRect(room.topLeft(), shown), pixmap)


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
        self.face = Face()
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

    def chrome(self) -> int:
        """The panel's height besides its face: the title, the spacing, the margins."""
        box = self.layout()
        assert box is not None  # built in __init__
        margins = box.contentsMargins()
        return self.title.sizeHint().height() + box.spacing() + margins.top() + margins.bottom()

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
