"""One table of the windowed client on the network: host, join or resume (asyncio, no Qt).

Everything here runs in the client's event-loop thread (client/gui/worker.py); effects
that people should see go to `on_effect`, which the window's bridge turns into Qt signals.
Every table writes its record under `<data dir>/records/`, so a crashed or closed client
can resume the game from the lobby, and any finished game can be replayed.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from client.netplay import Announcing, lan_address, timing_from_env, write_desync
from client.paths import records_dir
from client.seatdriver import Plan, SeatDriver
from client.unfinished import write_name
from core import registry
from net.identity import Identity
from net.protocol.effects import Desynced, Effect, Notice, RosterChanged, Started, Stopped
from net.protocol.peer import Peer
from net.protocol.roster import Member, Roster, new_table
from net.protocol.settings import Timing
from net.recordfile import RecordFile
from net.runner import Runner, split_address


@dataclass
class TableSpec:
    """What the host chose: the table's name, game config and seats."""

    name: str
    config: dict[str, Any]
    seat_kinds: list[str]  # "host" first, then "remote", "local" or "bot"
    bots: dict[int, str] = field(default_factory=dict)  # seat -> bot kind
    game: str = field(default_factory=registry.default)
    port: int = 0
    announce: bool = True
    names: dict[int, str] = field(default_factory=dict)  # seat -> a hot-seat person or a bot
    # Begin the game as soon as the table is open (a table of this computer alone: the
    # person and bots, nobody to wait for), with no "Start the game" to press.
    at_once: bool = False


class NetSession:
    """This client's peer at one table, with its runner, record and announcement."""

    def __init__(
        self,
        me: Identity,
        interface: str | None,
        on_effect: Callable[[Effect], None],
        records: Path | None = None,
        bot_delay: float = 0.0,
        timing: Timing | None = None,
    ) -> None:
        self.me, self.interface, self.on_effect = me, interface, on_effect
        self.timing = timing or timing_from_env()  # the peer's deadlines (net/protocol/settings.py)
        self.records = records or records_dir()
        self.peer: Peer | None = None
        self.runner: Runner | None = None
        self.record_path: Path | None = None
        self.address = ""
        self.task: asyncio.Future[Any] | None = None
        self.announcing: Announcing | None = None
        self.driver = SeatDriver(self._bot_of, me.derive(b"bots"), bot_delay)
        self.driver.on_refused = lambda seat, action, why: self.on_effect(
            Notice(f"the planned move {list(action)} for seat {seat} was dropped: {why}", "error")
        )

    # -- opening -----------------------------------------------------------------------

    def _bot_of(self, seat: int) -> str | None:
        roster = self.peer.roster if self.peer else None
        if roster is None or not 0 <= seat < len(roster.seats):
            return None
        s = roster.seats[seat]
        return s.bot or None if s.kind == "bot" else None

    async def _open(self, record: Path, port: int = 0) -> None:
        self.records.mkdir(parents=True, exist_ok=True)
        self.record_path = record
        self.runner = Runner((self.interface or "0.0.0.0", port), RecordFile(record), self._effect)
        bound = await self.runner.open()
        self.address = f"{self.interface or lan_address()}:{bound}"

    def _new_record(self, label: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        return self.records / f"{stamp}-{label}-{secrets.token_hex(3)}.tavolata"

    async def host(self, spec: TableSpec) -> str:
        """Open a table; returns the address others can join by."""
        await self._open(self._new_record("host"), spec.port)
        assert self.runner is not None and self.record_path is not None
        write_name(self.record_path, spec.name)  # the record has no place for it
        me = self.me
        roster = new_table(
            spec.game,
            spec.config,
            Member(me.public_key, me.name, self.address),
            spec.seat_kinds,
            spec.bots,
            spec.names,
        )
        table = secrets.token_bytes(16)
        if spec.announce:
            host, port = split_address(self.address)
            self.announcing = Announcing(spec.name, me, table, self.interface, host, port)
        peer = Peer.host_table(
            me, self.address, self.driver, roster, table, spec.at_once, timing=self.timing
        )
        self._run(peer, peer.start(self.runner.now()))
        return self.address

    async def join(self, address: str, expect_host: str | None = None, name: str = "") -> None:
        """Take a seat at the table listening at `address` (host:port); `name`: the table's
        name as the lobby showed it ("" when joining by address)."""
        split_address(address)  # ValueError with a sentence before anything opens
        await self._open(self._new_record("join"))
        assert self.runner is not None and self.record_path is not None
        if name:
            write_name(self.record_path, name)
        peer = Peer.joining(
            self.me, self.address, self.driver, address, expect_host, False, timing=self.timing
        )
        self._run(peer, peer.start(self.runner.now()))

    async def resume(self, record: Path) -> None:
        """Restart this client's peer from its record and catch up with the table."""
        lines = RecordFile(record).existing()
        if not lines:
            raise ValueError(f"{record} holds no game")
        port = 0
        with contextlib.suppress(ValueError, KeyError):
            port = split_address(lines[0]["address"])[1]  # listen where the others expect us
        await self._open(record, port)
        assert self.runner is not None
        peer = Peer(self.me, self.address, self.driver, auto_ready=False, timing=self.timing)
        self.peer = peer  # the driver reads seats while the record is reloaded
        self._run(peer, peer.restore(lines, self.runner.now()))

    def _run(self, peer: Peer, first: list[Effect]) -> None:
        assert self.runner is not None
        self.peer = peer
        self.task = asyncio.ensure_future(self.runner.run(peer, first))
        self.task.add_done_callback(self._ended)

    def _ended(self, task: asyncio.Future[Any]) -> None:
        # The runner stops the table itself on a failure inside it (net/runner.py, `_crashed`);
        # this catches one it could not (closing down): shown, not lost. Its type only: the
        # text may hold a value this seat may not know (docs/hidden-information.md, rule 5).
        if not task.cancelled() and (exc := task.exception()) is not None:
            self.on_effect(Stopped(f"the table failed ({type(exc).__name__}) and stopped"))

    def _effect(self, effect: Effect) -> None:
        if isinstance(effect, Desynced) and self.record_path is not None:
            for path in write_desync(effect, self.records, self.me.fingerprint):
                self.on_effect(Notice(f"wrote {path}"))
        if self.announcing is not None and isinstance(effect, (RosterChanged, Started)):
            self.announcing(effect)
        self.on_effect(effect)

    # -- what people do ----------------------------------------------------------------

    def ready(self) -> None:
        """The person agrees to the table as it is (the host: start when all agree)."""
        if self.runner is not None and self.peer is not None:
            self.runner.act(self.peer.ready)

    def plan(self, plan: Plan) -> None:
        """A person confirmed actions for a seat: hand them to the lockstep now."""
        self.driver.plan(plan)
        if self.runner is not None and self.peer is not None:
            self.runner.act(self.peer.tick)

    @property
    def roster(self) -> Roster | None:
        """The table's seats as this peer knows them."""
        return self.peer.roster if self.peer else None

    async def close(self) -> None:
        """Leave the table: withdraw the announcement, close sockets and the record."""
        self.driver.close()
        if self.announcing is not None:
            await self.announcing.stop()
        if self.task is not None and not self.task.done():
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.task
        elif self.runner is not None:
            await self.runner.close()
