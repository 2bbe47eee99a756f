"""A table with secrets in the window, without a network: the effects a peer would send
(`Started`, `Applied`, `Learned`) are delivered to a real controller's bridge, and the
reveals are made by the core's plain dealer (core/dealer.py), as the lockstep will make
them between peers. The controller's sent plans are kept, not sent."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any

from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsView,
    QLabel,
    QListWidget,
    QWidget,
)

from client.gui.controller import TableController
from client.gui.table import TableView
from core import hidden, registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, Action
from core.dealer import PlainDealer
from net.identity import Identity
from net.protocol.effects import Applied, Learned, Started
from net.protocol.roster import Member, new_table


class FakeLoop:
    """The worker thread's stand-in: plans are kept (nothing is sent)."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def call(self, fn: Any, *args: Any) -> None:
        """Keep the call."""
        self.calls.append((fn, *args))

    def submit(self, coro: Any) -> None:
        """Nothing runs."""
        coro.close()


class LocalTable:
    """One controller at a table of `seat_kinds` (the host, "local" people, "bot"s)."""

    def __init__(
        self,
        me: Identity,
        game: str,
        config: dict[str, Any],
        seat_kinds: list[str],
        names: dict[int, str] | None = None,
        seed: int = 1,
    ) -> None:
        self.c = TableController(FakeLoop(), me)  # type: ignore[arg-type]
        self.game = registry.get(game)
        host = Member(me.public_key, me.name, "127.0.0.1:1")
        self.roster = new_table(game, config, host, seat_kinds, names=names)
        rng = random.Random(seed)
        self.rng = rng
        self.dealer = PlainDealer(len(seat_kinds), lambda deck, n: rng.sample(range(n), n))
        self.c.bridge.deliver(Started(self.roster))
        self.state = self.c.state
        self.index = 0
        self.told: dict[int, dict[Any, Any]] = {}  # the knowledge delivered, per seat
        self.view: TableView | None = None

    def table(self) -> TableView:
        """The table page, at the size of a laptop screen."""
        self.view = TableView(self.c)
        self.view.resize(1280, 800)
        self.view.show()
        return self.view

    def apply(self, action: Action) -> None:
        """Deliver one applied action, then every local seat's knowledge if it changed."""
        after = self.game.apply_action(self.state, action)
        self.c.bridge.deliver(Applied(self.index, tuple(action), self.state, after))
        self.state, self.index = after, self.index + 1
        for seat in self.mine():  # as the network will: a seat's whole knowledge, when it grew
            known = dict(self.dealer.knowledge(seat))
            if known != self.told.get(seat, {}):
                self.told[seat] = known
                self.c.bridge.deliver(Learned(seat, known))
        self.redraw()

    def mine(self) -> tuple[int, ...]:
        """The seats this peer drives (people and bots)."""
        return self.roster.seats_of(self.c.me.public_key)

    def settle(self) -> None:
        """Play chance and reveals until a seat must decide."""
        while True:
            player = self.game.current_player(self.state)
            if player == REVEAL:
                self.apply(self.dealer.next_action(self.game, self.state))
            elif player == CHANCE:
                self.apply(pick(self.game.chance_outcomes(self.state), self.rng))
            else:
                return

    def play(self, actions: Iterable[Action]) -> None:
        """Apply these decisions, each followed by whatever chance and reveals come."""
        for action in actions:
            self.apply(action)
            self.settle()

    def decide(self) -> Action:
        """A random decision of the seat to act (a simultaneous turn: the first seat that
        still has one), truthful: with that seat's knowledge."""
        player = self.game.current_player(self.state)
        seats = range(len(self.roster.seats)) if player == SIMULTANEOUS else [player]
        for seat in seats:
            legal = hidden.legal(self.game, self.state, seat, self.dealer.knowledge(seat))
            if legal:
                return self.rng.choice(sorted(legal))
        raise AssertionError("nobody can act")

    def run_until(self, done: Callable[[Any], bool], limit: int = 3000) -> None:
        """Random decisions (and the chance and reveals after each) until `done(state)`."""
        self.settle()
        for _ in range(limit):
            if done(self.state):
                return
            self.play([self.decide()])
        raise AssertionError(f"not reached in {limit} decisions")

    def redraw(self) -> None:
        """Redraw the table page now (the controller's `changed` batches redraws)."""
        if self.view is not None:
            self.view.redraw()
            QApplication.processEvents()


def pick(outcomes: Any, rng: random.Random) -> Action:
    """A chance outcome by its probability."""
    x, total = Fraction(rng.random()), Fraction(0)
    for action, p in outcomes:
        total += p
        if x < total:
            return tuple(action)
    return tuple(outcomes[-1][0])


def every_text(root: QWidget) -> str:
    """Every text a person or a screen reader could get from the widgets under `root`:
    labels, buttons, list items, tooltips, accessible names and descriptions."""
    parts: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        parts += [w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.windowTitle()]
        if isinstance(w, QGraphicsView) and w.scene() is not None:  # a map's region tips
            parts += [item.toolTip() for item in w.scene().items()]
        if isinstance(w, QLabel | QAbstractButton):
            parts.append(w.text())
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                parts += [w.item(i).text(), w.item(i).toolTip()]
    return "\n".join(p for p in parts if p)
