"""A seat's turn before it is confirmed (client/turn.py) and the log's turn headings
(client/gamelog.py), for any game: Dice Race's leader steps and Eight-Minute Empire's cards."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from client import headless
from client.gamelog import TurnHeadings, turn_heading
from client.gui import games
from client.headless import pick_outcome
from client.turn import PendingTurn, forfeit
from core import registry
from core.api import CHANCE, SIMULTANEOUS, IllegalAction


def dice_race_at_the_leaders_turn(sprint: bool = False) -> tuple[Any, Any]:
    """Dice Race after the first picks and roll: seat 0 leads, two steps left."""
    game = registry.get("dice_race")
    state = game.initial_state({"players": 2, "variants": ["sprint"] if sprint else []})
    for action in (("pick", 0, 1), ("pick", 1, 1), ("roll", 2)):
        state = game.apply_action(state, action)
    assert game.current_player(state) == 0
    return game, state


def test_a_leader_s_steps_are_one_turn_undone_one_by_one_and_over_when_the_round_ends() -> None:
    game, state = dice_race_at_the_leaders_turn()
    turn = PendingTurn(game, state, 0, start=3)
    turn.add(("step",))
    assert turn.goes_on() and not turn.complete and turn.legal() == (("step",), ("stop",))
    assert turn.undo() == ("step",) and turn.steps == [] and turn.state is state
    turn.add(("step",))
    turn.add(("step",))
    assert turn.complete and turn.legal() == ()  # the next round's picks: simultaneous
    assert game.current_player(turn.state) == SIMULTANEOUS
    with pytest.raises(IllegalAction):
        turn.add(("stop",))
    assert turn.state is not state and game.observation(state, None)["scores"] == [1, 1]


def test_confirming_early_plays_the_game_s_forfeit_for_the_rest() -> None:
    game, state = dice_race_at_the_leaders_turn()
    assert forfeit(game) == ("stop",)
    turn = PendingTurn(game, state, 0, start=3)
    turn.add(("step",))
    turn.finish()
    assert turn.steps == [("step",), ("stop",)] and turn.complete


def test_a_stop_alone_is_a_decision_of_its_own() -> None:
    game, state = dice_race_at_the_leaders_turn()
    turn = PendingTurn(game, state, 0, start=3)
    turn.add(("stop",))
    assert turn.complete and not turn.goes_on() and not turn.held()  # sent at once


def test_an_action_kind_the_game_always_confirms_is_held_even_when_nothing_follows() -> None:
    """CONFIRMED (Eight-Minute Empire's "take": a card whose action is impossible is still
    a mis-click to undo): such a first action waits for Confirm, though the turn is over."""
    game, state = dice_race_at_the_leaders_turn()
    turn = PendingTurn(game, state, 0, start=3, confirmed=("stop",))
    turn.add(("stop",))
    assert turn.complete and not turn.goes_on() and turn.held()
    assert turn.undo() == ("stop",) and turn.steps == []
    assert games.capabilities("eight_minute_empire").confirmed == ("take",)


def test_legal_actions_are_asked_once_per_state_of_the_turn() -> None:
    game, state = dice_race_at_the_leaders_turn()
    calls: list[Any] = []

    class Counting:
        def __getattr__(self, name: str) -> Any:
            return getattr(game, name)

        def legal_actions(self, s: Any, player: int | None = None) -> Any:
            calls.append(s)
            return game.legal_actions(s, player)

    turn = PendingTurn(Counting(), state, 0, start=3)  # type: ignore[arg-type]
    for _ in range(3):
        turn.legal()
    turn.add(("step",))
    turn.goes_on()
    turn.legal()
    assert len(calls) == 2 and calls[0] is state


def test_a_game_without_forfeit_cannot_be_cut_short(monkeypatch: pytest.MonkeyPatch) -> None:
    game, state = dice_race_at_the_leaders_turn()
    monkeypatch.setattr(game, "CAPABILITIES", replace(game.CAPABILITIES, forfeit=None))
    turn = PendingTurn(game, state, 0, start=3)
    turn.add(("step",))
    assert not turn.goes_on()
    with pytest.raises(IllegalAction):
        turn.finish()


def eme_at_a_take() -> tuple[Any, Any]:
    """A 3-player Eight-Minute Empire game at the first player's take (bots' first moves)."""
    game = registry.get("eight_minute_empire")
    state = game.initial_state({"players": 3})
    rng = random.Random(4)
    while game.observation(state, None)["phase"] != "take":
        player = game.current_player(state)
        if player == CHANCE:
            state = game.apply_action(state, pick_outcome(game.chance_outcomes(state), rng))
        else:
            seats = range(3) if player == SIMULTANEOUS else [player]
            seat = next(s for s in seats if game.legal_actions(state, s))
            state = game.apply_action(state, game.legal_actions(state, seat)[0])
    return game, state


def test_an_eight_minute_empire_card_is_a_turn_that_done_finishes() -> None:
    game, state = eme_at_a_take()
    seat = game.current_player(state)
    turn = PendingTurn(game, state, seat, start=0)
    turn.add(next(a for a in game.legal_actions(state) if a[0] == "take"))
    assert turn.goes_on()  # the card's action follows, and ("done",) may end it
    turn.finish()
    assert turn.complete and turn.steps[-1] == ("done",)
    assert game.current_player(turn.state) != seat or game.current_player(turn.state) == CHANCE


def test_a_heading_comes_before_the_action_that_raises_the_turn() -> None:
    assert turn_heading({"turn": 3}, {"turn": 4}) == 4
    assert turn_heading({"turn": 4}, {"turn": 4}) is None
    assert turn_heading({}, {}) is None  # a game without turns has no headings
    game, state = eme_at_a_take()
    take = next(a for a in game.legal_actions(state) if a[0] == "take")
    before = game.observation(state, None)
    after = game.observation(game.apply_action(state, take), None)
    assert turn_heading(before, after) == before["turn"] + 1  # as the log always said


def _headed_log(game_name: str, config: dict[str, Any], seed: int) -> list[tuple[int, Any]]:
    """(heading or 0, actor) for each action of a seeded random game, headed as the log is."""
    game = registry.get(game_name)
    headings = TurnHeadings(game)
    lines: list[tuple[int, Any]] = []

    def on_action(before: Any, action: Any, after: Any) -> None:
        heading = headings.before_action(before, after)
        lines.append((heading or 0, game.current_player(before)))

    headless.play(game_name, config, ["random"] * config["players"], seed, on_action=on_action)
    return lines


def test_a_turn_counted_at_its_end_is_headed_before_the_next_seats_first_action() -> None:
    # Tash-Kalar's `turn` rises with the end of a turn (its last action or draw): each
    # heading must open one seat's run of actions, and the setup must come before "Turn 1".
    lines = _headed_log("tash_kalar", {"players": 2}, seed=3)
    numbers = [h for h, _ in lines if h]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) > 10
    first = next(i for i, (h, _) in enumerate(lines) if h)
    assert all(actor < 0 for _, actor in lines[:first])  # the deal and reveals: setup
    assert lines[first][1] >= 0  # a seat's first action opens the turn
    seats_under: list[set[int]] = []
    for heading, actor in lines[first:]:
        if heading:
            seats_under.append(set())
        if actor >= 0:
            seats_under[-1].add(actor)
    assert all(len(seats) == 1 for seats in seats_under)  # one seat's turn per heading
    assert [next(iter(s)) for s in seats_under[:4]] in ([0, 1, 0, 1], [1, 0, 1, 0])


def test_a_turn_counted_as_begun_is_still_headed_before_the_action_that_raises_it() -> None:
    lines = _headed_log("eight_minute_empire", {"players": 2}, seed=4)
    assert not games.capabilities("eight_minute_empire").turns_counted_at_end
    numbers = [h for h, _ in lines if h]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 26  # 13 cards each
