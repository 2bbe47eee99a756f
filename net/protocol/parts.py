"""What the lockstep's parts see and return (docs/architecture.md, "net/ as parts").

The parts (the commit rounds, the reveals, the acks, the draws, the disputes) each own
their state. A handler is given the message and a `View` of the game as the lockstep holds
it, and returns a `Result`: the effects to emit, the moves to apply, whether they end a
step, and a `Halt` (a stop with its code and the seats or peers to blame). Only `Lockstep`
holds the game state and carries a result out, in that order: effects, moves, halt
(and a dispute's settlement).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.api import Action, Game
from net.protocol.effects import Effect


@dataclass(frozen=True)
class View:
    """The game as the lockstep holds it when a part is asked (read-only)."""

    game: Game
    state: Any
    index: int  # actions applied
    held: bool  # a dispute is being settled: play waits for it
    now: float

    @property
    def player(self) -> int:
        """Who moves now (a seat, or CHANCE, SIMULTANEOUS, REVEAL, TERMINAL)."""
        return self.game.current_player(self.state)


@dataclass(frozen=True)
class Halt:
    """Stop for good: `code` and `blame` (seats, or peer keys) go into our `stop` message."""

    reason: str
    code: str
    blame: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Move:
    """One action to apply; with a `seat`, first checked legal for it (else `illegal`)."""

    action: Action
    seat: int | None = None
    illegal: Halt | None = None


@dataclass(frozen=True)
class Settle:
    """A dispute at step `index` settled: the table goes on from `target`, in `state` (ours
    rebuilt or a peer's adopted) when `take`, else in the state we hold."""

    index: int
    target: bytes
    take: bool = False
    state: Any = None


@dataclass(frozen=True)
class Result:
    """What a handler asks of the lockstep (see the module docstring)."""

    effects: tuple[Effect, ...] = ()
    moves: tuple[Move, ...] = ()
    step: bool = False  # the moves end a step: its hash is reached and acked
    halt: Halt | None = None
    finished: bool = False  # the game is over and agreed (the audit passed)
    settle: Settle | None = None  # a desync dispute settled (net/protocol/dispute.py)


NOTHING = Result()
