"""Issue 31: the I/O side draws each hosted table's id, from which the protocol derives every
secret a peer sends there (tests/net/test_randomness.py): a fresh id for every table."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from client.netsession import NetSession, TableSpec
from tests.net.tables import person


def test_i31_each_table_hosted_draws_a_fresh_table_id(tmp_path: Path) -> None:
    """The same person hosts three tables on loopback (no announcement): three ids, each the
    one its record's header and the derived chain seed are bound to."""
    me = person("Host", 31)
    tables: list[bytes] = []

    async def scenario() -> None:
        for _ in range(3):
            session = NetSession(me, "127.0.0.1", lambda effect: None, records=tmp_path)
            spec = TableSpec("Fresh", {"players": 2}, ["host", "remote"], game="dice_race",
                             announce=False)  # fmt: skip
            await session.host(spec)
            assert session.peer is not None and session.peer.table is not None
            tables.append(session.peer.table)
            record = session.record_path
            assert record is not None
            for _ in range(100):  # the runner writes the record's header first
                if record.exists() and record.stat().st_size:
                    break
                await asyncio.sleep(0.05)
            await session.close()

    asyncio.run(asyncio.wait_for(scenario(), 30))
    assert len(set(tables)) == 3 and {len(t) for t in tables} == {16}
    headers = [json.loads(p.read_text().split("\n", 1)[0]) for p in tmp_path.glob("*.tavolata")]
    assert sorted(h["table"] for h in headers) == sorted(t.hex() for t in tables)
    seeds = {me.derive(b"chain" + t) for t in tables}  # chain 0's seed at each table
    assert len(seeds) == 3
