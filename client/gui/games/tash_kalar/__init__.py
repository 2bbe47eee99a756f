"""Tash-Kalar's view: the arena, the hand, the move panel, the tasks and the seats
(table.py), and its words (messages.py for the log, words.py for the window).

Importing this package imports no Qt (messages.py is read by headless logs too)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from client.gui.gamehelp import GameHelp, folder
from client.gui.games import ViewCapabilities
from client.gui.games.tash_kalar import messages
from client.gui.tutorialscript import Script


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The window's translated names of the things log params give by id (words.names)."""
    from client.gui.games.tash_kalar.words import names as translated  # Qt: the window only

    return translated(config)


def seat_look(config: Mapping[str, Any], seat: int) -> tuple[Any, str]:
    """Each seat in its colour's pieces (looks.seat_look)."""
    from client.gui.games.tash_kalar.looks import seat_look as look  # Qt: the window only

    return look(config, seat)


def help_element(kind: str, ident: str) -> str:
    """What one of the game's things is and does, in the language spoken (helptexts.py;
    Qt: only when the window asks)."""
    from client.gui.games.tash_kalar.helptexts import element

    return element(kind, ident)


def help_elements() -> Iterable[tuple[str, str]]:
    """Every (kind, id) of the game's data the window shows (helptexts.py)."""
    from client.gui.games.tash_kalar.helptexts import elements

    return elements()


def tutorial() -> Script:
    """The guided game (tutorial.py; Qt: only when the window asks)."""
    from client.gui.games.tash_kalar.tutorial import script

    return script()


# Every choice of a seat waits for Confirm (client/turn.py), so any of them can be undone
# until then: a turn runs until the seat's next reveal (a card summoned, discarded or
# invoked; the draws at its end); nothing cuts it short (the core declares no forfeit).
# The observation's `turn` counts the turns ended: it rises with the end of a turn (its last
# action or draw), and the next turn begins by itself (client/gamelog.py).
_CONFIRMED = (
    "place", "pickup", "summon", "discard", "return", "flare", "claim", "score", "pass",
    "done", "concede", "setup", "move", "leap", "destroy", "promote", "degrade", "convert",
)  # fmt: skip
CAPABILITIES = ViewCapabilities(
    names=messages.names,
    window_names=names,
    seat_look=seat_look,
    secret_notes=True,  # cards drawn and passed
    played_cards=True,  # beings, legends and flares: the last card played
    confirmed=_CONFIRMED,
    turns_counted_at_end=True,
    help=GameHelp(folder("tash_kalar"), help_element, help_elements),  # rules, tooltips
    tutorial=tutorial,  # the guided game (client/gui/tutorial.py)
)
