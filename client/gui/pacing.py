"""Every turn visible (docs/client.md, "Every turn visible"): the window shows the actions
it is told of one at a time, each decision of another seat (another person's, a bot's) for
a moment of its own, so a person can follow what happened on the board.

This is the display's side only. The controller applies every action the network tells it
at once (its `state` and `index` always advance, its plans leave at once, nothing waits on
the window); what the board shows comes through the `Pacer`, a queue of `Shown` frames
drawn in order: one frame at a time, a paced frame for the pace's time (`PACES`), the
others at once. While frames wait, the board shows the frame on show, not the table's
newest state, and no one here is asked to act: the person acts on the board they have seen.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from client.gui.i18n import Texts

if TYPE_CHECKING:  # the rules core loads with the table: the View menu reads PACES at start
    from core.api import Action, Knowledge, Message

# How long (ms) a decision of another seat stays on show before the next action is shown.
PACES = {"instant": 0, "normal": 1300, "slow": 2800}
DEFAULT_PACE = "normal"
PACE_KEY = "view/pace"  # in the window's settings (settings.ini)
# How long the final board stays before the end screen opens by itself (a click opens it).
END_PAUSES = {"instant": 1500, "normal": 8000, "slow": 12000}


class Pacing(Texts):
    """The texts of every turn visible: the View menu's paces, the spotlight's button, the
    last card played, the end's bar."""


def pace_of(value: Any) -> str:
    """A stored pace, or the default for anything else (an old or hand-edited file)."""
    return value if value in PACES else DEFAULT_PACE


def actor_of(player: int, message: Message) -> int | None:
    """The seat whose decision an action is, from the player to move before it: that seat,
    or in a simultaneous turn the seat its sentence names; None for a chance draw, a reveal."""
    from core.api import SIMULTANEOUS

    if player >= 0:
        return player
    seat = message.params.get("seat") if player == SIMULTANEOUS else None
    return seat if isinstance(seat, int) else None


@dataclass
class Shown:
    """One applied action as the display shows it: the state it led to, the log's words,
    who decided it, and the local seats' knowledge as it stood after it."""

    index: int
    action: Action
    before: Any
    after: Any
    actor: int | None  # the seat whose decision it was (None: a chance draw, a reveal)
    message: Message  # the log's sentence as data (public: the log is)
    sentence: str
    heading: str | None  # the "Turn N" heading that comes before it, if any
    knowledge: Mapping[int, Knowledge] = field(default_factory=dict)
    paced: bool = False  # another seat's decision: shown for the pace's time


class Pacer(QObject):
    """The display's queue of frames. `display` is the frame on show while the board lags
    behind the table (None: the board shows the table as it is)."""

    showing = Signal(object)  # a paced frame comes next: the board still shows the one before
    shown = Signal(object)  # a frame is on show (every frame, paced or not)
    logged = Signal(str, bool)  # a log line, as the frame comes on show; True: a heading
    moved = Signal()  # what the board shows changed: redraw
    caughtUp = Signal()  # the board shows the table as it is again

    def __init__(self, pace: str = "instant") -> None:
        super().__init__()
        self.pace = pace_of(pace)
        self.queue: deque[Shown] = deque()
        self.display: Shown | None = None
        self.timer = QTimer(self, singleShot=True)
        self.timer.timeout.connect(self._dwelt)
        self._then: list[Callable[[], None]] = []
        self._busy = False  # showing frames: a frame pushed meanwhile (a handler that
        # processed events) waits for the loop under way, in its order
        self._stopped = False  # the table was left: nothing more is shown
        self._late = False  # the dwell ran out while a frame was being shown

    @property
    def dwell(self) -> int:
        """How long (ms) a paced frame stays on show at this pace."""
        return PACES[self.pace]

    def set_pace(self, pace: str) -> None:
        """Change the pace; at "instant" whatever waits is shown at once."""
        self.pace = pace_of(pace)
        if self.dwell == 0 and self.timer.isActive():
            self.timer.stop()
            self._next()

    def lagging(self) -> bool:
        """Whether the board shows a frame rather than the table as it is."""
        return self.display is not None

    def stop(self) -> None:
        """The table is left: what waits is dropped and nothing more is shown (its page
        goes; the controller, and this pacer, may still hear of an action)."""
        self._stopped = True
        self.timer.stop()
        self.queue.clear()
        self.display = None
        self._then = []

    def push(self, frame: Shown) -> None:
        """An action was applied: show it after those before it."""
        if self._stopped:
            return
        self.queue.append(frame)
        if not self.timer.isActive():
            self._next()

    def learned(self, knowledge: Mapping[int, Knowledge]) -> None:
        """The local seats' knowledge after the newest frame (it follows that action)."""
        newest = self.queue[-1] if self.queue else self.display
        if newest is not None:
            newest.knowledge = dict(knowledge)

    def skip(self) -> None:
        """Show every waiting frame at once (the person does not want to wait)."""
        self.timer.stop()
        self._next(skipping=True)

    def when_caught_up(self, then: Callable[[], None]) -> None:
        """Call `then` once the board shows the table as it is (now, if it does)."""
        if self.display is None and not self.queue:
            then()
        else:
            self._then.append(then)

    def _dwelt(self) -> None:
        """The paced frame on show has had its time: the next ones."""
        if self._busy:  # a handler of its showing processed events past the dwell:
            self._late = True  # the loop under way goes on once it is shown
            return
        self._next()

    def _next(self, skipping: bool = False) -> None:
        """Show the next frames: those not paced at once, up to the next paced one."""
        if self._busy:
            return
        self._busy = True
        try:
            self._show_next(skipping)
            while self._late and not self.timer.isActive():
                self._late = False
                self._show_next(False)
        finally:
            self._busy, self._late = False, False

    def _show_next(self, skipping: bool) -> None:
        while self.queue:
            frame = self.queue.popleft()
            paced = frame.paced and self.dwell > 0 and not skipping
            if paced:
                self.timer.start(self.dwell)  # from now: what is pushed meanwhile waits
                # The board shows the state before it while the table page takes its look
                # (an idle board showed the table's newest state, this action's already).
                self.display = replace(frame, after=frame.before)
                self.moved.emit()
                self.showing.emit(frame)
            self.display = frame
            if frame.heading is not None:
                self.logged.emit(frame.heading, True)
            self.logged.emit(frame.sentence, False)
            self.shown.emit(frame)
            if paced:
                self.moved.emit()
                return
        self.display = None
        self.moved.emit()
        self.caughtUp.emit()
        then, self._then = self._then, []
        for call in then:
            call()
