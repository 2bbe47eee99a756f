"""It's a Wonderful Kingdom, Planning: simultaneous rounds, building, recycling, cost slots,
completion, alchemy, scrapping, Treasures and Calamities (digest 2.4; R7, R8, R11-R13,
R39, R40; checklist 13-18, 23)."""

from __future__ import annotations

import pytest

from core.api import SIMULTANEOUS, IllegalAction
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom import flow
from core.games.wonderful_kingdom.placing import accepts, to_alchemy
from core.games.wonderful_kingdom.state import evolve, evolve_seat, with_seat
from tests.core.wk_helpers import at_planning, give, step


def kinds(s, seat):  # type: ignore[no-untyped-def]
    return {a[0] for a in G.legal_actions(s, seat)}


def test_planning_is_simultaneous_and_a_submitted_step_stays_hidden() -> None:
    s, _ = at_planning()
    s, h0 = give(s, 0, selection=["st01"], done=False)
    s, h1 = give(s, 1, selection=["co01"], done=False)
    assert G.current_player(s) == SIMULTANEOUS
    a0, b0 = ("build", 0, *h0["selection"][0]), ("recycle", 0, *h0["selection"][0])
    built, recycled = step(s, a0), step(s, b0)
    for viewer in (None, 1):
        assert G.observation(built, viewer) == G.observation(recycled, viewer)
    assert G.observation(built, 0)["mine"] == list(a0)
    assert G.legal_actions(built, 0) == ()  # submitted: waits for the other seat
    after = step(built, ("build", 1, *h1["selection"][0]))
    assert [len(x.construction) for x in after.seats] == [1, 1]
    assert after.submitted == (None, None)


def test_done_needs_an_empty_selection_area_and_no_pending_cube() -> None:
    s, _ = at_planning()
    s, _ = give(s, 0, selection=["st01"], done=False)
    assert "done" not in kinds(s, 0)
    with pytest.raises(IllegalAction):
        G.apply_action(s, ("done", 0))


def test_check_13_a_treasure_cannot_be_built_and_recycling_gives_both_gains() -> None:
    s, _ = at_planning()
    s, h = give(s, 0, selection=["tr05"], construction=["st01"], done=False)
    t = h["selection"][0]
    assert ("build", 0, *t) not in G.legal_actions(s, 0)
    s = _solo_steps(s, 0, [("recycle", 0, *t)])
    seat = s.seats[0]
    # M has a slot on the Stonecutters' Yard (a choice), G has none: it waits behind M
    assert seat.pending == ("M", "G")
    assert {a[0] for a in G.legal_actions(s, 0)} == {"place", "alchemy"}


def test_r39_treasure_soldiers_and_krystallium_go_to_supply() -> None:
    s, _ = at_planning()
    s, h = give(s, 0, selection=["tr09", "tr10"], done=False, soldiers=0, krystallium=0)
    s = _solo_steps(s, 0, [("recycle", 0, *h["selection"][0]), ("recycle", 0, *h["selection"][1])])
    assert (s.seats[0].soldiers, s.seats[0].krystallium) == (2, 1)
    assert s.seats[0].pending == ()


def _solo_steps(s, seat, actions):  # type: ignore[no-untyped-def]
    """Seat `seat`'s steps, the other seat done already."""
    other = s.seats[1 - seat]
    s = with_seat(s, 1 - seat, evolve_seat(other, done=True, selection=()))
    for a in actions:
        s = G.apply_action(s, a)
    return s


def test_check_14_and_r12_a_calamity_goes_to_the_grand_duchy_and_cannot_be_scrapped() -> None:
    s, _ = at_planning()
    s, h = give(s, 0, selection=["ca03", "st01"])
    s = flow.start_planning(evolve(s, stage="revealing"))
    seat = s.seats[0]
    assert [c.card for c in seat.calamities] == ["ca03"]
    assert [o.card for o in seat.selection] == ["st01"]
    cal = h["selection"][0]
    for a in G.legal_actions(s, 0):
        assert a[0] not in ("recycle", "scrap", "build") or a[2:4] != cal


def test_check_15_three_soldiers_dispel_a_calamity_and_one_left_costs_4() -> None:
    s, _ = at_planning()
    s, h = give(s, 0, calamities=[("ca01", 2), ("ca02", 0)], soldiers=1, done=False)
    c1 = h["calamities"][0]
    assert ("soldier", 0, *c1, 2) in G.legal_actions(s, 0)
    s = _solo_steps(s, 0, [("soldier", 0, *c1, 2)])
    assert [c.card for c in s.seats[0].calamities] == ["ca02"]
    assert "ca01" in s.discards and s.seats[0].soldiers == 0
    parts = dict(G.scoring.parts(s))
    assert parts["end.calamities"][0] == -4


def test_check_16_and_r11_a_recycled_cube_is_placed_at_once() -> None:
    s, _ = at_planning()
    s, h = give(s, 0, selection=["st02", "co01"], construction=["st01"], done=False)
    s = _solo_steps(s, 0, [("recycle", 0, *h["selection"][0])])
    assert s.seats[0].pending == ("M",)
    target = h["construction"][0]
    assert sorted(G.legal_actions(s, 0)) == sorted(
        [("place", 0, *target, i) for i in range(3)] + [("alchemy", 0)]
    )
    s = G.apply_action(s, ("place", 0, *target, 1))
    assert s.seats[0].construction[0].filled == ("", "M", "")


def test_a_cube_no_slot_takes_goes_to_the_alchemy_area_by_itself() -> None:
    s, _ = at_planning()
    s, h = give(s, 0, selection=["co01"], construction=["st01"], done=False)
    s = _solo_steps(s, 0, [("recycle", 0, *h["selection"][0])])  # a P: st01 takes only M
    assert s.seats[0].pending == () and s.seats[0].alchemy == (0, 1, 0, 0)


def test_check_17_slots_take_their_cube_or_krystallium_k_only_k_s_only_soldiers() -> None:
    assert accepts("M", "M") and accepts("M", "K") and not accepts("M", "P")
    assert accepts("K", "K") and not accepts("K", "M")
    assert accepts("S", "S") and not accepts("S", "K") and not accepts("M", "S")
    s, _ = at_planning()
    s, h = give(s, 0, construction=["st09", "st06"], krystallium=1, soldiers=1, done=False)
    citadel, fort = h["construction"]
    legal = G.legal_actions(s, 0)
    k_slots = {a[2:] for a in legal if a[0] == "krystallium"}
    s_slots = {a[2:] for a in legal if a[0] == "soldier"}
    assert k_slots == {(*citadel, i) for i in range(7)} | {(*fort, i) for i in range(4)}
    assert s_slots == {(*fort, 4)}


def test_check_18_and_r13_five_alchemy_cubes_make_a_krystallium_but_not_in_mission() -> None:
    s, _ = at_planning()
    s, _ = give(s, 0, alchemy=(2, 1, 1, 0), krystallium=0)
    assert s.module == "mission"
    mission = to_alchemy(s, 0, "E")
    assert mission.seats[0].alchemy == (2, 1, 1, 1) and mission.seats[0].krystallium == 0
    base = to_alchemy(evolve(s, module="threat"), 0, "E")  # any module but Mission
    assert base.seats[0].alchemy == (0, 0, 0, 0) and base.seats[0].krystallium == 1


def test_r8_a_completed_card_returns_what_was_on_it_and_gives_its_bonus() -> None:
    s, _ = at_planning()
    s, h = give(s, 0, construction=[("st06", ("M", "M", "M", "", "S"))], krystallium=1,
                soldiers=0, done=False)  # fmt: skip
    fort = h["construction"][0]
    s = _solo_steps(s, 0, [("krystallium", 0, *fort, 3)])
    seat = s.seats[0]
    assert seat.construction == () and [c for _, c in seat.grand] == ["st06"]
    # R40: the placed soldier and Krystallium are not returned to their owner; +2S bonus
    assert (seat.soldiers, seat.krystallium) == (2, 0)


def test_check_23_and_r40_scrapping_loses_what_is_on_the_card_and_gains_its_cube() -> None:
    s, _ = at_planning()
    s, h = give(
        s,
        0,
        construction=[("mo01", ("M", "K", "", ""))],
        krystallium=0,
        alchemy=(0, 0, 0, 0),
        selection=["co01"],
        done=False,  # the card keeps the seat planning
    )
    s = _solo_steps(s, 0, [("scrap", 0, *h["construction"][0])])
    seat = s.seats[0]
    assert seat.construction == () and seat.krystallium == 0
    assert s.discards[-1] == "mo01" and seat.alchemy == (0, 0, 1, 0)  # its G, nowhere else


def test_copies_of_the_same_card_may_be_built() -> None:
    s, _ = at_planning()
    s, h = give(s, 0, selection=["st01", "st01"], done=False)
    s = _solo_steps(s, 0, [("build", 0, *h["selection"][0]), ("build", 0, *h["selection"][1])])
    assert [b.card for b in s.seats[0].construction] == ["st01", "st01"]


def test_a_seat_with_nothing_to_choose_is_done_by_itself() -> None:
    s, _ = at_planning()
    s, h = give(s, 0, selection=["co01"], done=False, soldiers=0, krystallium=0)
    s, _ = give(s, 1, done=True)
    s = G.apply_action(s, ("recycle", 0, *h["selection"][0]))
    # the P went to the alchemy area; nothing left: planning ends, production begins
    assert s.phase == "production"


def test_r27_cubes_krystallium_and_soldiers_are_unlimited() -> None:
    s, _ = at_planning()
    s, h = give(s, 0, selection=["tr09", "tr10"], soldiers=60, krystallium=30, done=False)
    s = _solo_steps(s, 0, [("recycle", 0, *h["selection"][0]), ("recycle", 0, *h["selection"][1])])
    assert (s.seats[0].soldiers, s.seats[0].krystallium) == (62, 31)
