"""core.canonical: one encoding, stable hashes, strict decoding, first-difference paths."""

from __future__ import annotations

import dataclasses
import enum
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core import canonical, registry
from core.canonical import CanonicalError

ROOT = Path(__file__).resolve().parents[2]


@canonical.register("test.Colour")
class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@canonical.register("test.Seat")
@dataclasses.dataclass(frozen=True)
class Seat:
    coins: int
    colour: Colour


@canonical.register("test.Table")
@dataclasses.dataclass(frozen=True)
class Table:
    name: str
    seats: tuple[Seat, ...]
    marks: dict[str, int]


primitives = st.none() | st.booleans() | st.integers() | st.text() | st.binary()
values = st.recursive(
    primitives,
    lambda inner: (
        st.lists(inner, max_size=4).map(tuple)
        | st.dictionaries(st.text(max_size=5) | st.integers(), inner, max_size=4)
    ),
    max_leaves=20,
)


@given(values)
def test_round_trip_of_any_plain_value(value: object) -> None:
    assert canonical.decode(canonical.encode(value)) == value


@given(st.dictionaries(st.text(max_size=4), st.integers(), max_size=6))
def test_dict_encoding_ignores_insertion_order(d: dict[str, int]) -> None:
    reordered = dict(reversed(list(d.items())))
    assert canonical.encode(d) == canonical.encode(reordered)


def test_registered_dataclasses_and_enums_round_trip() -> None:
    table = Table("t", (Seat(3, Colour.RED), Seat(-2, Colour.BLUE)), {"b": 1, "a": 2})
    assert canonical.decode(canonical.encode(table)) == table


def test_encoding_is_pinned_byte_for_byte() -> None:
    # The format is a contract between peers (docs/canonical.md): these bytes never change.
    assert canonical.encode((1, "ab", None, True, -1)) == b"l\x05i\x01\x01s\x02abNTi\x01\xff"
    assert canonical.encode({"b": 0, "a": 300}) == b"d\x02s\x01ai\x02\x01,s\x01bi\x01\x00"
    assert canonical.state_hash(Seat(3, Colour.RED)) == canonical.state_hash(
        canonical.decode(canonical.encode(Seat(3, Colour.RED)))
    )


def test_int_bool_and_list_tuple_are_distinct_where_it_matters() -> None:
    assert canonical.encode(1) != canonical.encode(True)
    assert canonical.encode(0) != canonical.encode(False)


@pytest.mark.parametrize("value", [1.5, {1, 2}, frozenset(), object(), Path(".")])
def test_values_without_a_canonical_form_are_refused(value: object) -> None:
    with pytest.raises(CanonicalError, match="no canonical encoding"):
        canonical.encode(value)


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"", "truncated"),
        (b"s\x05ab", "truncated"),
        (b"Z", "unknown tag"),
        (b"NN", "trailing bytes"),
        (b"e" + canonical.encode("no.Such") + canonical.encode(1), "unknown type name"),
        (b"e" + canonical.encode("test.Colour") + canonical.encode("green"), "green"),
        (b"o" + canonical.encode("test.Seat") + b"\x01" + canonical.encode("x") + b"N", "fields"),
        (b"s\x02\xff\xfe", "UTF-8"),
        (b"l\x01" * 100 + b"N", "nested too deeply"),
    ],
)
def test_malformed_bytes_are_refused_with_a_reason(data: bytes, problem: str) -> None:
    with pytest.raises(CanonicalError, match=problem):
        canonical.decode(data)


def test_diff_names_the_first_differing_field_by_path() -> None:
    a = Table("t", (Seat(3, Colour.RED), Seat(5, Colour.BLUE)), {"x": 1})
    b = dataclasses.replace(a, seats=(a.seats[0], Seat(6, Colour.BLUE)))
    assert canonical.diff(a, a) is None
    assert canonical.diff(a, b) == ("seats[1].coins", 5, 6)
    c = dataclasses.replace(a, marks={"x": 2})
    assert canonical.diff(a, c) == ("marks['x']", 1, 2)
    d = dataclasses.replace(a, seats=a.seats[:1])
    assert canonical.diff(a, d) == ("seats.length", 2, 1)
    e = dataclasses.replace(a, seats=(Seat(3, Colour.BLUE), a.seats[1]))
    assert canonical.diff(a, e) == ("seats[0].colour", "red", "blue")  # plain, for reports


_HASH_SCRIPT = """
from core import canonical, registry
from tests.core.playout import playout
game = registry.get("eight_minute_empire")
for config in game.EXAMPLE_CONFIGS:
    hashes = [canonical.state_hash(s) for s, _ in playout(game, config, seed=21)]
    print(hashes[-1], len(hashes))
"""


def test_same_actions_same_hash_in_processes_with_different_hash_seeds() -> None:
    outputs = set()
    for hash_seed in ("0", "12345", "random"):
        done = subprocess.run(
            [sys.executable, "-c", _HASH_SCRIPT],
            cwd=ROOT,
            env={"PYTHONHASHSEED": hash_seed, "PATH": "/usr/bin:/bin"},
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1
    configs = registry.get("eight_minute_empire").EXAMPLE_CONFIGS
    assert len(next(iter(outputs)).splitlines()) == len(configs)


@pytest.mark.parametrize(
    ("name", "config"),
    [("eight_minute_empire", {"players": 4}), ("tash_kalar", {"players": 2})],
)
def test_memoized_digest_is_the_state_hash_of_every_state_of_a_game(
    name: str, config: dict[str, object]
) -> None:
    # The lockstep hashes each step's state with `digest` (issue 19): its memo must never
    # change a byte, however the states share their parts.
    from tests.core.playout import playout

    game = registry.get(name)
    seen = 0
    for state, _ in playout(game, config, seed=5):
        assert canonical.digest(state).hex() == canonical.state_hash(state)
        seen += 1
    assert seen > 20


def test_digest_is_not_fooled_by_a_list_or_dict_changed_in_place() -> None:
    # Only deeply immutable parts are memoized: what holds a list or dict is encoded anew.
    inner = [1, 2]
    value = (Seat(1, Colour.RED), (inner,), Table("t", (), {"a": 1}))
    before = canonical.digest(value)
    inner.append(3)
    value[2].marks["a"] = 2
    after = canonical.digest(value)
    assert after != before and after.hex() == canonical.state_hash(value)


def test_digest_memo_stays_bounded() -> None:
    for n in range(3 * canonical.MEMO_SIZE):
        canonical.digest((n, (n, n + 1)))
    assert sum(len(gen) for gen in canonical._memo) <= 2 * canonical.MEMO_SIZE + 2
