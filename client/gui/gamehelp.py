"""A game's help in the window (issue 32, "Rules in the window"): the rules summary, a page
per part (the game, each edition, variant or module), and what each of its things does (a
card, a token, a task, a leader, a flare, a board element), for the tooltips, the help
dialog's reference page and the tutorials.

A view package declares it as `CAPABILITIES.help` (client/gui/games, `ViewCapabilities`),
a `GameHelp`: its folder of data files and two functions of its own, `elements` (every
(kind, id) of the game's data) and `element` (the text of one). Every offered game must
declare one (tests/client/test_help.py), so a game added later cannot ship without it.

The folder (`resources/<game>/help/`) holds, per language code (`en`, `it`):
- `<page>.<code>.md`: one page of the summary in Markdown, its first line `# Title`;
- `pages.json`: the pages in order, `{"pages": [{"key": "legends", "when": {"edition":
  ["legends"]}}]}`; `when` names the config values (as the normalized config has them: a
  string, a number, a boolean) a page is about (none: every table);
- `elements.<code>.json`: the words of the element texts that live in data, not in code:
  `"reference"` (the reference page's title), `"kinds"` (each kind's heading) and whatever
  the view's `element` reads (the sentences for things its data gives only by a code).

No Qt here (a view package's `__init__` imports this): only `speaking` imports it, when
called.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Protocol

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
REFERENCE = "reference"  # the key of the page every game gets from its elements


def folder(game: str) -> Path:
    """`resources/<game>/help/`, where a game's help files are."""
    return RESOURCES / game / "help"


@dataclass(frozen=True)
class Page:
    """One page of a game's rules summary: its key (the file's stem), its title (the file's
    first heading), its Markdown and the config values it is about (`when`)."""

    key: str
    title: str
    text: str
    when: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)

    def about(self, config: Mapping[str, Any]) -> bool:
        """Whether the page is about a table of `config`: each key of `when` has one of its
        values there (a list-valued option, the variants, one among them)."""
        for key, values in self.when.items():
            chosen = config.get(key)
            held = chosen if isinstance(chosen, list | tuple | set | frozenset) else [chosen]
            if not any(v in values for v in held):
                return False
        return True


class ElementText(Protocol):
    """The text of one of a game's things, in the language spoken now (the window's
    `Context.tr` texts and `GameHelp.words(i18n.current())`): plain text, its first line
    the thing's name, the others what it does; "" for a (kind, id) the game does not have."""

    def __call__(self, kind: str, ident: str, /) -> str: ...


class Elements(Protocol):
    """Every (kind, id) of a game's data that the window shows, walked from its data files
    (every card, token, task, leader, flare and board element), in the reference's order."""

    def __call__(self) -> Iterable[tuple[str, str]]: ...


@dataclass(frozen=True)
class GameHelp:
    """A game's help, declared by its view package (`ViewCapabilities.help`).

    The window asks `help_pages(language)` and `element_help(kind, id, language)`; the
    view writes only `element` (in the language spoken now) and `elements`.
    """

    folder: Path
    element: ElementText
    elements: Elements

    def help_pages(self, language: str) -> tuple[Page, ...]:
        """The summary's pages in `language`, in order, then the reference page listing
        every element with its text."""
        pages = tuple(_pages(self.folder, language))
        return (*pages, self.reference(language))

    def element_help(self, kind: str, ident: str, language: str) -> str:
        """What the thing `ident` of `kind` is and does, in `language` ("" if unknown)."""
        with speaking(language):
            return self.element(kind, ident)

    def words(self, language: str) -> Mapping[str, Any]:
        """`elements.<language>.json`: the element texts' words kept in data."""
        return words(self.folder, language)

    def reference(self, language: str) -> Page:
        """Every element with its text, under its kind's heading: the last page."""
        words = self.words(language)
        kinds: Mapping[str, str] = words.get("kinds", {})
        lines = [f"# {words.get('reference', 'Reference')}", ""]
        with speaking(language):
            last = None
            for kind, ident in self.elements():
                if kind != last:
                    lines += [f"## {kinds.get(kind, kind)}", ""]
                    last = kind
                lines += [markdown_entry(self.element(kind, ident)), ""]
        return Page(REFERENCE, str(words.get("reference", "Reference")), "\n".join(lines))


def for_game(key: str) -> GameHelp | None:
    """The help game `key`'s view declares (None: none declared, or no view)."""
    from client.gui import games

    return games.capabilities(key).help if key in games.names() else None


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Within the block, `Context.tr` answers in `language`; the window's language after.
    Free when `language` is the one spoken (the window asks its own)."""
    from client.gui import i18n  # Qt: only when a text is asked for

    before = i18n.current()
    if language == before:
        yield
        return
    i18n.install(language)
    try:
        yield
    finally:
        i18n.install(before)


_SPECIAL = re.compile(r"([\\`*_\[\]<>|#])")
_LEADING = re.compile(r"^(\s*)([+\-]\s|\d+[.)]\s)")


def markdown_text(line: str) -> str:
    """A line of plain text that Markdown shows as written (no emphasis, list or heading)."""
    return _LEADING.sub(lambda m: m.group(1) + "\\" + m.group(2), _SPECIAL.sub(r"\\\1", line))


def markdown_entry(text: str) -> str:
    """An element's text as a Markdown paragraph: its name in bold, then its lines."""
    lines = [markdown_text(line) for line in text.splitlines() if line.strip()]
    if not lines:
        return ""
    return "  \n".join([f"**{lines[0]}**", *lines[1:]])


def _pages(where: Path, language: str) -> Iterator[Page]:
    for entry in _index(where):
        text = (where / f"{entry['key']}.{language}.md").read_text(encoding="utf-8")
        title = next(
            (line[2:].strip() for line in text.splitlines() if line.startswith("# ")), entry["key"]
        )
        when = {k: tuple(vs) for k, vs in entry.get("when", {}).items()}
        yield Page(entry["key"], title, text, when)


@cache  # data files: they do not change while the window runs
def _index(where: Path) -> tuple[dict[str, Any], ...]:
    pages: Sequence[dict[str, Any]] = json.loads(
        (where / "pages.json").read_text(encoding="utf-8")
    )["pages"]
    return tuple(pages)


@cache
def words(where: Path, language: str) -> Mapping[str, Any]:
    """`elements.<language>.json` of the help folder `where` (read once)."""
    words: Mapping[str, Any] = json.loads(
        (where / f"elements.{language}.json").read_text(encoding="utf-8")
    )
    return words


def page_keys(where: Path) -> tuple[str, ...]:
    """The keys of the summary's pages listed in `pages.json` (the reference excluded)."""
    return tuple(entry["key"] for entry in _index(where))


def tooltip_html(text: str) -> str:
    """An element's text as a tooltip's rich text: its name in bold, then its lines."""
    lines = [html.escape(line) for line in text.splitlines() if line.strip()]
    return "<br>".join([f"<b>{lines[0]}</b>", *lines[1:]]) if lines else ""
