"""Steps and acks: every peer acks the state hash each step reached (docs/protocol.md,
"Lockstep"); a step is confirmed when every member's ack is in and equals ours.

One `StepAcks` machine per step, from the moment this peer reaches the step's end:

    collecting --ack--> collecting --last_agrees--> confirmed
                                   --last_differs--> disputed --settled--> confirmed
                                   --last_overtaken--> overtaken

`overtaken`: the step's acks completed only after a later step was confirmed (a peer that
skipped an ack); it is neither confirmed nor disputed. `Steps` keeps every step's hash,
acks and machine, and which of our acks are still to send. Pure.
"""

from __future__ import annotations

from typing import ClassVar

from net.protocol.machine import Later, Machine, Refused, Table

# States
COLLECTING, CONFIRMED, DISPUTED, OVERTAKEN = "collecting", "confirmed", "disputed", "overtaken"
# Events
ACK, LAST_AGREES, LAST_DIFFERS = "ack", "last_agrees", "last_differs"
LAST_OVERTAKEN, SETTLED = "last_overtaken", "settled"
# Outputs
CONFIRM, DISPUTE = "confirm", "dispute"


class StepAcks(Machine):
    """The acks of one step."""

    NAME = "step acks"
    INITIAL = COLLECTING
    TABLE: ClassVar[Table] = {
        (COLLECTING, ACK): (COLLECTING, ()),
        (COLLECTING, LAST_AGREES): (CONFIRMED, (CONFIRM,)),
        (COLLECTING, LAST_DIFFERS): (DISPUTED, (DISPUTE,)),
        (COLLECTING, LAST_OVERTAKEN): (OVERTAKEN, ()),
        (DISPUTED, SETTLED): (CONFIRMED, (CONFIRM,)),
    }


class Steps:
    """Every step boundary this peer reached: its hash, the acks of it, its machine."""

    def __init__(self, peers: int, initial: bytes) -> None:
        self.peers = peers  # members that ack, seated or not
        self.hashes: dict[int, bytes] = {}
        self.acks: dict[int, dict[bytes, bytes]] = {}
        self.machines: dict[int, StepAcks] = {}
        self.to_ack: list[int] = []  # steps reached here whose ack we have not contributed yet
        self.confirmed = -1  # the last step whose acks all arrived and agreed (or settled)
        self.reached(0, initial)  # ack 0 is the initial state: agreeing on it confirms the config

    def reached(self, k: int, digest: bytes) -> None:
        """This peer reached the end of step k (k actions applied) with state hash `digest`."""
        self.hashes[k] = digest
        self.machines[k] = StepAcks()
        self.to_ack.append(k)

    def take_acks(self) -> list[int]:
        """The steps whose ack we have not contributed yet (each given once)."""
        out, self.to_ack = self.to_ack, []
        return out

    def acks_of(self, k: int) -> dict[bytes, bytes]:
        """Every member's ack of step k so far: member -> hash."""
        return self.acks[k]

    def ack(self, sender: bytes, k: int, digest: bytes, index: int) -> tuple[str, ...]:
        """Take `sender`'s ack of step k (we applied `index` actions): the outputs.

        Later: a step we have not reached. Refused: not a step's end, or a second ack.
        """
        if k > index:
            raise Later
        if k not in self.machines:
            raise Refused(f"an ack of {k}, which is not the end of a step")
        acks = self.acks.setdefault(k, {})
        if sender in acks:
            raise Refused(f"a second ack of step {k}")
        acks[sender] = digest
        if len(acks) != self.peers:
            event = ACK
        elif k <= self.confirmed:
            event = LAST_OVERTAKEN
        else:
            event = LAST_AGREES if set(acks.values()) == {self.hashes[k]} else LAST_DIFFERS
        outputs = self.machines[k].fire(event)
        if CONFIRM in outputs:
            self.confirmed = k
        return outputs

    def settled(self, k: int, digest: bytes) -> tuple[str, ...]:
        """A dispute at step k was settled: the table goes on from `digest`."""
        self.hashes[k] = digest
        outputs = self.machines[k].fire(SETTLED)
        self.confirmed = k
        return outputs
