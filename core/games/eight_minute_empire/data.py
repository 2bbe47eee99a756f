"""Game data of Eight-Minute Empire, loaded from resources/ and indexed for the rules.

Cards and maps are data files, never hard-coded here, so a corrected transcription is a
data change. Everything is loaded once and cached; the returned objects are immutable.
What both editions have (the card's action grammar, the numbers every table starts from,
the reader of resources/eight_minute_empire/) is here; Legends adds its own in legends/data.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from core.gamedata import DataError, load_json

GAME = "eight_minute_empire"  # resources/eight_minute_empire/

GOODS = ("crystal", "food", "wood", "iron", "tools")
WILD = "wild"
TERM_KINDS = ("place", "move", "sea", "city", "destroy")

Term = tuple[str, int]
"""One action term of a card: (kind, points), e.g. ("move", 3); a city is ("city", 1)."""


def parse_action(text: str) -> tuple[tuple[Term, ...], ...]:
    """Parse a card's action text into options (" / ") of terms in order (" + ").

    "place 1 + destroy 1" -> ((("place", 1), ("destroy", 1)),)
    "place 4 / move 2"    -> ((("place", 4),), (("move", 2),))
    """
    options = []
    for option in text.split(" / "):
        terms = []
        for term in option.split(" + "):
            words = term.strip().split()
            if not words or words[0] not in TERM_KINDS:
                raise DataError(f"unknown action term {term!r} in {text!r}")
            if words[0] == "city":
                if len(words) != 1:
                    raise DataError(f"'city' takes no number in {text!r}")
                terms.append(("city", 1))
                continue
            if len(words) != 2 or not words[1].isdigit() or int(words[1]) < 1:
                raise DataError(f"action term {term!r} needs a positive number in {text!r}")
            terms.append((words[0], int(words[1])))
        options.append(tuple(terms))
    return tuple(options)


@dataclass(frozen=True, kw_only=True)
class ActionCard:
    """What every card of both editions has: its id, its action text (parsed into options)
    and the fewest players it is played with."""

    id: int
    action: str
    options: tuple[tuple[Term, ...], ...]
    players: int


def card_fields(raw: dict[str, Any]) -> dict[str, Any]:
    """An ActionCard's fields read from a card of a data file."""
    return {
        "id": raw["id"],
        "action": raw["action"],
        "options": parse_action(raw["action"]),
        "players": raw["players"],
    }


@dataclass(frozen=True, kw_only=True)
class Card(ActionCard):
    """A classic card: an ActionCard with its goods."""

    goods: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class EditionRules:
    """The numbers both editions have: card costs by slot, starting coins and the cards
    that end the game by players, armies and cities each, the armies at the start region,
    the neutral armies of a 2-player game."""

    costs: tuple[int, ...]
    coins: dict[int, int]
    end_cards: dict[int, int]
    armies: int
    cities: int
    start_armies: int
    neutral_armies: int


def edition_fields(raw: dict[str, Any]) -> dict[str, Any]:
    """EditionRules' fields read from an edition's data file."""
    return {
        "costs": tuple(raw["costs"]),
        "coins": {int(k): v for k, v in raw["coins"].items()},
        "end_cards": {int(k): v for k, v in raw["end_cards"].items()},
        "armies": raw["armies"],
        "cities": raw["cities"],
        "start_armies": raw["start_armies"],
        "neutral_armies": raw["neutral_armies"],
    }


@dataclass(frozen=True, kw_only=True)
class Rules(EditionRules):
    """The classic edition (resources/eight_minute_empire/classic.json): the shared numbers,
    the goods' scoring, the goods tiles and the cards."""

    goods_scoring: dict[str, tuple[int, ...]]
    goods_tiles: dict[str, int]
    cards: dict[int, Card]


@cache
def classic_rules() -> Rules:
    """The classic edition's rule numbers and card list, validated."""
    raw = resource("classic.json")
    cards = {}
    for c in raw["cards"]:
        goods = tuple(c["goods"])
        for g in goods:
            if g not in GOODS and g != WILD:
                raise DataError(f"card {c['id']}: unknown good {g!r}")
        cards[c["id"]] = Card(**card_fields(c), goods=goods)
    return Rules(
        **edition_fields(raw),
        goods_scoring={g: tuple(v) for g, v in raw["goods_scoring"].items()},
        goods_tiles=dict(raw["goods_tiles"]),
        cards=cards,
    )


@dataclass(frozen=True)
class Board:
    """A map indexed for the rules: regions by index in sorted-id order, adjacency by index."""

    side: str
    raw: dict[str, Any]
    ids: tuple[str, ...]
    index: dict[str, int]
    area_of: tuple[str, ...]
    areas: tuple[str, ...]
    land: tuple[tuple[int, ...], ...]
    land_or_sea: tuple[tuple[int, ...], ...]
    start: int
    triangles: tuple[int, ...]


@cache
def classic_board(side: str) -> Board:
    """Board side "A" or "B" of the classic edition."""
    raw = resource(f"maps/{side}.json")
    ids = tuple(sorted(raw["regions"]))
    index = {rid: i for i, rid in enumerate(ids)}
    land: list[set[int]] = [set() for _ in ids]
    sea: list[set[int]] = [set() for _ in ids]
    for kind, adj in (("land", land), ("sea", sea)):
        for a, b in raw[kind]:
            if a not in index or b not in index:
                raise DataError(f"map {side}: {kind} route names unknown region {a!r} or {b!r}")
            adj[index[a]].add(index[b])
            adj[index[b]].add(index[a])
    start = raw["start"]
    if start not in index:
        raise DataError(f"map {side}: start region {start!r} does not exist")
    return Board(
        side=side,
        raw=raw,
        ids=ids,
        index=index,
        area_of=tuple(raw["regions"][r]["area"] for r in ids),
        areas=tuple(sorted(raw["areas"])),
        land=tuple(tuple(sorted(n)) for n in land),
        land_or_sea=tuple(tuple(sorted(land[i] | sea[i])) for i in range(len(ids))),
        start=index[start],
        triangles=tuple(i for i, r in enumerate(ids) if raw["regions"][r].get("triangle")),
    )


def resource(name: str) -> Any:
    """resources/eight_minute_empire/<name>, parsed (core.gamedata): both editions' files."""
    return load_json(GAME, name)
