"""High Form tasks: their conditions (digest §5.7, ruling R29) and the task row's rules.

A condition is checked when the task is claimed, at the end of the turn (seed, "Alla fine
del turno, potete completare esattamente 1 dei compiti attuali").
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from core.games.tash_kalar.data import arena, cards
from core.games.tash_kalar.state import State, active, owner, rank, side_of

LINES = ((1, 0), (0, 1), (1, 1), (1, -1))  # file, rank and both diagonals


class Facts(NamedTuple):
    """All a condition reads of a state: the board, this turn's tally and summons."""

    board: tuple[int, ...]
    tally: tuple[tuple[int, int], ...]
    calls: tuple[tuple[int, int], ...]


Position = State | Facts  # holds reads only these three fields


def holds(s: Position, side: int, cond: dict[str, Any]) -> bool:
    """Whether `side` meets condition `cond` now."""
    k = cond["k"]
    if k == "all":
        return all(holds(s, side, c) for c in cond["of"])
    if k == "kill":
        return _kill(s, side, cond)
    if k == "call":
        return _call(s, cond)
    if k == "hold":
        ranks = [
            rank(s.board[sq])
            for sq in arena().areas[cond["area"]]
            if s.board[sq] and owner(s.board[sq]) == side
        ]
        return _enough(ranks, cond)
    if k == "clear":
        return not any(
            s.board[sq] and owner(s.board[sq]) != side for sq in arena().areas[cond["area"]]
        )
    if k == "line":
        return _line(s, side, cond["len"])
    if k == "span":
        return _span(s, side)
    return _trap(s, side, cond)


def _enough(ranks: list[int], cond: dict[str, Any]) -> bool:
    return bool(
        len(ranks) >= cond.get("n", 0)
        and sum(r >= 2 for r in ranks) >= cond.get("p", 0)
        and sum(r == 3 for r in ranks) >= cond.get("l", 0)
    )


def _kill(s: Position, side: int, cond: dict[str, Any]) -> bool:
    """This turn's destroyed enemy pieces (converted ones included; digest §4.2)."""
    return _enough([r for victim, r in s.tally if victim != side], cond)


def _call(s: Position, cond: dict[str, Any]) -> bool:
    """This turn's summons whose piece arrived on the area (R29: the arrival square)."""
    a = arena()
    area = cond["area"]

    def on(sq: int) -> bool:
        if area == "any":
            return True
        if area == "near_colored":
            return sq in a.colored or any(x in a.colored for x in a.adj[sq])
        return sq in a.areas[area]

    hits = [r for sq, r in s.calls if on(sq)]
    return len(hits) >= cond["n"] and (not cond.get("legend") or 3 in hits)


def _line(s: Position, side: int, length: int) -> bool:
    """`length` own pieces in a row on one file, rank or diagonal (R29: at least)."""
    mine = sum(1 << sq for sq, p in enumerate(s.board) if p and owner(p) == side)
    for delta, valid in _LINE_STEPS:
        run = mine  # squares starting a run of k own pieces in this direction, k = 1..
        for _ in range(length - 1):
            run = mine & valid & (run >> delta)
            if not run:
                break
        if run:
            return True
    return False


def _line_steps() -> tuple[tuple[int, int], ...]:
    """Per direction of LINES: its square delta and the mask of the squares whose next
    square that way is on the 9x9 grid (a shift must not wrap around an edge)."""
    out = []
    for df, dr in LINES:
        valid = sum(
            1 << (f * 9 + r) for f in range(9) for r in range(9)
            if 0 <= f + df < 9 and 0 <= r + dr < 9
        )  # fmt: skip
        out.append((df * 9 + dr, valid))
    return tuple(out)


_LINE_STEPS = _line_steps()


def _span(s: Position, side: int) -> bool:
    """One 8-connected group of own pieces touches south and north, or west and east."""
    a = arena()
    mine = {sq for sq, p in enumerate(s.board) if p and owner(p) == side}
    seen: set[int] = set()
    for start in mine:
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for nb in a.adj[todo.pop()]:
                if nb in mine and nb not in group:
                    group.add(nb)
                    todo.append(nb)
        seen |= group
        touches = {name for name, squares in a.sides.items() if group & squares}
        if {"south", "north"} <= touches or {"west", "east"} <= touches:
            return True
    return False


def _trap(s: Position, side: int, cond: dict[str, Any]) -> bool:
    """Enemy pieces of the rank, each with enough own pieces adjacent (and, `full`, every
    adjacent square occupied)."""
    a = arena()
    want = cond["rank"]
    count = 0
    for sq, p in enumerate(s.board):
        if not p or owner(p) == side:
            continue
        if want == "P" and rank(p) < 2:
            continue
        around = a.adj[sq]
        own = sum(1 for x in around if s.board[x] and owner(s.board[x]) == side)
        if own >= cond["adj"] and (not cond["full"] or all(s.board[x] for x in around)):
            count += 1
    return count >= int(cond["n"])


def claimable(s: State) -> list[str]:
    """The current tasks the active seat's side meets now."""
    return list(_claimable(Facts(s.board, s.tally, s.calls), s.tasks, side_of(s, active(s))))


@lru_cache(maxsize=256)
def _claimable(facts: Facts, tasks: tuple[str, ...], side: int) -> tuple[str, ...]:
    """Cached: the end of a turn asks it up to three times for one position (settle, the
    seat's choices, the check of its choice)."""
    return tuple(t for t in tasks if holds(facts, side, cards().tasks[t].cond))


def three_of_four(types: list[str]) -> bool:
    """Whether 3 of the face-up tasks share a type (seed: "Se 3 dei 4 compiti")."""
    return any(types.count(t) >= 3 for t in set(types))
