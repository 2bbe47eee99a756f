"""It's a Wonderful Kingdom, the Mission module (digest 3.2; R13, R30, R45): the board by
chance, steps in order paid at once, alchemy by choice, the two VP values."""

from __future__ import annotations

from fractions import Fraction

import pytest

from core.api import CHANCE, IllegalAction
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.modules.mission import MissionState
from core.games.wonderful_kingdom.state import evolve
from tests.core.wk_helpers import at_planning, give

MISSION = MODULES["mission"]


def test_the_board_is_drawn_by_chance_from_the_two_legends_boards() -> None:
    s = G.initial_state({"players": 2, "module": "mission"})
    s = G.apply_action(s, ("first", 0))
    s = G.apply_action(s, ("duchies", "gd-senada", "gd-teressie"))
    assert G.current_player(s) == CHANCE
    assert G.chance_outcomes(s) == (
        (("mission_board", "mis-L1"), Fraction(1, 2)),
        (("mission_board", "mis-L2"), Fraction(1, 2)),
    )
    s = G.apply_action(s, ("mission_board", "mis-L2"))
    assert s.mod == MissionState("mis-L2", ((), ()))


def _ready(**fields):  # type: ignore[no-untyped-def]
    s, _ = at_planning()  # board mis-L1: step 1 costs 2M 2P, VP [3, 2]
    s, _ = give(s, 0, done=False, selection=["co01"], **fields)  # the card keeps it planning
    s, _ = give(s, 1, done=False, **fields)
    return evolve(s, mod=MissionState("mis-L1", ((), ())))


def test_r45_a_step_is_paid_from_the_alchemy_area_then_with_krystallium() -> None:
    s = _ready(alchemy=(2, 1, 0, 0), krystallium=1, soldiers=0)
    assert ("mission", 0, 1) in G.legal_actions(s, 0)
    s = G.apply_action(s, ("mission", 0, 1))
    s = G.apply_action(s, ("done", 1))
    seat = s.seats[0]
    assert seat.alchemy == (0, 0, 0, 0) and seat.krystallium == 0
    assert s.mod.windows[0] == (s.window,)


def test_a_step_that_cannot_be_paid_is_not_offered() -> None:
    s = _ready(alchemy=(2, 1, 0, 0), krystallium=0, soldiers=0)
    assert ("mission", 0, 1) not in G.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        G.apply_action(s, ("mission", 0, 1))


def test_steps_are_completed_in_order_and_their_gain_taken() -> None:
    s = _ready(alchemy=(2, 2, 2, 2), krystallium=0, soldiers=0)
    assert [a for a in G.legal_actions(s, 0) if a[0] == "mission"] == [("mission", 0, 1)]
    s = G.apply_action(s, ("mission", 0, 1))
    s = G.apply_action(s, ("done", 1))
    assert [a for a in G.legal_actions(s, 0) if a[0] == "mission"] == [("mission", 0, 2)]
    s = G.apply_action(s, ("mission", 0, 2))
    assert s.seats[0].soldiers == 1  # step 2's +1S


def test_r13_alchemy_is_by_choice_in_mission() -> None:
    s = _ready(alchemy=(3, 2, 1, 0), krystallium=0)
    converts = sorted(a[2:] for a in G.legal_actions(s, 0) if a[0] == "convert")
    assert converts == [(2, 2, 1, 0), (3, 1, 1, 0), (3, 2, 0, 0)]
    s = G.apply_action(s, ("convert", 0, 3, 1, 1, 0))
    s = G.apply_action(s, ("done", 1))
    assert s.seats[0].alchemy == (0, 1, 0, 0) and s.seats[0].krystallium == 1


def _scored(windows: tuple[tuple[int, ...], ...]) -> list[int]:
    s, _ = at_planning()
    return MISSION.points(evolve(s, mod=MissionState("mis-L1", windows)))  # type: ignore[attr-defined]


def test_r30_the_first_to_complete_a_step_scores_the_higher_value() -> None:
    assert _scored(((3,), (5,))) == [3, 2]
    assert _scored(((3, 4), ())) == [3 + 5, 0]


def test_r30_both_completing_a_step_in_the_same_window_score_the_higher() -> None:
    assert _scored(((3,), (3,))) == [3, 3]
    s = _ready(alchemy=(2, 2, 0, 0), krystallium=0)
    s = G.apply_action(s, ("mission", 0, 1))
    s = G.apply_action(s, ("mission", 1, 1))  # the same simultaneous round
    assert MISSION.points(s) == [3, 3]  # type: ignore[attr-defined]


def test_mission_steps_are_offered_in_production_windows_too() -> None:
    s = _ready(alchemy=(2, 2, 0, 0), krystallium=0)
    s = evolve(s, phase="production", step="M")
    assert ("mission", 0, 1) in G.legal_actions(s, 0)


def test_solo_always_scores_the_higher_value() -> None:
    s, _ = at_planning({"players": 1})
    s = evolve(s, mod=MissionState("mis-L1", ((2, 9),)))
    assert MISSION.points(s) == [3 + 5]  # type: ignore[attr-defined]
