"""One canonical byte encoding of states and actions, their hash, and a structural diff.

The encoding is a small tagged binary format (documented in docs/canonical.md) chosen so
that equal values always give equal bytes on every platform and Python version: no floats,
no sets, dict entries ordered by their encoded keys, dataclass fields in declaration order.
States are rebuilt from bytes only through an explicit registry of types, never by
importing a name found in the data.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

T = TypeVar("T")

_TYPES: dict[str, type] = {}
_NAMES: dict[type, str] = {}


class CanonicalError(ValueError):
    """Bytes that are not a canonical encoding, or a value that has none."""


def register(name: str) -> Callable[[type[T]], type[T]]:
    """Class decorator: encode instances of a frozen dataclass or Enum under `name`."""

    def deco(cls: type[T]) -> type[T]:
        if name in _TYPES and _TYPES[name] is not cls:
            raise ValueError(f"canonical name {name!r} is already registered")
        _TYPES[name] = cls
        _NAMES[cls] = name
        return cls

    return deco


# ---------------------------------------------------------------------------------------
# Encoding
# ---------------------------------------------------------------------------------------


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


# Tuples of ints, strings and such tuples cannot change, so their encodings are kept by
# identity: consecutive states share most of their rows, and a state is hashed after every
# action (the lockstep, replay --verify). The entry holds the tuple itself, so its id cannot
# be reused while the entry lives; the cache is cleared when full.
_PLAIN: dict[int, tuple[tuple[Any, ...], bytes]] = {}
_PLAIN_CACHE_SIZE = 1 << 14  # a few hundred states' worth of new rows


def _plain_tuple(obj: tuple[Any, ...]) -> bytes | None:
    """The encoding of a tuple of ints, strings and such tuples, None for any other."""
    known = _PLAIN.get(id(obj))
    if known is not None and known[0] is obj:
        return known[1]
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
    encoded = b"".join(parts)
    if len(_PLAIN) >= _PLAIN_CACHE_SIZE:
        _PLAIN.clear()
    _PLAIN[id(obj)] = (obj, encoded)
    return encoded


def encode(obj: Any) -> bytes:
    """The canonical bytes of `obj` (registered dataclasses/enums, tuples, dicts, primitives)."""
    out: list[bytes] = []
    _enc(obj, out)
    return b"".join(out)


def state_hash(obj: Any) -> str:
    """SHA-256 of the canonical bytes, as 64 lowercase hex digits."""
    return hashlib.sha256(encode(obj)).hexdigest()


# ---------------------------------------------------------------------------------------
# Memoized hashing (issue 19)
# ---------------------------------------------------------------------------------------

# The lockstep hashes the state after every step, and a step changes little of it: the new
# state shares most of its tuples and dataclasses with the one before. So the encoding of
# every deeply immutable node (a tuple or frozen dataclass holding only such nodes and
# scalars: nothing a list or dict could change later) is kept by identity, with the node
# itself, so that its id cannot be reused while the entry lives. Two generations of
# MEMO_SIZE entries bound the memory; the bytes are exactly those of `encode`.
MEMO_SIZE = 4096
_memo: list[dict[int, tuple[Any, bytes]]] = [{}, {}]  # [newer, older]
_FROZEN: dict[type, bool] = {}


def _frozen(t: type) -> bool:
    known = _FROZEN.get(t)
    if known is None:
        params = getattr(t, "__dataclass_params__", None)
        known = _FROZEN[t] = params is not None and bool(params.frozen)
    return known


def _remember(obj: Any, data: bytes) -> None:
    newer = _memo[0]
    if len(newer) >= MEMO_SIZE:
        _memo[1], _memo[0] = newer, {}
        newer = _memo[0]
    newer[id(obj)] = (obj, data)


def _recall(obj: Any) -> bytes | None:
    key = id(obj)
    hit = _memo[0].get(key)
    if hit is None:
        hit = _memo[1].get(key)
        if hit is None or hit[0] is not obj:
            return None
        _memo[0][key] = hit  # still in use: keep it in the newer generation
    return hit[1] if hit[0] is obj else None


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


# ---------------------------------------------------------------------------------------
# Decoding
# ---------------------------------------------------------------------------------------


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def take(self, n: int) -> bytes:
        end = self.pos + n
        if n < 0 or end > len(self.data):
            raise CanonicalError(f"truncated canonical data at byte {self.pos}")
        chunk = self.data[self.pos : end]
        self.pos = end
        return chunk

    def varint(self) -> int:
        shift = result = 0
        while True:
            byte = self.take(1)[0]
            result |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return result
            shift += 7
            if shift > 63:
                raise CanonicalError("length prefix too long")


def _dec(r: _Reader, depth: int) -> Any:
    if depth > 64:
        raise CanonicalError("canonical data nested too deeply")
    tag = r.take(1)
    if tag == b"i":
        return int.from_bytes(r.take(r.varint()), "big", signed=True)
    if tag == b"s":
        try:
            return r.take(r.varint()).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise CanonicalError(f"invalid UTF-8 in string: {exc}") from None
    if tag == b"l":
        return tuple(_dec(r, depth + 1) for _ in range(r.varint()))
    if tag == b"N":
        return None
    if tag in (b"T", b"F"):
        return tag == b"T"
    if tag == b"b":
        return r.take(r.varint())
    if tag == b"d":
        items = [(_dec(r, depth + 1), _dec(r, depth + 1)) for _ in range(r.varint())]
        return dict(items)
    if tag in (b"e", b"o"):
        name = _dec(r, depth + 1)
        cls = _TYPES.get(name) if isinstance(name, str) else None
        if cls is None:
            raise CanonicalError(f"unknown type name {name!r} in canonical data")
        if tag == b"e":
            return cls(_dec(r, depth + 1))
        fields = {}
        for _ in range(r.varint()):
            key = _dec(r, depth + 1)
            fields[key] = _dec(r, depth + 1)
        try:
            return cls(**fields)
        except TypeError as exc:
            raise CanonicalError(f"fields do not fit {name}: {exc}") from None
    raise CanonicalError(f"unknown tag {tag!r} at byte {r.pos - 1}")


def decode(data: bytes) -> Any:
    """Rebuild a value from its canonical bytes; CanonicalError on anything malformed."""
    r = _Reader(data)
    try:
        value = _dec(r, 0)
    except ValueError as exc:  # enum value not a member, and the like
        if isinstance(exc, CanonicalError):
            raise
        raise CanonicalError(str(exc)) from None
    if r.pos != len(data):
        raise CanonicalError(f"{len(data) - r.pos} trailing bytes after canonical value")
    return value


# ---------------------------------------------------------------------------------------
# Plain form and structural diff
# ---------------------------------------------------------------------------------------


def to_plain(obj: Any) -> Any:
    """A JSON/msgpack-friendly tree: dataclasses become dicts with "__type__", enums values."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        plain = {"__type__": _NAMES.get(type(obj), type(obj).__name__)}
        for f in dataclasses.fields(obj):
            plain[f.name] = to_plain(getattr(obj, f.name))
        return plain
    if isinstance(obj, enum.Enum):
        return to_plain(obj.value)
    if isinstance(obj, (tuple, list)):
        return [to_plain(x) for x in obj]
    if isinstance(obj, dict):
        return {k: to_plain(v) for k, v in obj.items()}
    return obj


class Difference(NamedTuple):
    """The first place two values differ: a path such as `players[2].coins`, and both sides."""

    path: str
    left: Any
    right: Any


def diff(a: Any, b: Any, path: str = "") -> Difference | None:
    """The first differing field of two values, walking fields in declaration order."""
    if a == b and type(a) is type(b):
        return None
    if type(a) is not type(b):
        return Difference(path or "<root>", to_plain(a), to_plain(b))
    if dataclasses.is_dataclass(a):
        for f in dataclasses.fields(a):
            where = f"{path}.{f.name}" if path else f.name
            sub = diff(getattr(a, f.name), getattr(b, f.name), where)
            if sub is not None:
                return sub
    elif isinstance(a, (tuple, list)):
        for i, (x, y) in enumerate(zip(a, b)):
            sub = diff(x, y, f"{path}[{i}]")
            if sub is not None:
                return sub
        if len(a) != len(b):
            return Difference(f"{path}.length" if path else "length", len(a), len(b))
    elif isinstance(a, dict):
        for key in sorted(set(a) | set(b), key=encode):
            if key not in a or key not in b:
                return Difference(f"{path}[{key!r}]", to_plain(a.get(key)), to_plain(b.get(key)))
            sub = diff(a[key], b[key], f"{path}[{key!r}]")
            if sub is not None:
                return sub
    return Difference(path or "<root>", to_plain(a), to_plain(b))
