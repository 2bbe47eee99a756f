"""The conformance checks, one function per rule of the core contract (core/api.py).

tests/core/test_conformance.py runs them on every registered game; test_conformance_checks.py
shows each one failing on a deliberately broken Dice Race, so a check that passes
everything cannot hide here. Each raises AssertionError naming what is wrong.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import msgpack
import pytest

from core import canonical, hidden
from core.api import (
    CHANCE,
    END,
    REVEAL,
    SIMULTANEOUS,
    TERMINAL,
    Action,
    IllegalAction,
    Message,
    action_sort_key,
)
from tests.core.playout import acting_seat, playout


def _mutations(action: Action, rng: random.Random) -> list[Action]:
    """Nearby actions that are probably illegal: bent arguments, wrong names, wrong shapes."""
    out: list[Action] = [action + (0,), action[:1], ("no_such_action",), ()]
    for i in range(1, len(action)):
        for bad in (-1, 999, "nowhere", None, 1.5, action[i] + 1 if type(action[i]) is int else 7):
            out.append(action[:i] + (bad,) + action[i + 1 :])
    out.append((rng.choice(["take", "place", "move", "bid", "draw", "done"]),) + action[1:])
    return out


def check_chance(game: Any, state: Any) -> tuple[Action, ...]:
    """At a chance node: outcomes sorted, unique, positive, summing to 1; their actions."""
    outcomes = game.chance_outcomes(state)
    actions = tuple(a for a, _ in outcomes)
    assert actions, "a chance node without outcomes"
    assert list(actions) == sorted(actions, key=action_sort_key), "chance outcomes not sorted"
    assert len(set(actions)) == len(actions), "a chance outcome listed twice"
    assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes), "a probability <= 0"
    assert sum(p for _, p in outcomes) == Fraction(1), "chance probabilities do not sum to 1"
    return actions


def reveal_resolutions(game: Any, state: Any, action: Action) -> tuple[Action, ...]:
    """At a REVEAL node: `action` resolves the first request; the rules cannot refute a
    public reveal of another value of the deck (the network's proofs do), so those count
    as legal too."""
    requests = hidden.requests(game, state)
    assert requests, "a REVEAL node without requests"
    first = requests[0]
    if not isinstance(first, hidden.Show):
        assert action == hidden.resolution(first), f"{action!r} does not resolve {first!r}"
        return (action,)
    record = getattr(state, "secrets", None)
    found = hidden.deck(record, first.handle[0]) if isinstance(record, hidden.Secrets) else None
    values = found.values if found else (action[3],)
    if first.claim is not None:
        values = (first.claim[1],)
    return tuple(hidden.resolution(first, v) for v in sorted(set(values), key=str))


def check_step(game: Any, state: Any, action: Action, players: int, rng: random.Random) -> None:
    """Legal actions sorted, unique, holding `action`; illegal ones refused with a reason;
    the state round-trips through canonical and is not changed by apply_action."""
    before = canonical.encode(state)
    assert canonical.decode(before) == state
    assert canonical.encode(canonical.decode(before)) == before
    player = game.current_player(state)
    if player == CHANCE:
        actions = check_chance(game, state)
    elif player == REVEAL:
        actions = reveal_resolutions(game, state, action)
    else:
        actions = game.legal_actions(state, acting_seat(game, state, players))
        assert actions, "no legal action"
        assert list(actions) == sorted(actions, key=action_sort_key), "actions not sorted"
        assert len(set(actions)) == len(actions), "an action listed twice"
    assert action in actions
    legal = set(actions)
    if player == SIMULTANEOUS:  # another seat's move is legal too
        legal.update(a for s in range(players) for a in game.legal_actions(state, s))
    for bad in _mutations(action, rng):
        if bad in legal:
            continue
        with pytest.raises(IllegalAction) as err:
            game.apply_action(state, bad)
        assert str(err.value), f"empty reason for {bad!r}"
    game.apply_action(state, action)
    assert canonical.encode(state) == before, "apply_action changed its input"


def check_observations(game: Any, state: Any, players: int) -> None:
    """Every seat's observation and the public one are msgpack-able."""
    for viewer in (None, *range(players)):
        try:
            msgpack.packb(game.observation(state, viewer))
        except (TypeError, ValueError) as err:
            raise AssertionError(f"the observation of {viewer} is not msgpack-able: {err}") from err


def check_describe(game: Any, state: Any, action: Action) -> None:
    """describe_action gives a core.api.Message: an id and msgpack-able params."""
    message = game.describe_action(state, action)
    assert isinstance(message, Message), f"describe_action({action!r}) gave {message!r}"
    assert isinstance(message.id, str) and message.id, f"no message id for {action!r}"
    assert isinstance(message.params, Mapping), f"params of {message.id!r} not a mapping"
    assert all(isinstance(k, str) for k in message.params), f"a param name of {message.id!r}"
    try:
        msgpack.packb(dict(message.params))
    except (TypeError, ValueError) as err:
        raise AssertionError(f"params of {message.id!r} are not msgpack-able: {err}") from err


def check_end(game: Any, state: Any, players: int) -> None:
    """At TERMINAL every observation has the END block, agreeing with returns and ranking."""
    assert game.current_player(state) == TERMINAL
    views = {viewer: game.observation(state, viewer) for viewer in (None, *range(players))}
    for viewer, view in views.items():
        assert END in view, f"no {END!r} block in the observation of {viewer}"
        assert view[END] == views[None][END], f"seat {viewer} sees another {END!r} block"
    end = views[None][END]
    order = list(game.ranking(state))
    assert end["totals"] == list(game.returns(state)), "END totals are not returns()"
    assert end["ranking"] == order, "END ranking is not ranking()"
    separated = end["separated_by"]
    assert len(separated) == players - 1, "END separated_by needs one entry per place after 1st"
    assert all(s is None or isinstance(s, str) for s in separated)
    tied = next((i for i, s in enumerate(separated) if s is not None), players - 1)
    assert sorted(end["winners"]) == sorted(order[: tied + 1]), "END winners: not the tied top"
    for part in end["parts"]:
        assert isinstance(part["label"], str) and len(part["values"]) == players, part


def check_hiding(game: Any, state: Any, players: int) -> bool:
    """In a simultaneous turn with two or more seats waiting, no other seat (nor the public
    view) can tell which action a waiting seat chose; whether there was anything to check."""
    if game.current_player(state) != SIMULTANEOUS:
        return False
    waiting = [s for s in range(players) if game.legal_actions(state, s)]
    if len(waiting) < 2:
        return False
    for seat in waiting:
        choices = game.legal_actions(state, seat)
        afters = [game.apply_action(state, a) for a in choices]
        for viewer in (None, *(s for s in range(players) if s != seat)):
            views = [game.observation(after, viewer) for after in afters]
            for choice, view in zip(choices[1:], views[1:]):
                assert view == views[0], (
                    f"{viewer} can tell {choice!r} from {choices[0]!r} of seat {seat}"
                )
    return True


def hiding_checks(game: Any, config: dict[str, Any], seeds: tuple[int, ...]) -> int:
    """check_hiding over seeded playouts: how many simultaneous turns it checked (0 for a
    game without them); a game reaching simultaneous turns it cannot check fails."""
    reached = checked = 0
    for seed in seeds:
        for state, _ in playout(game, config, seed):
            reached += game.current_player(state) == SIMULTANEOUS
            checked += check_hiding(game, state, config["players"])
    assert checked or not reached, "simultaneous turns, never with two seats waiting"
    return checked
