"""Messages in English words, without Qt: the headless logs and reports of any game.

The core says what happened as a `core.api.Message` (describe_action) or, in the END
block, as its plain form {"id", "params"}; the game's view package holds the English
template of every id (client/gui/games/<game>/messages.py: TEMPLATES). A template is a
str.format text, or a counted pair (singular, plural) whose `%n` is the param `n`. Params
named `seat` or `*_seat` are seats, shown by name; a list param is a list of messages,
joined by ", " ("—" when empty); the view package's `names(config)` hook names the game's
things given by id (regions, cards); anything else is shown as it is. The window does the
same with translated templates and names (client/gui/sentences.py).
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from typing import Any

from client.gui import games
from client.gui.games import Namer, Template
from core.api import Message

COUNT = "n"  # the param that `%n` shows, and that chooses a counted template's form


def source(template: Template) -> str:
    """The text a translation is looked up by: a counted template's plural form."""
    return template if isinstance(template, str) else template[1]


def english(template: Template, params: Mapping[str, Any]) -> str:
    """The English form of `template` for these params (singular when the count is 1)."""
    if isinstance(template, str):
        return template
    return template[0] if params.get(COUNT) == 1 else template[1]


def fields(template: Template) -> set[str]:
    """The params a template takes: its {fields}, and `n` where it counts with %n."""
    found = set()
    for text in (template,) if isinstance(template, str) else template:
        found |= {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}
        found |= {COUNT} if "%n" in text else set()
    return found


def parts(message: Message | Mapping[str, Any]) -> tuple[str, Mapping[str, Any]]:
    """A message's id and params, from a Message or its plain form in an END block."""
    if isinstance(message, Message):
        return message.id, message.params
    return str(message["id"]), message.get("params") or {}


def is_seat(key: str) -> bool:
    """Whether a param is a seat number (`seat`, `*_seat`)."""
    return key == "seat" or key.endswith("_seat")


class Speaker:
    """Says one game's messages for one table in English (subclasses: other languages)."""

    def __init__(
        self,
        game: str,
        config: Mapping[str, Any],
        names: Sequence[str] = (),
        namer: Namer | None = None,
    ) -> None:
        self.game = game
        viewed = game in games.names()  # a game without a view yet: its ids and params, as is
        self.templates = games.templates(game) if viewed else {}
        self.names = list(names)
        self.namer = namer if namer is not None or not viewed else games.namer(game, config)

    def __call__(self, message: Message | Mapping[str, Any]) -> str:
        """The sentence of `message`."""
        id_, params = parts(message)
        template = self.templates.get(id_)
        if template is None:  # a core newer than its view: still say something
            return f"{id_}: {', '.join(f'{k}={v!r}' for k, v in params.items())}"
        text = self.text(template, params)
        if "%n" in text:
            text = text.replace("%n", str(params.get(COUNT)))
        return text.format(**{key: self.show(key, value) for key, value in params.items()})

    def label(self, id_: str) -> str:
        """A label of the END block (a template without params)."""
        return self({"id": id_, "params": {}})

    def text(self, template: Template, params: Mapping[str, Any]) -> str:
        """The template's text in this speaker's language, for these params."""
        return english(template, params)

    def show(self, key: str, value: Any) -> str:
        """How a param reads: a seat's name, a list of messages, a thing's name, or as is."""
        if is_seat(key) and isinstance(value, int):
            return self.seat(value)
        if isinstance(value, list):
            return ", ".join(self(item) for item in value) or "—"
        named = self.namer(key, value) if self.namer is not None else None
        return str(value) if named is None else named

    def seat(self, seat: int) -> str:
        """A seat's name ("Player 2" when the table's names are not known)."""
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"
