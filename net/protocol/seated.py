"""This peer seated at one table: what every part of its lockstep is built from.

The draws, the commit rounds and the hidden steps each need the table's id, its roster, our
key and the derivation of our secrets; one frozen value carries them, so that no part is
given a different table or key than another, and adding one to all is one change here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from net.protocol.roster import Roster


@dataclass(frozen=True)
class Seated:
    """The table `table` with `roster`, seen by the peer whose key is `me`."""

    table: bytes  # the table's id: every commitment, beacon and proof is bound to it
    roster: Roster
    me: bytes
    # Our secret for a label (beacon chains, commitment nonces, hidden-information seeds):
    # derived from the profile key, so a restarted peer sends what it sent before.
    derive: Callable[[bytes], bytes]

    @property
    def members(self) -> tuple[bytes, ...]:
        """Every peer's key, in the roster's order (the order a member's index refers to)."""
        return tuple(m.key for m in self.roster.peers)

    @property
    def mine(self) -> int | None:
        """Our index among the members (None: we only watch)."""
        members = self.members
        return members.index(self.me) if self.me in members else None

    @property
    def ours(self) -> tuple[int, ...]:
        """The seats we drive."""
        return self.roster.seats_of(self.me)
