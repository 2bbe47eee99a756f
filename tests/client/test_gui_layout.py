"""The table keeps still during a game: the map's size and the Confirm and Undo buttons'
places do not change with the phase (neutral armies, the bid, taking a card, every step of
an action), with the bid panel shown or not, or with a prompt of one line or of three."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QWidget

from client.gui.mainwindow import MainWindow
from client.netsession import TableSpec
from tests.client.uiplayer import UiPlayer, shoot

pytestmark = [pytest.mark.lan, pytest.mark.slow]


def _place(widget: QWidget) -> QRect:
    """Where `widget` is in its window (hidden ones too: their room is kept)."""
    return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_map_and_the_buttons_stay_put_through_a_game(
    qtbot: Any, make_window: Any, language: str
) -> None:
    window: MainWindow = make_window()
    window.resize(QSize(1280, 800))
    window.set_language(language)
    config = {"players": 2, "edition": "classic", "board": "A", "variants": []}
    controller = window.host(TableSpec("Still", config, ["host", "bot"], {1: "greedy"}))
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.game is not None, timeout=20_000)
    table = window.table
    assert table is not None
    player = UiPlayer(qtbot, table, seed=5)
    places: dict[str, set[tuple[int, ...]]] = {"board": set(), "confirm": set(), "undo": set()}
    seen: dict[str, set[Any]] = {"phases": set(), "prompt lines": set(), "bid shown": set()}

    def record(p: UiPlayer) -> None:
        # The effects, then the redraw they start (a 0 ms timer started while the first pass
        # handles them fires in the next), then any layout it asks for.
        for _ in range(3):
            QApplication.processEvents()
        view = p.c.view()
        seen["phases"].add(view.obs["phase"])
        seen["bid shown"].add(table.game.bid.isVisible())
        prompt = table.game.actions.prompt
        line = prompt.fontMetrics().lineSpacing()
        seen["prompt lines"].add(round(prompt.heightForWidth(prompt.width()) / line))
        for key, widget in (
            ("board", table.game.board),
            ("confirm", table.game.actions.confirm),
            ("undo", table.game.actions.undo),
        ):
            places[key].add(_place(widget).getRect())
        if view.obs["phase"] == "bid" and not (shots := getattr(record, "shots", set())):
            shoot(window, f"layout-bid-{language}")
            record.shots = shots | {"bid"}  # type: ignore[attr-defined]

    player.settle()
    record(player)
    player.play(until_actions=40, on_step=lambda p: (p.settle(), record(p)))
    shoot(window, f"layout-action-{language}")
    assert {"neutral", "bid", "take", "action"} <= seen["phases"]
    assert seen["bid shown"] == {True, False}
    assert len(seen["prompt lines"]) >= 2, "prompts of different lengths were shown"
    assert window.size() == QSize(1280, 800), "nothing made the window grow"
    for key, rects in places.items():
        assert len(rects) == 1, f"the {key} moved or changed size: {sorted(rects)}"
