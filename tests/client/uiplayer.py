"""A person at the window, simulated: every move made by clicking widgets (tests only).

The choice of move is random among the legal ones (seeded), preferring to do something
over ending an action early, so whole games pass through every kind of click: card row,
map regions, army tokens, A / B buttons, the secret bid entry, Done, Undo and Confirm.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget

from client.gui.controller import TableController
from client.gui.table import TableView

ROOT = Path(__file__).resolve().parents[2]


def screenshots() -> Path:
    """The folder the tests write screenshots to ($TAVOLATA_SCREENSHOTS, else out/screenshots)."""
    folder = Path(os.environ.get("TAVOLATA_SCREENSHOTS", ROOT / "out" / "screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def shoot(widget: QWidget, name: str) -> Path:
    """Save a screenshot of `widget` as `name`.png."""
    QApplication.processEvents()
    path = screenshots() / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


class UiPlayer:
    """Plays every seat this client's people hold, by clicks, until the game ends."""

    def __init__(self, qtbot: Any, table: TableView, seed: int = 0) -> None:
        self.qtbot, self.table, self.c = qtbot, table, table.c
        self.rng = random.Random(seed)
        self.clicks = 0
        self.undos = 0
        self.seen_phases: set[str] = set()

    def click(self, widget: QWidget, pos: QPoint | None = None) -> None:
        """A left click, as a person makes it."""
        if pos is None:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
        else:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
        self.clicks += 1

    def settle(self, timeout: int = 60_000) -> None:
        """Wait until someone here must act (or the game ended) and the view is redrawn."""
        c: TableController = self.c
        self.qtbot.waitUntil(
            lambda: (c.over or c.acting() is not None) and not self.table._redraw_soon.isActive(),
            timeout=timeout,
        )

    def play(self, until_actions: int | None = None, on_step: Any = None) -> None:
        """Make moves until the game ends (or the table applied `until_actions` actions)."""
        while not self.c.over and (until_actions is None or self.c.index < until_actions):
            self.settle()
            if self.c.over:
                break
            self.move()
            if on_step is not None:
                on_step(self)

    def move(self) -> None:
        """One click-level decision for the person to act."""
        view = self.c.view()
        self.seen_phases.add(view.obs["phase"])
        actions = self.table.game.actions
        if view.pending is not None and view.pending.complete:
            self.click(actions.confirm)
            return
        legal = list(view.legal)
        # A region where the King of Brigands could pay several owners opens a menu: skip.
        hires = [a[1] for a in legal if a[0] == "hire"]
        legal = [a for a in legal if a[0] != "hire" or hires.count(a[1]) == 1]
        busy = [a for a in legal if a[0] != "done"]
        action = self.rng.choice(busy or legal)
        if view.pending is not None and view.pending.steps and self.rng.random() < 0.05:
            self.undos += 1
            self.click(actions.undo)  # a mis-click taken back
            return
        self.perform(action)

    def perform(self, action: tuple[Any, ...]) -> None:
        """Click whatever makes `action`."""
        kind, table = action[0], self.table
        board = table.game.board
        if kind == "bid":
            table.game.bid.amount.setText(str(action[2]))
            self.click(table.game.bid.commit)
        elif kind == "take":
            self.click(table.game.cards.cards[action[1]])
        elif kind in ("choose", "first"):
            index = sorted(a for a in self.c.view().legal if a[0] == kind).index(action)
            self.click(table.game.actions.choice_buttons[index])
        elif kind == "done":
            assert table.game.actions.done.isVisible(), "Done is shown"
            self.click(table.game.actions.done)
        elif kind in ("place", "city", "neutral", "outpost", "hire"):
            self.click(board.viewport(), board.region_point(action[1]))
        elif kind == "move":
            self.click(board.viewport(), board.region_point(action[1]))
            QApplication.processEvents()
            assert board.selected_region() == action[1], "the army to move is picked"
            self.click(board.viewport(), board.region_point(action[2]))
        elif kind == "destroy":
            point = board.army_point(action[1], action[2])
            assert point is not None, f"no army token for {action}"
            self.click(board.viewport(), point)
        else:
            raise AssertionError(f"no click makes {action}")
