"""Eight-Minute Empire's tutorial: where the things its script names are on screen.

The steps are data (resources/eight_minute_empire/tutorial/script.json); this module finds
what a step lights in this view: "card:N" (the row's slot N), "choice:N" (the action bar's
N-th choice: half A / B, the first player), "done", "confirm", "undo", "bid" (the bid's
amount and its button), "region:ID" (a region's name on the map), "army:ID:SEAT" (an army token),
"row" and "map".

The script asks for every kind of move of the classic edition with three players; the
Legends edition's and its variants' kinds (an outpost, a hired army, a swamp token peeked
at) and the neutral armies of a two-player game cannot occur at its table (its
"cannot_occur" says why): a Legends table is learned from the rules in the window.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from client.gui import i18n
from client.gui.tutorialscript import Script, load

REGION = (96, 40)  # the lit box round a region's name, in screen pixels


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
    if kind == "region":
        board = view.board
        point = board.region_point(arg)
        w, h = REGION
        return [(board.viewport(), QRect(point.x() - w // 2, point.y() - h // 2, w, h))]
    return []


def script() -> Script:
    """The tutorial in the language spoken now."""
    return load("eight_minute_empire", locate, i18n.current())
