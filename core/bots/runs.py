"""Runs of steps and the one rule every bot keeps about forfeiting them.

A run is a seat's sequence of optional steps that one action ends early (a card's action
in Eight-Minute Empire, paid for when the card was taken; an optional effect in
Tash-Kalar). The game's declared `run_end(observation)` names that action (core/api.py,
Capabilities); a game that declares none has no runs as far as the bots are concerned.

Forfeiting throws away what the seat may still do, so no bot plays it while a step is
legal unless it judges every step strictly worse: the random bot never (it draws among
the steps, core/bots/random_bot.py), the greedy bot and the search bot only when the
evaluator values every step's preview strictly below the forfeit's (ties go to the step:
core/bots/greedy.py `best_step`, which the search also asks before it searches).
"""

from __future__ import annotations

from typing import Any

from core import registry
from core.api import Action, Capabilities, Game


def end_of(caps: Capabilities, observation: Any) -> Action | None:
    """The action that ends the run the seat is in, by the declared `run_end`; None outside
    a run or for a game without the hook."""
    hook = caps.run_end
    return None if hook is None else hook(observation)


def end(game: Game, observation: Any) -> Action | None:
    """`end_of` with what `game` declares (no `run_end`: no runs)."""
    return end_of(registry.capabilities(game), observation)


def steps(actions: tuple[Action, ...], forfeit: Action | None) -> tuple[Action, ...]:
    """`actions` without `forfeit` when something else is legal; else `actions` as they are."""
    if forfeit is None or forfeit not in actions or len(actions) < 2:
        return actions
    return tuple(a for a in actions if a != forfeit)
