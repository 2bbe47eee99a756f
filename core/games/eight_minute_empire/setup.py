"""Setup of a game: coins, starting armies, the opening row, goods tiles, neutral armies.

Seed 001, "Preparazione": cards with a small "5" only with 5 players; 6 cards face up;
3 armies each in the starting region; with 2 players 10 neutral armies placed in turn;
coins 14/11/9/8. Shuffling is replaced by drawing one card at a time from the unseen
remainder (chance nodes), so no future card exists in the state. The deck, the row and
the draws are Legends' too (legends/setup.py): `cards_for`, `ROW_SIZE`, `draw_outcomes`,
`draw_changes`.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Protocol

from core.api import Action, IllegalAction
from core.games.eight_minute_empire.data import ActionCard, Board, classic_board, classic_rules
from core.games.eight_minute_empire.state import NOBODY, Config, Phase, Player, State, evolve

ROW_SIZE = 6


def cards_for(cards: Mapping[int, ActionCard], players: int) -> tuple[int, ...]:
    """The ids of the cards played with this many players, sorted: either edition's deck
    (classic: a "5" only with 5 players; Legends: no "4" with 3, no "3" either with 2)."""
    return tuple(sorted(cid for cid, c in cards.items() if c.players <= players))


def deck_for(config: Config) -> tuple[int, ...]:
    """The cards used with this many players, sorted by id."""
    return cards_for(classic_rules().cards, config.players)


def new_game(config: Config, game: int, totals: tuple[int, ...]) -> State:
    """A fresh game `game` (0-based) of a table; `totals` carries long-game scores."""
    rules = classic_rules()
    board = classic_board(config.board)
    n = config.players
    armies = [(0,) * (n + 1)] * len(board.ids)
    armies[board.start] = (rules.start_armies,) * n + (0,)
    player = Player(rules.coins[n], (), rules.armies - rules.start_armies, rules.cities)
    return State(
        config=config,
        phase=Phase.DEAL,
        game=game,
        totals=totals,
        deck=deck_for(config),
        row=(),
        players=(player,) * n,
        armies=tuple(armies),
        cities=((0,) * n,) * len(board.ids),
        tiles=("",) * len(board.ids),
        bids=(-1,) * n,
        tied=(),
        bid_winner=NOBODY,
        first=NOBODY,
        current=NOBODY,
        card=-1,
        options=(),
        terms=(),
        points=0,
        neutral_left=rules.neutral_armies if n == 2 else 0,
    )


def after_deal(state: State) -> State:
    """The phase that follows a complete opening row: tiles, neutral armies, or the bid."""
    if "goods_tiles" in state.config.variants and _next_tile_region(state) is not None:
        return evolve(state, phase=Phase.TILES)
    if state.neutral_left:
        # Ruling (digest, Setup 4): seat 0 places the first neutral army.
        return evolve(state, phase=Phase.NEUTRAL, current=0)
    return evolve(state, phase=Phase.BID)


# --- chance: drawing cards ---------------------------------------------------------------

_UNIFORM: dict[int, Fraction] = {}


def uniform(k: int) -> Fraction:
    """1/k, one shared Fraction per k: chance_outcomes is on the hot path of every playout."""
    p = _UNIFORM.get(k)
    if p is None:
        p = _UNIFORM[k] = Fraction(1, k)
    return p


class Dealt(Protocol):
    """Either edition's state, as far as its unseen cards and its row go."""

    @property
    def deck(self) -> tuple[int, ...]: ...
    @property
    def row(self) -> tuple[int, ...]: ...


def draw_outcomes(state: Dealt) -> tuple[tuple[Action, Fraction], ...]:
    """Every unseen card is equally likely to be drawn next."""
    return deck_outcomes(state.deck)


def deck_outcomes(deck: tuple[int, ...]) -> tuple[tuple[Action, Fraction], ...]:
    """(("draw", cid), 1/len(deck)) for every card of `deck` (both editions draw alike)."""
    return tuple(map(_outcomes(len(deck)).__getitem__, deck))


class _Draws(dict[int, Action]):
    """cid -> ("draw", cid), one shared tuple per card: outcomes are listed at every chance
    node, and a dict's own lookup costs no Python call."""

    def __missing__(self, cid: int) -> Action:
        action = self[cid] = ("draw", cid)
        return action


class _Outcomes(dict[int, tuple[Action, Fraction]]):
    """cid -> (("draw", cid), 1/k) for a deck of k cards, built once per card and size."""

    def __init__(self, k: int) -> None:
        super().__init__()
        self.p = uniform(k)

    def __missing__(self, cid: int) -> tuple[Action, Fraction]:
        outcome = self[cid] = (DRAWS[cid], self.p)
        return outcome


DRAWS = _Draws()
_BY_SIZE: dict[int, _Outcomes] = {}


def _outcomes(k: int) -> _Outcomes:
    found = _BY_SIZE.get(k)
    if found is None:
        found = _BY_SIZE[k] = _Outcomes(k)
    return found


def draw_changes(state: Dealt, action: Action) -> dict[str, tuple[int, ...]]:
    """The deck and row after the drawn card goes into the rightmost slot of the row."""
    if len(action) != 2 or type(action[1]) is not int:
        raise IllegalAction(f"a draw is ('draw', card_id), got {action!r}")
    cid = action[1]
    deck = state.deck
    try:
        at = deck.index(cid)  # the deck holds each card once
    except ValueError:
        raise IllegalAction(f"card {cid} is not among the unseen cards") from None
    return {"deck": deck[:at] + deck[at + 1 :], "row": (*state.row, cid)}


def apply_draw(state: State, action: Action) -> State:
    """Put the drawn card into the rightmost slot of the row."""
    return evolve(state, **draw_changes(state, action))


# --- chance: goods tiles (variant "Tessere merce") -----------------------------------------


def _next_tile_region(state: State) -> int | None:
    board = classic_board(state.config.board)
    for region in board.triangles:
        if not state.tiles[region]:
            return region
    return None


def _tiles_left(state: State) -> dict[str, int]:
    left = dict(classic_rules().goods_tiles)
    for good in state.tiles:
        if good:
            left[good] -= 1
    return {g: k for g, k in left.items() if k > 0}


def tile_outcomes(state: State) -> tuple[tuple[Action, Fraction], ...]:
    """The next triangle region (in id order) gets a tile drawn from those left."""
    region = _next_tile_region(state)
    assert region is not None
    rid = classic_board(state.config.board).ids[region]
    left = _tiles_left(state)
    total = sum(left.values())
    return tuple((("tile", rid, good), Fraction(k, total)) for good, k in sorted(left.items()))


def apply_tile(state: State, action: Action) -> State:
    """Lay a goods tile face up on the next triangle region."""
    board = classic_board(state.config.board)
    region = _next_tile_region(state)
    assert region is not None
    if len(action) != 3 or action[1] != board.ids[region]:
        raise IllegalAction(f"the next goods tile goes to {board.ids[region]}, got {action!r}")
    if action[2] not in _tiles_left(state):
        raise IllegalAction(f"no goods tile of type {action[2]!r} is left")
    tiles = list(state.tiles)
    tiles[region] = action[2]
    state = evolve(state, tiles=tuple(tiles))
    return after_deal(state) if _next_tile_region(state) is None else state


# --- neutral armies (2 players) ------------------------------------------------------------


def neutral_actions(state: State, board: Board) -> tuple[Action, ...]:
    """A neutral army may go to any region."""
    return tuple(("neutral", rid) for rid in board.ids)


def apply_neutral(state: State, action: Action) -> State:
    """Place one neutral army; players alternate until all 10 are down, then the bid."""
    board = classic_board(state.config.board)
    if len(action) != 2 or action[1] not in board.index:
        raise IllegalAction(f"no region {action[1:]!r} on board {board.side}")
    region = board.index[action[1]]
    n = state.config.players
    counts = list(state.armies[region])
    counts[n] += 1
    armies = state.armies[:region] + (tuple(counts),) + state.armies[region + 1 :]
    left = state.neutral_left - 1
    if left == 0:
        return evolve(state, armies=armies, neutral_left=0, phase=Phase.BID, current=NOBODY)
    return evolve(state, armies=armies, neutral_left=left, current=1 - state.current)
