"""A panel per seat in the side column: the shared frame (token, name, tags, turn marker)
and one line: the score so far, the hand, the supply; in a simultaneous phase whether the
seat is still deciding this round (never what it chose)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtGui import QColor

from client.gui.games.wonderful_kingdom.words import WonderfulKingdom
from client.gui.playerframe import PlayerFrame, PlayersPanel

SHAPES = ("circle", "square")


def look(seat: int) -> tuple[QColor, str]:
    """Seat 0 plays red, seat 1 blue (the rules core's colours)."""
    return QColor(("#C0392B", "#2E6DB4")[seat % 2]), SHAPES[seat % 2]


class SeatCard(PlayerFrame):
    """One seat: its name line and what it holds."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat, look(seat))
        self.held = self.line()
        self._shown: Any = None

    def show_player(self, view: Any, seat_kind: str) -> None:
        """Fill in from the view (client/gui/controller.View)."""
        obs, seat = view.obs, self.seat
        over = obs["phase"] == "over"
        acting = obs["current"] == seat or seat in obs.get("acting", [])
        turn = view.turn == seat if view.pending is not None else acting
        text = held_text(obs, seat)
        shown = (list(view.names), view.seat, seat_kind, seat in view.away, turn, over, text)
        if shown == self._shown:  # a frame's style sheet is costly: only when it changed
            return
        self._shown = shown
        self.show_frame(view, seat_kind, bool(turn) and not over)
        self.held.setText(text)


def held_text(obs: Mapping[str, Any], seat: int) -> str:
    """Score, hand, Krystallium, soldiers, and this round's state in one line."""
    me = obs["seats"][seat]
    end = obs.get("end")
    points = end["totals"][seat] if end is not None else obs["scores"][seat]
    parts = [WonderfulKingdom.tr("{n} VP").format(n=points)]
    if obs["phase"] == "choice":
        parts.append(WonderfulKingdom.tr("%n card(s) in hand", None, me["hand_size"]))
    supply = WonderfulKingdom.tr("{k} Krystallium, %n soldier(s)", None, me["soldiers"])
    parts.append(supply.format(k=me["krystallium"]))
    if obs["phase"] in ("planning", "production"):
        if me["done"]:
            parts.append(WonderfulKingdom.tr("done"))
        elif obs["submitted"][seat] if seat < len(obs["submitted"]) else False:
            parts.append(WonderfulKingdom.tr("has chosen this step"))
        else:
            parts.append(WonderfulKingdom.tr("deciding"))
    return " · ".join(parts)


def seats_panel(config: Mapping[str, Any]) -> PlayersPanel:
    """A panel per seat of a table of `config`."""
    return PlayersPanel(SeatCard)
