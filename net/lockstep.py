"""The game in lockstep: turns signed messages into applied actions (docs/protocol.md).

Every peer runs this same interpreter over the same signed messages, so every peer applies
the same actions in the same order. Messages are consumed sender by sender, each sender's
in its log order; a message that cannot be used yet (an ack for an action not applied
here yet, a reveal before every commitment) waits at the head of its sender's queue.

A *step* is one action, one chance draw, or one whole simultaneous round (every seat's
secret move); after each step every peer acks the state hash it reached. A peer
contributes to the next step (its move, its commitment, its link) only once every ack of
the current step arrived and agreed: that is the lockstep.

`Lockstep` is the coordinator. It owns the game state and composes five sub-protocols,
each a state machine with its own transition table (docs/protocol.md, "State machines"):
steps and acks (net/acks.py), commit rounds of secret moves (net/commit.py, driven by
net/secretrounds.py), beacon draws (net/draws.py), desync disputes (net/dispute.py) and
reveal nodes with the audit of hidden information (net/reveals.py, driven by
net/hiddensteps.py). `ROUTES` sends each
logged kind to its handler, which checks the message against the state, feeds the machine
and carries out its outputs (apply actions, confirm a step, stop the table). Pure: no
I/O, no clock (the peer passes `now` in).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from core import canonical, hidden, registry
from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action, Game, IllegalAction
from net import acks, dispute, draws
from net.acks import Steps
from net.commit import CommitRound, SecretMoves
from net.dispute import Dispute, state_hash
from net.draws import Add, Draws
from net.effects import Applied, Desynced, Effect, Finished, Notice, Stopped
from net.hiddensteps import HiddenSteps
from net.hiddentable import Hidden
from net.machine import Later, Refused, Use
from net.roster import Roster
from net.secretrounds import Driver as Driver  # the type of a peer's seat driver, re-exported
from net.secretrounds import SecretRounds
from net.settings import DEFAULT, Timing
from net.stops import BEACON, DESYNC, UNADOPTABLE, stop_body

# A filter on the messages we contribute to the game, given at construction: the body to
# sign and send (changed or not), or None to withhold it (asked again at the next pump).
Outgoing = Callable[[str, dict[str, Any]], dict[str, Any] | None]


class Lockstep(SecretRounds, HiddenSteps):
    """One game between the roster's peers, as seen by the peer `me`."""

    # Logged kinds of the game -> their handler. A new sub-protocol adds its kinds here.
    ROUTES: ClassVar[dict[str, str]] = {
        "ack": "_on_ack",
        "action": "_on_action",
        "commit": "_on_commit",
        "reveal": "_on_reveal",
        "chain": "_on_chain",
        "link": "_on_link",
        "desync": "_on_desync",
        "key": "_on_key",
        "shuffle": "_on_shuffle",
        "mix": "_on_mix",
        "request": "_on_request",
        "share": "_on_share",
        "remask": "_on_remask",
        "seed": "_on_seed",
    }

    def __init__(
        self,
        table: bytes,
        roster: Roster,
        me: bytes,
        secret: Callable[[bytes], bytes],
        contributed: set[tuple[Any, ...]],
        timing: Timing = DEFAULT,
        *,
        game: Game | None = None,
        outgoing: Outgoing | None = None,
    ) -> None:
        self.table, self.roster, self.me, self.secret = table, roster, me, secret
        self.timing = timing  # the deadlines of commit rounds and reveals (net/settings.py)
        # The rules applied: the roster's game as registered, unless the owner gives another.
        self.game: Game = game if game is not None else registry.get(roster.game)
        self.outgoing = outgoing
        self.state = self.game.initial_state(roster.config)
        self.index = 0  # actions applied
        self.actions: list[Action] = []
        members = [m.key for m in roster.peers]
        self.steps = Steps(len(members), state_hash(self.state))
        self.draws = Draws(table, members, me, secret, contributed)
        self.round: CommitRound | None = None
        self.secrets = SecretMoves(table, secret)  # ours, per (round, seat)
        self.disputes: dict[int, Dispute] = {}
        # Hidden information (net/hiddensteps.py): only at a table whose config has secrets.
        self.secretive = hidden.uses_secrets(self.game, roster.config)
        self.hidden = Hidden(table, roster, me, secret, contributed, timing.reveals)
        self.withheld: list[dict[str, Any]] = []  # our `withheld` statements, not logged yet
        self.dispute: Dispute | None = None  # the one being settled: play waits for it
        self.rebuilt: tuple[int, Any] | None = None  # (k, the state rebuilt at k), kept
        self.contributed = contributed  # shared with the peer, which marks reloaded messages
        self.finished = False
        self.stopped: str | None = None
        # What our record must prove (docs/protocol.md, "late" and "stop"): logged by the peer.
        self.stop_body: dict[str, Any] | None = None
        self.late: list[dict[str, Any]] = []
        self.now = 0.0
        self.effects: list[Effect] = []

    @property
    def hashes(self) -> dict[int, bytes]:
        """The state hash at each step boundary reached (the table's, once settled)."""
        return self.steps.hashes

    # -- consuming messages ------------------------------------------------------------

    def consume(self, sender: bytes, kind: str, body: dict[str, Any]) -> Use:
        """Use one logged message of `sender`, or say it must wait."""
        handler = self.ROUTES.get(kind)
        if handler is None:
            return self._refuse(sender, f"a {kind} message during the game")
        try:
            getattr(self, handler)(sender, body)
        except Later:
            return Use.WAIT
        except Refused as exc:
            return self._refuse(sender, str(exc))
        return Use.DONE

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

    def _on_ack(self, sender: bytes, body: dict[str, Any]) -> None:
        k = body["index"]
        outputs = self.steps.ack(sender, k, body["hash"], self.index)
        if acks.CONFIRM in outputs:
            self._confirmed(k)
        if acks.DISPUTE in outputs and self.dispute is None:
            self.dispute = self.disputes[k] = Dispute(k, self.roster, self.steps.acks[k])

    def _confirmed(self, k: int) -> None:
        if k == self.index and self.game.current_player(self.state) == TERMINAL:
            if self.secretive:  # finished only once the audit passes (net/hiddensteps.py)
                self._end_of_secrets()
                return
            self.finished = True
            self.effects.append(Finished(self.hashes[k].hex(), self.state))

    def _on_action(self, sender: bytes, body: dict[str, Any]) -> None:
        i, seat = body["index"], body["seat"]
        if i > self.index or self.dispute is not None:
            raise Later
        if i < self.index:
            raise Refused(f"a late or replayed move for step {i}")
        if self.game.current_player(self.state) != seat:
            raise Refused(f"a move for seat {seat}, whose turn it is not")
        if seat not in self.roster.seats_of(sender):
            raise Refused(f"a move for seat {seat}, which it does not drive")
        if body["base"] != self.hashes[i]:
            raise Refused(f"a move built on another state than step {i}'s")
        try:
            self._apply(_action(body["action"]))
        except IllegalAction as exc:
            raise Refused(f"an illegal move: {exc}") from None
        self._step_done()

    def _on_chain(self, sender: bytes, body: dict[str, Any]) -> None:
        self.draws.chain(sender, body["top"], body["length"])

    def _on_link(self, sender: bytes, body: dict[str, Any]) -> None:
        ready = self.game.current_player(self.state) == CHANCE and self.dispute is None
        outputs = self.draws.link(sender, body["draw"], body["link"], ready)
        if draws.STOP_BEACON in outputs:
            who = self.roster.peer_label(sender)
            self._stop(f"{who} broke its beacon chain: {self.draws.broken}", BEACON, [sender])
        elif draws.PICK in outputs:
            self._apply(self.draws.outcome(self.game.chance_outcomes(self.state)))
            self._step_done()

    def _on_desync(self, sender: bytes, body: dict[str, Any]) -> None:
        k, case = body["index"], self.dispute
        if case is None or case.index != k:
            if k >= self.index:
                raise Later
            raise Refused(f"a stale desync {k}")
        outputs = case.add(sender, body, self.hashes[k], lambda: self.rebuild(k))
        if dispute.REPORT in outputs:
            # A record's verifier is an observer with no message of its own in the case.
            ours = case.evidence.get(self.me)
            mine = ours["state"] if ours is not None else canonical.encode(self.state)
            self.effects.append(Desynced(case.report, mine))
        if dispute.STOP_DESYNC in outputs:
            self._stop(f"desync at action {k} with no majority: the table stopped", DESYNC, [])
        if dispute.STOP_UNADOPTABLE in outputs:
            text = f"desync at action {k}: no readable majority state to adopt"
            self._stop(text, UNADOPTABLE, [])
        if dispute.TAKE_STATE in outputs:
            self.state = case.state_to_take
        if dispute.SETTLE in outputs:
            self.steps.settled(k, case.target)
            self.dispute = None
            self._confirmed(k)

    # -- applying ----------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        before = self.state
        self.state = self.game.apply_action(before, action)  # IllegalAction leaves us as we were
        self.actions.append(action)
        self.index += 1
        self.effects.append(Applied(self.index - 1, action, before, self.state))

    def _step_done(self) -> None:
        self.steps.reached(self.index, state_hash(self.state))
        self.round = None

    def rebuild(self, upto: int) -> Any:
        """The state after the first `upto` actions, recomputed from the initial state."""
        if self.rebuilt is None or self.rebuilt[0] != upto:
            state = self.game.initial_state(self.roster.config)
            for action in self.actions[:upto]:
                state = self.game.apply_action(state, action)
            self.rebuilt = (upto, state)  # a desync needs it twice: for its message, then here
        return self.rebuilt[1]

    # -- contributing ------------------------------------------------------------------

    def awaited(self) -> bytes | None:
        """The one other peer the table waits for now (it drives the seat to move), or None
        when our ack should reach every peer at once: every peer contributes or must know (a
        chance draw, a simultaneous round, a reveal, the end, a dispute), or the seat to move
        is ours (nobody waits for our ack; sent now, it is checked while we decide, not in
        front of our move). Our ack goes at once to that peer only; the others get it with
        our next message to them (docs/protocol.md, "Who gets an ack when")."""
        if self.dispute is not None or self.stopped is not None:
            return None
        player = self.game.current_player(self.state)
        if player < 0:  # CHANCE, SIMULTANEOUS, REVEAL, TERMINAL
            return None
        peer = self.roster.seats[player].peer
        return None if peer == self.me else peer

    def contributions(self, driver: Driver) -> list[tuple[str, dict[str, Any]]]:
        """Our messages for the current step, each once (see `contribution_key`)."""
        out = self.statements()
        if self.stopped is not None:
            return out

        def add(key: tuple[Any, ...], kind: str, body: dict[str, Any]) -> None:
            if key in self.contributed:
                return
            sent = self.outgoing(kind, body) if self.outgoing is not None else body
            if sent is not None:  # a withheld message is not marked: it stays asked for
                self.contributed.add(key)
                out.append((kind, sent))

        self.draws.renew(add)
        for k in self.steps.to_ack:
            add(("ack", k), "ack", {"index": k, "hash": self.hashes[k]})
        self.steps.to_ack.clear()
        self._hidden_parts(add)
        if self.dispute is not None:
            self._evidence(self.dispute.index, add)
            return out
        if self.steps.confirmed != self.index or self.finished:
            return out
        player = self.game.current_player(self.state)
        if player == CHANCE:
            self.draws.our_link(add)
        elif player == SIMULTANEOUS:
            self._secret_moves(driver, add)
        elif player != TERMINAL and player in self.roster.seats_of(self.me):
            action = driver(self.game, self.state, player, self.index)
            if action is not None:
                body = {"index": self.index, "seat": player, "action": list(action)}
                add(("action", self.index), "action", {**body, "base": self.hashes[self.index]})
        return out

    def _evidence(self, k: int, add: Add) -> None:
        """Our `desync` message for the disputed step k: our hash, state and rebuild there."""
        if ("desync", k) not in self.contributed:
            state = self.state if self.index == k else self.rebuild(k)
            body = {
                "index": k,
                "hash": self.hashes[k],
                "state": canonical.encode(state),
                "rebuilt": state_hash(self.rebuild(k)),
            }
            add(("desync", k), "desync", body)

    def statements(self) -> list[tuple[str, dict[str, Any]]]:
        """Our `late` and `stop` messages not logged yet (each once; also once stopped)."""
        out: list[tuple[str, dict[str, Any]]] = []
        for body in self.late:
            if ("late", body["round"]) not in self.contributed:
                self.contributed.add(("late", body["round"]))
                out.append(("late", body))
        self.late = []
        for body in self.withheld:
            if ("withheld", body["index"]) not in self.contributed:
                self.contributed.add(("withheld", body["index"]))
                out.append(("withheld", body))
        self.withheld = []
        if self.stop_body is not None and ("stop",) not in self.contributed:
            self.contributed.add(("stop",))
            out.append(("stop", self.stop_body))
        return out

    # -- time --------------------------------------------------------------------------

    def tick(self, now: float) -> None:
        """Name seats withholding their reveal; abandon the table if they never do."""
        self.now = now
        self._hidden_tick(now)
        self._secret_tick(now)


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
    if kind in ("shuffle", "mix", "request", "remask"):
        return (kind, body["index"], body["request"])
    if kind == "share":
        return ("share", body["index"], body["request"], body["to"])
    if kind in ("key", "seed"):
        return (kind,)
    if kind == "withheld":
        return ("withheld", body["index"])
    if kind == "stop":
        return ("stop",)
    if kind in ("ready", "start"):
        return (kind, body["roster"])
    return None


def _action(raw: Any) -> Action:
    if not isinstance(raw, list) or not all(type(x) in (int, str) for x in raw):
        raise IllegalAction(f"{raw!r} is not an action")
    return tuple(raw)
