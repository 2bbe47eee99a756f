"""Bellum Magia setup (digest section 3): config, castles, decks, goblins, the first Captain;
rulings R2, R3, R4, R6 and checklist items 1-4."""

from __future__ import annotations

from fractions import Fraction

import pytest

import core.games.bellum_magia as bm
from core import hidden
from core.api import CHANCE, REVEAL, SIMULTANEOUS, BadConfig
from tests.core.bm_helpers import Table


def test_config_defaults_and_checks() -> None:
    assert bm.normalize_config({}) == {
        "players": 3, "castles": "random", "confusion_closes_bar": False,
    }  # fmt: skip
    assert bm.normalize_config({"players": 5, "confusion_closes_bar": "yes"})[
        "confusion_closes_bar"
    ]
    for bad in ({"players": 1}, {"players": 6}, {"castles": "auction"}, {"colours": []},
                {"confusion_closes_bar": "maybe"}):  # fmt: skip
        with pytest.raises(BadConfig):
            bm.normalize_config(bad)


def test_info_builds_the_command_line_options() -> None:
    opts = {o.key: o for o in bm.INFO.options}
    assert opts["confusion_closes_bar"].switch
    assert opts["confusion_closes_bar"].cli_flag() == "--confusion-closes-bar"
    assert [c.value for c in opts["castles"].choices] == ["random", "chosen"]
    assert bm.INFO.player_range({}) == (2, 5)


def test_example_configs_cover_every_player_count_and_option() -> None:
    """The conformance suites (ordinary and hidden) play each of these."""
    configs = [bm.normalize_config(c) for c in bm.EXAMPLE_CONFIGS]
    assert {c["players"] for c in configs} == {2, 3, 4, 5}
    assert {c["castles"] for c in configs} == {"random", "chosen"}
    assert {c["confusion_closes_bar"] for c in configs} == {False, True}


def test_random_castles_are_dealt_by_chance_seat_by_seat() -> None:
    t = Table(3)
    assert bm.current_player(t.state) == CHANCE
    outcomes = bm.chance_outcomes(t.state)
    assert outcomes == tuple(
        (("castle", k), Fraction(1, 5)) for k in ("K1", "K2", "K3", "K4", "K5")
    )
    t.act("castle", "K3")
    assert [a for a, _ in bm.chance_outcomes(t.state)] == [
        ("castle", "K1"), ("castle", "K2"), ("castle", "K4"), ("castle", "K5"),
    ]  # fmt: skip
    assert bm.chance_outcomes(t.state)[0][1] == Fraction(1, 4)


def test_chosen_castles_are_each_seat_s_pick_in_seat_order() -> None:
    t = Table(3, castles="chosen")
    assert bm.current_player(t.state) == 0
    assert t.legal(0) == tuple(("castle", k) for k in ("K1", "K2", "K3", "K4", "K5"))
    assert t.legal(1) == ()
    t.act("castle", "K4")
    assert bm.current_player(t.state) == 1 and ("castle", "K4") not in t.legal(1)
    assert bm.describe_action(t.state, ("castle", "K2")).id == "castle.chosen"
    t.act("castle", "K2")
    t.act("castle", "K5")
    assert t.state.castles == ("K4", "K2", "K5")


def test_every_deck_is_shuffled_by_every_peer_then_shown_card_by_card() -> None:
    t = Table(3)
    for k in ("K1", "K2", "K3"):
        t.apply(("castle", k))
    assert bm.current_player(t.state) == REVEAL
    requests = bm.reveal_requests(t.state)
    assert all(isinstance(r, hidden.Shuffle) for r in requests)
    assert [r.deck for r in requests] == [
        "goblins", "farms", "villages", "cities", "evil", "super", "wood", "metal", "gold",
    ]  # fmt: skip
    assert [len(r.values) for r in requests] == [10, 7, 7, 10, 46, 20, 20, 20, 10]
    for _ in requests:
        t.apply(t.dealer.next_action(bm, t.state))
    shows = bm.reveal_requests(t.state)
    assert all(isinstance(r, hidden.Show) for r in shows)
    assert [r.handle for r in shows] == [("goblins", i) for i in range(6)] + [
        ("farms", 0),
        ("farms", 1),
        ("farms", 2),
        ("evil", 0),
        ("evil", 1),
        ("super", 0),
        ("super", 1),
    ]


def test_check_01_three_players_kingdom_4_4_10_and_3_places_face_up() -> None:
    t = Table(3)
    t.start()
    assert bm.observation(t.state, None)["kingdom_left"] == 18 - 3
    assert len(t.state.row) == 3 and all(p.startswith("F") for p in t.state.row)
    assert bm.observation(t.state, None)["tavern"] == "P00"


def test_check_02_five_players_use_all_24_kingdom_cards_and_all_10_goblins() -> None:
    t = Table(5)
    t.start()
    assert bm.observation(t.state, None)["kingdom_left"] == 24 - 5
    dealt = sorted(g for gs in t.state.goblins for g in gs)
    assert dealt == [f"G{i:02d}" for i in range(1, 11)]


@pytest.mark.parametrize(
    ("players", "farms", "villages"), [(2, 3, 3), (3, 4, 4), (4, 6, 6), (5, 7, 7)]
)
def test_check_03_the_deck_draws_farms_then_villages_then_cities(
    players: int, farms: int, villages: int
) -> None:
    """The kingdom deck's k-th card is farm k, then village, then city: drawn to the end."""
    t = Table(players)
    t.start()
    kinds = [
        d for d, _ in (bm.state.kingdom_handle(players, k) for k in range(farms + villages + 10))
    ]
    assert kinds == ["farms"] * farms + ["villages"] * villages + ["cities"] * 10


def test_check_04_each_player_starts_with_two_goblins_no_resources_no_chests() -> None:
    t = Table(4)
    t.start()
    for seat in t.obs(None)["seats"]:
        assert len(seat["goblins"]) == 2 and len(seat["left"]) + len(seat["right"]) == 2
        assert (seat["food"], seat["glyphs"], seat["barrels"]) == (0, 0, 0)
        assert seat["chests"] == [] and seat["shields"] == seat["magic_shields"] == 0
        assert seat["spells"] == []


def test_r2_first_captain_is_the_shared_draw() -> None:
    t = Table(4)
    t.start(captain=2)  # the chance outcome chosen by the test
    assert t.state.captain == 2
    u = Table(4)
    for k in ("K1", "K2", "K3", "K4"):
        u.act("castle", k)
    for seat in range(4):
        u.act("goblins", seat, "left", "right")
    assert bm.current_player(u.state) == CHANCE
    assert bm.chance_outcomes(u.state) == tuple((("captain", p), Fraction(1, 4)) for p in range(4))


def test_r3_no_starting_resources_chests_or_tokens() -> None:
    t = Table(2)
    t.start()
    s = t.state
    assert s.food == s.glyphs == s.barrels == s.shields == s.magic == s.spells == (0, 0)
    assert s.chests == ((), ())


def test_r4_goblins_shown_then_sides_chosen_simultaneously_revealed_together() -> None:
    t = Table(3)
    for k in ("K1", "K2", "K3"):
        t.act("castle", k)
    assert bm.current_player(t.state) == SIMULTANEOUS
    assert t.state.goblins == (("G01", "G02"), ("G03", "G04"), ("G05", "G06"))
    assert t.legal(0) == (
        ("goblins", 0, "left", "left"), ("goblins", 0, "left", "right"),
        ("goblins", 0, "right", "left"), ("goblins", 0, "right", "right"),
    )  # fmt: skip
    t.act("goblins", 1, "right", "left")
    assert t.legal(1) == () and t.legal(2)
    # nobody else, nor the public, sees seat 1's sides before all have chosen
    assert t.obs(0)["seats"][1]["goblins_ready"] and t.obs(0)["seats"][1]["right"] == []
    assert "goblin_sides" not in t.obs(None) and t.obs(0)["goblin_sides"] is None
    assert t.obs(1)["goblin_sides"] == ["right", "left"]
    assert bm.describe_action(t.state, ("goblins", 0, "left", "right")).params == {"seat": 0}
    t.act("goblins", 0, "left", "right")
    t.act("goblins", 2, "right", "right")
    s = t.state
    assert s.left == (("G01",), ("G04",), ()) and s.right == (("G02",), ("G03",), ("G05", "G06"))
    assert bm.current_player(s) == CHANCE and s.phase == "captain"


def test_r4_undealt_goblins_and_boxed_places_are_never_shown() -> None:
    t = Table(2)
    t.start()
    shown = {h[0] for h, _ in t.state.secrets.shown}
    told = {h for h, _ in t.state.secrets.shown}
    assert {("goblins", i) for i in range(4)} <= told
    assert not {("goblins", i) for i in range(4, 10)} & told
    assert "villages" not in shown and "cities" not in shown


def test_r6_only_phases_1_4_5_ask_seats_one_at_a_time() -> None:
    """Gathering, the explorers and the end of the day have no decision; the horde, attack
    and recruit phases ask one seat at a time from the Captain."""
    t = Table(3)
    t.start(captain=1)
    t.set_seat("barrels", 2, 1)
    t.roll(1)
    assert t.state.phase == "offers" and bm.current_player(t.state) == 2  # 1 cannot pay
    t.act("decline")
    s = t.state
    assert s.phase == "attack" and bm.current_player(s) == 1
    assert s.food != (0, 0, 0)  # gathered with no node of its own
