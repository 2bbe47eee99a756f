"""What a bot is given: a Decision, the seat's view of one choice, never the state.

The driver (client/seats.py, client/headless.py, the tests' drivers) holds the real state and
builds the Decision with `decide(game, state, seat, knowledge)`: the seat, its observation
(`game.observation(state, seat, knowledge)`), its legal actions (with secrets, the truthful
ones its knowledge allows: core/hidden.py; `knowledge` is that seat's only), and
`preview(action)`, the seat's observation after that one action of its own, which the
driver computes from the real state. `after(action)` is the same as a Decision, so a bot
can play out a run of its own actions (a card's steps) before valuing them.

Why a preview leaks nothing. After one action of the seat's own, the next node is the
seat's own again, another seat's, a chance or REVEAL node or the reveal of a simultaneous
turn, and the preview is `observation(next, seat)`: only what the seat may see there. The
outcome of one of its own actions is decided by the rules from what the seat sees, because
hidden information enters a game only at chance nodes (drawn when it appears, core/api.py),
in simultaneous turns and through reveals of handles (core/hidden.py); a preview never
crosses a chance or REVEAL node (the driver draws no outcome and performs no reveal for
it), and at a simultaneous node there is no preview at all: there the driver's state may
already hold other seats' secret choices (client/headless.py applies them one by one), and
previewing the last choice would show the reveal before the seat commits. A preview is
offered only for the seat's legal actions, so it cannot probe the rules with others either.

For search bots (core/bots/mcts.py) a Decision also offers `position()`, where it offers
previews and only there: the public state, which every peer holds and which keeps hidden
things as handles only (docs/hidden-information.md), with the seat's knowledge cut to what
it is entitled to (core/bots/worlds.py). Never at a simultaneous node, whose state may hold
other seats' secret choices, for the reason previews are not offered there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core import hidden
from core.api import SIMULTANEOUS, Action, Game, Knowledge
from core.bots.worlds import Position, position

Observation = dict[str, Any]


@dataclass(frozen=True)
class Decision:
    """One choice of `seat`: what it sees, what it may do, and what each action would show.

    `actions` is empty where the seat has nothing to choose (a Decision reached by `after`
    once another seat, chance or a reveal comes next); previews exist only where `actions`
    is not empty and the node is not simultaneous (see the module docstring).
    """

    seat: int
    observation: Observation
    actions: tuple[Action, ...]
    # The driver's closure over the real state; bots reach it only through after().
    _next: Callable[[Action], Decision] | None = field(default=None, repr=False, compare=False)
    # The public state and the seat's entitled knowledge, built on demand (core/bots/worlds.py).
    _position: Callable[[], Position] | None = field(default=None, repr=False, compare=False)

    @property
    def can_preview(self) -> bool:
        """Whether `preview` and `after` may be asked here."""
        return self._next is not None

    def after(self, action: Action) -> Decision:
        """The seat's Decision after its own legal `action` (no actions if its turn ends)."""
        if self._next is None:
            raise ValueError(f"seat {self.seat} may not look ahead here")
        if action not in self.actions:
            raise ValueError(f"{action!r} is not a legal action of seat {self.seat}")
        return self._next(action)

    def position(self) -> Position:
        """The public state and the seat's visible knowledge, for a search (see above)."""
        if self._position is None:
            raise ValueError(f"seat {self.seat} may not search here")
        return self._position()

    def preview(self, action: Action) -> Observation:
        """The seat's observation after its own legal `action`."""
        return self.after(action).observation


def decide(game: Game, state: Any, seat: int, knowledge: Knowledge | None = None) -> Decision:
    """The Decision of `seat` at `state`: the driver's side, the only one holding the state.
    With secrets (core/hidden.py), `knowledge` is the seat's own (never another seat's):
    its observation shows them and its actions are its truthful ones."""
    player = game.current_player(state)
    acting = player in (seat, SIMULTANEOUS)
    actions = hidden.legal(game, state, seat, knowledge) if acting else ()
    sequential = player == seat and bool(actions)

    def step(action: Action) -> Decision:
        after = game.apply_action(state, action)
        if game.current_player(after) == seat:
            return decide(game, after, seat, knowledge)
        return Decision(seat, hidden.observe(game, after, seat, knowledge), ())

    def public() -> Position:
        return position(game, state, seat, knowledge)

    observation = hidden.observe(game, state, seat, knowledge)
    if not sequential:
        return Decision(seat, observation, actions)
    return Decision(seat, observation, actions, step, public)
