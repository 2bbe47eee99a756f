"""It's a Wonderful Kingdom's state: one immutable public record, and helpers over it.

Cards are hidden-information handles (deck, position) everywhere (core/hidden.py); a card's
id is read from the public record once it is shown (`card_of`), and kept beside the handle
in the construction area and the Grand Duchy, where every card is public.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core import canonical, hidden
from core.api import Action, Handle
from core.frozen import dict_evolver, evolver

L, R = 0, 1
AREAS = ("L", "R")
RES = ("M", "P", "G", "E")
RES_INDEX = {r: i for i, r in enumerate(RES)}
DEV, CALAMITIES = "dev", "calamities"


@canonical.register("wk.Offered")
@dataclass(frozen=True, slots=True)
class Offered:
    """A card in an offer area or a selection area: its face and who offered it."""

    handle: Handle
    up: bool
    by: int  # the seat that offered it, -1 for a card the deal put there
    card: str = ""  # its id, filled in once the Planning reveal made every one public


@canonical.register("wk.Build")
@dataclass(frozen=True, slots=True)
class Build:
    """A card under construction: per cost slot, "" while empty or the unit on it."""

    handle: Handle
    card: str
    filled: tuple[str, ...]


@canonical.register("wk.Calamity")
@dataclass(frozen=True, slots=True)
class Calamity:
    """A Calamity in a Grand Duchy, with the soldiers placed to dispel it (R12)."""

    handle: Handle
    card: str
    soldiers: int


@canonical.register("wk.Seat")
@dataclass(frozen=True)  # an instance dict: a copy is one C merge (dict_evolver), not 13 slots
class Seat:
    """One player's areas, supply and tokens."""

    duchy: str
    hand: tuple[Handle, ...]
    selection: tuple[Offered, ...]
    construction: tuple[Build, ...]
    grand: tuple[tuple[Handle, str], ...]  # completed cards: (handle, id)
    calamities: tuple[Calamity, ...]
    alchemy: tuple[int, int, int, int]  # cubes by colour M P G E
    krystallium: int
    soldiers: int
    traps: int  # Trap tokens left this round
    spies_used: int  # Spy sources used this Choice phase
    pending: tuple[str, ...]  # gained cubes still to place, first first
    done: bool  # its planning (or this Production step's placements) ended


@canonical.register("wk.State")
@dataclass(frozen=True)  # an instance dict: one C merge per copy (core.frozen.dict_evolver)
class State:
    """A whole game (docs/wonderful-kingdom.md)."""

    players: int
    module: str
    threat: str
    side: str
    legends: bool
    phase: str  # setup choice planning production module over
    stage: str  # the step within the phase (setup: first duchies module shuffle ...)
    round: int  # 1-4, 0 in setup
    first: int  # the round's first player, -1 until drawn
    turn: int  # Choice turns played this round (solo: offers made)
    offered: int  # cards placed in the current offer turn
    offers: tuple[tuple[Offered, ...], tuple[Offered, ...]]  # areas L, R
    seats: tuple[Seat, ...]
    top: int  # the next development deck position
    deck_size: int
    pile: tuple[Handle, ...]  # the Calamity pile, top first
    discards: tuple[str, ...]  # face-up discards, in order
    unseen: int  # cards discarded face down, never shown
    step: str  # the Production step's resource, "K" for Krystallium, "" outside
    produced: tuple[int, ...]  # the last step's production per seat
    supremacy: int  # the last step's winner, -1 for none
    submitted: tuple[Action | None, ...]  # the simultaneous round's steps, held
    window: int  # simultaneous windows opened so far (R30's "same window")
    searched: tuple[Handle, ...]  # solo: the cards a Search looks at
    rival: tuple[str, ...]  # solo: what the rival took last: (area, card ids...)
    resume: str  # in a module phase: the base point to go on from
    mod: Any  # the module's own state (modules/base.py), or None
    secrets: hidden.Secrets


evolve = dict_evolver(State)
evolve_seat = dict_evolver(Seat)  # ~1,000 seat copies a game: issue 30's speed
evolve_build = evolver(Build)


def other(seat: int) -> int:
    return 1 - seat


def with_seat(s: State, seat: int, new: Seat) -> State:
    return evolve(s, seats=s.seats[:seat] + (new,) + s.seats[seat + 1 :])


def seats_with(s: State, seat: int, new: Seat) -> tuple[Seat, ...]:
    """The seats with `new` at `seat`: for one copy of the state with other changes."""
    return s.seats[:seat] + (new,) + s.seats[seat + 1 :]


def card_of(s: State, handle: Handle) -> str | None:
    """The card's id if it is public, else None."""
    value = hidden.public_value(s.secrets, handle)
    return value if isinstance(value, str) else None


def ask(s: State, *requests: hidden.Request) -> State:
    return evolve(s, secrets=hidden.ask(s.secrets, requests)) if requests else s


def new_seat(duchy: str, krystallium: int = 0, soldiers: int = 0) -> Seat:
    return Seat(duchy, (), (), (), (), (), (0, 0, 0, 0), krystallium, soldiers, 0, 0, (), True)
