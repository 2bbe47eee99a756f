"""The conformance suite: every registered game, seeded random playouts, the core contract."""

from __future__ import annotations

import random
from typing import Any

import pytest

from core import canonical, registry
from core.api import CHANCE, TERMINAL, IllegalAction
from tests.core import conformance, conformance_caps
from tests.core.playout import acting_seat, final_state, playout

CASES = [
    pytest.param(name, config, id=f"{name}-{i}")
    for name in registry.names()
    for i, config in enumerate(registry.get(name).EXAMPLE_CONFIGS)
]
SEEDS = (1, 2)


@pytest.mark.parametrize(("name", "config"), CASES)
def test_playouts_respect_the_contract(name: str, config: dict[str, Any]) -> None:
    """Legal actions and chance outcomes sorted and unique, chance sums to 1, illegal
    actions refused, purity, canonical round-trip; every seat's observation msgpack-able."""
    game = registry.get(name)
    players = config["players"]
    for seed in SEEDS:
        rng = random.Random(seed)
        steps = 0
        for state, action in playout(game, config, seed):
            steps += 1
            conformance.check_step(game, state, action, players, rng)
            conformance.check_observations(game, state, players)
        conformance.check_observations(game, game.apply_action(state, action), players)
        assert steps > 5  # a real game, not one that ends at once


@pytest.mark.parametrize(("name", "config"), CASES)
def test_every_step_is_described_by_a_message(name: str, config: dict[str, Any]) -> None:
    """describe_action, at every step (chance too), gives a Message the client can show."""
    game = registry.get(name)
    for state, action in playout(game, config, seed=SEEDS[0]):
        conformance.check_describe(game, state, action)


@pytest.mark.parametrize(("name", "config"), CASES)
def test_every_observation_at_the_end_has_the_end_block(name: str, config: dict[str, Any]) -> None:
    """END: in every observation, totals == returns, ranking == ranking(), tied winners."""
    game = registry.get(name)
    for seed in SEEDS:
        conformance.check_end(game, final_state(game, config, seed), config["players"])


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
    """While a simultaneous turn is open, what one seat chose never shows to another; a
    game without simultaneous turns passes (tests/core/test_conformance_checks.py)."""
    conformance.hiding_checks(registry.get(name), config, seeds=(11,))


@pytest.mark.parametrize("name", registry.names())
def test_a_game_declares_its_hooks_and_has_none_it_does_not_declare(name: str) -> None:
    """Issue 31: CAPABILITIES (core.api.Capabilities) is the game's only word on its
    optional hooks: each declared one takes its protocol's arguments and answers in kind
    in play, a declared forfeit is legal somewhere, and the game has no hook it does not
    declare (no old probed attribute, no REVEAL node without reveal_requests)."""
    game = registry.get(name)
    conformance_caps.check_declaration(game, name)
    met: set[str] = set()
    for config in game.EXAMPLE_CONFIGS:
        met |= conformance_caps.check_in_play(game, dict(config), seed=1)
    if registry.capabilities(game).forfeit is not None:
        assert "forfeit" in met, f"{name}'s declared forfeit is never legal"
