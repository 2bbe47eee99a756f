"""Eight-Minute Empire's English templates, by the core's message ids (translated in the
window in context "eight_minute_empire"), and the names of things the params give by id.

Log messages (core: view.py, legends/view.py, viewparts.py) and the END block's labels,
notes and tie-breaks. A pair is a counted text (English singular, plural): `%n` is the
param `n`. Qt-free: the headless logs and reports read this module (client/messages.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from core.games import eight_minute_empire as game
from core.games.eight_minute_empire.data import classic_rules
from core.games.eight_minute_empire.legends.data import legends_rules

TEMPLATES: dict[str, str | tuple[str, str]] = {
    # -- the log, classic edition (and the actions both editions share)
    "draw": "Card {card} is drawn into the row.",
    "tile": "A {good} goods tile is laid on {region}.",
    "neutral": "{seat} places a neutral army in {region}.",
    "bid": ("{seat} bids %n coin.", "{seat} bids %n coins."),
    "tiebreak": "The die breaks the tie: {seat} wins the bid.",
    "first": "{seat} names {first_seat} to play first.",
    "take": ("{seat} takes card {card} for %n coin.", "{seat} takes card {card} for %n coins."),
    "choose": "{seat} chooses {option}.",
    "done": "{seat} ends the action.",
    "place": "{seat} places an army in {region}.",
    "move": "{seat} moves an army from {region} to {to_region}.",
    "city": "{seat} builds a city in {region}.",
    "destroy": "{seat} destroys an army of {owner_seat} in {region}.",
    "destroy_neutral": "{seat} destroys an army of the neutral colour in {region}.",
    "action": "{seat}: {action}",
    # -- the log, Legends only
    "start": "The start region is {region}.",
    "token": "A {token} token is laid on {region}.",
    "legends_draw": "{card} is drawn into the row.",
    "legends_take": ("{seat} takes {card} for %n coin.", "{seat} takes {card} for %n coins."),
    "leader": "{seat} is dealt the leader {leader}.",
    "picker": "{seat} will place everybody's army off the centre.",
    "outpost": "{seat} puts one army of every player in {region}.",
    "hire": "{seat} pays {owner_seat} 1 coin to place an army in {region}.",
    # -- the log, the mephitic swamp (a peek's value is never in the log: it is public)
    "tokens_shuffled": "The exploration tokens and the swamp are shuffled face down.",
    "peek": "{seat} peeks at the face-down token in {region}.",
    "token_peeked": "{seat} looks at the token in secret.",
    "token_shown": "{seat} turns the token up: {token}.",
    # -- the END block: parts, the long game's totals, the notes' column
    "end.regions": "Regions",
    "end.continents": "Continents",
    "end.goods": "Points for goods",  # the points, beside the goods held (issue 32)
    "end.islands": "Islands",
    "end.abilities_elixir": "Abilities & elixir",
    "end.long_game": "Long game",
    "end.goods_held": "Goods held (how many of each)",
    "end.ability_points": "Ability points",
    # -- what separated two places
    "tiebreak.victory_points": "victory points",
    "tiebreak.spell_book": "the spell book",
    "tiebreak.coins": "coins",
    "tiebreak.armies": "armies on the board",
    "tiebreak.regions": "regions controlled",
    # -- the notes: goods held, where the ability points came from
    "note.good": "{good} {n}",
    "note.good_plus": "{good} +{n}",
    "note.goods": "{held}",
    "note.goods_wild": "{held} (wild → {wild})",
    "note.goods_tiles": "{held} (tiles: {tiles})",
    "note.goods_wild_tiles": "{held} (wild → {wild}; tiles: {tiles})",
    "note.source": "{source} {n}",
    "note.elixir": ("elixir {vp} (%n held)", "elixir {vp} (%n held)"),
    "note.list": "{items}",
}


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The English names of the things params give by id, on the board of `config`:
    regions, cards, tokens, leaders (goods, options and score sources read as they are)."""
    regions = game.board(config)["regions"]
    legends = config.get("edition") == "legends"

    def name(key: str, value: Any) -> str | None:
        if key == "region" or key.endswith("_region"):
            return str(regions[value]["name"]) if value in regions else str(value)
        if key == "card":
            return legends_card(value) if legends else classic_card(value)
        if key == "token":
            return str(value).replace("_", " ")
        if key == "leader":
            return legends_rules().leaders[value].name
        return None

    return name


def classic_card(cid: int) -> str:
    """A classic card as the log names it: "23 (wood; destroy 1 / city)"."""
    card = classic_rules().cards[cid]
    return f"{card.id} ({', '.join(card.goods)}; {card.action})"


def legends_card(cid: int) -> str:
    """A Legends card as the log names it: "Dire Eye (Flying; place 4)"."""
    card = legends_rules().cards[cid]
    return f"{card.name} ({card.ability}; {card.action})"
