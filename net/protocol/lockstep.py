"""The game in lockstep: turns signed messages into applied actions (docs/protocol.md).

Every peer runs this same interpreter over the same signed messages, so every peer applies
the same actions in the same order. Messages are consumed sender by sender, each sender's
in its log order; a message that cannot be used yet (an ack for an action not applied
here yet, a reveal before every commitment) waits at the head of its sender's queue.

A *step* is one action, one chance draw, or one whole simultaneous round (every seat's
secret move); after each step every peer acks the state hash it reached. A peer
contributes to the next step (its move, its commitment, its link) only once every ack of
the current step arrived and agreed: that is the lockstep.

`Lockstep` alone holds the game state (the state, the actions applied, whether it stopped
or finished). It is composed of five parts, each owning its state and its machine
(docs/protocol.md, "State machines"): the acks (net/protocol/acks.py `Steps`), the beacon
draws (net/protocol/draws.py `Draws`), the desync disputes (net/protocol/dispute.py
`Disputes`), the commit rounds (net/protocol/secretrounds.py `SecretRounds`) and the reveal
nodes with the audit (net/protocol/hiddensteps.py `HiddenSteps`). `consume` routes each
logged kind to the handler the table of kinds names for it (net/protocol/kinds.py `route`),
which is given the message and a `View` of the game and returns a `Result`
(net/protocol/parts.py); the lockstep carries it out. What we send goes through one `Outbox`
(net/protocol/outbox.py), which sends each message once.
Pure: no I/O, no clock (the peer passes `now` in).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core import canonical, registry
from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action, Game, IllegalAction, Knowledge
from net.protocol import acks, kinds
from net.protocol.acks import Steps
from net.protocol.dispute import Disputes, state_hash
from net.protocol.draws import Draws
from net.protocol.effects import Applied, Effect, Finished, Notice, Stopped
from net.protocol.hiddensteps import HiddenSteps
from net.protocol.hiddentable import Hidden
from net.protocol.machine import Later, Refused, Use
from net.protocol.outbox import Outbox
from net.protocol.outbox import Outgoing as Outgoing  # re-exported: the peer's filter type
from net.protocol.parts import Halt, Result, View
from net.protocol.roster import Roster
from net.protocol.seated import Seated
from net.protocol.secretrounds import (
    Driver as Driver,  # the type of a peer's seat driver, re-exported
)
from net.protocol.secretrounds import SecretRounds
from net.protocol.settings import DEFAULT, Timing
from net.protocol.stops import stop_body


class Lockstep:
    """One game between the roster's peers, as seen by the peer `me`."""

    def __init__(
        self,
        table: bytes,
        roster: Roster,
        me: bytes,
        secret: Callable[[bytes], bytes],
        outbox: Outbox | None = None,
        timing: Timing = DEFAULT,
        *,
        game: Game | None = None,
    ) -> None:
        self.table, self.roster, self.me = table, roster, me
        # The rules applied: the roster's game as registered, unless the owner gives another.
        self.game: Game = game if game is not None else registry.get(roster.game)
        self.outbox = outbox if outbox is not None else Outbox()  # shared with the peer
        self.state = self.game.initial_state(roster.config)
        self.index = 0  # actions applied
        self.actions: list[Action] = []
        at = Seated(table, roster, me, secret)  # one value for every part below
        self.steps = Steps(len(at.members), state_hash(self.state))
        self.draws = Draws(at, self.outbox)
        self.disputes = Disputes(roster, me)
        self.rounds = SecretRounds(at, timing.secret_moves)
        self.reveals = HiddenSteps(at, timing.reveals, self.game)
        self.rebuilt: tuple[int, Any] | None = None  # (k, the state rebuilt at k), kept
        self.finished = False
        self.stopped: str | None = None
        # What our record must prove (docs/protocol.md, "stop"): read by the record verifier.
        self.stop_body: dict[str, Any] | None = None
        self.now = 0.0
        self.effects: list[Effect] = []
        # Logged kinds of the game -> their part's handler, as the table of kinds routes them.
        self.routes = kinds.routes(self)

    # -- what others read ------------------------------------------------------------------

    @property
    def hashes(self) -> dict[int, bytes]:
        """The state hash at each step boundary reached (the table's, once settled)."""
        return self.steps.hashes

    @property
    def secretive(self) -> bool:
        """Whether this table's game has secrets (core.hidden.uses_secrets)."""
        return self.reveals.secretive

    @property
    def hidden(self) -> Hidden:
        """The table's hidden information, read-only for observers (the lab's secret list)."""
        return self.reveals.table

    def knowledge(self, seat: int) -> Knowledge:
        """What `seat` (one this peer drives) has been told: handle -> value, read-only."""
        return self.reveals.knowledge(seat)

    def learned_all(self) -> None:
        """Every seat's whole knowledge (once after a resume)."""
        self.effects.extend(self.reveals.learned_all())

    def reload_secrets(self, values: dict[tuple[int, int], list[Any]]) -> None:
        """Our secret moves read back from our record (a restart)."""
        self.rounds.reload(values)

    def view(self) -> View:
        """The game as the parts see it now."""
        return View(self.game, self.state, self.index, self.disputes.held, self.now)

    # -- consuming messages ------------------------------------------------------------------

    def consume(self, sender: bytes, kind: str, body: dict[str, Any]) -> Use:
        """Use one logged message of `sender`, or say it must wait."""
        handler = self.routes.get(kind)
        if handler is None:
            return self._refuse(sender, f"a {kind} message during the game")
        try:
            result: Result = handler(sender, body, self.view())
        except Later:
            return Use.WAIT
        except Refused as exc:
            return self._refuse(sender, str(exc))
        self._carry_out(result)
        return Use.DONE

    def _carry_out(self, result: Result) -> None:
        """A part's result, in order: its effects, its moves (a step), its halt, the end."""
        self.effects.extend(result.effects)
        for move in result.moves:
            if move.seat is not None and move.action not in self.game.legal_actions(
                self.state, move.seat
            ):
                assert move.illegal is not None
                self._stop(move.illegal)
                return
            self._apply(move.action)
        if result.step:
            self._step_done()
        if result.halt is not None:
            self._stop(result.halt)
        if result.settle is not None:
            settle = result.settle
            if settle.take:
                self.state = settle.state
            self.steps.settled(settle.index, settle.target)
            self._confirmed(settle.index)
        if result.finished:
            self.finished = True
            self.effects.append(Finished(self.hashes[self.index].hex(), self.state))

    def _refuse(self, sender: bytes, why: str) -> Use:
        self.effects.append(
            Notice(f"ignored from {self.roster.peer_label(sender)}: {why}", "warning")
        )
        return Use.DONE

    def _stop(self, halt: Halt) -> None:
        """Stop for good; our `stop` message names the code and whom to blame."""
        if self.stopped is None:
            self.stopped = halt.reason
            self.stop_body = stop_body(self.index, halt.code, list(halt.blame), halt.reason)
            self.outbox.say(("stop",), "stop", self.stop_body)
            self.effects.append(Stopped(halt.reason))

    def on_ack(self, sender: bytes, body: dict[str, Any], at: View) -> Result:
        """An `ack` of a step's hash (net/protocol/acks.py): it may confirm the step or open a
        dispute."""
        k = body["index"]
        outputs = self.steps.ack(sender, k, body["hash"], self.index)
        if acks.CONFIRM in outputs:
            self._confirmed(k)
        if acks.DISPUTE in outputs:
            self.disputes.open(k, self.steps.acks_of(k))
        return Result()

    def _confirmed(self, k: int) -> None:
        if k == self.index and self.game.current_player(self.state) == TERMINAL:
            if self.reveals.secretive:  # finished only once the audit passes
                self.reveals.end(self.now)
                return
            self.finished = True
            self.effects.append(Finished(self.hashes[k].hex(), self.state))

    def on_action(self, sender: bytes, body: dict[str, Any], at: View) -> Result:
        """An `action` of the seat to move: applied, a step."""
        i, seat = body["index"], body["seat"]
        if i > self.index or at.held:
            raise Later
        if i < self.index:
            raise Refused(f"a late or replayed move for step {i}")
        if at.player != seat:
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
        return Result()

    def on_chain(self, sender: bytes, body: dict[str, Any], at: View) -> Result:
        """A member's next beacon `chain` (net/protocol/draws.py)."""
        self.draws.chain(sender, body["top"], body["length"])
        return Result()

    def on_desync(self, sender: bytes, body: dict[str, Any], at: View) -> Result:
        """A member's `desync` evidence for the disputed step (net/protocol/dispute.py)."""
        k = body["index"]
        ours = self.hashes.get(k, b"")
        return self.disputes.on_desync(sender, body, at, ours, lambda: self.rebuild(k))

    # -- applying ----------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        before = self.state
        self.state = self.game.apply_action(before, action)  # IllegalAction leaves us as we were
        self.actions.append(action)
        self.index += 1
        self.effects.append(Applied(self.index - 1, action, before, self.state))

    def _step_done(self) -> None:
        self.steps.reached(self.index, state_hash(self.state))

    def rebuild(self, upto: int) -> Any:
        """The state after the first `upto` actions, recomputed from the initial state."""
        if self.rebuilt is None or self.rebuilt[0] != upto:
            state = self.game.initial_state(self.roster.config)
            for action in self.actions[:upto]:
                state = self.game.apply_action(state, action)
            self.rebuilt = (upto, state)  # a desync needs it twice: for its message, then here
        return self.rebuilt[1]

    # -- contributing ------------------------------------------------------------------------

    def awaited(self) -> bytes | None:
        """The one other peer the table waits for now (it drives the seat to move), or None
        when our ack should reach every peer at once: every peer contributes or must know (a
        chance draw, a simultaneous round, a reveal, the end, a dispute), or the seat to move
        is ours (nobody waits for our ack; sent now, it is checked while we decide, not in
        front of our move). Our ack goes at once to that peer only; the others get it with
        our next message to them (docs/protocol.md, "Who gets an ack when")."""
        if self.disputes.held or self.stopped is not None:
            return None
        player = self.game.current_player(self.state)
        if player < 0:  # CHANCE, SIMULTANEOUS, REVEAL, TERMINAL
            return None
        peer = self.roster.seats[player].peer
        return None if peer == self.me else peer

    def contributions(self, driver: Driver) -> list[tuple[str, dict[str, Any]]]:
        """Our messages for the current step, each once (the outbox keeps what went out)."""
        out = self.outbox
        if self.stopped is not None:
            return out.take()  # only what our record must prove: why we stopped
        self.draws.renew()
        for k in self.steps.take_acks():
            out.put(("ack", k), "ack", {"index": k, "hash": self.hashes[k]})
        at = self.view()
        self.reveals.contribute(at, self.steps.confirmed == self.index, out)
        if self.disputes.current is not None:
            self._evidence(self.disputes.current.index)
            return out.take()
        if self.steps.confirmed != self.index or self.finished:
            return out.take()
        player = at.player
        if player == CHANCE:
            self.draws.our_link()
        elif player == SIMULTANEOUS:
            self.effects.extend(self.rounds.contribute(at, driver, out).effects)
        elif player != TERMINAL and player in self.roster.seats_of(self.me):
            action = driver(self.game, self.state, player, self.index)
            if action is not None:
                body = {"index": self.index, "seat": player, "action": list(action)}
                out.put(("action", self.index), "action", {**body, "base": self.hashes[self.index]})
        return out.take()

    def _evidence(self, k: int) -> None:
        """Our `desync` message for the disputed step k: our hash, state and rebuild there."""
        if not self.outbox.sent(("desync", k)):
            state = self.state if self.index == k else self.rebuild(k)
            body = {
                "index": k,
                "hash": self.hashes[k],
                "state": canonical.encode(state),
                "rebuilt": state_hash(self.rebuild(k)),
            }
            self.outbox.put(("desync", k), "desync", body)

    def statements(self) -> list[tuple[str, dict[str, Any]]]:
        """Our `late`, `withheld` and `stop` messages not logged yet (also once stopped)."""
        return self.outbox.take()

    # -- time --------------------------------------------------------------------------------

    def tick(self, now: float) -> None:
        """Name seats withholding their reveal; abandon the table if they never do."""
        self.now = now
        if self.stopped is None:
            self._carry_out(self.reveals.tick(now, self.index, self.outbox))
        if self.stopped is None:
            self._carry_out(self.rounds.tick(now, self.outbox))


def _action(raw: Any) -> Action:
    if not isinstance(raw, list) or not all(type(x) in (int, str) for x in raw):
        raise IllegalAction(f"{raw!r} is not an action")
    return tuple(raw)
