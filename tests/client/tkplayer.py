"""A person at a Tash-Kalar table, simulated: every move made by clicks on the arena, the
hand and the move panel's buttons; and tables played at random to the moment a test needs
(tests only).

Its choice among the legal moves is random (seeded) but purposeful, so whole games end:
complete a task when it can, summon more often than it places, end an optional part of an
effect now and then, never concede.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from client.gui import i18n
from client.gui.games.tash_kalar import choices as ch
from client.gui.games.tash_kalar.table import TashKalarView
from core import hidden
from core.api import Action
from tests.client.hiddentable import LocalTable

WEIGHTS = {"claim": 50.0, "summon": 6.0, "flare": 2.0, "place": 1.0, "discard": 0.2}


class TkPlayer:
    """Clicks for the person acting at a table page whose game is Tash-Kalar."""

    def __init__(self, qtbot: Any, page: Any, seed: int = 0) -> None:
        self.qtbot, self.page, self.c = qtbot, page, page.c
        self.view: TashKalarView = page.game
        self.rng = random.Random(seed)
        self.clicks = 0
        self.kinds: set[str] = set()

    def settle(self) -> None:
        """Let the page redraw."""
        QApplication.processEvents()
        if self.page._redraw_soon.isActive():
            self.page.redraw()

    def choose(self) -> Action:
        """A legal move of the person acting, at random, weighted by kind."""
        legal = [a for a in self.c.view().legal if a[0] != "concede"]
        if ("done",) in legal and len(legal) > 1 and self.rng.random() < 0.8:
            legal.remove(("done",))  # mostly do something before ending a part
        weights = [WEIGHTS.get(a[0], 1.0) for a in legal]
        return self.rng.choices(legal, weights)[0]

    def click_square(self, sq: str) -> None:
        """A left click on a square of the arena."""
        arena = self.view.arena
        self.qtbot.mouseClick(
            arena.viewport(), Qt.MouseButton.LeftButton, pos=arena.square_point(sq)
        )
        self.clicks += 1
        self.settle()

    def click_card(self, handle: ch.Handle) -> None:
        """A left click on a card of the hand."""
        face = self.view.hand.face(handle)
        assert face is not None and face.isVisible(), f"card {handle} is not shown"
        self.qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
        self.clicks += 1
        self.settle()

    def click_button(self, what: Any) -> None:
        """A click on the move panel's button standing for `what`."""
        button = self.view.button(what)
        assert button is not None, f"no button for {what}: {list(self.view.move.buttons)}"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.clicks += 1
        self.settle()

    def confirm(self) -> None:
        """Click Confirm."""
        confirm = self.view.move.bar.confirm
        assert confirm.isEnabled()
        self.qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
        self.clicks += 1
        self.settle()

    def undo(self) -> None:
        """Click Undo."""
        self.qtbot.mouseClick(self.view.move.bar.undo, Qt.MouseButton.LeftButton)
        self.clicks += 1
        self.settle()

    def perform(self, action: Action) -> None:
        """Click whatever makes `action`."""
        kind = action[0]
        self.kinds.add(kind)
        if kind == "summon":
            self._summon(action)
        elif kind in ("discard", "flare"):
            self.click_card(ch.handle_of(action))
            self.click_button(action)
        elif kind == "return":
            self.click_card(ch.handle_of(action))
        elif kind in ch.TRAVELS:
            if self.view.pick.source != action[1]:
                self.click_square(action[1])
            assert self.view.pick.source == action[1], "the piece to move is picked"
            self.click_square(action[2])
        elif kind in ch.SQUARE_KINDS:
            self.click_square(action[1])
        elif kind == "setup":
            self.click_square(action[1])
            if self.view.pick.square == action[1]:
                self.click_button(action)
        else:
            self.click_button(action)

    def _summon(self, action: Action) -> None:
        handle, target = ch.handle_of(action), action[4]
        if self.view.pick.card != handle:
            self.click_card(handle)
        self.click_square(target)
        if self.view.pick.target != target:
            return  # one orientation there: summoned at once
        legal = self.c.view().legal
        for _ in range(16):  # click the square again until this orientation is on show
            if ch.shown_summon(legal, self.view.pick) == action:
                break
            self.click_square(target)
        self.click_button(action)


# -- tables at a moment -------------------------------------------------------------------

HIGH = {"players": 2, "form": "high_form"}
MELEE = {"players": 4, "form": "deathmatch"}


def table_at(
    qtbot: Any, me: Any, done: Any, config: Any = HIGH, kinds: Any = None, seed: int = 5
) -> LocalTable:
    """A table played at random (no concessions) until `done(table)`, its page on screen."""
    t = LocalTable(me, "tash_kalar", config, kinds or ["host", "bot"], {1: "Bea"}, seed=seed)
    t.settle()
    i18n.install("en")  # English plurals come from the English translation file
    for _ in range(3000):
        if done(t):
            qtbot.addWidget(t.table())  # built now: no redraw for every action before
            t.redraw()
            return t
        legal = [a for a in truthful(t) if a[0] != "concede"]
        t.play([t.rng.choice(sorted(legal))])
    raise AssertionError("not reached")


def truthful(t: LocalTable) -> list[Any]:
    """The seat to decide's truthful choices (with its knowledge)."""
    seat = t.game.current_player(t.state)
    return list(hidden.legal(t.game, t.state, seat, t.dealer.knowledge(seat)))


def seat0(t: LocalTable, kinds: tuple[str, ...] = ()) -> bool:
    """Seat 0 decides, in the actions stage (or one of `kinds` is among its choices)."""
    if t.game.current_player(t.state) != 0:
        return False
    if kinds:
        return any(a[0] in kinds for a in truthful(t))
    return t.state.stage == "actions"


def play_seat(qtbot: Any, t: LocalTable, seat: int) -> None:
    """Seat `seat`'s decisions by clicks, each part confirmed and applied, until another
    seat is to decide."""
    p = TkPlayer(qtbot, t.view, seed=seat)
    while t.game.current_player(t.state) == seat:
        view = t.c.view()
        if view.pending is not None and view.pending.complete:
            p.confirm()
            plan = t.c.loop.calls[-1][1]
            t.play(plan.actions)
            t.redraw()
            continue
        p.perform(p.choose())


def handles(t: LocalTable, seat: int) -> list[Any]:
    """The handles of a seat's beings in hand."""
    obs = t.game.observation(t.state, seat, t.dealer.knowledge(seat))
    return [e["handle"] for e in obs["hand"] if e["kind"] == "being"]


def first_seat(me: Any, config: Any, seed: int) -> int:
    """Who plays first at a table dealt with `seed`."""
    t = LocalTable(me, "tash_kalar", config, ["host", "bot"], seed=seed)
    t.settle()
    return int(t.state.first)
