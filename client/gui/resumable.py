"""The lobby's offer of unfinished games: at sign-in the records are scanned off the GUI
thread (each is verified, and the lobby must not wait for that); the games found are offered
above the table list, once."""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from client.gui.controller import TableController
    from client.gui.lobby import LobbyView
    from client.gui.resumelist import ResumeOffer
    from client.unfinished import Unfinished
    from net.identity import Identity


class Window(Protocol):
    """What the offer uses of the main window (mainwindow.py's MainWindow, a QObject and the
    offer's parent): declared here, so that this module does not import the window that
    imports it (issue 31)."""

    records: Path  # the folder scanned
    controller: TableController | None  # its table's record is no game to come back to
    lobby: LobbyView  # the offer goes in its offer_slot

    @property
    def me(self) -> Identity: ...

    def resume(self, record: Path) -> object: ...

    def resume_dialog(self) -> None: ...


class ResumableGames(QObject):
    """Scans `window`'s records for games to come back to and offers them in its lobby."""

    # The games the scan's thread found, carried into the GUI thread (a QObject's slot runs
    # in the thread its object lives in; a plain function would run in the scan's).
    found = Signal(object)  # list[Unfinished]

    def __init__(self, window: Window) -> None:
        super().__init__(cast(QObject, window))
        self.window = window
        self.found.connect(self._show)
        self.offer: ResumeOffer | None = None  # shown in the lobby, once games are found

    def scan(self) -> None:
        """Look for unfinished games of the signed-in person, then offer them."""
        w = self.window
        me, folder = w.me.public_key, w.records
        skip = w.controller.session.record_path if w.controller else None

        def work() -> None:
            from client.unfinished import scan

            try:
                games = scan(folder, me, skip) if folder.is_dir() else []
            except Exception:  # an offer is a courtesy: it never breaks the lobby
                games = []
            with contextlib.suppress(RuntimeError):  # the window (our parent) closed meanwhile
                self.found.emit(games)

        threading.Thread(target=work, name="tavolata-unfinished", daemon=True).start()

    def _show(self, games: list[Unfinished]) -> None:
        """Offer the unfinished games in the lobby (once)."""
        from client.gui.resumelist import ResumeOffer

        if not games or self.offer is not None:
            return
        self.offer = ResumeOffer(games)
        self.offer.resumeChosen.connect(self._resume)
        self.offer.moreRequested.connect(self.window.resume_dialog)
        self.window.lobby.offer_slot.addWidget(self.offer)

    def _resume(self, path: Path) -> None:
        self.hide()
        self.window.resume(path)

    def hide(self) -> None:
        """Take the offer away (a game is being resumed)."""
        if self.offer is not None:
            self.offer.hide()

    def retranslate(self) -> None:
        """The offer's texts in the current language."""
        if self.offer is not None:
            self.offer.retranslate()
