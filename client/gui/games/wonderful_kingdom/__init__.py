"""It's a Wonderful Kingdom's view: the offer areas, the hand, each seat's areas, the module's
board and the move panel (table.py), and its words (messages.py for the log, words.py for
the window).

Importing this package imports no Qt (messages.py is read by headless logs too)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from client.gui.gamehelp import GameHelp, folder
from client.gui.games import ViewCapabilities
from client.gui.games.wonderful_kingdom import messages
from client.gui.tutorialscript import Script


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The window's translated names of the things log params give by id (words.names)."""
    from client.gui.games.wonderful_kingdom.words import names as translated  # Qt: the window

    return translated(config)


def seat_look(config: Mapping[str, Any], seat: int) -> tuple[Any, str]:
    """Seat 0 red, seat 1 blue, as the rules core has them (table.seat_look)."""
    from client.gui.games.wonderful_kingdom.table import seat_look as look  # Qt: the window

    return look(config, seat)  # type: ignore[no-any-return]


def help_element(kind: str, ident: str) -> str:
    """What one of the game's things is and does, in the language spoken (helptexts.py;
    Qt: only when the window asks)."""
    from client.gui.games.wonderful_kingdom.helptexts import element

    return element(kind, ident)


def help_elements() -> Iterable[tuple[str, str]]:
    """Every (kind, id) of the game's data the window shows (helptexts.py)."""
    from client.gui.games.wonderful_kingdom.helptexts import elements

    return elements()


def tutorial() -> Script:
    """The guided game (tutorial.py; Qt: only when the window asks)."""
    from client.gui.games.wonderful_kingdom.tutorial import script

    return script()


CAPABILITIES = ViewCapabilities(
    names=messages.names,
    window_names=names,
    seat_look=seat_look,
    secret_notes=True,  # cards learned
    played_cards=True,  # cards built, recycled or offered face up: the last card played
    help=GameHelp(folder("wonderful_kingdom"), help_element, help_elements),  # rules, tooltips
    tutorial=tutorial,  # the guided game (client/gui/tutorial.py)
)
