"""The lobby: tables on the network (live, through zeroconf), join by address.

The first page people see, so it imports little: no Qt namespace (25 ms to load), no
zeroconf, no cryptography. The waiting room is in waitingroom.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from client.gui.i18n import Lobby

if TYPE_CHECKING:  # zeroconf is imported once the lobby is on screen (start-up time)
    from net.discovery import Listing, LobbyEvent


def silent_reason(listing: Listing) -> str:
    """Why a table whose host does not answer cannot be joined: in words, then the check's."""
    text = Lobby.tr(
        "Nobody answers at this table's address: its host may have left. It cannot be joined."
    )
    return f"{text}\n({listing.why})" if listing.why else text


def table_tree(columns: list[str]) -> QTreeWidget:
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
    botsRequested = Signal()  # "Play against bots…": a game at once, no waiting room
    tutorialsAsked = Signal(object)  # the Tutorial menu opens: the window lists the games
    resumeRequested = Signal()
    replayRequested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.rows: dict[str, QTreeWidgetItem] = {}  # service -> row
        self.listings: dict[str, Listing] = {}
        # Tables that cannot be joined, and why (for programmers: English, technical). People
        # do not see them; testers can, with View → "Show invalid tables".
        self.invalid: dict[str, str] = {}
        self.show_invalid = False
        # Tables of another protocol version: listed greyed for everyone, with the reason.
        self.versions: dict[str, tuple[int, int]] = {}
        box = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.me = QLabel()
        box.addWidget(self.title)
        box.addWidget(self.me)
        quick = QHBoxLayout()  # the quickest way to a game, on top and in gold (style.py)
        self.bots = QPushButton()
        self.bots.setObjectName("playBots")
        self.bots.clicked.connect(self.botsRequested)
        quick.addWidget(self.bots)
        # A guided game of each game (client/gui/tutorial.py): its menu is filled when it
        # opens, so that the lobby imports no game's view at start-up.
        self.tutorial = QPushButton()
        self.tutorials = QMenu(self.tutorial)
        self.tutorials.aboutToShow.connect(lambda: self.tutorialsAsked.emit(self.tutorials))
        self.tutorial.setMenu(self.tutorials)
        quick.addWidget(self.tutorial)
        quick.addStretch(1)
        box.addLayout(quick)
        self.offer_slot = QVBoxLayout()  # unfinished games to resume (resumelist.py), if any
        box.addLayout(self.offer_slot)
        self.tables = table_tree(["", "", "", "", ""])
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
        # Until the profile is read (a moment after the window shows, or after the first-run
        # dialog) there is nobody to sit down: the ways to a table wait for `sign_in`.
        self.signed_in = False
        self.host.setEnabled(False)
        self.bots.setEnabled(False)
        self.tutorial.setEnabled(False)
        self.resume.setEnabled(False)
        box.addLayout(row)
        by_address = QHBoxLayout()
        self.address_label = QLabel()
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20:40945")
        self.address.returnPressed.connect(self._join_address)
        self.join_address = QPushButton()
        self.join_address.setEnabled(False)
        self.join_address.clicked.connect(self._join_address)
        for w in (self.address_label, self.address, self.join_address):
            by_address.addWidget(w)
        box.addLayout(by_address)
        self.error = QLabel()
        self.error.setStyleSheet("color: #B00020")
        self.error.setWordWrap(True)
        box.addWidget(self.error)
        self.retranslate()

    def sign_in(self, who: str) -> None:
        """Show who is at this window and open the ways to a table."""
        self.me.setText(who)
        self.signed_in = True
        for button in (self.bots, self.tutorial, self.host, self.resume, self.join_address):
            button.setEnabled(True)
        self._selection()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.title.setText(Lobby.tr("Tables on your network"))
        self.tables.setHeaderLabels(
            [
                Lobby.tr("Table"),
                Lobby.tr("Game"),
                Lobby.tr("Seats"),
                Lobby.tr("Host"),
                Lobby.tr("Fingerprint"),
            ]
        )
        self.bots.setText(Lobby.tr("Play against bots…"))
        self.bots.setToolTip(
            Lobby.tr("A game against bots at this computer, started at once: no one to wait for")
        )
        self.tutorial.setText(Lobby.tr("Tutorial"))
        self.tutorial.setToolTip(Lobby.tr("Learn a game in a short guided game against bots"))
        self.join.setText(Lobby.tr("Join"))
        self.host.setText(Lobby.tr("Host a table…"))
        self.resume.setText(Lobby.tr("Resume a game…"))
        self.replay.setText(Lobby.tr("Watch a replay…"))
        self.address_label.setText(Lobby.tr("Or join by address:"))
        self.join_address.setText(Lobby.tr("Join by address"))
        for service, listing in self.listings.items():  # their games and seats, in words
            self._show(service, listing)
        for service, versions in self.versions.items():
            self._show_version(service, *versions)
        self._update_hint()

    def on_event(self, event: LobbyEvent) -> None:
        """A table appeared, changed (its seats, whether its host answers), left, or cannot
        be joined."""
        versions = event.versions if event.kind == "invalid" else None
        if event.kind != "invalid" or versions is None:
            self.versions.pop(event.service, None)
        if event.kind == "removed":
            self._drop_row(event.service)
            self.listings.pop(event.service, None)
            self.invalid.pop(event.service, None)
        elif event.listing is not None:
            self.invalid.pop(event.service, None)
            self._show(event.service, event.listing)
        elif versions is not None:  # not for testers only: people are told to update
            self.invalid.pop(event.service, None)
            self.listings.pop(event.service, None)
            self.versions[event.service] = versions
            self._show_version(event.service, *versions)
        else:
            self.invalid[event.service] = event.reason
            self.listings.pop(event.service, None)
            if self.show_invalid:
                self._show_invalid(event.service, event.reason)
            else:
                self._drop_row(event.service)
        self._update_hint()
        self._selection()  # the selected table may have stopped answering, or left

    def set_show_invalid(self, on: bool) -> None:
        """Show (testers) or hide (players) the tables that cannot be joined."""
        self.show_invalid = on
        for service, reason in self.invalid.items():
            if on:
                self._show_invalid(service, reason)
            else:
                self._drop_row(service)

    def _drop_row(self, service: str) -> None:
        row = self.rows.pop(service, None)
        if row is not None:
            self.tables.takeTopLevelItem(self.tables.indexOfTopLevelItem(row))

    def _show(self, service: str, listing: Listing) -> None:
        from client.gui import games, gametexts  # with the first table: not at start-up

        ad = listing.ad
        row = self.rows.get(service) or QTreeWidgetItem()
        if service not in self.rows:
            self.rows[service] = row
            self.tables.addTopLevelItem(row)
        self.listings[service] = listing
        taken = ad.seats - ad.free
        texts = [
            ad.name,
            gametexts.lobby_text(ad.game, ad.options),  # the title, the lobby options
            Lobby.tr("%n of {seats} seats taken", None, taken).format(seats=ad.seats),
            f"{listing.address}:{listing.port}",
            ad.host,
        ]
        shown = ad.game in games.offered()  # else greyed: this window cannot show the game
        why = "" if shown else Lobby.tr("This Tavolata cannot show this game: it cannot be joined.")
        silent = listing.state != "open"
        if silent:  # greyed but selectable: the Join button says why it cannot be pressed
            texts[2] = Lobby.tr("not answering")
            why = silent_reason(listing)
        for col, text in enumerate(texts):
            row.setText(col, text)
            row.setToolTip(col, why)  # a tester may have seen it invalid before
        row.setDisabled(ad.free == 0 or not shown)
        self._grey(row, silent)

    def _grey(self, row: QTreeWidgetItem, grey: bool) -> None:
        from PySide6.QtCore import Qt  # the Qt namespace: once a table is listed, not before
        from PySide6.QtGui import QPalette

        brush = self.tables.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for col in range(self.tables.columnCount()):
            row.setData(col, Qt.ItemDataRole.ForegroundRole, brush if grey else None)

    def _show_version(self, service: str, theirs: int, ours: int) -> None:
        """A table of another protocol version: greyed, not joinable, the reason in words."""
        row = self.rows.get(service) or QTreeWidgetItem()
        if service not in self.rows:
            self.rows[service] = row
            self.tables.addTopLevelItem(row)
        why = (
            Lobby.tr("needs a newer Tavolata")
            if theirs > ours
            else Lobby.tr("made by an older Tavolata")
        )
        tip = Lobby.tr(
            "This table speaks protocol {theirs}; this Tavolata speaks {ours}: it cannot be joined."
        ).format(theirs=theirs, ours=ours)
        row.setText(0, service.split("._tavolata")[0])
        row.setText(1, why)
        for col in range(2, self.tables.columnCount()):
            row.setText(col, "")
        for col in range(self.tables.columnCount()):
            row.setToolTip(col, tip)
        row.setDisabled(True)

    def _show_invalid(self, service: str, reason: str) -> None:
        row = self.rows.get(service) or QTreeWidgetItem()
        if service not in self.rows:
            self.rows[service] = row
            self.tables.addTopLevelItem(row)
        row.setText(0, service.split("._tavolata")[0])
        row.setText(1, Lobby.tr("cannot be joined: {reason}").format(reason=reason))
        for col in range(self.tables.columnCount()):
            row.setToolTip(col, reason)
        row.setDisabled(True)

    def name_at(self, address: str) -> str:
        """The name of the listed table at `address` (host:port), or ""."""
        for listing in self.listings.values():
            if f"{listing.address}:{listing.port}" == address:
                return listing.ad.name
        return ""

    def _update_hint(self) -> None:
        if self.listings:
            self.hint.setText(Lobby.tr("Double-click a table to sit down."))
            return
        self.hint.setText(
            Lobby.tr(
                "No tables found yet. When a friend hosts, the table appears here by itself. "
                "If it never does, this network may block multicast (common on guest Wi-Fi) "
                "or keep devices apart (AP isolation): ask the host for the address shown on "
                "their screen and join by address."
            )
        )

    def _selection(self) -> None:
        listing = self._selected()
        silent = listing is not None and listing.state != "open"
        self.join.setEnabled(self.signed_in and listing is not None and listing.joinable)
        self.join.setToolTip(silent_reason(listing) if listing is not None and silent else "")
        if silent:
            self.hint.setText(self.join.toolTip())
        else:
            self._update_hint()

    def selected(self) -> Listing | None:
        """The table selected in the list, if any (Help → Rules… shows its game's rules)."""
        return self._selected()

    def _selected(self) -> Listing | None:
        items = self.tables.selectedItems()
        if not items:
            return None
        # Rows are found by identity, not by item data: the Qt namespace that data roles live
        # in takes 25 ms to load, which the lobby does not pay before it is on screen.
        service = next((s for s, row in self.rows.items() if row is items[0]), None)
        return self.listings.get(service) if service is not None else None

    def _join_selected(self) -> None:
        listing = self._selected()
        if self.signed_in and listing is not None and listing.joinable:
            self.joinRequested.emit(f"{listing.address}:{listing.port}", listing.ad.host)

    def _join_address(self) -> None:
        if not self.signed_in:
            return
        text = self.address.text().strip()
        host, _, port = text.rpartition(":")
        if not host or not port.isdigit():
            self.error.setText(Lobby.tr("Write the address as host:port, e.g. 192.168.1.20:40945."))
            return
        self.error.setText("")
        self.joinRequested.emit(text, "")
