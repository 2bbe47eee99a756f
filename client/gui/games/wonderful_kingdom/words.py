"""It's a Wonderful Kingdom's words in the window, translated in the "WonderfulKingdom"
context with the seed's Italian terms (shared/seeds/002: fase di scelta, di progettazione,
di produzione; area di offerta, di selezione, di costruzione, di alchimia; Granducato;
segnalino Trappola, Spia, Soldato; Krystallium; carta Calamità, Tesoro, Consigliere,
Minaccia; Missione; fase di combattimento, di conquista; Esercito; supremazia; PV).

The names of the things the log's params give by id (`names`), resources and card types,
and the texts of cards (their tooltips). Card names are the data's (English, as the other
games' cards), except the Threats the seed names (Tempesta, Siccità, Malattia, Notte; the
Black Dragons and their Eggs).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from client.gui.games.wonderful_kingdom.messages import card_name, thing_name
from core.games.wonderful_kingdom.data import data


def tr(text: str) -> str:
    """Translate in the "WonderfulKingdom" context."""
    return QCoreApplication.translate("WonderfulKingdom", text)


def trn(text: str, n: int) -> str:
    """Translate a counted text (`%n`) in the "WonderfulKingdom" context."""
    return QCoreApplication.translate("WonderfulKingdom", text, None, n)


def unit_names() -> dict[str, str]:
    """A unit as the log names one: "a Materials cube", "a soldier"."""
    return {
        "M": tr("a Materials cube"),
        "P": tr("a Population cube"),
        "G": tr("a Gold cube"),
        "E": tr("an Exploration cube"),
        "K": tr("a Krystallium"),
        "S": tr("a soldier"),
    }


def resource_name(res: str) -> str:
    """A resource by its letter: "Materials", "Krystallium", "soldiers"."""
    names = {
        "M": tr("Materials"),
        "P": tr("Population"),
        "G": tr("Gold"),
        "E": tr("Exploration"),
        "K": tr("Krystallium"),
        "S": tr("soldiers"),
    }
    return names.get(res, res)


def type_name(kind: str) -> str:
    """A card's kind: "structure", "company", "Advisor", "Calamity"..."""
    names = {
        "structure": tr("structure"),
        "company": tr("company"),
        "monument": tr("monument"),
        "discovery": tr("discovery"),
        "advisor": tr("Advisor"),
        "treasure": tr("Treasure"),
        "calamity": tr("Calamity"),
        "threat": tr("Threat"),
    }
    return names.get(kind, kind)


def deck_names() -> dict[str, str]:
    return {
        "dev": tr("the development deck"),
        "dev.cards": tr("the development cards"),
        "calamities": tr("the Calamity pile"),
        "threats": tr("the Threat deck"),
        "advisors": tr("the Advisor pool"),
    }


def colour_names() -> tuple[str, str]:
    return tr("red"), tr("blue")


def word_table() -> dict[str, str]:
    return {
        "hand": tr("The hand of {colour}"),
        "a card": tr("a card"),
        "and": tr(" and {name}"),
        "place": tr(", place {name}"),
    }


def threat_names() -> dict[str, str]:
    """The Threats the seed names (shared/seeds/002, "Modulo Minaccia")."""
    return {
        "Storm": tr("Storm"),
        "Drought": tr("Drought"),
        "Disease": tr("Disease"),
        "Night": tr("Night"),
        "Black Dragon Matriarch": tr("Black Dragon Matriarch"),
        "Black Dragon Patriarch": tr("Black Dragon Patriarch"),
        "Black Dragon Egg": tr("Black Dragon Egg"),
    }


def card_title(card: str) -> str:
    """A card's name in the window's language (the data's; the seed's Threats translated)."""
    name = card_name(card) or card
    return threat_names().get(name, name)


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The translated names of the things log params give by id (messages.names')."""
    units, decks, words, colours = unit_names(), deck_names(), word_table(), colour_names()

    def name(key: str, value: Any) -> str | None:
        return thing_name(key, value, units, decks, words, colours, card_title)

    return name


def set_name(threat: str) -> str:
    """A Threat set: "Sisters of Torment"..."""
    names = {
        "sisters": tr("Sisters of Torment"),
        "swallowers": tr("Swallowers"),
        "dragons": tr("Black Dragons"),
        "illusionists": tr("Illusionists"),
    }
    return names.get(threat, threat)


def duchy_name(duchy: str) -> str:
    found = data().duchies.get(duchy)
    return found.name if found is not None else duchy
