"""A seat's turn before it is confirmed: its consecutive actions, undoable (no Qt).

A turn is the actions one seat makes in a row, until another player, a chance node or a
simultaneous turn comes (Eight-Minute Empire: the card taken and each step of its action;
Dice Race: the leader's steps). The window applies them to a private copy of the state so
the person sees them, may undo any of them, and confirms the whole turn at once; only then
does the plan go to the peers (client/seatdriver.py). The game's declared `forfeit` action
(core/api.py, Capabilities) ends a turn early: Confirm before the turn is over plays it for
what is left. The view declares the action kinds always held for Confirm (`confirmed`,
client/gui/games/__init__.py).
"""

from __future__ import annotations

from typing import Any

from core import hidden, registry
from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action, Game, IllegalAction, Knowledge


def forfeit(game: Game) -> Action | None:
    """The game's action that forfeits the rest of a turn (its declared forfeit), if any."""
    action = registry.capabilities(game).forfeit
    return tuple(action) if action is not None else None


class PendingTurn:
    """The actions a seat has made since the state `base` (action number `start`)."""

    def __init__(
        self,
        game: Game,
        base: Any,
        seat: int,
        start: int,
        knowledge: Knowledge | None = None,
        confirmed: tuple[str, ...] = (),
    ) -> None:
        self.game, self.base, self.seat, self.start = game, base, seat, start
        self.confirmed = confirmed  # kinds held even when nothing follows (the view's hint)
        self.knowledge = knowledge  # the seat's secrets (a game with them): its truthful moves
        self.steps: list[Action] = []
        self.states: list[Any] = []
        self._legal: dict[int, tuple[Action, ...]] = {}  # by len(steps): one call per state

    @property
    def state(self) -> Any:
        """The state with every action so far applied."""
        return self.states[-1] if self.states else self.base

    def legal(self) -> tuple[Action, ...]:
        """What the seat may do next (nothing once the turn is over); computed once per state."""
        if self.complete:
            return ()
        n = len(self.steps)
        if n not in self._legal:
            self._legal[n] = hidden.legal(self.game, self.state, None, self.knowledge)
        return self._legal[n]

    def add(self, action: Action) -> None:
        """Make one more action; IllegalAction (with the core's reason) if it is not allowed."""
        if self.complete:
            raise IllegalAction("the turn is over: confirm it or undo a step")
        if self.game.current_player(self.state) != self.seat:
            raise IllegalAction("it is not this seat's turn")
        self.states.append(self.game.apply_action(self.state, action))
        self.steps.append(tuple(action))

    def undo(self) -> Action | None:
        """Take back the last action; the action, or None when there was none."""
        if not self.steps:
            return None
        self._legal.pop(len(self.steps), None)
        self.states.pop()
        return self.steps.pop()

    @property
    def complete(self) -> bool:
        """Whether the turn is over: another player, chance, a simultaneous turn or the end
        comes next."""
        if not self.steps:
            return False
        player = self.game.current_player(self.state)
        return player != self.seat or player in (CHANCE, SIMULTANEOUS, TERMINAL)

    def goes_on(self) -> bool:
        """Whether the turn goes on after the actions so far: the seat acts again and may
        forfeit the rest. A first action after which it does not is a decision of its own,
        sent at once (a bid, naming the first player, a stop)."""
        cut = forfeit(self.game)
        return cut is not None and not self.complete and cut in self.legal()

    def held(self) -> bool:
        """Whether the person confirms this turn (else it is sent at once): it goes on, or
        its first action is of a kind the game always has confirmed (a card taken whose
        action turns out impossible is still a mis-click the person may undo)."""
        return self.goes_on() or bool(self.steps and self.steps[0][0] in self.confirmed)

    def finish(self) -> None:
        """Forfeit whatever is left of the turn (the game's forfeit), so it can be confirmed."""
        cut = forfeit(self.game)
        while self.steps and not self.complete:
            if cut is None or cut not in self.legal():
                raise IllegalAction("this turn cannot be cut short here")
            self.add(cut)
