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
from client.gui.scorechart import segment_colors
from client.headless import play
from core import registry
from core.api import END

EME = "eight_minute_empire"

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Bea", "Carlo", "Dario"]


@cache
def finished_state(*variants: str) -> Any:
    """The final state of a seeded three-bot game on board A."""
    game = registry.get(EME)
    config = game.normalize_config({"players": 3, "board": "A", "variants": list(variants)})
    return play(EME, config, ["greedy"] * 3, seed=3).state  # won on points (issue 28)


@cache
def finished(*variants: str) -> dict[str, Any]:
    """The end-of-game observation of a seeded three-bot game on board A."""
    return registry.get(EME).observation(finished_state(*variants), None)


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


def show(screen: EndScreen, obs: dict[str, Any], game: str = EME) -> None:
    screen.show_result(obs, NAMES, game, obs.get("config", {"players": 3}))


def test_table_shows_the_cores_figures_in_ranking_order(screen: EndScreen) -> None:
    obs = finished()
    show(screen, obs)
    end = obs[END]
    ranking = end["ranking"]
    assert column(screen, "Player") == [NAMES[s] for s in ranking]
    for title, part in zip(["Regions", "Continents", "Points for goods"], end["parts"]):
        assert column(screen, title) == [str(part["values"][s]) for s in ranking]
    assert column(screen, "Total") == [str(end["totals"][s]) for s in ranking]
    score = registry.get(EME).scores  # the core's own figures, for the goods held
    state = finished_state()
    for text, seat in zip(column(screen, "Goods held (how many of each)"), ranking):
        held = score(state)[seat]
        for good, count in held.goods_held.items():
            assert f"{good} {count}" in text
        for good, count in held.wild.items():
            assert f"wild → {good} +{count}" in text
    assert column(screen, "#") == ["1", "2", "3"]
    table = screen.table()
    assert not table.editTriggers() & table.EditTrigger.AllEditTriggers
    bold = [table.item(r, 1).font().bold() for r in range(table.rowCount())]
    assert bold == [True, False, False]  # the winner's row stands out


@cache
def finished_legends() -> dict[str, Any]:
    """The end-of-game observation of a seeded three-bot Legends game with leaders."""
    game = registry.get(EME)
    raw = {"players": 3, "edition": "legends", "variants": ["leaders", "fortress_tokens"]}
    result = play(EME, game.normalize_config(raw), ["greedy"] * 3, seed=2)
    return game.observation(result.state, None)


def test_legends_table_shows_islands_abilities_and_the_ability_breakdown(
    screen: EndScreen,
) -> None:
    obs = finished_legends()
    show(screen, obs)
    end = obs[END]
    ranking = end["ranking"]
    for title, part in zip(["Regions", "Islands", "Abilities & elixir"], end["parts"]):
        assert column(screen, title) == [str(part["values"][s]) for s in ranking]
    notes = [end["notes"]["values"][s]["params"]["items"] for s in ranking]
    assert any(len(items) > 1 for items in notes), "some ability scored"
    for text, items in zip(column(screen, "Ability points"), notes):
        for item in items[:-1]:
            assert f"{item['params']['source']} {item['params']['n']}" in text
        elixir = items[-1]["params"]
        assert text.endswith(f"elixir {elixir['vp']} ({elixir['n']} held)")


def test_goods_from_tiles_are_noted(screen: EndScreen) -> None:
    obs = finished("goods_tiles")
    show(screen, obs)
    end = obs[END]
    for text, seat in zip(column(screen, "Goods held (how many of each)"), end["ranking"]):
        tiles = end["notes"]["values"][seat]["params"].get("tiles", [])
        assert ("tiles: " in text) == bool(tiles)
        for item in tiles:
            assert f"{item['params']['good']} {item['params']['n']}" in text.split("tiles: ")[1]


def test_headline_names_the_winner_and_the_tiebreak(screen: EndScreen) -> None:
    obs = finished()
    show(screen, obs)
    end = obs[END]
    assert end["winners"] == [end["ranking"][0]]
    assert screen.headline() == f"{NAMES[end['ranking'][0]]} wins!"
    assert "victory points" in tiebreak(screen)


def tied(obs: dict[str, Any], *, first: str | None) -> dict[str, Any]:
    """`obs` with first and second tied on points, parted by `first` (None: still tied)."""
    obs = copy.deepcopy(obs)
    end = obs[END]
    a, b = end["ranking"][:2]
    end["totals"][b] = end["totals"][a]
    end["separated_by"][0] = first
    end["winners"] = [a, b] if first is None else [a]
    return obs


def test_a_tie_on_every_tiebreak_is_a_shared_victory(screen: EndScreen) -> None:
    obs = tied(finished(), first=None)
    show(screen, obs)
    first, second = (NAMES[s] for s in obs[END]["ranking"][:2])
    assert screen.headline() == f"{first} and {second} share the victory"
    assert tiebreak(screen).splitlines()[0] == "Tied on points; every tie-break is equal."
    assert column(screen, "#")[:2] == ["1", "1"]


def test_a_tie_on_points_says_which_tiebreak_decided(screen: EndScreen) -> None:
    obs = tied(finished(), first="tiebreak.coins")
    show(screen, obs)
    assert screen.headline() == f"{NAMES[obs[END]['ranking'][0]]} wins!"
    assert tiebreak(screen).splitlines()[0] == "Tied on points; decided on coins."


@pytest.mark.parametrize("variants", [(), ("long_game",)])
def test_long_game_column_only_with_that_variant(
    screen: EndScreen, variants: tuple[str, ...]
) -> None:
    obs = finished(*variants)
    show(screen, obs)
    table = screen.table()
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert ("Long game" in heads) == bool(variants)
    end = obs[END]
    if variants:
        assert column(screen, "Long game") == [str(end["totals"][s]) for s in end["ranking"]]
        carried = end["carried"]["values"]
        game_points = [str(end["totals"][s] - carried[s]) for s in end["ranking"]]
        assert column(screen, "Total") == game_points
        assert any(carried), "the first game scored"


@pytest.mark.parametrize("which", ["backToLobby", "replayRequested"])
def test_buttons_emit_their_signals(screen: EndScreen, qtbot: Any, which: str) -> None:
    show(screen, finished())
    screen.show()
    name = "endLobby" if which == "backToLobby" else "endReplay"
    button = screen.findChild(QPushButton, name)
    assert button.text() == ("Back to the lobby" if which == "backToLobby" else "Watch the replay")
    with qtbot.waitSignal(getattr(screen, which), timeout=1000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_screenshot(screen: EndScreen, qtbot: Any) -> None:
    folder = Path(os.environ.get("TAVOLATA_SCREENSHOTS", ROOT / "out" / "screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    show(screen, finished())
    screen.resize(1000, 700)
    screen.show()
    qtbot.waitExposed(screen)
    image = screen.grab()
    assert image.save(str(folder / "end.png"))
    assert image.width() == 1000


def test_a_tie_for_a_lower_place_says_which_tiebreak_decided_it(screen: EndScreen) -> None:
    obs = copy.deepcopy(finished())
    end = obs[END]
    second, third = end["ranking"][1:]
    end["totals"][third] = end["totals"][second]
    end["separated_by"] = ["tiebreak.victory_points", "tiebreak.armies"]
    show(screen, obs)
    assert tiebreak(screen).splitlines()[1] == (
        f"{NAMES[second]} ahead of {NAMES[third]}: tied on points, decided on armies on the board."
    )
    assert column(screen, "#") == ["1", "2", "3"]


def test_a_tie_that_stands_shares_the_place(screen: EndScreen) -> None:
    obs = copy.deepcopy(finished())
    end = obs[END]
    second, third = end["ranking"][1:]
    end["totals"][third] = end["totals"][second]
    end["separated_by"] = ["tiebreak.victory_points", None]
    show(screen, obs)
    assert tiebreak(screen).splitlines()[1] == (
        f"{NAMES[second]} and {NAMES[third]} are still tied after every tie-break: place 2."
    )
    assert column(screen, "#") == ["1", "2", "2"]


def test_the_core_says_what_separated_every_place() -> None:
    from core.games.eight_minute_empire.tiebreak import separations

    names = ("victory points", "coins", "armies")
    keys = [(5, 1, 0), (7, 0, 0), (5, 1, 0), (5, 2, 3)]  # seats 0 and 2 tie on everything
    assert separations(names, keys) == ("victory points", "coins", None)
    end = finished()[END]
    assert len(end["separated_by"]) == len(end["ranking"]) - 1


def test_a_long_breakdown_wraps_in_a_taller_row_and_nothing_is_cut(qtbot: Any) -> None:
    from PySide6.QtWidgets import QApplication

    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.resize(700, 760)  # a narrow window: the breakdown column cannot hold a line
    show(screen, finished())
    screen.show()
    QApplication.processEvents()
    qtbot.wait(10)  # the rows follow the stretched column on the next turn
    table = screen.table()
    last = table.columnCount() - 1
    assert table.textElideMode() == Qt.TextElideMode.ElideNone and table.wordWrap()
    assert max(table.rowHeight(r) for r in range(table.rowCount())) > 34
    for r in range(table.rowCount()):  # every row whole inside the table: nothing scrolls
        assert table.visualItemRect(table.item(r, last)).bottom() <= table.viewport().height()


# --- any game: Dice Race, the tests' tiny game -------------------------------------------


@cache
def dice_race_end() -> tuple[dict[str, Any], dict[str, Any]]:
    """A finished Dice Race observation (one seat stepped) and its config."""
    game = registry.get("dice_race")
    config = game.normalize_config({"players": 3, "goal": "15", "variants": ["sprint"]})
    obs = game.observation(play("dice_race", config, ["random"] * 3, seed=4).state, None)
    assert any(obs[END]["parts"][1]["values"]), "someone stepped"
    return obs, config


def test_dice_race_ends_on_the_same_screen(screen: EndScreen) -> None:
    obs, config = dice_race_end()
    screen.show_result(obs, NAMES, "dice_race", config)
    end = obs[END]
    table = screen.table()
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert heads == ["#", "Player", "Dice", "Steps", "Total", "Misses"]
    ranking = end["ranking"]
    assert column(screen, "Player") == [NAMES[s] for s in ranking]
    assert column(screen, "Steps") == [str(end["parts"][1]["values"][s]) for s in ranking]
    assert column(screen, "Total") == [str(end["totals"][s]) for s in ranking]
    counted = [obs["misses"][s] for s in ranking]  # the observation's own count
    assert column(screen, "Misses") == [f"{m} miss" if m == 1 else f"{m} misses" for m in counted]
    assert screen.headline() == f"{NAMES[ranking[0]]} wins!"
    assert tiebreak(screen).startswith("Decided on victory points:")


def test_dice_race_tie_breaks_by_its_own_label(screen: EndScreen) -> None:
    obs, config = dice_race_end()
    obs = copy.deepcopy(obs)
    end = obs[END]
    a, b = end["ranking"][:2]
    end["totals"][b] = end["totals"][a]
    end["separated_by"][0] = "by.misses"
    screen.show_result(obs, NAMES, "dice_race", config)
    assert tiebreak(screen).splitlines()[0] == "Tied on points; decided on fewer misses."


def test_part_colours_keep_three_and_spread_others(qapp: Any) -> None:
    from PySide6.QtGui import QColor

    base = QColor("#3B7EA8")
    deep, full, pale = segment_colors(base)
    assert full == base and deep == base.darker(140)
    two = segment_colors(base, 2)
    assert [c.name() for c in two] == [deep.name(), pale.name()]
    assert [c.name() for c in segment_colors(base, 1)] == [base.name()]
    assert len({c.name() for c in segment_colors(base, 5)}) == 5


def test_a_game_won_on_its_own_totals_says_what_they_count(screen: EndScreen) -> None:
    """Bellum Magia's totals are coins: "Decided on coins", not on victory points (the
    first place's separated_by names the game's word for its totals)."""
    game = registry.get("bellum_magia")
    config = game.normalize_config({"players": 3})
    obs = game.observation(play("bellum_magia", config, ["greedy"] * 3, seed=2).state, None)
    end = obs[END]
    first, second = end["ranking"][:2]
    assert end["totals"][first] != end["totals"][second], "a game won on coins"
    screen.show_result(obs, NAMES, "bellum_magia", config)
    want = f"Decided on coins: {end['totals'][first]} to {end['totals'][second]}."
    assert tiebreak(screen) == want
