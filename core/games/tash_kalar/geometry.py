"""Tash-Kalar's arena, loaded from resources/tash_kalar/arena.json and validated.

Squares are indices f*9 + r (files a-i, ranks 1-9, both from 0) named "a1".."i9"; the 12
corner squares do not exist (69 squares; digest §2). The neighbourhoods the effects and
tasks read (adjacent, orthogonal, diagonal) are computed once here. Re-exported by data.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from core.gamedata import DataError, load_json

GAME = "tash_kalar"  # resources/tash_kalar/

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
    raw = load_json(GAME, "arena.json")
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
