"""A peer's deadlines and timeouts, passed in (docs/protocol.md gives the defaults' reasons).

One frozen `Timing` is given to the peer (net/protocol/peer.py), which hands it to its links, its
lockstep and the machines that read a deadline; the runner (net/runner.py) takes one for
its own timeouts. Nothing reads a module global for these, so nothing has to write one:
a test or the lab that wants shorter deadlines builds its own `Timing`. Pure.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Deadline:
    """How long the table waits for a withheld part: `name_after` seconds before the
    withholders are named (a notice and a logged statement), `abandon_after` seconds more
    before the table is abandoned."""

    name_after: float
    abandon_after: float

    def __post_init__(self) -> None:
        if not (self.name_after > 0 and self.abandon_after > 0):
            raise ValueError("deadlines are more than 0 seconds")


@dataclass(frozen=True)
class Timing:
    """Every deadline and timeout of a peer, in seconds."""

    # A REVEAL node's parts and the seeds at the end of a game with secrets
    # (net/protocol/reveals.py).
    reveals: Deadline = Deadline(30.0, 120.0)
    # A commit round's reveals, once every commitment is in (net/protocol/commit.py).
    secret_moves: Deadline = Deadline(30.0, 120.0)
    heartbeat_every: float = 1.0  # net/protocol/links.py
    away_after: float = 3.5  # no hello/heartbeat for this long: "not responding" (liveness)
    lobby_drop_after: float = 10.0  # the host frees the seat of a peer gone this long
    hello_timeout: float = 10.0  # a connection whose hello has not come by then is closed
    join_give_up: float = 20.0  # joining by address: no host greeted us for this long
    want_again: float = 1.0  # before the same `want` is asked again (net/protocol/sync.py)
    dial_timeout: float = 2.0  # the runner's connect (net/runner.py)
    frame_timeout: float = 10.0  # a frame whose first byte came must be whole (slowloris)
    settle_timeout: float = 10.0  # after the end or a stop: every peer holds ours, or this

    def with_reveal_deadlines(self, name_after: float, abandon_after: float) -> Timing:
        """This timing with the hidden-information deadlines changed (the lab's
        `--lab-deadlines`: a withheld share is named and given up on sooner)."""
        return replace(self, reveals=Deadline(name_after, abandon_after))


DEFAULT = Timing()
