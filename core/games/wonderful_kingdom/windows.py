"""Planning and Production's simultaneous rounds (docs/wonderful-kingdom.md, "Why Planning is
a sequence of simultaneous rounds").

A window is open for every seat not `done`; `current_player` is SIMULTANEOUS. Each such
seat submits one step (its action, the seat second); the step is held in `submitted`,
unseen by the others, until every seat still acting has submitted; then the steps are
applied in seat order. A seat's steps read and change only its own areas, so the other's
never make one illegal. A seat whose only step would be `done` is done by itself.
"""

from __future__ import annotations

from functools import lru_cache

from core.api import Action, Handle, IllegalAction
from core.games.wonderful_kingdom.data import DEV_TYPES, data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.placing import (
    build_index,
    done_filling,
    fill,
    gain,
    open_slots,
    place_pending,
    scrap,
    targets,
)
from core.games.wonderful_kingdom.state import (
    Build,
    Calamity,
    State,
    evolve,
    evolve_seat,
    seats_with,
    with_seat,
)

CARDS = data().cards
BUILDABLE = frozenset((*DEV_TYPES, "advisor"))
KINDS = frozenset(
    ("build", "recycle", "place", "alchemy", "krystallium", "soldier", "scrap", "done")
)


def dispel_cost(s: State, p: int) -> int:
    return MODULES[s.module].dispel_cost(s, p, data().calamity_dispel)


def seat_actions(s: State, p: int) -> list[Action]:
    """Every step seat `p` may take now in the open window (unsorted)."""
    forced = MODULES[s.module].forced(s, p)
    if forced is not None:
        return forced
    seat = s.seats[p]
    if seat.pending:  # a gained cube is placed at once (R11)
        cube = seat.pending[0]
        return [("place", p, h[0], h[1], i) for h, i in targets(seat, cube)] + [("alchemy", p)]
    out: list[Action] = []
    if s.phase == "planning":
        for o in seat.selection:
            out += _selected(p, o.handle, o.card)
    k, soldiers = seat.krystallium, seat.soldiers
    for b in seat.construction:  # one pass: the K and S slots, the scrap
        d, pos = b.handle
        for i, unit in open_slots(b.card, b.filled):
            if unit == "S":
                if soldiers:
                    out.append(("soldier", p, d, pos, i))
            elif k:
                out.append(("krystallium", p, d, pos, i))
        out.append(("scrap", p, d, pos))
    if soldiers:
        out += [("soldier", p, *c.handle, c.soldiers) for c in seat.calamities]
    out += MODULES[s.module].window_actions(s, p)
    if not seat.selection:
        out.append(("done", p))
    return out


@lru_cache(maxsize=4096)  # keyed on a seat and a card of the deck: bounded by the data
def _selected(p: int, h: Handle, card: str) -> tuple[Action, ...]:
    """Seat p's choices for a card of its selection area: build or recycle it."""
    kind = CARDS[card].kind
    if kind in BUILDABLE:
        return (("build", p, *h), ("recycle", p, *h))
    return (("recycle", p, *h),) if kind == "treasure" else ()


def legal(s: State, p: int) -> list[Action]:
    """Seat p's steps, or none when it is done or has submitted this round."""
    if not 0 <= p < s.players or s.seats[p].done or s.submitted[p] is not None:
        return []
    return seat_actions(s, p)


def submit(s: State, a: Action) -> State:
    """Hold the step; apply the round's steps once every acting seat has submitted."""
    p = a[1]
    submitted = s.submitted[:p] + (a,) + s.submitted[p + 1 :]
    if any(submitted[q] is None and not s.seats[q].done for q in range(s.players)):
        return evolve(s, submitted=submitted)
    if s.submitted != (None,) * s.players:
        s = evolve(s, submitted=(None,) * s.players)
    for q, step in enumerate(submitted):
        if step is not None:
            s = apply_step(s, q, step)
    return auto_done(s)


def has_choice(s: State, p: int) -> bool:
    """Whether seat p has a step besides `done` (seat_actions' question, asked fast): a
    pending cube has a slot (else it went to the alchemy area), a card under construction
    may be scrapped, soldiers may go on a Calamity."""
    seat = s.seats[p]
    return bool(
        seat.pending
        or seat.selection
        or seat.construction
        or (seat.soldiers and seat.calamities)
        or MODULES[s.module].window_actions(s, p)
        or MODULES[s.module].forced(s, p)
    )


def auto_done(s: State) -> State:
    """Seats whose only step is `done` are done by themselves."""
    for q in range(s.players):
        if not s.seats[q].done and not has_choice(s, q):
            s = apply_step(s, q, ("done", q))
    return s


def apply_step(s: State, p: int, a: Action) -> State:
    kind = a[0]
    seat = s.seats[p]
    if kind in ("place", "alchemy"):
        return place_pending(s, p, (a[2], a[3]) if kind == "place" else None, a[-1])
    if kind in ("build", "recycle"):
        h = (a[2], a[3])
        cid = next(o.card for o in seat.selection if o.handle == h)
        seat = evolve_seat(seat, selection=tuple(o for o in seat.selection if o.handle != h))
        card = CARDS[cid]
        if kind == "build":
            b = Build(h, cid, ("",) * len(card.cost))
            return with_seat(s, p, evolve_seat(seat, construction=(*seat.construction, b)))
        s = evolve(s, seats=seats_with(s, p, seat), discards=(*s.discards, cid))
        return gain(s, p, card.gain)
    if kind == "krystallium":
        spent = evolve_seat(seat, krystallium=seat.krystallium - 1)
        return done_filling(s, p, seat, fill(spent, (a[2], a[3]), a[4], "K"))
    if kind == "soldier":
        spent = evolve_seat(seat, soldiers=seat.soldiers - 1)
        if build_index(seat, (a[2], a[3])) >= 0:
            return done_filling(s, p, seat, fill(spent, (a[2], a[3]), a[4], "S"))
        return dispel(with_seat(s, p, spent), p, (a[2], a[3]))
    if kind == "scrap":
        return scrap(s, p, (a[2], a[3]))
    if kind == "done":
        s = with_seat(s, p, evolve_seat(seat, done=True))
        return MODULES[s.module].on_done(s, p) if s.phase == "planning" else s
    if kind in MODULES[s.module].KINDS:
        return MODULES[s.module].apply_window(s, p, a)
    raise IllegalAction(f"{a!r} is no Planning or Production step")


def dispel(s: State, p: int, h: tuple[str, int]) -> State:
    """A soldier onto a Calamity; covered, it and its soldiers are discarded (R12, R40)."""
    seat = s.seats[p]
    i = next(i for i, c in enumerate(seat.calamities) if c.handle == h)
    c = seat.calamities[i]
    rest = seat.calamities[:i] + seat.calamities[i + 1 :]
    if c.soldiers + 1 >= dispel_cost(s, p):
        seat = evolve_seat(seat, calamities=rest)
        return evolve(s, seats=seats_with(s, p, seat), discards=(*s.discards, c.card))
    c = Calamity(c.handle, c.card, c.soldiers + 1)
    return with_seat(s, p, evolve_seat(seat, calamities=rest[:i] + (c,) + rest[i:]))


def open_window(s: State) -> State:
    """A new window: every seat acts, then those with nothing to choose are done."""
    seats = tuple(evolve_seat(x, done=False) for x in s.seats)
    s = evolve(s, seats=seats, submitted=(None,) * s.players, window=s.window + 1)
    return auto_done(s)
