"""The Conquest phase (digest 3.5; R31-R35; checklist 38-44): turns, recruits, moves with
their battles and places, double moves, passes, the prison."""

from __future__ import annotations

import pytest

from core.api import IllegalAction
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom.modules.conquest_board import (
    T_INDEX,
    Board,
    controller,
    production,
    reserve,
)
from tests.core.wk_conquest_helpers import (
    BLUE,
    RED,
    armies,
    conquest,
    holder,
    lay,
    legal,
    play,
    start,
)


def board(s: object) -> Board:
    return s.mod  # type: ignore[attr-defined,no-any-return]


def test_check_38_a_move_against_3_enemy_armies_needs_4_and_costs_a_soldier_each() -> None:
    s, d = start()
    s = lay(s, {"SW": (2, 0), "SE": (5, 0), "C": (0, 3)}, {"SW1": RED, "C1": BLUE})
    s = conquest(s, 5, 0)
    s = play(s, d, ("move", "C"), ("send", "SW"), ("send", "SW"), ("send", "SE"))
    assert ("go",) not in legal(s)  # 3 armies do not outnumber 3
    with pytest.raises(IllegalAction):
        G.apply_action(s, ("go",))
    s = play(s, d, ("send", "SE"))
    assert ("go",) in legal(s)
    assert s.seats[RED].soldiers == 5  # paid when they move
    s = play(s, d, ("go",))
    assert s.seats[RED].soldiers == 1  # 4 armies, 4 soldiers


def test_check_39_after_the_move_3_enemy_and_3_own_armies_return_to_their_castles() -> None:
    s, d = start()
    s = lay(s, {"SW": (2, 0), "SE": (5, 0), "C": (0, 3)}, {"C1": BLUE, "C2": BLUE, "C3": BLUE})
    s = conquest(s, 5, 0)
    s = play(s, d, ("move", "C"), ("send", "SW"), ("send", "SW"), ("send", "SE"), ("send", "SE"))
    s = play(s, d, ("go",), ("assign", "C", "C2"))
    assert armies(s, "C") == (1, 0)
    assert armies(s, "BC") == (0, 3) and armies(s, "RC") == (3, 0)
    assert (holder(s, "C1"), holder(s, "C2"), holder(s, "C3")) == (-1, RED, -1)


def test_seed_example_red_takes_the_centre_from_the_two_territories_south_of_it() -> None:
    """The seed's example: 4 red armies (4 soldiers) from the two territories south of the
    centre against 3 blue; 3 and 3 go home; red keeps 1, loses the 2 places it left (a
    Trap token discarded, 1 production less) and gains the Card destruction place."""
    s, d = start()
    s = lay(
        s,
        {"SW": (2, 0), "SE": (5, 0), "C": (0, 3)},
        {"SW1": RED, "SW2": RED, "SE1": RED, "SE2": RED, "SE3": RED}
        | {"C1": BLUE, "C2": BLUE, "C3": BLUE},
    )
    s = conquest(s, 4, 0)
    assert s.seats[RED].traps == 2 and production(board(s), RED, "M") == 2
    s = play(s, d, ("move", "C"), ("send", "SW"), ("send", "SW"), ("send", "SE"))
    s = play(s, d, ("send", "SE"))  # no soldier left: the armies go in by themselves
    assert [a[:2] for a in legal(s)] == [("assign", "C")] * 3
    s = play(s, d, ("assign", "C", "C2"))
    # the phase ended (no soldier left on either side): round 2 dealt
    assert s.round == 2 and s.phase == "choice"
    assert armies(s, "C") == (1, 0) and holder(s, "C2") == RED
    assert holder(s, "SW1") == holder(s, "SW2") == -1
    assert production(board(s), RED, "M") == 1
    assert s.seats[RED].traps == 1  # SE1's; SW1's token went with its place


def test_the_armies_go_in_by_themselves_once_no_army_more_can_be_sent() -> None:
    """[T] With no soldier or army left to send, going in is the only step: it is taken."""
    s, d = start()
    s = lay(s, {"SW": (2, 0), "BC": (0, 1)}, {"SW1": RED})
    s1 = play(conquest(s, 1, 1), d, ("move", "W"), ("send", "SW"))  # no soldier left
    assert armies(s1, "W") == (1, 0) and s1.seats[RED].soldiers == 0
    s2 = play(conquest(s, 3, 1), d, ("move", "W"), ("send", "SW"))
    assert legal(s2) == (("go",), ("send", "SW")) and armies(s2, "W") == (0, 0)


def test_r32_armies_moving_in_fill_the_places_or_their_owner_chooses_which() -> None:
    s, d = start()
    s = lay(s, {"SW": (5, 0)}, {"SW1": RED, "SW2": RED})
    s = conquest(s, 5, 0)
    # into an empty territory (0 enemies to outnumber): 4 armies hold W's 3 places
    s = play(s, d, ("move", "W"), *[("send", "SW")] * 4, ("go",))
    assert armies(s, "W") == (4, 0)
    assert [holder(s, p) for p in ("W1", "W2", "W3")] == [RED] * 3
    # the source keeps 1 army for 3 places: its owner chooses which it holds
    assert legal(s) == (("assign", "SW", "SW1"), ("assign", "SW", "SW2"), ("assign", "SW", "SW3"))
    s = play(s, d, ("assign", "SW", "SW3"))
    assert [holder(s, p) for p in ("SW1", "SW2", "SW3")] == [-1, -1, RED]


def test_r32_a_move_into_an_own_territory_reassigns_its_places() -> None:
    s, d = start()
    s = lay(s, {"SW": (1, 0), "C": (1, 0)}, {"SW1": RED, "C3": RED})
    s = conquest(s, 2, 0)
    s = play(s, d, ("move", "C"), ("send", "SW"))  # the only army: in by itself
    assert armies(s, "C") == (2, 0) and armies(s, "SW") == (0, 0)
    assert ("assign", "C", "C1", "C2") in legal(s)
    s = play(s, d, ("assign", "C", "C1", "C2"))
    assert [holder(s, p) for p in ("C1", "C2", "C3", "SW1")] == [RED, RED, -1, -1]


def test_check_40_no_army_enters_the_enemy_castle_and_the_own_castle_stays_controlled() -> None:
    s, _ = start()
    s = lay(s, {"NE": (6, 0), "NW": (1, 0), "BC": (0, 0)}, {"NE1": RED})
    s = conquest(s, 6, 0)
    moves = {a[1] for a in legal(s) if a[0] == "move"}
    assert "BC" not in moves and {"E", "C", "SS"} <= moves
    with pytest.raises(IllegalAction):
        G.apply_action(s, ("move", "BC"))
    # both castles empty: each still controlled by its owner, never by the other
    assert controller(board(s), T_INDEX["RC"]) == RED
    assert controller(board(s), T_INDEX["BC"]) == BLUE


def test_check_41_recruiting_is_refused_when_all_12_armies_are_on_the_board() -> None:
    s, _ = start()
    s = lay(s, {"RC": (8, 0), "SW": (2, 0), "SE": (2, 0)})
    s = conquest(s, 3, 0)
    assert reserve(board(s), RED) == 0
    assert not [a for a in legal(s) if a[0] == "recruit"]
    with pytest.raises(IllegalAction):
        G.apply_action(s, ("recruit", 1))


def test_recruiting_costs_a_soldier_per_army_taken_into_the_castle() -> None:
    s, d = start()
    s = lay(s, {"RC": (7, 0), "SW": (2, 0), "SE": (1, 0)})
    s = conquest(s, 5, 0)
    recruits = [a for a in legal(s) if a[0] == "recruit"]
    assert recruits == [("recruit", 1), ("recruit", 2)]  # 2 in reserve
    s = play(s, d, ("recruit", 2))
    assert armies(s, "RC") == (9, 0) and s.seats[RED].soldiers == 3
    assert reserve(board(s), RED) == 0


def test_check_42_the_phase_ends_only_after_two_consecutive_passes() -> None:
    s, d = start()
    s = lay(s, {"RC": (1, 0), "BC": (0, 1)})
    s = conquest(s, 3, 3)  # a tie: the round's first player (red) starts
    assert G.current_player(s) == RED
    s = play(s, d, ("pass",), ("recruit", 1))
    assert s.phase == "module" and G.current_player(s) == RED  # red may act again
    s = play(s, d, ("pass",))
    assert s.phase == "module" and G.current_player(s) == BLUE
    s = play(s, d, ("pass",))
    assert s.phase == "choice" and s.round == 2


def test_r35_the_seat_with_more_soldiers_in_supply_starts_a_tie_the_first_player() -> None:
    s, _ = start(first=RED)
    s = lay(s, {"RC": (1, 0), "BC": (0, 1)})
    assert G.current_player(conquest(s, 2, 3)) == BLUE
    assert G.current_player(conquest(s, 4, 3)) == RED
    s1, _ = start(first=BLUE)
    s1 = lay(s1, {"RC": (1, 0), "BC": (0, 1)})
    assert G.current_player(conquest(s1, 2, 2)) == BLUE


def test_a_seat_whose_only_action_is_to_pass_passes_by_itself() -> None:
    """[T] No soldier, nothing to do but pass: the turn goes on without it."""
    s, d = start()
    s = lay(s, {"RC": (1, 0), "BC": (0, 1)})
    s = conquest(s, 0, 2)
    assert G.current_player(s) == BLUE
    s = play(s, d, ("recruit", 1))
    assert G.current_player(s) == BLUE  # red passed by itself, blue acts again
    s = play(s, d, ("pass",))
    assert s.phase == "choice" and s.round == 2  # red's pass followed blue's


def test_check_43_a_double_move_source_two_away_costs_one_soldier_and_crosses_no_enemy() -> None:
    s, d = start()
    lay_out = {"RC": (2, 0), "W": (1, 0), "SE": (0, 1), "BC": (0, 1)}
    s0 = lay(s, lay_out, {"W3": RED})
    s = play(conquest(s0, 3, 0), d, ("move", "E"))
    # W is two away through the empty Crown Vale; the Keep's only way is Ember Hills, blue's
    assert legal(s) == (("send", "W"),)
    s = play(s, d, ("send", "W"))  # the only army: it goes in by itself
    assert armies(s, "E") == (1, 0) and s.seats[RED].soldiers == 2
    # blue in the middle territory: no way through it
    s = lay(s0, {**lay_out, "C": (0, 1)}, {"W3": RED})
    assert ("move", "E") not in legal(conquest(s, 3, 0))


def test_r33_a_double_move_needs_its_place_held_and_an_empty_or_own_middle() -> None:
    s, d = start()
    lay_out = {"RC": (2, 0), "W": (1, 0), "BC": (0, 1)}
    s1 = conquest(lay(s, lay_out), 3, 0)  # the army stands beside W3, not on it
    s1 = play(s1, d, ("move", "C"))
    assert ("send", "RC") not in legal(s1)  # two away through Redfen: no Double move
    s2 = conquest(lay(s, lay_out, {"W3": RED}), 3, 0)
    s2 = play(s2, d, ("move", "C"))
    assert ("send", "RC") in legal(s2) and ("send", "W") in legal(s2)
    # an own middle territory is no obstacle
    s3 = conquest(lay(s, {**lay_out, "SE": (1, 0)}, {"W3": RED}), 3, 0)
    s3 = play(s3, d, ("move", "E"))
    assert {("send", "RC"), ("send", "SE"), ("send", "W")} <= set(legal(s3))


def test_check_44_the_prison_holder_imprisons_one_enemy_army_and_retaking_frees_it() -> None:
    s, d = start()
    s = lay(s, {"C": (1, 0), "NE": (0, 1), "BC": (0, 2)}, {"C1": RED, "NE1": BLUE})
    s = conquest(s, 0, 0)  # no soldier: two passes, then the prison's turn
    assert G.current_player(s) == RED
    assert legal(s) == (
        ("imprison", "BC", ""),
        ("imprison", "NE", "NE1"),
        ("pardon",),
    )
    s = play(s, d, ("imprison", "NE", "NE1"))
    b = board(s)
    assert b.prisoners == (0, 1) and armies(s, "NE") == (0, 0) and holder(s, "NE1") == -1
    assert reserve(b, BLUE) == 12 - 2 - 1 and controller(b, T_INDEX["NE"]) == -1
    # round 2: blue retakes the prison and frees its army into its castle
    s = lay(s, {"C": (1, 0), "NE": (0, 3), "BC": (0, 2)}, {"C1": RED}, prisoners=(0, 1))
    s = conquest(s, 0, 2)
    s = play(s, d, ("move", "C"), ("send", "NE"), ("send", "NE"))
    s = play(s, d, ("assign", "C", "C1"), ("assign", "NE", "NE2"))
    assert legal(s) == (("free", "no"), ("free", "yes"))
    s = play(s, d, ("free", "yes"))
    assert board(s).prisoners == (0, 0) and armies(s, "BC") == (0, 2 + 1 + 1)


def test_r34_imprisoning_is_optional_and_takes_any_army_even_from_a_castle() -> None:
    s, d = start()
    s = lay(s, {"C": (1, 0), "BC": (0, 2)}, {"C1": RED})
    s = conquest(s, 0, 0)
    assert ("pardon",) in legal(s)
    kept = play(s, d, ("pardon",))
    assert board(kept).prisoners == (0, 0) and armies(kept, "BC") == (0, 2)
    s = play(s, d, ("imprison", "BC", ""))
    assert board(s).prisoners == (0, 1) and armies(s, "BC") == (0, 1)


def test_r34_prisoners_are_off_the_board_and_never_recruited() -> None:
    s, _ = start()
    s = lay(s, {"C": (0, 1), "RC": (10, 0)}, {"C1": BLUE}, prisoners=(2, 0))
    s = conquest(s, 4, 0)
    assert reserve(board(s), RED) == 0  # 10 on the board, 2 in the prison
    assert not [a for a in legal(s) if a[0] == "recruit"]


def test_r34_freeing_is_a_choice_of_all_or_none() -> None:
    s, d = start()
    s = lay(s, {"SW": (3, 0), "C": (0, 1)}, {"C1": BLUE}, prisoners=(2, 0))
    s = conquest(s, 2, 0)
    s = play(s, d, ("move", "C"), ("send", "SW"), ("send", "SW"))
    s = play(s, d, ("assign", "C", "C1"), ("assign", "SW", "SW1"))
    assert legal(s) == (("free", "no"), ("free", "yes"))
    kept = play(s, d, ("free", "no"))
    assert board(kept).prisoners == (2, 0)
    freed = play(s, d, ("free", "yes"))
    assert board(freed).prisoners == (0, 0) and armies(freed, "RC") == (1 + 2, 0)


def test_r31_a_territory_is_controlled_by_the_seat_with_armies_there_else_by_nobody() -> None:
    s, _ = start()
    s = lay(s, {"SW": (1, 0), "NE": (0, 2)})
    b = board(s)
    assert controller(b, T_INDEX["SW"]) == RED and controller(b, T_INDEX["NE"]) == BLUE
    assert controller(b, T_INDEX["C"]) == -1
    assert [a for t, a in zip(range(11), b.armies[0]) if a and b.armies[1][t]] == []
