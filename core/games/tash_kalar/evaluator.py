"""Tash-Kalar's evaluator for the greedy bot (core/bots/greedy.py): the module is the game's
evaluator and reads only a seat's observation (every form alike).

evaluate(observation, seat) in integer units, higher is better for `seat`:
- a finished game: 1,000,000 for a win, -1,000,000 for a loss, -2,000,000 for a loss by
  one's own concession, so a greedy bot never concedes while it has another action;
- 100 x (my score - the best rival's score): the score now (High Form: tasks and legendary
  pieces; Duel: the track; Melee: my lowest colour);
- material: 10 per common, 30 per heroic, 60 per legendary piece of my colour, less the
  same of the enemy colours (their average in the melee);
- 5 per promoted piece of mine (the first tie-break after points);
- 30 when, at the end of my turn, a task is there to claim (a task in reach).
An optional effect step is a run ended by ("done",) (`forfeit`): the bot takes a step only
when it improves on stopping, so it does not destroy its own pieces for nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.api import END, Action

Observation = Mapping[str, Any]

WIN, LOSS, CONCEDED = 1_000_000, -1_000_000, -2_000_000
_WEIGHT = {"common": 10, "heroic": 30, "legendary": 60}


def _side(observation: Observation, seat: int) -> int:
    return seat % 2 if observation["teams"] else seat


def _points(observation: Observation, seat: int) -> int:
    score = observation["score"][seat]
    return min(score.values()) if isinstance(score, dict) else int(score)


def _finished(observation: Observation, seat: int) -> int:
    end = observation[END]
    if seat in end["winners"]:
        return WIN
    # a side that lost by concession conceded itself (R21): the opponent cannot concede
    # in a seat's own preview, so this ranks the seat's own ("concede",) last
    conceded = any(part["label"] == "end.conceded" for part in end["parts"])
    return CONCEDED if conceded else LOSS


def evaluate(observation: Observation, seat: int) -> int:
    """How good what `seat` sees is for it (see the module docstring)."""
    if END in observation:
        return _finished(observation, seat)
    colours: list[str] = observation["colours"]
    mine = colours[_side(observation, seat)]
    material: dict[str, int] = dict.fromkeys(colours, 0)
    promoted = 0
    for piece in observation["board"].values():
        material[piece["colour"]] += _WEIGHT[piece["rank"]]
        promoted += piece["colour"] == mine and piece["rank"] != "common"
    enemies = [c for c in set(colours) if c != mine]
    enemy = sum(material[c] for c in enemies) // max(1, len(enemies))
    rival = max(
        (_points(observation, p) for p in range(len(observation["score"]))
         if _side(observation, p) != _side(observation, seat)),
        default=0,
    )  # fmt: skip
    pending = observation.get("pending") or {}
    claimable = observation.get("current") == seat and "claim" in pending.get("choices", ())
    return (
        100 * (_points(observation, seat) - rival)
        + material[mine]
        - enemy
        + 5 * promoted
        + 30 * claimable
    )


def forfeit(observation: Observation) -> Action | None:
    """("done",) inside an optional effect step (it ends the step); else None."""
    pending = observation.get("pending") or {}
    if pending.get("stage") == "effect" and pending.get("optional"):
        return ("done",) if "done" in pending.get("choices", ()) else None
    return None
