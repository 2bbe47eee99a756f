"""Restarts: a peer killed mid-game comes back from its record and the game goes on.

The restarted peer is a new Peer with the same identity and address, restored from the
record lines its predecessor persisted: nothing it had accepted is lost, it signs on from
its next sequence number (re-signing nothing: no fork), and it reveals the secret move it
committed to before dying.
"""

from __future__ import annotations

import base64
from collections import Counter

import pytest

from net.identity import Identity
from net.protocol.effects import Dial, MemberNotice, Notice, Persist, Stopped
from net.protocol.peer import Peer, RecordMismatch
from net.protocol.roster import Roster
from net.protocol.settings import DEFAULT
from net.protocol.wire import ZERO_HASH, Envelope, open_envelope, seal
from tests.net.memnet import MemNet, Node
from tests.net.tables import GAMES, TABLE, agreed, bot, label, past, person, table, undisturbed


def messages(record: list[dict]) -> list[Envelope]:
    """The logged messages of a record, in order."""
    return [open_envelope(base64.b64decode(x["m"]), TABLE) for x in record if "m" in x]


def restart(net: MemNet, nodes: list[Node], people: list[Identity], i: int) -> Node:
    """Start peer i again from its record (same identity, same address) in place of the dead."""
    old = nodes[i]
    me = people[i]
    peer = Peer(me, old.address, bot(me))
    effects = peer.restore(old.record, net.now)
    assert not any(isinstance(e, Persist) for e in effects)  # the record already holds it all
    nodes[i] = net.replace(peer, effects)
    return nodes[i]


def roster_of(node: Node) -> Roster:
    """The newest roster a node knows (the host's own proposal, at the host)."""
    roster = node.peer.lobby.latest if node.peer.lobby else None
    assert roster is not None
    return roster


def assert_one_chain(record: list[dict], key: bytes) -> None:
    """`key`'s messages in the record: numbered 0, 1, 2, ... each naming the one before."""
    mine = [e for e in messages(record) if e.sender == key]
    assert [e.seq for e in mine] == list(range(len(mine)))
    assert [e.prev for e in mine] == [ZERO_HASH] + [e.msg_id for e in mine[:-1]]


def kill_and_restart(i: int, at: int) -> tuple[list[Node], list[Identity], Node, Node]:
    """A 3-peer game where peer i dies once `at` actions are applied, and comes back 5 s later."""
    net, nodes, people = table(3)
    net.run(lambda: past(nodes, at), limit=30)
    old = nodes[i]
    net.kill(old.address)
    net.run(lambda: False, limit=5)
    assert not any(n.final for n in nodes)  # the others wait
    new = restart(net, nodes, people, i)
    net.run(net.all_finished, limit=60)
    return nodes, people, old, new


@pytest.mark.parametrize("i", [1, 0], ids=["joiner", "host"])
def test_a_restarted_peer_catches_up_and_the_game_agrees(i: int) -> None:
    """Killed mid-game and restored from its record, a peer (joiner or host) finishes the game."""
    nodes, people, _, new = kill_and_restart(i, 30)
    assert agreed(nodes) == undisturbed(people)
    others = [n for n in nodes if n is not new]
    gone = f"{label(people[i])} is not responding: the table waits while reconnecting"
    for node in others:
        texts = node.notices
        assert texts[texts.index(gone) + 1 :].count(f"{label(people[i])} is back") == 1


@pytest.mark.parametrize("i", [2, 0], ids=["joiner", "host"])
def test_a_restarted_peer_loses_nothing_and_never_signs_a_number_twice(i: int) -> None:
    """The new record holds every old message once, and the peer's own chain just goes on."""
    nodes, people, old, new = kill_and_restart(i, 50)
    agreed(nodes)
    before, after = messages(old.record), messages(new.record)
    assert after[: len(before)] == before and new.record[: len(old.record)] == old.record
    assert max(Counter(e.payload for e in after).values()) == 1  # each message persisted once
    key = people[i].public_key
    assert_one_chain(new.record, key)
    assert len([e for e in after if e.sender == key]) > len([e for e in before if e.sender == key])
    for node in nodes:  # every peer holds the very same chain of the restarted one
        assert node.peer.log.chain(key).messages == new.peer.log.chain(key).messages
        assert node.peer.log.forks == []
        assert node.of(Stopped) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_peer_killed_between_its_commitment_and_its_reveal_reveals_the_same_move(
    game: str,
) -> None:
    """A secret move is persisted before its commitment: after a restart it is revealed."""
    net, nodes, people = table(3, game=game)
    net.run(
        lambda: (g := nodes[1].peer.game) is not None and g.rounds.secrets.values != {}, limit=30
    )
    lockstep = nodes[1].peer.game
    assert lockstep is not None
    [(round_, seat)] = lockstep.rounds.secrets.values
    assert lockstep.outbox.sent(("commit", round_, seat))
    assert not lockstep.outbox.sent(("reveal", round_, seat))
    value = lockstep.rounds.secrets.values[(round_, seat)]
    nonce = lockstep.rounds.secrets.nonce(round_, seat).hex()
    secret = {"secret": {"round": round_, "seat": seat, "value": value, "nonce": nonce}}
    assert secret in nodes[1].record
    net.kill("p1")
    new = restart(net, nodes, people, 1)
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people, game)
    key = people[1].public_key
    [reveal] = [
        e
        for e in messages(new.record)
        if e.kind == "reveal" and e.sender == key and e.body["round"] == round_
    ]
    assert reveal.body["value"] == secret["secret"]["value"]
    assert_one_chain(new.record, people[1].public_key)


def test_a_host_restarted_before_the_joiners_heard_its_roster_is_dialed_again() -> None:
    """Joiners who know the table but no roster yet redial the address they joined by."""
    net, nodes, people = table(3)
    net.run(lambda: all(n.peer.table is not None for n in nodes), limit=5)
    assert [n.peer.lobby.latest if n.peer.lobby else None for n in nodes[1:]] == [None, None]
    net.kill("p0")
    net.run(lambda: False, limit=2)
    restart(net, nodes, people, 0)
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)


def test_a_joiner_gone_from_the_lobby_loses_its_seat_to_a_newcomer() -> None:
    """Gone `lobby_drop_after` before the start, a joiner is named as leaving; its seat is free."""
    net, nodes, people = table(3, joiners=1)
    host = nodes[0]
    net.run(lambda: "P1" in [m.name for m in roster_of(host).peers], limit=5)
    net.kill("p1")
    net.run(lambda: False, limit=DEFAULT.away_after + DEFAULT.lobby_drop_after + 0.5)
    p1, key, name = label(people[1]), people[1].public_key, people[1].name
    assert host.of(Notice) == [
        MemberNotice(f"{p1} sat down", "info", "seated", key, name),
        MemberNotice(
            f"{p1} is not responding: the table waits while reconnecting",
            "warning",
            "away",
            key,
            name,
        ),
        MemberNotice(f"{p1} left the table", "info", "left", key, name),
    ]
    roster = roster_of(host)
    assert roster.member(people[1].public_key) is None
    assert roster.free_seats() == 2
    late = [person("Q1"), person("Q2")]
    joined = [net.add(Peer.joining(q, f"q{n}", bot(q), "p0")) for n, q in enumerate(late, 1)]
    net.run(lambda: all(n.final or n.stopped for n in [host, *joined]), limit=60)
    agreed([host, *joined])
    assert [s.name for s in roster_of(host).seats] == ["P0", "Q1", "Q2"]


def test_a_record_of_another_player_is_refused() -> None:
    """A peer cannot resume from a record another key wrote."""
    net, nodes, people = table(3)
    net.run(lambda: nodes[0].peer.game is not None, limit=5)
    someone = people[2]
    with pytest.raises(RecordMismatch, match="another player's key"):
        Peer(someone, "p2", bot(someone)).restore(nodes[1].record, net.now)


def test_a_joiner_restarted_with_only_its_record_header_dials_the_address_it_joined_by() -> None:
    me = person("Header only", 7)
    first = Peer.joining(me, "p9", bot(me), "p0")
    greeted = first.receive(1, _host_hello(), 0.0)  # the table is known, no roster yet
    header = next(e.line for e in greeted if isinstance(e, Persist))
    assert header["join"] == "p0" and header["table"] == TABLE.hex()
    again = Peer(me, "p9", bot(me))
    effects = again.restore([header], 0.0) + again.tick(1.0)
    assert again.table == TABLE
    assert [e.address for e in effects if isinstance(e, Dial)] == ["p0"]


def _host_hello() -> bytes:
    host = person("Host", 0)
    body = {"name": "Host", "fingerprint": host.fingerprint, "address": "p0", "now": 0}
    return seal(host, TABLE, 0, ZERO_HASH, "hello", body)
