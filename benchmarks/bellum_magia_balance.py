"""Bellum Magia's balance check (digest section 6.8) on the real rules core.

    python benchmarks/bellum_magia_balance.py [--games 2000] [--players 2,3,4,5]
        [--seed 0] [--workers 2] [--confusion-closes-bar]

Plays `--games` seeded games per player count with the digest's heuristic bots, chance
from the seed, every reveal by the plain dealer (core/dealer.py), each bot reading the
public state and its own seat's knowledge only, and prints per count the days played
(the day the game ends included: mean, median, the 10th-90th percentile range holding 80%
of games), each castle's share of all games won (a shared win, R19, split evenly; even:
20%), the first Captain's seat's share (even: 1/players) and, as the digest gives them
for 3 players, chests held at the end by kind, rerolls, robberies and recruits per game.

The heuristic bots (digest 6.8; where it is terse, our reading is marked "ours"):
- offers: a line is worth its icons weighted as the digest designed the cards (food 1,
  glyph 1.5, treasure 0.75, sword 1, magic sword 1.5, thief 1.5), left and right; the
  Captain casts a spell when the rolled line is worth at least 1 point less than the
  average of its six lines, any seat pays a barrel at 2 points less (ours: the Captain
  tries a spell first);
- attack: the best loot it can beat (chests at their kind's mean value, 2.0 / 3.5 / 6.1,
  food 0.5, a glyph 0.75, a barrel 0.5: ours), or a castle when the expected stolen value
  (its best chests by what the bot knows, the rest at their kind's mean) is higher, else
  the Tavern; a theft takes as many chests as it may, the best first;
- recruit: whenever it can pay, super-evil first (3 glyphs when it has them, else 1 glyph
  + 4 food: ours), each face-up card of a deck by its worth on the side it goes to; "the
  side that is weaker for the day count" read as (ours) the side whose weighted total over
  the six lines is lower, the left on a tie; the goblins are placed the same way.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core import registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action
from core.dealer import PlainDealer
from core.games.bellum_magia.data import data
from core.games.bellum_magia.state import (
    State,
    right_line,
    strip_totals,
)

GAME = registry.get("bellum_magia")
WEIGHTS_LEFT = (1.0, 1.5, 0.75)  # food, glyph, treasure (digest 6.5's design weights)
WEIGHTS_RIGHT = (1.0, 1.5, 1.5)  # sword, magic sword, thief
MEANS = {"wood": 2.0, "metal": 3.5, "gold": 6.1}  # digest 6.7
LOOT = {"fo": 0.5, "gl": 0.75, "ba": 0.5, "cw": MEANS["wood"], "cm": MEANS["metal"],
        "cg": MEANS["gold"]}  # fmt: skip
BARREL_AT, SPELL_AT = 2.0, 1.0  # points below the average line


def _weight(line: tuple[int, int, int], weights: tuple[float, float, float]) -> float:
    return sum(n * w for n, w in zip(line, weights))


def line_worth(s: State, seat: int, k: int) -> float:
    """The seat's line k (0-5), both sides, in the digest's design points."""
    left = strip_totals(s.castles[seat], s.left[seat], False)[k]
    right = strip_totals(s.castles[seat], s.right[seat], True)[k]
    return _weight(left, WEIGHTS_LEFT) + _weight(right, WEIGHTS_RIGHT)


def side_total(s: State, seat: int, side: str) -> float:
    """A side's weighted total over the six lines (castle and cards)."""
    right = side == "right"
    lines = strip_totals(s.castles[seat], s.left[seat] if not right else s.right[seat], right)
    return sum(_weight(line, WEIGHTS_RIGHT if right else WEIGHTS_LEFT) for line in lines)


def weaker_side(s: State, seat: int) -> str:
    """The side whose weighted total over the six lines is lower (the left on a tie)."""
    return "left" if side_total(s, seat, "left") <= side_total(s, seat, "right") else "right"


def chest_worth(knowledge: Any, handle: tuple[str, int]) -> float:
    """A chest's value if the bot knows it, else its kind's mean."""
    value = knowledge.get(handle)
    return float(value) if value is not None else MEANS[handle[0]]


def offer(s: State, seat: int, actions: tuple[Action, ...]) -> Action:
    """A spell (Captain, 1 point below the average line) or a barrel (2 points below)."""
    now = line_worth(s, seat, s.die - 1)
    mean = sum(line_worth(s, seat, k) for k in range(6)) / 6
    if ("spell",) in actions and now <= mean - SPELL_AT:
        return ("spell",)
    if ("drinks",) in actions and now <= mean - BARREL_AT:
        return ("drinks",)
    return ("decline",)


def attack(s: State, seat: int, actions: tuple[Action, ...], knowledge: Any) -> Action:
    """The best loot it can beat, or a robbery when its expected take is higher; else the
    Tavern (always there)."""
    places = data().places
    best, best_value = ("attack", "P00"), -1.0
    for a in actions:
        if a[0] == "attack" and a[1] != "P00":
            value = sum(LOOT[icon] * n for icon, n in places[a[1]].loot)
            if value > best_value:
                best, best_value = a, value
    thieves = right_line(s, seat)[2]
    for a in actions:
        if a[0] == "rob":
            held = sorted((chest_worth(knowledge, h) for h in s.chests[a[1]]), reverse=True)
            value = sum(held[:thieves])
            if value > best_value:
                best, best_value = a, value
    return best if best in actions else ("pass",)


def steal(s: State, actions: tuple[Action, ...], knowledge: Any) -> Action:
    """The best chest still to take (as many as it may)."""
    steals = [a for a in actions if a[0] == "steal"]
    if not steals:
        return ("done",)
    return max(steals, key=lambda a: (chest_worth(knowledge, (a[1], a[2])), a))


def recruit(s: State, seat: int, actions: tuple[Action, ...]) -> Action:
    """Super-evil first, then evil; the best card for the weaker side."""
    side = weaker_side(s, seat)
    right = side == "right"
    creatures = data().creatures
    weights = WEIGHTS_RIGHT if right else WEIGHTS_LEFT

    def worth(card: str) -> float:
        strip = creatures[card].right if right else creatures[card].left
        return sum(_weight(line, weights) for line in strip)

    for deck, payments in (("super", ("gl3", "gl1+fo4")), ("evil", ("fo2",))):
        for payment in payments:
            wanted = ("recruit", deck)
            options = [a for a in actions if a[:2] == wanted and a[3:] == (payment, side)]
            if options:
                return max(options, key=lambda a: (worth(a[2]), a[2]))
    return ("done",)


def goblins(s: State, seat: int) -> Action:
    """Each goblin under the side weaker at setup, judged one after the other."""
    sides = []
    left = side_total(s, seat, "left")
    right = side_total(s, seat, "right")
    for g in s.goblins[seat]:
        card = data().creatures[g]
        if left <= right:
            sides.append("left")
            left += sum(_weight(line, WEIGHTS_LEFT) for line in card.left)
        else:
            sides.append("right")
            right += sum(_weight(line, WEIGHTS_RIGHT) for line in card.right)
    return ("goblins", seat, *sides)


def choose(s: State, seat: int, knowledge: Any) -> Action:
    """The heuristic bot's action for `seat`."""
    actions = GAME.legal_actions(s, seat, knowledge)
    phase = s.phase
    if phase == "goblins":
        return goblins(s, seat)
    if phase == "offers":
        return offer(s, seat, actions)
    if phase == "attack":
        return attack(s, seat, actions, knowledge)
    if phase == "theft":
        return steal(s, actions, knowledge)
    if phase == "recruit":
        return recruit(s, seat, actions)
    return actions[0]  # castles chosen: the first left


def play(job: tuple[int, int, bool]) -> dict[str, Any]:
    """One seeded game; what the report counts."""
    players, seed, closes = job
    config = {"players": players, "confusion_closes_bar": closes}
    chance = random.Random(f"chance:{seed}")
    shuffles = random.Random(f"deal:{seed}")
    dealer = PlainDealer(players, lambda deck, n: shuffles.sample(range(n), n))
    s = GAME.initial_state(config)
    counts: Counter[str] = Counter()
    first_captain = -1
    while (player := GAME.current_player(s)) != TERMINAL:
        if player == REVEAL:
            action = dealer.next_action(GAME, s)
        elif player == CHANCE:
            outcomes = GAME.chance_outcomes(s)
            action = chance.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
        else:
            seat = player
            if player == SIMULTANEOUS:
                seat = next(p for p in range(players) if GAME.legal_actions(s, p))
            action = choose(s, seat, dealer.knowledge(seat))
            counts[action[0]] += 1
        if action[0] == "captain":
            first_captain = action[1]
        s = GAME.apply_action(s, action)
    end = GAME.observation(s, None)["end"]
    winners = end["winners"]
    held = [h for chests in s.chests for h in chests]
    return {
        "days": s.day,
        "castles": list(s.castles),
        "winners": winners,
        "first_captain": first_captain,
        "kinds": [sum(h[0] == k for h in held) for k in ("wood", "metal", "gold")],
        "rerolls": counts["drinks"] + counts["spell"],
        "robberies": counts["rob"],
        "recruits": counts["recruit"] / players,
        "winner_coins": end["totals"][winners[0]],
        "winner_ten": len(s.chests[winners[0]]) >= data().end_chests,
    }


def percentile(sorted_values: list[int], q: float) -> int:
    """The nearest-rank percentile of sorted values."""
    k = max(0, min(len(sorted_values) - 1, round(q * (len(sorted_values) - 1))))
    return sorted_values[k]


def report(players: int, results: list[dict[str, Any]]) -> None:
    """One player count's lines."""
    n = len(results)
    days = sorted(r["days"] for r in results)
    won: Counter[str] = Counter()
    first = 0.0
    for r in results:
        for w in r["winners"]:
            won[r["castles"][w]] += 1 / len(r["winners"])
        if r["first_captain"] in r["winners"]:
            first += 1 / len(r["winners"])
    shares = "  ".join(f"{k} {won[k] / n:.1%}" for k in sorted(data().castles))
    print(
        f"{players} players, {n} games: days mean {statistics.mean(days):.2f}, median "
        f"{statistics.median(days):g}, 80% {percentile(days, 0.1)}-{percentile(days, 0.9)}"
    )
    print(f"  castles' win shares: {shares}")
    print(f"  first Captain's seat won {first / n:.1%} (even {1 / players:.1%})")
    kinds = [sum(r["kinds"][i] for r in results) / n for i in range(3)]
    ten = sum(r["winner_ten"] for r in results) / n
    print(
        f"  per game: chests held at the end {sum(kinds):.1f} (wood {kinds[0]:.1f}, metal "
        f"{kinds[1]:.1f}, gold {kinds[2]:.1f}), rerolls {_mean(results, 'rerolls'):.1f}, "
        f"robberies {_mean(results, 'robberies'):.1f}, recruits per player "
        f"{_mean(results, 'recruits'):.1f}; the winner's coins "
        f"{_mean(results, 'winner_coins'):.1f}, 10+ chests in {ten:.0%} of games"
    )


def _mean(results: list[dict[str, Any]], key: str) -> float:
    return sum(r[key] for r in results) / len(results)


def main() -> None:
    """Parse the options, play every count's games in worker processes, report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--confusion-closes-bar", action="store_true")
    args = parser.parse_args()
    counts = [int(p) for p in args.players.split(",")]
    start = time.perf_counter()
    with multiprocessing.Pool(args.workers) as pool:
        for players in counts:
            jobs = [(players, args.seed + k, args.confusion_closes_bar) for k in range(args.games)]
            report(players, pool.map(play, jobs, chunksize=50))
    wall = time.perf_counter() - start
    print(f"{len(counts) * args.games} games in {wall:.0f} s, {args.workers} workers")


if __name__ == "__main__":
    main()
