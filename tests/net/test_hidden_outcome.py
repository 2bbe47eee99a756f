"""Issue 31: a hidden-information part's outcome is returned, not left behind. `Hidden.key`
and `Hidden.part` give a frozen `Outcome` (event, why, culprit) that the lockstep reads; the
table keeps no `why`/`culprit` of the last part for its caller to read back."""

from __future__ import annotations

import hashlib

import pytest

from net.protocol import reveals
from net.protocol.elgamal import make_key
from net.protocol.hiddentable import Hidden, Outcome
from net.protocol.roster import Member, new_table
from net.protocol.seated import Seated
from net.protocol.settings import DEFAULT
from tests.net.tables import TABLE

A, B = b"\x01" * 32, b"\x02" * 32


def derive(label: bytes) -> bytes:
    return hashlib.sha256(label).digest()


def hidden_of_a() -> Hidden:
    """Blind Pass for A (member 0) and B (member 1), seen by A."""
    roster = new_table("blind_pass", {"players": 2}, Member(A, "A", ""), ["host", "remote"])
    roster = roster.with_member(B, "B", "")
    return Hidden(Seated(TABLE, roster, A, derive), DEFAULT.reveals)


def test_i31_a_bad_key_returns_its_outcome_naming_the_member() -> None:
    table = hidden_of_a()
    public, proof = make_key(derive(b"b seed"), TABLE, 0)  # a proof for member 0, sent by B
    outcome = table.key(B, {"key": public, "proof": proof})
    assert isinstance(outcome, Outcome) and outcome.event == reveals.BAD_PART
    assert outcome.culprit == 1 and outcome.why
    with pytest.raises(AttributeError):
        outcome.why = ""  # type: ignore[misc]  # frozen: nobody rewrites it afterwards
    assert not hasattr(table, "why") and not hasattr(table, "culprit")


def test_i31_a_good_key_is_a_part_with_nothing_to_say() -> None:
    table = hidden_of_a()
    public, proof = make_key(derive(b"b seed"), TABLE, 1)
    assert table.key(B, {"key": public, "proof": proof}) == Outcome(reveals.PART)
