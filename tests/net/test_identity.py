"""Identities: a key per profile kept in the data dir, readable fingerprints, signatures."""

from __future__ import annotations

import re
import stat
from pathlib import Path

import pytest

from net.identity import Identity, ProfileError, ProfileStore, fingerprint, verify


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


def test_corrupt_profile_is_refused_with_its_path(tmp_path: Path) -> None:
    store = ProfileStore(tmp_path)
    store.load_or_create("Luca")
    store.path("Luca").write_text('{"name": "Luca", "key": "zz"}')
    with pytest.raises(ProfileError, match=r"luca\.json is unreadable"):
        store.load_or_create("Luca")
