"""Tash-Kalar's window, issue 28 point 1 (R26): two orientations that use the same squares
(a common and a heroic cell swapped) are one summon, so the window offers one choice: a
click on the target summons, with no orientations to cycle."""

from __future__ import annotations

from typing import Any

from client.gui.games.tash_kalar import choices as ch
from core.games.tash_kalar import state as st
from core.games.tash_kalar.data import square_index
from tests.client.tkplayer import TkPlayer, table_at, truthful

MELEE3 = {"players": 3, "form": "deathmatch", "colours": ["green", "brown", "red"]}
SEED = 2  # the seed whose deal gives Ada (seat 0, green) the Fae Twins on her first turn


def _ada_acts(t: Any) -> bool:
    return bool(t.game.current_player(t.state) == 0 and t.state.stage == "actions")


def test_r26_one_choice_when_pieces_swap_cells(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _ada_acts, MELEE3, ["host", "bot", "bot"], seed=SEED)
    obs = t.game.observation(t.state, 0, t.dealer.knowledge(0))
    handle = next(tuple(e["handle"]) for e in obs["hand"] if e["card"] == "green-GC17")
    # the board, arranged as the core tests arrange one (a real state, its board
    # replaced): green heroic pieces on g2 and g4, so GC17 (C.H/.@.) fits f3 turned 3
    # (common cell g4, heroic g2) and 7 (common g2, heroic g4): the same squares
    cells = [0] * 81
    for name in ("g2", "g4"):
        cells[square_index(name)] = st.piece(0, 2)
    t.state = t.c.state = st.evolve(t.state, board=tuple(cells))
    t.c.changed.emit()
    t.redraw()
    assert ch.variants(truthful(t), handle, "f3") == [
        ("summon", *handle, "green-GC17", "f3", 3)
    ]  # the core lists it once, with the lowest number
    page: Any = t.view
    view, p = page.game, TkPlayer(qtbot, page)
    p.click_card(handle)
    assert view.arena.targets == {"f3", "h3"}  # h3: the same two pieces, from the east
    p.click_square("f3")  # one summon there: made at once, nothing to cycle
    assert view.arena.overlay is None and "orientations" not in view.move.prompt.text()
    assert t.c.pending is not None
    assert t.c.pending.steps == [("summon", *handle, "green-GC17", "f3", 3)]
