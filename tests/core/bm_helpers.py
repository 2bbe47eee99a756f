"""Bellum Magia test helpers: a table driving the real rules with a plain dealer whose
shuffles the test chooses (identity unless told), reveals performed as they come."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import core.games.bellum_magia as bm
from core import hidden
from core.api import CHANCE, REVEAL, Action
from core.dealer import PlainDealer
from core.games.bellum_magia import chests as bm_chests
from core.games.bellum_magia.data import KINDS, data
from core.games.bellum_magia.state import State, evolve, replace_at


def order(deck: str, first: Sequence[Any]) -> list[int]:
    """A permutation of `deck`'s sorted values putting `first` on top, the rest after."""
    values = _values(deck)
    picked: list[int] = []
    for v in first:
        picked.append(next(i for i, x in enumerate(values) if x == v and i not in picked))
    return picked + [i for i in range(len(values)) if i not in picked]


def _values(deck: str) -> list[Any]:
    d = data()
    decks = {
        "goblins": d.decks["goblin"], "farms": d.by_kind["farm"],
        "villages": d.by_kind["village"], "cities": d.by_kind["city"],
        "evil": d.decks["evil"], "super": d.decks["super"], **d.chests,
    }  # fmt: skip
    return sorted(decks[deck])


class Table:
    """A game of Bellum Magia with every reveal performed by a plain dealer."""

    def __init__(self, players: int = 3, tops: Mapping[str, Sequence[Any]] | None = None,
                 **config: Any) -> None:  # fmt: skip
        tops = dict(tops or {})
        self.dealer = PlainDealer(
            players, lambda deck, n: order(deck, tops.get(deck, ())) if deck in _KNOWN else range(n)
        )
        self.state: State = bm.initial_state({"players": players, **config})
        self.log: list[Action] = []

    @property
    def players(self) -> int:
        return self.state.players

    def knowledge(self, seat: int) -> Any:
        return self.dealer.knowledge(seat)

    def chests_known(self, seat: int) -> dict[Any, int]:
        """The chest values `seat` has been told (its knowledge, chests only)."""
        return {h: v for h, v in self.dealer.knowledge(seat).items() if h[0] in KINDS}

    def settle(self) -> State:
        """Perform pending reveals until a decision or chance node."""
        while bm.current_player(self.state) == REVEAL:
            self.apply(self.dealer.next_action(bm, self.state))
        return self.state

    def apply(self, action: Action) -> State:
        self.log.append(action)
        self.state = bm.apply_action(self.state, action)
        return self.state

    def act(self, *action: Any) -> State:
        """Apply an action, then every reveal that follows."""
        self.apply(tuple(action))
        return self.settle()

    def legal(self, seat: int | None = None) -> tuple[Action, ...]:
        return bm.legal_actions(self.state, seat)

    def obs(self, seat: int | None) -> dict[str, Any]:
        known = self.dealer.knowledge(seat) if seat is not None else None
        return bm.observation(self.state, seat, known)

    def set(self, **fields: Any) -> State:
        """Put the table in a position (resources, tokens...) the test needs."""
        self.state = evolve(self.state, **fields)
        return self.state

    def set_seat(self, field: str, seat: int, value: Any) -> State:
        return self.set(**{field: replace_at(getattr(self.state, field), seat, value)})

    def give(self, seat: int, kinds: Sequence[str]) -> list[Any]:
        """Chests drawn for `seat` as a real draw (revealed to it); their handles."""
        assert not self.state.secrets.pending
        before = set(self.state.chests[seat])
        changes = bm_chests.give(self.state, seat, list(kinds))
        secrets = changes.pop("secrets")
        while secrets.pending:  # performed here: the rules would go on after the last one
            secrets, _ = hidden.resolve(secrets, self.dealer.perform(secrets.pending[0]))
        self.state = evolve(self.state, secrets=secrets, **changes)
        return [h for h in self.state.chests[seat] if h not in before]

    def start(self, castles: Sequence[str] | None = None, sides: Sequence[tuple[str, str]] = (),
              captain: int = 0) -> State:  # fmt: skip
        """Through setup: castles K1, K2... (or `castles`), goblin sides (default all
        left), the first Captain; the first day's roll is then due."""
        castles = list(castles or sorted(data().castles)[: self.players])
        for k in castles:
            self.act("castle", k)
        for seat in range(self.players):
            a, b = sides[seat] if seat < len(sides) else ("left", "left")
            self.act("goblins", seat, a, b)
        self.act("captain", captain)
        return self.state

    def roll(self, face: int) -> State:
        assert bm.current_player(self.state) == CHANCE and self.state.phase == "roll"
        return self.act("die", face)

    def decline_all(self) -> State:
        """Decline every offer until the line is fixed."""
        while self.state.phase == "offers":
            self.act("decline")
        return self.state

    def pass_day(self) -> State:
        """Decline, pass and stop recruiting until the next day's roll (or the end)."""
        for _ in range(200):
            phase = self.state.phase
            if phase in ("roll", "over"):
                return self.state
            if phase == "offers":
                self.act("decline")
            elif phase == "attack":
                self.act("pass")
            elif phase == "recruit":
                self.act("done")
            else:
                raise AssertionError(f"pass_day in phase {phase}")
        raise AssertionError("no end of the day")

    def attack_phase(self, die: int) -> State:
        """Straight to the attacks of a day with line `die` (no gathering, no explorers),
        from the Captain."""
        return self.set(die=die, day=max(1, self.state.day), phase="attack",
                        seat=self.state.captain, done=0)  # fmt: skip

    def bare(self) -> State:
        """Every card taken from under the castles (only the castles' strips count)."""
        empty = ((),) * self.players
        return self.set(left=empty, right=empty)


_KNOWN = ("goblins", "farms", "villages", "cities", "evil", "super", "wood", "metal", "gold")
