"""A peer stopped at a table stays until the others hold every message it holds
(net/runner.py), so a message that proves a stop still reaches a peer it was lost on the
way to, or that could reach its sender only through us.

Over real TCP (loopback), three Blind Pass peers: one sends a wrong decryption share, and
the first copy of it to the third peer is lost. The other two stop at once, naming the
cheat. Before this, both left at once too; the third never got the share, waited out the
120 s reveal deadline and kept a record holding the others' stop without its proof (found
by `tavolata lab --game blind_pass --random-faults --seed 42`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

from net.protocol import netrecord
from net.protocol.effects import Effect, Stopped
from net.protocol.peer import Peer
from net.protocol.roster import Member, new_table
from net.protocol.wire import Envelope, open_envelope
from net.recordfile import RecordFile
from net.runner import Runner
from tests.net.tables import TABLE, bot, label, person

WRONG = bytes.fromhex("5866666666666666666666666666666666666666666666666666666666666666")


def _cheats(kind: str, body: dict[str, Any]) -> dict[str, Any]:
    """Every decryption share sent is wrong (the lab's --wrong-share): an outgoing filter."""
    return {**body, "share": WRONG} if kind == "share" else body


def _drops(peer: Peer, drop: Callable[[int, Envelope], bool]) -> None:
    """`peer` never receives the frames at its table that `drop` picks (by connection and
    envelope)."""
    receive = peer.receive

    def filtered(conn: int, data: bytes, now: float) -> list[Effect]:
        if peer.table is not None and drop(conn, open_envelope(bytes(data), TABLE)):
            return []
        return receive(conn, data, now)

    peer.receive = filtered  # type: ignore[method-assign]


def _loses_first_share_of(peer: Peer, sender: bytes) -> None:
    """The first copy of a share from `sender` never reaches `peer` (lost on the way)."""
    lost: list[Envelope] = []

    def drop(conn: int, env: Envelope) -> bool:
        if not lost and env.sender == sender and env.kind == "share":
            lost.append(env)
            return True
        return False

    _drops(peer, drop)


def _deaf_to(peer: Peer, sender: bytes) -> None:
    """`peer` hears nothing on a connection whose hello came from `sender`."""
    deaf: set[int] = set()

    def drop(conn: int, env: Envelope) -> bool:
        if env.sender == sender and env.kind == "hello":
            deaf.add(conn)
        return conn in deaf

    _drops(peer, drop)


def test_a_stop_waits_until_the_peer_that_lost_its_proof_has_it(tmp_path: Path) -> None:
    play_to_the_stop(tmp_path, lambda peers, cheat: _loses_first_share_of(peers[2], cheat))


def test_a_stop_waits_until_a_peer_cut_off_from_the_cheat_holds_it_relayed(
    tmp_path: Path,
) -> None:
    """The third peer never hears the cheat directly (found by the lab in CI: a proxy
    whose peer had moved ports). Before, the host left as soon as it held all of the host's
    messages, without relaying the share, and the third waited in vain. The first relayed
    copy is lost too, so that the host must still be there to answer the third's asking
    again (a second later) rather than win a race with its own leaving."""

    def cut_off(peers: list[Peer], cheat: bytes) -> None:
        _deaf_to(peers[2], cheat)  # no link between the cheat and the third at all
        _deaf_to(peers[1], peers[2].key)
        _loses_first_share_of(peers[2], cheat)

    play_to_the_stop(tmp_path, cut_off)


def play_to_the_stop(tmp_path: Path, fault: Any) -> None:
    """Three peers; peer 1 sends wrong shares; `fault(the peers, peer 1's key)` is applied.
    Every peer must stop naming peer 1, and every record must prove it."""
    people = [person(f"S{i}") for i in range(3)]
    records = [tmp_path / f"p{i}.tavolata" for i in range(3)]

    async def scenario() -> list[Any]:
        runners = [Runner(("127.0.0.1", 0), RecordFile(r), lambda e: None) for r in records]
        addresses = [f"127.0.0.1:{await r.open()}" for r in runners]
        roster = new_table(
            "blind_pass",
            {"players": 3},
            Member(people[0].public_key, "S0", addresses[0]),
            ["host", "remote", "remote"],
        )
        peers = [Peer.host_table(people[0], addresses[0], bot(people[0]), roster, TABLE)]
        for i in (1, 2):
            cheats = _cheats if i == 1 else None
            me = people[i]
            peers.append(Peer.joining(me, addresses[i], bot(me), addresses[0], outgoing=cheats))
        fault(peers, people[1].public_key)
        runs = [r.run(p, p.start(r.now())) for r, p in zip(runners, peers, strict=True)]
        return list(await asyncio.wait_for(asyncio.gather(*runs), 40))

    outcomes = asyncio.run(scenario())
    for outcome in outcomes:  # the third too, long before the 120 s deadline
        assert isinstance(outcome, Stopped)
        assert label(people[1]) in outcome.reason and "Chaum–Pedersen" in outcome.reason
    for record in records:
        verified = netrecord.verify_text(record.read_text(encoding="utf-8"))
        assert verified.verdict == netrecord.STOPPED and verified.stop is not None
        assert (verified.stop.reason, verified.stop.blame) == ("hidden", [label(people[1])])
