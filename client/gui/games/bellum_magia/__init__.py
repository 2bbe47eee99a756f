"""Bellum Magia's view: the castles with their strips, the human kingdom, the creature
market, the chests and the move panel (table.py), and its words (messages.py for the log,
words.py for the window).

Importing this package imports no Qt (messages.py is read by headless logs too)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The window's translated names of the things log params give by id (words.names)."""
    from client.gui.games.bellum_magia.words import names as translated  # Qt: the window only

    return translated(config)
