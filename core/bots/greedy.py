"""The greedy bot: the action whose previewed observation the game's evaluator values most.

The game declares the evaluator (core/api.py, Game: the optional `EVALUATOR`); a game
without one is played by the random bot, with the same rng draws. The bot never sees the
state: it values `decision.preview(action)` (core/bots/decision.py).

One ply, with one refinement: an action that starts a run of steps (the evaluator's
`forfeit` names the action ending the run, e.g. a card's action in Eight-Minute Empire) is
valued by playing the run out greedily first, so the bot sees what the card can do, not
only its price. Inside a run a step is taken only if it strictly improves on forfeiting the
rest, so the bot never shuffles pieces back and forth. Ties between equal best actions go
to the rng. Where there is no preview (a simultaneous turn) the bot takes the evaluator's
`fixed_choice`, else a random action.
"""

from __future__ import annotations

import random
from typing import Protocol

from core.api import Action, Game
from core.bots import random_bot
from core.bots.decision import Decision, Observation

_MAX_RUN_STEPS = 40  # a safety bound on one run (an Eight-Minute Empire card: 6 points)


class Evaluator(Protocol):
    """The part of a game's EVALUATOR every greedy choice needs (core/api.py, Game)."""

    def evaluate(self, observation: Observation, seat: int) -> int: ...


def evaluator(game: Game) -> Evaluator | None:
    """The evaluator the game declares, or None (then the greedy bot plays randomly)."""
    return getattr(game, "EVALUATOR", None)


def _forfeit(ev: Evaluator, observation: Observation) -> Action | None:
    """The action ending the run of steps the seat is in, or None outside a run."""
    hook = getattr(ev, "forfeit", None)
    return None if hook is None else hook(observation)


def _fixed(ev: Evaluator, decision: Decision) -> Action | None:
    """A choice the game makes by rule rather than by value (Eight-Minute Empire: the bid)."""
    hook = getattr(ev, "fixed_choice", None)
    if hook is None:
        return None
    choice: Action | None = hook(decision.observation, decision.seat, decision.actions)
    return choice


def _best(actions: tuple[Action, ...], values: list[int], rng: random.Random) -> Action:
    top = max(values)
    best = [a for a, v in zip(actions, values) if v == top]
    return best[rng.randrange(len(best))]


def _best_step(ev: Evaluator, decision: Decision, forfeit: Action) -> Action:
    """The first best step by value; `forfeit` unless something strictly improves on it."""
    best_action, best_value = forfeit, ev.evaluate(decision.preview(forfeit), decision.seat)
    for action in decision.actions:
        if action == forfeit:
            continue
        value = ev.evaluate(decision.preview(action), decision.seat)
        if value > best_value:
            best_action, best_value = action, value
    return best_action


def _played_out(ev: Evaluator, decision: Decision) -> Observation:
    """Carry a run of steps out greedily, without randomness; the observation after it."""
    for _ in range(_MAX_RUN_STEPS):
        forfeit = _forfeit(ev, decision.observation)
        if not decision.actions or forfeit is None:
            break
        decision = decision.after(_best_step(ev, decision, forfeit))
    return decision.observation


def choose(game: Game, decision: Decision, rng: random.Random) -> Action:
    """The greedy choice of the deciding seat (random for a game without an evaluator)."""
    ev = evaluator(game)
    if ev is None:
        return random_bot.choose(game, decision, rng)
    fixed = _fixed(ev, decision)
    if fixed is not None:
        return fixed
    if not decision.can_preview:
        return random_bot.choose(game, decision, rng)
    forfeit = _forfeit(ev, decision.observation)
    if forfeit is not None:
        return _best_step(ev, decision, forfeit)
    values = [
        ev.evaluate(_played_out(ev, decision.after(action)), decision.seat)
        for action in decision.actions
    ]
    return _best(decision.actions, values, rng)
