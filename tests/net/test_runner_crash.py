"""A bug inside a runner task stops the table with a readable reason (review of issue 17).

Over real TCP (loopback): a joiner's message handling raises once the game has begun (the
Tash-Kalar lab's stop sentence longer than the wire allows was one such bug). The task must
not die alone while the peer looks alive: the joiner stops, says why without the
exception's text (it may hold a secret), and its record keeps every line up to there.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from net.protocol.effects import Effect, Stopped
from net.protocol.peer import Peer
from net.protocol.roster import Member, new_table
from net.recordfile import RecordFile
from net.runner import Runner
from tests.net.tables import TABLE, TINY, bot, config, person

SECRET = "the hidden card is 42"  # the exception's text: must not reach the reason


def _failing(peer: Peer) -> None:
    """Make `peer.receive` raise as soon as the game exists."""
    receive = peer.receive

    def broken(conn: int, data: bytes, now: float) -> list[Effect]:
        if peer.game is not None:
            raise ValueError(SECRET)
        return receive(conn, data, now)

    peer.receive = broken  # type: ignore[method-assign]


async def _two_peers(record: Path, seen: list[Effect]) -> tuple[Any, Runner, Runner]:
    host_me, join_me = person("Host"), person("Joiner")
    host = Runner(("127.0.0.1", 0), RecordFile(None), lambda effect: None)
    joiner = Runner(("127.0.0.1", 0), RecordFile(record), seen.append)
    host_address = f"127.0.0.1:{await host.open()}"
    join_address = f"127.0.0.1:{await joiner.open()}"
    roster = new_table(
        TINY, config(TINY, 2), Member(host_me.public_key, "Host", host_address), ["host", "remote"]
    )
    host_peer = Peer.host_table(host_me, host_address, bot(host_me), roster, TABLE)
    join_peer = Peer.joining(join_me, join_address, bot(join_me), host_address)
    _failing(join_peer)
    hosting = asyncio.ensure_future(host.run(host_peer, host_peer.start(host.now())))
    return hosting, joiner, join_peer


def test_an_exception_in_message_handling_stops_the_peer_with_a_reason(tmp_path: Path) -> None:
    seen: list[Effect] = []
    record = tmp_path / "joiner.tavolata"

    async def scenario() -> Effect | None:
        hosting, joiner, join_peer = await _two_peers(record, seen)
        try:
            return await asyncio.wait_for(joiner.run(join_peer, join_peer.start(joiner.now())), 15)
        finally:
            hosting.cancel()
            await asyncio.gather(hosting, return_exceptions=True)

    outcome = asyncio.run(asyncio.wait_for(scenario(), 30))
    assert isinstance(outcome, Stopped)
    assert outcome.reason.startswith("stopped by an internal error in message handling")
    assert "ValueError at " in outcome.reason and "test_runner_crash.py:" in outcome.reason
    assert SECRET not in outcome.reason
    assert [e for e in seen if isinstance(e, Stopped)] == [outcome]  # shown once, to the user
    lines = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    assert lines and all(SECRET not in json.dumps(line) for line in lines)


def test_an_exception_in_a_local_input_stops_the_peer(tmp_path: Path) -> None:
    seen: list[Effect] = []

    async def scenario() -> Effect | None:
        runner = Runner(("127.0.0.1", 0), RecordFile(None), seen.append)
        await runner.open()
        peer = Peer(person("Solo"), "127.0.0.1:1", bot(person("Solo")))
        running = asyncio.ensure_future(runner.run(peer, []))
        await asyncio.sleep(0.1)

        def step(now: float) -> list[Effect]:
            raise KeyError(SECRET)

        runner.act(step)
        return await asyncio.wait_for(running, 5)

    outcome = asyncio.run(asyncio.wait_for(scenario(), 10))
    assert isinstance(outcome, Stopped) and "in a local input (KeyError at " in outcome.reason
    assert SECRET not in outcome.reason
