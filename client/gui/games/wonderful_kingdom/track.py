"""Production step by step: what each seat produced in each step of the round and who won
the supremacy, kept from the table's applied actions (no Qt). A step in which nobody had
anything to place passes inside one action: its amounts are counted from the state after it
with the rules' own count (no card is completed outside a window, so they are the same)."""

from __future__ import annotations

from typing import Any

from core.games.wonderful_kingdom import production
from core.games.wonderful_kingdom.modules import MODULES

STEPS = ("M", "P", "G", "E", "K")


def position(s: Any) -> tuple[int, int]:
    """(round, the last step begun: -1 before Production, 5 after it)."""
    if s.step in STEPS:
        return s.round, STEPS.index(s.step)
    return s.round, -1 if s.phase in ("setup", "choice", "planning") else 5


class Track:
    """Per round, per step: the amounts per seat and the supremacy's winner (-1: none)."""

    def __init__(self) -> None:
        self.rounds: dict[int, dict[str, tuple[list[int], int]]] = {}

    def applied(self, before: Any, after: Any) -> None:
        """Note the steps begun between two states (one applied action)."""
        if not getattr(after, "seats", None):
            return
        r0, i0 = position(before)
        r1, i1 = position(after)
        if r1 == r0 and i1 > i0 and i1 < len(STEPS):
            self._note(after, range(i0 + 1, i1), after)
            self.rounds.setdefault(r1, {})[STEPS[i1]] = (list(after.produced), after.supremacy)
        elif (r1 > r0 or i1 == 5) and 0 <= i0 < len(STEPS) - 1:
            self._note(before, range(i0 + 1, len(STEPS)), before)

    def _note(self, s: Any, steps: range, at: Any) -> None:
        table = self.rounds.setdefault(s.round, {})
        for i in steps:
            res = STEPS[i]
            amounts = [production.amount(at, p, res) for p in range(at.players)]
            if res == "K":
                winner = -1
            else:
                winner = MODULES[at.module].supremacy(
                    at, amounts, production.supremacy(at, amounts)
                )
            table.setdefault(res, (amounts, winner))

    def seen(self, obs: dict[str, Any]) -> dict[str, tuple[list[int], int]]:
        """The round's steps so far, with the one the observation shows."""
        table = dict(self.rounds.get(obs["round"], {}))
        if obs["step"] in STEPS:
            table[obs["step"]] = (list(obs["produced"]), obs["supremacy"])
        return table
