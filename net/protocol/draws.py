"""Beacon draws: each chance node's outcome from every member's link (docs/protocol.md,
"Shared randomness"; the hash chains and the formulas are net/protocol/beacon.py).

One `Draw` machine per draw number d:

    collecting --link--> collecting --last_link--> drawn (pick the outcome)
    collecting --bad_link--> collecting (stop_beacon: the table stops naming the sender)

`Draws` keeps every member's committed chains, our own chains (their seeds derived, so a
restarted peer sends the same ones), and sends our chains and links: our next chain as
soon as we sent the last link our chains cover, our link for d only once every member's
chain covering d is here (else a peer could choose its next seed after seeing others'
links). `on_link` is the lockstep's handler: it returns what to apply or why to stop
(net/protocol/parts.py). Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from core.api import CHANCE
from net.protocol import beacon
from net.protocol.machine import Later, Machine, Refused, Table
from net.protocol.outbox import Outbox
from net.protocol.parts import Halt, Move, Result, View
from net.protocol.seated import Seated
from net.protocol.stops import BEACON

CHAIN_LENGTH = beacon.DEFAULT_LENGTH  # draws each of our beacon chains covers (tests: fewer)

# States
COLLECTING, DRAWN = "collecting", "drawn"
# Events
LINK, LAST_LINK, BAD_LINK = "link", "last_link", "bad_link"
# Outputs
PICK, STOP_BEACON = "pick", "stop_beacon"


class Draw(Machine):
    """The links of one draw."""

    NAME = "beacon draw"
    INITIAL = COLLECTING
    TABLE: ClassVar[Table] = {
        (COLLECTING, LINK): (COLLECTING, ()),
        (COLLECTING, LAST_LINK): (DRAWN, (PICK,)),
        (COLLECTING, BAD_LINK): (COLLECTING, (STOP_BEACON,)),
    }

    def __init__(self, number: int) -> None:
        super().__init__()
        self.number = number
        self.links: dict[bytes, bytes] = {}


class Draws:
    """Every draw of one game, as seen by the peer `me`."""

    def __init__(self, at: Seated, out: Outbox) -> None:
        self.table, self.members, self.me, self.derive = at.table, at.members, at.me, at.derive
        self.out, self.label = out, at.roster.peer_label  # what we sent; a member's name
        self.chains: dict[bytes, beacon.Chains] = {}  # every member's, ours included
        self.mine: dict[int, beacon.HashChain] = {}  # our n-th chain's secret links
        self.current = Draw(0)
        self.broken = ""  # why the last bad link was bad

    @property
    def count(self) -> int:
        """How many draws are done (the number of the current one)."""
        return self.current.number

    def chain(self, sender: bytes, top: bytes, length: int) -> None:
        """A member committed its next chain (it covers the draws after its earlier ones)."""
        if sender not in self.members:
            raise Refused("a beacon chain from a peer not at the table")
        self.chains.setdefault(sender, beacon.Chains()).add(top, length)

    def link(self, sender: bytes, d: int, link: bytes, ready: bool) -> tuple[str, ...]:
        """A member's link for draw d (`ready`: the game is at a chance node, undisputed).

        Later: a later draw, or not ready. Refused: a passed draw, a stranger, a second link.
        """
        if d < self.count:
            raise Refused(f"a late link for draw {d}")
        if sender not in self.members:
            raise Refused(f"a link for draw {d} from a peer not at the table")
        if d > self.count or not ready:
            raise Later
        draw = self.current
        if sender in draw.links:
            raise Refused(f"a second link for draw {d}")
        try:
            # The sender's chains come before its links in its own order: a link that no
            # chain covers now never will be.
            self.chains.setdefault(sender, beacon.Chains()).accept(d, link)
        except beacon.BeaconError as exc:
            self.broken = str(exc)
            return draw.fire(BAD_LINK)
        draw.links[sender] = link
        return draw.fire(LAST_LINK if len(draw.links) == len(self.members) else LINK)

    def on_link(self, sender: bytes, body: dict[str, Any], at: View) -> Result:
        """A logged `link`: the drawn outcome to apply once every member's is in."""
        ready = at.player == CHANCE and not at.held
        outputs = self.link(sender, body["draw"], body["link"], ready)
        if STOP_BEACON in outputs:
            text = f"{self.label(sender)} broke its beacon chain: {self.broken}"
            return Result(halt=Halt(text, BEACON, (sender,)))
        if PICK in outputs:
            drawn = self.outcome(at.game.chance_outcomes(at.state))
            return Result(moves=(Move(drawn),), step=True)
        return Result()

    def outcome(self, outcomes: Sequence[tuple[Any, Any]]) -> Any:
        """The drawn outcome (after `pick`); the next draw begins."""
        draw = self.current
        mixed = beacon.beacon(self.table, draw.number, draw.links)
        self.current = Draw(draw.number + 1)
        return beacon.pick(mixed, outcomes)

    # -- our side ------------------------------------------------------------------------

    def my_chain(self, n: int, length: int) -> beacon.HashChain:
        """Our n-th beacon chain: its seed is derived, so it is the same after a restart."""
        if n not in self.mine:
            label = b"chain" + self.table + (n.to_bytes(4, "big") if n else b"")
            self.mine[n] = beacon.HashChain.create(length, seed=self.derive(label))
        return self.mine[n]

    def renew(self) -> None:
        """Our first chain at the start; our next one once we sent the last link ours cover
        (so it is committed before anyone reveals a link of the draws it covers)."""
        mine = self.chains.get(self.me)
        if mine is None or not mine.views:
            n = 0
        elif self.out.sent(("link", mine.covered - 1)):
            n = len(mine.views)
        else:
            return
        chain = self.my_chain(n, CHAIN_LENGTH)
        self.out.put(("chain", chain.top), "chain", {"top": chain.top, "length": chain.length})

    def our_link(self) -> None:
        """Our link for the current draw, once every member's chain covering it is here."""
        d = self.count
        every = [self.chains.get(key) for key in self.members]
        if not all(c is not None and c.covering(d) is not None for c in every):
            return
        mine = self.chains[self.me]
        n = mine.covering(d)
        assert n is not None
        view = mine.views[n]
        link = self.my_chain(n, view.length).link(d - view.first)
        self.out.put(("link", d), "link", {"draw": d, "link": link})
