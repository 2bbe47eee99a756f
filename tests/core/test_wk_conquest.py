"""The Conquest module around its phase (digest 3.5, 4.8, 5; R14, R27-R28, R36-R37, R46;
checklist 37): config and side E, the setup, Trap and Spy places, the board's production,
Card destruction after the Planning reveal, territory VP, the observation and messages,
and random games that keep the board sound."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.api import CHANCE, END, REVEAL, SIMULTANEOUS, TERMINAL, BadConfig
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom import flow, production
from core.games.wonderful_kingdom.choice import spy_sources
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.modules.conquest_board import (
    T_PLACES,
    Board,
    reserve,
)
from core.games.wonderful_kingdom.state import State, card_of, evolve, evolve_seat, with_seat
from tests.core.wk_conquest_helpers import (
    BLUE,
    CONFIG,
    RED,
    armies,
    conquest,
    holder,
    lay,
    legal,
    play,
    soldiers,
    start,
)
from tests.core.wk_helpers import dealer, drive, reveals

START_PLACES = {"SW1": RED, "SW2": RED, "SE1": RED, "SE2": RED}
START_PLACES |= {"NE1": BLUE, "NE2": BLUE, "NW1": BLUE, "NW2": BLUE}


def board(s: State) -> Board:
    return s.mod  # type: ignore[no-any-return]


def test_r28_conquest_plays_side_e_with_teressie_and_senada_two_players_only() -> None:
    assert G.normalize_config(CONFIG)["side"] == "E"
    with pytest.raises(BadConfig, match="side must be one of E with the Conquest module"):
        G.normalize_config({**CONFIG, "side": "A"})
    with pytest.raises(BadConfig, match=r"solo boards \(sides C1 and C2\) are not designed"):
        G.normalize_config({**CONFIG, "players": 1})
    assert [c.value for c in G.INFO.option("side").offered({"module": "conquest"})] == ["E"]
    assert G.INFO.defaults({"module": "conquest"})["side"] == "E"
    assert G.INFO.option("module").choice("conquest").disabled is None  # type: ignore[union-attr]
    assert G.INFO.player_range({"module": "conquest"}) == (2, 2)
    s = G.apply_action(G.initial_state(CONFIG), ("first", 0))
    assert [a for a, _ in G.chance_outcomes(s)] == [
        ("duchies", "gd-senada", "gd-teressie"),
        ("duchies", "gd-teressie", "gd-senada"),
    ]


def test_setup_puts_4_armies_of_each_colour_on_its_places_and_8_in_reserve() -> None:
    s, _ = start()
    b = board(s)
    assert {p: holder(s, p) for p in START_PLACES} == START_PLACES
    assert sum(x >= 0 for x in b.places) == 8
    assert armies(s, "SW") == armies(s, "SE") == (2, 0)
    assert armies(s, "NE") == armies(s, "NW") == (0, 2)
    assert reserve(b, RED) == reserve(b, BLUE) == 8 and b.prisoners == (0, 0)


def test_side_e_duchies_produce_nothing_the_castle_and_places_2m_1p_1g_1e_each() -> None:
    s, _ = start()
    assert s.side == "E"
    for p in (RED, BLUE):
        got = [production.amount(s, p, r) for r in ("M", "P", "G", "E", "K")]
        assert got == [2, 1, 1, 1, 0]  # as side A, digest 4.8


def test_production_counts_the_resource_places_held_and_a_krystallium_place() -> None:
    s, _ = start()
    s = lay(s, {"W": (1, 0), "GW": (1, 0), "C": (1, 0)}, {"W1": RED, "GW1": RED, "C3": RED})
    assert [production.amount(s, RED, r) for r in ("M", "P", "G", "E")] == [2, 1, 2, 0]
    assert [production.amount(s, BLUE, r) for r in ("M", "P", "G", "E")] == [1, 1, 1, 0]
    k = s.seats[RED].krystallium
    s = production.krystallium(s)  # after the Exploration step, kept in supply
    assert s.seats[RED].krystallium == k + 1 and s.seats[BLUE].krystallium == 0


def test_check_37_no_trap_tokens_but_one_per_occupied_trap_place() -> None:
    s, d = start()
    assert [seat.traps for seat in s.seats] == [2, 2]  # SW1, SE1; NE1, NW1
    s = lay(s, {"SW": (1, 0), "NE": (0, 1)}, {"SW2": RED, "NE1": BLUE})
    s = conquest(s, 0, 0, d)  # the round ends: round 2's deal
    assert s.round == 2 and [seat.traps for seat in s.seats] == [0, 1]
    if G.current_player(s) == RED:  # red offers first: never face down
        assert all(a[4] == "up" for a in legal(s) if a[0] == "offer")


def test_r46_trap_and_spy_tokens_are_recounted_from_the_places_at_each_choice() -> None:
    s, d = start()
    s = lay(
        s,
        {"SW": (1, 0), "SE": (2, 0), "GW": (1, 0), "NW": (0, 1)},
        {"SW1": RED, "SE1": RED, "SE3": RED, "GW2": RED, "NW3": BLUE},
    )
    s = conquest(s, 0, 0, d)
    assert [seat.traps for seat in s.seats] == [3, 0]
    assert [spy_sources(s, p) for p in (RED, BLUE)] == [1, 1]


def test_r37_a_trap_or_spy_place_lost_takes_its_token_away_at_once() -> None:
    s, d = start()
    s = lay(s, {"SW": (2, 0), "SE": (2, 0), "BC": (0, 1)}, {"SW1": RED, "SE1": RED, "SE3": RED})
    s = with_seat(s, RED, evolve_seat(s.seats[RED], traps=2, spies_used=1))
    s = conquest(s, 3, 1)
    # 3 armies, 3 soldiers: into Crown Vale by themselves; one left in Ember Hills
    s = play(s, d, ("move", "C"), ("send", "SW"), ("send", "SW"), ("send", "SE"))
    s = play(s, d, ("assign", "SE", "SE2"))
    assert s.phase == "module"  # blue still has a soldier: the phase goes on
    assert holder(s, "SW1") == holder(s, "SE1") == holder(s, "SE3") == -1
    assert s.seats[RED].traps == 0 and spy_sources(s, RED) == 0


def down_into_l(s: State, seat: int) -> tuple[object, ...]:
    """Offers into L (face down while Trap tokens last), selections of L, then plain
    planning: every card a selector takes is in its selection area at Planning."""
    actions = G.legal_actions(s, seat)
    for want in (
        lambda a: a[0] == "offer" and a[3] == "L" and a[4] == "down",
        lambda a: a[0] == "offer" and a[3] == "L",
        lambda a: a == ("select", "L"),
        lambda a: a[0] in ("recycle", "alchemy"),
        lambda a: a[0] == "done",
    ):
        found = [a for a in actions if want(a)]
        if found:
            return found[0]
    return actions[0]


def planning_or_destruction(s: State) -> bool:
    return s.phase == "module" or (s.phase == "planning" and s.stage == "window")


def test_r36_card_destruction_after_the_public_reveal_discards_a_card_face_up() -> None:
    s, d = start()
    s = lay(s, {"C": (1, 0)}, {"C2": RED})
    s = drive(s, d, planning_or_destruction, down_into_l)
    assert s.phase == "module" and G.current_player(s) == RED
    # requirement 5: every face-down selection card was shown before this first action
    assert not s.secrets.pending
    blue = s.seats[BLUE].selection
    assert blue and any(not o.up for o in blue)
    assert all(card_of(s, o.handle) for seat in s.seats for o in seat.selection)
    assert legal(s) == tuple(sorted([("destroy", *o.handle) for o in blue] + [("spare",)]))
    target = next(o for o in blue if not o.up)
    message = G.describe_action(s, ("destroy", *target.handle))
    assert (message.id, message.params["card"]) == ("destroy", target.card)
    after = play(s, d, ("destroy", *target.handle))
    assert target not in after.seats[BLUE].selection
    assert len(after.seats[BLUE].selection) == len(blue) - 1
    assert after.discards[-1] == target.card
    assert after.phase == "planning" and after.stage == "window"


def test_r36_card_destruction_may_be_declined_and_needs_its_place() -> None:
    s, d = start()
    held = drive(lay(s, {"C": (1, 0)}, {"C2": RED}), d, planning_or_destruction, down_into_l)
    spared = play(held, d, ("spare",))
    assert spared.seats[BLUE].selection == held.seats[BLUE].selection
    assert spared.phase == "planning" and spared.stage == "window"
    s, d = start()
    s = drive(lay(s, {"C": (1, 0)}, {"C3": RED}), d, planning_or_destruction, down_into_l)
    assert s.phase == "planning"  # no Card destruction place held: no such step


def test_r14_the_conquest_phase_follows_round_4_before_the_territories_score() -> None:
    s, d = start()
    s = lay(evolve(s, round=4), {"RC": (1, 0), "SW": (1, 0), "NE": (0, 1)}, {"SW1": RED})
    s = flow.round_end(soldiers(s, 1, 0))  # the base's end of round 4
    assert s.phase == "module" and G.current_player(s) == RED
    s = play(s, d, ("move", "C"), ("send", "SW"), ("assign", "C", "C2"))
    assert G.current_player(s) == TERMINAL
    end = G.observation(s, None)[END]
    assert {"label": "end.conquest", "values": [4, 1]} in end["parts"]  # Crown Vale; Gullcliff


def test_territory_vp_count_each_controlled_territory_in_its_controller_s_colour() -> None:
    s, _ = start()
    s = lay(s, {"SW": (1, 0), "W": (2, 0), "SE": (0, 1), "GW": (0, 1)})
    parts = dict(MODULES["conquest"].score_parts(s))
    assert parts["end.conquest"] == [1 + 2, 3 + 1]  # Redfen 1, Westwood 2; Ember Hills 3, GW 1


def test_the_observation_shows_the_map_with_armies_bonus_places_reserve_and_prison() -> None:
    s, _ = start()
    view = G.observation(s, BLUE)["module"]
    assert view["key"] == "conquest" and view["board"] == "A1"
    ter = {t["id"]: t for t in view["territories"]}
    assert len(ter) == 11 and ter["RC"]["castle_of"] == RED and ter["BC"]["castle_of"] == BLUE
    assert ter["SW"]["armies"] == [2, 0] and ter["SW"]["control"] == RED
    assert ter["SW"]["places"][0] == {"id": "SW1", "bonus": "trap", "res": "", "army": RED}
    assert ter["C"]["vp"] == [4, 4] and set(ter["C"]["neighbours"]) == {
        "SW", "SE", "NE", "NW", "W", "E",
    }  # fmt: skip
    assert view["reserve"] == [8, 8] and view["prisoners"] == [0, 0] and view["prison"] == -1
    assert view["production"][RED] == {"M": 2, "P": 1, "G": 1, "E": 1, "K": 0}
    assert view["points"] == [2, 2] and view["stage"] == "" and view["move"] is None
    assert G.observation(s, None)["module"] == G.observation(s, RED)["module"]


def _sound(b: Board) -> None:
    """No territory shared by both colours (R31), no army count below 0 or above 12 with
    the prison (R27), no place held without an army of its holder there."""
    for t in range(len(T_PLACES)):
        assert not (b.armies[0][t] and b.armies[1][t])
        for p in (RED, BLUE):
            assert sum(b.places[i] == p for i in T_PLACES[t]) <= b.armies[p][t]
    for p in (RED, BLUE):
        assert min(b.armies[p]) >= 0 and reserve(b, p) >= 0


def test_random_conquest_games_keep_the_board_sound_and_describe_every_action() -> None:
    """Seeded games where seats keep their soldiers for the board: every Conquest action
    kind is met, described by its own message, and the board stays sound."""
    kinds: Counter[str] = Counter()
    for seed in range(4):
        rng = random.Random(seed)
        d = dealer(2, seed)
        s = G.initial_state(CONFIG)
        for _ in range(5000):
            p = G.current_player(s)
            if p == TERMINAL:
                break
            if p == REVEAL:
                s = reveals(s, d)
                continue
            if p == CHANCE:
                s = G.apply_action(s, rng.choice([a for a, _ in G.chance_outcomes(s)]))
                continue
            if p == SIMULTANEOUS:
                p = next(q for q in (0, 1) if G.legal_actions(s, q))
            actions = [a for a in G.legal_actions(s, p) if a[0] != "soldier"]
            if s.phase == "module" and rng.random() < 0.8:
                actions = [a for a in actions if a[0] not in ("pass", "pardon")] or actions
            a = rng.choice(actions)
            if s.phase == "module":
                kinds[a[0]] += 1
                assert G.describe_action(s, a).id == a[0]
            s = G.apply_action(s, a)
            if s.mod is not None:
                _sound(s.mod)
        assert G.current_player(s) == TERMINAL
    assert {"recruit", "move", "send", "go", "assign", "imprison"} <= set(kinds), kinds
