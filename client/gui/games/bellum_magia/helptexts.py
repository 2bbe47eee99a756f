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
    """The text of one element in the language spoken now ("" if unknown)."""
    say = gamehelp.words(FOLDER, i18n.current())
    texts = {
        "castle": lambda i, s: "\n".join((words.castle_tip(i), s["castle"])),
        "creature": _creature,
        "place": _place,
        "chest": _chest,
        "bonus": lambda i, s: "\n".join(s["bonus"][i]),
        "icon": lambda i, s: "\n".join(s["icons"][i]),
        "board": lambda i, s: "\n".join(s["board"][i]),
    }
    try:
        return texts[kind](ident, say) if kind in texts else ""
    except KeyError:
        return ""


def _creature(ident: str, say: Mapping[str, Any]) -> str:
    card = data().creatures[ident]
    lines = [words.creature_tip(ident)]
    if card.deck == "goblin":
        lines.append(say["goblin"])
    else:
        cost = say["or"].join(words.payment_name(p) for p in data().costs[card.deck])
        lines.append(
            say["recruit_super" if card.deck == "super" else "recruit_evil"].format(cost=cost)
        )
        if card.bonus:
            lines.append(say["bonus_gained"])
    return "\n".join([*lines, say["slide"]])


def _place(ident: str, say: Mapping[str, Any]) -> str:
    lines = [words.place_tip(ident)]
    if ident == words.TAVERN:
        return "\n".join([*lines, say["tavern"]])
    return "\n".join([*lines, say["place"], say["kingdom"]])


def _chest(ident: str, say: Mapping[str, Any]) -> str:
    values = data().chests[ident]
    span = f"{min(values)}-{max(values)}"
    lines = [words.kind_name(ident).capitalize(), say["chest_values"].format(values=span)]
    return "\n".join([*lines, say["chests"][ident], say["chest_end"].format(end=data().end_chests)])
