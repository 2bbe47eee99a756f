"""Issue 32, "A tutorial for each game": every game the window offers has one, and each is
played to its end by clicks on what it lights, in English and Italian: each step's text
shows, a click elsewhere is refused with a kind word, and the game goes on free after."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLineEdit, QWidget

from client.gui import games, i18n
from client.gui.mainwindow import MainWindow
from client.gui.tutorial import TutorialRunner, offered, script_of
from client.gui.tutorialscript import CONFIRM, PLAN
from tests.client.uiplayer import screenshots

pytestmark = pytest.mark.lan
SHOTS = screenshots()


def shipped() -> list[str]:
    """The games the window offers, but the tests' own tiny games (tests/tinygame)."""
    return [key for key in games.offered() if not games.package(key).__name__.startswith("tests.")]


def test_r32_every_offered_game_has_a_tutorial() -> None:
    missing = [key for key in shipped() if games.capabilities(key).tutorial is None]
    assert not missing, f"games offered without a tutorial: {missing}"
    assert set(shipped()) <= set(offered())
    for key in shipped():
        for language in ("en", "it"):
            i18n.install(language)
            steps = script_of(key).steps
            assert steps and all(step.text for step in steps), (key, language)
            assert all(step.hint for step in steps if step.expect), (key, language)
    i18n.install("en")


def wrong_spot(runner: TutorialRunner) -> tuple[QWidget, QPoint] | None:
    """A place on the table page that is not lit and not the bubble."""
    page = runner.window.table
    lit = [QRect(w.mapTo(page, r.topLeft()), r.size()).adjusted(-12, -12, 12, 12)
           for w, r in runner.spots()]  # fmt: skip
    bubble = runner.bubble.geometry().adjusted(-4, -4, 4, 4)
    for y in range(20, page.height() - 20, 37):
        for x in range(20, page.width() - 20, 53):
            p = QPoint(x, y)
            if bubble.contains(p) or any(r.contains(p) for r in lit):
                continue
            target = page.childAt(p)
            if target is not None and not isinstance(target, QAbstractButton | QLineEdit):
                return target, target.mapFrom(page, p)
    return None


def click_lit(qtbot: Any, runner: TutorialRunner, value: Any) -> None:
    """Click each lit thing once, in order (a field gets `value` typed first)."""
    for widget, rect in runner.spots():
        if isinstance(widget, QLineEdit):
            widget.setText(str(value))
            continue
        if not widget.isEnabled():
            continue
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=rect.center())
        QApplication.processEvents()


def play_tutorial(qtbot: Any, window: MainWindow, key: str, language: str) -> TutorialRunner:
    i18n.install(language)
    window.retranslate()
    runner = window.tutorial(key)
    assert runner is not None
    steps = runner.steps()
    refused = 0
    for n, step in enumerate(steps):
        qtbot.waitUntil(lambda n=n: runner.i == n and runner.ready(), timeout=60_000)
        page = window.table
        qtbot.waitUntil(lambda page=page: not page._redraw_soon.isActive(), timeout=10_000)
        runner.refresh()
        assert runner.current_text() == step.text
        window.grab().save(str(SHOTS / f"tutorial-{key}-{language}-{n:02d}.png"))
        spot = wrong_spot(runner)
        if spot is not None:
            qtbot.mouseClick(spot[0], Qt.MouseButton.LeftButton, pos=spot[1])
            assert runner.i == n and runner.note, f"step {n}: a click off the lights passed"
            refused += 1
        if not step.expect:
            qtbot.mouseClick(runner.bubble.next, Qt.MouseButton.LeftButton)
            continue
        pattern = step.expect[0]
        value = pattern[-1] if pattern not in (CONFIRM, PLAN) else None
        for _ in range(24):  # a step may take several clicks (a plan: one lit thing at a time)
            click_lit(qtbot, runner, value)
            if runner.i != n:
                break
            qtbot.wait(50)
        assert runner.i != n, f"step {n} not done by clicking what it lights: {step.text}"
    assert runner.over and refused >= len(steps) // 2
    c = runner.c
    assert c.act.__self__ is c  # the controller's own intents again: a free game
    return runner


@pytest.mark.parametrize("language", ["en", "it"])
def test_r32_eight_minute_empire_tutorial_played_by_clicks(
    qtbot: Any, make_window: Any, language: str
) -> None:
    window = make_window()
    window.resize(1280, 800)
    runner = play_tutorial(qtbot, window, "eight_minute_empire", language)
    qtbot.waitUntil(lambda: runner.c.acting() == 0, timeout=60_000)  # the bots played on


@pytest.mark.parametrize("language", ["en", "it"])
def test_r32_bellum_magia_tutorial_played_by_clicks(
    qtbot: Any, make_window: Any, language: str
) -> None:
    window = make_window()
    window.resize(1280, 800)
    runner = play_tutorial(qtbot, window, "bellum_magia", language)
    qtbot.waitUntil(lambda: runner.c.acting() == 0, timeout=60_000)  # the bots played on


@pytest.mark.parametrize("language", ["en", "it"])
def test_r32_tash_kalar_tutorial_played_by_clicks(
    qtbot: Any, make_window: Any, language: str
) -> None:
    window = make_window()
    window.resize(1280, 800)
    runner = play_tutorial(qtbot, window, "tash_kalar", language)
    qtbot.waitUntil(lambda: runner.c.acting() == 0, timeout=60_000)  # the bots played on


@pytest.mark.parametrize("language", ["en", "it"])
def test_r32_wonderful_kingdom_tutorial_played_by_clicks(
    qtbot: Any, make_window: Any, language: str
) -> None:
    """Its moves are plans confirmed whole (["<plan>"] and first-step patterns through the
    view's act_ahead): each offer, selection and the Planning's builds, recycles and cubes
    are clicked one lit thing at a time, then Confirm."""
    window = make_window()
    window.resize(1280, 800)
    runner = play_tutorial(qtbot, window, "wonderful_kingdom", language)
    assert any(PLAN in step.expect for step in runner.steps())

    def built() -> int:
        mine = runner.c.view().obs["seats"][0]
        return len(mine["construction"]) + len(mine["grand_duchy"])

    # the confirmed plan goes one step per simultaneous round: on a loaded machine the last
    # steps may still be on their way when the tutorial's last page shows
    qtbot.waitUntil(lambda: built() >= 5, timeout=60_000)  # the plan's builds
    assert runner.c.view().obs["phase"] != "choice"  # every offer and selection went through
