"""Bots: pure functions of (game, decision, rng) -> action. The caller seeds the rng.

A bot never gets the state: the driver builds a `Decision` with `decide(game, state, seat)`
(the seat's observation, its legal actions and previews of them, core/bots/decision.py).
Registry of bot kinds by name; `choose(kind, game, decision, rng)` is the one entry.
Every kind plays every game: "random" anywhere; "greedy" with the evaluator the game
declares (core/api.py, Capabilities.evaluator), and like "random" for a game without one; the
search bot "mcts:easy", "mcts:normal", "mcts:hard" (core/bots/mcts.py, levels.py), also
"mcts:hard:1.5" for 1.5 seconds a move when the driver passes its clock.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from core.api import Action, Game
from core.bots import greedy, levels, mcts, random_bot
from core.bots.decision import Decision, decide
from core.bots.mcts import Clock

Chooser = Callable[[Game, Decision, random.Random], Action]

KINDS: dict[str, Chooser] = {
    "random": random_bot.choose,
    "greedy": greedy.choose,  # random for a game that declares no evaluator
}


def names() -> tuple[str, ...]:
    """Every bot kind a player may pick (without a time per move)."""
    return (*sorted(KINDS), *levels.kinds())


def check(kind: str) -> None:
    """ValueError unless `kind` names a bot."""
    if levels.is_search(kind):
        levels.budget(kind)
    elif kind not in KINDS:
        raise ValueError(f"unknown bot {kind!r}; bots: {', '.join(names())}")


def choose(
    kind: str, game: Game, decision: Decision, rng: random.Random, clock: Clock | None = None
) -> Action:
    """The action bot `kind` takes for the deciding seat (in a simultaneous phase too);
    `clock` (seconds, monotonic) lets a search bot think for a time per move."""
    if levels.is_search(kind):
        return mcts.choose(game, decision, rng, levels.budget(kind), clock)
    try:
        chooser = KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; bots: {', '.join(sorted(KINDS))}") from None
    return chooser(game, decision, rng)


__all__ = ["KINDS", "Chooser", "Decision", "check", "choose", "decide", "names"]
