"""Protocol version 4: the check of each body against its kind's shape (docs/protocol.md).

A body is a msgpack map from field names to values; every field its kind's schema lists
(net/protocol/kinds.py, the one table of kinds) is required, no other field is allowed, and each
value has exactly the listed type. Unknown kinds are refused. Adding a kind or a field is
a protocol change: update docs/protocol.md.

The limits below hold at every nesting level of a `value` field ("Limits" in
docs/protocol.md); the frame size (net/protocol/wire.py) bounds the rest.
"""

from __future__ import annotations

from typing import Any

from net.protocol.kinds import KINDS

PROTOCOL_VERSION = 4
# Envelopes of these versions still verify in records (version 2 only added `late` and `stop`,
# version 3 the hidden-information kinds, version 4 `mix`: an older record simply has none).
RECORD_VERSIONS = (1, 2, 3, 4)

MAX_TEXT = 200  # characters in any text: a top-level field, nested anywhere, a map key
MAX_INT = 2**63 - 1  # integers nested in values: -2**63..MAX_INT; top-level int fields 0..MAX_INT
MIN_INT = -(2**63)
MAX_VALUE_BYTES = 64  # binaries nested in values (keys and hashes are 32)
MAX_VALUE_DEPTH = 8  # arrays and maps nested in one value field
MAX_ITEMS = 1024  # elements of one array, entries of one map
MAX_BODY_ITEMS = 8192  # array elements and map entries of one body, at every level together


class SchemaError(ValueError):
    """A message body that does not have its kind's shape."""


class _Count:
    """Array elements and map entries seen so far in one body."""

    def __init__(self) -> None:
        self.items = 0

    def add(self, n: int, where: str) -> None:
        self.items += n
        if self.items > MAX_BODY_ITEMS:
            raise SchemaError(
                f"the body holds more than {MAX_BODY_ITEMS} array elements and map entries "
                f"(at {where})"
            )


def _check_scalar(value: Any, where: str) -> bool:
    """Check a scalar nested in a value; False if `value` is not a scalar."""
    if value is None or type(value) is bool:
        return True
    if type(value) is int:
        if not MIN_INT <= value <= MAX_INT:
            raise SchemaError(f"{where} is an integer outside the signed 64-bit range")
        return True
    if type(value) is str:
        if len(value) > MAX_TEXT:
            raise SchemaError(
                f"{where} is text of {len(value)} characters (at most {MAX_TEXT} anywhere)"
            )
        return True
    if type(value) is bytes:
        if len(value) > MAX_VALUE_BYTES:
            raise SchemaError(
                f"{where} is binary of {len(value)} bytes (at most {MAX_VALUE_BYTES} in a value)"
            )
        return True
    return False


def _check_value(value: Any, where: str, count: _Count, depth: int = 0) -> None:
    if _check_scalar(value, where):
        return
    if type(value) not in (list, dict):
        raise SchemaError(
            f"{where} holds a {type(value).__name__}, which the protocol does not use"
        )
    if depth >= MAX_VALUE_DEPTH:
        raise SchemaError(f"{where} nests arrays and maps more than {MAX_VALUE_DEPTH} deep")
    if len(value) > MAX_ITEMS:
        what = "an array of" if type(value) is list else "a map of"
        raise SchemaError(f"{where} is {what} {len(value)} items (at most {MAX_ITEMS})")
    count.add(len(value), where)
    if type(value) is list:
        for i, item in enumerate(value):
            _check_value(item, f"{where}[{i}]", count, depth + 1)
        return
    for key, item in value.items():
        if type(key) not in (str, int):
            raise SchemaError(f"{where} has a key of type {type(key).__name__}")
        _check_scalar(key, f"a key of {where}")
        _check_value(item, f"{where}[{_short(key)}]", count, depth + 1)


def _short(key: str | int) -> str:
    """A map key for an error message (keys are at most MAX_TEXT characters)."""
    text = repr(key)
    return text if len(text) <= 40 else text[:37] + "..."


def check_body(kind: str, body: Any) -> None:
    """Raise SchemaError unless `body` is exactly the shape of a `kind` message."""
    known = KINDS.get(kind)
    if known is None:
        raise SchemaError(f"unknown message kind {kind!r}")
    schema = known.schema
    if type(body) is not dict:
        raise SchemaError(f"a {kind} body must be a map")
    missing = set(schema) - set(body)
    extra = set(body) - set(schema)
    if missing or extra:
        raise SchemaError(
            f"a {kind} body has fields {sorted(schema)}; "
            f"missing {sorted(missing)}, unexpected {sorted(map(str, extra))}"
        )
    count = _Count()
    for name, (kind_of, limit) in schema.items():
        value, where = body[name], f"{kind}.{name}"
        if kind_of == "int":
            if type(value) is not int or not 0 <= value <= MAX_INT:
                raise SchemaError(f"{where} must be a non-negative integer (at most 2^63-1)")
        elif kind_of == "str":
            if type(value) is not str or (limit is not None and len(value) > limit):
                raise SchemaError(f"{where} must be text of at most {limit} characters")
        elif kind_of == "bytes":
            if type(value) is not bytes or (limit is not None and len(value) != limit):
                size = f" of {limit} bytes" if limit is not None else ""
                raise SchemaError(f"{where} must be binary{size}")
        else:
            _check_value(value, where, count)
