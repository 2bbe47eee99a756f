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

from PySide6.QtCore import QCoreApplication

from client.gui.games.bellum_magia.messages import thing_name
from core.games.bellum_magia.data import Creature, data

TAVERN = "P00"
LEFT_ICONS, RIGHT_ICONS = ("fo", "gl", "tr"), ("sw", "ms", "th")


def tr(text: str) -> str:
    """Translate in the "BellumMagia" context."""
    return QCoreApplication.translate("BellumMagia", text)


def trn(text: str, n: int) -> str:
    """Translate a counted text (`%n`) in the "BellumMagia" context."""
    return QCoreApplication.translate("BellumMagia", text, None, n)


def kind_name(kind: str) -> str:
    """A chest kind: "wooden chest", "metal chest", "gold chest"."""
    names = {"wood": tr("wooden chest"), "metal": tr("metal chest"), "gold": tr("gold chest")}
    return names.get(kind, kind)


def deck_name(deck: str) -> str:
    """A deck or stack, as the log names it ("evil creatures", "wooden chests")."""
    names = {
        "goblins": tr("goblins"),
        "farms": tr("farms"),
        "villages": tr("villages"),
        "cities": tr("cities"),
        "evil": tr("evil creatures"),
        "super": tr("super-evil creatures"),
        "wood": tr("wooden chests"),
        "metal": tr("metal chests"),
        "gold": tr("gold chests"),
    }
    return names.get(deck, deck)


def payment_name(payment: str) -> str:
    """A recruit's payment: "2 food", "1 glyph and 4 food", "3 glyphs"."""
    names = {"fo2": tr("2 food"), "gl1+fo4": tr("1 glyph and 4 food"), "gl3": tr("3 glyphs")}
    return names.get(payment, payment)


def side_name(side: str) -> str:
    """A castle side: "left side" (production and exploration), "right side" (attack)."""
    return {"left": tr("left side"), "right": tr("right side")}.get(side, side)


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
        "fo": lambda n: trn("%n food", n),
        "gl": lambda n: trn("%n glyph(s)", n),
        "tr": lambda n: trn("%n treasure card(s)", n),
        "sw": lambda n: trn("%n sword(s)", n),
        "ms": lambda n: trn("%n magic sword(s)", n),
        "th": lambda n: trn("%n thief(s)", n),
        "ba": lambda n: trn("%n barrel(s)", n),
        "cw": lambda n: trn("%n wooden chest(s)", n),
        "cm": lambda n: trn("%n metal chest(s)", n),
        "cg": lambda n: trn("%n gold chest(s)", n),
        "SH": lambda n: trn("%n shield token(s)", n),
        "MS": lambda n: trn("%n magic-shield token(s)", n),
        "CS": lambda n: trn("%n confusion spell(s)", n),
    }
    say = texts.get(icon)
    return say(n) if say is not None else f"{n} {icon}"


def items_text(items: Sequence[tuple[str, int]]) -> str:
    """A cell or a loot in words ("1 food, 1 treasure card"); "nothing" when empty."""
    return ", ".join(count_text(icon, n) for icon, n in items if n) or tr("nothing")


def place_kind(place_id: str) -> str:
    """A place's kind: Tavern, Farm, Village, City."""
    kind = data().places[place_id].kind
    names = {
        "tavern": tr("Tavern"),
        "farm": tr("Farm"),
        "village": tr("Village"),
        "city": tr("City"),
    }
    return names.get(kind, kind)


def place_name(place_id: str) -> str:
    """A place's name (the Tavern's in the window's language)."""
    if place_id == TAVERN:
        return tr("Tavern")
    place = data().places.get(place_id)
    return place.name if place is not None else place_id


def defence_text(shield: int, magic: int) -> str:
    """A defence: "shield 3", "shield 3 and magic shield 1"."""
    if magic:
        return tr("shield {s} and magic shield {m}").format(s=shield, m=magic)
    return tr("shield {s}").format(s=shield)


def place_tip(place_id: str) -> str:
    """A place card's tooltip: name, kind, defence and loot."""
    return _place_tip(place_id, language())


@lru_cache(maxsize=128)
def _place_tip(place_id: str, _language: str) -> str:
    place = data().places[place_id]
    return tr("{name} ({kind}): {defence}; loot: {loot}.").format(
        name=place_name(place_id),
        kind=place_kind(place_id),
        defence=defence_text(place.shield, place.magic),
        loot=items_text(place.loot),
    )


def _strip_lines(strip: Sequence[tuple[int, int, int]], icons: tuple[str, ...]) -> list[str]:
    lines = []
    for n, cell in enumerate(strip, start=1):
        said = items_text(list(zip(icons, cell)))
        lines.append(tr("line {n}: {items}").format(n=n, items=said))
    return lines


def creature_kind(card: Creature) -> str:
    """Goblin, evil creature or super-evil creature."""
    kinds = {
        "goblin": tr("Goblin"),
        "evil": tr("Evil creature"),
        "super": tr("Super-evil creature"),
    }
    return kinds.get(card.deck, card.deck)


def bonus_name(code: str) -> str:
    """A bonus token: shield, magic shield, confusion spell."""
    return {"SH": tr("shield"), "MS": tr("magic shield"), "CS": tr("confusion spell")}.get(
        code, code
    )


def language() -> str:
    """A text that differs between the languages: a cache key for translated texts."""
    return tr("Left (production and exploration):")


def bonus_short(code: str) -> str:
    """A bonus token in one short word or two, as a card prints it."""
    return {"SH": tr("shield"), "MS": tr("magic shield"), "CS": tr("spell")}.get(code, code)


def creature_tip(card_id: str, side: str | None = None) -> str:
    """A creature's tooltip: its name and kind, its bonus, and the strip it shows under
    `side` (both strips on a face-up card)."""
    return _creature_tip(card_id, side, language())


@lru_cache(maxsize=512)  # the data's cards, per language: bounded
def _creature_tip(card_id: str, side: str | None, _language: str) -> str:
    card = data().creatures[card_id]
    head = f"{card.name} ({creature_kind(card)})"
    if card.bonus:
        head += " · " + tr("bonus token: {bonus}").format(bonus=bonus_name(card.bonus))
    parts = [head]
    if side in (None, "left"):
        parts.append(tr("Left (production and exploration):"))
        parts += _strip_lines(card.left, LEFT_ICONS)
    if side in (None, "right"):
        parts.append(tr("Right (attack):"))
        parts += _strip_lines(card.right, RIGHT_ICONS)
    return "\n".join(parts)


def castle_tip(castle_id: str) -> str:
    """A castle board's tooltip: its name, printed shield and both strips."""
    return _castle_tip(castle_id, language())


@lru_cache(maxsize=64)
def _castle_tip(castle_id: str, _language: str) -> str:
    castle = data().castles[castle_id]
    parts = [tr("{name}: printed shield {s}").format(name=castle.name, s=castle.shield)]
    parts.append(tr("Left (production and exploration):"))
    parts += _strip_lines(castle.left, LEFT_ICONS)
    parts.append(tr("Right (attack):"))
    parts += _strip_lines(castle.right, RIGHT_ICONS)
    return "\n".join(parts)


def chest_tip(kind: str, pos: int, value: int | None) -> str:
    """A chest's tooltip: its kind and number, and its value when the viewer knows it."""
    name = tr("{kind} #{n}").format(kind=kind_name(kind), n=pos + 1)
    if value is None:
        return tr("{chest}: its value is hidden").format(chest=name)
    return f"{name}: " + trn("%n coin(s)", value)
