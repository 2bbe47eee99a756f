"""The end screen shows the core's final figures, names the winner and offers two ways on."""

from __future__ import annotations

import copy
import os
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from client.gui.endscreen import EndScreen
from client.headless import play
from core import registry

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Bea", "Carlo", "Dario"]


@cache
def finished(*variants: str) -> dict[str, Any]:
    """The end-of-game observation of a seeded three-bot game on board A."""
    game = registry.get("eight_minute_empire")
    config = game.normalize_config({"players": 3, "board": "A", "variants": list(variants)})
    result = play("eight_minute_empire", config, ["greedy"] * 3, seed=1)
    return game.observation(result.state, None)


@pytest.fixture
def screen(qtbot: Any) -> EndScreen:
    widget = EndScreen()
    qtbot.addWidget(widget)
    return widget


def column(screen: EndScreen, title: str) -> list[str]:
    """The cell texts under the header `title`, top to bottom."""
    table = screen.table()
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    c = heads.index(title)
    return [table.item(r, c).text() for r in range(table.rowCount())]


def tiebreak(screen: EndScreen) -> str:
    return screen.findChild(QLabel, "endTiebreak").text()


def test_table_shows_the_cores_figures_in_ranking_order(screen: EndScreen) -> None:
    obs = finished()
    screen.show_result(obs, NAMES)
    ranking = obs["ranking"]
    assert column(screen, "Player") == [NAMES[s] for s in ranking]
    for title, key in [
        ("Regions", "regions"),
        ("Continents", "areas"),
        ("Goods", "goods"),
        ("Total", "total"),
    ]:
        assert column(screen, title) == [str(obs["score"][s][key]) for s in ranking]
    for text, seat in zip(column(screen, "Goods held"), ranking):
        for good, count in obs["score"][seat]["goods_held"].items():
            assert f"{good} {count}" in text
        for good, count in obs["score"][seat]["wild"].items():
            assert f"wild → {good} +{count}" in text
    assert column(screen, "#") == ["1", "2", "3"]
    table = screen.table()
    assert not table.editTriggers() & table.EditTrigger.AllEditTriggers
    bold = [table.item(r, 1).font().bold() for r in range(table.rowCount())]
    assert bold == [True, False, False]  # the winner's row stands out


@cache
def finished_legends() -> dict[str, Any]:
    """The end-of-game observation of a seeded three-bot Legends game with leaders."""
    game = registry.get("eight_minute_empire")
    raw = {"players": 3, "edition": "legends", "variants": ["leaders", "fortress_tokens"]}
    result = play("eight_minute_empire", game.normalize_config(raw), ["greedy"] * 3, seed=2)
    return game.observation(result.state, None)


def test_legends_table_shows_islands_abilities_and_the_ability_breakdown(
    screen: EndScreen,
) -> None:
    obs = finished_legends()
    screen.show_result(obs, NAMES)
    ranking = obs["ranking"]
    for title, value in [
        ("Regions", lambda s: s["regions"]),
        ("Islands", lambda s: s["areas"]),
        ("Abilities & elixir", lambda s: s["abilities"] + s["elixir"]),
        ("Total", lambda s: s["total"]),
    ]:
        assert column(screen, title) == [str(value(obs["score"][s])) for s in ranking]
    assert any(obs["score"][s]["breakdown"] for s in ranking), "some ability scored"
    for text, seat in zip(column(screen, "Ability points"), ranking):
        score = obs["score"][seat]
        for source, vp in score["breakdown"]:
            assert f"{source} {vp}" in text
        assert f"elixir {score['elixir']} ({score['elixir_held']} held)" in text


def test_goods_from_tiles_are_noted(screen: EndScreen) -> None:
    obs = finished("goods_tiles")
    screen.show_result(obs, NAMES)
    for text, seat in zip(column(screen, "Goods held"), obs["ranking"]):
        tiles = obs["score"][seat]["tiles"]
        assert ("tiles: " in text) == bool(tiles)
        for good, count in tiles.items():
            assert f"{good} {count}" in text.split("tiles: ")[1]


def test_headline_names_the_winner_and_the_tiebreak(screen: EndScreen) -> None:
    obs = finished()
    screen.show_result(obs, NAMES)
    assert obs["winners"] == [obs["ranking"][0]]
    assert screen.headline() == f"{NAMES[obs['ranking'][0]]} wins!"
    assert "victory points" in tiebreak(screen)


def test_a_tie_on_every_tiebreak_is_a_shared_victory(screen: EndScreen) -> None:
    obs = copy.deepcopy(finished())
    obs["winners"] = obs["ranking"][:2]
    obs["decided_by"] = None
    screen.show_result(obs, NAMES)
    first, second = (NAMES[s] for s in obs["ranking"][:2])
    assert screen.headline() == f"{first} and {second} share the victory"
    assert column(screen, "#")[:2] == ["1", "1"]


def test_a_tie_on_points_says_which_tiebreak_decided(screen: EndScreen) -> None:
    obs = copy.deepcopy(finished())
    obs["decided_by"] = "coins"
    screen.show_result(obs, NAMES)
    assert screen.headline() == f"{NAMES[obs['ranking'][0]]} wins!"
    assert tiebreak(screen) == "Tied on points; decided on coins."


@pytest.mark.parametrize("variants", [(), ("long_game",)])
def test_long_game_column_only_with_that_variant(
    screen: EndScreen, variants: tuple[str, ...]
) -> None:
    obs = finished(*variants)
    screen.show_result(obs, NAMES)
    table = screen.table()
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert ("Long game" in heads) == bool(variants)
    if variants:
        assert column(screen, "Long game") == [str(obs["totals"][s]) for s in obs["ranking"]]


@pytest.mark.parametrize("which", ["backToLobby", "replayRequested"])
def test_buttons_emit_their_signals(screen: EndScreen, qtbot: Any, which: str) -> None:
    screen.show_result(finished(), NAMES)
    screen.show()
    name = "endLobby" if which == "backToLobby" else "endReplay"
    button = screen.findChild(QPushButton, name)
    assert button.text() == ("Back to the lobby" if which == "backToLobby" else "Watch the replay")
    with qtbot.waitSignal(getattr(screen, which), timeout=1000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_screenshot(screen: EndScreen, qtbot: Any) -> None:
    folder = Path(os.environ.get("TAVOLATA_SCREENSHOTS", ROOT / "out" / "screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    screen.show_result(finished(), NAMES)
    screen.resize(1000, 700)
    screen.show()
    qtbot.waitExposed(screen)
    image = screen.grab()
    assert image.save(str(folder / "end.png"))
    assert image.width() == 1000


def test_a_tie_for_a_lower_place_says_which_tiebreak_decided_it(screen: EndScreen) -> None:
    obs = copy.deepcopy(finished())
    obs["separated_by"] = ["victory points", "armies on the board"]
    screen.show_result(obs, NAMES)
    second, third = (NAMES[s] for s in obs["ranking"][1:])
    assert tiebreak(screen).splitlines()[1] == (
        f"{second} ahead of {third}: tied on points, decided on armies on the board."
    )
    assert column(screen, "#") == ["1", "2", "3"]


def test_a_tie_that_stands_shares_the_place(screen: EndScreen) -> None:
    obs = copy.deepcopy(finished())
    obs["separated_by"] = ["victory points", None]
    screen.show_result(obs, NAMES)
    second, third = (NAMES[s] for s in obs["ranking"][1:])
    assert tiebreak(screen).splitlines()[1] == (
        f"{second} and {third} are still tied after every tie-break: place 2."
    )
    assert column(screen, "#") == ["1", "2", "2"]


def test_the_core_says_what_separated_every_place() -> None:
    from core.games.eight_minute_empire.tiebreak import separations

    names = ("victory points", "coins", "armies")
    keys = [(5, 1, 0), (7, 0, 0), (5, 1, 0), (5, 2, 3)]  # seats 0 and 2 tie on everything
    assert separations(names, keys) == ("victory points", "coins", None)
    obs = finished()
    assert len(obs["separated_by"]) == len(obs["ranking"]) - 1
    assert obs["separated_by"][0] == obs["decided_by"]


def test_a_long_breakdown_wraps_in_a_taller_row_and_nothing_is_cut(qtbot: Any) -> None:
    from PySide6.QtWidgets import QApplication

    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.resize(700, 760)  # a narrow window: the breakdown column cannot hold a line
    screen.show_result(finished(), NAMES)
    screen.show()
    QApplication.processEvents()
    qtbot.wait(10)  # the rows follow the stretched column on the next turn
    table = screen.table()
    last = table.columnCount() - 1
    assert table.textElideMode() == Qt.TextElideMode.ElideNone and table.wordWrap()
    assert max(table.rowHeight(r) for r in range(table.rowCount())) > 34
    for r in range(table.rowCount()):  # every row whole inside the table: nothing scrolls
        assert table.visualItemRect(table.item(r, last)).bottom() <= table.viewport().height()
