"""Explicit state machines: one transition table, (state, event) -> (next state, outputs).

In the style of magic-wormhole, every sub-protocol with states declares them, its events
and its outputs as constants and its whole behaviour as one table (docs/protocol.md,
"State machines", prints each table; a test checks the two agree). `Machine.fire` looks
the pair up, moves to the next state and returns the outputs for its owner to carry out.
A pair the table lacks is a refused transition: `Refused`, which the owner turns into a
notice about the sender (a confused or hostile peer), never into a crash.

Also here: `Use`, what consuming one logged message did, and `drain`, which offers every
sender's messages in its own order. Pure.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from typing import ClassVar

from net.protocol.signedlog import SignedLog
from net.protocol.wire import Envelope

Transition = tuple[str, tuple[str, ...]]
Table = Mapping[tuple[str, str], Transition]


class Refused(ValueError):
    """A message or event this machine cannot take now; the text says why (for a notice)."""


class Later(Exception):
    """A message that cannot be used yet: it waits at the head of its sender's queue."""


class Machine:
    """A state machine run by its class's TABLE, starting in INITIAL."""

    NAME: ClassVar[str]
    INITIAL: ClassVar[str]
    TABLE: ClassVar[Table]

    def __init__(self) -> None:
        self.state = self.INITIAL

    def fire(self, event: str) -> tuple[str, ...]:
        """Take `event`: the outputs to carry out; Refused if the table has no such move."""
        try:
            self.state, outputs = self.TABLE[(self.state, event)]
        except KeyError:
            raise Refused(f"{event} while {self.state} ({self.NAME})") from None
        return outputs

    def can(self, event: str) -> bool:
        """Whether `event` is a move of the table in the current state."""
        return (self.state, event) in self.TABLE


def markdown(table: Table) -> str:
    """A transition table as the Markdown table docs/protocol.md prints."""
    rows = ["| state | event | next state | outputs |", "|---|---|---|---|"]
    for (state, event), (after, outputs) in table.items():
        rows.append(f"| {state} | {event} | {after} | {', '.join(outputs) or '-'} |")
    return "\n".join(rows)


class Use(Enum):
    """What consuming a message did."""

    DONE = "done"  # used, or refused with a notice: move on to the sender's next message
    WAIT = "wait"  # not usable yet: stays at the head of its sender's queue


def drain(log: SignedLog, cursor: dict[bytes, int], use: Callable[[Envelope], Use]) -> bool:
    """Offer each sender's next messages, in its order, until every queue waits.

    `cursor` holds, per sender, how many of its messages were used. Whether any moved.
    """
    moved = False
    for sender in sorted(cursor):
        messages = log.chain(sender).messages
        while cursor[sender] < len(messages) and use(messages[cursor[sender]]) is Use.DONE:
            cursor[sender] += 1
            moved = True
    return moved
