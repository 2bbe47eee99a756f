"""The card grammar of the digest's §5.1: patterns, their orientations, effect steps.

A pattern is rows of cells ("C"/"H" a required piece of at least that rank, "@"/"c"/"h"
the target, "*" a mark) with the top row towards rank 9 (R25); its eight orientations are
computed once, duplicates dropped (R26). An effect step is checked against the grammar
and parsed into a `Step`; a step that breaks it raises DataError naming the card.
Re-exported by data.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.gamedata import DataError

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
