"""Connections that never greet, too many of them, and joining an address nobody answers.

docs/protocol.md, "Connections" and "Timers": a connection without a hello for 10 s is
closed; beyond 8 accepted connections without a hello, new ones are refused; a peer joining
by address says so at every failed attempt and gives up after 20 s; one that already
belongs to a table keeps waiting.
"""

from __future__ import annotations

import msgpack

from net.protocol.dialing import MAX_UNGREETED
from net.protocol.effects import Close, GaveUp, Notice, Stopped, Unreachable
from net.protocol.peer import Peer
from net.protocol.settings import DEFAULT
from net.protocol.wire import SIGN_DOMAIN, seal
from tests.net.memnet import Faults, MemNet
from tests.net.tables import TABLE, agreed, bot, host_peer, person, table, undisturbed

HELLO_TIMEOUT, JOIN_GIVE_UP = DEFAULT.hello_timeout, DEFAULT.join_give_up


def test_a_connection_that_never_says_hello_is_closed_naming_its_address() -> None:
    me = person("Host")
    peer = host_peer(me, 3)
    peer.connected(5, 0.0, "192.0.2.7:40001")
    assert not any(isinstance(e, Close) for e in peer.tick(HELLO_TIMEOUT - 0.1))
    effects = peer.tick(HELLO_TIMEOUT + 0.1)
    why = "closed the connection from 192.0.2.7:40001: no hello in 10 s"
    assert Notice(why, "warning") in effects and Close(5, why) in effects
    assert not any(isinstance(e, Close) for e in peer.tick(HELLO_TIMEOUT + 1))  # only once


def test_connections_beyond_the_cap_of_ungreeted_ones_are_refused() -> None:
    me = person("Host")
    peer = host_peer(me, 3)
    for conn in range(MAX_UNGREETED):
        assert not any(isinstance(e, Close) for e in peer.connected(conn, 0.0, f"10.0.0.9:{conn}"))
    effects = peer.connected(99, 0.0, "10.0.0.9:99")
    why = "refused the connection from 10.0.0.9:99: 8 connections have not said hello yet"
    assert effects == [Notice(why, "warning"), Close(99, why)]
    # One that greets frees its place.
    joiner = person("Joiner")
    hello = {"name": "Joiner", "fingerprint": joiner.fingerprint, "address": "", "now": 0}
    peer.receive(0, seal(joiner, TABLE, 0, bytes(32), "hello", hello), 0.1)
    assert not any(isinstance(e, Close) for e in peer.connected(100, 0.2, "10.0.0.9:100"))


def test_a_refused_frame_names_the_connections_address() -> None:
    peer = host_peer(person("Host"), 3)
    peer.connected(3, 0.0, "198.51.100.4:5555")
    forged = bytearray(
        seal(person("Alice"), TABLE, 0, bytes(32), "ack", {"index": 0, "hash": bytes(32)})
    )
    forged[-1] ^= 1
    assert peer.receive(3, bytes(forged), 0.1) == [
        Notice("refused a message from 198.51.100.4:5555: bad signature", "warning")
    ]


def joiner_alone(address: str = "p0") -> tuple[MemNet, Peer]:
    """A peer joining `address` on a network where nobody listens there."""
    net = MemNet()
    me = person("Joiner")
    peer = Peer.joining(me, "p1", bot(me), address)
    net.add(peer)
    return net, peer


def test_joining_an_address_nobody_answers_says_so_and_gives_up() -> None:
    net, _ = joiner_alone()
    node = net.nodes["p1"]
    net.run(lambda: node.stopped is not None, limit=60)
    tries = node.of(Unreachable)
    assert len(tries) >= 3
    assert tries[2].text == "nothing answers at p0 (connection refused) — retrying, attempt 3"
    assert [t.attempt for t in tries] == list(range(1, len(tries) + 1))
    [stop] = node.of(Stopped)
    assert isinstance(stop, GaveUp)
    assert stop.reason == f"nothing answers at p0: gave up after {len(tries)} attempts in 20 s"
    assert JOIN_GIVE_UP <= net.now < JOIN_GIVE_UP + 1


def test_a_host_that_comes_up_before_the_give_up_is_joined() -> None:
    """Retrying keeps working: a host that starts (or restarts) within 20 s is joined."""
    net, joiner = joiner_alone()
    net.run(lambda: len(net.nodes["p1"].of(Unreachable)) >= 3, limit=20)
    net.add(host_peer(person("Host"), 2))
    net.run(lambda: joiner.table is not None and joiner.roster is not None, limit=20)
    assert net.nodes["p1"].stopped is None


def test_something_listening_that_never_says_hello_counts_as_a_failed_attempt() -> None:
    me = person("Joiner")
    peer = Peer.joining(me, "p1", bot(me), "192.0.2.1:9")
    peer.start(0.0)
    peer.connected(1, 0.01, "192.0.2.1:9", dialed=True)
    effects = peer.tick(HELLO_TIMEOUT + 0.1)
    [attempt] = [e for e in effects if isinstance(e, Unreachable)]
    assert attempt.text == (
        "nothing answers at 192.0.2.1:9 (a connection opened, but no hello came in 10 s) "
        "— retrying, attempt 1"
    )
    assert Close(1, "no hello") in effects


def test_a_host_speaking_another_protocol_version_stops_the_join_at_once() -> None:
    me, host = person("Joiner"), person("Host")
    peer = Peer.joining(me, "p1", bot(me), "192.0.2.1:9")
    peer.start(0.0)
    peer.connected(1, 0.01, "192.0.2.1:9", dialed=True)
    body = {"name": "Host", "fingerprint": host.fingerprint, "address": "", "now": 0}
    payload = msgpack.packb([99, TABLE, host.public_key, 0, bytes(32), "hello", body])
    data = msgpack.packb([host.public_key, payload, host.sign(SIGN_DOMAIN + payload)])
    [stop] = [e for e in peer.receive(1, data, 0.1) if isinstance(e, Stopped)]
    assert "speaks another version of the protocol" in stop.reason
    assert "192.0.2.1:9" in stop.reason


def test_a_peer_that_belongs_to_a_table_keeps_waiting_for_its_host() -> None:
    """A member whose host is gone keeps redialing, with no give-up (as before)."""
    net, nodes, _ = table(2)
    net.run(lambda: nodes[1].peer.roster is not None and nodes[1].peer.game is not None, 30)
    net.kill("p0")
    net.run(lambda: False, limit=JOIN_GIVE_UP * 2)
    assert nodes[1].stopped is None and not nodes[1].of(Unreachable)


def test_slow_links_and_a_healed_partition_still_finish() -> None:
    """Honest slow links (the lab's 50 ms delays) and a partition that heals are not cut off
    by the hello deadline: a redial after a close is fine."""
    net, nodes, people = table(3, Faults(delay=0.07, drop=0.05))
    net.run(lambda: all(n.peer.game is not None for n in nodes), limit=60)
    net.cut.add("p2")
    net.run(lambda: False, limit=HELLO_TIMEOUT * 2)
    net.cut.clear()
    net.run(net.all_finished, limit=300)
    assert agreed(nodes) == undisturbed(people)
