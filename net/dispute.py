"""Desync disputes: the acks of one step differ; every peer's evidence settles it
(docs/protocol.md, "Desyncs"; the report itself is net/desync.py).

One `Dispute` machine per disputed step, fed every member's `desync` message:

    collecting --evidence--> collecting
    collecting --last_keeps--> settled          our state is the one the table goes on from
               --last_rebuilds--> settled       our rebuild from the signed log reaches it
               --last_adopts--> settled         a consistent peer's state dump has it
               --last_split--> stopped          no majority, and the rebuilds disagree
               --last_unadoptable--> stopped    none of the above: we cannot reach it

Every last_* event also outputs `report` (the same report at every peer). Pure.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from core import canonical
from net.desync import DesyncCase, build_report
from net.machine import Machine, Refused, Table
from net.roster import Roster

# States
COLLECTING, SETTLED, STOPPED = "collecting", "settled", "stopped"
# Events
EVIDENCE, LAST_KEEPS, LAST_REBUILDS = "evidence", "last_keeps", "last_rebuilds"
LAST_ADOPTS, LAST_SPLIT, LAST_UNADOPTABLE = "last_adopts", "last_split", "last_unadoptable"
# Outputs
REPORT, TAKE_STATE, SETTLE = "report", "take_state", "settle"
STOP_DESYNC, STOP_UNADOPTABLE = "stop_desync", "stop_unadoptable"


def state_hash(state: Any) -> bytes:
    """The 32-byte hash of a state (core.canonical; memoized: every step hashes one)."""
    return canonical.digest(state)


class Dispute(Machine):
    """The settlement of a desync at step `index`."""

    NAME = "desync dispute"
    INITIAL = COLLECTING
    TABLE: ClassVar[Table] = {
        (COLLECTING, EVIDENCE): (COLLECTING, ()),
        (COLLECTING, LAST_KEEPS): (SETTLED, (REPORT, SETTLE)),
        (COLLECTING, LAST_REBUILDS): (SETTLED, (REPORT, TAKE_STATE, SETTLE)),
        (COLLECTING, LAST_ADOPTS): (SETTLED, (REPORT, TAKE_STATE, SETTLE)),
        (COLLECTING, LAST_SPLIT): (STOPPED, (REPORT, STOP_DESYNC)),
        (COLLECTING, LAST_UNADOPTABLE): (STOPPED, (REPORT, STOP_UNADOPTABLE)),
    }

    def __init__(self, index: int, roster: Roster, acks: dict[bytes, bytes]) -> None:
        super().__init__()
        self.index, self.roster, self.acks = index, roster, acks
        self.evidence: dict[bytes, dict[str, Any]] = {}  # member -> its `desync` body
        self.case: DesyncCase | None = None  # once every member's evidence is in
        self.report: dict[str, Any] = {}
        self.target = b""  # the hash the table goes on from (settled)
        self.state_to_take: Any = None  # take_state: our rebuilt state, or an adopted one

    def add(
        self, sender: bytes, body: dict[str, Any], ours: bytes, rebuild: Callable[[], Any]
    ) -> tuple[str, ...]:
        """One member's `desync` message; `ours` is our hash at the step, `rebuild()` our
        state there recomputed from the log (asked only when our hash is off the truth)."""
        if sender in self.evidence:
            raise Refused(f"a second desync report for step {self.index}")
        self.evidence[sender] = body
        if len(self.evidence) < len(self.roster.peers):
            return self.fire(EVIDENCE)
        case = self.case = DesyncCase(self.index, self.roster, self.acks, self.evidence)
        self.report = build_report(case)
        target = case.truth()
        if target is None:
            return self.fire(LAST_SPLIT)
        self.target = target
        if ours == target:
            return self.fire(LAST_KEEPS)
        rebuilt = rebuild()
        if state_hash(rebuilt) == target:
            self.state_to_take = rebuilt
            return self.fire(LAST_REBUILDS)
        self.state_to_take = case.adopt(target)
        return self.fire(LAST_UNADOPTABLE if self.state_to_take is None else LAST_ADOPTS)
