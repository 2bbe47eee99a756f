"""Bots think away from the peer's loop (client/thinking.py): a search in the bots' child
process (client/botprocess.py), which chooses exactly what the same bot chooses in place; the
quick bots at once in a headless peer; a dead process costs no move; an error in it names
its type only; closing stops a search at once."""

from __future__ import annotations

import functools
import os
import signal
import time
from typing import Any

import pytest

from client.botprocess import BotFailed, BotProcess, BotProcessGone
from client.seats import BotDriver
from client.thinking import ThinkingBots
from core import registry
from core.api import SIMULTANEOUS, Action
from tests.core.playout import plain_dealer, playout

POSITIONS = {
    "eight_minute_empire": {"players": 2, "board": "A"},
    "tash_kalar": {"players": 2, "form": "high_form"},  # hidden hands: the seat's knowledge
}


def _position(name: str, skip: int) -> tuple[Any, Any, Any, int]:
    """A game, a state `skip` seat decisions in where a seat has a choice, its dealer, the seat."""
    game, config = registry.get(name), POSITIONS[name]
    dealer = plain_dealer(config["players"], 3)
    for state, _ in playout(game, config, seed=3, dealer=dealer):
        seat = game.current_player(state)
        if seat >= 0 and len(game.legal_actions(state, seat, dealer.knowledge(seat))) > 1:
            skip -= 1
            if skip < 0:
                return game, state, dealer, seat
    raise AssertionError("no position")


def _wait(bots: ThinkingBots, game: Any, state: Any, seat: int, index: int) -> Action:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        action = bots(game, state, seat, index)
        if action is not None:
            return action
        time.sleep(0.01)
    raise AssertionError("the bot never answered")


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_a_search_in_the_bots_process_chooses_what_it_chooses_in_place(name: str) -> None:
    game, state, dealer, seat = _position(name, 6)
    driver = BotDriver(lambda s: "mcts:easy", b"seed")
    driver.bind(dealer.knowledge)
    bots = ThinkingBots(driver)
    try:
        for index in (11, 12):  # a fresh seed per step: the same process serves both
            assert bots(game, state, seat, index) is None  # thinking, never blocking
            assert bots.process is not None and bots.process.pid != os.getpid()
            assert _wait(bots, game, state, seat, index) == driver(game, state, seat, index)
    finally:
        bots.close()


def test_quick_bots_answer_at_once_in_a_headless_peer() -> None:
    game, state, _, seat = _position("eight_minute_empire", 2)
    driver = BotDriver(lambda s: "greedy", b"seed")
    bots = ThinkingBots(driver, quick_inline=True)
    assert bots(game, state, seat, 4) == driver(game, state, seat, 4)
    assert bots.process is None and bots.pool is None
    window = ThinkingBots(driver)  # the window: never in its own thread
    try:
        window(game, state, seat, 4)
        assert window.pool is not None  # in the thread
        assert _wait(window, game, state, seat, 4) == driver(game, state, seat, 4)
        assert window.process is None  # greedy needs no process
    finally:
        window.close()


def test_a_killed_bots_process_costs_no_move() -> None:
    game, state, _, seat = _position("eight_minute_empire", 4)
    driver = BotDriver(lambda s: "mcts:hard:1", b"seed")  # a second: killed while it thinks
    bots = ThinkingBots(driver)
    try:
        assert bots(game, state, seat, 9) is None
        process = bots.process
        assert process is not None
        time.sleep(0.3)
        os.kill(process.pid, signal.SIGKILL)  # ours: out of memory, say
        assert _wait(bots, game, state, seat, 9) in game.legal_actions(state, seat)
        assert process.gone and bots.process is None  # thought again in a thread
        assert bots(game, state, seat, 10) is None  # the next search starts a new process
        assert bots.process is not None and bots.process.pid != process.pid
        assert _wait(bots, game, state, seat, 10) in game.legal_actions(state, seat)
    finally:
        bots.close()


def test_the_bots_process_takes_no_bid_that_is_not_its_own() -> None:
    # At the simultaneous bid a search seat chooses as the greedy bot would (no position to
    # search): the process answers that too.
    game, config = registry.get("eight_minute_empire"), {"players": 3, "board": "A"}
    state = next(s for s, _ in playout(game, config, 2) if game.current_player(s) == SIMULTANEOUS)
    driver = BotDriver(lambda s: "mcts:normal", b"seed")
    bots = ThinkingBots(driver)
    try:
        assert _wait(bots, game, state, 1, 3) == driver(game, state, 1, 3)
    finally:
        bots.close()


def _fail(text: str) -> None:
    raise ValueError(text)


def test_an_error_in_the_bots_process_names_its_type_only() -> None:
    process = BotProcess()
    try:
        failed = process.submit(functools.partial(_fail, "the secret card is 17"))
        with pytest.raises(BotFailed) as caught:
            failed.result(timeout=30)
        assert "ValueError" in str(caught.value) and "17" not in str(caught.value)
        unsendable = process.submit(lambda: 1)  # a lambda does not pickle: this job alone fails
        with pytest.raises(BotFailed, match="cannot be sent"):
            unsendable.result(timeout=5)
        assert process.submit(functools.partial(abs, -3)).result(timeout=30) == 3  # still serving
    finally:
        process.close()


def test_closing_stops_a_long_search_at_once() -> None:
    process = BotProcess()
    long = process.submit(functools.partial(time.sleep, 60))
    time.sleep(0.2)
    started = time.monotonic()
    process.close()
    assert time.monotonic() - started < 3
    with pytest.raises(BotProcessGone):
        long.result(timeout=5)
    assert not process.alive()
