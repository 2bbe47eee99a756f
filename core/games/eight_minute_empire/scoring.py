"""End of the game and scoring (seed 001, "Fine della partita").

Regions: 1 VP each you control (most armies, cities counting as armies; a tie: nobody).
Continents: 1 VP each where you control the most regions (a tie: nobody). Goods: by the
goods table, wilds added to types you already hold, assigned to maximise your score.
Ruling (digest): the neutral colour takes part like a player, in regions and continents,
but never scores.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cache
from typing import Any

from core.games.eight_minute_empire import tiebreak
from core.games.eight_minute_empire.data import GOODS, WILD, classic_board, classic_rules
from core.games.eight_minute_empire.setup import new_game
from core.games.eight_minute_empire.state import LONG_GAME_LENGTH, NOBODY, Phase, State, evolve
from core.memo import last_by_identity


@dataclass(frozen=True)
class Score:
    """One seat's score of one game, with what it is made of."""

    regions: int
    areas: int
    goods: int
    goods_held: dict[str, int]  # after wilds and goods tiles
    wild: dict[str, int]  # where the wilds went
    tiles: dict[str, int]  # goods from goods tiles of controlled regions

    @property
    def total(self) -> int:
        """Victory points of this game."""
        return self.regions + self.areas + self.goods

    def as_dict(self) -> dict[str, Any]:
        """The observation's `score` entry."""
        return {
            "regions": self.regions,
            "areas": self.areas,
            "goods": self.goods,
            "total": self.total,
            "goods_held": dict(self.goods_held),
            "wild": dict(self.wild),
            "tiles": dict(self.tiles),
        }


def controllers(state: Any) -> tuple[int, ...]:
    """Per region: the owner who controls it (a seat, n for neutral) or NOBODY (both
    editions: their states count armies and cities alike)."""
    n = state.config.players
    out = []
    for armies, cities in zip(state.armies, state.cities):
        if not any(armies) and not any(cities):  # most regions, most of a game
            out.append(NOBODY)
            continue
        strength = [a + c for a, c in zip(armies, cities)]  # the seats (cities has no neutral)
        strength.append(armies[n])
        best = max(strength)
        out.append(strength.index(best) if strength.count(best) == 1 else NOBODY)
    return tuple(out)


def area_controllers(state: State, control: tuple[int, ...]) -> dict[str, int]:
    """Per continent: the owner controlling most of its regions, or NOBODY on a tie."""
    board = classic_board(state.config.board)
    held_in: dict[str, dict[int, int]] = {area: {} for area in board.areas}
    for area, owner in zip(board.area_of, control):
        if owner != NOBODY and area in held_in:
            held = held_in[area]
            held[owner] = held.get(owner, 0) + 1
    out = {}
    for area, held in held_in.items():
        best = max(held.values(), default=0)
        leaders = [o for o, k in held.items() if k == best]
        out[area] = leaders[0] if best and len(leaders) == 1 else NOBODY
    return out


def goods_value(good: str, count: int) -> int:
    """Victory points of holding `count` goods of one type (8 or more score as 8)."""
    table = classic_rules().goods_scoring[good]
    return table[min(count, len(table) - 1)]


def best_wild_assignment(held: dict[str, int], wilds: int) -> dict[str, int]:
    """The wild assignment that scores most; ties go to the first in goods order.

    Seed: a wild joins only a type you already hold at least one of, as one more of it.
    """
    if not wilds:
        return {}
    return dict(_best_wilds(tuple(held.get(g, 0) for g in GOODS), wilds))


@cache
def _best_wilds(counts: tuple[int, ...], wilds: int) -> dict[str, int]:
    """best_wild_assignment of the goods counts (in GOODS order); callers copy the result."""
    held = dict(zip(GOODS, counts))
    kinds = [g for g in GOODS if held[g] > 0]
    if not kinds:
        return {}
    best: tuple[int, dict[str, int]] = (-1, {})
    for combo in itertools.combinations_with_replacement(kinds, wilds):
        assign = {g: combo.count(g) for g in kinds if g in combo}
        value = sum(goods_value(g, held.get(g, 0) + assign.get(g, 0)) for g in kinds)
        if value > best[0]:
            best = (value, assign)
    return best[1]


def score_seat(state: State, seat: int, control: tuple[int, ...], areas: dict[str, int]) -> Score:
    """One seat's score in the current state."""
    cards = classic_rules().cards
    held: dict[str, int] = {}
    wilds = 0
    for cid in state.players[seat].cards:
        for good in cards[cid].goods:
            if good == WILD:
                wilds += 1
            else:
                held[good] = held.get(good, 0) + 1
    tiles: dict[str, int] = {}
    for region, good in enumerate(state.tiles if any(state.tiles) else ()):
        if good and control[region] == seat:
            tiles[good] = tiles.get(good, 0) + 1
            held[good] = held.get(good, 0) + 1
    wild = best_wild_assignment(held, wilds)
    total_held = {g: held.get(g, 0) + wild.get(g, 0) for g in GOODS if held.get(g, 0)}
    return Score(
        regions=control.count(seat),
        areas=list(areas.values()).count(seat),
        goods=sum(goods_value(g, k) for g, k in total_held.items()),
        goods_held=total_held,
        wild=wild,
        tiles=tiles,
    )


@last_by_identity
def scores(state: State) -> tuple[Score, ...]:
    """Every seat's score of the current game, as if it ended now (the search bot's views
    of one state ask it once per seat: the last answer is kept)."""
    control = controllers(state)
    areas = area_controllers(state, control)
    return tuple(score_seat(state, seat, control, areas) for seat in range(state.config.players))


def finish_game(state: State) -> State:
    """Score the game just ended; the long game then starts the next, else it is over."""
    totals = tuple(t + s.total for t, s in zip(state.totals, scores(state)))
    config = state.config
    if "long_game" in config.variants and state.game + 1 < LONG_GAME_LENGTH:
        return new_game(config, state.game + 1, totals)
    return evolve(state, phase=Phase.END, totals=totals, current=NOBODY)


TIEBREAKS = ("victory points", "coins", "armies on the board", "regions controlled")


def tiebreak_keys(state: State) -> tuple[tuple[int, int, int, int], ...]:
    """Per seat, the seed's order: most VP, coins, armies on the board, regions controlled.

    Ruling (long game): VP are the totals; the rest are the last game's.
    """
    game_scores = scores(state)
    return tuple(
        (
            state.totals[seat],
            state.players[seat].coins,
            sum(counts[seat] for counts in state.armies),
            game_scores[seat].regions,
        )
        for seat in range(state.config.players)
    )


def ranking(state: State) -> tuple[int, ...]:
    """Seats from winner down; seats still tied after every tie-break keep seat order."""
    return tiebreak.ranked(tiebreak_keys(state))


def winners(state: State) -> tuple[int, ...]:
    """The seats sharing first place after every tie-break (usually one)."""
    return tiebreak.first_place(tiebreak_keys(state))


def separations(state: State) -> tuple[str | None, ...]:
    """For each place after the first: what separated it from the place before (None: tied)."""
    return tiebreak.separations(TIEBREAKS, tiebreak_keys(state))


def deciding_tiebreak(state: State) -> str | None:
    """What separated the winner from the runner-up; None when they are still tied."""
    return tiebreak.deciding(TIEBREAKS, tiebreak_keys(state))
