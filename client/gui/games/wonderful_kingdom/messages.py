"""It's a Wonderful Kingdom's English templates, by the core's message ids (translated in the
window in context "wonderful_kingdom"), and the names of the things the params give by id.

Log messages (core/games/wonderful_kingdom/view.py and the modules' `describe`;
docs/wonderful-kingdom.md, "Log messages") and the END block's labels, notes and
tie-breaks (scoring.py, the modules' score parts). A pair is a counted text (English
singular, plural): `%n` is the param `n`. Qt-free: the headless logs and reports read this
module (client/messages.py). A card is named in a message only once it is public: a
face-down offer, a private peek and a hand's re-masking never say which card. `then`
carries an action's sentence and one automatic effect that followed it (each a list of one
message), nested once per effect.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from core.games.wonderful_kingdom.data import data

TEMPLATES: dict[str, str | tuple[str, str]] = {
    # -- setup and hidden-information resolutions (core/hidden.py)
    "first": "{seat} plays first.",
    "duchies": "The Grand Duchies are dealt: {duchy}{other_duchy}.",
    "mission_board": "The Mission board is {board}.",
    "shuffled": "Every player shuffles {deck}.",
    "mixed": "Every player mixes {deck}, unseen.",
    "remasked": "{deck} is shuffled by its holder, unseen by the other.",
    "shown": "{card} is turned face up.",
    "revealed": "A card is shown to one player alone.",
    # -- the Choice phase
    "spy": "{seat} spies on a face-down card.",
    "offer_up": "{seat} offers {card} face up in area {area}.",
    "offer_down": "{seat} offers a card face down in area {area}, spending a Trap.",
    "select": (
        "{seat} selects area {area}: %n card.",
        "{seat} selects area {area}: %n cards.",
    ),
    "search": "{seat} searches the top 3 cards of the deck.",
    "keep": "{seat} puts two of them in the offer areas and discards the third.",
    "refill": "{seat} fills the offer areas from the deck.",
    "illusionist": "{seat} puts an Illusionist token on {card} in area {area}.",
    "swap": "{seat} swaps {given} for {taken} with an Illusionist token.",
    # -- Planning and Production
    "build": "{seat} starts constructing {card}.",
    "recycle": "{seat} recycles {card}.",
    "place": "{seat} places {unit} on {card} (space {slot}).",
    "alchemy": "{seat} puts {unit} in the alchemy area.",
    "krystallium": "{seat} places a Krystallium on {card} (space {slot}).",
    "soldier": "{seat} places a soldier on {card} (space {slot}).",
    "scrap": "{seat} scraps {card}.",
    "done": "{seat} is done.",
    "mission": "{seat} completes step {step} of the Mission.",
    "convert": "{seat} turns 5 cubes of the alchemy area into a Krystallium.",
    # -- the Threat module
    "fight": "{seat} sends a soldier against {card} (soldier {slot}).",
    "torment": "The Sisters of Torment take {unit} from {card} of {seat} (space {slot}).",
    "eat": "A Black Dragon eats a soldier of {seat} on {card} (soldier {slot}).",
    # -- the Threat module's automatic effects, after the sentence of the action that led
    # to them (core/games/wonderful_kingdom/modules/threat_log.py)
    "then": "{said} {effect}",
    "threat.shown": "{card}, the round's Threat, goes face up into area L.",
    "threat.in": "{card} goes into the construction area of {seat}.",
    "threat.token": "The Illusionist token of {seat} on {card} is discarded.",
    "threat.tormented": (
        "The Sisters of Torment take %n cube from the cards {seat} has under construction.",
        "The Sisters of Torment take %n cubes from the cards {seat} has under construction.",
    ),
    "threat.eaten": (
        "The Black Dragons eat %n soldier of {seat}.",
        "The Black Dragons eat %n soldiers of {seat}.",
    ),
    "threat.owed_sisters": (
        "The Sisters of Torment: {seat} chooses %n cube to remove from a card under construction.",
        "The Sisters of Torment: {seat} chooses %n cubes to remove from cards under construction.",
    ),
    "threat.owed_dragons": (
        "The Black Dragons: {seat} chooses %n placed soldier for them to eat.",
        "The Black Dragons: {seat} chooses %n placed soldiers for them to eat.",
    ),
    "threat.spared_sisters": (
        "The Sisters of Torment find no cube on the cards {seat} has under construction: "
        "nothing is removed."
    ),
    "threat.spared_dragons": "The Black Dragons find no soldier of {seat} to eat.",
    "threat.tokens": (
        "{seat} gains %n Illusionist token for the Illusionists of {other_seat}.",
        "{seat} gains %n Illusionist tokens for the Illusionists of {other_seat}.",
    ),
    "threat.tokens_short": "All 3 Illusionist tokens are in play: {seat} gains no more.",
    "threat.swallow": "{card} of {owner_seat} produces {unit} for {seat}.",
    "threat.swallow_own": "{card}, in the Grand Duchy of {seat}, produces {unit} for {seat}.",
    "threat.aside": "{card} would produce {unit} for an opponent: it is set aside ({n} set aside).",
    "threat.calamity": "4 resources set aside are discarded: {card} goes into the Grand Duchy "
    "of {seat}.",
    "threat.aside_spent": "4 resources set aside are discarded; the Calamity pile is empty.",
    "threat.defeated": (
        "{seat} defeats {card}: its %n soldier goes to the general supply.",
        "{seat} defeats {card}: its %n soldiers go to the general supply.",
    ),
    "threat.egg": (
        "{seat} obtains {card}: its %n soldier goes to the general supply.",
        "{seat} obtains {card}: its %n soldiers go to the general supply.",
    ),
    "threat.krystallium": "{seat} gains {k} Krystallium from {card}.",
    "threat.to_duchy": "{card} goes into the Grand Duchy of {seat}.",
    "threat.penalty": "{card} was never defeated: {vp} VP for {seat}.",
    "threat.sisters_bonus": "{seat} defeated all four Sisters of Torment: +{vp} VP.",
    "threat.eggs": (
        "{seat} obtained %n Dragon Egg: +{vp} VP.",
        "{seat} obtained %n Dragon Eggs: +{vp} VP.",
    ),
    # -- the Conquest module
    "destroy": "{seat} destroys {card} in the selection area of {victim_seat}.",
    "spare": "{seat} destroys no card.",
    "recruit": ("{seat} recruits %n army.", "{seat} recruits %n armies."),
    "move": "{seat} moves armies into {territory}.",
    "send": "{seat} sends an army from {territory}.",
    "go": (
        "{seat} moves %n army into {territory}; {beaten} enemy armies go home.",
        "{seat} moves %n armies into {territory}; {beaten} enemy armies go home.",
    ),
    "assign": "{seat} puts armies on the places of {territory}: {places}.",
    "free": ("{seat} frees %n army from the prison.", "{seat} frees %n armies from the prison."),
    "pass": "{seat} passes.",
    "imprison": "{seat} imprisons an army of {victim_seat} from {territory}{place}.",
    "pardon": "{seat} imprisons nobody.",
    # -- the END block: parts, notes, tie-breaks
    "end.cards": "Cards",
    "end.duchy": "Grand Duchy",
    "end.calamities": "Calamities",
    "end.mission": "Mission",
    "end.threats": "Threats",
    "end.sisters": "Sisters defeated",
    "end.eggs": "Dragon Eggs",
    "end.conquest": "Territories",
    "end.advisors": "Advisors",
    "end.medal": "Medal",
    "medal.gold": "gold medal",
    "medal.silver": "silver medal",
    "medal.bronze": "bronze medal",
    "medal.none": "no medal",
    "by.points": "points",
    "by.cards": "constructed cards",
    "by.soldiers": "soldiers in supply",
}

# English names of the things params give by id (the window has them translated: words.py)
UNITS = {
    "M": "a Materials cube",
    "P": "a Population cube",
    "G": "a Gold cube",
    "E": "an Exploration cube",
    "K": "a Krystallium",
    "S": "a soldier",
}
DECKS = {
    "dev": "the development deck",
    "dev.cards": "the development cards",
    "calamities": "the Calamity pile",
    "threats": "the Threat deck",
    "advisors": "the Advisor pool",
}
COLOURS = ("red", "blue")
WORDS = {
    "hand": "The hand of {colour}",
    "a card": "a card",
    "and": " and {name}",
    "place": ", place {name}",
}


def card_name(card: str) -> str | None:
    """A card's data name by its id (development card, Advisor, Treasure, Calamity, Threat),
    or None for an id no table has."""
    d = data()
    found = d.cards.get(card)
    if found is not None:
        return found.name
    threat = d.threats.get(card)
    return threat.name if threat is not None else None


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The English names of the things params give by id."""

    def name(key: str, value: Any) -> str | None:
        return thing_name(key, value, UNITS, DECKS, WORDS, COLOURS, card_name)

    return name


def thing_name(
    key: str,
    value: Any,
    units: Mapping[str, str],
    decks: Mapping[str, str],
    words: Mapping[str, str],
    colours: tuple[str, str],
    card: Callable[[str], str | None],
) -> str | None:
    """A param's name from these tables (English here, translated in words.py); None: not a
    thing (a count, a seat)."""
    d = data()
    text = str(value)
    if key in ("card", "given", "taken"):
        return (card(text) or text) if text else words["a card"]
    if key in ("duchy", "other_duchy"):
        duchy = d.duchies.get(text)
        named = duchy.name if duchy is not None else text
        if key == "other_duchy":
            return words["and"].format(name=named) if text else ""
        return named
    if key == "board":
        board = d.missions.get(text)
        return board.name if board is not None else text
    if key == "unit":
        return units.get(text, text)
    if key == "deck":
        if text.startswith("hand") and "." in text:
            seat = text.rsplit(".", 1)[1]
            colour = colours[int(seat)] if seat in ("0", "1") else seat
            return words["hand"].format(colour=colour)
        return decks.get(text, text)
    if key == "slot" and isinstance(value, int):
        return str(value + 1)
    if key == "territory":
        return territory_name(text)
    if key == "place":
        return words["place"].format(name=text) if text else ""
    if key == "places":
        return text.replace(" ", ", ") if text else "—"
    return None


def territory_name(territory: str) -> str:
    """A Conquest territory's name by its map id ("SW": Redfen)."""
    found = data().conquest.territories.get(territory)
    return str(found.name) if found is not None else territory
