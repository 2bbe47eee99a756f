"""The multicast DNS plumbing of discovery: interfaces, the zeroconf instance, and probing.

`probe` claims a service name as RFC 6762 section 8.1 says, to the letter: a random wait
of 0-250 ms, three probes 250 ms apart, then 250 ms more for a conflicting answer, so a
table is announced 0.75-1.0 s after its host decides to. python-zeroconf's own probing
waits 150-250 ms and 500 ms between probes (1.15-1.25 s), which lobbies felt; it is skipped
(`cooperating_responders=True` when registering) only after `probe` has done the same job.
"""

from __future__ import annotations

import ipaddress
import random
import time
from collections.abc import Sequence

from zeroconf import IPVersion, NonUniqueNameException, ServiceInfo, Zeroconf
from zeroconf.asyncio import AsyncZeroconf

from net.protocol.tablead import DiscoveryError

PROBE_DELAY_MS = 250.0
"""RFC 6762 section 8.1: the first probe waits a random time, uniform in 0-250 ms."""
PROBE_INTERVAL_MS = 250.0
"""Section 8.1: probes go 250 ms apart, and the name is ours 250 ms after the last one."""
PROBES = 3
CONFLICTS_BEFORE_BACKOFF = 15
"""Section 8.1: after 15 conflicts (within 10 s) each further attempt waits 5 s first."""
BACKOFF_MS = 5000.0


def ip_version_for(interfaces: Sequence[str]) -> IPVersion:
    """The zeroconf IP version for a list of interface addresses (V4Only when all are IPv4)."""
    try:
        versions = {ipaddress.ip_address(address).version for address in interfaces}
    except ValueError as exc:
        raise DiscoveryError(f"an interface must be an IP address: {exc}") from None
    if not versions:
        raise DiscoveryError("no interfaces given (pass None for zeroconf's default)")
    if versions == {4}:
        return IPVersion.V4Only
    return IPVersion.V6Only if versions == {6} else IPVersion.All


def open_zeroconf(interfaces: Sequence[str] | None) -> AsyncZeroconf:
    """An AsyncZeroconf on the given interface addresses; None: zeroconf's default (all)."""
    if interfaces is None:
        return AsyncZeroconf()
    return AsyncZeroconf(interfaces=list(interfaces), ip_version=ip_version_for(interfaces))


def _now_ms() -> float:
    return time.monotonic() * 1000


async def probe(
    zc: Zeroconf,
    info: ServiceInfo,
    label: str,
    *,
    rename: bool = True,
    delay_ms: float | None = None,
) -> None:
    """Claim `info.name` (RFC 6762 section 8.1); a name in use is renamed `label-2`, `-3`...

    `rename` False raises NonUniqueNameException instead. `delay_ms`: the wait before the
    first probe (default: random, 0-250 ms). zeroconf's cache holds any answer defending the
    name, and a cache update wakes `async_wait`, so a conflict is seen as soon as it lands.
    """
    await zc.async_wait_for_start()
    wait = random.uniform(0, PROBE_DELAY_MS) if delay_ms is None else delay_ms
    next_at, sent, conflicts = _now_ms() + wait, 0, 0
    while True:
        if zc.cache.current_entry_with_name_and_alias(info.type, info.name):
            if not rename:
                raise NonUniqueNameException(info.name)
            conflicts += 1
            info.name = f"{label}-{conflicts + 1}.{info.type}"
            # Section 9: a new name is probed at once (section 8.1: slowly after 15 conflicts).
            backoff = BACKOFF_MS if conflicts >= CONFLICTS_BEFORE_BACKOFF else 0.0
            next_at, sent = _now_ms() + backoff, 0
            continue
        remaining = next_at - _now_ms()
        if remaining > 0:
            await zc.async_wait(remaining)
            continue
        if sent == PROBES:
            return  # 250 ms after the third probe and nobody objected: the name is ours
        zc.async_send(zc.generate_service_query(info))
        sent += 1
        # From when it went out, not when it was due: a late event loop never brings the
        # next probe (or the announcement) closer than 250 ms.
        next_at = _now_ms() + PROBE_INTERVAL_MS
