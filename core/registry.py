"""The explicit list of games Tavolata knows, by registry key."""

from __future__ import annotations

import importlib
from typing import cast

from core.api import Game
from core.meta import GameInfo

# Registry key -> module implementing core.api.Game. Add new games here.
_GAMES: dict[str, str] = {
    "eight_minute_empire": "core.games.eight_minute_empire",
    "tash_kalar": "core.games.tash_kalar",
    "bellum_magia": "core.games.bellum_magia",
    "wonderful_kingdom": "core.games.wonderful_kingdom",
}


def names() -> tuple[str, ...]:
    """Every registered game key, sorted."""
    return tuple(sorted(_GAMES))


def default() -> str:
    """The game played when none is named: the first one listed above."""
    return next(iter(_GAMES))


def register(name: str, module_name: str) -> None:
    """Add a game (the tests' tiny game, a plug-in): `module_name` implements core.api.Game."""
    _GAMES[name] = module_name


def info(name: str) -> GameInfo:
    """The metadata (core.meta.GameInfo) of the game registered as `name`."""
    return get(name).INFO


def get(name: str) -> Game:
    """The game registered as `name`; KeyError naming the known games otherwise."""
    try:
        module_name = _GAMES[name]
    except KeyError:
        known = ", ".join(names())
        raise KeyError(f"unknown game {name!r}; known games: {known}") from None
    return cast(Game, importlib.import_module(module_name))
