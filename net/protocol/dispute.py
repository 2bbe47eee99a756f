"""Desync disputes: the acks of one step differ; every peer's evidence settles it
(docs/protocol.md, "Desyncs"; the report itself is net/protocol/desync.py).

One `Dispute` machine per disputed step, fed every member's `desync` message:

    collecting --evidence--> collecting
    collecting --last_keeps--> settled          our state is the one the table goes on from
               --last_rebuilds--> settled       our rebuild from the signed log reaches it
               --last_adopts--> settled         a consistent peer's state dump has it
               --last_split--> stopped          no majority, and the rebuilds disagree
               --last_unadoptable--> stopped    none of the above: we cannot reach it

Every last_* event also outputs `report` (the same report at every peer). `Disputes` is the
lockstep's part: every case of the game and the one being settled (play waits for it). Pure.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from core import canonical
from net.protocol.desync import DesyncCase, build_report
from net.protocol.effects import Desynced, Effect
from net.protocol.machine import Later, Machine, Refused, Table
from net.protocol.parts import Halt, Result, Settle, View
from net.protocol.roster import Roster
from net.protocol.stops import DESYNC, UNADOPTABLE

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


class Disputes:
    """The desync disputes of one game, as seen by the peer `me`."""

    def __init__(self, roster: Roster, me: bytes) -> None:
        self.roster, self.me = roster, me
        self.cases: dict[int, Dispute] = {}
        self.current: Dispute | None = None  # the one being settled: play waits for it

    @property
    def held(self) -> bool:
        """Whether a dispute is being settled."""
        return self.current is not None

    def open(self, k: int, acks: dict[bytes, bytes]) -> None:
        """Step k's acks differ: its case opens (unless one is being settled)."""
        if self.current is None:
            self.current = self.cases[k] = Dispute(k, self.roster, acks)

    def on_desync(
        self, sender: bytes, body: dict[str, Any], at: View, ours: bytes, rebuild: Callable[[], Any]
    ) -> Result:
        """A logged `desync` (`ours`: our hash at its step; `rebuild()`: our state there
        recomputed from the log): the report, then a stop or the settlement."""
        k, case = body["index"], self.current
        if case is None or case.index != k:
            if k >= at.index:
                raise Later
            raise Refused(f"a stale desync {k}")
        outputs = case.add(sender, body, ours, rebuild)
        effects: tuple[Effect, ...] = ()
        if REPORT in outputs:
            # A record's verifier is an observer with no message of its own in the case.
            mine = case.evidence.get(self.me)
            state = mine["state"] if mine is not None else canonical.encode(at.state)
            effects = (Desynced(case.report, state),)
        if STOP_DESYNC in outputs:
            text = f"desync at action {k} with no majority: the table stopped"
            return Result(effects=effects, halt=Halt(text, DESYNC))
        if STOP_UNADOPTABLE in outputs:
            text = f"desync at action {k}: no readable majority state to adopt"
            return Result(effects=effects, halt=Halt(text, UNADOPTABLE))
        if SETTLE in outputs:
            self.current = None
            take = TAKE_STATE in outputs
            settle = Settle(k, case.target, take, case.state_to_take if take else None)
            return Result(effects=effects, settle=settle)
        return Result(effects=effects)
