"""It's a Wonderful Kingdom, the Threat sets: Sisters of Torment, Swallowers, Black Dragons and
their Eggs (seed "4 Modulo Minaccia"; digest 3.4, 4.6; R18-R22; checklist 27-33)."""

from __future__ import annotations

import pytest

from core.api import IllegalAction
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom import production, scoring
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.modules.threat_state import with_mod
from tests.core.wk_helpers import act, give, step
from tests.core.wk_threat_helpers import defeated, planning, threats, to_combat

SISTERS = [c.id for c in data().threat_sets["sisters"].cards]
THREAT = MODULES["threat"]


def done_both(s):  # type: ignore[no-untyped-def]
    """Both seats end their planning in one simultaneous round."""
    return step(s, ("done", 0), ("done", 1))


# -- Sisters of Torment ------------------------------------------------------------------
def test_check_27_a_sister_removes_one_basic_cube_per_sister_never_krystallium_or_soldiers() -> (
    None
):
    s, _ = planning()
    s, _ = threats(s, 0, SISTERS[0], SISTERS[1])
    citadel = ("st09", ("M", "K", "M", "M", "", "K", ""))  # 5M 2K: Krystallium on M and K
    s, h = give(s, 0, construction=[citadel, ("st06", ("", "", "", "", "S"))], done=False)
    card = h["construction"][0]
    s = done_both(s)
    assert s.mod.owed == (2, 0) and not s.seats[0].done
    assert set(G.legal_actions(s, 0)) == {("torment", 0, *card, i) for i in (0, 2, 3)}
    s = step(s, ("torment", 0, *card, 2))
    assert s.mod.owed == (1, 0)
    assert set(G.legal_actions(s, 0)) == {("torment", 0, *card, i) for i in (0, 3)}
    s = step(s, ("torment", 0, *card, 3))
    assert s.mod.owed == (0, 0) and s.phase == "production"
    assert [b.filled for b in s.seats[0].construction] == [
        ("M", "K", "", "", "", "K", ""),
        ("", "", "", "", "S"),
    ]


def test_check_28_with_no_card_under_construction_sisters_remove_nothing() -> None:
    s, _ = planning()
    s, _ = threats(s, 0, *SISTERS)
    s, _ = give(s, 0, alchemy=(2, 1, 0, 0), done=False)
    s = done_both(s)
    assert s.mod.owed == (0, 0) and s.phase != "planning"
    assert not [e for e in s.mod.events if e[1] == "tormented"]


def test_sisters_never_take_cubes_from_the_alchemy_area() -> None:
    s, _ = planning()
    s, _ = threats(s, 0, SISTERS[0], SISTERS[1])
    s, _ = give(s, 0, construction=[("st01", ("M", "", ""))], alchemy=(3, 0, 0, 0), done=False)
    s = done_both(s)  # one cube under construction for two Sisters: it goes by itself
    assert s.seats[0].construction[0].filled == ("", "", "") and s.phase == "production"
    assert s.seats[0].alchemy == (3, 0, 0, 0)  # the Materials step's cubes wait for a slot


def test_r18_the_holder_chooses_the_cubes_possibly_twice_from_the_same_card() -> None:
    s, _ = planning()
    s, _ = threats(s, 0, SISTERS[0], SISTERS[1])
    s, h = give(s, 0, construction=[("st01", ("M", "M", "")), ("co01", ("P", "", ""))], done=False)
    a, b = h["construction"]
    s = done_both(s)
    assert set(G.legal_actions(s, 0)) == {
        ("torment", 0, *a, 0), ("torment", 0, *a, 1), ("torment", 0, *b, 0),
    }  # fmt: skip
    s = step(s, ("torment", 0, *a, 0))
    assert set(G.legal_actions(s, 0)) == {("torment", 0, *a, 1), ("torment", 0, *b, 0)}
    s = step(s, ("torment", 0, *a, 1))
    assert [b.filled for b in s.seats[0].construction] == [("", "", ""), ("P", "", "")]


def test_while_a_sister_is_owed_nothing_else_may_be_done() -> None:
    s, _ = planning()
    s, _ = threats(s, 0, SISTERS[0])
    s, _ = give(
        s, 0, construction=[("st01", ("M", "M", ""))], krystallium=2, soldiers=2, done=False
    )
    s = done_both(s)
    assert {a[0] for a in G.legal_actions(s, 0)} == {"torment"}
    with pytest.raises(IllegalAction):
        G.apply_action(s, ("krystallium", 0, *s.seats[0].construction[0].handle, 2))


def test_a_card_completed_in_planning_no_longer_pays_for_the_sisters() -> None:
    s, _ = planning()
    s, _ = threats(s, 0, SISTERS[0])
    s, h = give(s, 0, construction=[("st01", ("M", "M", ""))], krystallium=1, done=False)
    s = step(s, ("krystallium", 0, *h["construction"][0], 2), ("done", 1))
    # completed: nothing left under construction, so its planning ended by itself, unpaid
    assert [c for _, c in s.seats[0].grand] == ["st01"]
    assert s.mod.owed == (0, 0) and s.phase == "production"


def test_check_29_defeating_all_four_sisters_gives_20() -> None:
    s, _ = planning()
    assert THREAT.bonus(defeated(s, 0, *SISTERS)) == [20, 0]  # type: ignore[attr-defined]
    parts = dict(scoring.parts(defeated(s, 1, *SISTERS)))
    assert parts["end.sisters"] == [0, 20]


def test_r19_sisters_not_all_defeated_by_oneself_give_no_bonus() -> None:
    s, _ = planning()
    s = defeated(s, 0, *SISTERS[:3])
    s = defeated(s, 1, SISTERS[3])  # the fourth beaten by the other seat: nobody has all 4
    assert THREAT.bonus(s) == [0, 0]  # type: ignore[attr-defined]


def test_the_sisters_penalties_are_their_own() -> None:
    s, _ = planning()
    s, _ = threats(s, 0, *SISTERS)
    assert dict(scoring.parts(s))["end.threats"] == [-3 - 4 - 5 - 6, 0]


# -- Swallowers --------------------------------------------------------------------------
def test_check_30_an_undefeated_swallower_produces_for_the_opponent_counted_in_supremacy() -> None:
    s, _ = planning("swallowers")
    s, _ = give(s, 0, done=True)
    s, _ = give(s, 1, done=True)
    s, _ = threats(s, 0, "th-swa-m")
    s = production.step(s, 0)  # both duchies make 2M: the Swallower tips it
    assert s.produced == (2, 3) and s.supremacy == 1


def test_r20_the_swallowed_resource_is_gained_and_placed_by_the_opponent_at_once() -> None:
    s, _ = planning("swallowers")
    s, _ = give(s, 1, construction=["st01"], done=True)
    s, _ = give(s, 0, done=True)
    s, _ = threats(s, 0, "th-swa-m")
    s = production.step(s, 0)
    assert s.seats[1].pending == ("M", "M", "M")
    assert {a[0] for a in G.legal_actions(s, 1)} == {"place", "alchemy"}


def test_check_31_a_defeated_swallower_joins_its_owners_grand_duchy_and_produces_for_it() -> None:
    s, d = planning("swallowers")
    s, h = threats(s, 0, ("th-swa-p", 2))
    s, _ = give(s, 0, soldiers=1, done=False)
    s = to_combat(s, d)
    s = act(s, d, ("fight", 0, *h[0], 2))
    assert s.round == 2 and G.observation(s, None)["module"]["grand_duchy"] == [["th-swa-p"], []]
    assert production.amount(s, 0, "P") == 1 + 1 and production.amount(s, 1, "P") == 1


def test_swallowers_cost_4_each_when_undefeated() -> None:
    s, _ = planning("swallowers")
    s, _ = threats(s, 1, "th-swa-g", "th-swa-e")
    assert dict(scoring.parts(s))["end.threats"] == [0, -8]


def test_solo_swallowers_set_aside_four_resources_for_a_calamity() -> None:
    s, _ = planning("swallowers", players=1)
    s, _ = threats(s, 0, "th-swa-m", "th-swa-e", "th-swa-g")
    s = with_mod(s, aside=2)
    pile = s.pile
    s = THREAT.production_step(s, 0, -1)  # type: ignore[attr-defined]
    s = THREAT.production_step(s, 1, -1)  # type: ignore[attr-defined]
    assert s.mod.aside == 3 and s.seats[0].calamities == ()
    s = THREAT.production_step(s, 2, -1)  # type: ignore[attr-defined]  # the fourth: Gold
    assert s.mod.aside == 0 and s.pile == pile[1:]
    assert [c.handle for c in s.seats[0].calamities] == [pile[0]]
    assert production.amount(s, 0, "M") == 2  # nothing produced for anyone solo


def test_solo_a_swallowers_calamity_comes_in_its_step_and_may_be_dispelled_at_once() -> None:
    s, _ = planning("swallowers", players=1)
    s, _ = threats(s, 0, "th-swa-m")
    s, _ = give(s, 0, soldiers=3, done=True)  # the step's cubes go to the alchemy area
    s = with_mod(s, aside=3)
    s = production.step(s, 0)
    assert len(s.seats[0].calamities) == 1 and s.step == "M"
    assert ("soldier", 0, *s.seats[0].calamities[0].handle, 0) in G.legal_actions(s, 0)


# -- Black Dragons -----------------------------------------------------------------------
def test_check_32_a_dragon_eats_one_soldier_per_dragon_at_the_end_of_planning() -> None:
    s, _ = planning("dragons")
    s, _ = threats(s, 0, "th-drg-matriarch", "th-drg-patriarch", "th-drg-egg-1")
    s, _ = give(s, 0, soldiers=3, done=False)
    s = done_both(s)
    assert s.seats[0].soldiers == 1 and s.phase == "production"


def test_check_32_an_eaten_placed_soldier_no_longer_counts_toward_the_fight() -> None:
    s, _ = planning("dragons")
    s, _ = threats(s, 0, ("th-drg-matriarch", 5))
    s, _ = give(s, 0, soldiers=0, done=False)
    s = done_both(s)  # the only placed soldiers are on the Dragon: it eats one of them
    assert s.mod.built[0][0].soldiers == 4 and s.mod.owed == (0, 0)


def test_r21_with_an_empty_supply_the_holder_chooses_which_placed_soldier_is_eaten() -> None:
    s, _ = planning("dragons")
    s, h = threats(s, 0, ("th-drg-matriarch", 2))
    s, c = give(
        s, 0, construction=[("st06", ("M", "", "", "", "S"))], calamities=[("ca01", 1)],
        soldiers=0, done=False,
    )  # fmt: skip
    s = done_both(s)
    assert s.mod.owed == (1, 0)
    assert set(G.legal_actions(s, 0)) == {
        ("eat", 0, *c["construction"][0], 4),
        ("eat", 0, *c["calamities"][0], 0),
        ("eat", 0, *h[0], 1),
    }
    s = step(s, ("eat", 0, *c["calamities"][0], 0))
    assert s.seats[0].calamities[0].soldiers == 0 and s.mod.built[0][0].soldiers == 2
    assert s.seats[0].construction[0].filled[4] == "S" and s.phase == "production"


def test_r21_with_no_soldier_anywhere_a_dragon_eats_nothing() -> None:
    s, _ = planning("dragons")
    s, _ = threats(s, 0, "th-drg-patriarch")
    s, _ = give(s, 0, soldiers=0, done=False)
    s = done_both(s)
    assert s.mod.owed == (0, 0) and s.phase != "planning" and s.mod.events == ()


def test_r21_the_supply_goes_first_then_placed_soldiers() -> None:
    s, _ = planning("dragons")
    s, h = threats(s, 0, ("th-drg-matriarch", 1), ("th-drg-patriarch", 1))
    s, _ = give(s, 0, soldiers=1, done=False)
    s = done_both(s)  # one from supply, one of the two placed: the seat chooses
    assert s.seats[0].soldiers == 0 and s.mod.owed == (1, 0)
    s = step(s, ("eat", 0, *h[1], 0))
    assert [m.soldiers for m in s.mod.built[0]] == [1, 0]


def test_check_33_a_defeated_dragon_gives_2_krystallium() -> None:
    s, d = planning("dragons")
    s, h = threats(s, 0, ("th-drg-matriarch", 5))
    s, _ = give(s, 0, soldiers=2, krystallium=0, done=False)
    s = to_combat(s, d)  # its planning's meal took one soldier from supply
    assert s.seats[0].soldiers == 1
    before = s.seats[0].krystallium
    s = act(s, d, ("fight", 0, *h[0], 5))
    assert s.round == 2 and s.seats[0].krystallium == before + 2
    assert s.mod.defeated[0] == ((h[0], "th-drg-matriarch"),)


@pytest.mark.parametrize(("eggs", "vp"), [(0, 0), (1, 3), (2, 10)])
def test_check_33_one_egg_scores_3_two_eggs_10(eggs: int, vp: int) -> None:
    s, _ = planning("dragons")
    s = defeated(s, 1, *["th-drg-egg-1", "th-drg-egg-2"][:eggs], "th-drg-matriarch")
    assert dict(scoring.parts(s))["end.eggs"] == [0, vp]


def test_r22_an_egg_is_obtained_with_2_soldiers_in_combat_and_sits_in_the_grand_duchy() -> None:
    s, d = planning("dragons")
    s, h = threats(s, 0, "th-drg-egg-1", "th-drg-egg-2")
    s, _ = give(s, 0, soldiers=3, done=False)
    s = to_combat(s, d)
    s = act(s, d, ("fight", 0, *h[0], 0), ("fight", 0, *h[0], 1), ("done", 0))
    board = G.observation(s, None)["module"]
    assert board["grand_duchy"][0] == ["th-drg-egg-1"]
    assert board["threats"][0][0]["card"] == "th-drg-egg-2"  # held, not obtained
    assert dict(scoring.parts(s))["end.threats"] == [0, 0]  # and it costs nothing
    assert dict(scoring.parts(s))["end.eggs"] == [3, 0]


def test_the_dragons_penalties() -> None:
    s, _ = planning("dragons")
    s, _ = threats(s, 0, "th-drg-matriarch", "th-drg-patriarch")
    assert dict(scoring.parts(s))["end.threats"] == [-13, 0]
