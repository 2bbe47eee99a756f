"""Bellum Magia's view: the castles with their strips, the human kingdom, the creature
market, the chests and the move panel (table.py), and its words (messages.py for the log,
words.py for the window).

Importing this package imports no Qt (messages.py is read by headless logs too)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from client.gui.gamehelp import GameHelp, folder
from client.gui.games import ViewCapabilities
from client.gui.games.bellum_magia import messages
from client.gui.tutorialscript import Script


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The window's translated names of the things log params give by id (words.names)."""
    from client.gui.games.bellum_magia.words import names as translated  # Qt: the window only

    return translated(config)


# Every choice of a seat waits for Confirm (client/turn.py), so a mis-click can be undone
# until then: most choices are followed by a chance node, a reveal or another seat, and
# would otherwise be sent at once.
_CONFIRMED = (
    "castle", "drinks", "spell", "decline", "attack", "rob", "pass", "steal", "done",
    "recruit",
)  # fmt: skip


def tutorial() -> Script:
    """The guided game (tutorial.py; Qt: only when the window asks)."""
    from client.gui.games.bellum_magia.tutorial import script

    return script()


def help_element(kind: str, ident: str) -> str:
    """What one of the game's things is and does, in the language spoken (helptexts.py;
    Qt: only when the window asks)."""
    from client.gui.games.bellum_magia.helptexts import element

    return element(kind, ident)


def help_elements() -> Iterable[tuple[str, str]]:
    """Every (kind, id) of the game's data the window shows (helptexts.py)."""
    from client.gui.games.bellum_magia.helptexts import elements

    return elements()


CAPABILITIES = ViewCapabilities(
    names=messages.names,
    window_names=names,
    secret_notes=True,  # chests and cards learned
    played_cards=True,  # the creatures recruited: the last card played
    confirmed=_CONFIRMED,
    tutorial=tutorial,  # the guided game (client/gui/tutorial.py)
    help=GameHelp(folder("bellum_magia"), help_element, help_elements),  # rules, tooltips
)
