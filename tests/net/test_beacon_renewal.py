"""Beacon chains that run out: each peer commits its next chain, and the game goes on.

With chains of 2 draws a game of about 36 draws needs many chains per peer. A peer commits
its next chain as soon as it sent the last link of its current one, and no peer reveals a
link for a draw before it holds every member's chain covering that draw.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from net.protocol import draws, netrecord
from net.protocol.effects import Stopped
from net.protocol.wire import Envelope, open_envelope
from tests.net.memnet import MemNet, Node
from tests.net.tables import TABLE, agreed, label, past, record_text, table
from tests.net.test_peer_restart import restart

LENGTH = 2
SEED = 13  # people of their own: tables.undisturbed caches games of the default length


@pytest.fixture(autouse=True)
def short_chains(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(draws, "CHAIN_LENGTH", LENGTH)
    yield


def messages(node: Node) -> list[Envelope]:
    """A node's record: the logged messages in the order it accepted them."""
    return [open_envelope(base64.b64decode(x["m"]), TABLE) for x in node.record if "m" in x]


def verify(node: Node) -> netrecord.Verified:
    return netrecord.verify_text(record_text(node.record))


def clean_final() -> str:
    net, nodes, _ = table(3, seed=SEED)
    net.run(net.all_finished, limit=60)
    return agreed(nodes)


def test_a_game_needing_many_chains_finishes_in_agreement_and_every_record_verifies() -> None:
    net, nodes, people = table(3, seed=SEED)
    net.run(net.all_finished, limit=60)
    final = agreed(nodes)
    game = nodes[0].peer.game
    assert game is not None and game.draws.count > 4 * LENGTH  # several chains each
    for node in nodes:
        outcome = verify(node)
        assert outcome.finished and outcome.final_hash == final
        log = messages(node)
        for me in people:
            key = me.public_key
            chains = [e for e in log if e.sender == key and e.kind == "chain"]
            assert len(chains) == game.draws.count // LENGTH + 1  # the last one is never used
            assert all(e.body["length"] == LENGTH for e in chains)
        # This peer revealed draw d only once it held every member's chain covering d.
        mine = node.peer.key
        held = 0
        seen_chains: dict[bytes, int] = {}
        for e in log:
            if e.kind == "chain":
                seen_chains[e.sender] = seen_chains.get(e.sender, 0) + 1
            elif e.kind == "link" and e.sender == mine:
                d = e.body["draw"]
                assert all(seen_chains.get(p.public_key, 0) * LENGTH > d for p in people), d
                held += 1
        assert held == game.draws.count


def test_a_peer_restarted_after_renewing_its_chain_still_agrees() -> None:
    net, nodes, people = table(3, seed=SEED)
    net.run(lambda: past(nodes, 30), limit=30)
    game = nodes[1].peer.game
    assert game is not None and game.draws.count > LENGTH  # it has sent a second chain already
    net.kill("p1")
    net.run(lambda: False, limit=3)
    new = restart(net, nodes, people, 1)
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == clean_final()
    assert verify(new).finished
    key = people[1].public_key
    tops = [e.body["top"] for e in messages(new) if e.sender == key and e.kind == "chain"]
    assert len(tops) == len(set(tops))  # no chain sent twice, no fork


def withholding_renewal(honest: list[bool]) -> Callable[[str, dict[str, Any]], Any]:
    """A client that commits its first chain and never another (until `honest[0]`): an
    outgoing filter withholding every later `chain`."""
    sent: list[Any] = []

    def outgoing(kind: str, body: dict[str, Any]) -> dict[str, Any] | None:
        if kind != "chain" or honest[0]:
            return body
        if sent and sent[0] != body["top"]:
            return None
        sent.append(body["top"])
        return body

    return outgoing


HONEST = [False]  # P1's filter lets its chains out again once this is set (per test)


def withheld() -> tuple[MemNet, list[Node], list[Any]]:
    """P1 withholds its second chain: once its first runs out, nobody reveals draw 2."""
    net, nodes, people = table(3, seed=SEED)
    HONEST[0] = False
    nodes[1].peer.outbox.outgoing = withholding_renewal(HONEST)  # used from when the game begins
    net.run(lambda: False, limit=10)
    for node in nodes:
        game = node.peer.game
        assert game is not None and game.draws.count == LENGTH and node.stopped is None
        assert [e for e in messages(node) if e.kind == "link" and e.body["draw"] >= LENGTH] == []
    return net, nodes, people


def emit(net: MemNet, node: Node, kind: str, body: dict[str, Any]) -> None:
    """`node` signs, logs and sends a message of the test's choosing."""
    node.peer._emit(kind, body)
    net.apply(node, node.peer.tick(net.now))


def test_a_chain_sent_late_only_makes_the_table_wait() -> None:
    net, nodes, _ = withheld()
    game = nodes[1].peer.game
    assert game is not None
    late = game.draws.my_chain(1, LENGTH)  # what an honest client would have sent
    emit(net, nodes[1], "chain", {"top": late.top, "length": late.length})
    HONEST[0] = True  # the honest client again
    net.run(net.all_finished, limit=60)
    agreed(nodes)
    assert all(verify(n).finished for n in nodes)


def test_a_link_beyond_every_committed_chain_stops_the_table_naming_the_peer() -> None:
    net, nodes, people = withheld()
    emit(net, nodes[1], "link", {"draw": LENGTH, "link": bytes(32)})
    net.run(lambda: all(n.stopped for n in nodes), limit=5)
    reason = (
        f"{label(people[1])} broke its beacon chain: draw {LENGTH} is beyond every "
        f"committed chain (they cover {LENGTH} draws)"
    )
    assert [n.of(Stopped) for n in nodes] == [[Stopped(reason)]] * 3
