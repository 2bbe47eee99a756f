"""The main window's menus: Table, Game, View, Language and Help, their actions, keys and
texts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QWidget

from client.gui import i18n
from client.gui.helpmenu import HelpMenu
from client.gui.i18n import MainWindow
from client.gui.pacemenu import PaceMenu

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMenuBar, QStackedWidget

    from client.gui.controller import TableController
    from client.gui.lobby import LobbyView
    from client.gui.recordpages import RecordPages
    from client.gui.table import TableView

INVALID_KEY = "view/invalid_tables"  # testers: list the tables that cannot be joined


class Window(Protocol):
    """What the menus use of the main window (mainwindow.py's MainWindow, a QWidget: the
    owner of their actions): declared here, so that this module does not import the window
    that imports it (issue 31). Its methods are the menus' items."""

    controller: TableController | None  # a table open: Leave, the Help menu's game
    table: TableView | None  # its board: the zoom items
    pages: QStackedWidget  # the page shown: what the items mean
    lobby: LobbyView  # the testers' invalid tables, the Help menu's selected table
    files: RecordPages  # replays and desync reports

    def menuBar(self) -> QMenuBar: ...

    def prefs(self) -> QSettings: ...

    def pace(self) -> str: ...

    def set_pace(self, pace: str) -> None: ...

    def set_language(self, code: str) -> None: ...

    def bots_dialog(self) -> None: ...

    def host_dialog(self) -> None: ...

    def resume_dialog(self) -> None: ...

    def ask_leave(self) -> None: ...

    def close(self) -> bool: ...


class WindowMenus:
    """The menu bar of `window`; `acts` by key (host, resume, replay, inspect, leave, quit,
    zoom_in, zoom_out, fit), the testers' invalid-tables switch, the language group."""

    def __init__(self, window: Window) -> None:
        self.window = window
        owner = cast(QWidget, window)  # the same window, as the actions' and timer's owner
        bar = window.menuBar()
        self.table_menu = bar.addMenu("")
        self.game_menu = bar.addMenu("")  # the table's own keys (undo, confirm, cancel)
        self.game_menu.setEnabled(False)
        self.view_menu = bar.addMenu("")
        self.language_menu = bar.addMenu("")
        self.acts: dict[str, QAction] = {}
        for key, slot, menu in (
            ("bots", window.bots_dialog, self.table_menu),
            ("host", window.host_dialog, self.table_menu),
            ("resume", window.resume_dialog, self.table_menu),
            ("replay", window.files.replay_dialog, self.table_menu),
            ("inspect", window.files.inspect_dialog, self.table_menu),
            ("leave", window.ask_leave, self.table_menu),
            ("quit", window.close, self.table_menu),
            ("zoom_in", lambda: self._zoom("zoom_in"), self.view_menu),
            ("zoom_out", lambda: self._zoom("zoom_out"), self.view_menu),
            ("fit", lambda: self._zoom("fit"), self.view_menu),
        ):
            # Connected apart, here and below: addAction(text, slot) resolves overloads
            # (shortcuts too); the first such call cost 5 ms of start-up.
            self.acts[key] = menu.addAction("")
            self.acts[key].triggered.connect(slot)
        # The first shortcut loads Qt's key tables and enums (30 ms): once the lobby is on
        # screen, with discovery (nobody presses Ctrl+N in the first tenth of a second).
        # The window is the timer's context: a window closed before then cancels it.
        QTimer.singleShot(100, owner, self._shortcuts)
        self.show_invalid = self.view_menu.addAction("")
        self.show_invalid.triggered.connect(self._show_invalid)
        self.show_invalid.setCheckable(True)
        self.show_invalid.setChecked(window.prefs().value(INVALID_KEY, "false") == "true")
        window.lobby.set_show_invalid(self.show_invalid.isChecked())
        self.pace = PaceMenu(self.view_menu, owner, window.set_pace)  # others' turns
        self.pace.check(window.pace())
        self.languages = QActionGroup(owner)  # one checked: the language spoken now
        for code, name in i18n.LANGUAGES.items():
            action = self.language_menu.addAction(name)
            action.triggered.connect(lambda _=False, c=code: window.set_language(c))
            action.setObjectName(f"lang_{code}")
            action.setCheckable(True)
            self.languages.addAction(action)
        self.help = HelpMenu(bar, window)  # Rules… (F1): the game's rules summary
        window.pages.currentChanged.connect(lambda _: self.page_shown())
        self.page_shown()

    def page_shown(self) -> None:
        """Enable what means something on the page shown: leaving only with a table open,
        zooming only a table's board (in the lobby both are greyed)."""
        window = self.window
        self.acts["leave"].setEnabled(window.controller is not None)
        table = window.table
        board = table is not None and window.pages.currentWidget() is table
        for key in ("zoom_in", "zoom_out", "fit"):
            self.acts[key].setEnabled(board and table is not None and table.zoom() is not None)

    def table_keys(self, keys: list[QAction]) -> None:
        """Put a table's own keys in the Game menu (none: empty and disabled)."""
        self.game_menu.clear()
        self.game_menu.addActions(keys)
        self.game_menu.setEnabled(bool(keys))

    def retranslate(self) -> None:
        """Set the menus' texts in the current language, and check the language spoken."""
        for action in self.languages.actions():
            action.setChecked(action.objectName() == f"lang_{i18n.current()}")
        self.table_menu.setTitle(MainWindow.tr("&Table"))
        self.game_menu.setTitle(MainWindow.tr("&Game"))
        self.view_menu.setTitle(MainWindow.tr("&View"))
        self.language_menu.setTitle(MainWindow.tr("&Language"))
        texts = {
            "bots": MainWindow.tr("Play against bots…"),
            "host": MainWindow.tr("Host a table…"),
            "resume": MainWindow.tr("Resume a game…"),
            "replay": MainWindow.tr("Watch a replay…"),
            "inspect": MainWindow.tr("Open a desync report…"),
            "leave": MainWindow.tr("Leave the table"),
            "quit": MainWindow.tr("Quit"),
            "zoom_in": MainWindow.tr("Zoom in"),
            "zoom_out": MainWindow.tr("Zoom out"),
            "fit": MainWindow.tr("Fit the map"),
        }
        for key, text in texts.items():
            self.acts[key].setText(text)
        self.pace.retranslate()
        self.help.retranslate()
        self.show_invalid.setText(MainWindow.tr("Show invalid tables (for testers)"))

    def _zoom(self, how: str) -> None:
        """Zoom the table's board, if the game has one to zoom: zoom_in, zoom_out or fit."""
        table = self.window.table
        target = table.zoom() if table is not None else None
        if target is not None:
            getattr(target, how)()

    def _shortcuts(self) -> None:
        """The menus' keys: new table, open (resume), quit, zoom in and out, fit the map."""
        from PySide6.QtGui import QKeySequence

        keys = QKeySequence.StandardKey
        for key, shortcut in (
            ("host", keys.New),
            ("resume", keys.Open),
            ("quit", keys.Quit),
            ("zoom_in", keys.ZoomIn),
            ("zoom_out", keys.ZoomOut),
            ("fit", "Ctrl+0"),
        ):
            self.acts[key].setShortcut(QKeySequence(shortcut))

    def _show_invalid(self) -> None:
        on = self.show_invalid.isChecked()
        self.window.prefs().setValue(INVALID_KEY, "true" if on else "false")
        self.window.lobby.set_show_invalid(on)
