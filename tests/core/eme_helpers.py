"""Shared helpers of the Eight-Minute Empire rules tests (tests/core/test_eme_rules*.py).

Everything goes through the public game API of `core.registry.get("eight_minute_empire")`;
region ids always come from `board(config)` at test time, never from literals, because the
maps are data that may still change. Scenario states are built with dataclasses.replace on a
real state (State fields are documented in core/games/eight_minute_empire/state.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from core import registry
from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action

GAME: Any = registry.get("eight_minute_empire")
COSTS = (0, 1, 1, 2, 2, 3)  # seed, "Il gioco" 2
FIVE_PLAYER_CARDS = frozenset({5, 14, 22, 29, 38})  # digest card list, "[5p]"
Owner = int | str  # a seat, or "neutral"


# --- configs and maps ------------------------------------------------------------------


def config(players: int = 3, **extra: Any) -> dict[str, Any]:
    """A plain config on board A (other keys as given)."""
    return {"players": players, "board": "A", **extra}


def board_of(state_or_players: Any = 3, side: str = "A") -> dict[str, Any]:
    """The map of a state's board (or of a board side)."""
    if isinstance(state_or_players, int):
        return GAME.board({"players": state_or_players, "board": side})
    cfg = state_or_players.config
    return GAME.board({"players": cfg.players, "board": cfg.board})


def region_ids(board: Mapping[str, Any]) -> list[str]:
    """Region ids in the state's storage order (sorted ids)."""
    return sorted(board["regions"])


def land(board: Mapping[str, Any]) -> dict[str, set[str]]:
    """Land neighbours of every region."""
    out: dict[str, set[str]] = {r: set() for r in board["regions"]}
    for a, b in board["land"]:
        out[a].add(b)
        out[b].add(a)
    return out


def land_or_sea(board: Mapping[str, Any]) -> dict[str, set[str]]:
    """Neighbours of every region by land or over a sea route."""
    out = land(board)
    for a, b in board["sea"]:
        out[a].add(b)
        out[b].add(a)
    return out


def sea_only_pair(board: Mapping[str, Any]) -> tuple[str, str]:
    """Two regions joined by a sea route and not by land."""
    by_land = land(board)
    for a, b in sorted(board["sea"]):
        if b not in by_land[a]:
            return a, b
    raise AssertionError("the map has no sea route between regions that do not touch by land")


def land_path(board: Mapping[str, Any], steps: int) -> list[str]:
    """A simple path of `steps` land moves (steps + 1 distinct regions)."""
    by_land = land(board)

    def extend(path: list[str]) -> list[str] | None:
        if len(path) == steps + 1:
            return path
        for nxt in sorted(by_land[path[-1]] - set(path)):
            found = extend([*path, nxt])
            if found:
                return found
        return None

    for rid in region_ids(board):
        found = extend([rid])
        if found:
            return found
    raise AssertionError(f"the map has no land path of {steps} steps")


def area_regions(board: Mapping[str, Any]) -> dict[str, list[str]]:
    """Regions of every continent, sorted."""
    out: dict[str, list[str]] = {a: [] for a in board["areas"]}
    for rid in region_ids(board):
        out[board["regions"][rid]["area"]].append(rid)
    return out


def triangles(board: Mapping[str, Any]) -> list[str]:
    """The triangle regions (goods tiles variant), in id order."""
    return [r for r in region_ids(board) if board["regions"][r].get("triangle")]


# --- driving the setup -----------------------------------------------------------------


def apply_all(state: Any, actions: Iterable[Action]) -> Any:
    """Apply actions one after the other."""
    for action in actions:
        state = GAME.apply_action(state, action)
    return state


def deal(state: Any, first_cards: Sequence[int] = ()) -> Any:
    """Deal the opening row by ("draw", id) chance actions: `first_cards`, then the lowest ids."""
    rest = [c for c in state.deck if c not in first_cards]
    for cid in [*first_cards, *rest][:6]:
        assert GAME.current_player(state) == CHANCE
        state = GAME.apply_action(state, ("draw", cid))
    return state


def bid(state: Any, amounts: Sequence[int]) -> Any:
    """Play the secret opening bid: seat i bids amounts[i], applied in seat order."""
    assert GAME.current_player(state) == SIMULTANEOUS
    return apply_all(state, [("bid", seat, a) for seat, a in enumerate(amounts)])


def at_bid(
    players: int = 3, row: Sequence[int] = (), neutrals: Sequence[str] = (), **extra: Any
) -> Any:
    """A state at the opening bid; 2 players put their neutral armies on `neutrals`."""
    state = deal(GAME.initial_state(config(players, **extra)), row)
    if players == 2:
        regions = list(neutrals) or [board_of(state)["start"]] * 10
        state = apply_all(state, [("neutral", r) for r in regions])
    return state


def at_take(
    players: int = 3,
    row: Sequence[int] = (),
    first: int = 0,
    neutrals: Sequence[str] = (),
    **extra: Any,
) -> Any:
    """A state at the TAKE phase: everybody bid 0, seat 0 (youngest) won and named `first`."""
    extra.setdefault("youngest", list(range(players)))
    state = at_bid(players, row, neutrals, **extra)
    state = bid(state, [0] * players)
    return GAME.apply_action(state, ("first", first))


def at_card(card: int, players: int = 3, **kw: Any) -> Any:
    """The state right after the first player took `card` from slot 0 (a free card)."""
    return GAME.apply_action(at_take(players, row=[card], **kw), ("take", 0))


# --- editing a state (scenario construction) -------------------------------------------


def _owner_index(state: Any, owner: Owner) -> int:
    return state.config.players if owner == "neutral" else int(owner)


def with_armies(state: Any, counts: Mapping[str, Mapping[Owner, int]], clear: bool = False) -> Any:
    """Set army counts of the given regions (all others zero when `clear`)."""
    ids = region_ids(board_of(state))
    width = state.config.players + 1
    rows = [(0,) * width if clear else row for row in state.armies]
    for rid, per_owner in counts.items():
        row = [0] * width if clear else list(rows[ids.index(rid)])
        for owner, k in per_owner.items():
            row[_owner_index(state, owner)] = k
        rows[ids.index(rid)] = tuple(row)
    return replace(state, armies=tuple(rows))


def with_cities(state: Any, counts: Mapping[str, Mapping[int, int]], clear: bool = False) -> Any:
    """Set city counts of the given regions (all others zero when `clear`)."""
    ids = region_ids(board_of(state))
    width = state.config.players
    rows = [(0,) * width if clear else row for row in state.cities]
    for rid, per_seat in counts.items():
        row = [0] * width if clear else list(rows[ids.index(rid)])
        for seat, k in per_seat.items():
            row[seat] = k
        rows[ids.index(rid)] = tuple(row)
    return replace(state, cities=tuple(rows))


def empty_board(state: Any) -> Any:
    """No army and no city anywhere."""
    return with_cities(with_armies(state, {}, clear=True), {}, clear=True)


def with_player(state: Any, seat: int, **changes: Any) -> Any:
    """Change one seat's Player fields (coins, cards, armies_left, cities_left)."""
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def with_hands(state: Any, hands: Sequence[Sequence[int]]) -> Any:
    """Give every seat the cards in front of them."""
    for seat, hand in enumerate(hands):
        state = with_player(state, seat, cards=tuple(hand))
    return state


# --- reading a state -------------------------------------------------------------------


def obs(state: Any, player: int | None = None) -> dict[str, Any]:
    """The observation (public view by default)."""
    return GAME.observation(state, player)


def army_counts(state: Any) -> dict[str, dict[Any, int]]:
    """{region: {owner: count}} as the public observation shows it."""
    return obs(state)["armies"]


def legal(state: Any, player: int | None = None) -> set[Action]:
    """The legal actions as a set."""
    return set(GAME.legal_actions(state, player))


def score_of(state: Any, seat: int) -> Any:
    """One seat's score of the current game, as if it ended now."""
    return GAME.scores(state)[seat]


# --- playing on ------------------------------------------------------------------------


def passive_step(state: Any) -> Action:
    """A fixed policy: first chance outcome, bid 0, first legal setup step, take slot 0, done."""
    player = GAME.current_player(state)
    if player == CHANCE:
        return GAME.chance_outcomes(state)[0][0]
    if player == SIMULTANEOUS:
        seat = next(s for s in range(state.config.players) if GAME.legal_actions(state, s))
        return ("bid", seat, 0)
    phase = obs(state)["phase"]
    if phase == "take":
        return ("take", 0)
    if phase == "action":
        return ("done",)
    return GAME.legal_actions(state)[0]


def play_passively(state: Any, until: Any = None, limit: int = 5000) -> Any:
    """Apply passive_step until TERMINAL (or until `until(state)` holds)."""
    for _ in range(limit):
        if GAME.current_player(state) == TERMINAL or (until and until(state)):
            return state
        state = GAME.apply_action(state, passive_step(state))
    raise AssertionError("the game did not end")
