"""Helpers for It's a Wonderful Kingdom's rules tests: games set up with chosen chance,
reveals by a seeded plain dealer, a plain policy to reach a phase, and cards put straight
into a seat's areas (a test deck whose values are public, so `card_of` reads them)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from core import hidden
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action, Handle
from core.dealer import PlainDealer
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.state import (
    Build,
    Calamity,
    Offered,
    State,
    evolve,
    evolve_seat,
    with_seat,
)

DUCHIES = ("gd-valados", "gd-teressie")


def dealer(players: int, seed: int = 0) -> PlainDealer:
    rng = random.Random(f"wk:{seed}")
    return PlainDealer(players, lambda deck, n: rng.sample(range(n), n))


def reveals(s: State, d: PlainDealer) -> State:
    """Every pending reveal performed by the dealer."""
    while G.current_player(s) == REVEAL:
        s = G.apply_action(s, d.next_action(G, s))
    return s


def start(
    config: dict[str, Any] | None = None,
    seed: int = 0,
    first: int = 0,
    board: str = "mis-L1",
) -> tuple[State, PlainDealer]:
    """A game through setup and round 1's deal: seat `first` first, Valados then Téressie
    (solo: Valados), Mission board `board`."""
    config = {"players": 2, "module": "mission", **(config or {})}
    d = dealer(config["players"], seed)
    s = G.initial_state(config)
    chosen: dict[str, Action] = {
        "first": ("first", first),
        "duchies": ("duchies", *DUCHIES[: config["players"]]),
        "module_chance": ("mission_board", board),
    }
    for _ in range(50):
        if G.current_player(s) == CHANCE:
            s = G.apply_action(s, chosen[s.stage])
        elif G.current_player(s) == REVEAL:
            s = reveals(s, d)
        else:
            return s, d
    raise AssertionError("setup did not end")


def act(s: State, d: PlainDealer, *actions: Action) -> State:
    """Apply each action, performing the reveals that follow it."""
    for a in actions:
        s = reveals(G.apply_action(s, a), d)
    return s


def first_choice(s: State, seat: int) -> Action:
    return G.legal_actions(s, seat)[0]


def drive(
    s: State,
    d: PlainDealer,
    until: Callable[[State], bool],
    policy: Callable[[State, int], Action] = first_choice,
    limit: int = 5000,
) -> State:
    """Play `policy` (default: each seat's first legal action) until `until(s)`."""
    for _ in range(limit):
        if until(s):
            return s
        p = G.current_player(s)
        if p == TERMINAL:
            raise AssertionError("the game ended first")
        if p == REVEAL:
            s = reveals(s, d)
            continue
        if p == SIMULTANEOUS:
            p = next(q for q in range(s.players) if G.legal_actions(s, q))
        s = G.apply_action(s, policy(s, p))
    raise AssertionError("never reached")


def up_into_l(s: State, seat: int) -> Action:
    """A plain Choice policy: offer hand cards face up into L, select R, keep planning
    simple (recycle into the alchemy area, then done)."""
    legal = G.legal_actions(s, seat)
    for want in (
        lambda a: a[0] == "offer" and a[3] == "L" and a[4] == "up",
        lambda a: a == ("select", "R"),
        lambda a: a[0] in ("recycle", "alchemy"),
        lambda a: a[0] == "done",
    ):
        found = [a for a in legal if want(a)]
        if found:
            return found[0]
    return legal[0]


def at_planning(config: dict[str, Any] | None = None, seed: int = 0) -> tuple[State, PlainDealer]:
    """Round 1's Planning just opened (every seat acting)."""
    s, d = start(config, seed)
    return drive(s, d, lambda x: x.phase == "planning" and x.stage == "window", up_into_l), d


_decks = [0]


def inject(s: State, ids: Iterable[str]) -> tuple[State, list[Handle]]:
    """A new public test deck holding `ids` (shown), and its handles in that order."""
    ids = list(ids)
    _decks[0] += 1
    name = f"test{_decks[0]}"
    sec = s.secrets
    handles = [(name, i) for i in range(len(ids))]
    shown = tuple(sorted((*sec.shown, *zip(handles, ids))))
    deck = hidden.Deck(name, len(ids), hidden.sort_values(ids))
    secrets = hidden.Secrets(sec.players, (*sec.decks, deck), sec.seen, shown, sec.pending)
    return evolve(s, secrets=secrets), handles


def give(
    s: State,
    seat: int,
    selection: Iterable[str] = (),
    construction: Iterable[tuple[str, tuple[str, ...]] | str] = (),
    grand: Iterable[str] = (),
    calamities: Iterable[tuple[str, int]] = (),
    **fields: Any,
) -> tuple[State, dict[str, list[Handle]]]:
    """Seat `seat`'s areas replaced by these cards (ids; a construction card may come with
    its filled slots); other Seat fields as keywords. The handles, by area."""
    sel, con, gra, cal = list(selection), list(construction), list(grand), list(calamities)
    con_ids = [c if isinstance(c, str) else c[0] for c in con]
    s, hs = inject(s, [*sel, *con_ids, *gra, *(c for c, _ in cal)])
    cut = [len(sel), len(sel) + len(con), len(sel) + len(con) + len(gra)]
    h_sel, h_con, h_gra, h_cal = (
        hs[: cut[0]],
        hs[cut[0] : cut[1]],
        hs[cut[1] : cut[2]],
        hs[cut[2] :],
    )
    cost = data().cards
    builds = []
    for h, c in zip(h_con, con):
        cid, filled = (c, ("",) * len(cost[c].cost)) if isinstance(c, str) else c
        builds.append(Build(h, cid, filled))
    seat_ = evolve_seat(
        s.seats[seat],
        selection=tuple(Offered(h, True, -1, c) for h, c in zip(h_sel, sel)),
        construction=tuple(builds),
        grand=tuple(zip(h_gra, gra)),
        calamities=tuple(Calamity(h, c, n) for h, (c, n) in zip(h_cal, cal)),
        **fields,
    )
    s = with_seat(s, seat, seat_)
    return s, {"selection": h_sel, "construction": h_con, "grand": h_gra, "calamities": h_cal}


def step(s: State, *actions: Action) -> State:
    """Simultaneous steps: each applied in turn (a seat that submits waits for the other)."""
    for a in actions:
        s = G.apply_action(s, a)
    return s
