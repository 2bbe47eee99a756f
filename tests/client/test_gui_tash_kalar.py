"""Tash-Kalar in the window by clicks (issue 17, "Window"): a whole High Form game over the
network on loopback against the greedy bot to the end screen, with a mis-click undone; a
card's summon targets, the orientations laid over the board and cycled, an effect step's
targets and its done. The others use a real controller fed by the core's plain dealer
(tests/client/hiddentable.py); the seats, cards and words: test_gui_tash_kalar_seats.py."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from client.gui.games.tash_kalar import choices as ch
from client.gui.mainwindow import MainWindow
from client.netsession import TableSpec
from core.api import END, TERMINAL
from core.games.tash_kalar.data import square_index
from tests.client.hiddentable import LocalTable
from tests.client.tkplayer import (
    HIGH,
    TkPlayer,
    seat0,
    table_at,
    truthful,
)
from tests.client.uiplayer import shoot


def _several(t: LocalTable) -> bool:
    if not seat0(t, ("summon",)):
        return False
    legal = [a for a in truthful(t) if a[0] == "summon"]
    keys = [(a[1], a[2], a[4]) for a in legal]
    return any(keys.count(k) >= 3 for k in keys)


def test_a_cards_summon_targets_are_the_cores_legal_targets(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: seat0(t, ("summon",)) and t.state.turn >= 4)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    legal = t.c.view().legal
    handle = ch.handle_of(next(a for a in legal if a[0] == "summon"))
    p.click_card(handle)
    assert view.pick.card == handle
    core = {a[4] for a in legal if a[0] == "summon" and ch.handle_of(a) == handle}
    assert view.arena.targets == core and core
    face = view.hand.face(handle)
    assert face is not None and face.selected
    shoot(t.view, "tk-summon-targets")
    p.click_card(handle)  # picked again: put back
    assert view.pick.card is None and not view.arena.targets  # places are not lit
    empty = next(sq for sq in view.arena.names if sq not in t.c.view().obs["board"] and
                 sq not in core)  # fmt: skip
    p.click_card(handle)
    p.click_square(empty)  # off the card's targets: the card goes back, nothing is placed
    assert view.pick.card is None and t.c.pending is None
    p.click_square(empty)  # now a plain click: a piece placed there
    assert t.c.pending is not None and t.c.pending.steps == [("place", empty)]


def test_orientations_matching_at_a_target_are_cycled_over_the_board(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _several)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    legal = t.c.view().legal
    summons = [a for a in legal if a[0] == "summon"]
    keys = [(a[1], a[2], a[4]) for a in summons]
    key = next(k for k in keys if keys.count(k) >= 3)
    found = [a for a in summons if (a[1], a[2], a[4]) == key]
    p.click_card(key[:2])
    p.click_square(key[2])  # several match: nothing summoned yet, the first laid over
    assert t.c.pending is None and view.arena.overlay == ch.overlay(found[0])
    target, used, _, lent = view.arena.overlay
    assert target == key[2] and all(t.state.board[square_index(sq)] for sq in used) and not lent
    assert "3 orientations" in view.move.prompt.text() or "orientations match" in (
        view.move.prompt.text()
    )
    shoot(t.view, "tk-orientation-1")
    p.click_square(key[2])  # again: the next one
    assert view.arena.overlay == ch.overlay(found[1])
    qtbot.keyClick(view.main, Qt.Key.Key_Tab)  # the key
    p.settle()
    assert view.arena.overlay == ch.overlay(found[2 % len(found)])
    p.click_button("cycle")  # the button
    assert view.arena.overlay == ch.overlay(found[3 % len(found)])
    shoot(t.view, "tk-orientation-cycled")
    chosen = found[3 % len(found)]
    p.click_button(chosen)  # "Summon here"
    assert t.c.pending is not None and t.c.pending.steps == [chosen]


def test_an_effect_steps_targets_are_lit_and_done_ends_an_optional_part(
    qtbot: Any, me: Any
) -> None:
    def optional_move(t: LocalTable) -> bool:
        if t.game.current_player(t.state) != 0 or t.state.stage != "effect":
            return False
        legal = truthful(t)
        return ("done",) in legal and len(ch.sources(legal)) > 1

    t = table_at(qtbot, me, optional_move)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    legal = t.c.view().legal
    moves = ch.travels(legal)
    assert view.arena.targets == {a[1] for a in moves}  # the pieces that may go
    assert moves[0][0] in view.move.prompt.text() and "optional" in view.move.prompt.text()
    p.click_square(moves[0][1])
    assert view.arena.selected == moves[0][1]
    assert view.arena.targets == {a[2] for a in moves if a[1] == moves[0][1]}  # where to
    shoot(t.view, "tk-effect-step")
    done = view.button(("done",))
    assert done is not None and done.text() == "End this part of the effect"
    p.click_button(("done",))
    assert t.c.pending is not None and t.c.pending.steps == [("done",)]


def test_a_destroy_steps_targets_are_the_cores(qtbot: Any, me: Any) -> None:
    def destroy(t: LocalTable) -> bool:
        return t.game.current_player(t.state) == 0 and any(
            a[0] in ("destroy", "promote", "degrade", "convert") for a in truthful(t)
        )

    t = table_at(qtbot, me, destroy)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    legal = t.c.view().legal
    picks = [a for a in legal if a[0] in ("destroy", "promote", "degrade", "convert")]
    assert view.arena.targets == {a[1] for a in picks}
    p.click_square(picks[0][1])
    assert t.c.pending is not None and t.c.pending.steps == [picks[0]]


@pytest.mark.lan
@pytest.mark.slow
def test_a_whole_high_form_game_by_clicks_against_the_greedy_bot(
    qtbot: Any, make_window: Any
) -> None:
    window: MainWindow = make_window()
    spec = TableSpec("Arena", dict(HIGH), ["host", "bot"], {1: "greedy"}, "tash_kalar")
    c = window.host(spec)
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game is not None and window.table is not None, timeout=20_000)
    player = TkPlayer(qtbot, window.table, seed=3)
    undone = False
    for _ in range(4000):
        qtbot.waitUntil(lambda: c.over or c.acting() is not None, timeout=30_000)
        player.settle()
        if c.over:
            break
        view = c.view()
        if view.pending is not None and view.pending.complete:
            player.confirm()
            continue
        action = player.choose()
        before = list(view.pending.steps) if view.pending else []
        player.perform(action)
        assert c.pending is not None and c.pending.steps == [*before, action]
        if not undone and action[0] == "place":  # a mis-click, taken back
            player.undo()
            assert (c.pending.steps if c.pending else []) == before
            assert action[1] not in c.view().obs["board"]
            undone = True
    assert c.over and undone and {"summon", "place", "confirm"} - {"confirm"} <= player.kinds
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end, timeout=10_000)
    obs = c.game.observation(c.state, None)
    assert c.game.current_player(c.state) == TERMINAL and END in obs
    table = window.end.table()
    names = c.names()
    shown = {table.item(r, 1).text() for r in range(table.rowCount())}
    assert shown == set(names)
    shoot(window, "tk-end-of-game")


def test_clicks_are_ignored_while_nobody_here_acts(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: t.game.current_player(t.state) == 1)
    view = t.view.game
    view.square_clicked("e5")
    QApplication.processEvents()
    assert not t.c.loop.calls and t.c.pending is None


def test_esc_puts_a_picked_card_back(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: seat0(t, ("summon",)))
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    handle = ch.handle_of(next(a for a in t.c.view().legal if a[0] == "summon"))
    p.click_card(handle)
    assert view.choosing() and t.view.keys["cancel"].isEnabled()
    t.view.keys["cancel"].trigger()  # Esc
    p.settle()
    assert view.pick.card is None and not view.choosing()
