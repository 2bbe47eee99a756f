"""Headless peers on the network: `tavolata host` and `tavolata join` (docs/protocol.md).

Each runs one Peer (net/protocol/peer.py) with bots in its seats, prints the game log as actions
are applied, and ends with the agreed final state hash as its last line: `final <hex>`.
Exit codes: 0 the game finished; 2 the table stopped (the reason is printed); 3 the table
could not be found or joined.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import socket
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from client import report
from client.gamelog import TurnHeadings
from client.messages import Speaker
from client.seats import BotDriver
from client.tableopts import timed
from client.tablescmd import find_table
from client.thinking import ThinkingBots
from core import registry
from core.api import Game
from net import discovery
from net.identity import Identity, ProfileStore
from net.protocol.desync import report_text
from net.protocol.effects import (
    Applied,
    Desynced,
    Effect,
    Finished,
    GaveUp,
    Notice,
    RosterChanged,
    Started,
    Stopped,
)
from net.protocol.lockstep import Driver, Outgoing
from net.protocol.peer import Peer
from net.protocol.roster import Member, Roster, new_table
from net.protocol.settings import DEFAULT, Timing
from net.recordfile import RecordFile
from net.runner import Runner, split_address


@dataclass
class Options:
    """What both commands share."""

    name: str
    bot: str
    interface: str | None
    record: Path | None
    quiet: bool
    timings: Path | None = None  # benchmarks/lockstep.py: when each action was applied here
    bot_time: float | None = None  # --bot-time: search bots think this long a move
    bot_pace: float = 0.0  # benchmarks/lockstep.py: seconds each bot move is held at least
    advertise: int | None = None  # the port others dial (the lab's fault proxy), if not ours
    timing: Timing = DEFAULT  # the peer's deadlines and timeouts (--lab-deadlines)


@dataclass
class Extras:
    """What a caller plugs into the peer from outside (the lab: client/lab/arm.py), each at
    a boundary the peer already has; none of it changes an honest peer."""

    rules: Callable[[str], Game] = registry.get  # the rules the lockstep applies, by key
    outgoing: Outgoing | None = None  # sees each of our game messages before it is signed
    driver: Callable[[Driver], Driver] | None = None  # wraps the seats' driver (the bots)
    effects: list[Callable[[Effect], None]] = field(default_factory=list)  # see every effect
    made: list[Callable[[Peer], None]] = field(default_factory=list)  # see the peer once made

    def peer_args(self, timing: Timing) -> dict[str, Any]:
        """The keyword arguments of `Peer` these give."""
        return {"timing": timing, "rules": self.rules, "outgoing": self.outgoing}

    def made_peer(self, peer: Peer) -> Peer:
        """Tell those who asked that the peer exists; the peer."""
        for see in self.made:
            see(peer)
        return peer


def timing_from_env(timing: Timing = DEFAULT) -> Timing:
    """`timing`, with the join's give-up from $TAVOLATA_JOIN_GIVE_UP if set (tests only: a
    shorter give-up than 20 s, for a peer started as a process or by the window)."""
    give_up = os.environ.get("TAVOLATA_JOIN_GIVE_UP")
    return replace(timing, join_give_up=float(give_up)) if give_up else timing


def lan_address() -> str:
    """This machine's address on the LAN (no packet is sent: UDP connect only routes)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: routed, never answered
            address: str = probe.getsockname()[0]
        except OSError:
            address = "127.0.0.1"
    return address


class Printer:
    """Prints what a person watching a headless peer wants to read."""

    def __init__(
        self, quiet: bool, who: str = "peer", timings: Path | None = None, dumps: Path | None = None
    ) -> None:
        self.quiet, self.who = quiet, who
        self.dumps = dumps or Path.cwd()
        self.names: list[str] | None = None
        self.game: Any = None
        self.headings: TurnHeadings | None = None
        self.say: Speaker | None = None
        self.timings = timings.open("w", encoding="utf-8") if timings else None
        self.cpu_from: float | None = None  # process_time() at the first action applied
        self.also: list[Callable[[Effect], None]] = []  # see every effect first (Extras)

    def __call__(self, effect: Effect) -> None:
        """Print one effect."""
        for see in self.also:
            see(effect)
        if self.timings is not None and isinstance(effect, Applied):
            # CLOCK_MONOTONIC is one clock for every process of the machine.
            self.timings.write(f"{effect.index} {time.monotonic():.6f} {effect.action[0]}\n")
            self.timings.flush()
            if self.cpu_from is None:
                self.cpu_from = time.process_time()
        if self.timings is not None and isinstance(effect, Finished):
            # -1: the game is finished (after its audit, at a table with secrets); -2: the
            # CPU seconds this process spent from its first action applied to then.
            cpu = time.process_time() - (self.cpu_from or 0.0)
            self.timings.write(f"-1 {time.monotonic():.6f} finished\n-2 {cpu:.6f} cpu\n")
            self.timings.flush()
        if isinstance(effect, (RosterChanged, Started)):
            self._roster(effect.roster, started=isinstance(effect, Started))
        elif isinstance(effect, Applied) and not self.quiet and self.say is not None:
            if self.headings is None:
                self.headings = TurnHeadings(self.game)
            turn = self.headings.before_action(effect.before, effect.after)
            if turn is not None:
                print(f"\nTurn {turn}")
            print("  " + self.say(self.game.describe_action(effect.before, effect.action)))
        elif isinstance(effect, Notice):
            print(("! " if effect.level != "info" else "* ") + effect.text, flush=True)
        elif isinstance(effect, Desynced):
            print(report_text(effect.report), flush=True)
            for path in write_desync(effect, self.dumps, self.who):
                print(f"* wrote {path}", flush=True)
        elif isinstance(effect, Finished) and self.say is not None:
            obs = self.game.observation(effect.state, None)
            print(report.final_scores(obs, self.say))
        elif isinstance(effect, GaveUp):
            print(f"! could not join: {effect.reason}", flush=True)
        elif isinstance(effect, Stopped):
            print(f"! table stopped: {effect.reason}", flush=True)

    def _roster(self, roster: Roster, started: bool) -> None:
        self.game = registry.get(roster.game)
        self.names = [s.name or f"seat {i}" for i, s in enumerate(roster.seats)]
        self.say = Speaker(roster.game, roster.config, self.names)
        if started:
            seats = ", ".join(f"{i}: {n}" for i, n in enumerate(self.names))
            print(f"* the game starts; seats {seats}", flush=True)
        else:  # who sat down (the lab seats its joiners one by one from these lines)
            seats = ", ".join(f"{i}: {s.name or 'free'}" for i, s in enumerate(roster.seats))
            print(f"* seats {seats}", flush=True)


def write_desync(effect: Desynced, folder: Path, who: str) -> list[Path]:
    """Write this peer's canonical state at a desync, and the report (JSON and text)."""
    base = folder / f"desync-at-{effect.report['detected_at']}-{who}"
    state, data = base.with_suffix(".state"), base.with_suffix(".json")
    text = base.with_suffix(".txt")
    state.write_bytes(effect.state)
    data.write_text(json.dumps(effect.report, indent=2) + "\n", encoding="utf-8")
    text.write_text(report_text(effect.report) + "\n", encoding="utf-8")
    return [state, data, text]


def _driver(me: Identity, options: Options, roster_of: Any) -> ThinkingBots:
    """Bots for this peer's seats: a bot seat's own kind, else the peer's --bot kind; with
    --bot-time, search bots think that long a move. A search thinks in the bots' process
    while the loop serves the network (client/thinking.py); random and greedy answer at once."""

    def kind_of(seat: int) -> str:
        roster: Roster | None = roster_of()
        if roster is not None and roster.seats[seat].bot:
            return timed(roster.seats[seat].bot, options.bot_time)
        return timed(options.bot, options.bot_time)

    bots = BotDriver(kind_of, me.derive(b"bots"))
    return ThinkingBots(bots, delay=options.bot_pace, quick_inline=True)


class Announcing:
    """Keeps the table's zeroconf announcement in step with its seats (host only)."""

    def __init__(
        self, name: str, me: Identity, table: bytes, interface: str | None, address: str, port: int
    ) -> None:
        self.name, self.me, self.table = name, me, table
        self.interfaces = [interface] if interface else None
        self.address, self.port = address, port
        self.announcer: discovery.Announcer | None = None
        self.tasks: list[asyncio.Task[None]] = []  # the changes under way, to cancel at close
        self.lock = asyncio.Lock()  # one change at a time, in the order they came (it is fair)
        self.withdrawal: asyncio.Future[None] | None = None  # the goodbye, once begun
        self.closed = False  # the peer has ended: announce nothing more

    def __call__(self, effect: Effect) -> None:
        """Follow roster changes; withdraw when the game starts."""
        if isinstance(effect, (RosterChanged, Started)) and not self.closed:
            self.tasks = [task for task in self.tasks if not task.done()]
            self.tasks.append(asyncio.ensure_future(self._follow(effect)))

    async def _follow(self, effect: RosterChanged | Started) -> None:
        async with self.lock:
            if isinstance(effect, Started):
                await self.stop()
            else:
                await self._announce(effect.roster)

    async def _announce(self, roster: Roster) -> None:
        ad = discovery.TableAd(
            name=self.name,
            game=roster.game,
            options=registry.info(roster.game).lobby_options(roster.config),
            seats=len(roster.seats),
            free=roster.free_seats(),
            host=self.me.fingerprint,
            table=self.table.hex(),
        )
        if self.announcer is None:
            if roster.free_seats() > 0 and self.withdrawal is None:
                self.announcer = discovery.Announcer(self.interfaces)
                await self.announcer.start(ad, self.port, self.address)
        else:
            await self.announcer.update(ad)

    async def close(self) -> None:
        """The peer has ended (finished, stopped or Ctrl-C): cancel the changes still under
        way, so that none announces the table again, then withdraw it (a withdrawal already
        begun is finished, not cut short: close waits for it)."""
        self.closed = True
        pending = [task for task in self.tasks if not task.done()]
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        await self.stop()

    async def stop(self) -> None:
        """Withdraw the table from every lobby: goodbye packets, then zeroconf closed. It
        runs once, to its end even if the change that began it is cancelled meanwhile."""
        if self.withdrawal is None and self.announcer is not None:
            announcer, self.announcer = self.announcer, None
            self.withdrawal = asyncio.ensure_future(announcer.stop())
        if self.withdrawal is not None:
            await asyncio.shield(self.withdrawal)


async def _play(
    runner: Runner, peer: Peer, first: list[Effect], announcing: Announcing | None = None
) -> int:
    """Run the peer to the end; print `final <hex>` last; the exit code."""
    try:
        outcome = await runner.run(peer, first)
    finally:
        close = getattr(peer.driver, "close", None)
        if callable(close):
            close()  # the bots' process, if a search started one
        if announcing is not None:  # goodbye packets, also on Ctrl-C: lobbies drop it at once
            await announcing.close()
    if isinstance(outcome, Finished):
        print(f"final {outcome.final_hash}", flush=True)
        return 0
    # Stopped before any host greeted us (nobody answers, another protocol version, not the
    # announced host): the table could not be joined.
    return 3 if peer.table is None else 2


@dataclass
class Opened:
    """A profile, a listening runner and what its record already holds."""

    me: Identity
    runner: Runner
    printer: Printer
    here: str  # the address others reach us on, without the port
    port: int
    lines: list[dict[str, Any]]  # a record to resume from, or []

    @property
    def address(self) -> str:
        """host:port."""
        return f"{self.here}:{self.port}"

    def resume(self, driver: Driver, options: Options, extras: Extras) -> tuple[Peer, list[Effect]]:
        """The peer restarted from its record (host or joiner alike), and its first effects."""
        peer = Peer(self.me, self.address, driver, **extras.peer_args(options.timing))
        extras.made_peer(peer)
        first = peer.restore(self.lines, self.runner.now())
        record = options.record
        print(f"* rejoining the table from {record}", flush=True)
        return peer, first


async def _open(options: Options, extras: Extras, port: int = 0) -> Opened:
    """Load the profile and any record, and start listening (where a restart listened)."""
    me = ProfileStore().load_or_create(options.name)
    record = RecordFile(options.record)
    lines = record.existing()
    if lines and lines[0].get("address") and options.advertise is None:
        with contextlib.suppress(ValueError):
            port = split_address(lines[0]["address"])[1]  # a restart listens where it did
    dumps = options.record.parent if options.record else None
    printer = Printer(options.quiet, me.fingerprint, options.timings, dumps)
    printer.also = extras.effects
    runner = Runner((options.interface or "0.0.0.0", port), record, printer)
    bound = await runner.open()
    public = options.advertise or bound  # behind a lab proxy, others dial the proxy
    if options.advertise is not None:
        # The proxy forwards to where we listen: if the port asked for was taken meanwhile
        # (by another process on a busy machine), it must learn the one we bound instead.
        print(f"* listening on port {bound}; others dial port {public}", flush=True)
    return Opened(me, runner, printer, options.interface or lan_address(), public, lines)


def _seats(me: Identity, options: Options, extras: Extras, roster_of: Any) -> Driver:
    """The driver of this peer's seats: its bots, wrapped as `extras` asks."""
    bots = _driver(me, options, roster_of)
    return extras.driver(bots) if extras.driver is not None else bots


async def host(
    options: Options,
    players: int,
    config: dict[str, Any],
    table_name: str,
    port: int = 0,
    game: str | None = None,
    announce: bool = True,
    extras: Extras | None = None,
) -> int:
    """Host a table of `game` (default: the registry's first); play this peer's seat with a
    bot when every seat is taken. `extras`: what the caller plugs in (the lab)."""
    game = game or registry.default()
    extras = extras or Extras()
    opened = await _open(options, extras, port)
    me, runner, printer, address = opened.me, opened.runner, opened.printer, opened.address
    # The driver reads the seats from the peer made below (closures bind late).
    peer: Peer
    driver = _seats(me, options, extras, lambda: peer.roster)
    if opened.lines:
        peer, first = opened.resume(driver, options, extras)
        return await _play(runner, peer, first)
    table = secrets.token_bytes(16)
    kinds = ["host"] + ["remote"] * (players - 1)
    roster = new_table(game, config, Member(me.public_key, me.name, address), kinds)
    print(f"* hosting {table_name!r} at {address} as {me.name} ({me.fingerprint})", flush=True)
    announcing = Announcing(table_name, me, table, options.interface, opened.here, opened.port)

    def on_effect(effect: Effect) -> None:
        printer(effect)
        if announce:
            announcing(effect)

    runner.on_effect = on_effect
    given = extras.peer_args(options.timing)
    peer = extras.made_peer(Peer.host_table(me, address, driver, roster, table, **given))
    return await _play(runner, peer, peer.start(runner.now()), announcing)


async def join(
    options: Options,
    table_name: str | None,
    address: str | None,
    port: int = 0,
    extras: Extras | None = None,
) -> int:
    """Join a table found by name (zeroconf) or at an address; play this peer's seat."""
    extras = extras or Extras()
    opened = await _open(options, extras, port)
    me, runner = opened.me, opened.runner
    peer: Peer
    driver = _seats(me, options, extras, lambda: peer.roster)
    if opened.lines:
        peer, first = opened.resume(driver, options, extras)
        return await _play(runner, peer, first)
    expect = None
    if address is None:
        found = await find_table(table_name or "", options.interface)  # open, a seat free
        if isinstance(found, str):
            await runner.close()
            print(f"tavolata: {found}", file=sys.stderr)
            return 3
        address, expect = f"{found.address}:{found.port}", found.ad.host
    try:
        split_address(address)
    except ValueError as exc:
        await runner.close()
        print(f"tavolata: {exc}", file=sys.stderr)
        return 3
    print(f"* joining {address} as {me.name} ({me.fingerprint})", flush=True)
    given = extras.peer_args(timing_from_env(options.timing))
    peer = extras.made_peer(Peer.joining(me, opened.address, driver, address, expect, **given))
    return await _play(runner, peer, peer.start(runner.now()))
