"""A person agrees to the table explicitly: `ready` only after `Peer.ready()` (the client)."""

from __future__ import annotations

from net.protocol.effects import Readied, Started
from net.protocol.peer import Peer
from tests.net.memnet import MemNet
from tests.net.tables import agreed, bot, host_peer, person


def _table(auto_ready: bool) -> tuple[MemNet, list, list]:
    net = MemNet()
    people = [person("H"), person("J")]
    host = host_peer(people[0], 2)
    host.auto_ready = auto_ready
    assert host.lobby is not None
    host.lobby.auto_ready = auto_ready
    joiner = Peer.joining(people[1], "p1", bot(people[1]), "p0", auto_ready=auto_ready)
    return net, [net.add(host), net.add(joiner)], people


def test_a_person_who_has_not_said_ready_keeps_the_game_from_starting() -> None:
    net, nodes, people = _table(auto_ready=False)
    net.run(lambda: False, limit=5)
    assert all(n.of(Started) == [] for n in nodes)
    assert all(n.peer.roster is not None and n.peer.roster.full for n in nodes)
    net.apply(nodes[1], nodes[1].peer.ready(net.now))
    net.run(lambda: False, limit=3)
    # The joiner's ready reached everyone; the host has not agreed yet.
    assert [e.key for e in nodes[0].of(Readied)] == [people[1].public_key]
    assert all(n.of(Started) == [] for n in nodes)
    net.apply(nodes[0], nodes[0].peer.ready(net.now))
    net.run(net.all_finished, limit=400)
    assert all(len(n.of(Started)) == 1 for n in nodes)
    agreed(nodes)


def test_readied_effects_name_every_member_once_the_table_is_full() -> None:
    net, nodes, people = _table(auto_ready=True)
    net.run(lambda: all(n.of(Started) for n in nodes), limit=30)
    keys = {e.key for e in nodes[1].of(Readied)}
    assert keys == {p.public_key for p in people}
