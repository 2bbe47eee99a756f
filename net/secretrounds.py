"""The lockstep's simultaneous rounds (docs/protocol.md, "Commit-reveal"): a part of `Lockstep`.

A SIMULTANEOUS step is one commit round (net/commit.py's machine): every seat's driver
commits to its secret move, and once every commitment is in, each reveals it; the revealed
moves are applied in seat order as one step. A reveal that does not open its commitment,
or opens an illegal move, stops the table naming the seat; a seat that withholds its
reveal is named, then the table is abandoned.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.api import SIMULTANEOUS, Action, Game
from net import commit
from net.commit import CommitRound, SecretMoves
from net.draws import Add
from net.effects import Notice, Persist, SecretStatus
from net.lockstepparts import LockstepPart
from net.machine import Later, Refused
from net.settings import Timing
from net.stops import ABANDONED, CHEAT, ILLEGAL_SECRET

# (game, state, seat, step index) -> the seat's action, or None while a person still decides
Driver = Callable[[Game, Any, int, int], Action | None]


class SecretRounds(LockstepPart):
    """The commit-round handlers of the lockstep (mixed into `Lockstep`, which has these)."""

    table: bytes
    me: bytes
    round: CommitRound | None
    secrets: SecretMoves
    contributed: set[tuple[Any, ...]]
    late: list[dict[str, Any]]
    timing: Timing

    def _on_commit(self, sender: bytes, body: dict[str, Any]) -> None:
        r, seat = body["round"], body["seat"]
        if r > self.index or self.dispute is not None:
            raise Later
        if r < self.index or self.game.current_player(self.state) != SIMULTANEOUS:
            raise Refused(f"a commitment for round {r}, which is not open")
        if seat not in self.roster.seats_of(sender):
            raise Refused(f"a commitment for seat {seat}, which it does not drive")
        self._open_round().commit(seat, body["commitment"], self.now)
        self.effects.append(SecretStatus(r, seat, "committed"))

    def _open_round(self) -> CommitRound:
        if self.round is None or self.round.round != self.index:
            n = len(self.roster.seats)
            seats = tuple(s for s in range(n) if self.game.legal_actions(self.state, s))
            self.round = CommitRound(self.table, self.index, seats, self.timing.secret_moves)
        return self.round

    def _on_reveal(self, sender: bytes, body: dict[str, Any]) -> None:
        r, seat = body["round"], body["seat"]
        rnd = self.round
        if r > self.index or rnd is None or rnd.round != r or not rnd.all_committed:
            if r >= self.index:
                raise Later
            raise Refused(f"a late reveal {r}")
        if seat not in self.roster.seats_of(sender):
            raise Refused(f"a reveal for seat {seat}, which it does not drive")
        outputs = rnd.reveal(seat, body["value"], body["nonce"])
        if commit.STOP_CHEAT in outputs:
            who = self.roster.seat_label(seat)
            self._stop(f"{who} cheated in a secret move: {rnd.cheat}", CHEAT, [seat])
            return
        self.effects.append(SecretStatus(r, seat, "revealed"))
        if commit.APPLY in outputs:
            for s in rnd.seats:  # revealed actions are applied in seat order
                action = tuple(rnd.values[s]) if isinstance(rnd.values[s], list) else ()
                if action not in self.game.legal_actions(self.state, s):
                    who = self.roster.seat_label(s)
                    text = f"{who} revealed an illegal secret move {action}"
                    self._stop(text, ILLEGAL_SECRET, [s])
                    return
                self._apply(action)
            self._step_done()

    # -- contributing ------------------------------------------------------------------

    def _secret_moves(self, driver: Driver, add: Add) -> None:
        """Our commitment for each of our seats in the round, then, once every seat's is in,
        our reveals. A secret move is persisted (a record line) before its commitment."""
        rnd = self._open_round()
        mine = [s for s in rnd.seats if s in self.roster.seats_of(self.me)]
        for seat in mine:
            key = (rnd.round, seat)
            if ("commit", *key) in self.contributed:
                continue
            if key not in self.secrets.values:
                action = driver(self.game, self.state, seat, self.index)
                if action is None:
                    continue
                self.effects.append(Persist(self.secrets.choose(*key, list(action))))
            add(("commit", *key), "commit", self.secrets.commit_body(*key))
        if rnd.all_committed:
            for seat in mine:
                key = (rnd.round, seat)
                add(("reveal", *key), "reveal", self.secrets.reveal_body(*key))

    # -- time --------------------------------------------------------------------------

    def _secret_tick(self, now: float) -> None:
        """Name seats withholding their reveal; abandon the table if they never do."""
        rnd = self.round
        if rnd is None or self.stopped:
            return
        outputs = rnd.tick(now)
        withheld = list(rnd.withheld())
        who = ", ".join(self.roster.seat_label(s) for s in withheld)
        if commit.STOP_ABANDONED in outputs:
            self._stop(f"abandoned: {who} never revealed the secret move", ABANDONED, withheld)
        elif commit.NAME_LATE in outputs:
            assert rnd.committed_at is not None
            self.late.append({"round": rnd.round, "seats": withheld})
            late, wait = int(now - rnd.committed_at), int(rnd.deadline.abandon_after)
            self.effects.append(
                Notice(
                    f"{who} withheld the reveal of a secret move for {late} s; the table waits "
                    f"{wait} s more, then is abandoned",
                    "warning",
                )
            )
