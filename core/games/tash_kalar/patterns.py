"""Pattern matching: where a card can be summoned (seed, "Evocare una creatura"; digest §4.1).

Each card's distinct orientations are precomputed (data.orientations), each with its
cells ordered most demanding first. A match is found from the pieces that could stand on
that first cell: for every own piece of enough rank, the one target it implies is
checked, so the cost grows with the pieces of the summoner, not with the 69 squares.
Results are cached on the board and the supply facts they depend on.
"""

from __future__ import annotations

from functools import cache, lru_cache

from core.games.tash_kalar.data import Card, arena, cards
from core.games.tash_kalar.state import State, owner, rank, side_of, supply

Placement = tuple[int, int, int, tuple[int, ...]]
"""(target, bit mask of the required squares, of those needing a heroic piece or better,
the required squares): a match is two mask tests (bit i: square index i)."""


@cache
def _table(card_id: str) -> tuple[tuple[int, int, tuple[Placement | None, ...]], ...]:
    """Per orientation: (number, the first cell's rank, by anchor square its placement, or
    None) for every placement whose target and required cells are all board squares."""
    exists = arena().exists
    out = []
    for o, cells, _marks in cards().card(card_id).orientations:
        adx, ady, areq = cells[0]
        anchors: list[Placement | None] = [None] * 81
        for t in arena().squares:
            tf, tr = divmod(t, 9)
            req = []
            for dx, dy, r in cells:
                f, k = tf + dx, tr + dy
                if not (0 <= f < 9 and 0 <= k < 9 and exists[f * 9 + k]):
                    break
                req.append((f * 9 + k, r))
            else:
                used = tuple(x for x, _ in req)
                umask = sum(1 << x for x in used)
                hmask = sum(1 << x for x, r in req if r > 1)
                anchors[(tf + adx) * 9 + tr + ady] = (t, umask, hmask, used)
        out.append((o, areq, tuple(anchors)))
    return tuple(out)


@lru_cache(maxsize=8192)
def _matches(
    board: tuple[int, ...], side: int, card_id: str, has_supply: bool, lenders: tuple[int, ...]
) -> tuple[tuple[int, int, int], ...]:
    """Every legal (target, orientation, lent square) of `card_id` for `side`, sorted.
    Without `lenders` the summons with own pieces (lent square -1); with them (enemy
    squares an improvised summon may use) those that use exactly one of them."""
    card = card_of(card_id)
    lent_ok = set(lenders)
    mine, heroes, own, hero, kinds = _strength(board, side, lenders)
    kind = kinds[card.rank == 3]
    out = set()
    for o, areq, anchors in _table(card_id):
        for sq in mine if areq < 2 else heroes:
            placement = anchors[sq]
            if placement is None:
                continue
            t, umask, hmask, used = placement
            if umask & ~own or hmask & ~hero:
                continue
            extra = -1
            if lenders:  # an improvised summon uses one enemy piece, no more, no less
                lent = [x for x in (*used, t) if x in lent_ok and (x != t or card.target_req)]
                if len(lent) != 1:
                    continue
                extra = lent[0]
            if _target_ok(board, side, card.target_req, card.rank, t, extra) and (
                has_supply or t in kind or any(x != t and x not in used for x in kind)
            ):  # shortage: the piece on the target becomes the being, or one is picked up
                out.add((t, o, extra))
    return tuple(sorted(out))


@lru_cache(maxsize=64)
def _strength(
    board: tuple[int, ...], side: int, lenders: tuple[int, ...]
) -> tuple[list[int], list[int], int, int, tuple[list[int], list[int]]]:
    """The squares a pattern may count (own or lent pieces), those of heroic rank or
    better, the same as bit masks, and the side's own token and legendary squares."""
    lent_ok = set(lenders)
    mine = [sq for sq, p in enumerate(board) if p and (p >> 2 == side or sq in lent_ok)]
    heroes = [sq for sq in mine if board[sq] & 3 >= 2]
    own = [sq for sq in mine if board[sq] >> 2 == side]
    tokens = [sq for sq in own if board[sq] & 3 != 3]
    legendary = [sq for sq in own if board[sq] & 3 == 3]
    return (mine, heroes, sum(1 << x for x in mine), sum(1 << x for x in heroes),
            (tokens, legendary))  # fmt: skip


def _target_ok(
    board: tuple[int, ...], side: int, req: int, card_rank: int, t: int, extra: int
) -> bool:
    """The target: an own piece if the pattern requires one; never a higher rank."""
    occ = board[t]
    if req and (not occ or rank(occ) < req or (owner(occ) != side and t != extra)):
        return False
    return not occ or rank(occ) <= card_rank


def _own_kind(board: tuple[int, ...], side: int, sq: int, card_rank: int) -> bool:
    p = board[sq]
    return bool(p) and owner(p) == side and (rank(p) == 3) == (card_rank == 3)


def pickups(
    board: tuple[int, ...], side: int, card_rank: int, t: int, used: tuple[int, ...], req: int
) -> tuple[int, ...]:
    """Own pieces of the needed kind a shortage summon may pick up (not used, not the
    target: a piece of that kind there is the being itself)."""
    if _own_kind(board, side, t, card_rank):
        return ()
    banned = set(used) | {t}
    return tuple(
        sq
        for sq, p in enumerate(board)
        if p and owner(p) == side and sq not in banned and (rank(p) == 3) == (card_rank == 3)
    )


def summons(s: State, seat: int, card_id: str) -> tuple[tuple[int, int], ...]:
    """Every legal (target, orientation) of `card_id` for `seat` now (R26: each distinct
    summon once, with its lowest orientation number)."""
    side = side_of(s, seat)
    legendary = card_of(card_id).rank == 3
    found = _matches(s.board, side, card_id, supply(s, side, legendary) > 0, ())
    return tuple((t, o) for t, o, _ in found)


def improvised(s: State, seat: int, card_id: str) -> tuple[tuple[int, int, int], ...]:
    """Melee: every (target, orientation, enemy square) of an improvised summon (seed,
    "evocazione improvvisata"): one piece of an enemy colour not yet improvised with
    counts as the seat's own for the pattern."""
    if not s.melee:
        return ()
    side = side_of(s, seat)
    lenders = _lenders(s.board, side, s.improvised[seat])
    if not lenders:
        return ()
    legendary = card_of(card_id).rank == 3
    return _matches(s.board, side, card_id, supply(s, side, legendary) > 0, lenders)


@lru_cache(maxsize=64)
def _lenders(board: tuple[int, ...], side: int, used: tuple[int, ...]) -> tuple[int, ...]:
    """The enemy pieces an improvised summon may still use (colours not yet improvised)."""
    return tuple(sq for sq, p in enumerate(board) if p and p >> 2 != side and p >> 2 not in used)


def detail(
    s: State, seat: int, card_id: str, target: int, o: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The used squares and the marked board squares of one legal summon."""
    card = card_of(card_id)
    orientation = next(x for x in card.orientations if x[0] == o)
    tf, tr = divmod(target, 9)
    exists = arena().exists
    used = tuple((tf + dx) * 9 + tr + dy for dx, dy, _ in orientation[1])
    marks = tuple(
        sorted(
            (tf + dx) * 9 + tr + dy
            for dx, dy in orientation[2]
            if 0 <= tf + dx < 9 and 0 <= tr + dy < 9 and exists[(tf + dx) * 9 + tr + dy]
        )
    )
    return used, marks


@cache
def card_of(card_id: str) -> Card:
    """A being or legend card by id (cached lookup)."""
    return cards().card(card_id)
