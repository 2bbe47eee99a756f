"""Play against bots in one step: the game and its options, how many bots, their level.

Start opens a table of this computer alone (the person and the bots, nobody to wait for,
not announced in any lobby) whose game begins at once (TableSpec.at_once): no waiting room,
no seat to switch. The fields are the host dialog's (gameoptions.py); the levels are the
search bot's (core/bots/levels.py), in the words the table then names each bot with
(seatnames.py). The last choices are remembered in the window's settings.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from client import botnames
from client.gui.gameoptions import GameOptions
from client.gui.seatnames import SEARCH, level_word
from client.netsession import TableSpec
from core import registry
from core.api import BadConfig
from core.bots.levels import LEVELS

KEY = "bots"  # the settings' group for the last choices
DEFAULT_LEVEL = "normal"


class BotsDialog(QDialog):
    """Asks for a game against bots; `spec()` is the table once accepted."""

    def __init__(
        self, player: str, prefs: QSettings | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.player, self.prefs = player, prefs
        self.setWindowTitle(BotsDialog.tr("Play against bots"))
        box = QVBoxLayout(self)
        intro = QLabel(
            BotsDialog.tr("You against bots, at this computer: the game starts at once.")
        )
        intro.setWordWrap(True)
        intro.setObjectName("hint")
        box.addWidget(intro)
        self.form = QFormLayout()
        box.addLayout(self.form)
        self.level = QComboBox()
        for level in LEVELS:  # the search bot's levels, in their order
            self.level.addItem(level_word(f"{SEARCH}:{level}"), level)
        self.level.setCurrentIndex(self.level.findData(DEFAULT_LEVEL))
        self.level.setToolTip(BotsDialog.tr("Harder bots look further ahead and think longer"))
        level_row = ((BotsDialog.tr("Their level"), self.level),)  # under the bots' count
        self.options = GameOptions(self.form, 0, BotsDialog.tr("Bots"), 1, level_row)
        self.options.changed.connect(lambda: self.level.setEnabled(self.bots() > 0))  # solo
        self.error = QLabel()
        self.error.setStyleSheet("color: #B00020")
        self.error.setWordWrap(True)
        box.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # A button of its own, not the standard OK renamed: Qt words standard buttons again
        # on a language change.
        self.start = buttons.addButton(
            BotsDialog.tr("Start"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.start.setDefault(True)  # now, not when shown: sized in bold (style.py)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.setMinimumWidth(440)  # the sentence on top in one or two lines, not three
        self.recall()

    def bots(self) -> int:
        """How many bots: every seat but the person's."""
        return self.options.count() - 1

    def choose_level(self, level: str) -> None:
        """Choose the bots' level ("easy", "normal", "hard")."""
        self.level.setCurrentIndex(self.level.findData(level))

    def spec(self) -> TableSpec:
        """The table as chosen; BadConfig if the game refuses it."""
        game = self.options.key
        config = registry.get(game).normalize_config(self.options.config())
        n = config["players"]
        kind = f"{SEARCH}:{self.level.currentData()}"
        names = botnames.pick(n - 1, taken=[self.player])
        return TableSpec(
            BotsDialog.tr("{name} against the bots").format(name=self.player),
            config,
            ["host"] + ["bot"] * (n - 1),
            {seat: kind for seat in range(1, n)},
            game,
            announce=False,  # nobody else can sit down: not listed in any lobby
            names=dict(enumerate(names, start=1)),
            at_once=True,
        )

    def _accept(self) -> None:
        try:
            self.spec()
        except BadConfig as exc:
            self.error.setText(str(exc))
            return
        self.remember()
        self.accept()

    # -- the last choices ----------------------------------------------------------------

    def remember(self) -> None:
        """Keep the choices for next time: the game, its options and count, the level."""
        if self.prefs is None:
            return
        game = self.options.key
        self.prefs.setValue(f"{KEY}/game", game)
        self.prefs.setValue(f"{KEY}/level", self.level.currentData())
        self.prefs.setValue(f"{KEY}/{game}/options", json.dumps(self.options.values()))
        self.prefs.setValue(f"{KEY}/{game}/players", self.options.count())
        self.prefs.sync()

    def recall(self) -> None:
        """Choose what was chosen last time, where the games still offer it."""
        if self.prefs is None:
            return
        game = str(self.prefs.value(f"{KEY}/game", ""))
        if game and self.options.choose_game(game):
            values: Any = {}
            try:
                values = json.loads(str(self.prefs.value(f"{KEY}/{game}/options", "{}")))
            except ValueError:  # a settings file edited by hand: the game's defaults
                values = {}
            try:  # an ini file keeps numbers as text
                count = int(str(self.prefs.value(f"{KEY}/{game}/players", "")))
            except ValueError:
                count = self.options.count()
            self.options.restore(values if isinstance(values, dict) else {}, count)
        level = str(self.prefs.value(f"{KEY}/level", DEFAULT_LEVEL))
        if self.level.findData(level) >= 0:
            self.choose_level(level)
