"""Bellum Magia's words in the window, translated in the "BellumMagia" context with the
seed's Italian terms (shared/seeds/003: Capitano, giornata, orda attiva, plancia Castello,
Luogo, Taverna, Fattoria, Villaggio, Città, Creatura malvagia / super malvagia, cibo,
glifi, barili, carte Tesoro, spade, spade magiche, ladri, Scudo, Scrigno di legno / di
metallo / dorato, Incantesimo di confusione, giro di bevute, bottino).

The names of the things the log's params give by id (`names`), the icons and counts, and
the tooltips of places, creatures, castles and chests. Card and place names are the data's
(English, as Tash-Kalar's cards): the Tavern alone is a word of the seed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from client.gui.games.bellum_magia.messages import thing_name
from client.gui.i18n import Texts
from core.games.bellum_magia.data import Creature, data

TAVERN = "P00"
LEFT_ICONS, RIGHT_ICONS = ("fo", "gl", "tr"), ("sw", "ms", "th")


class BellumMagia(Texts):
    """Bellum Magia's window texts, with the seed's Italian terms."""


def kind_name(kind: str) -> str:
    """A chest kind: "wooden chest", "metal chest", "gold chest"."""
    names = {
        "wood": BellumMagia.tr("wooden chest"),
        "metal": BellumMagia.tr("metal chest"),
        "gold": BellumMagia.tr("gold chest"),
    }
    return names.get(kind, kind)


def deck_name(deck: str) -> str:
    """A deck or stack, as the log names it ("evil creatures", "wooden chests")."""
    names = {
        "goblins": BellumMagia.tr("goblins"),
        "farms": BellumMagia.tr("farms"),
        "villages": BellumMagia.tr("villages"),
        "cities": BellumMagia.tr("cities"),
        "evil": BellumMagia.tr("evil creatures"),
        "super": BellumMagia.tr("super-evil creatures"),
        "wood": BellumMagia.tr("wooden chests"),
        "metal": BellumMagia.tr("metal chests"),
        "gold": BellumMagia.tr("gold chests"),
    }
    return names.get(deck, deck)


def payment_name(payment: str) -> str:
    """A recruit's payment: "2 food", "1 glyph and 4 food", "3 glyphs"."""
    names = {
        "fo2": BellumMagia.tr("2 food"),
        "gl1+fo4": BellumMagia.tr("1 glyph and 4 food"),
        "gl3": BellumMagia.tr("3 glyphs"),
    }
    return names.get(payment, payment)


def side_name(side: str) -> str:
    """A castle side: "left side" (production and exploration), "right side" (attack)."""
    return {"left": BellumMagia.tr("left side"), "right": BellumMagia.tr("right side")}.get(
        side, side
    )


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The translated names of the things log params give by id (messages.names')."""

    def name(key: str, value: Any) -> str | None:
        text = str(value)
        if key == "place" and text == TAVERN:
            return place_name(text)
        if key == "kind":
            return kind_name(text)
        if key == "deck":
            return deck_name(text)
        if key == "payment":
            return payment_name(text)
        if key == "side":
            return side_name(text)
        return thing_name(key, text, {}, {}, {}, {})

    return name


# -- icons and counts -------------------------------------------------------------------


def count_text(icon: str, n: int) -> str:
    """`n` of an icon in words: "2 food", "1 magic sword", "3 thieves"."""
    texts: dict[str, Callable[[int], str]] = {
        "fo": lambda n: BellumMagia.tr("%n food", None, n),
        "gl": lambda n: BellumMagia.tr("%n glyph(s)", None, n),
        "tr": lambda n: BellumMagia.tr("%n treasure card(s)", None, n),
        "sw": lambda n: BellumMagia.tr("%n sword(s)", None, n),
        "ms": lambda n: BellumMagia.tr("%n magic sword(s)", None, n),
        "th": lambda n: BellumMagia.tr("%n thief(s)", None, n),
        "ba": lambda n: BellumMagia.tr("%n barrel(s)", None, n),
        "cw": lambda n: BellumMagia.tr("%n wooden chest(s)", None, n),
        "cm": lambda n: BellumMagia.tr("%n metal chest(s)", None, n),
        "cg": lambda n: BellumMagia.tr("%n gold chest(s)", None, n),
        "SH": lambda n: BellumMagia.tr("%n shield token(s)", None, n),
        "MS": lambda n: BellumMagia.tr("%n magic-shield token(s)", None, n),
        "CS": lambda n: BellumMagia.tr("%n confusion spell(s)", None, n),
    }
    say = texts.get(icon)
    return say(n) if say is not None else f"{n} {icon}"


def items_text(items: Sequence[tuple[str, int]]) -> str:
    """A cell or a loot in words ("1 food, 1 treasure card"); "nothing" when empty."""
    return ", ".join(count_text(icon, n) for icon, n in items if n) or BellumMagia.tr("nothing")


def place_kind(place_id: str) -> str:
    """A place's kind: Tavern, Farm, Village, City."""
    kind = data().places[place_id].kind
    names = {
        "tavern": BellumMagia.tr("Tavern"),
        "farm": BellumMagia.tr("Farm"),
        "village": BellumMagia.tr("Village"),
        "city": BellumMagia.tr("City"),
    }
    return names.get(kind, kind)


def place_name(place_id: str) -> str:
    """A place's name (the Tavern's in the window's language)."""
    if place_id == TAVERN:
        return BellumMagia.tr("Tavern")
    place = data().places.get(place_id)
    return place.name if place is not None else place_id


def defence_text(shield: int, magic: int) -> str:
    """A defence: "shield 3", "shield 3 and magic shield 1"."""
    if magic:
        return BellumMagia.tr("shield {s} and magic shield {m}").format(s=shield, m=magic)
    return BellumMagia.tr("shield {s}").format(s=shield)


def place_tip(place_id: str) -> str:
    """A place card's tooltip: name, kind, defence and loot."""
    return _place_tip(place_id, language())


@lru_cache(maxsize=128)
def _place_tip(place_id: str, _language: str) -> str:
    place = data().places[place_id]
    return BellumMagia.tr("{name} ({kind}): {defence}; loot: {loot}.").format(
        name=place_name(place_id),
        kind=place_kind(place_id),
        defence=defence_text(place.shield, place.magic),
        loot=items_text(place.loot),
    )


def _strip_lines(strip: Sequence[tuple[int, int, int]], icons: tuple[str, ...]) -> list[str]:
    lines = []
    for n, cell in enumerate(strip, start=1):
        said = items_text(list(zip(icons, cell)))
        lines.append(BellumMagia.tr("line {n}: {items}").format(n=n, items=said))
    return lines


def creature_kind(card: Creature) -> str:
    """Goblin, evil creature or super-evil creature."""
    kinds = {
        "goblin": BellumMagia.tr("Goblin"),
        "evil": BellumMagia.tr("Evil creature"),
        "super": BellumMagia.tr("Super-evil creature"),
    }
    return kinds.get(card.deck, card.deck)


def bonus_name(code: str) -> str:
    """A bonus token: shield, magic shield, confusion spell."""
    return {
        "SH": BellumMagia.tr("shield"),
        "MS": BellumMagia.tr("magic shield"),
        "CS": BellumMagia.tr("confusion spell"),
    }.get(code, code)


def language() -> str:
    """A text that differs between the languages: a cache key for translated texts."""
    return BellumMagia.tr("Left (production and exploration):")


def bonus_short(code: str) -> str:
    """A bonus token in one short word or two, as a card prints it."""
    return {
        "SH": BellumMagia.tr("shield"),
        "MS": BellumMagia.tr("magic shield"),
        "CS": BellumMagia.tr("spell"),
    }.get(code, code)


def creature_tip(card_id: str, side: str | None = None) -> str:
    """A creature's tooltip: its name and kind, its bonus, and the strip it shows under
    `side` (both strips on a face-up card)."""
    return _creature_tip(card_id, side, language())


@lru_cache(maxsize=512)  # the data's cards, per language: bounded
def _creature_tip(card_id: str, side: str | None, _language: str) -> str:
    card = data().creatures[card_id]
    head = f"{card.name} ({creature_kind(card)})"
    if card.bonus:
        head += " · " + BellumMagia.tr("bonus token: {bonus}").format(bonus=bonus_name(card.bonus))
    parts = [head]
    if side in (None, "left"):
        parts.append(BellumMagia.tr("Left (production and exploration):"))
        parts += _strip_lines(card.left, LEFT_ICONS)
    if side in (None, "right"):
        parts.append(BellumMagia.tr("Right (attack):"))
        parts += _strip_lines(card.right, RIGHT_ICONS)
    return "\n".join(parts)


def castle_tip(castle_id: str) -> str:
    """A castle board's tooltip: its name, printed shield and both strips."""
    return _castle_tip(castle_id, language())


@lru_cache(maxsize=64)
def _castle_tip(castle_id: str, _language: str) -> str:
    castle = data().castles[castle_id]
    parts = [BellumMagia.tr("{name}: printed shield {s}").format(name=castle.name, s=castle.shield)]
    parts.append(BellumMagia.tr("Left (production and exploration):"))
    parts += _strip_lines(castle.left, LEFT_ICONS)
    parts.append(BellumMagia.tr("Right (attack):"))
    parts += _strip_lines(castle.right, RIGHT_ICONS)
    return "\n".join(parts)


def chest_tip(kind: str, pos: int, value: int | None) -> str:
    """A chest's tooltip: its kind and number, and its value when the viewer knows it."""
    name = BellumMagia.tr("{kind} #{n}").format(kind=kind_name(kind), n=pos + 1)
    if value is None:
        return BellumMagia.tr("{chest}: its value is hidden").format(chest=name)
    return f"{name}: " + BellumMagia.tr("%n coin(s)", None, value)
