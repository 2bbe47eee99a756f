"""What each of Tash-Kalar's things is and does (issue 32), for the tooltips, the rules
dialog's reference page and the tutorials: every being of every colour's deck, legend,
flare and task of the data, the pieces, the arena's squares, the hands, decks and scores.
Card effects and task conditions are the window's own words (words.py, built from the card
grammar); the rest is resources/tash_kalar/help/elements.<code>.json, filled from the data.

Declared as the view's `CAPABILITIES.help` (the package's __init__); everything here is in
the language spoken now (client/gui/gamehelp.py, `speaking`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from client.gui import gamehelp, i18n
from client.gui.games.tash_kalar import words
from core.gamedata import load_json
from core.games.tash_kalar.data import Card, cards

FOLDER = gamehelp.folder("tash_kalar")
PIECES = ("common", "heroic", "legendary", "promoted")
SQUARES = ("red", "green", "centre", "duel_mark", "melee_symbol", "target", "marked")
BOARD = (
    "actions", "hand", "being_deck", "legend_deck", "flare_deck", "task_deck", "score",
    "improvised",
)  # fmt: skip
RANKS = {1: "common", 2: "heroic", 3: "legendary"}


@cache
def _arena() -> Mapping[str, Any]:
    raw: Mapping[str, Any] = load_json("tash_kalar", "arena.json")
    return raw


@cache
def _decks() -> Mapping[str, Any]:
    """Each being deck's design prefix -> its name and colours (beings.json)."""
    raw: Mapping[str, Any] = load_json("tash_kalar", "beings.json")["decks"]
    return raw


def elements() -> Iterator[tuple[str, str]]:
    """Every being (each colour's own card), legend, flare and task, then the pieces, the
    squares and the rest of the table."""
    data = cards()
    yield from (("being", cid) for colour in data.decks for cid in data.decks[colour])
    yield from (("legend", cid) for cid in sorted(data.legends))
    yield from (("flare", cid) for cid in sorted(data.flares))
    yield from (("task", tid) for tid in sorted(data.tasks))
    yield from (("piece", p) for p in PIECES)
    yield from (("square", s) for s in SQUARES)
    yield from (("board", b) for b in BOARD)


def element(kind: str, ident: str) -> str:
    """The text of one element in the language spoken now ("" if unknown)."""
    say = gamehelp.words(FOLDER, i18n.current())
    texts = {
        "being": _being,
        "legend": _legend,
        "flare": _flare,
        "task": _task,
        "piece": lambda i, s: _named(s["pieces"][i]),
        "square": lambda i, s: _named(s["squares"][i]),
        "board": _board,
    }
    try:
        return texts[kind](ident, say) if kind in texts else ""
    except KeyError:
        return ""


def tip(kind: str, ident: str) -> str:
    """The element's text as a tooltip's rich text (its name in bold)."""
    return gamehelp.tooltip_html(element(kind, ident))


def uses(kind: str, ident: str) -> str:
    """What the element does, without its name (a line for a tooltip that names it)."""
    return "\n".join(element(kind, ident).splitlines()[1:])


def _named(entry: list[str], **fields: Any) -> str:
    name, *texts = entry
    return "\n".join([name, *(t.format(**fields) for t in texts)])


def _pattern_lines(card: Card, say: Mapping[str, Any]) -> list[str]:
    """The summoned rank, the pattern's pieces and marks, the target's demand."""
    cells = card.pattern.replace("/", "")
    heroic, pieces = cells.count("H"), cells.count("C") + cells.count("H")
    lines = [say["summons"][str(card.rank)]]
    if heroic:
        lines.append(say["pattern"].format(n=pieces, h=heroic))
    else:
        lines.append(say["pattern_common"].format(n=pieces))
    if card.target_req:
        rank = words.rank_name(RANKS[card.target_req])
        lines.append(say["target_own"].format(rank=rank))
    if cells.count("*"):
        lines.append(say["marks"].format(n=cells.count("*")))
    return lines


def _effect(card: Card, say: Mapping[str, Any]) -> str:
    if not card.fx:
        return str(say["no_effect"])
    return str(say["effect"].format(effect=words.effect_text(card.fx)))


def _being(ident: str, say: Mapping[str, Any]) -> str:
    card = cards().beings[ident]
    colour, design = ident.split("-", 1)
    deck = _decks()[design[:2]]
    colours = ", ".join(words.colour_name(c) for c in deck["colours"])
    lines = [f"{words.card_title(ident)} ({words.colour_name(colour)})"]
    lines.append(say["deck"].format(deck=deck["name"], colours=colours))
    lines += _pattern_lines(card, say)
    return "\n".join([*lines, _effect(card, say)])


def _legend(ident: str, say: Mapping[str, Any]) -> str:
    card = cards().legends[ident]
    lines = [words.card_title(ident), *_pattern_lines(card, say), _effect(card, say)]
    return "\n".join([*lines, say["legend"]])


def _flare(ident: str, say: Mapping[str, Any]) -> str:
    up, low = words.flare_parts(cards().flares[ident])
    lines = [words.card_title(ident), say["upper"].format(text=up)]
    lines.append(say["lower"].format(text=low))
    return "\n".join([*lines, say["flare_rule"], say["flare_score"]])


def _task(ident: str, say: Mapping[str, Any]) -> str:
    task = cards().tasks[ident]
    kind = say["types"][task.type]
    lines = [words.card_title(ident)]
    lines.append(say["task_advanced" if task.advanced else "task_type"].format(type=kind))
    lines.append(say["task_points"].format(n=task.points))
    lines.append(say["task_condition"].format(condition=words.task_text(ident)))
    return "\n".join([*lines, say["task_rule"]])


def _board(ident: str, say: Mapping[str, Any]) -> str:
    arena = _arena()
    return _named(say["board"][ident], **arena["hand"], **arena["end"])
