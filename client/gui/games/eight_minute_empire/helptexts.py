"""What each of Eight-Minute Empire's things is and does (issue 32), for the tooltips, the
rules dialog's reference page and the tutorials: the elements of both editions' data
(classic cards and goods, goods tiles, Legends cards, leaders and tokens, the board's
parts), each built from the data with the window's words (words.py, translated) and the
sentences of resources/eight_minute_empire/help/elements.<code>.json.

Declared as the view's `CAPABILITIES.help` (the package's __init__); everything here is in
the language spoken now (client/gui/gamehelp.py, `speaking`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from client.gui import gamehelp, i18n
from client.gui.games.eight_minute_empire import words
from core.games.eight_minute_empire.data import classic_rules, parse_action
from core.games.eight_minute_empire.legends.data import Effects, legends_rules

FOLDER = gamehelp.folder("eight_minute_empire")
# The tokens of the Legends variants other than the exploration tokens (legends/setup.py).
ENCOUNTERS = ("swamp", "fortress", "raging_dragon", "portal", "bandits")
BOARD = (
    "start", "region", "continent", "island", "bridged", "sea_route", "triangle", "army",
    "city", "neutral", "row", "coins", "face_down",
)  # fmt: skip


def elements() -> Iterator[tuple[str, str]]:
    """Every card, good, tile, leader, token and board part of both editions' data."""
    classic, legends = classic_rules(), legends_rules()
    yield from (("card", str(cid)) for cid in sorted(classic.cards))
    yield from (("good", g) for g in (*classic.goods_scoring, "wild"))
    yield from (("tile", g) for g in classic.goods_tiles)
    yield from (("legends_card", str(cid)) for cid in sorted(legends.cards))
    yield from (("leader", key) for key in legends.leaders)
    yield from (("token", key) for key in (*legends.exploration, *ENCOUNTERS))
    yield from (("board", key) for key in BOARD)


def element(kind: str, ident: str) -> str:
    """The text of one element in the language spoken now ("" if unknown)."""
    say = _words()
    texts = {
        "card": _classic_card,
        "good": _good,
        "tile": _tile,
        "legends_card": _legends_card,
        "leader": _leader,
        "token": _token,
        "board": _board,
    }
    try:
        return texts[kind](ident, say) if kind in texts else ""
    except (KeyError, ValueError):
        return ""


def tip(kind: str, ident: str) -> str:
    """The element's text as a tooltip's rich text (the board's tooltips are rich text)."""
    return gamehelp.tooltip_html(element(kind, ident))


def _words() -> Mapping[str, Any]:
    return gamehelp.words(FOLDER, i18n.current())


def _numbers() -> dict[str, Any]:
    """The data's numbers a sentence may name ({sea_cost}, {dragon_vp}...)."""
    r = legends_rules()
    return {
        "sea_cost": r.sea_cost,
        "armies": r.armies,
        "elixir_vp": r.elixir_vp,
        "elixir_tie_vp": r.elixir_tie_vp,
        "fortress_vp": r.fortress_vp,
        "dragon_armies": r.dragon_armies,
        "dragon_vp": r.dragon_vp,
        "bandit_coins": r.bandit_coins,
        "swamp_loss": abs(r.swamp_vp),
    }


def _action_lines(action: str, say: Mapping[str, Any], legends: bool) -> list[str]:
    """The card's action in words, then what each kind of its terms does and how the
    options combine."""
    options = parse_action(action)
    lines = [say["action_line"].format(action=words.card_action(action, legends))]
    terms = say["legends_terms" if legends else "terms"]
    kinds: list[str] = []
    for option in options:
        kinds += [kind for kind, _ in option if kind not in kinds]
    lines += [terms[kind].format(**_numbers()) for kind in kinds]
    if len(options) > 1:
        lines.append(say["or"])
    elif len(options[0]) > 1:
        lines.append(say["and"])
    else:
        lines.append(say["single"])
    return lines


def _players(players: int, say: Mapping[str, Any]) -> list[str]:
    note = say["players"].get(str(players))
    return [note] if note else []


def _classic_card(ident: str, say: Mapping[str, Any]) -> str:
    card = classic_rules().cards[int(ident)]
    goods = ", ".join(
        words.good(g) + (f" ×{card.goods.count(g)}" if card.goods.count(g) > 1 else "")
        for g in dict.fromkeys(card.goods)
    )
    lines = [say["card"].format(id=ident), say["goods_line"].format(goods=goods)]
    lines += _action_lines(card.action, say, legends=False)
    return "\n".join(lines + _players(card.players, say))


def _good(ident: str, say: Mapping[str, Any]) -> str:
    if ident == "wild":
        return "\n".join((words.good(ident).capitalize(), say["wild"]))
    table = classic_rules().goods_scoring[ident]  # points by count held, 0 first
    return "\n".join(
        (words.good(ident).capitalize(), say["good_table"].format(table=_table(table, say)))
    )


def _table(points: tuple[int, ...], say: Mapping[str, Any]) -> str:
    """Say "1: 1 VP, 2: 2 VP, 3: 3 VP, 4 or more: 5 VP": the points by count held (`points[n]`
    for n held), counts of equal points in one span, the last one open."""
    runs: list[list[int]] = []  # [first count, last count, points]
    for n in range(1, len(points)):
        if runs and runs[-1][2] == points[n]:
            runs[-1][1] = n
        else:
            runs.append([n, n, points[n]])
    parts = []
    for k, (first, last, vp) in enumerate(runs):
        if k == len(runs) - 1:
            span = say["good_more"].format(n=first)
        else:
            span = str(first) if first == last else f"{first}-{last}"
        parts.append((say["good_points"] if vp else say["good_none"]).format(span=span, vp=vp))
    return ", ".join(parts)


def _tile(ident: str, say: Mapping[str, Any]) -> str:
    good = words.good(ident)
    return "\n".join((say["tile"].format(good=good), say["tile_text"].format(good=good)))


def effect_lines(effects: Effects, say: Mapping[str, Any]) -> list[str]:
    """What a card's, leader's or token's effects do, a sentence each (the data's effects:
    legends/data.py's EFFECTS)."""
    found, texts, numbers = dict(effects), say["effects"], _numbers()
    lines = []
    for name, value in effects:
        if name in ("set_size", "set_vp") or (name == "vp_per_captured" and "capture" in found):
            continue  # said with set_kind, with capture
        if name == "set_kind":
            kinds = say["kind_names"][value][1]
            lines.append(
                texts["set"].format(vp=found["set_vp"], size=found["set_size"], kinds=kinds)
            )
        elif name == "vp_per_kind":
            lines.append(texts[name].format(kind=say["kind_names"][value][0]))
        elif name == "capture":
            lines.append(texts[name])
            if "vp_per_captured" in found:
                lines.append(texts["vp_per_captured"].format(n=found["vp_per_captured"]))
        else:  # a text of its own for one ("1 coin"), where the language needs it
            text = texts.get(f"{name}_1", texts[name]) if value == 1 else texts[name]
            lines.append(text.format(n=value, **numbers))
    return lines


def _legends_card(ident: str, say: Mapping[str, Any]) -> str:
    card = legends_rules().cards[int(ident)]
    lines = [words.legends_text(card.name)]
    lines.append(say["ability_line"].format(ability=words.legends_text(card.ability)))
    lines += effect_lines(card.effects, say)
    lines += _action_lines(card.action, say, legends=True)
    return "\n".join(lines + _players(card.players, say))


def _leader(ident: str, say: Mapping[str, Any]) -> str:
    leader = legends_rules().leaders[ident]
    return "\n".join([words.legends_text(leader.name), *effect_lines(leader.effects, say)])


def _token(ident: str, say: Mapping[str, Any]) -> str:
    exploration = legends_rules().exploration.get(ident)
    if exploration is not None:
        lines = [words.token_name(ident), *effect_lines(exploration.effects, say)]
        return "\n".join([*lines, say["exploration"]])
    name, *texts = say["tokens"][ident]
    return "\n".join([name, *(t.format(**_numbers()) for t in texts)])


def _board(ident: str, say: Mapping[str, Any]) -> str:
    name, *texts = say["board"][ident]
    return "\n".join([name, *(t.format(**_numbers()) for t in texts)])
