"""Tables that cannot be joined are hidden from players: a tester shows them (with the
reason) from View → "Show invalid tables"; a discovery that fails says so in a sentence."""

from __future__ import annotations

import json
import secrets
import subprocess
import sys
from typing import Any

import pytest

from client.gui.mainwindow import MainWindow
from net.discovery import LobbyEvent
from tests.net.test_discovery import AD, HOST_SCRIPT, ROOT

REASON = "TXT key 'free' is not a small decimal number: b'lots'"
SERVICE = "Rotto._tavolata._tcp.local."


def shown(window: MainWindow) -> list[list[str]]:
    tables = window.lobby.tables
    return [
        [tables.topLevelItem(i).text(c) for c in range(tables.columnCount())]
        for i in range(tables.topLevelItemCount())
    ]


def test_invalid_tables_are_hidden_unless_a_tester_asks(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.lobby.on_event(LobbyEvent("invalid", SERVICE, reason=REASON))
    assert shown(window) == [] and REASON not in window.lobby.hint.text()
    assert window.menus.show_invalid.text() == "Show invalid tables (for testers)"
    window.menus.show_invalid.trigger()
    [row] = shown(window)
    assert row[0] == "Rotto" and REASON in row[1]
    assert window.lobby.tables.topLevelItem(0).toolTip(0) == REASON
    window.lobby.on_event(LobbyEvent("removed", SERVICE))
    assert shown(window) == []
    window.lobby.on_event(LobbyEvent("invalid", SERVICE, reason=REASON))
    assert len(shown(window)) == 1
    # Remembered: the next window shows them too, until the tester unticks it.
    again = make_window()
    assert again.menus.show_invalid.isChecked()
    again.menus.show_invalid.trigger()
    again.lobby.on_event(LobbyEvent("invalid", SERVICE, reason=REASON))
    assert shown(again) == []
    window.menus.show_invalid.trigger()
    assert shown(window) == []


@pytest.mark.lan
def test_a_garbled_table_on_the_network_is_not_listed(qtbot: Any, make_window: Any) -> None:
    label = f"Rotto {secrets.token_hex(2)}"
    host = subprocess.Popen(
        [sys.executable, "-c", HOST_SCRIPT], cwd=ROOT, stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert host.stdin is not None and host.stdout is not None
    try:
        assert json.loads(host.stdout.readline()) == {"ready": True}
        window = make_window(discover=True)
        txt = AD.to_txt() | {"free": "lots", "table": "ab" * 16}
        host.stdin.write(json.dumps({"op": "raw", "name": label, "port": 47005, "txt": txt}))
        host.stdin.write("\n")
        host.stdin.flush()
        lobby = window.lobby
        qtbot.waitUntil(lambda: any(s.startswith(label) for s in lobby.invalid), timeout=20_000)
        assert not any(row[0] == label for row in shown(window))
        window.menus.show_invalid.trigger()
        [row] = [row for row in shown(window) if row[0] == label]
        assert "'free'" in row[1]
        window.menus.show_invalid.trigger()
    finally:
        if host.stdin is not None:
            host.stdin.close()  # the host withdraws its table and ends
        try:
            host.wait(10)
        except subprocess.TimeoutExpired:
            host.kill()
            host.wait()


def test_a_discovery_that_fails_says_so_in_a_sentence(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from net import discovery

    async def broken(self: Any) -> None:
        raise OSError(19, "No such device")

    monkeypatch.setattr(discovery.Lobby, "start", broken)
    window = make_window(discover=True)
    error = window.lobby.error
    qtbot.waitUntil(lambda: error.text() != "", timeout=10_000)
    assert error.text() == (
        "Tables on the network cannot be listed here; you can still join by address."
    )
    assert "No such device" in error.toolTip() and "No such device" not in error.text()


def test_a_table_of_another_protocol_is_listed_greyed_with_the_reason(
    qtbot: Any, make_window: Any
) -> None:
    from net.discovery import PROTO

    window = make_window()
    newer = f"the table uses protocol {PROTO + 1}, this Tavolata speaks {PROTO}: it needs a newer"
    older = f"the table uses protocol {PROTO - 1}, this Tavolata speaks {PROTO}: it needs an older"
    futuro, antico = "Futuro._tavolata._tcp.local.", "Antico._tavolata._tcp.local."
    window.lobby.on_event(LobbyEvent("invalid", futuro, reason=newer, versions=(PROTO + 1, PROTO)))
    window.lobby.on_event(LobbyEvent("invalid", antico, reason=older, versions=(PROTO - 1, PROTO)))
    window.lobby.on_event(LobbyEvent("invalid", SERVICE, reason=REASON))  # malformed: testers
    rows = {row[0]: row for row in shown(window)}
    assert set(rows) == {"Futuro", "Antico"}  # without the tester option
    assert rows["Futuro"][1] == "needs a newer Tavolata"
    assert rows["Antico"][1] == "made by an older Tavolata"
    tables = window.lobby.tables
    for i in range(tables.topLevelItemCount()):
        assert tables.topLevelItem(i).isDisabled()  # not joinable
        assert "cannot be joined" in tables.topLevelItem(i).toolTip(0)
    window.lobby.tables.setCurrentItem(tables.topLevelItem(0))
    assert not window.lobby.join.isEnabled()
    from client.gui import i18n

    i18n.install("it")
    window.retranslate()
    rows = {row[0]: row for row in shown(window)}
    assert rows["Futuro"][1] == "richiede una Tavolata più recente"
    window.lobby.on_event(LobbyEvent("removed", "Futuro._tavolata._tcp.local."))
    assert {row[0] for row in shown(window)} == {"Antico"}
