"""core.canonical's caches (issue 19) give exactly the bytes of the plain recursive rule.

The reference below is the encoder as docs/canonical.md states it, item by item, with no
cache; the real one keeps the encodings of short strings, enum members and tuples of ints,
strings and such tuples (by identity). Both must agree on any value, on a value encoded
again (a cache hit), and on tuples that hold something else (a list, None, a bool).
"""

from __future__ import annotations

import dataclasses
import enum
import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from core import canonical, registry
from tests.core.playout import playout


def reference(obj: Any) -> bytes:
    """The canonical bytes, computed the plain way."""
    t = type(obj)
    if t is int:
        raw = obj.to_bytes((obj.bit_length() + 8) // 8, "big", signed=True)
        return b"i" + _varint(len(raw)) + raw
    if t is tuple or t is list:
        return b"l" + _varint(len(obj)) + b"".join(reference(x) for x in obj)
    if t is str:
        raw = obj.encode("utf-8")
        return b"s" + _varint(len(raw)) + raw
    if obj is None:
        return b"N"
    if t is bool:
        return b"T" if obj else b"F"
    if t is bytes:
        return b"b" + _varint(len(obj)) + obj
    if t is dict:
        pairs = sorted((reference(k), v) for k, v in obj.items())
        return b"d" + _varint(len(pairs)) + b"".join(k + reference(v) for k, v in pairs)
    name = canonical._NAMES[t]
    if isinstance(obj, enum.Enum):
        return b"e" + reference(name) + reference(obj.value)
    fields = dataclasses.fields(obj)
    body = b"".join(reference(f.name) + reference(getattr(obj, f.name)) for f in fields)
    return b"o" + reference(name) + _varint(len(fields)) + body


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | 0x80 if n else byte)
        if not n:
            return bytes(out)


scalars = st.none() | st.booleans() | st.integers() | st.text(max_size=70) | st.binary()
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5).map(tuple)
        | st.lists(inner, max_size=3)
        | st.dictionaries(st.text(max_size=3) | st.integers(), inner, max_size=3)
    ),
    max_leaves=25,
)


@given(values)
def test_any_value_encodes_as_the_plain_rule_says_and_again_from_the_caches(value: Any) -> None:
    assert canonical.encode(value) == reference(value)
    assert canonical.encode(value) == reference(value)  # the cached encodings, used


def test_tuples_that_hold_more_than_ints_and_strings_take_the_general_path() -> None:
    inner = [1, 2]
    held = (1, ("a", inner), None)
    assert canonical.encode(held) == reference(held)
    inner.append(3)  # a tuple holding a list can change: its encoding is never kept
    assert canonical.encode(held) == reference(held)
    for value in ((True, 1), (1, False), ((0, 0), (0, None)), (300, -129, "é" * 70)):
        assert canonical.encode(value) == reference(value)


def test_game_states_hash_as_the_plain_rule_says_step_after_step() -> None:
    """Consecutive states share most rows: the identity cache is hit on every step."""
    game = registry.get("eight_minute_empire")
    configs = [game.EXAMPLE_CONFIGS[0], game.EXAMPLE_CONFIGS[-1]]
    for config in configs:
        for seed in range(2):
            for state, action in playout(game, config, seed):
                assert canonical.encode(state) == reference(state)
                assert canonical.encode(action) == reference(action)


def test_many_distinct_tuples_keep_the_cache_bounded() -> None:
    rng = random.Random(7)
    rows = [tuple(rng.randrange(-200, 200) for _ in range(4)) for _ in range(20_000)]
    for row in rows:
        assert canonical.encode(row) == reference(row)
    assert len(canonical._PLAIN) <= canonical._PLAIN_CACHE_SIZE
