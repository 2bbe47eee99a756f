"""Setup (digest section 3): castles, the shuffles, the goblins, places and creatures shown,
the goblin sides (simultaneous, R4), the first Captain (R2). Nobody starts with anything
(R3)."""

from __future__ import annotations

from functools import cache, lru_cache

from core import hidden
from core.api import Action, IllegalAction
from core.games.bellum_magia.data import KINDS, data
from core.games.bellum_magia.state import (
    SIDES,
    State,
    evolve,
    kingdom_handle,
    replace_at,
)

SHUFFLED_DECKS = ("goblins", "farms", "villages", "cities", "evil", "super", *KINDS)


def new_state(config: dict[str, object]) -> State:
    """Before the first castle is dealt or chosen."""
    n = config["players"]
    assert isinstance(n, int)
    zero, empty = (0,) * n, ((),) * n
    return State(
        players=n, closes_bar=bool(config["confusion_closes_bar"]),
        chosen=config["castles"] == "chosen", phase="castles", day=0, captain=-1, die=0,
        seat=0, done=0, bar_closed=False, castles=("",) * n, goblins=empty, sides=empty,
        left=empty, right=empty, food=zero, glyphs=zero, barrels=zero, shields=zero,
        magic=zero, spells=zero, spent=zero, chests=empty, drawn=(0, 0, 0), row=("",) * n,
        looted=(), kingdom=0, faceup=(("", ""), ("", "")), turned=(0, 0), target=-1, limit=0,
        theft=(), why="", secrets=hidden.start(n),
    )  # fmt: skip


def castles_left(s: State) -> tuple[str, ...]:
    """The castles nobody has yet, sorted."""
    return tuple(k for k in sorted(data().castles) if k not in s.castles)


def take_castle(s: State, a: Action) -> State:
    """("castle", id): the next seat's castle (a chance outcome or the seat's pick)."""
    if len(a) != 2 or a[1] not in castles_left(s):
        raise IllegalAction(f"{a!r}: no castle left by that id")
    castles = replace_at(s.castles, s.seat, a[1])
    if s.seat + 1 < s.players:
        return evolve(s, castles=castles, seat=s.seat + 1)
    return shuffle_all(evolve(s, castles=castles))


def shuffle_all(s: State) -> State:
    """Every deck and stack shuffled by every peer (digest section 7)."""
    secrets = _shuffling(s.players)
    return evolve(s, phase="setup", seat=-1, secrets=secrets, why="shuffle")


@cache
def _shuffling(players: int) -> hidden.Secrets:
    """The record with the nine shuffles pending: the same for every game of `players`
    (immutable, so asked once: sorting and checking 171 values is a setup's biggest cost)."""
    d = data()
    values: dict[str, tuple[str, ...] | tuple[int, ...]] = {
        "goblins": d.decks["goblin"], "farms": d.by_kind["farm"],
        "villages": d.by_kind["village"], "cities": d.by_kind["city"],
        "evil": d.decks["evil"], "super": d.decks["super"], **d.chests,
    }  # fmt: skip
    requests = [hidden.Shuffle(deck, hidden.sort_values(values[deck])) for deck in SHUFFLED_DECKS]
    return hidden.ask(hidden.start(players), requests)


def deal(s: State) -> State:
    """Once shuffled: the goblins of each seat, the first places, two creatures of each deck
    shown to all (the boxed places and the goblins not dealt stay unseen)."""
    d = data()
    secrets = _dealing(s.secrets)
    return evolve(s, kingdom=s.players, turned=(d.faceup, d.faceup), secrets=secrets, why="deal")


@lru_cache(maxsize=8)  # the record after the shuffles is one per player count
def _dealing(secrets: hidden.Secrets) -> hidden.Secrets:
    d, n = data(), secrets.players
    goblins = [hidden.Show(("goblins", i)) for i in range(d.goblins_each * n)]
    places = [hidden.Show(kingdom_handle(n, k)) for k in range(n)]
    creatures = [hidden.Show((deck, i)) for deck in ("evil", "super") for i in range(d.faceup)]
    return hidden.ask(secrets, goblins + places + creatures)


def goblin_actions(s: State, seat: int) -> tuple[Action, ...]:
    """A seat's choices for its two goblins' sides (SIMULTANEOUS; none once chosen)."""
    if not 0 <= seat < s.players or s.sides[seat]:
        return ()
    return tuple(("goblins", seat, a, b) for a in SIDES for b in SIDES)


def place_goblins(s: State, a: Action) -> State:
    """("goblins", seat, side, side): committed; when every seat has chosen, all go under
    their castles together (R4)."""
    if len(a) != 4 or type(a[1]) is not int or a not in goblin_actions(s, a[1]):
        raise IllegalAction(f"{a!r} is no goblin placement of a seat still choosing")
    s = evolve(s, sides=replace_at(s.sides, a[1], (a[2], a[3])))
    if not all(s.sides):
        return s
    left = tuple(
        tuple(g for g, side in zip(gs, sd) if side == "left") for gs, sd in zip(s.goblins, s.sides)
    )
    right = tuple(
        tuple(g for g, side in zip(gs, sd) if side == "right") for gs, sd in zip(s.goblins, s.sides)
    )
    return evolve(s, left=left, right=right, phase="captain")


def first_captain(s: State, a: Action) -> State:
    """("captain", seat): the shared draw picks the first Captain (R2); the first roll is due."""
    if len(a) != 2 or type(a[1]) is not int or not 0 <= a[1] < s.players:
        raise IllegalAction(f"{a!r}: no such seat")
    return evolve(s, captain=a[1], phase="roll")
