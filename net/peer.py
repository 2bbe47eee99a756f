"""One peer at a table: wire, signed log, liveness, catch-up, lobby and game (docs/protocol.md).

`Peer` is a pure state machine: `connected`, `receive`, `disconnected` and `tick` take the
time and return effects (net/effects.py); the driver owns the sockets and the record file.
Connections are anonymous pipes: every logged message is signed, so it does not matter
which connection brought it. A `hello` names who is at the other end (for dialing and
liveness only). Heartbeats carry every sender's log head as this peer knows it; a peer
that sees a longer chain elsewhere asks for the rest (`want`), which is how messages are
relayed and how a peer that was away, or restarted from its record, catches up.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from net import identity, netrecord, record
from net.effects import (
    Close,
    Dial,
    Effect,
    GaveUp,
    MemberNotice,
    Notice,
    Persist,
    Presence,
    Send,
    Stopped,
    unreachable,
)
from net.lobby import Lobby
from net.lockstep import FORK, Driver, Lockstep, Use, contribution_key, drain, stop_body
from net.messages import EPHEMERAL
from net.roster import Member, Roster, RosterError
from net.signedlog import ForkProof, SignedLog, Verdict
from net.wire import Envelope, WireError, WrongVersion, frame, open_envelope, own_envelope, seal

HEARTBEAT_EVERY = 1.0  # seconds
AWAY_AFTER = 3.5  # no hello/heartbeat for this long: the peer is "not responding"
LOBBY_DROP_AFTER = 10.0  # the host frees the seat of a peer gone this long before the start
DIAL_BACKOFF = (0.25, 8.0)  # first retry delay, cap (doubling in between)
WANT_BATCH = 256  # messages sent per `want`
MAX_BAD_FRAMES = 16  # refused frames on one connection before it is closed
HELLO_TIMEOUT = 10.0  # a connection whose hello has not come by then is closed
MAX_UNGREETED = 8  # accepted connections without a hello yet; further ones are refused
JOIN_GIVE_UP = 20.0  # joining by address: stop when no host has greeted us for this long


@dataclass
class Conn:
    """One open connection: who is at the other end (after its hello)."""

    key: bytes | None = None
    greeted: bool = False  # we sent our hello on it
    greeted_at: float = 0.0
    bad: int = 0
    address: str = ""  # the remote end (host:port): the only name it has before a hello
    opened_at: float = 0.0
    dialed: bool = False  # we opened it
    closing: bool = False  # we asked the driver to close it

    def label(self, conn: int) -> str:
        """How notices name the connection: its remote address, never a claimed key."""
        return self.address or f"connection {conn}"


class Peer:
    """This peer's whole view of one table."""

    def __init__(
        self, me: identity.Identity, address: str, driver: Driver, auto_ready: bool = True
    ) -> None:
        self.me, self.address, self.driver = me, address, driver
        self.auto_ready = auto_ready  # False: a person says `ready()` for each full roster
        self.key = me.public_key
        self.table: bytes | None = None
        self.host: bytes | None = None
        self.join_address: str | None = None
        self.expect_host: str | None = None  # the fingerprint the lobby showed, if any
        self.log = SignedLog()
        self.cursor: dict[bytes, int] = {}
        self.contributed: set[tuple[Any, ...]] = set()
        self.secrets: dict[tuple[int, int], list[Any]] = {}
        self.lobby: Lobby | None = None
        self.game: Lockstep | None = None
        # Test/lab hook: called with the game's Lockstep as soon as it exists (fault injection).
        self.on_game: Callable[[Lockstep], None] | None = None
        self.conns: dict[int, Conn] = {}
        self.heard: dict[bytes, float] = {}
        self.away: set[bytes] = set()
        self.dial_at: dict[str, float] = {}
        self.backoff: dict[str, float] = {}
        self.wanted: dict[bytes, tuple[int, float]] = {}
        self.known_by: dict[bytes, dict[bytes, int]] = {}
        self.beat_at = 0.0
        self.stopped: str | None = None
        self.join_since: float | None = None  # joining by address: when we first dialed
        self.join_attempts = 0  # failed attempts to reach the address we join by
        self.join_give_up = JOIN_GIVE_UP
        self.restoring = False
        self.told_finished = False
        self.now = 0.0
        self.out: list[Effect] = []

    # -- creating ----------------------------------------------------------------------

    @classmethod
    def host_table(
        cls,
        me: identity.Identity,
        address: str,
        driver: Driver,
        roster: Roster,
        table: bytes,
        auto_ready: bool = True,
    ) -> Peer:
        """A new table hosted by `me`, with `roster` (from roster.new_table)."""
        peer = cls(me, address, driver, auto_ready)
        peer._adopt_table(table, peer.key)
        assert peer.lobby is not None
        peer._emit(*peer.lobby.propose(roster))
        return peer

    @classmethod
    def joining(
        cls,
        me: identity.Identity,
        address: str,
        driver: Driver,
        host_address: str,
        expect_host: str | None = None,
        auto_ready: bool = True,
    ) -> Peer:
        """A peer that will join the table listening at `host_address`."""
        peer = cls(me, address, driver, auto_ready)
        peer.join_address, peer.expect_host = host_address, expect_host
        return peer

    def _adopt_table(self, table: bytes, host: bytes) -> None:
        self.table, self.host = table, host
        self.lobby = Lobby(host, self.key, self.contributed, self.auto_ready)
        if not self.restoring:
            header = {
                "format": record.FORMAT,
                "version": netrecord.VERSION,
                "table": table.hex(),
                "host": host.hex(),
                "me": self.key.hex(),
                "address": self.address,
                "join": self.join_address or "",
            }
            self.out.append(Persist(header))

    # -- inputs ------------------------------------------------------------------------

    def start(self, now: float) -> list[Effect]:
        """Begin: dial the host (joining) and run the first tick."""
        return self.tick(now)

    def connected(
        self, conn: int, now: float, address: str = "", dialed: bool = False
    ) -> list[Effect]:
        """A connection opened (`dialed` by us, else accepted from `address`): greet the other
        end if we know our table. Beyond MAX_UNGREETED accepted connections still without a
        hello, a new one is refused (slowloris: each would hold a socket for nothing)."""
        self.now = now
        info = Conn(address=address, opened_at=now, dialed=dialed)
        self.conns[conn] = info
        waiting = [c for c in self.conns.values() if c is not info and self._ungreeted(c)]
        if not dialed and len(waiting) >= MAX_UNGREETED:
            self._close(
                conn,
                info,
                f"refused the connection from {info.label(conn)}: {len(waiting)} connections "
                "have not said hello yet",
            )
        elif self.table is not None:
            self._greet(conn)
        return self._flush()

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
            self.dial_at[self._address_of(info.key)] = now  # redial at once, then back off
        return self._flush()

    def receive(self, conn: int, data: bytes, now: float) -> list[Effect]:
        """One frame's envelope from a connection."""
        self.now = now
        info = self.conns.setdefault(conn, Conn())
        try:
            env = open_envelope(data, self.table)
        except WrongVersion as exc:
            if self._joining_by(info):
                self._stop(
                    f"the host at {self.join_address} speaks another version of the "
                    f"protocol ({exc}): this client cannot join it"
                )
            else:
                self._refused(conn, info, str(exc))
            return self._flush()
        except WireError as exc:
            self._refused(conn, info, str(exc))
            return self._flush()
        if env.kind in EPHEMERAL:
            self._on_ephemeral(conn, info, env)
        elif self.table is None:
            self._refused(conn, info, "a logged message before any greeting")
        else:
            self._offer(conn, env)
        self._pump()
        return self._flush()

    def tick(self, now: float) -> list[Effect]:
        """Time passes: heartbeats, liveness, dialing, deadlines."""
        self.now = now
        if self.table is not None and now - self.beat_at >= HEARTBEAT_EVERY:
            self.beat_at = now
            self._beat()
        self._watch(now)
        self._deadlines(now)
        self._dial(now)
        if self.game is not None:
            self.game.tick(now)
        self._pump()
        return self._flush()

    def ready(self, now: float) -> list[Effect]:
        """The person agrees to the current roster (when `auto_ready` is off)."""
        self.now = now
        if self.lobby is not None and self.lobby.roster_id is not None:
            self.lobby.ready_for = self.lobby.roster_id
        self._pump()
        return self._flush()

    def restore(self, lines: Iterable[dict[str, Any]], now: float) -> list[Effect]:
        """Reload our own record (a restart): the table, every message, our secrets."""
        self.now, self.restoring = now, True
        for n, line in enumerate(lines, start=1):
            try:
                self._reload(n, line)
            except RecordMismatch:
                raise
            except (KeyError, TypeError, ValueError, AttributeError) as exc:
                raise RecordMismatch(f"record line {n} is damaged ({exc})") from None
        self.restoring = False
        self._pump()
        return self._flush()

    def _reload(self, n: int, line: dict[str, Any]) -> None:
        if n == 1:
            if line.get("me") != self.key.hex():
                raise RecordMismatch("this record belongs to another player's key")
            self.join_address = line.get("join") or None  # until a roster is reloaded
            self._adopt_table(bytes.fromhex(line["table"]), bytes.fromhex(line["host"]))
        elif "m" in line:
            assert self.table is not None
            self._offer(None, open_envelope(base64.b64decode(line["m"]), self.table))
        elif "secret" in line:
            s = line["secret"]
            self.secrets[(s["round"], s["seat"])] = s["value"]

    # -- envelopes ---------------------------------------------------------------------

    def _refused(self, conn: int, info: Conn, why: str) -> None:
        info.bad += 1
        self.out.append(Notice(f"refused a message from {info.label(conn)}: {why}", "warning"))
        if info.bad >= MAX_BAD_FRAMES:
            self.out.append(Close(conn, "too many refused messages"))

    def _members(self) -> set[bytes]:
        keys = {m.key for m in self.roster.peers} if self.roster else set()
        return keys | ({self.host} if self.host else set())

    def _offer(self, conn: int | None, env: Envelope) -> None:
        if not self.restoring and env.sender not in self._members():
            self.out.append(
                Notice(
                    f"ignored a message from {identity.fingerprint(env.sender)}, "
                    "who is not at this table",
                    "warning",
                )
            )
            return
        verdict, accepted = self.log.offer(env)
        if verdict is Verdict.FORK:
            self._fork(self.log.forks[-1].first, self.log.forks[-1].second, env.sender, env.seq)
        elif verdict is Verdict.BROKEN_CHAIN:
            self.out.append(
                Notice(
                    f"refused message #{env.seq} of {self._label(env.sender)}: "
                    "it does not continue its sender's chain",
                    "warning",
                )
            )
        elif verdict is Verdict.FUTURE and conn is not None:
            self._want(conn, env.sender, self.log.chain(env.sender).next_seq)
        for msg in accepted:
            self.cursor.setdefault(msg.sender, 0)
            if not self.restoring:
                self.out.append(Persist({"m": base64.b64encode(msg.raw).decode()}))
            if msg.sender == self.key:
                key = contribution_key(msg.kind, msg.body)
                if key is not None:
                    self.contributed.add(key)

    def _fork(self, first: bytes, second: bytes, sender: bytes, seq: int) -> None:
        if ("fork", sender, seq) not in self.contributed:
            self.contributed.add(("fork", sender, seq))
            self._emit("fork", {"first": first, "second": second})
        reason = (
            f"{self._label(sender)} signed two different messages #{seq} "
            "(equivocation): the table stopped"
        )
        if self.stopped is None and ("stop",) not in self.contributed:
            self.contributed.add(("stop",))
            index = self.game.index if self.game else 0
            self._emit("stop", stop_body(index, FORK, [sender], reason))
        self._stop(reason)

    def _emit(self, kind: str, body: dict[str, Any]) -> None:
        """Sign, log, persist (before sending: nothing is lost if we die now) and send."""
        assert self.table is not None
        chain = self.log.chain(self.key)
        raw = seal(self.me, self.table, chain.next_seq, chain.head, kind, body)
        self._offer(None, own_envelope(raw, self.table))  # our own: no need to verify it
        self.out.append(Send(frame(raw)))

    def _ephemeral(self, kind: str, body: dict[str, Any]) -> bytes:
        assert self.table is not None
        chain = self.log.chain(self.key)
        return frame(seal(self.me, self.table, chain.next_seq, chain.head, kind, body))

    # -- ephemeral messages ------------------------------------------------------------

    def _on_ephemeral(self, conn: int, info: Conn, env: Envelope) -> None:
        if self.table is None and (env.kind != "hello" or not self._first_contact(env)):
            self._refused(conn, info, "the first message must be the host's hello")
            return
        if env.kind in ("hello", "heartbeat"):
            last = self.heard.get(env.sender)
            self.heard[env.sender] = self.now
            if env.sender in self.away and last is not None:
                self.away.discard(env.sender)
                text = f"{self._label(env.sender)} is back"
                self.out.append(self._member_notice(text, "back", env.sender))
                self.out.append(Presence(env.sender, True))
        if env.kind == "hello":
            self._on_hello(conn, info, env)
        elif env.kind == "heartbeat":
            self._on_heartbeat(conn, env)
        elif env.kind == "want":
            chain = self.log.chain(env.body["sender"]).messages
            start = env.body["from"]
            for msg in chain[start : start + WANT_BATCH]:
                self.out.append(Send(frame(msg.raw), conn))
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
        again = info.key == env.sender and self.now - info.greeted_at >= HEARTBEAT_EVERY
        info.key = env.sender
        if not info.greeted or again:
            self._greet(conn)
        self.backoff.pop(self._address_of(env.sender), None)
        if env.seq > self.log.chain(env.sender).next_seq:
            self._want(conn, env.sender, self.log.chain(env.sender).next_seq)
        if self.key == self.host and env.sender not in self._members():
            self._admit(conn, env)

    def _admit(self, conn: int, env: Envelope) -> None:
        assert self.lobby is not None
        roster = self.lobby.latest
        reason = None
        if self.lobby.started or roster is None:
            reason = "the game has started; only its players may come back"
        else:
            try:
                new = roster.with_member(env.sender, env.body["name"], env.body["address"])
            except RosterError as exc:
                reason = str(exc)
            else:
                self._emit(*self.lobby.propose(new))
                who = f"{env.body['name']} ({identity.fingerprint(env.sender)})"
                self.out.append(
                    MemberNotice(f"{who} sat down", "info", "seated", env.sender, env.body["name"])
                )
        if reason is not None:
            self.out.append(Send(self._ephemeral("refuse", {"reason": reason}), conn))
            self.out.append(Close(conn, f"refused {env.body['name']}: {reason}"))

    def _on_heartbeat(self, conn: int, env: Envelope) -> None:
        heads = env.body["heads"]
        if not isinstance(heads, list):
            return
        seen: dict[bytes, int] = {}
        for head in heads[:64]:
            if not (
                isinstance(head, list)
                and len(head) == 3
                and isinstance(head[0], bytes)
                and isinstance(head[1], int)
                and isinstance(head[2], bytes)
            ):
                continue
            key, count, last = head
            seen[key] = count
            ours = self.log.chain(key)
            if count > ours.next_seq:
                self._want(conn, key, ours.next_seq)
            elif 0 < count == ours.next_seq and last != ours.head:
                self._want(conn, key, count - 1)  # a different last message: a fork to prove
        self.known_by[env.sender] = seen

    def _want(self, conn: int, sender: bytes, start: int) -> None:
        asked = self.wanted.get(sender)
        if asked is not None and asked[0] == start and self.now - asked[1] < 1.0:
            return
        self.wanted[sender] = (start, self.now)
        self.out.append(Send(self._ephemeral("want", {"sender": sender, "from": start}), conn))

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
        heads = [
            [k, len(c.messages), c.head] for k, c in sorted(self.log.senders.items()) if c.messages
        ]
        data = self._ephemeral("heartbeat", {"now": int(self.now * 1000), "heads": heads})
        for conn, info in self.conns.items():
            if info.greeted and info.key is None:
                self._greet(conn)  # their hello never came: ours may have been lost
            elif info.greeted:
                self.out.append(Send(data, conn))

    # -- liveness and dialing ----------------------------------------------------------

    def _watch(self, now: float) -> None:
        roster = self.roster
        if roster is None or self.finished:
            return
        for m in roster.peers:
            if m.key == self.key or m.key in self.away:
                continue
            since = self.heard.setdefault(m.key, now)  # never heard: count from now
            if now - since > AWAY_AFTER:
                self.away.add(m.key)
                text = f"{self._label(m.key)} is not responding: the table waits while reconnecting"
                self.out.append(self._member_notice(text, "away", m.key, "warning"))
                self.out.append(Presence(m.key, False))
        if self.key == self.host and self.lobby and not self.lobby.started:
            for key in list(self.away):
                if roster.member(key) and now - self.heard[key] > LOBBY_DROP_AFTER:
                    text = f"{self._label(key)} left the table"  # while the roster lists them
                    gone = self._member_notice(text, "left", key)
                    self._emit(*self.lobby.propose(roster.without_member(key)))
                    self.out.append(gone)
                    roster = self.lobby.latest
                    assert roster is not None

    @staticmethod
    def _ungreeted(info: Conn) -> bool:
        return info.key is None and not info.closing and not info.dialed

    def _close(self, conn: int, info: Conn, why: str) -> None:
        info.closing = True
        self.out.append(Notice(why, "warning"))
        self.out.append(Close(conn, why))

    def _joining_by(self, info: Conn) -> bool:
        """Whether `info` is our link to the address we join by, before any greeting."""
        return self.table is None and info.dialed and info.address == self.join_address

    def _deadlines(self, now: float) -> None:
        """Close connections whose hello is late; give up joining an address nobody answers."""
        for conn, info in list(self.conns.items()):
            if info.key is not None or info.closing or now - info.opened_at < HELLO_TIMEOUT:
                continue
            if self._joining_by(info):
                info.closing = True
                self.out.append(Close(conn, "no hello"))
                self._unreachable(f"a connection opened, but no hello came in {HELLO_TIMEOUT:g} s")
            else:
                self._close(
                    conn,
                    info,
                    f"closed the connection from {info.label(conn)}: "
                    f"no hello in {HELLO_TIMEOUT:g} s",
                )
        since = self.join_since
        if (
            self.table is None
            and self.stopped is None
            and since is not None
            and now - since >= self.join_give_up
            and self.join_address
        ):
            gave_up = GaveUp.of(self.join_address, self.join_attempts, self.join_give_up)
            self.stopped = gave_up.reason
            self.out.append(gave_up)

    def _unreachable(self, why: str) -> None:
        if self.stopped is not None or not self.join_address:
            return
        self.join_attempts += 1
        self.out.append(unreachable(self.join_address, self.join_attempts, why))

    def _dial(self, now: float) -> None:
        connected = {info.key for info in self.conns.values() if info.key}
        targets: list[str] = []
        roster = self.roster
        # Until a roster says where the host listens, the address we joined by is all we have.
        if (self.table is None or roster is None) and self.join_address and not self.conns:
            targets.append(self.join_address)
        for m in roster.peers if roster else ():
            # Lower keys dial higher ones, and everyone dials the host: one link per pair.
            if (
                m.key != self.key
                and m.key not in connected
                and m.address
                and (self.key < m.key or m.key == self.host)
            ):
                targets.append(m.address)
        if self.stopped is not None and self.table is None:
            return  # a join given up (or refused) dials nobody
        for address in targets:
            if address == self.join_address and self.join_since is None and self.table is None:
                self.join_since = now
            if now >= self.dial_at.get(address, 0.0):
                delay = self.backoff.get(address, DIAL_BACKOFF[0])
                self.backoff[address] = min(delay * 2, DIAL_BACKOFF[1])
                self.dial_at[address] = now + delay
                self.out.append(Dial(address))

    def _address_of(self, key: bytes) -> str:
        member: Member | None = self.roster.member(key) if self.roster else None
        return member.address if member else ""

    # -- the game ----------------------------------------------------------------------

    def _pump(self) -> None:
        """Consume every usable message, then send our contributions; until nothing moves."""
        if self.table is None or self.restoring:
            return
        moved = True
        while moved:
            moved = drain(self.log, self.cursor, self._consume)
            self._collect()
            contributions = self._contributions()
            self._collect()  # e.g. a bid's secret is persisted before its commitment is sent
            for kind, body in contributions:
                self._emit(kind, body)
                moved = True
        if self.finished and not self.told_finished:
            # Our heads now hold every final ack: saying so at once lets the others stop
            # waiting for us (Runner stays until every peer holds all of our messages).
            self.told_finished = True
            self._beat()

    def _consume(self, msg: Envelope) -> Use:
        assert self.lobby is not None
        if msg.kind == "fork":
            self._check_fork(msg)
            return Use.DONE
        if msg.kind in ("late", "stop"):
            # Testimony for records; our own `stop`, reloaded after a restart, stops us again.
            if msg.kind == "stop" and msg.sender == self.key:
                self._stop(msg.body["text"])
            return Use.DONE
        if msg.kind in ("roster", "ready", "start"):
            use = self.lobby.consume(msg.sender, msg.kind, msg.body, msg.msg_id)
            if self.lobby.started and self.game is None:
                self._begin()
            return use
        if self.game is None:
            return Use.WAIT
        return self.game.consume(msg.sender, msg.kind, msg.body)

    def _begin(self) -> None:
        assert self.lobby is not None and self.lobby.roster and self.table
        self.game = Lockstep(
            self.table, self.lobby.roster, self.key, self.me.derive, self.contributed
        )
        self.game.bids.update(self.secrets)
        self.game.now = self.now
        if self.on_game is not None:
            self.on_game(self.game)

    def _check_fork(self, msg: Envelope) -> None:
        assert self.table is not None
        proof = ForkProof.check(msg.body["first"], msg.body["second"], self.table)
        if proof is not None:
            self._fork(proof.first, proof.second, proof.sender, proof.seq)
        else:
            self.out.append(
                Notice(f"ignored a bogus fork proof from {self._label(msg.sender)}", "warning")
            )

    def _contributions(self) -> list[tuple[str, dict[str, Any]]]:
        if self.stopped is not None:  # only what our record must prove: why we stopped
            return self.game.statements() if self.game is not None else []
        if self.game is not None:
            return self.game.contributions(self.driver)
        return self.lobby.contributions() if self.lobby else []

    def _collect(self) -> None:
        for part in (self.lobby, self.game):
            if part is not None and part.effects:
                for effect in part.effects:
                    if isinstance(effect, Stopped):
                        self.stopped = self.stopped or effect.reason
                self.out.extend(part.effects)
                part.effects = []

    def _stop(self, reason: str) -> None:
        if self.stopped is None:
            self.stopped = reason
            self.out.append(Stopped(reason))

    def _label(self, key: bytes) -> str:
        return self.roster.peer_label(key) if self.roster else identity.fingerprint(key)

    def _member_notice(self, text: str, event: str, key: bytes, level: str = "info") -> Notice:
        """A notice about a member, with what a window needs to word it itself."""
        member = self.roster.member(key) if self.roster else None
        return MemberNotice(text, level, event, key, member.name if member else "")

    def _flush(self) -> list[Effect]:
        self._collect()
        out, self.out = self.out, []
        return out

    # -- questions ---------------------------------------------------------------------

    @property
    def roster(self) -> Roster | None:
        """The table's latest seats (the host's own proposal included), once known."""
        return self.lobby.latest if self.lobby else None

    @property
    def finished(self) -> bool:
        """Whether the game ended with every ack in agreement."""
        return self.game is not None and self.game.finished

    def settled(self) -> bool:
        """Whether every other member has told us it holds all our messages."""
        roster = self.lobby.roster if self.lobby else None
        mine = len(self.log.chain(self.key).messages)
        return roster is not None and all(
            self.known_by.get(m.key, {}).get(self.key, 0) >= mine
            for m in roster.peers
            if m.key != self.key
        )


class RecordMismatch(ValueError):
    """A record file that cannot resume this peer."""
