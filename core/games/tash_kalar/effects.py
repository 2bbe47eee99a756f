"""Card effects, step by step: each choice is an action of the acting seat.

Seed, "Risolvere gli effetti" and the keywords; digest §4.2-4.4 and §5.1. Choices:
("destroy" | "promote" | "degrade" | "convert" | "place", square), ("move" | "leap",
from, to), and ("done",) to end an optional ("up to") step. Steps that need no choice
(gain an action, draw an extra card, n = "all") resolve by themselves; a step whose `if`
fails, or that can do nothing, is skipped as a step that changed nothing.
"""

from __future__ import annotations

from core.api import Action, IllegalAction
from core.games.tash_kalar.data import ALL, Step, arena, cards, distance, square_index
from core.games.tash_kalar.state import (
    EMPTY,
    Effect,
    State,
    evolve,
    evolve_effect,
    owner,
    piece,
    rank,
    replace_at,
    set_square,
    side_of,
    supply,
)

BEING_AREAS = ("adj", "orth", "diag", "d2", "r2", "r3", "self")
PIECE_OPS = ("destroy", "promote", "degrade", "convert")


def step_of(e: Effect) -> Step:
    """The step being resolved."""
    part, i = e.steps[e.index]
    if e.kind == "flare":
        flare = cards().flares[e.card]
        return (flare.up_fx if part == "up" else flare.low_fx)[i]
    return cards().card(e.card).fx[i]


def start(s: State, effect: Effect) -> State:
    """`s` resolving `effect` from its first step."""
    return enter(evolve(s, effect=effect, stage="effect"))


# --- where -------------------------------------------------------------------------------


def area(e: Effect, at: str, origin: int = -1) -> tuple[int, ...] | None:
    """The squares an `at` (or a leap's `to`, from `origin`) names; None if it depends on
    the being and the being is gone (R19: the step does nothing)."""
    a = arena()
    b = origin if origin >= 0 else e.being
    if at in BEING_AREAS or at == "by":
        if b < 0:
            return None
        if at in ("adj", "by"):
            return a.adj[b]
        if at in ("orth", "diag"):
            return a.orth[b] if at == "orth" else a.diag[b]
        if at == "self":
            return (b,)
        low, high = {"d2": (2, 2), "r2": (1, 2), "r3": (1, 3)}[at]
        return tuple(sq for sq in a.squares if low <= distance(b, sq) <= high)
    if at == "mark":
        return e.marks
    if at == "that":
        return e.that
    if at == "other":
        return tuple(sq for sq in a.squares if sq != e.being)
    if at == "any":
        return a.squares
    return tuple(sorted(a.areas[at]))


def fits(s: State, e: Effect, step: Step, sq: int) -> bool:
    """Whether the piece on `sq` is one `step` may act on now (owner, rank, the op)."""
    p = s.board[sq]
    if not p or step.pick is None:
        return False
    me, side, r = side_of(s, e.owner), owner(p), rank(p)
    who = step.pick.who
    if (who == "own" and side != me) or (who == "enemy" and side == me):
        return False
    want = step.pick.rank
    if not (
        want == "*"
        or r == {"C": 1, "H": 2, "L": 3}.get(want, 0)
        or (want == "P" and r >= 2)
        or (want == "N" and r <= 2)
    ):
        return False
    if step.op == "promote":
        return r == 1 or (r == 2 and supply(s, side, True) > 0)
    if step.op == "degrade":
        return r == 2 or (r == 3 and supply(s, side, False) > 0)
    if step.op == "convert":
        return supply(s, me, (step.as_rank or r) == 3) > 0
    return True


def _eligible(s: State, e: Effect, step: Step) -> tuple[int, ...] | None:
    """The pieces the step may act on or move, fixed as it starts; None: it does nothing."""
    if step.op == "place" or step.op in ("gain_action", "draw_extra"):
        return ()
    if step.travel == "self":
        return (e.being,) if e.being >= 0 else None
    if step.travel == "that":
        return tuple(sq for sq in e.that if s.board[sq])
    assert step.pick is not None
    where = area(e, step.pick.at)
    if where is None:
        return None
    if step.op in ("move", "leap"):
        return tuple(sq for sq in where if s.board[sq] and _moves_filter(s, e, step, sq))
    return tuple(sq for sq in where if fits(s, e, step, sq))


def _moves_filter(s: State, e: Effect, step: Step, sq: int) -> bool:
    assert step.pick is not None
    p, me = s.board[sq], side_of(s, e.owner)
    who, want, r = step.pick.who, step.pick.rank, rank(p)
    if (who == "own" and owner(p) != me) or (who == "enemy" and owner(p) == me):
        return False
    return (
        want == "*"
        or r == {"C": 1, "H": 2, "L": 3}.get(want, 0)
        or ((want == "P" and r >= 2) or (want == "N" and r <= 2))
    )


# --- choices ----------------------------------------------------------------------------


def choices(s: State) -> list[Action]:
    """The acting seat's choices in the current step, squares by name (("done",) when it
    is optional)."""
    names = arena().names
    out = _choices(s)
    if out and len(out[0]) == 3:  # moves and leaps (from, to): spelt out, no generator
        return [(a[0], names[a[1]], names[a[2]]) if len(a) == 3 else a for a in out]
    return [(a[0], names[a[1]]) if len(a) == 2 else (a[0], *(names[x] for x in a[1:]))
            for a in out]  # fmt: skip


def _choices(s: State) -> list[Action]:
    """The choices with squares as indices."""
    e = s.effect
    assert e is not None
    step = step_of(e)
    out = _step_choices(s, e, step)
    if step.opt or not out:
        out.append(("done",))
    return out


def _indices(a: Action) -> Action:
    """An action's square names as indices (IllegalAction for no square)."""
    try:
        return (a[0], *(square_index(x) for x in a[1:]))
    except ValueError:
        raise IllegalAction(f"{a!r} names no square") from None


def _step_choices(s: State, e: Effect, step: Step) -> list[Action]:
    if step.op in PIECE_OPS:
        return [(step.op, sq) for sq in e.eligible if fits(s, e, step, sq)]
    if step.op == "place":
        where = area(e, step.pick.at) if step.pick else None
        if not where or supply(s, side_of(s, e.owner), False) <= 0:
            return []
        return [("place", sq) for sq in where if s.board[sq] == EMPTY]
    return [(step.op, a, b) for a, b in _travels(s, e, step)]


def _travels(s: State, e: Effect, step: Step) -> list[tuple[int, int]]:
    """Every (from, to) of a move or leap step now."""
    if step.per == "one" and e.traveller >= 0:
        movers: tuple[int, ...] = (e.traveller,) if s.board[e.traveller] else ()
    else:
        movers = tuple(sq for sq in e.eligible if s.board[sq])
    out = []
    board, adj, move, combat = s.board, arena().adj, step.op == "move", step.kind == "combat"
    for sq in movers:
        mover = board[sq] & 3  # its rank (state.rank), inlined: the loop runs per square
        if move:
            dests = adj[sq]
            if step.line and e.direction != 99:
                dests = tuple(d for d in dests if _direction(sq, d) == e.direction)
        else:
            dests = area(e, step.to, sq if step.to in ("d2", "r2", "r3") else -1) or ()
        for d in dests:
            occ = board[d]
            if d != sq and (not occ or occ & 3 < mover or (combat and occ & 3 == mover)):
                out.append((sq, d))
    return out


def _direction(a: int, b: int) -> int:
    return (b // 9 - a // 9) * 3 + (b % 9 - a % 9)


# --- resolving ----------------------------------------------------------------------------


def choose(s: State, a: Action) -> State:
    """Apply one choice of the current step; IllegalAction if it is none of them."""
    a = _indices(a)
    if a not in _choices(s):
        raise IllegalAction(f"{a!r} is not a choice of this effect step now")
    e = s.effect
    assert e is not None
    if a == ("done",):
        return finish_step(s)
    step = step_of(e)
    travel = step.op in ("move", "leap")
    s = _travel(s, step, a[1], a[2]) if travel else operate(s, step, a[1])
    e = s.effect
    assert e is not None
    e = evolve_effect(e, done=e.done + 1)
    s = evolve(s, effect=e)
    if (step.n != ALL and e.done >= step.n) or not _step_choices(s, e, step):
        return finish_step(s)
    return s


def destroy(s: State, sq: int) -> State:
    """Remove the piece on `sq`; it joins this turn's tally (R9, R10); the being may go."""
    p = s.board[sq]
    s = evolve(s, board=set_square(s.board, sq, EMPTY), tally=(*s.tally, (owner(p), rank(p))))
    e = s.effect
    if e is not None:
        s = evolve(
            s,
            effect=evolve_effect(
                e,
                being=-1 if e.being == sq else e.being,
                hit=True,
                did=True,
                eligible=tuple(x for x in e.eligible if x != sq),
            ),
        )
    return s


def operate(s: State, step: Step, sq: int) -> State:
    """Destroy, promote, degrade, convert or place on `sq` (the checks are done)."""
    e = s.effect
    assert e is not None
    if step.op == "destroy":
        return destroy(s, sq)
    p = s.board[sq]
    if step.op == "promote":
        new = piece(owner(p), rank(p) + 1)
    elif step.op == "degrade":
        new = piece(owner(p), rank(p) - 1)
    elif step.op == "convert":
        s = destroy(s, sq)  # the enemy piece counts as destroyed (seed, "Converti")
        new = piece(side_of(s, e.owner), step.as_rank or rank(p))
    else:  # place
        new = piece(side_of(s, e.owner), {"C": 1, "H": 2}[step.pick.rank if step.pick else "C"])
    e = s.effect
    assert e is not None
    return evolve(
        s,
        board=set_square(s.board, sq, new),
        # a step picks distinct pieces (digest §5.1): a piece promoted or degraded that
        # still fits the step (LG04's legendary degraded to heroic) is not offered again
        effect=evolve_effect(
            e, did=True, acted=(*e.acted, sq), eligible=tuple(x for x in e.eligible if x != sq)
        ),
    )


def _travel(s: State, step: Step, a: int, b: int) -> State:
    """A move or leap from a to b: whatever stands on b is destroyed (seed, "Mossa")."""
    if s.board[b]:
        s = destroy(s, b)
    e = s.effect
    assert e is not None
    p = s.board[a]
    board = set_square(set_square(s.board, a, EMPTY), b, p)
    being = b if e.being == a else e.being
    e = evolve_effect(
        e,
        being=being,
        did=True,
        traveller=b if step.per == "one" else -1,
        direction=_direction(a, b) if step.line and e.direction == 99 else e.direction,
        eligible=tuple(x for x in e.eligible if x != a),
        acted=(*tuple(x for x in e.acted if x != a), b),
    )
    return evolve(s, board=board, effect=e)


def finish_step(s: State) -> State:
    """Close the current step and enter the next."""
    e = s.effect
    assert e is not None
    e = evolve_effect(
        e,
        index=e.index + 1,
        prev_hit=e.hit,
        prev_did=e.did,
        that=e.acted,
        eligible=(),
        done=0,
        hit=False,
        did=False,
        acted=(),
        traveller=-1,
        direction=99,
    )
    return enter(evolve(s, effect=e))


def _condition(s: State, e: Effect, cond: str) -> bool:
    if cond in ("prev_hit", "prev_did", "prev_none", "summon_hit"):
        return {
            "prev_hit": e.prev_hit,
            "prev_did": e.prev_did,
            "prev_none": not e.prev_did,
            "summon_hit": e.summon_hit,
        }[cond]
    if e.being < 0:
        return False
    where = {"red": arena().red, "green": arena().green, "colored": arena().colored}
    on = e.being in where[cond.split("_")[1]]
    return on if cond.startswith("on_") else not on


def enter(s: State) -> State:
    """Start the current step: skip it, resolve it by itself, or wait for a choice."""
    e = s.effect
    assert e is not None
    if e.index >= len(e.steps):
        return _close(s)
    step = step_of(e)
    if step.cond and not _condition(s, e, step.cond):
        return finish_step(s)
    if step.op == "gain_action":
        s = evolve(s, actions=s.actions + step.n, effect=evolve_effect(e, did=True))
        return finish_step(s)
    if step.op == "draw_extra":
        s = evolve(s, extra=(*s.extra, *(step.deck,) * step.n), effect=evolve_effect(e, did=True))
        return finish_step(s)
    eligible = _eligible(s, e, step)
    if eligible is None:
        return finish_step(s)
    s = evolve(s, effect=evolve_effect(e, eligible=eligible))
    if step.n == ALL:
        for sq in eligible:
            if s.board[sq] and fits(s, s.effect, step, sq):  # type: ignore[arg-type]
                s = operate(s, step, sq)
        return finish_step(s)
    if not _step_choices(s, s.effect, step):  # type: ignore[arg-type]
        return finish_step(s)
    return s


def _close(s: State) -> State:
    """The effect is over: its card goes to its discard pile face up."""
    e = s.effect
    assert e is not None
    if e.kind == "being":
        piles = replace_at(s.being_discards, e.owner, (*s.being_discards[e.owner], e.card))
        return evolve(s, being_discards=piles, effect=None, stage="actions")
    if e.kind == "legend":
        return evolve(s, legend_discards=(*s.legend_discards, e.card), effect=None, stage="actions")
    return evolve(s, flare_discards=(*s.flare_discards, e.card), effect=None, stage="actions")
