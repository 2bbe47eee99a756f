"""The lobby on the command line: `tavolata tables` and `join --table NAME`'s search.

`tavolata tables` prints the tables a lobby sees, one a line, tab-separated: name, game
(its key and lobby options), seats, address, state ("open", "full", "not answering (why)",
"cannot be joined: why"). `--watch` follows them until interrupted: a line for each table
that appears (`+`), changes (`~`) or leaves (`-`, its state "gone" and why). The lobby is
net/discovery.py's, so what is printed is what the window's lobby shows (docs/client.md).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import sys
from typing import TextIO

from net import discovery
from net.discovery import Listing, LobbyEvent
from net.tablecheck import REFUSED

FIND_TIMEOUT = 20.0  # seconds to look for a table by name
SILENT_GRACE = 5.0  # seconds a table whose port is refused may take to answer after all


def state_of(listing: Listing) -> str:
    """The state printed: "open", "full", or "not answering (why)"."""
    if listing.state != "open":
        return f"{listing.state} ({listing.why})" if listing.why else listing.state
    return "open" if listing.ad.free > 0 else "full"


def line(listing: Listing, state: str | None = None) -> str:
    """A table's fields, tab-separated (a table name never holds a tab: no control marks)."""
    ad = listing.ad
    game = ad.game + "".join(f" {key}={value}" for key, value in ad.options.items())
    seats = f"{ad.seats - ad.free} of {ad.seats} seats taken"
    return "\t".join([ad.name, game, seats, listing.where, state or state_of(listing)])


def invalid_line(service: str, state: str) -> str:
    """A service that is no table one could join: its instance label, and its state."""
    return "\t".join([service.split("._tavolata")[0], "-", "-", "-", state])


def event_line(event: LobbyEvent, seen: set[str]) -> str | None:
    """The --watch line of an event: `+`, `~` or `-`, then the table's fields; `seen` holds
    the services printed as there (updated here)."""
    if event.kind == "removed":
        if event.service not in seen:
            return None
        seen.discard(event.service)
        state = f"gone ({event.reason or 'withdrawn by its host'})"
        if event.listing is None:
            return "-\t" + invalid_line(event.service, state)
        return "-\t" + line(event.listing, state)
    mark = "~" if event.service in seen else "+"
    seen.add(event.service)
    if event.listing is None:
        return f"{mark}\t{invalid_line(event.service, f'cannot be joined: {event.reason}')}"
    return f"{mark}\t{line(event.listing)}"


async def show(interface: str | None, wait: float, out: TextIO) -> int:
    """Listen `wait` seconds (and for the tables found meanwhile to be checked), then print."""
    lobby = discovery.Lobby([interface] if interface else None)
    await lobby.start()
    try:
        await asyncio.sleep(wait)
        async with asyncio.timeout(discovery.CHECK_TIMEOUT + 1):
            while lobby.busy:  # a table resolved just now: its first check is under way
                await asyncio.sleep(0.05)
        tables, invalid = lobby.tables(), lobby.invalid()
    except TimeoutError:
        tables, invalid = lobby.tables(), lobby.invalid()
    finally:
        await lobby.stop()
    for listing in tables:
        print(line(listing), file=out)
    for service, reason in sorted(invalid.items()):
        print(invalid_line(service, f"cannot be joined: {reason}"), file=out)
    if not tables and not invalid:
        print(f"tavolata: no tables found in {wait:g} s{_MULTICAST}", file=sys.stderr)
    return 0


_MULTICAST = " (multicast blocked? then players join by --address HOST:PORT)"


async def watch(interface: str | None, out: TextIO) -> int:
    """Print each table that appears, changes or leaves, until SIGINT or SIGTERM."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl-C raises instead
            loop.add_signal_handler(sig, stop.set)
    seen: set[str] = set()

    def on_event(event: LobbyEvent) -> None:
        text = event_line(event, seen)
        if text is not None:
            print(text, file=out, flush=True)

    lobby = discovery.Lobby([interface] if interface else None, on_event=on_event)
    await lobby.start()
    try:
        await stop.wait()
    finally:
        await lobby.stop()
    return 0


def run(args: argparse.Namespace) -> int:
    """`tavolata tables`: the exit code (0; 2 when the lobby cannot listen at all)."""
    interface = args.interface or os.environ.get("TAVOLATA_INTERFACE") or None  # as the window
    try:
        if args.watch:
            return asyncio.run(watch(interface, sys.stdout))
        return asyncio.run(show(interface, args.wait, sys.stdout))
    except KeyboardInterrupt:  # Ctrl-C: --watch ends as asked; a listing is cut short
        return 0 if args.watch else 130
    except (OSError, discovery.DiscoveryError) as exc:
        where = f" on {interface}" if interface else ""
        hint = (
            f" (is {interface} an address of this machine?)"
            if interface and isinstance(exc, OSError)
            else ""
        )
        print(f"tavolata: cannot look for tables{where}: {exc}{hint}", file=sys.stderr)
        return 2


async def find_table(
    name: str, interface: str | None, timeout: float = FIND_TIMEOUT
) -> Listing | str:
    """The listing of the table called `name` with a free seat whose host answers; else why
    not (a sentence for people). A table of that name whose host does not answer is never
    joined: refused SILENT_GRACE s after its port was first refused (nothing listens
    there), else once it leaves the list for not answering (a lost hello, as on the lab's
    lossy links, is only a check to try again)."""
    lobby = discovery.Lobby([interface] if interface else None)
    await lobby.start()
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    silent: Listing | None = None
    try:
        while True:
            try:
                async with asyncio.timeout_at(end):
                    event = await lobby.events.get()
            except TimeoutError:
                break
            listing = event.listing
            if listing is None or listing.ad.name != name:
                continue
            if listing.joinable:
                return listing
            if event.kind == "removed":
                if event.reason and silent is not None and silent.service == event.service:
                    break  # it left the list for not answering
                continue
            if listing.state != "open":
                if listing.why == REFUSED and (silent is None or silent.why != REFUSED):
                    end = min(end, loop.time() + SILENT_GRACE)
                silent = listing
    finally:
        await lobby.stop()
    if silent is not None:
        return (
            f"the table {name!r} is listed, but nothing answers at {silent.where} "
            f"({silent.why}): its host may have ended; not joining it"
        )
    return f"no table called {name!r} with a free seat was found in {timeout:.0f} s{_MULTICAST}"
