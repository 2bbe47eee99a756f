"""The lobby finds a table hosted by another process (real zeroconf on 127.0.0.1), joins it
and plays the whole game against it; and it explains what it cannot do."""

from __future__ import annotations

import re
import secrets
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from core import canonical
from tests.client.uiplayer import UiPlayer, shoot
from tests.e2e.peers import host


@pytest.mark.lan
@pytest.mark.slow
def test_lobby_lists_a_table_of_another_process_joins_and_plays_it(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    name = f"Friday {secrets.token_hex(2)}"
    other = host(tmp_path / "bea", name, 2, "--quiet", "--player", "Bea")
    try:
        other.wait_for("hosting")
        window = make_window(discover=True)
        lobby = window.lobby
        qtbot.waitUntil(
            lambda: any(li.ad.name == name for li in lobby.listings.values()), timeout=30_000
        )
        row = next(r for s, r in lobby.rows.items() if lobby.listings[s].ad.name == name)
        assert row.text(2) == "1 of 2 seats taken" and row.text(4) == other_fingerprint(other)
        shoot(window, "lobby")
        lobby.tables.setCurrentItem(row)
        qtbot.mouseClick(lobby.join, Qt.MouseButton.LeftButton)
        room = window.waiting
        qtbot.waitUntil(lambda: room.ready.isEnabled(), timeout=20_000)
        assert room.seats.topLevelItemCount() == 2
        assert room.seats.topLevelItem(1).text(2) == "Ada"
        qtbot.mouseClick(room.ready, Qt.MouseButton.LeftButton)
        c = window.controller
        qtbot.waitUntil(lambda: c.game is not None, timeout=20_000)
        UiPlayer(qtbot, window.table, seed=3).play()
        assert other.finish() == 0, other.output[-2000:]
        # The other process reached the very state the window shows.
        assert other.final == canonical.state_hash(c.state)
        qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end, timeout=10_000)
    finally:
        other.stop()


def other_fingerprint(proc: Any) -> str:
    """The fingerprint a headless host printed: "* hosting 'name' at addr as Bea (XXXX-XXXX)"."""
    line = next(line for line in proc.lines if line.startswith("* hosting"))
    return line.rsplit("(", 1)[1].rstrip(")")


def test_join_by_address_explains_a_malformed_address(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.lobby.address.setText("my friend's laptop")
    qtbot.mouseClick(window.lobby.join_address, Qt.MouseButton.LeftButton)
    assert "host:port" in window.lobby.error.text()
    assert window.pages.currentWidget() is window.lobby


def test_joining_where_nobody_listens_waits_connecting_and_can_be_left(
    qtbot: Any, make_window: Any
) -> None:
    from tests.e2e.peers import free_port

    window = make_window()
    window.join(f"127.0.0.1:{free_port()}")  # nobody listens there
    assert window.pages.currentWidget() is window.waiting
    assert "Connecting" in window.waiting.where.text()
    window.leave()
    assert window.pages.currentWidget() is window.lobby


def test_joining_where_nobody_answers_says_so_and_returns_to_the_lobby(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each failed attempt shows in the waiting room; after the give-up (shortened here from
    20 s) a message says what happened and the window is back in the lobby."""
    from PySide6.QtWidgets import QMessageBox

    from tests.e2e.peers import free_port

    monkeypatch.setenv("TAVOLATA_JOIN_GIVE_UP", "2")  # the window's peer reads it (netsession)
    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _, title, text: warnings.append((title, text))
    )
    window = make_window()
    address = f"127.0.0.1:{free_port()}"
    window.join(address)
    # Attempt 2 or later: the line shows the latest attempt only, and a GUI thread held up
    # for half a second (a loaded machine) takes attempts 2 and 3 in one go.
    again = re.compile(r"retrying \(attempt ([2-9]|\d\d+)\)")
    qtbot.waitUntil(lambda: bool(again.search(window.waiting.status.text())), timeout=10_000)
    assert f"Nothing answers at {address}" in window.waiting.status.text()
    qtbot.waitUntil(lambda: bool(warnings), timeout=10_000)
    [(title, text)] = warnings
    assert title == "Could not join"
    assert text.startswith(f"Nothing answers at {address}: gave up after ")
    assert "attempts in 2 s" in text
    assert window.pages.currentWidget() is window.lobby
    assert window.lobby.error.text() == text
    assert window.controller is None


def test_a_table_stopped_in_the_waiting_room_says_why_and_returns_to_the_lobby(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from client.netsession import TableSpec

    told: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "information", lambda _, title, text: told.append((title, text))
    )
    window = make_window()
    c = window.host(TableSpec("Sala", {"players": 2}, ["host", "remote"], announce=False))
    qtbot.waitUntil(lambda: c.roster is not None, timeout=10_000)
    c.halted.emit("stopped: the host closed the table")  # what the controller says then
    assert told == [("The table stopped", "stopped: the host closed the table")]
    assert window.pages.currentWidget() is window.lobby and window.controller is None


def test_a_dice_race_table_shows_its_title_and_lobby_option(qtbot: Any) -> None:
    """The "Game" column comes from the registry and the game's INFO, for any game; an
    unknown game or option value is shown as announced."""
    from client.gui.lobby import LobbyView
    from net.discovery import Listing, LobbyEvent, TableAd

    lobby = LobbyView()
    qtbot.addWidget(lobby)
    headers = [lobby.tables.headerItem().text(i) for i in range(lobby.tables.columnCount())]
    assert headers == ["Table", "Game", "Seats", "Host", "Fingerprint"]
    for i, (game, options) in enumerate(
        [("dice_race", {"goal": "15"}), ("dice_race", {}), ("go_fish", {"deck": "short"})]
    ):
        ad = TableAd(
            name=f"Race {i}", game=game, options=options, seats=3, free=2, host="ABCD-EFGH",
            table=f"{i:02d}" * 16,
        )  # fmt: skip
        listing = Listing(ad, "127.0.0.1", 40000 + i, f"race{i}._tavolata._tcp.local.")
        lobby.on_event(LobbyEvent("added", listing.service, listing))
    rows = [lobby.tables.topLevelItem(i) for i in range(3)]
    shown = [r.text(1) for r in rows]
    assert shown == ["Dice Race (Fifteen points)", "Dice Race", "go_fish (short)"]
    # A game this window cannot show is listed, greyed, with the reason: not joinable.
    assert not rows[0].isDisabled() and rows[2].isDisabled()
    assert "cannot show this game" in rows[2].toolTip(1)
    assert rows[0].text(2) == "1 of 3 seats taken"


def test_closing_the_window_stops_its_listing_of_tables(qtbot: Any, make_window: Any) -> None:
    """The lobby's discovery (client/gui/tablefinder.py) starts once the lobby shows and
    closing the window stops it: its browser cancelled and its zeroconf closed before the
    loop thread stops, not left to the interpreter's exit."""
    window = make_window(discover=True)
    finder = window.finder
    qtbot.waitUntil(
        lambda: finder.discovery is not None and finder.discovery._browser is not None,
        timeout=15_000,
    )
    lobby = finder.discovery
    assert lobby._zc is not None
    window.close()
    assert lobby._browser is None and lobby._zc is None
