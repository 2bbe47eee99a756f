"""The explicit list of games Tavolata knows, by registry key: one registration per game
names its rules module and its view package, and the registry is where what a game
declares (`core.api.Capabilities`) is read.

The core never imports a view: it keeps the view package's name for the client's view
registry (client/gui/games/__init__.py) to import.
"""

from __future__ import annotations

import importlib
from typing import NamedTuple, cast

from core.api import Capabilities, Game
from core.meta import GameInfo


class Registration(NamedTuple):
    """A game's rules module (implementing core.api.Game) and its view package, if any (a
    game registered ahead of its window has none)."""

    rules: str
    view: str | None = None


# Registry key -> its registration. Add new games here, one line each.
_GAMES: dict[str, Registration] = {
    "eight_minute_empire": Registration(
        "core.games.eight_minute_empire", "client.gui.games.eight_minute_empire"
    ),
    "tash_kalar": Registration("core.games.tash_kalar", "client.gui.games.tash_kalar"),
    "bellum_magia": Registration("core.games.bellum_magia", "client.gui.games.bellum_magia"),
    "wonderful_kingdom": Registration(
        "core.games.wonderful_kingdom", "client.gui.games.wonderful_kingdom"
    ),
}


def names() -> tuple[str, ...]:
    """Every registered game key, sorted."""
    return tuple(sorted(_GAMES))


def default() -> str:
    """The game played when none is named: the first one listed above."""
    return next(iter(_GAMES))


def register(name: str, module_name: str, view: str | None = None) -> None:
    """Add a game (the tests' tiny game, a plug-in): `module_name` implements core.api.Game,
    `view` names its view package (client/gui/games/__init__.py) if it has one."""
    _GAMES[name] = Registration(module_name, view)


def info(name: str) -> GameInfo:
    """The metadata (core.meta.GameInfo) of the game registered as `name`."""
    return get(name).INFO


def get(name: str) -> Game:
    """The game registered as `name`; KeyError naming the known games otherwise, TypeError
    if its module declares no `CAPABILITIES` (a core.api.Capabilities)."""
    module = importlib.import_module(_registration(name).rules)
    if not isinstance(getattr(module, "CAPABILITIES", None), Capabilities):
        raise TypeError(f"game {name!r} declares no CAPABILITIES (core.api.Capabilities)")
    return cast(Game, module)


def view(name: str) -> str | None:
    """The name of the view package registered with game `name` (None: no view yet)."""
    return _registration(name).view


def capabilities(game: Game) -> Capabilities:
    """What `game` declares beyond the contract's functions: the one way drivers, bots and
    the client learn whether it has an evaluator, a forfeit, secrets..."""
    return game.CAPABILITIES


def _registration(name: str) -> Registration:
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(names())
        raise KeyError(f"unknown game {name!r}; known games: {known}") from None
