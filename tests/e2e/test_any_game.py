"""Dice Race, the tests' tiny game, through every command line that claims to work for any
game: separate processes that know it only through TAVOLATA_PLUGINS=tests.tinygame."""

from __future__ import annotations

import asyncio
import secrets
from pathlib import Path

import pytest

from net import discovery
from tests.e2e.peers import LOOPBACK, Proc, host, join, tavolata

pytestmark = [pytest.mark.lan, pytest.mark.slow]


@pytest.fixture(autouse=True)
def plugins(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every process these tests start registers Dice Race first (client/cli.py main)."""
    monkeypatch.setenv("TAVOLATA_PLUGINS", "tests.tinygame")



def test_play_headless_runs_dice_race_in_one_process_and_as_peer_processes() -> None:
    local = tavolata("play", "--headless", "--local", "--game", "dice_race", "--seed", "4",
                     "--players", "3", "--goal", "15", "--bots", "random", "--quiet")  # fmt: skip
    assert local.returncode == 0, local.stdout + local.stderr
    assert local.stdout.startswith("Dice Race: Fifteen points, 3 players, seed 4\n")
    assert "Final scores" in local.stdout and "misses]" in local.stdout
    table = tavolata("play", "--headless", "--game", "dice_race", "--players", "3",
                     "--variant", "sprint", "--bots", "random", "--quiet")  # fmt: skip
    assert table.returncode == 0, table.stdout[-3000:] + table.stderr
    assert "All 3 peers agree." in table.stdout


def test_a_dice_race_table_is_announced_hosted_joined_and_its_records_verify(
    tmp_path: Path, procs: list[Proc]
) -> None:
    name = f"Race {secrets.token_hex(3)}"
    records = [tmp_path / f"p{i}.rec" for i in range(2)]

    async def watch() -> discovery.TableAd:
        lobby = discovery.Lobby([LOOPBACK])
        await lobby.start()
        try:
            race = ("--game", "dice_race", "--goal", "15", "--bot", "random", "--quiet")
            procs.append(host(tmp_path / "h", name, 2, *race, "--record", str(records[0])))
            async with asyncio.timeout(60):
                while True:
                    event = await lobby.events.get()
                    if event.listing is not None and event.listing.ad.name == name:
                        return event.listing.ad
        finally:
            await lobby.stop()

    ad = asyncio.run(watch())
    assert ad.game == "dice_race" and ad.options == {"goal": "15"}  # its lobby option
    procs.append(join(tmp_path / "j", "Guest", "--table", name, "--bot", "random", "--quiet",
                      "--record", str(records[1])))  # fmt: skip
    assert [p.finish() for p in procs] == [0, 0], [p.output[-2000:] for p in procs]
    assert procs[0].final == procs[1].final is not None
    assert "Final scores" in procs[0].output
    for record in records:
        done = tavolata("replay", str(record), "--verify")
        assert done.returncode == 0, done.stdout + done.stderr
        assert "\nfinished: " in done.stdout and "the game is finished" in done.stdout
        assert done.stdout.strip().splitlines()[-1] == procs[0].final


def test_a_search_bot_plays_a_table_of_peer_processes_from_its_own_process() -> None:
    # Each peer's search thinks in a child process (client/thinking.py) while its loop serves
    # the network; the table still agrees, and every peer (and its bots' process) exits.
    table = tavolata("play", "--headless", "--game", "dice_race", "--players", "2",
                     "--bots", "mcts:easy,mcts:easy", "--quiet")  # fmt: skip
    assert table.returncode == 0, table.stdout[-3000:] + table.stderr
    assert "All 2 peers agree." in table.stdout
    assert "Traceback" not in table.stdout + table.stderr
