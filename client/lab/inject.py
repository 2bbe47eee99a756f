"""Faults a lab peer injects into itself: a corrupted state, or a rules core with an
order-dependence bug. Used only by `tavolata host/join` with the hidden `--lab-*` options.

- `corrupt_after(k)`: after the k-th applied action, one field of the in-memory state is
  changed (seat 0's coins, plus one). The signed log is untouched, so a rebuild from it
  gives the right state again: the desync is *recoverable*.
- `OrderBug(game)`: the real rules, except that when a player's fourth card is taken their
  cards are "tidied" by iterating a set of the card ids as strings. String hashes are
  salted per process (PYTHONHASHSEED), so this peer computes a different order from the
  same log, every time: a determinism bug that a rebuild cannot fix.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

CORRUPTED_FIELD = "players[0].coins"
TIDY_AT = 4  # cards in front of a player when the faulty tidy-up runs


def corrupt_after(k: int, say: Callable[[str], None] = print) -> Callable[[int, Any], Any]:
    """A `Lockstep.tamper` hook adding one coin to seat 0 after the k-th action."""

    def tamper(index: int, state: Any) -> Any:
        if index != k:
            return state
        players = list(state.players)
        players[0] = dataclasses.replace(players[0], coins=players[0].coins + 1)
        say(f"lab: corrupted {CORRUPTED_FIELD} after action {k}")
        return dataclasses.replace(state, players=tuple(players))

    return tamper


class OrderBug:
    """A rules core that depends on set iteration order (see the module docstring)."""

    def __init__(self, game: Any) -> None:
        self._game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def apply_action(self, state: Any, action: Any) -> Any:
        """The real rules, then the faulty tidy-up after a take."""
        after = self._game.apply_action(state, action)
        if action[0] != "take":
            return after
        players = list(after.players)
        for seat, player in enumerate(players):
            if len(player.cards) == TIDY_AT and len(state.players[seat].cards) == TIDY_AT - 1:
                # The bug: a set has no defined order, and str hashes differ per process.
                tidied = tuple(int(c) for c in {str(c) for c in player.cards})
                players[seat] = dataclasses.replace(player, cards=tidied)
        return dataclasses.replace(after, players=tuple(players))
