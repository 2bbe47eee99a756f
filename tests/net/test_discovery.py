"""Discovery: the TXT contract (pure, strict), the lobby's bookkeeping, and real mDNS on loopback.

The `lan` tests run zeroconf for real, pinned to 127.0.0.1 (never another interface), with
each table host in its own process as on a real network. Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from zeroconf import IPVersion
from zeroconf._utils.name import service_type_name  # the check zeroconf's register runs

from net.discovery import (
    MAX_NAME_BYTES,
    PROTO,
    SERVICE_TYPE,
    DiscoveryError,
    Listing,
    Lobby,
    LobbyEvent,
    LobbyState,
    TableAd,
    clean_name,
    instance_label,
    ip_version_for,
    listing_from_info,
)

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = ["127.0.0.1"]  # sending mDNS anywhere else is forbidden on the test machines
WAIT = 10.0  # seconds: the bound on every network wait

AD = TableAd(
    name="Tavolo di Anna — Eight-Minute Empire",
    game="eight_minute_empire",
    options={"edition": "classic"},
    seats=3,
    free=2,
    host="K3QZ-7MXA",
    table="0123456789abcdef0123456789abcdef",
)


def txt_bytes(ad: TableAd) -> dict[bytes, bytes | None]:
    """The TXT properties as a browser receives them."""
    return {k.encode(): v.encode() for k, v in ad.to_txt().items()}


# --- The TXT contract -------------------------------------------------------------------


def test_txt_round_trip() -> None:
    txt = AD.to_txt()
    keys = {"game", "opt.edition", "edition", "free", "seats", "proto", "name", "host", "table"}
    assert set(txt) == keys  # "edition" too: older clients require it
    assert txt["free"] == "2" and txt["seats"] == "3" and txt["proto"] == str(PROTO)
    assert TableAd.from_txt(txt_bytes(AD)) == AD


def test_any_games_lobby_options_travel_as_opt_keys() -> None:
    ad = replace(AD, game="dice_race", options={"goal": "15", "pace": "a-1.b"})
    assert ad.to_txt()["opt.goal"] == "15"
    assert TableAd.from_txt(txt_bytes(ad)).options == {"goal": "15", "pace": "a-1.b"}
    bare = TableAd.from_txt(txt_bytes(replace(AD, options={})))
    assert bare.options == {} and {(bare, 1)}  # no options at all; an ad is hashable


def test_an_older_hosts_edition_key_is_the_edition_option() -> None:
    props = {k: v for k, v in txt_bytes(AD).items() if k not in (b"opt.edition", b"edition")}
    assert TableAd.from_txt(props | {b"edition": b"legends"}).options == {"edition": "legends"}
    both = txt_bytes(AD) | {b"edition": b"legends"}
    assert TableAd.from_txt(both).options == {"edition": "classic"}  # the new key wins


def test_txt_keys_are_case_insensitive_and_unknown_keys_ignored() -> None:
    props = {k.upper(): v for k, v in txt_bytes(AD).items()} | {b"future": b"x", b"flag": None}
    assert TableAd.from_txt(props) == AD


REFUSED: list[tuple[str, bytes | None, str]] = [
    ("free", None, "no value"),
    ("free", b"", "decimal"),
    ("free", b"two", "decimal"),
    ("free", b"+1", "decimal"),
    ("free", b" 1", "decimal"),
    ("free", b"01", "decimal"),
    ("free", b"1_0", "decimal"),
    ("free", "١".encode(), "decimal"),  # an Arabic-Indic digit: int() would accept it
    ("free", b"4", "free seats"),
    ("seats", b"0", "seats"),
    ("seats", b"100", "seats"),
    ("proto", b"9" * 40, "decimal"),
    ("name", b"\xff\xfe", "UTF-8"),
    ("name", b"", "empty"),
    ("name", b"x" * (MAX_NAME_BYTES + 1), "too long"),
    ("name", b"two\nlines", "control"),
    ("name", "evil\u202etxt.exe".encode(), "direction"),
    ("name", b" padded", "space"),
    ("game", b"Eight Minute", "identifier"),
    ("opt.edition", b"", "bad value"),
    ("opt.edition", b"two words", "bad value"),
    ("opt.edition", b"\xff", "UTF-8"),
    ("opt.edition", None, "no value"),
    ("opt.9lives", b"x", "identifier"),
    ("host", b"", "host"),
    ("host", b"K3QZ 7MXA", "host"),
    ("host", b"h" * 65, "host"),
    ("table", b"0123", "table"),
    ("table", b"0123456789ABCDEF0123456789ABCDEF", "table"),
]


@pytest.mark.parametrize(("key", "value", "message"), REFUSED)
def test_txt_refuses_garbled_fields(key: str, value: bytes | None, message: str) -> None:
    props = txt_bytes(AD) | {key.encode(): value}
    with pytest.raises(DiscoveryError, match=message):
        TableAd.from_txt(props)


@pytest.mark.parametrize("key", sorted(set(AD.to_txt()) - {"opt.edition", "edition"}))
def test_txt_refuses_a_missing_key(key: str) -> None:
    props = txt_bytes(AD)
    del props[key.encode()]
    with pytest.raises(DiscoveryError, match=f"no '{key}' key"):
        TableAd.from_txt(props)


def test_a_table_ad_is_valid_once_constructed() -> None:
    with pytest.raises(DiscoveryError, match="free seats"):
        replace(AD, free=4)
    with pytest.raises(DiscoveryError, match="seats"):
        replace(AD, seats=True)  # a bool is not a seat count
    with pytest.raises(DiscoveryError, match="empty"):
        replace(AD, name="   ")


KEYS = st.sampled_from(sorted(txt_bytes(AD))) | st.binary(max_size=8)
VALUES = st.none() | st.binary(max_size=300) | st.sampled_from([b"0", b"1", b"2", b"99"])


@given(st.booleans(), st.dictionaries(KEYS, VALUES, max_size=10))
def test_hostile_txt_only_ever_raises_discovery_error(
    start_valid: bool, changes: dict[bytes, bytes | None]
) -> None:
    props = (txt_bytes(AD) if start_valid else {}) | changes
    try:
        listing = listing_from_info("x." + SERVICE_TYPE, props, ["127.0.0.1"], 4000)
    except DiscoveryError as exc:
        assert str(exc)
    else:
        assert TableAd.from_txt(txt_bytes(listing.ad)) == listing.ad  # accepted: canonical


names = st.text(min_size=1, max_size=40).map(clean_name).filter(bool)


@given(
    name=names,
    seats=st.integers(1, 99),
    data=st.data(),
    table=st.text("0123456789abcdef", min_size=32, max_size=32),
)
def test_any_valid_ad_round_trips(name: str, seats: int, data: st.DataObject, table: str) -> None:
    free = data.draw(st.integers(0, seats))
    ad = replace(AD, name=name, seats=seats, free=free, table=table)
    assert TableAd.from_txt(txt_bytes(ad)) == ad


def test_listing_refuses_another_protocol_with_a_reason_people_understand() -> None:
    newer = txt_bytes(replace(AD, proto=PROTO + 1))
    with pytest.raises(DiscoveryError, match="needs a newer Tavolata"):
        listing_from_info("t." + SERVICE_TYPE, newer, ["127.0.0.1"], 4000)
    # A newer protocol may drop any other key: the version is still what is reported.
    with pytest.raises(DiscoveryError, match="newer"):
        listing_from_info("t." + SERVICE_TYPE, {b"proto": b"7"}, ["127.0.0.1"], 4000)


def test_a_table_of_another_protocol_is_an_invalid_event_carrying_both_versions() -> None:
    """The window words it itself ("needs a newer Tavolata") from the versions, not the text."""
    state = LobbyState()
    try:
        listing_from_info("t." + SERVICE_TYPE, {b"proto": b"7"}, ["127.0.0.1"], 4000)
    except DiscoveryError as exc:
        event = state.settle("t." + SERVICE_TYPE, exc)
    assert event is not None and event.kind == "invalid" and event.versions == (7, PROTO)
    assert "needs a newer Tavolata" in event.reason
    garbled = state.settle("u." + SERVICE_TYPE, DiscoveryError("garbled"))
    assert garbled is not None and garbled.versions is None


def test_listing_needs_an_address_and_a_port() -> None:
    with pytest.raises(DiscoveryError, match="address"):
        listing_from_info("t." + SERVICE_TYPE, txt_bytes(AD), [], 4000)
    with pytest.raises(DiscoveryError, match="port"):
        listing_from_info("t." + SERVICE_TYPE, txt_bytes(AD), ["127.0.0.1"], 0)
    listing = listing_from_info("t." + SERVICE_TYPE, txt_bytes(AD), ["10.0.0.2", "::1"], 4000)
    assert (listing.address, listing.port, listing.ad) == ("10.0.0.2", 4000, AD)


@pytest.mark.parametrize(
    ("name", "label"),
    [
        ("Tavolo di Anna", "Tavolo di Anna"),
        ("v1.2 \\ test", "v1-2 - test"),
        ("\x00\n\t", "Tavolata"),
        ("è" * 40, "è" * 28),  # 56 bytes: room for zeroconf's "-2" on a clash
    ],
)
def test_instance_label_is_a_valid_dns_sd_instance(name: str, label: str) -> None:
    assert instance_label(name) == label
    assert service_type_name(f"{label}-99.{SERVICE_TYPE}") == SERVICE_TYPE


def test_clean_name_makes_what_people_type_valid() -> None:
    assert clean_name("  Tavolo\u202e\n di   Anna ") == "Tavolo di Anna"
    assert len(clean_name("ü" * 100).encode()) <= MAX_NAME_BYTES


def test_interfaces_choose_the_ip_version() -> None:
    assert ip_version_for(["127.0.0.1"]) is IPVersion.V4Only
    assert ip_version_for(["::1"]) is IPVersion.V6Only
    assert ip_version_for(["127.0.0.1", "::1"]) is IPVersion.All
    with pytest.raises(DiscoveryError, match="IP address"):
        ip_version_for(["eth0"])
    with pytest.raises(DiscoveryError, match="no interfaces"):
        ip_version_for([])


# --- The lobby's bookkeeping ------------------------------------------------------------


def test_lobby_state_transitions() -> None:
    state = LobbyState()
    svc = "t." + SERVICE_TYPE
    first = Listing(AD, "127.0.0.1", 4000, svc)
    fewer = Listing(replace(AD, free=1), "127.0.0.1", 4000, svc)
    assert state.settle(svc, first) is None  # reported once checked (net/protocol/listings.py)
    assert state.due(0.0) == [first]
    assert state.checked(first, None, 0.0) == LobbyEvent("added", svc, first)
    assert state.settle(svc, first) is None  # an unchanged refresh is not news
    assert state.settle(svc, fewer) == LobbyEvent("updated", svc, fewer)
    assert state.tables() == [fewer]
    assert state.settle(svc, "garbled") == LobbyEvent("invalid", svc, reason="garbled")
    assert state.tables() == [] and state.invalid() == {svc: "garbled"}
    assert state.settle(svc, "garbled") is None
    assert state.forget(svc) == LobbyEvent("removed", svc, None)
    assert state.forget(svc) is None
    state.settle(svc, first)
    assert state.forget(svc) is None  # never reported: nothing to remove
    state.settle(svc, first)
    state.checked(state.due(0.0)[0], None, 0.0)
    assert state.forget(svc) == LobbyEvent("removed", svc, first)


# --- Real mDNS on loopback, the host in another process ----------------------------------

HOST_SCRIPT = r"""
import asyncio, json, sys, time
from net.discovery import Announcer, SERVICE_TYPE, TableAd, open_zeroconf
from zeroconf.asyncio import AsyncServiceInfo

async def main():
    loop = asyncio.get_running_loop()
    stdin = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stdin), sys.stdin)
    announcer = Announcer(["127.0.0.1"])
    raw_zc = None
    print(json.dumps({"ready": True}), flush=True)
    while line := await stdin.readline():  # the test closing stdin (or dying) ends the host
        cmd = json.loads(line)
        began = time.monotonic()
        reply = {"op": cmd["op"]}
        if cmd["op"] == "start":
            ad = TableAd(**cmd["ad"])
            reply["name"] = await announcer.start(ad, cmd["port"], "127.0.0.1")
        elif cmd["op"] == "update":
            await announcer.update(TableAd(**cmd["ad"]))
        elif cmd["op"] == "stop":
            await announcer.stop()
        elif cmd["op"] == "raw":  # a hostile or newer host: TXT straight through zeroconf
            raw_zc = open_zeroconf(["127.0.0.1"])
            info = AsyncServiceInfo(SERVICE_TYPE, cmd["name"] + "." + SERVICE_TYPE,
                                    port=cmd["port"], properties=cmd["txt"],
                                    server="raw-host.local.", parsed_addresses=["127.0.0.1"])
            await raw_zc.async_register_service(info)
        reply["seconds"] = time.monotonic() - began
        print(json.dumps(reply), flush=True)
    await announcer.stop()
    if raw_zc is not None:
        await raw_zc.async_close()

asyncio.run(main())
"""


class Host:
    """A table host in its own process, driven by one JSON command per line."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc

    async def reply(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        async with asyncio.timeout(WAIT):
            line = await self.proc.stdout.readline()
        assert line, f"the host process ended (exit code {await self.proc.wait()})"
        reply: dict[str, Any] = json.loads(line)
        return reply

    async def send(self, op: str, **args: Any) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"op": op, **args}).encode() + b"\n")
        await self.proc.stdin.drain()

    async def call(self, op: str, **args: Any) -> dict[str, Any]:
        await self.send(op, **args)
        reply = await self.reply()
        assert reply["op"] == op, reply
        return reply


@asynccontextmanager
async def host_process() -> AsyncIterator[Host]:
    """Start a host process and wait until it is ready; kill it (only it) at the end."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", HOST_SCRIPT, cwd=ROOT, stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        host = Host(proc)
        assert (await host.reply()) == {"ready": True}
        yield host
    finally:
        if proc.returncode is None:
            proc.kill()
        await proc.wait()


@asynccontextmanager
async def lobby() -> AsyncIterator[Lobby]:
    """A started lobby on loopback, stopped at the end."""
    browser = Lobby(LOOPBACK, resolve_timeout=3.0)
    await browser.start()
    try:
        yield browser
    finally:
        await browser.stop()


async def next_event(browser: Lobby, wanted: Callable[[LobbyEvent], bool]) -> LobbyEvent:
    """The next event that `wanted` accepts, within WAIT seconds."""
    async with asyncio.timeout(WAIT):
        while not wanted(event := await browser.events.get()):
            pass
    return event


def of_table(table: str, kind: str) -> Callable[[LobbyEvent], bool]:
    """Accepts events of `kind` about the table with this id."""
    return lambda e: e.kind == kind and e.listing is not None and e.listing.ad.table == table


def ours(browser: Lobby, *tables: str) -> list[Any]:
    """The listings of this test's tables (other tables may be announced on loopback: a
    lab run, another test process)."""
    return [t for t in browser.tables() if t.ad.table in tables]


def ad_args(ad: TableAd) -> dict[str, Any]:
    """An ad as JSON for the host process."""
    return asdict(ad)


@pytest.mark.lan
def test_a_table_appears_changes_and_disappears() -> None:
    async def scenario() -> None:
        async with lobby() as browser, host_process() as host:
            # Events are awaited before the host's reply, so the times are the lobby's view.
            began = time.monotonic()
            await host.send("start", ad=ad_args(AD), port=47001)
            added = await next_event(browser, of_table(AD.table, "added"))
            seen = time.monotonic() - began
            started = await host.reply()
            assert added.listing is not None and added.service == started["name"]
            assert added.listing.ad == AD
            assert (added.listing.address, added.listing.port) == ("127.0.0.1", 47001)
            print(f"\nannounce->seen {seen:.2f} s (start() itself {started['seconds']:.2f} s)")

            began = time.monotonic()
            await host.send("update", ad=ad_args(replace(AD, free=1)))
            updated = await next_event(browser, of_table(AD.table, "updated"))
            seen = time.monotonic() - began
            assert (await host.reply())["op"] == "update"
            assert updated.listing is not None and updated.listing.ad.free == 1
            assert [t.ad.free for t in ours(browser, AD.table)] == [1]
            print(f"update->seen {seen * 1000:.0f} ms")

            began = time.monotonic()
            await host.send("stop")
            removed = await next_event(browser, of_table(AD.table, "removed"))
            seen = time.monotonic() - began
            assert (await host.reply())["op"] == "stop"
            assert removed.service == started["name"] and ours(browser, AD.table) == []
            print(f"stop->removed {seen * 1000:.0f} ms")

    asyncio.run(scenario())


@pytest.mark.lan
def test_two_tables_are_both_listed_by_a_lobby_started_later() -> None:
    # The same table name twice: the second host's probe finds the clash and renames.
    second = replace(AD, host="AB12-CD34", table="f" * 32, free=3)

    async def scenario() -> None:
        async with host_process() as one, host_process() as two:
            first_name = (await one.call("start", ad=ad_args(AD), port=47001))["name"]
            second_name = (await two.call("start", ad=ad_args(second), port=47002))["name"]
            began = time.monotonic()
            async with lobby() as browser:
                async with asyncio.timeout(WAIT):
                    while len(ours(browser, AD.table, second.table)) < 2:
                        await browser.events.get()
                print(f"\nlate lobby saw both tables in {time.monotonic() - began:.2f} s")
                listed = {(t.service, t.ad, t.port) for t in ours(browser, AD.table, second.table)}
                assert listed == {(first_name, AD, 47001), (second_name, second, 47002)}
                assert second_name == f"{instance_label(AD.name)}-2.{SERVICE_TYPE}"

    asyncio.run(scenario())


@pytest.mark.lan
def test_a_newer_or_garbled_table_is_reported_invalid_never_listed() -> None:
    newer = AD.to_txt() | {"proto": str(PROTO + 1), "name": "Dal futuro"}
    garbled = AD.to_txt() | {"free": "lots", "table": "ab" * 16}

    async def scenario() -> None:
        async with lobby() as browser, host_process() as host, host_process() as other:
            await host.call("raw", name="Dal futuro", port=47003, txt=newer)
            await other.call("raw", name="Rotto", port=47004, txt=garbled)
            reasons: dict[str, str] = {}
            async with asyncio.timeout(WAIT):
                while len(reasons) < 2:
                    event = await next_event(browser, lambda e: e.kind == "invalid")
                    label = event.service.split(".")[0]
                    if label in ("Dal futuro", "Rotto"):
                        reasons[label] = event.reason
            assert "needs a newer Tavolata" in reasons["Dal futuro"]
            assert "'free'" in reasons["Rotto"]
            assert ours(browser, AD.table, "ab" * 16) == []

    asyncio.run(scenario())


def test_the_txt_proto_is_the_protocol_version() -> None:
    from net.protocol.messages import PROTOCOL_VERSION

    assert PROTO == PROTOCOL_VERSION == 4
    assert AD.to_txt()["proto"] == "4"
