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
from core.games.tash_kalar.data import ALL, Flare, Step, cards

CONTEXT = "TashKalar"


def tr(text: str) -> str:
    """Translate in the "TashKalar" context."""
    return QCoreApplication.translate("TashKalar", text)


def trn(text: str, n: int) -> str:
    """Translate a counted text (`%n`) in the "TashKalar" context."""
    return QCoreApplication.translate("TashKalar", text, None, n)


def colour_name(colour: str) -> str:
    """A colour of the game (blue, red, brown, green), translated."""
    names = {"blue": tr("blue"), "red": tr("red"), "brown": tr("brown"), "green": tr("green")}
    return names.get(colour, colour)


def rank_name(rank: str) -> str:
    """A piece's rank (common, heroic, legendary), translated."""
    names = {"common": tr("common"), "heroic": tr("heroic"), "legendary": tr("legendary")}
    return names.get(rank, rank)


def card_title(card_id: str) -> str:
    """A card's name: a being's or legend's name from the data; a flare by its number, in
    the seed's word ("Impeto 3", "Flare 3": the data gives flares no names)."""
    data = cards()
    if card_id in data.flares:
        return tr("Flare {n}").format(n=flare_number(card_id))
    if card_id in data.tasks:
        return data.tasks[card_id].name
    return data.card(card_id).name


# -- effects -------------------------------------------------------------------------------


# (who, rank filter) -> (one piece, several pieces): whole phrases, for agreement's sake.
def _nouns() -> dict[Any, Any]:
    """Translated now, in the language of the moment."""
    return {
        ("own", "C"): (tr("own common piece"), tr("own common pieces")),
        ("own", "H"): (tr("own heroic piece"), tr("own heroic pieces")),
        ("own", "L"): (tr("own legendary piece"), tr("own legendary pieces")),
        ("own", "P"): (tr("own promoted piece"), tr("own promoted pieces")),
        ("own", "N"): (tr("own non-legendary piece"), tr("own non-legendary pieces")),
        ("own", "*"): (tr("own piece"), tr("own pieces")),
        ("enemy", "C"): (tr("enemy common piece"), tr("enemy common pieces")),
        ("enemy", "H"): (tr("enemy heroic piece"), tr("enemy heroic pieces")),
        ("enemy", "L"): (tr("enemy legendary piece"), tr("enemy legendary pieces")),
        ("enemy", "P"): (tr("enemy promoted piece"), tr("enemy promoted pieces")),
        ("enemy", "N"): (tr("enemy non-legendary piece"), tr("enemy non-legendary pieces")),
        ("enemy", "*"): (tr("enemy piece"), tr("enemy pieces")),
        ("any", "C"): (tr("common piece"), tr("common pieces")),
        ("any", "H"): (tr("heroic piece"), tr("heroic pieces")),
        ("any", "L"): (tr("legendary piece"), tr("legendary pieces")),
        ("any", "P"): (tr("promoted piece"), tr("promoted pieces")),
        ("any", "N"): (tr("non-legendary piece"), tr("non-legendary pieces")),
        ("any", "*"): (tr("piece"), tr("pieces")),
    }


def _where() -> dict[Any, Any]:
    """Translated now, in the language of the moment."""
    return {
        "adj": tr("adjacent"),
        "orth": tr("orthogonally adjacent"),
        "diag": tr("diagonally adjacent"),
        "d2": tr("at distance 2"),
        "r2": tr("within distance 2"),
        "r3": tr("within distance 3"),
        "mark": tr("on a marked square"),
        "self": tr("(this being)"),
        "other": tr("other than this being"),
        "that": tr("of the previous part"),
        "any": "",
        "red": tr("on a red square"),
        "green": tr("on a green square"),
        "colored": tr("on a coloured square"),
    }


def _to() -> dict[Any, Any]:
    """Translated now, in the language of the moment."""
    return {
        "any": tr("anywhere"),
        "d2": tr("to distance 2"),
        "r2": tr("within distance 2"),
        "r3": tr("within distance 3"),
        "by": tr("next to this being"),
        "mark": tr("onto a marked square"),
        "colored": tr("onto a coloured square"),
    }


def _if() -> dict[Any, Any]:
    """Translated now, in the language of the moment."""
    return {
        "prev_hit": tr("If that destroyed a piece:"),
        "prev_did": tr("If that did anything:"),
        "prev_none": tr("If that did nothing:"),
        "summon_hit": tr("If the summon destroyed a piece:"),
        "on_red": tr("If this being is on a red square:"),
        "on_green": tr("If this being is on a green square:"),
        "on_colored": tr("If this being is on a coloured square:"),
        "off_colored": tr("If this being is not on a coloured square:"),
        "off_green": tr("If this being is not on a green square:"),
    }


def _count(step: Step) -> str:
    if step.n == ALL:
        return tr("every")
    return tr("up to {n}").format(n=step.n) if step.opt else str(step.n)


def _pieces(step: Step) -> str:
    assert step.pick is not None
    one, many = _nouns().get((step.pick.who, step.pick.rank), (tr("piece"), tr("pieces")))
    noun = one if step.n in (1, ALL) else many
    where = _where().get(step.pick.at, "")
    return f"{noun} {where}".strip()


def _verb(op: str) -> str:
    verbs = {
        "place": tr("Place {count} {what}"),
        "promote": tr("Promote {count} {what}"),
        "degrade": tr("Degrade {count} {what}"),
        "destroy": tr("Destroy {count} {what}"),
        "convert": tr("Convert {count} {what}"),
    }
    return verbs[op]


def _travel(step: Step) -> str:
    combat = step.kind == "combat"
    if step.travel == "self":
        who = tr("this being")
    elif step.travel == "that":
        who = tr("that piece")
    else:
        who = ""
    if step.op == "move" and step.per == "one":
        text = (
            trn("Move {who} up to %n time(s)", step.n)
            if step.opt
            else trn("Move {who} %n time(s)", step.n)
        )
        text = text.format(who=who or _pieces_one(step))
        if step.line:
            text += " " + tr("in a straight line")
    elif step.op == "move":
        text = tr("Move {count} {what} once each").format(count=_count(step), what=_pieces(step))
    else:
        if who:
            text = tr("Leap {who}").format(who=who)
        else:
            text = tr("Leap {count} {what}").format(count=_count(step), what=_pieces(step))
        text += " " + _to().get(step.to, "")
    if combat:
        text += " " + tr("(combat)")
    return text.strip()


def _pieces_one(step: Step) -> str:
    assert step.pick is not None
    one, _ = _nouns().get((step.pick.who, step.pick.rank), (tr("piece"), tr("pieces")))
    return tr("one {what}").format(what=f"{one} {_where().get(step.pick.at, '')}".strip())


def step_text(step: Step) -> str:
    """One step of an effect as a sentence: "Destroy up to 1 enemy common piece adjacent."."""
    if step.op == "gain_action":
        text = trn("Gain %n action(s)", step.n)
    elif step.op == "draw_extra":
        decks = {"being": tr("being"), "legend": tr("legend"), "flare": tr("flare")}
        text = tr("Draw an extra {deck} card at the end of your turn").format(
            deck=decks.get(step.deck, step.deck)
        )
    elif step.op in ("move", "leap"):
        text = _travel(step)
    else:
        text = _verb(step.op).format(count=_count(step), what=_pieces(step))
        if step.op == "convert" and step.as_rank:
            into = {1: tr("into own common pieces"), 2: tr("into own heroic pieces")}
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
    up = trn("%n more promoted piece(s):", flare.up) + " " + effect_text(flare.up_fx)
    low = trn("%n more piece(s):", flare.low) + " " + effect_text(flare.low_fx)
    return up, low


# -- tasks -------------------------------------------------------------------------------


def _areas() -> dict[Any, Any]:
    """Translated now, in the language of the moment."""
    return {
        "centre": tr("in the centre"),
        "cross": tr("on the central cross"),
        "red": tr("on red squares"),
        "green": tr("on green squares"),
        "colored": tr("on coloured squares"),
        "diagA": tr("on the diagonal b2-h8"),
        "diagB": tr("on the diagonal b8-h2"),
        "ring5": tr("in the middle 5x5"),
        "any": "",
        "near_colored": tr("on or next to coloured squares"),
    }


def _cond(cond: dict[str, Any]) -> str:
    kind, n = cond["k"], cond.get("n", 0)
    area = _areas().get(cond.get("area", ""), "")
    extra = []
    if cond.get("p"):
        extra.append(trn("%n promoted", cond["p"]))
    if cond.get("l"):
        extra.append(trn("%n legendary", cond["l"]))
    more = f" ({', '.join(extra)})" if extra else ""
    if kind == "kill":
        return trn("Destroy %n enemy piece(s) this turn", n) + more
    if kind == "call":
        text = (trn("Summon %n being(s) this turn", n) + f" {area}").rstrip()
        return text + (" " + tr("(one a legend)") if cond.get("legend") else "")
    if kind == "hold":
        return trn("Hold %n own piece(s)", n) + f" {area}" + more
    if kind == "line":
        return trn("%n own pieces in a line", cond["len"])
    if kind == "span":
        return tr("A group of own pieces from side to side")
    if kind == "trap":
        text = trn("Surround an enemy piece with %n of yours", cond["adj"])
        return text + (" " + tr("(every square around it full)") if cond.get("full") else "")
    if kind == "clear":
        return tr("No enemy piece {area}").format(area=area)
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
            return f"{cards().beings[str(value)].name} ({colour_name(colour)})"
        if key == "card" and str(value) in cards().flares:
            return card_title(str(value))
        if key == "deck":
            return deck_name(str(value), colours)
        return english(key, value)

    return name


def deck_name(deck: str, colours: list[str]) -> str:
    """A deck or a card kind in words: "being", "blue being" (beings.<seat>), "legend"."""
    kinds = {"being": tr("being"), "legend": tr("legend"), "flare": tr("flare"), "task": tr("task")}
    base, _, index = deck.partition(".")
    if deck in kinds:
        return kinds[deck]
    if base == "beings" and index.isdigit() and int(index) < len(colours):
        return tr("{colour} being").format(colour=colour_name(colours[int(index)]))
    return kinds.get(base[:-1], deck)
