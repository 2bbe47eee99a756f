"""The client's words for the game: log sentences, card actions, goods, phases (translated).

The rules core describes actions in English for headless logs; the window says the same
through Qt's translations (context "Words"), so an Italian table reads "armate", "città",
"monete" as the seed does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from core.api import Action
from core.games.eight_minute_empire.data import classic_board, classic_rules
from core.games.eight_minute_empire.legends.boards import assemble
from core.games.eight_minute_empire.legends.data import legends_rules


def tr(text: str) -> str:
    """Translate in the "Words" context."""
    return QCoreApplication.translate("Words", text)


def trn(text: str, n: int) -> str:
    """Translate a text with a count (`%n`, singular or plural) in the "Words" context."""
    return QCoreApplication.translate("Words", text, None, n)


def legends_text(text: str) -> str:
    """A Legends card's, leader's or exploration token's name or ability, translated by its
    English text in the data file (tools/translations.py extracts them from there)."""
    return QCoreApplication.translate("Legends", text)


def token_name(key: str) -> str:
    """A Legends token's name ("magic_spring" -> "Magic spring")."""
    names = {
        "magic_spring": tr("Magic spring"),
        "cottage": tr("Cottage"),
        "hidden_treasure": tr("Hidden treasure"),
        "spell_book": tr("Spell book"),
        "stable": tr("Stable"),
        "fortress": tr("Fortress"),
        "raging_dragon": tr("Raging dragon"),
        "portal": tr("Magic portal"),
        "bandits": tr("Bandits"),
    }
    return names.get(key, key.replace("_", " "))


def score_source(name: str) -> str:
    """Where Legends ability points came from, as the scoring names it: a card, a token, a
    leader (the data's names), or the board's fortresses and slain dragon."""
    board = {"Fortress": tr("Fortress"), "Raging dragon": tr("Raging dragon")}
    return board.get(name) or legends_text(name)


def good(name: str) -> str:
    """A good's name."""
    names = {
        "crystal": tr("crystal"),
        "food": tr("food"),
        "wood": tr("wood"),
        "iron": tr("iron"),
        "tools": tr("tools"),
        "wild": tr("wild"),
    }
    return names.get(name, name)


def term(kind: str, points: int, legends: bool = False) -> str:
    """One term of a card's action, e.g. "Place 3 armies" (Legends moves may cross the sea)."""
    if kind == "place":
        return trn("Place %n armies", points)
    if kind == "move" and legends:
        return tr("Move {n}").format(n=points)
    if kind == "move":
        return tr("Move {n} by land").format(n=points)
    if kind == "sea":
        return tr("Move {n} by land or sea").format(n=points)
    if kind == "city":
        return tr("Build a city")
    return trn("Destroy %n armies", points)


def card_action(text: str, legends: bool = False) -> str:
    """A card's action text ("place 1 + destroy 1 / move 2") in words."""
    options = []
    for option in text.split(" / "):
        parts = []
        for piece in option.split(" + "):
            words = piece.split()
            parts.append(term(words[0], int(words[1]) if len(words) > 1 else 1, legends))
        options.append(tr(" and ").join(parts))
    return tr(" or ").join(options)


def remaining(kind: str, points: int, legends: bool = False) -> str:
    """What is left of the current term, for the action bar."""
    if legends and kind == "move":
        return trn(
            "%n movement points left (a sea crossing costs 3, less with Flying): "
            "pick an army, then where it goes",
            points,
        )
    if legends and kind == "place":
        return tr("Place {n} more (start region or a region with your city)").format(n=points)
    hints = {
        "place": tr("Place {n} more (start region or a region with your city)"),
        "move": trn("%n moves left by land: pick an army, then where it goes", points),
        "sea": trn("%n moves left by land or sea: pick an army, then where it goes", points),
        "city": tr("Build a city where you have an army"),
        "destroy": tr("Destroy {n}: click an army"),
    }
    return hints.get(kind, kind).format(n=points)


def seat_name(seat: Any, names: Sequence[str]) -> str:
    """A seat's name, or the neutral colour."""
    if seat == "neutral":
        return tr("the neutral colour")
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return str(seat)


def is_legends(state: Any) -> bool:
    """Whether a state (or observation) is of the Legends edition."""
    if isinstance(state, dict):
        return bool(state.get("config", {}).get("edition") == "legends")
    return getattr(state.config, "edition", "classic") == "legends"


def region_name(state: Any, rid: Any) -> str:
    """A region's name on the state's board."""
    if is_legends(state):
        regions = assemble(state.config.layout).raw["regions"]
    else:
        regions = classic_board(state.config.board).raw["regions"]
    return str(regions[rid]["name"]) if rid in regions else str(rid)


def sentence(state: Any, action: Action, names: Sequence[str]) -> str:
    """A log sentence for `action` about to be applied to `state`."""
    if is_legends(state) and action[0] in LEGENDS_ONLY:
        return legends_sentence(state, action, names)
    kind, args = action[0], action[1:]
    who = seat_name(state.current, names)
    rules = classic_rules()
    if kind == "draw":
        card = rules.cards[args[0]]
        return tr("A card is drawn into the row: {goods}; {action}.").format(
            goods=", ".join(good(g) for g in card.goods), action=card_action(card.action)
        )
    if kind == "take":
        card, cost = rules.cards[state.row[args[0]]], rules.costs[args[0]]
        text = trn("{who} takes a card for %n coins: {goods}; {action}.", cost)
        return text.format(
            who=who,
            goods=", ".join(good(g) for g in card.goods),
            action=card_action(card.action),
        )
    place = region_name(state, args[0]) if args else ""
    simple = {
        "tile": tr("A goods tile ({good}) is laid on {place}."),
        "neutral": tr("{who} places a neutral army in {place}."),
        "place": tr("{who} places an army in {place}."),
        "city": tr("{who} builds a city in {place}."),
        "done": tr("{who} ends the action."),
        "first": tr("{who} names {other} to play first."),
        "tiebreak": tr("The die breaks the tie: {other} wins the bid."),
        "bid": trn("{other} bids %n coins.", args[1] if kind == "bid" else 0),
        "move": tr("{who} moves an army from {place} to {to}."),
        "destroy": tr("{who} destroys an army of {other} in {place}."),
        "choose": tr("{who} chooses: {option}."),
    }
    if kind not in simple:
        return f"{who}: {list(action)}"
    other = ""
    if kind in ("first", "tiebreak", "bid"):
        other = seat_name(args[0], names)
    elif kind == "destroy":
        other = seat_name(args[1], names)
    option = ""
    if kind == "choose":
        legends = is_legends(state)
        option = tr(" and ").join(term(k, p, legends) for k, p in state.options[args[0]])
    return simple[kind].format(
        who=who,
        place=place,
        other=other,
        to=region_name(state, args[1]) if kind == "move" else "",
        good=good(args[1]) if kind == "tile" else "",
        option=option,
    )


# Legends actions whose sentences differ from the classic edition's (the rest are shared).
LEGENDS_ONLY = ("draw", "take", "start", "token", "leader", "picker", "outpost", "hire")


def legends_card(cid: int) -> str:
    """A Legends card for the log: "Dire Eye (Flying; Place 4 armies)"."""
    card = legends_rules().cards[cid]
    name, ability = legends_text(card.name), legends_text(card.ability)
    return f"{name} ({ability}; {card_action(card.action, True)})"


def legends_sentence(state: Any, action: Action, names: Sequence[str]) -> str:
    """A log sentence for a Legends-only action (see LEGENDS_ONLY)."""
    kind, args = action[0], action[1:]
    who = seat_name(state.current, names)
    if kind == "draw":
        return tr("{card} is drawn into the row.").format(card=legends_card(args[0]))
    if kind == "take":
        cost = legends_rules().costs[args[0]]
        text = trn("{who} takes {card} for %n coins.", cost)
        return text.format(who=who, card=legends_card(state.row[args[0]]))
    if kind == "start":
        return tr("The start region is {place}.").format(place=region_name(state, args[0]))
    if kind == "token":
        return tr("A token ({token}) is laid on {place}.").format(
            token=token_name(args[0]), place=region_name(state, args[1])
        )
    if kind == "leader":
        leader = legends_text(legends_rules().leaders[args[1]].name)
        return tr("{other} is dealt the leader card {leader}.").format(
            other=seat_name(args[0], names), leader=leader
        )
    if kind == "picker":
        return tr("{other} will put one army of every player off the central board.").format(
            other=seat_name(args[0], names)
        )
    if kind == "outpost":
        return tr("{who} puts one army of every player in {place}.").format(
            who=who, place=region_name(state, args[0])
        )
    return tr("{who} pays {other} 1 coin to place an army in {place}.").format(
        who=who, other=seat_name(args[1], names), place=region_name(state, args[0])
    )
