"""The Conquest map (digest 4.8, resources/wonderful_kingdom/conquest.json), checked.

Read by the Conquest module once it plays; loaded and checked now with everything else:
the graph is connected and undirected, castles have no places and every other territory
one or more, each colour has 4 start places of which 2 are Trap places, Trap places (6)
are no more than the Trap tokens (4 base + 2 Conquest), Spy places no more than the 2 Spy
tokens, and the half-turn sends edges to edges and swaps the VP colours (R49).
"""

from __future__ import annotations

from dataclasses import dataclass

from core.gamedata import DataError, load_json
from core.games.wonderful_kingdom import grammar

BONUSES = ("trap", "spy", "destroy", "double", "kprod", "res", "prison")
HALF_TURN = {"RC": "BC", "SW": "NE", "SE": "NW", "W": "E", "GW": "SS", "C": "C"}
TRAP_TOKENS, SPY_TOKENS = 6, 2


@dataclass(frozen=True, slots=True)
class Place:
    id: str
    bonus: str
    res: str
    start: str  # "red" | "blue" | ""


@dataclass(frozen=True, slots=True)
class Territory:
    id: str
    name: str
    kind: str  # castle | land | sea
    castle_of: str
    produces: tuple[str, ...]
    vp: tuple[int, int]  # (red, blue)
    places: tuple[Place, ...]


@dataclass(frozen=True, slots=True)
class ConquestMap:
    board: str
    territories: dict[str, Territory]
    edges: frozenset[frozenset[str]]

    def neighbours(self, t: str) -> tuple[str, ...]:
        return tuple(sorted(u for e in self.edges if t in e for u in e if u != t))


def _check(m: ConquestMap) -> None:
    ts = m.territories
    if any(len(e) != 2 or not e <= set(ts) for e in m.edges):
        raise DataError("conquest.json: an edge names no two territories")
    seen, todo = {"RC"}, ["RC"]
    while todo:
        for u in m.neighbours(todo.pop()):
            if u not in seen:
                seen.add(u)
                todo.append(u)
    if seen != set(ts):
        raise DataError(f"conquest.json: not connected, {sorted(set(ts) - seen)} unreachable")
    for t in ts.values():
        if (t.kind == "castle") == bool(t.places):
            raise DataError(f"territory {t.id!r}: castles have no places, the others some")
    places = [p for t in ts.values() for p in t.places]
    for colour in ("red", "blue"):
        start = [p for p in places if p.start == colour]
        if len(start) != 4 or sum(p.bonus == "trap" for p in start) != 2:
            raise DataError(f"conquest.json: {colour} needs 4 start places, 2 of them Trap")
    if sum(p.bonus == "trap" for p in places) > TRAP_TOKENS:
        raise DataError("conquest.json: more Trap places than Trap tokens")
    if sum(p.bonus == "spy" for p in places) > SPY_TOKENS:
        raise DataError("conquest.json: more Spy places than Spy tokens")
    turn = {**HALF_TURN, **{v: k for k, v in HALF_TURN.items()}}
    if set(turn) != set(ts):
        raise DataError("conquest.json: the half-turn must name every territory")
    for e in m.edges:
        if frozenset(turn[t] for t in e) not in m.edges:
            raise DataError(f"conquest.json: edge {sorted(e)} has no half-turn image")
    for t in ts.values():
        if ts[turn[t.id]].vp != (t.vp[1], t.vp[0]):
            raise DataError(f"territory {t.id!r}: its VP are not its half-turn's swapped")


def conquest_map() -> ConquestMap:
    """Side A1, checked."""
    raw = load_json("wonderful_kingdom", "conquest.json")
    ts: dict[str, Territory] = {}
    for t in raw["territories"]:
        where = f"territory {t.get('id')!r}"
        places = []
        for p in t["places"]:
            if p["bonus"] not in BONUSES or (p["bonus"] == "res") != ("res" in p):
                raise DataError(f"{where}: place {p.get('id')!r} has a bad bonus")
            if p.get("res", "M") not in grammar.BASIC:
                raise DataError(f"{where}: place {p['id']!r} produces {p['res']!r}")
            places.append(Place(p["id"], p["bonus"], p.get("res", ""), p.get("start", "")))
        if t["id"] in ts:
            raise DataError(f"{where} listed twice")
        ts[t["id"]] = Territory(
            t["id"],
            t["name"],
            t["kind"],
            t.get("castle_of", ""),
            grammar.units(t.get("produces", "-"), where),
            (int(t["vp"]["red"]), int(t["vp"]["blue"])),
            tuple(places),
        )
    edges = [frozenset(e) for e in raw["edges"]]
    if len(set(edges)) != len(edges):
        raise DataError("conquest.json: an edge listed twice")
    m = ConquestMap(raw["board"], ts, frozenset(edges))
    _check(m)
    return m
