"""The REVEAL nodes and the audit (docs/protocol.md, "Reveals"): a part of the lockstep that
owns the table's hidden information (net/protocol/hiddentable.py's `Hidden`) and our side of it
(net/protocol/ourhidden.py's `OurHidden`: what we send).

A REVEAL node is one step: every request of it is performed at once (the `reveal node`
machine, net/protocol/reveals.py; the cryptography of each part, net/protocol/hiddentable.py and
net/protocol/deck.py), then the resolutions are applied in request order as ordinary actions and
the step is acked. At the end of a game with secrets every member logs its seed and every
peer runs the audit; the game is finished only if it passes. Bad parts, false claims,
withheld parts (our `withheld` statement, then abandon) and audit faults stop the table
naming the peer (or the claiming seat). Each handler returns a `Result` (net/protocol/parts.py).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from core import hidden
from core.api import REVEAL, Game, Knowledge
from net.protocol import reveals
from net.protocol.effects import Effect, Learned, Notice
from net.protocol.hiddentable import Hidden, Outcome
from net.protocol.machine import Later, Refused
from net.protocol.ourhidden import OurHidden
from net.protocol.outbox import Outbox
from net.protocol.parts import NOTHING, Halt, Move, Result, View
from net.protocol.seated import Seated
from net.protocol.settings import Deadline
from net.protocol.stops import AUDIT, CLAIM, HIDDEN, WITHHELD


class HiddenSteps:
    """The reveal nodes and the seed audit of one game, as seen by the peer `me`."""

    def __init__(self, at: Seated, deadline: Deadline, game: Game) -> None:
        # Only at a table whose config has secrets; else every hidden message is refused.
        self.secretive = hidden.uses_secrets(game, at.roster.config)
        self.roster = at.roster
        self.table = Hidden(at, deadline)
        self.ours: OurHidden | None = None  # what we send: made when we first contribute

    def knowledge(self, seat: int) -> Knowledge:
        """What `seat` (one this peer drives) has been told: handle -> value, read-only."""
        return MappingProxyType(self.table.knowledge(seat))

    def learned_all(self) -> tuple[Effect, ...]:
        """A Learned effect for each of our seats: its whole knowledge (once after a resume;
        during play each part's `Outcome` says what changed)."""
        if not self.secretive:
            return ()
        self.table.take_changed()
        return tuple(Learned(seat, self.knowledge(seat)) for seat in self.table.seats)

    # -- messages --------------------------------------------------------------------------

    def on_key(self, sender: bytes, body: dict[str, Any], at: View) -> Result:
        if not self.secretive:
            raise Refused("a table key at a table without secrets")
        outcome = self.table.key(sender, body)
        if outcome.event == reveals.BAD_PART:
            return Result(halt=self._fault(outcome))
        return NOTHING

    def on_part(self, kind: str, sender: bytes, body: dict[str, Any], at: View) -> Result:
        """A `shuffle`, `mix`, `request`, `share` or `remask` of the open node."""
        i = body["index"]
        if i > at.index or at.held:
            raise Later
        if i < at.index or at.player != REVEAL:
            raise Refused(f"a late or stray {kind} for step {i}")
        outcome = self.table.take(kind, sender, body, at)
        learned = tuple(Learned(seat, MappingProxyType(known)) for seat, known in outcome.learned)
        if reveals.STOP_FAULT in outcome.outputs:
            return Result(effects=learned, halt=self._fault(outcome))
        if reveals.STOP_CLAIM in outcome.outputs:
            seat = outcome.culprit
            assert seat is not None
            text = f"{self.roster.seat_label(seat)} lied about a card: {outcome.why}"
            return Result(effects=learned, halt=Halt(text, CLAIM, (seat,)))
        moves = tuple(Move(action) for action in outcome.resolutions)
        return Result(effects=learned, moves=moves, step=reveals.APPLY in outcome.outputs)

    def _fault(self, outcome: Outcome) -> Halt:
        """A part that fails its check at once: stop naming the peer that sent it."""
        member = outcome.culprit
        if member is None:  # a card no deck holds: a shuffle was bad, the audit would say whose
            return Halt(f"hidden information broke: {outcome.why}", HIDDEN)
        who = self.table.label(member)
        return Halt(f"{who} cheated: {outcome.why}", HIDDEN, (self.table.members[member],))

    def on_seed(self, sender: bytes, body: dict[str, Any], at: View) -> Result:
        outputs = self.table.seed_part(sender, body["seed"])  # Later before our own end
        if reveals.STOP_AUDIT in outputs:
            blame = sorted({self.table.members[f.seat] for f in self.table.faults})
            return Result(halt=Halt(self.table.fault_text(), AUDIT, tuple(blame)))
        return Result(finished=reveals.FINISH in outputs)

    def end(self, now: float) -> None:
        """The last step is confirmed: our seed goes out, the audit waits for every one."""
        self.table.end(now)

    @property
    def audited(self) -> bool:
        """Whether the seed audit began (the game reached its end with secrets)."""
        return self.table.audit is not None

    # -- our parts and time ----------------------------------------------------------------

    def contribute(self, at: View, confirmed: bool, out: Outbox) -> None:
        """Our key at once; at a confirmed REVEAL node our parts; at the end our seed."""
        table = self.table
        if not self.secretive or table.mine is None:
            return
        if self.ours is None:  # our secrets are derived when first needed
            self.ours = OurHidden(table.table, table.mine, table.ours, out)
        node = None
        if confirmed and not at.held and at.player == REVEAL:
            node = table.open_at(at)
        self.ours.contribute(at.index, node, table.pk)
        if table.audit is not None:
            out.put(("seed",), "seed", {"seed": table.seed()})

    def tick(self, now: float, index: int, out: Outbox) -> Result:
        """Name the members withholding a part of the open node or their seed (our
        `withheld`); abandon the table if they never send it."""
        late = self.table.withholding(now)
        if late is None:
            return NOTHING
        outputs, due, machine = late
        keys = [self.table.members[m] for m in due]
        who = ", ".join(self.table.label(m) for m in due)
        if reveals.STOP_WITHHELD in outputs:
            text = f"abandoned: {who} never sent its part of a reveal"
            return Result(halt=Halt(text, WITHHELD, tuple(keys)))
        if reveals.NAME_LATE not in outputs:
            return NOTHING
        out.say(("withheld", index), "withheld", {"index": index, "peers": keys})
        late_s, wait = int(now - machine.opened_at), int(machine.deadline.abandon_after)
        text = (
            f"{who} withheld its part of a reveal for {late_s} s; the table waits "
            f"{wait} s more, then is abandoned"
        )
        return Result(effects=(Notice(text, "warning"),))
