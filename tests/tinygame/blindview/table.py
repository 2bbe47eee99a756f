"""Blind Pass at the table (its GameView, client/gui/gameview.py), for the tests: the deck
and the pile, every seat's hand (the cards its viewer was shown face up, the others face
down, by count), the moves of the person acting as buttons in words, and a panel per
player. Without a controller (a replay) it only shows. The view draws only the
observation it is given (the controller's: that person's own secrets, nobody else's)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from client.gui import paintkit as kit
from client.gui.palette import owner_color
from client.gui.playerframe import PlayerFrame, PlayersPanel
from core.api import Action

if TYPE_CHECKING:
    from client.gui.controller import TableController, View

CONTEXT = "blind_pass"  # the game's translation context (its log templates' too)
FELT, INK, FACE, BACK = QColor("#23475E"), QColor("#2B2118"), QColor("#FFFDF6"), QColor("#8E2F3C")
CARD_W, CARD_H, GAP = 58.0, 84.0, 10.0


def tr(text: str) -> str:
    """Translate in Blind Pass's context."""
    return QCoreApplication.translate(CONTEXT, text)


def hand_values(obs: Mapping[str, Any], seat: int) -> list[int | None]:
    """What the observation shows of a seat's hand: a value, or None for a face-down card."""
    return [card[2] for card in obs["hands"][seat]]


class Felt(QWidget):
    """The deck and the pile above, a row of cards per seat below (`faces`: what is drawn)."""

    def __init__(self) -> None:
        super().__init__()
        self.obs: dict[str, Any] = {}
        self.names: list[str] = []
        self.me: int | None = None
        self.faces: list[list[int | None]] = []
        self.setMinimumSize(QSize(520, 360))

    def show_obs(self, obs: dict[str, Any], names: list[str], me: int | None) -> None:
        """Draw this observation, for the eyes of `me` (None: the public)."""
        self.obs, self.names, self.me = obs, names, me
        self.faces = [hand_values(obs, s) for s in range(len(obs["hands"]))]
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The table in words (what a screen reader says): only what is drawn face up."""
        parts = [
            tr("Deck: {n} cards").format(n=self.obs["deck_left"]),
            tr("pile: {n}").format(n=self.obs["pile"] or "—"),
        ]
        for seat, faces in enumerate(self.faces):
            up = [str(v) for v in faces if v is not None]
            down = sum(v is None for v in faces)
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            shown = ", ".join(up) if up else "—"
            parts.append(
                tr("{name}: {up} face up, {down} face down").format(name=name, up=shown, down=down)
            )
        return "; ".join(parts)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The felt, the deck and the pile, and each seat's hand."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), FELT)
        if not self.obs:
            return
        top = QRectF(20, 16, CARD_W, CARD_H)
        self._card(p, top, None if self.obs["deck_left"] else 0)
        self._label(p, top, tr("Deck ({n})").format(n=self.obs["deck_left"]))
        pile = top.translated(CARD_W + 3 * GAP, 0)
        self._card(p, pile, self.obs["pile"] or 0)
        self._label(p, pile, tr("Pile"))
        # One row per seat under the deck, each a card high: a tall felt spreads nothing out.
        row_h = min((self.height() - (top.bottom() + 40)) / max(len(self.faces), 1), CARD_H + 24)
        for seat, faces in enumerate(self.faces):
            self._hand(p, seat, faces, top.bottom() + 36 + seat * row_h, row_h)

    def _hand(self, p: QPainter, seat: int, faces: list[int | None], y: float, h: float) -> None:
        name = self.names[seat] if seat < len(self.names) else str(seat + 1)
        if seat == self.me:
            name = tr("{name} (you)").format(name=name)
        p.setPen(owner_color(seat).lighter(130))
        f = kit.font(14, bold=True)
        p.setFont(f)
        text = QFontMetrics(f).elidedText(name, Qt.TextElideMode.ElideRight, 130)
        p.drawText(QRectF(20, y, 140, h), Qt.AlignmentFlag.AlignVCenter, text)
        scale = min(1.0, (h - 8) / CARD_H)
        for k, value in enumerate(faces):
            box = QRectF(170 + k * (CARD_W * scale + GAP), y + 4, CARD_W * scale, CARD_H * scale)
            self._card(p, box, value)

    @staticmethod
    def _card(p: QPainter, box: QRectF, value: int | None) -> None:
        """A card: its face and value, a patterned back (None), or an empty place (0)."""
        if value == 0:
            p.setPen(QPen(QColor("#9FB5C4"), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box, 6, 6)
            return
        p.setPen(QPen(INK, 1.5))
        p.setBrush(FACE if value is not None else BACK)
        p.drawRoundedRect(box, 6, 6)
        if value is None:  # the back: a lattice, the same for every card
            p.setPen(QPen(QColor("#E8C9A0"), 1))
            p.setBrush(Qt.BrushStyle.DiagCrossPattern)
            p.drawRoundedRect(box.adjusted(5, 5, -5, -5), 4, 4)
            return
        p.setPen(INK)
        p.setFont(kit.font(int(box.height() * 0.38), bold=True))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(value))

    @staticmethod
    def _label(p: QPainter, box: QRectF, text: str) -> None:
        p.setPen(QColor("#E9F0F4"))
        p.setFont(kit.font(11, serif=False))
        p.drawText(
            QRectF(box.left() - 10, box.bottom() + 2, box.width() + 20, 18),
            Qt.AlignmentFlag.AlignCenter,
            text,
        )


def move_text(action: Action, view: View) -> str:
    """A move in words, naming only what the person acting knows of their own cards."""
    kind = action[0]
    if kind == "draw":
        return tr("Draw a card")
    if kind == "knock":
        return tr("Knock (do nothing)")
    if kind == "mix":
        return tr("Mix your hand (nobody can tell your cards apart)")
    if kind == "play":
        return tr("Play your {n}").format(n=action[3])
    known = {(d, p): v for d, p, v in view.obs["hands"][view.acting or 0]}
    value = known.get((action[1], action[2]))
    to = view.names[((view.acting or 0) + 1) % len(view.names)]
    if value is None:
        return tr("Pass a card face down to {name}").format(name=to)
    return tr("Pass your {n} face down to {name}").format(n=value, name=to)


class MovesPanel(QGroupBox):
    """What the person acting may do now, one button per move."""

    def __init__(self) -> None:
        super().__init__()
        self.box = QVBoxLayout(self)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.box.addWidget(self.prompt)
        self.buttons: list[QPushButton] = []

    def show_view(self, view: View, act: Any) -> None:
        """One button per legal move of the view (none for someone else's turn)."""
        for button in self.buttons:
            button.hide()
            button.deleteLater()
        self.buttons = []
        self.setTitle(tr("Your move") if view.acting is not None else tr("Blind Pass"))
        if view.acting is None:
            current = view.obs["current"]
            who = view.names[current] if 0 <= current < len(view.names) else None
            self.prompt.setText(
                tr("Waiting for {name}…").format(name=who) if who else tr("Waiting…")
            )
            return
        self.prompt.setText(
            tr("{name}, play a card at least as high as the pile, or another move.").format(
                name=view.names[view.acting]
            )
        )
        for action in view.legal:
            button = QPushButton(move_text(action, view))
            button.clicked.connect(lambda _=False, a=action: act(a))
            self.box.addWidget(button)
            self.buttons.append(button)


class HandCard(PlayerFrame):
    """A seat's panel: its points and how many cards it holds."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.stats = self.line()

    def show_player(self, view: View, seat_kind: str) -> None:
        """Fill in from the view."""
        obs = view.obs
        self.show_frame(view, seat_kind, obs["current"] == self.seat)
        cards = len(obs["hands"][self.seat])
        held = tr("1 card") if cards == 1 else tr("{n} cards").format(n=cards)
        points = tr("{n} points").format(n=obs["scores"][self.seat])
        self.stats.setText(f"{points} · {held}")


class BlindView:
    """Blind Pass's GameView."""

    def __init__(self, controller: TableController | None, config: Mapping[str, Any]) -> None:
        self.c = controller
        self.felt = Felt()
        self.main = self.felt
        self.players = PlayersPanel(HandCard)
        self.panel = MovesPanel()
        self.panels = (self.panel,) if controller is not None else ()
        self.undo_bar = None  # every move is one decision, sent at once
        self.zoom = None

    def show(self, view: View) -> None:
        """Draw the view."""
        self.felt.show_obs(view.obs, view.names, view.seat)
        c = self.c
        kinds = [s.kind for s in c.roster.seats] if c is not None and c.roster else []
        self.players.show_players(view, kinds, len(view.obs["scores"]))
        if c is not None:
            self.panel.show_view(view, c.act)

    def secret_notes(
        self, before: Mapping[str, Any], after: Mapping[str, Any], seat: int
    ) -> list[str]:
        """What the person learned of their own hand since the screen last showed them: a
        card drawn or passed to them (a hand mixed holds the same values: nothing new)."""
        then = Counter(v for v in hand_values(before, seat) if v is not None)
        now = Counter(v for v in hand_values(after, seat) if v is not None)
        return [
            tr("A {n} is now in your hand.").format(n=v) for v in sorted((now - then).elements())
        ]

    def choosing(self) -> bool:
        """Nothing is ever half chosen in Blind Pass."""
        return False

    def cancel(self) -> bool:
        """Nothing to drop."""
        return False

    def key_texts(self) -> dict[str, str]:
        """The Game menu's names of the table's keys (Blind Pass has no turn to undo)."""
        return {"undo": tr("Undo"), "confirm": tr("Confirm"), "cancel": tr("Undo")}


def make_view(controller: TableController | None, config: Mapping[str, Any]) -> BlindView:
    """Blind Pass's GameView."""
    return BlindView(controller, config)
