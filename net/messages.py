"""Message kinds of protocol version 4 and the exact shape of each body (docs/protocol.md).

A body is a msgpack map from field names to values; every field listed is required, no
other field is allowed, and each value has exactly the listed type. Unknown kinds are
refused. Adding a kind or a field is a protocol change: update docs/protocol.md.

The limits below hold at every nesting level of a `value` field ("Limits" in
docs/protocol.md); the frame size (net/wire.py) bounds the rest.
"""

from __future__ import annotations

from typing import Any

PROTOCOL_VERSION = 4
# Envelopes of these versions still verify in records (version 2 only added `late` and `stop`,
# version 3 the hidden-information kinds, version 4 `mix`: an older record simply has none).
RECORD_VERSIONS = (1, 2, 3, 4)

HASH = ("bytes", 32)  # a SHA-256 digest
KEY = ("bytes", 32)  # an Ed25519 public key
NONCE = ("bytes", 32)
POINT = ("bytes", 32)  # a compressed Ed25519 point (net/group.py)
PROOF = ("bytes", 64)  # a proof (c, s) of net/elgamal.py
INT = ("int", None)
STR = ("str", 200)
VALUE = ("value", None)  # any nesting of int, str, bytes, bool, None, list, map

# kind -> {field: (type, limit)}; limit is an exact length for bytes, a maximum for str.
SCHEMAS: dict[str, dict[str, tuple[str, int | None]]] = {
    # Ephemeral: signed, never logged; seq/prev carry the sender's current log head.
    "hello": {"name": STR, "fingerprint": STR, "address": STR, "now": INT},
    "heartbeat": {"now": INT, "heads": VALUE},
    "want": {"sender": KEY, "from": INT},
    "refuse": {"reason": STR},
    # Logged: sequenced, hash-chained, kept by every peer and in every record.
    "roster": {"version": INT, "config": VALUE, "seats": VALUE, "peers": VALUE},
    "ready": {"roster": HASH},
    "start": {"roster": HASH},
    "chain": {"top": HASH, "length": INT},
    "action": {"index": INT, "seat": INT, "action": VALUE, "base": HASH},
    "ack": {"index": INT, "hash": HASH},
    "commit": {"round": INT, "seat": INT, "commitment": HASH},
    "reveal": {"round": INT, "seat": INT, "value": VALUE, "nonce": NONCE},
    "link": {"draw": INT, "link": HASH},
    "desync": {"index": INT, "hash": HASH, "state": ("bytes", None), "rebuilt": HASH},
    "fork": {"first": ("bytes", None), "second": ("bytes", None)},
    # Version 2: what the sender saw happen to the table, so that its record proves it.
    "late": {"round": INT, "seats": VALUE},
    "stop": {"index": INT, "reason": STR, "blame": VALUE, "text": STR},
    # Version 3: hidden information (net/reveals.py, docs/protocol.md "Reveals"). `index` is
    # the step's action count at the REVEAL node, `request` the request's place in it; a
    # shuffle's or re-masking's `cards` is a list of 64-byte ciphertexts (a value: at most
    # 1024 of them, far above any deck of the games).
    "key": {"key": POINT, "proof": PROOF},
    "shuffle": {"index": INT, "request": INT, "cards": VALUE},
    "request": {"index": INT, "request": INT, "blinded": POINT, "proof": PROOF},
    "share": {"index": INT, "request": INT, "to": INT, "share": POINT, "proof": PROOF},
    "remask": {"index": INT, "request": INT, "cards": VALUE},
    "seed": {"seed": ("bytes", 32)},
    "withheld": {"index": INT, "peers": VALUE},
    # Version 4: every member's list of a Mix (core.hidden.Mix), in turn, like a shuffle's.
    "mix": {"index": INT, "request": INT, "cards": VALUE},
}

EPHEMERAL = frozenset({"hello", "heartbeat", "want", "refuse"})

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
    schema = SCHEMAS.get(kind)
    if schema is None:
        raise SchemaError(f"unknown message kind {kind!r}")
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
