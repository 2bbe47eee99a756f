"""The rules-core contract shared by every game: player constants, errors, the protocol.

Modelled on OpenSpiel: a game is a set of pure functions over immutable states. The core
never draws a random number; chance is a node whose outcomes the driver applies.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

if TYPE_CHECKING:
    from core.meta import GameInfo

# Special values of current_player(); seats are 0..n-1 (same numbers as OpenSpiel).
CHANCE = -1
SIMULTANEOUS = -2
TERMINAL = -4

Action: TypeAlias = tuple[Any, ...]
"""An action or chance outcome: a tuple of str and int, e.g. ("take", 2). Its wire form."""

Config: TypeAlias = Mapping[str, Any]


class IllegalAction(ValueError):
    """An action that the rules do not allow in this state; the message says why."""


class BadConfig(ValueError):
    """A game configuration the game cannot be set up with; the message says why."""


END = "end"
"""The observation key of the end-of-game block, present (for every viewer) at TERMINAL:
{"totals": [points per seat], "parts": [{"label": text, "values": [per seat]}, ...] (the
breakdown, in the order shown), "ranking": [seats, winner first], "winners": [seats sharing
first place], "separated_by": [per place after the first: a label text naming what put it
below the place before ("Victory points", a tie-break's name), or None where still tied]}.
Labels are English texts the client translates in the game's context, like Message ids."""


@dataclass(frozen=True)
class Message:
    """A sentence as data: the client looks up the English template of `id` (the game's
    `resources/<game>/messages.json`), translates it and fills in `params` (ints, texts;
    a key named `seat` or ending in `_seat` is a seat number, shown as the player's name)."""

    id: str
    params: Mapping[str, Any] = field(default_factory=dict)


class Game(Protocol):
    """What every game module in core.games exposes (see ARCHITECTURE.md, "The rules core")."""

    NAME: str
    INFO: GameInfo  # title, player range, options (core.meta)
    EXAMPLE_CONFIGS: tuple[Config, ...]  # played by the conformance suite
    # Optional (read with getattr): FORFEIT: Action, the action that ends a seat's turn of
    # several actions early, forfeiting the rest of it (Eight-Minute Empire's ("done",),
    # Dice Race's ("stop",)). A client holds a seat's consecutive actions as one undoable
    # turn when, after the first of them, the same seat acts again and FORFEIT is legal;
    # its Confirm plays FORFEIT for what is left (client/turn.py). Without it, every action
    # is a decision of its own.

    def normalize_config(self, config: Config) -> dict[str, Any]:
        """The validated plain form of a config (BadConfig if invalid), as records carry it."""

    def initial_state(self, config: Config) -> Any:
        """The state before the first action, including setup chance nodes."""

    def current_player(self, state: Any) -> int:
        """The seat to act, or CHANCE, SIMULTANEOUS or TERMINAL."""

    def legal_actions(self, state: Any, player: int | None = None) -> tuple[Action, ...]:
        """Sorted legal actions; `player` is needed only in simultaneous phases."""

    def chance_outcomes(self, state: Any) -> tuple[tuple[Action, Fraction], ...]:
        """At a chance node: every outcome with its exact probability."""

    def apply_action(self, state: Any, action: Action) -> Any:
        """A new state; raises IllegalAction with a readable reason."""

    def observation(self, state: Any, player: int | None) -> dict[str, Any]:
        """What `player` may see (None: the public view), msgpack-able primitives only."""

    def returns(self, state: Any) -> tuple[int, ...]:
        """Final victory points per seat, valid at TERMINAL."""

    def ranking(self, state: Any) -> tuple[int, ...]:
        """Seats from winner down, tie-breaks applied."""

    def describe_action(self, state: Any, action: Action) -> Message:
        """The game log's sentence for `action`, about to be applied to `state`."""


def sort_actions(actions: list[Action]) -> tuple[Action, ...]:
    """Sort actions deterministically even when int and str items share a position."""
    return tuple(sorted(actions, key=action_sort_key))


def action_sort_key(action: Action) -> tuple[tuple[int, Any], ...]:
    """Order ints before strings at each position, then by value."""
    return tuple((0, x) if isinstance(x, int) else (1, str(x)) for x in action)
