"""Nothing of Bellum Magia's table is cut at 1280x800, in English and Italian, with three
and with five players: the move panel's prompt and buttons at each kind of moment (the
castles chosen, the goblins, an offer with a spell, an attack, a theft, a recruit picked
with two payments, the end), every label of the page, and the board's texts, which shrink
before they are elided. The page wears the main window's style sheet (its bold prompt)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from client.gui import i18n
from client.gui.games.bellum_magia import art
from client.gui.style import STYLE
from tests.client.bmplayer import legal_of, put, table_at
from tests.client.hiddentable import LocalTable
from tests.client.test_no_clipping import _label_problem, _outside, clipped
from tests.client.uiplayer import shoot


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.install("en")


def _castles(t: LocalTable) -> bool:
    return t.state.phase == "castles" and t.game.current_player(t.state) == 0


def _offer(t: LocalTable) -> bool:
    s = t.state
    return s.phase == "offers" and s.captain == 0 and s.seat == 0 and s.day >= 2


def _attack(t: LocalTable) -> bool:
    return t.state.phase == "attack" and t.state.seat == 0 and t.state.day >= 4


def _theft(t: LocalTable) -> bool:
    s = t.state
    return s.phase == "attack" and s.seat == 0 and len(s.chests[1]) >= 2


def _recruit(t: LocalTable) -> bool:
    return t.state.phase == "recruit" and any(a[0] == "recruit" for a in legal_of(t, 0))


def _over(t: LocalTable) -> bool:
    return t.state.phase == "over"


def _spell(t: LocalTable) -> None:
    put(t, spells=(2, *t.state.spells[1:]), barrels=(3, *t.state.barrels[1:]))


def _rob(t: LocalTable) -> None:
    put(t, phase="theft", target=1, limit=2, theft=())


def _pick(t: LocalTable) -> None:
    put(t, food=(12, *t.state.food[1:]), glyphs=(6, *t.state.glyphs[1:]))
    t.view.game.clicked(("creature", "super", t.state.faceup[1][0]))


MOMENTS: dict[str, tuple[Callable[[LocalTable], bool], Callable[[LocalTable], None] | None]] = {
    "castles": (_castles, None),
    "goblins": (lambda t: t.state.phase == "goblins", None),
    "offer": (_offer, _spell),
    "attack": (_attack, None),
    "theft": (_theft, _rob),
    "recruit": (_recruit, _pick),
    "end": (_over, None),
}


def _board_cut(page: Any) -> list[str]:
    """The board's texts that had to be elided, even at the smallest letters."""
    return [
        item.text()
        for item in page.game.board.scene().items()
        if isinstance(item, QGraphicsSimpleTextItem) and item.data(art.ELIDED)
    ]


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("moment", sorted(MOMENTS))
def test_bellum_magias_table_shows_every_text_whole(
    qtbot: Any, me: Any, moment: str, players: int
) -> None:
    done, then = MOMENTS[moment]
    config = {"players": players, **({"castles": "chosen"} if moment == "castles" else {})}
    t = table_at(qtbot, me, done, config)
    page = t.view
    assert page is not None
    page.setStyleSheet(STYLE)
    if then is not None:
        then(t)
    problems: list[str] = []
    for code in ("en", "it"):
        assert i18n.install(code)
        page.redraw()
        QApplication.processEvents()
        prompt = page.game.move.prompt
        cut = _label_problem(prompt) or _outside(page.game.move, page.window())
        if cut:
            problems.append(f"{code}: the prompt: {cut}")
        problems += [f"{code}: {p}" for p in clipped(page)]
        problems += [f"{code}: the board elides {w!r}" for w in _board_cut(page)]
        shoot(page, f"clip-bm-{moment}-{players}-{code}")
    assert not problems, "\n".join(problems)
