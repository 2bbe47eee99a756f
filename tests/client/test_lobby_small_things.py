"""Issue 32's small things of the lobby and its pages: menu items that mean nothing in the
lobby are disabled there; a joined window stops saying "Connecting to…" once seated."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from client.gui.mainwindow import MainWindow
from client.netsession import TableSpec
from net.identity import ProfileStore
from tests.client.uiplayer import shoot

pytestmark = pytest.mark.lan

LOBBY_ONLY_OFF = ("leave", "zoom_in", "zoom_out", "fit")


def test_r32_menu_items_that_mean_nothing_in_the_lobby_are_disabled_there(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    acts = window.menus.acts
    assert [key for key in LOBBY_ONLY_OFF if acts[key].isEnabled()] == []
    assert all(acts[key].isEnabled() for key in ("bots", "host", "resume", "replay", "quit"))
    spec = TableSpec("Ada's table", {"players": 2}, ["host", "bot"], {1: "random"},
                     "eight_minute_empire", announce=False, at_once=True)  # fmt: skip
    window.play_bots(spec)
    qtbot.waitUntil(lambda: window.table is not None, timeout=20_000)
    assert window.pages.currentWidget() is window.table
    assert all(acts[key].isEnabled() for key in LOBBY_ONLY_OFF)  # a board to zoom, a table
    acts["zoom_in"].trigger()  # it acts on the board
    window.leave()
    assert window.pages.currentWidget() is window.lobby
    assert [key for key in LOBBY_ONLY_OFF if acts[key].isEnabled()] == []


def test_r32_a_joined_window_stops_saying_connecting_once_seated(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    bea_home = tmp_path / "bea"
    bea = MainWindow(
        ProfileStore(bea_home).load_or_create("Bea", 1991), "127.0.0.1", bea_home, 0.0, False
    )
    qtbot.addWidget(bea, before_close_func=MainWindow.leave)
    bea.host(TableSpec("Bea's table", {"players": 2}, ["host", "remote"], announce=False))
    room = bea.waiting
    qtbot.waitUntil(lambda: room._open, timeout=20_000)
    address = room._where
    window = make_window()
    window.join(address)
    where = window.waiting.where
    assert where.text() == f"Connecting to {address}…"
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)  # seated
    assert "Connecting" not in where.text() and where.text() == f"Seated at {address}."
    assert window.waiting.title.text() == "At the table"
    window.resize(1000, 600)
    shoot(window, "joined-seated")
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    bea.leave()
