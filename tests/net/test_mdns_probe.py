"""Probing a table's name as RFC 6762 section 8.1 says (net/mdns.py), on a virtual clock.

A fake zeroconf stands in for the network: it records each probe sent and the virtual time,
and its cache "holds" a defending answer for the names the test says are taken. No socket is
opened; the real thing on loopback is tests/net/test_discovery.py.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
from zeroconf import NonUniqueNameException, ServiceInfo

from net import mdns
from net.discovery import SERVICE_TYPE

LABEL = "Tavolo di Anna"


class FakeZeroconf:
    """Just what `mdns.probe` uses of a Zeroconf, on a clock that moves only when waited on."""

    def __init__(self, taken: Callable[[str, int], bool] = lambda name, sent: False) -> None:
        self.now = 0.0  # ms
        self.sent: list[tuple[float, str]] = []  # (when, the name probed for)
        self.taken = taken  # (name, probes sent so far) -> does someone defend it?
        self.cache = self

    async def async_wait_for_start(self) -> None:
        pass

    def current_entry_with_name_and_alias(self, type_: str, name: str) -> bool:
        return self.taken(name, len(self.sent))

    async def async_wait(self, ms: float) -> None:
        self.now += ms
        await asyncio.sleep(0)

    def generate_service_query(self, info: ServiceInfo) -> str:
        return info.name

    def async_send(self, out: str) -> None:
        self.sent.append((self.now, out))


def run_probe(
    monkeypatch: pytest.MonkeyPatch, zc: FakeZeroconf, **kwargs: Any
) -> tuple[ServiceInfo, float]:
    """Probe for LABEL; the info (maybe renamed) and the virtual time probing ended."""
    monkeypatch.setattr(mdns, "_now_ms", lambda: zc.now)
    info = ServiceInfo(SERVICE_TYPE, f"{LABEL}.{SERVICE_TYPE}")
    asyncio.run(mdns.probe(zc, info, LABEL, **kwargs))  # type: ignore[arg-type]
    return info, zc.now


def test_three_probes_250_ms_apart_then_250_ms_more(monkeypatch: pytest.MonkeyPatch) -> None:
    zc = FakeZeroconf()
    info, done = run_probe(monkeypatch, zc, delay_ms=40.0)
    assert zc.sent == [(40.0, info.name), (290.0, info.name), (540.0, info.name)]
    assert done == 790.0  # announced 250 ms after the third probe, not 500 ms between probes
    assert info.name == f"{LABEL}.{SERVICE_TYPE}"


def test_the_wait_before_the_first_probe_is_random_in_0_to_250_ms(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    firsts = []
    for _ in range(60):
        zc = FakeZeroconf()
        run_probe(monkeypatch, zc)
        firsts.append(zc.sent[0][0])
    assert all(0 <= first <= 250 for first in firsts)
    assert min(firsts) < 125 < max(firsts)  # spread over the range, not zeroconf's 150-250


def test_a_defended_name_is_renamed_and_probed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    # The defence arrives after our first probe, as a real conflicting answer would.
    original = f"{LABEL}.{SERVICE_TYPE}"
    zc = FakeZeroconf(taken=lambda name, sent: name == original and sent >= 1)
    info, done = run_probe(monkeypatch, zc, delay_ms=0.0)
    renamed = f"{LABEL}-2.{SERVICE_TYPE}"
    assert info.name == renamed
    assert [name for _, name in zc.sent] == [original, renamed, renamed, renamed]
    assert done - zc.sent[-1][0] == 250.0


def test_a_defended_name_raises_when_renaming_is_not_allowed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    zc = FakeZeroconf(taken=lambda name, sent: True)
    with pytest.raises(NonUniqueNameException):
        run_probe(monkeypatch, zc, delay_ms=0.0, rename=False)
    assert zc.sent == []


def test_after_fifteen_conflicts_probing_waits_five_seconds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    taken = {f"{LABEL}.{SERVICE_TYPE}"} | {f"{LABEL}-{n}.{SERVICE_TYPE}" for n in range(2, 18)}
    zc = FakeZeroconf(taken=lambda name, sent: name in taken)
    info, _ = run_probe(monkeypatch, zc, delay_ms=0.0)
    assert info.name == f"{LABEL}-18.{SERVICE_TYPE}"
    # Names the cache already shows taken are skipped without a probe; the first probe
    # after the fifteenth conflict waits 5 s.
    assert zc.sent[0][0] == mdns.BACKOFF_MS
    assert len(zc.sent) == 3
