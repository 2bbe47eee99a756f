"""Tash-Kalar at the table (its GameView, client/gui/gameview.py): the arena and the hand in
the main area; the move panel, the tasks and the shared decks, and a panel per seat in the
side column. Clicks become the controller's intents; without a controller (a replay) it
only shows.

How a person plays: click an empty square to place a piece; click a card to pick it (its
summon targets light up), click a target to summon it there; when several orientations
match there, click the square again (or Tab, or "Next orientation") to see each laid over
the board, then "Summon here". An effect step lights up its targets (a move or leap: the
pieces, then where they may go). Every action of the turn waits for Confirm and can be
undone (client/turn.py; the view declares every kind `confirmed`, in __init__.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import QVBoxLayout, QWidget

from client.gui.games.tash_kalar import choices as ch
from client.gui.games.tash_kalar import moves, words
from client.gui.games.tash_kalar.arena import ArenaView
from client.gui.games.tash_kalar.cards import face
from client.gui.games.tash_kalar.hand import HandRow
from client.gui.games.tash_kalar.panels import InfoBox, MovePanel, TasksPanel, seats_panel
from client.gui.games.tash_kalar.words import TashKalar
from core.api import Action, Message

if TYPE_CHECKING:
    from client.gui.controller import TableController, View

__all__ = ["TashKalarView", "make_view"]


class TashKalarView:
    """The arena, the hand, the move panel, the tasks and the seats of one table."""

    def __init__(self, controller: TableController | None, config: Mapping[str, Any]) -> None:
        self.c = controller
        self.config = dict(config)
        self.pick = ch.Pick()
        self.refused: tuple[Any, ...] | None = None  # the moment a refusal was said at
        self.hover: str | None = None  # the square under the pointer (a summon's preview)
        self.since = ch.Since()  # what the others did since the viewer's last turn
        self.last: View | None = None
        self.arena = ArenaView()
        self.hand = HandRow()
        self.main = QWidget()
        box = QVBoxLayout(self.main)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.arena, 1)
        box.addWidget(self.hand)
        self.move = MovePanel()
        self.tasks = TasksPanel()
        self.info = InfoBox()
        self.players = seats_panel(self.config)
        shown = (self.tasks, self.info)
        self.panels = (self.move, *shown) if controller is not None else shown
        self.undo_bar = self.move.bar if controller is not None else None
        self.zoom = self.arena
        if controller is not None:
            self._wire(controller)

    def _wire(self, c: TableController) -> None:
        self.arena.squareClicked.connect(self.square_clicked)
        self.arena.squareHovered.connect(self.square_hovered)
        self.hand.picked.connect(self.card_clicked)
        self.move.chosen.connect(self._chosen)
        self.move.bar.undoClicked.connect(self._undo)
        self.move.bar.confirmClicked.connect(c.confirm)
        cycle = QShortcut(QKeySequence("Tab"), self.main)
        cycle.activated.connect(self.cycle)

    # -- drawing -----------------------------------------------------------------------

    def show(self, view: View) -> None:
        """Draw the observation of `view` and, at the table, the moves of the seat acting."""
        self.last = view
        obs = view.obs
        legal = tuple(view.legal)
        self._keep_pick(legal)
        if self.refused is not None and self.refused != _moment(view):
            self._say("")  # the refusal was about a moment gone (a stale "confirm it")
        eyes = view.seat if view.seat is not None else view.curtain  # hot-seat: who is next
        self.arena.set_form(obs["form"], bool(obs["melee"]), ch.home_turn(obs, eyes))
        self.arena.show_pieces(obs["board"])
        self.arena.set_recent(self.since.marks(eyes, view.turn, obs["turn"], obs["board"]))
        self._highlight(view)
        seat = view.seat
        hand = obs.get("hand") if seat is not None else None
        usable = ch.usable_cards(legal) if view.acting is not None else set()
        colour = ch.side_colour(obs, seat) if seat is not None else "blue"
        self.hand.show_hand(
            hand, usable, self.pick.card, lambda fid: ch.flare_met(obs, seat or 0, fid), colour
        )
        self.tasks.setVisible(obs["form"] == "high_form")
        if obs["form"] == "high_form":
            self.tasks.show_tasks(obs, view.names)
        self.info.show_obs(obs)
        c = self.c
        kinds = [s.kind for s in c.roster.seats] if c is not None and c.roster else []
        self.players.show_players(view, kinds, len(obs["seat_colours"]))
        if c is not None:
            self._show_moves(view)

    def _highlight(self, view: View) -> None:
        """Light the targets; lay the summon on show over the board, or the one at the
        target under the pointer (which pieces would form the pattern there)."""
        legal = tuple(view.legal)
        lit, picked = (
            ch.targets(legal, self.pick, view.obs["stage"])
            if view.acting is not None
            else (set(), None)
        )
        summon = ch.shown_summon(legal, self.pick) if view.acting is not None else None
        card, notes = self.pick.card, {}
        if card is not None and view.acting is not None:
            found = {sq: ch.variants(legal, card, sq) for sq in lit}
            if summon is None and self.hover in lit and found[self.hover]:
                summon = found[self.hover][0]
            notes = {sq: moves.preview(ways) for sq, ways in found.items() if ways}
        self.arena.notes = notes
        self.arena.set_highlights(lit, picked, ch.overlay(summon) if summon else None)

    def _show_moves(self, view: View) -> None:
        prompt, choices = moves.prompt(view, self.pick), moves.buttons(view, self.pick)
        self.move.show_choices(moves.title(view), prompt, choices)
        self.move.prompt.setToolTip(moves.resolving(view.obs))
        bar = self.move.bar
        label, tip = moves.confirm_texts(view)
        bar.show_pending(view, label, label, tip)
        bar.confirm.setToolTip(tip)  # also when it cannot be clicked yet: why not
        bar.undo.setText(TashKalar.tr("Undo step"))
        pending = view.pending
        # No action cuts a Tash-Kalar turn short (no forfeit): confirm what is made once the
        # seat's part is over (the next is another seat's, or a card to reveal).
        bar.confirm.setEnabled(pending is not None and pending.complete and view.acting is not None)

    def _keep_pick(self, legal: tuple[Action, ...]) -> None:
        """Drop what is picked once the legal moves no longer allow it."""
        p = self.pick
        if p.card is not None and p.card not in ch.usable_cards(legal):
            p.clear()
        if p.target is not None and (p.card is None or not ch.variants(legal, p.card, p.target)):
            p.target, p.variant = None, 0
        if p.source is not None and p.source not in ch.sources(legal):
            p.source = None
        if p.square is not None and not any(a[0] == "setup" and a[1] == p.square for a in legal):
            p.square = None
        if p.card is None and p.source is None:
            starts = ch.sources(legal)
            if len(starts) == 1:  # one piece to move (often the being): its moves at once
                p.source = next(iter(starts))

    def _redraw(self) -> None:
        if self.c is not None:
            self.c.changed.emit()

    # -- clicks ------------------------------------------------------------------------

    def _legal(self) -> tuple[Action, ...]:
        return tuple(self.c.view().legal) if self.c is not None else ()

    def _act(self, action: Action) -> None:
        assert self.c is not None
        self.pick.clear()
        self._refuse("")  # a refusal said before is done with
        self.c.act(action)

    def _refuse(self, square: str) -> None:
        """Say on the status line why a click on `square` did nothing ("" : unsay it)."""
        assert self.c is not None
        self._say(moves.refusal(self.c.view(), self.pick, square) if square else "")

    def _say(self, text: str) -> None:
        """Say why a click did nothing on the status line ("": unsay what was said), for
        the moment shown now: it is unsaid once the moment has passed."""
        assert self.c is not None
        if text or self.refused is not None:
            self.c.message.emit(text, "warning")
        self.refused = _moment(self.c.view()) if text else None

    def card_clicked(self, handle: ch.Handle) -> None:
        """Pick a card (again: put it back); a card to return goes under its deck at once;
        a card that cannot be used now says why."""
        legal = self._legal()
        if handle not in ch.usable_cards(legal):
            assert self.c is not None
            self._say(moves.card_refusal(self.c.view(), handle))
            return
        back = ch.of_card(legal, "return", handle)
        if back:
            self._act(back[0])
            return
        if self.pick.card == handle:
            self.pick.clear()
        else:
            self.pick.clear()
            self.pick.card = handle
        self._redraw()

    def square_clicked(self, sq: str) -> None:
        """A click on the arena: whatever the legal moves and the pick make of it."""
        legal = self._legal()
        p = self.pick
        if p.card is not None:
            found = ch.variants(legal, p.card, sq)
            if found:
                self._summon_click(sq, found)
                return
            self._refuse(sq)
            p.clear()  # not a target of the card: it goes back (no piece placed by mistake)
            self._redraw()
            return
        if ch.travels(legal):
            self._travel_click(sq, legal)
            return
        setups = [a for a in legal if a[0] == "setup" and a[1] == sq]
        if len(setups) == 1:
            self._act(setups[0])
            return
        if setups:
            p.square = sq
            self._redraw()
            return
        for kind in ch.SQUARE_KINDS:
            if (kind, sq) in legal:
                self._act((kind, sq))
                return
        self._refuse(sq)
        self._redraw()

    def _summon_click(self, sq: str, found: list[Action]) -> None:
        p = self.pick
        if len(found) == 1:
            self._act(found[0])
        elif p.target == sq:
            self.cycle()
        else:
            p.target, p.variant = sq, 0
            self._redraw()

    def _travel_click(self, sq: str, legal: tuple[Action, ...]) -> None:
        p = self.pick
        if p.source is not None:
            chosen = [a for a in ch.travels(legal) if a[1] == p.source and a[2] == sq]
            if chosen:
                self._act(chosen[0])
                return
        if sq in ch.sources(legal):
            p.source = None if sq == p.source else sq
        else:
            self._refuse(sq)
        self._redraw()

    def square_hovered(self, sq: str) -> None:
        """The pointer is over `sq` ("": off the board): with a card picked and no target
        yet, a legal target shows the pieces its summon would use."""
        before, self.hover = self.hover, sq or None
        view = self.last
        if view is None or self.pick.card is None or self.pick.target is not None:
            return
        targets = self.arena.targets
        if (before in targets or self.hover in targets) and before != self.hover:
            self._highlight(view)

    def cycle(self) -> None:
        """Show the next orientation matching at the picked target."""
        if self.pick.target is not None:
            self.pick.variant += 1
            self._redraw()

    def _chosen(self, what: Any) -> None:
        if what == moves.CYCLE:
            self.cycle()
        elif what == moves.DROP:
            self.pick.clear()
            self._redraw()
        else:
            self._act(tuple(what))

    def _undo(self) -> None:
        self.pick.clear()
        assert self.c is not None
        self.c.undo()

    # -- the GameView protocol's rest ---------------------------------------------------

    def played_card(self, message: Message) -> QPixmap | None:
        """A being or legend summoned, a flare invoked, face up: the claim named it to all."""
        if message.id not in ("summon", "flare"):
            return None
        seat = message.params["seat"]
        colours = self.last.obs["colours"] if self.last is not None else ["blue"]
        return face(str(message.params["card"]), str(colours[seat % len(colours)]))

    def secret_notes(
        self, before: Mapping[str, Any], after: Mapping[str, Any], seat: int
    ) -> list[str]:
        """What the person drew since the screen last showed them (the status line only:
        the log says that a card was drawn, never which)."""
        then = Counter(e.get("card") for e in before.get("hand") or [] if e.get("card"))
        now = Counter(e.get("card") for e in after.get("hand") or [] if e.get("card"))
        new = sorted((now - then).elements())
        if not new:
            return []
        names = ", ".join(words.card_title(str(c)) for c in new)
        return [TashKalar.tr("New in your hand: {cards}.").format(cards=names)]

    def choosing(self) -> bool:
        """Whether a card, a target or a piece to move is picked (Esc drops it)."""
        return (
            self.pick.card is not None
            or self.pick.square is not None
            or (self.pick.source is not None and len(ch.sources(self._legal())) > 1)
        )

    def cancel(self) -> bool:
        """Esc: drop what is picked; False when nothing is."""
        if not self.choosing():
            return False
        self.pick.clear()
        self._redraw()
        return True

    def key_texts(self) -> dict[str, str]:
        """The Game menu's names of the table's keys."""
        return {
            "undo": TashKalar.tr("Undo step"),
            "confirm": TashKalar.tr("Confirm the turn"),
            "cancel": TashKalar.tr("Put the card back"),
        }

    def button(self, what: Any) -> Any:
        """The move panel's button standing for `what` (an action or a key), if shown."""
        for label, button in self.move.buttons.items():
            if self.move.meaning.get(label) == what:
                return button
        return None


def _moment(view: View) -> tuple[Any, ...]:
    """What a refusal on the status line is about: the seat acting and the turn made so
    far (a new action, an undo, a Confirm or another seat's move is another moment)."""
    pending = view.pending
    return (view.acting, view.turn, tuple(pending.steps) if pending is not None else None)


def make_view(controller: TableController | None, config: Mapping[str, Any]) -> TashKalarView:
    """Tash-Kalar's GameView for `controller` (None: a replay) and `config`."""
    return TashKalarView(controller, config)
