"""One set of game functions for both editions: Legends states and configs go to legends/.

A state's type says its edition (State: classic, LState: Legends); a config says it with
its "edition" key (absent: classic). The classic path stays first and cheap.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from core import hidden
from core.api import Action, Config, Knowledge, Message
from core.games.eight_minute_empire import rules as classic
from core.games.eight_minute_empire import scoring as classic_scoring
from core.games.eight_minute_empire import view as classic_view
from core.games.eight_minute_empire.data import classic_board, classic_rules
from core.games.eight_minute_empire.legends import rules as legends
from core.games.eight_minute_empire.legends import scoring as legends_scoring
from core.games.eight_minute_empire.legends import state as legends_state
from core.games.eight_minute_empire.legends import view as legends_view
from core.games.eight_minute_empire.legends.boards import assemble
from core.games.eight_minute_empire.legends.data import legends_rules
from core.games.eight_minute_empire.legends.setup import deck_for as legends_deck
from core.games.eight_minute_empire.legends.state import LState
from core.games.eight_minute_empire.setup import deck_for
from core.games.eight_minute_empire.state import State, config_dict, make_config

AnyState = State | LState


def is_legends(config: Config) -> bool:
    """Whether a plain config asks for the Legends edition."""
    return isinstance(config, Mapping) and config.get("edition") == "legends"


def normalize_config(config: Config) -> dict[str, Any]:
    """The validated plain form of a config, as records and the network carry it."""
    if is_legends(config):
        return legends_state.config_dict(legends_state.make_config(config))
    return config_dict(make_config(config))


def initial_state(config: Config) -> AnyState:
    """A new table of the configured edition."""
    if is_legends(config):
        return legends.initial_state(legends_state.make_config(config))
    return classic.initial_state(config)


def current_player(state: AnyState) -> int:
    """The seat to act, or CHANCE, SIMULTANEOUS or TERMINAL."""
    if type(state) is State:
        return classic.current_player(state)
    assert isinstance(state, LState)
    return legends.current_player(state)


def legal_actions(
    state: AnyState, player: int | None = None, knowledge: Knowledge | None = None
) -> tuple[Action, ...]:
    """Sorted legal actions of the seat to act (in the bid: of `player`); no choice depends
    on a secret value, so `knowledge` changes nothing."""
    if type(state) is State:
        return classic.legal_actions(state, player)
    assert isinstance(state, LState)
    return legends.legal_actions(state, player)


def chance_outcomes(state: AnyState) -> tuple[tuple[Action, Fraction], ...]:
    """At a chance node, every outcome and its exact probability; () elsewhere."""
    if type(state) is State:
        return classic.chance_outcomes(state)
    assert isinstance(state, LState)
    return legends.chance_outcomes(state)


def apply_action(state: AnyState, action: Action) -> AnyState:
    """The state after `action`; IllegalAction says why it is refused."""
    if type(state) is State:
        return classic.apply_action(state, action)
    assert isinstance(state, LState)
    return legends.apply_action(state, action)


def returns(state: AnyState) -> tuple[int, ...]:
    """Victory points per seat; final at TERMINAL."""
    return state.totals


def ranking(state: AnyState) -> tuple[int, ...]:
    """Seats from winner down, with the edition's tie-breaks."""
    if type(state) is State:
        return classic.ranking(state)
    assert isinstance(state, LState)
    return legends.ranking(state)


def observation(
    state: AnyState, player: int | None = None, knowledge: Knowledge | None = None
) -> dict[str, Any]:
    """What `player` may see (None: the public view); with the seat's knowledge, the
    mephitic swamp's face-down tokens it peeked at."""
    if type(state) is State:
        return classic_view.observation(state, player)
    assert isinstance(state, LState)
    return legends_view.observation(state, player, knowledge)


def reveal_requests(state: AnyState) -> tuple[hidden.Request, ...]:
    """At a REVEAL node the pending requests (core/hidden.py); () elsewhere and in classic."""
    if type(state) is State:
        return ()
    assert isinstance(state, LState)
    return legends.reveal_requests(state)


def uses_secrets(config: Config) -> bool:
    """Whether a table of `config` has hidden things: Legends with the mephitic swamp."""
    return is_legends(config) and "mephitic_swamp" in (config.get("variants") or ())


def describe_action(state: AnyState, action: Action) -> Message:
    """The log message for `action`, about to be applied to `state`."""
    if type(state) is State:
        return classic_view.describe_action(state, action)
    assert isinstance(state, LState)
    return legends_view.describe_action(state, action)


def scores(state: AnyState) -> tuple[Any, ...]:
    """Every seat's score of the current game (each has `total` and `as_dict()`)."""
    if type(state) is State:
        return classic_scoring.scores(state)
    assert isinstance(state, LState)
    return legends_scoring.scores(state)


def board(config: Config) -> dict[str, Any]:
    """The map of the configured board (a copy: callers may not change game data)."""
    if is_legends(config):
        return copy.deepcopy(assemble(legends_state.make_config(config).layout).raw)
    raw = classic_board(make_config(config).board).raw
    return copy.deepcopy(
        {k: raw[k] for k in ("regions", "areas", "land", "sea", "start")}
        | {k: raw[k] for k in ("name", "side", "width", "height", "sea_paths") if k in raw}
    )


def cards(config: Config) -> dict[int, dict[str, Any]]:
    """The cards used with this config (classic: goods, action, players; Legends: name,
    kind, ability, effects, action, players)."""
    if is_legends(config):
        every = legends_rules().cards
        return {
            cid: {
                "name": every[cid].name,
                "kind": every[cid].kind,
                "ability": every[cid].ability,
                "effects": dict(every[cid].effects),
                "action": every[cid].action,
                "players": every[cid].players,
            }
            for cid in legends_deck(legends_state.make_config(config))
        }
    cfg = make_config(config)
    classic_cards = classic_rules().cards
    return {
        cid: {
            "goods": list(classic_cards[cid].goods),
            "action": classic_cards[cid].action,
            "players": classic_cards[cid].players,
        }
        for cid in deck_for(cfg)
    }
