"""Whole games between separate processes over real TCP and zeroconf, pinned to 127.0.0.1."""

from __future__ import annotations

import asyncio
import secrets
import socket
from pathlib import Path

import pytest

from net import discovery
from tests.e2e.peers import LOOPBACK, Proc, host, join, verify

pytestmark = [pytest.mark.lan, pytest.mark.slow]



def _table_by_zeroconf(tmp_path: Path, procs: list[Proc], players: int) -> list[Proc]:
    name = f"Test {secrets.token_hex(3)}"
    procs.append(host(tmp_path, name, players, "--quiet", "--record", str(tmp_path / "p0.rec")))
    procs[0].wait_for("hosting")
    for i in range(1, players):
        record = str(tmp_path / f"p{i}.rec")
        procs.append(join(tmp_path, f"J{i}", "--table", name, "--quiet", "--record", record))
    return procs


@pytest.mark.parametrize("players", [3, 5])
def test_peers_found_by_zeroconf_play_a_whole_game_and_agree(
    tmp_path: Path, procs: list[Proc], players: int
) -> None:
    _table_by_zeroconf(tmp_path, procs, players)
    codes = [p.finish() for p in procs]
    assert codes == [0] * players, [p.output[-2000:] for p in procs]
    finals = {p.final for p in procs}
    assert len(finals) == 1 and None not in finals
    assert "Winner:" in procs[0].output or "Tie:" in procs[0].output
    for i in range(players):  # every peer's record replays with every check passing
        done = verify(tmp_path / f"p{i}.rec")
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip().splitlines()[-1] == procs[0].final
        assert "the game is finished" in done.stdout


def test_a_whole_legends_game_between_separate_processes(tmp_path: Path, procs: list[Proc]) -> None:
    """Issue 6: Legends over the network, with leaders and tokens, found by zeroconf."""
    name = f"Legends {secrets.token_hex(3)}"
    legends = ("--edition", "legends", "--board", "ring", "--variant", "leaders")
    tokens = ("--variant", "exploration_tokens", "--variant", "raging_dragon")
    record = str(tmp_path / "p0.rec")
    procs.append(host(tmp_path, name, 3, *legends, *tokens, "--quiet", "--record", record))
    procs[0].wait_for("hosting")
    for i in (1, 2):
        record = str(tmp_path / f"p{i}.rec")
        procs.append(join(tmp_path, f"J{i}", "--table", name, "--quiet", "--record", record))
    codes = [p.finish() for p in procs]
    assert codes == [0, 0, 0], [p.output[-2000:] for p in procs]
    finals = {p.final for p in procs}
    assert len(finals) == 1 and None not in finals
    assert "Islands" in procs[0].output and "Abilities & elixir" in procs[0].output
    for i in range(3):
        done = verify(tmp_path / f"p{i}.rec")
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip().splitlines()[-1] == procs[0].final


def test_join_by_address_without_discovery(tmp_path: Path, procs: list[Proc]) -> None:
    procs.append(host(tmp_path, "No mDNS", 2, "--no-announce", "--quiet"))
    port = procs[0].hosting_port()
    procs.append(join(tmp_path, "Guest", "--address", f"{LOOPBACK}:{port}", "--quiet"))
    assert [p.finish() for p in procs] == [0, 0]
    assert procs[0].final == procs[1].final is not None


def test_a_killed_peer_restarts_from_its_record_and_nothing_is_lost(
    tmp_path: Path, procs: list[Proc]
) -> None:
    procs.append(host(tmp_path, "Crash", 3, "--quiet"))
    port = procs[0].hosting_port()
    record = tmp_path / "victim.rec"
    args = ("--address", f"{LOOPBACK}:{port}", "--record", str(record))
    procs.append(join(tmp_path, "Steady", "--address", f"{LOOPBACK}:{port}", "--quiet"))
    victim = join(tmp_path, "Victim", *args)
    procs.append(victim)
    victim.wait_for("Turn 3")
    victim.kill9()
    before = record.read_text().splitlines()
    assert len(before) > 20
    again = join(tmp_path, "Victim", *args)
    procs.append(again)
    again.wait_for("rejoining the table")
    codes = [procs[0].finish(), procs[1].finish(), again.finish()]
    assert codes == [0, 0, 0], again.output[-3000:]
    assert procs[0].final == procs[1].final == again.final is not None
    after = record.read_text().splitlines()
    assert after[: len(before) - 1] == before[:-1]  # all kept (the last may have been cut)
    done = verify(record)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == again.final


def test_joining_a_started_game_is_refused(tmp_path: Path, procs: list[Proc]) -> None:
    # Three games in a row: the table must still be playing when the late peer knocks (one
    # bot game can end while a loaded machine is still starting that process).
    procs.append(host(tmp_path, "Busy", 2, "--variant", "long_game"))
    port = procs[0].hosting_port()
    procs.append(join(tmp_path, "First", "--address", f"{LOOPBACK}:{port}"))
    procs[0].wait_for("Turn 2")
    late = join(tmp_path, "Late", "--address", f"{LOOPBACK}:{port}", "--quiet")
    assert late.finish(timeout=60) == 2
    assert "the game has started" in late.output
    assert [procs[0].finish(), procs[1].finish()] == [0, 0]


def test_garbage_and_oversize_frames_do_not_harm_the_table(
    tmp_path: Path, procs: list[Proc]
) -> None:
    procs.append(host(tmp_path, "Sturdy", 2, "--no-announce"))
    port = procs[0].hosting_port()
    with socket.create_connection((LOOPBACK, port), timeout=5) as s:
        s.sendall((1 << 30).to_bytes(4, "big"))  # announces a 1 GiB frame
        greeting = b""
        while chunk := s.recv(65536):  # a timeout here means the host kept the connection
            greeting += chunk
        assert greeting  # its hello came, then the close, without reading a gigabyte
    with socket.create_connection((LOOPBACK, port), timeout=5) as s:
        s.sendall(b"\x00\x00\x00\x10" + b"not an envelope!" * 1)
    procs.append(join(tmp_path, "Guest", "--address", f"{LOOPBACK}:{port}", "--quiet"))
    assert [p.finish() for p in procs] == [0, 0]
    assert procs[0].final == procs[1].final is not None
    assert "refused" in procs[0].output


def test_a_table_is_listed_while_open_and_leaves_the_lobby_when_it_starts(
    tmp_path: Path, procs: list[Proc]
) -> None:
    name = f"Lobby {secrets.token_hex(3)}"

    async def watch() -> list[tuple[str, int]]:
        lobby = discovery.Lobby([LOOPBACK])
        await lobby.start()
        seen: list[tuple[str, int]] = []
        try:
            procs.append(host(tmp_path, name, 2, "--quiet"))
            async with asyncio.timeout(60):
                while True:
                    event = await lobby.events.get()
                    if event.listing is None or event.listing.ad.name != name:
                        continue
                    seen.append((event.kind, event.listing.ad.free))
                    if event.kind == "added":
                        procs.append(join(tmp_path, "Guest", "--table", name, "--quiet"))
                    if event.kind == "removed":  # at the start, not at the end of the game
                        seen.append(("host finished", int(procs[0].final is not None)))
                        return seen
        finally:
            await lobby.stop()

    seen = asyncio.run(watch())
    assert seen[0] == ("added", 1) and seen[-2][0] == "removed"
    assert seen[-1] == ("host finished", 0)
    assert [p.finish() for p in procs] == [0, 0]
