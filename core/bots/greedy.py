"""The greedy bot: the action whose resulting position its evaluator values most.

One ply, with one refinement: taking a card is valued by playing that card's action out
greedily first (until the card is over), so the bot sees what the card can do, not only its
price and goods. A step is taken only if it strictly improves on stopping ("done"), so the
bot never shuffles armies back and forth. Ties between equal best actions go to the rng.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from core.api import Action, Game
from core.bots import eme_eval

_MAX_ROLLOUT_STEPS = 40  # a card has at most 6 points of action; this is a safety bound


class Evaluator(Protocol):
    """What a game provides the greedy bot (see core/bots/eme_eval.py)."""

    def value(self, state: Any, seat: int) -> int: ...
    def in_card(self, state: Any) -> bool: ...
    def is_take(self, action: Action) -> bool: ...
    def special_choice(
        self, game: Game, state: Any, seat: int, rng: random.Random
    ) -> Action | None: ...


def _evaluator(game: Game) -> Evaluator:
    if game.NAME == "eight_minute_empire":
        return eme_eval  # a module satisfying the protocol
    raise ValueError(f"the greedy bot has no evaluator for {game.NAME!r}")


def _best(actions: tuple[Action, ...], values: list[int], rng: random.Random) -> Action:
    top = max(values)
    best = [a for a, v in zip(actions, values) if v == top]
    return best[rng.randrange(len(best))]


def _play_out_card(game: Game, ev: Evaluator, state: Any, seat: int) -> Any:
    """Carry out the card just taken greedily, without randomness; the state after it."""
    for _ in range(_MAX_ROLLOUT_STEPS):
        if game.current_player(state) != seat or not ev.in_card(state):
            return state
        step = _best_step(game, ev, state, seat)
        state = game.apply_action(state, step)
    return state


def _best_step(game: Game, ev: Evaluator, state: Any, seat: int) -> Action:
    """The first best step by value; ("done",) unless something strictly improves on it."""
    best_action: Action = ("done",)
    best_value = ev.value(game.apply_action(state, best_action), seat)
    for action in game.legal_actions(state, seat):
        if action == ("done",):
            continue
        v = ev.value(game.apply_action(state, action), seat)
        if v > best_value:
            best_action, best_value = action, v
    return best_action


def choose(game: Game, state: Any, seat: int, rng: random.Random) -> Action:
    """The greedy choice of `seat` in `state`."""
    ev = _evaluator(game)
    special = ev.special_choice(game, state, seat, rng)
    if special is not None:
        return special
    actions = game.legal_actions(state, seat)
    if ev.in_card(state):
        return _best_step(game, ev, state, seat)
    values = []
    for action in actions:
        after = game.apply_action(state, action)
        if ev.is_take(action):
            after = _play_out_card(game, ev, after, seat)
        values.append(ev.value(after, seat))
    return _best(actions, values, rng)
