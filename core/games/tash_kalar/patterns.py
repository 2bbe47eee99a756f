"""Pattern matching: where a card can be summoned (seed, "Evocare una creatura"; digest §4.1).

Each card's distinct orientations are precomputed (data.orientations), each with its
cells ordered most demanding first. A match is found from the pieces that could stand on
that first cell: for every own piece of enough rank, the one target it implies is
checked, so the cost grows with the pieces of the summoner, not with the 69 squares.
`placements` caches its results on the board and the supply facts they depend on; the
legal-action listing asks `hand_placements` instead, for a whole hand with the board's
masks read once and no cache (a playout's boards rarely recur). Masks are shifted left by
PAD so that every cell's shift is a right shift, and a placement's cells are one mask.
R26: orientations with the same squares and marks but other requirements on them (a heroic
cell and a common one swapped) are aliases; a target an earlier alias matched is that
summon already, so it is not listed again.
"""

from __future__ import annotations

from functools import cache, lru_cache

from core.games.tash_kalar.data import Card, arena, cards
from core.games.tash_kalar.state import State, board_facts, owner, rank, side_of, supply

PAD = 81  # masks shifted left by PAD make every cell's shift a right shift (d + PAD >= 0)

Cells = tuple[tuple[int, bool], ...]  # (square delta + PAD, heroic?) per required cell
Shift = tuple[int, int, Cells, int, int]


@cache
def _shifts(card_id: str) -> tuple[Shift, ...]:
    """Per orientation: (number, bit mask of the targets whose required cells are all board
    squares, (square delta + PAD, heroic?) per required cell, the cells' mask at target 0
    shifted left by PAD, its class of R26 aliases: orientations with the same squares and
    marks, numbered 0-3, or -1 when it has none); bit i is square index i."""
    exists = arena().exists
    out: list[Shift] = []
    kept = card_of(card_id).orientations
    images = [(frozenset((dx, dy) for dx, dy, _ in cells), marks) for _, cells, marks in kept]
    shared = [x for i, x in enumerate(images) if images.count(x) > 1 and images.index(x) == i]
    for (o, cells, _marks), image in zip(kept, images):
        alias = shared.index(image) if image in shared else -1  # at most 4 classes of 8
        onboard = 0
        for t in arena().squares:
            tf, tr = divmod(t, 9)
            if all(0 <= tf + dx < 9 and 0 <= tr + dy < 9 and exists[(tf + dx) * 9 + tr + dy]
                   for dx, dy, _ in cells):  # fmt: skip
                onboard |= 1 << t
        padded = tuple((dx * 9 + dy + PAD, r > 1) for dx, dy, r in cells)
        rel = 0
        for k, _ in padded:
            rel |= 1 << k
        out.append((o, onboard, padded, rel, alias))
    return tuple(out)


@cache
def _needs(card_id: str) -> tuple[int, int]:
    """How many pieces a pattern needs, and how many of them heroic or better."""
    cells = _shifts(card_id)[0][2]
    return len(cells), sum(h for _, h in cells)


Found = tuple[tuple[int, int, int], ...]  # (target, orientation, lent square or -1), sorted


def matches(
    board: tuple[int, ...], side: int, card_id: str, has_supply: bool, lenders: tuple[int, ...]
) -> Found:
    """Every legal (target, orientation, lent square) of `card_id` for `side`, sorted.
    Without `lenders` the summons with own pieces (lent square -1); with them (enemy
    squares an improvised summon may use) those that use exactly one of them."""
    return placements(board, side, card_id, has_supply, lenders)[1 if lenders else 0]


@lru_cache(maxsize=8192)
def placements(
    board: tuple[int, ...], side: int, card_id: str, has_supply: bool, lenders: tuple[int, ...]
) -> tuple[Found, Found]:
    """The summons with own pieces and (with `lenders`) the improvised ones, both found in
    one pass over the orientations (see `matches`)."""
    return hand_placements(board, side, _mask(lenders), ((card_id, has_supply),))[0]


def hand_placements(
    board: tuple[int, ...], side: int, lent: int, hand: tuple[tuple[str, bool], ...]
) -> list[tuple[Found, Found]]:
    """`placements` of several (card, has_supply) at once, the lenders as a bit mask
    (`lender_mask`): the board's masks are read once for the whole hand, and nothing is
    cached (a listing's boards rarely recur: issue 17)."""
    masks, kinds = _strength(board, side, lent)
    under, need, free = _targets(board, side)
    out = []
    for card_id, has_supply in hand:
        card = card_of(card_id)
        req = card.target_req  # the targets `_target_ok` accepts without a lent piece
        fit = need[req] & under[card.rank] if req else free | under[card.rank]
        kind = kinds[card.rank == 3]
        out.append(_shifted(board, side, card, card_id, has_supply, masks, kind, fit))
    return out


def _targets(board: tuple[int, ...], side: int) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """Bit masks for `_target_ok` on a whole board at once: the pieces of rank up to 1, 2,
    3 (by index); the side's own pieces of rank at least 1, 2, 3; the empty squares (as
    a negative mask: only ANDed with on-board targets)."""
    facts = board_facts(board)
    occupied = facts[0][0] | facts[1][0] | facts[2][0] | facts[3][0]
    promoted = facts[0][1] | facts[1][1] | facts[2][1] | facts[3][1]
    legendary = facts[0][2] | facts[1][2] | facts[2][2] | facts[3][2]
    own, hero, own_legendary = facts[side]
    under = (0, occupied & ~promoted, occupied & ~legendary, occupied)
    return under, (0, own, hero, own_legendary), ~occupied


def _strength(
    board: tuple[int, ...], side: int, lent: int
) -> tuple[tuple[int, int, int], tuple[int, int]]:
    """Bit masks of the pieces a pattern may count (own and lent), of those of heroic rank
    or better and of the lent ones; of the side's own token and legendary pieces."""
    facts = board_facts(board)
    own, hero, legend_mask = facts[side]
    kinds = own & ~legend_mask, legend_mask
    if not lent:
        return (own, hero, 0), kinds
    hero |= lent & (facts[0][1] | facts[1][1] | facts[2][1] | facts[3][1])
    return (own | lent, hero, lent), kinds


@lru_cache(maxsize=64)
def _mask(squares: tuple[int, ...]) -> int:
    """The bit mask of some squares (a board's lenders, for `placements`)."""
    mask = 0
    for sq in squares:
        mask |= 1 << sq
    return mask


def _shifted(
    board: tuple[int, ...], side: int, card: Card, card_id: str, has_supply: bool,
    masks: tuple[int, int, int], kind: int, fit: int,
) -> tuple[Found, Found]:  # fmt: skip
    """For each orientation the targets whose every cell holds a piece that counts are the
    AND of the counting-piece mask shifted by each cell's delta (the on-board mask drops
    the shifts that wrap around a file edge). `masks`: the pieces that count (own and
    lent), those of heroic rank or better, the lent ones. Those using no lent piece are
    the summons with own pieces; those using exactly one the improvised ones (`_lent`).
    `fit`: the targets `_target_ok` accepts for a summon with own pieces."""
    own, hero, lent = masks
    shifts = _shifts(card_id)
    needed, heroic = _needs(card_id)
    if own.bit_count() < needed or hero.bit_count() < heroic:
        return (), ()  # too few pieces for the pattern, in any orientation
    req, alone, lending = card.target_req, [], []
    own, hero = own << PAD, hero << PAD  # every cell's shift a right shift
    taken = [0, 0, 0, 0]  # per class of R26 aliases, the targets its cells matched so far
    for o, onboard, cells, rel, alias in shifts:
        targets = onboard
        for k, heroic_cell in cells:  # each cell's mask in turn: the hottest loop of a playout
            targets &= (hero if heroic_cell else own) >> k
            if not targets:
                break
        if not targets:
            continue
        if alias >= 0:  # R26: an alias matched there already, that is the same summon (and
            # everything below depends only on the target and the set of squares)
            targets, taken[alias] = targets & ~taken[alias], taken[alias] | targets
            if not targets:
                continue
        mine = targets
        if lent:
            on_cells, exactly_one = _lent(cells, lent, req)
            mine &= ~on_cells
            some = targets & exactly_one
            while some:
                low = some & -some
                t = low.bit_length() - 1
                some ^= low  # the lent square: the target's piece (when required) or a cell's
                extra = t if req and (lent >> t) & 1 else _lent_cell(t, rel, lent)
                if _keep(board, side, card, t, extra, rel, has_supply, kind):
                    lending.append((t, o, extra))
        mine &= fit
        while mine:
            low = mine & -mine
            t = low.bit_length() - 1
            mine ^= low
            if has_supply or kind >> t & 1 or _spare(kind, t, rel):  # `_keep`, target fit
                alone.append((t, o, -1))
    return (tuple(sorted(alone)) if alone else (), tuple(sorted(lending)) if lending else ())


def _keep(
    board: tuple[int, ...], side: int, card: Card, t: int, extra: int,
    rel: int, has_supply: bool, kind: int,
) -> bool:  # fmt: skip
    """Whether a placement whose cells fit is a summon: its target (`_target_ok`) and,
    in shortage, a piece to become the being: the target's, or one the match does not use
    that is picked up (R28)."""
    if not _target_ok(board, side, card.target_req, card.rank, t, extra):
        return False
    return has_supply or bool(kind >> t & 1) or _spare(kind, t, rel)


def _lent(cells: Cells, lent: int, req: int) -> tuple[int, int]:
    """Masks of targets: those whose placement has a lent piece on a cell; those whose
    placement uses exactly one lent piece, on a cell or on the target when the pattern
    requires a piece there (an improvised summon, seed)."""
    one = two = 0
    padded = lent << PAD
    for k, _ in cells:
        hit = padded >> k
        two |= one & hit
        one |= hit
    on_cells = one
    if req:
        two |= one & lent
        one |= lent
    return on_cells, one & ~two


def _lent_cell(t: int, rel: int, lent: int) -> int:
    """The cell of the placement at `t` that holds the lent piece (there is one)."""
    return (lent & (rel << t) >> PAD).bit_length() - 1


def _spare(kind: int, t: int, rel: int) -> bool:
    """Whether a piece of the needed kind (bit mask) stands off the target and the cells
    of the placement at `t` (`rel`: the cells' mask at target 0, shifted left by PAD)."""
    return bool(kind & ~((1 << t) | (rel << t) >> PAD))


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
    summon, its target, used squares and marks, once, with its lowest orientation number)."""
    side = side_of(s, seat)
    legendary = card_of(card_id).rank == 3
    found = matches(s.board, side, card_id, supply(s, side, legendary) > 0, ())
    return tuple((t, o) for t, o, _ in found)


def improvised(s: State, seat: int, card_id: str) -> tuple[tuple[int, int, int], ...]:
    """Melee: every (target, orientation, enemy square) of an improvised summon (seed,
    "evocazione improvvisata"): one piece of an enemy colour not yet improvised with
    counts as the seat's own for the pattern."""
    lenders = lenders_of(s, seat)
    if not lenders:
        return ()
    side = side_of(s, seat)
    legendary = card_of(card_id).rank == 3
    return matches(s.board, side, card_id, supply(s, side, legendary) > 0, lenders)


def lenders_of(s: State, seat: int) -> tuple[int, ...]:
    """Melee: the enemy pieces `seat` may still improvise with (none outside the melee)."""
    if not s.melee:
        return ()
    return _lenders(s.board, side_of(s, seat), s.improvised[seat])


def lender_mask(s: State, seat: int) -> int:
    """`lenders_of` as a bit mask (bit i: square i), for `hand_placements`."""
    if not s.melee:
        return 0
    return _lender_mask(s.board, side_of(s, seat), s.improvised[seat])


def _lender_mask(board: tuple[int, ...], side: int, used: tuple[int, ...]) -> int:
    """The enemy pieces an improvised summon may still use (colours not yet improvised)."""
    mask = 0
    for other, facts in enumerate(board_facts(board)):
        if other != side and other not in used:
            mask |= facts[0]
    return mask


@lru_cache(maxsize=64)
def _lenders(board: tuple[int, ...], side: int, used: tuple[int, ...]) -> tuple[int, ...]:
    """The squares of `_lender_mask`, in order."""
    mask = _lender_mask(board, side, used)
    out = []
    while mask:  # the squares in order
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


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
