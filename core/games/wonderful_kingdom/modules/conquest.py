"""The Conquest module (digest 3.5, 4.8; R14, R27-R28, R31-R37, R46; seed "5 Modulo
Conquista"): two players only.

Setup: side-E Grand Duchies (Téressie and Senada; they produce nothing: the board does),
the side-A1 board, each seat's 4 armies on the places marked with its colour, 8 in reserve
(conquest_board.py). No Trap token comes by itself: a seat has one per Trap place it holds
and one Spy per Spy place, counted at each deal (R37, R46). Production adds the seat's
castle (1M 1P 1G) and its resource places; each Krystallium place makes 1K after the
Exploration step. At the start of Planning a Card destruction place may discard a card of
the opponent's selection area, after the public reveal; at the end of every round the
Conquest phase (conquest_phase.py). At the end each territory scores its VP in the colour
of the seat controlling it (`end.conquest`). Actions name territories and places by their
map ids ("SW", "C2").
"""

from __future__ import annotations

from typing import Any

from core.api import Action, Message
from core.games.wonderful_kingdom.modules import conquest_phase as phase
from core.games.wonderful_kingdom.modules.base import Module
from core.games.wonderful_kingdom.modules.conquest_board import (
    ADJ,
    CASTLE,
    PLACES,
    PRISON,
    T_IDS,
    T_PLACES,
    TERRITORIES,
    Board,
    controller,
    holds,
    new_board,
    points,
    production,
    reserve,
)
from core.games.wonderful_kingdom.state import State, card_of, evolve

RESOURCES = ("M", "P", "G", "E", "K")


class Conquest(Module):
    key = "conquest"
    title = "Conquest"
    solo = False
    solo_reason = (
        "the Conquest module has no solo game here: its solo boards (sides C1 and C2) are "
        "not designed (digest 3.5, R47)"
    )
    sides = ("E",)
    KINDS = frozenset(
        (
            "destroy",
            "spare",
            "recruit",
            "move",
            "send",
            "go",
            "assign",
            "free",
            "pass",
            "imprison",
            "pardon",
        )
    )

    def setup(self, s: State) -> State:
        return evolve(s, mod=new_board())

    def traps(self, s: State, seat: int) -> int:
        return holds(s.mod, seat, "trap") if s.mod is not None else 0

    def spies(self, s: State, seat: int) -> int:
        return holds(s.mod, seat, "spy") if s.mod is not None else 0

    def produce(self, s: State, seat: int, res: str) -> int:
        return production(s.mod, seat, res) if s.mod is not None else 0

    def phase_at(self, s: State, point: str) -> bool:
        if point == "planning_start":
            return bool(phase.destroyers(s))
        return point == "round_end"  # every round, the fourth too (R14)

    def phase_player(self, s: State) -> int | None:
        b = phase.current(s)
        return None if b.stage == "over" else b.actor

    def phase_actions(self, s: State, player: int | None) -> list[Action]:
        b = phase.current(s)
        return phase.legal(s, b) if player == b.actor and b.stage != "over" else []

    def phase_apply(self, s: State, a: Action) -> State:
        return phase.apply(s, a)

    def score_parts(self, s: State) -> list[tuple[str, list[int]]]:
        return [("end.conquest", points(s.mod) if s.mod is not None else [0, 0])]

    def observe(self, s: State, seat: int | None) -> dict[str, Any]:
        b: Board | None = s.mod
        if b is None:
            return {"board": "A1", "territories": [], "reserve": [], "prisoners": []}
        live = phase.current(s) if s.phase == "module" else None
        return {
            "board": "A1",
            "territories": [_territory(b, t) for t in range(len(T_IDS))],
            "reserve": [reserve(b, p) for p in (0, 1)],
            "prisoners": list(b.prisoners),
            "prison": b.places[PRISON],
            "production": [{r: production(b, p, r) for r in RESOURCES} for p in (0, 1)],
            "points": points(b),
            "stage": live.stage if live else "",
            "actor": live.actor if live and live.stage != "over" else -1,
            "passes": live.passes if live else 0,
            "move": _move(live) if live and live.stage == "move" else None,
            "assign": T_IDS[live.todo[0]] if live and live.stage == "assign" else "",
        }

    def describe(self, s: State, a: Action) -> Message | None:
        b = phase.current(s)
        p = b.actor
        kind = a[0]
        params: dict[str, Any] = {"seat": p}
        if kind == "destroy":
            params.update(card=card_of(s, (a[1], a[2])) or "", victim_seat=1 - p)
        elif kind == "recruit":
            params["n"] = a[1]
        elif kind in ("move", "send"):
            params["territory"] = a[1]
        elif kind == "go":
            params.update(territory=T_IDS[b.dest], n=sum(b.sent), beaten=b.armies[1 - p][b.dest])
        elif kind == "assign":
            params.update(territory=a[1], places=" ".join(a[2:]))
        elif kind == "free":
            params["n"] = b.prisoners[p] if a[1] == "yes" else 0
        elif kind == "imprison":
            params.update(territory=a[1], place=a[2], victim_seat=1 - p)
        return Message(kind, params)


def _territory(b: Board, t: int) -> dict[str, Any]:
    ter = TERRITORIES[t]
    return {
        "id": ter.id,
        "name": ter.name,
        "kind": ter.kind,
        "castle_of": CASTLE.index(t) if t in CASTLE else -1,
        "vp": list(ter.vp),
        "neighbours": [T_IDS[u] for u in ADJ[t]],
        "armies": [b.armies[0][t], b.armies[1][t]],
        "control": controller(b, t),
        "places": [
            {"id": pl.id, "bonus": pl.bonus, "res": pl.res, "army": b.places[i]}
            for i in T_PLACES[t]
            for pl in (PLACES[i],)
        ],
    }


def _move(b: Board) -> dict[str, Any]:
    return {
        "to": T_IDS[b.dest],
        "sources": [T_IDS[t] for t in b.sources],
        "sent": {T_IDS[t]: n for t, n in enumerate(b.sent) if n},
    }


__all__ = ["Conquest"]
