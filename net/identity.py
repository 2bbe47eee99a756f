"""Player identities: an Ed25519 key per local profile, made and kept here (the I/O side).

A profile lives in the user's data directory (platformdirs), one JSON file per profile,
readable only by its owner. The private key never leaves the file and the process. An
`Identity` is the `Signer` the protocol is given (net/protocol/signing.py, where a
signature is checked and a fingerprint made): it signs and derives, and the protocol never
sees the key.

cryptography makes and reads the key; libsodium (PyNaCl) signs, faster (issue 19). Both
are imported where a key is made, read or used, not with the module: the windowed client
shows its lobby before it pays for them.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from net.home import default_home
from net.protocol.signing import SIGNATURE_SIZE, fingerprint

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey


class ProfileError(ValueError):
    """A profile file that cannot be read or holds no valid key."""


def _raw_private(key: Ed25519PrivateKey) -> bytes:
    """The 32 raw bytes of a private key (for the profile file and derived secrets)."""
    from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat

    return key.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())


@dataclass(frozen=True)
class Identity:
    """A profile's name, optional birth year (kept for a game's tie-breaks) and signing key."""

    name: str
    key: Ed25519PrivateKey
    birth_year: int | None = None

    @functools.cached_property
    def _keypair(self) -> tuple[bytes, bytes]:
        """(public key, libsodium's 64-byte signing key), made once: signing is on the
        table's hot path and libsodium signs faster than OpenSSL (issue 19)."""
        from nacl.bindings import crypto_sign_seed_keypair

        public, signing = crypto_sign_seed_keypair(_raw_private(self.key))
        return bytes(public), bytes(signing)

    @property
    def public_key(self) -> bytes:
        """The 32 raw bytes of the public key: the profile's identity on the wire."""
        return self._keypair[0]

    @property
    def fingerprint(self) -> str:
        """The short fingerprint shown to people."""
        return fingerprint(self.public_key)

    def sign(self, data: bytes) -> bytes:
        """The Ed25519 signature of `data` (RFC 8032: the same bytes whichever library)."""
        from nacl.bindings import crypto_sign

        return bytes(crypto_sign(data, self._keypair[1])[:SIGNATURE_SIZE])

    def derive(self, label: bytes) -> bytes:
        """A 32-byte secret bound to this key and `label` (HMAC-SHA256 under the private key).

        Used for per-table secrets (beacon chain seeds, commitment nonces, bot seeds) so that
        a restarted client re-creates exactly the secrets it had committed to.
        """
        raw = _raw_private(self.key)
        return hmac.new(raw, b"tavolata/derive/v1\x00" + label, hashlib.sha256).digest()

    @classmethod
    def generate(cls, name: str, birth_year: int | None = None) -> Identity:
        """A new identity with a fresh key (bots and tests; people use a ProfileStore)."""
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        return cls(name, Ed25519PrivateKey.generate(), birth_year)


def _slug(name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return slug or "player"


class ProfileStore:
    """The profiles of one user, as files under `home/profiles/`."""

    def __init__(self, home: Path | None = None) -> None:
        self.dir = (home or default_home()) / "profiles"

    def path(self, name: str) -> Path:
        """The file of profile `name`."""
        return self.dir / f"{_slug(name)}.json"

    def load_or_create(self, name: str, birth_year: int | None = None) -> Identity:
        """The profile `name`, created with a new key on first use."""
        path = self.path(name)
        if path.exists():
            return self.load(path)
        identity = Identity.generate(name, birth_year)
        self.dir.mkdir(parents=True, exist_ok=True)
        raw = _raw_private(identity.key)
        data = {"name": name, "birth_year": birth_year, "key": raw.hex(), "version": 1}
        # Create the file readable by its owner only, before writing the key into it.
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
        return identity

    def load(self, path: Path) -> Identity:
        """Read one profile file; ProfileError names the file and the problem."""
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        try:
            data: Any = json.loads(path.read_text(encoding="utf-8"))
            key = Ed25519PrivateKey.from_private_bytes(bytes.fromhex(data["key"]))
            year = data.get("birth_year")
            if not isinstance(data["name"], str) or not (year is None or isinstance(year, int)):
                raise TypeError("bad name or birth year")
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise ProfileError(f"profile {path} is unreadable: {exc}") from None
        return Identity(data["name"], key, year)
