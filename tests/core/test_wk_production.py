"""It's a Wonderful Kingdom, Production: the four steps, supremacy, completion timing, the
Krystallium step, duchy sides (digest 2.4, 3.1; R8, R10, R38, R50; checklist 19-22)."""

from __future__ import annotations

from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom import flow, production
from core.games.wonderful_kingdom.state import evolve, evolve_seat
from tests.core.wk_helpers import at_planning, give, start


def planned(config=None):  # type: ignore[no-untyped-def]
    """Round 1's Planning, both seats with empty areas and supplies."""
    s, d = at_planning(config)
    for p in range(s.players):
        s, _ = give(s, p, done=False, soldiers=0, krystallium=0, alchemy=(0, 0, 0, 0))
    return s, d


def test_check_19_a_card_completed_in_planning_produces_this_round() -> None:
    s, _ = planned()
    # the Founder's Statue (2M 2G) keeps a Materials slot open: the M step's window waits
    s, h = give(s, 0, construction=[("st01", ("M", "M", "")), "mo01"], krystallium=1, done=False)
    s, _ = give(s, 1, done=True)
    s = G.apply_action(s, ("krystallium", 0, *h["construction"][0], 2))
    assert [c for _, c in s.seats[0].grand] == ["st01"]
    s = G.apply_action(s, ("done", 0))
    assert s.phase == "production" and s.step == "M"
    assert s.produced == (3, 2)  # Valados side A 2M + the Stonecutters' Yard


def test_check_20_a_card_completed_in_the_materials_step_produces_population_next() -> None:
    s, _ = planned()
    # the Hanging Gardens (3G 2P) keep a Population slot open: the P step's window waits
    s, h = give(s, 0, construction=[("co01", ("P", "P", "")), "mo06"], done=True)
    s, _ = give(s, 1, done=True)
    s = production.step(s, 0)
    assert s.seats[0].pending == ("M", "M")  # the Guild's M slot is a choice
    weavers = h["construction"][0]
    s = G.apply_action(s, ("place", 0, *weavers, 2))
    assert [c for _, c in s.seats[0].grand] == ["co01"]
    assert s.step == "M" and s.seats[0].pending == ()  # the second M had nowhere but alchemy
    s = G.apply_action(s, ("done", 0))
    assert s.step == "P" and s.produced == (2, 1)


def test_check_21_production_runs_materials_population_gold_exploration_then_krystallium() -> None:
    s, _ = planned()
    s, _ = give(s, 0, grand=["di08"], done=True)
    s, _ = give(s, 1, done=True)
    seen = []
    for _ in range(5):
        s = flow.window_closed(evolve(s, seats=tuple(evolve_seat(x, done=True) for x in s.seats)))
        seen.append((s.step, s.produced[0]))
        if s.phase != "production":
            break
    assert seen[:4] == [("M", 2), ("P", 1), ("G", 1), ("E", 1)]
    assert s.phase == "choice" and s.round == 2 and s.seats[0].krystallium == 1


def test_check_22_and_r10_supremacy_strictly_more_one_soldier_ties_none() -> None:
    s, _ = planned()
    assert production.supremacy(s, [3, 3]) == -1
    assert production.supremacy(s, [0, 0]) == -1
    assert production.supremacy(s, [2, 3]) == 1
    s, _ = give(s, 0, grand=["st02"], done=True)  # +2M: 4 against 2
    s, _ = give(s, 1, done=True)
    s = production.step(s, 0)
    assert s.supremacy == 0 and s.seats[0].soldiers == 1 and s.seats[1].soldiers == 0
    s = production.step(evolve(s, seats=tuple(x for x in s.seats)), 1)  # P: 1 against 1
    assert s.supremacy == -1 and s.seats[0].soldiers == 1


def test_r38_solo_supremacy_needs_three() -> None:
    s, _ = planned({"players": 1})
    assert production.supremacy(s, [2]) == -1 and production.supremacy(s, [3]) == 0


def test_per_type_production_counts_the_card_itself() -> None:
    s, _ = planned()
    s, _ = give(s, 0, grand=["st08", "st01", "co01"])
    assert production.amount(s, 0, "M") == 2 + 2 + 1  # duchy, Foundry 1M per structure x2, yard


def test_r50_crystal_vein_produces_krystallium_after_exploration() -> None:
    s, _ = planned()
    s, _ = give(s, 0, grand=["di08"], done=True)
    s, _ = give(s, 1, done=True)
    assert production.amount(s, 0, "E") == 1 and production.amount(s, 0, "K") == 1
    s = production.krystallium(evolve(s, step="E"))
    assert s.seats[0].krystallium == 1 and s.seats[1].krystallium == 0


def test_side_c_starts_with_five_krystallium_and_produces_nothing() -> None:
    s, _ = start({"side": "C"})
    assert [x.krystallium for x in s.seats] == [5, 5]
    assert all(production.amount(s, p, r) == 0 for p in (0, 1) for r in "MPGE")


def test_side_d_starts_with_a_soldier_and_its_own_production() -> None:
    s, _ = start({"side": "D"})
    assert [x.soldiers for x in s.seats] == [1, 1]
    assert production.amount(s, 0, "M") == 3  # Valados D: 3M
    assert (production.amount(s, 1, "P"), production.amount(s, 1, "G")) == (2, 1)


def test_side_b_scores_per_card_of_its_type() -> None:
    s, _ = start({"side": "B"})
    s, _ = give(s, 0, grand=["st01", "st02", "co01"])
    assert dict(G.scoring.parts(s))["end.duchy"][0] == 2  # Valados B: 1 per structure


def test_production_windows_open_only_for_a_seat_with_a_choice() -> None:
    s, _ = planned()
    s, _ = give(s, 0, done=True)
    s, _ = give(s, 1, construction=["st01"], done=True)
    s = production.step(s, 0)
    assert s.seats[0].done and not s.seats[1].done  # seat 1 places its Materials
    assert flow.advance(s) is not None
