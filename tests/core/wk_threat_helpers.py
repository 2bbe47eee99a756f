"""Helpers for the Threat module's tests (tests/core/test_wk_threat*.py): games of a set,
Threats put straight into a seat's construction area or defeated pile, plain policies."""

from __future__ import annotations

from typing import Any

from core.api import Action, Handle
from core.dealer import PlainDealer
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom.modules.threat_state import Menace, put, with_mod
from core.games.wonderful_kingdom.state import State
from tests.core.wk_helpers import at_planning, drive, give, inject, start


def config(threat: str = "sisters", players: int = 2, **more: Any) -> dict[str, Any]:
    return {"players": players, "module": "threat", "threat": threat, **more}


def tstart(threat: str = "sisters", players: int = 2, **kw: Any) -> tuple[State, PlainDealer]:
    """Round 1's Choice, just dealt (seat `first`, default 0, first)."""
    first = kw.pop("first", 0)
    return start(config(threat, players, **kw), first=first)


def planning(threat: str = "sisters", players: int = 2) -> tuple[State, PlainDealer]:
    """Round 1's Planning, every seat acting with empty areas and supplies."""
    s, d = at_planning(config(threat, players))
    for p in range(players):
        s, _ = give(s, p, done=False, soldiers=0, krystallium=0, alchemy=(0, 0, 0, 0))
    return s, d


def threats(s: State, seat: int, *cards: tuple[str, int] | str) -> tuple[State, list[Handle]]:
    """These Threat cards (id, or (id, soldiers on it)) under construction for the seat,
    in place of its own; their handles."""
    pairs = [(c, 0) if isinstance(c, str) else c for c in cards]
    s, hs = inject(s, [c for c, _ in pairs])
    built = tuple(Menace(h, c, n) for h, (c, n) in zip(hs, pairs))
    return with_mod(s, built=put(s.mod.built, seat, built)), hs


def defeated(s: State, seat: int, *cards: str) -> State:
    """The seat's defeated pile holds these Threat cards."""
    s, hs = inject(s, cards)
    return with_mod(s, defeated=put(s.mod.defeated, seat, tuple(zip(hs, cards))))


def done_first(s: State, seat: int) -> Action:
    """A plain policy past Planning and Production: done when possible, cubes to the alchemy
    area, Choice like wk_helpers.up_into_l (face up into L, select R)."""
    legal = G.legal_actions(s, seat)
    for want in ("done", "alchemy", "recycle"):
        found = [a for a in legal if a[0] == want]
        if found:
            return found[0]
    for a in legal:
        if (a[0] == "offer" and a[3] == "L" and a[4] == "up") or a == ("select", "R"):
            return a
    return legal[0]


def to_combat(s: State, d: PlainDealer) -> State:
    """Play on (done_first) until the round's Combat phase."""
    return drive(s, d, lambda x: x.phase == "module", done_first)
