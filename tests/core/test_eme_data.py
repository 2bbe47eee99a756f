"""Integrity of the Eight-Minute Empire data files: cards and both maps."""

from __future__ import annotations

from collections import Counter, deque

import pytest

from core import registry
from core.games.eight_minute_empire.data import GOODS, classic_board, classic_rules, parse_action

game = registry.get("eight_minute_empire")


def test_there_are_42_cards_and_five_for_five_players_only() -> None:
    cards = classic_rules().cards
    assert sorted(cards) == list(range(1, 43))
    assert sorted(c for c, card in cards.items() if card.players == 5) == [5, 14, 22, 29, 38]
    assert len(game.cards({"players": 4})) == 37
    assert len(game.cards({"players": 5})) == 42


def test_cards_goods_and_actions_follow_the_grammar() -> None:
    goods = Counter()
    for card in classic_rules().cards.values():
        assert 1 <= len(card.goods) <= 2
        goods.update(card.goods)
        assert card.options == parse_action(card.action)
    assert goods["wild"] == 3
    assert set(goods) == {*GOODS, "wild"}


def test_action_grammar() -> None:
    assert parse_action("place 1 + destroy 1") == ((("place", 1), ("destroy", 1)),)
    assert parse_action("place 4 / move 2") == ((("place", 4),), (("move", 2),))
    assert parse_action("destroy 1 / city") == ((("destroy", 1),), (("city", 1),))
    for bad in ("fly 2", "place", "place 0", "city 2", "move two"):
        with pytest.raises(ValueError, match=r"action term|takes no number"):
            parse_action(bad)


def test_goods_table_rows_and_crystal_example_of_the_seed() -> None:
    table = classic_rules().goods_scoring
    # Seed: 1, 2, 3 crystals score 1, 2, 3; four or more score 5.
    assert table["crystal"][1:5] == (1, 2, 3, 5)
    for row in table.values():
        assert row[0] == 0 and list(row) == sorted(row) and len(row) == 9


@pytest.mark.parametrize("side", ["A", "B"])
def test_map_structure(side: str) -> None:
    data = game.board({"players": 3, "board": side})
    regions, areas = data["regions"], data["areas"]
    assert len(areas) == 4
    assert 20 <= len(regions) <= 26
    per_area = Counter(r["area"] for r in regions.values())
    assert set(per_area) == set(areas)
    assert all(3 <= k <= 8 for k in per_area.values())
    assert data["start"] in regions
    assert sum(1 for r in regions.values() if r.get("triangle")) == 10
    for region in regions.values():
        assert region["name"] and len(region["shape"]) >= 3 and len(region["label"]) == 2


@pytest.mark.parametrize("side", ["A", "B"])
def test_map_routes_are_well_formed_and_the_graph_connected(side: str) -> None:
    data = game.board({"players": 3, "board": side})
    regions = data["regions"]
    land = {tuple(p) for p in data["land"]}
    sea = {tuple(p) for p in data["sea"]}
    for a, b in land | sea:
        assert a in regions and b in regions and a < b
    assert not land & sea
    for a, b in land:
        assert regions[a]["area"] == regions[b]["area"], f"land border across the sea: {a}-{b}"
    assert any(data["start"] in pair for pair in sea), "the starting region needs a sea route"
    crossing = {regions[a]["area"] for a, b in sea if regions[a]["area"] != regions[b]["area"]}
    crossing |= {regions[b]["area"] for a, b in sea if regions[a]["area"] != regions[b]["area"]}
    assert crossing == set(data["areas"]), "every continent has a sea route to another"
    neighbours: dict[str, set[str]] = {r: set() for r in regions}
    for a, b in land | sea:
        neighbours[a].add(b)
        neighbours[b].add(a)
    seen, todo = {data["start"]}, deque([data["start"]])
    while todo:
        for n in neighbours[todo.popleft()] - seen:
            seen.add(n)
            todo.append(n)
    assert seen == set(regions)


@pytest.mark.parametrize("side", ["A", "B"])
def test_indexed_board_matches_the_data(side: str) -> None:
    board = classic_board(side)
    for i in range(len(board.ids)):
        for j in board.land[i]:
            assert i in board.land[j]
            assert j in board.land_or_sea[i]


def test_sides_are_different_maps() -> None:
    a = game.board({"players": 2, "board": "A"})
    b = game.board({"players": 2, "board": "B"})
    assert set(a["regions"]) != set(b["regions"])


def test_board_returns_a_copy() -> None:
    data = game.board({"players": 2})
    data["regions"].clear()
    assert game.board({"players": 2})["regions"]
