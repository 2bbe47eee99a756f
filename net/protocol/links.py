"""A peer's connections: greeting, liveness, catch-up, deadlines and dialling
(docs/protocol.md, "Connections, relaying and catch-up").

`Links` is a part of `Peer` (net/protocol/peer.py), which holds it: it owns the open
connections, the dialer (net/protocol/dialing.py: whom, when, and the join by address),
liveness (net/protocol/liveness.py), catch-up (net/protocol/sync.py) and the heartbeat. It
greets each connection (`hello`), notes who answers, sends heartbeats with our heads and
asks for what others hold (`want`), closes connections that never greet or send garbage,
and dials. It reads
the peer's table only from the `Here` it is given, says its sends and notices through the
`say` it is given (the peer's effects, in order), and returns what only the peer may do:
`Adopt` the table, `Admit` a newcomer, free the seat of a member who `Left`, `Quit`. Pure.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from net.protocol import signing
from net.protocol.dialing import CROWDED, HELLO, MAX_UNGREETED, NO_HELLO, Conn, Dialer
from net.protocol.effects import Close, Dial, Effect, GaveUp, Notice, Presence, Send
from net.protocol.liveness import Liveness
from net.protocol.roster import Member, Roster
from net.protocol.settings import Timing
from net.protocol.signedlog import SignedLog
from net.protocol.sync import Sync
from net.protocol.wire import Envelope, frame, seal


@dataclass(frozen=True)
class Here:
    """The table as the peer holds it when its links are asked (read-only)."""

    table: bytes | None
    host: bytes | None
    roster: Roster | None  # the latest (the host's own proposal included)
    members: set[bytes]  # the roster's keys and the host's
    stopped: str | None
    finished: bool
    lobby_open: bool  # the lobby has not started the game
    label: Callable[[bytes], str]
    notice: Callable[[str, str, bytes, str], Notice]  # (text, event, key, level)


@dataclass(frozen=True)
class Adopt:
    """The host's first hello: the peer takes this table."""

    table: bytes
    host: bytes


@dataclass(frozen=True)
class Admit:
    """A hello from a peer not at our table (we host it): seat it or refuse it."""

    conn: int
    env: Envelope


@dataclass(frozen=True)
class Left:
    """A member gone from the lobby long enough (we host it): its seat is freed."""

    key: bytes


@dataclass(frozen=True)
class Quit:
    """The peer stops: `effect` (a GaveUp) is said, or else a plain stop with `reason`."""

    reason: str
    effect: GaveUp | None = None


Ask = Adopt | Admit | Left | Quit


class Links:
    """The connections of one peer."""

    def __init__(
        self,
        me: signing.Signer,
        address: str,
        log: SignedLog,
        timing: Timing,
        say: Callable[[Effect], None],
    ) -> None:
        self.me, self.key, self.address, self.log = me, me.public_key, address, log
        self.timing, self.say = timing, say
        self.expect_host: str | None = None  # the host's fingerprint the lobby showed, if any
        self.conns: dict[int, Conn] = {}
        self.dialer = Dialer(self.key, None, timing.join_give_up)
        self.liveness = Liveness(timing.away_after, timing.lobby_drop_after)
        self.sync = Sync(log, timing.want_again)
        self.beat_at = 0.0
        self.now = 0.0

    @property
    def join_address(self) -> str | None:
        """The address we join by (before a roster says where the host listens), if any."""
        return self.dialer.join_address

    def clock(self, now: float) -> None:
        """The peer's time, before it asks anything."""
        self.now = now

    def adopted(self) -> None:
        """Our table is known (greeted, hosted or reloaded): the join's dialling is done."""
        self.dialer.greeted()

    def rejoin(self, address: str | None, expect_host: str | None = None) -> None:
        """The address we join by (the lobby's, or our record's until a roster is read) and
        the host's fingerprint the lobby showed, if any."""
        self.dialer.join_address = address
        if expect_host is not None:
            self.expect_host = expect_host

    # -- connections -------------------------------------------------------------------------

    def connected(self, conn: int, address: str, dialed: bool, here: Here) -> None:
        """A connection opened (`dialed` by us, else accepted from `address`): greet the other
        end if we know our table. Beyond MAX_UNGREETED accepted connections still without a
        hello, a new one is refused (slowloris: each would hold a socket for nothing)."""
        info = self.new_conn(address, dialed, self.now)
        self.conns[conn] = info
        waiting = [c for c in self.conns.values() if c is not info and c.ungreeted]
        if not dialed and len(waiting) >= MAX_UNGREETED:
            info.fire(CROWDED)
            self._close(
                conn,
                f"refused the connection from {info.label(conn)}: {len(waiting)} connections "
                "have not said hello yet",
            )
        elif here.table is not None:
            self._greet(conn, here.table)

    def conn(self, conn: int) -> Conn:
        """The connection's state (a frame may come before `connected` in tests)."""
        return self.conns.get(conn) or self.conns.setdefault(conn, self.new_conn())

    def new_conn(self, address: str = "", dialed: bool = False, now: float = 0.0) -> Conn:
        """A connection's state; what we logged before it opened comes by catch-up."""
        sent = len(self.log.chain(self.key).messages)
        return Conn(address=address, opened_at=now, dialed=dialed, sent=sent)

    def send_ours(self, to: bytes | None = None) -> None:
        """Send each connection the messages of our own chain it has not had yet, in order:
        on every connection (`to` None), or only on those to the peer `to`.

        Why not always on every one (docs/protocol.md, "Who gets an ack when"): an ack only
        one peer waits for goes to that peer at once, and to the others just before our
        next message to them (or our next heartbeat), in the same write."""
        mine = self.log.chain(self.key).messages
        for conn, info in self.conns.items():
            if (to is None or info.key == to) and info.sent < len(mine):
                for env in mine[info.sent :]:
                    self.say(Send(frame(env.raw), conn))
                info.sent = len(mine)

    def dial_failed(self, address: str, why: str, here: Here) -> None:
        """Dialing `address` failed (`why`: refused, timed out...); the peer redials on its own.
        Only the address we join by is reported: for members, liveness already says so."""
        if address == self.join_address and here.table is None:
            self.unreachable(why, here)

    def disconnected(self, conn: int, here: Here) -> None:
        """A connection closed."""
        info = self.conns.pop(conn, None)
        if info and info.key:
            self.dialer.redial(self._address_of(info.key, here), self.now)  # at once, then back off

    def refused(self, conn: int, why: str) -> None:
        """A frame from `conn` that we refuse; too many close the connection."""
        info = self.conn(conn)
        self.say(Notice(f"refused a message from {info.label(conn)}: {why}", "warning"))
        if info.refused():
            self.say(Close(conn, "too many refused messages"))

    def ephemeral(self, kind: str, body: dict[str, Any], table: bytes) -> bytes:
        """A signed message that is not logged (hello, heartbeat, want, refuse), framed."""
        chain = self.log.chain(self.key)
        return frame(seal(self.me, table, chain.next_seq, chain.head, kind, body))

    def first_contact(self, env: Envelope) -> Adopt | Quit | None:
        """A message before we know our table: the host's hello is adopted (unless it is
        not the host the lobby showed: quit); anything else is refused (None)."""
        if env.kind != "hello":
            return None
        if self.expect_host and signing.fingerprint(env.sender) != self.expect_host:
            return Quit(
                f"the host at {self.join_address} is {signing.fingerprint(env.sender)}, "
                f"not {self.expect_host} as announced"
            )
        return Adopt(env.table, env.sender)

    def on_ephemeral(self, conn: int, env: Envelope, here: Here) -> list[Ask]:
        """A hello, heartbeat, want or refuse at our table: what the peer must do about it."""
        info, table, host = self.conn(conn), here.table, here.host
        assert table is not None
        if env.kind in ("hello", "heartbeat") and self.liveness.heard_from(env.sender, self.now):
            text = f"{here.label(env.sender)} is back"
            self.say(here.notice(text, "back", env.sender, "info"))
            self.say(Presence(env.sender, True))
        if env.kind == "hello":
            return self._on_hello(conn, info, env, here, table)
        if env.kind == "heartbeat":
            for sender, start in self.sync.missing(env.sender, env.body["heads"]):
                self.want(conn, sender, start, table)
        elif env.kind == "want":
            for raw in self.sync.answer(env.body["sender"], env.body["from"]):
                self.say(Send(frame(raw), conn))
        elif env.kind == "refuse" and env.sender == host and self.key not in here.members:
            return [Quit(f"the host refused: {env.body['reason']}")]
        return []

    def _on_hello(
        self, conn: int, info: Conn, env: Envelope, here: Here, table: bytes
    ) -> list[Ask]:
        # A hello again means the other end has not heard ours (lost): answer, at most once
        # a heartbeat period, so that duplicated hellos do not bounce back and forth.
        again = info.key == env.sender and self.now - info.greeted_at >= self.timing.heartbeat_every
        info.key = env.sender
        info.fire(HELLO)
        if not info.greeted or again:
            self._greet(conn, table)
        self.dialer.reached(self._address_of(env.sender, here))
        if env.seq > self.log.chain(env.sender).next_seq:
            self.want(conn, env.sender, self.log.chain(env.sender).next_seq, table)
        if self.key == here.host and env.sender not in here.members:
            return [Admit(conn, env)]
        return []

    def want(self, conn: int, sender: bytes, start: int, table: bytes) -> None:
        """Ask `conn` for `sender`'s messages from `start` (once a while per gap)."""
        if self.sync.ask(sender, start, self.now):
            want = self.ephemeral("want", {"sender": sender, "from": start}, table)
            self.say(Send(want, conn))

    def _greet(self, conn: int, table: bytes) -> None:
        self.conns[conn].greeted, self.conns[conn].greeted_at = True, self.now
        body = {
            "name": self.me.name[:200],
            "fingerprint": self.me.fingerprint,
            "address": self.address,
            "now": int(self.now * 1000),
        }
        self.say(Send(self.ephemeral("hello", body, table), conn))

    # -- time --------------------------------------------------------------------------------

    def heartbeat(self, table: bytes) -> None:
        """Our heartbeat when one is due; else the acks held back for a peer go now."""
        if self.now - self.beat_at >= self.timing.heartbeat_every:
            self.beat_at = self.now
            self.beat(table)
        else:
            # Acks held back for a peer go with the next tick at the latest (50 ms): held
            # any longer they pile up in front of our next move, and every peer must check
            # the pile before it may apply that move.
            self.send_ours()

    def beat(self, table: bytes) -> None:
        """Our heartbeat, with our heads, on every greeted connection."""
        self.send_ours()  # acks held back for a peer go with the heartbeat at the latest
        heads = self.sync.heads()
        data = self.ephemeral("heartbeat", {"now": int(self.now * 1000), "heads": heads}, table)
        for conn, info in self.conns.items():
            if info.greeted and info.key is None:
                self._greet(conn, table)  # their hello never came: ours may have been lost
            elif info.greeted:
                self.say(Send(data, conn))

    def watch(self, here: Here) -> list[Ask]:
        """Who stopped answering (away), and at the host's lobby who left for good."""
        roster = here.roster
        if roster is None or here.finished:
            return []
        others = [m.key for m in roster.peers if m.key != self.key]
        for key in self.liveness.watch(others, self.now):
            text = f"{here.label(key)} is not responding: the table waits while reconnecting"
            self.say(here.notice(text, "away", key, "warning"))
            self.say(Presence(key, False))
        if self.key != here.host or not here.lobby_open:
            return []
        return [Left(k) for k in self.liveness.away() if self.liveness.left(k, self.now)]

    def _close(self, conn: int, why: str) -> None:
        self.say(Notice(why, "warning"))
        self.say(Close(conn, why))

    def joining_by(self, conn: int, here: Here) -> bool:
        """Whether `conn` is our link to the address we join by, before any greeting."""
        info = self.conn(conn)
        return here.table is None and info.dialed and info.address == self.join_address

    def deadlines(self, here: Here) -> list[Ask]:
        """Close connections whose hello is late; give up joining an address nobody answers."""
        for conn, info in list(self.conns.items()):
            timeout = self.timing.hello_timeout
            if not info.can(NO_HELLO) or self.now - info.opened_at < timeout:
                continue
            info.fire(NO_HELLO)
            if self.joining_by(conn, here):
                self.say(Close(conn, "no hello"))
                self.unreachable(f"a connection opened, but no hello came in {timeout:g} s", here)
            else:
                where = info.label(conn)
                self._close(conn, f"closed the connection from {where}: no hello in {timeout:g} s")
        if here.table is None and here.stopped is None:
            gave_up = self.dialer.expired(self.now)
            if gave_up is not None:
                return [Quit(gave_up.reason, gave_up)]
        return []

    def unreachable(self, why: str, here: Here) -> None:
        """The address we join by did not answer (`why`)."""
        notice = self.dialer.failed(why) if here.stopped is None else None
        if notice is not None:
            self.say(notice)

    def dial(self, here: Here) -> None:
        """Dial whoever is due (the host's address, members we lost)."""
        connected = {info.key for info in self.conns.values() if info.key}
        targets = self.dialer.targets(here.roster, here.host, connected, not self.conns)
        if here.stopped is not None and here.table is None:
            return  # a join given up (or refused) dials nobody
        for address in self.dialer.due(targets, self.now, here.table is None):
            self.say(Dial(address))

    def _address_of(self, key: bytes, here: Here) -> str:
        member: Member | None = here.roster.member(key) if here.roster else None
        return member.address if member else ""

    def settled(self, roster: Roster | None) -> bool:
        """Whether every other member of `roster` told us it holds every member's messages
        that we hold: ours, and those we relay (the proof of a stop may be another member's
        message that reaches some peer only through us)."""
        if roster is None:
            return False
        members = [m.key for m in roster.peers]
        chains = self.log.senders
        held = [(k, len(chains[k].messages)) for k in members if k in chains]
        return all(
            self.sync.holds(m, sender, count)
            for m in members
            if m != self.key
            for sender, count in held
        )
