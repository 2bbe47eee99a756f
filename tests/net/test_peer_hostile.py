"""Hostile input: forged, misdirected, replayed, out-of-turn, equivocating and garbage messages.

Each attack gets a clear notice (or stops the table, naming who cheated), and where the table
goes on the honest peers finish the very game they would have played undisturbed.
"""

from __future__ import annotations

import base64
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.api import CHANCE, IllegalAction
from net.protocol import signing
from net.protocol.dialing import MAX_BAD_FRAMES
from net.protocol.effects import Close, Effect, Notice, Persist, Send, Stopped
from net.protocol.kinds import EPHEMERAL, key_of
from net.protocol.peer import Peer
from net.protocol.settings import DEFAULT
from net.protocol.wire import MAX_FRAME, Envelope, frame, open_envelope, seal
from tests.net.memnet import MemNet, Node
from tests.net.tables import (
    GAMES,
    TABLE,
    agreed,
    bot,
    label,
    past,
    person,
    table,
    undisturbed,
)

OTHER_TABLE = bytes(16)

REVEAL_TIMEOUT, ABANDON_AFTER = DEFAULT.secret_moves.name_after, DEFAULT.secret_moves.abandon_after


def started(nodes: list[Node]) -> bool:
    """Every peer is in the game."""
    return all(n.peer.game is not None for n in nodes)


def behind(net: MemNet, nodes: list[Node], player: int, after: int = 8) -> tuple[int, bytes]:
    """Run until some peer reached a step (past `after`) where `player` is to move while P1, the
    attacker, has not applied the action leading there; the step's index and base hash.

    Whatever P1 signs now for that step precedes, in P1's chain, its ack of the step, so
    every peer judges it at exactly that step, before any move for it can be confirmed.
    """
    found: list[tuple[int, bytes]] = []

    def ready() -> bool:
        slow = nodes[1].peer.game
        for node in nodes:
            g = node.peer.game
            if (
                g is not None
                and slow is not None
                and g.index > max(after, slow.index)
                and g.game.current_player(g.state) == player
            ):
                found.append((g.index, g.hashes[g.index]))
                return True
        return False

    net.run(ready, limit=30)
    return found[0]


def undecided(net: MemNet, nodes: list[Node], after: int = 8) -> tuple[int, bytes]:
    """Run until it is P1's own turn (past `after`) and P1 has not sent its move yet, as it
    waits for the step's acks; the step's index and base hash. Any peer applies the step
    only with P1's move, which comes after whatever P1 signs now."""
    net.run(
        lambda: (
            (g := nodes[1].peer.game) is not None
            and g.index > after
            and g.game.current_player(g.state) == 1
            and g.steps.confirmed < g.index
        ),
        limit=30,
    )
    game = nodes[1].peer.game
    assert game is not None
    return game.index, game.hashes[game.index]


def state_at(nodes: list[Node], index: int) -> Any:
    """The state after `index` actions, from a peer that has applied them."""
    game = next(n.peer.game for n in nodes if n.peer.game and n.peer.game.index == index)
    return game.state


def say(net: MemNet, node: Node, kind: str, body: dict[str, Any]) -> None:
    """`node` signs, logs and sends a message of the test's choosing: a modified client.

    Its honest client still sends its own contribution for the same step afterwards.
    """
    peer = node.peer
    key = key_of(kind, body)
    fresh = key is not None and not peer.outbox.sent(key)
    peer._emit(kind, body)
    if fresh and key is not None:
        peer.outbox.unmark(key)
    net.apply(node, peer.tick(net.now))


def logged(node: Node) -> list[Envelope]:
    """Every message in a node's record, in order."""
    return [
        open_envelope(base64.b64decode(line["m"]), TABLE) for line in node.record if "m" in line
    ]


def refused(where: str, why: str) -> list[Effect]:
    """The effects of receiving one frame that is refused on the connection from `where`."""
    return [Notice(f"refused a message from {where}: {why}", "warning")]


# -- the wire -------------------------------------------------------------------------------


def test_a_forged_signature_is_refused_naming_the_connection_and_the_game_is_unharmed() -> None:
    """A flipped signature byte in transit: refused with a notice that names the connection
    it came on (its remote address), never the key the envelope claims; the move is fetched
    again. Naming the claimed key would let anyone get an innocent player blamed."""
    net, nodes, people = table(3)
    forged: list[tuple[int, bytes]] = []

    def flip(sender: str, end: int, data: bytes) -> bytes | None:
        env = open_envelope(data, TABLE)
        to_host = net.owner(net.ends[end][1]) == "p0"
        if sender == "p1" and env.kind == "action" and to_host and not forged:
            bad = data[:-1] + bytes([data[-1] ^ 0x40])  # the signature's last byte
            forged.append((net.ends[end][1], bad))
            return bad
        return data

    net.tap = flip
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    [(_, bad)] = forged
    refusal = refused("p1", "bad signature")
    assert nodes[0].received(bad) == [refusal]
    assert [n for n in nodes[0].of(Notice) if n.level == "warning"] == refusal


def test_a_message_for_another_table_is_refused_and_the_game_is_unharmed() -> None:
    """The same move signed for another table id is refused as such; the real one counts."""
    net, nodes, people = table(3)
    swapped: list[tuple[int, bytes]] = []

    def elsewhere(sender: str, end: int, data: bytes) -> bytes | None:
        env = open_envelope(data, TABLE)
        if sender == "p1" and env.kind == "ack" and not swapped:
            other = seal(people[1], OTHER_TABLE, env.seq, env.prev, env.kind, env.body)
            swapped.append((net.ends[end][1], other))
            return other
        return data

    net.tap = elsewhere
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    [(_, other)] = swapped
    receiver = next(n for n in nodes if n.received(other))
    assert receiver.received(other) == [refused("p1", "message for another table")]


def test_a_message_from_a_stranger_is_ignored_and_the_game_is_unharmed() -> None:
    """A correctly signed message from a key that is not at the table is not logged."""
    net, nodes, people = table(3)
    net.run(lambda: past(nodes, 10), limit=30)
    mallory = person("Mallory")
    raw = seal(mallory, TABLE, 0, bytes(32), "ack", {"index": 0, "hash": bytes(32)})
    effects = net.inject("p0", raw)
    assert effects == [
        Notice(f"ignored a message from {mallory.fingerprint}, who is not at this table", "warning")
    ]
    assert mallory.public_key not in nodes[0].peer.log.senders
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)


def test_oversize_and_truncated_frames_are_refused_with_the_reason() -> None:
    """Frames too big or cut short are refused before anything else is looked at."""
    net, nodes, _ = table(3)
    net.run(lambda: started(nodes), limit=30)
    conn = net.conn_between("p0", "p1")
    big = b"\x93" + bytes(MAX_FRAME)
    assert net.inject("p0", big, conn) == refused(
        "p1", f"envelope of {MAX_FRAME + 1} bytes exceeds the {MAX_FRAME}-byte limit"
    )
    whole = logged(nodes[1])[-1].raw
    cut = whole[: len(whole) // 2]
    assert net.inject("p0", cut, conn) == refused(
        "p1", "envelope is not valid msgpack (ValueError)"
    )
    assert net.inject("p0", b"", conn) == refused(
        "p1", "envelope is not valid msgpack (ValueError)"
    )


def test_repeated_garbage_closes_the_connection_and_the_game_is_unharmed() -> None:
    """The MAX_BAD_FRAMES-th refused frame on one connection closes it; the table redials."""
    net, nodes, people = table(3)
    net.run(lambda: past(nodes, 10), limit=30)
    conn = net.conn_between("p0", "p1")
    results = [net.inject("p0", b"\xc1garbage %d" % i, conn) for i in range(MAX_BAD_FRAMES)]
    why = "envelope is not valid msgpack (FormatError)"
    assert results[:-1] == [refused("p1", why)] * (MAX_BAD_FRAMES - 1)
    assert results[-1] == [*refused("p1", why), Close(conn, "too many refused messages")]
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    assert conn not in nodes[0].peer.links.conns


# -- the signed log -------------------------------------------------------------------------


def test_a_replayed_message_is_a_silent_duplicate() -> None:
    """Old logged messages sent again change nothing and say nothing."""
    net, nodes, people = table(3)
    net.run(lambda: past(nodes, 20), limit=30)
    mine = [e for e in logged(nodes[1]) if e.sender == people[1].public_key]
    old_action = next(e for e in mine if e.kind == "action")
    before = len(nodes[0].peer.log.chain(people[1].public_key).messages)
    for env in (mine[0], old_action, mine[len(mine) // 2]):
        assert net.inject("p0", env.raw) == []
        assert net.inject("p2", env.raw) == []
    assert len(nodes[0].peer.log.chain(people[1].public_key).messages) == before
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    assert all(n.of(Notice) == [] for n in nodes[1:])


def test_a_copy_of_a_message_held_is_not_checked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A relayed copy, byte for byte one we hold, skips the signature check (issue 19); one
    byte changed, and it is checked (and refused) as any other frame."""
    net, nodes, people = table(3)
    net.run(lambda: past(nodes, 20), limit=30)
    env = next(e for e in logged(nodes[1]) if e.sender == people[1].public_key)
    checked: list[bytes] = []
    real = signing.verify
    monkeypatch.setattr(signing, "verify", lambda k, s, d: checked.append(d) or real(k, s, d))
    assert net.inject("p0", env.raw) == [] and checked == []
    tampered = env.raw[:-1] + bytes([env.raw[-1] ^ 1])  # the signature's last byte
    effects = net.inject("p0", tampered)
    assert len(checked) == 1 and any("bad signature" in n.text for n in _notices(effects))


def _conn(effect: Effect) -> int | None:
    return effect.conn if isinstance(effect, Send) else None


def _notices(effects: list[Effect]) -> list[Notice]:
    return [e for e in effects if isinstance(e, Notice)]


def test_a_message_far_ahead_is_held_and_the_gap_asked_for() -> None:
    """Lost messages leave a gap: what follows is held, and the missing ones are wanted."""
    net, nodes, people = table(3)
    _, one, two = nodes
    net.run(lambda: past(nodes, 10), limit=30)
    key = people[1].public_key
    gap = one.peer.log.chain(key).next_seq
    lost: dict[int, bytes] = {}

    def lose(sender: str, end: int, data: bytes) -> bytes | None:
        env = open_envelope(data, TABLE)
        to_two = net.owner(net.ends[end][1]) == "p2"
        if to_two and env.sender == key and gap <= env.seq < gap + 3 and env.seq not in lost:
            lost[env.seq] = data
            return None  # lost once: a relay or a second send gets through
        return data

    net.tap = lose
    net.run(lambda: gap + 3 in two.peer.log.chain(key).held, limit=10)
    assert two.peer.log.chain(key).next_seq == gap
    [(conn, effects)] = [
        (conn, effects)
        for conn, data, effects in two.receipts
        if (env := open_envelope(data, TABLE)).sender == key and env.seq == gap + 3
    ]
    [want] = effects
    assert isinstance(want, Send) and want.conn == conn
    asked = open_envelope(want.data[4:], TABLE)
    assert (asked.kind, asked.sender, asked.body) == (
        "want",
        people[2].public_key,
        {"sender": key, "from": gap},
    )
    net.run(net.all_finished, limit=60)
    assert sorted(lost) == [gap, gap + 1, gap + 2]
    assert agreed(nodes) == undisturbed(people)
    assert two.peer.log.chain(key).held == {}


def test_equivocation_stops_every_peer_naming_the_signer_with_a_logged_fork_proof() -> None:
    """Two different messages with one number from one key: the proof is logged, all stop."""
    net, nodes, people = table(3)
    host, one, two = nodes
    net.run(lambda: past(nodes, 10), limit=30)
    chain = one.peer.log.chain(people[1].public_key)
    seq, head = chain.next_seq, chain.head
    a = seal(people[1], TABLE, seq, head, "ack", {"index": 0, "hash": bytes(32)})
    b = seal(people[1], TABLE, seq, head, "ack", {"index": 0, "hash": bytes([1]) * 32})
    net.inject("p0", a, net.conn_between("p0", "p1"))
    net.inject("p2", b, net.conn_between("p2", "p1"))
    at_host = net.inject("p0", b, net.conn_between("p0", "p1"))
    at_two = net.inject("p2", a, net.conn_between("p2", "p1"))
    reason = (
        f"{label(people[1])} signed two different messages #{seq} (equivocation): the table stopped"
    )
    for node, effects, first, second in ((host, at_host, a, b), (two, at_two, b, a)):
        proof, stop = logged(node)[-2:]
        assert (proof.kind, proof.sender, proof.body) == (
            "fork",
            node.peer.key,
            {"first": first, "second": second},
        )
        assert (stop.kind, stop.sender, stop.body) == (
            "stop",
            node.peer.key,
            {"index": stop.body["index"], "reason": "fork", "blame": [people[1].public_key],
             "text": reason},
        )  # fmt: skip
        lines = [{"m": base64.b64encode(x.raw).decode()} for x in (proof, stop)]
        assert [e for e in effects if isinstance(e, Persist)] == [Persist(x) for x in lines]
        assert effects[-1] == Stopped(reason)
        # Each is persisted before it is sent, then sent on every connection (after any ack
        # of ours held back for that peer: docs/protocol.md, "Who gets an ack when").
        for line, env in zip(lines, (proof, stop), strict=True):
            sends = [i for i, e in enumerate(effects) if e == Send(frame(env.raw), _conn(e))]
            assert effects.index(Persist(line)) < sends[0]
            assert sorted(_conn(effects[i]) for i in sends) == sorted(node.peer.links.conns)
        assert node.record[-2:] == lines
    net.run(lambda: all(n.stopped for n in nodes), limit=5)
    assert [n.stopped for n in nodes] == [reason] * 3  # the signer, shown the proof, too
    assert [n.final for n in nodes] == [None] * 3


def test_a_bogus_fork_proof_is_ignored_and_the_game_is_unharmed() -> None:
    """A "fork" holding one message twice proves nothing: noticed, and the game goes on."""
    net, nodes, people = table(3)
    net.run(lambda: past(nodes, 10), limit=30)
    some = logged(nodes[1])[-1].raw
    say(net, nodes[1], "fork", {"first": some, "second": some})
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    bogus = Notice(f"ignored a bogus fork proof from {label(people[1])}", "warning")
    assert all(bogus in n.of(Notice) for n in nodes)


# -- the game -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seat", "why"),
    [
        (1, "a move for seat 1, whose turn it is not"),  # its own seat, out of turn
        (0, "a move for seat 0, which it does not drive"),  # the host's seat, on its turn
    ],
    ids=["out_of_turn", "seat_not_driven"],
)
def test_a_joiners_move_for_the_wrong_seat_is_ignored_at_every_peer(seat: int, why: str) -> None:
    """On the host's turn, a joiner signs a move for its own seat or for the host's."""
    net, nodes, people = table(3)
    i, base = behind(net, nodes, 0)
    game = nodes[0].peer.game
    assert game is not None
    move = game.game.legal_actions(state_at(nodes, i), 0)[0]
    say(net, nodes[1], "action", {"index": i, "seat": seat, "action": list(move), "base": base})
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    notice = Notice(f"ignored from {label(people[1])}: {why}", "warning")
    assert [[x for x in n.of(Notice) if x.level == "warning"] for n in nodes] == [[notice]] * 3


def test_an_illegal_move_is_ignored_at_every_peer_and_the_legal_one_then_counts() -> None:
    """On its own turn a seat sends a move the rules refuse: ignored, with the rules' reason."""
    net, nodes, people = table(3)
    i, base = undecided(net, nodes)
    game = nodes[0].peer.game
    assert game is not None
    bad = ("take", 99)
    with pytest.raises(IllegalAction) as rules:
        game.game.apply_action(state_at(nodes, i), bad)
    say(net, nodes[1], "action", {"index": i, "seat": 1, "action": list(bad), "base": base})
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    why = Notice(f"ignored from {label(people[1])}: an illegal move: {rules.value}", "warning")
    assert [[x for x in n.of(Notice) if x.level == "warning"] for n in nodes] == [[why]] * 3


@pytest.mark.parametrize("game", GAMES)
def test_a_reveal_that_differs_from_its_commitment_stops_the_table_naming_the_seat(
    game: str,
) -> None:
    """A seat reveals with another nonce than it committed with: it cheated."""
    net, nodes, people = table(3, game=game)
    net.run(lambda: started(nodes), limit=30)
    lockstep = nodes[1].peer.game
    assert lockstep is not None
    honest = lockstep.rounds.secrets.nonce

    def lying(round_: int, seat: int) -> bytes:
        if lockstep.outbox.sent(("commit", round_, seat)):
            return bytes(32)  # committed already: reveal with another nonce
        return honest(round_, seat)

    lockstep.rounds.secrets.nonce = lying  # type: ignore[method-assign]
    net.run(lambda: all(n.stopped for n in nodes), limit=30)
    seat = f"seat 1 (P1, {people[1].fingerprint})"
    reason = f"{seat} cheated in a secret move: seat 1's reveal does not match its commitment"
    assert [n.of(Stopped) for n in nodes] == [[Stopped(reason)]] * 3
    assert [n.final for n in nodes] == [None] * 3


@pytest.mark.parametrize("game", GAMES)
def test_a_withheld_reveal_is_named_after_the_timeout_then_the_table_is_abandoned(
    game: str,
) -> None:
    """Committed but never revealed: named after the deadline, abandoned its further wait later."""
    net, nodes, people = table(3, game=game)
    host, _, two = nodes
    key = people[1].public_key

    def withhold(sender: str, end: int, data: bytes) -> bytes | None:
        env = open_envelope(data, TABLE)
        return None if env.sender == key and env.kind == "reveal" else data

    net.tap = withhold

    def committed_at() -> float | None:
        lockstep = host.peer.game
        rnd = lockstep.rounds.round if lockstep else None
        return rnd.committed_at if rnd else None

    net.run(lambda: committed_at() is not None, limit=30)
    committed = committed_at()
    assert committed is not None
    seat = f"seat 1 (P1, {people[1].fingerprint})"
    named = Notice(
        f"{seat} withheld the reveal of a secret move for {int(REVEAL_TIMEOUT)} s; the table waits "
        f"{int(ABANDON_AFTER)} s more, then is abandoned",
        "warning",
    )
    net.run(lambda: named in host.of(Notice), limit=REVEAL_TIMEOUT + 1)
    assert REVEAL_TIMEOUT < net.now - committed <= REVEAL_TIMEOUT + 0.2
    assert host.stopped is None
    net.run(lambda: host.stopped is not None, limit=ABANDON_AFTER + 1)
    assert (
        REVEAL_TIMEOUT + ABANDON_AFTER < net.now - committed <= REVEAL_TIMEOUT + ABANDON_AFTER + 0.2
    )
    net.run(lambda: two.stopped is not None, limit=1)
    abandoned = Stopped(f"abandoned: {seat} never revealed the secret move")
    for node in (host, two):
        assert [x for x in node.of(Notice) if x.level == "warning"] == [named]
        assert node.of(Stopped) == [abandoned]
    assert nodes[1].of(Stopped) == []  # the withholder saw every reveal, its own included


def test_a_link_off_the_committed_beacon_chain_stops_the_table_naming_the_peer() -> None:
    """A chance draw's link must hash to the previous one: a made-up link stops the table."""
    net, nodes, people = table(3)
    i, _ = behind(net, nodes, CHANCE)
    game = next(n.peer.game for n in nodes if n.peer.game and n.peer.game.index == i)
    d = game.draws.count
    say(net, nodes[1], "link", {"draw": d, "link": bytes(32)})
    net.run(lambda: all(n.stopped for n in nodes), limit=5)
    reason = (
        f"{label(people[1])} broke its beacon chain: "
        f"the link for draw {d} does not hash to the previous one"
    )
    assert [n.of(Stopped) for n in nodes] == [[Stopped(reason)]] * 3


def test_ephemeral_kinds_are_never_logged() -> None:
    """Hellos, heartbeats, wants and refusals are signed but never enter a record."""
    net, nodes, _ = table(3)
    net.run(net.all_finished, limit=60)
    kinds = {e.kind for n in nodes for e in logged(n)}
    assert kinds & EPHEMERAL == set()
    assert {"roster", "ready", "start", "chain", "action", "ack", "commit", "reveal"} <= kinds


# -- fuzzing --------------------------------------------------------------------------------


class Snapshot:
    """A 3-peer game caught mid-way, from which fresh copies of the host are restored."""

    def __init__(self) -> None:
        net, nodes, people = table(3)
        net.run(lambda: past(nodes, 20), limit=30)
        self.people = people
        self.record = list(nodes[0].record)
        self.envelopes = logged(nodes[1])  # a little ahead of the host's, or behind
        net.run(net.all_finished, limit=60)
        self.actions = sorted(set(nodes[0].actions), key=repr)
        self.known = {e.payload for n in nodes for e in logged(n)}

    def host(self) -> Peer:
        """A fresh host, restored from its record of mid-game."""
        me = self.people[0]
        peer = Peer(me, "p0", bot(me))
        peer.restore(self.record, 100.0)
        return peer


_SNAPSHOT: list[Snapshot] = []


def snapshot() -> Snapshot:
    """The shared mid-game snapshot (built once)."""
    if not _SNAPSHOT:
        _SNAPSHOT.append(Snapshot())
    return _SNAPSHOT[0]


def is_refusal(effect: Effect, conn: int) -> bool:
    """Whether an effect is the notice of a refused frame on `conn`."""
    prefix = f"refused a message from connection {conn}: "
    return isinstance(effect, Notice) and effect.text.startswith(prefix)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.binary(max_size=400), min_size=MAX_BAD_FRAMES, max_size=MAX_BAD_FRAMES + 4))
def test_random_bytes_are_refused_without_raising_and_then_the_connection_closed(
    frames: list[bytes],
) -> None:
    """Random bytes never escape `receive` as an exception; the 16th refusal closes the line."""
    peer = snapshot().host()
    results = [peer.receive(7, data, 101.0) for data in frames]
    assert all(any(is_refusal(e, 7) for e in effects) for effects in results)
    closing = [
        i for i, effects in enumerate(results) if Close(7, "too many refused messages") in effects
    ]
    assert closing[0] == MAX_BAD_FRAMES - 1


def mutate(data: bytes, draw: Any) -> bytes:
    """One random edit of `data`: a flipped bit, a cut, an inserted or a replaced run."""
    how = draw(st.sampled_from(["flip", "cut", "insert", "splice"])) if data else "insert"
    at = draw(st.integers(0, max(len(data) - 1, 0)))
    if how == "flip":
        return data[:at] + bytes([data[at] ^ (1 << draw(st.integers(0, 7)))]) + data[at + 1 :]
    if how == "cut":
        return data[:at]
    if how == "insert":
        return data[:at] + draw(st.binary(min_size=1, max_size=8)) + data[at:]
    return data[:at] + draw(st.binary(max_size=40)) + data[at + draw(st.integers(0, 40)) :]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_envelopes_never_raise_and_never_enter_the_log(data: st.DataObject) -> None:
    """Edited copies of real messages are refused (or are the very same message): the log
    only ever holds what its senders signed, and garbage still closes the connection."""
    snap = snapshot()
    peer = snap.host()
    refusals = 0
    for _ in range(MAX_BAD_FRAMES + 4):
        original = data.draw(st.sampled_from(snap.envelopes)).raw
        edited = original
        for _ in range(data.draw(st.integers(1, 3))):
            edited = mutate(edited, data.draw)
        effects = peer.receive(7, edited, 101.0)
        if any(is_refusal(e, 7) for e in effects):
            refusals += 1
            assert (Close(7, "too many refused messages") in effects) == (
                refusals >= MAX_BAD_FRAMES
            )
        else:
            assert open_envelope(edited, TABLE).payload == open_envelope(original, TABLE).payload
    for sender, chain in peer.log.senders.items():
        if sender != peer.key:
            assert {m.payload for m in chain.messages} <= snap.known


def bodies(snap: Snapshot, game: Any) -> st.SearchStrategy[tuple[str, dict[str, Any]]]:
    """Well-formed messages of every logged kind, with values near the game's real ones."""
    small = st.integers(0, 40)
    number = st.one_of(small, st.integers(0, 2**63 - 1))  # the wire's integer range
    digest = st.one_of(
        st.binary(min_size=32, max_size=32), st.sampled_from(list(game.hashes.values()))
    )
    seat = st.integers(0, 4)
    leaf = st.one_of(st.none(), st.booleans(), number, st.text(max_size=12), st.binary(max_size=8))
    value = st.recursive(
        leaf,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=5), inner, max_size=3)
        ),
        max_leaves=8,
    )
    real = st.sampled_from(snap.actions).map(list)
    edited = st.tuples(real, st.integers(0, 3), st.one_of(small, st.text(max_size=10))).map(
        lambda t: t[0][: t[1]] + [t[2]] + t[0][t[1] + 1 :]
    )
    action = st.one_of(real, edited, value)
    raw = st.binary(max_size=200)
    return st.one_of(
        st.tuples(
            st.just("action"),
            st.fixed_dictionaries({"index": small, "seat": seat, "action": action, "base": digest}),
        ),
        st.tuples(st.just("ack"), st.fixed_dictionaries({"index": small, "hash": digest})),
        st.tuples(
            st.just("commit"),
            st.fixed_dictionaries({"round": small, "seat": seat, "commitment": digest}),
        ),
        st.tuples(
            st.just("reveal"),
            st.fixed_dictionaries({"round": small, "seat": seat, "value": action, "nonce": digest}),
        ),
        st.tuples(st.just("link"), st.fixed_dictionaries({"draw": small, "link": digest})),
        st.tuples(st.just("chain"), st.fixed_dictionaries({"top": digest, "length": number})),
        st.tuples(
            st.just("desync"),
            st.fixed_dictionaries(
                {"index": small, "hash": digest, "state": raw, "rebuilt": digest}
            ),
        ),
        st.tuples(
            st.just("fork"),
            st.fixed_dictionaries(
                {
                    "first": st.one_of(raw, st.sampled_from([e.raw for e in snap.envelopes])),
                    "second": st.one_of(raw, st.sampled_from([e.raw for e in snap.envelopes])),
                }
            ),
        ),
        st.tuples(
            st.just("roster"),
            st.fixed_dictionaries(
                {"version": number, "config": value, "seats": value, "peers": value}
            ),
        ),
        st.tuples(st.just("ready"), st.fixed_dictionaries({"roster": digest})),
        st.tuples(st.just("start"), st.fixed_dictionaries({"roster": digest})),
        st.tuples(st.just("heartbeat"), st.fixed_dictionaries({"now": number, "heads": value})),
        st.tuples(
            st.just("want"),
            st.fixed_dictionaries(
                {"sender": st.sampled_from([p.public_key for p in snap.people]), "from": number}
            ),
        ),
    )


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_member_signing_arbitrary_well_formed_messages_never_makes_receive_raise(
    data: st.DataObject,
) -> None:
    """Whatever a seated peer signs, in the right sequence, is judged without an exception."""
    snap = snapshot()
    peer = snap.host()
    assert peer.game is not None
    mallory = snap.people[1]
    for _ in range(data.draw(st.integers(1, 12))):
        kind, body = data.draw(bodies(snap, peer.game))
        chain = peer.log.chain(mallory.public_key)
        raw = seal(mallory, TABLE, chain.next_seq, chain.head, kind, body)
        peer.receive(7, raw, 101.0)
        peer.tick(101.5)
