"""Legends play (seed 000, "Il gioco" 2, "Abilità e azioni"): actions and their limits.

Scenario: the default T (faces 1a 2a 3a 4a), the start region drawn as the first valid
one; seat 0 has just taken a card from slot 0 (free).
"""

from __future__ import annotations

import pytest

from core.api import IllegalAction
from tests.core.eml_helpers import (
    DONE,
    GAME,
    armies,
    at_card,
    at_take,
    card_id,
    legal,
    obs,
    state_board,
    with_armies,
    with_cities,
    with_player,
)


def pending(state: object) -> dict:
    """The card being carried out."""
    view = obs(state)["pending"]
    assert view is not None
    return view


def sea_only(state: object) -> tuple[str, str]:
    """A sea route from the start region to a region it does not touch by land."""
    b = state_board(state)
    start = obs(state)["start"]
    land = {frozenset(p) for p in b["land"]}
    for a, c in b["sea"]:
        if start in (a, c) and frozenset((a, c)) not in land:
            return start, c if a == start else a
    raise AssertionError("no sea route from the start region")


def land_neighbour(state: object, region: str) -> str:
    b = state_board(state)
    return sorted(c if a == region else a for a, c in b["land"] if region in (a, c))[0]


def moves_from(state: object, region: str) -> set[str]:
    return {a[2] for a in legal(state) if a[0] == "move" and a[1] == region}


# --- movement -------------------------------------------------------------------------


def test_moving_over_land_costs_one_point() -> None:
    state = at_card("Dire Ogre")  # move 2
    start = obs(state)["start"]
    near = land_neighbour(state, start)
    state = GAME.apply_action(state, ("move", start, near))
    assert pending(state)["points"] == 1
    assert armies(state, near)[0] == 1


def test_sea_crossing_costs_three_movement_points() -> None:
    state = at_card("Dire Ogre")  # move 2: not enough to cross
    start, island = sea_only(state)
    assert island not in moves_from(state, start)
    state = at_card("Forest Pixie")  # move 4
    assert island in moves_from(state, start)
    state = GAME.apply_action(state, ("move", start, island))
    assert pending(state)["points"] == 1
    assert island not in moves_from(state, start)


def test_flying_lowers_the_sea_crossing_by_one() -> None:
    state = at_card("Dire Ogre", hand=["Dire Eye"])  # move 2, one Flying: a crossing costs 2
    start, island = sea_only(state)
    assert obs(state)["players"][0]["abilities"]["sea_cost"] == 2
    state = GAME.apply_action(state, ("move", start, island))
    assert obs(state)["pending"] is None  # both points spent: the card is over


def test_flying_never_lowers_the_crossing_below_one() -> None:
    hand = ["Dire Eye", "Ancient Phoenix", "Cursed Gargoyles"]
    state = at_card("Dire Ogre", hand=hand)
    assert obs(state)["players"][0]["abilities"]["flying"] == 3
    assert obs(state)["players"][0]["abilities"]["sea_cost"] == 1
    start, island = sea_only(state)
    state = GAME.apply_action(state, ("move", start, island))
    assert pending(state)["points"] == 1


def test_a_move_needs_an_army_of_yours_there() -> None:
    state = at_card("Dire Ogre")
    start = obs(state)["start"]
    near = land_neighbour(state, start)
    with pytest.raises(IllegalAction, match="army of yours"):
        GAME.apply_action(state, ("move", near, start))


# --- abilities on actions -------------------------------------------------------------


def test_move_ability_adds_a_point_to_every_move_action() -> None:
    assert pending(at_card("Dire Ogre", hand=["Cursed Mausoleum"]))["points"] == 3


def test_army_ability_adds_an_army_to_every_place_action() -> None:
    assert pending(at_card("Graveyard", hand=["Night Village"]))["points"] == 3


def test_ability_is_active_on_its_own_cards_action() -> None:
    state = GAME.apply_action(at_card("Forest Elf"), ("choose", 0))  # place 3, +1 army
    assert pending(state)["points"] == 4
    assert pending(at_card("Noble Unicorn"))["points"] == 5  # move 4 + place 1, +1 move


def test_abilities_are_cumulative() -> None:
    state = at_card("Forest Elf", hand=["Night Village", "Ancient Woods"])
    state = GAME.apply_action(state, ("choose", 0))
    assert pending(state)["points"] == 6


def test_gain_coins_is_paid_once_at_once() -> None:
    before = obs(at_take(3))["players"][0]["coins"]
    state = at_card("Mountain Treasury")  # 1 elixir + 2 coins; slot 0 costs nothing
    assert obs(state)["players"][0]["coins"] == before + 2
    state = GAME.apply_action(state, DONE)
    assert obs(state)["players"][0]["coins"] == before + 2


def test_immunity_protects_armies_from_destroy() -> None:
    state = at_card("Dire Dragon")  # place 3 + destroy 1
    start = obs(state)["start"]
    state = with_player(state, 1, cards=(card_id("Dire Giant"),))
    state = GAME.apply_action(state, DONE)  # skip the placing
    targets = {(a[1], a[2]) for a in legal(state) if a[0] == "destroy"}
    assert (start, 2) in targets and (start, 1) not in targets
    with pytest.raises(IllegalAction, match="Immunity"):
        GAME.apply_action(state, ("destroy", start, 1))


# --- the four actions -----------------------------------------------------------------


def test_place_at_the_start_region_or_a_region_with_your_city() -> None:
    state = at_card("Graveyard")  # place 2
    start = obs(state)["start"]
    near = land_neighbour(state, start)
    assert {a for a in legal(state) if a[0] == "place"} == {("place", start)}
    state = with_cities(state, {near: {0: 1}})
    assert {a for a in legal(state) if a[0] == "place"} == {("place", start), ("place", near)}
    state = GAME.apply_action(state, ("place", near))
    assert armies(state, near)[0] == 1


def test_place_limit_is_eighteen_armies_in_play() -> None:
    state = with_player(at_card("Graveyard"), 0, armies_left=1)
    start = obs(state)["start"]
    state = GAME.apply_action(state, ("place", start))
    assert obs(state)["pending"] is None  # nothing left to place: the card is over
    state = with_player(at_take(3, row=[card_id("Graveyard")]), 0, armies_left=0)
    assert obs(GAME.apply_action(state, ("take", 0)))["pending"] is None


def test_city_needs_one_of_your_armies_in_the_region() -> None:
    state = at_card("Stronghold")  # city
    start = obs(state)["start"]
    near = land_neighbour(state, start)
    assert ("city", start) in legal(state) and ("city", near) not in legal(state)
    state = GAME.apply_action(state, ("city", start))
    assert obs(state)["cities"][start] == {0: 1}
    assert obs(state)["players"][0]["cities_left"] == 2


def test_destroy_needs_an_army_of_yours_in_the_region_not_only_a_city() -> None:
    state = at_card("Dire Dragon")
    start = obs(state)["start"]
    near = land_neighbour(state, start)
    state = with_armies(state, {near: {1: 2}})
    state = with_cities(state, {near: {0: 1}})
    state = GAME.apply_action(state, DONE)
    assert ("destroy", near, 1) not in legal(state)
    state = with_armies(state, {near: {0: 1}})
    assert ("destroy", near, 1) in legal(state)
    state = GAME.apply_action(state, ("destroy", near, 1))
    assert armies(state, near) == {0: 1, 1: 1}
    assert obs(state)["players"][1]["armies_left"] == 14  # back to its owner


def test_a_plus_b_is_carried_out_in_printed_order() -> None:
    state = at_card("Dire Dragon")  # place 3 + destroy 1
    assert pending(state)["kind"] == "place"
    assert not any(a[0] == "destroy" for a in legal(state))
    with pytest.raises(IllegalAction, match="not 'destroy'"):
        GAME.apply_action(state, ("destroy", obs(state)["start"], 1))
    state = GAME.apply_action(state, DONE)
    assert pending(state)["kind"] == "destroy"


def test_a_or_b_makes_the_player_choose_one() -> None:
    state = at_card("Cursed King")  # place 3 / move 4
    assert legal(state) == {("choose", 0), ("choose", 1), DONE}
    moved = GAME.apply_action(state, ("choose", 1))
    assert pending(moved)["kind"] == "move" and pending(moved)["terms"] == [["move", 4]]


def test_every_action_is_optional() -> None:
    state = GAME.apply_action(at_card("Cursed King"), DONE)
    assert obs(state)["pending"] is None and obs(state)["phase"] == "refill"


def test_cost_of_the_slot_is_paid() -> None:
    state = at_take(3)
    coins = obs(state)["players"][0]["coins"]
    state = GAME.apply_action(state, ("take", 5))
    assert obs(state)["players"][0]["coins"] == coins - 3
    assert len(obs(state)["players"][0]["cards"]) == 1
