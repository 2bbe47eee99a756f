"""Discovery: hosts announce their tables with mDNS/DNS-SD, lobbies browse for them.

A host registers one `_tavolata._tcp.local.` service per open table; its TXT record is the
`TableAd` (the public contract, see docs/protocol.md, "Discovery"). A `Lobby` browses the
service type, resolves each instance, checks that its host answers at its port, and reports
`LobbyEvent`s. Whatever a stranger puts on the network, the lobby reports it as an "invalid"
event with a reason and never raises.

The parsing (`TableAd`, `listing_from_info`) is in net/protocol/tablead.py, the lobby's bookkeeping
and when each table is checked (`LobbyState`) in net/protocol/listings.py, the check itself in
net/tablecheck.py, probing and the zeroconf instance in net/mdns.py. This module is the one
others import: it re-exports them. Only `Announcer` and `Lobby` touch python-zeroconf,
through its asyncio API. Callers always choose the interfaces (tests pin ["127.0.0.1"]);
zeroconf's default is every one.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from zeroconf import (
    BadTypeInNameException,
    DNSQuestionType,
    IPVersion,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from net.mdns import ip_version_for, open_zeroconf, probe
from net.protocol.listings import CHECK_TIMEOUT, GONE_AFTER, LobbyState
from net.protocol.tablead import (
    LEGACY_KEY,
    MAX_NAME_BYTES,
    MAX_OPTIONS,
    MAX_SEATS,
    OPTION_PREFIX,
    PROTO,
    DiscoveryError,
    EventKind,
    Listing,
    LobbyEvent,
    OtherProtocol,
    TableAd,
    TableState,
    clean_name,
    instance_label,
    listing_from_info,
    service_type,
)
from net.tablecheck import check_table

SERVICE_TYPE = service_type(os.environ.get("TAVOLATA_LOBBY"))
"""The service type this process announces and browses: TAVOLATA_LOBBY names a separate
lobby (docs/protocol.md, "Discovery"); unset, the one every player's client uses."""

__all__ = [
    "CHECK_TIMEOUT",
    "GONE_AFTER",
    "LEGACY_KEY",
    "MAX_NAME_BYTES",
    "MAX_OPTIONS",
    "MAX_SEATS",
    "OPTION_PREFIX",
    "PROTO",
    "SERVICE_TYPE",
    "Announcer",
    "DiscoveryError",
    "EventKind",
    "Listing",
    "Lobby",
    "LobbyEvent",
    "LobbyState",
    "OtherProtocol",
    "TableAd",
    "TableState",
    "check_table",
    "clean_name",
    "instance_label",
    "ip_version_for",
    "listing_from_info",
    "open_zeroconf",
]

log = logging.getLogger(__name__)


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise DiscoveryError(message)


_QM = DNSQuestionType.QM


class Announcer:
    """Announces one table while it has free seats; stop() withdraws it from every lobby."""

    def __init__(
        self, interfaces: Sequence[str] | None = None, *, zeroconf: AsyncZeroconf | None = None
    ) -> None:
        self._interfaces = interfaces
        self._zc = zeroconf
        self._owns_zc = zeroconf is None
        self._info: AsyncServiceInfo | None = None
        self._port = 0
        self._addresses: list[str] = []
        self._broadcast: asyncio.Future[Any] | None = None

    async def start(self, ad: TableAd, port: int, address: str | Sequence[str]) -> str:
        """Register the table (probing takes 0.75-1.0 s); returns the service name."""
        _check(self._info is None, "this announcer is already announcing a table")
        self._addresses = [address] if isinstance(address, str) else list(address)
        ip_version_for(self._addresses)  # a DiscoveryError on anything that is not an IP
        self._port = port
        if self._zc is None:
            self._zc = open_zeroconf(self._interfaces)
        label = instance_label(ad.name)
        info = self._service_info(f"{label}.{SERVICE_TYPE}", ad)
        await probe(self._zc.zeroconf, info, label)  # RFC 6762 section 8.1 (net/mdns.py)
        # Probed just above, so zeroconf's own, slower probing is skipped ("cooperating").
        registered = await self._zc.async_register_service(info, cooperating_responders=True)
        self._keep(registered)
        self._info = info
        return info.name

    async def update(self, ad: TableAd) -> None:
        """Announce a changed ad (e.g. fewer free seats) under the same service name."""
        if self._info is None or self._zc is None:
            raise DiscoveryError("update() before start()")
        _check(ad.table == self._info.decoded_properties.get("table"), "the table id changed")
        self._info = self._service_info(self._info.name, ad)
        self._keep(await self._zc.async_update_service(self._info))

    def _service_info(self, name: str, ad: TableAd) -> AsyncServiceInfo:
        return AsyncServiceInfo(
            SERVICE_TYPE,
            name,
            port=self._port,
            properties=ad.to_txt(),
            # One host name per table, so two tables of one machine never share records.
            server=f"tavolata-{ad.table[:12]}.local.",
            parsed_addresses=self._addresses,
        )

    async def stop(self) -> None:
        """Withdraw the table (goodbye packets) and close zeroconf if this announcer opened it."""
        info, self._info = self._info, None
        self._keep(None)
        if info is not None and self._zc is not None:
            await (await self._zc.async_unregister_service(info))
        if self._owns_zc and self._zc is not None:
            await self._zc.async_close()
            self._zc = None

    def _keep(self, broadcast: Awaitable[Any] | None) -> None:
        # zeroconf repeats an announcement three times in the background; a newer ad cancels
        # the older repeats, so lobbies never see the two alternate.
        if self._broadcast is not None:
            self._broadcast.cancel()
        self._broadcast = None if broadcast is None else asyncio.ensure_future(broadcast)


class Lobby:
    """Browses for tables and checks that they answer (net/protocol/listings.py says when); reports
    LobbyEvents to `on_event`, or else to the `events` queue."""

    def __init__(
        self,
        interfaces: Sequence[str] | None = None,
        *,
        on_event: Callable[[LobbyEvent], None] | None = None,
        resolve_timeout: float = 3.0,
        zeroconf: AsyncZeroconf | None = None,
    ) -> None:
        self._interfaces = interfaces
        self._zc = zeroconf
        self._owns_zc = zeroconf is None
        self._on_event = on_event
        self._timeout_ms = resolve_timeout * 1000
        self.events: asyncio.Queue[LobbyEvent] = asyncio.Queue()
        self._state = LobbyState()
        self._browser: AsyncServiceBrowser | None = None
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._checker: asyncio.Task[None] | None = None
        self._checks: set[asyncio.Task[None]] = set()
        self._wake = asyncio.Event()  # a table to check at once, or a check ended

    async def start(self) -> None:
        """Start browsing; events follow as tables appear, change and leave."""
        _check(self._browser is None, "this lobby is already browsing")
        if self._zc is None:
            self._zc = open_zeroconf(self._interfaces)
        # Multicast questions (QM), not zeroconf's unicast-response first question (QU):
        # a unicast answer to 127.0.0.1:5353 reaches only one of the processes sharing that
        # port on a machine (SO_REUSEPORT), maybe not ours; a multicast answer reaches all.
        self._browser = AsyncServiceBrowser(
            self._zc.zeroconf, SERVICE_TYPE, handlers=[self._on_change], question_type=_QM
        )
        self._checker = asyncio.get_running_loop().create_task(self._check_tables())

    async def stop(self) -> None:
        """Stop browsing and close zeroconf if this lobby opened it."""
        if self._browser is not None:
            await self._browser.async_cancel()
            self._browser = None
        tasks = list(self._tasks.values()) + list(self._checks)
        if self._checker is not None:
            tasks.append(self._checker)
            self._checker = None
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self._owns_zc and self._zc is not None:
            await self._zc.async_close()
            self._zc = None

    def tables(self) -> list[Listing]:
        """A snapshot of the listed tables, each "open" or "not answering" (`joinable`)."""
        return self._state.tables()

    @property
    def busy(self) -> bool:
        """Whether a table is being resolved or waits for its first check."""
        return bool(self._tasks) or self._state.unchecked()

    def invalid(self) -> dict[str, str]:
        """A snapshot of the services that cannot be joined, with the reason."""
        return self._state.invalid()

    def _on_change(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        # zeroconf calls this in the event loop with keyword arguments. A newer change of
        # the same service supersedes a resolution still in flight.
        pending = self._tasks.pop(name, None)
        if pending is not None:
            pending.cancel()
        if state_change is ServiceStateChange.Removed:
            self._emit(self._state.forget(name))
            return
        task = asyncio.get_running_loop().create_task(self._resolve(zeroconf, name))
        self._tasks[name] = task
        task.add_done_callback(functools.partial(self._finished, name))

    def _finished(self, name: str, task: asyncio.Task[None]) -> None:
        if self._tasks.get(name) is task:
            del self._tasks[name]

    async def _resolve(self, zeroconf: Zeroconf, name: str) -> None:
        try:
            info = AsyncServiceInfo(SERVICE_TYPE, name)
        except BadTypeInNameException as exc:
            self._emit(self._state.settle(name, f"bad service name: {exc}"))
            return
        if not await info.async_request(zeroconf, self._timeout_ms, question_type=_QM):
            # Gone already, or a host that does not answer: nothing anyone could join.
            log.debug("no answer from %r", name)
            return
        addresses = info.parsed_addresses(IPVersion.V4Only)
        addresses += info.parsed_scoped_addresses(IPVersion.V6Only)
        outcome: Listing | DiscoveryError
        try:
            outcome = listing_from_info(name, info.properties, addresses, info.port)
        except DiscoveryError as exc:
            outcome = exc
        self._emit(self._state.settle(name, outcome, asyncio.get_running_loop().time()))
        self._wake.set()  # a new table is checked at once

    async def _check_tables(self) -> None:
        """Start each table's check when it is due, several at once; never ends by itself."""
        loop = asyncio.get_running_loop()
        while True:
            for listing in self._state.due(loop.time()):
                task = loop.create_task(self._check(listing))
                self._checks.add(task)
                task.add_done_callback(self._checks.discard)
            due = self._state.next_due()
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout_at(due):  # None: until woken
                    await self._wake.wait()

    async def _check(self, listing: Listing) -> None:
        try:
            why = await check_table(listing)
        except Exception as exc:  # a stranger's listener must not stop the checks (a bug's)
            log.warning("checking %r failed", listing.service, exc_info=True)
            why = f"the check failed ({type(exc).__name__})"
        self._emit(self._state.checked(listing, why, asyncio.get_running_loop().time()))
        self._wake.set()

    def _emit(self, event: LobbyEvent | None) -> None:
        if event is None:
            return
        if self._on_event is not None:
            self._on_event(event)
        else:
            self.events.put_nowait(event)
