"""The table page's small things of issue 32: a language switch re-words the whole log and
the notice on show ("… is back."), and at 1280x800 with five players, a card just played
on show, the log keeps a useful height."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from client.gui import i18n
from net.protocol.signing import fingerprint
from tests.client.hiddentable import LocalTable

# The table page's size in a 1280x800 window (its menu bar above it).
PAGE = (1280, 781)
USEFUL = 8  # lines of the log in sight at least (client/gui/table.py's LOG_LINES)


def _lines(t: LocalTable) -> list[str]:
    assert t.view is not None
    return [t.view.log.item(row).text() for row in range(t.view.log.count())]


def test_r32_a_language_switch_rewords_the_whole_log_and_the_notice_on_show(
    qtbot: Any, me: Any
) -> None:
    assert i18n.install("en")  # English plurals come from the English translation file
    config = {"players": 3, "edition": "classic", "board": "A", "variants": []}
    t = LocalTable(me, "eight_minute_empire", config, ["host", "bot", "bot"], {1: "Bea"})
    qtbot.addWidget(t.table())
    t.run_until(lambda s: len(_lines(t)) > 30)
    english = _lines(t)
    assert any(line.startswith("Turn ") for line in english)  # headings too
    key = bytes(range(32))
    t.c.bridge.member.emit("back", key, "Bea", "info")  # a member reconnected
    QApplication.processEvents()
    assert t.view is not None and t.view.status.text() == f"Bea ({fingerprint(key)}) is back."
    assert i18n.install("it")
    t.redraw()  # what the main window does on a language switch
    italian = _lines(t)
    assert len(italian) == len(english) and not set(italian) & set(english), [
        line for line in italian if line in english
    ]
    assert any(line.startswith("Turno ") for line in italian)
    assert any("armat" in line for line in italian)
    assert t.view.status.text() == f"Bea ({fingerprint(key)}) è di nuovo al tavolo."
    t.view.grab().save("/tmp/r32-table-italian-log.png")
    assert i18n.install("en")
    t.redraw()
    assert _lines(t) == english
    assert t.view.status.text() == f"Bea ({fingerprint(key)}) is back."


FIVE = {
    "eight_minute_empire": {"players": 5, "edition": "classic", "board": "B",
                            "variants": ["goods_tiles"]},
    "bellum_magia": {"players": 5},
}  # fmt: skip


@pytest.mark.parametrize("game", sorted(FIVE))
def test_r32_the_log_keeps_a_useful_height_at_1280x800_with_five_players(
    qtbot: Any, me: Any, game: str
) -> None:
    t = LocalTable(me, game, FIVE[game], ["host", "bot", "bot", "bot", "bot"], seed=3)
    page = t.table()
    qtbot.addWidget(page)
    page.resize(*PAGE)
    played = page.turns.played
    t.run_until(lambda s: played.isVisible() and len(_lines(t)) > 40, limit=3000)
    t.redraw()
    QApplication.processEvents()
    log = page.log
    useful = log.fontMetrics().lineSpacing() * USEFUL
    assert log.height() >= useful, (log.height(), useful)
    bottom = log.mapTo(page, QPoint(0, log.height())).y()
    assert bottom <= page.height(), "the log runs off the page"
    assert played.isVisible() and played.face.height() >= 60  # the card shrank, still shown
    page.grab().save(f"/tmp/r32-five-{game}.png")
    page.resize(1280, 1000)  # room again: the card takes back its size, with no redraw
    qtbot.waitUntil(lambda: played.face.height() >= played.face.natural() - 2, timeout=3000)
