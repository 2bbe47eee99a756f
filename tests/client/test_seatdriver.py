"""A bot seat thinks away from the window's thread (client/seatdriver.py, client/thinking.py):
the peer's loop, which asks the driver on every tick, gets None at once until the choice is
ready, and the window keeps processing its events during a slow search, even while it does
what costs it many calls between Qt and Python (deleting a whole old window's widgets)."""

from __future__ import annotations

import itertools
import time
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from client.seatdriver import SeatDriver
from core import registry
from core.api import CHANCE
from tests.core.eme_helpers import at_take


def _take_position() -> tuple[Any, Any, int]:
    game = registry.get("eight_minute_empire")
    state = at_take(2)
    assert game.current_player(state) != CHANCE
    return game, state, game.current_player(state)


def _old_window(widgets: int) -> QWidget:
    """A window of many widgets made by Python: Qt calls back into Python for each as it is
    deleted, taking Python's GIL every time."""
    window = QWidget()
    grid = QGridLayout(window)
    for i in range(widgets):
        grid.addWidget(QLabel(str(i)), i // 20, i % 20)
    return window


def test_a_slow_bot_answers_none_at_once_then_its_move(qtbot: Any) -> None:
    game, state, seat = _take_position()
    driver = SeatDriver(lambda s: "mcts:hard:1", b"seed")
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    old = _old_window(1500)
    try:
        started = time.monotonic()
        assert driver(game, state, seat, 7) is None  # asked: thinking, not blocking
        assert time.monotonic() - started < 0.5  # a process started, not a second's search
        qtbot.wait(300)  # the search is under way
        old.deleteLater()  # a search in a thread here froze the window for the whole second
        action = None
        while action is None and time.monotonic() - started < 30:
            qtbot.wait(20)  # the window's event loop, as the runner's ticks would ask again
            action = driver(game, state, seat, 7)
        assert action in game.legal_actions(state)
        assert time.monotonic() - started >= 0.9  # it did think for its second
        assert len(ticks) >= 20  # the window's timer kept firing meanwhile
        # ... and never stopped long enough to see (a search in a thread: 1 s at a time).
        # (0.6 s: below that second, with room for a loaded machine's scheduling.)
        assert max(b - a for a, b in itertools.pairwise(ticks)) < 0.6
    finally:
        timer.stop()
        driver.close()


def test_the_threaded_bot_chooses_what_the_bot_driver_chooses() -> None:
    game, state, seat = _take_position()
    driver = SeatDriver(lambda s: "mcts:easy", b"seed")
    action = None
    for _ in range(1000):
        action = driver(game, state, seat, 3)
        if action is not None:
            break
        time.sleep(0.01)
    expected = driver.bots(game, state, seat, 3)  # the same seed for the same step
    assert action == expected
    driver.close()
