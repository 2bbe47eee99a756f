"""One moment of a table as the window draws it (`View`), and the core's answers about one
state, asked once (`Memo`, kept for a few states by `Memos`): client/gui/controller.py
builds them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from client.turn import PendingTurn
from core import hidden
from core.api import SIMULTANEOUS, Action, Game, Knowledge


@dataclass
class View:
    """Everything a widget draws, for one moment of the table."""

    obs: dict[str, Any]
    seat: int | None  # whose eyes: the local person to act, else our first seat
    acting: int | None  # the local person who may act now (None: someone else's move)
    legal: tuple[Action, ...]  # what `acting` may do now
    pending: PendingTurn | None
    names: list[str]
    away: set[int] = field(default_factory=set)  # seats whose peer is not responding
    current: int | None = None  # current_player() of the table's (not the private) state
    curtain: int | None = None  # a local person the device must pass to before `obs` is theirs

    @property
    def turn(self) -> Any:
        """Whose turn the table is on: a turn being made stays its maker's until it is
        confirmed and applied, even once its last action has passed the turn on in `obs`."""
        return self.pending.seat if self.pending is not None else self.current


class Memo:
    """The core's answers about one state, each computed once (the state is immutable) for
    each seat and knowledge: a knowledge is never changed, only replaced (`Learned`), so an
    answer is kept with the very knowledge object it was computed from."""

    def __init__(self, game: Game, state: Any) -> None:
        self.game, self.state = game, state
        self.player = game.current_player(state)
        self._legal: dict[tuple[int | None, int], tuple[Any, tuple[Action, ...]]] = {}
        self._obs: dict[tuple[int | None, int], tuple[Any, dict[str, Any]]] = {}

    def legal(
        self, seat: int | None = None, knowledge: Knowledge | None = None
    ) -> tuple[Action, ...]:
        """hidden.legal(state, seat, knowledge) (seat only matters in a simultaneous turn)."""
        who = seat if self.player == SIMULTANEOUS else None
        kept = self._legal.get((who, id(knowledge)))
        if kept is None or kept[0] is not knowledge:
            kept = (knowledge, hidden.legal(self.game, self.state, who, knowledge))
            self._legal[(who, id(knowledge))] = kept
        return kept[1]

    def observation(self, seat: int | None, knowledge: Knowledge | None = None) -> dict[str, Any]:
        """hidden.observe(state, seat, knowledge); shared: readers must not change it."""
        kept = self._obs.get((seat, id(knowledge)))
        if kept is None or kept[0] is not knowledge:
            kept = (knowledge, hidden.observe(self.game, self.state, seat, knowledge))
            self._obs[(seat, id(knowledge))] = kept
        return kept[1]


class Memos:
    """The memos of the last few states asked about (the table's, the one before, a turn's
    few), by identity: each memo keeps its state alive, so an id is never reused under it."""

    def __init__(self, game: Game, keep: int = 16) -> None:
        self.game, self.keep = game, keep
        self._by_id: dict[int, Memo] = {}

    def __call__(self, state: Any) -> Memo:
        """The memo of `state`, the newest last: the oldest goes first."""
        memo = self._by_id.pop(id(state), None)
        if memo is None or memo.state is not state:
            memo = Memo(self.game, state)
        self._by_id[id(state)] = memo
        while len(self._by_id) > self.keep:
            del self._by_id[next(iter(self._by_id))]
        return memo
