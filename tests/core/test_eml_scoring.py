"""Legends end and scoring (seed 000, "Fine della partita"), and every card's ability.

Abilities are checked card by card: each of the 34 is taken from slot 0 and its effect
must show at once (on the action, the ability summary, the coins or the score).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from core.api import TERMINAL
from tests.core.eml_helpers import (
    GAME,
    at_card,
    at_take,
    card_id,
    lconfig,
    obs,
    passive_to_end,
    score,
    state_board,
    with_armies,
    with_cards,
    with_cities,
    with_player,
)

ALL_CARDS = GAME.cards(lconfig(4))


def island_regions(state: Any) -> dict[str, list[str]]:
    b = state_board(state)
    out: dict[str, list[str]] = {}
    for rid, region in sorted(b["regions"].items()):
        out.setdefault(region["area"], []).append(rid)
    return out


def cleared(players: int = 3) -> Any:
    """Seat 0 to take a card, nothing on the board."""
    state = at_take(players)
    return with_cities(with_armies(state, {}, clear=True), {}, clear=True)


@pytest.mark.parametrize(("players", "cards"), [(2, 11), (3, 10), (4, 8)])
def test_game_ends_when_everybody_has_the_cards_for_the_player_count(
    players: int, cards: int
) -> None:
    state = passive_to_end(at_take(players))
    assert GAME.current_player(state) == TERMINAL
    assert [len(p["cards"]) for p in obs(state)["players"]] == [cards] * players


def test_region_control_counts_cities_as_armies_and_a_tie_is_nobodys() -> None:
    state = cleared()
    a, b, c = sorted(state_board(state)["regions"])[:3]
    state = with_armies(state, {a: {0: 2, 1: 1}, b: {0: 1, 1: 2}, c: {0: 1, 1: 1}})
    state = with_cities(state, {b: {0: 1}})
    assert score(state, 0)["regions"] == 1  # a; b is tied 2-2 (the city counts)
    assert score(state, 1)["regions"] == 0


def test_island_control_is_most_regions_and_a_tie_is_nobodys() -> None:
    state = cleared()
    big = next(rs for rs in island_regions(state).values() if len(rs) >= 4)
    state = with_armies(state, {big[0]: {0: 1}, big[1]: {0: 1}, big[2]: {1: 1}})
    assert score(state, 0)["areas"] == 1 and score(state, 1)["areas"] == 0
    state = with_armies(state, {big[3]: {1: 1}})
    assert score(state, 0)["areas"] == 0  # 2 regions each: nobody


def test_elixir_majority_scores_two() -> None:
    state = with_cards(cleared(), 0, ["Forest Gnome"])
    state = with_cards(state, 1, ["Cursed Banshee"])
    assert score(state, 0)["elixir"] == 2 and score(state, 1)["elixir"] == 0


def test_elixir_tie_gives_each_tied_player_one() -> None:
    state = with_cards(cleared(), 0, ["Forest Gnome"])
    state = with_cards(state, 1, ["Ancient Tree Spirit"])
    assert [score(state, s)["elixir"] for s in range(3)] == [1, 1, 0]


def test_nobody_holding_elixir_is_a_tie_for_the_most_as_the_seed_says() -> None:
    """Seed over digest: the seed's tie rule has no exception for zero (docs/legends.md)."""
    assert [score(cleared(), s)["elixir"] for s in range(3)] == [1, 1, 1]
    state = with_cards(cleared(), 2, ["Dire Goblin"])
    assert [score(state, s)["elixir"] for s in range(3)] == [0, 0, 2]


def test_total_adds_regions_islands_abilities_and_elixir() -> None:
    state = with_cards(cleared(), 0, ["Ancient Sage", "Ancient Phoenix", "Forest Gnome"])
    single = next(rs for rs in island_regions(state).values() if len(rs) == 1)
    state = with_armies(state, {single[0]: {0: 1}})
    s = score(state, 0)
    assert (s["regions"], s["areas"], s["abilities"], s["elixir"]) == (1, 1, 2, 2)
    assert s["total"] == 6
    assert s["breakdown"] == [["Ancient Sage", 2]]


def _finished(keys: dict[int, dict[str, Any]], totals: tuple[int, ...] = (5, 5, 5)) -> Any:
    """A finished 3-player game with the given totals, nothing on the board, no coins or
    cards, then `keys` applied per seat."""
    state = passive_to_end(at_take(3))
    state = with_cities(with_armies(state, {}, clear=True), {}, clear=True)
    for seat in range(3):
        state = with_player(state, seat, cards=(), coins=0)
    state = replace(state, totals=totals)
    for seat, changes in keys.items():
        state = with_player(state, seat, **changes)
    return state


def test_most_victory_points_wins() -> None:
    state = _finished({0: {"coins": 9}}, totals=(5, 6, 5))
    assert (
        GAME.ranking(state)[0] == 1
        and obs(state)["end"]["separated_by"][0] == "tiebreak.victory_points"
    )


def test_tie_for_victory_goes_to_most_coins() -> None:
    state = _finished({1: {"coins": 3}})
    assert GAME.ranking(state)[0] == 1 and obs(state)["end"]["separated_by"][0] == "tiebreak.coins"


def test_then_most_armies_on_the_board() -> None:
    state = _finished({})
    a, b = sorted(state_board(state)["regions"])[:2]
    state = with_armies(state, {a: {2: 1, 1: 1}, b: {2: 1}})
    assert obs(state)["end"]["ranking"][0] == 2
    assert obs(state)["end"]["separated_by"][0] == "tiebreak.armies"


def test_then_most_regions_controlled() -> None:
    state = _finished({})
    a, b, c = sorted(state_board(state)["regions"])[:3]
    state = with_armies(state, {a: {0: 2}, b: {1: 1}, c: {1: 1}})
    assert obs(state)["end"]["ranking"][0] == 1
    assert obs(state)["end"]["separated_by"][0] == "tiebreak.regions"


def test_spell_book_wins_any_tie_for_victory() -> None:
    state = _finished({0: {"coins": 9}, 2: {"tokens": ("spell_book",)}}, totals=(6, 5, 6))
    assert obs(state)["end"]["ranking"][0] == 2
    assert obs(state)["end"]["separated_by"][0] == "tiebreak.spell_book"


# --- every card's ability, active from the moment it is taken --------------------------


def _kind_mates(kind: str, name: str) -> list[str]:
    return [c["name"] for c in ALL_CARDS.values() if c["kind"] == kind and c["name"] != name][:1]


@pytest.mark.parametrize("cid", sorted(ALL_CARDS), ids=lambda c: ALL_CARDS[c]["name"])
def test_card_ability_is_active_from_the_moment_it_is_taken(cid: int) -> None:
    card = ALL_CARDS[cid]
    effects = card["effects"]
    hand: list[str] = []
    if "vp_per_kind" in effects:
        hand = _kind_mates(effects["vp_per_kind"], card["name"])
    if "vp_per_flying" in effects:
        hand = ["Dire Eye"]
    if "set_kind" in effects:
        hand = _kind_mates(effects["set_kind"], card["name"]) * (effects["set_size"] - 1)
    before = with_cards(at_take(4, row=[cid]), 0, hand)
    was = obs(before)["players"][0]
    state = GAME.apply_action(before, ("take", 0))
    mine = obs(state)["players"][0]
    now = mine["abilities"]
    for name in ("moves", "armies", "flying", "elixir"):
        assert now[name] - was["abilities"][name] == effects.get(name, 0), name
    assert now["immunity"] == bool(effects.get("immunity"))
    assert mine["coins"] == was["coins"] + effects.get("coins", 0)
    vp = dict(map(tuple, score(state, 0)["breakdown"])).get(card["name"], 0)
    if "vp_per_kind" in effects:
        held = [card, *(ALL_CARDS[card_id(n)] for n in hand)]
        assert vp == sum(1 for c in held if c["kind"] == effects["vp_per_kind"]) > 0
    elif "vp_per_flying" in effects:
        assert vp == 1
    elif "set_kind" in effects:
        assert vp == effects["set_vp"]
    elif "vp_per_coins" in effects:
        rich = with_player(state, 0, coins=7)
        assert dict(map(tuple, score(rich, 0)["breakdown"]))[card["name"]] == 2
    else:
        assert vp == 0


def test_set_of_cards_scores_only_when_complete() -> None:
    state = with_cards(cleared(), 0, ["Noble Hills", "Noble Knight"])
    assert score(state, 0)["abilities"] == 0
    state = with_cards(state, 0, ["Noble Hills", "Noble Knight", "Noble Unicorn"])
    assert score(state, 0)["abilities"] == 4


def test_vp_per_kind_counts_every_card_of_that_kind() -> None:
    """Seed's example: "+1 PV per ogni carta maledetta" with 4 Cursed cards is 4 VP."""
    cursed = ["Cursed Banshee", "Cursed King", "Cursed Tower", "Cursed Mausoleum"]
    state = with_cards(cleared(), 0, ["Graveyard", *cursed])
    assert dict(map(tuple, score(state, 0)["breakdown"]))["Graveyard"] == 4


def test_vp_per_three_coins_rounds_down() -> None:
    state = with_player(with_cards(cleared(), 0, ["Dire Ogre"]), 0, coins=8)
    assert score(state, 0)["abilities"] == 2


def test_abilities_of_the_same_card_twice_stack() -> None:
    state = with_cards(cleared(), 0, ["Graveyard", "Cursed King"])
    state = with_player(state, 0, cards=(*state.players[0].cards, card_id("Graveyard")))
    assert score(state, 0)["abilities"] == 2


def test_ability_summary_of_a_card_taken_mid_game() -> None:
    state = at_card("Cursed Mausoleum", hand=["Forest Tree Town"])
    assert obs(state)["players"][0]["abilities"]["moves"] == 2
