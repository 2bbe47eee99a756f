"""What each of It's a Wonderful Kingdom's things is and does (issue 32), for the tooltips,
the rules dialog's reference page and the tutorials: every card (development, Legends,
Treasure, Calamity, Advisor) and Threat of the data (the window's own tooltips, words.py,
then how it is played), the Threat sets, each Grand Duchy's sides, the Mission steps, the
Conquest territories and bonus places, the resources, the tokens and the areas
(resources/wonderful_kingdom/help/elements.<code>.json, filled from the data).

Declared as the view's `CAPABILITIES.help` (the package's __init__); everything here is in
the language spoken now (client/gui/gamehelp.py, `speaking`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from client.gui import gamehelp, i18n
from client.gui.games.wonderful_kingdom import words
from core.games.wonderful_kingdom.data import data

FOLDER = gamehelp.folder("wonderful_kingdom")
RESOURCES = ("M", "P", "G", "E", "K", "S")
TOKENS = ("trap", "spy", "illusionist", "step", "army")
AREAS = (
    "hand", "offer", "selection", "construction", "duchy", "alchemy", "supply", "supremacy",
    "rounds",
)  # fmt: skip
DEVELOPMENT = ("structure", "company", "monument", "discovery")


def _place_kinds() -> tuple[str, ...]:
    """The bonus places of the Conquest map, in the map's order."""
    found: dict[str, None] = {}
    for territory in data().conquest.territories.values():
        found.update((place.bonus, None) for place in territory.places)
    return tuple(found)


def elements() -> Iterator[tuple[str, str]]:
    """Every card, Threat and Threat set, each duchy's sides, the Mission steps, the
    Conquest territories and places, the resources, the tokens and the areas."""
    d = data()
    yield from (("card", cid) for cid in d.cards)
    yield from (("threat", tid) for tid in d.threats)
    yield from (("threat_set", sid) for sid in d.threat_sets)
    yield from (("duchy", f"{gid}:{s}") for gid, g in d.duchies.items() for s in g.sides)
    yield from (("mission", f"{bid}:{st.n}") for bid, b in d.missions.items() for st in b.steps)
    yield from (("territory", tid) for tid in d.conquest.territories)
    yield from (("place", kind) for kind in _place_kinds())
    yield from (("resource", r) for r in RESOURCES)
    yield from (("token", t) for t in TOKENS)
    yield from (("area", a) for a in AREAS)


def element(kind: str, ident: str) -> str:
    """The text of one element in the language spoken now ("" if unknown)."""
    say = gamehelp.words(FOLDER, i18n.current())
    texts = {
        "card": _card,
        "threat": _threat,
        "threat_set": _set,
        "duchy": _duchy,
        "mission": _mission,
        "territory": _territory,
        "place": lambda i, s: "\n".join(s["places"][i]),
        "resource": lambda i, s: "\n".join(s["resources"][i]),
        "token": lambda i, s: "\n".join(s["tokens"][i]),
        "area": lambda i, s: "\n".join(s["areas"][i]),
    }
    try:
        return texts[kind](ident, say) if kind in texts else ""
    except (KeyError, ValueError):
        return ""


def _units(units: tuple[str, ...] | list[str]) -> str:
    return words.units_text(list(units))


def _card(ident: str, say: Mapping[str, Any]) -> str:
    return "\n".join([words.card_tip(ident), *_card_rules(ident, say)])


def _card_rules(ident: str, say: Mapping[str, Any]) -> list[str]:
    card = data().cards[ident]
    cards = say["cards"]
    lines = [cards["development"] if card.kind in DEVELOPMENT else cards[card.kind]]
    if card.kind == "advisor" and card.two_player:
        lines.append(cards["advisor_2p"])
    return lines


def _threat(ident: str, say: Mapping[str, Any]) -> str:
    return "\n".join([words.card_tip(ident), *_threat_rules(ident, say)])


def _threat_rules(ident: str, say: Mapping[str, Any]) -> list[str]:
    threat = data().threats[ident]
    extra = data().threat_sets[threat.set].extra
    sets = say["sets"]
    if threat.kind == "egg":
        eggs = extra.get("egg_vp", {})
        return [sets["eggs"].format(one=eggs.get("1", 0), two=eggs.get("2", 0))]
    effect = sets[threat.set].format(bonus=extra.get("bonus_all_defeated_by_self", 0))
    return [say["threat_rule"], effect]


def card_rules(card: str) -> list[str]:
    """How a card or a Threat is played (the lines its tooltip adds to what it prints)."""
    say = gamehelp.words(FOLDER, i18n.current())
    try:
        if card in data().threats:
            return _threat_rules(card, say)
        return _card_rules(card, say)
    except KeyError:
        return []


def uses(kind: str, ident: str) -> str:
    """What the element does, without its name: lines for a tooltip that names it."""
    return "\n".join(element(kind, ident).splitlines()[1:])


def _set(ident: str, say: Mapping[str, Any]) -> str:
    threats = data().threat_sets[ident]
    line = say["set_line"].format(difficulty=threats.difficulty, n=len(threats.cards))
    if threats.solo and len(threats.medals) == 3:
        bronze, silver, gold = threats.medals
        solo = say["set_solo"].format(bronze=bronze, silver=silver, gold=gold)
    else:
        solo = say["set_no_solo"]
    return "\n".join((words.set_name(ident), line, solo))


def _duchy(ident: str, say: Mapping[str, Any]) -> str:
    duchy_id, side_name = ident.split(":")
    duchy = data().duchies[duchy_id]
    side = duchy.sides[side_name]
    lines = [say["duchy"].format(name=duchy.name, side=side_name)]
    produced = [res for res, n, _ in side.produce for _ in range(n)]
    if produced:
        lines.append(say["duchy_produces"].format(units=_units(produced)))
    else:
        lines.append(say["duchy_nothing"])
    if side.vp:
        lines.append(say["duchy_vp"].format(n=side.vp, kind=words.type_name(side.vp_per)))
    if side.start:
        lines.append(say["duchy_start"].format(units=_units(side.start)))
    if duchy.legends:
        lines.append(say["duchy_legends"])
    return "\n".join(lines)


def _mission(ident: str, say: Mapping[str, Any]) -> str:
    board_id, n = ident.split(":")
    board = data().missions[board_id]
    step = next(s for s in board.steps if s.n == int(n))
    lines = [say["mission"].format(board=board.name, n=step.n)]
    lines.append(say["mission_cost"].format(units=_units(step.cost)))
    if any(step.vp):
        lines.append(say["mission_vp"].format(first=step.vp[0], second=step.vp[1]))
    gained = ["S"] * step.gain_s + ["K"] * step.gain_k
    if gained:
        lines.append(say["mission_gain"].format(units=_units(gained)))
    return "\n".join([*lines, say["mission_order"]])


def _territory(ident: str, say: Mapping[str, Any]) -> str:
    territory = data().conquest.territories[ident]
    lines = [words.territory(ident), say["territory_kind"][territory.kind]]
    red, blue = territory.vp
    if red or blue:
        lines.append(say["territory_vp"].format(red=red, blue=blue))
    if territory.produces:
        lines.append(say["territory_produces"].format(units=_units(territory.produces)))
    if territory.places:
        places = ", ".join(_place_name(p.bonus, p.res, say) for p in territory.places)
        lines.append(say["territory_places"].format(places=places))
    return "\n".join(lines)


def _place_name(bonus: str, res: str, say: Mapping[str, Any]) -> str:
    name = str(say["places"][bonus][0])
    return f"{name} ({words.resource_name(res)})" if res else name
