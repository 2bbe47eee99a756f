"""Message kinds of protocol version 2 and the exact shape of each body (docs/protocol.md).

A body is a msgpack map from field names to values; every field listed is required, no
other field is allowed, and each value has exactly the listed type. Unknown kinds are
refused. Adding a kind or a field is a protocol change: update docs/protocol.md.
"""

from __future__ import annotations

from typing import Any

PROTOCOL_VERSION = 2
# Envelopes of these versions still verify in records (version 2 only added `late` and `stop`).
RECORD_VERSIONS = (1, 2)

HASH = ("bytes", 32)  # a SHA-256 digest
KEY = ("bytes", 32)  # an Ed25519 public key
NONCE = ("bytes", 32)
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
}

EPHEMERAL = frozenset({"hello", "heartbeat", "want", "refuse"})

MAX_VALUE_DEPTH = 8


class SchemaError(ValueError):
    """A message body that does not have its kind's shape."""


def _check_value(value: Any, where: str, depth: int = 0) -> None:
    if depth > MAX_VALUE_DEPTH:
        raise SchemaError(f"{where} is nested too deeply")
    if value is None or type(value) in (int, str, bytes, bool):
        return
    if type(value) is list:
        for i, item in enumerate(value):
            _check_value(item, f"{where}[{i}]", depth + 1)
        return
    if type(value) is dict:
        for key, item in value.items():
            if type(key) not in (str, int):
                raise SchemaError(f"{where} has a key of type {type(key).__name__}")
            _check_value(item, f"{where}[{key!r}]", depth + 1)
        return
    raise SchemaError(f"{where} holds a {type(value).__name__}, which the protocol does not use")


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
    for name, (kind_of, limit) in schema.items():
        value, where = body[name], f"{kind}.{name}"
        if kind_of == "int":
            if type(value) is not int or value < 0:
                raise SchemaError(f"{where} must be a non-negative integer")
        elif kind_of == "str":
            if type(value) is not str or (limit is not None and len(value) > limit):
                raise SchemaError(f"{where} must be text of at most {limit} characters")
        elif kind_of == "bytes":
            if type(value) is not bytes or (limit is not None and len(value) != limit):
                size = f" of {limit} bytes" if limit is not None else ""
                raise SchemaError(f"{where} must be binary{size}")
        else:
            _check_value(value, where)
