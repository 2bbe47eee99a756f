"""One peer at a table: wire, signed log, lobby and game (docs/protocol.md).

`Peer` is a pure state machine: `connected`, `receive`, `disconnected` and `tick` take the
time and return effects (net/protocol/effects.py); the driver owns the sockets and the
record file (net/runner.py). Connections are anonymous pipes: every logged message is
signed, so it does not matter which connection brought it. A `hello` names who is at the
other end (for dialing and liveness only). The peer composes its parts, each owning its
state: its connections (net/protocol/links.py `Links`: greeting, dialling with
net/protocol/dialing.py, liveness with net/protocol/liveness.py, catch-up from the signed
log with net/protocol/sync.py), the outbox of what we send (net/protocol/outbox.py), the
lobby (net/protocol/lobby.py) and the game (net/protocol/lockstep.py).
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Iterable
from typing import Any

from core import registry
from core.api import Game
from net.protocol import netrecord, signing
from net.protocol.effects import Close, Effect, MemberNotice, Notice, Persist, Send, Stopped
from net.protocol.kinds import EPHEMERAL, LOBBY, PROOF_OF_FORK, TESTIMONY, key_of, layer
from net.protocol.links import Admit, Adopt, Ask, Here, Left, Links, Quit
from net.protocol.lobby import Lobby
from net.protocol.lockstep import Driver, Lockstep
from net.protocol.machine import Use, drain
from net.protocol.outbox import Outbox, Outgoing
from net.protocol.recordformat import FORMAT
from net.protocol.roster import Roster, RosterError
from net.protocol.settings import DEFAULT, Timing
from net.protocol.signedlog import ForkProof, SignedLog, Verdict
from net.protocol.signing import Signer
from net.protocol.stops import FORK, stop_body
from net.protocol.wire import Envelope, WireError, WrongVersion, open_envelope, own_envelope, seal

__all__ = ["Peer", "RecordMismatch"]


class Peer:
    """This peer's whole view of one table."""

    def __init__(
        self,
        me: Signer,
        address: str,
        driver: Driver,
        auto_ready: bool = True,
        *,
        timing: Timing = DEFAULT,
        rules: Callable[[str], Game] = registry.get,
        outgoing: Outgoing | None = None,
    ) -> None:
        self.me, self.address, self.driver = me, address, driver
        self.timing = timing  # every deadline and timeout (net/protocol/settings.py)
        # Given by the owner, used as given: the rules of a game by its key (the registry's,
        # or a wrapper), and a filter on our game messages before they are signed (the
        # outbox's, which sends each of our messages once).
        self.rules = rules
        self.outbox = Outbox(outgoing)
        self.auto_ready = auto_ready  # False: a person says `ready()` for each full roster
        self.key = me.public_key
        self.table: bytes | None = None
        self.host: bytes | None = None
        self.log = SignedLog()
        self.cursor: dict[bytes, int] = {}
        self.secrets: dict[tuple[int, int], list[Any]] = {}  # our secret moves, reloaded
        self.lobby: Lobby | None = None
        self.game: Lockstep | None = None
        self._members_of: tuple[Roster | None, bytes | None, set[bytes]] | None = None
        self.links = Links(me, address, self.log, timing, lambda effect: self.out.append(effect))
        self.stopped: str | None = None
        self.restoring = False
        self.told_finished = False
        self.now = 0.0
        self.out: list[Effect] = []

    # -- creating ----------------------------------------------------------------------

    @classmethod
    def host_table(
        cls,
        me: Signer,
        address: str,
        driver: Driver,
        roster: Roster,
        table: bytes,
        auto_ready: bool = True,
        **given: Any,
    ) -> Peer:
        """A new table hosted by `me`, with `roster` (from roster.new_table); `given`: the
        keyword arguments of `Peer` (timing, rules, outgoing)."""
        peer = cls(me, address, driver, auto_ready, **given)
        peer._adopt_table(table, peer.key)
        assert peer.lobby is not None
        peer._emit(*peer.lobby.propose(roster))
        return peer

    @classmethod
    def joining(
        cls,
        me: Signer,
        address: str,
        driver: Driver,
        host_address: str,
        expect_host: str | None = None,
        auto_ready: bool = True,
        **given: Any,
    ) -> Peer:
        """A peer that will join the table listening at `host_address` (`given` as for
        `host_table`)."""
        peer = cls(me, address, driver, auto_ready, **given)
        peer.links.rejoin(host_address, expect_host)
        return peer

    def _adopt_table(self, table: bytes, host: bytes) -> None:
        self.table, self.host = table, host
        self.links.adopted()
        self.lobby = Lobby(host, self.key, self.outbox, self.auto_ready)
        if not self.restoring:
            header = {
                "format": FORMAT,
                "version": netrecord.VERSION,
                "table": table.hex(),
                "host": host.hex(),
                "me": self.key.hex(),
                "address": self.address,
                "join": self.join_address or "",
            }
            self.out.append(Persist(header))

    # -- inputs ------------------------------------------------------------------------

    @property
    def join_address(self) -> str | None:
        """The address we join by (before a roster says where the host listens), if any."""
        return self.links.join_address

    def _here(self) -> Here:
        """The table as our links may read it."""
        started = self.lobby is not None and self.lobby.started
        return Here(self.table, self.host, self.roster, self._members(), self.stopped,
                    self.finished, self.lobby is not None and not started, self._label,
                    self._member_notice)  # fmt: skip

    def connected(
        self, conn: int, now: float, address: str = "", dialed: bool = False
    ) -> list[Effect]:
        """A connection opened (`dialed` by us, else accepted from `address`)."""
        self.now = now
        self.links.clock(now)
        self.links.connected(conn, address, dialed, self._here())
        return self._flush()

    def dial_failed(self, address: str, now: float, why: str) -> list[Effect]:
        """Dialing `address` failed (`why`: refused, timed out...); the peer redials on its own."""
        self.now = now
        self.links.clock(now)
        self.links.dial_failed(address, why, self._here())
        return self._flush()

    def disconnected(self, conn: int, now: float) -> list[Effect]:
        """A connection closed."""
        self.now = now
        self.links.clock(now)
        self.links.disconnected(conn, self._here())
        return self._flush()

    def settled(self) -> bool:
        """Whether every other member has told us it holds every message we hold."""
        return self.links.settled(self.lobby.roster if self.lobby else None)

    def _on_ephemeral(self, conn: int, env: Envelope) -> None:
        if self.table is None:
            first = self.links.first_contact(env)
            if isinstance(first, Quit):
                self._stop(first.reason)
            if not isinstance(first, Adopt):
                self.links.refused(conn, "the first message must be the host's hello")
                return
            self._adopt_table(first.table, first.host)
        self._asks(self.links.on_ephemeral(conn, env, self._here()))

    def _asks(self, asks: list[Ask]) -> None:
        """Carry out what our links ask of the peer, in order."""
        roster = self.roster
        for ask in asks:
            if isinstance(ask, Admit):
                self._admit(ask.conn, ask.env)
            elif isinstance(ask, Quit) and ask.effect is not None:
                self.stopped = ask.reason
                self.out.append(ask.effect)
            elif isinstance(ask, Quit):
                self._stop(ask.reason)
            elif isinstance(ask, Left) and roster is not None and roster.member(ask.key):
                assert self.lobby is not None
                text = f"{self._label(ask.key)} left the table"  # while the roster lists them
                gone = self._member_notice(text, "left", ask.key)
                self._emit(*self.lobby.propose(roster.without_member(ask.key)))
                self.out.append(gone)
                roster = self.lobby.latest

    def start(self, now: float) -> list[Effect]:
        """Begin: dial the host (joining) and run the first tick."""
        return self.tick(now)

    def receive(self, conn: int, data: bytes, now: float) -> list[Effect]:
        """One frame's envelope from a connection."""
        self.now = now
        self.links.clock(now)
        self.links.conn(conn)  # its state, even for a frame refused below
        try:
            # A copy of a message we hold (a relay, a catch-up) is not checked again: the
            # very same bytes already passed every check (issue 19).
            env = self.log.known(bytes(data)) or open_envelope(data, self.table)
        except WrongVersion as exc:
            if self.links.joining_by(conn, self._here()):
                self._stop(
                    f"the host at {self.join_address} speaks another version of the "
                    f"protocol ({exc}): this client cannot join it"
                )
            else:
                self.links.refused(conn, str(exc))
            return self._flush()
        except WireError as exc:
            self.links.refused(conn, str(exc))
            return self._flush()
        if env.kind in EPHEMERAL:
            self._on_ephemeral(conn, env)
        elif self.table is None:
            self.links.refused(conn, "a logged message before any greeting")
        else:
            self._offer(conn, env)
        self._pump()
        return self._flush()

    def tick(self, now: float) -> list[Effect]:
        """Time passes: heartbeats, liveness, dialing, deadlines."""
        self.now = now
        self.links.clock(now)
        if self.table is not None:
            self.links.heartbeat(self.table)
        self._asks(self.links.watch(self._here()))
        self._asks(self.links.deadlines(self._here()))
        self.links.dial(self._here())
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
        if self.game is not None:  # the window and bots re-learn every seat's knowledge
            self.game.learned_all()
        return self._flush()

    def _reload(self, n: int, line: dict[str, Any]) -> None:
        if n == 1:
            if line.get("me") != self.key.hex():
                raise RecordMismatch("this record belongs to another player's key")
            self.links.rejoin(line.get("join") or None)  # until a roster is reloaded
            self._adopt_table(bytes.fromhex(line["table"]), bytes.fromhex(line["host"]))
        elif "m" in line:
            assert self.table is not None
            self._offer(None, open_envelope(base64.b64decode(line["m"]), self.table))
        elif "secret" in line:
            s = line["secret"]
            self.secrets[(s["round"], s["seat"])] = s["value"]

    # -- envelopes ---------------------------------------------------------------------

    def _members(self) -> set[bytes]:
        roster, host = self.roster, self.host
        known = self._members_of
        if known is None or known[0] is not roster or known[1] != host:
            keys = {m.key for m in roster.peers} if roster else set()
            known = self._members_of = (roster, host, keys | ({host} if host else set()))
        return known[2]  # asked at every message: made again only for a new roster

    def _offer(self, conn: int | None, env: Envelope) -> None:
        if not self.restoring and env.sender not in self._members():
            self.out.append(
                Notice(
                    f"ignored a message from {signing.fingerprint(env.sender)}, "
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
            assert self.table is not None
            self.links.want(conn, env.sender, self.log.chain(env.sender).next_seq, self.table)
        for msg in accepted:
            if msg.kind == "desync" and msg.sender != self.key and not self.restoring:
                self.links.send_ours()  # the others need our ack of the disputed step now
            self.cursor.setdefault(msg.sender, 0)
            if not self.restoring:
                self.out.append(Persist({"m": base64.b64encode(msg.raw).decode()}))
            if msg.sender == self.key:
                key = key_of(msg.kind, msg.body)
                if key is not None:
                    self.outbox.mark(key)

    def _fork(self, first: bytes, second: bytes, sender: bytes, seq: int) -> None:
        if not self.outbox.sent(("fork", sender, seq)):
            self.outbox.mark(("fork", sender, seq))
            self._emit("fork", {"first": first, "second": second})
        reason = (
            f"{self._label(sender)} signed two different messages #{seq} "
            "(equivocation): the table stopped"
        )
        if self.stopped is None and not self.outbox.sent(("stop",)):
            self.outbox.mark(("stop",))
            index = self.game.index if self.game else 0
            self._emit("stop", stop_body(index, FORK, [sender], reason))
        self._stop(reason)

    def _emit(self, kind: str, body: dict[str, Any]) -> None:
        """Sign, log, persist (before sending: nothing is lost if we die now) and send."""
        assert self.table is not None
        chain = self.log.chain(self.key)
        raw = seal(self.me, self.table, chain.next_seq, chain.head, kind, body)
        self._offer(None, own_envelope(raw, self.table))  # our own: no need to verify it
        awaited = self.game.awaited() if kind == "ack" and self.game is not None else None
        self.links.send_ours(awaited)  # an ack one peer waits for: to it now, to others later

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
                who = f"{env.body['name']} ({signing.fingerprint(env.sender)})"
                self.out.append(
                    MemberNotice(f"{who} sat down", "info", "seated", env.sender, env.body["name"])
                )
        if reason is not None:
            assert self.table is not None
            refuse = self.links.ephemeral("refuse", {"reason": reason}, self.table)
            self.out.append(Send(refuse, conn))
            self.out.append(Close(conn, f"refused {env.body['name']}: {reason}"))

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
            self._collect()  # e.g. a secret move is persisted before its commitment is sent
            for kind, body in contributions:
                self._emit(kind, body)
                moved = True
        if self.finished and not self.told_finished:
            # Our heads now hold every final ack: saying so at once lets the others stop
            # waiting for us (Runner stays until every peer holds every message we hold).
            self.told_finished = True
            self.links.beat(self.table)

    def _consume(self, msg: Envelope) -> Use:
        """One logged message, to whoever its kind's layer says (net/protocol/kinds.py)."""
        assert self.lobby is not None
        where = layer(msg.kind)
        if where == PROOF_OF_FORK:
            self._check_fork(msg)
            return Use.DONE
        if where == TESTIMONY:
            # Testimony for records; our own `stop`, reloaded after a restart, stops us again.
            if msg.kind == "stop" and msg.sender == self.key:
                self._stop(msg.body["text"])
            return Use.DONE
        if where == LOBBY:
            use = self.lobby.consume(msg.sender, msg.kind, msg.body, msg.msg_id)
            if self.lobby.started and self.game is None:
                self._begin()
            return use
        if self.game is None:
            return Use.WAIT
        return self.game.consume(msg.sender, msg.kind, msg.body)  # GAME; others refused

    def _begin(self) -> None:
        assert self.lobby is not None and self.lobby.roster and self.table
        roster = self.lobby.roster
        self.game = Lockstep(
            self.table,
            roster,
            self.key,
            self.me.derive,
            self.outbox,
            self.timing,
            game=self.rules(roster.game),
        )
        self.game.reload_secrets(self.secrets)
        self.game.now = self.now
        bind = getattr(self.driver, "bind", None)
        if callable(bind):  # bots decide with their own seat's knowledge (client/seats.py)
            bind(self.game.knowledge)

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
        return self.roster.peer_label(key) if self.roster else signing.fingerprint(key)

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


class RecordMismatch(ValueError):
    """A record file that cannot resume this peer."""
