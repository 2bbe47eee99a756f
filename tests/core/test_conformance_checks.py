"""Each conformance check (tests/core/conformance.py) fails on a deliberately broken Dice
Race, and passes the sound one: a check that could pass anything would show here."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest

from core import registry
from core.api import END, IllegalAction, Message
from tests.core import conformance, conformance_caps
from tests.core.playout import final_state, playout, variant

DICE: Any = registry.get("dice_race")
CONFIG = {"players": 3}


def _sequential_current(s: Any) -> int:
    """Picks one seat after another, in the open: no simultaneous turn."""
    if s.phase == "pick":
        return next(p for p in range(s.players) if not s.picks[p])
    return DICE.current_player(s)


def _sequential_apply(s: Any, a: Any) -> Any:
    if s.phase == "pick" and a[1:2] != (_sequential_current(s),):
        raise IllegalAction(f"{a!r}: not this seat's pick")
    return DICE.apply_action(s, a)


SEQUENTIAL = variant(DICE, current_player=_sequential_current, apply_action=_sequential_apply)


def _checks_on_playouts(game: Any, config: dict[str, Any]) -> None:
    """Every check of the suite over one seeded playout of `game`."""
    players = config["players"]
    rng = random.Random(1)
    for state, action in playout(game, config, seed=1):
        conformance.check_step(game, state, action, players, rng)
        conformance.check_observations(game, state, players)
        conformance.check_describe(game, state, action)
    conformance.check_end(game, final_state(game, config, seed=1), players)


def test_a_sound_game_passes_every_check() -> None:
    _checks_on_playouts(DICE, CONFIG)
    assert conformance.hiding_checks(DICE, CONFIG, seeds=(1,)) > 0


def test_a_game_without_simultaneous_turns_passes() -> None:
    _checks_on_playouts(SEQUENTIAL, CONFIG)
    assert conformance.hiding_checks(SEQUENTIAL, CONFIG, seeds=(1, 2)) == 0


def test_hiding_fails_a_game_that_shows_picks() -> None:
    def leaky(s: Any, player: int | None) -> dict[str, Any]:
        return DICE.observation(s, player) | {"picks": list(s.picks)}

    with pytest.raises(AssertionError, match="can tell"):
        conformance.hiding_checks(variant(DICE, observation=leaky), CONFIG, seeds=(1,))


def test_hiding_fails_simultaneous_turns_it_cannot_check() -> None:
    def alone(s: Any, player: int | None = None) -> tuple[Any, ...]:
        waiting = [p for p in range(s.players) if not s.picks[p]]  # only the first may pick
        if s.phase == "pick" and player != waiting[0]:
            return ()
        return DICE.legal_actions(s, player)

    with pytest.raises(AssertionError, match="never with two seats waiting"):
        conformance.hiding_checks(variant(DICE, legal_actions=alone), CONFIG, seeds=(1,))


def test_observations_are_checked_for_every_seat() -> None:
    def seat_only(s: Any, player: int | None) -> dict[str, Any]:
        obs = DICE.observation(s, player)
        return obs if player is None else obs | {"notes": {1, 2}}  # a set: not msgpack

    with pytest.raises(AssertionError, match="observation of 0 is not msgpack-able"):
        _checks_on_playouts(variant(DICE, observation=seat_only), CONFIG)


@pytest.mark.parametrize(
    ("described", "error"),
    [
        ("a sentence", "gave 'a sentence'"),
        (Message(""), "no message id"),
        (Message("roll", {"n": object()}), "not msgpack-able"),
        (Message("roll", {1: 2}), "a param name"),
    ],
)
def test_describe_fails_anything_but_a_message(described: Any, error: str) -> None:
    broken = variant(DICE, describe_action=lambda s, a: described)
    with pytest.raises(AssertionError, match=error):
        _checks_on_playouts(broken, CONFIG)


@pytest.mark.parametrize(
    ("outcomes", "error"),
    [
        (lambda s: tuple(reversed(DICE.chance_outcomes(s))), "not sorted"),
        (
            lambda s: ((("roll", 1), Fraction(1, 3)),) * 2 + DICE.chance_outcomes(s)[1:2],
            "listed twice",
        ),
        (lambda s: tuple((a, p * 2) for a, p in DICE.chance_outcomes(s)), "do not sum to 1"),
    ],
)
def test_chance_fails_unsorted_repeated_or_unfair_outcomes(outcomes: Any, error: str) -> None:
    with pytest.raises(AssertionError, match=error):
        _checks_on_playouts(variant(DICE, chance_outcomes=outcomes), CONFIG)


def _end_broken(change: Any) -> Any:
    """Dice Race whose END block goes through `change(block, seat)`."""

    def observation(s: Any, player: int | None) -> dict[str, Any]:
        obs = DICE.observation(s, player)
        if END in obs:
            obs[END] = change(dict(obs[END]), player)
        return obs

    return variant(DICE, observation=observation)


def _tied_end() -> Any:
    """A finished Dice Race of three where seats 0 and 2 share first place."""
    state = final_state(DICE, CONFIG, seed=1)
    return replace(state, scores=(12, 9, 12), misses=(1, 0, 1))


@pytest.mark.parametrize(
    ("change", "error"),
    [
        (lambda end, seat: end if seat is None else {}, "sees another"),
        (lambda end, seat: {"parts": []} if seat == 1 else end, "sees another"),
        (lambda end, seat: end | {"totals": [0, 0, 0]}, "not returns"),
        (lambda end, seat: end | {"ranking": end["ranking"][::-1]}, "not ranking"),
        (lambda end, seat: end | {"winners": end["ranking"][:1]}, "not the tied top"),
        (lambda end, seat: end | {"separated_by": []}, "one entry per place"),
        (lambda end, seat: end | {"parts": [{"label": "Misses", "values": [1]}]}, "Misses"),
    ],
)
def test_end_fails_a_missing_or_inconsistent_block(change: Any, error: str) -> None:
    state = _tied_end()
    conformance.check_end(DICE, state, 3)  # sound: seats 0 and 2 both win
    with pytest.raises(AssertionError, match=error):
        conformance.check_end(_end_broken(change), state, 3)


def test_end_fails_a_game_without_the_block() -> None:
    def bare(s: Any, player: int | None) -> dict[str, Any]:
        return {k: v for k, v in DICE.observation(s, player).items() if k != END}

    with pytest.raises(AssertionError, match="no 'end' block in the observation of None"):
        conformance.check_end(variant(DICE, observation=bare), _tied_end(), 3)


# --- what a game declares (tests/core/conformance_caps.py, issue 31) ---------------------


class _Values:
    """A Dice Race evaluator: its own score."""

    @staticmethod
    def evaluate(observation: dict[str, Any], seat: int) -> int:
        return int(observation["scores"][seat])


def _first(observation: Any, seat: int, actions: tuple[Any, ...]) -> Any:
    """A fixed choice reading the scores: the first action while the seat scores nothing."""
    return actions[0] if observation["scores"][seat] == 0 else None


def _scores_view(state: Any, seat: int, knowledge: Any) -> dict[str, Any]:
    return {"scores": DICE.observation(state, seat)["scores"]}


def _no_scores(state: Any, seat: int, knowledge: Any) -> dict[str, Any]:
    return {"scores": [0] * 8}  # a view that does not show what the choice reads


def _declaring(game: Any = DICE, **caps: Any) -> Any:
    return variant(game, CAPABILITIES=replace(game.CAPABILITIES, **caps))


@pytest.mark.parametrize(
    ("broken", "error"),
    [
        (variant(DICE, CAPABILITIES={"forfeit": ("stop",)}), "not a core.api.Capabilities"),
        (variant(DICE, NAME="dice"), "not its registry key"),
        (variant(DICE, FORFEIT=("stop",)), "FORFEIT is undeclared"),
        (variant(DICE, EVALUATOR=_Values), "EVALUATOR is undeclared"),
        (variant(DICE, reveal_requests=lambda s: ()), "reveal_requests is not the declared"),
        (_declaring(evaluator=_Values, run_end=lambda: None), r"run_end\(\) cannot take 1"),
        (_declaring(evaluator=_Values, fixed_choice=lambda o, s: None), "fixed_choice"),
        (_declaring(rollout=lambda s, seat, actions, rng, extra: None), "rollout"),
        (_declaring(evaluator=Fraction), "evaluate"),
        (_declaring(run_end=lambda o: None), "need an evaluator"),
        (_declaring(evaluator=_Values, fixed_view=lambda s, seat, k: {}), "fixed_view without"),
        (_declaring(evaluator=_Values, fixed_choice=_first, fixed_view=lambda s: {}), "view"),
        (_declaring(forfeit="stop"), "is not an action"),
        (_declaring(uses_secrets=lambda c: True), "uses_secrets without reveal_requests"),
        (_declaring(reveal_requests=lambda s: ()), "legal_actions.* takes no knowledge"),
    ],
    ids=lambda x: x if isinstance(x, str) else "",
)
def test_capabilities_fail_a_hook_misdeclared_or_undeclared(broken: Any, error: str) -> None:
    conformance_caps.check_declaration(DICE, "dice_race")  # sound
    with pytest.raises((AssertionError, TypeError), match=error):
        conformance_caps.check_declaration(broken, "dice_race")


def test_capabilities_in_play_fail_an_undeclared_reveal_or_a_hook_that_answers_wrong() -> None:
    blind = registry.get("blind_pass")
    conformance_caps.check_in_play(blind, {"players": 2}, seed=1)  # sound
    hidden_reveals = _declaring(blind, reveal_requests=None)
    with pytest.raises(AssertionError, match="a REVEAL node, and no reveal_requests"):
        conformance_caps.check_in_play(hidden_reveals, {"players": 2}, seed=1)
    assert conformance_caps.check_in_play(DICE, CONFIG, seed=1) == {"forfeit"}
    never = _declaring(forfeit=("never",))
    assert conformance_caps.check_in_play(never, CONFIG, seed=1) == set()
    halves = _declaring(evaluator=type("Halves", (), {"evaluate": staticmethod(lambda o, s: 0.5)}))
    with pytest.raises(AssertionError, match="not an int"):
        conformance_caps.check_in_play(halves, CONFIG, seed=1)
    wild = _declaring(evaluator=_Values, fixed_choice=lambda o, s, a: ("pick", s, 99))
    with pytest.raises(AssertionError, match="not legal"):
        conformance_caps.check_in_play(wild, CONFIG, seed=1)
    viewed = _declaring(evaluator=_Values, fixed_choice=_first, fixed_view=_scores_view)
    conformance_caps.check_in_play(viewed, CONFIG, seed=1)  # what the choice reads: sound
    blind_view = _declaring(evaluator=_Values, fixed_choice=_first, fixed_view=_no_scores)
    with pytest.raises(AssertionError, match="from fixed_view"):
        conformance_caps.check_in_play(blind_view, CONFIG, seed=1)
