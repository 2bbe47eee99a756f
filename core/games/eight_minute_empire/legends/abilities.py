"""What a player's cards, tokens and leader add up to (seed 000, "Abilità e azioni").

An ability counts from the moment its card is taken -- on that card's own action too --
and abilities are cumulative: so they are summed from what the player holds whenever a
rule needs them, never stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import cache, lru_cache
from operator import add
from typing import Any

from core.games.eight_minute_empire.legends.data import Effects, legends_rules
from core.games.eight_minute_empire.legends.state import LPlayer


@dataclass(frozen=True)
class Abilities:
    """The summed abilities of one player."""

    moves: int  # extra movement points per Move action
    armies: int  # extra armies per Place action
    flying: int
    elixir: int
    immunity: bool
    wins_ties: bool
    hire: bool  # King of Brigands
    steal: bool  # King of Brigands
    capture: bool  # Red Sorceress
    city_army: bool  # White Knight
    extra_card: bool  # Queen of Fairies

    def summary(self) -> dict[str, int | bool]:
        """The client's ability summary (moves +N, armies +N, Flying N, elixir N, Immunity)."""
        return {
            "moves": self.moves,
            "armies": self.armies,
            "flying": self.flying,
            "elixir": self.elixir,
            "immunity": self.immunity,
        }


def sources(player: LPlayer) -> tuple[tuple[str, Effects], ...]:
    """Every (source name, effects) a player holds: cards, tokens, then the leader."""
    return _sources(player.cards, player.tokens, player.leader)


def _sources(
    cards: tuple[int, ...], tokens: tuple[str, ...], leader: str
) -> tuple[tuple[str, Effects], ...]:
    rules = legends_rules()
    out = [(rules.cards[c].name, rules.cards[c].effects) for c in cards]
    for token in tokens:
        if token in rules.exploration:
            out.append((rules.exploration[token].name, rules.exploration[token].effects))
    if leader:
        out.append((rules.leaders[leader].name, rules.leaders[leader].effects))
    return tuple(out)


# Bounded: every card a player takes makes a new key, and a long lab run plays many games.
@lru_cache(maxsize=1 << 14)
def _sum(cards: tuple[int, ...], tokens: tuple[str, ...], leader: str) -> Abilities:
    return _ability_sets(_totals(cards, tokens, leader))


@lru_cache(maxsize=1 << 14)
def _totals(cards: tuple[int, ...], tokens: tuple[str, ...], leader: str) -> tuple[int, ...]:
    """Per field of Abilities, the sum of the int effects of what a player holds. Cards come
    one at a time: the sum is the last card's added to the (cached) sum of those before."""
    if cards:
        last = legends_rules().cards[cards[-1]].effects
        return tuple(map(add, _totals(cards[:-1], tokens, leader), _vector(last)))
    total = (0,) * len(_FIELDS)
    for _, effects in _sources((), tokens, leader):
        total = tuple(map(add, total, _vector(effects)))
    return total


@cache
def _vector(effects: Effects) -> tuple[int, ...]:
    """One source's int effects per field of Abilities (other effects are not abilities)."""
    sums: dict[str, int] = {}
    for name, value in effects:
        if type(value) is int:
            sums[name] = sums.get(name, 0) + value
    return tuple(sums.get(name, 0) for name in _FIELDS)


_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Abilities))


@cache
def _ability_sets(totals: tuple[int, ...]) -> Abilities:
    """One Abilities per distinct set of totals (players share most of them)."""
    moves, armies, flying, elixir, *flags = totals  # four counts, then yes or no
    return Abilities(moves, armies, flying, elixir, *(k > 0 for k in flags))


@cache
def effect_map(effects: Effects) -> Mapping[str, Any]:
    """A card's (token's, leader's) effects as a mapping, made once per card: the rules read
    them on every take; the caller must not change it."""
    return dict(effects)


def abilities(player: LPlayer) -> Abilities:
    """The abilities `player` has now (cached by what they hold)."""
    return _sum(player.cards, player.tokens, player.leader)


def sea_cost(player: LPlayer) -> int:
    """Movement points to cross a sea route: 3, one less per Flying, at least 1."""
    return max(1, legends_rules().sea_cost - abilities(player).flying)
