"""The log follows its newest line unless the person scrolled back (issue 32), in every game:
Tash-Kalar's long lines, wrapped in a short log, did not reach its end."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from client.gui.logview import GameLog
from tests.client.hiddentable import LocalTable

LONG = "Bot 2 (greedy) summons Hydra of the Deep on e5 (turned a quarter left and mirrored). " * 2


def _settled(log: GameLog) -> None:
    for _ in range(5):  # wrapped lines are laid out after the event loop turns
        QApplication.processEvents()


def _at_end(log: GameLog) -> bool:
    bar = log.verticalScrollBar()
    return bar.value() == bar.maximum()


def test_r32_the_log_follows_until_the_person_scrolls_back_then_again_at_the_end(
    qtbot: Any,
) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(360, 160)
    log.show()
    for i in range(40):
        log.add(f"{i} {LONG}", heading=i % 10 == 0)
        _settled(log)
        assert _at_end(log), i
    bar = log.verticalScrollBar()
    bar.setValue(bar.maximum() // 3)  # the person scrolls back to read
    kept = bar.value()
    for i in range(5):
        log.add(f"later {i} {LONG}")
        _settled(log)
    assert bar.value() == kept and not _at_end(log)  # what they read stays
    assert log.item(0).text().startswith("0 ")
    bar.setValue(bar.maximum())  # back at the newest line: followed again
    log.add(f"last {LONG}")
    _settled(log)
    assert _at_end(log)


@pytest.mark.parametrize(
    ("game", "config"),
    [
        ("tash_kalar", {"players": 2, "form": "high_form"}),
        ("eight_minute_empire", {"players": 3, "edition": "classic", "board": "A",
                                 "variants": []}),
        ("bellum_magia", {"players": 3}),
        ("wonderful_kingdom", {"players": 2}),
    ],
)  # fmt: skip
def test_r32_every_games_log_keeps_its_newest_line_in_sight(
    qtbot: Any, me: Any, game: str, config: dict[str, Any]
) -> None:
    seats = ["host"] + ["bot"] * (config["players"] - 1)
    t = LocalTable(me, game, config, seats, seed=4)
    table = t.table()
    qtbot.addWidget(table)
    t.run_until(lambda state: t.c.index >= 120, limit=400)
    _settled(table.log)
    assert table.log.count() > 20
    assert _at_end(table.log)
    # The column's panels above the log grow (a longer prompt, a card played), or the
    # window gets shorter: the log is shorter, and still shows its newest line.
    table.resize(1280, 640)
    _settled(table.log)
    t.run_until(lambda state: t.c.index >= 130, limit=400)
    _settled(table.log)
    bar = table.log.verticalScrollBar()
    assert _at_end(table.log), (bar.value(), bar.maximum())
