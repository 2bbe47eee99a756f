"""Eight-Minute Empire: seeded random games pinned by digest, for both editions.

Issue 19 made the rules core faster; a speed-up must not change a single state, action,
hash or observation. Each digest covers every state's canonical hash (core/canonical.py),
every action, and the public and one seat's observation every few steps, of seeded random
playouts (tests/core/playout.py) of the conformance configs and the benchmark's Legends
config with every variant (benchmarks/core.py). The digests were taken before the speed-up.
"""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from core import canonical, hidden, registry
from tests.core.playout import plain_dealer, playout

EME = registry.get("eight_minute_empire")
OBSERVE_EVERY = 7  # observations every 7th state: enough to pin them, cheap to compute

ALL_VARIANTS = [
    "exploration_tokens",
    "fortress_tokens",
    "raging_dragon",
    "magic_portals",
    "bandits",
    "leaders",
]
CONFIGS: list[dict[str, Any]] = [
    *EME.EXAMPLE_CONFIGS,
    {"players": 4, "board": "A"},
    {"players": 4, "edition": "legends", "variants": ALL_VARIANTS},
    {"players": 4, "edition": "legends", "variants": [*ALL_VARIANTS, "mephitic_swamp"]},
]
PINNED = [
    "6fb0cdb17149fdab",
    "b5a65569d0adaac6",
    "e798386f38a29936",
    "b81900b9cb2f181c",
    "1f42bfd8b09787a4",
    "0b2f57ac5db1588e",
    "84086b5ac0b5fdab",
    "2e24fbe5c5275f4b",
    "53898281996f295b",
    "c3e56db7e5b9c4b8",
    "c4ff798c4bfa3803",
    "70292f9eebdf9e38",
    "f96478dcbe347dfb",  # issue 28: no peek after the last turn (seed 0 peeked there)
]


def game_digest(config: dict[str, Any], seeds: range) -> str:
    """Every state hash, action and sampled observation of the seeded random games."""
    h = hashlib.sha256()
    for seed in seeds:
        dealer = plain_dealer(config["players"], seed)
        for step, (state, action) in enumerate(playout(EME, config, seed, dealer)):
            h.update(canonical.state_hash(state).encode())
            h.update(canonical.encode(action))
            if step % OBSERVE_EVERY == 0:
                seat = step % config["players"]
                h.update(canonical.encode(hidden.observe(EME, state, None, None)))
                seen = hidden.observe(EME, state, seat, dealer.knowledge(seat))
                h.update(canonical.encode(seen))
    return h.hexdigest()[:16]


@pytest.mark.parametrize(("config", "digest"), list(zip(CONFIGS, PINNED, strict=True)))
def test_seeded_random_games_play_as_before(config: dict[str, Any], digest: str) -> None:
    assert game_digest(config, range(3)) == digest
