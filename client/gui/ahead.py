"""Secret rounds in a row and decisions made ahead: a part of the table controller
(client/gui/controller.py, which has the attributes below).

A simultaneous round ends when every seat in it has acted: the lockstep applies its
actions together (net/protocol/secretrounds.py), one per seat that had a move when it opened. A seat
that has sent its secret is not asked again until then (`secrets`), and may act in the
next simultaneous round when one follows at once (It's a Wonderful Kingdom's Planning is a
sequence of them, one step of each seat per round).

A person may make several decisions at once (`act_ahead`): a game view that lets them build
a plan (a whole Planning, an offer turn of two cards) hands it over confirmed; the first is
sent now, each next one as soon as the seat may act again (its next round, its next turn
after a reveal), without asking the person (no curtain: it was decided). A step no longer
legal when its time comes drops the rest, and the person is asked again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from client.gui.i18n import Controller
from client.seatdriver import Plan
from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action


class Ahead:
    """The controller's rounds and plans (mixed into it; it has these)."""

    state: Any
    index: int
    over: bool
    pending: Any
    roster: Any
    secrets: dict[int, str]
    rounds: dict[int, int]  # seat -> the action index at which its secret round's actions end
    ahead: dict[int, list[Action]]  # seat -> its decisions still to send, in order
    flying: dict[int, int]  # seat -> the index its last sent decision of a plan waits for
    message: Any
    changed: Any

    def memo(self, state: Any) -> Any:
        raise NotImplementedError  # pragma: no cover - the controller's

    def acting(self) -> int | None:
        raise NotImplementedError  # pragma: no cover - the controller's

    def curtain(self, acting: int | None = None) -> int | None:
        raise NotImplementedError  # pragma: no cover - the controller's (eyes.py)

    def _send(self, plan: Plan) -> None:
        raise NotImplementedError  # pragma: no cover - the controller's

    def legal(self, seat: int) -> tuple[Action, ...]:
        raise NotImplementedError  # pragma: no cover - the controller's

    def notice(self, say: Callable[[], str], level: str) -> None:
        raise NotImplementedError  # pragma: no cover - the controller's

    def send_secret(self, seat: int, action: Action) -> None:
        """Send `seat`'s move of the simultaneous round open now, and note when the round's
        actions will all be applied: one per seat with a move in it."""
        memo = self.memo(self.state)
        seats = len(self.roster.seats) if self.roster is not None else 0
        self.rounds[seat] = self.index + sum(1 for s in range(seats) if memo.legal(s))
        self._send(Plan(seat, self.index, [action]))
        self.secrets[seat] = "deciding"

    def rounds_applied(self) -> None:
        """After an applied action: seats whose secret round is over may act again."""
        if self.memo(self.state).player != SIMULTANEOUS:
            self.secrets, self.rounds = {}, {}
            return
        for seat, end in list(self.rounds.items()):
            if self.index >= end:
                del self.rounds[seat]
                self.secrets.pop(seat, None)

    def act_ahead(self, actions: list[Action]) -> None:
        """The person to act's decisions, in order: the first now, the others as the seat
        may act again."""
        seat = self.acting()
        if seat is None or self.curtain(seat) is not None or not actions:
            self.notice(lambda: Controller.tr("It is not your move."), "warning")
            return
        self.ahead[seat] = [tuple(a) for a in actions]
        self.send_ahead()
        self.changed.emit()

    def deciding_ahead(self, seat: int) -> bool:
        """Whether the seat's plan is still being sent (the person is not asked)."""
        return seat in self.ahead or self.flying.get(seat, -1) >= self.index

    def send_ahead(self) -> None:
        """Send each plan's next decision whose seat may act now."""
        for seat in list(self.ahead):
            steps = self.ahead[seat]
            if not steps:
                del self.ahead[seat]
                continue
            if not self._may_act(seat):
                continue
            action = steps.pop(0)
            if not steps:
                del self.ahead[seat]
            if action not in self.legal(seat):  # it should not happen: ask the person again
                self.ahead.pop(seat, None)
                self.notice(
                    lambda: Controller.tr("The rest of your plan is not possible now."), "warning"
                )
                continue
            self.flying[seat] = self.index
            if self.memo(self.state).player == SIMULTANEOUS:
                self.send_secret(seat, action)
            else:
                self._send(Plan(seat, self.index, [action]))

    def _may_act(self, seat: int) -> bool:
        """Whether `seat` has a decision to make now (nothing of it is on its way)."""
        if self.over or self.pending is not None or self.flying.get(seat, -1) >= self.index:
            return False
        memo = self.memo(self.state)
        if memo.player in (CHANCE, TERMINAL):
            return False
        if memo.player == SIMULTANEOUS:
            return seat not in self.secrets and bool(memo.legal(seat))
        return bool(memo.player == seat)
