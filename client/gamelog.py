"""The game log's turn headings, for any game (no Qt): the window, the command line and the
networked headless peer all head the log the same way.

A game's public observation may count its turns in `turn` (a game without the key has no
headings), in one of two ways, which its view declares (client/gui/games/__init__.py,
`ViewCapabilities.turns_counted_at_end`):
- by default `turn` counts the turns begun, and rises with the action that begins one
  (Eight-Minute Empire's take): "Turn N" comes before that action;
- a game whose turn begins by itself when the last one ends (Tash-Kalar: the next seat
  simply acts) counts the turns ended, and `turn` rises with the action that ends one:
  "Turn N" (the turns ended + 1) comes before the next action a seat takes, so the end of
  a turn (its draws) stays under its own heading and the setup comes before "Turn 1".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from client.gui import games  # Qt-free: the view registry only
from core.api import CHANCE, REVEAL, TERMINAL


def turn_heading(before: Mapping[str, Any], after: Mapping[str, Any]) -> int | None:
    """The turn number to head the log with before the action that led from the public
    observation `before` to `after`, or None when the action starts no turn (turns counted
    as begun)."""
    old, new = before.get("turn"), after.get("turn")
    if isinstance(old, int) and isinstance(new, int) and new > old:
        return new
    return None


class TurnHeadings:
    """Where one game's log gets its headings: `before_action` is asked for every applied
    action, in order."""

    def __init__(
        self,
        game: Any,
        observe: Callable[[Any], Mapping[str, Any]] | None = None,
        player: Callable[[Any], int] | None = None,
    ) -> None:
        # The window passes its memoized answers, so a state is asked about only once.
        self.observe = observe or (lambda state: game.observation(state, None))
        self.player = player or game.current_player
        self.at_end = games.hints(game.NAME).turns_counted_at_end  # NAME: its registry key
        self.shown = 0  # the last heading given (turns counted at the end)

    def before_action(self, before: Any, after: Any) -> int | None:
        """The heading to print before the action that led from state `before` to `after`."""
        seen = self.observe(before)
        if not self.at_end:
            return turn_heading(seen, self.observe(after))
        ended = seen.get("turn")
        if not isinstance(ended, int) or ended + 1 <= self.shown:
            return None
        if self.player(before) in (CHANCE, REVEAL, TERMINAL):
            return None  # a draw or a deal belongs to the turn before (or the setup)
        self.shown = ended + 1
        return self.shown
