"""The move panel's waiting sentence, shared by every game's view (client/gui/waiting.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from client.gui import i18n
from client.gui.waiting import waiting


def view(obs: dict[str, Any], away: set[int] | None = None) -> Any:
    return SimpleNamespace(obs=obs, away=away or set(), names=["Ada", "Bea", "Cy"])


def test_the_table_says_whom_it_waits_for_and_when_the_game_is_over(qtbot: Any) -> None:
    assert waiting(view({"current": 1})) == "Waiting for Bea…"
    assert waiting(view({"current": -2})) == "Waiting for the table…"  # chance, reveals
    assert waiting(view({})) == "Waiting for the table…"  # a game without "current"
    paused = view({"current": 1}, away={2, 0})
    assert waiting(paused) == "Table paused: waiting for Ada, Cy to reconnect…"
    assert waiting(view({"current": -4, "end": {}})) == "The game is over."


def test_the_waiting_sentence_speaks_italian(qtbot: Any) -> None:
    assert i18n.install("it")
    try:
        assert waiting(view({"current": 0})) == "In attesa di Ada…"
        assert waiting(view({"end": {}})) == "La partita è finita."
    finally:
        i18n.install("en")
