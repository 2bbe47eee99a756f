"""The signed log: chains per sender, duplicates, gaps, broken chains and fork proofs."""

from __future__ import annotations

import random

from net.identity import Identity
from net.protocol.signedlog import SignedLog, Verdict
from net.protocol.wire import ZERO_HASH, Envelope, open_envelope, seal

TABLE = bytes(16)
ALICE = Identity.generate("Alice")


def chain(signer: Identity, count: int) -> list[Envelope]:
    """`count` heartbeats of one sender, correctly chained."""
    out: list[Envelope] = []
    prev = ZERO_HASH
    for seq in range(count):
        env = open_envelope(
            seal(signer, TABLE, seq, prev, "ack", {"index": seq, "hash": ZERO_HASH}), TABLE
        )
        out.append(env)
        prev = env.msg_id
    return out


def test_messages_in_order_are_accepted() -> None:
    log = SignedLog()
    for env in chain(ALICE, 5):
        assert log.offer(env) == (Verdict.ACCEPTED, [env])
    assert log.chain(ALICE.public_key).next_seq == 5


def test_the_same_message_again_is_a_harmless_duplicate() -> None:
    log = SignedLog()
    first = chain(ALICE, 1)[0]
    log.offer(first)
    assert log.offer(first) == (Verdict.DUPLICATE, [])
    assert not log.forks


def test_a_gap_is_held_then_released_in_order() -> None:
    log = SignedLog()
    msgs = chain(ALICE, 6)
    log.offer(msgs[0])
    assert log.offer(msgs[3]) == (Verdict.FUTURE, [])
    assert log.offer(msgs[2]) == (Verdict.FUTURE, [])
    assert list(log.missing(ALICE.public_key)) == [1]
    verdict, accepted = log.offer(msgs[1])
    assert verdict is Verdict.ACCEPTED and accepted == msgs[1:4]
    assert log.chain(ALICE.public_key).next_seq == 4


def test_any_arrival_order_gives_the_same_chain() -> None:
    msgs = chain(ALICE, 12)
    for seed in range(5):
        shuffled = msgs[:] + msgs[3:7]  # reordered and duplicated
        random.Random(seed).shuffle(shuffled)
        log = SignedLog()
        for env in shuffled:
            log.offer(env)
        assert log.chain(ALICE.public_key).messages == msgs


def test_a_message_that_skips_its_predecessor_breaks_the_chain() -> None:
    log = SignedLog()
    log.offer(chain(ALICE, 1)[0])
    stray = open_envelope(
        seal(ALICE, TABLE, 1, ZERO_HASH, "ack", {"index": 9, "hash": ZERO_HASH}), TABLE
    )
    assert log.offer(stray) == (Verdict.BROKEN_CHAIN, [])


def test_two_messages_with_one_seq_are_a_fork_proof() -> None:
    log = SignedLog()
    honest = chain(ALICE, 2)
    for env in honest:
        log.offer(env)
    other = open_envelope(
        seal(ALICE, TABLE, 1, honest[0].msg_id, "ack", {"index": 99, "hash": ZERO_HASH}), TABLE
    )
    assert log.offer(other) == (Verdict.FORK, [])
    (proof,) = log.forks
    assert proof.sender == ALICE.public_key and proof.seq == 1
    # The proof holds both envelopes as received: anyone can check both signatures.
    assert open_envelope(proof.first, TABLE).body["index"] == 1
    assert open_envelope(proof.second, TABLE).body["index"] == 99


def test_a_fork_among_held_messages_is_caught_too() -> None:
    log = SignedLog()
    msgs = chain(ALICE, 4)
    log.offer(msgs[3])
    twin = open_envelope(
        seal(ALICE, TABLE, 3, msgs[2].msg_id, "ack", {"index": 7, "hash": ZERO_HASH}), TABLE
    )
    assert log.offer(twin) == (Verdict.FORK, [])
