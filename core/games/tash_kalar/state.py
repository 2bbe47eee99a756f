"""Tash-Kalar's state: one immutable public record of a game, and small helpers over it.

The board is a tuple of 81 ints by square index f*9 + r (core/games/tash_kalar/data.py):
0 empty, else `side * 4 + rank` (rank 1 common, 2 heroic, 3 legendary). A **side** is a
colour of pieces: a seat in a game without teams, a team (seats s and s+2) in a team game.
Cards in hands and decks are hidden-information handles (core/hidden.py); their values
enter this record only once shown (discard piles, the card being resolved, the tasks).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from core import canonical, hidden
from core.api import Handle
from core.frozen import dict_evolver, evolver
from core.games.tash_kalar.data import arena


@canonical.register("tk.Effect")
@dataclass(frozen=True, slots=True)
class Effect:
    """A card's effect being resolved, step by step (digest §4.3, §5.1)."""

    card: str  # a being's instance id, a legend's or a flare's id
    kind: str  # "being" | "legend" | "flare"
    steps: tuple[tuple[str, int], ...]  # (part "fx" | "up" | "low", index) in order
    index: int  # the current step
    being: int  # the being's square, -1 when gone (R19) or for a flare
    marks: tuple[int, ...]  # the chosen match's marked squares on the board
    summon_hit: bool  # the summon placement destroyed a piece
    prev_hit: bool  # the previous step destroyed a piece
    prev_did: bool  # the previous step changed anything
    that: tuple[int, ...]  # squares of the pieces the previous step acted on
    eligible: tuple[int, ...]  # the current step's pieces, fixed when it starts
    done: int  # targets, moves or pieces done in the current step
    hit: bool
    did: bool
    acted: tuple[int, ...]  # where the pieces acted on in this step are now
    traveller: int  # per "one": the moving piece's square, -1 before its first move
    direction: int  # line: the first move's direction (df*3 + dr), 99 unset
    owner: int  # the seat whose card it is (it keeps the choices under passed control)


@canonical.register("tk.State")
@dataclass(frozen=True)  # an instance dict: one C merge per copy (core/frozen.py dict_evolver)
class State:
    """A whole game of Tash-Kalar (see the module docstring and docs/tash-kalar.md)."""

    players: int
    form: str  # "high_form" | "deathmatch"
    teams: bool
    melee: bool
    seat_colours: tuple[str, ...]  # per seat: the colour of its being deck
    colours: tuple[str, ...]  # per side: the colour of its pieces
    board: tuple[int, ...]
    first: int  # the first player, -1 until drawn
    turn: int  # turns begun before this one
    stage: str  # first deal tasks setup actions effect pickup returns end score draw over
    actions: int  # actions left in this turn
    discarded: bool  # the discard action was used this turn
    controller: int  # the seat choosing now (a team-mate after ("pass",))
    passed: bool
    beings: tuple[tuple[Handle, ...], ...]  # per seat: its being deck, top first
    hands: tuple[tuple[Handle, ...], ...]  # per seat: beings and flare
    legends: tuple[tuple[Handle, ...], ...]  # per side: the legend hand
    holder: tuple[int, ...]  # per side: the seat holding its legends
    legend_pile: tuple[Handle, ...]
    flare_pile: tuple[Handle, ...]
    rebuilt: tuple[int, int]  # how often the legend and flare decks were rebuilt
    being_discards: tuple[tuple[str, ...], ...]  # per seat, face up
    legend_discards: tuple[str, ...]
    flare_discards: tuple[str, ...]
    task_pile: tuple[Handle, ...]  # top first; the top, shown, is the next task
    task_decks: int  # task decks made (the setup reshuffle names "tasks.1")
    tasks: tuple[str, ...]  # the current tasks
    task_aside: tuple[str, ...]  # setup: tasks set aside for the reshuffle
    task_cycles: int  # 3-of-4 rule: cards moved to the bottom in this run (R2)
    completed: tuple[tuple[str, ...], ...]  # per side
    score: tuple[int, ...]  # per side: Deathmatch Duel points
    colour_score: tuple[tuple[int, ...], ...]  # melee: per seat, points in each side's colour
    improvised: tuple[tuple[int, ...], ...]  # melee: per seat, the sides improvised with
    tally: tuple[tuple[int, int], ...]  # this turn's destroyed pieces: (side, rank)
    calls: tuple[tuple[int, int], ...]  # this turn's summons: (square, card rank)
    extra: tuple[str, ...]  # extra cards to draw at the end of this turn
    effect: Effect | None
    pickup: tuple[int, ...]  # shortage: (kind, target, card rank) while a pick-up is due
    choices: tuple[tuple[int, ...], ...]  # melee scoring: sides to choose among, in order
    draws: tuple[tuple[int, str], ...]  # (seat, "being" | "legend" | "flare") still to draw
    setup_left: tuple[int, ...]  # Deathmatch setup: sides whose common is still to place
    trigger: int  # the triggering turn, -1 before
    exhausted: bool  # a being deck ran out (teams: its last upright card) this turn
    conceded: int  # the side that conceded, -1
    secrets: hidden.Secrets


evolve = dict_evolver(State)
evolve_effect = evolver(Effect)

EMPTY = 0


def owner(piece: int) -> int:
    """The side of a piece (not 0)."""
    return piece >> 2


def rank(piece: int) -> int:
    """The rank of a piece: 1 common, 2 heroic, 3 legendary."""
    return piece & 3


def piece(side: int, r: int) -> int:
    """The board value of a piece of `side` and rank `r`."""
    return side * 4 + r


def sides(s: State) -> int:
    """How many colours of pieces are in play."""
    return 2 if s.teams else s.players


def side_of(s: State, seat: int) -> int:
    """The side (colour of pieces) a seat plays."""
    return seat % 2 if s.teams else seat


def seats_of(s: State, side: int) -> tuple[int, ...]:
    """The seats playing a side."""
    return (side, side + 2) if s.teams else (side,)


def mate(s: State, seat: int) -> int:
    """A seat's team-mate (itself without teams)."""
    return (seat + 2) % 4 if s.teams else seat


def active(s: State) -> int:
    """The seat whose turn it is."""
    return (s.first + s.turn) % s.players


def markers(s: State) -> int:
    """Tokens of each colour off the board as score markers (digest §2, Pieces)."""
    if s.form == "high_form":
        return 0
    return s.players - 1 if s.melee else 1


def held(s: State, side: int, legendary: bool) -> int:
    """Pieces of `side` kept beside the board until the end of the turn: the seed's
    Deathmatch trophies (Duel: every piece destroyed; Melee: enemy pieces only)."""
    if s.form == "high_form":
        return 0
    me = side_of(s, active(s))
    return sum(
        1
        for victim, r in s.tally
        if victim == side and (r == 3) == legendary and not (s.melee and victim == me)
    )


def supply(s: State, side: int, legendary: bool) -> int:
    """Pieces of `side` in its supply: tokens (common/heroic) or legendary pieces."""
    a = arena()
    own, _, legendaries = board_facts(s.board)[side]
    on_board = (legendaries if legendary else own & ~legendaries).bit_count()
    total = a.legendary if legendary else a.tokens - markers(s)
    return total - on_board - (held(s, side, legendary) if s.tally else 0)


SideFacts = tuple[int, int, int]
"""A side's pieces on a board as bit masks (bit i is square i): its squares, its heroic and
legendary ones, its legendary ones (its tokens, common and heroic: own & ~legendary)."""


def _digits(keep: Any) -> bytes:
    """A bytes.translate table: a board value to the digit "1" where `keep(value)`."""
    return bytes(ord("1") if v and keep(v) else ord("0") for v in range(256))


# Per side: the tables to the binary digits of its pieces, of its heroic and legendary
# ones, of its legendary ones (board values side * 4 + rank: the module docstring).
_DIGITS = tuple(
    (
        _digits(lambda p, v=v: p >> 2 == v),
        _digits(lambda p, v=v: p >> 2 == v and p & 3 >= 2),
        _digits(lambda p, v=v: p >> 2 == v and p & 3 == 3),
    )
    for v in range(4)
)


@lru_cache(maxsize=512)
def board_facts(board: tuple[int, ...]) -> tuple[SideFacts, ...]:
    """Per side 0-3, where its pieces stand, cached (the supply, flares, patterns and High
    Form's points all ask for the same boards). In C (issue 17 speed): each mask is the
    board's bytes, last square first, translated to binary digits and read as a number."""
    digits = bytes(board[::-1])
    out = []
    for own_t, hero_t, legend_t in _DIGITS:
        own = int(digits.translate(own_t), 2)
        if own:
            out.append((own, int(digits.translate(hero_t), 2), int(digits.translate(legend_t), 2)))
        else:
            out.append((0, 0, 0))
    return tuple(out)


def set_square(board: tuple[int, ...], sq: int, value: int) -> tuple[int, ...]:
    """The board with square `sq` set to `value`."""
    return board[:sq] + (value,) + board[sq + 1 :]


def replace_at(items: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    """A tuple with item i replaced."""
    return items[:i] + (value,) + items[i + 1 :]


def ask(s: State, *requests: hidden.Request) -> State:
    """`s` with reveal requests pending (a REVEAL node)."""
    return evolve(s, secrets=hidden.ask(s.secrets, requests)) if requests else s
