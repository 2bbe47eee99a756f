"""Dice Race at the table (its GameView, client/gui/gameview.py), for the tests: a track per
seat with the seats' tokens, the die, the pick buttons 1-3, Step and Stop with Undo and
Confirm, and a panel per player. Without a controller (a replay) it only shows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from client.gui import paintkit as kit
from client.gui.palette import owner_color, owner_shape, text_on
from client.gui.playerframe import PlayerFrame, PlayersPanel
from client.gui.undobar import UndoBar

if TYPE_CHECKING:
    from client.gui.controller import TableController, View

CONTEXT = "dice_race"  # the game's translation context (its log templates' too)
FELT, LANE, INK = QColor("#2F5D46"), QColor("#F3ECD8"), QColor("#3B2E22")
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)]}


def tr(text: str) -> str:
    """Translate in Dice Race's context."""
    return QCoreApplication.translate(CONTEXT, text)


class Track(QWidget):
    """A lane per seat from 0 to the goal with the seat's token on its score, and the die."""

    def __init__(self, goal: int) -> None:
        super().__init__()
        self.goal = goal
        self.obs: dict[str, Any] = {}
        self.names: list[str] = []
        self.setMinimumSize(QSize(480, 260))

    def show_obs(self, obs: dict[str, Any], names: list[str]) -> None:
        """Draw this observation."""
        self.obs, self.names, self.goal = obs, names, obs.get("goal", self.goal)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The felt, the lanes and tokens, and the die."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), FELT)
        scores = self.obs.get("scores", [])
        die_room = 150.0
        area = QRectF(self.rect()).adjusted(20, 20, -20 - die_room, -20)
        height = min(110.0, area.height() / max(len(scores), 1))
        top = area.center().y() - height * len(scores) / 2  # the lanes centred on the felt
        for seat, score in enumerate(scores):
            lane = QRectF(area.left(), top + seat * height, area.width(), height - 12)
            self._lane(p, seat, score, lane)
        self._die(p, QPointF(self.width() - 20 - die_room / 2, area.center().y()))

    def _lane(self, p: QPainter, seat: int, score: int, r: QRectF) -> None:
        p.setPen(QPen(INK, 1.2))
        p.setBrush(LANE)
        p.drawRoundedRect(r, 10, 10)
        names = 150.0  # the name column; a longer name is elided
        cell = (r.width() - names - 8) / (self.goal + 1)
        f = kit.font(15, bold=True)
        p.setFont(f)
        name = self.names[seat] if seat < len(self.names) else str(seat + 1)
        name = QFontMetrics(f).elidedText(name, Qt.TextElideMode.ElideRight, int(names - 16))
        p.drawText(
            QRectF(r.left() + 12, r.top(), names - 12, r.height()),
            Qt.AlignmentFlag.AlignVCenter,
            name,
        )
        for k in range(self.goal + 1):
            box = QRectF(r.left() + names + k * cell, r.top() + 8, cell - 4, r.height() - 16)
            p.setPen(QPen(QColor("#B9A57D"), 1))
            p.setBrush(QColor("#E4D6B0") if k < self.goal else QColor("#F2C14E"))
            p.drawRoundedRect(box, 5, 5)
            if k in (0, self.goal):  # the start and the goal say what they are
                p.setPen(QColor("#8C7A55"))
                p.setFont(kit.font(10, serif=False))
                p.drawText(
                    box.adjusted(0, 0, 0, -2),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                    str(k),
                )
        at = r.left() + names + min(score, self.goal) * cell + (cell - 4) / 2
        color = owner_color(seat)
        token = kit.shape(owner_shape(seat), min(cell, r.height()) * 0.62)
        p.setPen(QPen(INK, 1.6))
        p.setBrush(color)
        p.drawPath(token.translated(at, r.center().y()))
        p.setPen(text_on(color))
        p.setFont(kit.font(13, bold=True, serif=False))
        p.drawText(
            QRectF(at - 20, r.top(), 40, r.height()), Qt.AlignmentFlag.AlignCenter, str(score)
        )

    def _die(self, p: QPainter, center: QPointF) -> None:
        face = QRectF(center.x() - 45, center.y() - 45, 90, 90)
        p.setPen(QPen(INK, 2))
        p.setBrush(QColor("#FFFDF6"))
        p.drawRoundedRect(face, 14, 14)
        p.setPen(QColor("#F3ECD8"))
        p.setFont(kit.font(12))
        p.drawText(
            QRectF(face.left() - 20, face.bottom() + 6, 120, 20),
            Qt.AlignmentFlag.AlignCenter,
            tr("The die"),
        )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(INK)
        for dx, dy in PIPS.get(self.obs.get("die", 0), []):
            p.drawEllipse(QPointF(center.x() + dx * 20, center.y() + dy * 20), 8, 8)


class RacePanel(QGroupBox):
    """What the person acting does now: pick 1-3 in secret, or step / stop, undo, confirm."""

    def __init__(self) -> None:
        super().__init__()
        box = QVBoxLayout(self)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        box.addWidget(self.prompt)
        picks = QHBoxLayout()
        self.picks = [QPushButton(str(n)) for n in (1, 2, 3)]
        for button in self.picks:
            button.setMinimumHeight(36)
            font = QFont(button.font())
            font.setPointSize(font.pointSize() + 4)
            font.setBold(True)
            button.setFont(font)
            picks.addWidget(button)
        box.addLayout(picks)
        moves = QHBoxLayout()
        self.step, self.stop = QPushButton(), QPushButton()
        moves.addWidget(self.step)
        moves.addWidget(self.stop)
        box.addLayout(moves)
        self.bar = UndoBar()
        box.addWidget(self.bar)

    def show_view(self, view: View) -> None:
        """Fill in for the view."""
        acting, legal = view.acting, set(view.legal)
        self.setTitle(tr("Your move") if acting is not None else tr("Dice Race"))
        self.step.setText(tr("Step forward"))
        self.stop.setText(tr("Stop"))
        self.bar.undo.setText(tr("Undo step"))
        for n, button in enumerate(self.picks, 1):
            button.setEnabled(acting is not None and ("pick", acting, n) in legal)
        self.step.setEnabled(("step",) in legal)
        self.stop.setEnabled(("stop",) in legal)
        self.bar.show_pending(
            view,
            tr("Confirm now"),
            tr("Confirm turn"),
            tr("Send your turn to the table; the steps left are forfeited."),
        )
        self.prompt.setText(self._prompt(view))

    @staticmethod
    def _prompt(view: View) -> str:
        obs, acting = view.obs, view.acting
        if obs["phase"] == "over":
            return tr("The race is over.")
        if acting is None:
            mine = obs.get("mine")
            if mine:
                return tr("You picked {n}: waiting for the others…").format(n=mine)
            return tr("Waiting for the others…")
        name = view.names[acting]
        if obs["phase"] == "pick":
            return tr(
                "{name}, pick 1, 2 or 3 in secret: a pick the die does not match moves you forward."
            ).format(name=name)
        if view.pending is not None and view.pending.complete:
            return tr("Your turn is done: confirm it, or undo a step.")
        return tr("{name}, you lead this round: step forward ({n} left) or stop.").format(
            name=name, n=obs["steps_left"]
        )


class RacerCard(PlayerFrame):
    """A seat's panel: its score, misses and last pick."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.stats = self.line()

    def show_player(self, view: View, seat_kind: str) -> None:
        """Fill in from the view."""
        obs, seat = view.obs, self.seat
        leading = obs["phase"] == "turn" and obs["leader"] == seat
        self.show_frame(view, seat_kind, view.turn == seat or leading)
        parts = [
            tr("score {n}").format(n=obs["scores"][seat]),
            tr("misses {n}").format(n=obs["misses"][seat]),
        ]
        if obs["last"][seat]:
            parts.append(tr("last pick {n}").format(n=obs["last"][seat]))
        if obs["phase"] == "pick":
            waiting = seat in obs["waiting"]
            parts.append(tr("picking…") if waiting else tr("picked ✓"))
        self.stats.setText(" · ".join(parts))


class RaceView:
    """Dice Race's GameView."""

    def __init__(self, controller: TableController | None, config: Mapping[str, Any]) -> None:
        self.c = controller
        self.track = Track(int(config.get("goal", "10")))
        self.main = self.track
        self.players = PlayersPanel(RacerCard)
        self.panel = RacePanel()
        self.panels = (self.panel,) if controller is not None else ()
        self.undo_bar = self.panel.bar if controller is not None else None
        self.zoom = None
        if controller is not None:
            self._wire(controller)

    def _wire(self, c: TableController) -> None:
        for n, button in enumerate(self.panel.picks, 1):
            button.clicked.connect(lambda _=False, n=n: self._pick(n))
        self.panel.step.clicked.connect(lambda: c.act(("step",)))
        self.panel.stop.clicked.connect(lambda: c.act(("stop",)))
        self.panel.bar.undoClicked.connect(c.undo)
        self.panel.bar.confirmClicked.connect(c.confirm)

    def _pick(self, n: int) -> None:
        assert self.c is not None
        seat = self.c.acting()
        if seat is not None:
            self.c.act(("pick", seat, n))

    def show(self, view: View) -> None:
        """Draw the view."""
        self.track.show_obs(view.obs, view.names)
        c = self.c
        kinds = [s.kind for s in c.roster.seats] if c is not None and c.roster else []
        self.players.show_players(view, kinds, len(view.obs["scores"]))
        if c is not None:
            self.panel.show_view(view)

    def choosing(self) -> bool:
        """Nothing is ever half chosen in Dice Race."""
        return False

    def cancel(self) -> bool:
        """Nothing to drop."""
        return False

    def key_texts(self) -> dict[str, str]:
        """The Game menu's names of the table's keys."""
        return {"undo": tr("Undo step"), "confirm": tr("Confirm turn"), "cancel": tr("Undo")}


def make_view(controller: TableController | None, config: Mapping[str, Any]) -> RaceView:
    """Dice Race's GameView."""
    return RaceView(controller, config)
