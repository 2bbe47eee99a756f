"""Immutable state of an Eight-Minute Empire game (classic edition), and what the Legends
state (legends/state.py) shares with it: the phases, a seat (`Player`, which LPlayer
extends), the checks of a config's common keys, the copies of a seat or a count.

Everything here is hashed by core.canonical, so only tuples, ints, strings and enums.
Regions are stored by index in the board's sorted-id order; actions name them by id.
State and LState stay two classes: their fields in declaration order are their canonical
bytes, which every record and pinned game holds, and Legends puts its own fields between
the shared ones.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from core import canonical
from core.api import BadConfig
from core.frozen import dict_evolver, evolver

EDITIONS = ("classic",)
BOARDS = ("A", "B")
VARIANTS = ("goods_tiles", "die_tiebreak", "long_game")
LONG_GAME_LENGTH = 3  # seed, "Varianti": three games in a row
NOBODY = -1


@canonical.register("eme.Phase")
class Phase(enum.Enum):
    """Where the game is; the observation's `phase` is the value."""

    DEAL = "deal"  # chance: the six cards of the opening row
    TILES = "tiles"  # chance: goods tiles onto the triangle regions (variant)
    NEUTRAL = "neutral"  # 2 players place 10 neutral armies alternately
    BID = "bid"  # simultaneous secret bids
    TIEBREAK = "tiebreak"  # chance: a die among the tied bidders
    FIRST = "first"  # the bid winner names the first player
    TAKE = "take"  # the player to move takes a card from the row
    ACTION = "action"  # ...and carries out its action, step by step
    REFILL = "refill"  # chance: a new card into the rightmost slot
    END = "end"  # terminal
    # Legends only (core/games/eight_minute_empire/legends/):
    START = "start"  # chance: the start region among the valid ones
    TOKENS = "tokens"  # chance: variant tokens onto regions
    LEADERS = "leaders"  # chance: one leader card per seat (variant)
    PICKER = "picker"  # chance: who places the armies of every player off the centre
    OUTPOST = "outpost"  # ...and where
    PEEK = "peek"  # mephitic swamp: the player who just played may look at tokens it controls


@canonical.register("eme.Config")
@dataclass(frozen=True, slots=True)
class Config:
    """A validated game configuration (see ARCHITECTURE.md for the keys)."""

    players: int
    edition: str
    board: str
    variants: tuple[str, ...]
    youngest: tuple[int, ...]  # seats from youngest to oldest; () when ages are unknown


@canonical.register("eme.Player")
@dataclass(frozen=True, slots=True)
class Player:
    """One seat's coins, the cards in front of them (in order taken) and their supply (a
    Legends seat adds its own fields after these: legends/state.py's LPlayer)."""

    coins: int
    cards: tuple[int, ...]
    armies_left: int
    cities_left: int


@canonical.register("eme.State")
@dataclass(frozen=True)  # an instance dict: core/frozen.py dict_evolver
class State:
    """A whole game; fields that do not apply in the current phase hold neutral values."""

    config: Config
    phase: Phase
    game: int  # 0-based game number (long game variant: 0, 1, 2)
    totals: tuple[int, ...]  # victory points of finished games, per seat
    deck: tuple[int, ...]  # unseen cards, sorted: draws come from here one at a time
    row: tuple[int, ...]  # the face-up row, slot 0 first
    players: tuple[Player, ...]
    armies: tuple[tuple[int, ...], ...]  # [region][owner]; owner n (the last) is neutral
    cities: tuple[tuple[int, ...], ...]  # [region][seat]
    tiles: tuple[str, ...]  # goods tile per region ("" none), goods tiles variant
    bids: tuple[int, ...]  # -1: not yet bid (hidden from other seats until all are in)
    tied: tuple[int, ...]  # seats tied for the highest bid, while the die decides
    bid_winner: int
    first: int  # the first player, NOBODY before the bid is settled
    current: int  # the seat to act in NEUTRAL, FIRST, TAKE and ACTION phases
    card: int  # the card being carried out in ACTION, else -1
    options: tuple[tuple[tuple[str, int], ...], ...]  # "A / B" halves awaiting ("choose", i)
    terms: tuple[tuple[str, int], ...]  # terms left to carry out, the current one first
    points: int  # points left in the current term
    neutral_left: int  # neutral armies still to place (2 players)


# --- configs: the keys both editions check alike -----------------------------------------


def check_keys(raw: Mapping[str, Any]) -> None:
    """BadConfig unless `raw` is a mapping of the keys a config may have."""
    if not isinstance(raw, Mapping):
        raise BadConfig("config must be a mapping")
    unknown = set(raw) - {"players", "edition", "board", "variants", "youngest"}
    if unknown:
        raise BadConfig(f"unknown config keys: {', '.join(sorted(unknown))}")


def check_variants(raw: Mapping[str, Any], known: tuple[str, ...]) -> tuple[str, ...]:
    """The config's variants, sorted and once each; BadConfig names one it does not know."""
    variants = raw.get("variants", ())
    if isinstance(variants, str):
        raise BadConfig(f"variants must be a list, got {variants!r}")
    for v in variants:
        if v not in known:
            raise BadConfig(f"unknown variant {v!r}; variants: {', '.join(known)}")
    return tuple(sorted(set(variants)))


def check_youngest(raw: Mapping[str, Any], players: int) -> tuple[int, ...]:
    """The seats from youngest to oldest, () when ages are unknown."""
    youngest = raw.get("youngest") or ()
    if youngest and sorted(youngest) != list(range(players)):
        raise BadConfig(f"youngest must list every seat 0..{players - 1} once, got {youngest!r}")
    return tuple(youngest)


def plain_config(config: Any, board: Any) -> dict[str, Any]:
    """Either edition's config in its plain mapping form (what records and the network
    carry), with `board` as that edition writes it."""
    out: dict[str, Any] = {
        "players": config.players,
        "edition": config.edition,
        "board": board,
        "variants": list(config.variants),
    }
    if config.youngest:
        out["youngest"] = list(config.youngest)
    return out


def make_config(raw: Mapping[str, Any]) -> Config:
    """Validate a plain config mapping; BadConfig says what is wrong."""
    check_keys(raw)
    players = raw.get("players")
    if type(players) is not int or not 2 <= players <= 5:
        raise BadConfig(f"players must be 2 to 5, got {players!r}")
    edition = raw.get("edition", "classic")
    if edition not in EDITIONS:
        raise BadConfig(f"edition must be one of {', '.join(EDITIONS)}, got {edition!r}")
    board = raw.get("board", "A")
    if board not in BOARDS:
        raise BadConfig(f"board must be 'A' or 'B', got {board!r}")
    variants = check_variants(raw, VARIANTS)
    return Config(players, edition, board, variants, check_youngest(raw, players))


def config_dict(config: Config) -> dict[str, Any]:
    """The plain mapping form of a Config (what records and the network carry)."""
    return plain_config(config, config.board)


# --- fast copies with changes: the rules call these on every action (core/frozen.py) -----

evolve = dict_evolver(State)
Rows = tuple[tuple[int, ...], ...]
P = TypeVar("P", bound=Player)
P_co = TypeVar("P_co", bound=Player, covariant=True)
_EVOLVE_PLAYER: dict[type, Callable[..., Any]] = {}


def player_evolver(cls: type[P]) -> Callable[..., P]:
    """`evolver(cls)` for a seat's class (Player or LPlayer), known to `with_player`."""
    found = _EVOLVE_PLAYER[cls] = evolver(cls)
    return found


evolve_player = player_evolver(Player)


class Seated(Protocol[P_co]):
    """Either edition's state, as far as its seats go."""

    @property
    def players(self) -> tuple[P_co, ...]: ...


def with_player(state: Seated[P], seat: int, **changes: Any) -> tuple[P, ...]:
    """The players of `state` with seat's fields changed (either edition's seats)."""
    player = state.players[seat]
    new: P = _EVOLVE_PLAYER[type(player)](player, **changes)
    return state.players[:seat] + (new,) + state.players[seat + 1 :]


def set_count(rows: Rows, region: int, who: int, delta: int) -> Rows:
    """`rows` (armies or cities) with `delta` added at [region][who]."""
    counts = rows[region]
    new = counts[:who] + (counts[who] + delta,) + counts[who + 1 :]
    return rows[:region] + (new,) + rows[region + 1 :]
