"""Commit rounds of secret moves: the formula, the machine's table, every way to cheat."""

from __future__ import annotations

import hashlib
import secrets

import pytest

from core import canonical
from net.protocol import commit
from net.protocol.commit import (
    DOMAIN,
    NONCE_SIZE,
    CommitError,
    CommitRound,
    commitment,
)
from net.protocol.machine import Refused
from net.protocol.settings import DEFAULT

DEADLINE = DEFAULT.secret_moves
REVEAL_TIMEOUT, ABANDON_AFTER = DEADLINE.name_after, DEADLINE.abandon_after

TABLE = bytes(range(16))


def new_nonce() -> bytes:
    """A fresh nonce (the protocol draws none: a peer's are derived,
    net/protocol/commit.SecretMoves)."""
    return secrets.token_bytes(NONCE_SIZE)


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


def play_round(moves: dict[int, int], now: float = 0.0) -> tuple[CommitRound, dict[int, bytes]]:
    rnd = CommitRound(TABLE, 0, tuple(sorted(moves)), DEADLINE)
    nonces = {seat: new_nonce() for seat in moves}
    for seat, move in moves.items():
        rnd.commit(seat, commitment(TABLE, seat, 0, move, nonces[seat]), now)
    return rnd, nonces


def test_an_honest_round_reveals_every_value() -> None:
    rnd, nonces = play_round({0: 3, 1: 0, 2: 5})
    for seat, move in {0: 3, 1: 0, 2: 5}.items():
        rnd.reveal(seat, move, nonces[seat])
    assert rnd.complete and rnd.values == {0: 3, 1: 0, 2: 5}


def test_no_reveal_before_every_commitment() -> None:
    rnd = CommitRound(TABLE, 0, (0, 1), DEADLINE)
    nonce = new_nonce()
    rnd.commit(0, commitment(TABLE, 0, 0, 2, nonce))
    with pytest.raises(CommitError, match=r"before seats \[1\] committed"):
        rnd.reveal(0, 2, nonce)


def test_a_reveal_that_does_not_match_is_a_cheat() -> None:
    rnd, nonces = play_round({0: 3, 1: 1})
    assert rnd.reveal(0, 4, nonces[0]) == (commit.STOP_CHEAT,)
    assert rnd.cheat == "seat 0's reveal does not match its commitment"
    assert rnd.reveal(0, 3, new_nonce()) == (commit.STOP_CHEAT,)
    assert rnd.reveal(5, 3, new_nonce()) == (commit.STOP_CHEAT,)
    assert rnd.cheat == "seat 5 does not take part in round 0"
    assert rnd.values == {} and rnd.state == commit.REVEALING


def test_changing_a_commitment_is_refused() -> None:
    rnd, _ = play_round({0: 3, 1: 1})
    with pytest.raises(CommitError, match="two different commitments"):
        rnd.commit(0, commitment(TABLE, 0, 0, 9, new_nonce()))


def test_strangers_cannot_commit() -> None:
    rnd = CommitRound(TABLE, 0, (0, 1), DEADLINE)
    with pytest.raises(CommitError, match="seat 5 does not take part"):
        rnd.commit(5, bytes(32))


def test_withheld_reveals_are_named() -> None:
    rnd, nonces = play_round({0: 3, 1: 1, 2: 2})
    rnd.reveal(1, 1, nonces[1])
    assert rnd.withheld() == (0, 2)
    assert not rnd.complete


def test_the_round_machine_names_withholders_once_then_completes() -> None:
    """committing -> revealing (the clock starts) -> late (named once) -> complete."""
    rnd = CommitRound(TABLE, 4, (0, 1), DEADLINE)
    nonces = {0: new_nonce(), 1: new_nonce()}
    assert rnd.state == commit.COMMITTING and rnd.tick(999.0) == ()  # no clock yet
    assert rnd.commit(0, commitment(TABLE, 0, 4, 7, nonces[0]), 10.0) == ()
    assert rnd.commit(1, commitment(TABLE, 1, 4, 8, nonces[1]), 11.0) == (commit.START_CLOCK,)
    assert (rnd.state, rnd.committed_at) == (commit.REVEALING, 11.0)
    assert rnd.commit(1, commitment(TABLE, 1, 4, 8, nonces[1]), 12.0) == ()  # the same again
    assert rnd.reveal(0, 7, nonces[0]) == ()
    assert rnd.tick(11.0 + REVEAL_TIMEOUT) == ()
    assert rnd.tick(11.1 + REVEAL_TIMEOUT) == (commit.NAME_LATE,)
    assert rnd.state == commit.LATE and rnd.withheld() == (1,)
    assert rnd.tick(12.0 + REVEAL_TIMEOUT) == ()  # named once
    assert rnd.reveal(1, 8, nonces[1]) == (commit.APPLY,)
    assert rnd.state == commit.COMPLETE and rnd.values == {0: 7, 1: 8}
    assert rnd.tick(999.0) == ()
    with pytest.raises(CommitError, match="a reveal in round 4, which is complete"):
        rnd.reveal(1, 8, nonces[1])
    with pytest.raises(Refused, match="commit while complete"):
        rnd.commit(1, commitment(TABLE, 1, 4, 8, nonces[1]), 13.0)


def test_the_round_machine_abandons_withholders_and_then_refuses_their_reveal() -> None:
    rnd, nonces = play_round({0: 1, 1: 2}, now=5.0)
    assert rnd.tick(5.1 + REVEAL_TIMEOUT) == (commit.NAME_LATE,)
    assert rnd.tick(5.1 + REVEAL_TIMEOUT + ABANDON_AFTER) == (commit.STOP_ABANDONED,)
    assert rnd.state == commit.ABANDONED and rnd.tick(1e6) == ()
    with pytest.raises(CommitError, match="which is abandoned"):
        rnd.reveal(0, 1, nonces[0])
    # Without a tick between the deadline and the give-up, the round is abandoned at once.
    rnd, _ = play_round({0: 1, 1: 2})
    assert rnd.tick(1 + REVEAL_TIMEOUT + ABANDON_AFTER) == (commit.STOP_ABANDONED,)


def test_the_round_machine_refuses_moves_its_table_lacks() -> None:
    rnd = CommitRound(TABLE, 0, (0, 1), DEADLINE)
    for event in (commit.REVEAL, commit.LAST_REVEAL, commit.DEADLINE, commit.GIVE_UP):
        with pytest.raises(Refused, match=f"^{event} while committing"):
            rnd.fire(event)
    assert rnd.state == commit.COMMITTING
