"""What a player's cards, tokens and leader add up to (seed 000, "Abilità e azioni").

An ability counts from the moment its card is taken -- on that card's own action too --
and abilities are cumulative: so they are summed from what the player holds whenever a
rule needs them, never stored.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

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
    rules = legends_rules()
    out = [(rules.cards[c].name, rules.cards[c].effects) for c in player.cards]
    for token in player.tokens:
        if token in rules.exploration:
            out.append((rules.exploration[token].name, rules.exploration[token].effects))
    if player.leader:
        out.append((rules.leaders[player.leader].name, rules.leaders[player.leader].effects))
    return tuple(out)


@cache
def _sum(cards: tuple[int, ...], tokens: tuple[str, ...], leader: str) -> Abilities:
    totals: dict[str, int] = {}
    player = LPlayer(0, cards, 0, 0, tokens, leader, 0)
    for _, effects in sources(player):
        for name, value in effects:
            if type(value) is int:
                totals[name] = totals.get(name, 0) + value
    return Abilities(
        moves=totals.get("moves", 0),
        armies=totals.get("armies", 0),
        flying=totals.get("flying", 0),
        elixir=totals.get("elixir", 0),
        immunity=totals.get("immunity", 0) > 0,
        wins_ties=totals.get("wins_ties", 0) > 0,
        hire=totals.get("hire", 0) > 0,
        steal=totals.get("steal", 0) > 0,
        capture=totals.get("capture", 0) > 0,
        city_army=totals.get("city_army", 0) > 0,
        extra_card=totals.get("extra_card", 0) > 0,
    )


def abilities(player: LPlayer) -> Abilities:
    """The abilities `player` has now (cached by what they hold)."""
    return _sum(player.cards, player.tokens, player.leader)


def sea_cost(player: LPlayer) -> int:
    """Movement points to cross a sea route: 3, one less per Flying, at least 1."""
    return max(1, legends_rules().sea_cost - abilities(player).flying)
