"""The canonical encoding's writing half: `encode`, `digest` and the one identity cache.

Import the public names from `core.canonical` (which re-exports these); this module holds
the encoder so that each part stays short. The bytes are documented in docs/canonical.md.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
from typing import Any

# The registry of types (filled by `core.canonical.register`): name <-> class.
_TYPES: dict[str, type] = {}
_NAMES: dict[type, str] = {}


class CanonicalError(ValueError):
    """Bytes that are not a canonical encoding, or a value that has none."""


def _varint(n: int) -> bytes:
    if 0 <= n < 0x80:
        return _ONE_BYTE[n]  # every length in a state: one byte
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


_ONE_BYTE = [bytes([n]) for n in range(0x80)]


def _int_bytes(n: int) -> bytes:
    raw = n.to_bytes((n.bit_length() + 8) // 8, "big", signed=True)
    return b"i" + _varint(len(raw)) + raw


# Precomputed encodings of small ints and per-class headers: hashing a state after every
# action is on the network's hot path. They produce exactly the bytes of the general rule.
_SMALL_INTS = {n: _int_bytes(n) for n in range(-128, 128)}
_HEADERS: dict[type, tuple[bytes, tuple[tuple[bytes, str], ...]]] = {}


def _dataclass_header(t: type) -> tuple[bytes, tuple[tuple[bytes, str], ...]]:
    header = _HEADERS.get(t)
    if header is None:
        fields = dataclasses.fields(t)
        prefix = b"o" + encode(_NAMES[t]) + _varint(len(fields))
        header = _HEADERS[t] = (prefix, tuple((encode(f.name), f.name) for f in fields))
    return header


# Encodings of short strings (region ids, names: a state holds the same few again and again)
# and of enum members; both are immutable, so a cached encoding never goes stale.
_STRINGS: dict[str, bytes] = {}
_STRING_CACHE_SIZE = 4096  # then it is cleared: a bound, whatever the values
_ENUMS: dict[int, tuple[Any, bytes]] = {}  # id(member) -> (member, its bytes)


def _str_bytes(obj: str) -> bytes:
    raw = obj.encode("utf-8")
    encoded = b"s" + _varint(len(raw)) + raw
    if len(raw) <= 64:
        if len(_STRINGS) >= _STRING_CACHE_SIZE:
            _STRINGS.clear()
        _STRINGS[obj] = encoded
    return encoded


def _enum_bytes(obj: enum.Enum) -> bytes:
    known = _ENUMS.get(id(obj))
    if known is not None and known[0] is obj:
        return known[1]
    encoded = b"e" + encode(_NAMES[type(obj)]) + encode(obj.value)
    _ENUMS[id(obj)] = (obj, encoded)  # members live as long as their class: few, kept
    return encoded


# ---------------------------------------------------------------------------------------
# The identity cache (issue 19; one cache since the review of issue 17)
# ---------------------------------------------------------------------------------------

# A state is hashed after every action (the lockstep, replay --verify), and a step's new
# state shares most of its tuples and frozen dataclasses with the one before. So the bytes
# of every *deeply immutable* node, a tuple or frozen dataclass holding only such nodes,
# enums and scalars (nothing a list or dict could change later), are kept by identity:
# id(node) -> (node, its bytes). The entry holds the node, so its id cannot be reused while
# the entry lives. `digest` files every such node it meets; `encode` files the tuples of
# ints and strings (plain tuples: the cheapest to prove immutable on the way) and reads any
# tuple's entry, whoever filed it. The bytes are exactly `encode`'s rule, so either walk may
# use the other's entries. Two generations of MEMO_SIZE entries bound the memory: when the
# newer is full it becomes the older (the older is dropped); a hit in the older is moved
# back into the newer, so what consecutive states share stays.
MEMO_SIZE = 8192
_memo: list[dict[int, tuple[Any, bytes]]] = [{}, {}]  # [newer, older]
_newer = _memo[0]  # the same dict: one global lookup less on the hot path
_FROZEN: dict[type, bool] = {}


class _Size:
    """The cache's entry count under the name of the plain-tuple cache it replaced (the
    tests of that cache read `len(canonical._PLAIN)`)."""

    def __len__(self) -> int:
        return len(_memo[0]) + len(_memo[1])


_PLAIN = _Size()
_PLAIN_CACHE_SIZE = 2 * MEMO_SIZE  # + the few entries a hit in the older generation adds


def _frozen(t: type) -> bool:
    known = _FROZEN.get(t)
    if known is None:
        params = getattr(t, "__dataclass_params__", None)
        known = _FROZEN[t] = params is not None and bool(params.frozen)
    return known


def _remember(obj: Any, data: bytes) -> None:
    global _newer
    if len(_newer) >= MEMO_SIZE:
        _memo[1], _memo[0] = _newer, {}
        _newer = _memo[0]
    _newer[id(obj)] = (obj, data)


def _recall(obj: Any) -> bytes | None:
    key = id(obj)
    hit = _newer.get(key)
    if hit is None:
        hit = _memo[1].get(key)
        if hit is None or hit[0] is not obj:
            return None
        _newer[key] = hit  # still in use: keep it in the newer generation
    return hit[1] if hit[0] is obj else None


# ---------------------------------------------------------------------------------------
# encode: the plain walk
# ---------------------------------------------------------------------------------------


def _enc(obj: Any, out: list[bytes]) -> None:
    # Exact type checks: bool is a subclass of int, Enum members may subclass str or int.
    t = type(obj)
    if t is int:
        small = _SMALL_INTS.get(obj)
        out.append(small if small is not None else _int_bytes(obj))
    elif t is tuple or t is list:
        encoded = _plain_tuple(obj) if t is tuple else None
        if encoded is not None:
            out.append(encoded)
            return
        out.append(b"l" + _varint(len(obj)))
        for item in obj:
            _enc(item, out)
    elif t is str:
        cached = _STRINGS.get(obj)
        out.append(cached if cached is not None else _str_bytes(obj))
    elif obj is None:
        out.append(b"N")
    elif t is bool:
        out.append(b"T" if obj else b"F")
    elif t is bytes:
        out.append(b"b" + _varint(len(obj)) + obj)
    elif t is dict:
        pairs = sorted((encode(k), v) for k, v in obj.items())
        out.append(b"d" + _varint(len(pairs)))
        for key, value in pairs:
            out.append(key)
            _enc(value, out)
    elif t in _NAMES:
        if isinstance(obj, enum.Enum):
            out.append(_enum_bytes(obj))
        else:
            prefix, fields = _dataclass_header(t)
            out.append(prefix)
            for encoded_name, name in fields:
                out.append(encoded_name)
                _enc(getattr(obj, name), out)
    else:
        raise CanonicalError(f"no canonical encoding for {t.__name__}: {obj!r}")


def _plain_tuple(obj: tuple[Any, ...]) -> bytes | None:
    """The tuple's bytes if the cache holds them or it is plain (ints, strings and plain
    tuples: then they are filed); None for any other, which the caller walks."""
    # `_recall` and `_remember` written out (the newer generation only: a plain tuple is
    # cheap to encode again): this runs for every tuple of every state.
    hit = _newer.get(id(obj))
    if hit is not None and hit[0] is obj:
        return hit[1]
    parts = [b"l" + _varint(len(obj))]
    for item in obj:
        t = type(item)
        if t is int:
            small = _SMALL_INTS.get(item)
            parts.append(small if small is not None else _int_bytes(item))
        elif t is str:
            cached = _STRINGS.get(item)
            parts.append(cached if cached is not None else _str_bytes(item))
        elif t is tuple:
            inner = _plain_tuple(item)
            if inner is None:
                return None
            parts.append(inner)
        else:  # None, bool, a list, a dataclass...: the general path
            return None
    data = b"".join(parts)
    if len(_newer) < MEMO_SIZE:
        _newer[id(obj)] = (obj, data)
    else:
        _remember(obj, data)
    return data


def encode(obj: Any) -> bytes:
    """The canonical bytes of `obj` (registered dataclasses/enums, tuples, dicts, primitives)."""
    out: list[bytes] = []
    _enc(obj, out)
    return b"".join(out)


# ---------------------------------------------------------------------------------------
# digest: the memoizing walk
# ---------------------------------------------------------------------------------------


def _menc(obj: Any, out: list[bytes]) -> bool:
    """Append `obj`'s canonical bytes to `out`; whether it is deeply immutable."""
    t = type(obj)
    if t is int:
        small = _SMALL_INTS.get(obj)
        out.append(small if small is not None else _int_bytes(obj))
        return True
    if t is tuple or (t in _NAMES and not isinstance(obj, enum.Enum) and _frozen(t)):
        data = _recall(obj)
        if data is None:
            parts: list[bytes] = []
            if _menc_node(obj, t, parts):
                data = b"".join(parts)
                _remember(obj, data)
            else:
                out.extend(parts)
                return False
        out.append(data)
        return True
    if t is list:
        out.append(b"l" + _varint(len(obj)))
        for item in obj:
            _menc(item, out)
        return False
    if t is dict:
        pairs = sorted((encode(k), v) for k, v in obj.items())
        out.append(b"d" + _varint(len(pairs)))
        for key, value in pairs:
            out.append(key)
            _menc(value, out)
        return False
    _enc(obj, out)  # scalars, enums, non-frozen dataclasses: their bytes, never memoized
    return t not in _NAMES or isinstance(obj, enum.Enum)


def _menc_node(obj: Any, t: type, out: list[bytes]) -> bool:
    """A tuple's or frozen dataclass's bytes into `out`; whether every part is immutable."""
    whole = True
    if t is tuple:
        out.append(b"l" + _varint(len(obj)))
        for item in obj:
            whole = _menc(item, out) and whole
    else:
        prefix, fields = _dataclass_header(t)
        out.append(prefix)
        for encoded_name, name in fields:
            out.append(encoded_name)
            whole = _menc(getattr(obj, name), out) and whole
    return whole


def digest(obj: Any) -> bytes:
    """SHA-256 of the canonical bytes (the 32 bytes of `state_hash`), memoized: for values
    that are never changed in place, as the rules' states (docs/canonical.md)."""
    out: list[bytes] = []
    _menc(obj, out)
    return hashlib.sha256(b"".join(out)).digest()


def state_hash(obj: Any) -> str:
    """SHA-256 of the canonical bytes, as 64 lowercase hex digits."""
    return hashlib.sha256(encode(obj)).hexdigest()
