"""The end screen says plainly what each goods column counts (issue 32): Eight-Minute
Empire's points for goods beside the goods held, in English and Italian."""

from __future__ import annotations

from typing import Any

import pytest

from client.gui import i18n
from client.gui.endscreen import EndScreen
from tests.client.test_endscreen import NAMES, column, finished

HEADERS = {
    "en": ("Points for goods", "Goods held (how many of each)"),
    "it": ("Punti per le merci", "Merci possedute (quante per tipo)"),
}


@pytest.mark.parametrize("code", sorted(HEADERS))
def test_r32_the_goods_columns_say_what_they_count(qtbot: Any, code: str) -> None:
    assert i18n.install(code)
    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    obs = finished()
    screen.show_result(obs, NAMES, "eight_minute_empire", obs["config"])
    table = screen.table()
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    points, held = HEADERS[code]
    assert points in heads and held in heads, heads
    end = obs["end"]
    goods = end["parts"][2]["values"]
    assert column(screen, points) == [str(goods[seat]) for seat in end["ranking"]]
    assert all(any(c.isdigit() for c in text) for text in column(screen, held))
    screen.show()
    screen.grab().save(f"/tmp/r32-end-goods-{code}.png")
