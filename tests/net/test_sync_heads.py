"""Heartbeat heads from a hostile member (net/protocol/sync.py): a head whose key is no
public key is skipped. Found by the property test of test_peer_hostile.py: the head
`[b"", 1, b""]` made us build a `want` for sender b"", whose schema refused it, and
`receive` raised."""

from __future__ import annotations

from net.identity import Identity
from net.protocol.signedlog import SignedLog
from net.protocol.sync import MAX_WANTED, Sync
from net.protocol.wire import seal
from tests.net.tables import TABLE
from tests.net.test_peer_hostile import snapshot

ALICE = Identity.generate("Alice")
PEER = b"p" * 32


def test_a_head_whose_key_is_no_public_key_is_skipped_and_makes_no_chain() -> None:
    log = SignedLog()
    sync = Sync(log, want_again=1.0)
    heads = [[b"", 1, b""], [b"x" * 31, 5, b""], [b"y" * 33, 5, b""], [ALICE.public_key, 2, b""]]
    assert sync.missing(PEER, heads) == [(ALICE.public_key, 0)]  # only the real key
    assert list(log.senders) == []  # asking makes no chain (a logged message does)
    assert sync.holds(PEER, ALICE.public_key, 2) and not sync.holds(PEER, b"", 1)


def test_a_members_heartbeat_with_a_bad_head_key_is_taken_without_raising() -> None:
    snap = snapshot()
    peer = snap.host()
    mallory = snap.people[1]
    chain = peer.log.chain(mallory.public_key)
    body = {"now": 0, "heads": [[b"", 1, b""]]}
    raw = seal(mallory, TABLE, chain.next_seq, chain.head, "heartbeat", body)
    peer.receive(7, raw, 101.0)  # raised SchemaError (our own want for sender b"")
    peer.tick(101.5)
    assert b"" not in peer.log.senders


def test_made_up_keys_never_grow_what_we_remember_asking_for() -> None:
    sync = Sync(SignedLog(), want_again=1.0)
    for i in range(3 * MAX_WANTED):
        assert sync.ask(i.to_bytes(32, "big"), 0, 5.0)
    assert len(sync.wanted) <= MAX_WANTED
    assert not sync.ask((3 * MAX_WANTED - 1).to_bytes(32, "big"), 0, 5.5)  # still deduplicated
