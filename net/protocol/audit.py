"""The end-of-game audit of hidden information (../shared/design/HIDDEN-INFORMATION.md).

At the end every seat reveals its 32-byte per-table seed. One seed binds every secret the
seat used: its key x (checked against the logged X = x·G, which nobody can open with
another seed), its shuffle permutations and randomizers and its blinding factors are all
derived from it (net/protocol/deck.py). The audit replays the logged lists in order:

- every key: the seed's x·G is the logged X;
- every shuffle, re-masking and mix: the logged output is the input re-randomized and
  permuted by the seat's derived secrets (net/protocol/deck.check_shuffle), naming each wrong
  position; a mix's list (whose input is cards of earlier decks, `Gathered`) must also
  open, with every x, to exactly the values its input opens to;
- every reveal: the request is b·A for the requester's b, every share is x_p·H with a
  proof that checks;
- every claim: with every x known, the card decrypts to the claimed value.

Each finding is a `Fault` naming the seat and the position; an empty list is a clean game.
Pure: the caller passes the logged entries (net/ wiring builds them from the record).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from net.protocol.deck import (
    Composition,
    Fault,
    RevealId,
    blind_secret,
    check_shuffle,
    derive_shuffle,
    shuffle_label,
)
from net.protocol.elgamal import (
    Ciphertext,
    check_dleq,
    joint_key,
    key_secret,
    share,
    unmask,
)
from net.protocol.group import IDENTITY, ZERO, HiddenError, Point, Scalar, base, mul, scalar_add


@dataclass(frozen=True)
class Shuffled:
    """A logged shuffle (positions None) or re-masking of `positions` by `seat`: the new
    ciphertexts, in order (for a re-masking, those of `positions`)."""

    seat: int
    deck: str
    serial: int
    output: tuple[Ciphertext, ...]
    positions: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Revealed:
    """A logged reveal: the blinded request (private) or None (public), and each sharing
    seat's (share, proof)."""

    reveal: RevealId
    shares: Mapping[int, tuple[Point, bytes]]
    blinded: Point | None = None


@dataclass(frozen=True)
class Claimed:
    """A seat's claim that the card at (deck, position) is `value`."""

    seat: int
    deck: str
    position: int
    value: Any


@dataclass(frozen=True)
class Gathered:
    """A new deck made of cards of earlier decks, in order: the input of a re-masking into
    it (a hand of handles from several decks, docs/hidden-information.md's Remask), or of
    the members' shuffles of a mix (`mix`: each list's opened values are checked too)."""

    deck: str
    sources: tuple[tuple[str, int], ...]
    mix: bool = False


Entry = Shuffled | Revealed | Claimed | Gathered


@dataclass
class Audit:
    """One audit: the table, the decks' compositions, the logged keys and revealed seeds."""

    table: bytes
    compositions: Mapping[str, Composition]
    keys: Mapping[int, Point]
    seeds: Mapping[int, bytes]
    faults: list[Fault] = field(default_factory=list)

    def run(self, entries: Sequence[Entry]) -> list[Fault]:
        """Every fault in the logged `entries`, in order; empty when the game was clean."""
        self.pk = joint_key(self.keys[s] for s in sorted(self.keys))
        self.xs = {seat: self._key(seat) for seat in sorted(self.keys)}
        self.decks = {name: c.initial() for name, c in self.compositions.items()}
        self.mixes: set[str] = set()
        for entry in entries:
            if isinstance(entry, Shuffled):
                self._shuffled(entry)
            elif isinstance(entry, Revealed):
                self._revealed(entry)
            elif isinstance(entry, Gathered):
                self.decks[entry.deck] = [self.decks[d][p] for d, p in entry.sources]
                if entry.mix:
                    self.mixes.add(entry.deck)
            else:
                self._claimed(entry)
        return self.faults

    def _fault(self, seat: int, what: str, deck: str = "", position: int | None = None) -> None:
        self.faults.append(Fault(seat, what, deck, position))

    def _key(self, seat: int) -> Scalar | None:
        """The seat's x from its revealed seed (None if it has none or it does not open X)."""
        seed = self.seeds.get(seat)
        if seed is None:
            self._fault(seat, "revealed no seed at the audit")
            return None
        try:
            x = key_secret(seed, self.table, seat)
        except HiddenError:
            self._fault(seat, "revealed a seed that is not 32 bytes")
            return None
        if base(x) != self.keys[seat]:
            self._fault(seat, "revealed a seed that does not open its table key")
            return None
        return x

    def _shuffled(self, entry: Shuffled) -> None:
        """Check one shuffle or re-masking against the seat's derived secrets."""
        deck = self.decks[entry.deck]
        positions = entry.positions if entry.positions is not None else tuple(range(len(deck)))
        before = [deck[p] for p in positions]
        if self.xs.get(entry.seat) is not None:
            label = shuffle_label(self.table, entry.seat, entry.deck, entry.serial)
            secrets = derive_shuffle(self.seeds[entry.seat], label, len(positions))
            for i, why in check_shuffle(before, entry.output, self.pk, secrets):
                where = positions[i] if i < len(positions) else None
                self._fault(entry.seat, f"shuffle {entry.serial}: {why}", entry.deck, where)
        if entry.deck in self.mixes and entry.positions is None:
            self._same_values(entry, before)
        for position, card in zip(positions, entry.output):  # go on from what was logged
            deck[position] = card

    def _same_values(self, entry: Shuffled, before: Sequence[Ciphertext]) -> None:
        """A mix's list opens to the values of the list it was computed from (a multiset:
        the mixed deck holds exactly the cards of its inputs). Needs every x."""
        total = self._total()
        if total is None:
            return  # a seat without a valid seed is already named; nothing decrypts
        opened = [Counter(self._open(c, entry.deck, total) for c in cards)
                  for cards in (before, entry.output)]  # fmt: skip
        if opened[0] != opened[1]:
            differ = sum((opened[1] - opened[0]).values())  # the lists are of one length
            what = f"mix {entry.serial}: its list opens to other values than its input "
            cards = "1 card differs" if differ == 1 else f"{differ} cards differ"
            self._fault(entry.seat, what + f"({cards})", entry.deck)

    def _total(self) -> Scalar | None:
        """The sum of every seat's x (None if a seat has no valid seed)."""
        total = ZERO
        for x in self.xs.values():
            if x is None:
                return None
            total = scalar_add(total, x)
        return total

    def _open(self, card: Ciphertext, deck: str, total: Scalar) -> Any:
        """The value of `card` of `deck` decrypted with every x (None: no card of it)."""
        point = card.b  # an unshuffled card (0, M) is M
        if card.a != IDENTITY:
            point = unmask(card, mul(total, card.a))
        try:
            return self.compositions[deck].lookup(point)
        except HiddenError:
            return None

    def _revealed(self, entry: Revealed) -> None:
        """Check a reveal's request and shares with every x known."""
        reveal = entry.reveal
        card = self.decks[reveal.deck][reveal.position]
        h = card.a
        if h == IDENTITY:  # nothing can be revealed before the deck is shuffled
            self._fault(reveal.to, "a reveal of an unshuffled card", reveal.deck, reveal.position)
            return
        if entry.blinded is not None:
            seed, h = self.seeds.get(reveal.to), entry.blinded
            if seed is not None and mul(blind_secret(seed, reveal), card.a) != h:
                self._fault(reveal.to, "a request that is not a blinding of the card",
                            reveal.deck, reveal.position)
        for seat, (point, proof) in sorted(entry.shares.items()):
            x = self.xs.get(seat)
            proof_ok = check_dleq(self.keys[seat], h, point, proof, reveal.share_context(seat))
            if not proof_ok or (x is not None and share(x, h) != point):
                self._fault(seat, f"a wrong share in reveal {reveal.serial}",
                            reveal.deck, reveal.position)

    def _claimed(self, entry: Claimed) -> None:
        """Decrypt the claimed card with every x and compare."""
        total = self._total()
        if total is None:
            return  # a seat without a valid seed is already named; nothing decrypts
        value = self._open(self.decks[entry.deck][entry.position], entry.deck, total)
        if value is None or value != entry.value:
            self._fault(entry.seat, "a claim that does not match the card",
                        entry.deck, entry.position)
