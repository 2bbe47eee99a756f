"""One lab game: N `tavolata host/join` processes behind fault proxies, faults on cue,
then every peer's outcome, desync dumps and verified record gathered for the report.

The network between the peers is pluggable (`GameRun.network`): by default the userspace
proxies of proxy.py on loopback; namespace mode (netns.py) puts each peer in a network
namespace instead, and runs it there through `LabPeer.prefix`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import socket
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from client.lab.faults import Faults
from client.lab.proxy import LOOPBACK, FaultNet
from net.identity import Identity, ProfileStore


class Network(Protocol):
    """What a game needs of the network between its peers (FaultNet is one)."""

    stats: Counter[str]

    async def add(self, seat: int, listening: Callable[[], int]) -> int:
        """Put `seat`'s peer on it (`listening()`: the port it listens on now); the port
        others dial."""

    def partition(self, seat: int, seconds: float) -> None:
        """Cut `seat` off from every other peer for `seconds`, then heal."""

    async def close(self) -> None:
        """Undo what `add` and `partition` did."""


START_TIMEOUT = 30.0  # seconds for the host to open and each joiner to sit down
POLL = 0.05
# What a peer behind a proxy prints once it listens (client/netplay.py): a port taken
# between `free_port` and the peer's start is replaced by another, which this names.
LISTENING = re.compile(r"^\* listening on port (\d+);")


@dataclass
class LabPeer:
    """One peer process of the game, restarted in place after a kill."""

    seat: int
    name: str
    home: Path
    folder: Path
    port: int  # where the peer itself listens (asked for; then as it says, LISTENING)
    public: int = 0  # its proxy's port, which the others dial
    args: list[str] = field(default_factory=list)
    proc: asyncio.subprocess.Process | None = None
    lines: list[str] = field(default_factory=list)
    stamps: list[float] = field(default_factory=list)  # when each line came (CLOCK_MONOTONIC)
    reader: asyncio.Task[None] | None = None
    restarts: int = 0
    me: Identity | None = None
    address: str = LOOPBACK  # where it listens, announces and discovers (--interface)
    prefix: list[str] = field(default_factory=list)  # runs the command elsewhere (ip netns exec)
    # Its own salt for str hashes, as separate machines have: an order-dependence bug then
    # differs between peers (inject.OrderBug); drawn from the lab's seed, so repeatable.
    hash_seed: int = 1

    @property
    def record(self) -> Path:
        """Its record file (the save a restart resumes from)."""
        return self.folder / f"seat{self.seat}.tavolata"

    @property
    def secrets(self) -> Path:
        """Its sealed list of secrets (client/lab/secretlog.py), at a table with secrets."""
        return self.folder / f"seat{self.seat}.secrets"

    @property
    def timings(self) -> Path:
        """Where it writes `index time kind` for every applied action."""
        return self.folder / f"seat{self.seat}.times"

    async def start(self) -> None:
        """Launch (or relaunch) the process and collect its output."""
        env = {
            **os.environ,
            "TAVOLATA_HOME": str(self.home),
            "PYTHONUNBUFFERED": "1",
            "PYTHONHASHSEED": str(self.hash_seed),  # never one inherited by every peer
        }
        self.proc = await asyncio.create_subprocess_exec(
            *self.prefix, sys.executable, "-m", "client.cli", *self.args,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT, env=env,
        )  # fmt: skip
        self.reader = asyncio.ensure_future(self._read(self.proc))

    async def _read(self, proc: asyncio.subprocess.Process) -> None:
        assert proc.stdout is not None
        async for raw in proc.stdout:
            self.stamps.append(time.monotonic())  # the timings file's clock (the leak check)
            line = raw.decode("utf-8", "replace").rstrip("\n")
            self.lines.append(line)
            if listening := LISTENING.match(line):
                self.port = int(listening.group(1))

    async def kill(self) -> None:
        """kill -9 (our own child), as a crash."""
        if self.proc is not None and self.proc.returncode is None:
            self.proc.kill()
            await self.proc.wait()
        if self.reader is not None:
            await self.reader

    def printed(self, pattern: str) -> re.Match[str] | None:
        """The first line so far matching `pattern`."""
        return next((m for line in self.lines if (m := re.search(pattern, line))), None)

    @property
    def final(self) -> str | None:
        """The agreed final hash the peer printed last, if it finished."""
        found = [line.split()[1] for line in self.lines if line.startswith("final ")]
        return found[-1] if found else None


def _applied(timings: Path) -> int:
    """Actions applied by a peer, from the last line of its timings file (0 if none yet)."""
    try:
        with timings.open("rb") as f:
            f.seek(max(0, f.seek(0, 2) - 200))  # only the tail: it is read 20 times a second
            last = f.read().decode("ascii", "replace").strip().splitlines()[-1]
        return int(last.split()[0]) + 1
    except (OSError, IndexError, ValueError):
        return 0


def free_port() -> int:
    """A TCP port free on loopback right now."""
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        port: int = s.getsockname()[1]
    return port


@dataclass
class GameRun:
    """Runs one game and says what happened (`result`)."""

    number: int
    peers: int
    faults: Faults
    folder: Path
    rng: random.Random
    timeout: float
    bots: tuple[str, ...] = ("greedy",)
    game_args: tuple[str, ...] = ()  # `--game` and its options for the host (client/tableopts.py)
    log: Any = print
    table: list[LabPeer] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    index: int = 0  # actions applied, as the furthest peer reports
    # Builds the network from the peers' keys (seat of each); None: proxies on loopback.
    network: Callable[[dict[bytes, int]], Network] | None = None
    secrets: bool = False  # a table with secrets: sealed lists and the leak check
    deadlines: str | None = None  # the peers' hidden-information deadlines, "D:A" seconds
    wire: list[bytes] | None = None  # every envelope sent, as the proxies saw it (leak check)

    async def run(self) -> dict[str, Any]:
        """Play the game to its end (or the timeout); the game's raw outcome."""
        started = time.monotonic()
        self.folder.mkdir(parents=True, exist_ok=True)
        keys = self._profiles()
        net: Network
        if self.network is not None:
            net = self.network(keys)
        else:
            net = FaultNet(self.faults.link, self.rng, keys)
            if self.secrets:
                net.capture = self.wire = []
        try:
            for peer in self.table:
                peer.public = await net.add(peer.seat, lambda peer=peer: peer.port)
            finished = await self._play(net, started + self.timeout)
        finally:
            for peer in self.table:
                await peer.kill()
            await net.close()
        return {
            "finished": finished,
            "wall_seconds": round(time.monotonic() - started, 2),
            "net": dict(net.stats),
        }

    def _profiles(self) -> dict[bytes, int]:
        """A home and a profile per seat (the lab knows every key: the proxies need them)."""
        keys: dict[bytes, int] = {}
        for seat in range(self.peers):
            home = self.folder / f"home{seat}"
            name = "Host" if seat == 0 else f"Peer {seat}"
            peer = LabPeer(seat, name, home, self.folder, free_port())
            peer.hash_seed = self.rng.randrange(1, 1 << 32)  # 0 would turn salting off
            peer.me = ProfileStore(home).load_or_create(name)
            keys[peer.me.public_key] = seat
            self.table.append(peer)
        return keys

    def _args(self, peer: LabPeer, table_name: str) -> list[str]:
        common = [
            "--headless", "--interface", peer.address, "--player", peer.name,
            "--bot", self.bots[peer.seat % len(self.bots)],
            "--port", str(peer.port), "--advertise", str(peer.public),
            "--record", str(peer.record), "--timings", str(peer.timings),
        ]  # fmt: skip
        for c in self.faults.corrupt:
            if c.seat == peer.seat:
                common += ["--lab-corrupt", str(c.action)]
        for n in self.faults.nondeterministic:
            if n.seat == peer.seat:
                common += ["--lab-order-bug", str(n.action)]
        common += self._hidden_args(peer)
        if peer.seat == 0:
            players = str(self.peers)
            return ["host", "--name", table_name, "--players", players, *self.game_args, *common]
        return ["join", "--table", table_name, *common]

    def _hidden_args(self, peer: LabPeer) -> list[str]:
        """The hidden-information options of a peer: its sealed list, cheats, leaks."""
        out = []
        if self.secrets:
            out += ["--lab-secrets", str(peer.secrets)]
        if self.deadlines:
            out += ["--lab-deadlines", self.deadlines]
        for c in self.faults.cheats:
            if c.seat == peer.seat:
                out += ["--lab-cheat", f"{c.kind}@{c.action}"]
        for leak in self.faults.leaks:
            if leak.seat == peer.seat:
                out += ["--lab-leak", f"{leak.action}:{leak.what}"]
        return out

    async def _play(self, net: Network, deadline: float) -> bool:
        table_name = f"lab-{os.getpid()}-{self.number}-{self.rng.randrange(1 << 30):x}"
        host = self.table[0]
        host.args = self._args(host, table_name)
        await host.start()
        if not await self._until(lambda: host.printed(r"^\* hosting "), START_TIMEOUT):
            return False
        for peer in self.table[1:]:  # one at a time, so that joiner i takes seat i
            if not await self._seat(peer, table_name):
                self.events.append({"kind": "join failed", "seat": peer.seat})
                return False
        pending = sorted(
            [(p.action, "partition", p) for p in self.faults.partitions]
            + [(k.action, "kill", k) for k in self.faults.kills],
            key=lambda x: (x[0], x[1]),
        )
        while time.monotonic() < deadline:
            if all(p.proc is not None and p.proc.returncode is not None for p in self.table):
                return all(p.proc is not None and p.proc.returncode == 0 for p in self.table)
            self.index = max(self.index, self._progress())
            while pending and self.index >= pending[0][0]:
                _, kind, fault = pending.pop(0)
                await self._inject(net, kind, fault)
            await asyncio.sleep(POLL)
        self.events.append({"kind": "timeout", "at_action": self.index})
        return False

    async def _seat(self, peer: LabPeer, table_name: str) -> bool:
        """Start a joiner and wait until the host seats it. If zeroconf finds nothing in
        time (a loaded machine), join by the host's address instead, as people would."""
        host = self.table[0]
        seated = rf"^\* seats .*{peer.seat}: {re.escape(peer.name)}\b"
        peer.args = self._args(peer, table_name)
        await peer.start()
        if await self._until(lambda: host.printed(seated), START_TIMEOUT):
            return True
        await peer.kill()
        peer.record.unlink(missing_ok=True)  # it never sat down: a fresh join, not a resume
        self.events.append({"kind": "joined by address", "seat": peer.seat})
        self.log(f"    seat {peer.seat}: zeroconf found nothing in time; joining by address")
        where = ["--address", f"{host.address}:{host.public}"]
        peer.args = ["join", *where, *self._args(peer, table_name)[3:]]
        await peer.start()
        return await self._until(lambda: host.printed(seated), START_TIMEOUT)

    async def _inject(self, net: Network, kind: str, fault: Any) -> None:
        peer = self.table[fault.seat]
        self.events.append({"kind": kind, "seat": fault.seat, "at_action": self.index})
        if kind == "partition":
            net.partition(fault.seat, fault.seconds)
            self.log(f"    cut seat {fault.seat} off for {fault.seconds:g} s at {self.index}")
        else:
            await peer.kill()
            peer.restarts += 1
            self.log(f"    killed seat {fault.seat} at action {self.index}; restarting")
            await peer.start()  # its record exists: it resumes and rejoins

    def _progress(self) -> int:
        """The most actions any peer has applied so far (from the timings files)."""
        return max((_applied(peer.timings) for peer in self.table), default=0)

    async def _until(self, check: Any, seconds: float) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if check():
                return True
            await asyncio.sleep(POLL)
        return False

    def dumps(self) -> list[dict[str, Any]]:
        """Every desync report the peers wrote (one per detected action; peers agree)."""
        found: dict[int, dict[str, Any]] = {}
        for path in sorted(self.folder.glob("desync-at-*.json")):
            with contextlib.suppress(OSError, ValueError):
                report = json.loads(path.read_text(encoding="utf-8"))
                found.setdefault(int(report["detected_at"]), report)
        return [found[k] for k in sorted(found)]
