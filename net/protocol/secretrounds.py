"""The commit rounds of simultaneous moves (docs/protocol.md, "Commit-reveal"): a part of
the lockstep that owns the open round and our secret moves.

A SIMULTANEOUS step is one commit round (net/protocol/commit.py's machine): every seat's driver
commits to its secret move, and once every commitment is in, each reveals it; the revealed
moves are applied in seat order as one step. A reveal that does not open its commitment,
or opens an illegal move, stops the table naming the seat; a seat that withholds its
reveal is named (our `late` statement), then the table is abandoned.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.api import SIMULTANEOUS, Action, Game
from net.protocol import commit
from net.protocol.commit import CommitRound, SecretMoves
from net.protocol.effects import Notice, Persist, SecretStatus
from net.protocol.machine import Later, Refused
from net.protocol.outbox import Outbox
from net.protocol.parts import NOTHING, Halt, Move, Result, View
from net.protocol.seated import Seated
from net.protocol.settings import Deadline
from net.protocol.stops import ABANDONED, CHEAT, ILLEGAL_SECRET

# (game, state, seat, step index) -> the seat's action, or None while a person still decides
Driver = Callable[[Game, Any, int, int], Action | None]


class SecretRounds:
    """Every commit round of one game, as seen by the peer `me`."""

    def __init__(self, at: Seated, deadline: Deadline) -> None:
        self.table, self.roster, self.deadline = at.table, at.roster, deadline
        self.ours = at.ours
        self.round: CommitRound | None = None  # the open one (None once applied)
        self.secrets = SecretMoves(at.table, at.derive)  # ours, per (round, seat)

    def reload(self, values: dict[tuple[int, int], list[Any]]) -> None:
        """Our secret moves read back from our record (a restart)."""
        self.secrets.values.update(values)

    def _open(self, at: View) -> CommitRound:
        if self.round is None or self.round.round != at.index:
            n = len(self.roster.seats)
            seats = tuple(s for s in range(n) if at.game.legal_actions(at.state, s))
            self.round = CommitRound(self.table, at.index, seats, self.deadline)
        return self.round

    # -- messages ------------------------------------------------------------------------

    def on_commit(self, sender: bytes, body: dict[str, Any], at: View) -> Result:
        r, seat = body["round"], body["seat"]
        if r > at.index or at.held:
            raise Later
        if r < at.index or at.player != SIMULTANEOUS:
            raise Refused(f"a commitment for round {r}, which is not open")
        if seat not in self.roster.seats_of(sender):
            raise Refused(f"a commitment for seat {seat}, which it does not drive")
        self._open(at).commit(seat, body["commitment"], at.now)
        return Result(effects=(SecretStatus(r, seat, "committed"),))

    def on_reveal(self, sender: bytes, body: dict[str, Any], at: View) -> Result:
        r, seat = body["round"], body["seat"]
        rnd = self.round
        if r > at.index or rnd is None or rnd.round != r or not rnd.all_committed:
            if r >= at.index:
                raise Later
            raise Refused(f"a late reveal {r}")
        if seat not in self.roster.seats_of(sender):
            raise Refused(f"a reveal for seat {seat}, which it does not drive")
        outputs = rnd.reveal(seat, body["value"], body["nonce"])
        if commit.STOP_CHEAT in outputs:
            who = self.roster.seat_label(seat)
            return Result(halt=Halt(f"{who} cheated in a secret move: {rnd.cheat}", CHEAT, (seat,)))
        status = (SecretStatus(r, seat, "revealed"),)
        if commit.APPLY not in outputs:
            return Result(effects=status)
        self.round = None
        moves = []
        for s in rnd.seats:  # revealed actions are applied in seat order, each checked
            action = tuple(rnd.values[s]) if isinstance(rnd.values[s], list) else ()
            text = f"{self.roster.seat_label(s)} revealed an illegal secret move {action}"
            moves.append(Move(action, s, Halt(text, ILLEGAL_SECRET, (s,))))
        return Result(effects=status, moves=tuple(moves), step=True)

    # -- contributing ----------------------------------------------------------------------

    def contribute(self, at: View, driver: Driver, out: Outbox) -> Result:
        """Our commitment for each of our seats in the round, then, once every seat's is in,
        our reveals. A secret move is persisted (a record line) before its commitment."""
        rnd = self._open(at)
        mine = [s for s in rnd.seats if s in self.ours]
        persist = []
        for seat in mine:
            key = (rnd.round, seat)
            if out.sent(("commit", *key)):
                continue
            if key not in self.secrets.values:
                action = driver(at.game, at.state, seat, at.index)
                if action is None:
                    continue
                persist.append(Persist(self.secrets.choose(*key, list(action))))
            out.put(("commit", *key), "commit", self.secrets.commit_body(*key))
        if rnd.all_committed:
            for seat in mine:
                key = (rnd.round, seat)
                out.put(("reveal", *key), "reveal", self.secrets.reveal_body(*key))
        return Result(effects=tuple(persist))

    # -- time ------------------------------------------------------------------------------

    def tick(self, now: float, out: Outbox) -> Result:
        """Name seats withholding their reveal (our `late`); abandon the table if they never
        reveal."""
        rnd = self.round
        if rnd is None:
            return NOTHING
        outputs = rnd.tick(now)
        withheld = list(rnd.withheld())
        who = ", ".join(self.roster.seat_label(s) for s in withheld)
        if commit.STOP_ABANDONED in outputs:
            text = f"abandoned: {who} never revealed the secret move"
            return Result(halt=Halt(text, ABANDONED, tuple(withheld)))
        if commit.NAME_LATE not in outputs:
            return NOTHING
        assert rnd.committed_at is not None
        out.say(("late", rnd.round), "late", {"round": rnd.round, "seats": withheld})
        late, wait = int(now - rnd.committed_at), int(rnd.deadline.abandon_after)
        text = (
            f"{who} withheld the reveal of a secret move for {late} s; the table waits "
            f"{wait} s more, then is abandoned"
        )
        return Result(effects=(Notice(text, "warning"),))
