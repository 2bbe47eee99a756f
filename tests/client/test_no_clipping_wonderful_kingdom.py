"""Nothing of It's a Wonderful Kingdom's table is covered or cut with the largest selection
areas a game can reach (18 cards each: a round's two hands and two starting cards), beside
full construction areas: in the Choice phase (both selection areas in the bands) and in
Planning (the other's in its band, the person's in the tray with a Build and a Recycle
button under each card), at 1280x800 and at the page's minimum size, in English and
Italian. No two cards cover each other, every card lies inside its band or the tray, the
tray's buttons cover nothing, no board text is elided, and no label or button of the page
is cut."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QApplication

from client.gui import i18n
from client.gui.games.wonderful_kingdom import art, layout
from client.gui.games.wonderful_kingdom.cardart import CardItem, H, W
from client.gui.style import STYLE
from core.api import Handle
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules.threat_state import Menace, with_mod
from core.games.wonderful_kingdom.state import Build, Offered, evolve, evolve_seat
from tests.client.hiddentable import LocalTable
from tests.client.test_no_clipping import clipped
from tests.client.uiplayer import shoot
from tests.client.wkplayer import my_window, table_at

CONFIG = {"players": 2, "module": "threat", "threat": "sisters"}
MOST = 18  # a round's cards: 2 hands of 7 and a Calamity each, L's and R's first card
BUILDING = 6  # cards under construction besides two Threats


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.install("en")


def _choice(t: LocalTable) -> bool:
    s = t.state
    return s.round >= 3 and s.phase == "choice" and s.turn >= 14 and t.game.current_player(s) == 0


def _planning(t: LocalTable) -> bool:
    return t.state.round >= 3 and my_window(t)


def _shown(t: LocalTable) -> list[tuple[Handle, str]]:
    """Handles shown to all and their cards: development cards only (built or selected)."""
    cards = data().cards
    return [
        (h, v)
        for h, v in t.state.secrets.shown
        if isinstance(v, str) and v in cards and cards[v].kind != "calamity"
    ]


def _fill(t: LocalTable, face_down: bool) -> None:
    """Both selection areas at their largest, both construction areas full: cards the
    table has shown (some face down in the Choice phase), two Sisters each."""
    s, shown = t.state, _shown(t)
    assert len(shown) >= MOST + BUILDING, len(shown)
    seats, built = list(s.seats), []
    cards = data().cards
    for p in range(2):
        sel = [
            Offered(h, not (face_down and i % 3 == 0), 1 - p, "" if face_down else v)
            for i, (h, v) in enumerate(shown[:MOST])
        ]
        building = [
            Build(h, v, ("",) * len(cards[v].cost))
            for h, v in shown[MOST:]
            if cards[v].cost and cards[v].kind != "treasure"
        ][:BUILDING]
        seats[p] = evolve_seat(seats[p], selection=tuple(sel), construction=tuple(building))
        sisters = enumerate(data().threat_sets["sisters"].cards)
        built.append(tuple(Menace(("threats", k), c.id, 1) for k, c in sisters if k % 2 == p))
    t.state = with_mod(evolve(s, seats=tuple(seats)), built=tuple(built))
    t.c.state = t.state
    t.redraw()


def _card_box(item: CardItem) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, W, H))


def scene_problems(page: Any) -> list[str]:
    """Cards that cover each other or leave their region, tray buttons over anything, and
    elided board texts."""
    board = page.game.board
    items = board.scene().items()
    cards = [(_card_box(i), i.key[0]) for i in items if isinstance(i, CardItem)]
    where = layout.layout(2, False)
    regions = [where.other, where.mine, where.tray, *where.offers, where.module, where.panel]
    problems = []
    for k, (box, name) in enumerate(cards):
        if not any(r is not None and r.contains(box.adjusted(1, 1, -1, -1)) for r in regions):
            problems.append(f"{name} at {box} leaves its region")
        for other, other_name in cards[k + 1 :]:
            cut = box.intersected(other)
            if cut.width() > 1 and cut.height() > 1:
                problems.append(f"{name} and {other_name} cover each other")
    buttons = [
        item.sceneBoundingRect()
        for item in items
        if isinstance(item.data(art.HOT), tuple)
        and item.data(art.HOT)[0] in ("build", "recycle")
        and item.sceneBoundingRect().height() < 30  # the buttons, not the cards' hotspots
    ]
    for k, box in enumerate(buttons):
        for other in buttons[k + 1 :] + [c for c, _ in cards]:
            cut = box.intersected(other)
            if cut.width() > 1 and cut.height() > 1:
                problems.append(f"a tray button at {box} covers {other}")
    layers = [i for i in items if isinstance(i, art.TextLayer)]
    for layer in layers:
        problems += [f"elided: {line!r}" for _, line, _, _ in layer.texts if "…" in line]
    return problems


@pytest.mark.slow
@pytest.mark.parametrize("moment", ["choice", "planning"])
def test_the_largest_selection_areas_lay_out_whole(qtbot: Any, me: Any, moment: str) -> None:
    done = _choice if moment == "choice" else _planning
    t = table_at(qtbot, me, done, CONFIG)
    page = t.view
    assert page is not None
    page.setStyleSheet(STYLE)
    _fill(t, face_down=moment == "choice")
    obs = page.game.obs
    assert [len(x["selection"]) for x in obs["seats"]] == [MOST, MOST]
    problems: list[str] = []
    smallest = page.minimumSizeHint().expandedTo(QSize(640, 320))
    for code in ("en", "it"):
        assert i18n.install(code)
        for size in (QSize(1280, 800), smallest):
            page.resize(size)
            t.redraw()
            QApplication.processEvents()
            shown = f"{code} {size.width()}x{size.height()}"
            problems += [f"{shown}: {p}" for p in scene_problems(page)]
            problems += [f"{shown}: {p}" for p in clipped(page)]
            shoot(page, f"clip-wk-{moment}-{code}-{size.width()}")
    assert not problems, "\n".join(problems)
