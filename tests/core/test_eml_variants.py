"""Legends variants (seed 000, "Varianti"): tokens, leaders, long game, die, ring (the swamp:
test_eml_swamp.py)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from core.api import TERMINAL, IllegalAction
from tests.core.eml_helpers import (
    DONE,
    GAME,
    armies,
    at_card,
    at_phase,
    at_take,
    lconfig,
    legal,
    obs,
    passive_to_end,
    score,
    state_board,
    with_armies,
    with_cards,
    with_cities,
    with_player,
    with_tokens,
)

ALL_TOKENS = ["exploration_tokens", "fortress_tokens", "raging_dragon", "magic_portals", "bandits"]


def neighbour(state: Any, region: str) -> str:
    b = state_board(state)
    return sorted(c if a == region else a for a, c in b["land"] if region in (a, c))[0]


def city_here(token: str) -> tuple[Any, str]:
    """Seat 0 carrying out a city card, its army in a region holding `token`."""
    state = at_card("Stronghold", variants=["exploration_tokens"])
    region = neighbour(state, obs(state)["start"])
    state = with_armies(with_tokens(state, {region: token}), {region: {0: 1}})
    return state, region


# --- tokens on the board --------------------------------------------------------------


def test_variant_tokens_are_laid_one_per_region_never_on_the_start_region() -> None:
    state = at_take(4, variants=ALL_TOKENS)
    tokens = obs(state)["tokens"]
    assert sorted(tokens.values()) == sorted(
        ["magic_spring", "cottage", "hidden_treasure", "spell_book", "stable"]
        + ["fortress"] * 3
        + ["raging_dragon", "portal", "portal", "bandits"]
    )
    assert obs(state)["start"] not in tokens


def test_token_placement_is_a_fair_draw_among_free_regions() -> None:
    state = at_phase(lconfig(3, variants=["fortress_tokens"]), "tokens")
    outcomes = GAME.chance_outcomes(state)
    regions = len(state_board(state)["regions"])
    assert len(outcomes) == regions - 1  # all but the start region
    assert {p for _, p in outcomes} == {Fraction(1, regions - 1)}
    rid = outcomes[0][0][2]
    after = GAME.apply_action(state, outcomes[0][0])
    assert all(a[2] != rid for a, _ in GAME.chance_outcomes(after))
    with pytest.raises(IllegalAction, match="already holds a token"):
        GAME.apply_action(after, ("token", "fortress", rid))


def test_exploration_token_goes_to_the_first_city_in_its_region() -> None:
    state, region = city_here("stable")
    state = GAME.apply_action(state, ("city", region))
    assert obs(state)["players"][0]["tokens"] == ["stable"]
    assert region not in obs(state)["tokens"]


@pytest.mark.parametrize(
    ("token", "ability", "value"),
    [("magic_spring", "elixir", 2), ("cottage", "armies", 1), ("stable", "moves", 1)],
)
def test_exploration_token_ability(token: str, ability: str, value: int) -> None:
    state, region = city_here(token)
    state = GAME.apply_action(state, ("city", region))
    assert obs(state)["players"][0]["abilities"][ability] == value


def test_hidden_treasure_gives_one_coin_at_once() -> None:
    state, region = city_here("hidden_treasure")
    coins = obs(state)["players"][0]["coins"]
    state = GAME.apply_action(state, ("city", region))
    assert obs(state)["players"][0]["coins"] == coins + 1


def test_spell_book_is_worth_one_vp() -> None:
    state, region = city_here("spell_book")
    state = GAME.apply_action(state, ("city", region))
    assert ["Spell book", 1] in score(state, 0)["breakdown"]


def test_fortress_token_adds_one_vp_to_its_controller() -> None:
    state = at_take(3, variants=["fortress_tokens"])
    fort = next(r for r, t in obs(state)["tokens"].items() if t == "fortress")
    state = with_armies(state, {fort: {1: 2, 2: 1}})
    assert ["Fortress", 1] in score(state, 1)["breakdown"]
    assert not score(state, 2)["breakdown"]


def test_raging_dragon_is_slain_by_whoever_places_the_seventh_army() -> None:
    state = at_card("Graveyard", variants=["raging_dragon"])  # place 2
    region = neighbour(state, obs(state)["start"])
    state = with_tokens(state, {region: "raging_dragon"})
    state = with_armies(with_cities(state, {region: {0: 1}}), {region: {1: 3, 2: 2}})
    state = GAME.apply_action(state, ("place", region))
    assert obs(state)["tokens"] == {region: "raging_dragon"}  # 6 armies
    state = GAME.apply_action(state, ("place", region))
    assert obs(state)["tokens"] == {}
    assert obs(state)["players"][0]["tokens"] == ["raging_dragon"]
    assert ["Raging dragon", 2] in score(state, 0)["breakdown"]


def test_magic_portals_join_their_regions_like_a_border() -> None:
    state = at_card("Dire Ogre", variants=["magic_portals"])  # move 2
    start = obs(state)["start"]
    far = sorted(r for r, v in state_board(state)["regions"].items() if v["face"] == "4a")[0]
    assert not any(a[0] == "move" and a[2] == far for a in legal(state))
    state = with_tokens(state, {start: "portal", far: "portal"})
    state = GAME.apply_action(state, ("move", start, far))
    assert obs(state)["pending"]["points"] == 1 and armies(state, far)[0] == 1


def test_bandits_take_a_coin_for_each_army_entering_their_region() -> None:
    state = at_card("Forest Pixie", variants=["bandits"])  # move 4
    start = obs(state)["start"]
    lair = neighbour(state, start)
    state = with_player(with_tokens(state, {lair: "bandits"}), 0, coins=1)
    state = GAME.apply_action(state, ("move", start, lair))
    assert obs(state)["players"][0]["coins"] == 0
    state = GAME.apply_action(state, ("move", lair, start))
    state = GAME.apply_action(state, ("move", start, lair))  # passing through again: no coin
    assert obs(state)["players"][0]["coins"] == 0 and armies(state, lair)[0] == 1


# --- leaders --------------------------------------------------------------------------


def test_leaders_are_dealt_at_random_one_per_seat() -> None:
    state = at_phase(lconfig(4, variants=["leaders"]), "leaders")
    outcomes = GAME.chance_outcomes(state)
    assert {p for _, p in outcomes} == {Fraction(1, 4)}
    assert {a[1] for a, _ in outcomes} == {0}
    state = GAME.apply_action(state, outcomes[1][0])
    nxt = GAME.chance_outcomes(state)
    assert {a[1] for a, _ in nxt} == {1} and outcomes[1][0][2] not in {a[2] for a, _ in nxt}


def with_leader(state: Any, seat: int, leader: str) -> Any:
    return with_player(state, seat, leader=leader)


def test_red_sorceress_starts_with_five_armies_in_the_start_region() -> None:
    state = at_phase(lconfig(3, variants=["leaders"]), "leaders")
    state = GAME.apply_action(state, ("leader", 0, "red_sorceress"))
    assert armies(state, obs(state)["start"])[0] == 5


def test_red_sorceress_keeps_destroyed_enemy_armies_for_vp() -> None:
    state = with_leader(at_card("Dire Dragon", variants=["leaders"]), 0, "red_sorceress")
    start = obs(state)["start"]
    state = GAME.apply_action(state, DONE)
    left = obs(state)["players"][1]["armies_left"]
    state = GAME.apply_action(state, ("destroy", start, 1))
    assert obs(state)["players"][0]["captured"] == 1
    assert obs(state)["players"][1]["armies_left"] == left  # not returned
    assert not any(n == "Red Sorceress" for n, _ in score(state, 0)["breakdown"])
    state = with_player(state, 0, captured=6)
    assert ["Red Sorceress", 2] in score(state, 0)["breakdown"]


def test_king_of_brigands_pays_a_coin_to_place_at_another_players_city() -> None:
    state = with_leader(at_card("Graveyard", variants=["leaders"]), 0, "white_knight")
    region = neighbour(state, obs(state)["start"])
    state = with_cities(state, {region: {1: 1}})
    assert not any(a[0] == "hire" for a in legal(state))
    state = with_leader(state, 0, "king_of_brigands")
    assert ("hire", region, 1) in legal(state)
    coins = [p["coins"] for p in obs(state)["players"]]
    state = GAME.apply_action(state, ("hire", region, 1))
    assert armies(state, region)[0] == 1
    assert [p["coins"] for p in obs(state)["players"]][:2] == [coins[0] - 1, coins[1] + 1]
    state = with_player(state, 0, coins=0)
    assert not any(a[0] == "hire" for a in legal(state))


def test_king_of_brigands_steals_a_coin_when_destroying() -> None:
    state = with_leader(at_card("Dire Dragon", variants=["leaders"]), 0, "king_of_brigands")
    state = GAME.apply_action(state, DONE)
    coins = [p["coins"] for p in obs(state)["players"]]
    state = GAME.apply_action(state, ("destroy", obs(state)["start"], 2))
    after = [p["coins"] for p in obs(state)["players"]]
    assert after[0] == coins[0] + 1 and after[2] == coins[2] - 1


def test_white_knight_places_a_free_army_with_each_city() -> None:
    state = with_leader(at_card("Stronghold", variants=["leaders"]), 0, "white_knight")
    start = obs(state)["start"]
    state = GAME.apply_action(state, ("city", start))
    assert armies(state, start)[0] == 5


def test_white_knight_scores_controlled_islands_of_three_or_more_regions() -> None:
    state = with_leader(at_take(3, variants=["leaders"]), 0, "white_knight")
    state = with_armies(state, {}, clear=True)
    b = state_board(state)
    by_island: dict[str, list[str]] = {}
    for rid, v in sorted(b["regions"].items()):
        by_island.setdefault(v["area"], []).append(rid)
    big = next(rs for rs in by_island.values() if len(rs) >= 3)
    small = next(rs for rs in by_island.values() if len(rs) == 1)
    state = with_armies(state, {big[0]: {0: 1}, big[1]: {0: 1}, small[0]: {0: 1}})
    assert ["White Knight", 1] in score(state, 0)["breakdown"]


def test_queen_of_fairies_scores_with_three_forest_cards() -> None:
    state = with_leader(at_take(3, variants=["leaders"]), 0, "queen_of_fairies")
    state = with_cards(state, 0, ["Forest Elf", "Forest Gnome"])
    assert not score(state, 0)["breakdown"]
    state = with_cards(state, 0, ["Forest Elf", "Forest Gnome", "Forest Pixie"])
    assert ["Queen of Fairies", 1] in score(state, 0)["breakdown"]


def _queen_game() -> Any:
    state = at_take(3, variants=["leaders"])
    for seat, leader in enumerate(["white_knight", "queen_of_fairies", "red_sorceress"]):
        state = with_leader(state, seat, leader)

    def last(s: Any) -> bool:
        return obs(s)["extra"] == 1 and obs(s)["phase"] == "take"

    for _ in range(2000):
        if last(state) or GAME.current_player(state) == TERMINAL:
            return state
        phase = obs(state)["phase"]
        action = ("take", 0) if phase == "take" else DONE if phase == "action" else None
        state = GAME.apply_action(state, action or GAME.chance_outcomes(state)[0][0])
    raise AssertionError("no end")


def test_queen_of_fairies_takes_one_more_card_at_the_end_without_its_action() -> None:
    state = _queen_game()
    assert (
        GAME.current_player(state) == 1
        and [len(p["cards"]) for p in obs(state)["players"]] == [10] * 3
    )
    row = obs(state)["row"]
    assert legal(state) == {DONE} | {("take", slot) for slot in range(len(row))}
    coins = obs(state)["players"][1]["coins"]
    gain = GAME.cards(lconfig(3))[row[1]]["effects"].get("coins", 0)
    state = GAME.apply_action(state, ("take", 1))
    assert GAME.current_player(state) == TERMINAL  # no action, the game is over
    assert obs(state)["players"][1]["cards"][-1] == row[1]
    assert obs(state)["players"][1]["coins"] == coins - 1 + gain


def test_queen_of_fairies_may_decline_her_extra_card() -> None:
    state = GAME.apply_action(_queen_game(), DONE)
    assert GAME.current_player(state) == TERMINAL
    assert len(obs(state)["players"][1]["cards"]) == 10


def test_done_in_the_take_phase_is_only_for_the_queens_extra_card() -> None:
    with pytest.raises(IllegalAction, match="Queen"):
        GAME.apply_action(at_take(3), DONE)


# --- long game ------------------------------------------------------------------------


def test_long_game_plays_three_games_and_adds_the_scores() -> None:
    state = at_take(2, variants=["long_game"])
    games = set()
    checked = 0
    for _ in range(5000):
        if GAME.current_player(state) == TERMINAL:
            break
        games.add(obs(state)["game_number"])
        phase = obs(state)["phase"]
        if phase == "take":
            action = ("take", 0)
        elif phase == "action":
            action = DONE
        elif phase == "bid":
            seat = next(s for s in range(2) if GAME.legal_actions(state, s))
            action = ("bid", seat, 0)
        elif phase == "first":
            action = ("first", 0)
        elif GAME.chance_outcomes(state):
            action = GAME.chance_outcomes(state)[0][0]
        else:
            action = GAME.legal_actions(state)[0]
        before = state
        state = GAME.apply_action(state, action)
        ended = GAME.current_player(state) == TERMINAL or (
            obs(state)["game_number"] != obs(before)["game_number"]
        )
        if ended and action == DONE:  # "done" leaves the board as it was: same score
            gained = [s.total for s in GAME.scores(before)]
            assert list(state.totals) == [t + g for t, g in zip(before.totals, gained)]
            checked += 1
    assert games == {0, 1, 2} and checked
    assert GAME.current_player(state) == TERMINAL and GAME.returns(state) == state.totals


def test_ring_layout_game_plays_to_the_end() -> None:
    state = passive_to_end(at_take(4, board="ring"))
    assert GAME.current_player(state) == TERMINAL
    assert state_board(state)["layout"]["layout"] == "ring"
