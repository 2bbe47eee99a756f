"""An independent, slow, pure-Python Ed25519 reference for the hidden-information tests only.

Curve arithmetic per RFC 8032 section 6 (extended coordinates, compress/decompress), and
libsodium's `crypto_core_ed25519_from_uniform` (Elligator 2 onto Curve25519, mapped to
Edwards with y = (u − 1)/(u + 1), the sign of x from the input's top bit, cofactor cleared).
Used to compute the known answers of tests/net/test_hidden_kat.py once, independently of
libsodium; never imported by net/.
"""

from __future__ import annotations

P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, P - 2, P) % P
SQRT_M1 = pow(2, (P - 1) // 4, P)
MONT_A = 486662

Ext = tuple[int, int, int, int]


def inv(x: int) -> int:
    """1/x mod p."""
    return pow(x, P - 2, P)


def add(p: Ext, q: Ext) -> Ext:
    """RFC 8032 point addition (extended coordinates)."""
    a = (p[1] - p[0]) * (q[1] - q[0]) % P
    b = (p[1] + p[0]) * (q[1] + q[0]) % P
    c = 2 * p[3] * q[3] * D % P
    d = 2 * p[2] * q[2] % P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def neg(p: Ext) -> Ext:
    """−p."""
    return (-p[0] % P, p[1], p[2], -p[3] % P)


def mul(s: int, p: Ext) -> Ext:
    """s·p by double-and-add."""
    q: Ext = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            q = add(q, p)
        p = add(p, p)
        s >>= 1
    return q


def equal(p: Ext, q: Ext) -> bool:
    """Projective equality."""
    return (p[0] * q[2] - q[0] * p[2]) % P == 0 and (p[1] * q[2] - q[1] * p[2]) % P == 0


def recover_x(y: int, sign: int) -> int | None:
    """RFC 8032's x from y and the sign bit (None if there is none)."""
    if y >= P:
        return None
    x2 = (y * y - 1) * inv(D * y * y + 1)
    if x2 % P == 0:
        return None if sign else 0
    x = pow(x2, (P + 3) // 8, P)
    if (x * x - x2) % P != 0:
        x = x * SQRT_M1 % P
    if (x * x - x2) % P != 0:
        return None
    if (x & 1) != sign:
        x = P - x
    return x


def from_affine(x: int, y: int) -> Ext:
    """Extended coordinates of (x, y)."""
    return (x, y, 1, x * y % P)


def compress(p: Ext) -> bytes:
    """The 32-byte encoding."""
    zinv = inv(p[2])
    x, y = p[0] * zinv % P, p[1] * zinv % P
    return int.to_bytes(y | ((x & 1) << 255), 32, "little")


def decompress(data: bytes) -> Ext | None:
    """The point of a 32-byte encoding, or None."""
    y = int.from_bytes(data, "little")
    sign = y >> 255
    y &= (1 << 255) - 1
    x = recover_x(y, sign)
    return None if x is None else from_affine(x, y)


G: Ext = from_affine(recover_x(4 * inv(5) % P, 0) or 0, 4 * inv(5) % P)
IDENTITY: Ext = (0, 1, 1, 0)


def from_uniform(r: bytes) -> bytes:
    """libsodium's crypto_core_ed25519_from_uniform, recomputed."""
    sign = r[31] >> 7
    t = int.from_bytes(r, "little") & ((1 << 255) - 1)
    u = -MONT_A * inv(1 + 2 * t * t) % P
    gu = (u * u * u + MONT_A * u * u + u) % P
    if pow(gu, (P - 1) // 2, P) == P - 1:  # not a square: the other candidate
        u = (-u - MONT_A) % P
    y = (u - 1) * inv(u + 1) % P
    x = recover_x(y, sign)
    assert x is not None
    return compress(mul(8, from_affine(x, y)))


def valid(data: bytes) -> bool:
    """Whether `data` encodes a point of the prime-order subgroup other than the identity
    (canonical y, on the curve, L·p = 0, p ≠ 0)."""
    if int.from_bytes(data, "little") & ((1 << 255) - 1) >= P:
        return False
    point = decompress(data)
    if point is None or equal(point, IDENTITY) or compress(point) != data:
        return False
    return equal(mul(L, point), IDENTITY)
