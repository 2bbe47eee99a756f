"""What players see of a Legends game, its END block, and log messages for its actions.

Hidden data are the secret opening bids (as in the classic edition) and, with the mephitic
swamp, the face-down tokens: "face_down" is {region: {"token": its value or None, "seen":
[seats shown it]}}, the value only for a viewer the rules showed it to (core/hidden.py's
`visible`: knowledge beyond that is ignored). Keys beyond the classic observation's: start,
tokens ({region: face-up token}), picker, extra (the Queen's extra card: 0, 1 taking it, 2
done); per player leader, tokens, captured and abilities ({moves, armies, flying, elixir,
immunity}, with sea_cost).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core import hidden
from core.api import END, Action, Knowledge, Message
from core.games.eight_minute_empire.legends import rules
from core.games.eight_minute_empire.legends.abilities import abilities, sea_cost
from core.games.eight_minute_empire.legends.data import legends_rules
from core.games.eight_minute_empire.legends.scoring import LScore, scores, separations, winners
from core.games.eight_minute_empire.legends.setup import board_of, token_deck
from core.games.eight_minute_empire.legends.state import NOBODY, LState, config_dict
from core.games.eight_minute_empire.state import Phase
from core.games.eight_minute_empire.viewparts import (
    end_block,
    note,
    seat_view,
    shared_message,
    table_view,
)


def _player_view(state: LState, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    return seat_view(p) | {
        "leader": p.leader or None,
        "tokens": list(p.tokens),
        "captured": p.captured,
        "abilities": abilities(p).summary() | {"sea_cost": sea_cost(p)},
    }


def _face_down(state: LState, player: int | None, knowledge: Knowledge | None) -> dict[str, Any]:
    """Each face-down token: its value where the viewer was shown it, and who peeked."""
    seen = hidden.visible(state.secrets, player, knowledge)
    ids, deck = board_of(state).ids, token_deck(state)
    return {
        ids[r]: {
            "token": seen.get((deck, k)),
            "seen": list(hidden.seats_told(state.secrets, (deck, k))),
        }
        for r, k in enumerate(state.face_down)
        if k >= 0
    }


def observation(
    state: LState, player: int | None = None, knowledge: Knowledge | None = None
) -> dict[str, Any]:
    """What `player` may see (None: the public view), as msgpack-able primitives; with the
    seat's knowledge, the face-down tokens it peeked at."""
    ids = board_of(state).ids
    obs = table_view(
        state,
        player,
        config=config_dict(state.config),
        current=rules.current_player(state),
        costs=legends_rules().costs,
        ids=ids,
        players=[_player_view(state, s) for s in range(state.config.players)],
        provisional=[s.total for s in scores(state)],
    )
    obs.update(
        start=None if state.start == NOBODY else ids[state.start],
        tokens={ids[r]: t for r, t in enumerate(state.tokens) if t},
        face_down=_face_down(state, player, knowledge),
        picker=None if state.picker == NOBODY else state.picker,
        extra=state.extra,
    )
    if state.phase is Phase.END:
        obs[END] = _end(state)
    return obs


def _end(state: LState) -> dict[str, Any]:
    """The END block: regions, islands, abilities and elixir of the last game, and where
    the ability points came from."""
    every = scores(state)
    parts = [
        ("end.regions", [s.regions for s in every]),
        ("end.islands", [s.areas for s in every]),
        ("end.abilities_elixir", [s.abilities + s.elixir for s in every]),
    ]
    order = (rules.ranking(state), winners(state), separations(state))
    notes = ("end.ability_points", [_abilities_note(s) for s in every])
    return end_block(state, parts, notes, order)


def _abilities_note(score: LScore) -> dict[str, Any]:
    """Where a seat's ability points came from: "Ancient Sage 2, elixir 2 (3 held)"."""
    items = [note("note.source", source=name, n=vp) for name, vp in score.breakdown]
    items.append(note("note.elixir", vp=score.elixir, n=score.elixir_held))
    return note("note.list", items=items)


_KEYS = {
    "draw": "legends_draw",
    "take": "legends_take",
    hidden.SHUFFLED: "tokens_shuffled",
    hidden.REVEALED: "token_peeked",
    hidden.SHOWN: "token_shown",
}


def describe_action(state: LState, action: Action) -> Message:
    """The log message for `action`, about to be applied to `state` (templates:
    client/gui/games/eight_minute_empire/messages.py)."""
    kind, args = action[0], action[1:]
    who = {"seat": state.current}
    messages: dict[str, Callable[[], dict[str, Any]]] = {
        "start": lambda: {"region": args[0]},
        "token": lambda: {"token": args[0], "region": args[1]},
        "legends_draw": lambda: {"card": args[0]},
        "legends_take": lambda: (
            who | {"card": state.row[args[0]], "n": legends_rules().costs[args[0]]}
        ),
        "leader": lambda: {"seat": args[0], "leader": args[1]},
        "picker": lambda: {"seat": args[0]},
        "outpost": lambda: who | {"region": args[0]},
        "hire": lambda: who | {"region": args[0], "owner_seat": args[1]},
        "peek": lambda: who | {"region": args[0]},
        "tokens_shuffled": dict,
        "token_peeked": lambda: who,  # the value stays with the peeker: the log is public
        "token_shown": lambda: who | {"token": args[2]},
    }
    key = _KEYS.get(kind, kind)
    if key in messages:
        return Message(key, messages[key]())
    return shared_message(state, action)
