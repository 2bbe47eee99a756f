"""Observation pieces both editions share: their states hold these fields alike (the
table's keys, a seat's supply, the bid, the card being carried out); the log messages and
the end-of-game block they share."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from core.api import Action, Message
from core.games.eight_minute_empire.state import NOBODY, Phase


def table_view(
    state: Any,
    player: int | None,
    *,
    config: dict[str, Any],
    current: int,
    costs: Sequence[int],
    ids: Sequence[str],
    players: list[dict[str, Any]],
    provisional: list[int],
) -> dict[str, Any]:
    """The observation's keys both editions have, for `player` (None: the public view);
    each edition adds its own and, at the end, the END block."""
    return {
        "game": "eight_minute_empire",
        "config": config,
        "phase": state.phase.value,
        "game_number": state.game,
        "turn": sum(len(p.cards) for p in state.players),
        "current": current,
        "first": None if state.first == NOBODY else state.first,
        "row": list(state.row),
        "costs": list(costs[: len(state.row)]),
        "deck_left": len(state.deck),
        "players": players,
        "armies": per_region(state, ids, state.armies),
        "cities": per_region(state, ids, state.cities),
        "neutral_left": state.neutral_left,
        "bid": bid_view(state, player),
        "pending": pending_view(state),
        "totals": list(state.totals),
        "provisional": provisional,
    }


def seat_view(player: Any) -> dict[str, Any]:
    """A seat's keys both editions have: its coins, cards in order taken and supply."""
    return {
        "coins": player.coins,
        "cards": list(player.cards),
        "armies_left": player.armies_left,
        "cities_left": player.cities_left,
    }


def per_region(
    state: Any, ids: Sequence[str], rows: tuple[tuple[int, ...], ...]
) -> dict[str, dict[Any, int]]:
    """{region id: {owner: count}} for the regions where `rows` count anything."""
    owners = (*range(state.config.players), "neutral")  # the last column: the neutral colour
    return {
        ids[region]: {owners[o]: k for o, k in enumerate(counts) if k}
        for region, counts in enumerate(rows)
        if any(counts)
    }


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
        "options": [option_text(opt) for opt in state.options],
        "terms": [[kind, points] for kind, points in state.terms],
        "kind": state.terms[0][0] if state.terms else "choose",
        "points": state.points,
    }


def option_text(terms: Sequence[tuple[str, int]]) -> str:
    """One half of a card's action as the data writes it: "place 3 + destroy 1"."""
    return " + ".join(f"{kind} {points}" for kind, points in terms)


def shared_message(state: Any, action: Action) -> Message:
    """The log message of an action both editions have (templates: the view package's
    messages.TEMPLATES); "action" for one the log has no sentence for."""
    kind, args = action[0], action[1:]
    who = {"seat": state.current}
    if kind == "destroy" and args[1] == "neutral":
        return Message("destroy_neutral", who | {"region": args[0]})
    messages: dict[str, Callable[[], dict[str, Any]]] = {
        "neutral": lambda: who | {"region": args[0]},
        "bid": lambda: {"seat": args[0], "n": args[1]},
        "tiebreak": lambda: {"seat": args[0]},
        "first": lambda: who | {"first_seat": args[0]},
        "choose": lambda: who | {"option": option_text(state.options[args[0]])},
        "done": lambda: who,
        "place": lambda: who | {"region": args[0]},
        "move": lambda: who | {"region": args[0], "to_region": args[1]},
        "city": lambda: who | {"region": args[0]},
        "destroy": lambda: who | {"region": args[0], "owner_seat": args[1]},
    }
    if kind in messages:
        return Message(kind, messages[kind]())
    return Message("action", who | {"action": repr(action)})


# What separated two places (the editions' TIEBREAKS) -> its message id.
SEPARATIONS = {
    "victory points": "tiebreak.victory_points",
    "spell book": "tiebreak.spell_book",
    "coins": "tiebreak.coins",
    "armies on the board": "tiebreak.armies",
    "regions controlled": "tiebreak.regions",
}


def end_block(
    state: Any,
    parts: Sequence[tuple[str, Sequence[int]]],
    notes: tuple[str, Sequence[dict[str, Any]]],
    order: Sequence[Any],
) -> dict[str, Any]:
    """The END block (core.api.END) of a finished game: `parts` (label id, per seat) add up
    to the last game's points; `order` is (ranking, winners, separations)."""
    ranking, winners, separations = order
    game_points = [sum(values[s] for _, values in parts) for s in range(state.config.players)]
    block: dict[str, Any] = {
        "totals": list(state.totals),
        "parts": [{"label": label, "values": list(values)} for label, values in parts],
        "notes": {"label": notes[0], "values": list(notes[1])},
        "ranking": list(ranking),
        "winners": list(winners),
        "separated_by": [None if by is None else SEPARATIONS[by] for by in separations],
    }
    if "long_game" in state.config.variants:
        carried = [t - p for t, p in zip(state.totals, game_points)]
        block["carried"] = {"label": "end.long_game", "values": carried}
    return block


def note(id_: str, **params: Any) -> dict[str, Any]:
    """A message as the END block's notes carry it (plain data)."""
    return {"id": id_, "params": params}
