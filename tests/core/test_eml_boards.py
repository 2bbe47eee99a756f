"""Legends boards and layouts (seed 000, "Preparazione" 1, "Plance speciali", "Varianti").

The faces are our own data (resources/eight_minute_empire/legends/faces.json, made by
tools/make_legends_boards.py); these tests hold them to the seed's description and check
that a layout the seed does not allow is refused with a reason.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from core.api import BadConfig
from tests.core.eml_helpers import GAME, board, land_pairs, lconfig, sea_pairs

ROOT = Path(__file__).resolve().parents[2]
FACES = ("1a", "1b", "2a", "2b", "3a", "3b", "4a", "4b")


def layout(faces: Any, shape: str = "T", turns: Any = (0, 0, 0, 0), **kw: Any) -> dict[str, Any]:
    return lconfig(4, board={"layout": shape, "faces": list(faces), "turns": list(turns), **kw})


def valid_layouts(shape: str) -> list[dict[str, Any]]:
    """Every combination of faces (one per board) with no turns that is valid."""
    out = []
    for sides in itertools.product("ab", repeat=4):
        faces = [f"{b}{s}" for b, s in zip("1234", sides)]
        for order in itertools.permutations(faces):
            try:
                GAME.normalize_config(layout(order, shape))
            except BadConfig:
                continue
            out.append(layout(order, shape))
    return out


def test_faces_file_is_what_the_generator_makes() -> None:
    done = subprocess.run(
        [sys.executable, "tools/make_legends_boards.py", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_four_double_sided_boards_give_eight_faces_each_usable() -> None:
    used = set()
    for config in valid_layouts("T"):
        used.update(config["board"]["faces"])
    assert used == set(FACES)


def test_every_region_has_a_name_an_island_and_a_drawable_shape() -> None:
    b = board(lconfig(4))
    assert b["regions"]
    for rid, region in b["regions"].items():
        assert region["name"] and region["area"] in b["areas"]
        assert len(region["shape"]) >= 3
        xs = [x for x, _ in region["shape"]]
        ys = [y for _, y in region["shape"]]
        assert min(xs) >= 0 and max(xs) <= b["width"], rid
        assert min(ys) >= 0 and max(ys) <= b["height"], rid


def test_land_borders_stay_within_an_island_except_on_the_three_sisters_face() -> None:
    for faces in (("1a", "2a", "3a", "4a"), ("1b", "2b", "3b", "4b")):
        b = board(layout(faces))
        for pair in land_pairs(b):
            a, c = sorted(pair)
            same = b["regions"][a]["area"] == b["regions"][c]["area"]
            assert same or b["regions"][a]["face"] == "3b", (a, c)


def test_three_islands_joined_without_sea_movement_count_separately() -> None:
    """Seed, "Plance speciali": the 3-island face, ten regions ("Tre isole, dieci regioni")."""
    b = board(layout(("1b", "2b", "3b", "4b")))
    sisters = {r: v for r, v in b["regions"].items() if v["face"] == "3b"}
    islands = {v["area"] for v in sisters.values()}
    assert len(islands) == 3 and len(sisters) == 10
    bridges = [p for p in land_pairs(b) if len({b["regions"][r]["area"] for r in p}) == 2]
    joined = {b["regions"][r]["area"] for p in bridges for r in p}
    assert joined == islands
    assert not any(all(r in sisters for r in p) for p in sea_pairs(b))
    assert {frozenset(k.split("|")) for k in b["bridge_paths"]} == set(bridges)  # drawn


def test_sea_routes_cross_to_each_neighbouring_board_in_the_t() -> None:
    b = board(lconfig(4))
    central = b["layout"]["faces"][0]
    faces_across = {
        b["regions"][r]["face"]
        for pair in sea_pairs(b)
        if len({b["regions"][r]["face"] for r in pair}) == 2
        and any(b["regions"][r]["face"] == central for r in pair)
        for r in pair
    }
    assert faces_across == set(b["layout"]["faces"])


def test_start_candidates_are_central_regions_with_a_route_to_another_board() -> None:
    b = board(lconfig(4))
    central = b["layout"]["faces"][0]
    expected = {
        r
        for pair in sea_pairs(b)
        for r in pair
        if b["regions"][r]["face"] == central
        and any(b["regions"][o]["face"] != central for o in pair)
    }
    assert set(b["start_candidates"]) == expected and expected


def test_default_layout_is_a_valid_t() -> None:
    config = GAME.normalize_config(lconfig(3))
    assert config["board"] == {"layout": "T", "faces": ["1a", "2a", "3a", "4a"], "turns": [0] * 4}


def test_ring_layout_makes_every_board_touch_two_others() -> None:
    b = board(lconfig(3, board="ring"))
    across = {
        frozenset(b["regions"][r]["face"] for r in pair)
        for pair in sea_pairs(b)
        if len({b["regions"][r]["face"] for r in pair}) == 2
    }
    degree = {f: sum(f in pair for pair in across) for f in b["layout"]["faces"]}
    assert set(degree.values()) == {2}


def test_turning_a_board_turns_its_shapes_and_exits() -> None:
    straight = board(layout(("1a", "2a", "3a", "4a")))
    turned = board(layout(("1a", "2a", "3a", "4a"), turns=(2, 0, 0, 0)))
    rid = "1a.kingsport"
    assert straight["regions"][rid]["label"] != turned["regions"][rid]["label"]
    assert sea_pairs(straight) != sea_pairs(turned)


@pytest.mark.parametrize(
    ("board_value", "reason"),
    [
        ({"faces": ["1a", "1b", "3a", "4a"]}, "each of the 4 boards shows one face"),
        ({"faces": ["1a", "2a", "3a"]}, "name 4 faces"),
        ({"faces": ["9z", "2a", "3a", "4a"]}, "name 4 faces"),
        ({"faces": ["2a", "1a", "3a", "4a"]}, "start-region icon, so it must be the central"),
        ({"faces": ["1a", "2a", "3a", "4a"], "turns": [0, 0, 5, 0]}, "quarter turns"),
        ({"faces": ["1a", "3a", "2b", "4a"], "turns": [0, 0, 0, 0]}, "no sea route joins"),
        ({"layout": "L"}, "'T' or 'ring'"),
        ({"start": "1a.kingsport"}, "cannot be the start region"),
        ({"start": "2a.ashfall"}, "cannot be the start region"),
        ({"colour": "red"}, "unknown layout keys"),
    ],
)
def test_invalid_layout_is_refused_with_a_reason(board_value: Any, reason: str) -> None:
    with pytest.raises(BadConfig, match=reason):
        GAME.normalize_config(lconfig(4, board=board_value))


def test_central_board_must_connect_to_the_other_three() -> None:
    """Seed: "ogni plancia può stare al centro, purché si colleghi alle altre tre"."""
    with pytest.raises(BadConfig, match="no sea route joins"):
        GAME.normalize_config(layout(("4b", "1b", "2a", "3a"), turns=(0, 0, 0, 0)))
    # Turned so that its side without an exit faces nothing, the same board can be central.
    GAME.normalize_config(layout(("4b", "1b", "2a", "3a"), turns=(1, 0, 0, 0)))


def test_a_named_start_region_must_meet_both_criteria() -> None:
    candidates = board(lconfig(4))["start_candidates"]
    for rid in candidates:
        assert GAME.normalize_config(lconfig(4, board={"start": rid}))["board"]["start"] == rid


def test_legends_is_for_two_to_four_players() -> None:
    for players in (1, 5):
        with pytest.raises(BadConfig, match="2 to 4"):
            GAME.normalize_config(lconfig(players))
