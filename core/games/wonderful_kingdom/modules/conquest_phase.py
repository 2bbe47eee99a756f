"""The Conquest module's phases (digest 3.5; R31-R37; checklist 38-44): sequential turns.

At the start of Planning (after the public reveal of every face-down selection card), a
seat holding a Card destruction place may discard one card of the opponent's selection
area: `("destroy", deck, pos)`, or `("spare",)` (R36: the round's first player first).

At the end of each round (R14), the Conquest phase: turns from the seat with more soldiers
in supply (a tie: the round's first player, R35) until two passes in a row. A turn is
`("recruit", n)`, `("pass",)` or a Move: `("move", territory)` names the destination,
then each `("send", territory)` adds one army from a source (1 soldier each, also from two
territories away with a Double move place), `("go",)` moves them in once they outnumber
the enemy there [T: by itself when no army more can be sent]; then the mover's places in
the destination and in each source are assigned: filled when its armies there are enough,
else `("assign", territory, place...)` chooses which (R32); taking the prison that holds
the mover's armies asks `("free", "yes"|"no")` (R34). A seat whose only action is to pass
passes by itself [T]. After the turns, the prison's holder may imprison one enemy army:
`("imprison", territory, place)` (place "" for an army standing on no place) or
`("pardon",)`.

The phase's fields live in the Board with the (round, point) they belong to: a Board whose
`at` is not the phase under way is stale, and the phase's first state is computed from the
game (`current`), so the base's `phase_at` needs to change nothing.
"""

from __future__ import annotations

from typing import Any

from core.api import Action
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules.conquest_board import (
    CASTLE,
    P_INDEX,
    PLACES,
    PRISON,
    T_IDS,
    T_INDEX,
    T_PLACES,
    Board,
    choices,
    destinations,
    evolve_board,
    holds,
    put,
    reserve,
    sources,
    with_armies,
)
from core.games.wonderful_kingdom.state import State, evolve, evolve_seat, with_seat

CARDS = data().cards
_cache: list[tuple[Any, Board]] = [(None, None)]  # type: ignore[list-item]


def destroyers(s: State) -> tuple[int, ...]:
    """Seats holding a Card destruction place whose opponent has a selection card, the
    round's first player first (R36)."""
    b: Board = s.mod
    order = (s.first, 1 - s.first)
    return tuple(p for p in order if holds(b, p, "destroy") and s.seats[1 - p].selection)


def current(s: State) -> Board:
    """The Board with the phase under way: stored, or its first state computed."""
    b: Board = s.mod
    at = (s.round, s.resume)
    if b.at == at:
        return b
    last = _cache[0]
    if last[0] is s:
        return last[1]
    if s.resume == "planning_start":
        queue = destroyers(s)
        fresh = evolve_board(b, at=at, stage="destroy", actor=queue[0], queue=queue)
    else:
        soldiers = [seat.soldiers for seat in s.seats]
        starter = s.first if soldiers[0] == soldiers[1] else soldiers.index(max(soldiers))
        fresh = settle(s, _turns(evolve_board(b, at=at), starter))
    _cache[0] = (s, fresh)
    return fresh


def _turns(b: Board, actor: int, passes: int = 0) -> Board:
    n = len(T_IDS)
    return evolve_board(
        b, stage="turns", actor=actor, passes=passes, dest=-1, sources=(), sent=(0,) * n, todo=()
    )


def can_act(s: State, b: Board, p: int) -> bool:
    """Whether seat p has a turn action besides passing."""
    soldiers = s.seats[p].soldiers
    return soldiers > 0 and (reserve(b, p) > 0 or bool(destinations(b, p, soldiers)))


def prison_targets(b: Board) -> list[Action]:
    """The holder's choices of an enemy army to imprison (R34: any on the board)."""
    holder = b.places[PRISON]
    if holder < 0:
        return []
    q = 1 - holder
    out: list[Action] = []
    for t, n in enumerate(b.armies[q]):
        if not n:
            continue
        on = [i for i in T_PLACES[t] if b.places[i] == q]
        out += [("imprison", T_IDS[t], PLACES[i].id) for i in on]
        if n > len(on):
            out.append(("imprison", T_IDS[t], ""))
    return out


def settle(s: State, b: Board) -> Board:
    """Automatic passes of a seat with nothing else to do; after two passes in a row the
    prison's turn (when it has a target), else the phase is over."""
    while b.stage == "turns" and not can_act(s, b, b.actor):
        b = _pass(b)
    if b.stage == "prison" and not prison_targets(b):
        b = evolve_board(b, stage="over")
    return b


def _pass(b: Board) -> Board:
    if b.passes + 1 >= 2:
        return evolve_board(b, stage="prison", actor=b.places[PRISON], passes=2)
    return evolve_board(b, actor=1 - b.actor, passes=b.passes + 1)


def legal(s: State, b: Board) -> list[Action]:
    p = b.actor
    stage = b.stage
    if stage == "destroy":
        return [("destroy", *o.handle) for o in s.seats[1 - p].selection] + [("spare",)]
    if stage == "turns":
        soldiers = s.seats[p].soldiers
        out: list[Action] = [("pass",)]
        out += [("recruit", n) for n in range(1, min(reserve(b, p), soldiers) + 1)]
        out += [("move", T_IDS[t]) for t in destinations(b, p, soldiers)]
        return out
    if stage == "move":
        return _sends(s, b)
    if stage == "assign":
        t = b.todo[0]
        return [("assign", T_IDS[t], *(PLACES[i].id for i in c)) for c in choices(b, p, t)]
    if stage == "free":
        return [("free", "no"), ("free", "yes")]
    if stage == "prison":
        return [*prison_targets(b), ("pardon",)]
    return []


def _sends(s: State, b: Board) -> list[Action]:
    p = b.actor
    total = sum(b.sent)
    out: list[Action] = []
    if s.seats[p].soldiers > total:
        own = b.armies[p]
        out += [("send", T_IDS[t]) for t in b.sources if own[t] > b.sent[t]]
    if total > b.armies[1 - p][b.dest]:
        out.append(("go",))
    return out


def apply(s: State, a: Action) -> State:
    """A phase action of the acting seat (checked by the caller)."""
    b = current(s)
    p = b.actor
    kind = a[0]
    if kind in ("destroy", "spare"):
        if kind == "destroy":
            s = _destroy(s, 1 - p, (a[1], a[2]))
        queue = tuple(q for q in b.queue[1:] if s.seats[1 - q].selection)
        if queue:
            return evolve(s, mod=evolve_board(b, actor=queue[0], queue=queue))
        return evolve(s, mod=evolve_board(b, stage="over", queue=()))
    if kind == "pass":
        return evolve(s, mod=settle(s, _pass(b)))
    if kind == "recruit":
        seat = s.seats[p]
        s = with_seat(s, p, evolve_seat(seat, soldiers=seat.soldiers - a[1]))
        b = evolve_board(b, armies=with_armies(b, p, {CASTLE[p]: a[1]}))
        return evolve(s, mod=settle(s, _turns(b, 1 - p)))
    if kind == "move":
        dest = T_INDEX[a[1]]
        b = evolve_board(b, stage="move", dest=dest, sources=sources(b, p, dest))
        return evolve(s, mod=b)
    if kind == "send":
        t = T_INDEX[a[1]]
        b = evolve_board(b, sent=b.sent[:t] + (b.sent[t] + 1,) + b.sent[t + 1 :])
        s = evolve(s, mod=b)
        return _go(s, b) if _sends(s, b) == [("go",)] else s
    if kind == "go":
        return _go(s, b)
    if kind == "assign":
        t = T_INDEX[a[1]]
        b = put(b, p, t, tuple(P_INDEX[x] for x in a[2:]))
        return _assigned(s, evolve_board(b, todo=b.todo[1:]))
    if kind == "free":
        if a[1] == "yes":
            armies = with_armies(b, p, {CASTLE[p]: b.prisoners[p]})
            prisoners = tuple(0 if q == p else n for q, n in enumerate(b.prisoners))
            b = evolve_board(b, armies=armies, prisoners=prisoners)
        return _turn_over(s, b)
    if kind == "imprison":
        b = imprison(b, 1 - p, T_INDEX[a[1]], P_INDEX[a[2]] if a[2] else -1)
        return tokens(evolve(s, mod=evolve_board(b, stage="over")))
    assert kind == "pardon"
    return evolve(s, mod=evolve_board(b, stage="over"))


def _destroy(s: State, victim: int, h: tuple[str, int]) -> State:
    """A card of the victim's selection area discarded face up (R36)."""
    seat = s.seats[victim]
    card = next(o.card for o in seat.selection if o.handle == h)
    seat = evolve_seat(seat, selection=tuple(o for o in seat.selection if o.handle != h))
    return evolve(with_seat(s, victim, seat), discards=(*s.discards, card))


def _go(s: State, b: Board) -> State:
    """The armies sent move in: every enemy army there goes home and as many of the
    mover's from there (checklist 39); 1 soldier per army (checklist 38, 43)."""
    p, q, dest = b.actor, 1 - b.actor, b.dest
    n = sum(b.sent)
    seat = s.seats[p]
    s = with_seat(s, p, evolve_seat(seat, soldiers=seat.soldiers - n))
    enemies = b.armies[q][dest]
    mine = {t: -k for t, k in enumerate(b.sent) if k}
    mine[dest] = mine.get(dest, 0) + n - enemies
    mine[CASTLE[p]] = mine.get(CASTLE[p], 0) + enemies
    b = evolve_board(b, armies=with_armies(b, p, mine), held=int(b.places[PRISON] == p))
    if enemies:
        b = evolve_board(b, armies=with_armies(b, q, {dest: -enemies, CASTLE[q]: enemies}))
        b = put(b, q, dest, ())
    touched = (dest, *(t for t in b.sources if b.sent[t]))
    todo = []
    for t in touched:  # filled at once where there is no choice, else empty until chosen
        options = choices(b, p, t)
        b = put(b, p, t, options[0] if len(options) == 1 else ())
        if len(options) > 1:
            todo.append(t)
    return _assigned(s, evolve_board(b, stage="assign", todo=tuple(todo)))


def _assigned(s: State, b: Board) -> State:
    """The mover's places chosen where there is a choice, one territory at a time; then
    the prison taken, the tokens, the next turn."""
    p = b.actor
    if b.todo:
        return evolve(s, mod=b)
    if b.places[PRISON] == p and not b.held and b.prisoners[p]:
        return tokens(evolve(s, mod=evolve_board(b, stage="free")))
    return _turn_over(s, b)


def _turn_over(s: State, b: Board) -> State:
    s = tokens(evolve(s, mod=b))
    return evolve(s, mod=settle(s, _turns(b, 1 - b.actor)))


def imprison(b: Board, q: int, t: int, place: int) -> Board:
    """One of seat q's armies from territory t (from `place`, or a standing one) into the
    prison (R34): off the board."""
    b = evolve_board(
        b,
        armies=with_armies(b, q, {t: -1}),
        prisoners=tuple(n + (x == q) for x, n in enumerate(b.prisoners)),
    )
    if place >= 0:
        b = evolve_board(b, places=b.places[:place] + (-1,) + b.places[place + 1 :])
    return b


def tokens(s: State) -> State:
    """A Trap or Spy place lost takes its token away at once (R37): no seat keeps more
    unused Traps than its Trap places, nor more used Spies than its sources."""
    b: Board = s.mod
    for p, seat in enumerate(s.seats):
        traps = min(seat.traps, holds(b, p, "trap"))
        spies = holds(b, p, "spy") + sum(CARDS[c].spy for _, c in seat.grand)
        used = min(seat.spies_used, spies)
        if (traps, used) != (seat.traps, seat.spies_used):
            s = with_seat(s, p, evolve_seat(seat, traps=traps, spies_used=used))
    return s
