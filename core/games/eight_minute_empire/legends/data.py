"""Legends game data (resources/eight_minute_empire/legends/legends.json), indexed and cached.

Cards are ActionCards (../data.py: an action in the grammar both editions share; in
Legends "move N" may also cross the sea, at its movement cost) with an ability as
`effects`, a mapping from an effect name to a number (or a card kind). Leaders and
exploration tokens use the same effect names, so one function adds up what a player has
(abilities.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from core.gamedata import DataError
from core.games.eight_minute_empire.data import (
    ActionCard,
    EditionRules,
    card_fields,
    edition_fields,
    resource,
)

# Every effect name the rules know; a data file naming another is refused.
EFFECTS = frozenset(
    {
        "moves",  # +N movement points on every Move action
        "armies",  # +N armies on every Place action
        "flying",  # each lowers the sea crossing cost by 1 (minimum 1)
        "elixir",  # elixir drops, for the majority
        "coins",  # coins taken once, at once
        "immunity",  # armies cannot be chosen by Destroy
        "vp_per_kind",  # +1 VP per card of that kind (a kind name)
        "vp_per_flying",  # +1 VP per card with Flying
        "vp_per_coins",  # +1 VP per N coins
        "set_kind",  # with set_size and set_vp: VP for holding N cards of a kind
        "set_size",
        "set_vp",
        "vp",  # plain VP (spell book)
        "wins_ties",  # wins every tie for victory (spell book)
        "extra_card",  # Queen of Fairies: one more card at the end
        "hire",  # King of Brigands: place at other players' cities for 1 coin
        "steal",  # King of Brigands: steal 1 coin when destroying another's army
        "start_armies",  # Red Sorceress: more armies at the start region
        "capture",  # Red Sorceress: destroyed enemy armies stay on her card
        "vp_per_captured",  # ...+1 VP per N of them
        "vp_per_big_island",  # White Knight: +1 VP per controlled island of N+ regions
        "city_army",  # White Knight: a free army with every city built
    }
)

Effects = tuple[tuple[str, Any], ...]
"""Effects as sorted (name, value) pairs: hashable, cached freely."""


@dataclass(frozen=True, kw_only=True)
class LCard(ActionCard):
    """A Legends card: an ActionCard with its name, kind (first word, or ""), ability text
    and effects."""

    name: str
    kind: str
    ability: str
    effects: Effects


@dataclass(frozen=True)
class Extra:
    """A leader card or an exploration token: its name, ability text and effects."""

    id: str
    name: str
    ability: str
    effects: Effects


@dataclass(frozen=True, kw_only=True)
class LRules(EditionRules):
    """The Legends edition: the shared numbers, its own, its cards, leaders and exploration
    tokens."""

    sea_cost: int
    elixir_vp: int
    elixir_tie_vp: int
    kinds: tuple[str, ...]
    cards: dict[int, LCard]
    leaders: dict[str, Extra]
    exploration: dict[str, Extra]
    fortresses: int
    fortress_vp: int
    dragon_armies: int
    dragon_vp: int
    bandit_coins: int
    swamp_vp: int  # the mephitic swamp held at the end (a loss: -1)


def _effects(where: str, raw: dict[str, Any]) -> Effects:
    unknown = set(raw) - EFFECTS
    if unknown:
        raise DataError(f"{where}: unknown effects {sorted(unknown)}")
    return tuple(sorted(raw.items()))


def _extras(section: str, raw: dict[str, Any]) -> dict[str, Extra]:
    return {
        key: Extra(key, e["name"], e["ability"], _effects(f"{section} {key}", e["effects"]))
        for key, e in sorted(raw.items())
    }


@cache
def legends_rules() -> LRules:
    """The Legends rule numbers and card list, validated."""
    raw = resource("legends/legends.json")
    kinds = tuple(raw["kinds"])
    cards = {}
    for c in raw["cards"]:
        if c["kind"] and c["kind"] not in kinds:
            raise DataError(f"card {c['id']}: unknown kind {c['kind']!r}")
        shared = card_fields(c)
        if any(kind == "sea" for option in shared["options"] for kind, _ in option):
            raise DataError(f"card {c['id']}: Legends moves cross the sea; no 'sea' terms")
        effects = _effects(f"card {c['id']}", c["effects"])
        cards[c["id"]] = LCard(
            **shared, name=c["name"], kind=c["kind"], ability=c["ability"], effects=effects
        )
    return LRules(
        **edition_fields(raw),
        sea_cost=raw["sea_cost"],
        elixir_vp=raw["elixir_vp"],
        elixir_tie_vp=raw["elixir_tie_vp"],
        kinds=kinds,
        cards=cards,
        leaders=_extras("leader", raw["leaders"]),
        exploration=_extras("exploration token", raw["exploration"]),
        fortresses=raw["fortresses"],
        fortress_vp=raw["fortress_vp"],
        dragon_armies=raw["dragon_armies"],
        dragon_vp=raw["dragon_vp"],
        bandit_coins=raw["bandit_coins"],
        swamp_vp=raw["swamp_vp"],
    )
