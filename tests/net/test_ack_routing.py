"""Who gets our messages when (docs/protocol.md, "Who gets an ack when"), and the runner's
frame cutter: both issue 19's, both keeping every message for every peer, in order."""

from __future__ import annotations

import base64
import heapq
from typing import Any

import pytest

from net.protocol.effects import Effect, Persist, Send
from net.protocol.wire import Frames, WireError, frame, open_envelope, seal
from net.recordfile import RecordFile
from net.runner import Runner
from tests.net.memnet import Node
from tests.net.tables import TABLE, agreed, person, table, undisturbed


def _states(node: Node) -> list[Any]:
    """The state before each action the node applied, and the last one."""
    game = node.peer.game
    assert game is not None
    state = game.game.initial_state(game.roster.config)
    states = [state]
    for action in game.actions:
        state = game.game.apply_action(state, action)
        states.append(state)
    return states


def _awaited(node: Node, state: Any) -> bytes | None:
    """The peer driving the seat to move in `state` (None: chance, the end...)."""
    game = node.peer.game
    assert game is not None
    player = game.game.current_player(state)
    return game.roster.seats[player].peer if player >= 0 else None


def _conn(effect: Effect) -> int | None:
    return effect.conn if isinstance(effect, Send) else None


def _persisted(effects: list[Effect], raw: bytes) -> int:
    line = {"m": base64.b64encode(raw).decode()}
    return next(i for i, e in enumerate(effects) if e == Persist(line))


def test_every_peer_gets_every_message_of_ours_once_and_in_order() -> None:
    net, nodes, people = table(4)
    net.run(net.all_finished, limit=600)
    assert agreed(nodes) == undisturbed(people)
    for node in nodes:
        chain = node.peer.log.chain(node.peer.key).messages
        mine = [frame(m.raw) for m in chain]
        # The game's messages: in the lobby, joiners also catch up by asking (`want`).
        start = next(n for n, m in enumerate(chain) if m.kind not in ("roster", "ready", "start"))
        number = {data: n for n, data in enumerate(mine) if n >= start}
        per_conn: dict[int | None, list[int]] = {}
        for e in node.effects:
            if isinstance(e, Send) and e.data in number:
                per_conn.setdefault(e.conn, []).append(number[e.data])
        assert None not in per_conn  # always on a named connection
        assert len(per_conn) == len(nodes) - 1
        for sent in per_conn.values():  # each once, in order, every one of them
            assert sent == list(range(start, len(mine)))


def test_an_ack_one_peer_waits_for_reaches_it_first_and_the_others_in_a_later_write() -> None:
    net, nodes, _ = table(4)
    net.run(net.all_finished, limit=600)
    one = nodes[1]
    states, effects = _states(one), one.effects
    key_of = {conn: info.key for conn, info in one.peer.links.conns.items()}
    mine = one.peer.log.chain(one.peer.key).messages
    seen = {"other": 0, "me": 0, "everyone": 0}
    for n, msg in enumerate(mine[:-1]):
        if msg.kind != "ack" or msg.body["index"] == 0:
            continue
        waits = _awaited(one, states[msg.body["index"]])
        data = frame(msg.raw)
        sends = [(i, e.conn) for i, e in enumerate(effects) if e == Send(data, _conn(e))]
        first = {key_of[conn]: i for i, conn in reversed(sends) if conn is not None}
        assert len(first) == len(nodes) - 1
        next_made = _persisted(effects, mine[n + 1].raw)
        if waits is None:  # a draw, or the end: everyone at once
            seen["everyone"] += 1
            assert max(first.values()) < next_made
        elif waits == one.peer.key:  # our own move is next: nobody waits, everyone at once
            seen["me"] += 1  # (so it is not checked in front of our move: issue 19)
            assert max(first.values()) < next_made
        else:  # to the mover at once; to the others in a later batch of sends
            seen["other"] += 1
            at_once = first.pop(waits)
            assert min(first.values()) > at_once
            assert any(at_once < start <= min(first.values()) for start in one.batches)
    assert min(seen.values()) > 0, seen


def test_the_frame_cutter_queues_every_whole_frame_and_times_the_unfinished_one() -> None:
    frames = Frames()
    a, b = frame(b"x" * 10), frame(b"y" * 300)
    assert frames.add(a + b[:7], 1.0) == [b"x" * 10]
    assert frames.started == 1.0 and frames.announced() == 300  # b began at 1.0
    assert frames.add(b[7:20], 5.0) == [] and frames.started == 1.0  # still b's deadline
    assert frames.add(b[20:] + a[:2], 6.0) == [b"y" * 300]
    assert frames.started == 6.0 and frames.announced() == 0  # a header not yet whole
    assert frames.add(a[2:], 7.0) == [b"x" * 10] and frames.started is None
    with pytest.raises(WireError, match="refused"):
        frames.add((10**7).to_bytes(4, "big"), 8.0)  # oversize: before any of its body


def test_a_chunks_frames_keep_their_order_at_its_most_urgent_priority() -> None:
    # A held-back ack ahead of a move: taken after the move, it would leave a gap in its
    # sender's chain, held and asked for again. Chunks of acks or heartbeats still wait.
    me = person("A")
    ack = seal(me, TABLE, 7, bytes(32), "ack", {"index": 3, "hash": bytes(32)})
    move = seal(me, TABLE, 8, bytes(32), "action", {"index": 3, "seat": 0, "action": ["x"],
                                                   "base": bytes(32)})  # fmt: skip
    beat = seal(me, TABLE, 9, bytes(32), "heartbeat", {"now": 0, "heads": []})
    runner = Runner(("127.0.0.1", 0), RecordFile(None), lambda effect: None)
    runner._queue_batch(1, [beat])
    runner._queue_batch(2, [ack])
    runner._queue_batch(3, [ack, move])
    order = []
    while runner.inbox:
        _, _, conn, data = heapq.heappop(runner.inbox)
        order.append((conn, open_envelope(data, TABLE).kind))
    assert order == [(3, "ack"), (3, "action"), (2, "ack"), (1, "heartbeat")]


def _held_back(node: Node) -> list[int]:
    """The connections that have not had all of this peer's own messages yet."""
    mine = len(node.peer.log.chain(node.peer.key).messages)
    return [c for c, info in node.peer.links.conns.items() if info.key and info.sent < mine]


def test_an_ack_held_back_goes_with_our_next_tick_not_only_our_next_heartbeat() -> None:
    # Held until a heartbeat (1 s), acks piled up in front of our next move, and every peer
    # had to check the pile before it could apply the move.
    net, nodes, _ = table(4)
    net.run(lambda: any(_held_back(n) for n in nodes[1:]), limit=600)
    node = next(n for n in nodes[1:] if _held_back(n))
    waiting = _held_back(node)
    now = node.peer.links.beat_at + 0.05  # a tick long before the next heartbeat
    sent = {e.conn for e in node.peer.tick(now) if isinstance(e, Send)}
    assert set(waiting) <= sent
    assert not _held_back(node)
    assert node.peer.links.beat_at < now  # it was no heartbeat
