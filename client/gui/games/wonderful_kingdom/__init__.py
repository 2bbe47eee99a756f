"""It's a Wonderful Kingdom's view: the offer areas, the hand, each seat's areas, the module's
board and the move panel (table.py), and its words (messages.py for the log, words.py for
the window).

Importing this package imports no Qt (messages.py is read by headless logs too)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from client.gui.games import ViewCapabilities
from client.gui.games.wonderful_kingdom import messages


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The window's translated names of the things log params give by id (words.names)."""
    from client.gui.games.wonderful_kingdom.words import names as translated  # Qt: the window

    return translated(config)


def seat_look(config: Mapping[str, Any], seat: int) -> tuple[Any, str]:
    """Seat 0 red, seat 1 blue, as the rules core has them (table.seat_look)."""
    from client.gui.games.wonderful_kingdom.table import seat_look as look  # Qt: the window

    return look(config, seat)  # type: ignore[no-any-return]


CAPABILITIES = ViewCapabilities(
    names=messages.names,
    window_names=names,
    seat_look=seat_look,
    secret_notes=True,  # cards learned
    played_cards=True,  # cards built, recycled or offered face up: the last card played
)
