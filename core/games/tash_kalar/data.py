"""Tash-Kalar's data, loaded from resources/tash_kalar/ and validated: arena, cards, tasks.

Everything the rules read about cards and the board is here, parsed once into immutable
objects with the work the hot path needs done in advance: each pattern's eight
orientations (docs/tash-kalar.md, "Orientations"; rulings R25, R26) as offset lists,
duplicates dropped, and the board's neighbourhoods. The arena is geometry.py, the grammar
of patterns and effect steps (the digest's §5.1, shared/rules/tash-kalar.md) grammar.py;
both are re-exported here, so `data.arena`, `data.square_index`, `data.Step`, ... stay
where they were. A file that breaks the grammar raises DataError naming the card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from core.gamedata import DataError, load_json
from core.games.tash_kalar.geometry import (
    FILES,
    GAME,
    Arena,
    arena,
    distance,
    square_index,
    square_name,
)
from core.games.tash_kalar.grammar import (
    ALL,
    ATS,
    IFS,
    OPS,
    RANK_FILTERS,
    RANK_NAMES,
    RANKS,
    STEP_KEYS,
    TOS,
    Orientation,
    Pick,
    Step,
    orient,
    orientations,
    parse_pattern,
    parse_step,
)

__all__ = [
    "ALL",
    "ATS",
    "FILES",
    "GAME",
    "IFS",
    "OPS",
    "RANKS",
    "RANK_FILTERS",
    "RANK_NAMES",
    "STEP_KEYS",
    "TASK_KINDS",
    "TASK_TYPES",
    "TOS",
    "Arena",
    "Card",
    "Cards",
    "DataError",
    "Flare",
    "Orientation",
    "Pick",
    "Step",
    "Task",
    "arena",
    "cards",
    "distance",
    "orient",
    "orientations",
    "parse_card",
    "parse_pattern",
    "parse_step",
    "square_index",
    "square_name",
]


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
