"""The lockstep's REVEAL nodes and audit (docs/protocol.md, "Reveals"): a part of `Lockstep`.

A REVEAL node is one step: every request of it is performed at once (net/reveals.py, the
`reveal node` machine; the cryptography of each part is net/hiddentable.py's), then the
resolutions are applied in request order as ordinary actions and the step is acked. At the
end of a game with secrets every member logs its seed and every peer runs the audit; the
game is finished only if it passes. Bad parts, false claims, withheld parts and audit
faults stop the table naming the peer (or the claiming seat).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from core import hidden
from core.api import REVEAL, Knowledge
from net import reveals
from net.acks import Steps
from net.effects import Finished, Learned, Notice
from net.hiddentable import Add, Hidden, Outcome
from net.lockstepparts import LockstepPart
from net.machine import Later, Refused
from net.reveals import SeedAudit
from net.stops import AUDIT, CLAIM, HIDDEN, WITHHELD


class HiddenSteps(LockstepPart):
    """The REVEAL-node handlers of the lockstep (mixed into `Lockstep`, which has these)."""

    steps: Steps
    finished: bool
    secretive: bool
    hidden: Hidden
    withheld: list[dict[str, Any]]

    def knowledge(self, seat: int) -> Knowledge:
        """What `seat` (one this peer drives) has been told: handle -> value, read-only."""
        return MappingProxyType(self.hidden.knowledge(seat))

    def _learned(self, every: bool = False) -> None:
        """A Learned effect for each of our seats whose knowledge changed (or all of them)."""
        seats = self.hidden.seats if every else sorted(self.hidden.changed)
        self.hidden.changed.clear()
        for seat in seats:
            self.effects.append(Learned(seat, self.knowledge(seat)))

    def learned_all(self) -> None:
        """Every seat's whole knowledge (once after a resume)."""
        if self.secretive:
            self._learned(every=True)

    # -- messages --------------------------------------------------------------------------

    def _on_key(self, sender: bytes, body: dict[str, Any]) -> None:
        if not self.secretive:
            raise Refused("a table key at a table without secrets")
        outcome = self.hidden.key(sender, body)
        if outcome.event == reveals.BAD_PART:
            self._hidden_fault(outcome)

    def _on_part(self, kind: str, sender: bytes, body: dict[str, Any]) -> None:
        i = body["index"]
        if i > self.index or self.dispute is not None:
            raise Later
        if i < self.index or self.game.current_player(self.state) != REVEAL:
            raise Refused(f"a late or stray {kind} for step {i}")
        node = self.hidden.open(i, hidden.requests(self.game, self.state), self.now)
        outcome = self.hidden.part(kind, sender, body, node)
        outputs = node.fire(outcome.event)
        self._learned()
        if reveals.STOP_FAULT in outputs:
            self._hidden_fault(outcome)
        elif reveals.STOP_CLAIM in outputs:
            seat = outcome.culprit
            assert seat is not None
            text = f"{self.roster.seat_label(seat)} lied about a card: {outcome.why}"
            self._stop(text, CLAIM, [seat])
        elif reveals.APPLY in outputs:
            for action in self.hidden.resolutions():
                self._apply(action)
            self._step_done()

    def _on_shuffle(self, sender: bytes, body: dict[str, Any]) -> None:
        self._on_part("shuffle", sender, body)

    def _on_mix(self, sender: bytes, body: dict[str, Any]) -> None:
        self._on_part("mix", sender, body)

    def _on_request(self, sender: bytes, body: dict[str, Any]) -> None:
        self._on_part("request", sender, body)

    def _on_share(self, sender: bytes, body: dict[str, Any]) -> None:
        self._on_part("share", sender, body)

    def _on_remask(self, sender: bytes, body: dict[str, Any]) -> None:
        self._on_part("remask", sender, body)

    def _hidden_fault(self, outcome: Outcome) -> None:
        """A part that fails its check at once: stop naming the peer that sent it."""
        member = outcome.culprit
        if member is None:  # a card no deck holds: a shuffle was bad, the audit would say whose
            self._stop(f"hidden information broke: {outcome.why}", HIDDEN, [])
            return
        who = self.hidden.label(member)
        self._stop(f"{who} cheated: {outcome.why}", HIDDEN, [self.hidden.members[member]])

    def _on_seed(self, sender: bytes, body: dict[str, Any]) -> None:
        audit = self.hidden.audit
        if audit is None:
            raise Later  # a seed before our own end of the game: it waits
        outputs = audit.fire(self.hidden.seed_part(sender, body["seed"]))
        if reveals.STOP_AUDIT in outputs:
            blame = sorted({self.hidden.members[f.seat] for f in self.hidden.faults})
            self._stop(self.hidden.fault_text(), AUDIT, list(blame))
        elif reveals.FINISH in outputs:
            self.finished = True
            self.effects.append(Finished(self.steps.hashes[self.index].hex(), self.state))

    def _end_of_secrets(self) -> None:
        """The last step is confirmed: our seed goes out, the audit waits for every one."""
        if self.hidden.audit is None:
            members = len(self.hidden.members)
            self.hidden.audit = SeedAudit(members, self.now, self.hidden.deadline)

    # -- our parts and time ----------------------------------------------------------------

    def _hidden_parts(self, add: Add) -> None:
        """Our key at once; at a confirmed REVEAL node our parts; at the end our seed."""
        if not self.secretive or self.hidden.mine is None:
            return
        node = None
        confirmed = self.steps.confirmed == self.index and self.dispute is None
        if confirmed and self.game.current_player(self.state) == REVEAL:
            node = self.hidden.open(self.index, hidden.requests(self.game, self.state), self.now)
        self.hidden.contribute(add, self.index, node)
        if self.hidden.audit is not None:
            add(("seed",), "seed", {"seed": self.hidden.seed()})

    def _hidden_tick(self, now: float) -> None:
        """Name the members withholding a part of the open node (or their seed); abandon
        the table if they never send it."""
        machine = self.hidden.audit or self.hidden.node
        if machine is None or self.stopped:
            return
        outputs = machine.tick(now)
        due = machine.due() | (set(range(len(self.hidden.members))) - set(self.hidden.keys))
        keys = [self.hidden.members[m] for m in sorted(due)]
        who = ", ".join(self.hidden.label(m) for m in sorted(due))
        if reveals.STOP_WITHHELD in outputs:
            self._stop(f"abandoned: {who} never sent its part of a reveal", WITHHELD, keys)
        elif reveals.NAME_LATE in outputs:
            self.withheld.append({"index": self.index, "peers": keys})
            late, wait = int(now - machine.opened_at), int(machine.deadline.abandon_after)
            self.effects.append(
                Notice(
                    f"{who} withheld its part of a reveal for {late} s; the table waits "
                    f"{wait} s more, then is abandoned",
                    "warning",
                )
            )
