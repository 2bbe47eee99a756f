"""What the board lights for the person acting, from the legal moves and what is picked
(no Qt): places and castles to attack, chests to steal, creatures to recruit and the sides
the picked one may go, castles to choose; and the person's half-made choices (`Pick`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.api import Action

Handle = tuple[str, int]


@dataclass
class Pick:
    """A choice half made in the window: a creature picked to recruit, the payment chosen
    for it, the goblins' sides before they are sent."""

    card: tuple[str, str] | None = None  # (deck, card id)
    payment: str | None = None
    goblins: dict[int, str] = field(default_factory=dict)  # goblin index -> side

    def clear(self) -> None:
        """Drop the picked creature and its payment (the goblins' sides stay)."""
        self.card, self.payment = None, None


@dataclass
class Marks:
    """The board's highlights for one moment."""

    places: set[str] = field(default_factory=set)  # attackable (the Tavern "P00" too)
    castles: set[int] = field(default_factory=set)  # robbable seats
    chests: set[Handle] = field(default_factory=set)  # chests that may be taken now
    chosen: set[Handle] = field(default_factory=set)  # chests taken so far in the theft
    cards: set[tuple[str, str]] = field(default_factory=set)  # recruitable (deck, card)
    picked: tuple[str, str] | None = None  # the creature picked to recruit
    sides: set[str] = field(default_factory=set)  # where the picked creature may go
    castle_picks: set[str] = field(default_factory=set)  # castles the person may choose
    goblins: dict[str, list[str]] = field(default_factory=dict)  # side -> goblins shown there
    attacking: bool = False  # the person attacks: what cannot be attacked is greyed
    recruiting: bool = False  # the person recruits: what cannot be paid is greyed
    target: int | None = None  # the castle robbed (a theft under way)


def payments(legal: tuple[Action, ...], card: tuple[str, str]) -> list[str]:
    """The payments the person can make for `card`, in the core's order."""
    out: list[str] = []
    for a in legal:
        if a[0] == "recruit" and (a[1], a[2]) == card and a[3] not in out:
            out.append(a[3])
    return out


def recruit_of(legal: tuple[Action, ...], pick: Pick, side: str) -> Action | None:
    """The recruit the picked card, its payment and `side` make, if legal."""
    if pick.card is None:
        return None
    paid = pick.payment or next(iter(payments(legal, pick.card)), None)
    action = ("recruit", pick.card[0], pick.card[1], paid, side)
    return action if action in legal else None


def marks(obs: dict[str, Any], legal: tuple[Action, ...], pick: Pick, seat: int | None) -> Marks:
    """The highlights for the person acting (`legal` empty: nothing lit, only the theft's
    chosen chests and the person's goblins shown)."""
    m = Marks()
    theft = obs.get("theft")
    if theft:
        m.chosen = {(k, p) for k, p in theft["chosen"]}
        m.target = theft["target"]
    for a in legal:
        kind = a[0]
        if kind == "attack":
            m.places.add(a[1])
        elif kind == "rob":
            m.castles.add(a[1])
        elif kind == "steal":
            m.chests.add((a[1], a[2]))
        elif kind == "recruit":
            m.cards.add((a[1], a[2]))
        elif kind == "castle":
            m.castle_picks.add(a[1])
    m.attacking = any(a[0] in ("attack", "rob") for a in legal)
    m.recruiting = bool(m.cards)
    if pick.card is not None and pick.card in m.cards:
        m.picked = pick.card
        m.sides = {side for side in ("left", "right") if recruit_of(legal, pick, side)}
    if seat is not None and obs["phase"] == "goblins" and any(a[0] == "goblins" for a in legal):
        dealt = obs["seats"][seat]["goblins"]
        for i, card in enumerate(dealt):
            side = pick.goblins.get(i)
            if side is not None:
                m.goblins.setdefault(side, []).append(card)
    return m
