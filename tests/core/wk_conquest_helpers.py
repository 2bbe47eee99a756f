"""Helpers for the Conquest module's tests: a game set up on side E, boards laid out by
territory and place ids, the Conquest phase entered with chosen soldiers."""

from __future__ import annotations

from typing import Any

from core.api import CHANCE, REVEAL, Action
from core.dealer import PlainDealer
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom import flow
from core.games.wonderful_kingdom.modules.conquest_board import (
    P_INDEX,
    PLACE_T,
    T_IDS,
    T_INDEX,
    Board,
    evolve_board,
)
from core.games.wonderful_kingdom.state import State, evolve, evolve_seat
from tests.core.wk_helpers import dealer, reveals

CONFIG: dict[str, Any] = {"players": 2, "module": "conquest"}
RED, BLUE = 0, 1


def start(seed: int = 0, first: int = 0) -> tuple[State, PlainDealer]:
    """A Conquest game through setup and round 1's deal: seat `first` first, red Senada."""
    d = dealer(2, seed)
    s = G.initial_state(CONFIG)
    chosen: dict[str, Action] = {
        "first": ("first", first),
        "duchies": ("duchies", "gd-senada", "gd-teressie"),
    }
    for _ in range(50):
        if G.current_player(s) == CHANCE:
            s = G.apply_action(s, chosen[s.stage])
        elif G.current_player(s) == REVEAL:
            s = reveals(s, d)
        else:
            return s, d
    raise AssertionError("setup did not end")


def lay(
    s: State,
    armies: dict[str, tuple[int, int]],
    places: dict[str, int] | None = None,
    prisoners: tuple[int, int] = (0, 0),
) -> State:
    """The board holding exactly these armies (territory -> (red, blue)) and these places
    held (place -> seat); the phase fields kept."""
    rows = [[0] * len(T_IDS), [0] * len(T_IDS)]
    for t, (red, blue) in armies.items():
        rows[0][T_INDEX[t]], rows[1][T_INDEX[t]] = red, blue
    held = [-1] * len(P_INDEX)
    for place, seat in (places or {}).items():
        held[P_INDEX[place]] = seat
        assert rows[seat][PLACE_T[P_INDEX[place]]] > 0, f"{place}: no army of {seat} there"
    b: Board = s.mod
    b = evolve_board(
        b, armies=(tuple(rows[0]), tuple(rows[1])), places=tuple(held), prisoners=prisoners
    )
    return evolve(s, mod=b)


def soldiers(s: State, red: int, blue: int) -> State:
    seats = (evolve_seat(s.seats[0], soldiers=red), evolve_seat(s.seats[1], soldiers=blue))
    return evolve(s, seats=seats)


def conquest(s: State, red: int, blue: int, d: PlainDealer | None = None) -> State:
    """The Conquest phase of the state's round begins, the seats with these soldiers; what
    follows by itself follows (with a dealer, the next deal's reveals too)."""
    s = flow.advance(evolve(soldiers(s, red, blue), phase="module", resume="round_end"))
    return reveals(s, d) if d is not None else s


def legal(s: State) -> tuple[Action, ...]:
    return G.legal_actions(s, G.current_player(s))


def play(s: State, d: PlainDealer, *actions: Action) -> State:
    """Each action by the seat to act (checked legal by apply_action), reveals after."""
    for a in actions:
        s = reveals(G.apply_action(s, a), d)
    return s


def armies(s: State, t: str) -> tuple[int, int]:
    b: Board = s.mod
    return b.armies[0][T_INDEX[t]], b.armies[1][T_INDEX[t]]


def holder(s: State, place: str) -> int:
    b: Board = s.mod
    return b.places[P_INDEX[place]]
