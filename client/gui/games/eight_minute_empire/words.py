"""The client's words for the game: card actions, goods, tokens, the names of things in
the log's messages (translated).

The log's sentences are the core's messages, filled by client/gui/sentences.py from the
templates of client/gui/games/eight_minute_empire/messages.py; `names` gives their params'
things in the window's language (context "Words"), so an Italian table reads "armate",
"città", "cibo" as the seed does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from client.gui.games.eight_minute_empire import messages
from client.gui.i18n import Texts
from core.games.eight_minute_empire.data import classic_rules
from core.games.eight_minute_empire.legends.data import legends_rules


class Words(Texts):
    """Eight-Minute Empire's words: card actions, goods, tokens, the log's things."""


class Actions(Texts):
    """What the person to act does now (actions.py)."""


def legends_text(text: str) -> str:
    """A Legends card's, leader's or exploration token's name or ability, translated by its
    English text in the data file (tools/translations.py extracts them from there)."""
    return QCoreApplication.translate("Legends", text)


def token_name(key: str) -> str:
    """A Legends token's name ("magic_spring" -> "Magic spring")."""
    names = {
        "magic_spring": Words.tr("Magic spring"),
        "cottage": Words.tr("Cottage"),
        "hidden_treasure": Words.tr("Hidden treasure"),
        "spell_book": Words.tr("Spell book"),
        "stable": Words.tr("Stable"),
        "fortress": Words.tr("Fortress"),
        "raging_dragon": Words.tr("Raging dragon"),
        "portal": Words.tr("Magic portal"),
        "bandits": Words.tr("Bandits"),
        "swamp": Words.tr("Mephitic swamp"),
    }
    return names.get(key, key.replace("_", " "))


def score_source(name: str) -> str:
    """Where Legends ability points came from, as the scoring names it: a card, a token, a
    leader (the data's names), or the board's fortresses and slain dragon."""
    board = {"Fortress": Words.tr("Fortress"), "Raging dragon": Words.tr("Raging dragon")}
    return board.get(name) or legends_text(name)


def good(name: str) -> str:
    """A good's name."""
    names = {
        "crystal": Words.tr("crystal"),
        "food": Words.tr("food"),
        "wood": Words.tr("wood"),
        "iron": Words.tr("iron"),
        "tools": Words.tr("tools"),
        "wild": Words.tr("wild"),
    }
    return names.get(name, name)


def term(kind: str, points: int, legends: bool = False) -> str:
    """One term of a card's action, e.g. "Place 3 armies" (Legends moves may cross the sea)."""
    if kind == "place":
        return Words.tr("Place %n armies", None, points)
    if kind == "move" and legends:
        return Words.tr("Move {n}").format(n=points)
    if kind == "move":
        return Words.tr("Move {n} by land").format(n=points)
    if kind == "sea":
        return Words.tr("Move {n} by land or sea").format(n=points)
    if kind == "city":
        return Words.tr("Build a city")
    return Words.tr("Destroy %n armies", None, points)


def card_action(text: str, legends: bool = False) -> str:
    """A card's action text ("place 1 + destroy 1 / move 2") in words."""
    options = []
    for option in text.split(" / "):
        parts = []
        for piece in option.split(" + "):
            words = piece.split()
            parts.append(term(words[0], int(words[1]) if len(words) > 1 else 1, legends))
        options.append(Words.tr(" and ").join(parts))
    return Words.tr(" or ").join(options)


def remaining(kind: str, points: int, legends: bool = False) -> str:
    """What is left of the current term, for the action bar."""
    if legends and kind == "move":
        return Words.tr(
            "%n movement points left (a sea crossing costs 3, less with Flying): "
            "pick an army, then where it goes",
            None,
            points,
        )
    if legends and kind == "place":
        return Words.tr("Place {n} more (start region or a region with your city)").format(n=points)
    hints = {
        "place": Words.tr("Place {n} more (start region or a region with your city)"),
        "move": Words.tr("%n moves left by land: pick an army, then where it goes", None, points),
        "sea": Words.tr(
            "%n moves left by land or sea: pick an army, then where it goes", None, points
        ),
        "city": Words.tr("Build a city where you have an army"),
        "destroy": Words.tr("Destroy {n}: click an army"),
    }
    return hints.get(kind, kind).format(n=points)


def seat_name(seat: Any, names: Sequence[str]) -> str:
    """A seat's name, or the neutral colour."""
    if seat == "neutral":
        return Words.tr("the neutral colour")
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return str(seat)


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The window's names of the things log params give by id (messages.names translated):
    cards, goods, tokens, leaders, a card's chosen half, where ability points came from."""
    english = messages.names(config)
    legends = config.get("edition") == "legends"

    def name(key: str, value: Any) -> str | None:
        if key == "card":
            return legends_card(value) if legends else classic_card(value)
        translated = {
            "good": good,
            "token": token_name,
            "leader": lambda v: legends_text(legends_rules().leaders[v].name),
            "option": lambda v: card_action(v, legends),
            "source": score_source,
        }
        return translated[key](value) if key in translated else english(key, value)

    return name


def classic_card(cid: int) -> str:
    """A classic card for the log: "23 (wood; Destroy 1 army or Build a city)"."""
    card = classic_rules().cards[cid]
    return f"{cid} ({', '.join(good(g) for g in card.goods)}; {card_action(card.action)})"


def legends_card(cid: int) -> str:
    """A Legends card for the log: "Dire Eye (Flying; Place 4 armies)"."""
    card = legends_rules().cards[cid]
    name, ability = legends_text(card.name), legends_text(card.ability)
    return f"{name} ({ability}; {card_action(card.action, True)})"
