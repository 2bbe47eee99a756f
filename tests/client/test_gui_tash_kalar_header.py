"""Issue 28, point 3: the Tash-Kalar move panel's header ("Your move · N actions left") and
its prompt say what the core says the turn has left, at every step of a turn being made:
the first player's first turn of one action, a later turn of two after each action and
once both are spent (the part made then shows the next seat's turn, whose two actions were
once taken for the seat's own), hot-seat and at a table on the network (loopback)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt

from client.gui.mainwindow import MainWindow
from client.gui.table import TableView
from client.netsession import TableSpec
from tests.client.hiddentable import LocalTable
from tests.client.tkplayer import HIGH, TkPlayer, table_at
from tests.client.uiplayer import shoot

HOT = ["host", "local"]


def header_left(page: TableView) -> int | None:
    """The count the move panel's title gives ("Your move · 2 actions left"), if any."""
    title = page.game.move.title()
    m = re.fullmatch(r"Your move · (\d+) actions? left", title)
    return int(m.group(1)) if m else None


def lift(page: TableView) -> None:
    """Hot-seat: the person to act says it is them (once the one before has hidden the
    cards they drew: the curtain's first click then)."""
    for _ in range(2):
        if page.stack.currentWidget() is page.curtain:
            page.curtain.button.click()
            page.redraw()


def empty_square(page: TableView) -> str:
    """An empty square the person may place a piece on now."""
    return sorted(a[1] for a in page.c.view().legal if a[0] == "place")[0]


def confirm_and_apply(t: LocalTable, p: TkPlayer) -> None:
    """Confirm the part made; the table applies it (and the reveals after it)."""
    p.confirm()
    plan = t.c.loop.calls[-1][1]
    t.play(plan.actions)
    t.redraw()


def core_left(t: LocalTable) -> int:
    """What the core says the turn being made has left: its state's actions while that state
    is still in the turn the part began in (the core's own turn counter), else none."""
    pending = t.c.pending
    assert pending is not None
    return pending.state.actions if pending.state.turn == pending.base.turn else 0


def test_r28_3_hot_seat_first_turn_one_action_then_two_then_none(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: t.state.stage == "actions", HIGH, HOT)
    page = t.view
    assert page is not None and t.state.turn == 0 and t.state.actions == 1
    first = t.state.first
    names = t.c.names()
    lift(page)
    p = TkPlayer(qtbot, page)
    assert page.game.move.title() == "Your move · 1 action left"
    assert page.game.move.prompt.text().startswith(f"{names[first]}: 1 action left.")
    p.click_square(empty_square(page))
    assert t.c.pending is not None and t.c.pending.complete  # the whole turn is made
    assert page.game.move.title() == "Your move · 0 actions left"  # not the next seat's 2
    assert "confirm it" in page.game.move.prompt.text()
    confirm_and_apply(t, p)
    assert t.state.turn == 1 and t.state.actions == 2  # the other seat's first turn: two
    other = 1 - first
    lift(page)
    assert t.c.view().acting == other
    for left in (2, 1):
        assert page.game.move.title() == f"Your move · {left} action{'s' if left > 1 else ''} left"
        assert page.game.move.prompt.text().startswith(f"{names[other]}: {left} action")
        p.click_square(empty_square(page))
    assert t.c.pending is not None and t.c.pending.complete
    assert page.game.move.title() == "Your move · 0 actions left"  # both spent
    shoot(page, "tk-header-spent")
    confirm_and_apply(t, p)
    lift(page)
    assert t.c.view().acting == first and header_left(page) == 2


def test_r28_3_every_step_of_several_turns_counts_what_the_core_leaves(qtbot: Any, me: Any) -> None:
    """Any move (summons with their effects and reveals, discards, places): after each
    click the header gives the core's count, the actions stage's prompt the same."""
    t = table_at(qtbot, me, lambda t: t.state.stage == "actions" and t.state.turn >= 8, HIGH, HOT)
    page = t.view
    assert page is not None
    p = TkPlayer(qtbot, page, seed=7)
    steps, kinds = 0, set()
    for _ in range(300):
        if t.state.turn >= 16:
            break
        lift(page)
        view = t.c.view()
        if view.pending is not None and view.pending.complete:
            confirm_and_apply(t, p)
            continue
        if view.pending is None:  # a part begins: the table's own state says what is left
            assert header_left(page) == t.state.actions, page.game.move.title()
        action = p.choose()
        p.perform(action)
        kinds.add(action[0])
        assert t.c.pending is not None  # every choice waits for Confirm (CONFIRMED)
        steps += 1
        left = core_left(t)
        assert header_left(page) == left, (action, page.game.move.title(), left)
        if t.c.view().obs["stage"] == "actions" and not t.c.pending.complete:
            word = "action" if left == 1 else "actions"
            assert f": {left} {word} left." in page.game.move.prompt.text()
    assert t.state.turn >= 16 and steps >= 16 and {"place", "summon"} <= kinds, kinds


def test_r28_3_the_duel_opening_counts_no_actions_and_hands_the_first_turn_one(
    qtbot: Any, me: Any
) -> None:
    """The opening pieces are no turn's actions: no count while they are placed, nor once
    the last one has passed the table to the first player, who then has one action."""
    duel = {"players": 2, "form": "deathmatch"}
    t = table_at(qtbot, me, lambda t: t.state.stage == "setup", duel, HOT)
    page = t.view
    assert page is not None
    lift(page)
    p = TkPlayer(qtbot, page)
    for _ in range(4):
        assert page.game.move.title() == "Your move"
        setup = sorted(a for a in t.c.view().legal if a[0] == "setup")[0]
        p.perform(setup)
        if t.c.pending is not None and t.c.pending.complete:
            break
    assert t.c.pending is not None and t.c.pending.complete
    assert t.c.pending.state.stage == "actions" and page.game.move.title() == "Your move"
    confirm_and_apply(t, p)
    lift(page)
    assert t.state.turn == 0 and t.c.view().acting == t.state.first
    assert page.game.move.title() == "Your move · 1 action left"


# -- at a table on the network -------------------------------------------------------------


@pytest.mark.lan
def test_r28_3_networked_first_turn_and_a_turn_of_two(qtbot: Any, make_window: Any) -> None:
    """The same counts at a table hosted on loopback: every part confirmed goes through the
    network session's lockstep and comes back applied (two people here, hot-seat, so the
    first player is a person whoever the draw makes it)."""
    window: MainWindow = make_window()
    window.resize(1280, 800)
    spec = TableSpec("Arena", dict(HIGH), HOT, {}, "tash_kalar")
    c = window.host(spec)
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game is not None and window.table is not None, timeout=20_000)
    page = window.table
    assert page is not None
    p = TkPlayer(qtbot, page)

    def my_move() -> None:
        qtbot.waitUntil(lambda: c.acting() is not None and c.pending is None, timeout=30_000)
        p.settle()
        lift(page)
        p.settle()

    def confirm() -> None:
        assert c.pending is not None
        seat = c.pending.seat
        p.confirm()  # sent: until the table applies it, the seat's turn is on
        assert not c.sent or page.game.move.title() == f"{c.names()[seat]}'s turn"

    my_move()
    assert c.state.turn == 0 and header_left(page) == 1
    p.click_square(empty_square(page))
    assert c.pending is not None and c.pending.complete and header_left(page) == 0
    confirm()
    my_move()
    assert c.state.turn == 1 and c.acting() != c.state.first
    for left in (2, 1, 0):
        assert header_left(page) == left, page.game.move.title()
        if left:
            p.click_square(empty_square(page))
    shoot(page, "tk-header-net")
    confirm()
    my_move()
    assert c.state.turn == 2 and header_left(page) == 2
