"""Tash-Kalar's data, loaded from resources/tash_kalar/ and validated: arena, cards, tasks.

Everything the rules read about cards and the board is here, parsed once into immutable
objects with the work the hot path needs done in advance: each pattern's eight
orientations (docs/tash-kalar.md, "Orientations"; rulings R25, R26) as offset lists,
duplicates dropped, and the board's neighbourhoods. The grammar is the digest's §5.1
(shared/rules/tash-kalar.md); a file that breaks it raises DataError naming the card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from core.gamedata import DataError, load_json

GAME = "tash_kalar"  # resources/tash_kalar/

RANKS = {"C": 1, "H": 2, "L": 3}
RANK_NAMES = {1: "common", 2: "heroic", 3: "legendary"}
RANK_FILTERS = ("C", "H", "L", "P", "N", "*")  # P: heroic or legendary, N: not legendary
OPS = (
    "place",
    "promote",
    "degrade",
    "destroy",
    "convert",
    "move",
    "leap",
    "gain_action",
    "draw_extra",
)
ATS = (
    "adj",
    "orth",
    "diag",
    "d2",
    "r2",
    "r3",
    "mark",
    "self",
    "other",
    "that",
    "any",
    "red",
    "green",
    "colored",
)
TOS = ("any", "d2", "r2", "r3", "by", "mark", "colored")
IFS = (
    "prev_hit",
    "prev_did",
    "prev_none",
    "summon_hit",
    "on_red",
    "on_green",
    "on_colored",
    "off_colored",
    "off_green",
)
STEP_KEYS = {
    "op",
    "n",
    "opt",
    "who",
    "rank",
    "at",
    "piece",
    "kind",
    "per",
    "line",
    "to",
    "as",
    "deck",
    "if",
}
ALL = -1  # n: "all"


# --- the arena ------------------------------------------------------------------------

FILES = "abcdefghi"


def square_name(sq: int) -> str:
    """ "e5" for the index f*9 + r (files a-i, ranks 1-9, both from 0)."""
    return f"{FILES[sq // 9]}{sq % 9 + 1}"


def square_index(name: str) -> int:
    """The index of a square name; ValueError for no square of the 9x9 grid."""
    if not isinstance(name, str) or len(name) != 2 or name[0] not in FILES:
        raise ValueError(f"no square {name!r}")
    if not name[1].isdigit() or not 1 <= int(name[1]) <= 9:
        raise ValueError(f"no square {name!r}")
    return FILES.index(name[0]) * 9 + int(name[1]) - 1


@dataclass(frozen=True)
class Arena:
    """The board: its 69 squares (indices f*9 + r) and everything named on it."""

    squares: tuple[int, ...]
    exists: tuple[bool, ...]  # by index 0..80
    names: tuple[str, ...]  # by index
    red: frozenset[int]
    green: frozenset[int]
    colored: frozenset[int]
    sides: dict[str, frozenset[int]]
    areas: dict[str, frozenset[int]]
    duel_marks: tuple[int, ...]
    melee_symbols: tuple[tuple[int, int], ...]
    adj: tuple[tuple[int, ...], ...]  # by index: the existing squares at distance 1
    orth: tuple[tuple[int, ...], ...]
    diag: tuple[tuple[int, ...], ...]
    tokens: int
    legendary: int
    colours: tuple[str, ...]
    end: dict[str, int]
    sideways: int


def distance(a: int, b: int) -> int:
    """Fewest single moves between two squares: max(|df|, |dr|) on this king-convex board."""
    return max(abs(a // 9 - b // 9), abs(a % 9 - b % 9))


def _squares(raw: Any, field: str, exists: tuple[bool, ...]) -> frozenset[int]:
    out = set()
    for name in raw:
        sq = square_index(name)
        if not exists[sq]:
            raise DataError(f"arena.json {field}: {name} is a missing corner square")
        out.add(sq)
    return frozenset(out)


@cache
def arena() -> Arena:
    """The arena of resources/tash_kalar/arena.json, checked (69 squares, known names)."""
    raw = _data("arena.json")
    missing = {square_index(n) for n in raw["missing"]}
    exists = tuple(i not in missing for i in range(81))
    if sum(exists) != 69:
        raise DataError(f"arena.json: the arena has {sum(exists)} squares, not 69")
    squares = tuple(i for i in range(81) if exists[i])

    def ring(sq: int, steps: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
        f, r = divmod(sq, 9)
        out = [(f + df) * 9 + r + dr for df, dr in steps if 0 <= f + df < 9 and 0 <= r + dr < 9]
        return tuple(sorted(s for s in out if exists[s]))

    o = ((1, 0), (-1, 0), (0, 1), (0, -1))
    d = ((1, 1), (1, -1), (-1, 1), (-1, -1))
    red, green = _squares(raw["red"], "red", exists), _squares(raw["green"], "green", exists)
    areas = {k: _squares(v, k, exists) for k, v in raw["areas"].items()}
    areas.update(red=red, green=green, colored=red | green)
    dm = raw["deathmatch"]
    return Arena(
        squares=squares,
        exists=exists,
        names=tuple(square_name(i) for i in range(81)),
        red=red,
        green=green,
        colored=red | green,
        sides={k: _squares(v, k, exists) for k, v in raw["sides"].items()},
        areas=areas,
        duel_marks=tuple(sorted(_squares(dm["duel_marks"], "duel_marks", exists))),
        melee_symbols=tuple(
            tuple(sorted(_squares(pair, "melee_symbols", exists)))  # type: ignore[misc]
            for pair in dm["melee_symbols"]
        ),
        adj=tuple(ring(i, o + d) if exists[i] else () for i in range(81)),
        orth=tuple(ring(i, o) if exists[i] else () for i in range(81)),
        diag=tuple(ring(i, d) if exists[i] else () for i in range(81)),
        tokens=int(raw["pieces"]["tokens"]),
        legendary=int(raw["pieces"]["legendary"]),
        colours=tuple(raw["colours"]),
        end=dict(raw["end"]),
        sideways=int(raw["team_sideways"]),
    )


# --- cards ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pick:
    """Which pieces a step acts on or moves: owner, rank filter, where."""

    who: str
    rank: str
    at: str


@dataclass(frozen=True)
class Step:
    """One step of an effect (digest §5.1): see the table there for every field."""

    op: str
    n: int  # ALL for "all"
    opt: bool
    pick: Pick | None  # destroy/promote/degrade/convert/place targets; move/leap's pieces
    travel: str  # move/leap: "self", "that" or "pick"
    kind: str  # normal | combat
    per: str  # one | each
    line: bool
    to: str
    as_rank: int  # convert: the rank put in (0: the same)
    deck: str
    cond: str  # "" or one of IFS


Orientation = tuple[int, tuple[tuple[int, int, int], ...], tuple[tuple[int, int], ...]]
"""(number 0-7, required cells (dx, dy, min rank), marked cells (dx, dy))."""


@dataclass(frozen=True)
class Card:
    """A being or legend: rank of its piece, pattern, effect; orientations precomputed."""

    id: str
    name: str
    rank: int
    pattern: str
    target_req: int  # 0, or the rank an own piece on the target must have (c/h)
    orientations: tuple[Orientation, ...]  # distinct images only (R26), lowest number kept
    fx: tuple[Step, ...]


@dataclass(frozen=True)
class Flare:
    """A flare: the upper (promoted pieces) and lower (all pieces) criteria and effects."""

    id: str
    up: int
    up_fx: tuple[Step, ...]
    low: int
    low_fx: tuple[Step, ...]


@dataclass(frozen=True)
class Task:
    """A High Form task: type symbol, advanced or not, points, condition (digest §5.7)."""

    id: str
    name: str
    type: str
    advanced: bool
    points: int
    cond: dict[str, Any]


def orient(dx: int, dy: int, o: int) -> tuple[int, int]:
    """Offset (dx, dy) under orientation o: 0-3 turn 0/90/180/270 degrees anticlockwise;
    4-7 mirror left to right first, then turn the same way (ruling R25)."""
    if o >= 4:
        dx = -dx
    for _ in range(o % 4):
        dx, dy = -dy, dx
    return dx, dy


def parse_pattern(
    card_id: str, pat: str
) -> tuple[list[tuple[int, int, int]], int, list[tuple[int, int]]]:
    """Required cells, target requirement and marks of a pattern, as offsets from the
    target with dy towards rank 9 (the top row is drawn towards rank 9: R25)."""
    rows = pat.split("/")
    if len({len(r) for r in rows}) != 1:
        raise DataError(f"{card_id}: pattern rows differ in length: {pat!r}")
    targets = [(c, r) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch in "@ch"]
    if len(targets) != 1:
        raise DataError(f"{card_id}: a pattern needs exactly one target: {pat!r}")
    tc, tr = targets[0]
    cells, marks = [], []
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            off = (c - tc, tr - r)
            if ch in "CH":
                cells.append((*off, RANKS[ch]))
            elif ch == "*":
                marks.append(off)
            elif ch not in ".@ch":
                raise DataError(f"{card_id}: unknown pattern cell {ch!r}")
    if not cells:
        raise DataError(f"{card_id}: a pattern needs pieces")
    return cells, {"@": 0, "c": 1, "h": 2}[rows[tr][tc]], marks


def orientations(
    cells: list[tuple[int, int, int]], marks: list[tuple[int, int]]
) -> tuple[Orientation, ...]:
    """The eight images of a pattern, each kept once (R26: the lowest number)."""
    out: list[Orientation] = []
    seen = set()
    for o in range(8):
        oc = tuple(sorted((*orient(dx, dy, o), req) for dx, dy, req in cells))
        om = tuple(sorted(orient(dx, dy, o) for dx, dy in marks))
        if (oc, om) not in seen:
            seen.add((oc, om))
            # the anchor (first cell) is the one with the highest requirement: fewer hits
            ordered = tuple(sorted(oc, key=lambda c: -c[2]))
            out.append((o, ordered, om))
    return tuple(out)


def parse_step(where: str, raw: Any) -> Step:
    """One effect step, validated against the digest's grammar."""
    if not isinstance(raw, dict) or raw.get("op") not in OPS or set(raw) - STEP_KEYS:
        raise DataError(f"{where}: bad step {raw!r}")
    n = raw.get("n", 1)
    if n != "all" and (type(n) is not int or n < 1):
        raise DataError(f"{where}: bad n in {raw!r}")
    piece = raw.get("piece")
    pick, travel = None, ""
    if raw["op"] in ("move", "leap"):
        if piece in ("self", "that"):
            travel = piece
        elif isinstance(piece, dict):
            pick, travel = _pick(where, piece), "pick"
        else:
            raise DataError(f"{where}: a {raw['op']} needs a piece: {raw!r}")
        if raw.get("kind") not in ("normal", "combat") or raw.get("per") not in ("one", "each"):
            raise DataError(f"{where}: a {raw['op']} needs kind and per: {raw!r}")
        if raw["op"] == "leap" and raw.get("to") not in TOS:
            raise DataError(f"{where}: a leap needs a destination: {raw!r}")
    elif raw["op"] not in ("gain_action", "draw_extra"):
        pick = _pick(where, raw)
    if raw["op"] == "draw_extra" and raw.get("deck") not in ("being", "legend", "flare"):
        raise DataError(f"{where}: draw_extra needs a deck: {raw!r}")
    if raw.get("if", "") not in ("", *IFS):
        raise DataError(f"{where}: unknown condition in {raw!r}")
    return Step(
        op=raw["op"],
        n=ALL if n == "all" else n,
        opt=bool(raw.get("opt", False)),
        pick=pick,
        travel=travel,
        kind=raw.get("kind", ""),
        per=raw.get("per", ""),
        line=bool(raw.get("line", False)),
        to=raw.get("to", ""),
        as_rank=RANKS[raw["as"]] if "as" in raw else 0,
        deck=raw.get("deck", ""),
        cond=raw.get("if", ""),
    )


def _pick(where: str, raw: dict[str, Any]) -> Pick:
    who, rank, at = raw.get("who"), raw.get("rank"), raw.get("at")
    if who not in ("own", "enemy", "any") or rank not in RANK_FILTERS or at not in ATS:
        raise DataError(f"{where}: bad who/rank/at in {raw!r}")
    return Pick(who, rank, at)


def parse_card(raw: Any) -> Card:
    """A being or legend card from its JSON, checked."""
    if not isinstance(raw, dict) or {"id", "name", "rank", "pat", "fx"} - set(raw):
        raise DataError(f"bad card {raw!r}")
    if raw["rank"] not in RANKS:
        raise DataError(f"{raw['id']}: bad rank {raw['rank']!r}")
    cells, target_req, marks = parse_pattern(raw["id"], raw["pat"])
    fx = tuple(parse_step(raw["id"], s) for s in raw["fx"])
    return Card(
        raw["id"],
        raw["name"],
        RANKS[raw["rank"]],
        raw["pat"],
        target_req,
        orientations(cells, marks),
        fx,
    )


@dataclass(frozen=True)
class Cards:
    """Every card: beings by instance id (<colour>-<id>), legends, flares, tasks."""

    beings: dict[str, Card]  # "blue-WL07" -> card
    decks: dict[str, tuple[str, ...]]  # colour -> its 18 instance ids, sorted
    legends: dict[str, Card]
    flares: dict[str, Flare]
    tasks: dict[str, Task]

    def card(self, card_id: str) -> Card:
        """A being (instance id) or a legend."""
        return self.beings.get(card_id) or self.legends[card_id]


@cache
def cards() -> Cards:
    """All card data, validated (deck sizes, 5/13 split, distinct ids, task types)."""
    raw = _data("beings.json")["decks"]
    beings: dict[str, Card] = {}
    decks: dict[str, tuple[str, ...]] = {}
    for key, deck in raw.items():
        parsed = [parse_card(c) for c in deck["cards"]]
        ranks = sorted(c.rank for c in parsed)
        if len(parsed) != 18 or ranks.count(1) != 5 or ranks.count(2) != 13:
            raise DataError(f"deck {key} needs 18 beings, 5 common and 13 heroic")
        for colour in deck["colours"]:
            ids = [f"{colour}-{c.id}" for c in parsed]
            beings.update(zip(ids, parsed, strict=True))
            decks[colour] = tuple(sorted(ids))
    if sorted(decks) != sorted(arena().colours):
        raise DataError(f"being decks for {sorted(decks)}, colours {arena().colours}")
    legends = {c.id: c for c in map(parse_card, _data("legends.json"))}
    if len(legends) != 12 or any(c.rank != 3 for c in legends.values()):
        raise DataError("the legend deck needs 12 legendary cards")
    flares = {f.id: f for f in map(_flare, _data("flares.json"))}
    tasks = {t.id: t for t in map(_task, _data("tasks.json"))}
    if len(flares) != 12 or len(tasks) != 24:
        raise DataError("12 flares and 24 tasks expected")
    return Cards(beings, decks, legends, flares, tasks)


def _flare(raw: Any) -> Flare:
    try:
        up, low = raw["up"], raw["low"]
        steps = (tuple(parse_step(raw["id"], s) for s in part["fx"]) for part in (up, low))
        return Flare(raw["id"], int(up["n"]), next(steps), int(low["n"]), next(steps))
    except (KeyError, TypeError) as exc:
        raise DataError(f"bad flare {raw!r}: {exc}") from None


TASK_KINDS = ("kill", "call", "hold", "line", "span", "trap", "clear", "all")
TASK_TYPES = ("ruin", "hue", "call", "form", "siege")


def _task(raw: Any) -> Task:
    if not isinstance(raw, dict) or raw.get("type") not in TASK_TYPES:
        raise DataError(f"bad task {raw!r}")
    _check_cond(raw["id"], raw["cond"])
    return Task(raw["id"], raw["name"], raw["type"], bool(raw["adv"]), int(raw["pts"]), raw["cond"])


def _check_cond(task_id: str, cond: Any) -> None:
    if not isinstance(cond, dict) or cond.get("k") not in TASK_KINDS:
        raise DataError(f"{task_id}: bad condition {cond!r}")
    if cond["k"] == "all":
        for sub in cond["of"]:
            _check_cond(task_id, sub)
    area = cond.get("area")
    if area is not None and area not in (*arena().areas, "any", "near_colored"):
        raise DataError(f"{task_id}: unknown area {area!r}")


def _data(name: str) -> Any:
    """resources/tash_kalar/<name>, parsed (core.gamedata)."""
    return load_json(GAME, name)
