"""Bellum Magia phase 4, the attacks (digest section 4): places, the Tavern, castles, thefts,
the 10-chest check; rulings R8-R11, R14, R18; checklist 16-28."""

from __future__ import annotations

import pytest

import core.games.bellum_magia as bm
from core import hidden
from core.api import REVEAL, IllegalAction
from core.games.bellum_magia.state import beats
from tests.core.bm_helpers import Table


def table(castles: tuple[str, ...] = ("K1", "K2", "K3"), captain: int = 0) -> Table:
    """Castles only (no goblins), the given captain; no chest, no resource."""
    t = Table(len(castles))
    t.start(castles=castles, captain=captain)
    t.bare()
    return t


def test_check_16_shield_3_magic_1_falls_to_3_swords_and_a_magic_sword_not_to_4_swords() -> None:
    t = table()
    t.set(row=("C01", "F01", "F02"))  # Lantern Gate: shield 3, magic shield 1
    t.set(right=(("E02", "E06"), ("E02", "E03", "E37"), ()))
    t.attack_phase(4)  # seat 0: K1 sw2 + sw1 + ms1; seat 1: K2 sw1 + sw1 + sw1 + sw1
    assert (
        t.obs(None)["seats"][0]["horde"]["sw"] == 3 and t.obs(None)["seats"][0]["horde"]["ms"] == 1
    )
    assert ("attack", "C01") in t.legal(0)
    t.act("pass")
    assert t.obs(None)["seats"][1]["horde"]["sw"] == 4
    assert ("attack", "C01") not in t.legal(1) and ("attack", "F01") in t.legal(1)
    with pytest.raises(IllegalAction):
        bm.apply_action(t.state, ("attack", "C01"))


def test_check_17_magic_swords_alone_beat_a_normal_shield() -> None:
    t = table(castles=("K3", "K1", "K2"))
    t.set(row=("F04", "F07", "V01"), right=(("S18",), (), ()))  # Sphinx of Ash: line 1 ms2
    t.attack_phase(1)
    horde = t.obs(None)["seats"][0]["horde"]
    assert (horde["sw"], horde["ms"], horde["th"]) == (0, 2, 0)
    legal = t.legal(0)
    assert ("attack", "F04") in legal and ("attack", "V01") in legal  # shields 2
    assert ("attack", "F07") not in legal  # shield 3


def test_check_18_the_tavern_falls_to_no_sword_gives_a_barrel_and_stays() -> None:
    t = table(captain=2)
    t.attack_phase(1)  # seat 2: K3 line 1 has nothing
    assert t.legal(2) == (("attack", "P00"), ("pass",))
    assert bm.describe_action(t.state, ("attack", "P00")).id == "attack.tavern"
    t.act("attack", "P00")
    assert t.state.barrels == (0, 0, 1) and t.state.looted == ()
    assert ("attack", "P00") in t.legal(0)
    t.act("attack", "P00")
    assert t.state.barrels == (1, 0, 1)


def test_check_19_a_looted_place_is_gone_its_gap_filled_only_in_phase_6() -> None:
    t = table()
    t.attack_phase(1)  # seat 0: K1 sw1
    t.act("attack", "F01")  # Turnip Farm: fo2
    assert t.state.row == ("", "F02", "F03") and t.state.looted == ("F01",)
    assert t.state.food == (2, 0, 0)
    assert ("attack", "F01") not in t.legal(1)
    t.act("pass")
    t.act("pass")
    assert t.state.row == ("", "F02", "F03")  # recruiting: still a gap
    t.act("done")
    assert t.state.row == ("F04", "F02", "F03") and t.state.phase == "roll"
    assert t.obs(None)["row"] == ["F04", "F02", "F03"]


def test_check_20_a_castle_attack_needs_a_thief() -> None:
    t = table()
    t.give(1, ["wood"])
    t.attack_phase(4)  # K1 line 4: sw2, no thief
    assert not [a for a in t.legal(0) if a[0] == "rob"]
    t.attack_phase(6)  # K1 line 6: sw1 + th1
    assert ("rob", 1) in t.legal(0)


def test_check_21_a_castle_attack_needs_its_shield_and_the_magic_rule() -> None:
    t = table()
    t.give(1, ["wood"])
    t.give(2, ["wood"])
    t.attack_phase(6)  # seat 0: sw1 th1
    assert [a for a in t.legal(0) if a[0] == "rob"] == [("rob", 1)]  # K2 shield 1, K3 2
    t.set(shields=(0, 1, 0))
    assert [a for a in t.legal(0) if a[0] == "rob"] == []
    t.set(shields=(0, 0, 0), magic=(0, 1, 0))
    assert [a for a in t.legal(0) if a[0] == "rob"] == []
    t.set(right=(("S16",), (), ()))  # Shadow Wyrm: line 6 ms1 -> sw1 ms1 th1
    assert [a for a in t.legal(0) if a[0] == "rob"] == [("rob", 1), ("rob", 2)]  # 1+1, 2


def test_check_22_a_castle_with_no_chest_cannot_be_targeted() -> None:
    t = table()
    t.attack_phase(6)
    assert not [a for a in t.legal(0) if a[0] == "rob"]
    with pytest.raises(IllegalAction):
        bm.apply_action(t.state, ("rob", 1))


def thieves(t: Table) -> None:
    """Seat 0 robs with line 6: K1 sw1 th1 + Rasp Goblin th1 + Gremlin th1 = 3 thieves."""
    t.set(right=(("G10", "E29"), (), ()))
    t.attack_phase(6)
    assert t.obs(None)["seats"][0]["horde"]["th"] == 3


def test_check_23_three_thieves_against_two_chests_steal_at_most_two() -> None:
    t = table()
    taken = t.give(1, ["wood", "metal"])
    thieves(t)
    t.act("rob", 1)
    assert t.state.limit == 2 and t.obs(None)["theft"]["limit"] == 2
    t.act("steal", *taken[0])
    assert t.state.phase == "theft"
    t.act("steal", *taken[1])
    assert t.state.phase != "theft" and t.state.chests[0] == tuple(taken)


def test_check_24_the_robbed_player_gains_exactly_one_shield_token() -> None:
    t = table()
    held = t.give(1, ["wood", "wood", "metal", "gold"])
    thieves(t)
    t.act("rob", 1)
    for h in held[:3]:
        t.act("steal", *h)
    assert t.state.shields == (0, 1, 0) and len(t.state.chests[1]) == 1
    assert t.obs(None)["seats"][1]["shield"] == 2  # K2's printed 1 + the token


def test_check_25_the_thief_picks_unseen_then_sees_what_it_did_not_know() -> None:
    t = table()
    mine = t.give(0, ["wood"])[0]  # seat 0 held it first...
    other = t.give(1, ["metal"])[0]
    chests = t.state.chests
    t.set(chests=((), tuple(sorted((*chests[1], mine))), ()))  # ...then seat 1 took it
    thieves(t)
    t.act("rob", 1)
    for a in t.legal(0):  # the choices name handles only, never a value
        assert a == ("done",) or len(a) == 3
    assert t.legal(0) == (("steal", "metal", 0), ("steal", "wood", 0))
    t.apply(("steal", *mine))
    t.apply(("done",))
    assert bm.current_player(t.state) != REVEAL  # it knew that one: nothing to reveal
    t.set(captain=0, shields=(0, 0, 0))
    t.attack_phase(6)
    t.set(chests=((mine,), (other,), ()))
    t.apply(("rob", 1))
    t.apply(("steal", *other))
    assert bm.reveal_requests(t.state) == (hidden.Reveal(other, (0,)),)
    assert other not in t.chests_known(0)
    t.settle()
    assert other in t.chests_known(0) and other in t.chests_known(1)  # the robbed stays told


def test_check_26_ten_chests_in_phase_3_do_not_end_the_game_before_the_attacks() -> None:
    t = table()
    t.give(0, ["wood"] * 9)
    t.roll(4)  # K1 line 4: the only treasure -> a metal chest, the 10th
    assert len(t.state.chests[0]) == 10
    assert t.state.phase == "attack" and bm.current_player(t.state) == 0
    t.act("pass")
    t.act("pass")
    assert t.state.phase == "attack"
    t.act("pass")
    assert t.state.phase == "over"


def test_check_27_a_player_robbed_back_to_nine_does_not_end_the_game() -> None:
    t = table()
    held = t.give(1, ["wood"] * 10)
    thieves(t)
    t.act("rob", 1)
    t.act("steal", *held[0])
    t.act("done")
    t.act("pass")
    t.act("pass")
    assert [len(c) for c in t.state.chests] == [1, 9, 0]
    assert t.state.phase not in ("end", "over")


def test_check_28_when_the_game_ends_no_recruit_and_no_refill() -> None:
    t = table()
    t.give(2, ["wood"] * 10)
    t.set(food=(9, 9, 9), glyphs=(9, 9, 9))
    t.attack_phase(1)
    t.act("attack", "F01")
    t.act("pass")
    t.act("pass")
    s = t.state
    assert s.phase == "over" and s.row == ("", "F02", "F03")
    assert s.food == (11, 9, 9) and s.faceup == (("E01", "E02"), ("S01", "S02"))


def test_r8_never_one_s_own_castle_and_a_new_shield_counts_at_once() -> None:
    t = table()
    for seat in range(3):
        t.give(seat, ["wood"])
    t.set(right=((), (), ("E37", "G10")))  # seat 2, line 6: sw1 + th1
    t.attack_phase(6)
    assert ("rob", 0) not in t.legal(0)
    t.act("rob", 1)  # K2: shield 1
    t.act("steal", *t.state.chests[1][0])
    t.act("pass")  # seat 1
    robs = [a for a in t.legal(2) if a[0] == "rob"]
    assert ("rob", 1) not in robs and ("rob", 2) not in robs
    assert ("rob", 0) in robs  # K1: shield 1


def test_r9_one_shield_token_per_robbery_and_only_when_a_chest_moves() -> None:
    t = table()
    held = t.give(1, ["wood", "wood"])
    thieves(t)
    t.act("rob", 1)
    assert ("done",) not in t.legal(0)
    with pytest.raises(IllegalAction):
        bm.apply_action(t.state, ("done",))
    assert t.state.shields == (0, 0, 0)
    t.act("steal", *held[1])
    assert t.state.shields == (0, 0, 0)  # the theft is not over
    t.act("done")
    assert t.state.shields == (0, 1, 0)


def test_r10_combined_shields_and_castle_magic_from_tokens_only() -> None:
    # King's Keep, shield 6 + magic 1: at least 1 magic sword and 7 swords in all
    assert beats((6, 1, 0), 6, 1) and beats((0, 7, 0), 6, 1)
    assert not beats((7, 0, 0), 6, 1) and not beats((5, 1, 0), 6, 1)
    t = table()
    t.give(1, ["wood"])
    assert t.obs(None)["seats"][1]["magic_shield"] == 0
    t.set(magic=(0, 2, 0))
    assert t.obs(None)["seats"][1]["magic_shield"] == 2


def test_r11_the_end_check_is_made_once_after_the_last_attack() -> None:
    t = table()
    held = t.give(0, ["wood"] * 3)
    t.give(2, ["wood"] * 9)
    t.set(right=((), (), ("E37", "G10")), captain=1)  # seat 2, line 6: sw1 + th1
    t.attack_phase(6)
    t.act("pass")  # seat 1
    t.act("rob", 0)  # seat 2 reaches 10 ...
    t.act("steal", *held[0])  # one thief: the theft ends by itself
    assert t.state.phase == "attack"  # ... seat 0 still attacks
    t.act("pass")
    assert t.state.phase == "over"


def test_r14_one_attack_each_optional_in_seat_order() -> None:
    t = table(captain=1)
    t.attack_phase(1)
    assert ("pass",) in t.legal(1)
    t.act("attack", "P00")
    assert bm.current_player(t.state) == 2
    t.act("pass")
    assert bm.current_player(t.state) == 0
    t.act("attack", "F01")
    assert t.state.phase != "attack"


def test_r18_the_thief_decides_how_many_and_which() -> None:
    t = table()
    held = t.give(1, ["wood", "wood", "metal", "metal", "gold"])
    thieves(t)
    t.act("rob", 1)
    assert t.state.limit == 3
    assert [a[1:] for a in t.legal(0) if a[0] == "steal"] == sorted(held)
    t.act("steal", *held[4])
    assert ("steal", *held[4]) not in t.legal(0)
    message = bm.describe_action(t.state, ("done",))
    assert (message.id, message.params) == ("theft.done", {"seat": 0, "target_seat": 1, "n": 1})
    t.act("done")
    assert t.state.chests[0] == (held[4],) and len(t.state.chests[1]) == 4
