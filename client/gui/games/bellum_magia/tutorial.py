"""Bellum Magia's tutorial: where the things its script names are on screen.

The steps are data (resources/bellum_magia/tutorial/script.json); a target is "board" (the
whole board), "confirm", "board:<what>" (a thing on the board the view clicks as `what`, a
JSON list: ["attack", "P00"]), "pick:<deck, card>" (a creature of the market to pick, lit
until it is picked: then its ghost strip, "board:[\"side\", ...]", is the next click) or
"button:<what>" (the move panel's button for `what`); "kingdom" (the band of the kingdom,
the die, the market and the chests) and "row:<seat>" (a castle's row) are kept clear of
the bubble.

The script asks for every kind of move of the game but `castle`: the castles are dealt at
random at the tutorial's table (the "chosen" option lets players pick them).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QWidget

from client.gui import i18n
from client.gui.games.bellum_magia import kingdom
from client.gui.tutorialscript import FIRST, Script, load


def locate(view: Any, target: str) -> Sequence[tuple[QWidget, QRect]]:
    """Where `target` is in the game's view now: [(widget, rectangle in its coordinates)]."""
    kind, _, arg = target.partition(":")
    if kind == "board":
        board = view.board
        if not arg:
            return [(board, board.rect())]
        box = board.hotspots().get(tuple(json.loads(arg)))
        if box is None:
            return []
        return [(board.viewport(), board.mapFromScene(box).boundingRect())]
    if kind == "kingdom":
        box = QRectF(0, 0, kingdom.WIDTH, kingdom.HEIGHT)
        return [(view.board.viewport(), view.board.mapFromScene(box).boundingRect())]
    if kind == "row":
        rows = view.board.rows
        if int(arg) >= len(rows):
            return []
        row = rows[int(arg)]
        box = QRectF(0, row.top, kingdom.WIDTH, row.height)
        return [(view.board.viewport(), view.board.mapFromScene(box).boundingRect())]
    if kind == "pick":
        card = tuple(json.loads(arg))
        picked = view.pick.card == card
        return [] if picked else locate(view, f"board:{json.dumps(['creature', *card])}")
    if kind == "confirm":
        return [(view.move.bar.confirm, view.move.bar.confirm.rect())]
    if kind == "button":
        button = view.button(tuple(json.loads(arg)))
        return [] if button is None else [(button, button.rect())]
    return []


def script(lesson: str = FIRST) -> Script:
    """The tutorial's lesson `lesson` in the language spoken now."""
    return load("bellum_magia", locate, i18n.current(), lesson=lesson)
