"""The rules in the window (issue 32): a game's rules summary, page by page, read-only.

Opened from Help → Rules… and the menu bar's Rules button (client/gui/helpmenu.py): on
the table's game, with the pages about its options (edition, variants, module) marked and
the first page about it open; from the lobby on the selected table's game. Any game the
window offers can be chosen. The pages are the game's data files (client/gui/gamehelp.py)
in the window's language; the last one lists every card, token and board element with what
it does. Names no game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from client.gui import gamehelp, games, i18n
from client.gui.gamehelp import Page
from client.gui.gametexts import title


class HelpDialog(QDialog):
    """A game's rules summary: the game, its pages, the page shown."""

    def __init__(
        self, parent: QWidget | None = None, key: str | None = None, config: Any = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self.resize(900, 640)
        self.config: Mapping[str, Any] = dict(config or {})
        self.pages: tuple[Page, ...] = ()
        self.game = QComboBox()
        self.game.setObjectName("helpGame")
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game)
        self.list = QListWidget()
        self.list.setObjectName("helpPages")
        self.text = QTextBrowser()  # read-only; links inside a page stay in it
        self.text.setObjectName("helpText")
        self.text.setOpenExternalLinks(False)
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.list)
        split.addWidget(self.text)
        split.setStretchFactor(1, 1)
        split.setSizes([230, 670])
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(self.buttons)
        self.keys = [k for k in games.offered() if gamehelp.for_game(k) is not None]
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.list.currentRowChanged.connect(self._page_chosen)
        self._fill_games(key if key in self.keys else self._default())
        self.retranslate()

    @property
    def key(self) -> str | None:
        """The game shown."""
        index = self.game.currentIndex()
        return self.keys[index] if 0 <= index < len(self.keys) else None

    def show_game(self, key: str | None, config: Any = None) -> None:
        """Show game `key` (its table's `config`, to mark the pages about it; None: none)."""
        self.config = dict(config or {})
        key = key if key in self.keys else self._default()
        if key is not None:
            self.game.blockSignals(True)
            self.game.setCurrentIndex(self.keys.index(key))
            self.game.blockSignals(False)
        self._load(first=True)

    def retranslate(self) -> None:
        """Every text in the window's language, the page shown kept."""
        self.setWindowTitle(HelpDialog.tr("Rules"))
        self.game_label.setText(HelpDialog.tr("&Game:"))
        self.game.blockSignals(True)
        for i, key in enumerate(self.keys):
            self.game.setItemText(i, title(key))
        self.game.blockSignals(False)
        self._load(first=False)

    def page_titles(self) -> list[str]:
        """The titles of the pages listed (for tests and screen readers)."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def open_page(self, index: int) -> None:
        """Show page `index` of the list."""
        self.list.setCurrentRow(index)

    def _default(self) -> str | None:
        """The game shown when none is asked: the registry's first game, else the first."""
        from core import registry

        first = registry.default()
        return first if first in self.keys else (self.keys[0] if self.keys else None)

    def _fill_games(self, key: str | None) -> None:
        self.game.blockSignals(True)
        for k in self.keys:
            self.game.addItem(k)  # its title is set by retranslate
        if key is not None:
            self.game.setCurrentIndex(self.keys.index(key))
        self.game.blockSignals(False)

    def _game_chosen(self, _index: int) -> None:
        self.config = {}  # another game than the table's: no page is about this table
        self._load(first=True)

    def _load(self, first: bool) -> None:
        """Read the game's pages in the window's language; open the most specific page
        about the table (`first`), else the page open before."""
        key, shown = self.key, self.list.currentRow()
        found = gamehelp.for_game(key) if key is not None else None
        self.pages = found.help_pages(i18n.current()) if found is not None else ()
        self.list.blockSignals(True)
        self.list.clear()
        bold = QFont(self.list.font())
        bold.setBold(True)
        for page in self.pages:
            item = QListWidgetItem(page.title)
            if self.config and page.when and page.about(self.config):
                item.setFont(bold)  # about this table's edition, variant or module
                item.setToolTip(HelpDialog.tr("About this table"))
            self.list.addItem(item)
        self.list.blockSignals(False)
        if first or not 0 <= shown < len(self.pages):
            shown = self._first_page()
        self.list.setCurrentRow(shown)
        self._page_chosen(shown)

    def _first_page(self) -> int:
        """The first page about the table (its edition's, or the game's own), else 0."""
        about = [i for i, p in enumerate(self.pages) if self.config and p.about(self.config)]
        return about[0] if about else 0

    def _page_chosen(self, index: int) -> None:
        if 0 <= index < len(self.pages):
            self.text.setMarkdown(self.pages[index].text)
            self.text.verticalScrollBar().setValue(0)


def open_rules(parent: QWidget, key: str | None, config: Any = None) -> HelpDialog:
    """Show the rules of game `key` (at a table of `config`) in the window of `parent`: its
    one help dialog, made at the first call, kept open beside the game (not modal)."""
    window = parent.window()
    dialog = window.findChild(HelpDialog, "helpDialog")
    if dialog is None:
        dialog = HelpDialog(window, key, config)
    dialog.show_game(key, config)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
