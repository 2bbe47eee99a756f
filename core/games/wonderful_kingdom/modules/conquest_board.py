"""The Conquest board (digest 3.5, 4.8; R27, R31-R34, R37): its state and what it tells.

The map is side A1 (resources/wonderful_kingdom/conquest.json, checked by conquestdata.py),
read once into index tables: territories in the data's order, places flattened in order.
`Board` holds per seat the armies in each territory, per place the seat on it (-1 free),
per seat its armies in the prison, and the module phase under way (conquest_phase.py).
Seat 0 is red (castle RC, south), seat 1 blue (BC, north). Armies of one colour at most
share a territory (a Move sends every enemy there home, R31), so a place in a territory is
held by the seat whose armies are there or by nobody.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from core import canonical
from core.frozen import evolver
from core.games.wonderful_kingdom.data import data

ARMIES = 12  # per colour (R27)
_MAP = data().conquest
T_IDS: tuple[str, ...] = tuple(_MAP.territories)
T_INDEX = {t: i for i, t in enumerate(T_IDS)}
TERRITORIES = tuple(_MAP.territories[t] for t in T_IDS)
ADJ: tuple[tuple[int, ...], ...] = tuple(
    tuple(T_INDEX[u] for u in _MAP.neighbours(t)) for t in T_IDS
)
CASTLE = tuple(  # per seat: red (0), blue (1)
    next(i for i, t in enumerate(TERRITORIES) if t.castle_of == c) for c in ("red", "blue")
)
PLACES = tuple(p for t in TERRITORIES for p in t.places)
P_INDEX = {p.id: i for i, p in enumerate(PLACES)}
PLACE_T = tuple(T_INDEX[t.id] for t in TERRITORIES for _ in t.places)
T_PLACES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, pt in enumerate(PLACE_T) if pt == t) for t in range(len(T_IDS))
)


def _with(bonus: str, res: str = "") -> tuple[int, ...]:
    return tuple(i for i, p in enumerate(PLACES) if p.bonus == bonus and p.res == res)


BONUS = {b: _with(b) for b in ("trap", "spy", "destroy", "double", "kprod", "prison")}
RES_PLACES = {r: _with("res", r) for r in ("M", "P", "G", "E")}
PRISON = BONUS["prison"][0]
START = tuple(
    tuple(i for i, p in enumerate(PLACES) if p.start == colour) for colour in ("red", "blue")
)
# the castle's production (every castle produces; yours is always yours)
CASTLE_MAKES = {r: TERRITORIES[CASTLE[0]].produces.count(r) for r in ("M", "P", "G", "E", "K")}


@canonical.register("wk.Conquest")
@dataclass(frozen=True, slots=True)
class Board:
    """The board and the module phase under way (its fields after `at`)."""

    armies: tuple[tuple[int, ...], ...]  # per seat: its armies per territory (T_IDS order)
    places: tuple[int, ...]  # per place (PLACES order): the seat on it, -1 free
    prisoners: tuple[int, ...]  # per seat: its armies in the prison (off the board, R34)
    at: tuple[int, str]  # (round, point) of the phase the fields below follow
    stage: str  # destroy | turns | move | assign | free | prison | over
    actor: int
    passes: int  # passes in a row (two end the turns)
    dest: int  # a Move's destination (-1 outside a Move)
    sources: tuple[int, ...]  # its source territories, fixed when it began
    sent: tuple[int, ...]  # per territory: armies sent so far
    todo: tuple[int, ...]  # territories whose places the mover still assigns
    held: int  # the mover held the prison when the Move began (0/1)
    queue: tuple[int, ...]  # Card destruction: the seats still to act, in order


evolve_board = evolver(Board)


def new_board() -> Board:
    """Setup: each seat's 4 armies on the places marked with its colour; 8 in reserve."""
    armies = []
    places = [-1] * len(PLACES)
    for seat, start in enumerate(START):
        per = [0] * len(T_IDS)
        for i in start:
            places[i] = seat
            per[PLACE_T[i]] += 1
        armies.append(tuple(per))
    n = len(T_IDS)
    return Board(
        tuple(armies), tuple(places), (0, 0), (0, ""), "over", -1, 0, -1, (), (0,) * n, (), 0, ()
    )


def reserve(b: Board, p: int) -> int:
    """Armies neither on the board nor in the prison."""
    return ARMIES - sum(b.armies[p]) - b.prisoners[p]


def holds(b: Board, p: int, bonus: str) -> int:
    """How many places of `bonus` seat p holds."""
    return sum(b.places[i] == p for i in BONUS[bonus])


def controller(b: Board, t: int) -> int:
    """The seat controlling territory t, or -1: a castle its owner, always; another the
    seat with an army there (R31)."""
    if t == CASTLE[0] or t == CASTLE[1]:
        return CASTLE.index(t)
    if b.armies[0][t]:
        return 0
    return 1 if b.armies[1][t] else -1


def hostile(b: Board, p: int, t: int) -> bool:
    """Enemy territory for p: the enemy castle, or a territory with enemy armies."""
    return t == CASTLE[1 - p] or b.armies[1 - p][t] > 0


def sources(b: Board, p: int, dest: int) -> tuple[int, ...]:
    """Seat p's territories that may send armies into `dest`: adjacent ones; with a Double
    move place, also those adjacent to a territory adjacent to `dest` that is empty or p's,
    never the enemy's nor its castle (R33)."""
    own = b.armies[p]
    found = {t for t in ADJ[dest] if own[t]}
    if holds(b, p, "double"):
        for mid in ADJ[dest]:
            if not hostile(b, p, mid):
                found.update(t for t in ADJ[mid] if t != dest and own[t])
    return tuple(sorted(found))


def destinations(b: Board, p: int, soldiers: int) -> list[int]:
    """Territories seat p can Move into now: never the enemy castle; the armies that can
    come must outnumber the enemy's there, one soldier each (checklist 38, 40)."""
    out = []
    own = b.armies[p]
    for t in range(len(T_IDS)):
        if t == CASTLE[1 - p]:
            continue
        enemies = b.armies[1 - p][t]
        if soldiers > enemies and sum(own[x] for x in sources(b, p, t)) > enemies:
            out.append(t)
    return out


def production(b: Board, p: int, res: str) -> int:
    """The castle's and the held places' production of `res` ("K": Krystallium places)."""
    if res == "K":
        return CASTLE_MAKES["K"] + holds(b, p, "kprod")
    return CASTLE_MAKES[res] + sum(b.places[i] == p for i in RES_PLACES[res])


def points(b: Board) -> list[int]:
    """Territory VP per seat: each territory's number in the controller's colour."""
    out = [0, 0]
    for t, ter in enumerate(TERRITORIES):
        c = controller(b, t)
        if c >= 0:
            out[c] += ter.vp[c]
    return out


def choices(b: Board, p: int, t: int) -> list[tuple[int, ...]]:
    """The sets of places of t seat p may hold with its armies there: one set when every
    place is taken or none can be [T: a held place is never worse than a standing army],
    else each way to put its armies on that many places (R32)."""
    here = T_PLACES[t]
    n = b.armies[p][t]
    if n >= len(here):
        return [here]
    if n == 0:
        return [()]
    return list(combinations(here, n))


def put(b: Board, p: int, t: int, chosen: tuple[int, ...]) -> Board:
    """Seat p's armies in t on exactly the places `chosen` (the others of t freed)."""
    places = list(b.places)
    for i in T_PLACES[t]:
        if places[i] == p or i in chosen:
            places[i] = p if i in chosen else -1
    return evolve_board(b, places=tuple(places))


def with_armies(b: Board, p: int, changes: dict[int, int]) -> tuple[tuple[int, ...], ...]:
    """b.armies with seat p's count in each territory changed by `changes`."""
    row = list(b.armies[p])
    for t, d in changes.items():
        row[t] += d
    armies = list(b.armies)
    armies[p] = tuple(row)
    return tuple(armies)
