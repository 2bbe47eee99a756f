"""Bots: pure functions of (game, decision, rng) -> action. The caller seeds the rng.

A bot never gets the state: the driver builds a `Decision` with `decide(game, state, seat)`
(the seat's observation, its legal actions and previews of them, core/bots/decision.py).
Registry of bot kinds by name; `choose(kind, game, decision, rng)` is the one entry.
Every kind plays every game: "random" anywhere; "greedy" with the evaluator the game
declares (core/api.py, Game.EVALUATOR), and like "random" for a game without one.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from core.api import Action, Game
from core.bots import greedy, random_bot
from core.bots.decision import Decision, decide

Chooser = Callable[[Game, Decision, random.Random], Action]

KINDS: dict[str, Chooser] = {
    "random": random_bot.choose,
    "greedy": greedy.choose,  # random for a game that declares no EVALUATOR
}


def choose(kind: str, game: Game, decision: Decision, rng: random.Random) -> Action:
    """The action bot `kind` takes for the deciding seat (in a simultaneous phase too)."""
    try:
        chooser = KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; bots: {', '.join(sorted(KINDS))}") from None
    return chooser(game, decision, rng)


__all__ = ["KINDS", "Chooser", "Decision", "choose", "decide"]
