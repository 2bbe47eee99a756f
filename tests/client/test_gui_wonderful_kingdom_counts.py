"""It's a Wonderful Kingdom's counted words in the window: a seat's line says "1 soldier",
not "1 soldiers", and a Conquest territory's tooltip "1 army" (seats.py, conquestmap.py),
in English and Italian."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from client.gui import i18n
from client.gui import paintkit as kit
from client.gui.games.wonderful_kingdom import conquestmap
from client.gui.games.wonderful_kingdom.board import Ctx
from client.gui.games.wonderful_kingdom.marks import Marks, Pick
from client.gui.games.wonderful_kingdom.seats import held_text


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.install("en")


def _obs(soldiers: int) -> dict[str, Any]:
    seat = {"krystallium": 1, "soldiers": soldiers, "hand_size": 0, "done": False}
    return {"seats": [seat], "scores": [3], "phase": "production", "submitted": [False]}


@pytest.mark.parametrize(
    ("code", "one", "two"),
    [
        ("en", "1 Krystallium, 1 soldier ·", "1 Krystallium, 2 soldiers ·"),
        ("it", "1 Krystallium, 1 soldato ·", "1 Krystallium, 2 soldati ·"),
    ],
)
def test_a_seats_line_counts_its_soldiers(qapp: Any, code: str, one: str, two: str) -> None:
    assert i18n.install(code)
    assert one in held_text(_obs(1), 0)
    assert two in held_text(_obs(2), 0)


def _tooltip(armies: list[int]) -> str:
    scene = QGraphicsScene()
    ctx = Ctx(scene, kit.Batch(), {}, Marks(), Pick(), 0, ["Ada", "Bea"])
    territory = {
        "id": "C2",
        "kind": "land",
        "control": 0,
        "vp": [2, 3],
        "places": [],
        "armies": armies,
    }
    conquestmap._territory(ctx, territory, QRectF(0, 0, 90, 60))
    return "\n".join(item.toolTip() for item in scene.items() if item.toolTip())


@pytest.mark.parametrize(
    ("code", "one", "two"),
    [("en", "Ada: 1 army", "Bea: 2 armies"), ("it", "Ada: 1 esercito", "Bea: 2 eserciti")],
)
def test_a_territorys_tooltip_counts_its_armies(qapp: Any, code: str, one: str, two: str) -> None:
    assert i18n.install(code)
    tip = _tooltip([1, 2])
    assert one in tip.splitlines() and two in tip.splitlines(), tip
