"""Shared randomness: hash chains verify link by link; beacons pick outcomes exactly."""

from __future__ import annotations

import hashlib
import struct
from collections import Counter
from fractions import Fraction

import pytest

from net.protocol.beacon import BeaconError, Chains, ChainView, HashChain, beacon, link_hash, pick

TABLE = bytes(16)


def test_each_revealed_link_hashes_into_the_previous_one() -> None:
    chain = HashChain.create(length=10, seed=b"s" * 32)
    view = ChainView(chain.top, chain.length)
    for draw in range(10):
        view.accept(draw, chain.link(draw))
    assert link_hash(chain.link(0)) == chain.top
    with pytest.raises(BeaconError, match="beyond"):
        chain.link(10)


def test_a_forged_or_early_link_is_refused() -> None:
    chain = HashChain.create(length=5, seed=b"f" * 32)
    view = ChainView(chain.top, chain.length)
    with pytest.raises(BeaconError, match="does not hash"):
        view.accept(0, bytes(32))
    with pytest.raises(BeaconError, match="before draw 0"):
        view.accept(1, chain.link(1))
    view.accept(0, chain.link(0))
    view.accept(0, chain.link(0))  # a repeat is harmless
    with pytest.raises(BeaconError, match="second, different link"):
        view.accept(0, chain.link(1))


def test_beacon_mixes_every_peer_and_ignores_dict_order() -> None:
    links = {b"\x02" * 32: b"b" * 32, b"\x01" * 32: b"a" * 32}
    same = dict(reversed(list(links.items())))
    assert beacon(TABLE, 3, links) == beacon(TABLE, 3, same)
    assert beacon(TABLE, 3, links) != beacon(TABLE, 4, links)
    assert beacon(TABLE, 3, links) != beacon(TABLE, 3, {**links, b"\x01" * 32: b"c" * 32})


def test_pick_follows_exact_weights() -> None:
    outcomes = [("a", Fraction(1, 6)), ("b", Fraction(1, 2)), ("c", Fraction(1, 3))]
    counts = Counter(
        pick(hashlib.sha256(i.to_bytes(4, "big")).digest(), outcomes) for i in range(12_000)
    )
    assert set(counts) == {"a", "b", "c"}
    for name, p in outcomes:  # within 4 standard deviations of the expectation
        expected = 12_000 * p
        sigma = (12_000 * p * (1 - p)) ** 0.5
        assert abs(counts[name] - expected) < 4 * sigma, counts


def test_pick_is_deterministic_and_checks_probabilities() -> None:
    outcomes = [(("draw", i), Fraction(1, 37)) for i in range(37)]
    b = bytes(range(32))
    assert pick(b, outcomes) == pick(b, outcomes)
    with pytest.raises(BeaconError, match="summing to 1"):
        pick(b, [("x", Fraction(1, 2))])


def test_known_answer_beacon_and_pick_follow_the_documented_formula() -> None:
    """docs/protocol.md alone gives these bytes: two peers' chains, draw 1 (the second), the
    link each sends for it (its link[2]), mixed in ascending key order, then a pick."""
    table = bytes(range(16))
    keys = {b"\x07" * 32: b"seed-a" * 5 + b"aa", b"\x03" * 32: b"seed-b" * 5 + b"bb"}

    def links_of(seed: bytes, length: int) -> list[bytes]:  # link[0] = top ... link[L] = seed
        chain = [seed]
        for _ in range(length):
            chain.append(hashlib.sha256(b"tavolata/chain/v1\x00" + chain[-1]).digest())
        return chain[::-1]

    sent = {key: links_of(seed, 4)[1 + 1] for key, seed in keys.items()}  # draw d=1: link[2]
    mix = b"tavolata/beacon/v1\x00" + table + struct.pack(">Q", 1)
    mix += b"".join(sent[key] for key in sorted(sent))
    expected = hashlib.sha256(mix).digest()
    for key, seed in keys.items():  # what the peers' code sends for draw 1 is that link
        assert HashChain.create(length=4, seed=seed).link(1) == sent[key]
    assert beacon(table, 1, sent) == expected
    assert expected.hex() == EXPECTED_BEACON
    # pick: weights 1/6, 1/2, 1/3 over D = 6; first block below 2**256 // 6 * 6
    outcomes = [("a", Fraction(1, 6)), ("b", Fraction(1, 2)), ("c", Fraction(1, 3))]
    block = hashlib.sha256(b"tavolata/pick/v1\x00" + expected + struct.pack(">I", 0)).digest()
    x = int.from_bytes(block, "big")
    assert x < (1 << 256) // 6 * 6
    ticket = x % 6
    walked = next(name for name, upto in (("a", 1), ("b", 4), ("c", 6)) if ticket < upto)
    assert pick(expected, outcomes) == walked == EXPECTED_PICK


EXPECTED_BEACON = "38e5a44d933bb45598d79abf71810a7f8b3793150595699078eb7a7e9ff4d1a6"
EXPECTED_PICK = "c"


def test_a_peers_chains_cover_the_draws_one_after_another() -> None:
    """The n-th chain covers the draws after the earlier ones; a link beyond them is refused."""
    first, second = HashChain.create(length=2, seed=b"1" * 32), HashChain.create(3, b"2" * 32)
    chains = Chains()
    assert chains.add(first.top, first.length) == 0
    with pytest.raises(BeaconError, match="beyond every committed chain"):
        chains.accept(2, second.link(0))
    assert chains.add(second.top, second.length) == 1
    assert chains.covered == 5 and [chains.covering(d) for d in range(6)] == [0, 0, 1, 1, 1, None]
    for d in range(2):
        chains.accept(d, first.link(d))
    with pytest.raises(BeaconError, match="does not hash"):
        chains.accept(2, first.link(0))
    for d in range(2, 5):
        chains.accept(d, second.link(d - 2))  # chain 1's link[1] is draw 2's
    with pytest.raises(BeaconError, match=r"beyond every committed chain \(they cover 5 draws\)"):
        chains.accept(5, bytes(32))
