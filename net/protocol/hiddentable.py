"""Hidden information at one table, as seen by one peer (docs/protocol.md, "Reveals").

`Hidden` keeps what the table's log says (every member's checked table key, the decks'
current ciphertexts, the audit's entries), this peer's derived secrets and the knowledge
of the seats it drives. Its one user, the lockstep's reveals part (net/protocol/hiddensteps.py),
hands it the logged `key`, `shuffle`, `mix`, `request`, `share`, `remask` and `seed`
messages; `take` opens the node's `RevealNode` (net/protocol/reveals.py), checks the part, fires
the node's machine and returns the outcome with the resolutions to apply. What we send
is our side's (net/protocol/ourhidden.py), which reads the open node and the joint key from here.

Who does what: a peer's crypto seat is its member index (the order of the roster's
`peers`), one key for every seat it drives. Its per-table seed is
`derive("hidden" || table)` from the profile key, so a restarted peer derives every secret
again and re-learns its knowledge by consuming its own logged requests and the shares.
Knowledge never leaves this object but through `knowledge(seat)` and `Learned` effects.
Pure: the caller passes the time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core import hidden
from core.api import Action, Handle
from net.protocol import audit, reveals
from net.protocol.deck import Composition, Fault, Mixed, OurSecrets, blind_secret, open_private
from net.protocol.elgamal import Ciphertext, check_key, joint_key
from net.protocol.group import HiddenError, Point
from net.protocol.machine import Later, Refused
from net.protocol.parts import View
from net.protocol.reveals import (
    BadPart,
    Job,
    MixJob,
    RemaskJob,
    RevealJob,
    RevealNode,
    SeedAudit,
    ShowJob,
    ShuffleJob,
)
from net.protocol.seated import Seated
from net.protocol.settings import Deadline

LISTS: dict[str, type[Job]] = {"shuffle": ShuffleJob, "mix": MixJob, "remask": RemaskJob}


@dataclass(frozen=True)
class Outcome:
    """What one logged part (or key) did: its `event` for the node's machine
    (net/protocol/reveals.py) and, for a bad part or a false claim, `why` and `culprit`: the
    member that sent a bad part (None when nobody can be named: a card no deck holds), the
    seat of a false claim."""

    event: str
    why: str = ""
    culprit: int | None = None
    outputs: tuple[str, ...] = ()  # the node machine's, once fired (`Hidden.take`)
    resolutions: tuple[Action, ...] = ()  # on `apply`: the actions, in request order
    learned: tuple[tuple[int, dict[Handle, Any]], ...] = ()  # (seat, its whole knowledge)


def _bad(why: str, culprit: int | None) -> Outcome:
    return Outcome(reveals.BAD_PART, why, culprit)


class Hidden:
    """One peer's side of hidden information at a table (see the module docstring)."""

    def __init__(self, at: Seated, deadline: Deadline) -> None:
        self.table, self.roster, self.derive = at.table, at.roster, at.derive
        self.deadline = deadline  # of each node's parts and of the seeds at the end
        self.members = list(at.members)
        self.mine = at.mine
        self.keys: dict[int, Point] = {}
        self.pk: Point | None = None
        self.decks: dict[str, list[Ciphertext]] = {}
        self.comps: dict[str, Composition] = {}
        self.entries: list[audit.Entry] = []
        self.serial = 0  # reveals so far: each one's serial (docs/protocol.md, "Reveals")
        self.seats = at.ours
        self._known: dict[int, dict[Handle, Any]] = {seat: {} for seat in self.seats}
        self.changed: set[int] = set()  # seats whose knowledge changed (Learned to emit)
        self.node: RevealNode | None = None
        self.audit: SeedAudit | None = None
        self.faults: list[Fault] = []
        self._ours: OurSecrets | None = None

    # -- what we know ----------------------------------------------------------------------

    def knowledge(self, seat: int) -> dict[Handle, Any]:
        """A copy of what `seat` (one we drive) was told; empty for any other seat."""
        return dict(self._known.get(seat, {}))

    def take_changed(self) -> set[int]:
        """The seats whose knowledge changed since the last call."""
        changed, self.changed = self.changed, set()
        return changed

    def _learn(self, seats: Sequence[int], handle: Handle, value: Any) -> None:
        for seat in seats:
            if seat in self._known and self._known[seat].get(handle) != value:
                self._known[seat][handle] = value
                self.changed.add(seat)

    @property
    def ours(self) -> OurSecrets:
        """Our secrets (a member only): derived from the profile key, never stored."""
        if self._ours is None:
            assert self.mine is not None
            self._ours = OurSecrets(self.seed(), self.table, self.mine)
        return self._ours

    def seed(self) -> bytes:
        """Our per-table seed: derive("hidden" || table); revealed at the audit."""
        return self.derive(b"hidden" + self.table)

    def member(self, sender: bytes) -> int:
        """The sender's member index; Refused for a stranger."""
        if sender not in self.members:
            raise Refused("hidden information from a peer not at the table")
        return self.members.index(sender)

    def label(self, member: int) -> str:
        """A member as people read it: its name, fingerprint and the seats it drives."""
        key = self.members[member]
        seats = ", ".join(self.roster.seat_label(s) for s in self.roster.seats_of(key))
        return self.roster.peer_label(key) + (f" (driving {seats})" if seats else "")

    # -- keys --------------------------------------------------------------------------------

    def key(self, sender: bytes, body: dict[str, Any]) -> Outcome:
        """A member's table key, its proof checked at once: a `part`, or a bad part."""
        member = self.member(sender)
        if member in self.keys:
            raise Refused("a second table key")
        try:
            self.keys[member] = check_key(self.table, member, body["key"], body["proof"])
        except HiddenError as exc:
            return _bad(str(exc), member)
        if len(self.keys) == len(self.members):
            self.pk = joint_key(self.keys[m] for m in sorted(self.keys))
        return Outcome(reveals.PART)

    # -- a node ------------------------------------------------------------------------------

    def open(self, index: int, requests: Sequence[hidden.Request], now: float) -> RevealNode:
        """The node at step `index` (opened now if it is not yet)."""
        if self.node is None or self.node.index != index:
            self.node = RevealNode(index, [self._job(r) for r in requests], now, self.deadline)
        return self.node

    def _job(self, request: hidden.Request) -> Job:
        m = len(self.members)
        if isinstance(request, hidden.Shuffle):
            comp = Composition(request.deck, request.values)
            return ShuffleJob(request=request, members=m, composition=comp, cards=comp.initial())
        if isinstance(request, hidden.Mix):  # the cards as they lie, for every member to shuffle
            comp = Mixed(request.deck, self._parts(request.handles))
            gathered = [self.decks[d][p] for d, p in request.handles]
            return MixJob(request=request, members=m, composition=comp, cards=gathered)
        if isinstance(request, hidden.Remask):
            cards = tuple(self.decks[d][p] for d, p in request.handles)
            holder = self.members.index(self.roster.seats[request.seat].peer)
            return RemaskJob(request=request, members=m, holder=holder, cards=cards)
        deck, position = request.handle
        card, serial = self.decks[deck][position], self.serial
        self.serial += 1
        if isinstance(request, hidden.Show):
            comp = self.comps[deck]
            return ShowJob(request=request, members=m, table=self.table, serial=serial,
                           card=card, composition=comp)  # fmt: skip
        drivers = {self.roster.seats[s].peer for s in request.seats}
        requesters = tuple(i for i, key in enumerate(self.members) if key in drivers)
        return RevealJob(request=request, members=m, table=self.table, serial=serial,
                         card=card, requesters=requesters)  # fmt: skip

    def open_at(self, at: View) -> RevealNode:
        """The REVEAL node the game is at (its requests asked of the core; opened now if it
        is not yet)."""
        return self.open(at.index, hidden.requests(at.game, at.state), at.now)

    def take(self, kind: str, sender: bytes, body: dict[str, Any], at: View) -> Outcome:
        """One logged part of the node the game is at: its outcome once the node's machine
        took its event, with what our seats learned and, on `apply`, the resolutions."""
        node = self.open_at(at)
        outcome = self.part(kind, sender, body, node)
        outputs = node.fire(outcome.event)
        done = tuple(self.resolutions()) if reveals.APPLY in outputs else ()
        learned = tuple((seat, self.knowledge(seat)) for seat in sorted(self.take_changed()))
        return Outcome(outcome.event, outcome.why, outcome.culprit, outputs, done, learned)

    def part(self, kind: str, sender: bytes, body: dict[str, Any], node: RevealNode) -> Outcome:
        """Take one logged part of the node: its outcome (the event, and what a bad part or
        a false claim was). Later, Refused as usual."""
        member = self.member(sender)
        if self.pk is None:
            raise Later  # every key comes before any part that needs the joint key
        j = body["request"]
        try:
            if kind in ("shuffle", "mix", "remask"):
                job = node.job(j, LISTS[kind])
                if type(job) is not LISTS[kind]:  # a shuffle for a mix, or a mix for one
                    raise Refused(f"no {kind} request {j} at step {node.index}")
                assert isinstance(job, (ShuffleJob, RemaskJob))
                taken = job.take(member, body["cards"])
                mix = isinstance(job, MixJob)
                if isinstance(job, RemaskJob) or (mix and member == 0):
                    request = job.request  # the audit gathers the input of a re-masking or mix
                    assert isinstance(request, (hidden.Remask, hidden.Mix))
                    self.entries.append(audit.Gathered(request.deck, request.handles, mix))
                self.entries.append(taken)
                if isinstance(job, RemaskJob) and member == self.mine:
                    self._remasked(job)
            elif kind == "request":
                job = node.job(j, RevealJob)
                if isinstance(job, ShowJob):
                    raise Refused(f"a private request for public reveal {j}")
                assert isinstance(job, RevealJob)
                job.ask(member, body["blinded"], body["proof"])
            else:
                job = node.job(j, RevealJob)
                assert isinstance(job, RevealJob)
                job.share(member, body["to"], self.keys[member], body["share"], body["proof"])
        except BadPart as exc:
            return _bad(str(exc), exc.member)
        return self._after(job)

    def _after(self, job: Job) -> Outcome:
        """What a taken part did: open our card, check a claim, or just progress."""
        if isinstance(job, ShowJob) and job.complete():
            try:
                value = job.value()
            except HiddenError as exc:
                return _bad(f"{exc}: a shuffle was tampered with", None)
            request = job.request
            assert isinstance(request, hidden.Show)
            if request.claim is not None and request.claim[1] != value:
                seat, claimed = request.claim
                why = f"claimed {claimed!r} for {request.handle}, and it is {value!r}"
                return Outcome(reveals.FALSE_CLAIM, why, seat)
            self._learn(self.seats, request.handle, value)
        elif self._ours_to_open(job):
            assert isinstance(job, RevealJob) and isinstance(job.request, hidden.Reveal)
            job.opened = True
            try:
                value = self._open(job)
            except HiddenError as exc:
                return _bad(f"{exc}: a shuffle was tampered with", None)
            self._learn(job.request.seats, job.request.handle, value)
        done = all(j.complete() for j in self.node_jobs())
        return Outcome(reveals.LAST_PART if done else reveals.PART)

    def _ours_to_open(self, job: Job) -> bool:
        """Whether `job` is a private reveal whose card we asked for and can open now."""
        if type(job) is not RevealJob or job.opened or self.mine is None:
            return False
        return job.done_for(self.mine)

    def node_jobs(self) -> list[Job]:
        """The open node's jobs."""
        return self.node.jobs if self.node is not None else []

    def _open(self, job: RevealJob) -> Any:
        """Our card of a private reveal: unblind the others' shares, add ours."""
        assert self.mine is not None
        reveal = job.reveal_id(self.mine)
        b = blind_secret(self.ours.seed, reveal)
        shares = (p for p, _ in job.shares[self.mine].values())
        point = open_private(job.card, b, self.ours.x, shares)
        return self.comps[reveal.deck].lookup(point)

    def _remasked(self, job: RemaskJob) -> None:
        """Our own re-masking: the holder seat learns which new handle holds what."""
        request = job.request
        assert isinstance(request, hidden.Remask)
        secrets = self.ours.shuffle_secrets(request.deck, 0, len(request.handles))
        known = self._known.get(request.seat, {})
        for i, p in enumerate(secrets.perm):
            old = request.handles[p]
            if old in known:
                self._learn([request.seat], (request.deck, i), known[old])

    def resolutions(self) -> list[Action]:
        """The complete node's resolution actions, in request order; the decks and the
        audit's entries follow."""
        assert self.node is not None
        out: list[Action] = []
        for job in self.node.jobs:
            request = job.request
            if isinstance(job, ShuffleJob):
                self.decks[job.composition.deck] = list(job.cards)
                self.comps[job.composition.deck] = job.composition
            elif isinstance(job, RemaskJob):
                assert isinstance(request, hidden.Remask) and job.output is not None
                self._new_mix(request, job.output)
            elif isinstance(job, ShowJob):
                self.entries += job.entries()
                assert isinstance(request, hidden.Show)
                out.append(hidden.resolution(request, job.value()))
                continue
            elif isinstance(job, RevealJob):
                self.entries += job.entries()
            out.append(hidden.resolution(request))
        self.node = None
        return out

    def _new_mix(self, request: hidden.Remask, output: Sequence[Ciphertext]) -> None:
        self.comps[request.deck] = Mixed(request.deck, self._parts(request.handles))
        self.decks[request.deck] = list(output)

    def _parts(self, handles: Sequence[Handle]) -> list[Composition]:
        """The compositions of the decks `handles` come from, each once, in order."""
        parts: list[Composition] = []
        for d, _ in handles:
            if self.comps[d] not in parts:
                parts.append(self.comps[d])
        return parts

    # -- the audit ---------------------------------------------------------------------------

    def end(self, now: float) -> None:
        """Our game reached its confirmed end: the seed audit opens (once)."""
        if self.audit is None:
            self.audit = SeedAudit(len(self.members), now, self.deadline)

    def seed_part(self, sender: bytes, seed: bytes) -> tuple[str, ...]:
        """A member's seed: the audit machine's outputs (once every seed is in, the audit
        runs and `faults` holds its findings). Later before our own end of the game."""
        if self.audit is None:
            raise Later
        member = self.member(sender)
        if member in self.audit.seeds:
            raise Refused("a second seed")
        self.audit.seeds[member] = seed
        if self.audit.due():
            return self.audit.fire(reveals.SEED)
        check = audit.Audit(self.table, self.comps, self.keys, self.audit.seeds)
        self.faults = check.run(self.entries)
        clean = reveals.LAST_SEED_FAULTY if self.faults else reveals.LAST_SEED_CLEAN
        return self.audit.fire(clean)

    def withholding(self, now: float) -> tuple[tuple[str, ...], list[int], Any] | None:
        """Time passes for the open node (or the seed audit): its machine's outputs, the
        members it waits for (sorted) and the machine; None when nothing is open."""
        machine: RevealNode | SeedAudit | None = self.audit or self.node
        if machine is None:
            return None
        outputs = machine.tick(now)
        due = machine.due() | (set(range(len(self.members))) - set(self.keys))
        return outputs, sorted(due), machine

    def fault_text(self) -> str:
        """The audit's findings, each naming the member as people read it."""
        texts = []
        for fault in self.faults:
            where = f" in deck {fault.deck!r}" if fault.deck else ""
            at = f" at position {fault.position}" if fault.position is not None else ""
            texts.append(f"{self.label(fault.seat)}{where}{at}: {fault.what}")
        return "the audit failed: " + "; ".join(texts)
