"""Shared randomness for chance nodes: hash chains committed at the start, one link a draw.

Every peer picks a secret seed and commits to the top of a hash chain built from it:
link[L] = seed, link[i] = H(link[i+1]), top = link[0]. For draw d (0, 1, 2, ...) each
peer reveals link[d + 1], which anyone checks by hashing it into the previous link. The
beacon of draw d mixes every peer's link, so no peer can bias it or know it early (its
own links are fixed by its commitment, the others' are unknown until revealed):

    beacon(d) = SHA-256(MIX | table | u64 d | link of each peer, peers in key order)

A chain covers L draws; a peer then commits a new one, which covers the next L draws
(`Chains`: a peer's chains in the order it sent them). Draw d of a chain that starts at
draw `first` reveals that chain's link[d - first + 1].

`pick` maps a beacon to a chance outcome with exact weights by rejection sampling.
Pure: a chain's seed is given (net/protocol/draws.py derives it from the profile key and the table).
"""

from __future__ import annotations

import hashlib
import math
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

CHAIN = b"tavolata/chain/v1\x00"
MIX = b"tavolata/beacon/v1\x00"
PICK = b"tavolata/pick/v1\x00"
DEFAULT_LENGTH = 1024  # draws a chain covers; a peer commits its next chain when it runs out


class BeaconError(ValueError):
    """A link that does not verify, or a draw asked out of order."""


def link_hash(link: bytes) -> bytes:
    """One step down the chain."""
    return hashlib.sha256(CHAIN + link).digest()


@dataclass(frozen=True)
class HashChain:
    """A peer's own chain: the secret links, top first."""

    links: tuple[bytes, ...]

    @classmethod
    def create(cls, length: int, seed: bytes) -> HashChain:
        """A chain of `length` draws from `seed` (secret: whoever knows it knows every link)."""
        link = seed
        links = [link]
        for _ in range(length):
            link = link_hash(link)
            links.append(link)
        return cls(tuple(reversed(links)))

    @property
    def top(self) -> bytes:
        """The commitment sent to every peer before the first draw."""
        return self.links[0]

    @property
    def length(self) -> int:
        """How many draws the chain covers."""
        return len(self.links) - 1

    def link(self, draw: int) -> bytes:
        """The link revealed for draw `draw`."""
        if not 0 <= draw < self.length:
            raise BeaconError(f"draw {draw} is beyond this chain of {self.length}")
        return self.links[draw + 1]


@dataclass
class ChainView:
    """A peer's chain as we know it: its top, its first draw and the links revealed so far."""

    top: bytes
    length: int
    revealed: list[bytes] = field(default_factory=list)
    first: int = 0  # the draw its link[1] is revealed for

    def accept(self, draw: int, link: bytes) -> None:
        """Check and record the link of draw `draw` (in order; a repeat must be identical)."""
        n = draw - self.first  # draws are numbered for the whole game, links per chain
        if 0 <= n < len(self.revealed):
            if self.revealed[n] != link:
                raise BeaconError(f"a second, different link for draw {draw}")
            return
        if n != len(self.revealed):
            nxt = self.first + len(self.revealed)
            raise BeaconError(f"link for draw {draw} before draw {nxt}")
        if n >= self.length:
            raise BeaconError(f"draw {draw} is beyond the committed chain of {self.length}")
        previous = self.revealed[-1] if self.revealed else self.top
        if link_hash(link) != previous:
            raise BeaconError(f"the link for draw {draw} does not hash to the previous one")
        self.revealed.append(link)


@dataclass
class Chains:
    """A peer's chains in the order it committed them: the n-th covers the draws after the
    earlier ones' (a peer commits its next chain when its current one runs out)."""

    views: list[ChainView] = field(default_factory=list)

    @property
    def covered(self) -> int:
        """How many draws (0 .. covered - 1) the committed chains cover."""
        return self.views[-1].first + self.views[-1].length if self.views else 0

    def add(self, top: bytes, length: int) -> int:
        """Record the next committed chain; its number n (0, 1, ...)."""
        self.views.append(ChainView(top, length, first=self.covered))
        return len(self.views) - 1

    def covering(self, draw: int) -> int | None:
        """The number of the chain that covers `draw`, if any."""
        return next(
            (n for n, v in enumerate(self.views) if v.first <= draw < v.first + v.length), None
        )

    def accept(self, draw: int, link: bytes) -> None:
        """Check and record the link of draw `draw` against the chain that covers it."""
        n = self.covering(draw)
        if n is None:
            raise BeaconError(
                f"draw {draw} is beyond every committed chain (they cover {self.covered} draws)"
            )
        self.views[n].accept(draw, link)


def beacon(table: bytes, draw: int, links: Mapping[bytes, bytes]) -> bytes:
    """Mix every peer's link of draw `draw` (peer key -> link) into one beacon."""
    parts = [MIX, table, struct.pack(">Q", draw)]
    parts += [links[key] for key in sorted(links)]
    return hashlib.sha256(b"".join(parts)).digest()


def pick(beacon_bytes: bytes, outcomes: Sequence[tuple[Any, Fraction]]) -> Any:
    """The outcome a beacon selects, each with exactly its probability.

    The weights are put over a common denominator D; a uniform integer in [0, D) comes from
    256-bit blocks SHA-256(PICK | beacon | u32 counter), rejecting blocks at or above the
    largest multiple of D (unbiased); then the outcomes' ranges are walked in order.
    """
    if not outcomes or sum(p for _, p in outcomes) != 1:
        raise BeaconError("chance outcomes must have probabilities summing to 1")
    denominator = math.lcm(*(p.denominator for _, p in outcomes))
    limit = (1 << 256) // denominator * denominator
    for counter in range(256):  # a rejection has probability < D / 2**256: never in practice
        block = hashlib.sha256(PICK + beacon_bytes + struct.pack(">I", counter)).digest()
        x = int.from_bytes(block, "big")
        if x < limit:
            ticket = x % denominator
            for outcome, p in outcomes:
                ticket -= p.numerator * (denominator // p.denominator)
                if ticket < 0:
                    return outcome
    raise BeaconError("no unbiased sample found")  # unreachable in practice
