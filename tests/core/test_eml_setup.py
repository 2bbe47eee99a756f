"""Legends setup (seed 000, "Preparazione" 1-7): supplies, coins, deck, armies, chance."""

from __future__ import annotations

from fractions import Fraction

import pytest

from core.api import CHANCE, SIMULTANEOUS, IllegalAction
from tests.core.eml_helpers import (
    GAME,
    apply_all,
    at_phase,
    board,
    lconfig,
    obs,
    setup_step,
    state_board,
)


@pytest.mark.parametrize(("players", "coins"), [(2, 12), (3, 11), (4, 9)])
def test_coins_by_player_count(players: int, coins: int) -> None:
    view = obs(GAME.initial_state(lconfig(players)))
    assert [p["coins"] for p in view["players"]] == [coins] * players


def test_eighteen_armies_and_three_cities_each() -> None:
    view = obs(GAME.initial_state(lconfig(3)))
    assert all(p["armies_left"] == 18 and p["cities_left"] == 3 for p in view["players"])


@pytest.mark.parametrize(
    ("players", "size", "excluded"), [(2, 27, {3, 4}), (3, 32, {4}), (4, 34, set())]
)
def test_cards_by_player_count(players: int, size: int, excluded: set[int]) -> None:
    """Seed: with 3 remove the "4" cards; with 2 also the "3" cards."""
    cards = GAME.cards(lconfig(players))
    assert len(cards) == size
    assert not {c["players"] for c in cards.values()} & excluded
    assert GAME.initial_state(lconfig(players)).deck == tuple(sorted(cards))


def test_start_region_is_a_fair_draw_among_the_valid_regions() -> None:
    state = GAME.initial_state(lconfig(3))
    assert GAME.current_player(state) == CHANCE and obs(state)["phase"] == "start"
    outcomes = GAME.chance_outcomes(state)
    candidates = board(lconfig(3))["start_candidates"]
    assert [a for a, _ in outcomes] == [("start", r) for r in candidates]
    assert {p for _, p in outcomes} == {Fraction(1, len(candidates))}
    with pytest.raises(IllegalAction, match="start region"):
        GAME.apply_action(state, ("start", "2a.ashfall"))


def test_a_configured_start_region_skips_the_draw() -> None:
    rid = board(lconfig(3))["start_candidates"][-1]
    state = GAME.initial_state(lconfig(3, board={"start": rid}))
    assert obs(state)["start"] == rid and obs(state)["phase"] == "deal"


def test_four_armies_each_in_the_start_region() -> None:
    state = at_phase(lconfig(3), "deal")
    start = obs(state)["start"]
    assert obs(state)["armies"] == {start: {0: 4, 1: 4, 2: 4}}
    assert all(p["armies_left"] == 14 for p in obs(state)["players"])


def test_six_cards_face_up_then_a_random_player_places_an_army_of_everybody() -> None:
    state = at_phase(lconfig(3), "picker")
    assert len(obs(state)["row"]) == 6
    outcomes = GAME.chance_outcomes(state)
    assert outcomes == tuple((("picker", s), Fraction(1, 3)) for s in range(3))
    state = GAME.apply_action(state, ("picker", 2))
    assert GAME.current_player(state) == 2 and obs(state)["phase"] == "outpost"


def test_outpost_goes_on_an_island_off_the_central_board() -> None:
    state = GAME.apply_action(at_phase(lconfig(3), "picker"), ("picker", 1))
    b = state_board(state)
    central = b["layout"]["faces"][0]
    targets = [a[1] for a in GAME.legal_actions(state)]
    assert targets and all(b["regions"][r]["face"] != central for r in targets)
    assert set(targets) == {r for r, v in b["regions"].items() if v["face"] != central}
    with pytest.raises(IllegalAction, match="central board"):
        GAME.apply_action(state, ("outpost", obs(state)["start"]))
    after = GAME.apply_action(state, ("outpost", targets[0]))
    assert obs(after)["armies"][targets[0]] == {0: 1, 1: 1, 2: 1}
    assert all(p["armies_left"] == 13 for p in obs(after)["players"])
    assert GAME.current_player(after) == SIMULTANEOUS  # the bid


def test_two_players_place_ten_neutral_armies_alternately() -> None:
    state = at_phase(lconfig(2), "neutral")
    seats = []
    rid = state_board(state)["start_candidates"][0]
    for _ in range(10):
        seats.append(GAME.current_player(state))
        state = GAME.apply_action(state, ("neutral", rid))
    assert seats == [0, 1] * 5
    assert obs(state)["armies"][rid]["neutral"] == 10
    assert GAME.current_player(state) == SIMULTANEOUS


def test_leaders_are_set_aside_without_the_variant() -> None:
    state = at_phase(lconfig(4), "take")
    assert all(p["leader"] is None for p in obs(state)["players"])
    assert not any("leader" in a[0] for a in GAME.legal_actions(state))


def test_bid_and_first_player_work_as_in_the_classic_edition() -> None:
    state = at_phase(lconfig(3, youngest=[2, 0, 1]), "bid")
    state = apply_all(state, [("bid", 0, 2), ("bid", 1, 2), ("bid", 2, 1)])
    assert obs(state)["bid"]["winner"] == 0  # seat 0 is younger than seat 1
    assert obs(state)["players"][0]["coins"] == 9
    state = GAME.apply_action(state, ("first", 2))
    assert GAME.current_player(state) == 2


def test_die_tiebreak_variant_uses_a_die_even_with_ages() -> None:
    config = lconfig(3, youngest=[0, 1, 2], variants=["die_tiebreak"])
    state = at_phase(config, "bid")
    state = apply_all(state, [("bid", s, 0) for s in range(3)])
    assert GAME.current_player(state) == CHANCE
    assert [a for a, _ in GAME.chance_outcomes(state)] == [("tiebreak", s) for s in range(3)]


def test_setup_policy_reaches_the_first_turn() -> None:
    state = GAME.initial_state(lconfig(4))
    for _ in range(100):
        if obs(state)["phase"] == "take":
            break
        state = GAME.apply_action(state, setup_step(state))
    assert obs(state)["phase"] == "take" and GAME.current_player(state) == 0
