"""Messages in the window's language: the game's templates translated in the Qt context of
the game's key (tools/translations.py collects every view package's TEMPLATES there), the
params' things named by the view package's translated hook (its `names(config)`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from client.gui import games
from client.gui.games import Template
from client.messages import COUNT, Speaker, source


class WindowSpeaker(Speaker):
    """Says one game's messages for one table in the window's current language."""

    def __init__(self, game: str, config: Mapping[str, Any], names: Sequence[str] = ()) -> None:
        super().__init__(game, config, names, games.namer(game, config, window=True))

    def text(self, template: Template, params: Mapping[str, Any]) -> str:
        """The template translated; a counted one in the plural form of the count `n`."""
        if isinstance(template, str):
            return QCoreApplication.translate(self.game, template)
        return QCoreApplication.translate(self.game, source(template), None, params[COUNT])
