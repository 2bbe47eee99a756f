"""Bellum Magia's data (digest section 6): counts, the grammar, and errors naming the row."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest

from core.gamedata import DataError, load_json
from core.games.bellum_magia.data import FILES, GAME, build, data, parse_cell, parse_strip


def raws() -> dict[str, Any]:
    return {name: copy.deepcopy(load_json(GAME, name)) for name in FILES}


def test_counts_of_every_component() -> None:
    d = data()
    assert len(d.castles) == 5
    assert {deck: len(ids) for deck, ids in d.decks.items()} == {
        "goblin": 10,
        "evil": 46,
        "super": 20,
    }
    assert {k: len(ids) for k, ids in d.by_kind.items()} == {
        "tavern": 1, "farm": 7, "village": 7, "city": 10,
    }  # fmt: skip
    assert {k: len(v) for k, v in d.chests.items()} == {"wood": 20, "metal": 20, "gold": 10}
    assert {code: n for code, (_, n) in d.bonus.items()} == {"SH": 20, "CS": 17, "MS": 8}


def test_chest_multisets_are_the_digest_s() -> None:
    d = data()
    assert Counter(d.chests["wood"]) == {1: 6, 2: 8, 3: 6}
    assert Counter(d.chests["metal"]) == {2: 4, 3: 6, 4: 6, 5: 4}
    assert Counter(d.chests["gold"]) == {5: 3, 6: 4, 7: 2, 8: 1}
    assert sum(sum(v) for v in d.chests.values()) == 171


def test_the_digest_s_example_row_parses_as_its_json() -> None:
    """E17 Bugbear: `- - - fo1+tr1 fo1 - | - - - sw1+th1 sw1 -`."""
    bugbear = data().creatures["E17"]
    assert bugbear.name == "Bugbear" and bugbear.deck == "evil" and bugbear.bonus == ""
    assert bugbear.left == ((0, 0, 0),) * 3 + ((1, 0, 1), (1, 0, 0), (0, 0, 0))
    assert bugbear.right == ((0, 0, 0),) * 3 + ((1, 0, 1), (1, 0, 0), (0, 0, 0))


def test_castles_have_two_treasure_lines_and_one_thief_line() -> None:
    for castle in data().castles.values():
        assert sum(line[2] > 0 for line in castle.left) == 2, castle.id
        assert sum(line[2] > 0 for line in castle.right) == 1, castle.id


def test_places_and_costs() -> None:
    d = data()
    tavern = d.places["P00"]
    assert (tavern.shield, tavern.magic, tavern.loot) == (0, 0, (("ba", 1),))
    assert d.places["C10"].loot == (("cg", 2),) and d.places["V07"].loot == (("cw", 1), ("cm", 1))
    assert d.costs == {"evil": {"fo2": (0, 2)}, "super": {"gl1+fo4": (1, 4), "gl3": (3, 0)}}
    assert d.kingdom == {2: (3, 3, 10), 3: (4, 4, 10), 4: (6, 6, 10), 5: (7, 7, 10)}
    assert d.end_chests == 10 and d.faces == 6 and d.faceup == 2


def test_cells_and_strips() -> None:
    assert parse_cell("-", ("fo",)) == ()
    assert parse_cell("ms1+sw1", ("sw", "ms", "th")) == (("ms", 1), ("sw", 1))
    assert parse_strip("fo2 - gl1 - tr1 fo1+gl1", ("fo", "gl", "tr"))[5] == (1, 1, 0)
    with pytest.raises(ValueError, match="6 cells"):
        parse_strip("fo1 - -", ("fo", "gl", "tr"))
    with pytest.raises(ValueError, match="unknown icon 'sw'"):
        parse_cell("sw1", ("fo", "gl", "tr"))
    with pytest.raises(ValueError, match="no item"):
        parse_cell("fo0", ("fo",))
    with pytest.raises(ValueError, match="twice"):
        parse_cell("fo1+fo2", ("fo",))


BROKEN = [
    ("creatures.json", "evil", 16, "E17 | Bugbear | - - fo1+tr1 fo1 - | - - - sw1+th1 sw1 - | -",
     r"creatures.json: evil row 17 \(E17\): a strip has 6 cells"),
    ("creatures.json", "evil", 0, "E01 | Bog Imp | sw1 fo1 fo1 - - - | sw1 sw1 sw1 - - - | -",
     r"evil row 1 \(E01\): unknown icon 'sw'"),
    ("creatures.json", "super", 2, "S03 | Demon Lord | gl1 - fo2 - - fo2 | ms1 - sw2 - - sw2 | XX",
     r"super row 3 \(S03\): bonus 'XX'"),
    ("creatures.json", "goblin", 0, "G01 | Grub Goblin | fo1 - - fo1 - - | sw1 - - sw1 - - | SH",
     r"goblin row 1 \(G01\): a goblin has no bonus"),
    ("creatures.json", "evil", 1, "E01 | Bog Imp | fo1 fo1 fo1 - - - | sw1 sw1 sw1 - - - | -",
     r"evil: ids E01 given twice"),
    ("castles.json", "rows", 2, "K3 | Mirewatch | two | fo2 - fo2 gl1 fo1 fo1+tr1 | - - - - - -",
     r"castles.json: rows row 3 \(K3\): 'two' is no whole number"),
    ("places.json", "rows", 1, "F01 | farm | Turnip Farm | 1 | 0 | fo2+sw1",
     r"places.json: rows row 2 \(F01\): unknown icon 'sw'"),
    ("places.json", "rows", 1, "F01 | village | Turnip Farm | 1 | 0 | fo2",
     r"row 2 \(F01\): a village's id starts with V"),
]  # fmt: skip


@pytest.mark.parametrize(("file", "key", "index", "row", "message"), BROKEN)
def test_a_broken_row_is_named(file: str, key: str, index: int, row: str, message: str) -> None:
    raw = raws()
    raw[file][key][index] = row
    with pytest.raises(DataError, match=message):
        build(raw)


def test_a_missing_row_is_counted() -> None:
    raw = raws()
    del raw["creatures.json"]["super"][-1]
    with pytest.raises(DataError, match="super: 20 rows expected, got 19"):
        build(raw)


def test_chests_must_match_their_counts() -> None:
    raw = raws()
    raw["tokens.json"]["chests"]["gold"] = [[5, 3], [6, 4], [7, 2]]
    with pytest.raises(DataError, match=r"tokens\.json: gold: 10 values"):
        build(raw)


def test_rules_file_checked() -> None:
    raw = raws()
    raw["rules.json"]["costs"]["super"] = ["gl1+fo4", "ba3"]
    with pytest.raises(DataError, match=r"rules\.json: unknown icon 'ba'"):
        build(raw)
