"""The window's pages for files: the replay viewer and the desync inspector.

Each is built on first use (start-up is what people wait for) and goes back, when closed,
to the page it was opened from.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QStackedWidget, QWidget

from client.gui.i18n import MainWindow

if TYPE_CHECKING:
    from client.gui.inspector import DesyncInspector
    from client.gui.records import ReplayViewer


class RecordPages:
    """Opens records and reports on `pages`; `records`: the folder dialogs start in."""

    def __init__(self, pages: QStackedWidget, home_page: QWidget, records: Path) -> None:
        self.pages, self.records = pages, records
        self.back_to = home_page  # the page to show when a viewer is closed
        self._replays: ReplayViewer | None = None
        self._inspector: DesyncInspector | None = None

    def built(self) -> list[QWidget]:
        """The pages built so far (to retranslate)."""
        return [page for page in (self._replays, self._inspector) if page is not None]

    @property
    def replays(self) -> ReplayViewer:
        """The replay viewer page."""
        if self._replays is None:
            from client.gui.records import ReplayViewer

            self._replays = ReplayViewer()
            self._replays.closed.connect(self.back)
            self.pages.addWidget(self._replays)
        return self._replays

    @property
    def inspector(self) -> DesyncInspector:
        """The desync inspector page."""
        if self._inspector is None:
            from client.gui.inspector import DesyncInspector

            self._inspector = DesyncInspector()
            self._inspector.folder = self.records  # peers' dumps are written next to records
            self._inspector.closed.connect(self.back)
            self.pages.addWidget(self._inspector)
        return self._inspector

    def back(self) -> None:
        """Show the page a viewer was opened from."""
        self.pages.setCurrentWidget(self.back_to)

    def replay_dialog(self) -> None:
        """Pick any record and watch it."""
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self.pages.window(),
            MainWindow.tr("Watch a replay"),
            str(self.records),
            MainWindow.tr("Records (*.tavolata *.jsonl *)"),
        )
        if path:
            self.watch(Path(path))

    def watch(self, path: Path) -> bool:
        """Open `path` in the replay viewer; False (after saying why) if it cannot be read."""
        from client.gui.problems import record_sentence, warn
        from client.replayfile import RecordProblem, load

        try:
            replay = load(path)
        except RecordProblem as exc:
            warn(
                self.pages.window(),
                MainWindow.tr("Cannot watch this record"),
                record_sentence(exc),
                exc.details,
            )
            return False
        self.back_to = self.pages.currentWidget()
        self.replays.open(replay, path)
        self.pages.setCurrentWidget(self.replays)
        return True

    def inspect_dialog(self) -> None:
        """Pick a lab report or a peer's desync dump and inspect it."""
        from client.gui.inspector import ask_path

        path = ask_path(self.pages.window(), self.records)
        if path is not None:
            self.inspect(path)

    def inspect(self, path: Path) -> bool:
        """Open `path` in the desync inspector; False (after saying why) if it is no report."""
        from PySide6.QtWidgets import QMessageBox

        from client.gui.reportfile import ReportError, load

        try:
            opened = load(path)
        except ReportError as exc:
            QMessageBox.warning(
                self.pages.window(), MainWindow.tr("Cannot open this report"), str(exc)
            )
            return False
        if self.pages.currentWidget() is not self._inspector:
            self.back_to = self.pages.currentWidget()
        self.inspector.show_opened(opened)
        self.pages.setCurrentWidget(self.inspector)
        return True
