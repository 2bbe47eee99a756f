"""The group of hidden information: Ed25519's prime-order subgroup through libsodium.

Every curve operation is libsodium's (PyNaCl's `crypto_core_ed25519_*` and
`crypto_scalarmult_ed25519_*noclamp`); nothing here does field arithmetic
(../shared/design/HIDDEN-INFORMATION.md, "The cryptography"). Encodings (docs/protocol.md,
"Hidden information: the cryptography"):

- a point is the 32-byte compressed Ed25519 encoding; a received point must pass
  `crypto_core_ed25519_is_valid_point` (canonical, on the curve, in the prime-order
  subgroup, not of small order: so never the identity);
- a scalar is 32 bytes little-endian, reduced (below L); zero is refused where a secret or
  a randomizer is expected.

Hashes are BLAKE2b over a NUL-terminated domain string, then each part as u32 big-endian
length and bytes (`transcript`). Secrets derive from a 32-byte per-table seed, keyed
BLAKE2b, so a restarted peer derives them again (as net/protocol/commit.py's nonces are).
"""

from __future__ import annotations

import hashlib
import struct
from typing import NewType

from nacl import bindings as sodium
from nacl.exceptions import RuntimeError as SodiumError

Point = NewType("Point", bytes)
Scalar = NewType("Scalar", bytes)

SIZE = 32
L = 2**252 + 27742317777372353535851937790883648493  # the order of the subgroup
IDENTITY = Point(b"\x01" + bytes(31))  # only ever built locally: never accepted from a peer
ZERO = Scalar(bytes(SIZE))
ONE = Scalar((1).to_bytes(SIZE, "little"))
G = Point(sodium.crypto_scalarmult_ed25519_base_noclamp(ONE))

DERIVE_DOMAIN = b"tavolata/hidden/v1/derive\x00"
CARD_DOMAIN = b"tavolata/hidden/v1/card\x00"


class HiddenError(ValueError):
    """Bad hidden-information data: the message names what is wrong, never a secret."""


class BadEncoding(HiddenError):
    """Bytes that are not a valid point or scalar (wrong length, non-canonical, bad point)."""


def transcript(domain: bytes, *parts: bytes) -> bytes:
    """The unambiguous hash input: the domain, then every part length-prefixed (u32 BE)."""
    return domain + b"".join(struct.pack(">I", len(p)) + p for p in parts)


def u16(n: int) -> bytes:
    """`n` as 2 bytes big-endian (seats)."""
    return struct.pack(">H", n)


def u32(n: int) -> bytes:
    """`n` as 4 bytes big-endian (positions, rounds, serial numbers)."""
    return struct.pack(">I", n)


# --- encodings ---------------------------------------------------------------------------


def decode_point(data: bytes, what: str = "point") -> Point:
    """`data` as a point received from a peer; BadEncoding (naming `what`) if it is not a
    canonical point of the prime-order subgroup other than the identity."""
    if not isinstance(data, bytes) or len(data) != SIZE:
        raise BadEncoding(f"{what}: a point is {SIZE} bytes")
    if not sodium.crypto_core_ed25519_is_valid_point(data):
        raise BadEncoding(f"{what}: not a valid point of the prime-order subgroup")
    return Point(data)


def decode_scalar(data: bytes, what: str = "scalar", *, nonzero: bool = False) -> Scalar:
    """`data` as a reduced scalar; BadEncoding (naming `what`) if its length is wrong, it is
    not below L, or it is zero where `nonzero` is asked."""
    if not isinstance(data, bytes) or len(data) != SIZE:
        raise BadEncoding(f"{what}: a scalar is {SIZE} bytes")
    if int.from_bytes(data, "little") >= L:
        raise BadEncoding(f"{what}: not a reduced scalar")
    if nonzero and data == ZERO:
        raise BadEncoding(f"{what}: zero")
    return Scalar(data)


# --- scalars -----------------------------------------------------------------------------


def reduce64(wide: bytes) -> Scalar:
    """A 64-byte string reduced modulo L (uniform for a uniform input)."""
    return Scalar(sodium.crypto_core_ed25519_scalar_reduce(wide))


def hash_scalar(domain: bytes, *parts: bytes) -> Scalar:
    """A scalar from BLAKE2b-512 of the transcript (Fiat–Shamir challenges)."""
    return reduce64(hashlib.blake2b(transcript(domain, *parts), digest_size=64).digest())


def scalar_add(a: Scalar, b: Scalar) -> Scalar:
    """a + b mod L."""
    return Scalar(sodium.crypto_core_ed25519_scalar_add(a, b))


def scalar_mul(a: Scalar, b: Scalar) -> Scalar:
    """a · b mod L."""
    return Scalar(sodium.crypto_core_ed25519_scalar_mul(a, b))


def scalar_invert(a: Scalar) -> Scalar:
    """1/a mod L (a nonzero)."""
    if a == ZERO:
        raise HiddenError("zero has no inverse")
    return Scalar(sodium.crypto_core_ed25519_scalar_invert(a))


def derive_scalar(seed: bytes, *label: bytes) -> Scalar:
    """A secret nonzero scalar bound to the per-table `seed` and `label`: keyed BLAKE2b-512
    of the transcript under DERIVE_DOMAIN, reduced. The same seed and label give the same
    scalar after a restart."""
    if len(seed) != SIZE:
        raise HiddenError(f"a hidden-information seed is {SIZE} bytes")
    data = transcript(DERIVE_DOMAIN, *label)
    scalar = reduce64(hashlib.blake2b(data, digest_size=64, key=seed).digest())
    if scalar == ZERO:  # probability 2^-252; refusing keeps every derived secret invertible
        raise HiddenError("a derived scalar is zero")
    return scalar


def derive_below(seed: bytes, bound: int, *label: bytes) -> int:
    """A secret integer uniform in [0, bound), bound to `seed` and `label` (rejection
    sampling over 64-bit draws, so no modulo bias)."""
    limit = (1 << 64) - (1 << 64) % bound
    for counter in range(1 << 16):
        data = transcript(DERIVE_DOMAIN, *label, u32(counter))
        draw = int.from_bytes(hashlib.blake2b(data, digest_size=8, key=seed).digest(), "big")
        if draw < limit:
            return draw % bound
    raise HiddenError("no draw below the bound")  # pragma: no cover - probability ~0


# --- points ------------------------------------------------------------------------------


def add(p: Point, q: Point) -> Point:
    """p + q (either may be the identity)."""
    return Point(sodium.crypto_core_ed25519_add(p, q))


def sub(p: Point, q: Point) -> Point:
    """p - q (either may be the identity)."""
    return Point(sodium.crypto_core_ed25519_sub(p, q))


def mul(s: Scalar, p: Point) -> Point:
    """s·p for p a valid point (not the identity); 0·p is the identity."""
    if s == ZERO:
        return IDENTITY
    try:
        return Point(sodium.crypto_scalarmult_ed25519_noclamp(s, p))
    except SodiumError:
        raise HiddenError("a multiple of a point outside the prime-order subgroup") from None


def base(s: Scalar) -> Point:
    """s·G; 0·G is the identity."""
    if s == ZERO:
        return IDENTITY
    return Point(sodium.crypto_scalarmult_ed25519_base_noclamp(s))


def hash_to_group(deck: str, value: bytes) -> Point:
    """The point of a card: libsodium's from_uniform (Elligator 2, cofactor cleared) of
    BLAKE2b-256(transcript(CARD_DOMAIN, deck, value)); `value` is the card's canonical
    encoding. Never the identity."""
    digest = hashlib.blake2b(transcript(CARD_DOMAIN, deck.encode(), value), digest_size=32)
    point = Point(sodium.crypto_core_ed25519_from_uniform(digest.digest()))
    if point == IDENTITY:  # from_uniform maps a few inputs there; a hash hits one ~never
        raise HiddenError(f"a card of deck {deck!r} maps to the identity")
    return point
