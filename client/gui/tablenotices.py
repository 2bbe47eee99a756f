"""What the main window says when a table is in trouble: it stopped before its game, it
could not be opened, nothing answers at its address, a warning or an error of its peer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtWidgets import QWidget

from client.gui.i18n import MainWindow

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from client.gui.lobby import LobbyView
    from client.gui.waitingroom import WaitingRoom


class Window(Protocol):
    """What the notices use of the main window (mainwindow.py's MainWindow, a QWidget: the
    message boxes' parent): declared here, so that this module does not import the window
    that imports it (issue 31)."""

    lobby: LobbyView  # its error line

    @property
    def waiting(self) -> WaitingRoom: ...

    def in_waiting_room(self) -> bool: ...

    def leave(self) -> None: ...

    def statusBar(self) -> QStatusBar: ...


class TableNotices:
    """The window's answers to a table controller's signals of trouble (connected by
    `MainWindow._new_controller`, heard only while that controller is the window's)."""

    def __init__(self, window: Window) -> None:
        self.window = window
        self.widget = cast(QWidget, window)  # the same window, as the boxes' parent

    def halted(self, reason: str) -> None:
        """The table stopped before its game: say why, back to the lobby. (At the table,
        the table view shows it.)"""
        if self.window.in_waiting_room():
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(self.widget, MainWindow.tr("The table stopped"), reason)
            self.window.leave()

    def open_failed(self, what: str, details: str) -> None:
        """Hosting, joining or resuming could not begin: say so once, back to the lobby."""
        from client.gui.problems import warn

        self.window.leave()
        text = {
            "host": MainWindow.tr("The table could not be opened."),
            "join": MainWindow.tr("Could not sit down at this table."),
        }.get(what, MainWindow.tr("This game could not be resumed."))
        warn(self.widget, MainWindow.tr("Could not open the table"), text, details)

    def unreachable(self, address: str, attempt: int) -> None:
        """Joining by address: this attempt found nobody; the next one comes on its own."""
        text = MainWindow.tr("Nothing answers at {address}: retrying (attempt {attempt})…")
        self.message(text.format(address=address, attempt=attempt), "warning")

    def unjoined(self, address: str, attempts: int, seconds: float) -> None:
        """Joining by address gave up: say so, and go back to the lobby."""
        from PySide6.QtWidgets import QMessageBox

        text = MainWindow.tr(
            "Nothing answers at {address}: gave up after %n attempts in {seconds} s. "
            "Check the address, and that the table is open.",
            None,
            attempts,
        ).format(address=address, seconds=f"{seconds:g}")
        self.window.leave()
        self.window.lobby.error.setText(text)
        QMessageBox.warning(self.widget, MainWindow.tr("Could not join"), text)

    def message(self, text: str, level: str) -> None:
        """A notice of the table's peer: errors in the status bar; in the waiting room,
        warnings and errors as its status line."""
        if level == "error":
            self.window.statusBar().showMessage(text, 15000)
        if self.window.in_waiting_room() and level != "info":
            self.window.waiting.status.setText(text)
