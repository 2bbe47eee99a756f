"""The game views the window knows: each registered with its game in core/registry.py.

A view package `client/gui/games/<game>/` holds everything the client shows of one game:
its `GameView` (the table's widgets, `table.make_view`) and `messages.py`, the English
templates of the core's message ids (`TEMPLATES`: describe_action's and the END block's
labels; Qt-free so that headless logs use them too; the window translates them in the Qt
context of the game's key). What else it has it declares in the package's `CAPABILITIES`
(a `ViewCapabilities`, read only here): the hooks naming the game's things, its seats'
looks, its notes on secrets, and the window's and the log's hints. This module and every
view package's `__init__` and `messages.py` import no Qt: the command line reads them
without a window. A hook that needs the window's modules is declared with `later` (its
module imported when first called), the tutorial and the help with `tutorial_of` and
`help_of`.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import inspect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol

from client.gui.gamehelp import GameHelp, folder
from client.gui.tutorialscript import FIRST, TutorialHook

Template = str | tuple[str, str]  # a text, or a counted one: English (singular, plural)
Namer = Callable[[str, Any], str | None]  # (param key, value) -> its name, None: not a thing


class Names(Protocol):
    """How params that give a game's things by id (a region, a card) read at a table of
    `config`: English in messages.py for the log, translated for the window."""

    def __call__(self, config: Mapping[str, Any], /) -> Namer: ...


class SeatLook(Protocol):
    """A game whose seats have colours of their own (Tash-Kalar's pieces): seat `seat`'s
    (QColor, token shape) at a table of `config`, for the seat frames and the end screen
    (client/gui/gameview.py); else the shared palette's. Imports Qt when called."""

    def __call__(self, config: Mapping[str, Any], seat: int, /) -> tuple[Any, str]: ...


class SecretNotes(Protocol):
    """A GameView that words what a seat learned between two of its observations (a peek,
    a card passed to it), for the status line only: the log is public."""

    def secret_notes(
        self, before: Mapping[str, Any], after: Mapping[str, Any], seat: int
    ) -> Sequence[str]: ...


@dataclass(frozen=True)
class ViewCapabilities:
    """What a view package declares as `CAPABILITIES`; `ViewCapabilities()`: nothing."""

    names: Names | None = None  # English names of things in params (the log, reports)
    window_names: Names | None = None  # the same, translated (the window; else `names`)
    seat_look: SeatLook | None = None  # the seats' own colours and shapes
    secret_notes: bool = False  # its GameView is a SecretNotes
    played_cards: bool = False  # its GameView is a PlayedCards (client/gui/gameview.py)
    # Action kinds that wait for Confirm even when nothing follows them (Eight-Minute
    # Empire's "take": a card whose action is impossible still waits, so a mis-click can be
    # undone; client/turn.py).
    confirmed: tuple[str, ...] = ()
    # The observation's `turn` counts the turns ended (it rises with the action that ends
    # one, as in Tash-Kalar, where the next turn begins by itself) rather than begun
    # (Eight-Minute Empire's take raises it): the log's "Turn N" headings follow it
    # (client/gamelog.py).
    turns_counted_at_end: bool = False
    # Its guided game (client/gui/tutorial.py): a function returning the Script of one of
    # the tutorial's lessons (client/gui/tutorialscript.py); every game the window offers
    # has one (a test).
    tutorial: TutorialHook | None = None
    # Its rules summary and what each of its things does (client/gui/gamehelp.py): the
    # window's Help menu, the table's Rules button, the tooltips; every game the window
    # offers has one (tests/client/test_help.py).
    help: GameHelp | None = None


def later(package: str, module: str, function: str, *params: str) -> Callable[..., Any]:
    """A hook that imports `package.module` only when called and calls its `function` with
    the hook's arguments, positional and named `params`: a view package declares its
    window-only hooks (they import Qt) with it and stays Qt-free itself
    (`later(__name__, "words", "names", "config")`)."""

    def hook(*args: Any) -> Any:
        return getattr(importlib.import_module(f"{package}.{module}"), function)(*args)

    hook.__qualname__ = hook.__name__ = f"{module}.{function}"
    hook.__doc__ = f"{package}.{module}.{function}, imported when first called."
    # What it stands for, so that a test can hold the declared signature to the function's
    # own (tests/client/test_view_capabilities.py): the names here are written by hand.
    hook.target = (f"{package}.{module}", function)  # type: ignore[attr-defined]
    positional = inspect.Parameter.POSITIONAL_ONLY
    hook.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [inspect.Parameter(name, positional) for name in params]
    )
    return hook


def target_of(hook: Callable[..., Any]) -> Callable[..., Any] | None:
    """The function a `later` hook stands for, imported now; None for any other callable."""
    where = getattr(hook, "target", None)
    if where is None:
        return None
    module, function = where
    found: Callable[..., Any] = getattr(importlib.import_module(module), function)
    return found


def tutorial_of(package: str) -> TutorialHook:
    """A view package's tutorial hook: its `tutorial` module's `script(lesson)` (a lesson
    of resources/<game>/tutorial/; none given: the first)."""
    hook = later(package, "tutorial", "script")
    lesson = inspect.Parameter("lesson", inspect.Parameter.POSITIONAL_ONLY, default=FIRST)
    hook.__signature__ = inspect.Signature([lesson])  # type: ignore[attr-defined]
    return hook


def help_of(package: str, game: str) -> GameHelp:
    """A view package's help: the data in `resources/<game>/help/`, what each thing does
    from its `helptexts` module (`element(kind, id)`, `elements()`)."""
    element = later(package, "helptexts", "element", "kind", "ident")
    return GameHelp(folder(game), element, later(package, "helptexts", "elements"))


def names() -> tuple[str, ...]:
    """Every game key with a view, sorted."""
    from core import registry

    return tuple(key for key in registry.names() if registry.view(key) is not None)


def offered() -> tuple[str, ...]:
    """The registered games the window can show (a view package with a `table` module), in
    registry order: the host dialog and the lobby offer only these, so a game registered
    ahead of its view (its rules first, its words next, the window later) breaks nothing."""
    from core import registry

    return tuple(key for key in registry.names() if _has_table(registry.view(key)))


@functools.cache  # asked for every lobby event: a package's files do not change while running
def _has_table(package: str | None) -> bool:
    # find_spec imports the view package (Qt-free by rule), not its table module
    return package is not None and importlib.util.find_spec(f"{package}.table") is not None


def package(key: str) -> ModuleType:
    """The view package of game `key`; KeyError naming the known games otherwise."""
    from core import registry

    name = registry.view(key)
    if name is None:
        raise KeyError(f"no view for game {key!r}; views: {', '.join(names())}")
    return importlib.import_module(name)


def capabilities(key: str) -> ViewCapabilities:
    """What game `key`'s view package declares (TypeError if it declares nothing)."""
    declared = getattr(package(key), "CAPABILITIES", None)
    if not isinstance(declared, ViewCapabilities):
        raise TypeError(f"the view of {key!r} declares no CAPABILITIES (ViewCapabilities)")
    return declared


def hints(key: str) -> ViewCapabilities:
    """`capabilities(key)`, or none declared for a game without a view (headless play of a
    game registered ahead of its window)."""
    return capabilities(key) if key in names() else ViewCapabilities()


def templates(key: str) -> Mapping[str, Template]:
    """The English templates of game `key` (its view package's messages.TEMPLATES)."""
    templates: Mapping[str, Template] = _messages(key).TEMPLATES
    return templates


def namer(key: str, config: Mapping[str, Any], window: bool = False) -> Namer | None:
    """The hook naming game `key`'s things in params for a table of `config` (English, or
    with `window` the translated one if declared); None if the game has none."""
    declared = capabilities(key)
    hook = (window and declared.window_names) or declared.names
    return None if hook is None else hook(config)


def _messages(key: str) -> ModuleType:
    return importlib.import_module(f"{package(key).__name__}.messages")
