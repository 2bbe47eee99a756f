"""The hidden-information formulas of docs/protocol.md, recomputed on the pure-Python
reference curve (tests/net/ed25519_ref.py) with integer scalars: an independent second
implementation for the known-answer tests. Slow; tests only."""

from __future__ import annotations

import hashlib
import struct

from core import canonical
from tests.net import ed25519_ref as R

DERIVE = b"tavolata/hidden/v1/derive\x00"
CARD = b"tavolata/hidden/v1/card\x00"
KEY = b"tavolata/hidden/v1/key\x00"
REQUEST = b"tavolata/hidden/v1/request\x00"
SHARE = b"tavolata/hidden/v1/share\x00"
NONCE = b"tavolata/hidden/v1/nonce\x00"


def tr(domain: bytes, *parts: bytes) -> bytes:
    """Domain, then each part as u32 BE length and bytes."""
    return domain + b"".join(struct.pack(">I", len(p)) + p for p in parts)


def sc(n: int) -> bytes:
    """A scalar's 32 bytes."""
    return (n % R.L).to_bytes(32, "little")


def pt(p: R.Ext) -> bytes:
    """A point's 32 bytes."""
    return R.compress(p)


def wide(data: bytes, key: bytes = b"") -> int:
    """BLAKE2b-512 (keyed if asked) as an integer mod L."""
    return int.from_bytes(hashlib.blake2b(data, digest_size=64, key=key).digest(), "little") % R.L


def derive(seed: bytes, *label: bytes) -> int:
    """derive_scalar."""
    return wide(tr(DERIVE, *label), seed)


def below(seed: bytes, bound: int, *label: bytes) -> int:
    """derive_below."""
    limit = (1 << 64) - (1 << 64) % bound
    for counter in range(1 << 16):
        data = tr(DERIVE, *label, struct.pack(">I", counter))
        draw = int.from_bytes(hashlib.blake2b(data, digest_size=8, key=seed).digest(), "big")
        if draw < limit:
            return draw % bound
    raise AssertionError


def card(deck: str, value: object) -> R.Ext:
    """hash_to_group."""
    digest = hashlib.blake2b(tr(CARD, deck.encode(), canonical.encode(value)), digest_size=32)
    point = R.decompress(R.from_uniform(digest.digest()))
    assert point is not None
    return point


def prove(w: int, gens: list[R.Ext], domain: bytes, context: bytes) -> bytes:
    """A Schnorr (one generator) or Chaum–Pedersen (G and h) proof (c, s) for w."""
    pubs = [R.mul(w, g) for g in gens]
    if len(gens) == 1:  # prove_dlog: statement gen, pub
        statement = [pt(gens[0]), pt(pubs[0])]
    else:  # prove_dleq: statement X, h, y
        statement = [pt(pubs[0]), pt(gens[1]), pt(pubs[1])]
    k = wide(tr(NONCE, domain, context, *statement), sc(w))
    commitments = [pt(R.mul(k, g)) for g in gens]
    c = wide(tr(domain, context, *statement, *commitments))
    return sc(c) + sc(k + c * w)


def key_context(table: bytes, seat: int) -> bytes:
    """Table id and u16 seat."""
    return table + struct.pack(">H", seat)


def reveal_context(table: bytes, deck: str, position: int, to: int, serial: int) -> bytes:
    """RevealId.context."""
    parts = (table, deck.encode(), struct.pack(">I", position), struct.pack(">H", to))
    return tr(b"", *parts, struct.pack(">I", serial))


def shuffle_label(table: bytes, seat: int, deck: str, serial: int) -> tuple[bytes, ...]:
    """The label of a shuffle's secrets."""
    return (table, struct.pack(">H", seat), deck.encode(), struct.pack(">I", serial))


def perm(seed: bytes, label: tuple[bytes, ...], n: int) -> list[int]:
    """Fisher–Yates over derived draws."""
    out = list(range(n))
    for j in range(n - 1, 0, -1):
        k = below(seed, j + 1, b"perm", *label, struct.pack(">I", j))
        out[j], out[k] = out[k], out[j]
    return out


def rerandomize(ct: tuple[R.Ext, R.Ext], r: int, pk: R.Ext) -> tuple[R.Ext, R.Ext]:
    """(A + r·G, B + r·PK)."""
    return R.add(ct[0], R.mul(r, R.G)), R.add(ct[1], R.mul(r, pk))
