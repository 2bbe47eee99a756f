"""Slowloris over real TCP (loopback): a half-sent frame and a silent connection are closed.

The deadlines are shortened here (module constants) so that the test takes a second or two;
their real values are in docs/protocol.md, "Timers".
"""

from __future__ import annotations

import asyncio

from net.protocol.effects import Effect, Notice
from net.protocol.settings import Timing
from net.recordfile import RecordFile
from net.runner import Runner
from tests.net.tables import host_peer, person


async def closed_within(reader: asyncio.StreamReader, seconds: float) -> bool:
    """Whether the other end closes the connection within `seconds` (reading what it sends)."""
    try:
        async with asyncio.timeout(seconds):
            while await reader.read(65536):
                pass
    except TimeoutError:
        return False
    except ConnectionError:
        pass
    return True


def test_a_half_sent_frame_and_a_silent_connection_are_closed_naming_the_address() -> None:
    timing = Timing(frame_timeout=0.5, hello_timeout=1.5)  # the hello's after the frame's
    notices: list[str] = []

    def on_effect(effect: Effect) -> None:
        if isinstance(effect, Notice):
            notices.append(effect.text)

    async def scenario() -> None:
        runner = Runner(("127.0.0.1", 0), RecordFile(None), on_effect)
        port = await runner.open()
        table = asyncio.ensure_future(runner.run(host_peer(person("Host"), 3, timing=timing), []))
        try:
            slow_r, slow_w = await asyncio.open_connection("127.0.0.1", port)
            slow_w.write((5000).to_bytes(4, "big") + bytes(100))  # a frame never finished
            await slow_w.drain()
            mute_r, mute_w = await asyncio.open_connection("127.0.0.1", port)  # never says hello
            slow_port = slow_w.get_extra_info("sockname")[1]
            mute_port = mute_w.get_extra_info("sockname")[1]
            assert await closed_within(slow_r, 3.0)
            assert await closed_within(mute_r, 3.0)
            slow_w.close()
            mute_w.close()
        finally:
            runner.done.set()
            await table
        assert (
            f"closed the connection from 127.0.0.1:{slow_port}: a frame of 5000 bytes did not "
            "arrive within 0.5 s"
        ) in notices
        assert f"closed the connection from 127.0.0.1:{mute_port}: no hello in 1.5 s" in notices

    asyncio.run(asyncio.wait_for(scenario(), 20))
