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

from functools import lru_cache
from itertools import pairwise
from typing import Any

from core.api import END, Handle
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.state import State

MEDALS = ("medal.bronze", "medal.silver", "medal.gold")


def _counted(grand: tuple[tuple[Handle, str], ...], soldiers: int, per: str) -> int:
    if per == "S":
        return soldiers
    cards = data().cards
    return sum(cards[c].kind == per for _, c in grand)


# A seat's points follow from its Grand Duchy and its soldiers alone, which change now and
# then; every observation scores them (the search bot observes every step it plays through,
# issue 30), so they are kept, bounded (keys come from play).
@lru_cache(maxsize=4096)
def _card_points(grand: tuple[tuple[Handle, str], ...], soldiers: int) -> int:
    cards = data().cards
    return sum(
        cards[c].vp * (_counted(grand, soldiers, cards[c].vp_per) if cards[c].vp_per else 1)
        for _, c in grand
    )


@lru_cache(maxsize=4096)
def _duchy_points(
    duchy: str, side_id: str, grand: tuple[tuple[Handle, str], ...], soldiers: int
) -> int:
    side = data().duchies[duchy].sides[side_id]
    return side.vp * (_counted(grand, soldiers, side.vp_per) if side.vp_per else 1)


def card_points(s: State, p: int) -> int:
    seat = s.seats[p]
    return _card_points(seat.grand, seat.soldiers)


def duchy_points(s: State, p: int) -> int:
    seat = s.seats[p]
    return _duchy_points(seat.duchy, s.side, seat.grand, seat.soldiers)


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


def _scored(s: State) -> tuple[Any, ...]:
    """Everything `parts` reads of a state (the modules' parts read their `mod`, the seats'
    supply and Grand Duchy): equal keys, equal totals. A module whose parts read more of
    the state adds it here (tests/core/test_wk_scoring.py checks every step of seeded
    playouts of every example config against the parts summed afresh)."""
    seats = tuple((x.grand, x.soldiers, x.calamities, x.duchy, x.krystallium) for x in s.seats)
    return (s.mod, s.side, s.module, s.threat, s.players, seats)


# The last totals and their key: every observation scores its state, and the search bot
# observes every step of Planning and Production, where a card completes only now and then
# (issue 30). The key's tuples are the state's own, so comparing them is mostly identity.
_last_totals: list[tuple[tuple[Any, ...], tuple[int, ...]]] = [((), ())]


def totals(s: State) -> tuple[int, ...]:
    if not s.seats:
        return (0,) * s.players
    key = _scored(s)
    last = _last_totals[0]
    if last[0] == key:
        return last[1]
    out = tuple(sum(values[p] for _, values in parts(s)) for p in range(s.players))
    _last_totals[0] = (key, out)
    return out


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
