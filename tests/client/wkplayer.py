"""A person at an It's a Wonderful Kingdom table, simulated: every step made by clicks on the
board (a hand card and an offer area's zone, an area, a selection card's Build or Recycle,
a lit space, the alchemy area, a Krystallium or a soldier of the supply, a Calamity, a
Threat, a card's scrap mark, a Mission step, alchemy cubes, a Conquest territory) or by
drags (a hand card onto a zone, the cube to place or a supply piece onto a space, a
selection card onto the construction area), the move panel's buttons, Undo and Confirm;
and a table of the window driven to its end (tests only).

Its choices are random (seeded) but purposeful, so whole games end and pass through every
kind of choice: build and place more often than scrap, fight and move armies, end a plan
once it has done a few things."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from client.gui.games.wonderful_kingdom import prompts
from client.gui.games.wonderful_kingdom.table import WonderfulKingdomView
from core.api import TERMINAL, Action
from tests.client.hiddentable import LocalTable

WEIGHTS = {
    "build": 6.0,
    "place": 8.0,
    "krystallium": 3.0,
    "soldier": 3.0,
    "fight": 5.0,
    "mission": 8.0,
    "convert": 2.0,
    "scrap": 0.15,
    "recycle": 2.0,
    "done": 0.6,
    "spy": 1.5,
    "illusionist": 1.5,
    "swap": 1.5,
    "move": 4.0,
    "send": 6.0,
    "go": 3.0,
    "recruit": 2.0,
    "pass": 0.5,
    "destroy": 2.0,
}


class WkPlayer:
    """Clicks for the person acting at a table page whose game is It's a Wonderful Kingdom."""

    def __init__(self, qtbot: Any, page: Any, seed: int = 0, undo: float = 0.03) -> None:
        self.qtbot, self.page, self.c = qtbot, page, page.c
        self.view: WonderfulKingdomView = page.game
        self.rng = random.Random(seed)
        self.undo_rate = undo
        self.clicks = 0
        self.kinds: set[str] = set()  # the kinds of step made by clicks
        self.ways: set[str] = set()  # how: drags, buttons, undo...

    def settle(self) -> None:
        """Let the page redraw."""
        QApplication.processEvents()
        if self.page._redraw_soon.isActive():
            self.page.redraw()

    # -- single clicks -----------------------------------------------------------------

    def click_board(self, what: Any) -> None:
        """A left click on the board where it means `what`."""
        board = self.view.board
        point = board.point_of(what)
        assert point is not None, (
            f"{what} is not on the board: {sorted(map(str, board.hotspots()))}"
        )
        self.qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=point)
        self.clicks += 1
        self.settle()

    def drag(self, what: Any, onto: Any) -> None:
        """A drag on the board from the thing carried as `what` to the lit thing `onto`."""
        board = self.view.board
        start = board.point_of(what, 1)
        end = board.point_of(onto)
        assert start is not None, f"nothing to carry as {what}"
        assert end is not None, f"{onto} is not on the board"
        viewport = board.viewport()
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        middle = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
        for at in (start + QPoint(8, 8), middle, end):
            self.qtbot.mouseMove(viewport, at)
            QApplication.processEvents()
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
        self.clicks += 1
        self.ways.add("drag " + str(what[0]))
        self.settle()

    def click_button(self, what: Any) -> None:
        """A click on the move panel's button standing for `what`."""
        button = self.view.move.buttons.get(what)
        assert button is not None, f"no button for {what}: {list(self.view.move.buttons)}"
        assert button.isVisible() and button.isEnabled(), f"{what}: {button.text()!r}"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.clicks += 1
        self.ways.add("button " + str(what[0]))
        self.settle()

    def confirm(self) -> None:
        confirm = self.view.move.bar.confirm
        assert confirm.isVisible() and confirm.isEnabled(), "Confirm is usable"
        self.qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
        self.clicks += 1
        self.kinds.add("confirm")
        self.settle()

    def undo(self) -> None:
        self.qtbot.mouseClick(self.view.move.bar.undo, Qt.MouseButton.LeftButton)
        self.clicks += 1
        self.ways.add("undo")
        self.settle()

    # -- a decision ----------------------------------------------------------------------

    def plan_steps(self) -> int:
        draft = self.view.draft
        return len(draft.steps) if draft is not None else 0

    def step(self) -> None:
        """One click-level decision of the person acting: confirm a whole plan, undo now and
        then, or make the plan's next step."""
        proj = self.view.proj
        assert proj is not None, "the person acting sees their plan"
        if self.plan_steps() and self.rng.random() < self.undo_rate:
            self.undo()
            return
        if proj.whole:
            self.confirm()
            return
        self.perform(self.choose(proj.legal))

    def choose(self, legal: tuple[Action, ...]) -> Action:
        """A next step at random, weighted by kind (a plan ends once it did a few things)."""
        options = list(legal)
        weights = [WEIGHTS.get(a[0], 1.0) for a in options]
        for k, a in enumerate(options):  # take Threats: they are to be fought
            if a[0] == "select" and any(
                str(c.get("card") or "").startswith("th-") for c in self.view.obs["offers"][a[1]]
            ):
                weights[k] *= 8
        if self.plan_steps() > 12:
            weights = [w * (30.0 if a[0] == "done" else 1.0) for a, w in zip(options, weights)]
        return self.rng.choices(options, weights)[0]

    def perform(self, action: Action) -> None:
        """Click (or drag) whatever makes `action`."""
        kind = action[0]
        self.kinds.add(kind)
        m = self.view.marks
        r = self.rng.random()
        if kind == "offer":
            hand, zone = ("hand", action[1], action[2]), ("zone", action[3], action[4])
            if r < 0.5:
                self.drag(hand, zone)
            else:
                self.click_board(hand)
                self.click_board(zone) if r < 0.85 else self.click_button(action)
        elif kind == "select":
            self.click_board(("area", action[1])) if r < 0.6 else self.click_button(action)
        elif kind in ("spy", "token"):
            self.click_board((kind, action[1], action[2]))
        elif kind == "illusionist":
            self.click_board(("token", action[1], action[2]))
        elif kind in ("build", "recycle"):
            if kind == "build" and r < 0.3:
                self.drag(("sel", action[2], action[3]), ("construction",))
            else:
                self.click_board((kind, action[2], action[3]))
        elif kind == "place":
            slot = ("slot", action[2], action[3], action[4])
            self.drag(("pending", self._pending()), slot) if r < 0.4 else self.click_board(slot)
        elif kind == "alchemy":
            self.click_board(("alchemy",)) if r < 0.6 else self.click_button(action)
        elif kind in ("krystallium", "soldier", "fight"):
            self._supply(action, r)
        elif kind in ("torment", "eat"):
            self.click_board(("loss", action[2], action[3], action[4]))
        elif kind == "scrap":
            self.click_board(("scrap", action[2], action[3]))
        elif kind == "mission":
            self.click_board(("mission", action[2])) if r < 0.6 else self.click_button(action)
        elif kind == "convert":
            self._convert(action, r)
        elif kind == "destroy":
            self.click_board(("destroy", action[1], action[2]))
        elif kind in ("move", "send") or (
            kind == "imprison" and r < 0.5 and m.territories.get(action[1]) == action
        ):
            self.click_board(("territory", action[1]))
        else:
            self.click_button(action)

    def _pending(self) -> str:
        seat = self.view.last.seat if self.view.last is not None else 0
        return str(self.view.obs["seats"][seat]["pending"][0])

    def _supply(self, action: Action, r: float) -> None:
        """A Krystallium or a soldier from the supply onto a space, a Calamity or a Threat."""
        kind = action[0]
        handle = (action[2], action[3])
        unit = "K" if kind == "krystallium" else "S"
        if kind == "fight":
            onto: Any = ("threat", *handle)
        elif handle in self.view.marks.calamities and self.view.marks.calamities[handle] == action:
            onto = ("calamity", *handle)
        else:
            onto = ("slot", *handle, action[4])
        if r < 0.35:
            self.drag(("supply", unit), onto)
            return
        if kind == "krystallium" or r < 0.6:
            self.click_board(("supply", unit))
        self.click_board(onto)

    def _convert(self, action: Action, r: float) -> None:
        if r < 0.5:
            self.click_button(prompts.CONVERT)
            return
        for res, n in zip("MPGE", action[2:6]):
            for _ in range(n):
                self.click_board(("cube", res))


def play_to_the_end(t: LocalTable, player: WkPlayer, limit: int = 20000, tweak: Any = None) -> None:
    """Play a table of the window to its end (play_until)."""
    play_until(t, player, lambda t: t.game.current_player(t.state) == TERMINAL, limit, tweak)


def play_until(
    t: LocalTable,
    player: WkPlayer,
    done: Any,
    limit: int = 20000,
    tweak: Any = None,
    curtain: Any = None,
) -> None:
    """Play a table of the window until `done(t)`: this device's people by clicks (the
    curtain lifted for each in turn; `curtain(t)` called first while it is up), bots by
    the table's random decisions; every plan the controller sends is applied as the
    network would. `tweak(t)`, if given, may set up the table's state before each decision
    (soldiers for a Conquest phase)."""
    page = t.view
    assert page is not None
    for _ in range(limit):
        if done(t):
            return
        if tweak is not None:
            tweak(t)
        player.settle()
        calls = t.c.loop.calls
        applied = getattr(t, "applied_calls", 0)
        if len(calls) > applied:  # the people's decisions, in order
            t.applied_calls = applied + 1  # type: ignore[attr-defined]
            quietly(t, list(calls[applied][1].actions))
            continue
        if page.stack.currentWidget() is page.curtain:
            if curtain is not None:
                curtain(t)
            player.qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
            player.kinds.add("curtain")
            continue
        if t.c.acting() is None:
            quietly(t, [t.decide()])
            continue
        player.step()
    raise AssertionError("not reached")


def quietly(t: LocalTable, actions: list[Action]) -> None:
    """Apply these decisions and what follows them, the page redrawn once after."""
    page, t.view = t.view, None
    try:
        t.play(actions)
    finally:
        t.view = page


# -- tables at a moment -------------------------------------------------------------------

NAMES = {1: "Bea"}


def table_at(
    qtbot: Any, me: Any, done: Any, config: Any = None, kinds: Any = None, seed: int = 3
) -> LocalTable:
    """A table played at random until `done(table)`, its page on screen (1280x800)."""
    from client.gui import i18n

    config = dict(config or {"players": 2})
    kinds = kinds or ["host"] + ["bot"] * (config["players"] - 1)
    t = LocalTable(me, "wonderful_kingdom", config, kinds, NAMES, seed=seed)
    t.settle()
    i18n.install("en")  # English plurals come from the English translation file
    for _ in range(8000):
        if done(t):
            qtbot.addWidget(t.table())
            t.redraw()
            return t
        t.play([t.decide()])
    raise AssertionError("not reached")


def my_window(t: LocalTable, phase: str = "planning", seat: int = 0) -> bool:
    """Seat 0 has steps to take in a Planning (or Production) window."""
    s = t.state
    return (
        s.phase == phase
        and s.stage == "window"
        and bool(t.game.legal_actions(s, seat))
        and not s.secrets.pending
    )


def put_seat(t: LocalTable, seat: int, **fields: Any) -> None:
    """Set a seat's fields in the table's state (a position the test needs), and redraw."""
    from core.games.wonderful_kingdom.state import evolve_seat, with_seat

    t.state = with_seat(t.state, seat, evolve_seat(t.state.seats[seat], **fields))
    t.c.state = t.state
    t.redraw()


def sent(t: LocalTable) -> list[Action]:
    """Every action the controller sent, in order."""
    return [a for call in t.c.loop.calls for a in call[1].actions]


def apply_sent(t: LocalTable, start: int = 0) -> int:
    """Apply the plans sent since `start` (and those they make the controller send)."""
    calls = t.c.loop.calls
    while start < len(calls):
        quietly(t, list(calls[start][1].actions))
        start += 1
    return start
