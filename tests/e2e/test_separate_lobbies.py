"""A separate lobby (TAVOLATA_LOBBY, net/protocol/tablead.py `service_type`): its tables are listed
only by clients of the same lobby. Each pytest-xdist worker runs in one (tests/conftest.py),
and a tester's lab runs can stay out of the players' lobby on the same network.

A table announced by this process in its lobby; `tavolata tables` run as separate processes
in the same lobby, in another one and in the players' default one. Zeroconf is pinned to
127.0.0.1, IPv4 only; every wait is bounded.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import subprocess
import sys

import pytest

from net import discovery
from net.protocol.tablead import DEFAULT_SERVICE_TYPE, service_type
from tests.e2e.peers import LOOPBACK, ROOT

pytestmark = [pytest.mark.lan]


def test_a_lobby_name_becomes_a_service_type_dns_sd_can_carry() -> None:
    assert service_type(None) == service_type("") == DEFAULT_SERVICE_TYPE
    assert service_type("gw1") == "_tavolata-gw1._tcp.local."
    assert len("tavolata-" + "abcdef") == 15  # RFC 6335: a service name has 15 at most
    for bad in ("GW1", "gw-1", "toolong", "a.b", "é"):
        with pytest.raises(ValueError, match="1-6 lowercase letters or digits"):
            service_type(bad)


def test_a_bad_lobby_name_stops_the_client_with_its_reason() -> None:
    env = {**os.environ, "TAVOLATA_LOBBY": "No Way"}
    done = subprocess.run(
        [sys.executable, "-m", "client.cli", "tables", "--interface", LOOPBACK, "--wait", "0.1"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert done.stderr == (
        "tavolata: $TAVOLATA_LOBBY: a separate lobby's name is 1-6 lowercase letters or "
        "digits, not 'No Way'\n"
    )


def test_tables_of_one_lobby_are_listed_only_in_that_lobby() -> None:
    name = f"Separate {secrets.token_hex(3)}"
    ad = discovery.TableAd(name=name, game="dice_race", seats=2, free=1, host="ABCD-EFGH",
                           table=secrets.token_hex(16))  # fmt: skip
    ours = os.environ["TAVOLATA_LOBBY"]
    other = "x" + secrets.token_hex(2)

    async def listed_in(lobby: str) -> str:
        env = {**os.environ, "TAVOLATA_LOBBY": lobby, "TAVOLATA_PLUGINS": "tests.tinygame"}
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "client.cli", "tables", "--interface", LOOPBACK,
            "--wait", "3", cwd=ROOT, env=env,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        )  # fmt: skip
        async with asyncio.timeout(60):
            out, err = await proc.communicate()
        assert proc.returncode == 0, err.decode()
        return out.decode()

    async def scenario() -> tuple[str, str, str]:
        announcer = discovery.Announcer([LOOPBACK])
        await announcer.start(ad, 40999, LOOPBACK)
        try:
            return await asyncio.gather(listed_in(ours), listed_in(other), listed_in(""))
        finally:
            await announcer.stop()

    same, different, players = asyncio.run(scenario())
    assert name in same
    assert name not in different
    assert name not in players
