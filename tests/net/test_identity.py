"""Identities: a key per profile kept in the data dir, readable fingerprints, signatures."""

from __future__ import annotations

import re
import stat
from pathlib import Path

import pytest

from net.identity import Identity, ProfileError, ProfileStore
from net.protocol.signing import fingerprint, verify


def test_profile_is_created_once_and_reloaded(tmp_path: Path) -> None:
    store = ProfileStore(tmp_path)
    first = store.load_or_create("Giulia", birth_year=1994)
    again = ProfileStore(tmp_path).load_or_create("Giulia")
    assert again.public_key == first.public_key and again.birth_year == 1994
    assert stat.S_IMODE(store.path("Giulia").stat().st_mode) == 0o600


def test_profiles_have_different_keys(tmp_path: Path) -> None:
    store = ProfileStore(tmp_path)
    assert store.load_or_create("A").public_key != store.load_or_create("B").public_key


def test_fingerprint_is_short_and_readable() -> None:
    fp = fingerprint(bytes(32))
    assert re.fullmatch(r"[A-Z2-7]{4}-[A-Z2-7]{4}", fp)
    assert fp != fingerprint(b"\x01" + bytes(31))


def test_signatures_verify_only_for_their_key_and_data() -> None:
    me, other = Identity.generate("me"), Identity.generate("other")
    sig = me.sign(b"move")
    assert verify(me.public_key, sig, b"move")
    assert not verify(other.public_key, sig, b"move")
    assert not verify(me.public_key, sig, b"move!")
    assert not verify(me.public_key, sig[:10], b"move")


def test_libsodium_signs_the_bytes_the_stored_key_signs() -> None:
    # Ed25519 is deterministic (RFC 8032): signing through libsodium (issue 19) changes no
    # byte of any record, and signatures made by OpenSSL still check.
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

    me = Identity.generate("me")
    assert me.public_key == me.key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
    assert me.sign(b"move") == me.key.sign(b"move")
    assert verify(me.public_key, me.key.sign(b"move!"), b"move!")


def test_a_small_order_key_never_verifies() -> None:
    # The identity point signs "anything" under a lax check (R = identity, S = 0).
    identity_point = b"\x01" + bytes(31)
    assert not verify(identity_point, identity_point + bytes(32), b"move")


def test_corrupt_profile_is_refused_with_its_path(tmp_path: Path) -> None:
    store = ProfileStore(tmp_path)
    store.load_or_create("Luca")
    store.path("Luca").write_text('{"name": "Luca", "key": "zz"}')
    with pytest.raises(ProfileError, match=r"luca\.json is unreadable"):
        store.load_or_create("Luca")
