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
from functools import lru_cache
from typing import Any

from client.gui.games.wonderful_kingdom.messages import card_name, territory_name, thing_name
from client.gui.i18n import Texts
from core.games.wonderful_kingdom.data import data


class WonderfulKingdom(Texts):
    """It's a Wonderful Kingdom's window texts, with the seed's Italian terms."""


def unit_names() -> dict[str, str]:
    """A unit as the log names one: "a Materials cube", "a soldier"."""
    return {
        "M": WonderfulKingdom.tr("a Materials cube"),
        "P": WonderfulKingdom.tr("a Population cube"),
        "G": WonderfulKingdom.tr("a Gold cube"),
        "E": WonderfulKingdom.tr("an Exploration cube"),
        "K": WonderfulKingdom.tr("a Krystallium"),
        "S": WonderfulKingdom.tr("a soldier"),
    }


def resource_name(res: str) -> str:
    """A resource by its letter: "Materials", "Krystallium", "soldiers"."""
    names = {
        "M": WonderfulKingdom.tr("Materials"),
        "P": WonderfulKingdom.tr("Population"),
        "G": WonderfulKingdom.tr("Gold"),
        "E": WonderfulKingdom.tr("Exploration"),
        "K": WonderfulKingdom.tr("Krystallium"),
        "S": WonderfulKingdom.tr("soldiers"),
    }
    return names.get(res, res)


def type_name(kind: str) -> str:
    """A card's kind: "structure", "company", "Advisor", "Calamity"..."""
    names = {
        "structure": WonderfulKingdom.tr("structure"),
        "company": WonderfulKingdom.tr("company"),
        "monument": WonderfulKingdom.tr("monument"),
        "discovery": WonderfulKingdom.tr("discovery"),
        "advisor": WonderfulKingdom.tr("Advisor"),
        "treasure": WonderfulKingdom.tr("Treasure"),
        "calamity": WonderfulKingdom.tr("Calamity"),
        "threat": WonderfulKingdom.tr("Threat"),
    }
    return names.get(kind, kind)


def deck_names() -> dict[str, str]:
    return {
        "dev": WonderfulKingdom.tr("the development deck"),
        "dev.cards": WonderfulKingdom.tr("the development cards"),
        "calamities": WonderfulKingdom.tr("the Calamity pile"),
        "threats": WonderfulKingdom.tr("the Threat deck"),
        "advisors": WonderfulKingdom.tr("the Advisor pool"),
    }


def colour_names() -> tuple[str, str]:
    return WonderfulKingdom.tr("red"), WonderfulKingdom.tr("blue")


def word_table() -> dict[str, str]:
    return {
        "hand": WonderfulKingdom.tr("The hand of {colour}"),
        "a card": WonderfulKingdom.tr("a card"),
        "and": WonderfulKingdom.tr(" and {name}"),
        "place": WonderfulKingdom.tr(", place {name}"),
    }


def threat_names() -> dict[str, str]:
    """The Threats the seed names (shared/seeds/002, "Modulo Minaccia")."""
    return {
        "Storm": WonderfulKingdom.tr("Storm"),
        "Drought": WonderfulKingdom.tr("Drought"),
        "Disease": WonderfulKingdom.tr("Disease"),
        "Night": WonderfulKingdom.tr("Night"),
        "Black Dragon Matriarch": WonderfulKingdom.tr("Black Dragon Matriarch"),
        "Black Dragon Patriarch": WonderfulKingdom.tr("Black Dragon Patriarch"),
        "Black Dragon Egg": WonderfulKingdom.tr("Black Dragon Egg"),
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
        "sisters": WonderfulKingdom.tr("Sisters of Torment"),
        "swallowers": WonderfulKingdom.tr("Swallowers"),
        "dragons": WonderfulKingdom.tr("Black Dragons"),
        "illusionists": WonderfulKingdom.tr("Illusionists"),
    }
    return names.get(threat, threat)


def duchy_name(duchy: str) -> str:
    found = data().duchies.get(duchy)
    return found.name if found is not None else duchy


def short_per(per: str) -> str:
    """What a per-card VP counts, short: "S" for soldiers, else the type's first letters."""
    return "S" if per == "S" else type_name(per)[:4] + "."


def units_text(units: tuple[str, ...] | list[str]) -> str:
    """Units counted in words: "3 Materials, 1 Krystallium"."""
    counts: dict[str, int] = {}
    for u in units:
        counts[u] = counts.get(u, 0) + 1
    return ", ".join(f"{n} {resource_name(u)}" for u, n in counts.items()) or "—"


def ability_text(ability: str) -> str:
    """An Advisor's ability in words (advisors.json's keywords)."""
    texts = {
        "structure_soldier": WonderfulKingdom.tr(
            "Each time you complete a structure, gain 1 soldier."
        ),
        "alchemy_4": WonderfulKingdom.tr("Your alchemy makes a Krystallium of 4 cubes, not 5."),
        "supremacy_ties": WonderfulKingdom.tr("You win supremacy ties."),
        "spy": WonderfulKingdom.tr("A Spy once per Choice phase."),
        "trap": WonderfulKingdom.tr("One more Trap token each round."),
        "production_soldier": WonderfulKingdom.tr("1 soldier when each Production phase begins."),
        "dispel_calamity": WonderfulKingdom.tr(
            "On completion, one of your Calamities is discarded."
        ),
        "krystallium_vp": WonderfulKingdom.tr("1 VP per Krystallium in your supply at the end."),
        "supremacy_soldier": WonderfulKingdom.tr("Winning supremacy gives 1 more soldier."),
        "calamity_discount": WonderfulKingdom.tr(
            "Your Calamities cost one soldier fewer to dispel."
        ),
        "veiler": WonderfulKingdom.tr("Cards you offer face down cannot be spied on."),
    }
    return texts.get(ability, ability)


def card_tip(card: str) -> str:
    """A card's tooltip: name, kind and everything printed on it, in words (kept per
    language: the window asks for every card at every redraw)."""
    return _card_tip(card, WonderfulKingdom.tr("Materials"))


@lru_cache(maxsize=512)
def _card_tip(card: str, language: str) -> str:
    d = data()
    threat = d.threats.get(card)
    if threat is not None:
        lines = [
            card_title(card),
            WonderfulKingdom.tr("Threat ({set})").format(set=set_name(threat.set)),
        ]
        lines.append(
            WonderfulKingdom.tr("Defeated with {n} soldiers, in the Combat phase.").format(
                n=threat.fight
            )
        )
        if threat.penalty:
            lines.append(
                WonderfulKingdom.tr("Undefeated at the end: {n} VP.").format(n=threat.penalty)
            )
        if threat.res:
            lines.append(
                WonderfulKingdom.tr(
                    "Under construction it produces {res} for the other player."
                ).format(res=resource_name(threat.res))
            )
        if threat.reward_k:
            lines.append(
                WonderfulKingdom.tr("Defeated: {n} Krystallium.").format(n=threat.reward_k)
            )
        return "\n".join(lines)
    found = d.cards.get(card)
    if found is None:
        return card
    lines = [card_title(card) + (" (L)" if found.legends else ""), type_name(found.kind)]
    if found.kind == "calamity":
        lines.append(
            WonderfulKingdom.tr(
                "Dispelled by {n} soldiers; {vp} VP at the end if it stays."
            ).format(n=d.calamity_dispel, vp=d.calamity_penalty)
        )
        return "\n".join(lines)
    if found.cost:
        lines.append(WonderfulKingdom.tr("Cost: {units}").format(units=units_text(found.cost)))
    for res, n, per in found.produce:
        what = f"{n} {resource_name(res)}"
        if per:
            what = WonderfulKingdom.tr("{what} per {kind}").format(what=what, kind=type_name(per))
        lines.append(WonderfulKingdom.tr("Produces: {what}").format(what=what))
    if found.bonus_s or found.bonus_k:
        got = units_text(["S"] * found.bonus_s + ["K"] * found.bonus_k)
        lines.append(WonderfulKingdom.tr("Completed: +{units}").format(units=got))
    if found.spy:
        lines.append(WonderfulKingdom.tr("In your Grand Duchy: a Spy once per Choice phase."))
    if found.ability:
        lines.append(ability_text(found.ability))
    if found.vp or found.vp_per:
        per = {"S": WonderfulKingdom.tr("soldier in your supply")}.get(
            found.vp_per, type_name(found.vp_per)
        )
        vp = (
            WonderfulKingdom.tr("{n} VP per {what}").format(n=found.vp, what=per)
            if found.vp_per
            else str(found.vp)
        )
        lines.append(WonderfulKingdom.tr("Victory points: {vp}").format(vp=vp))
    key = (
        WonderfulKingdom.tr("Recycled: {units}")
        if found.kind != "treasure"
        else WonderfulKingdom.tr("Recycle only: {units}")
    )
    lines.append(key.format(units=units_text(found.gain)))
    return "\n".join(lines)


def territory(territory_id: str) -> str:
    """A Conquest territory's name (the data's)."""
    return territory_name(territory_id)
