"""Bellum Magia's English templates, by the core's message ids (translated in the window in
context "bellum_magia"), and the names of the things the params give by id.

Log messages (core/games/bellum_magia/view.py, describe_action; docs/bellum-magia.md,
"Messages") and the END block's labels, notes and tie-breaks (scoring.py). A pair is a
counted text (English singular, plural): `%n` is the param `n`. Qt-free: the headless logs
and reports read this module (client/messages.py). A chest's value is in a message only
once it is shown to everyone (the end's reveal): a private draw names the chest's kind and
number, never its value.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from core.games.bellum_magia.data import data

TEMPLATES: dict[str, str | tuple[str, str]] = {
    # -- setup
    "castle.dealt": "{seat} is dealt the castle {castle}.",
    "castle.chosen": "{seat} chooses the castle {castle}.",
    "shuffled": "The {deck} are shuffled.",
    "goblin.dealt": "{seat} is dealt the goblin {card}.",
    "place.shown": "{place} is turned up in the human kingdom.",
    "creature.shown": "{card} is turned face up ({deck}).",
    "goblins.placed": "{seat} has slid their goblins under the castle.",
    "captain.first": "{seat} is the first Captain.",
    # -- phase 1: the active horde
    "die.rolled": "Day {day}: Captain {seat} rolls the die: {n}.",
    "die.rerolled": "Captain {seat} rolls the die again: {n}.",
    "offer.drinks": "{seat} pays a round of drinks (1 barrel): the die is rolled again.",
    "offer.spell": "{seat} casts a confusion spell: the die is rolled again.",
    "offer.declined": "{seat} lets the die stand.",
    # -- phase 3: the explorers; loot and thefts, seen by the taker alone
    "chest.explorers": "The explorers bring {seat} a {kind} (#{chest}).",
    "chest.loot": "{seat} takes a {kind} (#{chest}) as loot.",
    "chest.stolen": "{seat} looks at the stolen {kind} #{chest}.",
    # -- phase 4: attacks
    "attack.place": "{seat} attacks {place} and takes its loot.",
    "attack.tavern": "{seat} attacks the Tavern and takes a barrel.",
    "attack.castle": "{seat} attacks the castle of {target_seat}.",
    "attack.passed": "{seat} does not attack.",
    "theft.chosen": "{seat} picks the {kind} #{chest} of {target_seat}, unseen.",
    "theft.done": (
        "{seat} robs {target_seat} of %n chest.",
        "{seat} robs {target_seat} of %n chests.",
    ),
    # -- phase 5: recruiting
    "recruit": "{seat} recruits {card} ({deck}) for {payment} and slides it under the {side}.",
    "recruit.done": "{seat} is done recruiting.",
    # -- the end
    "chest.shown": (
        "The {kind} #{chest} of {seat} holds %n coin.",
        "The {kind} #{chest} of {seat} holds %n coins.",
    ),
    "action": "{seat}: {kind}",
    # -- the END block: parts, notes, tie-breaks
    "end.wood": "Wooden chests",
    "end.metal": "Metal chests",
    "end.gold": "Gold chests",
    "end.chests": "Chests",
    "end.chest_count": ("%n chest", "%n chests"),
    "by.coins": "coins",
    "by.chests": "the number of chests",
}

# English names of the things params give by id (the window has them translated: words.py)
KINDS = {"wood": "wooden chest", "metal": "metal chest", "gold": "gold chest"}
DECKS = {
    "goblins": "goblins",
    "farms": "farms",
    "villages": "villages",
    "cities": "cities",
    "evil": "evil creatures",
    "super": "super-evil creatures",
    "wood": "wooden chests",
    "metal": "metal chests",
    "gold": "gold chests",
}
PAYMENTS = {"fo2": "2 food", "gl1+fo4": "1 glyph and 4 food", "gl3": "3 glyphs"}
SIDES = {"left": "left side", "right": "right side"}


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The English names of the things params give by id: castles, places and creatures by
    the data's names, chest kinds, decks, payments and sides in words."""

    def name(key: str, value: Any) -> str | None:
        return thing_name(key, str(value), KINDS, DECKS, PAYMENTS, SIDES)

    return name


def thing_name(
    key: str,
    value: str,
    kinds: Mapping[str, str],
    decks: Mapping[str, str],
    payments: Mapping[str, str],
    sides: Mapping[str, str],
) -> str | None:
    """A param's name from these tables (English here, translated in words.py); None: not a
    thing (a count, a seat)."""
    d = data()
    if key == "castle":
        castle = d.castles.get(value)
        return castle.name if castle is not None else value
    if key == "place":
        place = d.places.get(value)
        return place.name if place is not None else value
    if key == "card":
        card = d.creatures.get(value)
        return card.name if card is not None else value
    table = {"kind": kinds, "deck": decks, "payment": payments, "side": sides}.get(key)
    return None if table is None else table.get(value, value)
