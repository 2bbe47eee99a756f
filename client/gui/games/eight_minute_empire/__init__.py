"""Eight-Minute Empire's view: the map, the card row, the players, the action bar, words.

Importing this package imports no Qt (messages.py is read by headless logs too)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from client.gui.gamehelp import GameHelp, folder
from client.gui.games import ViewCapabilities
from client.gui.games.eight_minute_empire import messages
from client.gui.tutorialscript import Script


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The window's translated names of the things log params give by id (words.names)."""
    from client.gui.games.eight_minute_empire.words import (
        names as translated,  # Qt: only when the window asks
    )

    return translated(config)


def tutorial() -> Script:
    """The guided game (tutorial.py; Qt: only when the window asks)."""
    from client.gui.games.eight_minute_empire.tutorial import script

    return script()


def help_element(kind: str, ident: str) -> str:
    """What one of the game's things is and does, in the language spoken (helptexts.py;
    Qt: only when the window asks)."""
    from client.gui.games.eight_minute_empire.helptexts import element

    return element(kind, ident)


def help_elements() -> Iterable[tuple[str, str]]:
    """Every (kind, id) of the game's data the window shows (helptexts.py)."""
    from client.gui.games.eight_minute_empire.helptexts import elements

    return elements()


CAPABILITIES = ViewCapabilities(
    names=messages.names,
    window_names=names,
    secret_notes=True,  # the swamp's peeked tokens
    played_cards=True,  # the card taken from the row: the last card played
    confirmed=("take",),  # a take waits for Confirm even when its action is impossible
    tutorial=tutorial,  # the guided game (client/gui/tutorial.py)
    help=GameHelp(folder("eight_minute_empire"), help_element, help_elements),  # rules, tooltips
)
