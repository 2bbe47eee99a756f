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
from core.games.eight_minute_empire.data import classic_rules
from core.games.eight_minute_empire.legends.data import legends_rules


def tr(text: str) -> str:
    """Translate in the "Words" context."""
    return QCoreApplication.translate("Words", text)


def trn(text: str, n: int) -> str:
    """Translate a text with a count (`%n`, singular or plural) in the "Words" context."""
    return QCoreApplication.translate("Words", text, None, n)


def legends_text(text: str) -> str:
    """A Legends card's, leader's or exploration token's name or ability, translated by its
    English text in the data file (tools/translations.py extracts them from there)."""
    return QCoreApplication.translate("Legends", text)


def token_name(key: str) -> str:
    """A Legends token's name ("magic_spring" -> "Magic spring")."""
    names = {
        "magic_spring": tr("Magic spring"),
        "cottage": tr("Cottage"),
        "hidden_treasure": tr("Hidden treasure"),
        "spell_book": tr("Spell book"),
        "stable": tr("Stable"),
        "fortress": tr("Fortress"),
        "raging_dragon": tr("Raging dragon"),
        "portal": tr("Magic portal"),
        "bandits": tr("Bandits"),
        "swamp": tr("Mephitic swamp"),
    }
    return names.get(key, key.replace("_", " "))


def score_source(name: str) -> str:
    """Where Legends ability points came from, as the scoring names it: a card, a token, a
    leader (the data's names), or the board's fortresses and slain dragon."""
    board = {"Fortress": tr("Fortress"), "Raging dragon": tr("Raging dragon")}
    return board.get(name) or legends_text(name)


def good(name: str) -> str:
    """A good's name."""
    names = {
        "crystal": tr("crystal"),
        "food": tr("food"),
        "wood": tr("wood"),
        "iron": tr("iron"),
        "tools": tr("tools"),
        "wild": tr("wild"),
    }
    return names.get(name, name)


def term(kind: str, points: int, legends: bool = False) -> str:
    """One term of a card's action, e.g. "Place 3 armies" (Legends moves may cross the sea)."""
    if kind == "place":
        return trn("Place %n armies", points)
    if kind == "move" and legends:
        return tr("Move {n}").format(n=points)
    if kind == "move":
        return tr("Move {n} by land").format(n=points)
    if kind == "sea":
        return tr("Move {n} by land or sea").format(n=points)
    if kind == "city":
        return tr("Build a city")
    return trn("Destroy %n armies", points)


def card_action(text: str, legends: bool = False) -> str:
    """A card's action text ("place 1 + destroy 1 / move 2") in words."""
    options = []
    for option in text.split(" / "):
        parts = []
        for piece in option.split(" + "):
            words = piece.split()
            parts.append(term(words[0], int(words[1]) if len(words) > 1 else 1, legends))
        options.append(tr(" and ").join(parts))
    return tr(" or ").join(options)


def remaining(kind: str, points: int, legends: bool = False) -> str:
    """What is left of the current term, for the action bar."""
    if legends and kind == "move":
        return trn(
            "%n movement points left (a sea crossing costs 3, less with Flying): "
            "pick an army, then where it goes",
            points,
        )
    if legends and kind == "place":
        return tr("Place {n} more (start region or a region with your city)").format(n=points)
    hints = {
        "place": tr("Place {n} more (start region or a region with your city)"),
        "move": trn("%n moves left by land: pick an army, then where it goes", points),
        "sea": trn("%n moves left by land or sea: pick an army, then where it goes", points),
        "city": tr("Build a city where you have an army"),
        "destroy": tr("Destroy {n}: click an army"),
    }
    return hints.get(kind, kind).format(n=points)


def seat_name(seat: Any, names: Sequence[str]) -> str:
    """A seat's name, or the neutral colour."""
    if seat == "neutral":
        return tr("the neutral colour")
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
