"""The lobby: tables on the network (live, through zeroconf), join by address, and the
waiting room of a table before its game starts (seats and ready marks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from net.identity import fingerprint

if TYPE_CHECKING:  # zeroconf is imported once the lobby is on screen (start-up time)
    from net.discovery import Listing, LobbyEvent
    from net.roster import Roster

GAME_NAMES = {"eight_minute_empire": "Eight-Minute Empire"}


def tr(text: str) -> str:
    """Translate in the "Lobby" context."""
    return QCoreApplication.translate("Lobby", text)


def _tree(columns: list[str]) -> QTreeWidget:
    tree = QTreeWidget()
    tree.setRootIsDecorated(False)
    tree.setAlternatingRowColors(True)
    tree.setHeaderLabels(columns)
    tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    tree.header().setStretchLastSection(True)
    return tree


class LobbyView(QWidget):
    """Tables found on the network, and the ways to sit down at one."""

    joinRequested = Signal(str, str)  # address, the host fingerprint the lobby showed ("" none)
    hostRequested = Signal()
    resumeRequested = Signal()
    replayRequested = Signal()

    def __init__(self, who: str) -> None:
        super().__init__()
        self.rows: dict[str, QTreeWidgetItem] = {}  # service -> row
        self.listings: dict[str, Listing] = {}
        box = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.me = QLabel(who)
        box.addWidget(self.title)
        box.addWidget(self.me)
        self.tables = _tree(["", "", "", "", "", ""])
        self.tables.itemDoubleClicked.connect(lambda *_: self._join_selected())
        self.tables.itemSelectionChanged.connect(self._selection)
        box.addWidget(self.tables, 1)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setObjectName("hint")
        box.addWidget(self.hint)
        row = QHBoxLayout()
        self.join = QPushButton()
        self.join.setEnabled(False)
        self.join.clicked.connect(self._join_selected)
        self.host = QPushButton()
        self.host.clicked.connect(self.hostRequested)
        self.resume = QPushButton()
        self.resume.clicked.connect(self.resumeRequested)
        self.replay = QPushButton()
        self.replay.clicked.connect(self.replayRequested)
        for b in (self.join, self.host, self.resume, self.replay):
            row.addWidget(b)
        box.addLayout(row)
        by_address = QHBoxLayout()
        self.address_label = QLabel()
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20:40945")
        self.address.returnPressed.connect(self._join_address)
        self.join_address = QPushButton()
        self.join_address.clicked.connect(self._join_address)
        for w in (self.address_label, self.address, self.join_address):
            by_address.addWidget(w)
        box.addLayout(by_address)
        self.error = QLabel()
        self.error.setStyleSheet("color: #B00020")
        self.error.setWordWrap(True)
        box.addWidget(self.error)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.title.setText(tr("Tables on your network"))
        self.tables.setHeaderLabels(
            [tr("Table"), tr("Game"), tr("Edition"), tr("Seats"), tr("Host"), tr("Fingerprint")]
        )
        self.join.setText(tr("Join"))
        self.host.setText(tr("Host a table…"))
        self.resume.setText(tr("Resume a game…"))
        self.replay.setText(tr("Watch a replay…"))
        self.address_label.setText(tr("Or join by address:"))
        self.join_address.setText(tr("Join by address"))
        self._update_hint()

    def on_event(self, event: LobbyEvent) -> None:
        """A table appeared, changed, left, or cannot be joined."""
        if event.kind == "removed":
            row = self.rows.pop(event.service, None)
            self.listings.pop(event.service, None)
            if row is not None:
                self.tables.takeTopLevelItem(self.tables.indexOfTopLevelItem(row))
        elif event.listing is not None:
            self._show(event.service, event.listing)
        else:
            self._show_invalid(event.service, event.reason)
        self._update_hint()

    def _show(self, service: str, listing: Listing) -> None:
        ad = listing.ad
        row = self.rows.get(service) or QTreeWidgetItem()
        if service not in self.rows:
            self.rows[service] = row
            self.tables.addTopLevelItem(row)
        self.listings[service] = listing
        taken = ad.seats - ad.free
        texts = [
            ad.name,
            GAME_NAMES.get(ad.game, ad.game),
            ad.edition,
            tr("{taken} of {seats} taken").format(taken=taken, seats=ad.seats),
            f"{listing.address}:{listing.port}",
            ad.host,
        ]
        for col, text in enumerate(texts):
            row.setText(col, text)
        row.setData(0, Qt.ItemDataRole.UserRole, service)
        row.setDisabled(ad.free == 0)

    def _show_invalid(self, service: str, reason: str) -> None:
        row = self.rows.get(service) or QTreeWidgetItem()
        if service not in self.rows:
            self.rows[service] = row
            self.tables.addTopLevelItem(row)
        self.listings.pop(service, None)
        row.setText(0, service.split("._tavolata")[0])
        row.setText(1, tr("cannot be joined: {reason}").format(reason=reason))
        row.setDisabled(True)

    def _update_hint(self) -> None:
        if self.listings:
            self.hint.setText(tr("Double-click a table to sit down."))
            return
        self.hint.setText(
            tr(
                "No tables found yet. When a friend hosts, the table appears here by itself. "
                "If it never does, this network may block multicast (common on guest Wi-Fi) "
                "or keep devices apart (AP isolation): ask the host for the address shown on "
                "their screen and join by address."
            )
        )

    def _selection(self) -> None:
        self.join.setEnabled(self._selected() is not None)

    def _selected(self) -> Listing | None:
        items = self.tables.selectedItems()
        if not items:
            return None
        service = items[0].data(0, Qt.ItemDataRole.UserRole)
        return self.listings.get(service)

    def _join_selected(self) -> None:
        listing = self._selected()
        if listing is not None and listing.ad.free > 0:
            self.joinRequested.emit(f"{listing.address}:{listing.port}", listing.ad.host)

    def _join_address(self) -> None:
        text = self.address.text().strip()
        host, _, port = text.rpartition(":")
        if not host or not port.isdigit():
            self.error.setText(tr("Write the address as host:port, e.g. 192.168.1.20:40945."))
            return
        self.error.setText("")
        self.joinRequested.emit(text, "")


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
        self.seats = _tree(["", "", "", "", ""])
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

    def reset(self, is_host: bool, where: str) -> None:
        """A new table: we host it, or we are joining (or resuming) one at `where`."""
        self.is_host, self.agreed = is_host, False
        self.title.setText(tr("Your table") if is_host else tr("Joining a table"))
        self.where.setText(
            tr("Opening…") if is_host else tr("Connecting to {where}…").format(where=where)
        )
        self.leave.setText(tr("Leave"))
        self.show_seats(None, set(), b"")

    def opened(self, address: str) -> None:
        """Our peer listens at `address`: the host tells friends to join there."""
        if self.is_host:
            self.where.setText(tr("Friends can join by address: {address}").format(address=address))

    def show_seats(self, roster: Roster | None, readies: set[bytes], me: bytes) -> None:
        """The seats, their players and ready marks; what the button does now."""
        self.seats.setHeaderLabels(
            [tr("Seat"), tr("Kind"), tr("Player"), tr("Fingerprint"), tr("Ready")]
        )
        self.seats.clear()
        kinds = {
            "host": tr("host"),
            "remote": tr("on the network"),
            "local": tr("hot-seat"),
            "bot": tr("bot"),
        }
        for i, seat in enumerate(roster.seats if roster else ()):
            ready = seat.peer in readies if seat.peer else False
            texts = [
                str(i + 1),
                kinds.get(seat.kind, seat.kind),
                seat.name or tr("free"),
                fingerprint(seat.peer) if seat.peer else "",
                "✓" if ready else "",
            ]
            self.seats.addTopLevelItem(QTreeWidgetItem(texts))
        full = roster is not None and roster.full
        if roster is not None and roster.member(me) is not None:
            self.title.setText(tr("Your table") if self.is_host else tr("At the table"))
        self.agreed = self.agreed and full and me in readies
        self.ready.setText(tr("Start the game") if self.is_host else tr("Ready"))
        self.ready.setEnabled(full and not self.agreed)
        if roster is None:
            self.status.setText(tr("Waiting for the host…"))
        elif not full:
            self.status.setText(
                tr("Waiting for players to sit down ({n} free).").format(n=roster.free_seats())
            )
        elif self.agreed:
            self.status.setText(tr("Waiting for everyone to be ready…"))
        else:
            self.status.setText(tr("Every seat is taken: say when you are ready."))

    def _ready(self) -> None:
        self.agreed = True
        self.ready.setEnabled(False)
        self.status.setText(tr("Waiting for everyone to be ready…"))
        self.readyClicked.emit()
