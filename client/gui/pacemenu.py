"""The View menu's "Others' turns" submenu: how long the board shows each action of another
seat (client/gui/pacing.py): instant, normal or slow, one checked; the choice is kept in the
window's settings and applies at once, to the table under way too."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu

from client.gui.pacing import PACES, Pacing


class PaceMenu:
    """A submenu of `menu` with a checkable item per pace; `choose(pace)` when one is picked."""

    def __init__(self, menu: QMenu, owner: QObject, choose: Callable[[str], None]) -> None:
        self.menu = menu.addMenu("")
        self.menu.setObjectName("paceMenu")
        self.group = QActionGroup(owner)  # exclusive: one pace checked
        self.acts = {}
        for pace in PACES:
            action = self.menu.addAction("")
            action.setObjectName(f"pace_{pace}")
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, p=pace: choose(p))
            self.group.addAction(action)
            self.acts[pace] = action

    def check(self, pace: str) -> None:
        """Check the item of `pace`."""
        self.acts[pace].setChecked(True)

    def retranslate(self) -> None:
        """The submenu's words in the window's language."""
        self.menu.setTitle(Pacing.tr("Others' turns"))
        texts = {
            "instant": Pacing.tr("Instant: show each action at once"),
            "normal": Pacing.tr("Normal: show each action for a moment"),
            "slow": Pacing.tr("Slow: show each action for longer"),
        }
        for pace, action in self.acts.items():
            action.setText(texts[pace])
