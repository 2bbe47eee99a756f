"""A table page follows a language switch (issue 32): the whole log is worded again, each
line from the message it was said from (core.api.Message, kept on the line), the turn
headings too; the notice on the status line ("… is back.", controller.notice), the private
notes there (a peek's answer: the game view's secret_notes, asked again) and the banner's
words as well."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, cast

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QWidget

from client.gui import i18n
from client.gui.controller import TableController
from client.gui.i18n import Table
from client.gui.logview import GameLog
from client.gui.pacing import Shown


class TablePage(Protocol):
    """What the words read and call of the table page (table.py's TableView): declared here,
    so that this module does not import the page that imports it."""

    c: TableController
    log: GameLog
    status: QLabel
    banner: Any  # table.py's Banner: its `kind`
    desync_report: dict[str, Any] | None

    def reword_notes(self, reword: Callable[[str], str]) -> None: ...

    def show_desync(self, report: dict[str, Any]) -> None: ...

    def show_halted(self, reason: str) -> None: ...

MESSAGE = Qt.ItemDataRole.UserRole + 11  # a log line's message (core.api.Message)
HEADING = Qt.ItemDataRole.UserRole + 12  # a turn heading's number, as the log got it


def heading_text(number: str) -> str:
    """A turn heading of the log ("Turn 3"), in the language spoken."""
    return Table.tr("Turn {n}").format(n=number)


class TableWords(QObject):
    """Keeps how each log line was said, and words the page again when the language the
    window speaks is not the one it was last drawn in (`follow`, on every redraw).

    A QObject of the page's: its slot on the controller's pacer, which outlives the page,
    goes with the page."""

    def __init__(self, table: TablePage) -> None:
        super().__init__(cast(QWidget, table))
        self.t = table
        self.language = i18n.current()
        self.notes: dict[str, tuple[Callable[[], list[str]], int]] = {}  # a note's text ->
        # how to word its notes again, and which of them it is
        table.c.pacer.shown.connect(self._keep)

    def remember(self, notes: list[str], again: Callable[[], list[str]]) -> None:
        """The private notes `notes` were said; `again()` words them anew (the same notes in
        the same order, in the language spoken then)."""
        for k, text in enumerate(notes):
            self.notes.pop(text, None)
            self.notes[text] = (again, k)
        while len(self.notes) > 32:  # the last few: only those on show are asked for
            del self.notes[next(iter(self.notes))]

    def _note(self, text: str) -> str:
        """A private note said before, in the language spoken now (else as it is)."""
        known = self.notes.get(text)
        if known is None:
            return text
        again, k = known
        words = again()
        new = words[k] if k < len(words) else text
        self.notes[new] = known
        return new

    def _keep(self, frame: Shown) -> None:
        """`frame` is on show: its log lines (its heading, then its sentence) were just
        added; keep on them what they were said from."""
        log = self.t.log
        last = log.item(log.count() - 1)
        if last is None or last.text() != frame.sentence:
            return  # not the line this frame added (the log was cleared meanwhile)
        last.setData(MESSAGE, frame.message)
        before = log.item(log.count() - 2)
        if frame.heading is not None and before is not None:
            before.setData(HEADING, str(frame.heading))

    def follow(self) -> None:
        """After a language switch: the log, the status line's notice and the banner in
        the language spoken now."""
        if i18n.current() == self.language:
            return
        self.language = i18n.current()
        t, c = self.t, self.t.c
        for row in range(t.log.count()):
            item = t.log.item(row)
            message, number = item.data(MESSAGE), item.data(HEADING)
            if message is not None:
                item.setText(c.sentence(message))
            elif number is not None:
                item.setText(heading_text(str(number)))
        said = c.reword(t.status.text())
        for text in [n for n in list(self.notes) if n in said]:
            said = said.replace(text, self._note(text))
        t.status.setText(said)
        t.reword_notes(self._note)
        if t.banner.kind == "desync" and t.desync_report is not None:
            t.show_desync(t.desync_report)
        elif t.banner.kind == "halted" and c.halted_for is not None:
            t.show_halted(c.halted_for)
