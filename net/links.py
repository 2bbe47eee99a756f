"""A peer's connections: greeting, liveness, catch-up, deadlines and dialling
(docs/protocol.md, "Connections, relaying and catch-up").

`Links` is the connection half of `Peer` (net/peer.py), which inherits it: it greets each
connection (`hello`), notes who answers (net/liveness.py; the host frees the seat of a
member gone from the lobby), sends heartbeats with our heads and asks for what others hold
(`want`, net/sync.py), closes connections that never greet or send garbage, and dials
(net/dialing.py: whom, when, and the join by address). The machines are in those modules;
this is their glue to the peer's state, which `Peer` owns (declared below). Pure.
"""

from __future__ import annotations

from typing import Any

from net import identity
from net.dialing import CROWDED, HELLO, MAX_UNGREETED, NO_HELLO, Conn, Dialer
from net.effects import Close, Dial, Effect, Notice, Presence, Send
from net.liveness import Liveness
from net.lobby import Lobby
from net.roster import Member, Roster
from net.settings import Timing
from net.signedlog import SignedLog
from net.sync import Sync
from net.wire import Envelope, frame, seal


class Links:
    """The connections of one peer (a part of `Peer`)."""

    # The peer's state, set by Peer.__init__.
    me: identity.Identity
    key: bytes
    address: str
    table: bytes | None
    host: bytes | None
    expect_host: str | None
    lobby: Lobby | None
    stopped: str | None
    log: SignedLog
    conns: dict[int, Conn]
    dialer: Dialer
    liveness: Liveness
    sync: Sync
    now: float
    out: list[Effect]
    timing: Timing

    @property
    def roster(self) -> Roster | None:
        """The table's latest seats, once known (Peer)."""
        raise NotImplementedError

    def _flush(self) -> list[Effect]:
        raise NotImplementedError

    def _stop(self, reason: str) -> None:
        raise NotImplementedError

    def _members(self) -> set[bytes]:
        raise NotImplementedError

    def _admit(self, conn: int, env: Envelope) -> None:
        raise NotImplementedError

    def _adopt_table(self, table: bytes, host: bytes) -> None:
        raise NotImplementedError

    def _emit(self, kind: str, body: dict[str, Any]) -> None:
        raise NotImplementedError

    @property
    def finished(self) -> bool:
        """Whether the game ended with every ack in agreement (Peer)."""
        raise NotImplementedError

    def _label(self, key: bytes) -> str:
        raise NotImplementedError

    def _member_notice(self, text: str, event: str, key: bytes, level: str = "info") -> Notice:
        raise NotImplementedError

    @property
    def join_address(self) -> str | None:
        """The address we join by (before a roster says where the host listens), if any."""
        return self.dialer.join_address

    def connected(
        self, conn: int, now: float, address: str = "", dialed: bool = False
    ) -> list[Effect]:
        """A connection opened (`dialed` by us, else accepted from `address`): greet the other
        end if we know our table. Beyond MAX_UNGREETED accepted connections still without a
        hello, a new one is refused (slowloris: each would hold a socket for nothing)."""
        self.now = now
        info = self._new_conn(address, now, dialed)
        self.conns[conn] = info
        waiting = [c for c in self.conns.values() if c is not info and c.ungreeted]
        if not dialed and len(waiting) >= MAX_UNGREETED:
            info.fire(CROWDED)
            self._close(
                conn,
                f"refused the connection from {info.label(conn)}: {len(waiting)} connections "
                "have not said hello yet",
            )
        elif self.table is not None:
            self._greet(conn)
        return self._flush()

    def _new_conn(self, address: str = "", now: float = 0.0, dialed: bool = False) -> Conn:
        """A connection's state; what we logged before it opened comes by catch-up."""
        sent = len(self.log.chain(self.key).messages)
        return Conn(address=address, opened_at=now, dialed=dialed, sent=sent)

    def _send_ours(self, to: bytes | None = None) -> None:
        """Send each connection the messages of our own chain it has not had yet, in order:
        on every connection (`to` None), or only on those to the peer `to`.

        Why not always on every one (docs/protocol.md, "Who gets an ack when"): an ack only
        one peer waits for goes to that peer at once, and to the others just before our
        next message to them (or our next heartbeat), in the same write."""
        mine = self.log.chain(self.key).messages
        for conn, info in self.conns.items():
            if (to is None or info.key == to) and info.sent < len(mine):
                for env in mine[info.sent :]:
                    self.out.append(Send(frame(env.raw), conn))
                info.sent = len(mine)

    def dial_failed(self, address: str, now: float, why: str) -> list[Effect]:
        """Dialing `address` failed (`why`: refused, timed out...); the peer redials on its own.

        Only the address we join by is reported: for members, liveness already says so.
        """
        self.now = now
        if address == self.join_address and self.table is None:
            self._unreachable(why)
        return self._flush()

    def disconnected(self, conn: int, now: float) -> list[Effect]:
        """A connection closed."""
        self.now = now
        info = self.conns.pop(conn, None)
        if info and info.key:
            self.dialer.redial(self._address_of(info.key), now)  # at once, then back off
        return self._flush()

    def _refused(self, conn: int, info: Conn, why: str) -> None:
        self.out.append(Notice(f"refused a message from {info.label(conn)}: {why}", "warning"))
        if info.refused():
            self.out.append(Close(conn, "too many refused messages"))

    def _ephemeral(self, kind: str, body: dict[str, Any]) -> bytes:
        assert self.table is not None
        chain = self.log.chain(self.key)
        return frame(seal(self.me, self.table, chain.next_seq, chain.head, kind, body))

    def _on_ephemeral(self, conn: int, info: Conn, env: Envelope) -> None:
        if self.table is None and (env.kind != "hello" or not self._first_contact(env)):
            self._refused(conn, info, "the first message must be the host's hello")
            return
        if env.kind in ("hello", "heartbeat") and self.liveness.heard_from(env.sender, self.now):
            text = f"{self._label(env.sender)} is back"
            self.out.append(self._member_notice(text, "back", env.sender))
            self.out.append(Presence(env.sender, True))
        if env.kind == "hello":
            self._on_hello(conn, info, env)
        elif env.kind == "heartbeat":
            for sender, start in self.sync.missing(env.sender, env.body["heads"]):
                self._want(conn, sender, start)
        elif env.kind == "want":
            for raw in self.sync.answer(env.body["sender"], env.body["from"]):
                self.out.append(Send(frame(raw), conn))
        elif env.kind == "refuse" and env.sender == self.host and self.key not in self._members():
            self._stop(f"the host refused: {env.body['reason']}")

    def _first_contact(self, env: Envelope) -> bool:
        if self.expect_host and identity.fingerprint(env.sender) != self.expect_host:
            self._stop(
                f"the host at {self.join_address} is {identity.fingerprint(env.sender)}, "
                f"not {self.expect_host} as announced"
            )
            return False
        self._adopt_table(env.table, env.sender)
        return True

    def _on_hello(self, conn: int, info: Conn, env: Envelope) -> None:
        # A hello again means the other end has not heard ours (lost): answer, at most once
        # a heartbeat period, so that duplicated hellos do not bounce back and forth.
        again = info.key == env.sender and self.now - info.greeted_at >= self.timing.heartbeat_every
        info.key = env.sender
        info.fire(HELLO)
        if not info.greeted or again:
            self._greet(conn)
        self.dialer.reached(self._address_of(env.sender))
        if env.seq > self.log.chain(env.sender).next_seq:
            self._want(conn, env.sender, self.log.chain(env.sender).next_seq)
        if self.key == self.host and env.sender not in self._members():
            self._admit(conn, env)

    def _want(self, conn: int, sender: bytes, start: int) -> None:
        if self.sync.ask(sender, start, self.now):
            want = self._ephemeral("want", {"sender": sender, "from": start})
            self.out.append(Send(want, conn))

    def _greet(self, conn: int) -> None:
        self.conns[conn].greeted, self.conns[conn].greeted_at = True, self.now
        body = {
            "name": self.me.name[:200],
            "fingerprint": self.me.fingerprint,
            "address": self.address,
            "now": int(self.now * 1000),
        }
        self.out.append(Send(self._ephemeral("hello", body), conn))

    def _beat(self) -> None:
        self._send_ours()  # acks held back for a peer go with the heartbeat at the latest
        heads = self.sync.heads()
        data = self._ephemeral("heartbeat", {"now": int(self.now * 1000), "heads": heads})
        for conn, info in self.conns.items():
            if info.greeted and info.key is None:
                self._greet(conn)  # their hello never came: ours may have been lost
            elif info.greeted:
                self.out.append(Send(data, conn))

    def _watch(self, now: float) -> None:
        roster = self.roster
        if roster is None or self.finished:
            return
        others = [m.key for m in roster.peers if m.key != self.key]
        for key in self.liveness.watch(others, now):
            text = f"{self._label(key)} is not responding: the table waits while reconnecting"
            self.out.append(self._member_notice(text, "away", key, "warning"))
            self.out.append(Presence(key, False))
        if self.key == self.host and self.lobby and not self.lobby.started:
            for key in self.liveness.away():
                if roster.member(key) and self.liveness.left(key, now):
                    text = f"{self._label(key)} left the table"  # while the roster lists them
                    gone = self._member_notice(text, "left", key)
                    self._emit(*self.lobby.propose(roster.without_member(key)))
                    self.out.append(gone)
                    roster = self.lobby.latest
                    assert roster is not None

    def _close(self, conn: int, why: str) -> None:
        self.out.append(Notice(why, "warning"))
        self.out.append(Close(conn, why))

    def _joining_by(self, info: Conn) -> bool:
        """Whether `info` is our link to the address we join by, before any greeting."""
        return self.table is None and info.dialed and info.address == self.join_address

    def _deadlines(self, now: float) -> None:
        """Close connections whose hello is late; give up joining an address nobody answers."""
        for conn, info in list(self.conns.items()):
            timeout = self.timing.hello_timeout
            if not info.can(NO_HELLO) or now - info.opened_at < timeout:
                continue
            info.fire(NO_HELLO)
            if self._joining_by(info):
                self.out.append(Close(conn, "no hello"))
                self._unreachable(f"a connection opened, but no hello came in {timeout:g} s")
            else:
                where = info.label(conn)
                self._close(conn, f"closed the connection from {where}: no hello in {timeout:g} s")
        if self.table is None and self.stopped is None:
            gave_up = self.dialer.expired(now)
            if gave_up is not None:
                self.stopped = gave_up.reason
                self.out.append(gave_up)

    def _unreachable(self, why: str) -> None:
        notice = self.dialer.failed(why) if self.stopped is None else None
        if notice is not None:
            self.out.append(notice)

    def _dial(self, now: float) -> None:
        connected = {info.key for info in self.conns.values() if info.key}
        targets = self.dialer.targets(self.roster, self.host, connected, not self.conns)
        if self.stopped is not None and self.table is None:
            return  # a join given up (or refused) dials nobody
        for address in self.dialer.due(targets, now, self.table is None):
            self.out.append(Dial(address))

    def _address_of(self, key: bytes) -> str:
        member: Member | None = self.roster.member(key) if self.roster else None
        return member.address if member else ""

    def settled(self) -> bool:
        """Whether every other member has told us it holds all our messages."""
        roster = self.lobby.roster if self.lobby else None
        mine = len(self.log.chain(self.key).messages)
        return roster is not None and all(
            self.sync.holds(m.key, self.key, mine) for m in roster.peers if m.key != self.key
        )
