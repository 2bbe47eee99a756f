"""The plain in-memory dealer: fulfils reveal requests for local tables, tests and bots.

It plays the part the ElGamal decks play between peers (shared/design/HIDDEN-INFORMATION.md),
behind the same small interface (`Dealer`): `perform(request)` gives the request's
resolution action, `knowledge(seat)` what that seat has been told. It holds every value
in the clear, so it is for tables whose seats all sit in one trusted process (a local
game, a test, a bot match); the window shows each person only their own knowledge.

Pure like the rest of the core: the caller supplies the randomness as `permute(deck, n)`,
a permutation of range(n) (client/headless.py and the tests' drivers draw it from a seeded
random.Random). A shuffled deck's position i holds values[perm[i]]; a re-masked deck's
position i holds what the old handles[perm[i]] held, and so does a mixed deck's (but a
mix tells nobody: whoever knew an old handle does not know where it went).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import MappingProxyType
from typing import Any, Protocol

from core.api import REVEAL, Action, Game, Handle, Knowledge
from core.hidden import (
    REVEALED,
    SHOWN,
    Remask,
    Request,
    Reveal,
    Show,
    Shuffle,
    Value,
    requests,
    resolution,
)

Permute = Callable[[str, int], Sequence[int]]


class Dealer(Protocol):
    """What a driver needs at a REVEAL node, in memory (PlainDealer) or between peers."""

    def perform(self, request: Request) -> Action:
        """Carry out `request`; its resolution action (hidden.resolution)."""

    def knowledge(self, seat: int) -> Knowledge:
        """Everything `seat` has been told: handle -> value."""


class PlainDealer:
    """A dealer holding every value in the clear (see the module docstring)."""

    def __init__(self, players: int, permute: Permute) -> None:
        self.players = players
        self.permute = permute
        self.truth: dict[Handle, Value] = {}
        self._known: list[dict[Handle, Value]] = [{} for _ in range(players)]

    def knowledge(self, seat: int) -> Knowledge:
        """A read-only view of what `seat` has been told (it grows as reveals happen)."""
        return MappingProxyType(self._known[seat])

    def told(self, handle: Handle) -> tuple[int, ...]:
        """The seats that know `handle` (the conformance suite's account of who knows)."""
        return tuple(s for s in range(self.players) if handle in self._known[s])

    def perform(self, request: Request) -> Action:
        """Carry out `request` on the values held here; its resolution action."""
        # A game asks ~120 reveals: the two kinds of nearly all of them come first, and
        # build their resolution (hidden.resolution's) directly.
        if isinstance(request, Reveal):
            value = self._value(request)
            if not all(0 <= seat < self.players for seat in request.seats):
                raise ValueError(f"malformed request {request!r}: no such seat")
            for seat in request.seats:
                self._known[seat][request.handle] = value
            return (REVEALED, *request.handle)
        if isinstance(request, Show):
            value = self._value(request)
            for known in self._known:
                known[request.handle] = value
            return (SHOWN, *request.handle, value)
        if isinstance(request, Shuffle):
            order = self._order(request.deck, len(request.values))
            for i, k in enumerate(order):
                self.truth[(request.deck, i)] = request.values[k]
            return resolution(request)
        if isinstance(request, Remask):
            order = self._order(request.deck, len(request.handles))
            for i, k in enumerate(order):
                value = self.truth[request.handles[k]]
                self.truth[(request.deck, i)] = value
                self._known[request.seat][(request.deck, i)] = value
            return resolution(request)
        order = self._order(request.deck, len(request.handles))  # a Mix
        if any(h not in self.truth for h in request.handles):
            raise ValueError(f"malformed request {request!r}: no such card was shuffled")
        for i, k in enumerate(order):
            self.truth[(request.deck, i)] = self.truth[request.handles[k]]
        return resolution(request)

    def next_action(self, game: Game, state: Any) -> Action:
        """At a REVEAL node: perform its first pending request; the resolution to apply.

        The requests of one node are independent, so performing them one at a time in
        their order gives what performing them all at once would."""
        if game.current_player(state) != REVEAL:
            raise ValueError("not a REVEAL node")
        return self.perform(requests(game, state)[0])

    def _value(self, request: Reveal | Show) -> Value:
        if request.handle not in self.truth:
            raise ValueError(f"malformed request {request!r}: no such card was shuffled")
        return self.truth[request.handle]

    def _order(self, deck: str, n: int) -> Sequence[int]:
        order = list(self.permute(deck, n))
        if sorted(order) != list(range(n)):
            raise ValueError(f"permute({deck!r}, {n}) gave no permutation: {order}")
        return order
