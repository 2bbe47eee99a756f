"""Rules-core benchmark: random full games per second, actions, hashing and replay speed.

    python benchmarks/core.py [--seconds S] [--games N]

Random games: every decision is a uniformly random legal action, every chance node an
outcome drawn with its probability, every reveal (the mephitic swamp's) performed by the
plain in-memory dealer (core/dealer.py), all through the game's public functions, as bots
and the lockstep call them. One process, one core. Issue 19's targets, printed last: at least
1,000 random 4-player classic games per second and 500 random 4-player Legends games (the
T layout, no variants). The machine may be shared: beside each wall-clock rate the rate per
CPU second of this process, which others' load disturbs less.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from fractions import Fraction
from operator import itemgetter
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core import canonical, registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action
from core.dealer import PlainDealer

GAME = registry.get("eight_minute_empire")


def draw(outcomes: tuple[tuple[Action, Fraction], ...], rng: random.Random) -> Action:
    """A chance outcome drawn with its probability (exact when they are all equal)."""
    probabilities = list(map(itemgetter(1), outcomes))
    # Most chance nodes are uniform (a card from the deck): one draw, no float arithmetic.
    # list.count compares by identity first, so a game sharing one Fraction is cheap here.
    if probabilities.count(probabilities[0]) == len(probabilities):
        return outcomes[rng.randrange(len(outcomes))][0]
    x = rng.random()
    for (outcome, _), p in zip(outcomes, probabilities):
        x -= p.numerator / p.denominator
        if x < 0:
            return outcome
    return outcomes[-1][0]


def random_game(config: dict, rng: random.Random) -> tuple[object, list[Action]]:
    """Play one uniformly random game; the final state and the actions applied."""
    g = GAME
    state = g.initial_state(config)
    actions: list[Action] = []
    players = config["players"]
    dealer = PlainDealer(players, lambda deck, n: rng.sample(range(n), n))
    while (player := g.current_player(state)) != TERMINAL:
        if player == REVEAL:
            action = dealer.next_action(g, state)
        elif player == CHANCE:
            action = draw(g.chance_outcomes(state), rng)
        else:
            if player == SIMULTANEOUS:
                player = next(s for s in range(players) if g.legal_actions(state, s))
            legal = g.legal_actions(state, player)
            action = legal[rng.randrange(len(legal))]
        state = g.apply_action(state, action)
        actions.append(action)
    return state, actions


LEGENDS_VARIANTS = [
    "exploration_tokens",
    "fortress_tokens",
    "raging_dragon",
    "magic_portals",
    "bandits",
    "leaders",
]


class Rate(NamedTuple):
    """Random games of one config: per wall-clock second, per CPU second, actions."""

    games: float
    games_cpu: float
    actions: float
    played: int


def games_per_second(
    players: int, seconds: float, max_games: int, config: dict | None = None
) -> Rate:
    """Random games of `config` for about `seconds` (after one to warm the caches)."""
    rng = random.Random(players)
    config = config or {"players": players, "board": "A"}
    random_game(config, rng)
    count = actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    while count < max_games and time.perf_counter() - start < seconds:
        _, played = random_game(config, rng)
        actions += len(played)
        count += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return Rate(count / elapsed, count / max(cpu, 1e-9), actions / elapsed, count)


def _line(label: str, rate: Rate) -> str:
    return (
        f"{label:22} {rate.games:8.1f} random games/s ({rate.games_cpu:7.1f} per CPU s)"
        f"  {rate.actions:9.0f} actions/s  ({rate.played} games)"
    )


def _replay(actions: list[Action], legal: bool, hashing: bool) -> float:
    """Seconds to replay a 4-player classic game, listing the legal actions before each
    decision and hashing every state after it if asked (the best of 5 runs)."""
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        state = GAME.initial_state(FOUR)
        for action in actions:
            if legal and (seat := GAME.current_player(state)) >= 0:
                GAME.legal_actions(state, seat)
            state = GAME.apply_action(state, action)
            if hashing:
                canonical.state_hash(state)
        best = min(best, time.perf_counter() - start)
    return best


def shared_layer() -> None:
    """Per step of a replayed game: the rules' and the shared layer's (core/canonical.py:
    the state hash the lockstep and replay --verify take after every action) costs."""
    final, actions = random_game(FOUR, random.Random(99))
    apply_s, legal_s, hash_s = (_replay(actions, *how) for how in ((0, 0), (1, 0), (0, 1)))
    n = len(actions)
    cold = float("inf")
    for _ in range(5):  # the best of 5 batches of copies that share nothing with any state
        fresh = [canonical.decode(canonical.encode(final)) for _ in range(50)]
        start = time.perf_counter()
        for state in fresh:
            canonical.state_hash(state)
        cold = min(cold, (time.perf_counter() - start) / len(fresh))
    print(
        f"per step of a 4-player classic game ({n} actions): apply {apply_s / n * 1e6:.1f} us, "
        f"legal_actions {(legal_s - apply_s) / n * 1e6:.1f} us, state_hash "
        f"{(hash_s - apply_s) / n * 1e6:.1f} us (of a state sharing nothing: {cold * 1e6:.1f} us)"
    )
    print(
        f"replay of a finished 4-player game ({n} actions): {apply_s * 1000:.2f} ms, "
        f"{hash_s * 1000:.2f} ms hashing every state (replay --verify)"
    )


FOUR = {"players": 4, "board": "A"}
TARGETS = (("classic", 1000.0), ("Legends", 500.0))  # issue 19, 4 players


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="per measurement")
    parser.add_argument("--games", type=int, default=100_000, help="at most, per measurement")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, one process")
    four: dict[str, Rate] = {}
    for players in (2, 4, 5):
        rate = games_per_second(players, args.seconds, args.games)
        four["classic"] = rate if players == 4 else four.get("classic", rate)
        print(_line(f"{players} players:", rate))
    print("Legends (T layout; then every token variant and leaders):")
    swamp = [*LEGENDS_VARIANTS, "mephitic_swamp"]
    for players, variants in ((2, []), (3, []), (4, []), (4, LEGENDS_VARIANTS), (4, swamp)):
        config = {"players": players, "edition": "legends", "variants": variants}
        rate = games_per_second(players, args.seconds, args.games, config)
        if players == 4 and not variants:
            four["Legends"] = rate
        extra = " + swamp" if "mephitic_swamp" in variants else " + variants" if variants else ""
        print(_line(f"{players} players{extra}:", rate))

    shared_layer()
    print("Issue 19 targets, random 4-player games per second on one core:")
    for edition, target in TARGETS:
        rate = four[edition]
        verdict = "met" if rate.games >= target else "NOT met"
        print(
            f"  {edition:8} {rate.games:8.1f} games/s ({rate.games_cpu:7.1f} per CPU s)"
            f"  target {target:.0f}: {verdict}"
        )


if __name__ == "__main__":
    main()
