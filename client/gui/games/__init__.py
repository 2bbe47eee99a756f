"""The game views the window knows, by core.registry key: add a game here, in one line.

A view package `client/gui/games/<game>/` holds everything the client shows of one game:
its `GameView` (the table's widgets) and `messages.py`, the English templates of the
core's message ids (`TEMPLATES`: describe_action's and the END block's labels; Qt-free so
that headless logs use them too; the window translates them in the Qt context of the
game's key) and, optionally, `names(config)`: a hook naming the game's things that params
give by id (regions, cards), in English. The package itself may define `names(config)`,
the same hook translated for the window. This module and every `messages.py` import no
Qt: the command line reads them without a window.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

Template = str | tuple[str, str]  # a text, or a counted one: English (singular, plural)
Namer = Callable[[str, Any], str | None]  # (param key, value) -> its name, None: not a thing

# Registry key -> view package. Add new games here.
_VIEWS: dict[str, str] = {
    "eight_minute_empire": "client.gui.games.eight_minute_empire",
    "tash_kalar": "client.gui.games.tash_kalar",
    "bellum_magia": "client.gui.games.bellum_magia",
    "wonderful_kingdom": "client.gui.games.wonderful_kingdom",
}


def register(key: str, package: str) -> None:
    """Add a game's view package (the tests' tiny game, a plug-in)."""
    _VIEWS[key] = package


def names() -> tuple[str, ...]:
    """Every game key with a view, sorted."""
    return tuple(sorted(_VIEWS))


def offered() -> tuple[str, ...]:
    """The registered games the window can show (a view package here with a `table`
    module), in registry order: the host dialog and the lobby offer only these, so a game
    registered ahead of its view (its rules first, its words next, the window later)
    breaks nothing."""
    from core import registry

    return tuple(key for key in registry.names() if key in _VIEWS and _has_table(key))


def _has_table(key: str) -> bool:
    return _package_has_table(_VIEWS[key])


@functools.cache  # asked for every lobby event: a package's files do not change while running
def _package_has_table(package: str) -> bool:
    # find_spec imports the view package (Qt-free by rule), not its table module
    return importlib.util.find_spec(f"{package}.table") is not None


def package(key: str) -> ModuleType:
    """The view package of game `key`; KeyError naming the known games otherwise."""
    try:
        name = _VIEWS[key]
    except KeyError:
        raise KeyError(f"no view for game {key!r}; views: {', '.join(names())}") from None
    return importlib.import_module(name)


def templates(key: str) -> Mapping[str, Template]:
    """The English templates of game `key` (its view package's messages.TEMPLATES)."""
    templates: Mapping[str, Template] = _messages(key).TEMPLATES
    return templates


def namer(key: str, config: Mapping[str, Any], window: bool = False) -> Namer | None:
    """The hook naming game `key`'s things in params for a table of `config` (English, or
    with `window` the package's translated one); None if the game has none."""
    module = package(key) if window and hasattr(package(key), "names") else _messages(key)
    hook = getattr(module, "names", None)
    return None if hook is None else hook(config)


def _messages(key: str) -> ModuleType:
    return importlib.import_module(f"{package(key).__name__}.messages")
