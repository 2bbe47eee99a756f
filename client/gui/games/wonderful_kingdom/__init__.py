"""It's a Wonderful Kingdom's view: the offer areas, the hand, each seat's areas, the module's
board and the move panel (table.py), and its words (messages.py for the log, words.py for
the window).

Importing this package imports no Qt (messages.py is read by headless logs too)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The window's translated names of the things log params give by id (words.names)."""
    from client.gui.games.wonderful_kingdom.words import names as translated  # Qt: the window

    return translated(config)
