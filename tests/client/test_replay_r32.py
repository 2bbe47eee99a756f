"""The replay viewer's log (issue 32): it shows the game up to the action on show only, and
a language switch re-words every line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from client import headless
from client.gui import i18n
from client.gui.records import ReplayViewer
from client.gui.sentences import WindowSpeaker
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
def viewer(qtbot: Any, record: Path) -> ReplayViewer:
    view = ReplayViewer()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.open(load(record), record)
    view.show()
    view.setFocus()
    return view


def shown(viewer: ReplayViewer) -> list[int]:
    """The rows of the log a person sees (not hidden)."""
    return [row for row in range(viewer.log.count()) if not viewer.log.isRowHidden(row)]


def test_r32_the_replay_log_shows_the_game_up_to_the_current_action_only(
    qtbot: Any, viewer: ReplayViewer
) -> None:
    total = len(viewer.replay.states) - 1  # type: ignore[union-attr]
    assert viewer.log.count() == total
    viewer.show_step(0)
    assert shown(viewer) == []  # nothing has happened yet
    viewer.show_step(12)
    assert shown(viewer) == list(range(12)) and viewer.log.currentRow() == 11
    viewer.grab().save("/tmp/r32-replay-step-12.png")
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert shown(viewer) == list(range(13))
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert shown(viewer) == list(range(11))
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert shown(viewer) == list(range(total))
    viewer.log.setCurrentRow(4)  # a click on a line shows the game after it
    assert viewer.step == 5 and shown(viewer) == list(range(5))
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    assert shown(viewer) == []


def test_r32_a_language_switch_rewords_the_replay_log(viewer: ReplayViewer) -> None:
    replay = viewer.replay
    assert replay is not None
    viewer.show_step(20)
    english = [viewer.log.item(row).text() for row in range(viewer.log.count())]
    assert i18n.install("it")
    viewer.retranslate()  # what the main window does for every page built
    italian = [viewer.log.item(row).text() for row in range(viewer.log.count())]
    say = WindowSpeaker(replay.key, replay.config, viewer.names)
    expected = [
        say(replay.game.describe_action(before, action))
        for before, action in zip(replay.states, replay.actions, strict=False)
    ]
    assert italian == expected and italian != english
    assert any("armat" in line for line in italian)  # the seed's word
    assert viewer.step == 20 and shown(viewer) == list(range(20))
    viewer.grab().save("/tmp/r32-replay-italian.png")
    assert i18n.install("en")
    viewer.retranslate()
    assert [viewer.log.item(row).text() for row in range(viewer.log.count())] == english
