"""A game's tutorial as data (no Qt): the table it is played at and its steps.

A game's view package declares `tutorial` in its `CAPABILITIES` (client/gui/games): a
function returning a `Script`. The shared runner (client/gui/tutorial.py) plays it against
the real controller and the game's real view, and names no game: each step names actions
in the game's own vocabulary (`expect`, a pattern where None stands for any value) and the
view's things by the ids its `locate` understands (`light`). The texts are the language
spoken when the script is built: the runner builds it again on a language switch.

A game's tutorial may have several lessons, each a data file of
`resources/<game>/tutorial/`: `script.json` is the first (the game itself), the others
(another edition, a variant: their `title` says which) follow in their names' order.
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
# The game's view -> how many steps of a plan the person has made, not yet confirmed.
Made = Callable[[Any], int]


def nothing_made(view: Any) -> int:
    """A view without plans: no step is ever made ahead."""
    return 0


FIRST = "script"  # the first lesson's name: the game itself (resources/<game>/tutorial/)
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
    # With PLAN expected: the plan asked for, step by step (it must match whole), and what
    # to say of each of its steps while it is the next to make (a line under the text).
    plan: tuple[Pattern, ...] = ()
    said: tuple[str, ...] = ()
    # Moves of the person's the tutorial plays itself as the step begins (turns go by, shown
    # at once; the bots answer as usual); the step is read once they are all played.
    auto: tuple[Pattern, ...] = ()
    # Things the text points at that are not to be clicked: the bubble keeps clear of them.
    look: tuple[str, ...] = ()

    def kinds(self) -> set[str]:
        """The kinds of action the step asks the person to make (Confirm is no action)."""
        asked = (*self.expect, *self.also, *self.plan)
        return {p[0] for p in asked if p and p not in (CONFIRM, PLAN) and isinstance(p[0], str)}


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
    # What the bubble must never cover besides the lit things (targets for `locate`: the
    # hand the person plays from).
    keep_clear: tuple[str, ...] = ()
    # The game's kinds of action the tutorial cannot meet at its table, each with why (a
    # variant's or another player count's): every other kind is asked for (a test).
    cannot_occur: Mapping[str, str] = field(default_factory=dict)
    made: Made = nothing_made  # how far the person's plan is (a step's `said` follows it)
    lesson: str = FIRST  # its data file's name: resources/<game>/tutorial/<lesson>.json
    title: str = ""  # a further lesson's title in the language spoken (the first has none)

    def kinds(self) -> set[str]:
        """Every kind of action the tutorial asks the person to make."""
        return set().union(*(step.kinds() for step in self.steps))


def fits(actions: Sequence[Sequence[Any]], plan: Sequence[Pattern]) -> bool:
    """Whether a whole plan of `actions` is the one `plan` asks for, step by step."""
    return len(actions) == len(plan) and all(
        matches(a, p) for a, p in zip(actions, plan, strict=True)
    )


def matches(action: Sequence[Any], pattern: Pattern) -> bool:
    """Whether `action` fits `pattern` (same length, None matching any value)."""
    return len(action) == len(pattern) and all(
        p is None or p == a for a, p in zip(action, pattern, strict=True)
    )


class TutorialHook(Protocol):
    """The declared hook's type: a function returning the game's Script for one of its
    lessons, the first by default (it imports the view's Qt modules only when called)."""

    def __call__(self, lesson: str = ..., /) -> Script: ...


RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def lessons(game: str) -> tuple[str, ...]:
    """Game `game`'s lessons: the data files of resources/<game>/tutorial/, by name without
    ".json", the first lesson ("script") first, then the others sorted."""
    names = sorted(path.stem for path in (RESOURCES / game / "tutorial").glob("*.json"))
    return tuple(sorted(names, key=lambda name: name != FIRST))


def load(
    game: str, locate: Locate, language: str, made: Made = nothing_made, lesson: str = FIRST
) -> Script:
    """Game `game`'s tutorial lesson `lesson` from its data file,
    resources/<game>/tutorial/<lesson>.json (the first lesson: script.json): a further
    lesson's title in every language (`title`), the table (config, seed, bots and their
    names, what the bubble keeps clear, the kinds of action that cannot occur and why) and
    the steps, each text in every language (`language`'s, else English). An action pattern
    is a list; "<confirm>" and "<plan>" alone ask for Confirm or a whole plan (its steps in
    "plan", lit one at a time by the view's `locate("plan:<steps as JSON>")`, and in "said"
    a text for each, shown while it is the next to make: `made` counts the steps made);
    null matches any value. A step's "auto" lists moves the tutorial plays for the person
    (exact actions), its "look" what its text points at without asking for a click (kept
    clear of the bubble)."""
    path = RESOURCES / game / "tutorial" / f"{lesson}.json"
    data = json.loads(path.read_text("utf-8"))

    def said(texts: Mapping[str, str] | None) -> str:
        return "" if not texts else texts.get(language) or texts["en"]

    def patterns(items: Sequence[Sequence[Any]]) -> tuple[Pattern, ...]:
        return tuple(tuple(item) for item in items)

    def lights(step: Mapping[str, Any]) -> tuple[str, ...]:
        plan = step.get("plan")
        return (*step.get("light", ()), *([f"plan:{json.dumps(plan)}"] if plan else []))

    steps = tuple(
        Step(
            said(step["text"]),
            lights(step),
            patterns(step.get("expect", ())),
            said(step.get("hint")),
            patterns(step.get("also", ())),
            patterns(step.get("plan", ())),
            tuple(said(texts) for texts in step.get("said", ())),
            patterns(step.get("auto", ())),
            tuple(step.get("look", ())),
        )
        for step in data["steps"]
    )
    names = {int(seat): name for seat, name in data.get("names", {}).items()}
    return Script(game, data["config"], data["seed"], data["bots"], steps, locate,
                  data.get("bot_kind", "mcts:easy"), names, tuple(data.get("keep_clear", ())),
                  dict(data.get("cannot_occur", {})), made, lesson,
                  said(data.get("title")))  # fmt: skip
