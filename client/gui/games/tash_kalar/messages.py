"""Tash-Kalar's English templates, by the core's message ids (translated in the window in
context "tash_kalar"), and the names of the things the params give by id.

Log messages (core/games/tash_kalar/view.py, describe_action) and the END block's labels,
notes and tie-breaks (scoring.py, end_block). Qt-free: the headless logs and reports read
this module (client/messages.py). A card's identity is in a message only once it is public
(a summon, a flare, a reveal to all): a private draw says the kind of card, never which.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from core.games.tash_kalar.data import cards

TEMPLATES: dict[str, str | tuple[str, str]] = {
    # -- the log: setup, hidden-information resolutions (core/hidden.py)
    "first": "{seat} plays first.",
    "setup": "{seat} places a {colour} common piece on {square}.",
    "shuffled": "The {deck} deck is shuffled.",
    "remasked": "The {deck} cards are hidden again.",
    "drew": "{seat} draws a {deck} card.",
    "shown": "{card} is revealed.",
    # -- the log: a turn's actions
    "place": "{seat} places a common piece on {square}.",
    "pickup": "{seat} takes up their piece on {square}.",
    "summon": "{seat} summons {card} on {square}, {orientation}.",
    "discard": "{seat} discards {card}.",
    "return": "{seat} puts a {deck} card under its deck.",
    "flare": "{seat} invokes {card} against {colour}.",
    "claim": "{seat} completes the task {task}.",
    "score": "{seat} scores a point in {colour}.",
    "pass": "{seat} hands control to their team-mate.",
    "done": "{seat} is done.",
    "concede": "{seat} concedes.",
    # -- the log: an effect's choices
    "move": "{seat} moves the piece on {square} to {to}.",
    "leap": "{seat} leaps the piece on {square} to {to}.",
    "destroy": "{seat} destroys the piece on {square}.",
    "promote": "{seat} promotes the piece on {square}.",
    "degrade": "{seat} degrades the piece on {square}.",
    "convert": "{seat} converts the piece on {square}.",
    # -- the END block: parts and notes
    "end.conceded": "Concession",
    "end.tasks": "Tasks",
    "end.legendary": "Legendary pieces",
    "end.points": "Points",
    "end.lowest_colour": "Lowest colour",
    "end.colours": "Colours",
    "end.colour_scores": "{scores}",
    "end.colour_score": "{colour} {n}",
    # -- what separated two places
    "by.concession": "the concession",
    "by.points": "points",
    "by.second_colour": "the second-lowest colour",
    "by.third_colour": "the third colour",
    "by.promoted": "promoted pieces on the board",
    "by.pieces": "pieces on the board",
}

# A summon's orientation (docs/tash-kalar.md, "Orientations": 0-3 the pattern as on the
# card turned anticlockwise by quarters, 4-7 mirrored left to right first), in words.
ORIENTATIONS = (
    "as on the card",
    "turned a quarter left",
    "turned upside down",
    "turned a quarter right",
    "mirrored",
    "mirrored and turned a quarter left",
    "mirrored and turned upside down",
    "mirrored and turned a quarter right",
)

# describe_action's `deck` param: a card's kind ("being") or a deck ("beings.0", "legends.1")
_KINDS = {"being": "being", "legend": "legend", "flare": "flare", "task": "task"}


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The English names of the things params give by id at a table of `config`: cards and
    tasks by the data's names, decks by kind (a seat's beings by its colour)."""
    colours = list(config.get("colours") or [])

    def name(key: str, value: Any) -> str | None:
        if key == "card":
            return card_name(str(value))
        if key == "task":
            task = cards().tasks.get(str(value))
            return task.name if task is not None else str(value)
        if key == "deck":
            return deck_name(str(value), colours)
        if key == "orientation":
            return orientation_name(value)
        return None

    return name


def orientation_name(number: Any) -> str:
    """A summon's orientation in words ("mirrored and turned a quarter left")."""
    k = int(number)
    return ORIENTATIONS[k] if 0 <= k < len(ORIENTATIONS) else str(number)


def card_name(card_id: str) -> str:
    """A card as the log names it: a being "Skirmisher (blue)", a legend or task by its
    name, a flare by its number ("Flare 3")."""
    data = cards()
    if card_id in data.beings:
        return f"{data.beings[card_id].name} ({card_id.split('-')[0]})"
    if card_id in data.legends:
        return data.legends[card_id].name
    if card_id in data.tasks:
        return data.tasks[card_id].name
    if card_id in data.flares:
        return f"Flare {flare_number(card_id)}"  # flares have no names in the data
    return card_id


def flare_number(card_id: str) -> int | str:
    """A flare's number, read from its id ("FL03" -> 3); the id itself if it has none."""
    digits = card_id.lstrip("FL")
    return int(digits) if digits.isdigit() else card_id


def deck_name(deck: str, colours: list[str]) -> str:
    """A deck or card kind: "being", "blue being" (beings.<seat>), "legend", ..."""
    if deck in _KINDS:
        return _KINDS[deck]
    base, _, index = deck.partition(".")
    if base == "beings" and index.isdigit() and int(index) < len(colours):
        return f"{colours[int(index)]} being"
    return _KINDS.get(base[:-1], deck)
