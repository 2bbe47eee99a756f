"""Encrypted decks: composition, shuffles, re-masking, private and public reveals.

../shared/design/HIDDEN-INFORMATION.md ("The cryptography"); layouts in docs/protocol.md.
Pure: no I/O, no wiring. "Seat" here is the seat a peer's table key is logged under (a
peer that drives several seats keys one of them: the wiring decides which).

- A deck's composition (its values, in canonical order) is public: card v is the point
  M_v = hash_to_group(deck, canonical(v)); the deck starts as (0, M_v) in that order.
- A shuffle by one seat: output[i] = rerandomize(input[perm[i]], r_i), with perm (Fisher–
  Yates) and r_i derived from the seat's seed and the shuffle's serial number. Re-masking
  by a holder is the same on a subset of positions.
- A private reveal to seat i: i logs A' = b·A (b derived) with a proof of knowledge of b;
  every other seat logs x_p·A' with a Chaum–Pedersen proof; i computes
  M = B − (b⁻¹·Σ shares + x_i·A). A public reveal: every seat logs x_p·A with its proof.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from core import canonical
from net.protocol.elgamal import (
    REQUEST_DOMAIN,
    BadProof,
    Ciphertext,
    check_dleq,
    check_dlog,
    combine,
    key_secret,
    plain,
    prove_dleq,
    prove_dlog,
    rerandomize,
    share,
    unmask,
)
from net.protocol.group import (
    IDENTITY,
    HiddenError,
    Point,
    Scalar,
    add,
    decode_point,
    derive_below,
    derive_scalar,
    hash_to_group,
    mul,
    scalar_invert,
    transcript,
    u16,
    u32,
)

PUBLIC = 0xFFFF  # the `to` of a public reveal


class UnknownCard(HiddenError):
    """A decrypted point that is no card of the deck: a wrong share got through, or a bug."""


class Composition:
    """A deck's public composition: its values in canonical order and their points."""

    def __init__(self, deck: str, values: Sequence[Any]) -> None:
        self.deck, self.values = deck, tuple(values)
        self.points = tuple(hash_to_group(deck, canonical.encode(v)) for v in self.values)
        self._by_point: dict[Point, Any] = {}
        for value, point in zip(self.values, self.points):
            if self._by_point.setdefault(point, value) != value:  # pragma: no cover - 2^-126
                raise HiddenError(f"two values of deck {deck!r} share a point")

    def initial(self) -> list[Ciphertext]:
        """The unshuffled deck (0, M_v), in canonical order."""
        return [plain(point) for point in self.points]

    def lookup(self, point: Point) -> Any:
        """The value whose card point is `point`; UnknownCard if none."""
        try:
            return self._by_point[point]
        except KeyError:
            raise UnknownCard(f"a revealed point is no card of deck {self.deck!r}") from None


class Mixed(Composition):
    """The composition of a re-masked deck: the card points of the decks it came from."""

    def __init__(self, deck: str, parts: Sequence[Composition]) -> None:
        self.deck = deck
        self.values = tuple(v for part in parts for v in part.values)
        self.points = tuple(p for part in parts for p in part.points)
        self._by_point = {}
        for part in parts:
            self._by_point.update(part._by_point)


@dataclass(frozen=True)
class Fault:
    """One thing the audit (or a check) found wrong, naming the seat and the place."""

    seat: int
    what: str
    deck: str = ""
    position: int | None = None

    def __str__(self) -> str:
        where = f" in deck {self.deck!r}" if self.deck else ""
        at = f" at position {self.position}" if self.position is not None else ""
        return f"seat {self.seat}{where}{at}: {self.what}"


# --- shuffles ----------------------------------------------------------------------------


@dataclass(frozen=True)
class ShuffleSecrets:
    """A shuffle's secrets: output[i] is input[perm[i]] re-randomized by rs[i]."""

    perm: tuple[int, ...]
    rs: tuple[Scalar, ...]


def shuffle_label(table: bytes, seat: int, deck: str, serial: int) -> tuple[bytes, ...]:
    """The derivation label of one shuffle or re-masking (its serial is unique per seat)."""
    return (table, u16(seat), deck.encode(), u32(serial))


def derive_shuffle(seed: bytes, label: tuple[bytes, ...], n: int) -> ShuffleSecrets:
    """The permutation (Fisher–Yates over derived draws) and randomizers of a shuffle."""
    perm = list(range(n))
    for j in range(n - 1, 0, -1):
        k = derive_below(seed, j + 1, b"perm", *label, u32(j))
        perm[j], perm[k] = perm[k], perm[j]
    rs = tuple(derive_scalar(seed, b"rerandomize", *label, u32(i)) for i in range(n))
    return ShuffleSecrets(tuple(perm), rs)


def shuffle(cards: Sequence[Ciphertext], pk: Point, secrets: ShuffleSecrets) -> list[Ciphertext]:
    """The shuffled list: every card re-randomized, then permuted."""
    if len(secrets.perm) != len(cards):
        raise HiddenError(f"a shuffle of {len(secrets.perm)} cards for a deck of {len(cards)}")
    return [rerandomize(cards[p], r, pk) for p, r in zip(secrets.perm, secrets.rs)]


def remask(
    cards: Sequence[Ciphertext], positions: Sequence[int], pk: Point, secrets: ShuffleSecrets
) -> list[Ciphertext]:
    """The whole deck with the cards at `positions` re-randomized and permuted among
    themselves (a holder hiding which of its cards is which); the rest unchanged."""
    mixed = shuffle([cards[p] for p in positions], pk, secrets)
    out = list(cards)
    for position, card in zip(positions, mixed):
        out[position] = card
    return out


def check_shuffle(
    cards: Sequence[Ciphertext], out: Sequence[Ciphertext], pk: Point, secrets: ShuffleSecrets
) -> list[tuple[int, str]]:
    """Where `out` is not `cards` re-randomized and permuted by `secrets`: (output
    position, why) for every wrong card; empty if the shuffle is right."""
    n = len(cards)
    if len(out) != n:
        return [(0, f"{len(out)} cards out of a shuffle of {n}")]
    if sorted(secrets.perm) != list(range(n)) or len(secrets.rs) != n:
        return [(0, "the shuffle's secrets are not a permutation of the deck")]
    where: dict[Ciphertext, list[int]] = {}
    for i, card in enumerate(out):
        where.setdefault(card, []).append(i)
    wrong = []
    for i, (p, r) in enumerate(zip(secrets.perm, secrets.rs)):
        if out[i] == rerandomize(cards[p], r, pk):
            continue  # right, even if a cheater copied it elsewhere: the copy is named
        copies = [j for j in where[out[i]] if j != i]
        why = f"a copy of the card at position {copies[0]}" if copies else "not the card"
        wrong.append((i, f"{why} (expected the card from position {p} re-randomized)"))
    return wrong


# --- reveals -----------------------------------------------------------------------------


@dataclass(frozen=True)
class RevealId:
    """Which reveal: the table, the card (deck, position), who learns it (a seat, or PUBLIC)
    and a serial number unique at the table. Every proof of the reveal is bound to it."""

    table: bytes
    deck: str
    position: int
    to: int
    serial: int

    def context(self) -> bytes:
        """The bytes the reveal's proofs are bound to."""
        deck, position = self.deck.encode(), u32(self.position)
        return transcript(b"", self.table, deck, position, u16(self.to), u32(self.serial))

    def share_context(self, seat: int) -> bytes:
        """The bytes one seat's share proof is bound to."""
        return self.context() + u16(seat)


def blind_secret(seed: bytes, reveal: RevealId) -> Scalar:
    """The requester's blinding factor b for one private reveal."""
    return derive_scalar(seed, b"blind", reveal.context())


def make_request(seed: bytes, reveal: RevealId, card: Ciphertext) -> tuple[Point, bytes]:
    """A private reveal's request: A' = b·A and the proof that we know b."""
    b = blind_secret(seed, reveal)
    blinded = mul(b, card.a)
    return blinded, prove_dlog(b, card.a, blinded, REQUEST_DOMAIN, reveal.context())


def check_request(reveal: RevealId, card: Ciphertext, blinded: bytes, proof: bytes) -> Point:
    """A received request as a point; BadProof naming the requester if it is not a blinding
    of the card it names."""
    point = decode_point(blinded, f"seat {reveal.to}'s reveal request")
    if not check_dlog(card.a, point, proof, REQUEST_DOMAIN, reveal.context()):
        raise BadProof(
            f"seat {reveal.to}'s request for {reveal.deck!r} position {reveal.position}: "
            "the proof of blinding does not check"
        )
    return point


def make_share(x: Scalar, reveal: RevealId, seat: int, base_point: Point) -> tuple[Point, bytes]:
    """Our share x·H of a reveal and its Chaum–Pedersen proof."""
    y = share(x, base_point)
    return y, prove_dleq(x, base_point, y, reveal.share_context(seat))


def check_share(
    reveal: RevealId, seat: int, key: Point, base_point: Point, value: bytes, proof: bytes
) -> Point:
    """A received share as a point; BadEncoding or BadProof naming the seat and the card if
    it is not x·H for the x of the seat's key."""
    what = f"seat {seat}'s share for {reveal.deck!r} position {reveal.position}"
    point = decode_point(value, what)
    if not check_dleq(key, base_point, point, proof, reveal.share_context(seat)):
        raise BadProof(f"{what}: the Chaum–Pedersen proof does not check")
    return point


def open_private(
    card: Ciphertext, blind: Scalar, own: Scalar, shares: Iterable[Point]
) -> Point:
    """The requester's card point: B − (b⁻¹·Σ shares on A' + x_own·A). With no other
    key holder (one peer drives every seat: a person and bots) there are no shares, and
    their sum is the identity, which libsodium's multiplication refuses: it is skipped."""
    received = list(shares)
    others = mul(scalar_invert(blind), combine(received)) if received else IDENTITY
    return unmask(card, add(others, share(own, card.a)))


def open_public(card: Ciphertext, shares: Iterable[Point]) -> Point:
    """The card point of a public reveal: B − Σ shares (every seat's, on A)."""
    return unmask(card, combine(shares))


class OurSecrets:
    """Our side: every hidden-information secret, derived from the per-table seed."""

    def __init__(self, seed: bytes, table: bytes, seat: int) -> None:
        self.seed, self.table, self.seat = seed, table, seat
        self.x = key_secret(seed, table, seat)

    def shuffle_secrets(self, deck: str, serial: int, n: int) -> ShuffleSecrets:
        """Our secrets for shuffle (or re-masking) `serial` of `deck`, over n cards."""
        return derive_shuffle(self.seed, shuffle_label(self.table, self.seat, deck, serial), n)

    def __repr__(self) -> str:  # never the seed or x: a repr may reach a log
        return f"OurSecrets(seat={self.seat})"
