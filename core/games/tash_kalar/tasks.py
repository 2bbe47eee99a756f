"""High Form tasks: their conditions (digest §5.7, ruling R29) and the task row's rules.

A condition is checked when the task is claimed, at the end of the turn (seed, "Alla fine
del turno, potete completare esattamente 1 dei compiti attuali").
"""

from __future__ import annotations

from typing import Any

from core.games.tash_kalar.data import arena, cards
from core.games.tash_kalar.state import State, active, owner, rank, side_of

LINES = ((1, 0), (0, 1), (1, 1), (1, -1))  # file, rank and both diagonals


def holds(s: State, side: int, cond: dict[str, Any]) -> bool:
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


def _kill(s: State, side: int, cond: dict[str, Any]) -> bool:
    """This turn's destroyed enemy pieces (converted ones included; digest §4.2)."""
    return _enough([r for victim, r in s.tally if victim != side], cond)


def _call(s: State, cond: dict[str, Any]) -> bool:
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


def _line(s: State, side: int, length: int) -> bool:
    """`length` own pieces in a row on one file, rank or diagonal (R29: at least)."""
    mine = {sq for sq, p in enumerate(s.board) if p and owner(p) == side}
    for sq in mine:
        f, r = divmod(sq, 9)
        for df, dr in LINES:
            if all(
                0 <= f + i * df < 9
                and 0 <= r + i * dr < 9
                and (f + i * df) * 9 + r + i * dr in mine
                for i in range(length)
            ):
                return True
    return False


def _span(s: State, side: int) -> bool:
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


def _trap(s: State, side: int, cond: dict[str, Any]) -> bool:
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
    side = side_of(s, active(s))
    return [t for t in s.tasks if holds(s, side, cards().tasks[t].cond)]


def three_of_four(types: list[str]) -> bool:
    """Whether 3 of the face-up tasks share a type (seed: "Se 3 dei 4 compiti")."""
    return any(types.count(t) >= 3 for t in set(types))
