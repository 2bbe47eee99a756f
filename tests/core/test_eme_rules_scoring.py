"""Eight-Minute Empire rules, scoring, the winner and the variants.

Authority: shared/seeds/001 ("Fine della partita", "Varianti"), restated in
shared/rules/eight-minute-empire.md (Scoring, Variants). Scoring scenarios are real states
edited with dataclasses.replace; region ids come from the map at test time.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from core.api import CHANCE, TERMINAL, IllegalAction
from tests.core.eme_helpers import (
    GAME,
    area_regions,
    at_take,
    board_of,
    config,
    deal,
    empty_board,
    obs,
    passive_step,
    region_ids,
    score_of,
    triangles,
    with_armies,
    with_cities,
    with_hands,
    with_player,
)
from tests.core.playout import final_state

# Digest goods table (count 0..8; 8 or more score as 8). Crystal is the seed's own example.
GOODS_TABLE = {
    "crystal": (0, 1, 2, 3, 5, 5, 5, 5, 5),
    "food": (0, 0, 0, 1, 1, 2, 2, 3, 5),
    "wood": (0, 0, 1, 1, 2, 3, 5, 5, 5),
    "iron": (0, 0, 1, 1, 2, 3, 5, 5, 5),
    "tools": (0, 0, 1, 1, 2, 2, 3, 5, 5),
}
# One single-good card of each type (digest card list), the double cards and the wilds.
CARD_OF = {"crystal": 1, "food": 6, "wood": 16, "iron": 24, "tools": 31}
FOOD_X2, TOOLS_X2 = 9, 38
WILDS = (40, 41, 42)


def scenario(players: int = 3, **kw: object) -> object:
    """A real mid-game state with nothing on the board, to build scoring scenarios on."""
    return empty_board(at_take(players, **kw))


def regions_of(state: object) -> list[int]:
    """Regions controlled by every seat."""
    return [s.regions for s in GAME.scores(state)]


def areas_of(state: object) -> list[int]:
    """Continents controlled by every seat."""
    return [s.areas for s in GAME.scores(state)]


def goods_of(hand: tuple[int, ...]) -> object:
    """Seat 0's score with `hand` in front of them."""
    return score_of(with_hands(scenario(), [hand, (), ()]), 0)


def ended(state: object, totals: tuple[int, ...]) -> object:
    """`state` declared over with the given final victory points."""
    return replace(state, phase=GAME.Phase.END, totals=totals)


# --- regions and continents -------------------------------------------------------------


def test_region_control_most_armies_cities_count_as_armies() -> None:
    x, y, z, w = region_ids(board_of(3))[:4]
    state = with_armies(scenario(), {x: {0: 2, 1: 1}, y: {0: 1, 1: 1}, w: {2: 1}})
    state = with_cities(state, {y: {1: 1}, z: {1: 1}})
    assert regions_of(state) == [1, 2, 1]


def test_region_tie_nobody_controls() -> None:
    x, y, z = region_ids(board_of(3))[:3]
    state = with_armies(scenario(), {x: {0: 2, 1: 2, 2: 1}, y: {0: 1}, z: {0: 1, 1: 1, 2: 1}})
    state = with_cities(state, {y: {1: 1}})
    assert regions_of(state) == [0, 0, 0]
    assert GAME.scores(state)[0].total == 0


def test_neutral_armies_take_part_in_control_but_never_score() -> None:
    x, y, z = region_ids(board_of(2))[:3]
    state = with_armies(
        scenario(2), {x: {"neutral": 2, 0: 1}, y: {"neutral": 1, 0: 1}, z: {"neutral": 1, 0: 2}}
    )
    assert regions_of(state) == [1, 0]
    # A continent where the neutral colour holds most regions is nobody's.
    area = max(area_regions(board_of(2)).values(), key=len)
    c1, c2, c3 = area[:3]
    state = with_armies(scenario(2), {c1: {"neutral": 1}, c2: {"neutral": 1}, c3: {0: 1}})
    assert areas_of(state) == [0, 0]
    state = with_armies(state, {c2: {"neutral": 0}})
    assert areas_of(state) == [0, 0]  # neutral 1, seat 0 1: a tie
    state = with_armies(state, {c1: {"neutral": 0}})
    assert areas_of(state) == [1, 0]
    assert len(GAME.scores(state)) == 2


def test_continent_control_most_regions_tie_nobody() -> None:
    areas = sorted(area_regions(board_of(3)).values(), key=len, reverse=True)
    (a1, a2, a3, *_), (b1, b2, *_), (c1, *_) = areas[:3]
    state = with_armies(
        scenario(),
        {
            a1: {0: 1},
            a2: {0: 1},
            a3: {1: 3},  # seat 0 holds 2 regions, seat 1 holds 1
            b1: {0: 1},
            b2: {1: 1},  # 1 to 1: nobody
            c1: {2: 1},  # the only controlled region of its continent
        },
    )
    assert regions_of(state) == [3, 2, 1]
    assert areas_of(state) == [1, 0, 1]


# --- goods ------------------------------------------------------------------------------


@pytest.mark.parametrize("good", sorted(GOODS_TABLE))
def test_goods_scoring_table(good: str) -> None:
    # Scoring reads only card ids, so one card repeated stands for that many goods.
    for count in range(11):
        score = goods_of((CARD_OF[good],) * count)
        assert score.goods == GOODS_TABLE[good][min(count, 8)], (good, count)


def test_goods_of_different_types_add_up() -> None:
    hand = (1, 2, 3, 16, 17, 24)  # 3 crystal (3 VP), 2 wood (1 VP), 1 iron (0 VP)
    assert goods_of(hand).goods == 4
    assert goods_of(hand).goods_held == {"crystal": 3, "wood": 2, "iron": 1}


def test_double_goods_card_counts_two() -> None:
    assert goods_of((FOOD_X2,)).goods_held == {"food": 2}
    assert goods_of((FOOD_X2, CARD_OF["food"])).goods == 1  # food 3
    assert goods_of((TOOLS_X2,)).goods == 1  # tools 2


def test_wild_only_joins_held_goods_type() -> None:
    only_wilds = goods_of(WILDS)
    assert only_wilds.goods == 0 and only_wilds.goods_held == {} and only_wilds.wild == {}
    wood = goods_of((CARD_OF["wood"], WILDS[0]))  # no crystal: the wild cannot be crystal
    assert wood.wild == {"wood": 1}
    assert wood.goods == 1  # wood 2


def test_wild_assignment_maximises_score() -> None:
    # crystal 1 -> 2 gains 1 VP; wood 5 -> 6 gains 2 VP: the wild goes to wood.
    score = goods_of((1, 16, 16, 16, 16, 16, WILDS[0]))
    assert score.wild == {"wood": 1}
    assert score.goods == 1 + 5


def test_several_wilds_may_go_to_same_or_different_goods() -> None:
    same = goods_of((1, 2, WILDS[0], WILDS[1]))  # crystal 2 + 2 wilds: crystal 4
    assert same.wild == {"crystal": 2} and same.goods == 5
    # crystal 3, wood 5: one wild each (5 + 5) beats both on one type (5 + 3 or 3 + 5).
    split = goods_of((1, 2, 3, 16, 16, 16, 16, 16, WILDS[0], WILDS[1]))
    assert split.wild == {"crystal": 1, "wood": 1} and split.goods == 10


def test_each_wild_counts_only_once() -> None:
    score = goods_of((1, 16, WILDS[0]))  # crystal 1, wood 1, one wild
    assert sum(score.wild.values()) == 1
    assert score.goods == 2  # crystal 2 (2) + wood 1 (0), or crystal 1 (1) + wood 2 (1)


def test_score_is_regions_plus_continents_plus_goods() -> None:
    area = max(area_regions(board_of(3)).values(), key=len)
    state = with_hands(with_armies(scenario(), {area[0]: {0: 1}}), [(1, 2), (), ()])
    score = score_of(state, 0)
    assert (score.regions, score.areas, score.goods, score.total) == (1, 1, 2, 4)


# --- the winner -------------------------------------------------------------------------


def test_winner_most_points() -> None:
    state = ended(scenario(), (5, 9, 7))
    assert GAME.ranking(state) == (1, 2, 0)
    assert obs(state)["end"]["separated_by"][0] == "tiebreak.victory_points"


def test_tiebreak_coins_then_armies_on_board_then_regions() -> None:
    x, y, z, w = region_ids(board_of(3))[:4]
    by_coins = ended(with_player(with_player(scenario(), 0, coins=2), 2, coins=9), (7, 7, 3))
    assert GAME.ranking(by_coins) == (1, 0, 2)  # 7 VP each; seat 1 has 11 coins, seat 0 2
    assert obs(by_coins)["end"]["separated_by"][0] == "tiebreak.coins"
    # Equal VP and coins: armies on the board (cities are not armies).
    by_armies = with_cities(with_armies(scenario(), {x: {0: 2}, y: {1: 3}, z: {2: 1}}), {z: {2: 2}})
    by_armies = ended(by_armies, (7, 7, 7))
    assert GAME.ranking(by_armies) == (1, 0, 2)
    assert obs(by_armies)["end"]["separated_by"][0] == "tiebreak.armies"
    # Equal VP, coins and armies (2 each): regions controlled.
    by_regions = with_armies(scenario(), {x: {2: 1}, y: {2: 1}, z: {0: 2, 1: 1}, w: {1: 1}})
    by_regions = ended(by_regions, (7, 7, 7))
    assert regions_of(by_regions) == [1, 1, 2]
    assert GAME.ranking(by_regions) == (2, 0, 1)
    assert obs(by_regions)["end"]["separated_by"][0] == "tiebreak.regions"


def test_tie_stands_after_all_tiebreaks() -> None:
    state = ended(scenario(), (5, 8, 8))
    assert GAME.ranking(state)[0] in (1, 2)
    assert set(GAME.ranking(state)[:2]) == {1, 2} and GAME.ranking(state)[2] == 0
    assert obs(state)["end"]["separated_by"][0] is None
    assert obs(state)["end"]["winners"] == [1, 2]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_returns_and_ranking_at_terminal(players: int) -> None:
    final = final_state(GAME, config(players, youngest=list(range(players))), seed=players)
    assert GAME.current_player(final) == TERMINAL
    returns = GAME.returns(final)
    assert returns == tuple(s.total for s in GAME.scores(final))
    assert obs(final)["end"]["totals"] == list(returns)
    ranking = GAME.ranking(final)
    assert sorted(ranking) == list(range(players))
    assert [returns[s] for s in ranking] == sorted(returns, reverse=True)
    assert obs(final)["end"]["ranking"] == list(ranking)
    assert GAME.legal_actions(final) == ()
    with pytest.raises(IllegalAction, match="the game is over"):
        GAME.apply_action(final, ("take", 0))


# --- variants ---------------------------------------------------------------------------


def test_long_game_three_games_totals() -> None:
    state = at_take(2, variants=["long_game"], youngest=[0, 1])
    played: list[tuple[int, ...]] = []
    while GAME.current_player(state) != TERMINAL:
        action = passive_step(state)
        after = GAME.apply_action(state, action)
        if after.game != state.game or GAME.current_player(after) == TERMINAL:
            # The same last action in a one-game table gives this game's own score.
            single = replace(state, config=replace(state.config, variants=()), totals=(0, 0))
            played.append(GAME.returns(GAME.apply_action(single, action)))
            expected = tuple(map(sum, zip(*played, strict=True)))
            assert GAME.returns(after) == expected
            if GAME.current_player(after) != TERMINAL:  # a fresh game, totals carried
                view = obs(after)
                assert view["game_number"] == len(played)
                assert [p["coins"] for p in view["players"]] == [14, 14]
                assert [p["cards"] for p in view["players"]] == [[], []]
                assert view["row"] == [] and GAME.current_player(after) == CHANCE
                assert view["armies"] == {board_of(2)["start"]: {0: 3, 1: 3}}
        state = after
    assert len(played) == 3
    assert GAME.returns(state) == tuple(map(sum, zip(*played, strict=True)))
    assert all(sum(p) > 0 for p in played)


def test_goods_tiles_are_chance_nodes_with_correct_probabilities() -> None:
    state = deal(GAME.initial_state(config(2, variants=["goods_tiles"])))
    spots = triangles(board_of(2))
    assert len(spots) == 10
    left = {"crystal": 2, "food": 2, "wood": 2, "iron": 2, "tools": 2}
    order = ["crystal", "crystal", "food", "iron", "wood", "tools", "food", "iron", "wood", "tools"]
    for region, good in zip(spots, order, strict=True):
        assert GAME.current_player(state) == CHANCE
        total = sum(left.values())
        assert dict(GAME.chance_outcomes(state)) == {
            ("tile", region, g): Fraction(k, total) for g, k in left.items() if k
        }
        state = GAME.apply_action(state, ("tile", region, good))
        left[good] -= 1
    assert obs(state)["tiles"] == dict(zip(spots, order, strict=True))
    assert obs(state)["phase"] == "neutral"  # then the 2-player neutral armies


def test_no_goods_tiles_without_variant() -> None:
    state = deal(GAME.initial_state(config(3)))
    assert obs(state)["phase"] == "bid"
    assert obs(state)["tiles"] == {}


def test_goods_tiles_variant_tiles_on_triangle_regions_and_count_for_controller() -> None:
    state = deal(GAME.initial_state(config(3, variants=["goods_tiles"])))
    spots = triangles(board_of(3))
    goods = ["crystal", "crystal", "food", "food", "wood", "wood", "iron", "iron", "tools", "tools"]
    for region, good in zip(spots, goods, strict=True):
        state = GAME.apply_action(state, ("tile", region, good))
    assert set(obs(state)["tiles"]) == set(spots)
    state = empty_board(state)
    # Seat 0 controls the first crystal tile; the second is tied (nobody); seat 1 controls
    # a food tile and holds no food card; seat 2 controls nothing with a tile.
    state = with_armies(state, {spots[0]: {0: 1}, spots[1]: {0: 1, 2: 1}, spots[2]: {1: 1}})
    state = with_hands(state, [(CARD_OF["crystal"],), (CARD_OF["food"], CARD_OF["food"]), ()])
    zero, one, two = GAME.scores(state)
    assert zero.tiles == {"crystal": 1} and zero.goods_held == {"crystal": 2}
    assert zero.goods == 2
    assert one.tiles == {"food": 1} and one.goods_held == {"food": 3} and one.goods == 1
    assert two.tiles == {} and two.goods == 0
