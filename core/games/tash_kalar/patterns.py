"""Pattern matching: where a card can be summoned (seed, "Evocare una creatura"; digest §4.1).

Each card's distinct orientations are precomputed (data.orientations), each with its
cells ordered most demanding first. A match is found from the pieces that could stand on
that first cell: for every own piece of enough rank, the one target it implies is
checked, so the cost grows with the pieces of the summoner, not with the 69 squares.
Results are cached on the board and the supply facts they depend on.
"""

from __future__ import annotations

from functools import lru_cache

from core.games.tash_kalar.data import arena, cards
from core.games.tash_kalar.state import State, owner, rank, side_of, supply


@lru_cache(maxsize=8192)
def _matches(
    board: tuple[int, ...], side: int, card_id: str, has_supply: bool, extra: int
) -> tuple[tuple[int, int], ...]:
    """Every legal (target, orientation) of `card_id` for `side`, sorted; `extra` is the
    square of an enemy piece lent by an improvised summon (-1: none)."""
    card = cards().card(card_id)
    exists = arena().exists
    mine = [sq for sq, p in enumerate(board) if p and (owner(p) == side or sq == extra)]
    out = set()
    for o, cells, _marks in card.orientations:
        adx, ady, areq = cells[0]
        for sq in mine:
            if rank(board[sq]) < areq:
                continue
            tf, tr = sq // 9 - adx, sq % 9 - ady
            if not (0 <= tf < 9 and 0 <= tr < 9) or not exists[tf * 9 + tr]:
                continue
            t = tf * 9 + tr
            used = _cells_hold(board, side, cells, tf, tr, extra)
            if used is None:
                continue
            if extra >= 0 and extra not in used and extra != t:
                continue  # the lent piece must help (else this is no improvised summon)
            if _target_ok(board, side, card, t, extra) and (
                has_supply or _shortage_ok(board, side, card.rank, t, used, card.target_req)
            ):
                out.add((t, o))
    return tuple(sorted(out))


def _cells_hold(
    board: tuple[int, ...],
    side: int,
    cells: tuple[tuple[int, int, int], ...],
    tf: int,
    tr: int,
    extra: int,
) -> tuple[int, ...] | None:
    """The squares of the required cells if own pieces of enough rank fill them all."""
    exists = arena().exists
    used = []
    for dx, dy, req in cells:
        f, r = tf + dx, tr + dy
        if not (0 <= f < 9 and 0 <= r < 9):
            return None
        sq = f * 9 + r
        p = board[sq]
        if not exists[sq] or not p or rank(p) < req or (owner(p) != side and sq != extra):
            return None
        used.append(sq)
    return tuple(used)


def _target_ok(board: tuple[int, ...], side: int, card: object, t: int, extra: int) -> bool:
    """The target: an own piece if the pattern requires one; never a higher rank."""
    occ = board[t]
    req = card.target_req  # type: ignore[attr-defined]
    if req and (not occ or rank(occ) < req or (owner(occ) != side and t != extra)):
        return False
    return not occ or rank(occ) <= card.rank  # type: ignore[attr-defined]


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


def summons(s: State, seat: int, card_id: str, extra: int = -1) -> tuple[tuple[int, int], ...]:
    """Every legal (target, orientation) of `card_id` for `seat` now (R26: each distinct
    summon once, with its lowest orientation number)."""
    side = side_of(s, seat)
    legendary = cards().card(card_id).rank == 3
    return _matches(s.board, side, card_id, supply(s, side, legendary) > 0, extra)


def detail(
    s: State, seat: int, card_id: str, target: int, o: int, extra: int = -1
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The used squares and the marked board squares of one legal summon."""
    card = cards().card(card_id)
    orientation = next(x for x in card.orientations if x[0] == o)
    tf, tr = divmod(target, 9)
    used = _cells_hold(s.board, side_of(s, seat), orientation[1], tf, tr, extra) or ()
    exists = arena().exists
    marks = tuple(
        sorted(
            (tf + dx) * 9 + tr + dy
            for dx, dy in orientation[2]
            if 0 <= tf + dx < 9 and 0 <= tr + dy < 9 and exists[(tf + dx) * 9 + tr + dy]
        )
    )
    return used, marks
