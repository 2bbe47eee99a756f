"""Bellum Magia's supplies, the end of the day, the end of the game and scoring (digest
sections 4-5); rulings R12, R19; checklist 34-38."""

from __future__ import annotations

import core.games.bellum_magia as bm
from core import hidden
from core.api import END, TERMINAL
from core.games.bellum_magia.chests import show_all
from tests.core.bm_helpers import Table


def table(players: int = 3, captain: int = 0) -> Table:
    t = Table(players)
    t.start(captain=captain)
    t.bare()
    return t


def finish(t: Table) -> None:
    """Show every reserve's chests and score, as after a triggering attack phase."""
    t.state = show_all(t.state)
    t.settle()


def test_check_34_the_row_refills_to_n_places_while_the_deck_lasts() -> None:
    t = table()  # identity shuffles: the deck is F01-F04, V01-V04, C01-C10
    t.attack_phase(1)
    t.act("attack", "F01")  # seat 0: K1 sw1
    t.act("attack", "F02")  # seat 1: K2 sw1
    t.act("pass")
    t.pass_day()
    assert t.state.row == ("F04", "V01", "F03") and t.state.kingdom == 5
    t.set(kingdom=17, right=(("E05",), ("E01",), ()))  # one card left; line 1 sw2, sw1+ms1
    t.attack_phase(1)  # seat 1 is Captain now
    t.act("attack", "F04")
    t.act("pass")
    t.act("attack", "V01")
    t.pass_day()
    assert t.state.row == ("C10", "", "F03") and t.obs(None)["kingdom_left"] == 0


def test_check_35_the_die_passes_to_the_left_neighbour() -> None:
    t = table(captain=2)
    t.roll(1)
    t.pass_day()
    assert t.state.captain == 0 and t.state.die == 0 and t.state.phase == "roll"
    assert t.obs(None)["captain"] == 0


def test_check_36_score_is_the_chest_values_ties_to_more_chests_then_shared() -> None:
    t = table()  # identity shuffles: wood 1 x6, 2 x8, 3 x6; metal 2 x4, ...
    t.give(0, ["wood", "wood", "wood"])  # 1 + 1 + 1
    t.give(1, ["metal", "wood"])  # 2 + 1
    t.give(2, ["wood", "wood", "wood"])  # 1 + 1 + 2
    finish(t)
    assert bm.current_player(t.state) == TERMINAL
    assert bm.returns(t.state) == (3, 3, 4)
    assert bm.ranking(t.state) == (2, 0, 1)
    end = t.obs(None)[END]
    assert end["winners"] == [2] and end["separated_by"] == ["by.coins", "by.chests"]
    assert [p["label"] for p in end["parts"]] == ["end.wood", "end.metal", "end.gold"]
    assert [p["values"] for p in end["parts"]] == [[3, 1, 4], [0, 2, 0], [0, 0, 0]]
    assert end["notes"]["values"][1] == {"id": "end.chest_count", "params": {"n": 2}}


def test_r19_a_tie_on_coins_and_chests_is_a_shared_win() -> None:
    t = table(players=2)
    t.give(0, ["wood", "wood"])
    t.give(1, ["wood", "wood"])
    finish(t)
    end = t.obs(1)[END]
    assert end["totals"] == [2, 2] and end["winners"] == [0, 1]
    assert end["separated_by"] == [None]


def test_check_37_until_the_end_only_past_holders_see_a_chest_value() -> None:
    t = table()
    h = t.give(0, ["gold"])[0]  # seat 0 knows it; the others and the public do not
    assert t.obs(0)["seats"][0]["chests"] == [["gold", 0, 5]]
    assert t.obs(0)["known"] == [["gold", 0, 5]]
    for viewer in (None, 1, 2):
        assert t.obs(viewer)["seats"][0]["chests"] == [["gold", 0, None]]
    # given everything (a hot-seat peer's whole knowledge), seat 1 still sees nothing
    assert bm.observation(t.state, 1, t.dealer.truth)["seats"][0]["chests"][0][2] is None
    assert hidden.seats_told(t.state.secrets, h) == (0,)
    finish(t)
    assert t.obs(None)["seats"][0]["chests"] == [["gold", 0, 5]]


def test_check_38_an_empty_metal_stack_gives_wood_then_gold() -> None:
    t = table()
    t.set(drawn=(0, 20, 0))  # every metal chest drawn
    t.roll(4)  # K1 alone has treasure on line 4: a metal chest due
    assert t.state.chests[0] == (("wood", 0),)
    t.pass_day()
    t.set(drawn=(20, 20, 0), captain=0)
    t.roll(4)
    assert ("gold", 0) in t.state.chests[0]


def test_r12_supplies_substitutes_empty_decks_and_no_chest_at_all() -> None:
    from core.games.bellum_magia.chests import draw

    assert draw((20, 0, 10), ["wood"]) == ((20, 1, 10), [("metal", 0)])
    assert draw((0, 0, 10), ["gold"]) == ((0, 1, 10), [("metal", 0)])
    assert draw((0, 20, 10), ["gold"]) == ((1, 20, 10), [("wood", 0)])
    assert draw((20, 20, 10), ["metal", "wood"]) == ((20, 20, 10), [])
    t = table()
    t.set(drawn=(20, 20, 10))
    t.roll(4)
    assert t.state.chests == ((), (), ()) and t.state.phase == "attack"
    # an empty creature deck leaves its gap; with no face-up card it cannot be bought
    t.set(turned=(46, 20), faceup=(("E01", ""), ("", "")), food=(9, 0, 0), glyphs=(9, 0, 0))
    for _ in range(3):
        t.act("pass")
    assert {a[1:3] for a in t.legal(0) if a[0] == "recruit"} == {("evil", "E01")}
    t.act("recruit", "evil", "E01", "fo2", "left")
    assert t.state.faceup == (("", ""), ("", "")) and bm.current_player(t.state) != 0
    assert t.obs(None)["faceup"] == {"evil": [None, None], "super": [None, None]}
    assert t.state.phase == "roll"


def test_r12_resources_and_bonus_tokens_never_run_out() -> None:
    t = table(players=2)
    t.attack_phase(1)
    t.set(shields=(20, 0), food=(2, 0), barrels=(10, 0))  # every shield token handed out
    t.set(faceup=(("E33", "E01"), ("S01", "S02")))  # Spider Queen: a shield token
    t.act("attack", "P00")  # an 11th barrel
    t.act("pass")
    t.act("recruit", "evil", "E33", "fo2", "left")
    assert t.state.shields[0] == 21 and t.state.barrels[0] == 11


def test_r12_the_tavern_always_remains_and_an_empty_kingdom_deck_leaves_the_row_short() -> None:
    t = table(players=2)
    t.set(kingdom=16)  # the 2-player deck (3 + 3 + 10) is empty
    t.attack_phase(1)
    t.act("attack", "F01")
    t.act("attack", "P00")
    t.pass_day()
    assert t.state.row == ("", "F02") and t.obs(None)["row"] == [None, "F02"]
    t.roll(1)
    t.decline_all()
    assert ("attack", "P00") in t.legal(t.state.captain)
