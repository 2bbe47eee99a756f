"""Tash-Kalar's words in the window: colours, ranks, card effects and task conditions as
short sentences, translated in the "TashKalar" context with the seed's Italian terms
(shared/seeds/004: pedina semplice/eroica/leggendaria, evocare, impeto, compito, casella
evidenziata, mossa di combattimento, balzo).

Effects are built from the card grammar (shared/rules/tash-kalar.md §5.1), one sentence per
step: a verb with its count ("Destroy up to 2"), the pieces it acts on, where, and the
condition that gates it. Each part is a whole translated phrase, so no language has to
agree words across them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from client.gui.games.tash_kalar.messages import flare_number
from client.gui.i18n import Texts
from core.games.tash_kalar.data import ALL, Flare, Step, cards

CONTEXT = "TashKalar"
DATA_CONTEXT = "TashKalarCards"  # the data's card and task names (tools/translations.py)


class TashKalar(Texts):
    """Tash-Kalar's window texts, with the seed's Italian terms."""


def colour_name(colour: str) -> str:
    """A colour of the game (blue, red, brown, green), translated."""
    names = {
        "blue": TashKalar.tr("blue"),
        "red": TashKalar.tr("red"),
        "brown": TashKalar.tr("brown"),
        "green": TashKalar.tr("green"),
    }
    return names.get(colour, colour)


def rank_name(rank: str) -> str:
    """A piece's rank (common, heroic, legendary), translated."""
    names = {
        "common": TashKalar.tr("common"),
        "heroic": TashKalar.tr("heroic"),
        "legendary": TashKalar.tr("legendary"),
    }
    return names.get(rank, rank)


def data_text(text: str) -> str:
    """A being's, legend's or task's name from the data files, translated by its English
    text (context "TashKalarCards": tools/translations.py extracts them from the data)."""
    return QCoreApplication.translate(DATA_CONTEXT, text)


def card_title(card_id: str) -> str:
    """A card's name: a being's, legend's or task's name from the data, translated; a flare
    by its number, in the seed's word ("Impeto 3", "Flare 3": the data gives flares no
    names)."""
    data = cards()
    if card_id in data.flares:
        return TashKalar.tr("Flare {n}").format(n=flare_number(card_id))
    if card_id in data.tasks:
        return data_text(data.tasks[card_id].name)
    return data_text(data.card(card_id).name)


# -- effects -------------------------------------------------------------------------------


# (who, rank filter) -> (one piece, several pieces): whole phrases, for agreement's sake.
def _nouns() -> dict[Any, Any]:
    """Translated now, in the language of the moment."""
    return {
        ("own", "C"): (TashKalar.tr("own common piece"), TashKalar.tr("own common pieces")),
        ("own", "H"): (TashKalar.tr("own heroic piece"), TashKalar.tr("own heroic pieces")),
        ("own", "L"): (TashKalar.tr("own legendary piece"), TashKalar.tr("own legendary pieces")),
        ("own", "P"): (TashKalar.tr("own promoted piece"), TashKalar.tr("own promoted pieces")),
        ("own", "N"): (
            TashKalar.tr("own non-legendary piece"),
            TashKalar.tr("own non-legendary pieces"),
        ),
        ("own", "*"): (TashKalar.tr("own piece"), TashKalar.tr("own pieces")),
        ("enemy", "C"): (TashKalar.tr("enemy common piece"), TashKalar.tr("enemy common pieces")),
        ("enemy", "H"): (TashKalar.tr("enemy heroic piece"), TashKalar.tr("enemy heroic pieces")),
        ("enemy", "L"): (
            TashKalar.tr("enemy legendary piece"),
            TashKalar.tr("enemy legendary pieces"),
        ),
        ("enemy", "P"): (
            TashKalar.tr("enemy promoted piece"),
            TashKalar.tr("enemy promoted pieces"),
        ),
        ("enemy", "N"): (
            TashKalar.tr("enemy non-legendary piece"),
            TashKalar.tr("enemy non-legendary pieces"),
        ),
        ("enemy", "*"): (TashKalar.tr("enemy piece"), TashKalar.tr("enemy pieces")),
        ("any", "C"): (TashKalar.tr("common piece"), TashKalar.tr("common pieces")),
        ("any", "H"): (TashKalar.tr("heroic piece"), TashKalar.tr("heroic pieces")),
        ("any", "L"): (TashKalar.tr("legendary piece"), TashKalar.tr("legendary pieces")),
        ("any", "P"): (TashKalar.tr("promoted piece"), TashKalar.tr("promoted pieces")),
        ("any", "N"): (TashKalar.tr("non-legendary piece"), TashKalar.tr("non-legendary pieces")),
        ("any", "*"): (TashKalar.tr("piece"), TashKalar.tr("pieces")),
    }


def _where() -> dict[Any, Any]:
    """Translated now, in the language of the moment."""
    return {
        "adj": TashKalar.tr("adjacent"),
        "orth": TashKalar.tr("orthogonally adjacent"),
        "diag": TashKalar.tr("diagonally adjacent"),
        "d2": TashKalar.tr("at distance 2"),
        "r2": TashKalar.tr("within distance 2"),
        "r3": TashKalar.tr("within distance 3"),
        "mark": TashKalar.tr("on a marked square"),
        "self": TashKalar.tr("(this being)"),
        "other": TashKalar.tr("other than this being"),
        "that": TashKalar.tr("of the previous part"),
        "any": "",
        "red": TashKalar.tr("on a red square"),
        "green": TashKalar.tr("on a green square"),
        "colored": TashKalar.tr("on a coloured square"),
    }


def _to() -> dict[Any, Any]:
    """Translated now, in the language of the moment."""
    return {
        "any": TashKalar.tr("anywhere"),
        "d2": TashKalar.tr("to distance 2"),
        "r2": TashKalar.tr("within distance 2"),
        "r3": TashKalar.tr("within distance 3"),
        "by": TashKalar.tr("next to this being"),
        "mark": TashKalar.tr("onto a marked square"),
        "colored": TashKalar.tr("onto a coloured square"),
    }


def _if() -> dict[Any, Any]:
    """Translated now, in the language of the moment."""
    return {
        "prev_hit": TashKalar.tr("If that destroyed a piece:"),
        "prev_did": TashKalar.tr("If that did anything:"),
        "prev_none": TashKalar.tr("If that did nothing:"),
        "summon_hit": TashKalar.tr("If the summon destroyed a piece:"),
        "on_red": TashKalar.tr("If this being is on a red square:"),
        "on_green": TashKalar.tr("If this being is on a green square:"),
        "on_colored": TashKalar.tr("If this being is on a coloured square:"),
        "off_colored": TashKalar.tr("If this being is not on a coloured square:"),
        "off_green": TashKalar.tr("If this being is not on a green square:"),
    }


def _count(step: Step) -> str:
    if step.n == ALL:
        return TashKalar.tr("every")
    return TashKalar.tr("up to {n}").format(n=step.n) if step.opt else str(step.n)


def _pieces(step: Step) -> str:
    assert step.pick is not None
    one, many = _nouns().get(
        (step.pick.who, step.pick.rank), (TashKalar.tr("piece"), TashKalar.tr("pieces"))
    )
    noun = one if step.n in (1, ALL) else many
    where = _where().get(step.pick.at, "")
    return f"{noun} {where}".strip()


def _verb(op: str) -> str:
    verbs = {
        "place": TashKalar.tr("Place {count} {what}"),
        "promote": TashKalar.tr("Promote {count} {what}"),
        "degrade": TashKalar.tr("Degrade {count} {what}"),
        "destroy": TashKalar.tr("Destroy {count} {what}"),
        "convert": TashKalar.tr("Convert {count} {what}"),
    }
    return verbs[op]


def _travel(step: Step) -> str:
    combat = step.kind == "combat"
    if step.travel == "self":
        who = TashKalar.tr("this being")
    elif step.travel == "that":
        who = TashKalar.tr("that piece")
    else:
        who = ""
    if step.op == "move" and step.per == "one":
        text = (
            TashKalar.tr("Move {who} up to %n time(s)", None, step.n)
            if step.opt
            else TashKalar.tr("Move {who} %n time(s)", None, step.n)
        )
        text = text.format(who=who or _pieces_one(step))
        if step.line:
            text += " " + TashKalar.tr("in a straight line")
    elif step.op == "move":
        text = TashKalar.tr("Move {count} {what} once each").format(
            count=_count(step), what=_pieces(step)
        )
    else:
        if who:
            text = TashKalar.tr("Leap {who}").format(who=who)
        else:
            text = TashKalar.tr("Leap {count} {what}").format(
                count=_count(step), what=_pieces(step)
            )
        text += " " + _to().get(step.to, "")
    if combat:
        text += " " + TashKalar.tr("(combat)")
    return text.strip()


def _pieces_one(step: Step) -> str:
    assert step.pick is not None
    one, _ = _nouns().get(
        (step.pick.who, step.pick.rank), (TashKalar.tr("piece"), TashKalar.tr("pieces"))
    )
    return TashKalar.tr("one {what}").format(what=f"{one} {_where().get(step.pick.at, '')}".strip())


def step_text(step: Step) -> str:
    """One step of an effect as a sentence: "Destroy up to 1 enemy common piece adjacent."."""
    if step.op == "gain_action":
        text = TashKalar.tr("Gain %n action(s)", None, step.n)
    elif step.op == "draw_extra":
        decks = {
            "being": TashKalar.tr("being"),
            "legend": TashKalar.tr("legend"),
            "flare": TashKalar.tr("flare"),
        }
        text = TashKalar.tr("Draw an extra {deck} card at the end of your turn").format(
            deck=decks.get(step.deck, step.deck)
        )
    elif step.op in ("move", "leap"):
        text = _travel(step)
    else:
        text = _verb(step.op).format(count=_count(step), what=_pieces(step))
        if step.op == "convert" and step.as_rank:
            into = {
                1: TashKalar.tr("into own common pieces"),
                2: TashKalar.tr("into own heroic pieces"),
            }
            text += " " + into.get(step.as_rank, "")
    text = text.strip() + "."
    if step.cond:
        text = f"{_if().get(step.cond, '')} {text}"
    return text


def effect_text(steps: tuple[Step, ...]) -> str:
    """An effect, its steps one sentence each."""
    return " ".join(step_text(s) for s in steps)


def card_effect(card_id: str) -> str:
    """A being's or legend's effect in words."""
    return effect_text(cards().card(card_id).fx)


def flare_parts(flare: Flare) -> tuple[str, str]:
    """A flare's upper and lower criterion with their effects, in words."""
    up = TashKalar.tr("%n more promoted piece(s):", None, flare.up) + " " + effect_text(flare.up_fx)
    low = TashKalar.tr("%n more piece(s):", None, flare.low) + " " + effect_text(flare.low_fx)
    return up, low


# -- tasks -------------------------------------------------------------------------------


def _areas() -> dict[Any, Any]:
    """Translated now, in the language of the moment."""
    return {
        "centre": TashKalar.tr("in the centre"),
        "cross": TashKalar.tr("on the central cross"),
        "red": TashKalar.tr("on red squares"),
        "green": TashKalar.tr("on green squares"),
        "colored": TashKalar.tr("on coloured squares"),
        "diagA": TashKalar.tr("on the diagonal b2-h8"),
        "diagB": TashKalar.tr("on the diagonal b8-h2"),
        "ring5": TashKalar.tr("in the middle 5x5"),
        "any": "",
        "near_colored": TashKalar.tr("on or next to coloured squares"),
    }


def _cond(cond: dict[str, Any]) -> str:
    kind, n = cond["k"], cond.get("n", 0)
    area = _areas().get(cond.get("area", ""), "")
    extra = []
    if cond.get("p"):
        extra.append(TashKalar.tr("%n promoted", None, cond["p"]))
    if cond.get("l"):
        extra.append(TashKalar.tr("%n legendary", None, cond["l"]))
    more = f" ({', '.join(extra)})" if extra else ""
    if kind == "kill":
        return TashKalar.tr("Destroy %n enemy piece(s) this turn", None, n) + more
    if kind == "call":
        text = (TashKalar.tr("Summon %n being(s) this turn", None, n) + f" {area}").rstrip()
        return text + (" " + TashKalar.tr("(one a legend)") if cond.get("legend") else "")
    if kind == "hold":
        return TashKalar.tr("Hold %n own piece(s)", None, n) + f" {area}" + more
    if kind == "line":
        return TashKalar.tr("%n own pieces in a line", None, cond["len"])
    if kind == "span":
        return TashKalar.tr("A group of own pieces from side to side")
    if kind == "trap":
        text = TashKalar.tr("Surround an enemy piece with %n of yours", None, cond["adj"])
        return text + (
            " " + TashKalar.tr("(every square around it full)") if cond.get("full") else ""
        )
    if kind == "clear":
        return TashKalar.tr("No enemy piece {area}").format(area=area)
    if kind == "all":
        return "; ".join(_cond(c) for c in cond["of"])
    return kind


def task_text(task_id: str) -> str:
    """A task's condition in words."""
    return _cond(cards().tasks[task_id].cond)


def names(config: Mapping[str, Any]) -> Callable[[str, Any], str | None]:
    """The window's names of the things log params give by id (messages.names, translated):
    colours, decks and card kinds; a being is "Skirmisher (blu)", a flare "Impeto 3"."""
    from client.gui.games.tash_kalar import messages

    english = messages.names(config)
    colours = list(config.get("colours") or [])

    def name(key: str, value: Any) -> str | None:
        if key == "colour":
            return colour_name(str(value))
        if key == "card" and str(value) in cards().beings:
            colour, _ = str(value).split("-", 1)
            return f"{card_title(str(value))} ({colour_name(colour)})"
        if key in ("card", "task") and (
            str(value) in cards().flares
            or str(value) in cards().legends
            or str(value) in cards().tasks
        ):
            return card_title(str(value))
        if key == "deck":
            return deck_name(str(value), colours)
        if key == "orientation":
            return orientation_name(value)
        return english(key, value)

    return name


def orientation_name(number: Any) -> str:
    """A summon's orientation in words (messages.ORIENTATIONS, translated): how the
    pattern lies on the board against the card (0-3 turned anticlockwise by quarters, 4-7
    mirrored left to right first)."""
    names = (
        TashKalar.tr("as on the card"),
        TashKalar.tr("turned a quarter left"),
        TashKalar.tr("turned upside down"),
        TashKalar.tr("turned a quarter right"),
        TashKalar.tr("mirrored"),
        TashKalar.tr("mirrored and turned a quarter left"),
        TashKalar.tr("mirrored and turned upside down"),
        TashKalar.tr("mirrored and turned a quarter right"),
    )
    k = int(number)
    return names[k] if 0 <= k < len(names) else str(number)


def deck_name(deck: str, colours: list[str]) -> str:
    """A deck or a card kind in words: "being", "blue being" (beings.<seat>), "legend"."""
    kinds = {
        "being": TashKalar.tr("being"),
        "legend": TashKalar.tr("legend"),
        "flare": TashKalar.tr("flare"),
        "task": TashKalar.tr("task"),
    }
    base, _, index = deck.partition(".")
    if deck in kinds:
        return kinds[deck]
    if base == "beings" and index.isdigit() and int(index) < len(colours):
        return TashKalar.tr("{colour} being").format(colour=colour_name(colours[int(index)]))
    return kinds.get(base[:-1], deck)
