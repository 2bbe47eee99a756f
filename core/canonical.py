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
from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

# The encoder lives in core/canonicalenc.py (this module would pass 400 lines); its public
# names, and the cache's, are this module's too: import them from here.
from core.canonicalenc import (
    _NAMES,
    _TYPES,
    MEMO_SIZE,
    CanonicalError,
    digest,
    encode,
    state_hash,
)
from core.canonicalenc import _PLAIN as _PLAIN  # the cache, read by the tests of its bounds
from core.canonicalenc import _PLAIN_CACHE_SIZE as _PLAIN_CACHE_SIZE
from core.canonicalenc import _memo as _memo

__all__ = [
    "MEMO_SIZE",
    "CanonicalError",
    "Difference",
    "decode",
    "diff",
    "digest",
    "encode",
    "register",
    "state_hash",
    "to_plain",
]

T = TypeVar("T")


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
