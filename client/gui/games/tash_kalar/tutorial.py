"""Tash-Kalar's tutorial: where the things its script names are on screen.

The steps are data, one file a lesson (resources/tash_kalar/tutorial/: script.json the
game itself, effects.json "Cards that degrade and convert"); a target is "arena" (the
whole board), "square:SQ" (one square, as the board is turned for the viewer), "place:SQ"
(the same, lit while it is empty: a piece to place there), "card:ID" (the hand's card of
that id, lit until it is picked), "hand", "tasks", "confirm", or
"button:<what>" (the move panel's button for `what`, a JSON list: ["done"]).

The two lessons ask for every kind of move of a two-player High Form game but conceding
(tests/client/test_tutorials.py excludes it: a tutorial ends in a free game); the first
asks for all but degrading and converting, which the second asks for (the person plays
green, whose Dryad converts and Whisperer degrades); Deathmatch's opening pieces and
scoring and the teams' passing of control cannot occur at their tables (the first's
"cannot_occur" says why). Some turns are played for the person (a step's "auto"), so that
the guided moves reach a flare, a task, a legend, an exhausted supply or an enemy heroic
piece in a few minutes.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from client.gui import i18n
from client.gui.tutorialscript import FIRST, Script, load


def locate(view: Any, target: str) -> Sequence[tuple[QWidget, QRect]]:
    """Where `target` is in the game's view now: [(widget, rectangle in its coordinates)]."""
    kind, _, arg = target.partition(":")
    whole: dict[str, Any] = {
        "arena": view.arena,
        "hand": view.hand,
        "tasks": view.tasks,
        "confirm": view.move.bar.confirm,
    }
    if kind in whole:
        return [(whole[kind], whole[kind].rect())]
    if kind == "place":  # a square to place a piece on, lit while it is empty
        shown = view.last
        if shown is not None and arg in shown.obs["board"]:
            return []
        return locate(view, f"square:{arg}")
    if kind == "square":
        arena = view.arena
        box = arena.mapFromScene(arena.rect_of(arg)).boundingRect()
        return [(arena.viewport(), box)]
    if kind == "card":
        for entry in view.hand.entries:
            if entry.get("card") == arg:
                handle = tuple(entry["handle"])
                if view.pick.card == handle:
                    return []  # picked: what it is used on comes next (a second click drops it)
                face = view.hand.face(handle)
                return [] if face is None else [(face, face.rect())]
        return []
    if kind == "button":
        button = view.button(tuple(json.loads(arg)))
        return [] if button is None else [(button, button.rect())]
    return []


def script(lesson: str = FIRST) -> Script:
    """The tutorial's lesson `lesson` in the language spoken now."""
    return load("tash_kalar", locate, i18n.current(), lesson=lesson)
