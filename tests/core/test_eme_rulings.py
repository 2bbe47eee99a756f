"""One test per decision of docs/rulings.md ("Our decisions"), named after it."""

from __future__ import annotations

from dataclasses import replace

from core.api import CHANCE, TERMINAL
from tests.core.eme_helpers import (
    GAME,
    at_card,
    at_take,
    board_of,
    empty_board,
    obs,
    play_passively,
    region_ids,
    score_of,
    triangles,
    with_armies,
    with_cities,
    with_hands,
    with_player,
)

# Card ids of the digest's list used below.
PLACE_1 = 1
CITY = 6
PLACE_1_DESTROY_1 = 15
PLACE_2_OR_MOVE_3 = 19
WILD = 40
CRYSTAL = 1
IRON = 24


def test_done_before_choosing_forfeits_the_whole_card() -> None:
    state = at_card(PLACE_2_OR_MOVE_3)
    assert obs(state)["pending"]["options"] == ["place 2", "move 3"]
    after = GAME.apply_action(state, ("done",))
    assert after.card == -1 and obs(after)["phase"] == "refill"
    assert after.players[0].armies_left == state.players[0].armies_left


def test_done_forfeits_only_the_current_term_of_an_and_card() -> None:
    state = at_card(PLACE_1_DESTROY_1)
    after = GAME.apply_action(state, ("done",))
    assert obs(after)["pending"]["kind"] == "destroy"


def test_impossible_terms_are_skipped() -> None:
    # A city card with no army of yours on the board ends at once, without asking.
    state = at_take(3, row=[CITY])
    state = with_armies(state, {}, clear=True)
    after = GAME.apply_action(state, ("take", 0))
    assert obs(after)["phase"] == "refill"
    # Place with an empty supply: the "place 1" term is skipped, straight to "destroy 1".
    state = with_player(at_take(3, row=[PLACE_1_DESTROY_1]), 0, armies_left=0)
    after = GAME.apply_action(state, ("take", 0))
    assert obs(after)["pending"]["kind"] == "destroy"


def test_destroy_may_remove_your_own_army() -> None:
    state = at_card(PLACE_1_DESTROY_1)
    state = GAME.apply_action(state, ("done",))
    start = board_of(3)["start"]
    assert ("destroy", start, 0) in GAME.legal_actions(state)
    after = GAME.apply_action(state, ("destroy", start, 0))
    assert after.players[0].armies_left == state.players[0].armies_left + 1


def test_cities_cannot_be_destroyed() -> None:
    state = at_card(PLACE_1_DESTROY_1)
    state = GAME.apply_action(state, ("done",))
    state = empty_board(state)
    rid = region_ids(board_of(3))[0]
    state = with_armies(state, {rid: {1: 1}})
    state = with_cities(state, {rid: {2: 1}})
    destroys = {a for a in GAME.legal_actions(state) if a[0] == "destroy"}
    assert destroys == {("destroy", rid, 1)}


def test_row_slides_at_once_and_refills_after_the_action() -> None:
    state = at_take(3, row=[PLACE_1])
    row = obs(state)["row"]
    after = GAME.apply_action(state, ("take", 0))
    assert obs(after)["row"] == row[1:]  # slid, not yet refilled
    assert GAME.current_player(after) == 0
    after = GAME.apply_action(after, ("done",))
    assert GAME.current_player(after) == CHANCE


def test_nothing_is_drawn_after_the_last_card() -> None:
    state = at_take(2, youngest=[0, 1])
    end = play_passively(state)
    assert GAME.current_player(end) == TERMINAL
    assert len(obs(end)["row"]) == 5
    assert [len(p["cards"]) for p in obs(end)["players"]] == [13, 13]


def test_wild_may_join_a_good_held_only_through_a_tile() -> None:
    ids = region_ids(board_of(3))
    spot = triangles(board_of(3))[0]
    state = empty_board(at_take(3))
    tiles = tuple("wood" if rid == spot else "" for rid in ids)
    state = with_hands(with_armies(replace(state, tiles=tiles), {spot: {0: 1}}), [(WILD,), (), ()])
    score = score_of(state, 0)
    assert score.tiles == {"wood": 1}
    assert score.wild == {"wood": 1}
    assert score.goods_held == {"wood": 2}


def test_long_game_ties_are_broken_by_the_last_games_coins() -> None:
    state = at_take(2, variants=["long_game"], youngest=[0, 1])
    state = play_passively(state, until=lambda s: s.game == 2 and obs(s)["phase"] == "take")
    end = play_passively(state)
    level = replace(end, totals=(20, 20))
    level = with_player(with_player(level, 0, coins=1), 1, coins=3)
    assert GAME.ranking(level)[0] == 1
    assert obs(level)["end"]["separated_by"][0] == "tiebreak.coins"


def test_equal_wild_assignments_show_the_first_in_goods_order() -> None:
    # Crystal 1 + wild -> 2 (1 -> 2 VP, +1); iron 1 + wild -> 2 (0 -> 1 VP, +1): equal.
    state = with_hands(empty_board(at_take(3)), [(CRYSTAL, IRON, WILD), (), ()])
    assert score_of(state, 0).wild == {"crystal": 1}
