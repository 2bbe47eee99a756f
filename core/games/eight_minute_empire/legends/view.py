"""What players see of a Legends game, and log sentences for its actions.

Hidden data are the secret opening bids only (as in the classic edition): every token of
the variants we play lies face up. Keys beyond the classic observation's: start, tokens
({region: token}), picker, extra (the Queen's extra card: 0, 1 taking it, 2 done); per
player leader, tokens, captured and abilities ({moves, armies, flying, elixir, immunity},
with sea_cost); each score entry has abilities, elixir, elixir_held and breakdown.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.api import Action
from core.games.eight_minute_empire.legends import rules
from core.games.eight_minute_empire.legends.abilities import abilities, sea_cost
from core.games.eight_minute_empire.legends.data import legends_rules
from core.games.eight_minute_empire.legends.scoring import (
    deciding_tiebreak,
    scores,
    separations,
    winners,
)
from core.games.eight_minute_empire.legends.setup import board_of
from core.games.eight_minute_empire.legends.state import NOBODY, LState, config_dict
from core.games.eight_minute_empire.state import Phase
from core.games.eight_minute_empire.viewparts import bid_view, pending_view, per_region, seat_name


def _player_view(state: LState, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    return {
        "coins": p.coins,
        "cards": list(p.cards),
        "armies_left": p.armies_left,
        "cities_left": p.cities_left,
        "leader": p.leader or None,
        "tokens": list(p.tokens),
        "captured": p.captured,
        "abilities": abilities(p).summary() | {"sea_cost": sea_cost(p)},
    }


def observation(state: LState, player: int | None = None) -> dict[str, Any]:
    """What `player` may see (None: the public view), as msgpack-able primitives."""
    ids = board_of(state).ids
    obs: dict[str, Any] = {
        "game": "eight_minute_empire",
        "config": config_dict(state.config),
        "phase": state.phase.value,
        "game_number": state.game,
        "turn": sum(len(p.cards) for p in state.players),
        "current": rules.current_player(state),
        "first": None if state.first == NOBODY else state.first,
        "row": list(state.row),
        "costs": list(legends_rules().costs[: len(state.row)]),
        "deck_left": len(state.deck),
        "players": [_player_view(state, s) for s in range(state.config.players)],
        "armies": per_region(state, board_of(state).ids, state.armies),
        "cities": per_region(state, board_of(state).ids, state.cities),
        "start": None if state.start == NOBODY else ids[state.start],
        "tokens": {ids[r]: t for r, t in enumerate(state.tokens) if t},
        "picker": None if state.picker == NOBODY else state.picker,
        "extra": state.extra,
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


def _card_text(cid: int) -> str:
    card = legends_rules().cards[cid]
    return f"{card.name} ({card.ability}; {card.action})"


def describe_action(state: LState, action: Action, names: Sequence[str] | None = None) -> str:
    """A log sentence for `action`, about to be applied to `state`."""
    kind, args = action[0], action[1:]
    who = seat_name(state.current, names)
    regions = board_of(state).raw["regions"]

    def at(rid: Any) -> str:
        return regions[rid]["name"] if rid in regions else str(rid)

    simple = {
        "start": lambda: f"The start region is {at(args[0])}.",
        "token": lambda: f"A {args[0].replace('_', ' ')} token is laid on {at(args[1])}.",
        "draw": lambda: f"{_card_text(args[0])} is drawn into the row.",
        "leader": lambda: (
            f"{seat_name(args[0], names)} is dealt the leader "
            f"{legends_rules().leaders[args[1]].name}."
        ),
        "picker": lambda: (
            f"{seat_name(args[0], names)} will place everybody's army off the centre."
        ),
        "outpost": lambda: f"{who} puts one army of every player in {at(args[0])}.",
        "neutral": lambda: f"{who} places a neutral army in {at(args[0])}.",
        "bid": lambda: f"{seat_name(args[0], names)} bids {args[1]} coin{'s' * (args[1] != 1)}.",
        "tiebreak": lambda: f"The die breaks the tie: {seat_name(args[0], names)} wins the bid.",
        "first": lambda: f"{who} names {seat_name(args[0], names)} to play first.",
        "done": lambda: f"{who} ends the action.",
        "place": lambda: f"{who} places an army in {at(args[0])}.",
        "hire": lambda: (
            f"{who} pays {seat_name(args[1], names)} 1 coin to place an army in {at(args[0])}."
        ),
        "move": lambda: f"{who} moves an army from {at(args[0])} to {at(args[1])}.",
        "city": lambda: f"{who} builds a city in {at(args[0])}.",
        "destroy": lambda: (
            f"{who} destroys an army of {seat_name(args[1], names)} in {at(args[0])}."
        ),
    }
    if kind == "take":
        cost = legends_rules().costs[args[0]]
        return f"{who} takes {_card_text(state.row[args[0]])} for {cost} coin{'s' * (cost != 1)}."
    if kind == "choose":
        return f"{who} chooses {' + '.join(f'{k} {p}' for k, p in state.options[args[0]])}."
    if kind in simple:
        return simple[kind]()
    return f"{who}: {action!r}"
