"""Final scores, the ranking with every tie-break, and the END block.

Seed, "La fine del gioco"; digest §3.10; R30. High Form: completed tasks + own legendary
pieces on the board; Duel: the track; Melee: the lowest colour, ties broken by the
second-lowest colour, then (4 players) the remaining one. Then, in every form, promoted
pieces on the board, then all pieces on the board; still tied: a shared place. A side
that concedes (two-sided games, R21) loses: returns 1 for the other side, 0 for it.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from core.games.tash_kalar import flow
from core.games.tash_kalar.data import cards
from core.games.tash_kalar.state import State, owner, rank, side_of, sides


def colour_scores(s: State, seat: int) -> dict[int, int]:
    """Melee: a seat's points in each enemy colour, by side."""
    return {v: s.colour_score[seat][v] for v in range(sides(s)) if v != side_of(s, seat)}


def seat_points(s: State, seat: int) -> int:
    """A seat's score now: its side's points, or in the melee its lowest colour."""
    if s.melee:
        return min(colour_scores(s, seat).values())
    return flow.points(s, side_of(s, seat))


def _pieces(s: State, side: int) -> tuple[int, int]:
    mine = [rank(p) for p in s.board if p and owner(p) == side]
    return sum(r >= 2 for r in mine), len(mine)


def key(s: State, seat: int) -> tuple[int, ...]:
    """What ranks a seat, best highest, compared item by item."""
    side = side_of(s, seat)
    if s.conceded >= 0:
        return (int(side != s.conceded),)
    head = tuple(sorted(colour_scores(s, seat).values())) if s.melee else (seat_points(s, seat),)
    return (*head, *_pieces(s, side))


def returns(s: State) -> tuple[int, ...]:
    """Final points per seat (the concession's 1/0 when a side conceded)."""
    if s.conceded >= 0:
        return tuple(int(side_of(s, p) != s.conceded) for p in range(s.players))
    return tuple(seat_points(s, p) for p in range(s.players))


def ranking(s: State) -> tuple[int, ...]:
    """Seats from the winner down; tied seats (team-mates too) in seat order."""
    return tuple(sorted(range(s.players), key=lambda p: (tuple(-x for x in key(s, p)), p)))


def _separation(s: State, a: int, b: int) -> str | None:
    ka, kb = key(s, a), key(s, b)
    if ka == kb:
        return None
    i = next(i for i, (x, y) in enumerate(zip(ka, kb, strict=True)) if x != y)
    if s.conceded >= 0:
        return "by.concession"
    heads = len(ka) - 2
    if i < heads:
        return ("by.points", "by.second_colour", "by.third_colour")[i]
    return ("by.promoted", "by.pieces")[i - heads]


def end_block(s: State) -> dict[str, Any]:
    """The END block (core.api.END) of a finished game."""
    totals = list(returns(s))
    order = ranking(s)
    if s.conceded >= 0:
        parts = [{"label": "end.conceded", "values": totals}]
    elif s.form == "high_form":
        tasks = [
            sum(cards().tasks[t].points for t in s.completed[side_of(s, p)])
            for p in range(s.players)
        ]
        parts = [
            {"label": "end.tasks", "values": tasks},
            {
                "label": "end.legendary",
                "values": [t - k for t, k in zip(totals, tasks, strict=True)],
            },
        ]
    elif s.melee:
        parts = [{"label": "end.lowest_colour", "values": totals}]
    else:
        parts = [{"label": "end.points", "values": totals}]
    block: dict[str, Any] = {
        "totals": totals,
        "parts": parts,
        "ranking": list(order),
        "winners": [p for p in order if key(s, p) == key(s, order[0])],
        "separated_by": [_separation(s, a, b) for a, b in pairwise(order)],
    }
    if s.melee:
        block["notes"] = {
            "label": "end.colours",
            "values": [
                {
                    "id": "end.colour_scores",
                    "params": {
                        "scores": [
                            {"id": "end.colour_score", "params": {"colour": s.colours[v], "n": n}}
                            for v, n in sorted(colour_scores(s, p).items())
                        ]
                    },
                }
                for p in range(s.players)
            ],
        }
    return block
