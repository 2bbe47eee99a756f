"""The greedy bot: the action whose previewed observation the game's evaluator values most.

The game declares the evaluator (core/api.py, `Capabilities.evaluator`); a game without
one is played by the random bot, with the same rng draws. The bot never sees the
state: it values `decision.preview(action)` (core/bots/decision.py).

One ply, with one refinement: an action that starts a run of steps (the declared
`run_end` names the action ending the run, e.g. a card's action in Eight-Minute Empire) is
valued by playing the run out greedily first, so the bot sees what the card can do, not
only its price. Inside a run the bot takes the best step and forfeits the rest only when
every step is valued strictly below forfeiting (core/bots/runs.py): a step that changes
nothing the evaluator sees is taken, since forfeiting throws away what was paid for (issue
28). Ties between equal best actions outside a run go to the rng. Where there is no
preview (a simultaneous turn) the bot takes the declared `fixed_choice`, else a random
action.
"""

from __future__ import annotations

import random

from core import registry
from core.api import Action, Capabilities, Evaluator, Game
from core.bots import random_bot, runs
from core.bots.decision import Decision, Observation

_MAX_RUN_STEPS = 40  # a safety bound on one run (an Eight-Minute Empire card: 6 points)


def fixed(
    caps: Capabilities, observation: Observation, seat: int, actions: tuple[Action, ...]
) -> Action | None:
    """A choice the game makes by rule rather than by value (Eight-Minute Empire: the bid),
    by its declared `fixed_choice`; None: the actions are to be weighed."""
    hook = caps.fixed_choice
    return None if hook is None else hook(observation, seat, actions)


def _best(actions: tuple[Action, ...], values: list[int], rng: random.Random) -> Action:
    top = max(values)
    best = [a for a, v in zip(actions, values) if v == top]
    return best[rng.randrange(len(best))]


def best_step(ev: Evaluator, decision: Decision, forfeit: Action) -> Action:
    """The first best step by value; `forfeit` only if every step is valued strictly below
    it (a tie goes to the step: the run is not thrown away for nothing) or none is legal."""
    steps = [a for a in decision.actions if a != forfeit]
    if not steps:
        return forfeit
    values = [ev.evaluate(decision.preview(a), decision.seat) for a in steps]
    top = max(values)
    if forfeit in decision.actions and ev.evaluate(decision.preview(forfeit), decision.seat) > top:
        return forfeit
    return steps[values.index(top)]


def considered(game: Game, decision: Decision) -> tuple[Action, ...]:
    """The actions worth weighing at `decision`: all of them, less the run's forfeit where
    `best_step` would not forfeit (the search bot's root: core/bots/mcts.py)."""
    caps = registry.capabilities(game)
    ev, forfeit = caps.evaluator, runs.end_of(caps, decision.observation)
    if ev is None or forfeit is None or forfeit not in decision.actions:
        return decision.actions
    if not decision.can_preview or best_step(ev, decision, forfeit) == forfeit:
        return decision.actions
    return runs.steps(decision.actions, forfeit)


def _played_out(caps: Capabilities, ev: Evaluator, decision: Decision) -> Observation:
    """Carry a run of steps out greedily, without randomness; the observation after it."""
    for _ in range(_MAX_RUN_STEPS):
        forfeit = runs.end_of(caps, decision.observation)
        if not decision.actions or forfeit is None:
            break
        decision = decision.after(best_step(ev, decision, forfeit))
    return decision.observation


def choose(game: Game, decision: Decision, rng: random.Random) -> Action:
    """The greedy choice of the deciding seat (random for a game without an evaluator)."""
    caps = registry.capabilities(game)
    ev = caps.evaluator
    if ev is None:
        return random_bot.choose(game, decision, rng)
    chosen = fixed(caps, decision.observation, decision.seat, decision.actions)
    if chosen is not None:
        return chosen
    if not decision.can_preview:
        return random_bot.choose(game, decision, rng)
    forfeit = runs.end_of(caps, decision.observation)
    if forfeit is not None:
        return best_step(ev, decision, forfeit)
    values = [
        ev.evaluate(_played_out(caps, ev, decision.after(action)), decision.seat)
        for action in decision.actions
    ]
    return _best(decision.actions, values, rng)
