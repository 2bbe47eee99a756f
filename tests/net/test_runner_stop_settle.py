"""A peer stopped at a table stays until the others hold its messages (net/runner.py), so
a message that proves a stop and was lost on its way to one peer still reaches it.

Over real TCP (loopback), three Blind Pass peers: one sends a wrong decryption share, and
the first copy of it to the third peer is lost. The other two stop at once, naming the
cheat. Before this, both left at once too; the third never got the share, waited out the
120 s reveal deadline and kept a record holding the others' stop without its proof (found
by `tavolata lab --game blind_pass --random-faults --seed 42`).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from net.protocol import netrecord
from net.protocol.effects import Effect, Stopped
from net.protocol.peer import Peer
from net.protocol.roster import Member, new_table
from net.protocol.wire import open_envelope
from net.recordfile import RecordFile
from net.runner import Runner
from tests.net.tables import TABLE, bot, label, person

WRONG = bytes.fromhex("5866666666666666666666666666666666666666666666666666666666666666")


def _cheats(kind: str, body: dict[str, Any]) -> dict[str, Any]:
    """Every decryption share sent is wrong (the lab's --wrong-share): an outgoing filter."""
    return {**body, "share": WRONG} if kind == "share" else body


def _loses_first_share_of(peer: Peer, sender: bytes) -> None:
    """The first copy of a share from `sender` never reaches `peer` (lost on the way)."""
    receive, lost = peer.receive, []

    def lossy(conn: int, data: bytes, now: float) -> list[Effect]:
        if not lost and peer.table is not None:
            env = open_envelope(bytes(data), TABLE)
            if env.sender == sender and env.kind == "share":
                lost.append(env)
                return []
        return receive(conn, data, now)

    peer.receive = lossy  # type: ignore[method-assign]


def test_a_stop_waits_until_the_peer_that_lost_its_proof_has_it(tmp_path: Path) -> None:
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
        _loses_first_share_of(peers[2], people[1].public_key)
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
