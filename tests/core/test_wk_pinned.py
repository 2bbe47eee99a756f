"""Seeded random games of It's a Wonderful Kingdom, pinned: the actions chosen and the final
state's hash, so that speed work on the rules cannot change a game unnoticed (a rules
change that means to change them updates the pins, saying why)."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from core import canonical
from core.games import wonderful_kingdom as G
from tests.core.playout import playout

PINS = [
    (0, 1, "eb58bf2faa60c92d", (-8, -16)),
    (0, 2, "c874ec610d029cc3", (-18, 6)),
    (1, 1, "9def201bd475d625", (-4,)),
    (1, 2, "821a72c1ca61dd16", (3,)),
    (2, 1, "626c99b0c0c2154d", (-3, -8)),
    (2, 2, "29a3a3000d269fe0", (3, -24)),
]


def digest(config: dict[str, Any], seed: int) -> tuple[str, tuple[int, ...]]:
    h = hashlib.sha256()
    last = None
    for last in playout(G, config, seed):
        h.update(repr(last[1]).encode())
    assert last is not None
    final = G.apply_action(*last)
    h.update(canonical.state_hash(final).encode())
    return h.hexdigest()[:16], G.returns(final)


@pytest.mark.parametrize(("config", "seed", "pin", "points"), PINS)
def test_seeded_games_play_as_pinned(
    config: int, seed: int, pin: str, points: tuple[int, ...]
) -> None:
    assert digest(G.EXAMPLE_CONFIGS[config], seed) == (pin, points)
