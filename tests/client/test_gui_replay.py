"""The replay viewer's controls: icons that need no font, tooltips, keys, play and pause."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from client import headless
from client.gui.records import ReplayViewer
from client.replayfile import load
from net.record import RecordWriter

CONFIG = {"players": 2, "edition": "classic", "board": "A", "variants": []}
SEATS = [{"name": "Ada", "kind": "bot:random"}, {"name": "Bea", "kind": "bot:random"}]


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("replay") / "game.tavolata"
    with RecordWriter(path, "eight_minute_empire", CONFIG, SEATS) as writer:
        headless.play("eight_minute_empire", CONFIG, ["random", "random"], 4, record=writer)
    return path


@pytest.fixture
def viewer(qtbot, record: Path) -> ReplayViewer:  # type: ignore[no-untyped-def]
    view = ReplayViewer()
    qtbot.addWidget(view)
    view.open(load(record), record)
    view.show()
    view.setFocus()
    view.show_step(0)
    return view


def test_buttons_are_icons_in_the_usual_order_with_tooltips_naming_their_keys(viewer) -> None:
    assert list(viewer.buttons) == ["first", "back", "play", "next", "last"]
    for button in viewer.buttons.values():
        assert button.text() == "" and not button.icon().isNull()
    tips = [viewer.buttons[k].toolTip() for k in viewer.buttons]
    assert tips == [
        "First action (Home)",
        "One action back (Left)",
        "Play (Space)",
        "One action forward (Right)",
        "Last action (End)",
    ]


def test_keys_step_through_the_game(qtbot, viewer) -> None:
    total = len(viewer.replay.states) - 1
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.step == 2
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.step == 1
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.step == total and viewer.where.text() == f"action {total} of {total}"
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.step == 0


def test_space_plays_and_pauses_and_the_button_says_which(qtbot, viewer) -> None:
    viewer.timer.setInterval(10)
    qtbot.keyClick(viewer, Qt.Key.Key_Space)
    assert viewer.timer.isActive() and viewer.buttons["play"].toolTip() == "Pause (Space)"
    qtbot.waitUntil(lambda: viewer.step >= 3)
    qtbot.keyClick(viewer, Qt.Key.Key_Space)
    assert not viewer.timer.isActive() and viewer.buttons["play"].toolTip() == "Play (Space)"
    stopped_at = viewer.step
    qtbot.wait(50)
    assert viewer.step == stopped_at


def test_playing_stops_at_the_end_and_starts_again_from_the_beginning(qtbot, viewer) -> None:
    viewer.timer.setInterval(1)
    viewer.show_step(len(viewer.replay.states) - 3)
    viewer.buttons["play"].click()
    qtbot.waitUntil(lambda: not viewer.timer.isActive())
    assert viewer.step == len(viewer.replay.states) - 1
    viewer.buttons["play"].click()
    assert viewer.step == 0 and viewer.timer.isActive()
