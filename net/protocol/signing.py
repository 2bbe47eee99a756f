"""Signatures as the protocol sees them: a public key's size and the fingerprint people see,
a signature's check, and the `Signer` a peer is given (docs/protocol.md, "Envelope").

The signer is a profile's key: net/identity.py's `Identity`, on the I/O side, which makes
the key from the operating system's randomness and keeps it in a file. It names the peer,
signs its messages and derives every secret the peer sends (`derive`: docs/protocol.md,
"Lockstep"), so the protocol holds no private key and draws no randomness of its own.
libsodium (PyNaCl) is imported where it checks, not with the module: the windowed client
shows its lobby (and fingerprints) before it pays for it.
"""

from __future__ import annotations

import base64
import hashlib
from typing import Protocol

KEY_SIZE = 32
SIGNATURE_SIZE = 64


def fingerprint(public_key: bytes) -> str:
    """A short, readable fingerprint of a public key: 8 base32 letters, e.g. "K3QZ-7MXA"."""
    digest = base64.b32encode(hashlib.sha256(public_key).digest()).decode("ascii")
    return f"{digest[:4]}-{digest[4:8]}"


def verify(public_key: bytes, signature: bytes, data: bytes) -> bool:
    """Whether `signature` is `public_key`'s Ed25519 signature of `data`.

    libsodium's check (PyNaCl): the table checks every frame it receives, and libsodium is
    about twice as fast as OpenSSL here (issue 19). It is also the stricter of the two (it
    refuses small-order keys and points too), so it accepts no signature OpenSSL refuses.
    """
    from nacl.bindings import crypto_sign_open
    from nacl.exceptions import BadSignatureError

    if len(public_key) != KEY_SIZE or len(signature) != SIGNATURE_SIZE:
        return False
    try:
        crypto_sign_open(signature + data, public_key)
    except (BadSignatureError, ValueError, TypeError):
        return False
    return True


class Signer(Protocol):
    """What a peer is given of its profile (net/identity.py's `Identity` is one)."""

    @property
    def name(self) -> str:
        """The profile's name, as the lobby shows it."""
        ...

    @property
    def public_key(self) -> bytes:
        """The 32 raw bytes of the public key: the peer's identity on the wire."""
        ...

    @property
    def fingerprint(self) -> str:
        """The short fingerprint shown to people."""
        ...

    def sign(self, data: bytes) -> bytes:
        """The Ed25519 signature of `data`."""
        ...

    def derive(self, label: bytes) -> bytes:
        """A 32-byte secret bound to the private key and `label`: the same after a restart."""
        ...
