"""Tash-Kalar's evaluator (core/games/tash_kalar/evaluator.py): the greedy bot beats the
random one in most seeded 2-player High Form games, and never concedes."""

from __future__ import annotations

from typing import Any

from client.headless import play
from core import registry
from core.api import END, Action
from core.games.tash_kalar import evaluator

GAME = "tash_kalar"


def test_greedy_beats_random_in_most_high_form_games_and_never_concedes() -> None:
    game = registry.get(GAME)
    config = game.normalize_config({"players": 2, "form": "high_form"})
    wins = 0
    for seed in range(10):
        greedy = seed % 2  # either seat, in turn
        bots = ["random", "random"]
        bots[greedy] = "greedy"
        concessions: list[int] = []

        def log(
            state: Any, action: Action, _after: Any, concessions: list[int] = concessions
        ) -> None:
            if action == ("concede",):
                concessions.append(game.current_player(state))

        result = play(GAME, config, bots, seed, on_action=log)
        assert greedy not in concessions, seed
        wins += game.ranking(result.state)[0] == greedy
    assert wins >= 6, wins


def test_a_concession_is_worth_less_than_any_other_loss() -> None:
    lost = {"winners": [1], "parts": [{"label": "end.tasks", "values": [0, 2]}]}
    conceded = {"winners": [1], "parts": [{"label": "end.conceded", "values": [0, 1]}]}
    assert evaluator.evaluate({END: conceded}, 0) < evaluator.evaluate({END: lost}, 0)
    assert evaluator.evaluate({END: conceded}, 1) == evaluator.WIN
