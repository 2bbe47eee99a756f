"""The window plays Dice Race, the tests' tiny game: nothing of the table, the pending turn,
the log or the replay viewer may assume Eight-Minute Empire (tests/tinygame)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from client import headless
from client.gui.controller import TableController
from client.gui.mainwindow import MainWindow
from client.gui.records import ReplayViewer
from client.netsession import TableSpec
from client.replayfile import load
from core.api import END
from net.record import RecordWriter
from tests.client.uiplayer import shoot
from tests.tinygame.view.table import RaceView

CONFIG = {"players": 2, "goal": "10", "variants": []}


def host(qtbot: Any, window: MainWindow) -> TableController:
    """Host a Dice Race table with a bot as the host dialog's accept does (a TableSpec)."""
    spec = TableSpec("Race", CONFIG, ["host", "bot"], {1: "random"}, game="dice_race")
    c = window.host(spec)
    assert window.table is None  # the game is not known to the window before it starts
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)  # "Start the game"
    qtbot.waitUntil(lambda: window.table is not None, timeout=20_000)
    assert window.pages.currentWidget() is window.table
    assert isinstance(window.table.game, RaceView)
    return c


def click(qtbot: Any, button: Any) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_my_moves(qtbot: Any, window: MainWindow, c: TableController) -> dict[str, int]:
    """Play seat 0 by clicks to the end: picks, steps (one undone), confirm; count them."""
    table = window.table
    assert table is not None
    panel = table.game.panel
    seen = {"picks": 0, "turns": 0, "undos": 0, "stops": 0}
    while not c.over:
        qtbot.waitUntil(
            lambda: (c.over or c.acting() == 0) and not table._redraw_soon.isActive(),
            timeout=20_000,
        )
        if c.over:
            break
        obs = c.view().obs
        if obs["phase"] == "pick":
            click(qtbot, panel.picks[(seen["picks"] % 3)])
            seen["picks"] += 1
            qtbot.waitUntil(lambda: 0 in c.secrets or c.index > 0, timeout=5_000)
            qtbot.waitUntil(lambda: c.acting() != 0 or c.over, timeout=20_000)
        elif seen["turns"] % 3 == 2:  # a stop first: a decision of its own, sent at once
            start = c.index
            click(qtbot, panel.stop)
            seen["stops"] += 1
            seen["turns"] += 1
            assert c.pending is None
            qtbot.waitUntil(lambda start=start: c.index > start, timeout=20_000)
        else:
            _a_turn_of_steps(qtbot, table, c, seen)
    return seen


def _a_turn_of_steps(qtbot: Any, table: Any, c: TableController, seen: dict[str, int]) -> None:
    """Step, undo it, step twice (the turn is over), confirm: one plan of two steps."""
    panel, start = table.game.panel, c.index
    score = c.view().obs["scores"][0]
    click(qtbot, panel.step)
    assert c.pending is not None and c.pending.steps == [("step",)] and c.index == start
    assert c.view().obs["scores"][0] == score + 1  # shown at once, on the private copy
    table.redraw()
    click(qtbot, panel.bar.undo)
    seen["undos"] += 1
    assert c.pending is None and c.view().obs["scores"][0] == score
    table.redraw()
    click(qtbot, panel.step)
    table.redraw()
    assert panel.bar.confirm.text() == "Confirm now"
    if seen["turns"] == 0:
        shoot(table.window(), "dice-race-turn")
    click(qtbot, panel.step)
    assert c.pending is not None and c.pending.complete and c.index == start  # nothing sent
    table.redraw()
    assert panel.bar.confirm.text() == "Confirm turn"
    click(qtbot, panel.bar.confirm)
    seen["turns"] += 1
    qtbot.waitUntil(lambda: c.index >= start + 2, timeout=20_000)
    assert c.pending is None or c.index < start + 2


@pytest.mark.lan
@pytest.mark.slow
def test_a_person_plays_dice_race_against_a_bot_to_the_end_screen(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    c = host(qtbot, window)
    shoot(window, "dice-race-start")
    seen = play_my_moves(qtbot, window, c)
    assert c.over and seen["picks"] >= 2 and seen["undos"] >= 1 and seen["turns"] >= 1
    obs = c.game.observation(c.state, None)  # type: ignore[union-attr]
    assert max(obs["scores"]) >= 10
    log = [window.table.log.item(i).text() for i in range(window.table.log.count())]
    assert "Turn 2" in log and any(line.startswith("Ada picked") for line in log)
    assert "The die shows" in " ".join(log)
    shoot(window, "dice-race-over")
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end, timeout=10_000)
    table = window.end.table()
    players = [table.item(r, 1).text() for r in range(table.rowCount())]
    assert players == [c.names()[s] for s in obs[END]["ranking"]]
    assert window.end.headline().startswith(c.names()[obs[END]["ranking"][0]])


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("race") / "race.tavolata"
    seats = [{"name": "Ada", "kind": "bot:random"}, {"name": "Bea", "kind": "bot:random"}]
    with RecordWriter(path, "dice_race", CONFIG, seats) as writer:
        headless.play("dice_race", CONFIG, ["random", "random"], 3, record=writer)
    return path


def test_the_replay_viewer_steps_through_a_dice_race_record(qtbot: Any, record: Path) -> None:
    viewer = ReplayViewer()
    qtbot.addWidget(viewer)
    replay = load(record)
    viewer.open(replay, record)
    # Issue 32: the title names the game, the table (no name kept: its host's) and the date.
    game, table, date = viewer.title.text().split(" — ")
    assert (game, table) == ("Dice Race (Ten points)", "Ada's table") and date
    viewer.resize(1200, 700)
    viewer.show()
    assert isinstance(viewer.game, RaceView) and viewer.log.count() == len(replay.actions)
    assert viewer.log.item(0).text().startswith("Ada picked")
    last = len(replay.states) - 1
    assert viewer.step == last  # a finished game opens at its end
    final = replay.game.observation(replay.states[-1], None)
    assert viewer.game.track.obs["scores"] == final["scores"]
    assert [card.stats.text().split(" ")[1] for card in viewer.game.players.cards] == [
        str(s) for s in final["scores"]
    ]
    shoot(viewer, "dice-race-replay")
    viewer.show_step(0)
    assert viewer.game.track.obs["scores"] == [0, 0]
