"""Worlds for search bots: the public state with the seat's unknowns filled in by sampling.

A search bot (core/bots/mcts.py) plays the game forward through the Game API, so it needs
a state and, in a game with secrets, values for the handles in it. What it is given is a
`Position` (core/bots/decision.py): the public state, which holds every hidden thing as a
handle only (docs/hidden-information.md, "The rule in one paragraph"), and the entries of
the seat's knowledge it is entitled to (`hidden.visible`, so a hot-seat neighbour's cards
passed by mistake are dropped). A `World` adds a guess at everything else: each handle the
seat was not told gets a value drawn from what its deck may still hold (the public
composition less the values the seat sees), and every seat knows the guessed values of the
handles the record says it was told. Searching many worlds is the determinization of
information-set Monte Carlo tree search (Cowling, Powley, Whitehouse 2012).

A World then plays the dealer's part at REVEAL nodes (core/dealer.py's, with the guesses),
so chance, reveals and claims all go through the game's own functions.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from core import hidden
from core.api import Action, Game, Handle, Knowledge
from core.hidden import Remask, Reveal, Show, Shuffle, Value


@dataclass(frozen=True)
class Position:
    """What a search bot starts from: the public state and the seat's visible knowledge."""

    state: Any
    knowledge: Knowledge


def secrets_of(state: Any) -> hidden.Secrets | None:
    """The public record of hidden things a state keeps in one of its fields, or None."""
    if not dataclasses.is_dataclass(state):
        return None
    for f in dataclasses.fields(state):
        value = getattr(state, f.name)
        if isinstance(value, hidden.Secrets):
            return value
    return None


def position(game: Game, state: Any, seat: int, knowledge: Knowledge | None) -> Position:
    """The Position of `seat` at a public `state`: its knowledge cut to its entitlement."""
    secrets = secrets_of(state) if hidden.has_secrets(game) else None
    if secrets is None:
        return Position(state, {})
    return Position(state, hidden.visible(secrets, seat, knowledge))


class World:
    """One guess at the whole truth, playing the dealer while the search plays it out."""

    __slots__ = ("known", "players", "rng", "state", "truth")

    def __init__(
        self,
        state: Any,
        truth: dict[Handle, Value],
        known: list[dict[Handle, Value]],
        rng: random.Random,
    ) -> None:
        self.state, self.truth, self.known, self.rng = state, truth, known, rng
        self.players = len(known)

    def knowledge(self, seat: int) -> Knowledge | None:
        """What `seat` knows in this world (None for a game without secrets)."""
        return self.known[seat] if self.known else None

    def resolve(self, game: Game) -> Action:
        """At a REVEAL node: perform the first request on the guessed values."""
        request = hidden.requests(game, self.state)[0]
        if isinstance(request, Shuffle):
            order = self.rng.sample(request.values, len(request.values))
            self.truth.update(((request.deck, i), v) for i, v in enumerate(order))
            return hidden.resolution(request)
        if isinstance(request, Remask):
            values = [self.truth[h] for h in request.handles]
            self.rng.shuffle(values)
            for i, v in enumerate(values):
                self.truth[(request.deck, i)] = v
                self.known[request.seat][(request.deck, i)] = v
            return hidden.resolution(request)
        value = self.truth[request.handle]
        seats = request.seats if isinstance(request, Reveal) else range(self.players)
        for seat in seats:
            self.known[seat][request.handle] = value
        return hidden.resolution(request, value if isinstance(request, Show) else None)


def sample(game: Game, start: Position, seat: int, rng: random.Random) -> World:
    """A World consistent with what `seat` sees at `start` (values it sees are kept)."""
    secrets = secrets_of(start.state) if hidden.has_secrets(game) else None
    if secrets is None:
        return World(start.state, {}, [], rng)
    truth: dict[Handle, Value] = dict(start.knowledge)
    for deck in secrets.decks:
        _guess_deck(deck, truth, rng)
    known: list[dict[Handle, Value]] = []
    for s in range(secrets.players):
        told = hidden.entitled(secrets, s)
        known.append({h: truth[h] for h in told if h in truth})
    known[seat].update(start.knowledge)
    return World(start.state, truth, known, rng)


def _guess_deck(deck: hidden.Deck, truth: dict[Handle, Value], rng: random.Random) -> None:
    """Fill the deck's handles missing from `truth` with values it may still hold."""
    handles = [(deck.name, i) for i in range(deck.size)]
    unknown = [h for h in handles if h not in truth]
    if not unknown:
        return
    if len(deck.values) != deck.size:  # a re-masked deck: only the set of values is public
        for h in unknown:
            truth[h] = deck.values[rng.randrange(len(deck.values))]
        return
    left = Counter(deck.values)
    left.subtract(truth[h] for h in handles if h in truth)
    pool = [v for v, n in left.items() for _ in range(max(n, 0))]  # in the deck's order
    rng.shuffle(pool)
    while len(pool) < len(unknown):  # a seat told more than the composition allows
        pool.append(deck.values[rng.randrange(len(deck.values))])
    truth.update(zip(unknown, pool))
