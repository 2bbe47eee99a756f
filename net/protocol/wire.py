"""The wire: length-prefixed frames holding signed envelopes (docs/protocol.md, "Wire").

frame    = u32 big-endian length N, then N bytes of envelope (N <= MAX_FRAME)
envelope = msgpack [sender: bin 32, payload: bin, signature: bin 64]
payload  = msgpack [version, table: bin 16, sender: bin 32, seq, prev: bin 32, kind, body]
signature = Ed25519(sender, SIGN_DOMAIN + payload)

The signature covers the exact payload bytes, which are never re-encoded: relays forward
the envelope as received. Opening an envelope checks, in this order and before looking
any further: the frame size, the envelope's shape, the signature, the payload's shape,
the protocol version, the table, that the payload names the signing key, the kind, and
the body's shape. Sequence numbers and hash chains are the signed log's (net/protocol/signedlog.py).
"""

from __future__ import annotations

import functools
import hashlib
import struct
from dataclasses import dataclass
from typing import Any

import msgpack

from net.protocol import signing
from net.protocol.messages import MAX_ITEMS, MAX_TEXT, PROTOCOL_VERSION, SchemaError, check_body

MAX_FRAME = 256 * 1024
SIGN_DOMAIN = b"tavolata/msg/v1\x00"
TABLE_ID_SIZE = 16
ZERO_HASH = bytes(32)
_LENGTH = struct.Struct(">I")


class WireError(ValueError):
    """A frame or envelope that is refused; the message says why."""


class BadSignature(WireError):
    """The signature does not match the sender's key and the payload."""


class WrongTable(WireError):
    """A message for another table."""


class WrongVersion(WireError):
    """A message of a protocol version this peer does not speak."""


@dataclass(frozen=True)
class Envelope:
    """An opened, signature-checked message. `raw` is the envelope exactly as received."""

    raw: bytes
    payload: bytes
    signature: bytes
    version: int
    table: bytes
    sender: bytes
    seq: int
    prev: bytes
    kind: str
    body: dict[str, Any]

    @functools.cached_property
    def msg_id(self) -> bytes:
        """SHA-256 of the payload: what the sender's next message names as `prev` (computed
        once: a chain's head is asked for at every message of its sender)."""
        return hashlib.sha256(self.payload).digest()


def frame(envelope: bytes) -> bytes:
    """Prefix an envelope with its length."""
    if len(envelope) > MAX_FRAME:
        raise WireError(f"envelope of {len(envelope)} bytes exceeds the {MAX_FRAME}-byte limit")
    return _LENGTH.pack(len(envelope)) + envelope


def frame_length(header: bytes) -> int:
    """The envelope length announced by a 4-byte frame header; WireError if oversize."""
    length: int = _LENGTH.unpack(header)[0]
    if length == 0 or length > MAX_FRAME:
        raise WireError(f"frame of {length} bytes refused (limit {MAX_FRAME})")
    return length


def seal(
    signer: signing.Signer, table: bytes, seq: int, prev: bytes, kind: str, body: Any
) -> bytes:
    """Sign and encode a message; the bytes of an envelope, ready for `frame`."""
    check_body(kind, body)
    sender = signer.public_key
    payload = msgpack.packb(
        [PROTOCOL_VERSION, table, sender, seq, prev, kind, body], use_bin_type=True
    )
    signature = signer.sign(SIGN_DOMAIN + payload)
    return bytes(msgpack.packb([sender, payload, signature], use_bin_type=True))


def _unpack(data: bytes, what: str) -> Any:
    # The decoder itself is bounded too, so that hostile input is refused before anything
    # bigger than the protocol allows is built (a text's 200 characters are <= 800 bytes).
    try:
        return msgpack.unpackb(
            data,
            raw=False,
            strict_map_key=False,
            use_list=True,
            ext_hook=_no_ext,
            timestamp=0,
            max_str_len=4 * MAX_TEXT,
            max_bin_len=MAX_FRAME,
            max_array_len=MAX_ITEMS,
            max_map_len=MAX_ITEMS,
        )
    except WireError:
        raise
    except (ValueError, TypeError, msgpack.UnpackException) as exc:  # garbage, cut, list keys
        size, _, limit = str(exc).partition(" exceeds max_")  # "1025 exceeds max_array_len(…"
        too_long = _TOO_LONG.get(limit.split("_len(")[0])
        if too_long is not None:
            raise WireError(f"{what} is not valid msgpack: {too_long.format(size)}") from None
        raise WireError(f"{what} is not valid msgpack ({type(exc).__name__})") from None


_TOO_LONG = {
    "array": "an array of {} items, beyond the limits",
    "map": "a map of {} items, beyond the limits",
    "str": "a text of {} bytes, beyond the limits",
    "bin": "a binary of {} bytes, beyond the limits",
}


def _no_ext(code: int, data: bytes) -> Any:
    raise WireError(f"msgpack extension type {code} is not used by the protocol")


def open_envelope(
    data: bytes, table: bytes | None, versions: tuple[int, ...] | None = None
) -> Envelope:
    """Check and decode one envelope for `table`; WireError (or a subclass) says why not.

    `table=None` accepts any table id: only for the first greeting of a table that is being
    joined by address, whose id is not known yet. `versions`: the protocol versions accepted
    (live peers: only this one; a record verifier also reads older records).
    """
    accepted = (PROTOCOL_VERSION,) if versions is None else versions
    if len(data) > MAX_FRAME:
        raise WireError(f"envelope of {len(data)} bytes exceeds the {MAX_FRAME}-byte limit")
    outer = _unpack(data, "envelope")
    if (
        type(outer) is not list
        or len(outer) != 3
        or not all(type(x) is bytes for x in outer)
        or len(outer[0]) != signing.KEY_SIZE
        or len(outer[2]) != signing.SIGNATURE_SIZE
    ):
        raise WireError("envelope is not [sender key, payload, signature]")
    sender, payload, signature = outer
    if not signing.verify(sender, signature, SIGN_DOMAIN + payload):
        # No name: the key is only claimed, and naming it would let anyone get an innocent
        # player blamed. Whoever reports this names the connection (its address) instead.
        raise BadSignature("bad signature")
    fields = _unpack(payload, "payload")
    if type(fields) is not list or len(fields) != 7:
        raise WireError("payload is not [version, table, sender, seq, prev, kind, body]")
    version, their_table, named, seq, prev, kind, body = fields
    if type(version) is not int or version not in accepted:
        raise WrongVersion(f"protocol version {version!r}; this peer speaks {PROTOCOL_VERSION}")
    if type(their_table) is not bytes or len(their_table) != TABLE_ID_SIZE:
        raise WireError("malformed table id")
    if table is not None and their_table != table:
        raise WrongTable("message for another table")
    if named != sender:
        raise WireError("payload names a sender other than the signing key")
    if type(seq) is not int or seq < 0 or type(prev) is not bytes or len(prev) != 32:
        raise WireError("malformed sequence number or previous-message hash")
    if type(kind) is not str:
        raise WireError("message kind is not text")
    try:
        check_body(kind, body)
    except SchemaError as exc:
        raise WireError(str(exc)) from None
    return Envelope(data, payload, signature, version, their_table, sender, seq, prev, kind, body)


def peek_kind(envelope: bytes) -> str | None:
    """An envelope's message kind from a cheap look, nothing checked (the runner's urgency,
    the benchmarks' traces); None if it does not parse that far."""
    try:
        kind = msgpack.unpackb(msgpack.unpackb(envelope)[1])[5]
    except Exception:
        return None
    return kind if isinstance(kind, str) else None


def own_envelope(raw: bytes, table: bytes) -> Envelope:
    """An envelope we have just sealed ourselves, decoded without re-checking it."""
    sender, payload, signature = msgpack.unpackb(raw)
    version, table_id, _, seq, prev, kind, body = msgpack.unpackb(payload)
    assert table_id == table, "sealed for another table"
    return Envelope(raw, payload, signature, version, table, sender, seq, prev, kind, body)


class Frames:
    """The bytes of one connection cut into frames; `started`: when the unfinished frame's
    first byte came (None between frames), for its deadline."""

    def __init__(self) -> None:
        self.buffer = bytearray()
        self.started: float | None = None

    def add(self, chunk: bytes, now: float) -> list[bytes]:
        """Take a chunk; the envelopes of the frames it completed. WireError: oversize."""
        buf = self.buffer
        buf += chunk
        out: list[bytes] = []
        while len(buf) >= 4:
            size = frame_length(bytes(buf[:4]))
            if len(buf) < 4 + size:
                break
            out.append(bytes(buf[4 : 4 + size]))
            del buf[: 4 + size]
        if not buf:
            self.started = None
        elif self.started is None or out:
            self.started = now  # a new frame began in this chunk
        return out

    def announced(self) -> int:
        """The length the unfinished frame announced (0: its header is not whole yet)."""
        return frame_length(bytes(self.buffer[:4])) if len(self.buffer) >= 4 else 0
