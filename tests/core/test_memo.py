"""core/memo.py's one-entry memo, and the Eight-Minute Empire scoring it speeds up for the
search bot: never a stale answer, the same scores and views as computed from scratch."""

from __future__ import annotations

from typing import Any

import pytest

from core import registry
from core.games.eight_minute_empire import scoring, viewparts
from core.games.eight_minute_empire.legends import scoring as legends_scoring
from core.memo import last_by_identity
from tests.core.playout import playout

NOBODY = -1


def test_the_same_object_is_answered_again_another_is_computed() -> None:
    calls: list[Any] = []

    @last_by_identity
    def size(value: tuple[int, ...]) -> int:
        calls.append(value)
        return len(value)

    first, equal, other = (1, 2), tuple([1, 2]), (3,)
    assert size(first) == 2 and size(first) == 2
    assert calls == [first]  # the second call was the memo's
    assert size(equal) == 2 and calls[-1] is equal  # equal is not enough: identity
    assert size(other) == 1 and size(first) == 2
    assert len(calls) == 4  # `other` replaced the one entry, so `first` was computed again


def _controllers_as_before(state: Any) -> tuple[int, ...]:
    """The rule as written before the speed-up: most armies plus cities, a tie is nobody."""
    n = state.config.players
    out = []
    for armies, cities in zip(state.armies, state.cities):
        strength = [a + c for a, c in zip(armies, cities)]
        strength.append(armies[n])
        best = max(strength)
        out.append(strength.index(best) if best and strength.count(best) == 1 else NOBODY)
    return tuple(out)


def _per_region_as_before(state: Any, ids: Any, rows: Any) -> dict[str, dict[Any, int]]:
    neutral = state.config.players
    out: dict[str, dict[Any, int]] = {}
    for region, counts in enumerate(rows):
        present = {("neutral" if o == neutral else o): k for o, k in enumerate(counts) if k}
        if present:
            out[ids[region]] = present
    return out


@pytest.mark.parametrize(
    ("config", "scores"),
    [
        ({"players": 4}, scoring.scores),
        ({"players": 3, "edition": "legends"}, legends_scoring.scores),
    ],
)
def test_memoized_scores_and_views_equal_a_fresh_computation(config: Any, scores: Any) -> None:
    """Over whole random games, states asked in turn and out of turn: every answer is the
    state's own (a memo of the wrong state would show in the next state's scores)."""
    game = registry.get("eight_minute_empire")
    ids = [f"r{i}" for i in range(64)]
    for seed in (1, 2):
        previous = None
        for state, _ in playout(game, config, seed):
            assert scores(state) == scores.__wrapped__(state)
            if previous is not None:  # back to the one before, then this one again
                assert scores(previous) == scores.__wrapped__(previous)
                assert scores(state) == scores.__wrapped__(state)
            assert scoring.controllers(state) == _controllers_as_before(state)
            for rows in (state.armies, state.cities):
                fresh = _per_region_as_before(state, ids, rows)
                assert viewparts.per_region(state, ids, rows) == fresh
            previous = state
