"""What players see: observation(state, player), the END block, and log messages.

The only hidden data of the classic edition are the secret opening bids: until every seat
has bid, a seat sees its own bid and who has bid, never another seat's amount.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from core.api import END, Action, Message
from core.games.eight_minute_empire import rules
from core.games.eight_minute_empire.data import classic_board, classic_rules
from core.games.eight_minute_empire.scoring import Score, scores, separations, winners
from core.games.eight_minute_empire.state import Phase, State, config_dict
from core.games.eight_minute_empire.viewparts import (
    end_block,
    note,
    seat_view,
    shared_message,
    table_view,
)


def observation(state: State, player: int | None = None) -> dict[str, Any]:
    """What `player` may see (None: the public view), as msgpack-able primitives."""
    ids = classic_board(state.config.board).ids
    obs = table_view(
        state,
        player,
        config=config_dict(state.config),
        current=rules.current_player(state),
        costs=classic_rules().costs,
        ids=ids,
        players=[seat_view(p) | {"goods": goods_held(p.cards)} for p in state.players],
        provisional=[s.total for s in scores(state)],
    )
    obs["tiles"] = {ids[r]: good for r, good in enumerate(state.tiles) if good}
    if state.phase is Phase.END:
        obs[END] = _end(state)
    return obs


def _end(state: State) -> dict[str, Any]:
    """The END block: regions, continents and goods of the last game; the goods held."""
    every = scores(state)
    parts = [
        ("end.regions", [s.regions for s in every]),
        ("end.continents", [s.areas for s in every]),
        ("end.goods", [s.goods for s in every]),
    ]
    order = (rules.ranking(state), winners(state), separations(state))
    return end_block(state, parts, ("end.goods_held", [_goods_note(s) for s in every]), order)


def _goods_note(score: Score) -> dict[str, Any]:
    """What a seat held: "crystal 2, wood 3 (wild → wood +1; tiles: wood 1)"."""
    held = [note("note.good", good=g, n=k) for g, k in score.goods_held.items()]
    wild = [note("note.good_plus", good=g, n=k) for g, k in score.wild.items()]
    tiles = [note("note.good", good=g, n=k) for g, k in score.tiles.items()]
    extra = {"wild": wild, "tiles": tiles}
    extra = {key: items for key, items in extra.items() if items}
    return note("note.goods" + "".join(f"_{key}" for key in extra), held=held, **extra)


def goods_held(cards: Sequence[int]) -> dict[str, int]:
    """The goods on a player's cards, by name in sorted order (a double card counts twice)."""
    data = classic_rules()
    held = Counter(good for cid in cards for good in data.cards[cid].goods)
    return dict(sorted(held.items()))


def describe_action(state: State, action: Action) -> Message:
    """The log message for `action`, about to be applied to `state` (templates:
    client/gui/games/eight_minute_empire/messages.py)."""
    kind, args = action[0], action[1:]
    if kind == "draw":
        return Message("draw", {"card": args[0]})
    if kind == "tile":
        return Message("tile", {"good": args[1], "region": args[0]})
    if kind == "take":
        cost = classic_rules().costs[args[0]]
        return Message("take", {"seat": state.current, "card": state.row[args[0]], "n": cost})
    return shared_message(state, action)
