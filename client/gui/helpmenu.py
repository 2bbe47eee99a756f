"""The window's Help menu (issue 32): Rules… (F1) opens the rules summary of the game at
the table, or in the lobby of the selected table's game, or of the first game offered
(client/gui/helpdialog.py). Other help (a tutorial) may add its items to `menu`.

The same is a Rules button in the menu bar's corner, above the table's side column: in
reach at the table without costing the column (its log, its prompts) a line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QMenuBar, QToolButton, QWidget

from client.gui.i18n import MainWindow

if TYPE_CHECKING:
    from client.gui.helpdialog import HelpDialog


class Window(Protocol):
    """What the menu reads of the main window (a QWidget): the table's controller, if a
    table is open, and the lobby (its selected table)."""

    controller: Any
    lobby: Any


class HelpMenu:
    """The Help menu of `window`'s menu bar `bar`, with its Rules… item (`rules`)."""

    def __init__(self, bar: QMenuBar, window: Window) -> None:
        self.window = window
        self.menu = bar.addMenu("")
        self.menu.setObjectName("helpMenu")
        self.rules = self.menu.addAction("")
        self.rules.setObjectName("help_rules")
        self.rules.setShortcut(QKeySequence("F1"))
        self.rules.triggered.connect(self.open_rules)
        self.button = QToolButton()  # flat, no taller than the menus' own titles
        self.button.setObjectName("rulesButton")
        self.button.setAutoRaise(True)
        self.button.setStyleSheet("QToolButton#rulesButton { padding: 0px 8px; margin: 0px; }")
        self.button.clicked.connect(self.open_rules)
        bar.setCornerWidget(self.button, Qt.Corner.TopRightCorner)

    def open_rules(self) -> HelpDialog:
        """The rules of the table's game (its options marked), else of the lobby's table."""
        from client.gui.helpdialog import open_rules  # its widgets: not at start-up

        window, widget = self.window, cast(QWidget, self.window)
        controller = window.controller
        roster = controller.roster if controller is not None else None
        if roster is not None:
            return open_rules(widget, roster.game, roster.config)
        listing = window.lobby.selected()
        if listing is not None:
            return open_rules(widget, listing.ad.game, dict(listing.ad.options))
        return open_rules(widget, None)

    def retranslate(self) -> None:
        """The menu's words in the window's language, and an open rules dialog's."""
        self.menu.setTitle(MainWindow.tr("&Help"))
        self.rules.setText(MainWindow.tr("Rules…"))
        self.button.setText(MainWindow.tr("Rules"))
        self.button.setToolTip(
            MainWindow.tr("This game's rules, its options and what each card does (F1)")
        )
        dialog = cast(QWidget, self.window).findChild(QDialog, "helpDialog")
        if dialog is not None:  # a HelpDialog, made by open_rules
            dialog.retranslate()  # type: ignore[attr-defined]
