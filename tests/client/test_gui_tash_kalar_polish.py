"""Tash-Kalar's window, polished for its players: the board from the viewer's side, the
game's own colours on the seat frames and the end screen, the flares' names, the prompt of
an improvised summon, an illegal click's feedback, the last move on the board."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt

from core.games.tash_kalar.data import FILES
from tests.client.hiddentable import LocalTable
from tests.client.tkplayer import HIGH, MELEE, TkPlayer, table_at, truthful
from tests.client.uiplayer import shoot


def _to_act(seat: int) -> Any:
    def done(t: LocalTable) -> bool:
        return t.game.current_player(t.state) == seat and t.state.stage == "actions"

    return done


def _lift_curtain(t: LocalTable) -> Any:
    """Bea (seat 1, hot-seat) says it is her: her hand and moves are shown."""
    page = t.view
    if page.stack.currentWidget() is page.curtain:
        page.curtain.button.click()
        t.redraw()
    return page.game


def _click_where(qtbot: Any, arena: Any, f: int, r: int, x_of: Any) -> None:
    """Click the scene cell the test itself computes for file `f`, rank `r`."""
    x, y = x_of(f, r)
    at = arena.mapFromScene(QPointF(x * 60 + 30, y * 60 + 30))
    qtbot.mouseClick(arena.viewport(), Qt.MouseButton.LeftButton, pos=at)


def test_seat_1_sees_its_own_edge_at_the_bottom_and_clicks_land_right(
    qtbot: Any, me: Any
) -> None:
    t = table_at(qtbot, me, _to_act(1), HIGH, ["host", "local"])
    view = _lift_curtain(t)
    assert t.c.view().seat == 1 and view.arena.turn == 2
    bottom, left = view.arena.edge_labels()
    assert bottom == list("ihgfedcba") and left == [str(r) for r in range(9, 0, -1)]
    empty = sorted(a[1] for a in t.c.view().legal if a[0] == "place")
    sq = next(s for s in empty if s[0] in "bc" and int(s[1:]) <= 3)  # near seat 0's edge
    f, r = FILES.index(sq[0]), int(sq[1:]) - 1
    _click_where(qtbot, view.arena, f, r, lambda f, r: (8 - f, r))  # upside down: top right
    TkPlayer(qtbot, t.view).settle()
    assert t.c.pending is not None and t.c.pending.steps == [("place", sq)]
    shoot(t.view, "tk-seat1-view")
    t.view.grab().save("/tmp/tk-seat1-view.png")


def test_a_melee_seat_sees_its_edge_at_the_bottom(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _to_act(1), MELEE, ["host", "local", "bot", "bot"])
    view = _lift_curtain(t)
    assert view.arena.turn == 1  # seat 1 sits at the west edge (file a), facing east
    bottom, left = view.arena.edge_labels()
    assert bottom == [str(r) for r in range(9, 0, -1)] and left == list(FILES)
    legal = truthful(t)
    sq = sorted(a[1] for a in legal if a[0] == "place")[0]
    f, r = FILES.index(sq[0]), int(sq[1:]) - 1
    _click_where(qtbot, view.arena, f, r, lambda f, r: (8 - r, 8 - f))
    TkPlayer(qtbot, t.view).settle()
    assert t.c.pending is not None and t.c.pending.steps == [("place", sq)]
    t.view.grab().save("/tmp/tk-melee-seat1.png")


def test_hot_seat_turns_the_board_for_whoever_is_behind_the_curtain(
    qtbot: Any, me: Any
) -> None:
    t = table_at(qtbot, me, _to_act(1), HIGH, ["host", "local"])
    assert t.c.view().curtain == 1 and t.view.game.arena.turn == 2  # turned before she comes
    while t.game.current_player(t.state) != 0:
        t.play([t.rng.choice(sorted(a for a in truthful(t) if a[0] != "concede"))])
    t.redraw()
    assert t.c.view().curtain == 0 and t.view.game.arena.turn == 0
    assert t.view.game.arena.edge_labels()[0] == list(FILES)


def test_a_replay_shows_seat_0s_view(qtbot: Any, me: Any) -> None:
    from client.gui.games.tash_kalar.table import make_view
    from client.gui.moment import View

    t = table_at(qtbot, me, lambda t: t.state.turn >= 2)
    replay = make_view(None, t.roster.config)
    qtbot.addWidget(replay.main)
    replay.show(View(t.game.observation(t.state, None), None, None, (), None, ["Ada", "Bea"]))
    assert replay.arena.turn == 0
