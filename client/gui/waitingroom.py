"""The waiting room of a table before its game starts: the seats, who sits there, ready marks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.gui.i18n import Lobby
from client.gui.lobby import table_tree
from client.gui.seatnames import roster_names
from net.protocol.signing import fingerprint

if TYPE_CHECKING:
    from net.protocol.roster import Roster


class WaitingRoom(QWidget):
    """A table before its game: who sits where, who is ready; Ready / Start; Leave."""

    readyClicked = Signal()
    leaveClicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        box = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.where = QLabel()
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seats = table_tree(["", "", "", "", ""])
        self.status = QLabel()
        self.status.setWordWrap(True)
        row = QHBoxLayout()
        self.ready = QPushButton()
        self.ready.clicked.connect(self._ready)
        self.leave = QPushButton()
        self.leave.clicked.connect(self.leaveClicked)
        row.addWidget(self.ready)
        row.addWidget(self.leave)
        for w in (self.title, self.where, self.seats, self.status):
            box.addWidget(w)
        box.addLayout(row)
        self.is_host = False
        self.agreed = False
        self._where = ""  # where we are joining, or (the host) the address friends join by
        self._open = False
        self._seated = False  # a joiner once the host has given us a seat
        self._seats: tuple[Roster | None, set[bytes], bytes] = (None, set(), b"")

    def reset(self, is_host: bool, where: str) -> None:
        """A new table: we host it, or we are joining (or resuming) one at `where`."""
        self.is_host, self.agreed = is_host, False
        self._where, self._open, self._seated = where, False, False
        self._seats = (None, set(), b"")
        self.retranslate()

    def opened(self, address: str) -> None:
        """Our peer listens at `address`: the host tells friends to join there."""
        if self.is_host:
            self._where, self._open = address, True
            self._show_where()

    def retranslate(self) -> None:
        """Set every text in the current language (the status line says where things are)."""
        self.title.setText(Lobby.tr("Your table") if self.is_host else Lobby.tr("Joining a table"))
        self._show_where()
        self.leave.setText(Lobby.tr("Leave"))
        self.show_seats(*self._seats)

    def _show_where(self) -> None:
        if self._open:
            text = Lobby.tr("Friends can join by address: {address}").format(address=self._where)
        elif self.is_host:
            text = Lobby.tr("Opening…")
        elif self._seated:  # connected and sat down: no longer "Connecting to…"
            text = Lobby.tr("Seated at {where}.").format(where=self._where)
        else:
            text = Lobby.tr("Connecting to {where}…").format(where=self._where)
        self.where.setText(text)

    def show_seats(self, roster: Roster | None, readies: set[bytes], me: bytes) -> None:
        """The seats, their players and ready marks; what the button does now."""
        self._seats = (roster, readies, me)
        self.seats.setHeaderLabels(
            [
                Lobby.tr("Seat"),
                Lobby.tr("Kind"),
                Lobby.tr("Player"),
                Lobby.tr("Fingerprint"),
                Lobby.tr("Ready"),
            ]
        )
        self.seats.clear()
        kinds = {
            "host": Lobby.tr("host"),
            "remote": Lobby.tr("on the network"),
            "local": Lobby.tr("hot-seat"),
            "bot": Lobby.tr("bot"),
        }
        names = roster_names(roster)  # a bot by its friendly name and level
        for i, seat in enumerate(roster.seats if roster else ()):
            ready = seat.peer in readies if seat.peer else False
            texts = [
                str(i + 1),
                kinds.get(seat.kind, seat.kind),
                names[i] if seat.name else Lobby.tr("free"),
                fingerprint(seat.peer) if seat.peer else "",
                "✓" if ready else "",
            ]
            self.seats.addTopLevelItem(QTreeWidgetItem(texts))
        full = roster is not None and roster.full
        seated = roster is not None and roster.member(me) is not None
        if seated:
            self.title.setText(Lobby.tr("Your table") if self.is_host else Lobby.tr("At the table"))
        if seated != self._seated:
            self._seated = seated
            self._show_where()
        self.agreed = self.agreed and full and me in readies
        self.ready.setText(Lobby.tr("Start the game") if self.is_host else Lobby.tr("Ready"))
        self.ready.setEnabled(full and not self.agreed)
        if roster is None:
            self.status.setText(Lobby.tr("Waiting for the host…"))
        elif not full:
            free = roster.free_seats()
            self.status.setText(
                Lobby.tr("Waiting for players to sit down (%n seats free).", None, free)
            )
        elif self.agreed:
            self.status.setText(Lobby.tr("Waiting for everyone to be ready…"))
        else:
            self.status.setText(Lobby.tr("Every seat is taken: say when you are ready."))

    def _ready(self) -> None:
        self.agreed = True
        self.ready.setEnabled(False)
        self.status.setText(Lobby.tr("Waiting for everyone to be ready…"))
        self.readyClicked.emit()
