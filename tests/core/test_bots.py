"""Bots: legal, pure, repeatable for a seed; the greedy bot plays better than chance."""

from __future__ import annotations

import random

import pytest

from core import bots, canonical, registry
from core.api import CHANCE, TERMINAL
from tests.core.playout import acting_seat, playout

game = registry.get("eight_minute_empire")
CONFIG = {"players": 3, "board": "A"}


@pytest.mark.parametrize("kind", sorted(bots.KINDS))
def test_bot_choices_are_legal_pure_and_repeatable(kind: str) -> None:
    for index, (state, _) in enumerate(playout(game, CONFIG, seed=4)):
        if index % 3 or game.current_player(state) == CHANCE:
            continue
        seat = acting_seat(game, state, 3)
        before = canonical.encode(state)
        first = bots.choose(kind, game, state, seat, random.Random(9))
        again = bots.choose(kind, game, state, seat, random.Random(9))
        assert first == again
        assert first in game.legal_actions(state, seat)
        assert canonical.encode(state) == before


def test_unknown_bot_is_refused_by_name() -> None:
    state = game.initial_state(CONFIG)
    with pytest.raises(ValueError, match="unknown bot 'clever'; bots: greedy, random"):
        bots.choose("clever", game, state, 0, random.Random(1))


def test_greedy_bot_beats_random_bots() -> None:
    from client import headless

    wins = 0
    for seed in range(12):
        result = headless.play("eight_minute_empire", CONFIG, ["random", "greedy", "random"], seed)
        assert game.current_player(result.state) == TERMINAL
        wins += game.ranking(result.state)[0] == 1
    assert wins >= 9, f"greedy won only {wins} of 12 games against two random bots"


def test_greedy_bot_uses_a_card_it_takes() -> None:
    # Taking a Place card, the greedy bot places armies rather than forfeiting them.
    from client import headless

    placed = []

    def watch(state: object, action: tuple) -> None:
        if action[0] == "place":
            placed.append(action)

    headless.play("eight_minute_empire", {"players": 2}, ["greedy", "greedy"], 3, on_action=watch)
    assert len(placed) >= 5
