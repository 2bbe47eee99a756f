"""A table's roster: the game config, the seats and the peers driving them (docs/protocol.md).

The host logs a `roster` message whenever the seats change; `ready` and `start` name the
msg_id of one roster, so agreeing on that id is agreeing on the config and every seat key.
Seat kinds: "host" (the host's own seat), "remote" (a joining peer's), "local" (another
person playing at the host's machine, hot-seat) and "bot" (driven by the host's peer).
Each seat's moves are signed by the peer that drives it (`Seat.peer`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from core import registry
from core.api import BadConfig
from net.protocol import signing

SEAT_KINDS = ("host", "remote", "local", "bot")
MAX_SEATS = 16
NO_PEER = b""


class RosterError(ValueError):
    """A roster body that is not a valid table; the message says why."""


@dataclass(frozen=True)
class Seat:
    """One seat: its kind, the player's name, and the key of the peer driving it."""

    kind: str
    name: str
    peer: bytes = NO_PEER
    bot: str = ""  # the bot kind of a "bot" seat

    @property
    def free(self) -> bool:
        """A remote seat nobody has taken yet."""
        return self.peer == NO_PEER


@dataclass(frozen=True)
class Member:
    """A peer at the table: its key, its player's name and where it listens."""

    key: bytes
    name: str
    address: str

    @property
    def fingerprint(self) -> str:
        """The short fingerprint shown to people."""
        return signing.fingerprint(self.key)


@dataclass(frozen=True)
class Roster:
    """The table as the host last announced it."""

    version: int
    game: str
    config: dict[str, Any]
    seats: tuple[Seat, ...]
    peers: tuple[Member, ...]

    @property
    def host(self) -> bytes:
        """The host's key (the first peer)."""
        return self.peers[0].key

    @property
    def keys(self) -> tuple[bytes, ...]:
        """Every member's key, in key order (the order beacons mix links in)."""
        return tuple(sorted(m.key for m in self.peers))

    def member(self, key: bytes) -> Member | None:
        """The member with `key`, if any."""
        return next((m for m in self.peers if m.key == key), None)

    def free_seats(self) -> int:
        """Remote seats still to be taken."""
        return sum(1 for s in self.seats if s.free)

    @property
    def full(self) -> bool:
        """Whether every seat has a peer."""
        return self.free_seats() == 0

    def seats_of(self, key: bytes) -> tuple[int, ...]:
        """The seats `key` drives."""
        return tuple(i for i, s in enumerate(self.seats) if s.peer == key)

    def seat_label(self, seat: int) -> str:
        """A seat as people read it: "seat 2 (Carla, K3QZ-7MXA)"."""
        s = self.seats[seat]
        who = f", {signing.fingerprint(s.peer)}" if s.peer else ""
        return f"seat {seat} ({s.name or 'free'}{who})"

    def peer_label(self, key: bytes) -> str:
        """A peer as people read it: "Carla (K3QZ-7MXA)"."""
        m = self.member(key)
        return f"{m.name if m else 'unknown peer'} ({signing.fingerprint(key)})"

    def with_member(self, key: bytes, name: str, address: str) -> Roster:
        """The roster after `key` takes the first free remote seat (RosterError if none)."""
        seat = next((i for i, s in enumerate(self.seats) if s.free), None)
        if seat is None:
            raise RosterError("the table is full")
        seats = list(self.seats)
        seats[seat] = Seat("remote", name, key)
        peers = (*self.peers, Member(key, name, address))
        return replace(self, version=self.version + 1, seats=tuple(seats), peers=peers)

    def without_member(self, key: bytes) -> Roster:
        """The roster after a peer left the lobby: its seats are free again."""
        seats = tuple(Seat("remote", "") if s.peer == key else s for s in self.seats)
        peers = tuple(m for m in self.peers if m.key != key)
        return replace(self, version=self.version + 1, seats=seats, peers=peers)

    def to_body(self) -> dict[str, Any]:
        """The body of a `roster` message."""
        return {
            "version": self.version,
            "config": {"game": self.game, "options": self.config},
            "seats": [
                {"kind": s.kind, "name": s.name, "peer": s.peer, "bot": s.bot} for s in self.seats
            ],
            "peers": [{"key": m.key, "name": m.name, "address": m.address} for m in self.peers],
        }

    @classmethod
    def from_body(cls, body: dict[str, Any]) -> Roster:
        """Check and read a `roster` body; RosterError says what is wrong."""
        config = body["config"]
        _need(isinstance(config, dict) and set(config) == {"game", "options"}, "bad config")
        game_name, options = config["game"], config["options"]
        _need(isinstance(game_name, str) and isinstance(options, dict), "bad config")
        try:
            game = registry.get(game_name)
            options = game.normalize_config(options)
        except (KeyError, BadConfig, TypeError) as exc:
            raise RosterError(f"the table's config is refused: {exc}") from None
        peers = tuple(_member(m) for m in _list(body["peers"], "peers"))
        _need(peers != () and len({m.key for m in peers}) == len(peers), "bad peer list")
        seats = tuple(_seat(s) for s in _list(body["seats"], "seats"))
        _need(len(seats) == options.get("players", len(seats)), "seats do not match players")
        known = {m.key for m in peers}
        _need(all(s.free or s.peer in known for s in seats), "a seat names an unknown peer")
        return cls(body["version"], game_name, options, seats, peers)


def _need(ok: bool, problem: str) -> None:
    if not ok:
        raise RosterError(f"invalid roster: {problem}")


def _list(value: Any, what: str) -> list[Any]:
    if not (isinstance(value, list) and 0 < len(value) <= MAX_SEATS):
        raise RosterError(f"invalid roster: bad {what}")
    return value


def _member(raw: Any) -> Member:
    _need(isinstance(raw, dict) and set(raw) == {"key", "name", "address"}, "bad peer")
    key, name, address = raw["key"], raw["name"], raw["address"]
    _need(isinstance(key, bytes) and len(key) == signing.KEY_SIZE, "bad peer key")
    _need(isinstance(name, str) and isinstance(address, str), "bad peer")
    return Member(key, name, address)


def _seat(raw: Any) -> Seat:
    _need(isinstance(raw, dict) and set(raw) == {"kind", "name", "peer", "bot"}, "bad seat")
    kind, name, peer, bot = raw["kind"], raw["name"], raw["peer"], raw["bot"]
    _need(kind in SEAT_KINDS and isinstance(name, str) and isinstance(bot, str), "bad seat")
    _need(isinstance(peer, bytes) and len(peer) in (0, signing.KEY_SIZE), "bad seat key")
    _need(kind == "remote" or peer != NO_PEER, "only remote seats may be free")
    return Seat(kind, name, peer, bot)


def new_table(
    game: str,
    config: dict[str, Any],
    host: Member,
    seat_kinds: list[str],
    bots: dict[int, str] | None = None,
    names: dict[int, str] | None = None,
) -> Roster:
    """A fresh roster: seat 0 is the host's; others are "remote", "local" or "bot" seats.

    `names` names hot-seat people and bots (seat -> name); unnamed people are "<host> <seat
    number>", unnamed bots "Bot <seat number> (<kind>)".
    """
    bots, names = bots or {}, names or {}
    seats = [Seat("host", host.name, host.key)]
    for i, kind in enumerate(seat_kinds[1:], start=1):
        if kind == "remote":
            seats.append(Seat("remote", ""))
        elif kind == "local":
            name = names.get(i, "").strip() or f"{host.name} {i + 1}"
            seats.append(Seat("local", name, host.key))
        elif kind == "bot":
            bot = bots.get(i, "greedy")
            name = names.get(i, "").strip() or f"Bot {i + 1} ({bot})"
            seats.append(Seat("bot", name, host.key, bot))
        else:
            raise RosterError(f"unknown seat kind {kind!r}")
    roster = Roster(0, game, config, tuple(seats), (host,))
    return Roster.from_body(roster.to_body())  # the same checks a joiner makes
