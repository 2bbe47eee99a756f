"""The search bot's levels and the bot kinds that name them: "mcts:<level>[:<seconds>]".

A level is an iteration budget, so a bot of a level chooses the same for a seed (a recorded
game replays, a restarted peer chooses again what it chose: docs/bots.md), unless a machine
too slow to run them within the level's cap in seconds stops it by the clock first. "mcts:hard:1.5"
thinks for 1.5 seconds a move instead, when the driver has a clock (client and net give
theirs; the core keeps none): for play, not for replays. Budgets were tuned so that
`normal` answers within 2 s on the slowest game (benchmarks/bots.py prints the rates).
"""

from __future__ import annotations

from dataclasses import replace

from core.bots.mcts import Budget

PREFIX = "mcts"
# depth 0: the evaluator values the node the tree reached, no random moves first (against
# the greedy bot on Eight-Minute Empire, 600 iterations: 16/20 at depth 0, 15/20 at depth 8
# with 8 random actions, benchmarks/bots.py); a game without an evaluator plays to the end.
# `seconds` caps a level's think where the driver has a clock (the window's 2 s promise
# for normal on the slowest game and machine); below the cap, iterations decide alone.
LEVELS: dict[str, Budget] = {
    "easy": Budget(iterations=60, seconds=1.0, depth=0, blend=0.25),
    "normal": Budget(iterations=300, seconds=1.8, depth=0),
    "hard": Budget(iterations=1000, seconds=5.0, depth=0),
}
TIMED_ITERATIONS = 1_000_000  # a timed search stops by the clock, well before this


def kinds() -> tuple[str, ...]:
    """The bot kinds of the levels: "mcts:easy", "mcts:normal", "mcts:hard"."""
    return tuple(f"{PREFIX}:{level}" for level in LEVELS)


def is_search(kind: str) -> bool:
    """Whether `kind` names the search bot (with or without a level)."""
    return kind == PREFIX or kind.startswith(PREFIX + ":")


def budget(kind: str) -> Budget:
    """The Budget a kind names; ValueError for an unknown level or a bad time."""
    parts = kind.split(":")
    level = parts[1] if len(parts) > 1 else "normal"
    if parts[0] != PREFIX or level not in LEVELS or len(parts) > 3:
        raise ValueError(f"unknown bot {kind!r}; levels: {', '.join(kinds())}")
    chosen = LEVELS[level]
    if len(parts) == 3:
        seconds = _seconds(parts[2], kind)
        chosen = replace(chosen, iterations=TIMED_ITERATIONS, seconds=seconds)
    return chosen


def timed(kind: str, seconds: float | None) -> str:
    """`kind` thinking `seconds` a move if it is a search bot (other kinds unchanged)."""
    if seconds is None or not is_search(kind):
        return kind
    level = kind.split(":")[1] if ":" in kind else "normal"
    return f"{PREFIX}:{level}:{seconds:g}"


def _seconds(text: str, kind: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        raise ValueError(f"bad time per move in {kind!r}") from None
    if not 0 < seconds <= 600:
        raise ValueError(f"the time per move in {kind!r} must be within 0-600 s")
    return seconds
