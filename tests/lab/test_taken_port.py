"""A lab peer whose port is taken before it starts listens on another, and its proxy
follows it (client/lab/game.py, LISTENING).

Seen in CI: the lab picks each peer's port (`free_port`), then starts the peer; on a busy
machine another process bound that port in between. The peer said "port ... is taken;
using another", but its proxy kept forwarding to the old port, where a stranger's listener
took the connections and never answered: nobody could join that peer (a Wonderful Kingdom
lab run), or two peers had no link between them (a Blind Pass one).
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from client.lab import game
from client.lab.faults import Faults
from client.lab.game import GameRun
from client.lab.proxy import LOOPBACK

pytestmark = [pytest.mark.lan, pytest.mark.slow]


def test_a_peer_whose_port_was_taken_is_still_reached_through_its_proxy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVOLATA_PLUGINS", "tests.tinygame")

    async def scenario() -> tuple[dict[str, object], GameRun, int]:
        # A stranger listening where the host was told to: it accepts and never says a word.
        stranger = await asyncio.start_server(lambda r, w: None, LOOPBACK, 0)
        taken: int = stranger.sockets[0].getsockname()[1]
        ports = iter([taken])
        real = game.free_port
        monkeypatch.setattr(game, "free_port", lambda: next(ports, None) or real())
        run = GameRun(
            0, 2, Faults(), tmp_path / "game0", random.Random(5), 120.0,
            game_args=("--game", "dice_race"), log=lambda text: None,
        )  # fmt: skip
        try:
            outcome = await run.run()
        finally:
            stranger.close()
        return outcome, run, taken

    outcome, run, taken = asyncio.run(scenario())
    host, joiner = run.table
    assert host.printed(rf"port {taken} is taken"), host.lines
    assert host.port != taken  # the port it says it bound instead, which the proxy used
    assert host.printed(rf"^\* listening on port {host.port}; others dial port {host.public}$")
    assert not any(e["kind"] == "joined by address" for e in run.events), run.events
    assert outcome["finished"], host.lines + joiner.lines
    assert host.final is not None and host.final == joiner.final
