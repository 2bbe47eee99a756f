"""What players see: observation(state, player) and log sentences for actions.

The only hidden data of the classic edition are the secret opening bids: until every seat
has bid, a seat sees its own bid and who has bid, never another seat's amount.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from core.api import Action
from core.games.eight_minute_empire import rules
from core.games.eight_minute_empire.data import classic_board, classic_rules
from core.games.eight_minute_empire.scoring import deciding_tiebreak, scores, separations, winners
from core.games.eight_minute_empire.state import NOBODY, Phase, State, config_dict
from core.games.eight_minute_empire.viewparts import bid_view, pending_view, per_region, seat_name


def observation(state: State, player: int | None = None) -> dict[str, Any]:
    """What `player` may see (None: the public view), as msgpack-able primitives."""
    costs = classic_rules().costs
    ids = classic_board(state.config.board).ids
    obs: dict[str, Any] = {
        "game": "eight_minute_empire",
        "config": config_dict(state.config),
        "phase": state.phase.value,
        "game_number": state.game,
        "turn": sum(len(p.cards) for p in state.players),
        "current": rules.current_player(state),
        "first": None if state.first == NOBODY else state.first,
        "row": list(state.row),
        "costs": list(costs[: len(state.row)]),
        "deck_left": len(state.deck),
        "players": [
            {
                "coins": p.coins,
                "cards": list(p.cards),
                "armies_left": p.armies_left,
                "cities_left": p.cities_left,
                "goods": goods_held(p.cards),
            }
            for p in state.players
        ],
        "armies": per_region(state, classic_board(state.config.board).ids, state.armies),
        "cities": per_region(state, classic_board(state.config.board).ids, state.cities),
        "tiles": {ids[r]: good for r, good in enumerate(state.tiles) if good},
        "neutral_left": state.neutral_left,
        "bid": bid_view(state, player),
        "pending": pending_view(state),
        "totals": list(state.totals),
        "provisional": [s.total for s in scores(state)],
    }
    if state.phase is Phase.END:
        obs["score"] = [s.as_dict() for s in scores(state)]
        obs["ranking"] = list(rules.ranking(state))
        obs["decided_by"] = deciding_tiebreak(state)
        obs["separated_by"] = list(separations(state))
        obs["winners"] = list(winners(state))
    return obs


def goods_held(cards: Sequence[int]) -> dict[str, int]:
    """The goods on a player's cards, by name in sorted order (a double card counts twice)."""
    rules = classic_rules()
    held = Counter(good for cid in cards for good in rules.cards[cid].goods)
    return dict(sorted(held.items()))


def describe_action(state: State, action: Action, names: Sequence[str] | None = None) -> str:
    """A log sentence for `action`, about to be applied to `state`, e.g. for the game log."""
    kind, args = action[0], action[1:]
    who = seat_name(state.current, names)
    region = classic_board(state.config.board).raw["regions"]

    def place_name(rid: Any) -> str:
        return region[rid]["name"] if rid in region else str(rid)

    if kind == "draw":
        card = classic_rules().cards[args[0]]
        return f"Card {card.id} ({', '.join(card.goods)}; {card.action}) is drawn into the row."
    if kind == "tile":
        return f"A {args[1]} goods tile is laid on {place_name(args[0])}."
    if kind == "neutral":
        return f"{who} places a neutral army in {place_name(args[0])}."
    if kind == "bid":
        return f"{seat_name(args[0], names)} bids {args[1]} coin{'s' * (args[1] != 1)}."
    if kind == "tiebreak":
        return f"The die breaks the tie: {seat_name(args[0], names)} wins the bid."
    if kind == "first":
        return f"{who} names {seat_name(args[0], names)} to play first."
    if kind == "take":
        card = classic_rules().cards[state.row[args[0]]]
        cost = classic_rules().costs[args[0]]
        return (
            f"{who} takes card {card.id} ({', '.join(card.goods)}; {card.action}) "
            f"for {cost} coin{'s' * (cost != 1)}."
        )
    if kind == "choose":
        return f"{who} chooses {' + '.join(f'{k} {p}' for k, p in state.options[args[0]])}."
    if kind == "done":
        return f"{who} ends the action."
    if kind == "place":
        return f"{who} places an army in {place_name(args[0])}."
    if kind == "move":
        return f"{who} moves an army from {place_name(args[0])} to {place_name(args[1])}."
    if kind == "city":
        return f"{who} builds a city in {place_name(args[0])}."
    if kind == "destroy":
        return f"{who} destroys an army of {seat_name(args[1], names)} in {place_name(args[0])}."
    return f"{who}: {action!r}"
