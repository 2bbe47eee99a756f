"""ElGamal over net/protocol/group.py: table keys, ciphertexts, decryption shares and their proofs.

The formulas of ../shared/design/HIDDEN-INFORMATION.md ("The cryptography"), byte layouts
in docs/protocol.md ("Hidden information: the cryptography"):

- table key: x = derive(seed, "key", table, seat), X = x·G, with a Schnorr proof of
  knowledge (c, s) bound to the table and seat; the joint key is PK = Σ X_p;
- ciphertext (A, B) of a card point M: (0, M) at first, re-randomized to
  (A + r·G, B + r·PK); decrypted as B − Σ x_p·A;
- a decryption share x·H (H = A, or a blinded A' = b·A) with a Chaum–Pedersen proof that
  log_G X = log_H (x·H), bound to its reveal and seat;
- a blinded request A' = b·A with a Schnorr proof of knowledge of b to base A, so a seat
  can only ask for shares of the card it names.

Proofs are (c, s), 64 bytes: c = H(domain, context, statement, commitments) reduced mod L,
s = k + c·w, with the nonce k derived from the witness and the statement (as RFC 8032's).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass

from net.protocol.group import (
    IDENTITY,
    SIZE,
    ZERO,
    BadEncoding,
    G,
    HiddenError,
    Point,
    Scalar,
    add,
    base,
    decode_point,
    decode_scalar,
    derive_scalar,
    hash_scalar,
    mul,
    reduce64,
    scalar_add,
    scalar_mul,
    sub,
    transcript,
    u16,
)

KEY_DOMAIN = b"tavolata/hidden/v1/key\x00"
REQUEST_DOMAIN = b"tavolata/hidden/v1/request\x00"
SHARE_DOMAIN = b"tavolata/hidden/v1/share\x00"
NONCE_DOMAIN = b"tavolata/hidden/v1/nonce\x00"
PROOF_SIZE = 2 * SIZE


class BadProof(HiddenError):
    """A proof that does not check; the message names the statement, never a secret."""


# --- proofs ------------------------------------------------------------------------------


def _nonce(witness: Scalar, domain: bytes, *statement: bytes) -> Scalar:
    """The proof nonce k: keyed BLAKE2b-512 under the witness of everything proved."""
    data = transcript(NONCE_DOMAIN, domain, *statement)
    k = reduce64(hashlib.blake2b(data, digest_size=64, key=witness).digest())
    if k == ZERO:  # pragma: no cover - probability 2^-252
        raise HiddenError("a proof nonce is zero")
    return k


def _times(s: Scalar, point: Point) -> Point:
    """s·point, by the faster base multiplication when the point is G."""
    return base(s) if point == G else mul(s, point)


def prove_dlog(w: Scalar, gen: Point, pub: Point, domain: bytes, context: bytes) -> bytes:
    """Schnorr proof (c, s) that we know w with pub = w·gen."""
    k = _nonce(w, domain, context, gen, pub)
    c = hash_scalar(domain, context, gen, pub, _times(k, gen))
    return c + scalar_add(k, scalar_mul(c, w))


def _split(proof: bytes) -> tuple[Scalar, Scalar] | None:
    """A 64-byte proof as its two reduced scalars, or None if it is not one."""
    if not isinstance(proof, bytes) or len(proof) != PROOF_SIZE:
        return None
    try:
        return decode_scalar(proof[:SIZE]), decode_scalar(proof[SIZE:])
    except HiddenError:
        return None


def check_dlog(gen: Point, pub: Point, proof: bytes, domain: bytes, context: bytes) -> bool:
    """Whether `proof` shows knowledge of log_gen(pub) (points already validated); a
    malformed proof does not."""
    scalars = _split(proof)
    if scalars is None:
        return False
    c, s = scalars
    commitment = sub(_times(s, gen), mul(c, pub))
    return hash_scalar(domain, context, gen, pub, commitment) == c


def prove_dleq(w: Scalar, h: Point, y: Point, context: bytes) -> bytes:
    """Chaum–Pedersen proof (c, s) that log_G(w·G) = log_h(y), for y = w·h."""
    x = base(w)
    k = _nonce(w, SHARE_DOMAIN, context, x, h, y)
    c = hash_scalar(SHARE_DOMAIN, context, x, h, y, base(k), mul(k, h))
    return c + scalar_add(k, scalar_mul(c, w))


def check_dleq(x: Point, h: Point, y: Point, proof: bytes, context: bytes) -> bool:
    """Whether `proof` shows log_G(x) = log_h(y) (points already validated)."""
    scalars = _split(proof)
    if scalars is None:
        return False
    c, s = scalars
    r1 = sub(base(s), mul(c, x))
    r2 = sub(mul(s, h), mul(c, y))
    return hash_scalar(SHARE_DOMAIN, context, x, h, y, r1, r2) == c


# --- table keys --------------------------------------------------------------------------


def key_context(table: bytes, seat: int) -> bytes:
    """What a key proof is bound to: the 16-byte table id and the seat."""
    return table + u16(seat)


def key_secret(seed: bytes, table: bytes, seat: int) -> Scalar:
    """Our table secret x, derived again from the per-table seed after a restart."""
    return derive_scalar(seed, b"key", table, u16(seat))


def make_key(seed: bytes, table: bytes, seat: int) -> tuple[Point, bytes]:
    """Our logged key: X = x·G and its Schnorr proof of knowledge (32 + 64 bytes)."""
    x = key_secret(seed, table, seat)
    public = base(x)
    return public, prove_dlog(x, G, public, KEY_DOMAIN, key_context(table, seat))


def check_key(table: bytes, seat: int, public: bytes, proof: bytes) -> Point:
    """A received key as a point; BadEncoding or BadProof naming the seat if it is bad."""
    point = decode_point(public, f"seat {seat}'s table key")
    if not check_dlog(G, point, proof, KEY_DOMAIN, key_context(table, seat)):
        raise BadProof(f"seat {seat}'s table key: the proof of knowledge does not check")
    return point


def joint_key(keys: Iterable[Point]) -> Point:
    """PK = Σ X_p over every peer's checked key."""
    total = IDENTITY
    for key in keys:
        total = add(total, key)
    if total == IDENTITY:  # only a set of keys built to cancel, which proofs prevent
        raise HiddenError("the joint key is the identity")
    return total


# --- ciphertexts -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ciphertext:
    """An ElGamal ciphertext (A, B) = (r·G, M + r·PK); 64 bytes A ‖ B on the wire."""

    a: Point
    b: Point

    def encode(self) -> bytes:
        """The 64 bytes A ‖ B."""
        return self.a + self.b

    @classmethod
    def decode(cls, data: bytes, what: str = "ciphertext") -> Ciphertext:
        """A received ciphertext: both halves valid points (never the identity)."""
        if not isinstance(data, bytes) or len(data) != 2 * SIZE:
            raise BadEncoding(f"{what}: a ciphertext is {2 * SIZE} bytes")
        a, b = decode_point(data[:SIZE], f"{what} (A)"), decode_point(data[SIZE:], f"{what} (B)")
        return cls(a, b)


def plain(card: Point) -> Ciphertext:
    """The unshuffled ciphertext (0, M) of a card: built locally, never received."""
    return Ciphertext(IDENTITY, card)


def rerandomize(ct: Ciphertext, r: Scalar, pk: Point) -> Ciphertext:
    """(A + r·G, B + r·PK): the same card, unlinkable to `ct` without r."""
    return Ciphertext(add(ct.a, base(r)), add(ct.b, mul(r, pk)))


def share(x: Scalar, h: Point) -> Point:
    """A decryption share x·h (h = A, or the blinded A')."""
    return mul(x, h)


def combine(shares: Iterable[Point]) -> Point:
    """Σ shares."""
    total = IDENTITY
    for point in shares:
        total = add(total, point)
    return total


def unmask(ct: Ciphertext, total: Point) -> Point:
    """The card point B − Σ x_p·A, given the full sum of shares on A."""
    return sub(ct.b, total)
