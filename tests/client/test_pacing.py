"""The display's queue (client/gui/pacing.py): decisions of other seats shown one at a time,
each for the pace's time, the rest at once, the end only after the last; the table's state
goes on meanwhile (issue 32, "Every turn visible")."""

from __future__ import annotations

import time
from typing import Any

import pytest

from client.gui import pacing
from client.gui.pacing import Pacer, Shown, actor_of
from core.api import SIMULTANEOUS, Message
from tests.client.hiddentable import LocalTable

DWELL = 150  # ms: "normal" for these tests


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(pacing.PACES, "normal", DWELL)


def frame(index: int, paced: bool) -> Shown:
    return Shown(index, ("step", index), index, index + 1, 1 if paced else None,
                 Message("step"), f"line {index}", None, {}, paced)  # fmt: skip


def test_r32_paced_frames_one_at_a_time_for_their_time_then_the_end(qtbot: Any) -> None:
    pacer = Pacer("normal")
    shown: list[tuple[int, float]] = []
    lines: list[str] = []
    ended: list[float] = []
    pacer.shown.connect(lambda f: shown.append((f.index, time.monotonic())))
    pacer.logged.connect(lambda text, heading: lines.append(text))
    start = time.monotonic()
    for i, paced in enumerate([True, False, True, True, False]):
        pacer.push(frame(i, paced))
    pacer.when_caught_up(lambda: ended.append(time.monotonic()))
    # The first is on show at once, the board shows its state, and nothing after it yet.
    assert [i for i, _ in shown] == [0] and pacer.display is not None
    assert pacer.display.after == 1 and pacer.lagging() and not ended
    qtbot.waitUntil(lambda: bool(ended), timeout=5_000)
    assert [i for i, _ in shown] == [0, 1, 2, 3, 4] and lines == [f"line {i}" for i in range(5)]
    at = dict(shown)
    assert at[1] - start >= 0.9 * DWELL / 1000  # frame 1 waited for frame 0's time
    assert at[3] - at[2] >= 0.9 * DWELL / 1000
    assert at[4] - at[3] >= 0.9 * DWELL / 1000 and at[4] - at[1] < 5  # 4 at once after 3
    assert ended[0] >= at[4] and not pacer.lagging()


def test_r32_instant_and_show_all_empty_the_queue_at_once(qtbot: Any) -> None:
    pacer = Pacer("normal")
    seen: list[int] = []
    pacer.shown.connect(lambda f: seen.append(f.index))
    for i in range(4):
        pacer.push(frame(i, True))
    assert seen == [0]
    pacer.skip()  # "Show all"
    assert seen == [0, 1, 2, 3] and not pacer.lagging()
    pacer.push(frame(4, True))
    pacer.push(frame(5, True))
    assert seen[-1] == 4
    pacer.set_pace("instant")  # the menu: whatever waits is shown now
    assert seen[-1] == 5 and not pacer.lagging()
    pacer.push(frame(6, True))
    assert seen[-1] == 6 and not pacer.lagging()


def test_r32_knowledge_learned_after_an_action_goes_with_it(qtbot: Any) -> None:
    pacer = Pacer("normal")
    pacer.push(frame(0, True))
    pacer.push(frame(1, True))
    pacer.learned({0: {"h": 1}})
    assert pacer.queue[-1].knowledge == {0: {"h": 1}} and pacer.display.knowledge == {}


def test_r32_who_decided_an_action() -> None:
    assert actor_of(2, Message("x", {"seat": 0})) == 2
    assert actor_of(SIMULTANEOUS, Message("x", {"seat": 1})) == 1
    assert actor_of(-1, Message("x", {"seat": 1})) is None  # a chance draw
    assert actor_of(-3, Message("drew", {"seat": 1})) is None  # a reveal: no decision


def test_r32_the_table_goes_on_while_the_board_shows_a_bots_action(
    qtbot: Any, me: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(pacing.PACES, "normal", 20_000)  # on show for longer than the test
    t = LocalTable(me, "eight_minute_empire",
                   {"players": 2, "edition": "classic", "board": "A", "variants": []},
                   ["host", "bot"], seed=2)  # fmt: skip
    table = t.table()
    qtbot.addWidget(table)
    c = t.c
    t.run_until(lambda s: t.game.current_player(s) == 1 and s.phase.value == "take", 400)
    c.pacer.set_pace("normal")
    start = c.index
    t.run_until(lambda s: t.game.current_player(s) == 0, 400)  # the bot's whole turn
    # The table is at its newest state at once; the board shows the bot's first action,
    # the log has not said the next ones yet, and the person is not asked to act.
    assert c.index > start + 1 and c.state is t.state
    assert c.pacer.lagging() and c.pacer.display.index == start
    assert c.view().obs == c.memo(c.pacer.display.after).observation(0)
    assert table.log.item(table.log.count() - 1).text() == c.pacer.display.sentence
    assert c.acting() is None
    c.pacer.skip()  # "Show all"
    assert not c.pacer.lagging() and c.acting() == 0
    assert c.view().obs == c.memo(c.state).observation(0)


def test_r32_the_spotlight_rings_each_change_and_nothing_when_all_moved(qtbot: Any) -> None:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QImage, QPainter

    from client.gui.spotlight import changed_boxes

    def picture(*marks: tuple[QRect, str]) -> QImage:
        image = QImage(800, 600, QImage.Format.Format_RGB32)
        image.fill(QColor("#336699"))
        painter = QPainter(image)
        for box, colour in marks:
            painter.fillRect(box, QColor(colour))
        painter.end()
        return image

    piece, card, faint = QRect(100, 100, 30, 30), QRect(500, 380, 120, 160), QRect(700, 40, 8, 8)
    before = picture((card, "#FBF3E0"))
    # A piece placed, a card's face changed, a small mark in a near colour (blue only).
    after = picture((piece, "#D55E00"), (card, "#FBF3E0"), (QRect(520, 400, 60, 20), "#000000"),
                    (faint, "#3366CC"))  # fmt: skip
    boxes = changed_boxes(before, after)
    assert len(boxes) == 3
    assert any(b.contains(piece) for b in boxes)
    assert any(b.contains(QRect(520, 400, 60, 20)) for b in boxes)
    assert any(b.contains(faint) and b.width() >= 40 for b in boxes)  # ringed big enough
    assert changed_boxes(before, before) == []
    assert changed_boxes(before, picture((QRect(0, 0, 800, 600), "#FFFFFF"))) == []  # all moved


def test_the_dwell_running_out_while_a_frame_is_being_shown_still_shows_the_next(
    qtbot: Any,
) -> None:
    """A handler of `shown` that processes events for longer than the dwell (a loaded
    machine; a screenshot; a test's own look) lets the pacer's timer fire inside the showing:
    the next frame still comes (it once waited for ever: the board lagged and nobody here
    could act, seen in a clean-clone run)."""
    from PySide6.QtWidgets import QApplication

    pacer = Pacer("normal")
    seen: list[int] = []

    def slow(f: Shown) -> None:
        seen.append(f.index)
        if f.index == 1:
            until = time.monotonic() + 2 * DWELL / 1000
            while time.monotonic() < until:  # the timer fires in here
                QApplication.processEvents()

    pacer.shown.connect(slow)
    for i in range(3):  # 1 and 2 wait while 0 is on show
        pacer.push(frame(i, True))
    qtbot.waitUntil(lambda: seen == [0, 1, 2], timeout=3_000)
    qtbot.waitUntil(lambda: not pacer.lagging(), timeout=3_000)
