"""A person's turn before it is confirmed: the card taken and its steps, undoable (no Qt).

The rules core plays a card one step at a time (take, choose, place, move, ...). The
window applies those steps to a private copy of the state so the person sees them on the
map, may undo any of them, and confirms the whole card at once; only then does the plan
go to the peers (client/seatdriver.py). Decisions of a single action (naming the first
player, a neutral army) need no confirmation and are not held here.
"""

from __future__ import annotations

from typing import Any

from core.api import Action, Game, IllegalAction


class PendingTurn:
    """The steps a seat has made since the state `base` (step number `start`)."""

    def __init__(self, game: Game, base: Any, seat: int, start: int) -> None:
        self.game, self.base, self.seat, self.start = game, base, seat, start
        self.steps: list[Action] = []
        self.states: list[Any] = []

    @property
    def state(self) -> Any:
        """The state with every step so far applied."""
        return self.states[-1] if self.states else self.base

    def legal(self) -> tuple[Action, ...]:
        """What the seat may do next (nothing once the card is complete)."""
        if self.complete:
            return ()
        return self.game.legal_actions(self.state)

    def add(self, action: Action) -> None:
        """Make one more step; IllegalAction (with the core's reason) if it is not allowed."""
        if self.complete:
            raise IllegalAction("the card is complete: confirm it or undo a step")
        if self.game.current_player(self.state) != self.seat:
            raise IllegalAction("it is not this seat's turn")
        self.states.append(self.game.apply_action(self.state, action))
        self.steps.append(tuple(action))

    def undo(self) -> Action | None:
        """Take back the last step; the step, or None when there was none."""
        if not self.steps:
            return None
        self.states.pop()
        return self.steps.pop()

    @property
    def complete(self) -> bool:
        """Whether the card is fully carried out: the turn has passed on."""
        if not self.steps:
            return False
        after = self.state
        # Eight-Minute Empire's turn: "take", then "action" steps until the card is over.
        return self.game.current_player(after) != self.seat or after.phase.value != "action"

    def finish(self) -> None:
        """Forfeit whatever is left of the card (the rules' "done"), so it can be confirmed."""
        while self.steps and not self.complete:
            self.add(("done",))
