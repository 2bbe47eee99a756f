"""The board view: built from the map data, tokens, highlights, clicks, zoom and pan."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsPolygonItem

from client.gui import palette
from client.gui.games.eight_minute_empire.board import BoardView
from core import registry

ROOT = Path(__file__).resolve().parents[2]


def board_data(name: str = "A", players: int = 3) -> dict[str, Any]:
    """A classic side ("A", "B") or an assembled Legends layout ("T", "ring")."""
    if name in ("T", "ring"):
        config = {"players": players, "edition": "legends", "board": name}
        board = registry.get("eight_minute_empire").board(config)
        board["start"] = board["start_candidates"][0]  # drawn at setup in a real game
        return board
    return registry.get("eight_minute_empire").board({"players": players, "board": name})


Pieces = dict[str, dict[Any, int]]


def busy_pieces(board: dict[str, Any]) -> tuple[Pieces, Pieces, dict[str, str]]:
    """Five seats and the neutral armies spread over the map, some cities, two goods tiles."""
    ids = sorted(board["regions"])
    armies: Pieces = {}
    for i, rid in enumerate(ids):
        armies[rid] = {seat: 1 + (i + seat) % 4 for seat in range(5) if (i + seat) % 3 == 0}
        if i % 5 == 0:
            armies[rid]["neutral"] = 2
    armies[board["start"]] = {0: 3, 1: 3, 2: 3, 3: 3, 4: 3}
    cities = {rid: {i % 5: 1 + i % 2} for i, rid in enumerate(ids) if i % 4 == 1}
    cities[ids[2]] = {"neutral": 1}
    legends = "layout" in board
    tiles = (
        {ids[0]: "raging_dragon", ids[6]: "portal"}
        if legends
        else {ids[0]: "crystal", ids[6]: "wood"}
    )
    return armies, cities, tiles


@pytest.fixture
def view(qtbot: Any) -> BoardView:
    widget = BoardView()
    qtbot.addWidget(widget)
    widget.resize(960, 640)
    widget.set_board(board_data("A"))
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def click(qtbot: Any, view: BoardView, pos: QPoint) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def recorder(view: BoardView) -> list[tuple[Any, ...]]:
    got: list[tuple[Any, ...]] = []
    view.regionClicked.connect(lambda rid: got.append(("region", rid)))
    view.armyClicked.connect(lambda rid, owner: got.append(("army", rid, owner)))
    return got


@pytest.mark.parametrize("name", ["A", "B", "T", "ring"])
def test_every_region_gets_a_polygon_named_with_its_continent(qtbot: Any, name: str) -> None:
    board = board_data(name)
    view = BoardView()
    qtbot.addWidget(view)
    view.set_board(board)
    polygons = [i for i in view.scene().items() if isinstance(i, QGraphicsPolygonItem)]
    assert len(polygons) == len(board["regions"])
    tips = {item.toolTip() for item in polygons}
    for region in board["regions"].values():
        continent = board["areas"][region["area"]]["name"]
        assert any(region["name"] in tip and continent in tip for tip in tips), region["name"]


@pytest.mark.parametrize("name", ["A", "B", "T", "ring"])
def test_a_click_at_each_region_point_names_that_region(qtbot: Any, name: str) -> None:
    board = board_data(name)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.set_board(board)
    view.show_pieces(*busy_pieces(board))  # region points must stay clear of every token
    view.show()
    qtbot.waitExposed(view)
    got = recorder(view)
    for rid in board["regions"]:
        click(qtbot, view, view.region_point(rid))
    assert got == [("region", rid) for rid in board["regions"]]


def test_show_pieces_draws_one_token_per_region_and_owner_with_its_count(
    view: BoardView,
) -> None:
    view.show_pieces(
        {"ashen": {0: 2, "neutral": 1, 3: 0}, "dunmarrow": {0: 4, 1: 1}},
        {"ashen": {2: 1}},
    )
    assert view.army_tokens() == {
        ("ashen", 0): 2,
        ("ashen", "neutral"): 1,
        ("dunmarrow", 0): 4,
        ("dunmarrow", 1): 1,
    }
    assert view.army_point("ashen", 3) is None  # an empty army draws nothing
    assert view.city_point("ashen", 2) is not None


def test_show_pieces_replaces_the_previous_tokens(view: BoardView) -> None:
    view.show_pieces({"ashen": {0: 2}}, {"ashen": {0: 1}})
    view.show_pieces({"pale": {4: 3}}, {})
    assert view.army_tokens() == {("pale", 4): 3}
    assert view.army_point("ashen", 0) is None
    assert view.city_point("ashen", 0) is None


def test_tokens_are_painted_in_the_owner_colour(qtbot: Any, view: BoardView) -> None:
    view.show_pieces({"ashen": {0: 1}, "pale": {1: 1}}, {})
    QApplication.processEvents()
    image = view.grab().toImage()
    scale = view.transform().m11()
    for region, seat in (("ashen", 0), ("pale", 1)):
        centre = view.army_point(region, seat)
        assert centre is not None
        beside_number = centre + QPoint(round(8 * scale), 0)
        pixel = image.pixelColor(beside_number)
        want = palette.owner_color(seat)
        channels = zip(pixel.getRgb()[:3], want.getRgb()[:3], strict=True)
        assert max(abs(got - expected) for got, expected in channels) < 30, (region, seat)


def test_a_click_on_an_army_names_region_and_owner(qtbot: Any, view: BoardView) -> None:
    armies = {"ashen": {0: 2, "neutral": 1}, "dunmarrow": {0: 4, 1: 1, 2: 1, 3: 1, 4: 1}}
    view.show_pieces(armies, {})
    got = recorder(view)
    for rid, owners in armies.items():
        for owner in owners:
            point = view.army_point(rid, owner)
            assert point is not None
            click(qtbot, view, point)
    assert got == [("army", rid, owner) for rid, owners in armies.items() for owner in owners]


def test_a_click_on_a_city_is_a_click_on_its_region(qtbot: Any, view: BoardView) -> None:
    view.show_pieces({"ashen": {1: 1}}, {"ashen": {1: 2}, "pale": {"neutral": 1}})
    got = recorder(view)
    for rid, owner in (("ashen", 1), ("pale", "neutral")):
        point = view.city_point(rid, owner)
        assert point is not None
        click(qtbot, view, point)
    assert got == [("region", "ashen"), ("region", "pale")]


def test_highlights_are_set_replaced_and_cleared(qtbot: Any, view: BoardView) -> None:
    QApplication.processEvents()
    plain = view.grab().toImage()
    view.set_highlights(["ashen", "pale", "nowhere"], selected="dunmarrow")
    assert view.highlighted() == {"ashen", "pale"}
    assert view.selected_region() == "dunmarrow"
    QApplication.processEvents()
    assert view.grab().toImage() != plain
    view.set_highlights({"greywater"})
    assert view.highlighted() == {"greywater"}
    assert view.selected_region() is None
    view.set_highlights([])
    assert view.highlighted() == set()
    QApplication.processEvents()
    assert view.grab().toImage() == plain


def test_zoom_is_bounded_and_fit_restores_the_whole_map(view: BoardView) -> None:
    fitted = view.transform().m11()
    view.zoom_in()
    assert view.transform().m11() > fitted
    for _ in range(30):
        view.zoom_in()
    assert view.transform().m11() == pytest.approx(4 * fitted)
    view.fit()
    assert view.transform().m11() == pytest.approx(fitted)
    view.zoom_out()
    assert view.transform().m11() == pytest.approx(fitted)  # never smaller than the map


def test_the_wheel_zooms_around_the_cursor(view: BoardView) -> None:
    cursor = view.region_point("ashen") + QPoint(20, 10)
    under = view.mapToScene(cursor)
    wheel = QWheelEvent(
        QPointF(cursor),
        QPointF(view.viewport().mapToGlobal(cursor)),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    fitted = view.transform().m11()
    QApplication.sendEvent(view.viewport(), wheel)
    assert view.transform().m11() > fitted
    moved = view.mapFromScene(under) - cursor
    assert moved.manhattanLength() <= 2


def test_the_map_refits_on_resize_until_the_user_zooms(qtbot: Any, view: BoardView) -> None:
    small = view.transform().m11()
    view.resize(1400, 940)
    QApplication.processEvents()
    bigger = view.transform().m11()
    assert bigger > small
    view.zoom_in()
    zoomed = view.transform().m11()
    view.resize(700, 500)
    QApplication.processEvents()
    assert view.transform().m11() == pytest.approx(zoomed)


def test_a_drag_pans_and_is_not_a_click(qtbot: Any, view: BoardView) -> None:
    view.show_pieces({"ashen": {0: 1}}, {})
    for _ in range(3):
        view.zoom_in()
    start = view.region_point("ravenmoor")
    before = view.mapToScene(start)
    got = recorder(view)
    port = view.viewport()
    qtbot.mousePress(port, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 7):
        qtbot.mouseMove(port, start + QPoint(15 * step, 10 * step))
    qtbot.mouseRelease(port, Qt.MouseButton.LeftButton, pos=start + QPoint(90, 60))
    assert got == []
    assert view.mapToScene(start) != before  # the map moved under the pointer
    click(qtbot, view, view.region_point("ravenmoor"))
    assert got == [("region", "ravenmoor")]  # and a still click after it still counts


def test_screenshot_of_a_five_player_board(qtbot: Any) -> None:
    board = board_data("A", players=5)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(1280, 860)
    view.set_board(board)
    view.show_pieces(*busy_pieces(board))
    view.set_highlights(["frostmere", "greywater", "goldleaf", "emberfall"], selected="dunmarrow")
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    folder = Path(os.environ.get("TAVOLATA_SCREENSHOTS", ROOT / "out" / "screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    assert view.grab().save(str(folder / "board.png"))
    saved = QImage(str(folder / "board.png"))
    assert (saved.width(), saved.height()) == (1280, 860)
    corners = {saved.pixelColor(x, y).name() for x, y in ((640, 430), (5, 5), (1000, 700))}
    assert len(corners) > 1, "the screenshot is blank"
