"""Eight-Minute Empire rules, a turn: taking a card, the row, and every action.

Authority: shared/seeds/001 ("Il gioco" 2, "Fine della partita"), restated in
shared/rules/eight-minute-empire.md (A turn, End of the game). Card ids are the digest's
card list; region ids come from the map at test time.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from core import canonical
from core.api import CHANCE, TERMINAL, IllegalAction
from tests.core.eme_helpers import (
    COSTS,
    GAME,
    apply_all,
    army_counts,
    at_card,
    at_take,
    board_of,
    config,
    land,
    land_or_sea,
    land_path,
    legal,
    obs,
    passive_step,
    play_passively,
    region_ids,
    sea_only_pair,
    with_armies,
    with_cities,
    with_player,
)

DONE = ("done",)
# Cards of the digest's list used below (good; action).
PLACE_2, PLACE_3 = 2, 17  # crystal "place 2"; wood "place 3"
MOVE_3, SEA_3 = 8, 13  # food move 3 (land); food sea 3 (land and/or sea)
CITY_CARDS = (6, 7, 16, 31)  # food, food, wood, tools: build a city
PLACE_1_AND_DESTROY_1 = 15  # food "place 1 + destroy 1"
DESTROY_1_OR_CITY = 23  # wood "destroy 1 / city"
PLACE_3_OR_MOVE_3 = 36  # tools "place 3 / move 3"


def test_cards_named_in_these_tests_match_the_digest() -> None:
    actions = {cid: c["action"] for cid, c in GAME.cards(config(3)).items()}
    assert actions[PLACE_2] == "place 2" and actions[PLACE_3] == "place 3"
    assert actions[MOVE_3] == "move 3" and actions[SEA_3] == "sea 3"
    assert [actions[c] for c in CITY_CARDS] == ["city"] * 4
    assert actions[PLACE_1_AND_DESTROY_1] == "place 1 + destroy 1"
    assert actions[DESTROY_1_OR_CITY] == "destroy 1 / city"
    assert actions[PLACE_3_OR_MOVE_3] == "place 3 / move 3"


def pending(state: object) -> dict:
    """The card being carried out, as the observation shows it."""
    view = obs(state)["pending"]
    assert view is not None
    return view


# --- taking a card ----------------------------------------------------------------------


def test_row_costs_0_1_1_2_2_3() -> None:
    state = at_take(3, first=1)
    assert obs(state)["costs"] == [0, 1, 1, 2, 2, 3]
    for slot, cost in enumerate(COSTS):
        after = GAME.apply_action(state, ("take", slot))
        assert obs(after)["players"][1]["coins"] == 11 - cost


def test_turn_must_take_one_of_the_six_cards() -> None:
    state = at_take(3)
    assert legal(state) == {("take", slot) for slot in range(6)}
    with pytest.raises(IllegalAction, match="'done' is not possible in the take phase"):
        GAME.apply_action(state, DONE)
    with pytest.raises(IllegalAction, match="there is no slot 6; the row has slots 0 to 5"):
        GAME.apply_action(state, ("take", 6))


def test_cannot_take_card_without_coins() -> None:
    state = with_player(at_take(3), 0, coins=1)
    assert legal(state) == {("take", 0), ("take", 1), ("take", 2)}
    with pytest.raises(IllegalAction, match="slot 3 costs 2 coins, seat 0 has 1"):
        GAME.apply_action(state, ("take", 3))
    with pytest.raises(IllegalAction, match="slot 5 costs 3 coins, seat 0 has 1"):
        GAME.apply_action(state, ("take", 5))
    broke = with_player(state, 0, coins=0)
    assert legal(broke) == {("take", 0)}  # the leftmost card is always free


def test_take_pays_cost_to_bank_and_keeps_card() -> None:
    state = at_take(3)
    row = obs(state)["row"]
    after = GAME.apply_action(state, ("take", 4))
    view = obs(after)
    assert view["players"][0]["coins"] == 11 - 2
    assert view["players"][0]["cards"] == [row[4]]  # face up in front of the player
    assert [p["coins"] for p in view["players"][1:]] == [11, 11]
    assert row[4] not in view["row"]


def test_action_is_carried_out_immediately_by_the_same_player() -> None:
    state = at_card(PLACE_2, 3)
    assert GAME.current_player(state) == 0
    assert obs(state)["phase"] == "action"
    with pytest.raises(IllegalAction, match="'take' is not possible in the action phase"):
        GAME.apply_action(state, ("take", 0))


def test_row_slides_left_and_refills_rightmost_from_unseen_cards() -> None:
    state = at_take(3)
    row = obs(state)["row"]
    state = apply_all(state, [("take", 2), DONE])
    assert obs(state)["row"] == row[:2] + row[3:]
    assert GAME.current_player(state) == CHANCE
    taken = {c for p in obs(state)["players"] for c in p["cards"]}
    unseen = set(range(1, 43)) - {5, 14, 22, 29, 38} - set(row) - taken
    outcomes = GAME.chance_outcomes(state)
    assert {a for a, _ in outcomes} == {("draw", c) for c in unseen}
    assert {p for _, p in outcomes} == {Fraction(1, len(unseen))}
    new = max(unseen)
    state = GAME.apply_action(state, ("draw", new))
    assert obs(state)["row"] == [*row[:2], *row[3:], new]
    assert obs(state)["deck_left"] == len(unseen) - 1
    assert GAME.current_player(state) == 1  # then the next player clockwise
    with pytest.raises(IllegalAction, match="is not possible in the take phase"):
        GAME.apply_action(state, ("draw", min(unseen)))


def test_drawn_card_never_comes_back() -> None:
    state = at_take(2)
    seen: set[int] = set(obs(state)["row"])
    while GAME.current_player(state) != TERMINAL:
        if GAME.current_player(state) == CHANCE:
            drawn = {a[1] for a, _ in GAME.chance_outcomes(state)}
            assert not drawn & seen
            seen |= {GAME.chance_outcomes(state)[0][0][1]}
        state = GAME.apply_action(state, passive_step(state))


# --- place ------------------------------------------------------------------------------


def test_place_only_in_start_region_or_own_city_region() -> None:
    state = at_card(PLACE_2, 3)
    board = board_of(state)
    start = board["start"]
    assert legal(state) == {DONE, ("place", start)}
    mine, theirs = [r for r in region_ids(board) if r != start][:2]
    state = with_cities(state, {mine: {0: 1}, theirs: {1: 1}})
    assert legal(state) == {DONE, ("place", start), ("place", mine)}
    with pytest.raises(IllegalAction, match=f"starting region {start} or where you have a city"):
        GAME.apply_action(state, ("place", theirs))
    state = GAME.apply_action(state, ("place", mine))
    assert army_counts(state)[mine] == {0: 1}


def test_place_split_between_regions() -> None:
    state = at_card(PLACE_3, 3)
    start = board_of(state)["start"]
    city = next(r for r in region_ids(board_of(state)) if r != start)
    state = with_cities(state, {city: {0: 1}})
    state = apply_all(state, [("place", start), ("place", city), ("place", city)])
    assert army_counts(state)[start][0] == 4
    assert army_counts(state)[city] == {0: 2}
    assert obs(state)["players"][0]["armies_left"] == 11 - 3
    assert GAME.current_player(state) == CHANCE  # three placed: the card is done


def test_place_limited_by_supply_of_14() -> None:
    start = board_of(3)["start"]
    state = GAME.apply_action(with_player(at_take(3, row=[PLACE_3]), 0, armies_left=1), ("take", 0))
    state = GAME.apply_action(state, ("place", start))
    assert obs(state)["players"][0]["armies_left"] == 0
    assert GAME.current_player(state) == CHANCE  # no armies left: the rest is forfeited
    empty = with_player(at_take(3, row=[PLACE_3]), 0, armies_left=0)
    with pytest.raises(IllegalAction, match="seat 0 has no armies left in supply"):
        GAME.apply_action(with_player(at_card(PLACE_3, 3), 0, armies_left=0), ("place", start))
    after = GAME.apply_action(empty, ("take", 0))
    assert GAME.current_player(after) == CHANCE
    assert army_counts(after)[start][0] == 3


# --- move -------------------------------------------------------------------------------


def test_move_land_one_point_per_adjacent_region() -> None:
    board = board_of(3)
    a, b, c, d = land_path(board, 3)
    by_land = land(board)
    state = with_armies(at_card(MOVE_3, 3), {a: {0: 1}}, clear=True)
    assert legal(state) == {DONE} | {("move", a, n) for n in by_land[a]}
    far = next(r for r in region_ids(board) if r != a and r not in by_land[a])
    with pytest.raises(IllegalAction, match=f"{far} cannot be reached from {a} by land"):
        GAME.apply_action(state, ("move", a, far))
    for points, (src, dst) in zip((3, 2, 1), ((a, b), (b, c), (c, d)), strict=True):
        assert pending(state)["points"] == points
        state = GAME.apply_action(state, ("move", src, dst))
    assert army_counts(state) == {d: {0: 1}}
    assert GAME.current_player(state) == CHANCE  # three moves spent


def test_move_split_between_armies() -> None:
    a, b, c, _ = land_path(board_of(3), 3)
    state = with_armies(at_card(MOVE_3, 3), {a: {0: 2}}, clear=True)
    state = apply_all(state, [("move", a, b), ("move", a, b), ("move", b, c)])
    assert army_counts(state) == {b: {0: 1}, c: {0: 1}}
    assert GAME.current_player(state) == CHANCE
    # "3 armate una volta l'una"
    state = with_armies(at_card(MOVE_3, 3), {a: {0: 3}}, clear=True)
    state = apply_all(state, [("move", a, b)] * 3)
    assert army_counts(state) == {b: {0: 3}}
    assert GAME.current_player(state) == CHANCE


def test_move_needs_own_army_in_source_region() -> None:
    a, b, _, _ = land_path(board_of(3), 3)
    state = with_armies(at_card(MOVE_3, 3), {a: {1: 2}, b: {0: 1}}, clear=True)
    with pytest.raises(IllegalAction, match=f"seat 0 has no army in {a}"):
        GAME.apply_action(state, ("move", a, b))


def test_land_move_cannot_use_sea_route() -> None:
    a, b = sea_only_pair(board_of(3))
    state = with_armies(at_card(MOVE_3, 3), {a: {0: 1}}, clear=True)
    assert ("move", a, b) not in legal(state)
    with pytest.raises(IllegalAction, match=f"{b} cannot be reached from {a} by land"):
        GAME.apply_action(state, ("move", a, b))


def test_sea_move_may_cross_sea_route_costing_one() -> None:
    board = board_of(3)
    a, b = sea_only_pair(board)
    state = with_armies(at_card(SEA_3, 3), {a: {0: 1}}, clear=True)
    assert legal(state) == {DONE} | {("move", a, n) for n in land_or_sea(board)[a]}
    state = GAME.apply_action(state, ("move", a, b))
    assert army_counts(state) == {b: {0: 1}}
    assert pending(state)["points"] == 2
    # The rest may go by land as well ("via terra e/o via mare").
    n = sorted(land(board)[b])[0]
    state = GAME.apply_action(state, ("move", b, n))
    assert army_counts(state) == {n: {0: 1}}
    assert pending(state)["points"] == 1


# --- city -------------------------------------------------------------------------------


def test_city_needs_own_army_in_region() -> None:
    board = board_of(3)
    start = board["start"]
    mine, theirs = [r for r in region_ids(board) if r != start][:2]
    state = with_armies(at_card(CITY_CARDS[0], 3), {mine: {0: 1}, theirs: {1: 2}})
    assert legal(state) == {DONE, ("city", start), ("city", mine)}
    with pytest.raises(IllegalAction, match=f"a city needs one of your armies in {theirs}"):
        GAME.apply_action(state, ("city", theirs))
    state = GAME.apply_action(state, ("city", mine))
    assert obs(state)["cities"] == {mine: {0: 1}}
    assert obs(state)["players"][0]["cities_left"] == 2
    assert army_counts(state)[mine] == {0: 1}  # the army stays


def test_city_supply_limit_three() -> None:
    state = with_player(at_take(3, row=[CITY_CARDS[0]]), 0, cities_left=0)
    state = GAME.apply_action(state, ("take", 0))
    assert GAME.current_player(state) == CHANCE  # nothing to build: the card is over
    assert obs(state)["cities"] == {}
    start = board_of(3)["start"]
    no_city = with_player(at_card(CITY_CARDS[0], 3), 0, cities_left=0)
    with pytest.raises(IllegalAction, match="seat 0 has no cities left to build"):
        GAME.apply_action(no_city, ("city", start))


def test_several_cities_of_several_players_in_one_region() -> None:
    state = at_take(3, row=list(CITY_CARDS))
    start = board_of(state)["start"]
    for _ in range(4):  # seats 0, 1, 2, 0 each take the leftmost city card
        state = apply_all(state, [("take", 0), ("city", start)])
        state = GAME.apply_action(state, GAME.chance_outcomes(state)[0][0])
    assert obs(state)["cities"] == {start: {0: 2, 1: 1, 2: 1}}


# --- destroy ----------------------------------------------------------------------------


def test_destroy_any_army_returns_it_to_owner_supply() -> None:
    state = at_card(DESTROY_1_OR_CITY, 3)
    state = GAME.apply_action(state, ("choose", 0))
    start = board_of(state)["start"]
    far = next(r for r in region_ids(board_of(state)) if r != start)
    state = with_armies(state, {far: {2: 1}})
    # Any army of anybody, the player's own included, with no condition on where.
    assert legal(state) == {DONE, ("destroy", far, 2)} | {("destroy", start, s) for s in range(3)}
    with pytest.raises(IllegalAction, match=f"there is no army of 1 in {far}"):
        GAME.apply_action(state, ("destroy", far, 1))
    after = GAME.apply_action(state, ("destroy", far, 2))
    assert far not in army_counts(after)
    assert obs(after)["players"][2]["armies_left"] == 12
    assert obs(after)["players"][0]["armies_left"] == 11
    own = GAME.apply_action(state, ("destroy", start, 0))
    assert army_counts(own)[start] == {0: 2, 1: 3, 2: 3}
    assert obs(own)["players"][0]["armies_left"] == 12


def test_destroy_neutral_army() -> None:
    board = board_of(2)
    region = next(r for r in region_ids(board) if r != board["start"])
    state = at_card(DESTROY_1_OR_CITY, 2, neutrals=[region] * 10)
    state = GAME.apply_action(state, ("choose", 0))
    assert ("destroy", region, "neutral") in legal(state)
    after = GAME.apply_action(state, ("destroy", region, "neutral"))
    assert army_counts(after)[region] == {"neutral": 9}
    assert [p["armies_left"] for p in obs(after)["players"]] == [11, 11]


# --- A / B, A + B, optional and partial actions -----------------------------------------


def test_or_card_requires_choice() -> None:
    state = at_card(PLACE_3_OR_MOVE_3, 3)
    start = board_of(state)["start"]
    assert legal(state) == {("choose", 0), ("choose", 1), DONE}
    with pytest.raises(IllegalAction, match="choose which half of the card to play first"):
        GAME.apply_action(state, ("place", start))
    moving = GAME.apply_action(state, ("choose", 1))
    assert pending(moving)["kind"] == "move" and pending(moving)["points"] == 3
    with pytest.raises(IllegalAction, match="the current action is 'move', not 'place'"):
        GAME.apply_action(moving, ("place", start))
    placing = apply_all(state, [("choose", 0)] + [("place", start)] * 3)
    assert GAME.current_player(placing) == CHANCE  # only one half: no move afterwards
    assert army_counts(placing)[start][0] == 6


def test_and_card_both_in_printed_order() -> None:
    state = at_card(PLACE_1_AND_DESTROY_1, 3)
    start = board_of(state)["start"]
    assert legal(state) == {DONE, ("place", start)}
    with pytest.raises(IllegalAction, match="the current action is 'place', not 'destroy'"):
        GAME.apply_action(state, ("destroy", start, 1))
    state = GAME.apply_action(state, ("place", start))
    assert legal(state) == {DONE} | {("destroy", start, s) for s in range(3)}
    state = GAME.apply_action(state, ("destroy", start, 1))
    assert army_counts(state)[start] == {0: 4, 1: 2, 2: 3}
    assert GAME.current_player(state) == CHANCE


def test_and_card_first_part_may_be_skipped() -> None:
    state = apply_all(at_card(PLACE_1_AND_DESTROY_1, 3), [DONE])
    start = board_of(state)["start"]
    assert pending(state)["kind"] == "destroy"
    state = GAME.apply_action(state, ("destroy", start, 2))
    assert army_counts(state)[start] == {0: 3, 1: 3, 2: 2}


def test_action_optional_take_card_and_do_nothing() -> None:
    before = at_take(3, row=[PLACE_2, PLACE_3_OR_MOVE_3])
    for slot, card in ((0, PLACE_2), (1, PLACE_3_OR_MOVE_3)):
        state = apply_all(before, [("take", slot), DONE])
        assert GAME.current_player(state) == CHANCE
        assert obs(state)["players"][0]["cards"] == [card]
        assert army_counts(state) == army_counts(before)
        assert obs(state)["players"][0]["armies_left"] == 11


def test_action_partial() -> None:
    start = board_of(3)["start"]
    state = apply_all(at_card(PLACE_3, 3), [("place", start)])
    assert pending(state)["points"] == 2
    state = GAME.apply_action(state, DONE)
    assert GAME.current_player(state) == CHANCE
    assert army_counts(state)[start][0] == 4
    assert obs(state)["players"][0]["armies_left"] == 10


# --- end of the game --------------------------------------------------------------------


@pytest.mark.parametrize(("players", "target"), [(2, 13), (3, 10), (4, 8), (5, 7)])
def test_game_ends_at_13_10_8_7_cards(players: int, target: int) -> None:
    state = at_take(players, first=1)
    for turn in range(players * target):
        assert GAME.current_player(state) == (1 + turn) % players
        state = play_passively(
            GAME.apply_action(state, ("take", 0)), until=lambda s: obs(s)["phase"] == "take"
        )
    assert GAME.current_player(state) == TERMINAL
    assert [len(p["cards"]) for p in obs(state)["players"]] == [target] * players
    assert obs(state)["phase"] == "end"


# --- any refused action -----------------------------------------------------------------


def test_illegal_action_leaves_state_untouched() -> None:
    start = board_of(3)["start"]
    a, b = sea_only_pair(board_of(3))
    cases = [
        (GAME.initial_state(config(3)), ("draw", 99)),
        (at_take(3), ("bid", 0, 1)),
        (with_player(at_take(3), 0, coins=0), ("take", 1)),
        (at_take(3), ("take", 6)),
        (at_card(PLACE_2, 3), ("place", a if a != start else b)),
        (with_armies(at_card(MOVE_3, 3), {a: {0: 1}}), ("move", a, b)),
        (at_card(CITY_CARDS[0], 3), ("city", a if a != start else b)),
        (at_card(PLACE_3_OR_MOVE_3, 3), ("choose", 2)),
        (at_card(PLACE_1_AND_DESTROY_1, 3), ("destroy", start, "nobody")),
        (at_card(PLACE_2, 3), ("done", 1)),
        (at_card(PLACE_2, 3), ()),
    ]
    for state, action in cases:
        before = canonical.state_hash(state)
        with pytest.raises(IllegalAction) as info:
            GAME.apply_action(state, action)
        assert isinstance(info.value, ValueError)
        assert str(info.value)  # a reason a person can read
        assert canonical.state_hash(state) == before
