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
from core.hidden import Mix, Remask, Reveal, Show, Shuffle, Value


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
        if isinstance(request, Mix):  # as a re-masking, but nobody learns the new order
            values = [self.truth[h] for h in request.handles]
            self.rng.shuffle(values)
            self.truth.update(((request.deck, i), v) for i, v in enumerate(values))
            return hidden.resolution(request)
        value = self.truth[request.handle]
        seats = request.seats if isinstance(request, Reveal) else range(self.players)
        for seat in seats:
            self.known[seat][request.handle] = value
        return hidden.resolution(request, value if isinstance(request, Show) else None)


def sample(game: Game, start: Position, seat: int, rng: random.Random) -> World:
    """A World consistent with what `seat` sees at `start` (values it sees are kept)."""
    return Sampler(game, start, seat).world(rng)


class Sampler:
    """The Worlds of one search: everything a guess needs that follows from `start` alone
    (which handles each deck leaves unknown, the values still to place, who was told what)
    is worked out once; each World then only shuffles. A World is the same as `sample`
    would make from the same rng (the same draws in the same order)."""

    def __init__(self, game: Game, start: Position, seat: int) -> None:
        self.start, self.seat = start, seat
        self.secrets = secrets_of(start.state) if hidden.has_secrets(game) else None
        if self.secrets is None:
            return
        self.decks = [_DeckGuess(deck, start.knowledge) for deck in self.secrets.decks]
        # Every world's truth holds the same handles (the knowledge's and every deck's
        # unknown ones, each guessed), so which told handles it has is worked out once.
        guessed = set(start.knowledge).union(*(deck.unknown for deck in self.decks))
        self.told = [
            tuple(h for h in hidden.entitled(self.secrets, s) if h in guessed)
            for s in range(self.secrets.players)
        ]

    def world(self, rng: random.Random) -> World:
        """A new guess at the whole truth."""
        if self.secrets is None:
            return World(self.start.state, {}, [], rng)
        truth: dict[Handle, Value] = dict(self.start.knowledge)
        for deck in self.decks:
            deck.guess(truth, rng)
        value = truth.__getitem__
        known = [dict(zip(told, map(value, told))) for told in self.told]
        known[self.seat].update(self.start.knowledge)
        return World(self.start.state, truth, known, rng)


class _DeckGuess:
    """One deck's handles missing from what the seat knows, and the values they may hold."""

    __slots__ = ("pool", "remasked", "unknown", "values")

    def __init__(self, deck: hidden.Deck, knowledge: Knowledge) -> None:
        handles = [(deck.name, i) for i in range(deck.size)]
        self.unknown = [h for h in handles if h not in knowledge]
        self.values = deck.values
        # A re-masked deck, or one mixed from part of a deck: only the values it may hold
        # are public, so each is drawn alone.
        self.remasked = len(deck.values) != deck.size
        left = Counter(deck.values)
        left.subtract(knowledge[h] for h in handles if h in knowledge)
        self.pool = [v for v, n in left.items() for _ in range(max(n, 0))]  # in deck order

    def guess(self, truth: dict[Handle, Value], rng: random.Random) -> None:
        """Fill the unknown handles into `truth` with values the deck may still hold."""
        if not self.unknown:
            return
        if self.remasked:
            for h in self.unknown:
                truth[h] = self.values[rng.randrange(len(self.values))]
            return
        pool = list(self.pool)
        rng.shuffle(pool)
        while len(pool) < len(self.unknown):  # a seat told more than the composition allows
            pool.append(self.values[rng.randrange(len(self.values))])
        truth.update(zip(self.unknown, pool))
