"""Eight-Minute Empire at the table (its GameView, client/gui/gameview.py): the map and the
card row, the action bar and the bid in the side column, the players; clicks become the
controller's intents. Without a controller (a replay) it only shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QMenu, QVBoxLayout, QWidget

import core.games.eight_minute_empire as eme
from client.gui.games.eight_minute_empire.actions import ActionBar, BidPanel
from client.gui.games.eight_minute_empire.board import BoardView
from client.gui.games.eight_minute_empire.cardrow import CardRow, face
from client.gui.games.eight_minute_empire.peek import PeekNote, what_it_does
from client.gui.games.eight_minute_empire.players import players_panel
from client.gui.games.eight_minute_empire.words import seat_name, token_name
from client.gui.i18n import Table
from core.api import Action, Message

if TYPE_CHECKING:
    from client.gui.controller import TableController, View

__all__ = ["EmpireView", "make_view"]


class EmpireView:
    """The map, the card row, the players, the action bar and the bid of one table."""

    def __init__(self, controller: TableController | None, config: Mapping[str, Any]) -> None:
        self.c = controller
        self.source: str | None = None  # the army picked to move (click-click)
        self.legends = config.get("edition") == "legends"
        self.board_map: dict[str, Any] = eme.board(config)  # Legends: start marked once drawn
        self.board = BoardView()
        self.board.set_board(self.board_map)
        self.peek = PeekNote(self.board)  # the swamp's peek, answered beside the token
        self.peek.board_name = lambda rid: self.board_map["regions"][rid]["name"]
        self.cards = CardRow()
        self.main = QWidget()
        box = QVBoxLayout(self.main)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.board, 1)
        box.addWidget(self.cards)
        self.players = players_panel()
        self.bid = BidPanel()
        self.actions = ActionBar()
        self.actions.region_name = lambda rid: self.board_map["regions"][rid]["name"]
        # The action bar first: what is above it (players whose lines grow as they take
        # cards, the bid) would move its buttons.
        self.panels = (self.actions, self.bid) if controller is not None else ()
        self.undo_bar = self.actions.bar if controller is not None else None
        self.zoom = self.board
        if controller is not None:
            self._wire(controller)

    def _wire(self, c: TableController) -> None:
        self.board.regionClicked.connect(self._region_clicked)
        self.board.armyClicked.connect(self._army_clicked)
        self.cards.taken.connect(lambda slot: c.act(("take", slot)))
        self.bid.bid.connect(c.act)
        self.actions.chosen.connect(self._chosen)
        self.actions.undoClicked.connect(self._undo)
        self.actions.confirmClicked.connect(c.confirm)

    # -- drawing -----------------------------------------------------------------------

    def show(self, view: View) -> None:
        """Draw the observation of `view` (and, at the table, the moves of the seat acting)."""
        obs = view.obs
        if obs.get("start") and self.board_map.get("start") != obs["start"]:
            # Legends draws its start region during the setup: mark it once it is known.
            self.board_map = {**self.board_map, "start": obs["start"]}
            self.board.set_board(self.board_map)
        marks = obs.get("tiles") or obs.get("tokens") or {}  # goods tiles, Legends tokens
        self.board.names = view.names  # the face-down tokens' tooltips name who peeked
        self.board.show_pieces(obs["armies"], obs["cities"], marks, obs.get("face_down"))
        recalled = self.c is not None and view.seat in self.c.recalled  # resumed: no news
        self.peek.follow(obs, view.seat, news=not recalled)
        self.board.set_highlights(*self._targets(view))
        takeable = {a[1] for a in view.legal if a[0] == "take"}
        self.cards.show_row(obs, view.seat, takeable)
        c = self.c
        kinds = [s.kind for s in c.roster.seats] if c is not None and c.roster else []
        self.players.show_players(view, kinds, len(obs["players"]))
        if c is not None:
            self.bid.setVisible(obs["phase"] in ("bid", "tiebreak", "first"))
            self.bid.show_view(view, c.secrets)
            self.actions.show_view(view)

    def _targets(self, view: View) -> tuple[set[str], str | None]:
        """Regions to highlight for the person to act, and the selected army's region."""
        legal = view.legal
        moves = [a for a in legal if a[0] == "move"]
        if moves:
            if self.source is not None and any(a[1] == self.source for a in moves):
                return {a[2] for a in moves if a[1] == self.source}, self.source
            self.source = None
            return {a[1] for a in moves}, None
        self.source = None
        kinds = ("place", "city", "destroy", "neutral", "outpost", "hire", "peek")
        return {a[1] for a in legal if a[0] in kinds}, None

    def played_card(self, message: Message) -> QPixmap | None:
        """The card a seat took from the row, face up (the log names it: it is public)."""
        if message.id not in ("take", "legends_take"):
            return None
        return face(message.params["card"], message.params.get("n", 0), self.legends)

    def secret_notes(
        self, before: Mapping[str, Any], after: Mapping[str, Any], seat: int
    ) -> list[str]:
        """What the person learned since the screen last showed them: a face-down token
        they peeked at (for the status line, never the log: it is public)."""
        then = before.get("face_down") or {}
        notes = []
        for rid, now in sorted((after.get("face_down") or {}).items()):
            if now["token"] is not None and (then.get(rid) or {}).get("token") is None:
                region = self.board_map["regions"][rid]["name"]
                text = Table.tr(
                    "You peeked: the token in {region} is {token}. {does} It stays face "
                    "down: only you know it."
                )
                token = str(now["token"])
                notes.append(
                    text.format(region=region, token=token_name(token), does=what_it_does(token))
                )
        return notes

    # -- clicks ------------------------------------------------------------------------

    def choosing(self) -> bool:
        """Whether an army is picked to move (Esc drops it)."""
        return self.source is not None

    def key_texts(self) -> dict[str, str]:
        """The Game menu's names of the table's keys."""
        return {
            "undo": Table.tr("Undo step"),
            "confirm": Table.tr("Confirm the card"),
            "cancel": Table.tr("Cancel the step being made"),
        }

    def cancel(self) -> bool:
        """Esc: drop a picked army (half a move); False when none is picked."""
        if self.source is None:
            return False
        self.source = None
        self._redraw()
        return True

    def _redraw(self) -> None:
        if self.c is not None:
            self.c.changed.emit()

    def _act(self, action: Action) -> None:
        assert self.c is not None
        if action[0] != "peek":  # moving on: the note would hide this turn's regions; the
            self.peek.clear()  # status line keeps the peek's answer
        self.c.act(action)
        if action[0] == "peek" and self.c.pending is None:  # sent: answered at once
            region = self.board_map["regions"][action[1]]["name"]
            self.c.notice(
                lambda: Table.tr(
                    "You peek at the token in {region}: it is being shown to you alone…"
                ).format(region=region),
                "info",
            )

    def _chosen(self, action: Action) -> None:
        self.source = None
        self._act(action)

    def _undo(self) -> None:
        self.source = None
        assert self.c is not None
        self.c.undo()

    def _region_clicked(self, region: str) -> None:
        assert self.c is not None
        legal = self.c.view().legal
        for kind in ("place", "city", "neutral", "outpost", "peek"):
            if (kind, region) in legal:
                self._act((kind, region))
                return
        hires = [a for a in legal if a[0] == "hire" and a[1] == region]
        if len(hires) == 1:  # King of Brigands: pay the city's owner 1 coin
            self._act(hires[0])
            return
        if hires:
            self._which_city(hires)
            return
        if any(a[0] == "move" for a in legal):
            self._move_click(region, legal)
            return
        targets = [a for a in legal if a[0] == "destroy" and a[1] == region]
        if len(targets) == 1:
            self._act(targets[0])
        elif targets:
            self._which_army(targets)

    def _army_clicked(self, region: str, owner: Any) -> None:
        assert self.c is not None
        if ("destroy", region, owner) in self.c.view().legal:
            self._act(("destroy", region, owner))
        else:
            self._region_clicked(region)

    def _move_click(self, region: str, legal: tuple[Action, ...]) -> None:
        if self.source is not None and ("move", self.source, region) in legal:
            source, self.source = self.source, None  # the next click picks an army again
            self._act(("move", source, region))
        elif any(a[1] == region for a in legal if a[0] == "move"):
            self.source = None if region == self.source else region
        self._redraw()

    def _which_city(self, hires: list[Action]) -> None:
        assert self.c is not None
        menu, names = QMenu(self.main), self.c.names()
        for action in hires:
            menu.addAction(
                Table.tr("Pay {name} 1 coin to place at their city").format(
                    name=seat_name(action[2], names)
                ),
                lambda a=action: self._act(a),
            )
        menu.popup(self.main.cursor().pos())

    def _which_army(self, targets: list[Action]) -> None:
        assert self.c is not None
        menu, names = QMenu(self.main), self.c.names()
        for action in targets:
            menu.addAction(
                Table.tr("Destroy an army of {name}").format(name=seat_name(action[2], names)),
                lambda a=action: self._act(a),
            )
        menu.popup(self.main.cursor().pos())


def make_view(controller: TableController | None, config: Mapping[str, Any]) -> EmpireView:
    """Eight-Minute Empire's GameView for `controller` (None: a replay) and `config`."""
    return EmpireView(controller, config)
