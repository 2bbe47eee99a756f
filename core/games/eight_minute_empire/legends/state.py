"""Immutable state of an Eight-Minute Empire: Legends game.

Like the classic state (../state.py) -- tuples, ints, strings and enums only, regions by
index in the assembled board's sorted-id order -- plus what Legends adds: the start region
(drawn at setup), tokens on the board, leaders, captured armies, the Queen's extra card.
A seat is a classic Player with Legends' fields after its own; the config checks and the
copies of a seat or a count are the classic state's (one of each for both editions).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core import canonical, hidden
from core.api import BadConfig
from core.frozen import dict_evolver
from core.games.eight_minute_empire.legends.boards import Layout, layout_dict, parse_layout
from core.games.eight_minute_empire.state import (
    Phase,
    Player,
    check_keys,
    check_variants,
    check_youngest,
    plain_config,
    player_evolver,
)

EDITION = "legends"
VARIANTS = (
    "bandits",  # encounter token: entering its region costs a coin
    "die_tiebreak",  # the opening bid's tie goes to a die, not the youngest
    "exploration_tokens",  # 5 tokens taken by the first city in their region
    "fortress_tokens",  # 3 tokens: +1 VP for controlling their region
    "leaders",  # one leader card per seat
    "long_game",  # three games, totals win
    "magic_portals",  # encounter tokens: their two regions are adjacent
    "mephitic_swamp",  # exploration tokens and the swamp face down (handles: core/hidden.py)
    "raging_dragon",  # encounter token: the 7th army placed in its region kills it, 2 VP
)
NOBODY = -1


@canonical.register("eml.Config")
@dataclass(frozen=True, slots=True)
class LConfig:
    """A validated Legends configuration."""

    players: int
    edition: str
    layout: Layout
    variants: tuple[str, ...]
    youngest: tuple[int, ...]


@canonical.register("eml.Player")
@dataclass(frozen=True, slots=True)
class LPlayer(Player):
    """A classic seat (coins, cards in order taken, supply) with tokens taken, leader and
    captives: its fields in that order, its canonical bytes unchanged."""

    tokens: tuple[str, ...]  # exploration tokens and the slain dragon, in order taken
    leader: str  # leader id, "" without the variant (or before it is dealt)
    captured: int  # Red Sorceress: enemy armies kept on her card


@canonical.register("eml.State")
@dataclass(frozen=True)  # an instance dict: core/frozen.py dict_evolver
class LState:
    """A whole Legends game; fields that do not apply in the current phase are neutral."""

    config: LConfig
    phase: Phase
    game: int  # long game: 0, 1, 2
    totals: tuple[int, ...]
    deck: tuple[int, ...]  # unseen cards, sorted
    row: tuple[int, ...]
    players: tuple[LPlayer, ...]
    armies: tuple[tuple[int, ...], ...]  # [region][owner]; owner n is neutral
    cities: tuple[tuple[int, ...], ...]  # [region][seat]
    start: int  # the start region, NOBODY until drawn
    tokens: tuple[str, ...]  # per region: the token lying there, "" none
    picker: int  # the seat that places everybody's off-centre army
    bids: tuple[int, ...]
    tied: tuple[int, ...]
    bid_winner: int
    first: int
    current: int
    card: int
    options: tuple[tuple[tuple[str, int], ...], ...]
    terms: tuple[tuple[str, int], ...]
    points: int
    neutral_left: int
    extra: int  # Queen of Fairies: 0 not yet, 1 taking her extra card, 2 done
    # Mephitic swamp: per region the position in this game's token deck of the face-down
    # token lying there (-1 none), and the table's record of decks, reveals and who was told
    # what (core/hidden.py): the values stay with the seats told, never in the state.
    face_down: tuple[int, ...]
    secrets: hidden.Secrets


def make_config(raw: Mapping[str, Any]) -> LConfig:
    """Validate a plain Legends config; BadConfig says what is wrong."""
    check_keys(raw)
    players = raw.get("players")
    if type(players) is not int or not 2 <= players <= 4:
        raise BadConfig(f"Legends is for 2 to 4 players, got {players!r}")
    variants = check_variants(raw, VARIANTS)
    if "mephitic_swamp" in variants and "exploration_tokens" not in variants:
        # Seed 000: "Questa variante va giocata coi segnalini esplorazione".
        raise BadConfig("the mephitic_swamp variant is played with exploration_tokens: add it")
    layout = parse_layout(raw.get("board"))
    return LConfig(players, EDITION, layout, variants, check_youngest(raw, players))


def config_dict(config: LConfig) -> dict[str, Any]:
    """The plain mapping form of an LConfig."""
    return plain_config(config, layout_dict(config.layout))


evolve = dict_evolver(LState)
evolve_player = player_evolver(LPlayer)
