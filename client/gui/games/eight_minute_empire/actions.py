"""What the person to act does now: the card's current action, A / B, done, undo, confirm;
the secret opening bid; and naming the first player."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
)

from client.gui.games.eight_minute_empire import words
from client.gui.games.eight_minute_empire.words import Actions
from client.gui.undobar import UndoBar
from client.gui.waiting import waiting
from core.api import Action

PROMPT_LINES = 3  # lines the prompt always has room for, so what follows it never moves


class Prompt(QLabel):
    """A wrapped label of a fixed number of lines, whatever its text."""

    def __init__(self, lines: int) -> None:
        super().__init__()
        self.lines = lines
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def _height(self) -> int:
        margins = self.contentsMargins()
        extra = margins.top() + margins.bottom() + 2 * self.margin()
        return self.fontMetrics().lineSpacing() * self.lines + extra

    def hasHeightForWidth(self) -> bool:
        """No: its height is the same for any text (clipping tests check that it fits)."""
        return False

    def sizeHint(self) -> QSize:
        """Any width; the height of `lines` lines."""
        return QSize(100, self._height())

    def minimumSizeHint(self) -> QSize:
        """As sizeHint: the prompt never asks its column to widen."""
        return self.sizeHint()


def _clear(layout: QHBoxLayout | QVBoxLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().hide()  # at once: deleteLater waits for the event loop
            item.widget().deleteLater()


class ActionBar(QGroupBox):
    """The current action with points left, choices, Done, Undo and Confirm."""

    chosen = Signal(object)  # an action tuple
    undoClicked = Signal()
    confirmClicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        box = QVBoxLayout(self)
        self.prompt = Prompt(PROMPT_LINES)
        self.prompt.setObjectName("prompt")
        box.addWidget(self.prompt)
        # The buttons keep their places: hidden ones keep their room, and the choices (A or
        # B, who plays first), which come and go, are under them.
        self.done = QPushButton()
        self.done.clicked.connect(lambda: self.chosen.emit(("done",)))
        self.bar = UndoBar(beside=self.done)
        self.undo, self.confirm = self.bar.undo, self.bar.confirm
        self.bar.undoClicked.connect(self.undoClicked)
        self.bar.confirmClicked.connect(self.confirmClicked)
        box.addWidget(self.bar)
        self.choices = QVBoxLayout()
        box.addLayout(self.choices)
        self.choice_buttons: list[QPushButton] = []
        self.region_name: Callable[[str], str] = str  # the board's name of a region id

    def show_view(self, view: Any) -> None:
        """Fill in for the current view."""
        self.setTitle(Actions.tr("Your move") if view.acting is not None else Actions.tr("Table"))
        self.undo.setText(Actions.tr("Undo step"))
        obs = view.obs
        _clear(self.choices)
        self.choice_buttons = []
        legal = set(view.legal)
        self.prompt.setText(self._prompt(view))
        for action in sorted(a for a in legal if a[0] in ("choose", "first", "peek")):
            if action[0] == "peek":
                region = self.region_name(action[1])
                label = Actions.tr("Peek at the token in {region}").format(region=region)
            elif action[0] == "choose":
                legends = obs["config"].get("edition") == "legends"
                label = words.card_action(obs["pending"]["options"][action[1]], legends)
            else:
                label = Actions.tr("{name} plays first").format(name=view.names[action[1]])
            button = QPushButton(label)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.choices.addWidget(button)
            self.choice_buttons.append(button)
        in_card = obs["phase"] == "action" and view.acting is not None
        extra = obs["phase"] == "take" and ("done",) in legal  # the Queen's extra card
        peek = obs["phase"] == "peek" and view.acting is not None
        self.done.setVisible(in_card or extra or peek)
        self.done.setEnabled(("done",) in legal)
        skip_card = bool(obs["pending"] and obs["pending"]["options"])
        self.done.setText(
            Actions.tr("Skip the card") if skip_card else Actions.tr("End this action")
        )
        if extra:
            self.done.setText(Actions.tr("No extra card"))
        self.done.setToolTip("")
        if peek:  # half the column wide: the longer words go in the tooltip
            self.done.setText(Actions.tr("Do not peek"))
            self.done.setToolTip(Actions.tr("End the turn without looking at a token."))
        self.bar.show_pending(
            view,
            Actions.tr("Confirm now"),
            Actions.tr("Confirm card"),
            Actions.tr("Send the card to the table; what is left of it is forfeited."),
        )

    def _prompt(self, view: Any) -> str:
        obs = view.obs
        if view.acting is None:
            return waiting(view)
        name = view.names[view.acting]
        phase = obs["phase"]
        legends = obs["config"].get("edition") == "legends"
        if phase == "take" and obs.get("extra") == 1:
            return Actions.tr(
                "{name}, as Queen of Fairies you may take one more card (paid, no action)."
            ).format(name=name)
        if phase == "take":
            return Actions.tr("{name}, take a card from the row.").format(name=name)
        if phase == "outpost":
            return Actions.tr(
                "{name}, put one army of every player in a region off the central board."
            ).format(name=name)
        if phase == "neutral":
            return Actions.tr(
                "{name}, place a neutral army: click any region (%n left).",
                None,
                obs["neutral_left"],
            ).format(name=name)
        if phase == "peek":
            return Actions.tr(
                "{name}, you may peek in secret at a face-down token in a region you "
                "control: only you will see it."
            ).format(name=name)
        if phase == "first":
            return Actions.tr("{name} won the bid: who plays first?").format(name=name)
        if phase == "bid":
            return Actions.tr(
                "{name}, bid in secret below: the highest bid pays and names the first player."
            ).format(name=name)
        pending = obs["pending"]
        if pending is None:
            if view.pending is not None and view.pending.complete:
                return Actions.tr("The card is done: confirm it, or undo a step.")
            return ""
        if pending["options"]:
            return Actions.tr("Choose one action of the card.")
        return words.remaining(pending["kind"], pending["points"], legends)


class BidPanel(QGroupBox):
    """The secret opening bid: an entry for the local person to bid, every seat's progress,
    then all bids shown together and the winner."""

    bid = Signal(object)  # the ("bid", seat, amount) action

    def __init__(self) -> None:
        super().__init__()
        box = QVBoxLayout(self)
        entry = QHBoxLayout()
        self.who = QLabel()
        self.who.setWordWrap(True)
        self.amount = QLineEdit()
        self.amount.setEchoMode(QLineEdit.EchoMode.Password)
        self.amount.setMaximumWidth(70)
        self.show_it = QCheckBox()
        self.show_it.toggled.connect(
            lambda on: self.amount.setEchoMode(
                QLineEdit.EchoMode.Normal if on else QLineEdit.EchoMode.Password
            )
        )
        self.commit = QPushButton()
        self.commit.clicked.connect(self._commit)
        self.amount.returnPressed.connect(self._commit)
        box.addWidget(self.who)  # a line of its own: with the entry it may not fit the column
        for w in (self.amount, self.show_it, self.commit):
            entry.addWidget(w)
        entry.addStretch(1)
        box.addLayout(entry)
        self.entry_widgets = (self.who, self.amount, self.show_it, self.commit)
        self.grid = QGridLayout()
        box.addLayout(self.grid)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        box.addWidget(self.result)
        self.seat: int | None = None
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #B00020")
        self.error.hide()  # shown with a message only: at five players every line counts
        box.addWidget(self.error)

    def show_view(self, view: Any, secrets: dict[int, str]) -> None:
        """Fill in the bid for the current view; `secrets`: seat -> committed / revealed."""
        obs = view.obs
        self.setTitle(Actions.tr("Opening bid"))
        self.show_it.setText(Actions.tr("show"))
        self.commit.setText(Actions.tr("Commit bid"))
        bidding = obs["phase"] == "bid" and view.acting is not None
        self.seat = view.acting if bidding else None
        for w in self.entry_widgets:
            w.setVisible(bidding)
        if bidding:
            coins = obs["players"][view.acting]["coins"]
            self.who.setText(
                Actions.tr("{name}, your bid (0-{coins}):").format(
                    name=view.names[view.acting], coins=coins
                )
            )
            self.amount.setValidator(QIntValidator(0, coins, self))
        self._progress(view, secrets)
        self._result(view)

    def _progress(self, view: Any, secrets: dict[int, str]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        revealed = view.obs["bid"]["bids"] is not None
        for seat, name in enumerate([] if revealed else view.names):
            status = "revealed" if revealed else secrets.get(seat, "")
            text = {
                "committed": Actions.tr("committed ✓"),
                "revealed": Actions.tr("revealed"),
                "deciding": Actions.tr("sending…"),
            }.get(status, Actions.tr("thinking…"))
            self.grid.addWidget(QLabel(name), seat, 0)
            self.grid.addWidget(QLabel(text), seat, 1)

    def _result(self, view: Any) -> None:
        bid = view.obs["bid"]
        self.result.setVisible(bid["bids"] is not None)
        if bid["bids"] is None:
            self.result.setText("")
            return
        shown = ", ".join(f"{view.names[s]} {b}" for s, b in enumerate(bid["bids"]))
        text = Actions.tr("Bids: {bids}.").format(bids=shown)
        if bid["winner"] is not None:
            text += " " + Actions.tr("<b>{name}</b> wins the bid.").format(
                name=view.names[bid["winner"]]
            )
        elif bid["tied"]:
            text += " " + Actions.tr("A tie: the die decides.")
        self.result.setText(text)

    def _commit(self) -> None:
        text = self.amount.text().strip()
        if self.seat is None:
            return
        if not text.isdigit() or not self.amount.hasAcceptableInput():
            self.error.setText(Actions.tr("Enter a whole number of coins you have."))
            self.error.show()
            return
        self.error.setText("")
        self.error.hide()
        self.amount.clear()
        self.show_it.setChecked(False)
        action: Action = ("bid", self.seat, int(text))
        self.bid.emit(action)
