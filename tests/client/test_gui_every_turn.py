"""Every turn visible (issue 32, docs/client.md): each action of a bot is shown on the board,
ringed and with its log line lit, before the next one is shown; the table's state and the
network never wait for the window; the final board stays until a click or a pause opens
the end screen; the pace is a setting of the window, in the View menu."""

from __future__ import annotations

import itertools
import time
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from client.gui.app import settings
from client.gui.mainwindow import MainWindow
from client.gui.pacing import PACE_KEY, PACES
from client.netsession import TableSpec
from tests.client.uiplayer import UiPlayer, shoot

pytestmark = [pytest.mark.lan]

CLASSIC = {"edition": "classic", "board": "A", "variants": []}


def _start(qtbot: Any, window: MainWindow, spec: TableSpec) -> Any:
    controller = window.host(spec)
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)  # "Start the game"
    qtbot.waitUntil(
        lambda: controller.game is not None and window.table is not None, timeout=20_000
    )
    return controller


def test_r32_a_bots_action_is_shown_lit_on_the_board_before_the_next(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    window.menus.pace.acts["normal"].trigger()  # View → Others' turns → Normal
    c = _start(qtbot, window, TableSpec("Paced", {"players": 3, **CLASSIC}, ["host", "bot", "bot"],
                                        {1: "greedy", 2: "greedy"}))  # fmt: skip
    table = window.table
    assert c.pacer.pace == "normal"
    seen: list[dict[str, Any]] = []
    shot: list[str] = []

    def on_shown(frame: Any) -> None:
        if not frame.paced:
            return
        QApplication.processEvents()  # the spotlight painted, as a person sees it
        board = table.game.board
        spot = table.turns.spot
        view = c.view()
        seen.append({
            "frame": frame, "at": began[frame.index], "table": c.index, "acting": c.acting(),
            "boxes": list(spot.boxes) if spot.isVisible() else [],
            "lit": table.log.lit.text() if table.log.lit is not None else None,
            "caption": spot.caption.text.text() if spot.caption.isVisible() else None,
            "armies": view.obs["armies"],
            "point": (board.army_point(frame.action[1], frame.actor)
                      if frame.action[0] == "place" else None),
            "main": table.game.main, "board": board,
        })  # fmt: skip
        if frame.action[0] == "place" and not shot:
            shot.append(str(shoot(window, "every-turn-bot-place")))

    began: dict[int, float] = {}  # when each paced action came on show
    c.pacer.showing.connect(lambda frame: began.setdefault(frame.index, time.monotonic()))
    c.pacer.shown.connect(on_shown)
    player = UiPlayer(qtbot, table, seed=3)
    # The deal comes from the table's shared draw, new at every table: play on, in bounded
    # stretches, until a bot has placed an army (a bot's turn may be a move or a city).
    for until in range(20, 200, 10):
        player.play(until_actions=until)
        placed = any(s["frame"].action[0] == "place" for s in seen)
        if c.over or (placed and len(seen) >= 10):
            break
    places = [s for s in seen if s["frame"].action[0] == "place"]
    assert len(seen) >= 10 and places, [s["frame"].action for s in seen]
    for s in seen:
        frame = s["frame"]
        # Its line of the log is lit and said over the board; nobody here may act meanwhile.
        assert s["lit"] == frame.sentence and s["caption"] == frame.sentence
        assert s["acting"] is None
    for s in places:  # the army placed is inside a ring
        board, main = s["board"], s["main"]
        at = board.viewport().mapTo(main, s["point"])
        assert any(box.contains(at) for box in s["boxes"]), (s["frame"].action, s["boxes"])
        # The board shows the state just after it: the army is there.
        assert s["armies"][s["frame"].action[1]].get(s["frame"].actor), s["frame"].action
    # Each was on show for the pace's time before the next came, while the table (and the
    # bots, over the network) had gone on: the queue is the display's alone.
    gaps = [b["at"] - a["at"] for a, b in itertools.pairwise(seen)]
    assert min(gaps) >= 0.9 * PACES["normal"] / 1000, gaps
    assert any(s["table"] > s["frame"].index + 1 for s in seen)
    assert shot


def test_r32_the_final_board_stays_until_a_click_opens_the_scores(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    c = _start(qtbot, window, TableSpec("Last turns", {"players": 2, **CLASSIC}, ["host", "bot"],
                                        {1: "random"}))  # fmt: skip
    ended: list[float] = []
    c.ended.connect(lambda _obs: ended.append(time.monotonic()))
    UiPlayer(qtbot, window.table, seed=5).play()
    bar = window.table.turns.end_bar
    qtbot.waitUntil(lambda: bar.isVisible(), timeout=20_000)
    # The end is told only once every action is on show: the board is the final one.
    assert ended and not c.pacer.lagging() and not c.pacer.queue
    assert window.pages.currentWidget() is window.table
    assert "end" in c.view().obs  # the final state, with its END block
    shoot(window, "every-turn-final-board")
    qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)  # "See the scores"
    assert window.pages.currentWidget() is window.end
    assert not bar.isVisible()


def test_r32_the_scores_open_by_themselves_after_the_pause(qtbot: Any, make_window: Any) -> None:
    from client.gui.pacing import END_PAUSES

    window = make_window()
    c = _start(qtbot, window, TableSpec("Pause", {"players": 2, **CLASSIC}, ["host", "bot"],
                                        {1: "random"}))  # fmt: skip
    ended: list[float] = []  # the bar shows, and its pause starts, as the end is told
    c.ended.connect(lambda _obs: ended.append(time.monotonic()))
    UiPlayer(qtbot, window.table, seed=6).play()
    bar = window.table.turns.end_bar
    qtbot.waitUntil(lambda: bar.isVisible(), timeout=20_000)
    assert window.pages.currentWidget() is window.table
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end, timeout=20_000)
    assert time.monotonic() - ended[0] >= 0.9 * END_PAUSES[c.pacer.pace] / 1000


def test_r32_the_pace_is_kept_in_the_settings_and_applies_at_once(
    qtbot: Any, make_window: Any, home: Any, me: Any
) -> None:
    window = make_window()
    titles = [a.text() for a in window.menus.pace.acts.values()]
    assert window.menus.pace.menu.title() == "Others' turns" and all(titles)
    window.menus.pace.acts["slow"].trigger()  # View → Others' turns → Slow
    assert settings(home).value(PACE_KEY) == "slow"
    assert window.menus.pace.acts["slow"].isChecked()
    later = MainWindow(me, "127.0.0.1", home, discover=False)  # opened another day
    qtbot.addWidget(later)
    assert later.pace() == "slow" and later.menus.pace.acts["slow"].isChecked()


def test_r32_the_bots_moves_right_after_a_resume_are_paced(
    qtbot: Any, make_window: Any, home: Any, me: Any
) -> None:
    """A game left while the bot is to move: resumed, the record's actions are shown at
    once, the bot's move after them paced, before the person has acted at all."""
    from core.api import SIMULTANEOUS

    first = MainWindow(me, "127.0.0.1", home, bot_delay=600.0, discover=False)  # a slow bot
    qtbot.addWidget(first, before_close_func=MainWindow.leave)
    first.set_pace("instant")
    first.resize(1400, 900)
    first.show()
    c = _start(qtbot, first, TableSpec("Left", {"players": 2, **CLASSIC}, ["host", "bot"],
                                       {1: "random"}))  # fmt: skip
    player = UiPlayer(qtbot, first.table, seed=2)

    def bot_to_move() -> bool:
        now = c.memo(c.state).player
        bot = now == 1 or (now == SIMULTANEOUS and bool(c.memo(c.state).legal(1)))
        return bot and c.pending is None and not c.pacer.lagging()

    for _ in range(20):  # the person plays until the bot is to move (it never decides here)
        qtbot.waitUntil(lambda: bot_to_move() or c.acting() is not None, timeout=20_000)
        if bot_to_move():
            break
        player.settle()
        before = c.index
        player.move()  # a click: a step of a turn held for Confirm, or a move sent
        moved = lambda b=before: c.index > b or bool(c.pending and not c.sent)  # noqa: E731
        qtbot.waitUntil(moved, timeout=9_000)
    assert bot_to_move()
    left, path = c.index, c.session.record_path
    first.leave()
    first.close()

    window = make_window()
    window.menus.pace.acts["normal"].trigger()  # View → Others' turns → Normal
    resumed = window.resume(path)
    assert resumed is not None
    frames: list[Any] = []
    resumed.pacer.shown.connect(frames.append)
    qtbot.waitUntil(lambda: any(f.index >= left for f in frames), timeout=30_000)
    replay = [f for f in frames if f.index < left]
    after = [f for f in frames if f.index >= left]
    assert len(replay) == left and not any(f.paced for f in replay)  # the record: at once
    assert after[0].actor == 1 and after[0].paced, after[0]  # the bot's move: paced


def test_leaving_while_a_bots_action_is_on_show_uses_nothing_of_the_page_after_it_is_gone(
    qtbot: Any, make_window: Any
) -> None:
    """The controller and its pacer outlive the table page: left mid-show, the pacer shows
    no more, and what it still says (a frame that came from the network's thread before the
    table closed) reaches nothing of the deleted page (stop 38's CI: the spotlight's button
    was used after the page was deleted)."""
    window = make_window()
    window.menus.pace.acts["normal"].trigger()
    seats = ["host", "bot", "bot"]
    spec = TableSpec("Left mid-show", {"players": 3, **CLASSIC}, seats, {1: "greedy", 2: "greedy"})
    c = _start(qtbot, window, spec)
    frames: list[Any] = []
    c.pacer.shown.connect(frames.append)
    player = UiPlayer(qtbot, window.table, seed=4)
    mid_show = lambda: c.pacer.timer.isActive() and bool(c.pacer.queue)  # noqa: E731
    for _ in range(100):  # play until a bot's action is on show with more waiting
        qtbot.waitUntil(lambda: mid_show() or c.over or c.acting() is not None, timeout=30_000)
        if mid_show() or c.over:
            break
        player.settle()
        player.move()
    assert mid_show()
    page = window.table
    window.leave()
    assert not c.pacer.timer.isActive() and not c.pacer.queue and not c.pacer.lagging()
    qtbot.waitUntil(lambda: not shiboken6.isValid(page), timeout=5_000)
    # Whatever the pacer still says (as a frame pushed before the leave would have it)
    # reaches nothing of the deleted page.
    c.pacer.showing.emit(frames[-1])
    c.pacer.shown.emit(frames[-1])
    c.pacer.caughtUp.emit()
