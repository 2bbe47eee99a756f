"""Bellum Magia's data, loaded from resources/bellum_magia/ and validated: castles,
creatures, places, chests, bonus tokens and the seed's numbers.

The card files hold the digest's rows (section 6.1's grammar) as they are printed, one
string per row: `id | name | shield | left strip | right strip` for a castle, `id | name |
left strip | right strip | bonus` for a creature, `id | kind | name | shield | magic
shield | loot` for a place. A strip is six cells, lines 1 to 6; a cell is "-" or items
joined by "+", an item an icon and a count (`fo2`). Parsed once into immutable objects with
each strip summed per line as the rules read it: left `(fo, gl, tr)`, right `(sw, ms, th)`.
A file that breaks the grammar or the counts raises DataError naming the file and the row.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from core.gamedata import DataError, load_json

GAME = "bellum_magia"
LEFT_ICONS = ("fo", "gl", "tr")
RIGHT_ICONS = ("sw", "ms", "th")
LOOT_ICONS = ("fo", "gl", "ba", "cw", "cm", "cg")
BONUSES = ("SH", "MS", "CS")
KINDS = ("wood", "metal", "gold")  # chest kinds, in display order
CHEST_ICON = {"cw": "wood", "cm": "metal", "cg": "gold"}
PLACE_KINDS = {"tavern": "P", "farm": "F", "village": "V", "city": "C"}
CREATURE_DECKS = {"goblin": ("G", 10), "evil": ("E", 46), "super": ("S", 20)}
LINES = 6

Line = tuple[int, int, int]
Strip = tuple[Line, ...]  # six lines
_ITEM = re.compile(r"([a-z]{2})([1-9][0-9]*)")


@dataclass(frozen=True)
class Castle:
    """A castle board: its printed shield and its two strips."""

    id: str
    name: str
    shield: int
    left: Strip
    right: Strip


@dataclass(frozen=True)
class Creature:
    """A creature card of deck "goblin", "evil" or "super"; `bonus` SH, MS, CS or ""."""

    id: str
    deck: str
    name: str
    left: Strip
    right: Strip
    bonus: str


@dataclass(frozen=True)
class Place:
    """A place card; `loot` as listed: (icon, count) items (chests drawn in that order)."""

    id: str
    kind: str
    name: str
    shield: int
    magic: int
    loot: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Data:
    """Everything the rules read about the components."""

    castles: dict[str, Castle]
    creatures: dict[str, Creature]
    decks: dict[str, tuple[str, ...]]  # "goblin" | "evil" | "super" -> ids, sorted
    places: dict[str, Place]
    by_kind: dict[str, tuple[str, ...]]  # place kind -> ids, sorted
    chests: dict[str, tuple[int, ...]]  # kind -> the stack's values, sorted, with repeats
    bonus: dict[str, tuple[str, int]]  # code -> (name, component count)
    kingdom: dict[int, tuple[int, int, int]]  # players -> farms, villages, cities
    faceup: int
    goblins_each: int
    costs: dict[str, dict[str, tuple[int, int]]]  # deck -> payment id -> (glyphs, food)
    end_chests: int
    faces: int


def _fail(where: str, problem: str) -> DataError:
    return DataError(f"resources/{GAME}/{where}: {problem}")


def parse_cell(text: str, icons: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """One cell: "-" or `item+item`; ValueError naming what is wrong."""
    if text == "-":
        return ()
    items: list[tuple[str, int]] = []
    for part in text.split("+"):
        m = _ITEM.fullmatch(part)
        if not m:
            raise ValueError(f"{part!r} is no item (an icon and a count, e.g. fo2)")
        if m[1] not in icons:
            raise ValueError(f"unknown icon {m[1]!r} here (known: {' '.join(icons)})")
        if any(icon == m[1] for icon, _ in items):
            raise ValueError(f"icon {m[1]!r} twice in {text!r}")
        items.append((m[1], int(m[2])))
    return tuple(items)


def parse_strip(text: str, icons: tuple[str, ...]) -> Strip:
    """Six cells separated by spaces, summed per line in the order of `icons`."""
    cells = text.split()
    if len(cells) != LINES:
        raise ValueError(f"a strip has {LINES} cells (lines 1-6), got {len(cells)}: {text!r}")
    out = []
    for cell in cells:
        items = dict(parse_cell(cell, icons))
        out.append((items.get(icons[0], 0), items.get(icons[1], 0), items.get(icons[2], 0)))
    return tuple(out)


def _number(text: str) -> int:
    if not text.isdigit():
        raise ValueError(f"{text!r} is no whole number")
    return int(text)


def _rows(raw: Any, file: str, key: str) -> list[tuple[int, list[str]]]:
    rows = raw.get(key) if isinstance(raw, dict) else None
    if not isinstance(rows, list) or not all(isinstance(r, str) for r in rows):
        raise _fail(file, f"{key!r} must be a list of rows (strings)")
    return [(i + 1, [f.strip() for f in r.split("|")]) for i, r in enumerate(rows)]


def _row_error(file: str, key: str, n: int, fields: list[str], err: Exception) -> DataError:
    name = fields[0] if fields and fields[0] else "?"
    return _fail(file, f"{key} row {n} ({name}): {err}")


def _check_ids(file: str, key: str, ids: list[str], prefix: str, count: int) -> None:
    if len(ids) != count:
        raise _fail(file, f"{key}: {count} rows expected, got {len(ids)}")
    if len(set(ids)) != len(ids):
        dup = sorted({i for i in ids if ids.count(i) > 1})
        raise _fail(file, f"{key}: ids {', '.join(dup)} given twice")
    bad = [i for i in ids if not re.fullmatch(prefix + r"[0-9]+", i)]
    if bad:
        raise _fail(file, f"{key}: ids {', '.join(bad)} do not start with {prefix}")


def parse_castles(raw: Any) -> dict[str, Castle]:
    """castles.json: five castle boards."""
    out: dict[str, Castle] = {}
    rows = _rows(raw, "castles.json", "rows")
    for n, f in rows:
        try:
            if len(f) != 5:
                raise ValueError(f"5 fields (id | name | shield | left | right), got {len(f)}")
            out[f[0]] = Castle(
                f[0], f[1], _number(f[2]), parse_strip(f[3], LEFT_ICONS),
                parse_strip(f[4], RIGHT_ICONS),
            )  # fmt: skip
        except ValueError as err:
            raise _row_error("castles.json", "rows", n, f, err) from None
    _check_ids("castles.json", "rows", [f[0] for _, f in rows], "K", 5)
    return out


def parse_creatures(raw: Any) -> dict[str, Creature]:
    """creatures.json: 10 goblins, 46 evil and 20 super-evil creatures."""
    out: dict[str, Creature] = {}
    for deck, (prefix, count) in CREATURE_DECKS.items():
        rows = _rows(raw, "creatures.json", deck)
        for n, f in rows:
            try:
                if len(f) != 5:
                    raise ValueError(f"5 fields (id | name | left | right | bonus), got {len(f)}")
                if f[4] != "-" and f[4] not in BONUSES:
                    raise ValueError(f"bonus {f[4]!r} is none of - {' '.join(BONUSES)}")
                if deck == "goblin" and f[4] != "-":
                    raise ValueError("a goblin has no bonus")
                bonus = "" if f[4] == "-" else f[4]
                left, right = parse_strip(f[2], LEFT_ICONS), parse_strip(f[3], RIGHT_ICONS)
                out[f[0]] = Creature(f[0], deck, f[1], left, right, bonus)
            except ValueError as err:
                raise _row_error("creatures.json", deck, n, f, err) from None
        _check_ids("creatures.json", deck, [f[0] for _, f in rows], prefix, count)
    return out


def parse_places(raw: Any) -> dict[str, Place]:
    """places.json: the Tavern, 7 farms, 7 villages, 10 cities."""
    out: dict[str, Place] = {}
    rows = _rows(raw, "places.json", "rows")
    for n, f in rows:
        try:
            if len(f) != 6:
                raise ValueError(
                    f"6 fields (id | kind | name | shield | magic | loot), got {len(f)}"
                )
            if f[1] not in PLACE_KINDS:
                raise ValueError(f"kind {f[1]!r} is none of {', '.join(PLACE_KINDS)}")
            if not f[0].startswith(PLACE_KINDS[f[1]]):
                raise ValueError(f"a {f[1]}'s id starts with {PLACE_KINDS[f[1]]}")
            loot = parse_cell(f[5], LOOT_ICONS)
            out[f[0]] = Place(f[0], f[1], f[2], _number(f[3]), _number(f[4]), loot)
        except ValueError as err:
            raise _row_error("places.json", "rows", n, f, err) from None
    ids = [f[0] for _, f in rows]
    if len(set(ids)) != len(ids):
        raise _fail("places.json", "an id is given twice")
    want = {"tavern": 1, "farm": 7, "village": 7, "city": 10}
    got = {k: sum(p.kind == k for p in out.values()) for k in want}
    if got != want:
        raise _fail("places.json", f"places by kind should be {want}, got {got}")
    if "P00" not in out:
        raise _fail("places.json", "the Tavern is P00")
    return out


def parse_tokens(raw: Any) -> tuple[dict[str, tuple[int, ...]], dict[str, tuple[str, int]]]:
    """tokens.json: the chest multisets (checked against the counts) and bonus tokens."""
    try:
        counts, chests = raw["chest_counts"], raw["chests"]
        stacks: dict[str, tuple[int, ...]] = {}
        for kind in KINDS:
            values = [int(v) for v, k in chests[kind] for _ in range(int(k))]
            if len(values) != counts[kind] or any(v < 1 for v in values):
                raise ValueError(f"{kind}: {counts[kind]} values >= 1 expected, got {values}")
            stacks[kind] = tuple(sorted(values))
        if set(chests) != set(KINDS) or sum(counts.values()) != 50:
            raise ValueError("three kinds, wood metal gold, 50 chests in all")
        bonus = {code: (str(b["name"]), int(b["count"])) for code, b in raw["bonus"].items()}
        if sorted(bonus) != sorted(BONUSES):
            raise ValueError(f"bonus tokens {' '.join(BONUSES)} expected, got {sorted(bonus)}")
    except (KeyError, TypeError, ValueError) as err:
        raise _fail("tokens.json", str(err)) from None
    return stacks, bonus


def parse_rules(raw: Any) -> dict[str, Any]:
    """rules.json: kingdom by player count, face-up cards, costs, the end, the die."""
    try:
        kingdom = {
            int(n): (int(k["farm"]), int(k["village"]), int(k["city"]))
            for n, k in raw["kingdom"].items()
        }
        if sorted(kingdom) != [2, 3, 4, 5]:
            raise ValueError("kingdom: one entry for each of 2-5 players")
        if any(not (n <= f <= 7 and v <= 7 and c == 10) for n, (f, v, c) in kingdom.items()):
            raise ValueError(
                f"kingdom: farms >= players, <= 7 farms and villages, 10 cities: {kingdom}"
            )
        costs: dict[str, dict[str, tuple[int, int]]] = {}
        for deck in ("evil", "super"):
            costs[deck] = {}
            for pay in raw["costs"][deck]:
                items = dict(parse_cell(pay, ("gl", "fo")))
                costs[deck][pay] = (items.get("gl", 0), items.get("fo", 0))
        faceup, each = int(raw["faceup"]), int(raw["goblins_each"])
        if each * 5 > 10 or faceup < 1:
            raise ValueError("goblins_each * 5 players must fit the 10 goblins; faceup >= 1")
        out = {
            "kingdom": kingdom, "costs": costs, "faceup": faceup, "goblins_each": each,
            "end_chests": int(raw["end_chests"]), "faces": int(raw["die_faces"]),
        }  # fmt: skip
    except (KeyError, TypeError, ValueError) as err:
        raise _fail("rules.json", str(err)) from None
    return out


def build(raws: dict[str, Any]) -> Data:
    """The checked data from the five files' parsed JSON (tests give broken copies)."""
    castles = parse_castles(raws["castles.json"])
    creatures = parse_creatures(raws["creatures.json"])
    places = parse_places(raws["places.json"])
    chests, bonus = parse_tokens(raws["tokens.json"])
    rules = parse_rules(raws["rules.json"])
    decks = {
        d: tuple(sorted(c.id for c in creatures.values() if c.deck == d)) for d in CREATURE_DECKS
    }
    by_kind = {k: tuple(sorted(p.id for p in places.values() if p.kind == k)) for k in PLACE_KINDS}
    return Data(castles, creatures, decks, places, by_kind, chests, bonus, **rules)


FILES = ("castles.json", "creatures.json", "places.json", "tokens.json", "rules.json")


@cache
def data() -> Data:
    """The game's data, loaded and checked once."""
    return build({name: load_json(GAME, name) for name in FILES})
