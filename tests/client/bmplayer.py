"""A person at a Bellum Magia table, simulated: every move made by clicks on the board (a
place, the Tavern, a castle, a chest, a creature, a ghost strip, a castle to choose) and
on the move panel's buttons (the offers, the goblins' sides, a payment, do not attack,
done, Undo, Confirm); and a table of the window driven to its end (tests only).

Its choices are random (seeded) but purposeful, so whole games end and pass through every
kind of choice: attack more often than pass, rob when it can, recruit often, reroll now
and then; a recruit's side is clicked on the ghost strip or on its button by turns."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from client.gui import i18n
from client.gui.games.bellum_magia import prompts
from client.gui.games.bellum_magia.marks import payments
from client.gui.games.bellum_magia.table import BellumMagiaView
from core import hidden
from core.api import SIMULTANEOUS, TERMINAL, Action
from core.games.bellum_magia.state import evolve
from tests.client.hiddentable import LocalTable

WEIGHTS = {
    "rob": 12.0,
    "attack": 6.0,
    "recruit": 4.0,
    "steal": 3.0,
    "pass": 0.3,
    "drinks": 0.4,
    "spell": 0.6,
    "decline": 2.0,
}


class BmPlayer:
    """Clicks for the person acting at a table page whose game is Bellum Magia."""

    def __init__(self, qtbot: Any, page: Any, seed: int = 0) -> None:
        self.qtbot, self.page, self.c = qtbot, page, page.c
        self.view: BellumMagiaView = page.game
        self.rng = random.Random(seed)
        self.clicks = 0
        self.kinds: set[str] = set()  # the kinds of choice made by clicks
        self.ways: set[str] = set()  # how: "ghost" / "button" sides, payments, undo...

    def settle(self) -> None:
        """Let the page redraw."""
        QApplication.processEvents()
        if self.page._redraw_soon.isActive():
            self.page.redraw()

    def choose(self) -> Action:
        """A legal move of the person acting, at random, weighted by kind."""
        legal = list(self.c.view().legal)
        if ("done",) in legal and len(legal) > 1 and self.rng.random() < 0.75:
            legal.remove(("done",))  # mostly recruit while it can
        weights = [WEIGHTS.get(a[0], 1.0) for a in legal]
        return self.rng.choices(legal, weights)[0]

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

    def click_button(self, what: Any) -> None:
        """A click on the move panel's button standing for `what`."""
        button = self.view.button(what)
        assert button is not None, f"no button for {what}: {list(self.view.move.buttons)}"
        assert button.isVisible() and button.isEnabled(), f"{what}: {button.text()!r} is not usable"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.clicks += 1
        self.settle()

    def confirm(self) -> None:
        """Click Confirm."""
        confirm = self.view.move.bar.confirm
        assert confirm.isVisible() and confirm.isEnabled(), "Confirm is usable"
        self.qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
        self.clicks += 1
        self.kinds.add("confirm")
        self.settle()

    def undo(self) -> None:
        """Click Undo."""
        self.qtbot.mouseClick(self.view.move.bar.undo, Qt.MouseButton.LeftButton)
        self.clicks += 1
        self.ways.add("undo")
        self.settle()

    def perform(self, action: Action) -> None:
        """Click whatever makes `action`."""
        kind = action[0]
        self.kinds.add(kind)
        if kind in ("attack", "rob", "steal", "castle"):
            self.click_board(action)
        elif kind == "goblins":
            for i, side in enumerate(action[2:]):
                self.click_button(("goblin", i, side))
            self.click_button(prompts.PLACE_GOBLINS)
        elif kind == "recruit":
            self._recruit(action)
        else:
            self.click_button(action)

    def _recruit(self, action: Action) -> None:
        _, deck, card, paid, side = action
        if self.view.pick.card != (deck, card):
            self.click_board(("creature", deck, card))
        assert self.view.pick.card == (deck, card), "the creature is picked"
        if len(payments(self.c.view().legal, (deck, card))) > 1:
            self.click_button(("pay", paid))
            self.ways.add(f"pay {paid}")
        if self.rng.random() < 0.5:
            self.click_board(("side", side))
            self.ways.add("ghost " + side)
        else:
            self.click_button(("side", side))
            self.ways.add("button " + side)

    def step(self) -> None:
        """One decision of the person acting: confirm a turn made, or the next choice."""
        self.settle()
        view = self.c.view()
        if view.acting is None:  # the table moved on meanwhile (the game may be over)
            return
        pending = view.pending
        if pending is not None and (pending.complete or self.rng.random() < 0.4):
            if pending.steps and self.rng.random() < 0.04:
                self.undo()  # a mis-click taken back
                return
            if self.view.move.bar.confirm.isEnabled():
                self.confirm()
                return
        self.perform(self.choose())


def play_to_the_end(t: LocalTable, player: BmPlayer, limit: int = 6000) -> None:
    """Play a table of the window to its end: this device's people by clicks (the curtain
    lifted for each in turn), bots and the others by the table's random decisions; every
    plan the controller sends is applied as the network would."""
    sent = 0
    page = t.view
    assert page is not None
    for _ in range(limit):
        if t.game.current_player(t.state) == TERMINAL:
            return
        player.settle()
        calls = t.c.loop.calls
        if len(calls) > sent:  # the person's confirmed plans, in order
            plan = calls[sent][1]
            sent += 1
            quietly(t, plan.actions)
            continue
        if page.stack.currentWidget() is page.curtain:
            player.qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
            player.kinds.add("curtain")
            continue
        if t.c.acting() is None:
            quietly(t, [t.decide()])
            continue
        player.step()
    raise AssertionError("the game did not end")


def quietly(t: LocalTable, actions: list[Action]) -> None:
    """Apply these decisions and what follows them, the page redrawn once after (not at
    every reveal: the network's effects come in batches too)."""
    page, t.view = t.view, None
    try:
        t.play(actions)
    finally:
        t.view = page


# -- tables at a moment -------------------------------------------------------------------

NAMES = {1: "Bea", 2: "Carlo", 3: "Dora", 4: "Ezio"}


def table_at(
    qtbot: Any,
    me: Any,
    done: Any,
    config: Any = None,
    kinds: Any = None,
    seed: int = 4,
) -> LocalTable:
    """A table played at random until `done(table)`, its page on screen (1280x800)."""
    config = dict(config or {"players": 3})
    kinds = kinds or ["host"] + ["bot"] * (config["players"] - 1)
    t = LocalTable(me, "bellum_magia", config, kinds, NAMES, seed=seed)
    t.settle()
    i18n.install("en")  # English plurals come from the English translation file
    for _ in range(6000):
        if done(t):
            qtbot.addWidget(t.table())
            t.redraw()
            return t
        t.play([t.decide()])
    raise AssertionError("not reached")


def legal_of(t: LocalTable, seat: int) -> tuple[Action, ...]:
    """The decisions `seat` could make now (none when another is to decide)."""
    player = t.game.current_player(t.state)
    if player != seat and player != SIMULTANEOUS:
        return ()
    return tuple(hidden.legal(t.game, t.state, seat, t.dealer.knowledge(seat)))


def put(t: LocalTable, **fields: Any) -> None:
    """Set the table's state fields (a position the test needs), and redraw."""
    t.state = evolve(t.state, **fields)
    t.c.state = t.state
    t.redraw()


def sent(t: LocalTable) -> list[Action]:
    """The actions of the last plan the controller sent."""
    return list(t.c.loop.calls[-1][1].actions) if t.c.loop.calls else []
