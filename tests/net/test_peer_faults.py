"""Whole games over a faulty network: lost, doubled, late and reordered frames, partitions."""

from __future__ import annotations

import pytest

from net.identity import Identity
from net.protocol.effects import Close, Desynced, MemberNotice, Notice, Stopped
from net.protocol.peer import Peer
from net.protocol.wire import open_envelope
from tests.net.memnet import Faults
from tests.net.tables import TABLE, agreed, bot, label, past, person, table, undisturbed

ROUGH = Faults(drop=0.1, duplicate=0.2, reorder=0.3, delay=0.01)


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (5, 2)])
def test_peers_agree_on_every_action_despite_lost_doubled_and_reordered_frames(
    players: int, seed: int
) -> None:
    """Drops, duplicates, reordering and delay cost time, never agreement."""
    net, nodes, _ = table(players, ROUGH, seed)
    net.run(net.all_finished, limit=400)
    agreed(nodes)
    assert len(nodes[0].actions) > 100
    assert all(n.of(Desynced) == [] and n.of(Stopped) == [] for n in nodes)


def test_a_lost_hello_is_said_again_so_the_joiner_still_sits_down() -> None:
    """The host re-greets a connection whose hello never came; the joiner answers again."""
    net, nodes, people = table(3)
    lost: list[bytes] = []

    def lose_first_hello(sender: str, end: int, data: bytes) -> bytes | None:
        if sender == "p2" and not lost and open_envelope(data, TABLE).kind == "hello":
            lost.append(data)
            return None
        return data

    net.tap = lose_first_hello
    net.run(net.all_finished, limit=60)
    assert len(lost) == 1
    agreed(nodes)
    assert nodes[0].notices[:2] == [f"{label(people[1])} sat down", f"{label(people[2])} sat down"]


def missing(me: Identity) -> Notice:
    """The notice naming a peer that stopped answering (and who, for windows to word it)."""
    text = f"{label(me)} is not responding: the table waits while reconnecting"
    return MemberNotice(text, "warning", "away", me.public_key, me.name)


def back(me: Identity) -> Notice:
    """The notice naming a peer heard from again."""
    return MemberNotice(f"{label(me)} is back", "info", "back", me.public_key, me.name)


def seated(me: Identity) -> Notice:
    """The host's notice of a peer sitting down."""
    return MemberNotice(f"{label(me)} sat down", "info", "seated", me.public_key, me.name)


def test_a_partitioned_joiner_is_named_missing_then_back_and_the_game_agrees() -> None:
    """While cut off a peer is "not responding"; the table waits, then it is "back"."""
    net, nodes, people = table(3)
    host, one, two = nodes
    net.run(lambda: past(nodes, 20), limit=30)
    net.cut.add("p2")
    net.run(lambda: False, limit=1)
    cut_at = [n.peer.game.index for n in nodes if n.peer.game]
    net.run(lambda: False, limit=9)
    assert [n.peer.game.index for n in nodes if n.peer.game] == cut_at  # the table waited
    sat = [seated(people[1]), seated(people[2])]
    assert host.of(Notice) == [*sat, missing(people[2])]
    assert one.of(Notice) == [missing(people[2])]
    assert two.of(Notice) == [missing(people[0]), missing(people[1])]
    net.cut.discard("p2")
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    assert host.of(Notice) == [*sat, missing(people[2]), back(people[2])]
    assert one.of(Notice) == [missing(people[2]), back(people[2])]
    assert two.of(Notice) == [
        missing(people[0]),
        missing(people[1]),
        back(people[0]),
        back(people[1]),
    ]


def test_a_newcomer_after_the_start_is_refused_and_the_game_is_unharmed() -> None:
    """A new key knocking mid-game hears "the game has started" and nothing changes."""
    net, nodes, people = table(3)
    net.run(lambda: past(nodes, 20), limit=30)
    roster = nodes[0].peer.lobby.roster if nodes[0].peer.lobby else None
    late = person("Late")
    newcomer = net.add(Peer.joining(late, "p9", bot(late), "p0"))
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    why = "the game has started; only its players may come back"
    assert newcomer.of(Stopped) == [Stopped(f"the host refused: {why}")]
    assert [c.reason for c in nodes[0].of(Close)] == [f"refused Late: {why}"]
    assert nodes[0].notices == [f"{label(people[1])} sat down", f"{label(people[2])} sat down"]
    assert all(n.peer.lobby and n.peer.lobby.roster == roster for n in nodes)
    assert newcomer.peer.game is None and nodes[0].peer.log.chain(newcomer.peer.key).messages == []
