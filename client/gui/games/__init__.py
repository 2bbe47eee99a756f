"""The game views the window knows, by core.registry key: add a game here, in one line.

A view package `client/gui/games/<game>/` holds everything the client shows of one game:
its `GameView` (the table's widgets) and `messages.py`, the English templates of the
core's `describe_action` message ids (`TEMPLATES`, Qt-free so that headless logs use them
too; the window translates them in the Qt context of the game's key). This module imports
no Qt: the command line reads the templates without a window.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import ModuleType

# Registry key -> view package. Add new games here.
_VIEWS: dict[str, str] = {
    "eight_minute_empire": "client.gui.games.eight_minute_empire",
}


def register(key: str, package: str) -> None:
    """Add a game's view package (the tests' tiny game, a plug-in)."""
    _VIEWS[key] = package


def names() -> tuple[str, ...]:
    """Every game key with a view, sorted."""
    return tuple(sorted(_VIEWS))


def package(key: str) -> ModuleType:
    """The view package of game `key`; KeyError naming the known games otherwise."""
    try:
        name = _VIEWS[key]
    except KeyError:
        raise KeyError(f"no view for game {key!r}; views: {', '.join(names())}") from None
    return importlib.import_module(name)


def templates(key: str) -> Mapping[str, str]:
    """The English log templates of game `key` (its view package's messages.TEMPLATES)."""
    module = importlib.import_module(f"{_VIEWS[key]}.messages") if key in _VIEWS else None
    if module is None:
        raise KeyError(f"no view for game {key!r}; views: {', '.join(names())}")
    templates: Mapping[str, str] = module.TEMPLATES
    return templates
