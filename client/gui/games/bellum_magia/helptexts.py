"""What each of Bellum Magia's things is and does (issue 32), for the tooltips, the rules
dialog's reference page and the tutorials: every castle, creature and place of the data
(the window's own tooltips, words.py, then what it is for), the chests, the bonus tokens,
the icons and the table's parts (resources/bellum_magia/help/elements.<code>.json, filled
from the data).

Declared as the view's `CAPABILITIES.help` (the package's __init__); everything here is in
the language spoken now (client/gui/gamehelp.py, `speaking`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from client.gui import gamehelp, i18n
from client.gui.games.bellum_magia import words
from core.games.bellum_magia.data import data

FOLDER = gamehelp.folder("bellum_magia")
ICONS = ("fo", "gl", "tr", "sw", "ms", "th", "ba")
BOARD = ("die", "line", "reserve", "kingdom", "creatures")


def elements() -> Iterator[tuple[str, str]]:
    """Every castle, creature (goblins, evil, super-evil), place and chest kind, the bonus
    tokens, the icons and the table's parts."""
    d = data()
    yield from (("castle", cid) for cid in sorted(d.castles))
    yield from (("creature", cid) for deck in ("goblin", "evil", "super") for cid in d.decks[deck])
    yield from (("place", pid) for pid in sorted(d.places))
    yield from (("chest", kind) for kind in d.chests)
    yield from (("bonus", code) for code in d.bonus)
    yield from (("icon", icon) for icon in ICONS)
    yield from (("board", part) for part in BOARD)


def element(kind: str, ident: str) -> str:
    """The text of one element in the language spoken now ("" if unknown): the window's
    own tooltip of a castle, creature or place, then what it is for."""
    try:
        said = {
            "castle": lambda: words.castle_tip(ident),
            "creature": lambda: words.creature_tip(ident),
            "place": lambda: words.place_tip(ident),
            "chest": lambda: words.kind_name(ident).capitalize(),
        }.get(kind)
        lines = rules(kind, ident)
        if said is None:
            return "\n".join(lines)
        return "\n".join([said(), *lines]) if lines else ""
    except KeyError:
        return ""


def rules(kind: str, ident: str) -> list[str]:
    """What the element is for, in lines; for a bonus token, an icon or a part of the table
    its name first. The window adds these to its own tooltips of the things on the table."""
    say = gamehelp.words(FOLDER, i18n.current())
    texts = {
        "castle": lambda i, s: [s["castle"]],
        "creature": _creature,
        "place": _place,
        "chest": _chest,
        "bonus": lambda i, s: list(s["bonus"][i]),
        "icon": lambda i, s: list(s["icons"][i]),
        "board": lambda i, s: list(s["board"][i]),
    }
    try:
        return texts[kind](ident, say) if kind in texts else []
    except KeyError:
        return []


def uses(kind: str, ident: str) -> str:
    """What a bonus token, an icon or a part of the table does, without its name: a line
    to add to a tooltip that names it already."""
    return "\n".join(rules(kind, ident)[1:])


def _creature(ident: str, say: Mapping[str, Any]) -> list[str]:
    card = data().creatures[ident]
    if card.deck == "goblin":
        return [say["goblin"], say["slide"]]
    cost = say["or"].join(words.payment_name(p) for p in data().costs[card.deck])
    recruit = say["recruit_super" if card.deck == "super" else "recruit_evil"]
    lines = [recruit.format(cost=cost)]
    if card.bonus:
        lines.append(say["bonus_gained"])
    return [*lines, say["slide"]]


def _place(ident: str, say: Mapping[str, Any]) -> list[str]:
    data().places[ident]  # KeyError for a place the data has not
    if ident == words.TAVERN:
        return [say["tavern"]]
    return [say["place"], say["kingdom"]]


def _chest(ident: str, say: Mapping[str, Any]) -> list[str]:
    values = data().chests[ident]
    lines = [say["chest_values"].format(low=min(values), high=max(values)), say["chests"][ident]]
    return [*lines, say["chest_end"].format(end=data().end_chests)]


def with_rules(tip: str, kind: str, ident: str) -> str:
    """A tooltip the window words (a placed creature's one strip, a chest's number), then
    what the element is for."""
    return "\n".join([tip, *rules(kind, ident)])


def named_uses(kind: str, ident: str) -> str:
    """A bonus token's or an icon's name and what it does, on one line."""
    return ": ".join(rules(kind, ident))
