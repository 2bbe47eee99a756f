"""The search bot (core/bots/mcts.py): legal on every game, repeatable for a seed and an
iteration budget, blind to what its seat may not know, and its levels."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest

import tests.tinygame  # noqa: F401  (registers Dice Race and Blind Pass)
from core import bots, canonical, hidden, registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action
from core.bots import levels, mcts, worlds
from core.bots.decision import Decision
from tests.core.playout import acting_seat, plain_dealer, playout

SMALL = mcts.Budget(iterations=12, depth=4)  # enough to exercise every path, quickly
GAMES = {
    "eme": ("eight_minute_empire", {"players": 2, "board": "A"}),
    "eme4": ("eight_minute_empire", {"players": 4, "board": "B"}),
    "legends": ("eight_minute_empire", {"players": 2, "edition": "legends"}),
    "swamp": (
        "eight_minute_empire",
        {
            "players": 3,
            "edition": "legends",
            "variants": ["exploration_tokens", "mephitic_swamp"],
        },
    ),
    "tash_kalar": ("tash_kalar", {"players": 2, "form": "high_form"}),
    "dice": ("dice_race", {"players": 3}),
    "blind": ("blind_pass", {"players": 2}),
    "blind_pairs": ("blind_pass", {"players": 4, "variants": ["pairs"]}),
}
Chooser = Callable[[Any, Decision, random.Random], Action]


def decisions(
    name: str,
    config: dict[str, Any],
    choose: Chooser,
    seed: int,
    limit: int = 10_000,
    end: list[Any] | None = None,
) -> Iterator[tuple[Any, Decision, Action]]:
    """A seeded game in which every seat chooses with `choose` (a plain dealer reveals);
    the final state goes into `end`."""
    game = registry.get(name)
    state, dealer = game.initial_state(config), plain_dealer(config["players"], seed)
    chance, rng = random.Random(seed), random.Random(f"bot:{seed}")
    for _ in range(limit):
        player = game.current_player(state)
        if player == TERMINAL:
            if end is not None:
                end.append(state)
            return
        if player == CHANCE:
            outcomes = game.chance_outcomes(state)
            action = chance.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
        elif player == REVEAL:
            action = dealer.next_action(game, state)
        else:
            seat = acting_seat(game, state, config["players"])
            decision = bots.decide(game, state, seat, dealer.knowledge(seat))
            action = choose(game, decision, rng)
            yield state, decision, action
        state = game.apply_action(state, action)


def small(game: Any, decision: Decision, rng: random.Random) -> Action:
    return mcts.choose(game, decision, rng, SMALL)


@pytest.mark.parametrize("which", sorted(GAMES))
def test_the_search_bot_plays_legal_moves_in_every_game(which: str) -> None:
    name, config = GAMES[which]
    limit = 150 if name == "tash_kalar" else 10_000  # its rules are the slowest
    searched = 0
    for _, decision, action in decisions(name, config, small, seed=1, limit=limit):
        assert action in decision.actions
        searched += decision.can_preview and len(decision.actions) > 1
    assert searched >= 5


@pytest.mark.parametrize("which", ["eme", "legends", "tash_kalar", "blind"])
def test_same_seed_and_iterations_same_choice(which: str) -> None:
    name, config = GAMES[which]
    game = registry.get(name)
    budget = mcts.Budget(iterations=40)
    tried = 0
    for state, decision, _ in decisions(name, config, bots.KINDS["random"], seed=3, limit=80):
        if not decision.can_preview or len(decision.actions) < 3:
            continue
        before = canonical.encode(state)
        first = mcts.search(game, decision, random.Random(5), budget)
        again = mcts.search(game, decision, random.Random(5), budget)
        assert (first.action, first.visits) == (again.action, again.visits)
        assert first.iterations == 40 and sum(first.visits.values()) <= 40
        assert canonical.encode(state) == before  # the search changed nothing
        tried += 1
        if tried == 3:
            break
    assert tried == 3


def _other_truth(state: Any, seat: int, truth: dict[Any, Any]) -> dict[Any, Any]:
    """The dealer's truth with the values `seat` may not know rotated among their handles."""
    secrets = worlds.secrets_of(state)
    assert secrets is not None
    mine = hidden.entitled(secrets, seat)
    unknown = sorted(h for h in truth if h not in mine)
    values = [truth[h] for h in unknown]
    k = next(i for i in range(1, len(values)) if values[i:] + values[:i] != values)
    return {**truth, **dict(zip(unknown, values[k:] + values[:k], strict=True))}


@pytest.mark.parametrize("which", ["blind", "blind_pairs", "tash_kalar"])
def test_values_the_seat_may_not_know_change_nothing(which: str) -> None:
    # A driver that hands over too much (a hot-seat peer's whole dealer) gives two truths
    # that differ only where the seat was never told: the search must choose alike.
    name, config = GAMES[which]
    game = registry.get(name)
    dealer = plain_dealer(config["players"], 4)
    checked = 0
    for state, _ in playout(game, config, seed=4, dealer=dealer):
        seat = game.current_player(state)
        if seat < 0 or len(game.legal_actions(state, seat, dealer.knowledge(seat))) < 2:
            continue
        one = bots.decide(game, state, seat, dict(dealer.truth))
        two = bots.decide(game, state, seat, _other_truth(state, seat, dict(dealer.truth)))
        assert (one.observation, one.actions) == (two.observation, two.actions)
        assert one.position().knowledge == two.position().knowledge
        for seed in range(3):
            budget = mcts.Budget(iterations=30)
            a = mcts.search(game, one, random.Random(seed), budget)
            b = mcts.search(game, two, random.Random(seed), budget)
            assert (a.action, a.visits) == (b.action, b.visits)
        checked += 1
        if checked == 4:
            break
    assert checked == 4


def test_another_seats_secret_bid_changes_nothing() -> None:
    # At a simultaneous turn there is no position (the state holds others' secret picks).
    game = registry.get("eight_minute_empire")
    config = {"players": 3, "board": "A"}
    state = next(s for s, _ in playout(game, config, 2) if game.current_player(s) == SIMULTANEOUS)
    low, high = (game.apply_action(state, ("bid", 0, c)) for c in (0, 5))
    one, two = bots.decide(game, low, 1), bots.decide(game, high, 1)
    with pytest.raises(ValueError, match="may not search"):
        one.position()
    for seed in range(5):
        assert bots.choose("mcts:hard", game, one, random.Random(seed)) == bots.choose(
            "mcts:hard", game, two, random.Random(seed)
        )


def test_a_world_keeps_what_the_seat_sees_and_guesses_the_rest_from_the_deck() -> None:
    game = registry.get("blind_pass")
    dealer = plain_dealer(2, 6)
    state = next(
        s
        for s, _ in playout(game, {"players": 2}, seed=6, dealer=dealer)
        if game.current_player(s) == 0
    )
    known = dealer.knowledge(0)
    start = worlds.position(game, state, 0, dealer.truth)  # more than it may know: cut
    assert start.knowledge == dict(known)
    secrets = worlds.secrets_of(state)
    assert secrets is not None
    for seed in range(5):
        world = worlds.sample(game, start, 0, random.Random(seed))
        assert all(world.truth[h] == v for h, v in known.items())
        deck = hidden.deck(secrets, "deck")
        assert deck is not None
        held = Counter(world.truth[("deck", i)] for i in range(deck.size))
        assert held == Counter(deck.values)  # the composition, every value once
        assert world.known[1] == {h: world.truth[h] for h in hidden.entitled(secrets, 1)}


def test_one_searchs_worlds_share_their_start_but_not_their_guesses() -> None:
    """A Sampler works out once what follows from the start; each world shuffles its own
    copy: a world drawn again from the same seed is the same, whatever came between."""
    game = registry.get("blind_pass")
    dealer = plain_dealer(2, 6)
    state = next(
        s
        for s, _ in playout(game, {"players": 2}, seed=6, dealer=dealer)
        if game.current_player(s) == 0
    )
    start = worlds.position(game, state, 0, dealer.knowledge(0))
    sampler = worlds.Sampler(game, start, 0)
    first = sampler.world(random.Random(1)).truth
    between = [sampler.world(random.Random(seed)).truth for seed in range(2, 6)]
    assert sampler.world(random.Random(1)).truth == first
    assert any(guess != first for guess in between)  # the guesses do differ by seed
    assert worlds.sample(game, start, 0, random.Random(1)).truth == first


def test_levels_parse_and_are_offered() -> None:
    assert levels.kinds() == ("mcts:easy", "mcts:normal", "mcts:hard")
    assert set(levels.kinds()) <= set(bots.names())
    assert levels.budget("mcts:hard") == levels.LEVELS["hard"]
    timed = levels.budget("mcts:normal:1.5")
    assert timed.seconds == 1.5 and timed.iterations == levels.TIMED_ITERATIONS
    assert levels.timed("mcts:hard", 2.0) == "mcts:hard:2" and levels.timed("greedy", 2) == (
        "greedy"
    )
    for bad in ("mcts:expert", "mcts:hard:0", "mcts:hard:x", "mcts:hard:1:2"):
        with pytest.raises(ValueError):
            bots.check(bad)
    bots.check("mcts:easy:0.25")


def test_a_timed_search_stops_by_the_clock() -> None:
    game = registry.get("eight_minute_empire")
    _, decision, _ = next(
        d
        for d in decisions("eight_minute_empire", GAMES["eme"][1], bots.KINDS["random"], 1)
        if d[1].can_preview and len(d[1].actions) > 2
    )
    ticks = iter(range(1000))
    result = mcts.search(
        game, decision, random.Random(1), levels.budget("mcts:hard:5"), lambda: next(ticks)
    )
    assert result.iterations == 5  # one tick of the fake clock per iteration, 5 "seconds"


def test_the_search_bot_beats_random_play() -> None:
    def seat0(game: Any, decision: Decision, rng: random.Random) -> Action:
        if decision.seat == 0:
            return mcts.choose(game, decision, rng, mcts.Budget(iterations=60))
        return bots.KINDS["random"](game, decision, rng)

    game = registry.get("blind_pass")
    wins = 0
    for seed in range(8):
        end: list[Any] = []
        for _ in decisions("blind_pass", {"players": 2}, seat0, seed, end=end):
            pass
        wins += game.ranking(end[0])[0] == 0
    assert wins >= 6, f"the search bot won {wins} of 8 against random"


def test_a_games_rollout_policy_plays_the_rollouts() -> None:
    from tests.core.playout import variant

    asked: list[int] = []

    def always_last(state: Any, seat: int, actions: tuple[Action, ...], rng: Any) -> Action:
        asked.append(seat)
        return actions[-1]

    game = registry.get("dice_race")
    dice = variant(game, CAPABILITIES=replace(game.CAPABILITIES, rollout=always_last))
    state = next(s for s, _ in playout(dice, {"players": 2}, 1) if dice.current_player(s) >= 0)
    decision = bots.decide(dice, state, dice.current_player(state))
    mcts.search(dice, decision, random.Random(2), mcts.Budget(iterations=10))
    assert asked  # no evaluator: every rollout plays to the end by the game's policy
