"""A game's tutorial as data (no Qt): the table it is played at and its steps.

A game's view package declares `tutorial` in its `CAPABILITIES` (client/gui/games): a
function returning a `Script`. The shared runner (client/gui/tutorial.py) plays it against
the real controller and the game's real view, and names no game: each step names actions
in the game's own vocabulary (`expect`, a pattern where None stands for any value) and the
view's things by the ids its `locate` understands (`light`). The texts are the language
spoken when the script is built: the runner builds it again on a language switch.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

Pattern = tuple[Any, ...]  # an action with None where any value will do: ("place", None)
# (the game's view, a target id) -> where it is on screen: [(widget, QRect in its coords)]
Locate = Callable[[Any, str], Sequence[tuple[Any, Any]]]

CONFIRM = ("<confirm>",)  # the pattern of a step asking for the Confirm button
PLAN = ("<plan>",)  # a step asking for a plan confirmed whole (a view's act_ahead)


@dataclass(frozen=True)
class Step:
    """One moment of the tutorial: a short text, what to light, what to do.

    `expect` empty: the person reads, then presses Next. Otherwise the step ends when the
    person makes an action matching one pattern (CONFIRM: presses Confirm; PLAN: confirms a
    plan); any other is refused kindly with `hint`, or the runner's own words."""

    text: str
    light: tuple[str, ...] = ()
    expect: tuple[Pattern, ...] = ()
    hint: str = ""
    # Moves of the same turn the step lets through without ending (a second army placed).
    also: tuple[Pattern, ...] = ()


@dataclass(frozen=True)
class Script:
    """A tutorial: the game's key and config, the dealer's seed, the bots and the steps."""

    game: str
    config: Mapping[str, Any]
    seed: int
    bots: int  # the person is seat 0, then this many bots
    steps: tuple[Step, ...]
    locate: Locate
    bot_kind: str = "mcts:easy"
    names: Mapping[int, str] = field(default_factory=dict)  # the bots' names


def matches(action: Sequence[Any], pattern: Pattern) -> bool:
    """Whether `action` fits `pattern` (same length, None matching any value)."""
    return len(action) == len(pattern) and all(
        p is None or p == a for a, p in zip(action, pattern, strict=True)
    )


class TutorialHook(Protocol):
    """The declared hook's type: a function of no arguments returning the game's Script
    (it imports the view's Qt modules only when called)."""

    def __call__(self) -> Script: ...


RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def load(game: str, locate: Locate, language: str) -> Script:
    """Game `game`'s tutorial from its data file, resources/<game>/tutorial/script.json:
    the table (config, seed, bots and their names) and the steps, each text in every
    language (`language`'s, else English). An action pattern is a list; "<confirm>" and
    "<plan>" alone ask for Confirm or a whole plan; null matches any value."""
    data = json.loads((RESOURCES / game / "tutorial" / "script.json").read_text("utf-8"))

    def said(texts: Mapping[str, str] | None) -> str:
        return "" if not texts else texts.get(language) or texts["en"]

    def patterns(items: Sequence[Sequence[Any]]) -> tuple[Pattern, ...]:
        return tuple(tuple(item) for item in items)

    steps = tuple(
        Step(
            said(step["text"]),
            tuple(step.get("light", ())),
            patterns(step.get("expect", ())),
            said(step.get("hint")),
            patterns(step.get("also", ())),
        )
        for step in data["steps"]
    )
    names = {int(seat): name for seat, name in data.get("names", {}).items()}
    return Script(game, data["config"], data["seed"], data["bots"], steps, locate,
                  data.get("bot_kind", "mcts:easy"), names)  # fmt: skip
