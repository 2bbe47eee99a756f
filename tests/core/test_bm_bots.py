"""Bellum Magia's bots: the greedy bot beats random, every bot kind plays whole games of 2
to 5 players, a bot's choices follow from its own seat's chests only, and the search bot's
worlds guess the chests a seat was not told from what its kinds may still hold."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from core import bots, hidden, registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action
from core.bots import worlds
from core.dealer import PlainDealer
from core.games.bellum_magia import evaluator
from core.games.bellum_magia.data import KINDS, data
from tests.core import botplay

GAME = registry.get("bellum_magia")


def _game(
    kinds: Sequence[str], seed: int, chest_orders: dict[str, list[int]] | None = None
) -> tuple[list[Action], set[Any], PlainDealer, Any]:
    """One seeded game (botplay's driver) whose dealer may be given the chest stacks' orders:
    seat 0's actions, every handle seat 0 was told before its last choice, the dealer and
    the final state."""
    players = len(kinds)
    shuffles = random.Random(f"deal:{seed}")

    def permute(deck: str, n: int) -> list[int]:
        order = shuffles.sample(range(n), n)  # drawn always, so the other decks stay as they were
        return list(chest_orders[deck]) if chest_orders and deck in chest_orders else order

    dealer = PlainDealer(players, permute)
    chance = random.Random(f"chance:{seed}")
    rngs = [random.Random(f"seat:{seed}:{i}") for i in range(players)]
    state = GAME.initial_state({"players": players})
    mine: list[Action] = []
    told: set[Any] = set()
    for _ in range(botplay.MAX_ACTIONS):
        player = GAME.current_player(state)
        if player == TERMINAL:
            return mine, told, dealer, state
        if player == CHANCE:
            outcomes = GAME.chance_outcomes(state)
            action = chance.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
        elif player == REVEAL:
            action = dealer.next_action(GAME, state)
        else:
            if player == SIMULTANEOUS:
                player = next(s for s in range(players) if GAME.legal_actions(state, s))
            decision = bots.decide(GAME, state, player, dealer.knowledge(player))
            action = bots.choose(kinds[player], GAME, decision, rngs[player])
            if player == 0:
                mine.append(action)
                told = set(dealer.knowledge(0))
        state = GAME.apply_action(state, action)
    raise AssertionError("no end")


def test_bm_greedy_beats_random() -> None:
    # 2 players, seats alternated, and 3 players against two random bots.
    wins = 0
    for seed in range(6):
        kinds = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        state = botplay.final(GAME, {"players": 2}, kinds, seed)
        wins += kinds[GAME.ranking(state)[0]] == "greedy"
    for seed in range(4):
        state = botplay.final(GAME, {"players": 3}, ["random", "greedy", "random"], seed)
        wins += GAME.ranking(state)[0] == 1
    assert wins >= 9, f"greedy won only {wins} of 10 games against random bots"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(
    "kind", ["random", "greedy", pytest.param("mcts:easy", marks=pytest.mark.slow)]
)
def test_bm_every_bot_kind_plays_whole_games(kind: str, players: int) -> None:
    # The kind in seat 0 and (for a quick test) the greedy bot in the others.
    kinds = [kind] + ["greedy"] * (players - 1)
    state = botplay.final(GAME, {"players": players}, kinds, seed=players)
    assert GAME.current_player(state) == TERMINAL
    assert GAME.observation(state, 0)["end"]["winners"]
    assert max(len(held) for held in state.chests) >= data().end_chests or not any(
        state.drawn[i] < len(data().chests[k]) for i, k in enumerate(KINDS)
    )


@pytest.mark.slow
def test_bm_search_bot_plays_chosen_castles_and_the_goblins_in_its_tree() -> None:
    # Its first search starts at the castle pick: its tree crosses the shuffles (REVEAL),
    # the goblin sides (SIMULTANEOUS, by the evaluator's rule) and the first Captain.
    config = {"players": 2, "castles": "chosen"}
    steps = list(botplay.steps(GAME, config, ["mcts:easy", "mcts:easy"], seed=1))
    assert [a[0] for _, _, a in steps[:2]] == ["castle", "castle"]
    goblins = [a for _, _, a in steps if a[0] == "goblins"]
    assert len(goblins) == 2
    last_state, _, last = steps[-1]
    assert GAME.current_player(GAME.apply_action(last_state, last)) == TERMINAL


@pytest.mark.parametrize("kind", ["greedy", pytest.param("mcts:easy", marks=pytest.mark.slow)])
def test_bm_bots_see_only_their_seats_chests(kind: str) -> None:
    # Seat 0 plays the same game when every chest it was never told holds another value
    # of its kind (the others are random bots, whose choices never depend on a value).
    kinds = [kind, "random", "random"]
    mine, told, dealer, _ = _game(kinds, seed=7)
    orders: dict[str, list[int]] = {}
    for stack in KINDS:
        values = sorted(data().chests[stack])
        wanted = [dealer.truth[(stack, i)] for i in range(len(values))]
        unseen = [i for i in range(len(values)) if (stack, i) not in told]
        for i, j in zip(unseen, unseen[1:] + unseen[:1]):  # each takes the next one's value
            wanted[i] = dealer.truth[(stack, j)]
        orders[stack] = _permutation(values, wanted)
    again, _, other, _ = _game(kinds, seed=7, chest_orders=orders)
    others_told = {h for seat in (1, 2) for h in other.knowledge(seat) if h[0] in KINDS}
    changed = [h for h in others_told - told if dealer.truth[h] != other.truth[h]]
    assert changed, "the tampering changed no chest another seat was told"
    assert all(other.truth[h] == dealer.truth[h] for h in told)
    assert again == mine


def _permutation(values: list[int], wanted: list[int]) -> list[int]:
    """The dealer's permutation putting the sorted `values` in `wanted` order."""
    free: dict[int, list[int]] = {}
    for i, v in enumerate(values):
        free.setdefault(v, []).append(i)
    return [free[v].pop() for v in wanted]


def _attacks_beside_unseen_chests(seed: int) -> Iterator[tuple[Any, int, PlainDealer]]:
    """Attack decisions of a greedy 3-player game where another seat holds a chest the
    deciding seat was not told: (state, seat, the dealer as it is then)."""
    dealer = botplay.plain_dealer(3, seed)
    chance = random.Random(f"chance:{seed}")
    rng = random.Random(seed)
    state = GAME.initial_state({"players": 3})
    while (player := GAME.current_player(state)) != TERMINAL:
        if player == CHANCE:
            outcomes = GAME.chance_outcomes(state)
            action = chance.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
        elif player == REVEAL:
            action = dealer.next_action(GAME, state)
        else:
            if player == SIMULTANEOUS:
                player = next(s for s in range(3) if GAME.legal_actions(state, s))
            known = dealer.knowledge(player)
            others = [h for p, held in enumerate(state.chests) if p != player for h in held]
            if state.phase == "attack" and any(h not in known for h in others):
                yield state, player, dealer
            action = bots.choose("greedy", GAME, bots.decide(GAME, state, player, known), rng)
        state = GAME.apply_action(state, action)


def test_bm_evaluator_sees_only_the_seats_knowledge() -> None:
    # Handing a bot every chest value (a hot-seat driver's whole dealer) changes neither
    # the observation it gets nor its value nor its choice.
    checked = 0
    for state, seat, dealer in _attacks_beside_unseen_chests(seed=3):
        own, everything = dealer.knowledge(seat), dict(dealer.truth)
        plain = bots.decide(GAME, state, seat, own)
        leaked = bots.decide(GAME, state, seat, everything)
        assert plain.observation == leaked.observation
        assert plain.position().knowledge == leaked.position().knowledge
        value = evaluator.evaluate(plain.observation, seat)
        assert value == evaluator.evaluate(leaked.observation, seat)
        for kind in ("greedy", "mcts:easy"):
            assert bots.choose(kind, GAME, plain, random.Random(1)) == bots.choose(
                kind, GAME, leaked, random.Random(1)
            )
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_bm_search_worlds_guess_unseen_chests_from_their_kinds() -> None:
    # A world keeps every value the seat sees and gives each other chest a value its kind
    # may still hold: per stack, the world's values are exactly the stack's multiset; and
    # every seat knows, in the world, the chests the record says it was told.
    state, seat, dealer = next(_attacks_beside_unseen_chests(seed=5))
    known = dealer.knowledge(seat)
    start = bots.decide(GAME, state, seat, known).position()
    secrets = worlds.secrets_of(state)
    assert secrets is not None
    guesses = set()
    for n in range(5):
        world = worlds.sample(GAME, start, seat, random.Random(n))
        for stack in KINDS:
            values = [world.truth[(stack, i)] for i in range(len(data().chests[stack]))]
            assert sorted(values) == sorted(data().chests[stack])
        for handle, value in hidden.visible(secrets, seat, known).items():
            assert world.truth[handle] == value
        for other in range(3):
            told = {h for h in hidden.entitled(secrets, other) if h[0] in KINDS}
            assert told <= set(world.knowledge(other) or {})
        unseen = [h for h in dealer.truth if h[0] in KINDS and h not in known]
        guesses.add(tuple(world.truth[h] for h in unseen))
    assert len(guesses) > 1  # the unseen chests are guessed, not copied from the truth


def test_bm_expected_chest_values_are_what_the_kind_may_still_hold() -> None:
    # A chest the viewer does not know: its stack's values less those the viewer knows.
    means = evaluator.chest_means([["wood", 0, 3], ["wood", 4, 3], ["gold", 1, 8]])
    wood, gold = data().chests["wood"], data().chests["gold"]
    assert means["wood"] == pytest.approx((sum(wood) - 6) / (len(wood) - 2))
    assert means["metal"] == pytest.approx(3.5)
    assert means["gold"] == pytest.approx((sum(gold) - 8) / (len(gold) - 1))


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_bm_bots_take_every_chest_a_theft_allows(kind: str) -> None:
    # The theft is a run ended by ("done",) (the evaluator's forfeit): no bot stops it
    # while it may take more.
    thefts = 0
    for seed in range(8):
        steps = list(botplay.steps(GAME, {"players": 3}, [kind] * 3, seed))
        for i, (_, _, action) in enumerate(steps):
            if action[0] == "rob":
                limit = steps[i + 1][0].limit
                taken = [a for _, _, a in steps[i + 1 : i + 1 + limit]]
                assert all(a[0] == "steal" for a in taken), taken
                thefts += 1
    assert thefts >= 3
