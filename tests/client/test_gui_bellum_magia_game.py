"""Bellum Magia in the window (issue 29, "Window"): another seat's chest values never
appear anywhere in the window while the person's own do, behind the hot-seat curtain too;
the status line tells the person a chest's value they alone learned; the end reveals every
chest with the score; whole games by clicks, three people at one device (the curtain
passed between them) and one person against two bots over the real network to the end
screen. Choices one by one: test_gui_bellum_magia.py."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from client.gui import i18n
from client.gui.games.bellum_magia import words
from client.gui.mainwindow import MainWindow
from client.gui.sentences import WindowSpeaker
from client.netsession import TableSpec
from core.api import END, TERMINAL
from tests.client.bmplayer import BmPlayer, play_to_the_end, table_at
from tests.client.hiddentable import LocalTable, every_text
from tests.client.uiplayer import shoot


def _texts(t: LocalTable) -> str:
    """Every text of the page: widgets, tooltips, the board's texts and tooltips."""
    assert t.view is not None
    return every_text(t.view) + "\n" + "\n".join(t.view.game.board.texts())


def _values(t: LocalTable, seat: int) -> dict[tuple[str, int], int]:
    """The values of the chests `seat` holds (its own knowledge holds them all)."""
    known = t.dealer.knowledge(seat)
    return {tuple(h): known[tuple(h)] for h in t.state.chests[seat]}


def _unknown_to(t: LocalTable, viewer: int, seat: int) -> dict[tuple[str, int], int]:
    """`seat`'s chests whose values `viewer` was never told, with their values."""
    told = t.dealer.knowledge(viewer)
    return {h: v for h, v in _values(t, seat).items() if h not in told}


def _both_hold_secrets(t: LocalTable) -> bool:
    return (
        t.game.current_player(t.state) == 0
        and len(_unknown_to(t, 0, 1)) >= 2
        and len(_values(t, 0)) >= 2
    )


def test_another_seats_chest_values_never_appear_in_the_window_while_ones_own_do(
    qtbot: Any, me: Any
) -> None:
    t = table_at(qtbot, me, _both_hold_secrets)
    texts = _texts(t)
    for (kind, pos), value in _values(t, 0).items():
        assert words.chest_tip(kind, pos, value) in texts  # the person's own: its value
    hidden = _unknown_to(t, 0, 1)
    for (kind, pos), value in hidden.items():
        assert words.chest_tip(kind, pos, None) in texts  # "... its value is hidden"
        assert words.chest_tip(kind, pos, value) not in texts
    marks = [i.text() for i in t.view.game.board.scene().items() if hasattr(i, "text")]
    assert marks.count("?") >= len(hidden)  # each unknown chest shows "?" on its token
    shoot(t.view, "bm-chests-own-and-hidden")


def test_behind_the_curtain_no_chest_value_shows_and_each_person_sees_only_their_own(
    qtbot: Any, me: Any
) -> None:
    def bea_to_act(t: LocalTable) -> bool:
        return (
            t.game.current_player(t.state) == 1
            and len(_unknown_to(t, 1, 0)) >= 1
            and len(_unknown_to(t, 0, 1)) >= 1
        )

    t = table_at(qtbot, me, bea_to_act, kinds=["host", "local", "bot"])
    page = t.view
    assert page.stack.currentWidget() is page.curtain  # Bea's turn: pass the device
    texts = _texts(t)
    for seat in (0, 1):
        for (kind, pos), value in _values(t, seat).items():
            assert words.chest_tip(kind, pos, value) not in texts, "a value behind the curtain"
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)  # "I am Bea"
    t.redraw()
    assert page.stack.currentWidget() is not page.curtain
    texts = _texts(t)
    for (kind, pos), value in _values(t, 1).items():
        assert words.chest_tip(kind, pos, value) in texts  # Bea's own
    for (kind, pos), value in _unknown_to(t, 1, 0).items():
        assert words.chest_tip(kind, pos, value) not in texts  # Ada's, which Bea never held
    shoot(page, "bm-hot-seat-bea")


def test_the_status_line_tells_the_person_a_chest_they_alone_learned(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: t.state.phase == "attack" and t.state.day >= 1)
    known = dict(_values(t, 0))
    for _ in range(4000):  # play on, the page drawn, until the person is told a new chest
        t.play([t.decide()])
        new = {h: v for h, v in _values(t, 0).items() if h not in known}
        if new:
            break
        known = dict(_values(t, 0))
    else:
        raise AssertionError("no chest came")
    status = t.view.status.text()
    assert status.startswith("Only you see it: ")
    for (kind, pos), value in new.items():
        assert words.chest_tip(kind, pos, value) in status
    log = [t.view.log.item(i).text() for i in range(t.view.log.count())]
    assert not any("coin" in line for line in log)  # the log names the chest, never its value


def test_the_end_reveals_every_chest_and_each_score(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: t.game.current_player(t.state) == TERMINAL)
    end = t.c.view().obs[END]
    texts = _texts(t)
    for seat in range(3):
        held = t.state.chests[seat]
        for kind, pos in held:
            shown = [
                line
                for line in texts.split("\n")
                if line.startswith(f"{words.kind_name(kind)} #{pos + 1}: ")
            ]
            assert shown and "hidden" not in shown[0] and "coin" in shown[0]
        total = words.BellumMagia.tr("%n coin(s)", None, end["totals"][seat])
        star = " ★" if seat in end["winners"] else ""
        assert f"Total: {total}{star}" in texts
    assert t.view.game.move.prompt.text() == "The game is over: every chest is revealed."
    shoot(t.view, "bm-end")


def test_the_log_speaks_italian_with_the_seeds_words(qapp: Any) -> None:
    from core import registry
    from core.api import Message

    game = registry.get("bellum_magia")
    config = game.normalize_config({"players": 3})
    assert i18n.install("it")
    say = WindowSpeaker("bellum_magia", config, ["Ada", "Bea", "Carlo"])
    assert say(Message("offer.drinks", {"seat": 1})) == (
        "Bea paga un giro di bevute (1 barile): si rilancia il dado."
    )
    assert say(Message("theft.done", {"seat": 0, "target_seat": 2, "n": 2})) == (
        "Ada ruba 2 scrigni a Carlo."
    )
    recruit = {"seat": 2, "deck": "super", "card": "S01", "payment": "gl3", "side": "right"}
    assert say(Message("recruit", recruit)) == (
        "Carlo recluta Bone Dragon (Creature super malvagie) pagando 3 glifi e la fa "
        "scivolare sotto il lato destro."
    )
    assert (
        say(Message("attack.tavern", {"seat": 0})) == "Ada attacca la Taverna e prende un barile."
    )
    chest = {"seat": 1, "kind": "metal", "chest": 7}
    assert say(Message("chest.loot", chest)) == (
        "Bea prende come bottino uno scrigno di metallo (n. 7)."
    )


@pytest.mark.slow
def test_a_whole_game_by_clicks_three_people_at_one_device(qtbot: Any, me: Any) -> None:
    t = LocalTable(me, "bellum_magia", {"players": 3}, ["host", "local", "local"],
                   {1: "Bea", 2: "Carlo"}, seed=2)  # fmt: skip
    t.settle()
    i18n.install("en")
    page = t.table()
    qtbot.addWidget(page)
    player = BmPlayer(qtbot, page, seed=5)
    play_to_the_end(t, player)
    assert t.game.current_player(t.state) == TERMINAL
    assert {"goblins", "attack", "recruit", "curtain", "decline"} <= player.kinds
    assert {"ghost left", "ghost right"} & player.ways and {
        "button left",
        "button right",
    } & player.ways
    t.redraw()
    shoot(page, "bm-hot-seat-end")


@pytest.mark.lan
@pytest.mark.slow
def test_a_whole_game_by_clicks_against_two_greedy_bots_over_the_network(
    qtbot: Any, make_window: Any
) -> None:
    window: MainWindow = make_window()
    spec = TableSpec(
        "Castles",
        {"players": 3},
        ["host", "bot", "bot"],
        {1: "greedy", 2: "greedy"},
        "bellum_magia",
    )
    c = window.host(spec)
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game is not None and window.table is not None, timeout=20_000)
    player = BmPlayer(qtbot, window.table, seed=3)
    shot = False
    for _ in range(3000):
        qtbot.waitUntil(lambda: c.over or c.acting() is not None, timeout=60_000)
        player.settle()
        if c.over:
            break
        if not shot and c.state.phase == "attack":
            shoot(window, "bm-network-attack")
            shot = True
        player.step()
    assert c.over
    assert {"goblins", "attack", "recruit", "confirm"} - {"confirm"} <= player.kinds
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end, timeout=10_000)
    table = window.end.table()
    assert {table.item(r, 1).text() for r in range(table.rowCount())} == set(c.names())
    shoot(window, "bm-end-screen")


def test_a_replay_shows_the_public_table_and_the_end_reveal(
    qtbot: Any, make_window: Any, tmp_path: Any
) -> None:
    from client import headless
    from core import registry
    from net.record import RecordWriter

    config = registry.get("bellum_magia").normalize_config({"players": 3})
    seats = [{"name": n, "kind": "bot:greedy"} for n in ("Ada", "Bea", "Carlo")]
    path = tmp_path / "bellum.tavolata"
    with RecordWriter(path, "bellum_magia", config, seats) as writer:
        headless.play("bellum_magia", config, ["greedy"] * 3, 3, record=writer)
    window: MainWindow = make_window()
    assert window.watch(path)
    viewer = window.replays
    board = viewer.game.board
    assert viewer.replay is not None and viewer.game is not None
    viewer.show_step(len(viewer.replay.states) // 2)
    texts = "\n".join(board.texts())
    assert "its value is hidden" in texts and " coin" not in texts  # the public's view
    viewer.show_step(len(viewer.replay.states) - 1)
    texts = "\n".join(board.texts())
    assert "its value is hidden" not in texts and "Total: " in texts  # every chest shown
    shoot(window, "bm-replay-end")
