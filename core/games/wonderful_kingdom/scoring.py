"""Scoring, tie-breaks and the END block (digest 2.5, 2.6; R12, R25, R47; checklist 25-26).

Each card in a Grand Duchy scores its VP: flat, per card of a type there (the card itself
counts) or per soldier token in supply; the duchy side's own VP (side B); minus each
Calamity still there; plus the module's parts. Cards under construction, cubes,
Krystallium and soldiers score nothing unless a card says so. Ties: more constructed cards
in the Grand Duchy (development cards and Advisors, never Calamities or Threats: R12, R25),
then more soldier tokens in supply, then a shared place. Solo: the score, and the module's
medal when it has medals (R47).
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from core.api import END
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.state import Seat, State

MEDALS = ("medal.bronze", "medal.silver", "medal.gold")


def _per(seat: Seat, per: str) -> int:
    if per == "S":
        return seat.soldiers
    cards = data().cards
    return sum(cards[c].kind == per for _, c in seat.grand)


def card_points(s: State, p: int) -> int:
    seat = s.seats[p]
    cards = data().cards
    return sum(
        cards[c].vp * (_per(seat, cards[c].vp_per) if cards[c].vp_per else 1) for _, c in seat.grand
    )


def duchy_points(s: State, p: int) -> int:
    seat = s.seats[p]
    side = data().duchies[seat.duchy].sides[s.side]
    return side.vp * (_per(seat, side.vp_per) if side.vp_per else 1)


def parts(s: State) -> list[tuple[str, list[int]]]:
    """Every scoring part, labelled, per seat (before the game ends: the score so far)."""
    if not s.seats:
        return []
    seats = range(s.players)
    penalty = data().calamity_penalty
    out = [
        ("end.cards", [card_points(s, p) for p in seats]),
        ("end.duchy", [duchy_points(s, p) for p in seats]),
        ("end.calamities", [penalty * len(s.seats[p].calamities) for p in seats]),
    ]
    return out + MODULES[s.module].score_parts(s)


def totals(s: State) -> tuple[int, ...]:
    if not s.seats:
        return (0,) * s.players
    return tuple(sum(values[p] for _, values in parts(s)) for p in range(s.players))


def _key(s: State, p: int, total: int) -> tuple[int, int, int]:
    seat = s.seats[p]
    return total, len(seat.grand), seat.soldiers


def ranking(s: State) -> tuple[int, ...]:
    """Seats from the winner down: points, constructed cards, soldiers (checklist 26)."""
    t = totals(s)
    return tuple(sorted(range(s.players), key=lambda p: (*(-x for x in _key(s, p, t[p])), p)))


def end_block(s: State) -> dict[str, Any]:
    t = totals(s)
    order = ranking(s)
    keys = {p: _key(s, p, t[p]) for p in order}
    separated: list[str | None] = []
    for a, b in pairwise(order):
        ka, kb = keys[a], keys[b]
        reason = next(
            (r for r, x, y in zip(("by.points", "by.cards", "by.soldiers"), ka, kb) if x != y), None
        )
        separated.append(reason)
    block: dict[str, Any] = {
        "totals": list(t),
        "parts": [{"label": label, "values": values} for label, values in parts(s)],
        "ranking": list(order),
        "winners": [p for p in order if keys[p] == keys[order[0]]],
        "separated_by": separated,
    }
    medals = MODULES[s.module].medals({"players": s.players, "threat": s.threat})
    if s.players == 1 and medals is not None:
        won = sum(t[0] >= m for m in medals)
        medal = MEDALS[won - 1] if won else "medal.none"
        block["notes"] = {"label": "end.medal", "values": [{"id": medal, "params": {}}]}
    return block


def end(s: State) -> dict[str, Any]:
    """The END block (core.api.END) of a finished game."""
    return {END: end_block(s)}
