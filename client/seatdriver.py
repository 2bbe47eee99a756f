"""Who chooses for the seats a client drives: bots at once, people when they confirm.

The lockstep asks a Driver for a seat's action at each step (net/protocol/lockstep.py) and keeps
asking on every tick while it answers None. People decide in the window: the client hands
over a confirmed *plan* (every action of a seat's turn, client/turn.py, or one decision such
as a secret pick), and this driver gives its actions out one step at a time.
Nothing is sent before the person confirms.

A bot thinks away from the window's thread (client/thinking.py: a search in a child process,
the quick bots in a thread): the driver answers None until its choice is ready, so the
peer's loop (net/runner.py ticks every 50 ms) keeps serving the network meanwhile, and the
window, whose loop thread this is, never waits.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from client.seats import BotDriver
from client.thinking import ThinkingBots
from core.api import Action, Game


class Plan:
    """A person's confirmed actions for `seat`, the first of them for step `start`."""

    def __init__(self, seat: int, start: int, actions: Sequence[Action]) -> None:
        self.seat, self.start, self.actions = seat, start, [tuple(a) for a in actions]

    def action_at(self, index: int) -> Action | None:
        """The planned action for step `index`, if the plan covers it."""
        k = index - self.start
        return self.actions[k] if 0 <= k < len(self.actions) else None


class SeatDriver:
    """The Driver of a client's peer: bot seats by their bot, people's seats by their plans."""

    def __init__(
        self,
        bot_of: Callable[[int], str | None],
        bot_seed: bytes,
        bot_delay: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
        on_refused: Callable[[int, Action, str], None] | None = None,
    ) -> None:
        self.bot_of = bot_of
        self.bots = BotDriver(lambda seat: self.bot_of(seat) or "greedy", bot_seed)
        self.thinking = ThinkingBots(self.bots, bot_delay, clock)
        self.plans: dict[int, Plan] = {}
        self.on_refused = on_refused

    def bind(self, knowledge_of: Callable[[int], Any]) -> None:
        """Where the seats' knowledge is: the bots decide with their own seat's."""
        self.bots.bind(knowledge_of)

    def plan(self, plan: Plan) -> None:
        """A person confirmed `plan` for its seat (replacing an older one)."""
        self.plans[plan.seat] = plan

    def __call__(self, game: Game, state: Any, seat: int, index: int) -> Action | None:
        """The seat's action at step `index`, or None while it is not decided yet."""
        if self.bot_of(seat):
            return self.thinking(game, state, seat, index)
        plan = self.plans.get(seat)
        action = plan.action_at(index) if plan else None
        if action is None:
            return None
        # A plan made on a state that has since changed (it should not happen) is dropped
        # rather than sent: our own illegal move would be refused by every peer.
        if action not in game.legal_actions(state, seat):
            del self.plans[seat]
            if self.on_refused is not None:
                self.on_refused(seat, action, "no longer legal here")
            return None
        return action

    def close(self) -> None:
        """Stop the bots thinking (a move still being thought of goes unheard)."""
        self.thinking.close()
