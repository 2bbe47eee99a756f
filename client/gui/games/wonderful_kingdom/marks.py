"""What the board lights for the person and what a click there means (no Qt).

From the next steps the plan allows (plan.Projection.legal) and what the person has picked
(`Pick`: a hand card to offer, a Krystallium or a soldier from the supply, alchemy cubes to
convert, a selection card to swap), `marks` says which things are lit and the step a click
on each makes: a card offered, an area taken, a card built or recycled, a cube placed on a
slot... A click on a lit thing whose step needs one more choice (a hand card: where to
offer it) picks it instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.api import Action

Handle = tuple[str, int]


@dataclass
class Pick:
    """The person's half-made choice (dropped when it no longer makes sense)."""

    card: Handle | None = None  # a hand card to offer
    unit: str = ""  # "K" or "S" from the supply, to put on a slot
    five: list[str] = field(default_factory=list)  # alchemy cubes chosen to convert
    mine: Handle | None = None  # a selection card to swap with an Illusionist's card

    def clear(self) -> None:
        self.card, self.unit, self.five, self.mine = None, "", [], None

    def any(self) -> bool:
        return bool(self.card or self.unit or self.five or self.mine)


@dataclass
class Marks:
    """What is lit, by thing, and the step a click on it makes (None: it picks)."""

    hand: dict[Handle, Any] = field(default_factory=dict)  # offerable hand cards
    zones: dict[tuple[str, str], Action] = field(default_factory=dict)  # (area, face)
    areas: dict[str, Action] = field(default_factory=dict)  # selectable offer areas
    spy: dict[Handle, Action] = field(default_factory=dict)  # face-down cards to peek at
    token: dict[Handle, Action] = field(default_factory=dict)  # Illusionist placements
    swap: dict[Handle, Action] = field(default_factory=dict)  # offer cards to swap in
    build: dict[Handle, Action] = field(default_factory=dict)
    recycle: dict[Handle, Action] = field(default_factory=dict)
    slots: dict[tuple[Handle, int], Action] = field(default_factory=dict)
    alchemy: Action | None = None  # the pending cube into the alchemy area
    supply: set[str] = field(default_factory=set)  # "K", "S": pickable
    calamities: dict[Handle, Action] = field(default_factory=dict)
    threats: dict[Handle, Action] = field(default_factory=dict)
    scrap: dict[Handle, Action] = field(default_factory=dict)
    mission: dict[int, Action] = field(default_factory=dict)
    cubes: set[str] = field(default_factory=set)  # alchemy colours that may be chosen
    losses: dict[tuple[Handle, int], Action] = field(default_factory=dict)  # torment, eat
    destroy: dict[Handle, Action] = field(default_factory=dict)
    territories: dict[str, Action] = field(default_factory=dict)
    done: Action | None = None


def _h(a: Action, at: int) -> Handle:
    return (a[at], a[at + 1])


def marks(legal: tuple[Action, ...], pick: Pick, pending: bool, calamities: set[Handle]) -> Marks:
    """The lights for these next steps and this pick; `pending`: a gained cube waits;
    `calamities`: the seat's Calamities (a soldier goes on one, or on a card's S slot)."""
    m = Marks()
    kinds = {a[0] for a in legal}
    for a in legal:
        kind = a[0]
        if kind == "offer":
            m.hand.setdefault(_h(a, 1), None)
            if pick.card == _h(a, 1):
                m.zones[(a[3], a[4])] = a
        elif kind == "select":
            m.areas[a[1]] = a
        elif kind == "spy":
            m.spy[_h(a, 1)] = a
        elif kind == "illusionist":
            m.token[_h(a, 1)] = a
        elif kind == "swap":
            if pick.mine == _h(a, 1):
                m.swap[_h(a, 3)] = a
        elif kind in ("build", "recycle", "scrap"):
            getattr(m, kind)[_h(a, 2)] = a
        elif kind == "place":
            m.slots[(_h(a, 2), a[4])] = a
        elif kind == "alchemy":
            m.alchemy = a
        elif kind == "krystallium":
            m.supply.add("K")
            if pick.unit == "K":
                m.slots[(_h(a, 2), a[4])] = a
        elif kind == "soldier":
            m.supply.add("S")
            if _h(a, 2) in calamities:
                m.calamities[_h(a, 2)] = a
            elif pick.unit in ("", "S"):  # an S slot takes only a soldier: a click is clear
                m.slots.setdefault((_h(a, 2), a[4]), a)
        elif kind == "fight":
            m.supply.add("S")
            m.threats[_h(a, 2)] = a
        elif kind == "mission":
            m.mission[a[2]] = a
        elif kind in ("torment", "eat"):
            m.losses[(_h(a, 2), a[4])] = a
        elif kind == "destroy":
            m.destroy[_h(a, 1)] = a
        elif kind in ("move", "send"):
            m.territories[a[1]] = a
        elif kind == "imprison" and pick.card is None:
            m.territories.setdefault(a[1], a)
        elif kind == "done":
            m.done = a
    if "convert" in kinds:
        m.cubes = _colours(legal, pick.five)
    if pending:  # a gained cube first: nothing else may be picked
        m.supply = set()
    return m


COLOURS = ("M", "P", "G", "E")


def _colours(legal: tuple[Action, ...], five: list[str]) -> set[str]:
    """The alchemy colours one more of which still leads to a legal conversion."""
    chosen = [five.count(c) for c in COLOURS]
    out = set()
    for a in legal:
        if a[0] != "convert":
            continue
        counts = list(a[2:6])
        if all(x >= y for x, y in zip(counts, chosen)):
            out |= {c for c, x, y in zip(COLOURS, counts, chosen) if x > y}
    return out


def convert_of(legal: tuple[Action, ...], five: list[str]) -> Action | None:
    """The conversion of exactly the five cubes chosen, if legal."""
    counts = tuple(five.count(c) for c in COLOURS)
    for a in legal:
        if a[0] == "convert" and tuple(a[2:6]) == counts:
            return a
    return None
