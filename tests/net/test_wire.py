"""The wire: signed envelopes open only when everything about them is right."""

from __future__ import annotations

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.identity import Identity
from net.protocol.messages import PROTOCOL_VERSION, RECORD_VERSIONS
from net.protocol.wire import (
    MAX_FRAME,
    SIGN_DOMAIN,
    ZERO_HASH,
    BadSignature,
    WireError,
    WrongTable,
    WrongVersion,
    frame,
    frame_length,
    open_envelope,
    seal,
)

TABLE = bytes(range(16))
ALICE = Identity.generate("Alice")
MALLORY = Identity.generate("Mallory")
ACK = {"index": 3, "hash": bytes(32)}


def signed(signer: Identity, fields: list) -> bytes:
    """An envelope around hand-made payload fields, correctly signed by `signer`."""
    payload = msgpack.packb(fields)
    return msgpack.packb([signer.public_key, payload, signer.sign(SIGN_DOMAIN + payload)])


def test_sealed_message_opens_with_every_field() -> None:
    raw = seal(ALICE, TABLE, 0, ZERO_HASH, "ack", ACK)
    env = open_envelope(raw, TABLE)
    assert (env.sender, env.seq, env.prev, env.kind, env.body) == (
        ALICE.public_key,
        0,
        ZERO_HASH,
        "ack",
        ACK,
    )
    assert env.raw == raw and len(env.msg_id) == 32


def test_forged_signature_is_refused() -> None:
    sender, payload, _ = msgpack.unpackb(seal(ALICE, TABLE, 0, ZERO_HASH, "ack", ACK))
    forged = MALLORY.sign(SIGN_DOMAIN + payload)
    with pytest.raises(BadSignature, match="bad signature"):
        open_envelope(msgpack.packb([sender, payload, forged]), TABLE)


def test_tampered_payload_is_refused() -> None:
    sender, payload, sig = msgpack.unpackb(seal(ALICE, TABLE, 0, ZERO_HASH, "ack", ACK))
    tampered = payload[:-1] + bytes([payload[-1] ^ 1])
    with pytest.raises(BadSignature):
        open_envelope(msgpack.packb([sender, tampered, sig]), TABLE)


def test_payload_naming_another_sender_is_refused() -> None:
    payload = msgpack.packb([PROTOCOL_VERSION, TABLE, ALICE.public_key, 0, ZERO_HASH, "ack", ACK])
    raw = msgpack.packb([MALLORY.public_key, payload, MALLORY.sign(SIGN_DOMAIN + payload)])
    with pytest.raises(WireError, match="names a sender other than the signing key"):
        open_envelope(raw, TABLE)


def test_message_from_another_table_is_refused() -> None:
    raw = seal(ALICE, bytes(16), 0, ZERO_HASH, "ack", ACK)
    with pytest.raises(WrongTable):
        open_envelope(raw, TABLE)


def test_wrong_protocol_version_is_refused() -> None:
    raw = signed(ALICE, [5, TABLE, ALICE.public_key, 0, ZERO_HASH, "ack", ACK])
    with pytest.raises(WrongVersion, match="protocol version 5"):
        open_envelope(raw, TABLE)


@pytest.mark.parametrize("old", [1, 2, 3])
def test_live_peers_refuse_versions_1_to_3_which_only_record_verifiers_accept(old: int) -> None:
    raw = signed(ALICE, [old, TABLE, ALICE.public_key, 0, ZERO_HASH, "ack", ACK])
    with pytest.raises(WrongVersion, match=f"protocol version {old}; this peer speaks 4"):
        open_envelope(raw, TABLE)
    assert open_envelope(raw, TABLE, versions=RECORD_VERSIONS).version == old


@pytest.mark.parametrize(
    ("kind", "body", "problem"),
    [
        ("teleport", {}, "unknown message kind"),
        ("ack", {"index": 1}, r"missing \['hash'\]"),
        ("ack", {**ACK, "extra": 1}, r"unexpected \['extra'\]"),
        ("ack", {"index": -1, "hash": bytes(32)}, "non-negative integer"),
        ("ack", {"index": "1", "hash": bytes(32)}, "non-negative integer"),
        ("ack", {"index": 1, "hash": bytes(31)}, "binary of 32 bytes"),
        ("hello", {"name": "x" * 201, "fingerprint": "", "address": "", "now": 0}, "at most 200"),
        ("action", {"index": 0, "seat": 0, "action": [1.5], "base": bytes(32)}, "float"),
    ],
)
def test_malformed_bodies_are_refused(kind: str, body: dict, problem: str) -> None:
    raw = signed(ALICE, [PROTOCOL_VERSION, TABLE, ALICE.public_key, 0, ZERO_HASH, kind, body])
    with pytest.raises(WireError, match=problem):
        open_envelope(raw, TABLE)
    with pytest.raises(ValueError, match=problem):
        seal(ALICE, TABLE, 0, ZERO_HASH, kind, body)


def test_frames_have_a_size_limit() -> None:
    assert frame_length(frame(b"abc")[:4]) == 3
    with pytest.raises(WireError, match="refused"):
        frame_length((MAX_FRAME + 1).to_bytes(4, "big"))
    with pytest.raises(WireError, match="refused"):
        frame_length(bytes(4))
    with pytest.raises(WireError, match="exceeds"):
        frame(bytes(MAX_FRAME + 1))
    with pytest.raises(WireError, match="exceeds"):
        open_envelope(bytes(MAX_FRAME + 1), TABLE)


def test_truncated_envelope_is_refused() -> None:
    raw = seal(ALICE, TABLE, 0, ZERO_HASH, "ack", ACK)
    for cut in (1, 10, len(raw) // 2, len(raw) - 1):
        with pytest.raises(WireError):
            open_envelope(raw[:cut], TABLE)


def test_extension_types_are_refused() -> None:
    body = {"now": msgpack.ExtType(5, b"x"), "heads": []}
    payload = [PROTOCOL_VERSION, TABLE, ALICE.public_key, 0, ZERO_HASH, "heartbeat", body]
    raw = signed(ALICE, payload)
    with pytest.raises(WireError, match="extension type 5"):
        open_envelope(raw, TABLE)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600))
def test_fuzzed_bytes_never_crash_the_decoder(data: bytes) -> None:
    with pytest.raises(WireError):
        open_envelope(data, TABLE)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 255))
def test_any_single_byte_flip_is_refused(position: int, mask: int) -> None:
    raw = bytearray(seal(ALICE, TABLE, 5, ZERO_HASH, "ack", ACK))
    raw[position % len(raw)] ^= mask
    with pytest.raises(WireError):
        open_envelope(bytes(raw), TABLE)


@pytest.mark.parametrize(
    "data",
    [
        bytes.fromhex("81 91 00 00".replace(" ", "")),  # a map whose key is a list
        b"\xdd\xff\xff\xff\xff",  # an array announcing 4 billion items
        b"\x91" * 5000 + b"\xc0",  # deep nesting
    ],
)
def test_hostile_msgpack_is_refused_not_raised(data: bytes) -> None:
    with pytest.raises(WireError, match=r"not valid msgpack|envelope is not"):
        open_envelope(data, TABLE)
