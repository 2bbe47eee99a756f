"""A guided game for any game whose view declares a tutorial (issue 32, "Learn").

The runner plays the view's `Script` (client/gui/tutorialscript.py) against the real table
controller and the game's real view, at a table of this computer alone with a fixed seed
(client/gui/tutorialtable.py): for each step it says the text in a bubble, lights what to
click (the view's `locate` finds it), and stands between the view and the controller's
intents (`act`, `confirm`, `act_ahead`, `undo`): the move the step asks for goes through and
the step ends; any other is refused with a kind word, and so is a click on the table page
outside what is lit. After the last step the bubble goes and the game is the person's: the
bots play on as at any table. It names no game. A game's tutorial may have several lessons
(`lessons_of`: the game itself first, then another edition's, a variant's): each is a Script
of its own, played the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from client.gui import games
from client.gui.i18n import Texts
from client.gui.tutorialscript import CONFIRM, FIRST, PLAN, Script, Step, fits, lessons, matches
from client.gui.tutorialtable import TutorialTable
from client.gui.tutorialwidgets import MARGIN, Bubble, Busy, Lights
from core.api import Action

REFRESH_MS = 150  # the lights follow the board (zoom, redraws) this often


class Tutorial(Texts):
    """The runner's own words."""


def offered() -> tuple[str, ...]:
    """The games the window offers that have a tutorial (every one, by a test)."""
    return tuple(key for key in games.offered() if games.capabilities(key).tutorial is not None)


def script_of(key: str, lesson: str = FIRST) -> Script:
    """Game `key`'s tutorial lesson `lesson` (the first: the game itself), built in the
    language spoken now."""
    hook = games.capabilities(key).tutorial
    if hook is None:
        raise KeyError(f"game {key!r} has no tutorial")
    return hook(lesson)


def lessons_of(key: str) -> tuple[str, ...]:
    """Game `key`'s lessons, the first (the game itself) first: its data files."""
    return lessons(script_of(key).game)


class TutorialRunner(QObject):
    """One tutorial at one window's table: its steps, lights, bubble and guard."""

    stepped = Signal(int)  # the step now shown (its index)
    finished = Signal()  # the guidance ended: the game is free

    def __init__(self, window: Any, key: str, lesson: str = FIRST) -> None:
        super().__init__(window)
        self.window, self.key, self.lesson = window, key, lesson
        self.script = script_of(key, lesson)
        self.i = 0
        self.note = ""  # the last kind word after a refused click
        self.over = False
        self.lights: Lights | None = None
        self.bubble: Bubble | None = None
        self._busy: tuple[tuple[int, ...], Busy] | None = None  # the step's picture of it
        self._auto_due = False  # a step's turns to play for the person, not handed over yet
        c = window._new_controller()
        self.c = c
        self.table = TutorialTable(c, self.script)
        c.session = self.table
        self.begin_step()  # the first step may play turns too
        self.intents = {name: getattr(c, name) for name in ("act", "confirm", "act_ahead", "undo")}
        c.act, c.confirm, c.act_ahead, c.undo = self.act, self.confirm, self.act_ahead, self.undo
        self._soon = QTimer(self, singleShot=True, interval=0)
        self._soon.timeout.connect(self.refresh)
        c.began.connect(self._attach)  # after the window builds the table page
        c.changed.connect(self._soon.start)
        self._every = QTimer(self, interval=REFRESH_MS)
        self._every.timeout.connect(self.refresh)
        self.table.begin()

    # -- what the step is ---------------------------------------------------------------

    def steps(self) -> tuple[Step, ...]:
        return self.script.steps

    def step(self) -> Step | None:
        return None if self.over or self.i >= len(self.steps()) else self.steps()[self.i]

    def ready(self) -> bool:
        """Whether the step can be done now: the board shows the table as it is and the
        person is to act (a step to read: the board is still)."""
        c, step = self.c, self.step()
        if step is None or c.game is None or c.pacer.lagging():
            return False
        if step.auto:  # the tutorial plays for the person: read once it is their turn again
            return not self._auto_due and not self.table.auto and c.acting() == 0
        return not step.expect or c.acting() == 0

    def playing_for(self) -> bool:
        """Whether the tutorial is playing the person's moves now (a step's `auto`)."""
        step = self.step()
        return step is not None and bool(step.auto) and (self._auto_due or bool(self.table.auto))

    def spots(self) -> list[tuple[QWidget, QRect]]:
        """Where the step's lit things are now: (widget, rectangle in its coordinates)."""
        step = self.step()
        if step is None or not self.ready():
            return []
        return self.located(step.light)

    def located(self, targets: Sequence[str]) -> list[tuple[QWidget, QRect]]:
        """Where these targets of the view's `locate` are on show now."""
        page = self.window.table
        if page is None:
            return []
        found: list[tuple[QWidget, QRect]] = []
        for target in targets:
            for widget, rect in self.script.locate(page.game, target):
                if widget.isVisible() and rect.isValid():
                    found.append((widget, rect))
        return found

    def on_page(self, spots: Sequence[tuple[QWidget, QRect]]) -> list[QRect]:
        """The spots' rectangles in the table page's coordinates."""
        page = self.window.table
        return [QRect(w.mapTo(page, r.topLeft()), r.size()) for w, r in spots]

    # -- the intents, guarded ----------------------------------------------------------

    def _passes(self, action: Sequence[Any] | None, what: tuple[Any, ...]) -> bool:
        """Whether the step lets this intent through (`action`, or `what`: CONFIRM, PLAN);
        the one it asks for ends it."""
        step = self.step()
        if self.playing_for() and self.window.controller is self.c:
            self.refuse(Tutorial.tr("The tutorial plays these turns for you: watch the board."))
            return False
        if step is None or not self.ready() or self.window.controller is not self.c:
            return True  # the guidance is over, or it is not the person's move anyway
        if action is not None and any(matches(action, p) for p in step.also):
            return True
        if (
            any(matches(action, p) for p in step.expect)
            if action is not None
            else (what in step.expect)
        ):
            self.note = ""
            QTimer.singleShot(0, self.advance)
            return True
        self.refuse(
            step.hint
            or Tutorial.tr("Nice try, but this step asks for something else: follow the gold ring.")
        )
        return False

    def act(self, action: Action) -> None:
        if self._passes(tuple(action), ()):
            self.intents["act"](action)

    def confirm(self) -> None:
        if self._passes(None, CONFIRM):
            self.intents["confirm"]()

    def act_ahead(self, actions: list[Action]) -> None:
        step = self.step()
        first = tuple(actions[0]) if actions else None
        whole = step is not None and PLAN in step.expect
        if whole and step is not None and step.plan and not fits(actions, step.plan):
            what: tuple[Any, ...] = ("<another plan>",)  # not the plan the step asks for
        else:
            what = PLAN
        if self._passes(None, what) if whole or first is None else self._passes(first, ()):
            self.intents["act_ahead"](actions)

    def undo(self) -> None:
        if self.step() is None or not self.ready():
            self.intents["undo"]()
            return
        self.refuse(
            Tutorial.tr(
                "Let us keep this move for the lesson: once the tutorial "
                "ends you may take back anything you like."
            )
        )

    def refuse(self, words: str) -> None:
        """A kind word, and the view drawn again (a pick half made is dropped)."""
        self.note = words
        self.c.changed.emit()
        self.refresh()

    # -- the steps ------------------------------------------------------------------------

    def advance(self) -> None:
        """On to the next step (after the last: the game is the person's)."""
        self.i += 1
        self.note = ""
        self._pace(self.window.pace())  # turns played for the person were shown at once
        if self.i >= len(self.steps()):
            self.finish()
            return
        self.begin_step()
        self.stepped.emit(self.i)
        self.refresh()

    def begin_step(self) -> None:
        """A step that plays turns for the person hands them to the table, shown at once,
        once the turn they confirmed is applied (`refresh`)."""
        step = self.step()
        self._auto_due = step is not None and bool(step.auto)
        if self._auto_due:
            self._pace("instant")
        self._start_auto()

    def _start_auto(self) -> None:
        step = self.step()
        if step is None or not self._auto_due or self.c.pending is not None:
            return  # nothing to play, or the person's confirmed turn is still on its way
        self._auto_due = False
        self.table.play_for(step.auto)

    def _pace(self, pace: str) -> None:
        if self.c.pacer.pace != pace:
            self.c.pacer.set_pace(pace)

    def finish(self) -> None:
        """The guidance ends: no bubble, no lights, no guard; the bots play on."""
        if self.over:
            return
        self.over = True
        self._auto_due = False
        self.table.auto.clear()  # left while turns were played for the person: theirs again
        self._pace(self.window.pace())
        self.table.free()
        for name in self.intents:
            delattr(self.c, name)  # the controller's own intents again
        app = QApplication.instance()
        assert app is not None
        app.removeEventFilter(self)
        self._every.stop()
        for widget in (self.lights, self.bubble):
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.lights = self.bubble = None
        self.finished.emit()

    def _attach(self) -> None:
        page = self.window.table
        if page is None or self.over:
            return
        self.lights, self.bubble = Lights(page), Bubble(page)
        self.bubble.next.clicked.connect(self.advance)
        self.bubble.leave.clicked.connect(self.finish)
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        self._every.start()
        self.stepped.emit(self.i)
        self.refresh()

    def retranslate(self) -> None:
        """The language changed: the same steps, their texts in the language spoken now."""
        self.script = script_of(self.key, self.lesson)
        self.note = ""  # a kind word said in the other language
        self.refresh()

    def refresh(self) -> None:
        """Say the step and light its things where they are now."""
        self._start_auto()
        page, step = self.window.table, self.step()
        if page is None or step is None or self.bubble is None or self.lights is None:
            return
        spots = self.on_page(self.spots())
        self.lights.light(spots)
        n = len(self.steps())
        where = Tutorial.tr("Tutorial: step {i} of {n}").format(i=self.i + 1, n=n)
        detail = ""
        if self.ready():
            text = step.text
            last = self.i == n - 1
            go_on = Tutorial.tr("Play on my own") if last else Tutorial.tr("Next")
            next_text = go_on if not step.expect else ""
            made = self.script.made(page.game) if step.said else 0
            detail = step.said[made] if made < len(step.said) else ""
        else:
            text, next_text = Tutorial.tr("The others are playing: watch the board…"), ""
        leave = Tutorial.tr("Leave the tutorial")
        self.bubble.say(where, text, self.note, next_text, leave, detail)
        main = page.game.main
        area = QRect(main.mapTo(page, QPoint(0, 0)), main.size())
        clear = self.on_page(self.located(self.kept_clear()))
        self.bubble.place(area, page.rect(), spots, clear, self.busy(area))

    def kept_clear(self) -> tuple[str, ...]:
        """What the bubble must not cover now besides the lit things: the script's (the
        hand) and what the step's text points at."""
        step = self.step()
        look = step.look if step is not None and self.ready() else ()
        return (*self.script.keep_clear, *look)

    def busy(self, area: QRect) -> Busy:
        """What the bubble would hide of the main area: pictured once a step (when it can
        be done: the board still), again at each step of a plan made (cards move) and if the
        area changes size."""
        made = self.script.made(self.window.table.game) if self.ready() else 0
        key = (self.i, self.ready(), made, area.x(), area.y(), area.width(), area.height())
        if self._busy is None or self._busy[0] != key:
            main = self.window.table.game.main
            self._busy = (key, Busy(main.grab().toImage(), area))
        return self._busy[1]

    def current_text(self) -> str:
        """The bubble's text as shown (the tests read it)."""
        return "" if self.bubble is None else self.bubble.text.text()

    def current_detail(self) -> str:
        """The line said of the plan's next step, if any (the tests read it)."""
        return (
            ""
            if self.bubble is None or self.bubble.detail.isHidden()
            else self.bubble.detail.text()
        )

    # -- clicks outside the lit things ------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            return False
        page, bubble = self.window.table, self.bubble
        if page is None or bubble is None or not isinstance(watched, QWidget):
            return False
        if not isinstance(event, QMouseEvent) or event.button() != Qt.MouseButton.LeftButton:
            return False
        if not page.isAncestorOf(watched) or bubble.isAncestorOf(watched) or watched is bubble:
            return False
        if watched.window() is page.window() and self.playing_for():
            self.refuse(Tutorial.tr("The tutorial plays these turns for you: watch the board."))
            return True
        if watched.window() is not page.window() or not self.ready():
            return False
        point = event.globalPosition().toPoint()
        for widget, rect in self.spots():
            box = rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
            if QRect(widget.mapToGlobal(box.topLeft()), box.size()).contains(point):
                return False
        step = self.step()
        if step is not None and not step.expect:
            self.refuse(Tutorial.tr("Read this first, then press Next."))
        else:
            self.refuse(Tutorial.tr("Not there, but nearly! Click what the gold ring lights."))
        return True


def start(
    window: Any,
    key: str,
    lesson: str = FIRST,
    on_finished: Callable[[], None] | None = None,
) -> TutorialRunner:
    """Begin game `key`'s tutorial lesson `lesson` in `window` (the lobby's Tutorial menu,
    Help)."""
    runner = TutorialRunner(window, key, lesson)
    if on_finished is not None:
        runner.finished.connect(on_finished)
    return runner
