"""Issue 32, "A tutorial for each game": every game the window offers has one, and each of
its lessons is played to its end by clicks on what it lights, in English and Italian: each
step's text shows, a click elsewhere is refused with a kind word, and the game goes on free
after. Together a game's lessons ask for every kind of move of the game."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QApplication, QLineEdit, QWidget
from shiboken6 import isValid

from client.gui import games, i18n
from client.gui.gametexts import title
from client.gui.mainwindow import MainWindow
from client.gui.tutorial import TutorialRunner, lessons_of, offered, script_of
from client.gui.tutorialscript import CONFIRM, PLAN, lessons
from client.gui.tutorialwidgets import Bubble, Busy, targets
from client.netsession import TableSpec
from core import hidden, registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS
from tests.client.uiplayer import screenshots
from tests.core.playout import plain_dealer, playout

pytestmark = pytest.mark.lan
SHOTS = screenshots()


def shipped() -> list[str]:
    """The games the window offers, but the tests' own tiny games (tests/tinygame)."""
    return [key for key in games.offered() if not games.package(key).__name__.startswith("tests.")]


GAMES = shipped()
# Every lesson of every game: (game, lesson), the first lesson ("script") first.
LESSONS = [(key, lesson) for key in GAMES for lesson in lessons_of(key)]


def test_r32_every_offered_game_has_a_tutorial(qtbot: Any) -> None:
    """Each lesson of each game, in both languages (qtbot: an application to install them
    in), has its steps' texts and hints; the first lesson no title, a further one its own."""
    missing = [key for key in shipped() if games.capabilities(key).tutorial is None]
    assert not missing, f"games offered without a tutorial: {missing}"
    assert set(shipped()) <= set(offered())
    for key, lesson in LESSONS:
        titles = []
        for language in ("en", "it"):
            assert i18n.install(language) and i18n.current() == language
            script = script_of(key, lesson)
            steps = script.steps
            assert script.lesson == lesson and script.game == key, (key, lesson)
            assert steps and all(step.text for step in steps), (key, lesson, language)
            assert all(step.hint for step in steps if step.expect), (key, lesson, language)
            titles.append(script.title)
        # the first lesson is the game itself; a further one says what it teaches, in each
        # language (the lobby's menu names it so)
        if lesson == "script":
            assert titles == ["", ""], (key, titles)
        else:
            assert all(titles) and titles[0] != titles[1], (key, lesson, titles)
    i18n.install("en")


def test_r32_a_game_lists_its_lessons_the_game_itself_first() -> None:
    """The lessons are the data files of resources/<game>/tutorial/: script.json first,
    the others after it in their names' order."""
    assert lessons("eight_minute_empire") == ("script", "legends")
    assert lessons_of("eight_minute_empire") == ("script", "legends")
    for key in GAMES:
        assert lessons_of(key)[0] == "script", key
        assert list(lessons_of(key)[1:]) == sorted(lessons_of(key)[1:]), key


# Kinds of action a tutorial may leave unasked although its table can meet them, and why.
EXCLUDED = {
    ("tash_kalar", "concede"): "it ends the game: the tutorial ends in a free game, not a loss",
}
PLAYOUTS = 12  # seeded random games per config: every kind a table meets, in a second


def kinds_met(key: str, config: dict[str, Any]) -> set[str]:
    """The kinds of action some seat may choose in seeded random games of `config` (every
    decision's legal actions, chance and reveals apart): derived from the game itself."""
    game = registry.get(key)
    config = game.normalize_config(config)
    met: set[str] = set()
    for seed in range(PLAYOUTS):
        dealer = plain_dealer(config["players"], seed)
        for state, _ in playout(game, config, seed, dealer):
            player = game.current_player(state)
            if player in (CHANCE, REVEAL):
                continue
            seats = range(config["players"]) if player == SIMULTANEOUS else (player,)
            for seat in seats:
                met |= {a[0] for a in hidden.legal(game, state, seat, dealer.knowledge(seat))}
    return met


@pytest.mark.parametrize("key", GAMES)
def test_r32_each_tutorial_asks_for_every_kind_of_move_of_its_game(key: str) -> None:
    """Every kind of action of the game (met in its own random games at each lesson's
    table and at each of its example configs: options, editions, player counts) is asked
    for by some step of some lesson, or a lesson's script says why it cannot occur at its
    table (and it is never met there), or it is one of the few EXCLUDED above."""
    scripts = [script_of(key, lesson) for lesson in lessons_of(key)]
    asked = set().union(*(script.kinds() for script in scripts))
    cannot = {kind for script in scripts for kind in script.cannot_occur}
    tables = {script.lesson: kinds_met(key, dict(script.config)) for script in scripts}
    here = set().union(*tables.values())
    game = registry.get(key)
    anywhere = here.union(*(kinds_met(key, dict(c)) for c in game.EXAMPLE_CONFIGS))
    excluded = {kind for (game_key, kind) in EXCLUDED if game_key == key}
    assert here - asked - excluded == set(), f"{key}: kinds met at a lesson's table, never asked"
    assert anywhere - asked - excluded - cannot == set(), f"{key}: kinds left unexplained"
    for script in scripts:
        said = dict(script.cannot_occur)
        met = set(said) & tables[script.lesson]
        assert not met, f"{key}, {script.lesson}: said to be impossible, met at its table: {met}"
        assert all(said.values()) and set(said) <= anywhere - asked, f"{key}: stale {said}"
    assert excluded <= anywhere - asked, f"{key}: stale exclusions"


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
        if not isValid(widget):
            continue  # a button the move panel replaced after an earlier click
        if isinstance(widget, QLineEdit):
            widget.setText(str(value))
            continue
        if not widget.isEnabled():
            continue
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=rect.center())
        QApplication.processEvents()


def bubble_clear(runner: TutorialRunner, n: int) -> None:
    """The bubble covers none of the lit things nor what the script keeps clear (the hand)."""
    page = runner.window.table
    bubble = runner.bubble.geometry()
    main = page.game.main
    lit = targets(
        runner.on_page(runner.spots()), QRect(main.mapTo(page, QPoint(0, 0)), main.size())
    )
    kept = runner.on_page(runner.located(runner.kept_clear()))
    assert kept or not runner.script.keep_clear, f"step {n}: {runner.script.keep_clear} not found"
    for what, rects in (("a lit thing", lit), ("the hand", kept)):
        hit = [r for r in rects if bubble.intersects(r & page.rect())]
        assert not hit, f"step {n}: the bubble {bubble} covers {what} {hit}"


def play_tutorial(
    qtbot: Any, window: MainWindow, key: str, language: str, lesson: str = "script"
) -> TutorialRunner:
    i18n.install(language)
    window.retranslate()
    runner = window.tutorial(key, lesson)
    assert runner is not None and runner.script.lesson == lesson
    shot = key if lesson == "script" else f"{key}-{lesson}"
    steps = runner.steps()
    refused = 0
    for n, step in enumerate(steps):
        qtbot.waitUntil(lambda n=n: runner.i == n and runner.ready(), timeout=60_000)
        page = window.table
        qtbot.waitUntil(lambda page=page: not page._redraw_soon.isActive(), timeout=10_000)
        QApplication.processEvents()  # the panels laid out: a button just added is shown
        runner.refresh()
        assert runner.current_text() == step.text
        assert runner.current_detail() == (step.said[0] if step.said else "")
        bubble_clear(runner, n)
        window.grab().save(str(SHOTS / f"tutorial-{shot}-{language}-{n:02d}.png"))
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
        for _ in range(40):  # a step may take several clicks (a plan: one lit thing at a time)
            click_lit(qtbot, runner, value)
            if runner.i != n:
                break
            qtbot.wait(50)
            runner.refresh()
            bubble_clear(runner, n)
        assert runner.i != n, f"step {n} not done by clicking what it lights: {step.text}"
    assert runner.over and refused >= len(steps) // 2
    c = runner.c
    assert c.act.__self__ is c  # the controller's own intents again: a free game
    return runner


def wonderful_kingdom_after(c: Any) -> bool:
    """The Planning's plan went through: the Masons' Lodge finished, the Mission's first
    step completed, two soldiers on the Flood (each window's plan goes one step a round: on
    a loaded machine the last may still be on their way when the last page shows)."""
    obs = c.view().obs
    mine = obs["seats"][0]
    flood = [k for k in mine["calamities"] if k["card"] == "ca02"]
    return (
        any(card["card"] == "L2" for card in mine["grand_duchy"])
        and 1 in obs["module"]["completed"][0]
        and bool(flood)
        and flood[0]["soldiers"] >= 2
    )


def wonderful_kingdom_spy_after(c: Any) -> bool:
    """The Spy lesson's last selection went through: round 2's Choice is past the person's
    selection (their offer or later) and their Spy is used for this Choice phase."""
    obs = c.view().obs
    return obs["round"] == 2 and obs["turn"] >= 4 and obs["seats"][0]["spies"] == 0


# What each lesson leaves on its table once its last page is read: the bots played on to
# the person's next move, or the game's own marks of the moves made.
AFTER = {
    ("wonderful_kingdom", "script"): wonderful_kingdom_after,
    ("wonderful_kingdom", "spy"): wonderful_kingdom_spy_after,
}


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize(("key", "lesson"), LESSONS)
def test_r32_each_tutorial_played_by_clicks(
    qtbot: Any, make_window: Any, key: str, lesson: str, language: str
) -> None:
    """Each lesson, step by step, by clicks on what it lights, at 1280x800, the bubble never
    over a lit thing or the hand; every kind of action the lesson asks for was played by
    the person."""
    window = make_window()
    window.resize(1280, 800)
    runner = play_tutorial(qtbot, window, key, language, lesson)
    c = runner.c
    done = AFTER.get((key, lesson), lambda c: c.acting() == 0)
    qtbot.waitUntil(lambda: done(c), timeout=60_000)
    played = {action[0] for seat, action in runner.table.moves if seat == 0}
    assert runner.script.kinds() <= played, runner.script.kinds() - played


def menu_items(window: MainWindow) -> dict[str, Any]:
    """The lobby's Tutorial menu as it opens: its items by their text."""
    menu = window.lobby.tutorials
    menu.aboutToShow.emit()  # the window fills it as it opens
    return {action.text(): action for action in menu.actions()}


def test_r32_the_tutorial_menu_lists_each_lesson_and_starts_it(
    qtbot: Any, make_window: Any
) -> None:
    """The lobby's Tutorial menu has an item per lesson: each game's title, and for a
    further lesson the game's title and the lesson's, in the language spoken; Eight-Minute
    Empire's Legends item starts that lesson, at a Legends table, its first item the
    classic game."""
    window = make_window()
    eme = "eight_minute_empire"
    for language, legends in (("it", "Leggende"), ("en", "Legends")):
        i18n.install(language)
        window.retranslate()
        items = menu_items(window)
        assert len(items) == len(LESSONS), list(items)
        assert {title(key) for key in GAMES} < set(items), list(items)
        assert f"{title(eme)}: {legends}" in items, list(items)
    items[f"{title(eme)}: Legends"].trigger()
    runner = window.tutor
    assert isinstance(runner, TutorialRunner) and runner.lesson == "legends"
    qtbot.waitUntil(lambda: runner.c.state is not None, timeout=60_000)
    config = runner.c.view().obs["config"]
    assert config["edition"] == "legends", config
    assert {"leaders", "mephitic_swamp"} <= set(config["variants"]), config
    window.leave()
    menu_items(window)[title(eme)].trigger()
    classic = window.tutor
    assert classic is not runner and classic.lesson == "script"
    qtbot.waitUntil(lambda: classic.c.state is not None, timeout=60_000)
    assert classic.c.view().obs["config"].get("edition", "classic") == "classic"


def test_r32_the_bubble_goes_where_it_hides_least(qtbot: Any) -> None:
    """Off the lit things and what is kept clear, the bubble takes the place of the main
    area whose picture has the fewest edges (texts, cards), not merely the first corner."""
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(1200, 800)
    bubble = Bubble(page)
    bubble.say("Tutorial: step 1 of 1", "Some words.", "", "Next", "Leave")
    area = QRect(0, 0, 1000, 800)
    picture = QImage(1000, 800, QImage.Format.Format_RGB32)
    picture.fill(QColor("#2a2a2a"))
    painter = QPainter(picture)
    for x in range(0, 1000, 12):  # stripes everywhere but the top right quarter
        painter.fillRect(QRect(x, 0, 5, 800), QColor("#f0f0f0"))
    painter.fillRect(QRect(500, 0, 500, 400), QColor("#2a2a2a"))
    painter.end()
    bubble.place(area, page.rect(), [], [], Busy(picture, area))
    assert QRect(500, 0, 500, 400).contains(bubble.geometry()), bubble.geometry()
    lit = QRect(520, 20, 200, 100)  # a lit thing there: the bubble moves off it
    bubble.place(area, page.rect(), [lit], [], Busy(picture, area))
    assert not bubble.geometry().intersects(lit)
    bubble.place(area, page.rect(), [], [], None)  # no picture: the first free corner
    assert bubble.geometry().bottomLeft().x() == area.left() + 12


def test_r32_a_card_drawn_before_a_language_switch_speaks_the_new_language(qtbot: Any) -> None:
    """The Italian tutorial's screenshots, taken after the English ones, showed It's a
    Wonderful Kingdom's Treasures with "Recycle only" in English: its card pictures were kept
    by look alone. They are kept per language."""
    from client.gui.games.wonderful_kingdom import cardart

    treasure = ("tr02", (), 0, "", None, (), False)  # Granite Blocks, face up
    i18n.install("en")
    english = cardart.image(treasure, 1.0).toImage()
    i18n.install("it")
    italian = cardart.image(treasure, 1.0).toImage()
    i18n.install("en")
    assert english != italian
    assert cardart.image(treasure, 1.0).toImage() == english


def test_r32_switching_language_re_words_the_tutorial_s_bubble(
    qtbot: Any, make_window: Any
) -> None:
    """The Language menu mid-tutorial: the step being read and the kind word after a refused
    click are said in the new language at once, like every other text of the window."""
    window = make_window()
    i18n.install("en")
    window.retranslate()
    runner = window.tutorial("eight_minute_empire")
    qtbot.waitUntil(lambda: runner.i == 0 and runner.ready(), timeout=60_000)
    runner.refresh()
    english = script_of("eight_minute_empire").steps[0].text
    assert runner.current_text() == english
    runner.refuse("a kind word in English")
    try:
        window.set_language("it")
        italian = script_of("eight_minute_empire").steps[0].text
        assert italian != english
        assert runner.current_text() == italian  # before: the English text stayed
        assert runner.bubble is not None and runner.bubble.text.text() == italian
        assert not runner.note  # the English word went with its language
    finally:
        window.set_language("en")


def test_r32_a_tutorial_left_by_the_table_menu_ends_its_guidance(
    qtbot: Any, make_window: Any
) -> None:
    """Table → Leave in the middle of a tutorial, then a game against bots: the tutorial's
    guidance is over (no bubble, no guard on the new table's controller), and its timers and
    a language switch never reach the new table's view."""
    window = make_window()
    runner = window.tutorial("eight_minute_empire")
    qtbot.waitUntil(lambda: runner.i == 0 and runner.ready(), timeout=60_000)
    window.leave()
    assert runner.over and runner.bubble is None
    spec = TableSpec("Ada's table", {"players": 2}, ["host", "bot"], {1: "random"},
                     "bellum_magia", announce=False, at_once=True)  # fmt: skip
    c = window.play_bots(spec)
    qtbot.waitUntil(lambda: window.table is not None, timeout=20_000)
    qtbot.wait(400)  # the runner's refresh timer (150 ms) would have fired
    try:
        window.set_language("it")
    finally:
        window.set_language("en")
    assert not runner._every.isActive()  # its refresh no longer runs against this table
    assert window.controller is c and window.tutor is None
