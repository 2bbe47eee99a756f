"""Shared helpers of the Legends rules tests (tests/core/test_eml_*.py).

Everything goes through the public API of `core.registry.get("eight_minute_empire")` with
`"edition": "legends"`; region ids come from `board(config)` at test time and card ids
from `cards(config)` by name, never literals. Scenario states are built with
dataclasses.replace on a real state (fields: core/games/eight_minute_empire/legends/state.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from core import hidden
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action
from tests.core.eme_helpers import GAME

Owner = int | str
DONE = ("done",)


def lconfig(players: int = 3, **extra: Any) -> dict[str, Any]:
    """A Legends config (default T layout of faces 1a 2a 3a 4a, start drawn)."""
    return {"players": players, "edition": "legends", **extra}


def board(config: Mapping[str, Any]) -> dict[str, Any]:
    """The assembled board of a config."""
    return GAME.board(dict(config))


def state_board(state: Any) -> dict[str, Any]:
    """The assembled board of a state."""
    return GAME.board(GAME.observation(state)["config"])


def card_id(name: str, players: int = 4) -> int:
    """The id of the (first) card called `name`."""
    cards = GAME.cards(lconfig(players))
    return min(cid for cid, c in cards.items() if c["name"] == name)


def apply_all(state: Any, actions: Iterable[Action]) -> Any:
    """Apply actions one after the other."""
    for action in actions:
        state = GAME.apply_action(state, action)
    return state


def setup_step(state: Any, row: Sequence[int] = ()) -> Action:
    """A fixed policy through the setup: first outcome (the `row` cards first), bid 0; a
    shuffle (mephitic swamp) resolves alone: its order lives in a dealer, not the state."""
    player = GAME.current_player(state)
    if player == REVEAL:
        return hidden.resolution(GAME.reveal_requests(state)[0])
    phase = GAME.observation(state)["phase"]
    if phase == "deal":
        wanted = [c for c in row if c in state.deck]
        return ("draw", wanted[0] if wanted else state.deck[0])
    if player == CHANCE:
        return GAME.chance_outcomes(state)[0][0]
    if player == SIMULTANEOUS:
        seat = next(s for s in range(state.config.players) if GAME.legal_actions(state, s))
        return ("bid", seat, 0)
    if phase == "first":
        return ("first", 0)
    return GAME.legal_actions(state)[0]


def at_phase(config: Mapping[str, Any], phase: str, row: Sequence[int] = ()) -> Any:
    """The state when the setup first reaches `phase` (by setup_step)."""
    state = GAME.initial_state(dict(config))
    for _ in range(200):
        if GAME.observation(state)["phase"] == phase:
            return state
        state = GAME.apply_action(state, setup_step(state, row))
    raise AssertionError(f"never reached {phase}")


def at_take(players: int = 3, row: Sequence[int] = (), **extra: Any) -> Any:
    """Seat 0 to take a card; youngest-first bid tie so no die; `row` dealt first."""
    extra.setdefault("youngest", list(range(players)))
    return at_phase(lconfig(players, **extra), "take", row)


def at_card(name: str, players: int = 3, hand: Sequence[str] = (), **extra: Any) -> Any:
    """Right after seat 0 took card `name` from slot 0, holding `hand` before it."""
    cid = card_id(name, 4)
    state = at_take(players, row=[cid], **extra)
    state = with_player(state, 0, cards=tuple(card_id(n) for n in hand))
    return GAME.apply_action(state, ("take", 0))


def ids(state: Any) -> list[str]:
    """Region ids in storage order."""
    return sorted(state_board(state)["regions"])


def with_armies(state: Any, counts: Mapping[str, Mapping[Owner, int]], clear: bool = False) -> Any:
    """Set army counts of the given regions (all others zero when `clear`)."""
    order = ids(state)
    width = state.config.players + 1
    rows = [(0,) * width if clear else row for row in state.armies]
    for rid, per_owner in counts.items():
        row = list(rows[order.index(rid)])
        for owner, k in per_owner.items():
            row[state.config.players if owner == "neutral" else int(owner)] = k
        rows[order.index(rid)] = tuple(row)
    return replace(state, armies=tuple(rows))


def with_cities(state: Any, counts: Mapping[str, Mapping[int, int]], clear: bool = False) -> Any:
    """Set city counts of the given regions (all others zero when `clear`)."""
    order = ids(state)
    rows = [(0,) * state.config.players if clear else row for row in state.cities]
    for rid, per_seat in counts.items():
        row = list(rows[order.index(rid)])
        for seat, k in per_seat.items():
            row[seat] = k
        rows[order.index(rid)] = tuple(row)
    return replace(state, cities=tuple(rows))


def with_tokens(state: Any, tokens: Mapping[str, str]) -> Any:
    """Lay tokens on regions (replacing all others)."""
    order = ids(state)
    return replace(state, tokens=tuple(tokens.get(r, "") for r in order))


def with_player(state: Any, seat: int, **changes: Any) -> Any:
    """Change one seat's fields (coins, cards, armies_left, tokens, leader, captured...)."""
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def with_cards(state: Any, seat: int, names: Sequence[str]) -> Any:
    """Give a seat the cards called `names`."""
    return with_player(state, seat, cards=tuple(card_id(n) for n in names))


def obs(state: Any, player: int | None = None) -> dict[str, Any]:
    """The observation (public view by default)."""
    return GAME.observation(state, player)


def legal(state: Any, player: int | None = None) -> set[Action]:
    """The legal actions as a set."""
    return set(GAME.legal_actions(state, player))


def score(state: Any, seat: int) -> dict[str, Any]:
    """One seat's score of the current game, as a dict."""
    result: dict[str, Any] = GAME.scores(state)[seat].as_dict()
    return result


def armies(state: Any, region: str) -> dict[Any, int]:
    """{owner: count} in a region."""
    result: dict[Any, int] = obs(state)["armies"].get(region, {})
    return result


def passive_to_end(state: Any, limit: int = 5000) -> Any:
    """Take slot 0 and do nothing, until the game is over."""
    for _ in range(limit):
        if GAME.current_player(state) == TERMINAL:
            return state
        phase = obs(state)["phase"]
        action = ("take", 0) if phase == "take" else DONE if phase == "action" else None
        state = GAME.apply_action(state, action or setup_step(state))
    raise AssertionError("the game did not end")


def land_pairs(b: Mapping[str, Any]) -> set[frozenset[str]]:
    """Land borders as unordered pairs."""
    return {frozenset(p) for p in b["land"]}


def sea_pairs(b: Mapping[str, Any]) -> set[frozenset[str]]:
    """Sea routes as unordered pairs."""
    return {frozenset(p) for p in b["sea"]}
