"""A game's metadata (core.meta.GameInfo) in the window's language.

Its texts (title, option and choice labels, the reasons of disabled choices) are English
sources translated in the Qt context named by the game's registry key; tools/translations.py
collects them from every game's INFO. Imports of the core wait for the first call: the lobby,
which uses this, is on screen before any game is loaded.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from core.meta import Choice


def game_tr(game: str, text: str) -> str:
    """`text` of game `game`'s metadata, translated in that game's context."""
    return QCoreApplication.translate(game, text)


def title(game: str) -> str:
    """The game's translated title; its registry key if this client does not know it."""
    from core import registry

    if game not in registry.names():
        return game
    return game_tr(game, registry.info(game).title)


def lobby_text(game: str, options: Mapping[str, str]) -> str:
    """A table's game as the lobby shows it: "Eight-Minute Empire (Legends)", the labels of
    its announced options in the game's order (an unknown option or value as announced)."""
    from core import registry

    if game not in registry.names():
        labels = list(options.values())
    else:
        info = registry.info(game)
        known = [o for o in info.options if o.key in options]
        labels = [_label(game, o.choice(options[o.key]), options[o.key]) for o in known]
        labels += [v for k, v in options.items() if k not in {o.key for o in known}]
    return f"{title(game)} ({', '.join(labels)})" if labels else title(game)


def _label(game: str, choice: Choice | None, value: str) -> str:
    return game_tr(game, choice.label) if choice is not None else value
