"""The Threat module's state and the helpers its files share (modules/threat.py).

A Threat taken into a selection area moves to the seat's construction area when Planning
begins (R17) and lives in the module's state from then on, with the soldiers on it
(`Menace`, R16): the base's construction area holds development cards only. Defeated
Threats are the seat's `defeated` pile; Swallowers and Eggs among them are in its Grand
Duchy, not constructed cards (R25).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from core import canonical
from core.api import Handle
from core.frozen import evolver
from core.games.wonderful_kingdom.data import ThreatCard, data
from core.games.wonderful_kingdom.state import State, evolve

TDECK = "threats"  # the Threat deck: the set's 4 cards, shuffled by every peer
THREATS: dict[str, ThreatCard] = data().threats
BASIC = frozenset("MPGE")  # what a Sister removes: basic cubes only (R18)
TOKENS = 3  # Illusionist tokens (R27)
TO_DUCHY = frozenset(("swallowers",))  # sets whose defeated cards join the Grand Duchy


@canonical.register("wk.Menace")
@dataclass(frozen=True, slots=True)
class Menace:
    """A Threat in a construction area and the soldiers placed on it (R16)."""

    handle: Handle
    card: str
    soldiers: int


@canonical.register("wk.ThreatState")
@dataclass(frozen=True, slots=True)
class ThreatState:
    """The module's board (docs/wonderful-kingdom.md, "Threat")."""

    built: tuple[tuple[Menace, ...], ...]  # per seat: its Threats under construction
    defeated: tuple[tuple[tuple[Handle, str], ...], ...]  # per seat, in the order beaten
    owed: tuple[int, ...]  # per seat: cubes (Sisters) or placed soldiers (Dragons) to choose
    combat: tuple[int, ...]  # the seats still to act in this round's Combat, in order
    held: tuple[int, ...]  # Illusionist tokens each seat holds (its colour)
    tokens: tuple[tuple[Handle, int], ...]  # Illusionist tokens on offer cards: (card, seat)
    placed: int  # the Choice turn (turn_key) whose offerer placed a token, -1
    swapped: int  # the Choice turn whose selector swapped, -1
    aside: int  # solo Swallowers: resources set aside (R20, the seed's solo rule)
    events: tuple[tuple[int, str, int, str, int], ...]  # (round, id, seat, card, n)


evolve_mod = evolver(ThreatState)
evolve_menace = evolver(Menace)


def turn_key(s: State) -> int:
    """One number per Choice turn of the game."""
    return s.round * 32 + s.turn


T = TypeVar("T")


def put(values: tuple[T, ...], p: int, value: T) -> tuple[T, ...]:
    """`values` with seat p's entry replaced."""
    return values[:p] + (value,) + values[p + 1 :]


def with_mod(s: State, **changes: Any) -> State:
    return evolve(s, mod=evolve_mod(s.mod, **changes))


def event(s: State, kind: str, p: int, card: str = "", n: int = 0) -> State:
    """Record an effect that no action names (a defeat, a meal, tokens gained)."""
    m: ThreatState = s.mod
    return with_mod(s, events=(*m.events, (s.round, kind, p, card, n)))


def is_egg(card: str) -> bool:
    return THREATS[card].kind == "egg"


def in_duchy(card: str) -> bool:
    """A defeated card that sits in its owner's Grand Duchy (Swallowers, Eggs)."""
    t = THREATS[card]
    return t.set in TO_DUCHY or t.kind == "egg"


def new(players: int, held: int) -> ThreatState:
    n = players
    return ThreatState(((),) * n, ((),) * n, (0,) * n, (), (held,) * n, (), -1, -1, 0, ())
