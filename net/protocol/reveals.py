"""Reveal nodes and the audit: the fifth state machine (docs/protocol.md, "Reveals").

At a REVEAL node (docs/hidden-information.md, "What a driver does at a REVEAL node") every
request of the node is performed at once, in one round of messages; the node is one step
of the lockstep: when every request is complete, their resolutions are applied in request
order (each an ordinary action) and the step is acked. One `RevealNode` machine per node:

    performing --part--> performing --last_part--> complete (apply)
    performing|late --bad_part--> (same state), stop_fault    a share or list that fails
    performing|late --false_claim--> (same state), stop_claim  a Show differing from its claim
    performing --deadline--> late (name_late) --give_up--> abandoned (stop_withheld)

At the end of a game with secrets, one `SeedAudit` machine collects every member's seed
and runs net/protocol/audit.py: clean, the game is finished; a fault stops the table
naming the peer.

The jobs below are one per request: what each needs from whom, checked at once on receipt
(net/protocol/deck.py). Which peer does what (net/protocol/hiddentable.py): the crypto
"seat" of a peer is its member index (the roster's `peers` order); a private reveal to
seats S is requested by every peer driving a seat of S, each answered by every other peer.
Pure.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from core import hidden
from net.protocol.audit import Entry, Revealed, Shuffled
from net.protocol.deck import PUBLIC, Composition, RevealId, check_request, check_share, open_public
from net.protocol.elgamal import Ciphertext
from net.protocol.group import HiddenError, Point
from net.protocol.machine import Later, Machine, Refused, Table
from net.protocol.settings import Deadline

# States
PERFORMING, LATE, COMPLETE, ABANDONED = "performing", "late", "complete", "abandoned"
COLLECTING, PASSED, FAILED = "collecting", "passed", "failed"
# Events
PART, LAST_PART, BAD_PART, FALSE_CLAIM = "part", "last_part", "bad_part", "false_claim"
DEADLINE_EVENT, GIVE_UP = "deadline", "give_up"
SEED, LAST_SEED_CLEAN, LAST_SEED_FAULTY = "seed", "last_seed_clean", "last_seed_faulty"
# Outputs
APPLY, STOP_FAULT, STOP_CLAIM, NAME_LATE, STOP_WITHHELD = (
    "apply", "stop_fault", "stop_claim", "name_late", "stop_withheld"
)  # fmt: skip
FINISH, STOP_AUDIT = "finish", "stop_audit"


class BadPart(HiddenError):
    """A received part that fails its check: `member` sent it; the text names the place."""

    def __init__(self, member: int, text: str) -> None:
        super().__init__(text)
        self.member = member


def _cards(raw: Any, n: int, member: int, what: str) -> tuple[Ciphertext, ...]:
    """A logged list of n ciphertexts, every point validated; BadPart naming the sender."""
    if not isinstance(raw, list) or len(raw) != n:
        got = len(raw) if isinstance(raw, list) else "no list of"
        raise BadPart(member, f"{what}: {got} cards for a list of {n}")
    try:
        return tuple(Ciphertext.decode(c, f"{what}, card {i}") for i, c in enumerate(raw))
    except HiddenError as exc:
        raise BadPart(member, str(exc)) from None


@dataclass(kw_only=True)
class Job:
    """One request of a node and what it needs; `entries` feed the audit in order."""

    request: hidden.Request
    members: int

    def complete(self) -> bool:  # pragma: no cover - every job overrides it
        """Whether every part is in."""
        raise NotImplementedError

    def due(self) -> set[int]:  # pragma: no cover - every job overrides it
        """The members whose part is awaited now (named after the deadline)."""
        raise NotImplementedError


@dataclass(kw_only=True)
class ShuffleJob(Job):
    """Every member in order shuffles the previous list (the first: the composition's)."""

    KIND: ClassVar[str] = "shuffle"  # the message kind of its parts
    composition: Composition
    cards: list[Ciphertext] = field(default_factory=list)
    done: int = 0  # members that shuffled

    def take(self, member: int, raw: Any) -> Shuffled:
        """Member `member`'s shuffle; Later before its turn."""
        if member > self.done:
            raise Later
        if member < self.done:
            raise Refused(f"a second {self.KIND} of deck {self.composition.deck!r}")
        what = f"the {self.KIND} of deck {self.composition.deck!r}"
        self.cards = list(_cards(raw, len(self.cards), member, what))
        self.done += 1
        return Shuffled(member, self.composition.deck, 0, tuple(self.cards))

    def complete(self) -> bool:
        """Whether every member shuffled."""
        return self.done == self.members

    def due(self) -> set[int]:
        """The member whose turn it is."""
        return set() if self.complete() else {self.done}


@dataclass(kw_only=True)
class MixJob(ShuffleJob):
    """A Mix: the same turns as a shuffle, from the mixed handles' ciphertexts as they lie
    in their decks (`cards`, gathered in the request's order) instead of a composition's;
    `composition` looks up the points of every input deck."""

    KIND: ClassVar[str] = "mix"


@dataclass(kw_only=True)
class RevealJob(Job):
    """A private reveal: each requester's blinded request, then every other member's share."""

    table: bytes
    serial: int
    card: Ciphertext
    requesters: tuple[int, ...] = ()
    blinded: dict[int, tuple[Point, bytes]] = field(default_factory=dict)
    shares: dict[int, dict[int, tuple[Point, bytes]]] = field(default_factory=dict)
    opened: bool = False  # our own card was opened (once)

    def reveal_id(self, to: int) -> RevealId:
        """The reveal to member `to` (PUBLIC for a Show)."""
        assert isinstance(self.request, (hidden.Reveal, hidden.Show))
        deck, position = self.request.handle
        return RevealId(self.table, deck, position, to, self.serial)

    def ask(self, member: int, blinded: bytes, proof: bytes) -> None:
        """A requester's blinded request, checked at once."""
        if member not in self.requesters:
            raise Refused(f"a request from a peer that drives none of seats {self._seats()}")
        if member in self.blinded:
            raise Refused("a second request for one reveal")
        try:
            point = check_request(self.reveal_id(member), self.card, blinded, proof)
        except HiddenError as exc:
            raise BadPart(member, str(exc)) from None
        self.blinded[member] = (point, proof)
        self.shares[member] = {}

    def base(self, to: int) -> Point:
        """What shares for `to` multiply: its blinded point; Later before its request."""
        if to not in self.requesters:
            raise Refused(f"a share for member {to}, who requested nothing here")
        if to not in self.blinded:
            raise Later
        return self.blinded[to][0]

    def share(self, member: int, to: int, key: Point, value: bytes, proof: bytes) -> None:
        """A member's share for `to`, its proof checked at once."""
        base = self.base(to)
        if member == to:
            raise Refused("a share for its own request")
        got = self.shares.setdefault(to, {})
        if member in got:
            raise Refused("a second share for one reveal")
        try:
            point = check_share(self.reveal_id(to), member, key, base, value, proof)
        except HiddenError as exc:
            raise BadPart(member, str(exc)) from None
        got[member] = (point, proof)

    def done_for(self, to: int) -> bool:
        """Whether `to`'s request has every other member's share."""
        return to in self.blinded and len(self.shares[to]) == self.members - 1

    def complete(self) -> bool:
        """Whether every requester can open the card."""
        return all(self.done_for(r) for r in self.requesters)

    def due(self) -> set[int]:
        """Requesters that did not ask, then members that did not answer a request."""
        missing = {r for r in self.requesters if r not in self.blinded}
        for r in self.blinded:
            missing |= set(range(self.members)) - {r} - set(self.shares[r])
        return missing

    def entries(self) -> list[Entry]:
        """Each request with its shares, for the audit."""
        return [
            Revealed(self.reveal_id(r), dict(self.shares[r]), self.blinded[r][0])
            for r in sorted(self.blinded)
        ]

    def _seats(self) -> tuple[int, ...]:
        return self.request.seats if isinstance(self.request, hidden.Reveal) else ()


@dataclass(kw_only=True)
class ShowJob(RevealJob):
    """A public reveal: every member's share on A; then everyone knows the value."""

    composition: Composition
    public: dict[int, tuple[Point, bytes]] = field(default_factory=dict)

    def share(self, member: int, to: int, key: Point, value: bytes, proof: bytes) -> None:
        """A member's share of the public reveal, its proof checked at once."""
        if to != PUBLIC:
            raise Refused(f"a share for member {to} in a public reveal")
        if member in self.public:
            raise Refused("a second share for one reveal")
        try:
            point = check_share(self.reveal_id(PUBLIC), member, key, self.card.a, value, proof)
        except HiddenError as exc:
            raise BadPart(member, str(exc)) from None
        self.public[member] = (point, proof)

    def complete(self) -> bool:
        """Whether every member's share is in."""
        return len(self.public) == self.members

    def due(self) -> set[int]:
        """Members whose share is missing."""
        return set(range(self.members)) - set(self.public)

    def value(self) -> Any:
        """The card's value, once complete (UnknownCard: no card of the deck)."""
        return self.composition.lookup(open_public(self.card, (p for p, _ in self.public.values())))

    def entries(self) -> list[Entry]:
        """The public reveal, for the audit."""
        return [Revealed(self.reveal_id(PUBLIC), dict(self.public))]


@dataclass(kw_only=True)
class RemaskJob(Job):
    """The holder's peer re-masks the gathered cards into a new deck."""

    holder: int  # the member driving the seat
    cards: tuple[Ciphertext, ...] = ()
    output: tuple[Ciphertext, ...] | None = None

    def take(self, member: int, raw: Any) -> Shuffled:
        """The holder's re-masking."""
        assert isinstance(self.request, hidden.Remask)
        if member != self.holder:
            raise Refused(f"a re-masking by a peer that does not drive seat {self.request.seat}")
        if self.output is not None:
            raise Refused("a second re-masking")
        what = f"the re-masking into deck {self.request.deck!r}"
        self.output = _cards(raw, len(self.cards), member, what)
        return Shuffled(member, self.request.deck, 0, self.output)

    def complete(self) -> bool:
        """Whether the new list is in."""
        return self.output is not None

    def due(self) -> set[int]:
        """The holder, until it re-masked."""
        return set() if self.complete() else {self.holder}


class RevealNode(Machine):
    """The requests of one REVEAL node (one step)."""

    NAME = "reveal node"
    INITIAL = PERFORMING
    TABLE: ClassVar[Table] = {
        (PERFORMING, PART): (PERFORMING, ()),
        (PERFORMING, LAST_PART): (COMPLETE, (APPLY,)),
        (PERFORMING, BAD_PART): (PERFORMING, (STOP_FAULT,)),
        (PERFORMING, FALSE_CLAIM): (PERFORMING, (STOP_CLAIM,)),
        (PERFORMING, DEADLINE_EVENT): (LATE, (NAME_LATE,)),
        (PERFORMING, GIVE_UP): (ABANDONED, (STOP_WITHHELD,)),  # no tick between the two
        (LATE, PART): (LATE, ()),
        (LATE, LAST_PART): (COMPLETE, (APPLY,)),
        (LATE, BAD_PART): (LATE, (STOP_FAULT,)),
        (LATE, FALSE_CLAIM): (LATE, (STOP_CLAIM,)),
        (LATE, GIVE_UP): (ABANDONED, (STOP_WITHHELD,)),
    }

    def __init__(self, index: int, jobs: list[Job], opened_at: float, deadline: Deadline) -> None:
        super().__init__()
        self.index, self.jobs, self.opened_at = index, jobs, opened_at
        self.deadline = deadline

    def job(self, j: int, kind: type[Job]) -> Job:
        """Request j of the node, which must be of `kind`."""
        if not 0 <= j < len(self.jobs) or not isinstance(self.jobs[j], kind):
            raise Refused(f"no {kind.__name__[:-3].lower()} request {j} at step {self.index}")
        return self.jobs[j]

    def progress(self) -> tuple[str, ...]:
        """A part was taken: the outputs (apply once every job is complete)."""
        return self.fire(LAST_PART if all(j.complete() for j in self.jobs) else PART)

    def due(self) -> set[int]:
        """Every member whose part is awaited."""
        return set().union(*(j.due() for j in self.jobs)) if self.jobs else set()

    def tick(self, now: float) -> tuple[str, ...]:
        """Time passes: name the withholders after the deadline, give up later."""
        late, deadline = now - self.opened_at, self.deadline
        if self.state not in (PERFORMING, LATE):
            return ()
        if late > deadline.name_after + deadline.abandon_after:
            return self.fire(GIVE_UP)
        if late > deadline.name_after and self.state == PERFORMING:
            return self.fire(DEADLINE_EVENT)
        return ()


class SeedAudit(Machine):
    """Every member's seed at the end, then the audit of the whole game."""

    NAME = "seed audit"
    INITIAL = COLLECTING
    TABLE: ClassVar[Table] = {
        (COLLECTING, SEED): (COLLECTING, ()),
        (COLLECTING, LAST_SEED_CLEAN): (PASSED, (FINISH,)),
        (COLLECTING, LAST_SEED_FAULTY): (FAILED, (STOP_AUDIT,)),
        (COLLECTING, DEADLINE_EVENT): (LATE, (NAME_LATE,)),
        (COLLECTING, GIVE_UP): (ABANDONED, (STOP_WITHHELD,)),
        (LATE, SEED): (LATE, ()),
        (LATE, LAST_SEED_CLEAN): (PASSED, (FINISH,)),
        (LATE, LAST_SEED_FAULTY): (FAILED, (STOP_AUDIT,)),
        (LATE, GIVE_UP): (ABANDONED, (STOP_WITHHELD,)),
    }

    def __init__(self, members: int, opened_at: float, deadline: Deadline) -> None:
        super().__init__()
        self.members, self.opened_at, self.deadline = members, opened_at, deadline
        self.seeds: dict[int, bytes] = {}

    def due(self) -> set[int]:
        """Members whose seed is missing."""
        return set(range(self.members)) - set(self.seeds)

    def tick(self, now: float) -> tuple[str, ...]:
        """Name the withholders after the deadline, give up later."""
        late, deadline = now - self.opened_at, self.deadline
        if self.state not in (COLLECTING, LATE):
            return ()
        if late > deadline.name_after + deadline.abandon_after:
            return self.fire(GIVE_UP)
        if late > deadline.name_after and self.state == COLLECTING:
            return self.fire(DEADLINE_EVENT)
        return ()
