"""Bellum Magia phase 5, recruiting (digest section 4): costs, the face-up cards and their
refill, sides, bonus tokens; rulings R15, R16; checklist 29-32."""

from __future__ import annotations

import pytest

import core.games.bellum_magia as bm
from core import hidden
from core.api import REVEAL, IllegalAction
from core.games.bellum_magia.data import data
from core.games.bellum_magia.state import strip_totals
from tests.core.bm_helpers import Table
from tests.core.playout import playout


def recruiting(players: int = 2, captain: int = 0, **resources: tuple[int, ...]) -> Table:
    """At the recruit phase of day 1 with these resources (castles only, no goblins)."""
    t = Table(players)
    t.start(captain=captain)
    t.bare()
    t.attack_phase(1)
    t.set(**resources)
    for _ in range(players):
        t.act("pass")
    return t


def test_check_29_an_evil_creature_costs_2_food_a_super_evil_1_glyph_4_food_or_3_glyphs() -> None:
    t = recruiting(food=(1, 0), glyphs=(2, 0))
    assert t.state.phase != "recruit"  # nothing payable: nobody is asked
    t = recruiting(food=(2, 0), glyphs=(0, 0))
    assert {a[3] for a in t.legal(0) if a[0] == "recruit"} == {"fo2"}
    assert {a[1] for a in t.legal(0) if a[0] == "recruit"} == {"evil"}
    t = recruiting(food=(4, 0), glyphs=(1, 0))
    assert {(a[1], a[3]) for a in t.legal(0) if a[0] == "recruit"} == {
        ("evil", "fo2"), ("super", "gl1+fo4"),
    }  # fmt: skip
    t = recruiting(food=(0, 0), glyphs=(3, 0))
    assert {(a[1], a[3]) for a in t.legal(0) if a[0] == "recruit"} == {("super", "gl3")}
    t = recruiting(food=(3, 0), glyphs=(2, 0))
    assert {(a[1], a[3]) for a in t.legal(0) if a[0] == "recruit"} == {("evil", "fo2")}
    t = recruiting(food=(5, 0), glyphs=(5, 0))
    t.act("recruit", "super", "S01", "gl3", "right")
    assert (t.state.food[0], t.state.glyphs[0]) == (5, 2)  # R15: no change is given
    t.act("recruit", "super", "S02", "gl1+fo4", "left")
    assert (t.state.food[0], t.state.glyphs[0]) == (1, 1)


def test_check_30_a_bought_card_is_replaced_from_its_deck_before_the_next_purchase() -> None:
    t = recruiting(food=(6, 0))
    t.apply(("recruit", "evil", "E02", "fo2", "left"))
    assert bm.current_player(t.state) == REVEAL
    assert bm.reveal_requests(t.state) == (hidden.Show(("evil", 2)),)
    assert t.legal(0) == ()
    with pytest.raises(IllegalAction):
        bm.apply_action(t.state, ("recruit", "evil", "E01", "fo2", "left"))
    t.settle()
    assert t.state.faceup[0] == ("E01", "E03")
    assert ("recruit", "evil", "E03", "fo2", "right") in t.legal(0)  # R15: at once
    assert t.obs(None)["decks"] == {"evil": 43, "super": 18}


def test_check_31_a_card_adds_only_the_strip_of_its_side() -> None:
    t = recruiting(food=(4, 0))
    castle = t.state.castles[0]
    left0, right0 = strip_totals(castle, (), False), strip_totals(castle, (), True)
    t.act("recruit", "evil", "E01", "fo2", "left")  # Bog Imp: fo1 x3 | sw1 x3
    assert t.state.left[0] == ("E01",) and t.state.right[0] == ()
    lines = t.obs(None)["seats"][0]["lines"]
    assert [line[:3] for line in lines] == [
        [a + b for a, b in zip(x, y)] for x, y in zip(left0, data().creatures["E01"].left)
    ]
    assert [tuple(line[3:]) for line in lines] == list(right0)
    t.act("recruit", "evil", "E02", "fo2", "right")
    assert t.state.right[0] == ("E02",)
    assert t.obs(None)["seats"][0]["lines"][3][3:] == [right0[3][0] + 1, 0, right0[3][2]]


def test_check_32_bonus_tokens_come_only_with_recruits_never_with_goblins() -> None:
    assert all(data().creatures[g].bonus == "" for g in data().decks["goblin"])
    t = Table(2, tops={"evil": ["E33", "E44"], "super": ["S17"]})
    t.start()
    assert t.state.shields == t.state.magic == t.state.spells == (0, 0)
    t.bare()
    t.attack_phase(1)
    t.set(food=(4, 0), glyphs=(3, 0))
    t.act("pass")
    t.act("pass")
    t.act("recruit", "evil", "E33", "fo2", "left")  # Spider Queen: SH
    t.act("recruit", "evil", "E44", "fo2", "right")  # Fire Imp: MS
    t.act("recruit", "super", "S17", "gl3", "right")  # Hellfire Fiend: CS
    s = t.state
    assert (s.shields, s.magic, s.spells) == ((1, 0), (1, 0), (1, 0))


def test_r15_seat_order_from_the_captain_each_seat_all_its_recruits_first() -> None:
    t = recruiting(players=3, captain=2, food=(2, 2, 4))
    assert bm.current_player(t.state) == 2
    t.act("recruit", "evil", "E01", "fo2", "left")
    assert bm.current_player(t.state) == 2  # still seat 2
    t.act("recruit", "evil", "E03", "fo2", "left")  # the card just turned up
    assert bm.current_player(t.state) == 0  # seat 2 can pay no more
    t.act("done")
    assert bm.current_player(t.state) == 1
    assert bm.describe_action(t.state, ("done",)).id == "recruit.done"
    t.act("recruit", "evil", "E02", "fo2", "right")
    assert t.state.phase == "roll"


def test_r16_sides_are_final_cards_never_move() -> None:
    """Over random games: each seat's left and right only ever grow at their end."""
    for seed in (3, 4):
        for s, a in playout(bm, {"players": 4}, seed):
            after = bm.apply_action(s, a)
            if s.phase in ("castles", "setup", "goblins"):
                continue
            for p in range(4):
                assert after.left[p][: len(s.left[p])] == s.left[p]
                assert after.right[p][: len(s.right[p])] == s.right[p]
                added = len(after.left[p]) + len(after.right[p]) - len(s.left[p]) - len(s.right[p])
                assert added == (a[0] == "recruit" and p == s.seat)
