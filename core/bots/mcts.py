"""The search bot: information-set Monte Carlo tree search over the Game API alone.

At each decision the bot draws worlds (core/bots/worlds.py): the public state of its
Decision with every value its seat may not know guessed from what the seat sees. Each
iteration plays one world down a single tree whose nodes are the seats' actions since the
decision (single-observer ISMCTS, "open loop": chance outcomes and reveals are drawn anew
in every world and are not nodes), choosing at each node by UCB1 among the actions legal
in that world (Cowling, Powley and Whitehouse 2012: a child's exploration term counts the
iterations where it was available). It then plays on with the rollout policy for
`Budget.depth` actions and values the result: the ranking at the end of the game, or the
game's declared evaluator (core/api.py) squashed into 0..1 per seat. Every seat maximizes its own
value (max^n), so it plays any number of players.

What the bot sees is what its Decision offers: `position()` (the public state and its
seat's own knowledge) where previews are offered; at a simultaneous node, where there is
no position, it makes the greedy bot's choice (the evaluator's fixed choice, else random),
and so does the search for the other seats there. Chance, reveals and claims go through
the game's functions. No game is named here.

Optional game hook, declared (core/api.py, `Capabilities.rollout`): `rollout(state, seat,
actions, rng) -> Action`, the rollout policy (else uniformly random among the seat's
truthful actions in the world).
Deterministic for a seed and an iteration budget; a time budget needs the driver's clock.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from core import hidden, registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action, Game
from core.bots import greedy, random_bot, worlds
from core.bots.decision import Decision
from core.bots.worlds import World

Clock = Callable[[], float]
_GUARD = 5_000  # actions in one rollout without an evaluator: a loop guard, not a rule


@dataclass(frozen=True)
class Budget:
    """How hard the bot thinks: `iterations`, or fewer if `seconds` pass first (only when
    the driver has a clock); UCB's `explore`, the rollout `depth` before the evaluator
    values it, and `blend`, the chance of a random move instead (the easy level)."""

    iterations: int
    seconds: float | None = None
    explore: float = 0.7
    depth: int = 8
    blend: float = 0.0


class Node:
    """A node of the tree: visits, availability, and summed rewards per seat."""

    __slots__ = ("avail", "children", "visits", "wins")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 1
        self.wins: dict[int, float] = {}

    def mean(self, seat: int) -> float:
        """The average reward of `seat` through this node."""
        return self.wins.get(seat, 0.0) / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class Result:
    """A search's choice, how many iterations it ran and the root's visits per action."""

    action: Action
    iterations: int
    visits: dict[Action, int]


def choose(
    game: Game, decision: Decision, rng: random.Random, budget: Budget, clock: Clock | None = None
) -> Action:
    """The search bot's action for the deciding seat."""
    return choose_traced(game, decision, rng, budget, clock)[0]


def choose_traced(
    game: Game, decision: Decision, rng: random.Random, budget: Budget, clock: Clock | None = None
) -> tuple[Action, Result | None]:
    """`choose`, with the search's Result when it searched (benchmarks/bots.py counts)."""
    if len(decision.actions) == 1:
        return decision.actions[0], None
    if budget.blend and rng.random() < budget.blend:
        return random_bot.choose(game, decision, rng), None
    if not decision.can_preview:
        return greedy.choose(game, decision, rng), None
    candidates = greedy.considered(game, decision)
    if len(candidates) == 1:  # a run's one step, which the greedy bot would not forfeit
        return candidates[0], None
    result = search(game, decision, rng, budget, clock, candidates)
    return result.action, result


def search(
    game: Game,
    decision: Decision,
    rng: random.Random,
    budget: Budget,
    clock: Clock | None = None,
    candidates: tuple[Action, ...] | None = None,
) -> Result:
    """Run the search from `decision` (which must offer a position) within `budget`, among
    `candidates` at the root (by default `greedy.considered`: no run forfeited for nothing)."""
    if candidates is None:
        candidates = greedy.considered(game, decision)
    tree = _Search(game, decision, rng, budget, candidates)
    deadline = clock() + budget.seconds if clock is not None and budget.seconds else None
    done = 0
    while done < budget.iterations:
        tree.iterate()
        done += 1
        if deadline is not None and clock is not None and clock() >= deadline:
            break
    visits = {a: c.visits for a, c in tree.root.children.items()}
    best = max(candidates, key=lambda a: (visits.get(a, 0), tree.mean(a)))
    return Result(best, done, visits)


class _Search:
    """One decision's tree and what its iterations share."""

    def __init__(
        self,
        game: Game,
        decision: Decision,
        rng: random.Random,
        b: Budget,
        candidates: tuple[Action, ...],
    ) -> None:
        self.game, self.seat, self.rng, self.budget = game, decision.seat, rng, b
        self.candidates = frozenset(candidates)  # the root's (greedy.considered: no forfeit)
        self.start = decision.position()
        self.worlds = worlds.Sampler(game, self.start, self.seat)
        self.root = Node()
        self.caps = registry.capabilities(game)
        self.evaluator = self.caps.evaluator
        self.policy = self.caps.rollout
        # simultaneous choices as the greedy bot makes them: the fixed choice (with an
        # evaluator), from the part of the observation it reads where the game declares it
        self.fixed = self.caps.fixed_choice if self.evaluator is not None else None
        self.view = self.caps.fixed_view or functools.partial(hidden.observe, game)
        self.scale = _Scale()

    def mean(self, action: Action) -> float:
        """The root seat's average reward after `action` (0 if never tried)."""
        child = self.root.children.get(action)
        return child.mean(self.seat) if child else 0.0

    def iterate(self) -> None:
        """One world, down the tree, one new node, a rollout, and the rewards back up."""
        world = self.worlds.world(self.rng)
        node, path, movers = self.root, [self.root], {self.seat}
        while True:
            player = self._settle(world)
            if player == TERMINAL:
                break
            actions = hidden.legal(self.game, world.state, player, world.knowledge(player))
            if node is self.root:
                actions = tuple(a for a in actions if a in self.candidates)
            if len(actions) == 1:  # forced: no choice to learn
                world.state = self.game.apply_action(world.state, actions[0])
                continue
            action, node, fresh = self._select(node, player, actions)
            world.state = self.game.apply_action(world.state, action)
            path.append(node)
            movers.add(player)
            if fresh:
                break
        rewards = self._rollout(world, movers)
        for n in path:
            n.visits += 1
            for seat, r in rewards.items():
                n.wins[seat] = n.wins.get(seat, 0.0) + r

    def _select(
        self, node: Node, player: int, actions: tuple[Action, ...]
    ) -> tuple[Action, Node, bool]:
        """UCB1 with availability counts among the actions legal in this world; an action
        never tried here is tried first."""
        untried = [a for a in actions if a not in node.children]
        if untried:
            action = untried[self.rng.randrange(len(untried))]
            child = node.children[action] = Node()
            for a in actions:
                if a != action and a in node.children:
                    node.children[a].avail += 1
            return action, child, True
        best, best_value = actions[0], -math.inf
        c = self.budget.explore
        for a in actions:
            child = node.children[a]
            child.avail += 1
            value = child.mean(player) + c * math.sqrt(math.log(child.avail) / child.visits)
            if value > best_value:
                best, best_value = a, value
        return best, node.children[best], False

    def _settle(self, world: World) -> int:
        """Play chance, reveals and simultaneous choices until a seat acts or the end."""
        game = self.game
        while True:
            player = game.current_player(world.state)
            if player == CHANCE:
                action = _draw(game.chance_outcomes(world.state), self.rng)
            elif player == REVEAL:
                action = world.resolve(game)
            elif player == SIMULTANEOUS:
                action = self._secret_choice(world)
            else:
                return player
            world.state = game.apply_action(world.state, action)

    def _secret_choice(self, world: World) -> Action:
        """A seat's simultaneous choice as the greedy bot makes it: fixed, else random."""
        game, state = self.game, world.state
        seat = _first_to_choose(game, state, world.players or _MAX_SEATS)
        knowledge = world.knowledge(seat)
        actions = hidden.legal(game, state, seat, knowledge)
        if self.fixed is not None:
            choice = self.fixed(self.view(state, seat, knowledge), seat, actions)
            if choice is not None:
                return choice
        return actions[self.rng.randrange(len(actions))]

    def _rollout(self, world: World, movers: set[int]) -> dict[int, float]:
        """Play on by the rollout policy, then the rewards of the seats that moved."""
        game, limit = self.game, self.budget.depth if self.evaluator else _GUARD
        for _ in range(limit):
            player = self._settle(world)
            if player == TERMINAL:
                return _final(game.ranking(world.state))
            knowledge = world.knowledge(player)
            actions = hidden.legal(game, world.state, player, knowledge)
            if self.policy is not None and len(actions) > 1:
                action = self.policy(world.state, player, actions, self.rng)
            else:
                action = actions[self.rng.randrange(len(actions))]
            world.state = game.apply_action(world.state, action)
            movers.add(player)
        if self._settle(world) == TERMINAL:
            return _final(game.ranking(world.state))
        return {s: self._value(world, s) for s in movers}

    def _value(self, world: World, seat: int) -> float:
        """The evaluator's value of the world for `seat`, squashed into 0..1."""
        assert self.evaluator is not None
        observation = hidden.observe(self.game, world.state, seat, world.knowledge(seat))
        return self.scale.squash(self.evaluator.evaluate(observation, seat))


_MAX_SEATS = 64  # probing seats of a simultaneous turn in a game without secrets


def _first_to_choose(game: Game, state: object, seats: int) -> int:
    """The lowest seat with a choice at a simultaneous node (the drivers' order)."""
    for seat in range(seats):
        try:
            if game.legal_actions(state, seat):
                return seat
        except (IndexError, ValueError):  # past the last seat of a game that says so
            break
    raise ValueError("a simultaneous node where no seat has a choice")


class _Scale:
    """Squashes an evaluator's integers into 0..1 by the mean size of those seen so far,
    since every game values in its own units (a logistic curve: 0 is even)."""

    __slots__ = ("count", "total")

    def __init__(self) -> None:
        self.count, self.total = 0, 0.0

    def squash(self, value: int) -> float:
        """The 0..1 reward of an evaluator value."""
        self.count += 1
        self.total += abs(value)
        scale = max(self.total / self.count, 1.0)
        return 1.0 / (1.0 + math.exp(-max(min(value / scale, 30.0), -30.0)))


def _final(ranking: tuple[int, ...]) -> dict[int, float]:
    """Rewards at the end: 1 for the winner, the others by place below one half."""
    last = max(len(ranking) - 1, 1)
    return {s: 1.0 if k == 0 else 0.5 * (last - k) / last for k, s in enumerate(ranking)}


def _draw(outcomes: tuple[tuple[Action, Fraction], ...], rng: random.Random) -> Action:
    """A chance outcome drawn with its probability."""
    return rng.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
