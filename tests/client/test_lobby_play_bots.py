"""Issue 32, "Play against bots" in one step: from the lobby, a dialog (the game, its options,
how many bots, their level), Start, and the game is on screen with no waiting room; the bots
have friendly names that say their level in the dialog's words, at the table, in the log, on
the end screen and in the replay; the dialog remembers the last choices."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from client import botnames
from client.gui import i18n
from client.gui.botsdialog import BotsDialog
from client.gui.mainwindow import MainWindow
from client.gui.seatnames import level_word, seat_name
from tests.client.test_gui_dice_race import play_my_moves
from tests.client.uiplayer import shoot

pytestmark = pytest.mark.lan


def prefs(home: Path) -> QSettings:
    return QSettings(str(home / "bots-settings.ini"), QSettings.Format.IniFormat)


def dialog_for(qtbot: Any, settings: QSettings | None = None) -> BotsDialog:
    dialog = BotsDialog("Ada", settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def start_from_lobby(qtbot: Any, window: MainWindow, choose: Any) -> list[Any]:
    """Click the lobby's "Play against bots…", let `choose(dialog)` fill the dialog, click
    Start; the pages shown meanwhile."""
    pages: list[Any] = []
    window.pages.currentChanged.connect(lambda i: pages.append(window.pages.widget(i)))
    seen: dict[str, Any] = {}

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, BotsDialog):
            QTimer.singleShot(20, fill)
            return
        choose(dialog)
        seen["shot"] = shoot(dialog, "bots-dialog")
        qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    assert window.lobby.bots.isEnabled() and window.lobby.bots.text() == "Play against bots…"
    window.resize(1280, 800)
    shoot(window, "lobby-play-bots")
    qtbot.mouseClick(window.lobby.bots, Qt.MouseButton.LeftButton)
    assert "shot" in seen
    qtbot.waitUntil(lambda: window.table is not None, timeout=20_000)
    return pages


def test_r32_play_against_bots_begins_at_once_with_no_waiting_room(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()

    def choose(dialog: BotsDialog) -> None:
        dialog.options.choose_game("eight_minute_empire")
        dialog.options.set_count(3)  # the person and two bots
        dialog.choose_level("easy")
        assert dialog.bots() == 2 and dialog.options.players.value() == 2

    pages = start_from_lobby(qtbot, window, choose)
    c = window.controller
    assert c is not None and window.pages.currentWidget() is window.table
    assert window._waiting is None or window._waiting not in pages  # never shown
    roster = c.roster
    assert roster is not None and [s.kind for s in roster.seats] == ["host", "bot", "bot"]
    assert [s.bot for s in roster.seats[1:]] == ["mcts:easy", "mcts:easy"]
    bots = [s.name for s in roster.seats[1:]]
    assert all(name in botnames.names() for name in bots) and len(set(bots)) == 2
    names = c.names()
    assert names == ["Ada", *(f"{name} (bot, easy)" for name in bots)]
    frames = [card.name.text() for card in window.table.game.players.cards]
    for name, frame in zip(names, frames, strict=True):
        assert name in frame and "mcts" not in frame
    qtbot.waitUntil(lambda: c.index > 0, timeout=20_000)  # the game is under way
    window.resize(1280, 800)
    shoot(window, "bots-table")


def test_r32_bots_are_named_in_the_log_the_end_screen_and_the_replay(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()

    def choose(dialog: BotsDialog) -> None:
        dialog.options.choose_game("dice_race")
        dialog.options.set_count(2)
        dialog.choose_level("hard")

    start_from_lobby(qtbot, window, choose)
    c = window.controller
    assert c is not None and c.roster is not None
    bot = f"{c.roster.seats[1].name} (bot, hard)"
    assert window.table is not None
    play_my_moves(qtbot, window, c)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end, timeout=20_000)
    log = [window.table.log.item(i).text() for i in range(window.table.log.count())]
    assert any(line.startswith(bot) for line in log)
    assert not any("mcts" in line for line in log)
    table = window.end._table  # the end screen's rows: each seat by its name
    cells = [table.item(r, c) for r in range(table.rowCount()) for c in range(table.columnCount())]
    assert any(cell is not None and bot in cell.text() for cell in cells)
    shoot(window, "bots-end")
    record = c.session.record_path
    assert record is not None
    assert window.watch(record)
    viewer = window.replays
    assert viewer.log.item(0) is not None
    assert any(bot in viewer.log.item(i).text() for i in range(viewer.log.count()))
    assert [card.name.text() for card in viewer.game.players.cards][1].count(bot) == 1
    title = viewer.title.text()
    assert title.startswith("Dice Race (Ten points) — Ada against the bots — ")
    assert title.split(" — ")[-1]  # the date the game began
    shoot(viewer, "bots-replay")


def test_r32_the_dialog_remembers_the_last_choices(qtbot: Any, home: Path) -> None:
    settings = prefs(home)
    dialog = dialog_for(qtbot, settings)
    assert dialog.level.currentData() == "normal"  # the default the first time
    dialog.options.choose_game("tash_kalar")
    dialog.options.choose("form", "deathmatch")
    dialog.options.set_count(4)
    dialog.options.choose("teams", "yes")
    dialog.choose_level("hard")
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    spec = dialog.spec()
    assert spec.config["teams"] is True and spec.seat_kinds == ["host", "bot", "bot", "bot"]
    assert set(spec.bots.values()) == {"mcts:hard"} and spec.at_once and not spec.announce
    again = dialog_for(qtbot, prefs(home))
    assert again.options.key == "tash_kalar" and again.level.currentData() == "hard"
    assert again.options.combos["form"].currentData() == "deathmatch"
    assert again.options.combos["teams"].currentData() == "yes" and again.bots() == 3


def test_r32_the_levels_are_words_and_a_bot_seat_says_its_level(qtbot: Any) -> None:
    dialog = dialog_for(qtbot)
    levels = [dialog.level.itemText(i) for i in range(dialog.level.count())]
    assert levels == ["easy", "normal", "hard"]
    assert seat_name("bot", "Greta", "mcts:hard", 1) == "Greta (bot, hard)"
    assert seat_name("bot", "Bot 3 (mcts:easy)", "mcts:easy", 2) == "Bot 3 (bot, easy)"
    assert seat_name("bot", "Bot 2 (greedy)", "greedy", 1) == "Bot 2 (bot, quick)"
    assert level_word("mcts:hard:1.5") == "hard"
    assert seat_name("local", "Bea", "", 1) == "Bea"
    assert i18n.install("it")
    italian = dialog_for(qtbot)
    assert italian.windowTitle() == "Gioca contro i bot"
    levels = [italian.level.itemText(i) for i in range(italian.level.count())]
    assert levels == ["facile", "normale", "difficile"]
    assert italian.start.text() == "Inizia"
    assert seat_name("bot", "Greta", "mcts:hard", 1) == "Greta (bot, difficile)"
    shoot(italian, "bots-dialog-it")


def test_r32_counts_follow_the_game_and_a_solo_game_has_no_level(qtbot: Any) -> None:
    dialog = dialog_for(qtbot)
    dialog.options.choose_game("wonderful_kingdom")
    assert dialog.options.players.counts == [1, 2] and dialog.level.isEnabled()
    dialog.options.set_count(1)  # its solo game: the rival is the rules' own
    assert dialog.bots() == 0 and not dialog.level.isEnabled()
    assert dialog.spec().seat_kinds == ["host"] and dialog.spec().bots == {}
    dialog.options.choose("module", "conquest")  # two players only
    assert dialog.options.players.counts == [2] and dialog.bots() == 1
    assert dialog.level.isEnabled()
