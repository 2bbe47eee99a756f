"""Eight-Minute Empire rules, setup and the opening bid: one test per rule or ruling.

Authority: shared/seeds/001 ("Preparazione", "Il gioco" 1), restated in
shared/rules/eight-minute-empire.md (Setup, Opening bid). Region ids come from the map.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from core.api import CHANCE, SIMULTANEOUS, TERMINAL, BadConfig, IllegalAction
from tests.core.eme_helpers import (
    COSTS,
    FIVE_PLAYER_CARDS,
    GAME,
    army_counts,
    at_bid,
    at_take,
    bid,
    board_of,
    config,
    deal,
    legal,
    obs,
    passive_step,
    play_passively,
    region_ids,
)

# --- components and setup --------------------------------------------------------------


def test_setup_players_two_to_five() -> None:
    for players in (2, 3, 4, 5):
        assert len(GAME.initial_state(config(players)).players) == players
    for players in (1, 6):
        with pytest.raises(BadConfig, match="players must be 2 to 5"):
            GAME.initial_state(config(players))


def test_setup_choose_board_side_a_or_b() -> None:
    a, b = board_of(3, "A"), board_of(3, "B")
    assert a["regions"] != b["regions"]
    for side, board in (("A", a), ("B", b)):
        state = GAME.initial_state(config(3, board=side))
        assert obs(state)["config"]["board"] == side
        assert set(army_counts(state)) == {board["start"]}
        assert len(board["areas"]) == 4  # "I quattro continenti"
    with pytest.raises(BadConfig, match="board must be 'A' or 'B'"):
        GAME.initial_state(config(3, board="C"))


def test_card_list_has_42_cards_with_five_marked_for_five_players() -> None:
    every = GAME.cards(config(5))
    assert sorted(every) == list(range(1, 43))
    assert {cid for cid, c in every.items() if c["players"] == 5} == FIVE_PLAYER_CARDS
    assert all(c["players"] == 2 for cid, c in every.items() if cid not in FIVE_PLAYER_CARDS)
    # "Alcune carte valgono doppio ... Altre carte ancora sono jolly"
    assert {cid for cid, c in every.items() if len(c["goods"]) == 2} == {9, 38}
    assert {cid for cid, c in every.items() if c["goods"] == ["wild"]} == {40, 41, 42}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_five_player_cards_removed_below_five_players(players: int) -> None:
    used = GAME.cards(config(players))
    assert set(used) == set(range(1, 43)) - FIVE_PLAYER_CARDS
    deck = {a[1] for a, _ in GAME.chance_outcomes(GAME.initial_state(config(players)))}
    assert deck == set(used)


def test_setup_five_players_use_all_42_cards() -> None:
    deck = {a[1] for a, _ in GAME.chance_outcomes(GAME.initial_state(config(5)))}
    assert deck == set(range(1, 43))


def test_setup_six_cards_dealt_face_up_one_uniform_draw_at_a_time() -> None:
    state = GAME.initial_state(config(3))
    drawn: list[int] = []
    for k in range(6):
        assert GAME.current_player(state) == CHANCE
        outcomes = GAME.chance_outcomes(state)
        assert {a for a, _ in outcomes} == {
            ("draw", c) for c in range(1, 43) if c not in FIVE_PLAYER_CARDS and c not in drawn
        }
        assert {p for _, p in outcomes} == {Fraction(1, 37 - k)}
        cid = outcomes[-1 - k][0][1]  # any card: take them from the high end
        state = GAME.apply_action(state, ("draw", cid))
        drawn.append(cid)
        assert obs(state)["row"] == drawn
    view = obs(state)
    assert view["costs"] == list(COSTS)
    assert view["deck_left"] == 37 - 6
    assert view["phase"] == "bid"


def test_setup_three_armies_each_in_start_region() -> None:
    for players in (2, 3, 4, 5):
        state = GAME.initial_state(config(players))
        start = board_of(state)["start"]
        assert army_counts(state) == {start: {seat: 3 for seat in range(players)}}
        assert obs(state)["cities"] == {}


def test_setup_fourteen_armies_and_three_cities_per_player() -> None:
    state = GAME.initial_state(config(4))
    for p in obs(state)["players"]:
        assert p["armies_left"] + 3 == 14
        assert p["cities_left"] == 3
        assert p["cards"] == []


@pytest.mark.parametrize(("players", "coins"), [(2, 14), (3, 11), (4, 9), (5, 8)])
def test_setup_coins_by_player_count(players: int, coins: int) -> None:
    state = GAME.initial_state(config(players))
    assert [p["coins"] for p in obs(state)["players"]] == [coins] * players


def test_setup_two_players_place_ten_neutral_armies_alternately_seat0_first() -> None:
    state = deal(GAME.initial_state(config(2)))
    ids = region_ids(board_of(state))
    start = board_of(state)["start"]
    assert obs(state)["phase"] == "neutral"
    # "in una qualunque regione": every region, the starting region included.
    assert legal(state) == {("neutral", rid) for rid in ids}
    targets = [ids[i % len(ids)] for i in range(9)] + [start]
    for k, rid in enumerate(targets):
        assert GAME.current_player(state) == k % 2  # ruling: seat 0 first, then alternate
        assert obs(state)["neutral_left"] == 10 - k
        state = GAME.apply_action(state, ("neutral", rid))
    assert GAME.current_player(state) == SIMULTANEOUS
    armies = army_counts(state)
    assert sum(counts.get("neutral", 0) for counts in armies.values()) == 10
    assert armies[start] == {0: 3, 1: 3, "neutral": 1 + targets[:9].count(start)}
    # Neutral armies are not taken from the players' supplies.
    assert [p["armies_left"] for p in obs(state)["players"]] == [11, 11]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_no_neutral_armies_with_three_or_more_players(players: int) -> None:
    state = deal(GAME.initial_state(config(players)))
    assert obs(state)["phase"] == "bid"
    assert obs(state)["neutral_left"] == 0
    assert all("neutral" not in counts for counts in army_counts(state).values())


# --- the opening bid ------------------------------------------------------------------


def test_bid_is_secret_and_simultaneous_from_zero_to_own_coins() -> None:
    state = at_bid(3)
    assert GAME.current_player(state) == SIMULTANEOUS
    for seat in range(3):
        assert GAME.legal_actions(state, seat) == tuple(("bid", seat, a) for a in range(12))
    state = GAME.apply_action(state, ("bid", 0, 3))
    assert GAME.legal_actions(state, 0) == ()
    assert GAME.current_player(state) == SIMULTANEOUS
    assert obs(state, 1)["bid"]["bids"] is None
    assert "mine" not in obs(state, 1)["bid"]
    assert obs(state, 0)["bid"]["mine"] == 3
    assert obs(state)["bid"]["waiting"] == [1, 2]
    with pytest.raises(IllegalAction, match="seat 1 can bid 0 to 11 coins, not 12"):
        GAME.apply_action(state, ("bid", 1, 12))
    with pytest.raises(IllegalAction, match="seat 0 has already bid"):
        GAME.apply_action(state, ("bid", 0, 1))


def test_bid_highest_bidder_pays_others_keep_coins() -> None:
    state = bid(at_bid(3), [3, 5, 2])
    assert [p["coins"] for p in obs(state)["players"]] == [11, 6, 11]
    assert obs(state)["bid"]["bids"] == [3, 5, 2]  # revealed at once
    assert obs(state)["bid"]["winner"] == 1
    assert GAME.current_player(state) == 1


def test_bid_tie_goes_to_youngest() -> None:
    # Seats from youngest to oldest: 3, 1, 2, 0. Seats 0 and 2 tie at 4: seat 2 is younger.
    state = bid(at_bid(4, youngest=[3, 1, 2, 0]), [4, 1, 4, 0])
    assert obs(state)["bid"]["winner"] == 2
    assert [p["coins"] for p in obs(state)["players"]] == [9, 9, 5, 9]  # the winner pays
    assert GAME.current_player(state) == 2


def test_bid_all_zero_goes_to_youngest() -> None:
    state = bid(at_bid(3, youngest=[1, 2, 0]), [0, 0, 0])
    assert obs(state)["bid"]["winner"] == 1
    assert [p["coins"] for p in obs(state)["players"]] == [11, 11, 11]
    assert GAME.current_player(state) == 1


def test_bid_tie_without_ages_rolls_die_chance_node() -> None:
    state = bid(at_bid(3), [2, 2, 1])
    assert GAME.current_player(state) == CHANCE
    assert GAME.chance_outcomes(state) == (
        (("tiebreak", 0), Fraction(1, 2)),
        (("tiebreak", 1), Fraction(1, 2)),
    )
    with pytest.raises(IllegalAction, match=r"the die picks one of seats \[0, 1\]"):
        GAME.apply_action(state, ("tiebreak", 2))
    state = GAME.apply_action(state, ("tiebreak", 1))
    assert obs(state)["bid"]["winner"] == 1
    assert [p["coins"] for p in obs(state)["players"]] == [11, 9, 11]
    assert GAME.current_player(state) == 1


def test_bid_all_zero_without_ages_die_among_everybody() -> None:
    state = bid(at_bid(4), [0, 0, 0, 0])
    assert GAME.chance_outcomes(state) == tuple((("tiebreak", s), Fraction(1, 4)) for s in range(4))


def test_bid_die_tiebreak_variant_ignores_ages() -> None:
    state = bid(at_bid(3, youngest=[0, 1, 2], variants=["die_tiebreak"]), [1, 4, 4])
    assert GAME.current_player(state) == CHANCE
    assert GAME.chance_outcomes(state) == (
        (("tiebreak", 1), Fraction(1, 2)),
        (("tiebreak", 2), Fraction(1, 2)),
    )
    state = GAME.apply_action(state, ("tiebreak", 2))
    assert [p["coins"] for p in obs(state)["players"]] == [11, 11, 7]


def test_bid_die_tiebreak_variant_no_die_without_tie() -> None:
    state = bid(at_bid(3, variants=["die_tiebreak"]), [1, 4, 3])
    assert GAME.current_player(state) == 1
    assert GAME.chance_outcomes(state) == ()


def test_bid_winner_may_name_self_first() -> None:
    state = bid(at_bid(4), [0, 0, 7, 0])
    assert GAME.current_player(state) == 2
    assert legal(state) == {("first", s) for s in range(4)}
    named_self = GAME.apply_action(state, ("first", 2))
    assert GAME.current_player(named_self) == 2
    assert obs(named_self)["first"] == 2
    named_other = GAME.apply_action(state, ("first", 0))
    assert GAME.current_player(named_other) == 0
    with pytest.raises(IllegalAction, match="there is no seat 4"):
        GAME.apply_action(state, ("first", 4))


def test_play_goes_clockwise_from_first_player() -> None:
    state = at_take(4, first=2)
    seats = []
    for _ in range(9):
        seats.append(GAME.current_player(state))
        state = play_passively(
            GAME.apply_action(state, ("take", 0)), until=lambda s: obs(s)["phase"] == "take"
        )
    assert seats == [2, 3, 0, 1, 2, 3, 0, 1, 2]


def test_bid_happens_only_once_per_game() -> None:
    state = at_take(3, first=1)
    phases = set()
    while GAME.current_player(state) != TERMINAL:
        phases.add(obs(state)["phase"])
        state = GAME.apply_action(state, passive_step(state))
    assert phases == {"take", "action", "refill"}
