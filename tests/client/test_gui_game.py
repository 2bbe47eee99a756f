"""Whole games played through the window: clicks on the map and the card row, bots, hot-seat."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from client.gui.mainwindow import MainWindow
from client.netsession import TableSpec
from core import canonical
from core.api import END
from tests.client.uiplayer import UiPlayer, shoot

pytestmark = [pytest.mark.lan, pytest.mark.slow]


def _config(players: int, board: str = "A") -> dict[str, Any]:
    return {"players": players, "edition": "classic", "board": board, "variants": []}


def _start(qtbot: Any, window: MainWindow, spec: TableSpec) -> UiPlayer:
    controller = window.host(spec)
    assert window.pages.currentWidget() is window.waiting
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)  # "Start the game"
    qtbot.waitUntil(lambda: controller.game is not None, timeout=20_000)
    assert window.table is not None and window.pages.currentWidget() is window.table
    return UiPlayer(qtbot, window.table, seed=7)


def _end_screen_matches_the_core(qtbot: Any, window: MainWindow) -> None:
    c = window.controller
    assert c is not None and c.over and c.game is not None
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end, timeout=10_000)
    obs = c.game.observation(c.state, None)
    table = window.end.table()
    names = c.names()
    shown = {table.item(r, 1).text(): table.item(r, 5).text() for r in range(table.rowCount())}
    assert shown == {names[s]: str(total) for s, total in enumerate(obs[END]["totals"])}
    assert names[obs[END]["ranking"][0]] in window.end.headline()


def test_one_person_and_two_bots_play_a_whole_game_by_clicks(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    spec = TableSpec("Click game", _config(3), ["host", "bot", "bot"], {1: "greedy", 2: "random"})
    player = _start(qtbot, window, spec)
    assert window.table is not None
    shots: dict[str, bool] = {}

    def screenshots(p: UiPlayer) -> None:
        phase = p.c.view().obs["phase"]
        if phase == "bid" and "bid" not in shots and p.c.secrets:
            shots["bid"] = bool(shoot(window, "bid"))
        if p.c.index > 120 and "table" not in shots and p.c.pending is not None:
            shots["table"] = bool(shoot(window, "table"))

    shoot(window, "bid-entry")
    player.play(on_step=screenshots)
    assert {"bid", "take", "action"} <= player.seen_phases
    assert player.clicks > 50
    _end_screen_matches_the_core(qtbot, window)
    shoot(window, "end-of-game")
    # The state the window shows is the one every peer of the table acked at the end.
    c = window.controller
    assert c is not None and c.final_hash == canonical.state_hash(c.state)


def test_hot_seat_two_people_at_one_window_and_a_bot(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    spec = TableSpec("Hot seat", _config(3, "B"), ["host", "local", "bot"], {2: "greedy"})
    player = _start(qtbot, window, spec)
    c = window.controller
    assert c is not None and c.people_here() == (0, 1)
    acted: set[int] = set()

    def note(p: UiPlayer) -> None:
        if p.c.acting() is not None:
            acted.add(p.c.acting())  # type: ignore[arg-type]

    player.play(on_step=note)
    assert acted == {0, 1}, "both people at the window had turns"
    _end_screen_matches_the_core(qtbot, window)


def test_a_region_with_armies_of_several_players_asks_whose_to_destroy(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QApplication, QMenu

    window = make_window()
    spec = TableSpec("Menu", _config(3), ["host", "bot", "bot"], {1: "greedy", 2: "greedy"})
    _start(qtbot, window, spec)
    table, c = window.table, window.controller
    assert table is not None and c is not None
    acted: list[tuple[Any, ...]] = []
    monkeypatch.setattr(c, "act", acted.append)  # what the picked entry asks the table to do
    region = next(iter(table.game.board._lands))
    targets = [("destroy", region, 1), ("destroy", region, 2)]

    table.game._which_army(targets)  # what a click on that region does when two owners are there
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    names = c.names()
    entries = menu.actions()
    assert [e.text() for e in entries] == [
        f"Destroy an army of {names[1]}",
        f"Destroy an army of {names[2]}",
    ]
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(entries[1]).center())
    assert acted == [("destroy", region, 2)]


def test_a_whole_legends_game_by_clicks_with_leaders_and_tokens(
    qtbot: Any, make_window: Any
) -> None:
    """Issue 6: Legends in the window, the assembled board, abilities and the end screen."""
    window = make_window()
    config = {
        "players": 3,
        "edition": "legends",
        "board": "T",
        "variants": ["leaders", "exploration_tokens", "raging_dragon", "bandits"],
    }
    spec = TableSpec("Legends", config, ["host", "local", "bot"], {2: "greedy"})
    player = _start(qtbot, window, spec)
    table = window.table
    assert table is not None
    regions = table.game.board_map["regions"]
    assert {v["face"] for v in regions.values()} == {"1a", "2a", "3a", "4a"}
    shots: dict[str, bool] = {}

    def look(p: UiPlayer) -> None:
        obs = p.c.view().obs
        if obs["phase"] == "take" and "take" not in shots:
            assert table.game.board_map["start"] == obs["start"]  # the drawn start is marked
            summary = table.game.players.cards[0].goods.text()
            assert "leader:" in summary
            shots["take"] = bool(shoot(window, "legends-table"))

    player.play(on_step=look)
    assert {"outpost", "take", "action"} & player.seen_phases >= {"take", "action"}
    _end_screen_matches_the_core(qtbot, window)
    end = window.end.table()
    heads = [end.horizontalHeaderItem(c).text() for c in range(end.columnCount())]
    assert "Islands" in heads and "Ability points" in heads
    held = {end.item(r, 1).text(): end.item(r, end.columnCount() - 1).text() for r in range(3)}
    names = window.controller.names()  # type: ignore[union-attr]
    c = window.controller
    assert c is not None and c.game is not None
    for seat, score in enumerate(c.game.scores(c.state)):  # type: ignore[attr-defined]
        assert f"elixir {score.elixir}" in held[names[seat]]
        for source, vp in score.breakdown:
            assert f"{source} {vp}" in held[names[seat]]
    shoot(window, "legends-end")
