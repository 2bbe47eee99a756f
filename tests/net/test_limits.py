"""Body-shape limits hold at every nesting level, and the decoder itself is bounded.

docs/protocol.md, "Limits": text of at most 200 characters anywhere (map keys too),
integers in the signed 64-bit range (top-level fields 0..2**63-1), binaries of at most 64
bytes inside values, at most 8 nested arrays/maps, 1024 items per array or map and 8192
in a whole body. The reference predicate `fits` below is written from that list alone.
"""

from __future__ import annotations

import re
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net.identity import Identity
from net.protocol.messages import PROTOCOL_VERSION, SchemaError, check_body
from net.protocol.roster import Member, Roster, new_table
from net.protocol.wire import MAX_FRAME, SIGN_DOMAIN, ZERO_HASH, WireError, open_envelope, seal

TABLE = bytes(range(16))
ALICE = Identity.generate("Alice")
BASE = bytes(32)


def signed(kind: str, body: Any) -> bytes:
    """A correctly signed envelope around any body (seal would refuse a bad one)."""
    payload = msgpack.packb([PROTOCOL_VERSION, TABLE, ALICE.public_key, 0, ZERO_HASH, kind, body])
    return bytes(msgpack.packb([ALICE.public_key, payload, ALICE.sign(SIGN_DOMAIN + payload)]))


def action(value: Any) -> dict[str, Any]:
    """An action body holding `value`."""
    return {"index": 0, "seat": 0, "action": value, "base": BASE}


def nest(depth: int) -> Any:
    """`depth` arrays, one inside the other, around a 1."""
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


def test_a_long_string_nested_in_an_action_list_is_refused_with_a_clear_message() -> None:
    """The issue's case: a 201-character string inside an action list was accepted."""
    body = action(["place", 3, "x" * 201])
    with pytest.raises(WireError, match=re.escape("action.action[2] is text of 201 characters")):
        open_envelope(signed("action", body), TABLE)
    with pytest.raises(SchemaError, match="at most 200 anywhere"):
        seal(ALICE, TABLE, 0, ZERO_HASH, "action", body)


REFUSED = [
    (["y" * 201], "text of 201 characters"),
    ([{"k" * 201: 1}], re.escape("a key of action.action[0] is text of 201 characters")),
    ([{"ok": ["z" * 300]}], re.escape("action.action[0]['ok'][0] is text of 300")),
    ([2**63], "outside the signed 64-bit range"),
    ([2**64 - 1], "outside the signed 64-bit range"),  # msgpack encodes nothing below -2**63
    ({2**64 - 1: 1}, "outside the signed 64-bit range"),
    ([bytes(65)], "binary of 65 bytes"),
    (nest(9), "more than 8 deep"),
    (list(range(1025)), "an array of 1025 items"),  # refused by the bounded decoder
    ({i: i for i in range(1025)}, "a map of 1025 items"),
    ([list(range(1000)) for _ in range(9)], "more than 8192"),
    ([1.5], "float"),
]


@pytest.mark.parametrize(("value", "problem"), REFUSED)
def test_limits_hold_at_every_level(value: Any, problem: str) -> None:
    """Each limit, broken somewhere inside a value, is refused with the reason."""
    with pytest.raises(WireError, match=problem):
        open_envelope(signed("action", action(value)), TABLE)


ACCEPTED = [
    ["y" * 200, {"k" * 200: "v" * 200}],
    [2**63 - 1, -(2**63)],
    [bytes(64)],
    nest(8),
    list(range(1024)),
    [list(range(1000)) for _ in range(8)] + [list(range(183))],  # 8192 items in all
]


@pytest.mark.parametrize("value", ACCEPTED)
def test_values_at_the_limits_are_accepted(value: Any) -> None:
    env = open_envelope(seal(ALICE, TABLE, 0, ZERO_HASH, "action", action(value)), TABLE)
    assert env.body["action"] == value


def test_top_level_integers_are_non_negative_and_below_2_to_the_63() -> None:
    assert open_envelope(signed("ack", {"index": 2**63 - 1, "hash": BASE}), TABLE)
    for index in (2**63, 2**64 - 1, -1):
        with pytest.raises(WireError, match="non-negative integer"):
            open_envelope(signed("ack", {"index": index, "hash": BASE}), TABLE)


def test_legitimate_bodies_fit() -> None:
    """A roster of 5 seats with the longest names, heartbeat heads of 5 peers, a desync's
    state as large as a frame allows, and a fork of two whole envelopes."""
    members = [
        Member(Identity.generate(f"P{i}").public_key, chr(0x4E00 + i) * 200, f"10.0.0.{i}:65535")
        for i in range(5)
    ]
    config = {"players": 5, "edition": "classic", "board": "A"}
    roster = new_table("eight_minute_empire", config, members[0], ["host"] + ["remote"] * 4)
    for m in members[1:]:
        roster = roster.with_member(m.key, m.name, m.address)
    env = open_envelope(seal(ALICE, TABLE, 0, ZERO_HASH, "roster", roster.to_body()), TABLE)
    assert Roster.from_body(env.body) == roster
    heads = [[m.key, 2**40, bytes(32)] for m in members]
    heartbeat = {"now": 2**62, "heads": heads}
    assert open_envelope(seal(ALICE, TABLE, 0, ZERO_HASH, "heartbeat", heartbeat), TABLE)
    state = bytes(MAX_FRAME - 1000)
    desync = {"index": 3, "hash": BASE, "state": state, "rebuilt": BASE}
    assert open_envelope(seal(ALICE, TABLE, 0, ZERO_HASH, "desync", desync), TABLE)
    one = seal(ALICE, TABLE, 0, ZERO_HASH, "ack", {"index": 0, "hash": BASE})
    fork = {"first": one, "second": one}
    assert open_envelope(seal(ALICE, TABLE, 1, ZERO_HASH, "fork", fork), TABLE)


# -- fuzzing ----------------------------------------------------------------------------------


def fits(value: Any, depth: int = 0, count: list[int] | None = None) -> bool:
    """The reference predicate: whether a value nested in a body obeys every limit."""
    count = [0] if count is None else count
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, int):
        return -(2**63) <= value < 2**63
    if isinstance(value, str):
        return len(value) <= 200
    if isinstance(value, bytes):
        return len(value) <= 64
    if isinstance(value, (list, dict)):
        count[0] += len(value)
        if depth >= 8 or len(value) > 1024 or count[0] > 8192:
            return False
        if isinstance(value, list):
            return all(fits(item, depth + 1, count) for item in value)
        return all(
            not isinstance(k, bool)
            and isinstance(k, (str, int))
            and fits(k, depth + 1, [0])
            and fits(v, depth + 1, count)
            for k, v in value.items()
        )
    return False


INTS = st.one_of(st.integers(-5, 5), st.integers(-(2**64), 2**64 - 1))
TEXT = st.one_of(st.text(max_size=8), st.text(min_size=195, max_size=205))
BINS = st.one_of(st.binary(max_size=8), st.binary(min_size=60, max_size=70))
LEAF = st.one_of(st.none(), st.booleans(), INTS, TEXT, BINS)
KEYS = st.one_of(st.text(max_size=4), st.text(min_size=199, max_size=202), INTS)


def wide(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """An array near the per-array limit, made of copies (cheap to draw)."""
    return st.tuples(inner, st.integers(1000, 1030)).map(lambda t: [t[0]] * t[1])


NESTED_VALUES = st.recursive(
    LEAF,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(KEYS, inner, max_size=3)),
    max_leaves=24,
)
# Wide arrays only at the top (nested ones would multiply): near the per-array limit, and
# lists of them near the per-body limit.
VALUES = st.one_of(
    NESTED_VALUES,
    wide(NESTED_VALUES),
    st.lists(wide(LEAF), min_size=1, max_size=10),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(VALUES)
def test_random_nested_values_are_accepted_exactly_when_they_fit(value: Any) -> None:
    """Nested values are accepted by the decoder exactly when the reference predicate says so."""
    body = action(value)
    try:
        data = signed("action", body)
    except (OverflowError, ValueError):  # msgpack cannot even encode it (beyond 64 bits)
        return
    if len(data) > MAX_FRAME:
        return
    try:
        open_envelope(data, TABLE)
    except WireError:
        assert not fits(value)
    else:
        assert fits(value)
    try:
        check_body("action", body)
    except SchemaError:
        assert not fits(value)
    else:
        assert fits(value)


HOSTILE_HEADERS = [
    b"\xdd\xff\xff\xff\xff",  # an array of 4 billion items
    b"\xdf\xff\xff\xff\xff",  # a map of 4 billion entries
    b"\xdb\xff\xff\xff\xff",  # a text of 4 GB
    b"\xc6\xff\xff\xff\xff",  # a binary of 4 GB
    b"\x91" * 5000 + b"\x01",  # nesting the decoder's stack cannot hold
]


@pytest.mark.parametrize("header", HOSTILE_HEADERS)
def test_hostile_lengths_are_refused_by_the_bounded_decoder(header: bytes) -> None:
    """Announced lengths beyond the frame are refused without allocating them, both as the
    envelope and inside a correctly signed payload."""
    with pytest.raises(WireError, match=r"not valid msgpack|beyond the limits"):
        open_envelope(header + bytes(100), TABLE)
    fields = [PROTOCOL_VERSION, TABLE, ALICE.public_key, 0, ZERO_HASH, "action"]
    payload = b"\x97" + b"".join(msgpack.packb(f) for f in fields) + header + bytes(100)
    data = msgpack.packb([ALICE.public_key, payload, ALICE.sign(SIGN_DOMAIN + payload)])
    with pytest.raises(WireError, match=r"not valid msgpack|beyond the limits"):
        open_envelope(data, TABLE)


def mutations(data: bytes) -> st.SearchStrategy[bytes]:
    """Random edits of `data`: flipped bytes, cuts, insertions."""
    edit = st.tuples(
        st.sampled_from(["flip", "cut", "insert"]),
        st.integers(0, len(data) - 1),
        st.binary(min_size=1, max_size=6),
    )

    def apply(edits: list[tuple[str, int, bytes]]) -> bytes:
        out = data
        for how, at, junk in edits:
            at = min(at, max(len(out) - 1, 0))
            if how == "flip" and out:
                out = out[:at] + bytes([out[at] ^ junk[0] or 1]) + out[at + 1 :]
            elif how == "cut":
                out = out[:at]
            else:
                out = out[:at] + junk + out[at:]
        return out

    return st.lists(edit, min_size=1, max_size=4).map(apply)


NESTED = seal(
    ALICE, TABLE, 0, ZERO_HASH, "action", action(["x", {"k": [1, -2, b"\x00" * 8, None, True]}])
)


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.binary(max_size=400), mutations(NESTED)))
def test_random_and_mutated_envelopes_only_ever_raise_wire_errors(data: bytes) -> None:
    """Whatever the bytes, open_envelope returns a checked envelope or raises WireError."""
    try:
        env = open_envelope(data, TABLE)
    except WireError:
        return
    check_body(env.kind, env.body)  # anything that opens obeys every limit


def test_a_stop_whose_sentence_is_too_long_is_cut_so_it_can_still_be_sent() -> None:
    """Found by the lab with Tash-Kalar (issue 17): an audit fault naming a peer twice, a
    deck and two positions ran past 200 characters, so the `stop` could not be sealed and
    the table never logged why it stopped. The sentence is informative: it is cut."""
    from net.protocol.stops import AUDIT, stop_body

    said = (
        "the audit failed: Peer 1 (TYVX-3QFW) (driving seat 1 (Peer 1, TYVX-3QFW)) in deck "
        "'beings.0' at position 0: shuffle 0: a copy of the card at position 1 (expected the "
        "card from position 8 re-randomized)"
    )
    body = stop_body(400, AUDIT, [bytes(32)], said)
    check_body("stop", body)
    seal(ALICE, TABLE, 0, ZERO_HASH, "stop", body)
    assert len(body["text"]) == 200 and body["text"].endswith("…")
    assert said.startswith(body["text"][:-1])
    assert stop_body(1, AUDIT, [], "short")["text"] == "short"
    with pytest.raises(SchemaError):
        check_body("stop", {**body, "text": said})  # what was sent before: refused
