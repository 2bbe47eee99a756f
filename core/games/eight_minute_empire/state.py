"""Immutable state of an Eight-Minute Empire game (classic edition).

Everything here is hashed by core.canonical, so only tuples, ints, strings and enums.
Regions are stored by index in the board's sorted-id order; actions name them by id.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

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
    """One seat's coins, the cards in front of them (in order taken) and their supply."""

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


def make_config(raw: Mapping[str, Any]) -> Config:
    """Validate a plain config mapping; BadConfig says what is wrong."""
    if not isinstance(raw, Mapping):
        raise BadConfig("config must be a mapping")
    unknown = set(raw) - {"players", "edition", "board", "variants", "youngest"}
    if unknown:
        raise BadConfig(f"unknown config keys: {', '.join(sorted(unknown))}")
    players = raw.get("players")
    if type(players) is not int or not 2 <= players <= 5:
        raise BadConfig(f"players must be 2 to 5, got {players!r}")
    edition = raw.get("edition", "classic")
    if edition not in EDITIONS:
        raise BadConfig(f"edition must be one of {', '.join(EDITIONS)}, got {edition!r}")
    board = raw.get("board", "A")
    if board not in BOARDS:
        raise BadConfig(f"board must be 'A' or 'B', got {board!r}")
    variants = raw.get("variants", ())
    if isinstance(variants, str) or not all(v in VARIANTS for v in variants):
        raise BadConfig(f"variants must be a list of {', '.join(VARIANTS)}, got {variants!r}")
    youngest = raw.get("youngest") or ()
    if youngest and sorted(youngest) != list(range(players)):
        raise BadConfig(f"youngest must list every seat 0..{players - 1} once, got {youngest!r}")
    return Config(players, edition, board, tuple(sorted(set(variants))), tuple(youngest))


def config_dict(config: Config) -> dict[str, Any]:
    """The plain mapping form of a Config (what records and the network carry)."""
    out: dict[str, Any] = {
        "players": config.players,
        "edition": config.edition,
        "board": config.board,
        "variants": list(config.variants),
    }
    if config.youngest:
        out["youngest"] = list(config.youngest)
    return out


# Fast copies with changes: the rules call these on every action (core/frozen.py).
evolve = dict_evolver(State)
evolve_player = evolver(Player)
