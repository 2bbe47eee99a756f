"""It's a Wonderful Kingdom's tutorial: where the things its script names are on screen.

The steps are data (resources/wonderful_kingdom/tutorial/: script.json, the game, and
spy.json, the Legends cards' Spy); a target is "board" (the whole board), "confirm",
"hot:<what>" (a thing on the board the view clicks as `what`, a JSON list: ["area", "L"],
["spy", deck, pos] a face-down card to peek at), "hand" (the person's hand of cards) or
"plan:<steps>" (a JSON list of the plan's steps: the next thing to click for the first step
not yet in the person's draft, a hand card and then the offer area's face it goes to, a card
to build, recycle or scrap, a cube's space, a Krystallium or soldier of the supply and then
its space or Calamity, the move panel's button for a step it shows ("done", "alchemy", a
Mission step, the Krystallium of five alchemy cubes); Confirm once every step is in).

Together the two lessons ask for every kind of move of a two-player Mission game: the
first for all but the Spy's peek, the Spy lesson (side C, seed 165) for the peek, the
person's Spymaster's Den (L3) built in round 1 with the side's Krystallium and its Spy
used in round 2's Choice; the kinds of the other modules and of solo play cannot occur at
their tables (the first lesson's "cannot_occur" says why).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from client.gui import i18n
from client.gui.games.wonderful_kingdom.layout import layout
from client.gui.games.wonderful_kingdom.prompts import CONVERT
from client.gui.tutorialscript import FIRST, Script, load

SPOT = 28  # the lit box round a thing only partly visible (a card under another)


def hot(view: Any, what: tuple[Any, ...]) -> list[tuple[QWidget, QRect]]:
    """Where the board's thing meaning `what` is, if shown; its lit box is centred where a
    click means it (a card partly covered by another is lit on its visible strip)."""
    board = view.board
    box = board.hotspots().get(what)
    if box is None:
        return []
    rect = board.mapFromScene(box).boundingRect()
    if board.meaning_at(board.mapToScene(rect.center())) != what:
        at = board.point_of(what)
        if at is None:
            return []
        rect = QRect(at.x() - SPOT // 2, at.y() - SPOT // 2, SPOT, SPOT)
    return [(board.viewport(), rect)]


def hand(view: Any) -> list[tuple[QWidget, QRect]]:
    """The tray under the person's band: their hand of cards, or what they act on now."""
    obs = view.obs
    if not obs:
        return []
    conquest = (obs.get("module") or {}).get("key") == "conquest"
    box = layout(len(obs["seats"]), conquest).tray
    board = view.board
    return [(board.viewport(), board.mapFromScene(box).boundingRect())]


def next_click(view: Any, step: Sequence[Any]) -> tuple[Any, ...] | None:
    """The board's thing to click for plan step `step` (a hand card before its area, a
    Krystallium or a soldier of the supply before its space or Calamity)."""
    kind = step[0]
    if kind == "offer":
        card = (step[1], step[2])
        return ("zone", step[3], step[4]) if view.pick.card == card else ("hand", *card)
    if kind == "select":
        return ("area", step[1])
    if kind in ("build", "recycle", "scrap"):
        return (kind, step[2], step[3])
    if kind == "place":
        return ("slot", step[2], step[3], step[4])
    if kind in ("krystallium", "soldier"):
        unit = "K" if kind == "krystallium" else "S"
        if view.pick.unit != unit:
            return ("supply", unit)
        calamity = ("calamity", step[2], step[3])
        return calamity if calamity in view.board.hotspots() else ("slot", *step[2:5])
    return None


def made(view: Any) -> int:
    """How many steps of the person's plan are in the draft, not yet confirmed."""
    return len(view.draft.steps) if view.draft is not None else 0


def locate(view: Any, target: str) -> Sequence[tuple[QWidget, QRect]]:
    """Where `target` is in the game's view now: [(widget, rectangle in its coordinates)]."""
    kind, _, arg = target.partition(":")
    if kind == "board":
        return [(view.board, view.board.rect())]
    if kind == "hand":
        return hand(view)
    if kind == "confirm":
        return [(view.move.bar.confirm, view.move.bar.confirm.rect())]
    if kind == "hot":
        return hot(view, tuple(json.loads(arg)))
    if kind == "plan":
        steps = json.loads(arg)
        if made(view) >= len(steps):
            return locate(view, "confirm")
        step = tuple(steps[made(view)])
        # a step of the move panel's: "done", "alchemy", a Mission step, a Krystallium made
        # of five alchemy cubes (the window chooses them: any of them fits the pattern)
        button = view.move.buttons.get(CONVERT if step[0] == "convert" else step)
        if button is not None:
            return [(button, button.rect())]
        what = next_click(view, step)
        return [] if what is None else hot(view, what)
    return []


def script(lesson: str = FIRST) -> Script:
    """The tutorial's lesson `lesson` in the language spoken now."""
    return load("wonderful_kingdom", locate, i18n.current(), made, lesson=lesson)
