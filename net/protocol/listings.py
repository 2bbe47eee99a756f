"""The discovery lobby's bookkeeping, no I/O: which services are listed, which are invalid,
and whether each listed table's host answers (docs/protocol.md, "Discovery").

mDNS alone cannot tell that a table is gone: a host killed or unplugged sends no goodbye,
and python-zeroconf keeps its service until the PTR record expires (it raises any PTR TTL
below 1125 s to that; hosts announce 4500 s). So the lobby checks each table at its port
(net/tablecheck.py: a `hello` from the announced host of the announced table):

- a resolved table is first reported ("added") once checked: "open", or "not answering"
  with the check's reason, never joinable;
- an open table is checked every CHECK_EVERY s, one not answering every RETRY_EVERY s;
- a table that has not answered for GONE_AFTER s (since its last answer, or since it was
  first seen) leaves the list ("removed", with the reason). While zeroconf still lists
  it, it is checked every HIDDEN_EVERY s and comes back ("added") if it answers again.

A check's result comes at most RETRY_EVERY + CHECK_TIMEOUT after the one before, so a host
gone at time t leaves every lobby by t + GONE_AFTER + RETRY_EVERY + CHECK_TIMEOUT (20 s).
The caller passes the time and runs the checks (net/discovery.py's Lobby).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from net.protocol.tablead import PROTO, DiscoveryError, Listing, LobbyEvent, OtherProtocol

CHECK_EVERY = 3.0
"""Seconds between two checks of a table that answered."""
RETRY_EVERY = 2.0
"""Seconds between two checks of a listed table that did not answer."""
GONE_AFTER = 15.0
"""A listed table not answering for this long leaves the list."""
HIDDEN_EVERY = 5.0
"""Seconds between two checks of a table that left the list but is still announced."""
CHECK_TIMEOUT = 3.0
"""A check (connect and read the host's hello) that takes longer has failed."""

_Status = Literal["new", "shown", "gone"]  # not reported yet; listed; left the list


@dataclass
class _Watch:
    listing: Listing  # as last resolved, with the state last reported
    answered: float  # when its host last answered (before any answer: when first seen)
    due: float  # when the next check is due
    status: _Status = "new"
    busy: bool = False  # a check is under way


def _target(listing: Listing) -> tuple[str, int, str, str]:
    """What a check checks: who must answer where."""
    return (listing.address, listing.port, listing.ad.table, listing.ad.host)


class LobbyState:
    """The lobby's bookkeeping without I/O: listings, invalid services, the checks' times."""

    def __init__(self) -> None:
        self._watched: dict[str, _Watch] = {}
        self._invalid: dict[str, str] = {}

    def settle(
        self, service: str, outcome: Listing | str | DiscoveryError, now: float = 0.0
    ) -> LobbyEvent | None:
        """Record a resolved service (a Listing, or why it is invalid); the event, if new.

        A new table is reported once its first check has answered (`checked`): None here."""
        versions = (outcome.proto, PROTO) if isinstance(outcome, OtherProtocol) else None
        if isinstance(outcome, DiscoveryError):
            outcome = str(outcome)
        if isinstance(outcome, Listing):
            self._invalid.pop(service, None)
            watch = self._watched.get(service)
            if watch is None:
                self._watched[service] = _Watch(outcome, answered=now, due=now)
                return None
            if _target(outcome) != _target(watch.listing):
                watch.due = now  # another host, table or address: what answered says nothing
            listing = replace(outcome, state=watch.listing.state, why=watch.listing.why)
            if listing == watch.listing:
                return None  # e.g. an address record refreshed: nothing a person can see
            watch.listing = listing
            return LobbyEvent("updated", service, listing) if watch.status == "shown" else None
        if self._invalid.get(service) == outcome:
            return None
        # A listed table that turns invalid leaves the list: it can no longer be joined.
        self._watched.pop(service, None)
        self._invalid[service] = outcome
        return LobbyEvent("invalid", service, reason=outcome, versions=versions)

    def due(self, now: float) -> list[Listing]:
        """The tables to check now; each is "under way" until its `checked`."""
        ready = [w for w in self._watched.values() if not w.busy and w.due <= now]
        for watch in ready:
            watch.busy = True
        return [watch.listing for watch in ready]

    def next_due(self) -> float | None:
        """When the next check is due (None: nothing to check, or every check under way)."""
        return min((w.due for w in self._watched.values() if not w.busy), default=None)

    def checked(self, listing: Listing, why: str | None, now: float) -> LobbyEvent | None:
        """A check of `listing` ended at `now`: None, its host answered; else why not."""
        watch = self._watched.get(listing.service)
        if watch is None or not watch.busy:
            return None  # forgotten (or invalid) meanwhile
        watch.busy = False
        if _target(listing) != _target(watch.listing):
            watch.due = now  # it changed while being checked: check what it is now
            return None
        if why is None:
            watch.answered, watch.due = now, now + CHECK_EVERY
            answering = replace(watch.listing, state="open", why="")
            return self._report(listing.service, watch, answering)
        if watch.status == "gone":
            watch.due = now + HIDDEN_EVERY
            return None
        if watch.status == "shown" and now - watch.answered >= GONE_AFTER:
            watch.status, watch.due = "gone", now + HIDDEN_EVERY
            watch.listing = replace(watch.listing, state="not answering", why=why)
            reason = f"not answering for {GONE_AFTER:g} s: {why}"
            return LobbyEvent("removed", listing.service, watch.listing, reason=reason)
        watch.due = now + RETRY_EVERY
        silent = replace(watch.listing, state="not answering", why=why)
        return self._report(listing.service, watch, silent)

    def _report(self, service: str, watch: _Watch, listing: Listing) -> LobbyEvent | None:
        if watch.status != "shown":
            watch.status, watch.listing = "shown", listing
            return LobbyEvent("added", service, listing)
        if listing == watch.listing:
            return None
        watch.listing = listing
        return LobbyEvent("updated", service, listing)

    def forget(self, service: str) -> LobbyEvent | None:
        """A service left the network; the "removed" event if it had been reported."""
        watch = self._watched.pop(service, None)
        reason = self._invalid.pop(service, None)
        if watch is not None and watch.status == "shown":
            return LobbyEvent("removed", service, watch.listing)
        return LobbyEvent("removed", service) if reason is not None else None

    def unchecked(self) -> bool:
        """Whether a resolved table still waits for its first check."""
        return any(watch.status == "new" for watch in self._watched.values())

    def tables(self) -> list[Listing]:
        """The listed tables (open or not answering), by name then service."""
        shown = [w.listing for w in self._watched.values() if w.status == "shown"]
        return sorted(shown, key=lambda t: (t.ad.name.casefold(), t.service))

    def invalid(self) -> dict[str, str]:
        """Services that cannot be joined, with the reason."""
        return dict(self._invalid)
