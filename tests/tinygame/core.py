"""Dice Race, the tests' tiny game: everything a game may do, in as few rules as possible.

It is registered only by the tests (`tests.tinygame`), so that every layer that claims to
work for any game is shown to: a simultaneous turn that is not a bid, a chance node, a
turn of several actions with one that forfeits the rest, 2 to 4 seats, options with a
lobby column, a variant and a disabled one, and an end-of-game block.

Each round:
1. every seat secretly picks 1, 2 or 3: ("pick", seat, n); current_player() is SIMULTANEOUS;
2. chance rolls a three-sided die: ("roll", d) with d in 1..3, each 1/3;
3. every seat that did not pick the rolled number moves its pick forward;
4. the round's leader (seat round % players) may take up to two ("step",) actions, +1
   each; ("stop",) forfeits the rest. Then the next round.
The game ends after a round in which someone reached `goal` (option "goal": "10" or "15").
Highest score wins; ties go to the seat that rolled the die fewer times against it (its
"misses"), then stay tied. Variant "sprint": a step is worth 2. The END block's parts are
the points from the dice and from steps; its notes count the misses.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import pairwise
from typing import Any

from core import canonical
from core.api import (
    CHANCE,
    END,
    SIMULTANEOUS,
    TERMINAL,
    Action,
    BadConfig,
    Capabilities,
    Config,
    IllegalAction,
    Message,
    sort_actions,
)
from core.meta import Choice, GameInfo, Option, PlayerRange

NAME = "dice_race"
INFO = GameInfo(
    key=NAME,
    title="Dice Race",
    players=(PlayerRange(2, 4),),
    default_players=2,
    options=(
        Option(
            "goal", "Goal", (Choice("10", "Ten points"), Choice("15", "Fifteen points")), lobby=True
        ),
        Option(
            "variants",
            "Variants",
            (
                Choice("sprint", "Sprint: a step is worth 2"),
                Choice("marathon", "Marathon (not yet)", disabled="It is never ready."),
            ),
            many=True,
            flag="--variant",
        ),
    ),
)
EXAMPLE_CONFIGS: tuple[dict[str, Any], ...] = (
    {"players": 2},
    {"players": 3, "goal": "15", "variants": ["sprint"]},
    {"players": 4},
)
PICK, ROLL, TURN, OVER = "pick", "roll", "turn", "over"
CAPABILITIES = Capabilities(forfeit=("stop",))  # the leader's turn ends early (core/api.py)
STEPS = 2


@canonical.register("tiny.State")
@dataclass(frozen=True, slots=True)
class State:
    """A whole game of Dice Race."""

    players: int
    goal: int
    sprint: bool
    phase: str
    round: int
    scores: tuple[int, ...]
    misses: tuple[int, ...]  # times the die matched a seat's pick
    picks: tuple[int, ...]  # this round's picks, 0 = not yet
    last: tuple[int, ...]  # the previous round's revealed picks (0 before the first)
    die: int  # the last roll, 0 before the first
    steps_left: int
    stepped: tuple[int, ...]  # points from steps (the rest came from the dice)


def normalize_config(config: Config) -> dict[str, Any]:
    """The validated plain config; BadConfig says what is wrong."""
    unknown = set(config) - {"players", "goal", "variants"}
    if unknown:
        raise BadConfig(f"unknown config keys: {', '.join(sorted(unknown))}")
    players = config.get("players", 2)
    if type(players) is not int or not 2 <= players <= 4:
        raise BadConfig(f"Dice Race is for 2 to 4 players, got {players!r}")
    goal = config.get("goal", "10")
    if goal not in ("10", "15"):
        raise BadConfig(f"the goal is '10' or '15', got {goal!r}")
    variants = config.get("variants", [])
    if isinstance(variants, str) or not all(v == "sprint" for v in variants):
        raise BadConfig(f"the only variant is 'sprint', got {variants!r}")
    return {"players": players, "goal": goal, "variants": sorted(set(variants))}


def initial_state(config: Config) -> State:
    """Round 0, everyone picking."""
    c = normalize_config(config)
    n = c["players"]
    zero = (0,) * n
    return State(
        n, int(c["goal"]), "sprint" in c["variants"], PICK, 0, zero, zero, zero, zero, 0, 0, zero
    )


def current_player(s: State) -> int:
    """SIMULTANEOUS while picking, CHANCE for the die, the leader, or TERMINAL."""
    return {PICK: SIMULTANEOUS, ROLL: CHANCE, OVER: TERMINAL}.get(s.phase, s.round % s.players)


def legal_actions(s: State, player: int | None = None) -> tuple[Action, ...]:
    """Picks of `player` (simultaneous), or the leader's step and stop."""
    if s.phase == PICK:
        if player is None or not 0 <= player < s.players or s.picks[player]:
            return ()
        return tuple(("pick", player, n) for n in (1, 2, 3))
    if s.phase == TURN and player in (None, s.round % s.players):
        return sort_actions([("stop",)] + ([("step",)] if s.steps_left else []))
    return ()


def chance_outcomes(s: State) -> tuple[tuple[Action, Fraction], ...]:
    """The die: 1, 2 or 3, each a third."""
    if s.phase != ROLL:
        return ()
    return tuple((("roll", d), Fraction(1, 3)) for d in (1, 2, 3))


def apply_action(s: State, a: Action) -> State:
    """The state after `a`; IllegalAction says why it cannot be played."""
    legal = chance_outcomes(s) if s.phase == ROLL else ()
    if s.phase == ROLL and a in dict(legal):
        return _rolled(s, a[1])
    if (
        s.phase == PICK
        and len(a) == 3
        and a in legal_actions(s, a[1] if type(a[1]) is int else None)
    ):
        picks = s.picks[: a[1]] + (a[2],) + s.picks[a[1] + 1 :]
        return replace(s, picks=picks, phase=ROLL if all(picks) else PICK)
    if s.phase == TURN and a in legal_actions(s):
        if a == ("stop",):
            return _next_round(s)
        seat = s.round % s.players
        gain = 2 if s.sprint else 1
        scores = s.scores[:seat] + (s.scores[seat] + gain,) + s.scores[seat + 1 :]
        stepped = s.stepped[:seat] + (s.stepped[seat] + gain,) + s.stepped[seat + 1 :]
        s = replace(s, scores=scores, stepped=stepped, steps_left=s.steps_left - 1)
        return s if s.steps_left else _next_round(s)
    raise IllegalAction(f"{a!r} is not legal now (phase {s.phase})")


def _rolled(s: State, die: int) -> State:
    scores = tuple(sc + (0 if p == die else p) for sc, p in zip(s.scores, s.picks))
    misses = tuple(m + (p == die) for m, p in zip(s.misses, s.picks))
    return replace(
        s, scores=scores, misses=misses, die=die, last=s.picks, phase=TURN, steps_left=STEPS
    )


def _next_round(s: State) -> State:
    zero = (0,) * s.players
    if max(s.scores) >= s.goal:
        return replace(s, phase=OVER, steps_left=0)
    return replace(s, phase=PICK, round=s.round + 1, picks=zero, steps_left=0)


def returns(s: State) -> tuple[int, ...]:
    """Every seat's score."""
    return s.scores


def ranking(s: State) -> tuple[int, ...]:
    """Seats by score, then fewer misses, then seat order."""
    return tuple(sorted(range(s.players), key=lambda p: (-s.scores[p], s.misses[p], p)))


def observation(s: State, player: int | None) -> dict[str, Any]:
    """The public game; a seat also sees its own pick before the reveal."""
    obs: dict[str, Any] = {
        "phase": s.phase,
        # Rounds begun (0 before the first pick): a log heading comes before a round's
        # first action (client/gamelog.py), as Eight-Minute Empire's before each take.
        "turn": s.round + (s.phase != PICK or any(s.picks)),
        "leader": s.round % s.players,
        "scores": list(s.scores),
        "misses": list(s.misses),
        "waiting": [p for p in range(s.players) if s.phase == PICK and not s.picks[p]],
        "last": list(s.last),
        "die": s.die,
        "steps_left": s.steps_left,
        "goal": s.goal,
    }
    if player is not None and 0 <= player < s.players and s.phase == PICK:
        obs["mine"] = s.picks[player]
    if s.phase == OVER:
        obs[END] = _end(s)
    return obs


def _end(s: State) -> dict[str, Any]:
    """The END block; labels are message ids of tests/tinygame/view/messages.py."""
    order = ranking(s)
    top = order[0]
    separated: list[str | None] = []
    for before, seat in pairwise(order):
        if s.scores[before] != s.scores[seat]:
            separated.append("by.points")
        elif s.misses[before] != s.misses[seat]:
            separated.append("by.misses")
        else:
            separated.append(None)
    return {
        "totals": list(s.scores),
        "parts": [
            {"label": "end.dice", "values": [t - k for t, k in zip(s.scores, s.stepped)]},
            {"label": "end.steps", "values": list(s.stepped)},
        ],
        "notes": {
            "label": "end.misses",
            "values": [{"id": "misses", "params": {"n": m}} for m in s.misses],
        },
        "ranking": list(order),
        "winners": [
            p for p in order if (s.scores[p], s.misses[p]) == (s.scores[top], s.misses[top])
        ],
        "separated_by": separated,
    }


def describe_action(s: State, a: Action) -> Message:
    """The log's sentence for `a` (templates: tests/tinygame/view/messages.py)."""
    if a[0] == "pick":
        return Message("pick", {"seat": a[1], "n": a[2]})
    if a[0] == "roll":
        return Message("roll", {"n": a[1]})
    return Message(a[0], {"seat": s.round % s.players})
