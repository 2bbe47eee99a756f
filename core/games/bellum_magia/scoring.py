"""Scoring (digest section 5, R19): the shown values of each seat's chests; ties go to more
chests, then stay shared."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from core.games.bellum_magia.chests import value
from core.games.bellum_magia.data import KINDS
from core.games.bellum_magia.state import State


def totals(s: State) -> tuple[int, ...]:
    """Per seat, the sum of its chests' shown values (0 for a chest not shown yet)."""
    return tuple(sum(value(s, h) for h in held) for held in s.chests)


def returns(s: State) -> tuple[int, ...]:
    """Final coins per seat."""
    return totals(s)


def _key(s: State, points: tuple[int, ...], seat: int) -> tuple[int, int]:
    return (points[seat], len(s.chests[seat]))


def ranking(s: State) -> tuple[int, ...]:
    """Seats by coins, then more chests, then seat order (still tied: a shared place)."""
    points = totals(s)
    return tuple(sorted(range(s.players), key=lambda p: (-points[p], -len(s.chests[p]), p)))


def end_block(s: State) -> dict[str, Any]:
    """The END block (core.api.END)."""
    points, order = totals(s), ranking(s)
    top = _key(s, points, order[0])
    separated: list[str | None] = []
    for a, b in pairwise(order):
        if points[a] != points[b]:
            separated.append("by.coins")
        elif len(s.chests[a]) != len(s.chests[b]):
            separated.append("by.chests")
        else:
            separated.append(None)
    parts = [
        {
            "label": f"end.{kind}",
            "values": [sum(value(s, h) for h in held if h[0] == kind) for held in s.chests],
        }
        for kind in KINDS
    ]
    counts = [{"id": "end.chest_count", "params": {"n": len(held)}} for held in s.chests]
    return {
        "totals": list(points),
        "parts": parts,
        "notes": {"label": "end.chests", "values": counts},
        "ranking": list(order),
        "winners": [p for p in order if _key(s, points, p) == top],
        "separated_by": separated,
    }
