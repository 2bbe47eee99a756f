"""The conformance suite: every registered game, seeded random playouts, the core contract."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import msgpack
import pytest

from core import canonical, registry
from core.api import CHANCE, SIMULTANEOUS, TERMINAL, IllegalAction, action_sort_key
from tests.core.playout import acting_seat, final_state, playout

CASES = [
    pytest.param(name, config, id=f"{name}-{i}")
    for name in registry.names()
    for i, config in enumerate(registry.get(name).EXAMPLE_CONFIGS)
]
SEEDS = (1, 2)


def _mutations(action: tuple[Any, ...], rng: random.Random) -> list[tuple[Any, ...]]:
    """Nearby actions that are probably illegal: bent arguments, wrong names, wrong shapes."""
    out: list[tuple[Any, ...]] = [action + (0,), action[:1], ("no_such_action",), ()]
    for i in range(1, len(action)):
        for bad in (-1, 999, "nowhere", None, 1.5, action[i] + 1 if type(action[i]) is int else 7):
            out.append(action[:i] + (bad,) + action[i + 1 :])
    out.append((rng.choice(["take", "place", "move", "bid", "draw", "done"]),) + action[1:])
    return out


@pytest.mark.parametrize(("name", "config"), CASES)
def test_playouts_respect_the_contract(name: str, config: dict[str, Any]) -> None:
    """Legal actions sorted and non-empty, chance sums to 1, purity, round-trip, hashes."""
    game = registry.get(name)
    players = config["players"]
    for seed in SEEDS:
        rng = random.Random(seed)
        steps = 0
        for state, action in playout(game, config, seed):
            steps += 1
            before = canonical.encode(state)
            assert canonical.decode(before) == state
            assert canonical.encode(canonical.decode(before)) == before
            player = game.current_player(state)
            if player == CHANCE:
                outcomes = game.chance_outcomes(state)
                assert sum(p for _, p in outcomes) == Fraction(1)
                assert all(p > 0 for _, p in outcomes)
                actions = tuple(a for a, _ in outcomes)
            else:
                seat = acting_seat(game, state, players)
                actions = game.legal_actions(state, seat)
            assert actions, f"no legal action at step {steps}"
            assert list(actions) == sorted(actions, key=action_sort_key)
            assert len(set(actions)) == len(actions)
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
            msgpack.packb(game.observation(state, None))
        assert steps > 5  # a real game, not one that ends at once


@pytest.mark.parametrize(("name", "config"), CASES)
def test_every_legal_action_applies(name: str, config: dict[str, Any]) -> None:
    """At every node of a playout, each legal action (not only the one chosen) applies."""
    game = registry.get(name)
    for state, _ in playout(game, config, seed=7):
        player = game.current_player(state)
        if player == CHANCE:
            actions = tuple(a for a, _ in game.chance_outcomes(state))
        else:
            actions = game.legal_actions(state, acting_seat(game, state, config["players"]))
        for action in actions:
            game.apply_action(state, action)


@pytest.mark.parametrize(("name", "config"), CASES)
def test_same_seed_same_game(name: str, config: dict[str, Any]) -> None:
    """Determinism: the same actions give the same states and the same final hash."""
    game = registry.get(name)
    first = [(canonical.state_hash(s), a) for s, a in playout(game, config, seed=3)]
    second = [(canonical.state_hash(s), a) for s, a in playout(game, config, seed=3)]
    assert first == second


@pytest.mark.parametrize(("name", "config"), CASES)
def test_terminal_state_has_returns_and_ranking(name: str, config: dict[str, Any]) -> None:
    """At the end: returns per seat, a ranking that is a permutation consistent with them."""
    game = registry.get(name)
    state = final_state(game, config, seed=5)
    assert game.current_player(state) == TERMINAL
    assert game.legal_actions(state) == ()
    points = game.returns(state)
    order = game.ranking(state)
    assert len(points) == config["players"]
    assert sorted(order) == list(range(config["players"]))
    assert [points[s] for s in order] == sorted(points, reverse=True)
    with pytest.raises(IllegalAction):
        game.apply_action(state, ("done",))


@pytest.mark.parametrize(("name", "config"), CASES)
def test_observation_hides_simultaneous_choices(name: str, config: dict[str, Any]) -> None:
    """While a simultaneous phase is open, what one seat chose never shows to another."""
    game = registry.get(name)
    players = config["players"]
    checked = 0
    for state, _ in playout(game, config, seed=11):
        if game.current_player(state) != SIMULTANEOUS:
            continue
        waiting = [s for s in range(players) if game.legal_actions(state, s)]
        if len(waiting) < 2:
            continue
        seat = waiting[0]
        choices = game.legal_actions(state, seat)
        afters = [game.apply_action(state, a) for a in (choices[0], choices[-1])]
        for other in range(players):
            if other != seat:
                views = [game.observation(s, other) for s in afters]
                assert views[0] == views[1], f"seat {other} can tell what seat {seat} chose"
        assert game.observation(afters[0], None) == game.observation(afters[1], None)
        checked += 1
    assert checked, "the playout never reached a simultaneous phase with two seats waiting"
