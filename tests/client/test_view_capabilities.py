"""Issue 31: every view declares its optional hooks (client/gui/games/__init__.py,
ViewCapabilities) and has none it does not declare; one registration (core/registry.py)
names a game's rules and its view."""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from PySide6.QtGui import QColor

from client.gui import games, gameview, palette
from core import registry
from tests.core.conformance_caps import takes

VIEWED = games.names()
OLD_NAMES = ("CONFIRMED", "TURNS_COUNTED_AT_END")  # the rules' window and log hints, moved


def _config(key: str) -> dict[str, Any]:
    game = registry.get(key)
    return game.normalize_config(game.EXAMPLE_CONFIGS[-1])


def _module(key: str, part: str) -> Any:
    import importlib

    return importlib.import_module(f"{games.package(key).__name__}.{part}")


def test_r31_one_registration_names_the_rules_and_the_view() -> None:
    assert registry.view("tash_kalar") == "client.gui.games.tash_kalar"
    assert registry.view("dice_race") == "tests.tinygame.view"
    assert set(VIEWED) == set(registry.names())  # every game here has its window
    assert games.package("blind_pass").__name__ == "tests.tinygame.blindview"


@pytest.mark.parametrize("key", VIEWED)
def test_r31_a_view_declares_its_hooks_with_their_signatures(key: str) -> None:
    caps = games.capabilities(key)
    config = _config(key)
    for names in (caps.names, caps.window_names):
        if names is not None:
            takes(names, 1, f"{key}: names")
            assert callable(names(config))
    if caps.names is not None:  # the log's words are messages.py's, read without Qt
        assert getattr(_module(key, "messages"), "names", None) is caps.names
    if caps.seat_look is not None:
        colour, shape = caps.seat_look(config, 0)
        assert isinstance(colour, QColor) and isinstance(shape, str)
    assert all(isinstance(kind, str) for kind in caps.confirmed)
    assert isinstance(caps.turns_counted_at_end, bool)


def _hooks(key: str) -> dict[str, Any]:
    """A view's declared hooks, by field (help's two as help.element, help.elements)."""
    caps = games.capabilities(key)
    found = {
        field: getattr(caps, field) for field in ("names", "window_names", "seat_look", "tutorial")
    }
    if caps.help is not None:
        found |= {"help.element": caps.help.element, "help.elements": caps.help.elements}
    return {field: hook for field, hook in found.items() if hook is not None}


def _shape(function: Any) -> list[tuple[str, bool]]:
    """A signature's parameters: (name, has a default)."""
    return [
        (p.name, p.default is not inspect.Parameter.empty)
        for p in inspect.signature(function).parameters.values()
    ]


@pytest.mark.parametrize("key", VIEWED)
def test_r31_a_late_hook_declares_the_signature_of_the_function_it_imports(key: str) -> None:
    """`games.later` names a hook's parameters by hand, so that declaring it imports no Qt:
    each must be the very signature of the function imported when it is called."""
    late = 0
    for field, hook in _hooks(key).items():
        function = games.target_of(hook)
        if function is None:
            continue  # a plain function: its signature is its own
        late += 1
        assert _shape(hook) == _shape(function), f"{key}: {field} declares another signature"
    if games.package(key).__name__.startswith("client.gui.games."):
        assert late, f"{key}: its view declares no hook with games.later"


@pytest.mark.parametrize("key", VIEWED)
def test_r31_a_view_has_no_hook_it_does_not_declare(key: str) -> None:
    caps = games.capabilities(key)
    package, messages = games.package(key), _module(key, "messages")
    for name in OLD_NAMES:
        assert not hasattr(package, name) and not hasattr(registry.get(key), name)
    if caps.names is None:
        assert not hasattr(messages, "names")
    if caps.window_names is None:
        assert not hasattr(package, "names")
    if caps.seat_look is None:
        assert not hasattr(package, "seat_look") and not hasattr(_module(key, "table"), "seat_look")
        assert gameview.seat_looks(key, _config(key)) is palette.seat_look


@pytest.mark.parametrize("key", VIEWED)
def test_r31_a_view_notes_secrets_exactly_when_it_declares_so(qtbot: Any, key: str) -> None:
    view = gameview.make_view(key, None, _config(key))
    for widget in (view.main, view.players, *view.panels):
        qtbot.addWidget(widget)
    notes = getattr(view, "secret_notes", None)
    if not games.capabilities(key).secret_notes:
        assert notes is None, f"{key}'s view words secrets it does not declare"
        return
    assert notes is not None, f"{key} declares secret_notes and its view has none"
    takes(notes, 3, f"{key}: secret_notes")
    assert list(inspect.signature(notes).parameters) == ["before", "after", "seat"]
