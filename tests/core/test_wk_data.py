"""It's a Wonderful Kingdom's data (resources/wonderful_kingdom/, digest section 4): loaded,
checked, and refused when it breaks the grammar or the counts."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from core.gamedata import DataError
from core.games.wonderful_kingdom import grammar
from core.games.wonderful_kingdom.conquestdata import HALF_TURN, _check, conquest_map
from core.games.wonderful_kingdom.data import _card, data

D = data()


def test_the_development_deck_has_70_cards_by_type_and_5_legends_cards() -> None:
    kinds = Counter(D.cards[c].kind for c in D.development)
    assert kinds == {"structure": 18, "company": 18, "monument": 16, "discovery": 18}
    assert D.legends == ("L1", "L2", "L3", "L4", "L5")
    assert all(D.cards[c].legends for c in D.legends)
    assert not any(D.cards[c].legends for c in D.development)


def test_costs_are_one_slot_per_unit_in_the_written_order() -> None:
    assert D.cards["st09"].cost == ("M",) * 5 + ("K", "K")
    assert D.cards["st06"].cost == ("M",) * 4 + ("S",)
    assert D.cards["L1"].cost == ("E",) * 4 + ("S", "S")


def test_production_terms_flat_and_per_type() -> None:
    assert D.cards["st07"].produce == (("M", 1, ""), ("P", 1, ""))
    assert D.cards["st08"].produce == (("M", 1, "structure"),)
    assert D.cards["di08"].produce == (("K", 1, ""),)


def test_vp_bonus_and_spy_read_from_the_grammar() -> None:
    assert (D.cards["mo08"].vp, D.cards["mo08"].vp_per) == (12, "")
    assert (D.cards["L5"].vp, D.cards["L5"].vp_per) == (1, "S")
    assert (D.cards["co05"].bonus_s, D.cards["di02"].bonus_k) == (3, 1)
    assert D.cards["L3"].spy and not D.cards["st01"].spy


def test_treasures_gain_what_the_table_lists_and_calamities_are_in_id_order() -> None:
    assert len(D.treasures) == 10
    assert D.cards["tr05"].gain == ("M", "G")
    assert D.cards["tr09"].gain == ("S", "S")
    assert D.cards["tr10"].gain == ("K",)
    assert D.calamities == tuple(f"ca0{i}" for i in range(1, 9))
    assert (D.calamity_dispel, D.calamity_penalty) == (3, -4)


def test_duchies_have_sides_a_to_d_and_two_have_side_e() -> None:
    assert sorted(D.duchies) == ["gd-senada", "gd-teressie", "gd-valados"]
    for duchy in D.duchies.values():
        assert Counter(r for r, n, _ in duchy.sides["A"].produce for _ in range(n)) == {
            "M": 2,
            "P": 1,
            "G": 1,
            "E": 1,
        }
        assert duchy.sides["C"].produce == () and duchy.sides["C"].start == ("K",) * 5
        assert duchy.sides["D"].start == ("S",)
    assert "E" not in D.duchies["gd-valados"].sides
    assert D.duchies["gd-valados"].sides["B"].vp_per == "structure"


def test_advisors_eighteen_four_two_player_only() -> None:
    assert len(D.advisors) == 18
    assert sorted(a for a in D.advisors if D.cards[a].two_player) == [
        "ad03",
        "ad04",
        "ad05",
        "adL4",
    ]
    assert D.cards["ad13"].bonus_k == 1 and D.cards["ad07"].produce == (("G", 1, ""), ("E", 1, ""))
    assert D.cards["ad02"].ability == "alchemy_4"


def test_threat_sets_keep_the_seed_values() -> None:
    sets = D.threat_sets
    assert sorted(sets) == ["dragons", "illusionists", "sisters", "swallowers"]
    assert all(len(s.cards) == 4 for s in sets.values())
    assert sets["sisters"].medals == (70, 95, 115) and sets["sisters"].solo
    assert not sets["dragons"].solo and not sets["illusionists"].solo
    assert sets["sisters"].extra["bonus_all_defeated_by_self"] == 20
    assert all(c.penalty == -4 for c in sets["swallowers"].cards)
    assert D.threats["th-drg-matriarch"].reward_k == 2
    assert D.threats["th-drg-egg-1"].fight == 2
    assert sets["dragons"].extra["egg_vp"] == {"1": 3, "2": 10}


def test_mission_boards_four_steps_with_two_vp_values() -> None:
    assert sorted(D.missions) == ["mis-L1", "mis-L2"]
    road = D.missions["mis-L1"]
    assert [s.vp for s in road.steps] == [(3, 2), (5, 3), (7, 5), (10, 6)]
    assert road.steps[1].gain_s == 1
    assert D.missions["mis-L2"].steps[0].gain_k == 1


def test_the_conquest_map_is_whole_and_symmetric() -> None:
    m = conquest_map()
    assert len(m.territories) == 11 and len(m.edges) == 20
    assert m.neighbours("C") == ("E", "NE", "NW", "SE", "SW", "W")
    assert m.territories["RC"].places == ()


def test_a_conquest_map_with_a_lopsided_vp_is_refused() -> None:
    m = conquest_map()
    ts = dict(m.territories)
    ts["SW"] = replace(ts["SW"], vp=(2, 3))
    with pytest.raises(DataError, match="half-turn"):
        _check(replace(m, territories=ts))


def test_a_conquest_map_cut_in_two_is_refused() -> None:
    m = conquest_map()
    edges = frozenset(e for e in m.edges if "BC" not in e)
    with pytest.raises(DataError, match="not connected"):
        _check(replace(m, edges=edges))
    assert set(HALF_TURN) | set(HALF_TURN.values()) == set(m.territories)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("cost", "3X", "no amount term"),
        ("produce", "2S", "no production term"),
        ("vp", "2/dragons", "no VP value"),
        ("bonus", "+1G", "no bonus"),
        ("rec", "K", "not one of M P G E"),
    ],
)
def test_a_card_breaking_the_grammar_is_refused(field: str, value: str, message: str) -> None:
    raw = {
        "id": "x1",
        "name": "X",
        "type": "structure",
        "n": 1,
        "cost": "3M",
        "rec": "M",
        "produce": "-",
        "bonus": "-",
        "vp": "0",
        field: value,
    }
    with pytest.raises(DataError, match=message):
        _card(raw, "structure")


def test_grammar_reads_amounts() -> None:
    assert grammar.units("2M 1P 1K", "t") == ("M", "M", "P", "K")
    assert grammar.units("-", "t") == ()
    assert grammar.vp("3", "t") == (3, "") and grammar.vp("1/S", "t") == (1, "S")
