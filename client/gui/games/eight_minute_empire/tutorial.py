"""Eight-Minute Empire's tutorial: where the things its lessons name are on screen.

The steps are data (resources/eight_minute_empire/tutorial/: script.json, the classic
edition; legends.json, the Legends edition); this module finds what a step lights in this
view: "card:N" (the row's slot N), "choice:N" (the action bar's N-th choice: half A / B, the
first player, a peek), "done", "confirm", "undo", "bid" (the bid's amount and its button),
"region:ID" (a region's name on the map), "army:ID:SEAT" (an army token), "token:ID" (the
token lying in a region, face down or not), "leader:SEAT" (the line of a player's card
naming their leader, Legends), "row" and "map".

The first lesson asks for every kind of move of the classic edition with three players;
the second, the Legends edition with three players and the leaders and mephitic swamp
variants, for the Legends' own: the outpost of the setup, an army hired by the King of
Brigands at another player's city and a face-down token peeked at. The neutral armies of a
two-player game cannot occur at either table (the first lesson's "cannot_occur" says why).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from client.gui import i18n
from client.gui.tutorialscript import FIRST, Script, load

REGION = (96, 40)  # the lit box round a region's name, in screen pixels
TOKEN = 6  # the lit box's margin round a token (its eyes of who peeked on its corner)


def locate(view: Any, target: str) -> Sequence[tuple[QWidget, QRect]]:
    """Where `target` is in the game's view now: [(widget, rectangle in its coordinates)]."""
    kind, _, arg = target.partition(":")
    whole: dict[str, Any] = {
        "done": view.actions.done,
        "confirm": view.actions.confirm,
        "undo": view.actions.undo,
        "row": view.cards,
        "map": view.board,
    }
    if kind in whole:
        return [(whole[kind], whole[kind].rect())]
    if kind == "bid":
        return [(w, w.rect()) for w in (view.bid.amount, view.bid.commit)]
    if kind == "card" and int(arg) < len(view.cards.cards):
        card = view.cards.cards[int(arg)]
        return [(card, card.rect())]
    if kind == "choice" and int(arg) < len(view.actions.choice_buttons):
        button = view.actions.choice_buttons[int(arg)]
        return [(button, button.rect())]
    if kind == "army":
        region, _, owner = arg.partition(":")
        board = view.board
        at = board.army_point(region, int(owner) if owner.isdigit() else owner)
        return [] if at is None else [(board.viewport(), QRect(at.x() - 17, at.y() - 17, 34, 34))]
    if kind == "token":  # the token in a region (the swamp's face-down ones included)
        board = view.board
        box = board.token_rect(arg)
        if box is None:
            return []
        rect = board.mapFromScene(box).boundingRect().adjusted(-TOKEN, -TOKEN, TOKEN, TOKEN)
        return [(board.viewport(), rect)]
    if kind == "leader" and int(arg) < len(view.players.cards):
        line = view.players.cards[int(arg)].goods  # Legends: abilities, leader, tokens
        return [(line, line.rect())]
    if kind == "region":
        board = view.board
        point = board.region_point(arg)
        w, h = REGION
        return [(board.viewport(), QRect(point.x() - w // 2, point.y() - h // 2, w, h))]
    return []


def script(lesson: str = FIRST) -> Script:
    """The tutorial's lesson `lesson` in the language spoken now."""
    return load("eight_minute_empire", locate, i18n.current(), lesson=lesson)
