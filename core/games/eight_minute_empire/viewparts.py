"""Observation pieces both editions share: their states hold these fields alike."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.games.eight_minute_empire.state import NOBODY, Phase


def per_region(
    state: Any, ids: Sequence[str], rows: tuple[tuple[int, ...], ...]
) -> dict[str, dict[Any, int]]:
    """{region id: {owner: count}} for the regions where `rows` count anything."""
    neutral = state.config.players  # the last owner column is the neutral colour
    out: dict[str, dict[Any, int]] = {}
    for region, counts in enumerate(rows):
        present = {("neutral" if o == neutral else o): k for o, k in enumerate(counts) if k}
        if present:
            out[ids[region]] = present
    return out


def bid_view(state: Any, player: int | None) -> dict[str, Any]:
    """The opening bid as `player` may see it: others' bids only once all are revealed."""
    revealed = state.phase is not Phase.BID and min(state.bids, default=0) >= 0
    view: dict[str, Any] = {
        "waiting": [seat for seat, b in enumerate(state.bids) if b < 0],
        "bids": list(state.bids) if revealed else None,
        "winner": None if state.bid_winner == NOBODY else state.bid_winner,
        "tied": list(state.tied),
    }
    if player is not None and 0 <= player < len(state.bids) and state.bids[player] >= 0:
        view["mine"] = state.bids[player]
    return view


def pending_view(state: Any) -> dict[str, Any] | None:
    """The card being carried out: its halves to choose from, terms and points left."""
    if state.phase is not Phase.ACTION:
        return None
    return {
        "card": state.card,
        "options": [" + ".join(f"{k} {p}" for k, p in opt) for opt in state.options],
        "terms": [[kind, points] for kind, points in state.terms],
        "kind": state.terms[0][0] if state.terms else "choose",
        "points": state.points,
    }


def seat_name(seat: Any, names: Sequence[str] | None) -> str:
    """A seat (or "neutral") as a log sentence names it."""
    if seat == "neutral":
        return "the neutral colour"
    if names and isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"Player {seat + 1}" if isinstance(seat, int) else str(seat)
