"""What every part of `Lockstep` (net/hiddensteps.py, net/secretrounds.py) may use of it:
the attributes it keeps and the steps only it carries out. A part declares only what it
needs beyond these."""

from __future__ import annotations

from typing import Any

from core.api import Action, Game
from net.effects import Effect
from net.roster import Roster


class LockstepPart:
    """The lockstep as its parts see it (`Lockstep` has all of this)."""

    game: Game
    state: Any
    index: int
    roster: Roster
    dispute: Any
    now: float
    effects: list[Effect]
    stopped: str | None

    def _stop(self, reason: str, code: str, blame: list[Any]) -> None:
        raise NotImplementedError  # pragma: no cover - Lockstep's

    def _apply(self, action: Action) -> None:
        raise NotImplementedError  # pragma: no cover - Lockstep's

    def _step_done(self) -> None:
        raise NotImplementedError  # pragma: no cover - Lockstep's
