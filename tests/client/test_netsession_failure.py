"""A failure of the session's runner task is shown as a Stopped, not lost (review, issue 17)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from client.netsession import NetSession
from net.protocol.effects import Effect, Stopped
from tests.net.tables import person

SECRET = "the hidden card is 42"


class _Failing:
    """A runner whose run fails outside its own guard (as closing down might)."""

    async def run(self, peer: Any, first: list[Effect]) -> Effect | None:
        await asyncio.sleep(0)
        raise RuntimeError(SECRET)


def test_a_failed_runner_task_stops_the_table_with_its_type_only(tmp_path: Path) -> None:
    seen: list[Effect] = []

    async def scenario() -> None:
        session = NetSession(person("A"), "127.0.0.1", seen.append, records=tmp_path)
        session.runner = _Failing()  # type: ignore[assignment]
        session._run(object(), [])  # type: ignore[arg-type]
        assert session.task is not None
        await asyncio.wait([session.task], timeout=5)
        await asyncio.sleep(0)  # the done callback runs

    asyncio.run(asyncio.wait_for(scenario(), 10))
    stops = [e for e in seen if isinstance(e, Stopped)]
    assert stops == [Stopped("the table failed (RuntimeError) and stopped")]
