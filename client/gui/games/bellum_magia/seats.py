"""A panel per seat in the side column: the shared frame (token, name, tags, turn marker)
and one line: the seat's chests by kind, its reserve, its defence; at the end its coins.
Public things only (the chests' values are the board's, where the viewer may see them)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from client.gui.games.bellum_magia import words
from client.gui.games.bellum_magia.words import BellumMagia
from client.gui.palette import seat_look
from client.gui.playerframe import PlayerFrame, PlayersPanel


class SeatCard(PlayerFrame):
    """One seat: its name line and what it holds."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat, seat_look(seat))
        self.held = self.line()

    def show_player(self, view: Any, seat_kind: str) -> None:
        """Fill in from the view (client/gui/controller.View)."""
        obs, seat = view.obs, self.seat
        over = obs["phase"] == "over"
        turn = view.turn == seat if view.pending is not None else obs["current"] == seat
        self.show_frame(view, seat_kind, bool(turn) and not over)
        if seat == obs["captain"]:
            self.name.setText(self.name.text() + " · " + BellumMagia.tr("Captain"))
        self.held.setText(held_text(obs, seat))


def held_text(obs: Mapping[str, Any], seat: int) -> str:
    """A seat's chests by kind, reserve and defence, in one line (its total at the end)."""
    me = obs["seats"][seat]
    wood, metal, gold = me["chest_counts"]
    chests = BellumMagia.tr("%n chest(s)", None, wood + metal + gold)
    kinds = BellumMagia.tr("{wood} wood, {metal} metal, {gold} gold").format(
        wood=wood, metal=metal, gold=gold
    )
    parts = [f"{chests} ({kinds})"]
    parts += [
        words.count_text(i, me[k]) for i, k in (("fo", "food"), ("gl", "glyphs"), ("ba", "barrels"))
    ]
    parts.append(BellumMagia.tr("defence {defence}").format(defence=_defence(me)))
    end = obs.get("end")
    if end is not None:
        parts.insert(0, BellumMagia.tr("%n coin(s)", None, end["totals"][seat]))
    return " · ".join(parts)


def _defence(me: Mapping[str, Any]) -> str:
    return f"{me['shield']}" + (f"+{me['magic_shield']}" if me["magic_shield"] else "")


def seats_panel(config: Mapping[str, Any]) -> PlayersPanel:
    """A panel per seat of a table of `config`."""
    return PlayersPanel(SeatCard)
