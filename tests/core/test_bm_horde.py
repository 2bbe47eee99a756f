"""Bellum Magia phase 1, the active horde (digest section 4): the roll, rounds of drinks and
confusion spells, the option `confusion_closes_bar`; rulings R1, R5, R17; checklist 5-11."""

from __future__ import annotations

import pytest

import core.games.bellum_magia as bm
from core.api import CHANCE, IllegalAction
from core.games.bellum_magia.state import strip_totals
from tests.core.bm_helpers import Table


def table(players: int = 3, captain: int = 0, **config: object) -> Table:
    t = Table(players, **config)
    t.start(captain=captain)
    return t


def test_check_05_one_die_result_sets_the_same_line_for_everyone_left_and_right() -> None:
    t = table(3)
    t.roll(3)
    s, seats = t.state, t.obs(None)["seats"]
    for p in range(3):
        left = strip_totals(s.castles[p], s.left[p], False)[2]
        right = strip_totals(s.castles[p], s.right[p], True)[2]
        assert seats[p]["horde"] == dict(zip(("fo", "gl", "tr", "sw", "ms", "th"), left + right))
        assert (s.food[p], s.glyphs[p]) == left[:2]  # gathered from line 3 too


def test_check_06_after_any_reroll_the_offers_restart_at_the_captain() -> None:
    t = table(3, captain=1)
    t.set(barrels=(1, 1, 1))
    t.roll(2)
    assert bm.current_player(t.state) == 1
    t.act("decline")
    t.act("drinks")  # seat 2
    assert bm.current_player(t.state) == CHANCE
    t.act("die", 5)
    assert bm.current_player(t.state) == 1 and t.state.done == 0  # not seat 0, next
    assert t.obs(None)["offer"] == {"seat": 1, "declines": 0}
    t.act("decline")  # seat 1; seat 2 has no barrel left: not asked
    t.act("drinks")  # seat 0
    t.act("die", 3)
    assert bm.current_player(t.state) == 1


def test_check_07_the_phase_ends_after_n_consecutive_declines() -> None:
    t = table(3)
    t.set(barrels=(2, 2, 2))
    t.roll(4)
    t.act("decline")
    t.act("drinks")  # seat 1
    t.act("die", 1)
    t.act("decline")  # 0
    t.act("decline")  # 1
    assert t.state.phase == "offers" and bm.current_player(t.state) == 2
    t.act("decline")
    assert t.state.phase == "attack" and t.state.die == 1


def test_check_08_a_player_with_no_barrel_cannot_force_a_reroll() -> None:
    t = table(3)
    t.set(barrels=(1, 0, 1))
    t.roll(4)
    t.act("decline")
    assert bm.current_player(t.state) == 2  # seat 1 was not asked: it cannot pay
    t.set(seat=1)
    assert ("drinks",) not in t.legal(1)
    with pytest.raises(IllegalAction):
        bm.apply_action(t.state, ("drinks",))


def test_check_09_a_non_captain_never_uses_a_confusion_spell() -> None:
    t = table(3, captain=0)
    t.set(spells=(0, 2, 0), barrels=(0, 1, 0))
    t.roll(4)
    assert bm.current_player(t.state) == 1
    assert t.legal(1) == (("decline",), ("drinks",))
    with pytest.raises(IllegalAction):
        bm.apply_action(t.state, ("spell",))


def test_check_10_with_the_option_no_barrel_after_a_spell_reroll_that_day() -> None:
    t = table(3, captain=0, confusion_closes_bar=True)
    t.set(spells=(2, 0, 0), barrels=(1, 1, 1))
    t.roll(4)
    assert t.legal(0) == (("decline",), ("drinks",), ("spell",))
    t.act("spell")
    t.act("die", 2)
    assert t.state.bar_closed and t.obs(None)["bar_closed"]
    assert t.legal(0) == (("decline",), ("spell",))  # the Captain may cast again
    t.act("decline")
    assert t.state.phase == "attack"  # seats 1 and 2 hold barrels but are not asked
    assert t.state.barrels == (1, 1, 1)


def test_check_11_a_used_spell_is_active_again_next_time_its_owner_is_captain() -> None:
    t = table(2, captain=0)
    t.set(spells=(1, 0))
    t.roll(4)
    t.act("spell")
    t.act("die", 6)
    assert t.obs(None)["seats"][0]["spells"] == [False]
    assert ("spell",) not in t.legal(0)
    t.pass_day()  # day 2: seat 1 is Captain
    assert t.state.captain == 1 and t.obs(None)["seats"][0]["spells"] == [True]
    t.roll(3)
    t.pass_day()  # day 3: seat 0 again
    t.roll(3)
    assert t.state.captain == 0 and ("spell",) in t.legal(0)


def test_r1_clockwise_is_seat_plus_one_and_the_die_passes_left() -> None:
    t = table(4, captain=3)
    t.roll(2)
    t.decline_all()
    order = []
    while t.state.phase == "attack":
        order.append(bm.current_player(t.state))
        t.act("pass")
    assert order == [3, 0, 1, 2]
    t.pass_day()
    assert t.state.captain == 0


def test_r5_the_seed_s_default_a_spell_leaves_the_bar_open() -> None:
    t = table(3, captain=0)
    t.set(spells=(1, 0, 0), barrels=(1, 1, 0))
    t.roll(4)
    t.act("spell")
    t.act("die", 3)
    assert not t.state.bar_closed
    assert t.legal(0) == (("decline",), ("drinks",))  # the Captain pays a barrel too
    t.act("decline")
    t.act("drinks")  # seat 1, after the spell
    t.act("die", 5)
    assert t.state.barrels == (1, 0, 0) and t.state.die == 5


def test_r5_no_daily_limit_and_rerolls_only_in_phase_1() -> None:
    t = table(2, captain=0)
    t.set(barrels=(4, 3))
    t.roll(1)
    for face in (2, 3, 4):
        t.act("drinks")  # the Captain, again and again
        t.act("die", face)
    t.act("decline")
    t.act("drinks")
    t.act("die", 6)
    assert t.state.barrels == (1, 2) and t.state.day == 1
    t.decline_all()
    assert t.state.phase == "attack"
    for action in (("drinks",), ("spell",), ("decline",), ("die", 2)):
        with pytest.raises(IllegalAction):
            bm.apply_action(t.state, action)


def test_r5_the_offers_end_at_once_when_nobody_can_pay() -> None:
    t = table(3)
    t.roll(4)
    assert t.state.phase == "attack"


def test_r17_a_spell_gained_in_phase_5_is_active_and_spells_turn_back_in_phase_6() -> None:
    t = table(2, captain=1, tops={"evil": ["E39", "E01"]})  # E39 Cackling Imp: a spell
    t.roll(4)
    t.decline_all()
    t.set(food=(2, 0), spent=(0, 1))  # the Captain (seat 1) can pay for nothing: not asked
    t.act("pass")
    t.act("pass")
    assert t.state.phase == "recruit" and bm.current_player(t.state) == 0
    t.act("recruit", "evil", "E39", "fo2", "left")
    assert t.obs(None)["seats"][0]["spells"] == [True]
    assert t.state.phase == "roll"  # seat 0 can pay no more: the day ended by itself
    assert t.state.spent == (0, 0) and t.state.captain == 0
    t.roll(2)
    assert ("spell",) in t.legal(0)


def test_r17_day_counts_and_the_log_of_rolls() -> None:
    t = table(2)
    assert bm.describe_action(t.state, ("die", 4)).id == "die.rolled"
    t.set(barrels=(1, 0))
    t.roll(4)
    assert t.state.day == 1 and t.obs(None)["turn"] == 1
    t.act("drinks")
    assert bm.describe_action(t.state, ("die", 2)).id == "die.rerolled"
    t.act("die", 2)
    assert t.state.day == 1
