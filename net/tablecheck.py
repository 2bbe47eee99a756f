"""Is a listed table there? One check: connect to its address and read its host's `hello`.

A peer that knows its table greets every connection at once (docs/protocol.md,
"Connections"), so the first frame on a fresh connection says whose table listens there.
The check opens it as any peer would (net/protocol/wire.py: the signature, the table id) and wants
a `hello` signed by the host the ad names; then it closes the connection. The host lets a
connection that never said hello go without a word (it reports only one kept open 10 s).
"""

from __future__ import annotations

import asyncio
import contextlib

from net.protocol import signing
from net.protocol.listings import CHECK_TIMEOUT
from net.protocol.tablead import Listing
from net.protocol.wire import WireError, WrongTable, frame_length, open_envelope

REFUSED = "connection refused"
"""The reason when nothing listens at the table's port (its host's machine said so)."""


async def check_table(listing: Listing, timeout: float = CHECK_TIMEOUT) -> str | None:
    """None when the announced host of the announced table answers at the listing's
    address within `timeout` seconds; else why not, in a few words (English, for testers)."""
    try:
        async with asyncio.timeout(timeout):
            data = await _first_frame(listing.address, listing.port)
    except TimeoutError:
        return f"no answer in {timeout:g} s"
    except ConnectionRefusedError:
        return REFUSED
    except asyncio.IncompleteReadError:
        return "the connection closed without a hello"
    except WireError as exc:
        return f"something else answers there ({exc})"
    except OSError as exc:
        return f"cannot connect ({exc.strerror or type(exc).__name__})"
    try:
        hello = open_envelope(data, bytes.fromhex(listing.ad.table))
    except WrongTable:
        return "another table answers there"
    except WireError as exc:
        return f"something else answers there ({exc})"
    if hello.kind != "hello":
        return f"something else answers there (a {hello.kind!r} first, not a hello)"
    if signing.fingerprint(hello.sender) != listing.ad.host:
        return "another host answers there"
    return None


async def _first_frame(address: str, port: int) -> bytes:
    reader, writer = await asyncio.open_connection(address, port)
    try:
        size = frame_length(await reader.readexactly(4))  # WireError: oversize or empty
        return await reader.readexactly(size)
    finally:
        writer.close()
        with contextlib.suppress(OSError):
            await writer.wait_closed()
