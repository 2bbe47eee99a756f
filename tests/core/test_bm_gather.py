"""Bellum Magia phases 2 and 3 (digest section 4): gathering and the explorers; rulings R7,
R13; checklist 12-15 and 33."""

from __future__ import annotations

import core.games.bellum_magia as bm
from core import hidden
from core.api import REVEAL
from tests.core.bm_helpers import Table
from tests.core.playout import playout


def table(castles: tuple[str, ...] = ("K1", "K2", "K3"), captain: int = 0) -> Table:
    t = Table(len(castles))
    t.start(castles=castles, captain=captain)
    t.bare()
    return t


def test_check_12_gathering_adds_only_food_and_glyphs_of_the_left_line() -> None:
    t = table()
    t.set(right=(("E01",), ("E02",), ()))  # swords on the right change nothing
    t.set(left=(("E24",), (), ()))  # Ironjaw Orc: line 1 gl1
    t.roll(1)  # K1 line 1: fo1; K2: fo1; K3: fo2
    s = t.state
    assert s.food == (1, 1, 2) and s.glyphs == (1, 0, 0) and s.barrels == (0, 0, 0)


def test_check_13_a_unique_most_treasure_player_gets_one_metal_chest() -> None:
    t = table()
    t.roll(4)  # K1 line 4: tr1; K2 line 4: fo2; K3 line 4: gl1
    s = t.state
    assert s.chests == ((("metal", 0),), (), ())
    assert list(t.chests_known(0)) == [("metal", 0)]
    assert not t.chests_known(1) and not t.chests_known(2)


def test_check_14_players_tied_for_most_get_a_wooden_chest_each_a_lower_none() -> None:
    t = table()
    t.set(left=(("E29",), ("E29",), ()))  # Gremlin: line 6 tr1 -> 2, 2 and 1
    t.roll(6)
    assert t.state.chests == ((("wood", 0),), (("wood", 1),), ())


def test_check_15_no_treasure_on_the_line_no_chest() -> None:
    t = table()
    t.roll(1)  # lines 1: no treasure on K1, K2, K3
    assert t.state.chests == ((), (), ()) and t.state.phase == "attack"
    assert t.state.drawn == (0, 0, 0)


def test_r7_explorer_draws_in_seat_order_from_the_captain_each_seen_by_its_taker() -> None:
    t = table(captain=1)
    t.apply(("die", 6))  # all three tie at 1
    assert bm.current_player(t.state) == REVEAL
    assert [r.seats for r in bm.reveal_requests(t.state)] == [(1,), (2,), (0,)]
    assert all(isinstance(r, hidden.Reveal) for r in bm.reveal_requests(t.state))
    message = bm.describe_action(t.state, t.dealer.next_action(bm, t.state))
    assert message.id == "chest.explorers"
    assert message.params == {"seat": 1, "kind": "wood", "chest": 1}
    t.settle()
    assert t.state.chests == ((("wood", 2),), (("wood", 0),), (("wood", 1),))
    for seat in range(3):
        assert set(t.chests_known(seat)) == set(t.state.chests[seat])


def test_check_33_unspent_resources_carry_over_to_the_next_day() -> None:
    t = table()
    t.roll(2)  # K1 line 2: fo2; K2: fo1; K3: fo1+tr1
    t.pass_day()  # nobody can pay 2 food but seat 0, who stops
    assert t.state.food == (2, 1, 1)
    t.roll(3)  # K1: fo1+gl1; K2: fo1+tr1; K3: fo2
    assert t.state.food == (3, 2, 3) and t.state.glyphs == (1, 0, 0)


def test_r13_resources_change_only_by_gathering_loot_recruits_and_drinks() -> None:
    """Over random games: barrels fall only by a round of drinks, food and glyphs only by a
    recruit; no action trades, gives or converts (the vocabulary has none)."""
    kinds = set()
    for seed in (1, 2):
        for s, a in playout(bm, {"players": 3}, seed):
            kinds.add(a[0])
            after = bm.apply_action(s, a)
            for p in range(3):
                if after.barrels[p] < s.barrels[p]:
                    assert a == ("drinks",) and p == s.seat
                if after.food[p] < s.food[p] or after.glyphs[p] < s.glyphs[p]:
                    assert a[0] == "recruit" and p == s.seat
    assert not kinds & {"trade", "give", "convert", "discard"}
