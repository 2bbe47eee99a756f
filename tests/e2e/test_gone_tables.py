"""Issue 28, point 6: a table whose host is gone leaves every lobby within 30 s, a table listed
but not answering is never offered as joinable, and `tavolata tables` shows what a lobby sees.

Real processes on loopback: `tavolata host --headless` of the tiny game (Dice Race, through
TAVOLATA_PLUGINS=tests.tinygame) killed with SIGKILL by its own PID, so it sends no goodbye;
a lobby in this process and `tavolata tables --watch` in another, stopped with SIGINT by its
PID. Zeroconf is pinned to 127.0.0.1, IPv4 only. Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from net import discovery
from net.protocol.listings import CHECK_EVERY
from tests.e2e.peers import LOOPBACK, ROOT, Proc, host, tavolata

pytestmark = [pytest.mark.lan, pytest.mark.slow]

BOUND = 30.0  # the issue's: gone from every lobby within 30 s
GIVE_UP = 40.0  # how long the test waits for it (today's code kept such a table ~75 min)
TINY = ("--game", "dice_race", "--bot", "random", "--quiet")


@pytest.fixture(autouse=True)
def plugins(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every process these tests start knows Dice Race (client/cli.py loads the plug-ins)."""
    monkeypatch.setenv("TAVOLATA_PLUGINS", "tests.tinygame")


@dataclass
class Seen:
    """What a lobby reported about one table, and when (time.monotonic)."""

    name: str
    events: list[tuple[float, discovery.LobbyEvent]] = field(default_factory=list)
    snapshots: list[tuple[float, list[discovery.Listing]]] = field(default_factory=list)

    def __call__(self, event: discovery.LobbyEvent) -> None:
        if event.listing is not None and event.listing.ad.name == self.name:
            self.events.append((time.monotonic(), event))


def test_r28_6_a_host_killed_with_sigkill_leaves_the_lobby_in_30_s_never_joinable(
    tmp_path: Path, procs: list[Proc]
) -> None:
    name = f"Gone {secrets.token_hex(3)}"
    seen = Seen(name)

    async def scenario() -> tuple[float, float | None]:
        lobby = discovery.Lobby([LOOPBACK], on_event=seen)
        await lobby.start()
        try:
            procs.append(host(tmp_path / "h", name, 2, *TINY))
            async with asyncio.timeout(60):
                while not any(e.kind == "added" for _, e in seen.events):
                    await asyncio.sleep(0.05)
            procs[0].kill9()  # SIGKILL to its own PID: no goodbye, no closing of anything
            killed = time.monotonic()
            while time.monotonic() - killed < GIVE_UP:
                ours = [t for t in lobby.tables() if t.ad.name == name]
                seen.snapshots.append((time.monotonic(), ours))
                if not ours:
                    return killed, time.monotonic()
                await asyncio.sleep(0.1)
            return killed, None
        finally:
            await lobby.stop()

    killed, left = asyncio.run(scenario())
    assert left is not None, f"still listed {GIVE_UP:.0f} s after its host was killed"
    assert left - killed <= BOUND, f"listed {left - killed:.1f} s after its host was killed"
    # Open while its host lived; after the kill the lobby never reports it joinable.
    [(_, added)] = [(t, e) for t, e in seen.events if e.kind == "added"]
    assert added.listing is not None and added.listing.joinable
    after = [e for t, e in seen.events if t > killed]
    assert [e.kind for e in after] == ["updated", "removed"], after
    assert all(e.listing is not None and not e.listing.joinable for e in after)
    silent = after[0].listing
    assert silent is not None and silent.state == "not answering"
    assert silent.why == "connection refused"
    # Snapshots: once it was seen not answering, never open again until it left.
    noticed = next(t for t, e in seen.events if t > killed)
    assert noticed - killed <= CHECK_EVERY + 1.0  # the first check after the kill
    print(f"\nkilled -> not answering {noticed - killed:.1f} s, left {left - killed:.1f} s")
    later = [li for t, listings in seen.snapshots if t >= noticed for li in listings]
    assert not any(li.joinable for li in later)
    assert "not answering for 15 s: connection refused" in after[1].reason


def test_r28_6_tavolata_tables_once_and_watch_see_a_table_appear_and_leave(
    tmp_path: Path, procs: list[Proc]
) -> None:
    name = f"Watch {secrets.token_hex(3)}"
    watch = subprocess.Popen(
        [sys.executable, "-m", "client.cli", "tables", "--watch", "--interface", LOOPBACK],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ.copy(),
    )  # fmt: skip
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(watch.stdout or ()), daemon=True)
    reader.start()
    try:
        procs.append(host(tmp_path / "h", name, 2, *TINY))
        procs[0].wait_for("* seats")
        port = procs[0].hosting_port()
        once = tavolata("tables", "--interface", LOOPBACK, "--wait", "2", timeout=30)
        assert once.returncode == 0, once.stdout + once.stderr
        fields = [line.split("\t") for line in once.stdout.splitlines()]
        assert [name, "dice_race goal=10", "1 of 2 seats taken", f"{LOOPBACK}:{port}", "open"] in (
            fields
        ), once.stdout
        wait_for_line(lines, f"+\t{name}\t", 30)
        procs[0].kill9()
        wait_for_line(lines, f"-\t{name}\t", GIVE_UP)
    finally:
        watch.send_signal(signal.SIGINT)  # Ctrl-C, to its own PID
        try:
            code = watch.wait(timeout=10)
        except subprocess.TimeoutExpired:
            watch.kill()
            watch.wait()
            raise
        reader.join(timeout=5)
    assert code == 0, watch.stderr.read() if watch.stderr else ""
    ours = [line.rstrip("\n").split("\t") for line in lines if f"\t{name}\t" in line]
    where = f"{LOOPBACK}:{port}"
    assert ours == [
        ["+", name, "dice_race goal=10", "1 of 2 seats taken", where, "open"],
        ["~", name, "dice_race goal=10", "1 of 2 seats taken", where,
         "not answering (connection refused)"],
        ["-", name, "dice_race goal=10", "1 of 2 seats taken", where,
         "gone (not answering for 15 s: connection refused)"],
    ], lines  # fmt: skip
    assert "Traceback" not in (watch.stderr.read() if watch.stderr else "")


def wait_for_line(lines: list[str], start: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(line.startswith(start) for line in lines):
            return
        time.sleep(0.05)
    raise AssertionError(f"no line starting {start!r} in {timeout:.0f} s: {lines}")


def test_r28_6_join_and_tables_refuse_a_table_listed_where_nothing_answers(
    tmp_path: Path,
) -> None:
    """A table announced at a port where nothing listens: `tables` says so, and `join --table`
    refuses it clearly (exit 3) instead of dialing it."""
    name = f"Silent {secrets.token_hex(3)}"
    ad = discovery.TableAd(name=name, game="dice_race", seats=2, free=1, host="ABCD-EFGH",
                           table=secrets.token_hex(16))  # fmt: skip

    async def scenario() -> tuple[int, str, str, float, str]:
        with socketless_port() as port:
            announcer = discovery.Announcer([LOOPBACK])
            await announcer.start(ad, port, LOOPBACK)
            try:
                shown = await run_cli("tables", "--interface", LOOPBACK)
                began = time.monotonic()
                code, _, err = await run_cli(
                    "join", "--headless", "--table", name, "--interface", LOOPBACK,
                    env={"TAVOLATA_HOME": str(tmp_path)},
                )  # fmt: skip
                return code, err, shown[1], time.monotonic() - began, f"{LOOPBACK}:{port}"
            finally:
                await announcer.stop()

    code, err, shown, took, where = asyncio.run(scenario())
    assert [name, "dice_race", "1 of 2 seats taken", where,
            "not answering (connection refused)"] in [
        line.split("\t") for line in shown.splitlines()
    ], shown  # fmt: skip
    assert code == 3, err
    assert (
        f"tavolata: the table {name!r} is listed, but nothing answers at {where} "
        "(connection refused): its host may have ended; not joining it"
    ) in err
    assert "* joining" not in err and took < 15, took


@contextlib.contextmanager
def socketless_port() -> Iterator[int]:
    """A loopback port bound but never listening: a connection to it is refused."""
    with socket.socket() as sock:
        sock.bind((LOOPBACK, 0))
        port: int = sock.getsockname()[1]
        yield port


async def run_cli(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    """`tavolata ARGS` to its end (60 s at most): exit code, stdout, stderr."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "client.cli", *args, cwd=ROOT, env={**os.environ, **(env or {})},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        async with asyncio.timeout(60):
            out, err = await proc.communicate()
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


@contextlib.contextmanager
def sigint_as_in_a_terminal() -> Iterator[None]:
    """Children started inside get Ctrl-C's default action, as from a terminal. A suite run
    in the background of a script (`make test &`) ignores SIGINT, and an ignored signal is
    inherited across exec: the host would ignore the Ctrl-C this test sends (a handler is
    reset to the default at exec, so setting one here is enough)."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def test_r28_6_a_host_interrupted_with_ctrl_c_withdraws_its_table_at_once(
    tmp_path: Path, procs: list[Proc]
) -> None:
    """Ctrl-C (SIGINT to its own PID) ends a host with goodbye packets: lobbies drop its table
    at once, not after the 15 s of a host that cannot say goodbye."""
    name = f"Bye {secrets.token_hex(3)}"
    seen = Seen(name)

    async def scenario() -> float | None:
        lobby = discovery.Lobby([LOOPBACK], on_event=seen)
        await lobby.start()
        try:
            with sigint_as_in_a_terminal():
                procs.append(host(tmp_path / "h", name, 2, *TINY))
            async with asyncio.timeout(60):
                while not any(e.kind == "added" for _, e in seen.events):
                    await asyncio.sleep(0.05)
            procs[0].proc.send_signal(signal.SIGINT)
            stopped = time.monotonic()
            while time.monotonic() - stopped < 10:
                if any(e.kind == "removed" for _, e in seen.events):
                    return time.monotonic() - stopped
                await asyncio.sleep(0.05)
            return None
        finally:
            await lobby.stop()

    took = asyncio.run(scenario())
    assert procs[0].finish(timeout=20) == 130, procs[0].output
    assert "Traceback" not in procs[0].output, procs[0].output
    assert took is not None and took < 5.0, f"still listed: {seen.events}"
    [removed] = [e for _, e in seen.events if e.kind == "removed"]
    assert removed.reason == ""  # withdrawn by its host, not found silent


def test_r28_6_join_waits_out_a_silent_check_but_never_joins_a_table_that_stays_silent() -> None:
    """A port that accepts but never greets (a hello lost, as on the lab's lossy links) is not
    refused at once, as a refused port is: `join --table`'s search waits until the table
    leaves the list for not answering, then refuses it."""
    from client.tablescmd import find_table

    name = f"Mute {secrets.token_hex(3)}"

    async def scenario() -> tuple[discovery.Listing | str, float, int]:
        async def mute(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await reader.read()
            writer.close()

        server = await asyncio.start_server(mute, LOOPBACK, 0)
        port = server.sockets[0].getsockname()[1]
        ad = discovery.TableAd(name=name, game="dice_race", seats=2, free=1, host="ABCD-EFGH",
                               table=secrets.token_hex(16))  # fmt: skip
        announcer = discovery.Announcer([LOOPBACK])
        async with server:
            await announcer.start(ad, port, LOOPBACK)
            try:
                began = time.monotonic()
                found = await find_table(name, LOOPBACK, timeout=GIVE_UP)
                return found, time.monotonic() - began, port
            finally:
                await announcer.stop()

    found, took, port = asyncio.run(scenario())
    assert found == (
        f"the table {name!r} is listed, but nothing answers at {LOOPBACK}:{port} "
        "(no answer in 3 s): its host may have ended; not joining it"
    )
    assert 15 <= took <= 25, took  # it left the list after 15 s without an answer
