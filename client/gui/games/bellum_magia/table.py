"""Bellum Magia at the table (its GameView, client/gui/gameview.py): the board (the human
kingdom, the die, the creature market, a row per castle with its strips, its panel and its
chests) in the main area; the move panel and a line per seat in the side column. Clicks
become the controller's intents; without a controller (a replay) it only shows.

How a person plays: the offers are questions with their price (buy a round of drinks,
cast a confusion spell, let the die stand); an attack is a click on a lit place, the
Tavern or a lit castle (or "Do not attack"); a theft, a click on each chest to take; a
recruit, a click on a lit creature, its payment when there are two, then a click on the
ghost strip at the left or the right of the person's castle (or its button). Each choice
is held until Confirm where the core holds it (client/turn.py), and undone until then.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QPixmap

from client.gui.games.bellum_magia import prompts, words
from client.gui.games.bellum_magia.board import BoardView, creature_face
from client.gui.games.bellum_magia.marks import Pick, marks, payments, recruit_of
from client.gui.games.bellum_magia.panel import MovePanel
from client.gui.games.bellum_magia.seats import seats_panel
from client.gui.games.bellum_magia.words import BellumMagia
from core.api import Action, Message

if TYPE_CHECKING:
    from client.gui.controller import TableController, View

__all__ = ["BellumMagiaView", "make_view"]


class BellumMagiaView:
    """The board, the move panel and the seats of one table."""

    def __init__(self, controller: TableController | None, config: Mapping[str, Any]) -> None:
        self.c = controller
        self.config = dict(config)
        self.pick = Pick()
        self.last: View | None = None
        self.board = BoardView()
        self.main = self.board
        self.move = MovePanel()
        self.players = seats_panel(self.config)
        self.panels = (self.move,) if controller is not None else ()
        self.undo_bar = self.move.bar if controller is not None else None
        self.zoom = self.board
        if controller is not None:
            self.board.clicked.connect(self.clicked)
            self.move.chosen.connect(self.chosen)
            self.move.bar.undoClicked.connect(self._undo)
            self.move.bar.confirmClicked.connect(controller.confirm)

    # -- drawing -----------------------------------------------------------------------

    def show(self, view: View) -> None:
        """Draw the observation of `view` and, at the table, the moves of the seat acting."""
        self.last = view
        legal = tuple(view.legal) if view.acting is not None else ()
        self._keep_pick(view, legal)
        m = marks(view.obs, legal, self.pick, view.seat)
        self.board.show_obs(view.obs, m, list(view.names), view.seat)
        c = self.c
        kinds = [s.kind for s in c.roster.seats] if c is not None and c.roster else []
        self.players.show_players(view, kinds, len(view.obs["seats"]))
        if c is not None:
            self._show_moves(view)

    def _keep_pick(self, view: View, legal: tuple[Action, ...]) -> None:
        """Drop a picked creature the moves no longer allow; the goblins' sides once sent."""
        p = self.pick
        if p.card is not None and not any(
            a[0] == "recruit" and (a[1], a[2]) == p.card for a in legal
        ):
            p.clear()
        if p.card is not None and p.payment not in payments(legal, p.card):
            p.payment = None
        if not any(a[0] == "goblins" for a in legal):
            p.goblins = {}

    def _show_moves(self, view: View) -> None:
        prompt = prompts.prompt(view, self.pick)
        done = self._pending_text(view)
        if done:
            prompt = (
                f"{done} " + BellumMagia.tr("Confirm, or undo.")  # lupdate reads no f-string
                if view.pending.complete
                else f"{done} {prompt}"
            )
        self.move.show_choices(
            prompts.title(view), prompt.strip(), prompts.buttons(view, self.pick)
        )
        bar = self.move.bar
        theft = view.obs.get("theft") is not None
        now = (
            BellumMagia.tr("Confirm: take the chests chosen")
            if theft
            else BellumMagia.tr("Confirm and end recruiting")
        )
        bar.show_pending(
            view, now, BellumMagia.tr("Confirm"), BellumMagia.tr("Send what you did to the table.")
        )
        bar.undo.setText(BellumMagia.tr("Undo"))
        pending = view.pending
        bar.confirm.setEnabled(
            pending is not None
            and view.acting is not None
            and (pending.complete or ("done",) in view.legal)
        )

    def _pending_text(self, view: View) -> str:
        """What the person did in the turn being made, in the log's words."""
        c, pending = self.c, view.pending
        if (
            c is None
            or pending is None
            or c.game is None
            or c.speaker is None
            or view.acting is None
        ):
            return ""
        states = [pending.base, *pending.states]
        said = [
            c.speaker(c.game.describe_action(states[k], a)) for k, a in enumerate(pending.steps)
        ]
        return " ".join(said)

    def _redraw(self) -> None:
        if self.c is not None:
            self.c.changed.emit()

    # -- clicks ------------------------------------------------------------------------

    def _legal(self) -> tuple[Action, ...]:
        if self.c is None:
            return ()
        view = self.c.view()
        return tuple(view.legal) if view.acting is not None else ()

    def _act(self, action: Action) -> None:
        assert self.c is not None
        self.pick.clear()
        self.c.act(action)

    def clicked(self, what: Any) -> None:
        """A click on the board: pick a creature, place it, or make the action clicked."""
        legal = self._legal()
        if not legal:
            return
        if what[0] == "creature":
            card = (what[1], what[2])
            self.pick.card = None if self.pick.card == card else card
            self.pick.payment = None
            self._redraw()
        elif what[0] == "side":
            self._place(what[1], legal)
        elif tuple(what) in legal:
            self._act(tuple(what))

    def chosen(self, what: Any) -> None:
        """A button of the move panel."""
        legal = self._legal()
        if not legal or self.last is None:
            return
        kind = what[0]
        if kind == "goblin":
            self.pick.goblins[what[1]] = what[2]
            self._redraw()
        elif what == prompts.PLACE_GOBLINS:
            seat = self.last.acting
            sides = [
                self.pick.goblins.get(i)
                for i in range(len(self.last.obs["seats"][seat]["goblins"]))
            ]
            action = ("goblins", seat, *sides)
            if action in legal:
                self._act(action)
        elif kind == "pay":
            self.pick.payment = what[1]
            self._redraw()
        elif kind == "side":
            self._place(what[1], legal)
        elif what == prompts.DROP:
            self.pick.clear()
            self._redraw()
        elif tuple(what) in legal:
            self._act(tuple(what))

    def _place(self, side: str, legal: tuple[Action, ...]) -> None:
        action = recruit_of(legal, self.pick, side)
        if action is not None:
            self._act(action)

    def _undo(self) -> None:
        self.pick.clear()
        assert self.c is not None
        self.c.undo()

    # -- the GameView protocol's rest ---------------------------------------------------

    def played_card(self, message: Message) -> QPixmap | None:
        """The creature a seat recruited, face up (the market showed it to all)."""
        if message.id != "recruit":
            return None
        return creature_face(str(message.params["card"]))

    def secret_notes(
        self, before: Mapping[str, Any], after: Mapping[str, Any], seat: int
    ) -> list[str]:
        """The chest values the person learned since the screen last showed them (the
        status line only: the log names the chest, never its value)."""
        then = {(k, p) for k, p, _ in before.get("known") or []}
        new = [(k, p, v) for k, p, v in after.get("known") or [] if (k, p) not in then]
        if not new or after.get("phase") in ("end", "over"):
            return []
        said = ", ".join(words.chest_tip(k, p, v) for k, p, v in new)
        return [BellumMagia.tr("Only you see it: {chests}.").format(chests=said)]

    def choosing(self) -> bool:
        """Whether a creature is picked (Esc puts it back)."""
        return self.pick.card is not None

    def cancel(self) -> bool:
        """Esc: put the picked creature back; False when none is."""
        if self.pick.card is None:
            return False
        self.pick.clear()
        self._redraw()
        return True

    def key_texts(self) -> dict[str, str]:
        """The Game menu's names of the table's keys."""
        return {
            "undo": BellumMagia.tr("Undo"),
            "confirm": BellumMagia.tr("Confirm"),
            "cancel": BellumMagia.tr("Put the creature back"),
        }

    def button(self, what: Any) -> Any:
        """The move panel's button standing for `what`, if shown."""
        return self.move.buttons.get(what)


def make_view(controller: TableController | None, config: Mapping[str, Any]) -> BellumMagiaView:
    """Bellum Magia's GameView for `controller` (None: a replay) and `config`."""
    return BellumMagiaView(controller, config)
