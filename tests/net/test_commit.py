"""Commit-reveal rounds: the formula, the order of steps, and every way to cheat."""

from __future__ import annotations

import hashlib

import pytest

from core import canonical
from net.commit import DOMAIN, CommitError, CommitRound, commitment, new_nonce

TABLE = bytes(range(16))


def test_commitment_formula_is_the_documented_one() -> None:
    nonce = bytes(range(32))
    value = canonical.encode(7)
    expected = hashlib.sha256(
        DOMAIN
        + TABLE
        + (2).to_bytes(2, "big")
        + (1).to_bytes(4, "big")
        + len(value).to_bytes(4, "big")
        + value
        + nonce
    ).digest()
    assert commitment(TABLE, 2, 1, 7, nonce) == expected


def test_commitments_are_bound_to_table_seat_round_and_value() -> None:
    nonce = new_nonce()
    base = commitment(TABLE, 0, 0, 3, nonce)
    assert base != commitment(bytes(16), 0, 0, 3, nonce)
    assert base != commitment(TABLE, 1, 0, 3, nonce)
    assert base != commitment(TABLE, 0, 1, 3, nonce)
    assert base != commitment(TABLE, 0, 0, 4, nonce)
    assert base != commitment(TABLE, 0, 0, 3, new_nonce())


def play_round(bids: dict[int, int]) -> tuple[CommitRound, dict[int, bytes]]:
    rnd = CommitRound(TABLE, 0, tuple(sorted(bids)))
    nonces = {seat: new_nonce() for seat in bids}
    for seat, bid in bids.items():
        rnd.commit(seat, commitment(TABLE, seat, 0, bid, nonces[seat]))
    return rnd, nonces


def test_an_honest_round_reveals_every_value() -> None:
    rnd, nonces = play_round({0: 3, 1: 0, 2: 5})
    for seat, bid in {0: 3, 1: 0, 2: 5}.items():
        rnd.reveal(seat, bid, nonces[seat])
    assert rnd.complete and rnd.values == {0: 3, 1: 0, 2: 5}


def test_no_reveal_before_every_commitment() -> None:
    rnd = CommitRound(TABLE, 0, (0, 1))
    nonce = new_nonce()
    rnd.commit(0, commitment(TABLE, 0, 0, 2, nonce))
    with pytest.raises(CommitError, match=r"before seats \[1\] committed"):
        rnd.reveal(0, 2, nonce)


def test_a_reveal_that_does_not_match_is_refused() -> None:
    rnd, nonces = play_round({0: 3, 1: 1})
    with pytest.raises(CommitError, match="seat 0's reveal does not match"):
        rnd.reveal(0, 4, nonces[0])
    with pytest.raises(CommitError, match="does not match"):
        rnd.reveal(0, 3, new_nonce())
    assert rnd.values == {}


def test_changing_a_commitment_is_refused() -> None:
    rnd, _ = play_round({0: 3, 1: 1})
    with pytest.raises(CommitError, match="two different commitments"):
        rnd.commit(0, commitment(TABLE, 0, 0, 9, new_nonce()))


def test_strangers_cannot_commit() -> None:
    rnd = CommitRound(TABLE, 0, (0, 1))
    with pytest.raises(CommitError, match="seat 5 does not take part"):
        rnd.commit(5, bytes(32))


def test_withheld_reveals_are_named() -> None:
    rnd, nonces = play_round({0: 3, 1: 1, 2: 2})
    rnd.reveal(1, 1, nonces[1])
    assert rnd.withheld() == (0, 2)
    assert not rnd.complete
