"""The conformance checks of what a game declares (core/api.py, `Capabilities`): a declared
hook takes the arguments its protocol gives it and answers in kind during play; a game has
no hook it does not declare, neither under an old probed name nor at a REVEAL node.

tests/core/test_conformance.py runs them on every registered game, and
test_conformance_checks.py shows each failing on a broken Dice Race or Blind Pass.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from typing import Any

from core import hidden, registry
from core.api import CHANCE, REVEAL, TERMINAL, Capabilities, Game
from tests.core.playout import MAX_ACTIONS, acting_seat, choose, plain_dealer

# Names the client and the bots once read with getattr: a module defining one declares
# nothing by it, and would only mislead.
UNDECLARED = ("EVALUATOR", "ROLLOUT", "FORFEIT", "CONFIRMED", "TURNS_COUNTED_AT_END")
# Hooks a game module may also define as its own functions, if it declares the very same.
OWN_FUNCTIONS = ("reveal_requests", "uses_secrets")
# The positional arguments each declared hook is called with (core/api.py's protocols).
ARITY = {
    "run_end": 1,
    "fixed_choice": 3,
    "fixed_view": 3,
    "rollout": 4,
    "reveal_requests": 1,
    "uses_secrets": 1,
}
EVALUATE_EVERY = 11  # decisions between two calls of the evaluator's hooks in play


def takes(fn: Callable[..., Any], n: int, what: str) -> None:
    """`fn` can be called with exactly `n` positional arguments (and not one more)."""
    sig = inspect.signature(fn)
    try:
        sig.bind(*range(n))
    except TypeError:
        raise AssertionError(f"{what}{sig} cannot take {n} positional arguments") from None
    assert not _binds(sig, n + 1), f"{what}{sig} takes more than the {n} arguments it is given"


def _binds(sig: inspect.Signature, n: int) -> bool:
    try:
        sig.bind(*range(n))
    except TypeError:
        return False
    return True


def check_declaration(game: Game, key: str) -> None:
    """What the module declares, read without playing: its record, the hooks' signatures,
    the hooks each needs beside it, and no hook outside the record."""
    caps = game.CAPABILITIES
    assert isinstance(caps, Capabilities), f"{key}: CAPABILITIES is not a core.api.Capabilities"
    assert key == game.NAME, f"{key}: NAME {game.NAME!r} is not its registry key"
    for name in UNDECLARED:
        assert not hasattr(game, name), f"{key}: {name} is undeclared (core.api.Capabilities)"
    for name in OWN_FUNCTIONS:
        own = getattr(game, name, None)
        assert own is None or own is getattr(caps, name), f"{key}: {name} is not the declared one"
    if caps.evaluator is not None:
        evaluate = getattr(caps.evaluator, "evaluate", None)
        assert callable(evaluate), f"{key}: the evaluator has no evaluate"
        takes(evaluate, 2, f"{key}: evaluator.evaluate")
    for name, n in ARITY.items():
        hook = getattr(caps, name)
        if hook is not None:
            takes(hook, n, f"{key}: {name}")
    if caps.run_end is not None or caps.fixed_choice is not None:
        assert caps.evaluator is not None, f"{key}: run_end and fixed_choice need an evaluator"
    if caps.fixed_view is not None:
        assert caps.fixed_choice is not None, f"{key}: fixed_view without fixed_choice"
    if caps.uses_secrets is not None:
        assert caps.reveal_requests is not None, f"{key}: uses_secrets without reveal_requests"
    if caps.forfeit is not None:
        ok = isinstance(caps.forfeit, tuple) and caps.forfeit and isinstance(caps.forfeit[0], str)
        assert ok, f"{key}: forfeit {caps.forfeit!r} is not an action"
    if caps.reveal_requests is not None:  # drivers give it the seat's knowledge
        for name in ("legal_actions", "observation"):
            sig = inspect.signature(getattr(game, name))
            assert _binds(sig, 3), f"{key}: {name}{sig} takes no knowledge"


def check_in_play(game: Game, config: dict[str, Any], seed: int) -> set[str]:
    """One seeded playout asking the declared hooks where the drivers would: a REVEAL node
    only in a game that declares reveal_requests (and then with requests pending), the
    evaluator's values integers, a fixed choice among the legal actions (the same from the
    declared fixed_view), a run's end an action. Returns what was met: "forfeit" when the
    declared forfeit was legal."""
    caps = registry.capabilities(game)
    players = config["players"]
    if caps.uses_secrets is not None:
        assert isinstance(caps.uses_secrets(config), bool), "uses_secrets answers a bool"
    dealer = plain_dealer(players, seed) if caps.reveal_requests is not None else None
    rng, met, decisions = random.Random(seed), set(), 0
    state = game.initial_state(config)
    for _ in range(MAX_ACTIONS):
        player = game.current_player(state)
        if player == TERMINAL:
            return met
        if player == REVEAL:
            assert caps.reveal_requests is not None, "a REVEAL node, and no reveal_requests"
            assert caps.reveal_requests(state), "a REVEAL node with no request pending"
        elif player != CHANCE:
            decisions += 1
            seat = acting_seat(game, state, players)
            known = dealer.knowledge(seat) if dealer is not None else None
            legal = hidden.legal(game, state, seat, known)
            if caps.forfeit is not None and caps.forfeit in legal:
                met.add("forfeit")
            if caps.evaluator is not None and decisions % EVALUATE_EVERY == 1:
                obs = hidden.observe(game, state, seat, known)
                _ask_evaluator(caps, obs, seat, legal)
                if caps.fixed_view is not None:
                    _ask_fixed_view(caps, obs, (state, seat, known), legal)
        state = game.apply_action(state, choose(game, state, players, rng, dealer))
    raise AssertionError(f"no end after {MAX_ACTIONS} actions")


def _ask_evaluator(caps: Capabilities, obs: dict[str, Any], seat: int, legal: Any) -> None:
    assert caps.evaluator is not None
    value = caps.evaluator.evaluate(obs, seat)
    assert isinstance(value, int), f"evaluate gave {value!r}, not an int"
    if caps.run_end is not None:
        end = caps.run_end(obs)
        assert end is None or isinstance(end, tuple), f"run_end gave {end!r}"
    if caps.fixed_choice is not None:
        fixed = caps.fixed_choice(obs, seat, legal)
        assert fixed is None or fixed in legal, f"fixed_choice gave {fixed!r}, not legal"


def _ask_fixed_view(caps: Capabilities, obs: dict[str, Any], asked: Any, legal: Any) -> None:
    """The fixed choice from the declared view of (state, seat, knowledge) is the one made
    from the whole observation."""
    assert caps.fixed_choice is not None and caps.fixed_view is not None
    seat = asked[1]
    whole = caps.fixed_choice(obs, seat, legal)
    viewed = caps.fixed_choice(caps.fixed_view(*asked), seat, legal)
    assert viewed == whole, f"fixed_choice gave {viewed!r} from fixed_view, {whole!r} otherwise"
