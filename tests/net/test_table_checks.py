"""Issue 28, point 6: a listed table whose host is gone leaves the lobby, and one that does not
answer is never joinable (net/protocol/listings.py on a virtual clock; net/tablecheck.py
against real listeners on loopback). The real host killed with SIGKILL:
tests/e2e/test_gone_tables.py."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Awaitable, Callable
from dataclasses import replace

import pytest

from net.discovery import SERVICE_TYPE, Listing, LobbyEvent, LobbyState, TableAd, check_table
from net.identity import Identity
from net.protocol.listings import CHECK_EVERY, CHECK_TIMEOUT, GONE_AFTER, HIDDEN_EVERY, RETRY_EVERY
from net.protocol.wire import ZERO_HASH, frame, seal

HOST = Identity.generate("Bea")
TABLE = "0123456789abcdef0123456789abcdef"
AD = TableAd(
    name="Sala", game="dice_race", seats=2, free=1, host=HOST.fingerprint, table=TABLE
)  # fmt: skip
SERVICE = "Sala." + SERVICE_TYPE
LISTING = Listing(AD, "127.0.0.1", 40945, SERVICE)
BOUND = 30.0  # the issue's: gone from every lobby within 30 s
refused = "connection refused"


def run(
    state: LobbyState, answers: Callable[[float], str | None], until: float, took: float = 0.001
) -> list[tuple[float, LobbyEvent]]:
    """Drive the checks as the lobby does, on a virtual clock: `answers(when it started)`
    says how each check ends, a failed one after `took` s (an answer comes at once). The
    events, with when they happened."""
    events: list[tuple[float, LobbyEvent]] = []
    running: list[tuple[float, Listing, str | None]] = []  # (ends at, listing, result)
    now = 0.0
    while now <= until:
        for ends, listing, why in sorted(r for r in running if r[0] <= now):
            running.remove((ends, listing, why))
            if (event := state.checked(listing, why, now)) is not None:
                events.append((now, event))
        for listing in state.due(now):
            why = answers(now)
            running.append((round(now + (took if why else 0.001), 3), listing, why))
        due = state.next_due()
        now = min([r[0] for r in running] + ([due] if due is not None else []) + [until + 1])
    return events


def after(killed: float) -> Callable[[float], str | None]:
    """A host that answers until `killed`, then is refused."""
    return lambda t: refused if t >= killed else None


def test_r28_6_a_killed_host_is_never_joinable_after_its_first_silent_check_and_leaves() -> None:
    for took in (0.001, CHECK_TIMEOUT):  # refused at once (loopback, LAN); unplugged: timed out
        for killed in (0.5, 3.0, 7.25):
            state = LobbyState()
            assert state.settle(SERVICE, LISTING, 0.0) is None  # reported once checked
            events = run(state, after(killed), 40.0, took)
            kinds = [e.kind for _, e in events]
            assert kinds == ["added", "updated", "removed"], (took, killed, events)
            (_, added), (silent_at, silent), (gone_at, gone) = events
            assert added.listing is not None and added.listing.joinable
            # From the first check after the kill on, never offered as joinable.
            assert silent.listing is not None and not silent.listing.joinable
            assert (silent.listing.state, silent.listing.why) == ("not answering", refused)
            assert silent_at - killed <= CHECK_EVERY + took
            assert gone.listing is not None and not gone.listing.joinable
            assert gone.reason == f"not answering for {GONE_AFTER:g} s: {refused}"
            assert gone_at - killed <= GONE_AFTER + RETRY_EVERY + CHECK_TIMEOUT <= BOUND
            assert state.tables() == []


def test_r28_6_a_table_that_never_answers_is_listed_not_answering_then_leaves() -> None:
    state = LobbyState()
    state.settle(SERVICE, LISTING, 0.0)
    events = run(state, lambda t: "connection refused", 30.0)
    (first_at, first), (gone_at, gone) = events
    assert first.kind == "added" and first_at <= 0.01  # listed at once, greyed with a reason
    assert first.listing is not None and first.listing.state == "not answering"
    assert not first.listing.joinable
    assert gone.kind == "removed" and GONE_AFTER <= gone_at <= GONE_AFTER + RETRY_EVERY


def test_r28_6_a_table_gone_from_the_list_comes_back_when_it_answers_again() -> None:
    state = LobbyState()
    state.settle(SERVICE, LISTING, 0.0)
    events = run(state, lambda t: None if t < 1 or t > 30 else "connection refused", 45.0)
    assert [e.kind for _, e in events] == ["added", "updated", "removed", "added"]
    back_at, back = events[-1]
    assert back.listing is not None and back.listing.joinable
    assert 30 < back_at <= 30 + HIDDEN_EVERY + 0.01  # still announced: checked now and then
    assert state.tables() == [back.listing]


def test_r28_6_a_gone_table_withdrawn_by_zeroconf_is_not_removed_twice() -> None:
    state = LobbyState()
    state.settle(SERVICE, LISTING, 0.0)
    run(state, lambda t: "connection refused", 20.0)
    assert state.tables() == [] and state.forget(SERVICE) is None
    assert state.due(100.0) == []  # forgotten: never checked again


def test_r28_6_a_table_that_moved_is_checked_again_and_a_stale_check_ignored() -> None:
    state = LobbyState()
    state.settle(SERVICE, LISTING, 0.0)
    [checking] = state.due(0.0)
    moved = replace(LISTING, port=40946)
    assert state.settle(SERVICE, moved, 0.1) is None  # not reported yet: nothing to update
    assert state.checked(checking, None, 0.2) is None  # answered at the old port: says nothing
    [again] = state.due(0.2)
    assert again.port == 40946
    added = state.checked(again, "connection refused", 0.3)
    assert added is not None and added.listing is not None and added.listing.port == 40946
    # A new ad (fewer free seats) keeps what the last check found.
    fuller = replace(moved, ad=replace(AD, free=0))
    updated = state.settle(SERVICE, fuller, 1.0)
    assert updated is not None and updated.listing is not None
    assert updated.listing.state == "not answering" and updated.listing.ad.free == 0


def test_r28_6_a_table_turned_invalid_is_no_longer_checked() -> None:
    state = LobbyState()
    state.settle(SERVICE, LISTING, 0.0)
    [checking] = state.due(0.0)
    state.settle(SERVICE, "garbled", 0.1)
    assert state.checked(checking, None, 0.2) is None and state.due(10.0) == []


# --- The check against real listeners on loopback ---------------------------------------


def hello(signer: Identity = HOST, table: str = TABLE) -> bytes:
    body = {"name": signer.name, "fingerprint": signer.fingerprint, "address": "", "now": 0}
    return frame(seal(signer, bytes.fromhex(table), 0, ZERO_HASH, "hello", body))


async def listening(
    serve: Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]],
) -> tuple[asyncio.Server, Listing]:
    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    return server, replace(LISTING, port=port)


def saying(data: bytes) -> Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]:
    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(data)
        await writer.drain()
        await reader.read()  # until the checker closes
        writer.close()

    return serve


async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    await reader.read()
    writer.close()


async def hang_up(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    writer.close()


# Room for a loaded machine's answering host; the silent one costs this much each run.
SILENT_AFTER = 1.0
CASES = [
    (saying(hello()), None),
    (saying(hello(table="f" * 32)), "another table answers there"),
    (saying(hello(signer=Identity.generate("Cy"))), "another host answers there"),
    (saying(b"SSH-2.0-OpenSSH_9.6\r\n"), "something else answers there"),
    (saying(b"\x00\x00\x00\x05hello"), "something else answers there"),
    (hang_up, "the connection closed without a hello"),
    (silent, f"no answer in {SILENT_AFTER:g} s"),
]


@pytest.mark.lan
@pytest.mark.parametrize(("serve", "why"), CASES)
def test_r28_6_the_check_wants_the_announced_hosts_hello(
    serve: Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]], why: str | None
) -> None:
    async def scenario() -> str | None:
        server, listing = await listening(serve)
        async with server:
            async with asyncio.timeout(5):
                return await check_table(listing, timeout=SILENT_AFTER)

    found = asyncio.run(scenario())
    assert found == why if why is None else (found is not None and found.startswith(why)), found


@pytest.mark.lan
def test_r28_6_the_check_of_a_port_where_nothing_listens_is_refused() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # bound, never listening: nothing accepts there
        why = asyncio.run(check_table(replace(LISTING, port=port), timeout=2.0))
    assert why == "connection refused"
