"""Keys at the table: Enter still bids in the entry; Ctrl+Z undoes, Esc cancels, Enter
confirms the card; the keys are listed in the Game menu and named in the tooltips."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from client.netsession import TableSpec

pytestmark = [pytest.mark.lan]

CONFIG = {"players": 2, "edition": "classic", "board": "A", "variants": []}


def _my_take(qtbot: Any, window: Any) -> Any:
    """Host a 2-seat table with a bot; bid 0 with Enter; play on until we take a card."""
    c = window.host(TableSpec("Keys", CONFIG, ["host", "bot"], {1: "random"}))
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game is not None and c.acting() == 0, timeout=20_000)
    table = window.table
    bid_by_enter = False
    for _ in range(200):  # neutral armies (2 players), the bid, naming the first player
        qtbot.waitUntil(lambda: c.acting() == 0 and not table._redraw_soon.isActive())
        legal = c.view().legal
        if any(a[0] == "take" for a in legal):
            assert bid_by_enter
            return c
        if c.view().obs["phase"] == "bid":
            table.game.bid.amount.setFocus()
            qtbot.keyClicks(table.game.bid.amount, "0")
            qtbot.keyClick(table.game.bid.amount, Qt.Key.Key_Return)  # the entry's, not "confirm"
            qtbot.waitUntil(lambda: 0 in c.secrets, timeout=5_000)
            bid_by_enter = True
            qtbot.waitUntil(lambda: c.view().obs["phase"] != "bid", timeout=20_000)
        else:
            c.act(sorted(legal)[0])
    raise AssertionError("never our turn to take a card")


def test_keys_undo_cancel_and_confirm_a_card(qtbot, make_window) -> None:
    window = make_window()
    c = _my_take(qtbot, window)
    table = window.table
    table.setFocus()
    take = next(a for a in sorted(c.view().legal) if a[0] == "take")
    c.act(take)
    qtbot.waitUntil(lambda: table.keys["undo"].isEnabled())
    assert table.game.actions.undo.toolTip() == "Undo step (Ctrl+Z)"
    assert table.game.actions.confirm.toolTip().endswith("(Return)")
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.pending is None
    c.act(take)
    qtbot.waitUntil(lambda: table.keys["cancel"].isEnabled())
    qtbot.keyClick(table, Qt.Key.Key_Escape)  # nothing half-made: the last step goes
    assert c.pending is None
    c.act(take)
    qtbot.waitUntil(lambda: table.keys["confirm"].isEnabled())
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert c.sent
    qtbot.waitUntil(lambda: c.index > 0 and c.pending is None, timeout=10_000)
    menu = [a.text() for a in window.menus.game_menu.actions()]
    assert menu == ["Undo step", "Confirm the card", "Cancel the step being made"]


def _pick_a_moving_card(qtbot: Any, c: Any) -> list[Any]:
    """Take a card that moves armies (playing other cards on until the row holds one)."""
    for _ in range(20):
        takes = sorted(a for a in c.view().legal if a[0] == "take")
        for take in takes:
            c.act(take)
            moves = [a for a in c.view().legal if a[0] == "move"]
            if moves:
                return moves
            c.undo()
        c.act(takes[0])
        c.confirm()
        qtbot.waitUntil(lambda: c.acting() == 0 and c.pending is None, timeout=20_000)
    raise AssertionError("no card moving armies in 20 turns")


def test_esc_first_drops_a_picked_army(qtbot, make_window) -> None:
    window = make_window()
    c = _my_take(qtbot, window)
    table = window.table
    moves = _pick_a_moving_card(qtbot, c)
    table.game._region_clicked(moves[0][1])  # the army to move is picked; its target is not
    assert table.game.source == moves[0][1]
    steps = list(c.pending.steps)
    qtbot.waitUntil(lambda: table.keys["cancel"].isEnabled())  # the table is redrawn
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert table.game.source is None and c.pending is not None and c.pending.steps == steps
    qtbot.waitUntil(lambda: not table._redraw_soon.isActive())
    qtbot.keyClick(table, Qt.Key.Key_Escape)  # nothing picked now: the step goes
    assert c.pending is None
