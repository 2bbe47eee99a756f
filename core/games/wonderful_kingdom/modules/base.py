"""The module interface: what a Legends module (Mission, Advisor, Threat, Conquest) may change.

A game is always played with exactly one module (digest 2.3). The base game calls these
hooks at fixed points; every hook of `Module` does nothing by default, so a module
overrides only what it changes, in its own file, and registers an instance in
`modules/__init__.py`'s `MODULES`. A module keeps its own state in `State.mod` (a frozen
dataclass registered with core.canonical, or None) and owns the action kinds in `KINDS`
(the base routes them to `apply_window`, `apply_choice` or `apply_phase`).

Module phases: at the points `"planning_start"` (after the Planning reveal: Conquest's
Card destruction) and `"round_end"` (after Production: Threat's Combat, Conquest's phase)
the base asks `phase_at(s, point)`; a module that answers True gets the game
(`phase == "module"`, `resume == point`): the base asks it `phase_player`,
`phase_actions`, `phase_apply` until `phase_player` is None, then goes on from the point.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from core import hidden
from core.api import Action, Message

if TYPE_CHECKING:
    from core.games.wonderful_kingdom.state import Offered, Seat, State

ALCHEMY = 5  # cubes per Krystallium (R13)


class Module:
    """A module with no effect: the defaults of every hook (see the module docstring)."""

    key = ""
    title = ""
    disabled: str | None = None  # INFO's reason while the module is not playable
    solo = True  # playable by one player
    solo_reason = ""  # why not, when `solo` is False (the config's refusal)
    sides: tuple[str, ...] = ("A", "B", "C", "D")  # Grand Duchy sides; the first: default
    alchemy_automatic = True  # Mission: conversion by choice (R13)
    KINDS: frozenset[str] = frozenset()

    # -- setup ------------------------------------------------------------------------
    def medals(self, config: dict[str, Any]) -> tuple[int, int, int] | None:
        """Solo medal thresholds (bronze, silver, gold), or None: the score alone (R47)."""
        return None

    def treasures(self, config: dict[str, Any], treasures: tuple[str, ...]) -> tuple[str, ...]:
        """The 10 values shuffled into the development deck beside the cards."""
        return treasures

    def deck_requests(self, s: State, values: tuple[str, ...]) -> tuple[hidden.Request, ...]:
        """The requests that make the development deck "dev" of the cards and the module's
        Treasures (`values`): one Shuffle. A module that builds "dev" at its setup (Advisor:
        a Mix with its pool) shuffles them under another name."""
        return (hidden.Shuffle("dev", values),)

    def setup_chance(self, s: State) -> tuple[tuple[Action, Fraction], ...]:
        """A chance node of the module's setup (Mission's board), () when none is due."""
        return ()

    def apply_setup_chance(self, s: State, a: Action) -> State:
        return s

    def setup(self, s: State) -> State:
        """After the base setup, before round 1: the module's state and decks (its
        `Shuffle` requests resolve before round 1's deal, so the deal may `Show` them)."""
        return s

    # -- Choice -----------------------------------------------------------------------
    def deals_l(self, s: State) -> bool:
        """Whether area L gets a deck card at the deal (Threat: no, R42)."""
        return True

    def round_start(self, s: State) -> State:
        """The module's part of the deal (Threat: the round's Threat into L)."""
        return s

    def traps(self, s: State, seat: int) -> int:
        """Trap tokens for the round (base: 2 each, none in solo)."""
        return 2 if s.players == 2 else 0

    def spies(self, s: State, seat: int) -> int:
        """Spy sources the module grants the seat (besides L3's)."""
        return 0

    def spiable(self, s: State, offered: Offered) -> bool:
        """Whether a face-down card may be Spied (Advisor adL4: not its holder's)."""
        return True

    def choice_actions(self, s: State, seat: int) -> list[Action]:
        """Extra actions of the seat's Choice turn (Illusionist tokens)."""
        return []

    def apply_choice(self, s: State, seat: int, a: Action) -> State:
        raise NotImplementedError

    def on_select(self, s: State, seat: int, taken: tuple[Offered, ...]) -> State:
        """The seat took these cards by a selection (Illusionist tokens on them go, R24)."""
        return s

    # -- Planning and Production ------------------------------------------------------
    def start_planning(self, s: State) -> State:
        """Planning begins, after the reveal and the Calamities, before the module's
        `planning_start` phase (Threat: the Threats into the construction area, R17)."""
        return s

    def forced(self, s: State, seat: int) -> list[Action] | None:
        """Steps the seat must take before any other in a window, or None (the Sisters'
        and Dragons' choices once its planning ended, R18, R21)."""
        return None

    def window_actions(self, s: State, seat: int) -> list[Action]:
        """Extra actions of a Planning or Production window (Mission steps)."""
        return []

    def apply_window(self, s: State, seat: int, a: Action) -> State:
        raise NotImplementedError

    def on_complete(self, s: State, seat: int, card: str) -> State:
        """A card of the seat was just completed (Advisors: ad01, ad11)."""
        return s

    def on_done(self, s: State, seat: int) -> State:
        """The end of the seat's planning (Sisters, Dragons)."""
        return s

    def produce(self, s: State, seat: int, res: str) -> int:
        """Extra production of `res` (Swallowers, Conquest places)."""
        return 0

    def supremacy(self, s: State, amounts: list[int], winner: int) -> int:
        """The seat winning a Production step's soldier, given the base's `winner` (-1 for
        none): Advisor ad03 takes ties above zero (R44)."""
        return winner

    def production_step(self, s: State, index: int, winner: int) -> State:
        """A Production step began (index 0-3), its supremacy soldier given, before the
        cubes (Advisors ad08 at the first step, adL1 for the winner)."""
        return s

    def alchemy_need(self, seat: Seat) -> int:
        """Cubes per Krystallium in the seat's alchemy area (Advisor ad02: 4)."""
        return ALCHEMY

    def dispel_cost(self, s: State, seat: int, cost: int) -> int:
        """Soldiers that dispel a Calamity of the seat (Advisor adL3: one fewer)."""
        return cost

    def after_production(self, s: State) -> State:
        return s

    def symbols(self, s: State, card: str) -> int | None:
        """Solo rival: the cost symbols of a module card (a Threat's fight cost)."""
        return None

    # -- the module's own phases ------------------------------------------------------
    def phase_at(self, s: State, point: str) -> bool:
        return False

    def phase_player(self, s: State) -> int | None:
        return None

    def phase_actions(self, s: State, player: int | None) -> list[Action]:
        return []

    def phase_apply(self, s: State, a: Action) -> State:
        raise NotImplementedError

    # -- the end, the view ------------------------------------------------------------
    def score_parts(self, s: State) -> list[tuple[str, list[int]]]:
        """END parts: (label, per-seat values)."""
        return []

    def observe(self, s: State, seat: int | None) -> dict[str, Any]:
        return {}

    def describe(self, s: State, a: Action) -> Message | None:
        return None

    # The log's automatic effects: a module that has some answers True, and the log's
    # sentence for each action is followed by `effects(before, after)` (Threat).
    logs_effects = False

    def effects(self, before: State, after: State) -> list[Message]:
        """What the module's rules did by themselves in one action (log messages)."""
        return []
