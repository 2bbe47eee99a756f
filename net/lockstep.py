"""The game in lockstep: turns signed messages into applied actions (docs/protocol.md).

Every peer runs this same interpreter over the same signed messages, so every peer applies
the same actions in the same order. Messages are consumed sender by sender, each sender's
in its log order; a message that cannot be used yet (an ack for an action not applied
here yet, a reveal before every commitment) waits at the head of its sender's queue.

A *step* is one action, one chance draw, or one whole simultaneous round (all bids); after
each step every peer acks the state hash it reached. A peer contributes to the next step
(its move, its commitment, its link) only once every ack of the current step arrived and
agreed: that is the lockstep. Unequal acks are a desync (see `_dispute`).
Pure: no I/O, no clock (the peer passes `now` in).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

from core import canonical, registry
from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action, Game, IllegalAction
from net import beacon, commit
from net.desync import DesyncCase, build_report
from net.effects import (
    Applied,
    Desynced,
    Effect,
    Finished,
    Notice,
    Persist,
    SecretStatus,
    Stopped,
)
from net.roster import Roster
from net.signedlog import SignedLog
from net.wire import Envelope

REVEAL_TIMEOUT = 30.0  # seconds after the last commitment before withholders are named
ABANDON_AFTER = 120.0  # further seconds of waiting before the table is abandoned
CHAIN_LENGTH = beacon.DEFAULT_LENGTH  # draws each of our beacon chains covers (tests: fewer)

# The `reason` codes of a `stop` message (docs/protocol.md, "Stopping"); `blame` holds seat
# numbers for the seat codes, peer keys for the peer codes, nothing for desyncs.
CHEAT, ILLEGAL_BID, ABANDONED = "cheat", "illegal_bid", "abandoned"  # seats
BEACON, FORK = "beacon", "fork"  # peers
DESYNC, UNADOPTABLE = "desync", "unadoptable"  # nobody provably

# (game, state, seat, step index) -> the seat's action, or None while a person still decides
Driver = Callable[[Game, Any, int, int], Action | None]


class Use(Enum):
    """What consuming a message did."""

    DONE = "done"  # used, or refused with a notice: move on to the sender's next message
    WAIT = "wait"  # not usable yet: stays at the head of its sender's queue


def drain(log: SignedLog, cursor: dict[bytes, int], use: Callable[[Envelope], Use]) -> bool:
    """Offer each sender's next messages, in its order, until every queue waits.

    `cursor` holds, per sender, how many of its messages were used. Whether any moved.
    """
    moved = False
    for sender in sorted(cursor):
        messages = log.chain(sender).messages
        while cursor[sender] < len(messages) and use(messages[cursor[sender]]) is Use.DONE:
            cursor[sender] += 1
            moved = True
    return moved


def _hash(state: Any) -> bytes:
    return bytes.fromhex(canonical.state_hash(state))


class Lockstep:
    """One game between the roster's peers, as seen by the peer `me`."""

    def __init__(
        self,
        table: bytes,
        roster: Roster,
        me: bytes,
        secret: Callable[[bytes], bytes],
        contributed: set[tuple[Any, ...]],
    ) -> None:
        self.table, self.roster, self.me, self.secret = table, roster, me, secret
        self.game = registry.get(roster.game)
        self.state = self.game.initial_state(roster.config)
        self.index = 0  # actions applied
        self.actions: list[Action] = []
        self.hashes: dict[int, bytes] = {0: _hash(self.state)}  # step boundaries only
        self.to_ack = [0]  # steps reached here whose ack we have not contributed yet
        self.acks: dict[int, dict[bytes, bytes]] = {}
        self.confirmed = -1  # the last step whose acks all arrived and agreed
        self.draws = 0
        self.chains: dict[bytes, beacon.Chains] = {}  # every member's, ours included
        self.my_chains: dict[int, beacon.HashChain] = {}  # our n-th chain's secret links
        self.links: dict[bytes, bytes] = {}
        self.round: commit.CommitRound | None = None
        self.committed_at: float | None = None
        self.named_withholders = False
        self.bids: dict[tuple[int, int], list[Any]] = {}  # (round, seat) -> our secret action
        self.disputes: dict[int, dict[bytes, dict[str, Any]]] = {}
        self.dispute: int | None = None
        self.rebuilt: tuple[int, Any] | None = None  # (k, the state rebuilt at k), kept
        self.contributed = contributed  # shared with the peer, which marks reloaded messages
        self.finished = False
        self.stopped: str | None = None
        # What our record must prove (docs/protocol.md, "late" and "stop"): logged by the peer.
        self.stop_body: dict[str, Any] | None = None
        self.late: list[dict[str, Any]] = []
        self.now = 0.0
        self.effects: list[Effect] = []
        self.tamper: Callable[[int, Any], Any] | None = None  # test/lab hook: corrupt a state

    # -- consuming messages ------------------------------------------------------------

    def consume(self, sender: bytes, kind: str, body: dict[str, Any]) -> Use:
        """Use one logged message of `sender`, or say it must wait."""
        handler = getattr(self, f"_on_{kind}", None)
        if handler is None:
            return self._refuse(sender, f"a {kind} message during the game")
        result: Use = handler(sender, body)
        return result

    def _refuse(self, sender: bytes, why: str) -> Use:
        self.effects.append(
            Notice(f"ignored from {self.roster.peer_label(sender)}: {why}", "warning")
        )
        return Use.DONE

    def _stop(self, reason: str, code: str, blame: list[Any]) -> None:
        """Stop for good: `code` and `blame` (seats, or peer keys) go into our `stop` message."""
        if self.stopped is None:
            self.stopped = reason
            self.stop_body = stop_body(self.index, code, blame, reason)
            self.effects.append(Stopped(reason))

    def _on_chain(self, sender: bytes, body: dict[str, Any]) -> Use:
        # A sender's n-th chain covers the draws after its earlier ones (see `_my_chain`).
        if self.roster.member(sender) is None:
            return self._refuse(sender, "a beacon chain from a peer not at the table")
        self.chains.setdefault(sender, beacon.Chains()).add(body["top"], body["length"])
        return Use.DONE

    def _on_ack(self, sender: bytes, body: dict[str, Any]) -> Use:
        k = body["index"]
        if k > self.index:
            return Use.WAIT
        if k not in self.hashes:
            return self._refuse(sender, f"an ack of {k}, which is not the end of a step")
        acks = self.acks.setdefault(k, {})
        if sender in acks:
            return self._refuse(sender, f"a second ack of step {k}")
        acks[sender] = body["hash"]
        if len(acks) == len(self.roster.peers) and k > self.confirmed:
            if set(acks.values()) == {self.hashes[k]}:
                self._confirm(k)
            elif self.dispute is None:
                self.dispute = k
        return Use.DONE

    def _confirm(self, k: int) -> None:
        self.confirmed = k
        if k == self.index and self.game.current_player(self.state) == TERMINAL:
            self.finished = True
            self.effects.append(Finished(self.hashes[k].hex(), self.state))

    def _on_action(self, sender: bytes, body: dict[str, Any]) -> Use:
        i, seat = body["index"], body["seat"]
        if i > self.index or self.dispute is not None:
            return Use.WAIT
        if i < self.index:
            return self._refuse(sender, f"a late or replayed move for step {i}")
        if self.game.current_player(self.state) != seat:
            return self._refuse(sender, f"a move for seat {seat}, whose turn it is not")
        if seat not in self.roster.seats_of(sender):
            return self._refuse(sender, f"a move for seat {seat}, which it does not drive")
        if body["base"] != self.hashes[i]:
            return self._refuse(sender, f"a move built on another state than step {i}'s")
        try:
            self._apply(_action(body["action"]))
        except IllegalAction as exc:
            return self._refuse(sender, f"an illegal move: {exc}")
        self._step_done()
        return Use.DONE

    def _on_commit(self, sender: bytes, body: dict[str, Any]) -> Use:
        r, seat = body["round"], body["seat"]
        if r > self.index or self.dispute is not None:
            return Use.WAIT
        if r < self.index or self.game.current_player(self.state) != SIMULTANEOUS:
            return self._refuse(sender, f"a commitment for round {r}, which is not open")
        if seat not in self.roster.seats_of(sender):
            return self._refuse(sender, f"a commitment for seat {seat}, which it does not drive")
        rnd = self._open_round()
        try:
            rnd.commit(seat, body["commitment"])
        except commit.CommitError as exc:
            return self._refuse(sender, str(exc))
        self.effects.append(SecretStatus(r, seat, "committed"))
        if rnd.all_committed and self.committed_at is None:
            self.committed_at = self.now
        return Use.DONE

    def _open_round(self) -> commit.CommitRound:
        if self.round is None or self.round.round != self.index:
            n = len(self.roster.seats)
            seats = tuple(s for s in range(n) if self.game.legal_actions(self.state, s))
            self.round = commit.CommitRound(self.table, self.index, seats)
            self.committed_at, self.named_withholders = None, False
        return self.round

    def _on_reveal(self, sender: bytes, body: dict[str, Any]) -> Use:
        r, seat = body["round"], body["seat"]
        rnd = self.round
        if r > self.index or rnd is None or rnd.round != r or not rnd.all_committed:
            return Use.WAIT if r >= self.index else self._refuse(sender, f"a late reveal {r}")
        if seat not in self.roster.seats_of(sender):
            return self._refuse(sender, f"a reveal for seat {seat}, which it does not drive")
        try:
            rnd.reveal(seat, body["value"], body["nonce"])
        except commit.CommitError as exc:
            self._stop(f"{self.roster.seat_label(seat)} cheated in the bid: {exc}", CHEAT, [seat])
            return Use.DONE
        self.effects.append(SecretStatus(r, seat, "revealed"))
        if rnd.complete:
            for s in rnd.seats:  # revealed actions are applied in seat order
                action = tuple(rnd.values[s]) if isinstance(rnd.values[s], list) else ()
                if action not in self.game.legal_actions(self.state, s):
                    who = self.roster.seat_label(s)
                    self._stop(f"{who} revealed an illegal bid {action}", ILLEGAL_BID, [s])
                    return Use.DONE
                self._apply(action)
            self._step_done()
        return Use.DONE

    def _on_link(self, sender: bytes, body: dict[str, Any]) -> Use:
        d = body["draw"]
        if d < self.draws:
            return self._refuse(sender, f"a late link for draw {d}")
        if self.roster.member(sender) is None:
            return self._refuse(sender, f"a link for draw {d} from a peer not at the table")
        at_chance = self.game.current_player(self.state) == CHANCE
        if d > self.draws or not at_chance or self.dispute is not None:
            return Use.WAIT
        if sender in self.links:
            return self._refuse(sender, f"a second link for draw {d}")
        try:
            # The sender's chains come before its links in its own order: a link that no
            # chain covers now never will be.
            self.chains.setdefault(sender, beacon.Chains()).accept(d, body["link"])
        except beacon.BeaconError as exc:
            who = self.roster.peer_label(sender)
            self._stop(f"{who} broke its beacon chain: {exc}", BEACON, [sender])
            return Use.DONE
        self.links[sender] = body["link"]
        if len(self.links) == len(self.roster.peers):
            mixed = beacon.beacon(self.table, d, self.links)
            outcome = beacon.pick(mixed, self.game.chance_outcomes(self.state))
            self.links, self.draws = {}, self.draws + 1
            self._apply(outcome)
            self._step_done()
        return Use.DONE

    def _on_desync(self, sender: bytes, body: dict[str, Any]) -> Use:
        k = body["index"]
        if self.dispute != k:
            return Use.WAIT if k >= self.index else self._refuse(sender, f"a stale desync {k}")
        case = self.disputes.setdefault(k, {})
        if sender in case:
            return self._refuse(sender, f"a second desync report for step {k}")
        case[sender] = body
        if len(case) == len(self.roster.peers):
            self._resolve(k, case)
        return Use.DONE

    # -- applying ----------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        before = self.state
        self.state = self.game.apply_action(before, action)  # IllegalAction leaves us as we were
        self.actions.append(action)
        self.index += 1
        if self.tamper is not None:
            self.state = self.tamper(self.index, self.state)
        self.effects.append(Applied(self.index - 1, action, before, self.state))

    def _step_done(self) -> None:
        self.hashes[self.index] = _hash(self.state)
        self.to_ack.append(self.index)
        self.round = None

    def rebuild(self, upto: int) -> Any:
        """The state after the first `upto` actions, recomputed from the initial state."""
        if self.rebuilt is None or self.rebuilt[0] != upto:
            state = self.game.initial_state(self.roster.config)
            for action in self.actions[:upto]:
                state = self.game.apply_action(state, action)
            self.rebuilt = (upto, state)  # a desync needs it twice: for its message, then here
        return self.rebuilt[1]

    def _resolve(self, k: int, case: dict[bytes, dict[str, Any]]) -> None:
        """Settle a desync at step k from every peer's `desync` message (same at every peer)."""
        acks = self.acks[k]
        dispute = DesyncCase(k, self.roster, acks, case)
        report = build_report(dispute)
        # A record's verifier is an observer with no message of its own in the case.
        mine = case[self.me]["state"] if self.me in case else canonical.encode(self.state)
        self.effects.append(Desynced(report, mine))
        target = dispute.truth()
        if target is None:
            self._stop(f"desync at action {k} with no majority: the table stopped", DESYNC, [])
            return
        if self.hashes[k] != target:
            rebuilt = self.rebuild(k)
            if _hash(rebuilt) == target:
                self.state = rebuilt
            else:
                adopted = dispute.adopt(target)
                if adopted is None:
                    text = f"desync at action {k}: no readable majority state to adopt"
                    self._stop(text, UNADOPTABLE, [])
                    return
                self.state = adopted
            self.hashes[k] = target
        self.dispute = None
        self._confirm(k)

    # -- contributing ------------------------------------------------------------------

    def contributions(self, driver: Driver) -> list[tuple[str, dict[str, Any]]]:
        """Our messages for the current step, each once (see `contribution_key`)."""
        out = self.statements()
        if self.stopped is not None:
            return out

        def add(key: tuple[Any, ...], kind: str, body: dict[str, Any]) -> None:
            if key not in self.contributed:
                self.contributed.add(key)
                out.append((kind, body))

        self._renew(add)
        for k in self.to_ack:
            add(("ack", k), "ack", {"index": k, "hash": self.hashes[k]})
        self.to_ack.clear()
        if self.dispute is not None:
            k = self.dispute
            if ("desync", k) not in self.contributed:
                state = self.state if self.index == k else self.rebuild(k)
                body = {
                    "index": k,
                    "hash": self.hashes[k],
                    "state": canonical.encode(state),
                    "rebuilt": _hash(self.rebuild(k)),
                }
                add(("desync", k), "desync", body)
            return out
        if self.confirmed != self.index or self.finished:
            return out
        player = self.game.current_player(self.state)
        if player == CHANCE:
            self._link(add)
        elif player == SIMULTANEOUS:
            self._bid(driver, add)
        elif player != TERMINAL and player in self.roster.seats_of(self.me):
            action = driver(self.game, self.state, player, self.index)
            if action is not None:
                body = {"index": self.index, "seat": player, "action": list(action)}
                add(("action", self.index), "action", {**body, "base": self.hashes[self.index]})
        return out

    def statements(self) -> list[tuple[str, dict[str, Any]]]:
        """Our `late` and `stop` messages not logged yet (each once; also once stopped)."""
        out: list[tuple[str, dict[str, Any]]] = []
        for body in self.late:
            if ("late", body["round"]) not in self.contributed:
                self.contributed.add(("late", body["round"]))
                out.append(("late", body))
        self.late = []
        if self.stop_body is not None and ("stop",) not in self.contributed:
            self.contributed.add(("stop",))
            out.append(("stop", self.stop_body))
        return out

    def _my_chain(self, n: int, length: int) -> beacon.HashChain:
        """Our n-th beacon chain: its seed is derived, so it is the same after a restart."""
        if n not in self.my_chains:
            label = b"chain" + self.table + (n.to_bytes(4, "big") if n else b"")
            self.my_chains[n] = beacon.HashChain.create(length, seed=self.secret(label))
        return self.my_chains[n]

    def _renew(self, add: Callable[..., None]) -> None:
        """Our first chain at the start; our next one once we sent the last link ours cover
        (so it is committed before anyone reveals a link of the draws it covers)."""
        mine = self.chains.get(self.me)
        if mine is None or not mine.views:
            n = 0
        elif ("link", mine.covered - 1) in self.contributed:
            n = len(mine.views)
        else:
            return
        chain = self._my_chain(n, CHAIN_LENGTH)
        add(("chain", chain.top), "chain", {"top": chain.top, "length": chain.length})

    def _link(self, add: Callable[..., None]) -> None:
        """Our link for the current draw, once every member's chain covering it is here: a
        peer that could commit a chain after seeing others' links could choose its seed."""
        d = self.draws
        every = [self.chains.get(m.key) for m in self.roster.peers]
        if not all(c is not None and c.covering(d) is not None for c in every):
            return
        mine = self.chains[self.me]
        n = mine.covering(d)
        assert n is not None
        view = mine.views[n]
        link = self._my_chain(n, view.length).link(d - view.first)
        add(("link", d), "link", {"draw": d, "link": link})

    def _bid(self, driver: Driver, add: Callable[..., None]) -> None:
        rnd = self._open_round()
        mine = [s for s in rnd.seats if s in self.roster.seats_of(self.me)]
        for seat in mine:
            key = (rnd.round, seat)
            if key not in self.bids and ("commit", rnd.round, seat) not in self.contributed:
                action = driver(self.game, self.state, seat, self.index)
                if action is None:
                    continue
                self.bids[key] = list(action)
                # The nonce too: a record's verifier cannot derive it (docs/records.md).
                secret = {"round": key[0], "seat": seat, "value": list(action)}
                secret["nonce"] = self.nonce(*key).hex()
                self.effects.append(Persist({"secret": secret}))
            if key in self.bids:
                digest = commit.commitment(
                    self.table, seat, rnd.round, self.bids[key], self.nonce(*key)
                )
                body = {"round": rnd.round, "seat": seat, "commitment": digest}
                add(("commit", rnd.round, seat), "commit", body)
        if rnd.all_committed:
            for seat in mine:
                key = (rnd.round, seat)
                body = {
                    "round": key[0],
                    "seat": seat,
                    "value": self.bids[key],
                    "nonce": self.nonce(*key),
                }
                add(("reveal", key[0], seat), "reveal", body)

    def nonce(self, round_: int, seat: int) -> bytes:
        """Our commitment nonce for (round, seat): secret, and the same after a restart."""
        label = b"nonce" + self.table + round_.to_bytes(4, "big") + seat.to_bytes(2, "big")
        return self.secret(label)

    # -- time --------------------------------------------------------------------------

    def tick(self, now: float) -> None:
        """Name seats withholding their reveal; abandon the table if they never do."""
        self.now = now
        rnd = self.round
        if rnd is None or self.committed_at is None or rnd.complete or self.stopped:
            return
        late = now - self.committed_at
        withheld = list(rnd.withheld())
        who = ", ".join(self.roster.seat_label(s) for s in withheld)
        if late > REVEAL_TIMEOUT + ABANDON_AFTER:
            self._stop(f"abandoned: {who} never revealed the bid", ABANDONED, withheld)
        elif late > REVEAL_TIMEOUT and not self.named_withholders:
            self.named_withholders = True
            self.late.append({"round": rnd.round, "seats": withheld})
            wait = int(ABANDON_AFTER)
            self.effects.append(
                Notice(
                    f"{who} withheld the bid reveal for {int(late)} s; the table waits "
                    f"{wait} s more, then is abandoned",
                    "warning",
                )
            )


def stop_body(index: int, reason: str, blame: list[Any], text: str) -> dict[str, Any]:
    """The body of our `stop` message: after `index` actions, why (a code), whom, the words."""
    return {"index": index, "reason": reason, "blame": blame, "text": text}


def contribution_key(kind: str, body: dict[str, Any]) -> tuple[Any, ...] | None:
    """What one of our messages contributes, so that it is never contributed twice."""
    if kind == "chain":
        return ("chain", body["top"])  # our n-th chain's top follows from n: one key each
    if kind in ("ack", "action", "desync"):
        return (kind, body["index"])
    if kind in ("commit", "reveal"):
        return (kind, body["round"], body["seat"])
    if kind == "link":
        return ("link", body["draw"])
    if kind == "late":
        return ("late", body["round"])
    if kind == "stop":
        return ("stop",)
    if kind in ("ready", "start"):
        return (kind, body["roster"])
    return None


def _action(raw: Any) -> Action:
    if not isinstance(raw, list) or not all(type(x) in (int, str) for x in raw):
        raise IllegalAction(f"{raw!r} is not an action")
    return tuple(raw)
