"""What a game's view gives the window: the `GameView` protocol, and finding a game's view.

A game's view package (`client/gui/games/<game>/`, listed in client/gui/games/__init__.py)
holds a module `table` with `make_view(controller, config) -> GameView`. The table page
(table.py) frames it with what every game has (banners, the status line, the log, the
keys), and the replay viewer (records.py) shows it without a controller. Widgets never
change game state: a view calls the controller's intents (`act`, `undo`, `confirm`).

A game whose seats have colours of their own (Tash-Kalar's blue, red, brown and green
pieces) declares a `seat_look(config, seat) -> (QColor, shape)` in its view package's
CAPABILITIES (client/gui/games/__init__.py): the seat frames and the end screen then paint
each seat as the game does (`seat_looks`); other games get the shared palette
(client/gui/palette.py), colour-blind safe.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from client.gui import games, palette

if TYPE_CHECKING:
    from client.gui.controller import TableController, View
    from client.gui.undobar import UndoBar
    from client.gui.zoomview import ZoomView
    from core.api import Message


class GameView(Protocol):
    """One game's widgets at a table or in a replay (`controller` None)."""

    main: QWidget  # the big area: the board (and a card row, a hand...)
    panels: Sequence[QWidget]  # the game's part of the side column, top first
    players: QWidget  # every seat's panel (client/gui/playerframe.py), in the side column
    undo_bar: UndoBar | None  # the pending turn's Undo / Confirm (the table's keys use it)
    zoom: ZoomView | None  # what the View menu zooms, if anything

    def show(self, view: View) -> None:
        """Draw one moment: an observation with the legal moves of the seat acting here
        (a replay's view has no acting seat and no moves)."""

    def choosing(self) -> bool:
        """Whether a choice is half made (an army picked to move): Esc would drop it."""

    def cancel(self) -> bool:
        """Esc: drop a half-made choice; False when there is none."""

    def key_texts(self) -> Mapping[str, str]:
        """The Game menu's names of the table's keys "undo", "confirm" and "cancel"."""


class PlayedCards(Protocol):
    """A GameView that shows the card another seat played face up (the table page's "Last
    card played", client/gui/showturns.py), declared by its view package's CAPABILITIES
    (`played_cards`). Its `message` is a log sentence (core.api.Message) whose params
    name a `card`: the log is public, so nothing secret comes this way."""

    def played_card(self, message: Message) -> QPixmap | None:
        """The face of the card `message` plays (a summon, a take, a recruit, a build), as a
        picture; None when it plays no card worth showing."""


def view_module(key: str) -> Any:
    """The `table` module of game `key`'s view package."""
    return importlib.import_module(f"{games.package(key).__name__}.table")


def make_view(key: str, controller: TableController | None, config: Mapping[str, Any]) -> GameView:
    """Build game `key`'s view for `controller` (None: a replay) and the game's `config`."""
    view: GameView = view_module(key).make_view(controller, config)
    return view


def seat_looks(key: str, config: Mapping[str, Any]) -> palette.SeatLook:
    """How a table of game `key` and `config` paints each seat (its colour and token shape):
    the view's declared `seat_look(config, seat)` if it has one, else the palette's."""
    hook = games.capabilities(key).seat_look
    if hook is None:
        return palette.seat_look
    return lambda seat: hook(config, seat)
