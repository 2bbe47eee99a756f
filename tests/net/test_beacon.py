"""Shared randomness: hash chains verify link by link; beacons pick outcomes exactly."""

from __future__ import annotations

import hashlib
from collections import Counter
from fractions import Fraction

import pytest

from net.beacon import BeaconError, ChainView, HashChain, beacon, link_hash, pick

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
    chain = HashChain.create(length=5)
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
