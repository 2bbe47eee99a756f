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

Placement = tuple[int, tuple[tuple[int, int], ...]]  # target, required (square, rank)s


@cache
def _table(card_id: str) -> tuple[tuple[int, int, dict[int, Placement]], ...]:
    """Per orientation: (number, the first cell's rank, anchor square -> placement) for
    every placement whose target and required cells are all board squares."""
    exists = arena().exists
    out = []
    for o, cells, _marks in cards().card(card_id).orientations:
        adx, ady, areq = cells[0]
        anchors: dict[int, Placement] = {}
        for t in arena().squares:
            tf, tr = divmod(t, 9)
            req = []
            for dx, dy, r in cells:
                f, k = tf + dx, tr + dy
                if not (0 <= f < 9 and 0 <= k < 9 and exists[f * 9 + k]):
                    break
                req.append((f * 9 + k, r))
            else:
                anchors[(tf + adx) * 9 + tr + ady] = (t, tuple(req))
        out.append((o, areq, anchors))
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
    strength = [
        p & 3 if p and (p >> 2 == side or sq in lent_ok) else 0 for sq, p in enumerate(board)
    ]
    mine = [sq for sq in range(81) if strength[sq]]
    out = set()
    for o, areq, anchors in _table(card_id):
        for sq in mine:
            if strength[sq] < areq or sq not in anchors:
                continue
            t, req = anchors[sq]
            if not all(strength[x] >= r for x, r in req):
                continue
            used = tuple(x for x, _ in req)
            lent = [x for x in (*used, t) if x in lent_ok and (x != t or card.target_req)]
            if len(lent) != (1 if lenders else 0):
                continue  # an improvised summon uses one enemy piece, no more, no less
            extra = lent[0] if lent else -1
            if _target_ok(board, side, card.target_req, card.rank, t, extra) and (
                has_supply or _shortage_ok(board, side, card.rank, t, used, card.target_req)
            ):
                out.add((t, o, extra))
    return tuple(sorted(out))


def _target_ok(
    board: tuple[int, ...], side: int, req: int, card_rank: int, t: int, extra: int
) -> bool:
    """The target: an own piece if the pattern requires one; never a higher rank."""
    occ = board[t]
    if req and (not occ or rank(occ) < req or (owner(occ) != side and t != extra)):
        return False
    return not occ or rank(occ) <= card_rank


def _shortage_ok(
    board: tuple[int, ...], side: int, card_rank: int, t: int, used: tuple[int, ...], req: int
) -> bool:
    """With no piece of the needed kind in supply: one on the target becomes the being,
    or one the match does not use (R28) can be picked up."""
    return bool(pickups(board, side, card_rank, t, used, req)) or _own_kind(
        board, side, t, card_rank
    )


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
    used = s.improvised[seat]
    lenders = tuple(
        sq for sq, p in enumerate(s.board) if p and p >> 2 != side and p >> 2 not in used
    )
    if not lenders:
        return ()
    legendary = card_of(card_id).rank == 3
    return _matches(s.board, side, card_id, supply(s, side, legendary) > 0, lenders)


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
