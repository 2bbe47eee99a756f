"""The Legends board: four faces (resources/.../legends/faces.json) assembled by a layout.

Seed 000, "Preparazione" 1: the 4 boards form a T, any face up; the central board must
connect to the other three; a face with the start-region icon must hold the start region,
which lies on the central board and has a sea route to an island on a different board.
"Disposizione alternativa": a ring. Faces are squares; a layout puts face i on cell i of
the shape, turned clockwise by `turns[i]` quarter turns. Where two boards touch, the exits
of the facing sides (see tools/make_legends_boards.py) are joined by a sea route.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from core import canonical
from core.api import BadConfig
from core.games.eight_minute_empire.data import resource

SIDES = ("N", "E", "S", "W")
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
# Cell (column, row) of each face, in config order; the first is the central board.
CELLS = {
    "T": ((1, 0), (0, 0), (2, 0), (1, 1)),
    "ring": ((0, 0), (1, 0), (1, 1), (0, 1)),
}
DEFAULT_FACES = ("1a", "2a", "3a", "4a")


@canonical.register("eml.Layout")
@dataclass(frozen=True, slots=True)
class Layout:
    """The boards' layout: shape ("T" or "ring"), faces (central first), quarter turns and
    the start region ("" when the table leaves it to the shared random draw)."""

    shape: str
    faces: tuple[str, ...]
    turns: tuple[int, ...]
    start: str


@cache
def faces() -> dict[str, Any]:
    """Every face of the 4 boards, as loaded (do not change the result)."""
    raw: dict[str, Any] = resource("legends/faces.json")
    return raw


def parse_layout(raw: Any) -> Layout:
    """A Layout from the config's `board`: "T", "ring", or a mapping; BadConfig says why."""
    if raw is None or isinstance(raw, str):
        raw = {"layout": raw or "T"}
    if not isinstance(raw, Mapping):
        raise BadConfig(f"a Legends board is 'T', 'ring' or a layout mapping, got {raw!r}")
    unknown = set(raw) - {"layout", "faces", "turns", "start"}
    if unknown:
        raise BadConfig(f"unknown layout keys: {', '.join(sorted(unknown))}")
    shape = raw.get("layout", "T")
    if shape not in CELLS:
        raise BadConfig(f"the layout is 'T' or 'ring', got {shape!r}")
    names = tuple(raw.get("faces", DEFAULT_FACES))
    turns = tuple(raw.get("turns", (0,) * len(names)))
    start = raw.get("start") or ""
    if not isinstance(start, str):
        raise BadConfig(f"the start region is a region id, got {start!r}")
    layout = Layout(shape, names, turns, start)
    reason = layout_problem(layout)
    if reason:
        raise BadConfig(f"invalid layout: {reason}")
    return layout


def layout_dict(layout: Layout) -> dict[str, Any]:
    """The plain form of a layout, as configs carry it."""
    out: dict[str, Any] = {
        "layout": layout.shape,
        "faces": list(layout.faces),
        "turns": list(layout.turns),
    }
    if layout.start:
        out["start"] = layout.start
    return out


def _shape_problem(layout: Layout) -> str | None:
    known = faces()["faces"]
    if len(layout.faces) != 4 or any(f not in known for f in layout.faces):
        return f"name 4 faces among {', '.join(sorted(known))}, got {list(layout.faces)}"
    boards = [f[0] for f in layout.faces]
    if len(set(boards)) != 4:
        return f"each of the 4 boards shows one face, got {list(layout.faces)}"
    if len(layout.turns) != 4 or any(type(t) is not int or not 0 <= t < 4 for t in layout.turns):
        return f"turns are 4 quarter turns 0..3, got {list(layout.turns)}"
    for face in layout.faces[1:]:
        if known[face]["start_icon"]:
            return f"face {face} has the start-region icon, so it must be the central board"
    return None


def layout_problem(layout: Layout) -> str | None:
    """Why `layout` cannot be played (None when it can): the seed's conditions above."""
    problem = _shape_problem(layout)
    if problem:
        return problem
    board = assemble(layout)
    for a, b, side in board.touching:
        if (a, b) not in board.crossings:
            return (
                f"boards {layout.faces[a]} and {layout.faces[b]} touch but no sea route joins "
                f"them (the {side} side of {layout.faces[a]} or the facing side has no exit)"
            )
    if layout.start and layout.start not in board.start_candidates_ids:
        return (
            f"{layout.start!r} cannot be the start region: it must be on the central board "
            f"with a sea route to another board ({', '.join(board.start_candidates_ids)})"
        )
    return None


def _turn(point: list[int], turns: int, size: int) -> list[int]:
    x, y = point
    for _ in range(turns):  # a clockwise quarter turn about the centre (y grows down)
        x, y = size - y, x
    return [x, y]


def _shore(region: dict[str, Any], toward: list[int]) -> list[int]:
    """The point of a region's outline nearest to `toward` (where its sea route leaves)."""
    tx, ty = toward
    point: list[int] = min(region["shape"], key=lambda p: (p[0] - tx) ** 2 + (p[1] - ty) ** 2)
    return point


@dataclass(frozen=True)
class LBoard:
    """An assembled board indexed for the rules (regions by index in sorted-id order)."""

    layout: Layout
    raw: dict[str, Any]  # what board(config) returns
    ids: tuple[str, ...]
    index: dict[str, int]
    area_of: tuple[str, ...]
    areas: tuple[str, ...]
    area_size: dict[str, int]
    land: tuple[tuple[int, ...], ...]
    sea: tuple[tuple[int, ...], ...]
    central: tuple[int, ...]  # regions on the central board
    start_candidates_ids: tuple[str, ...]
    touching: tuple[tuple[int, int, str], ...]  # (face a, face b, side of a facing b)
    crossings: dict[tuple[int, int], tuple[str, str]]  # (face a, face b) -> route


def _place_face(i: int, layout: Layout, out: dict[str, Any]) -> dict[str, str]:
    """Add face i's regions, islands and routes to `out`; its exits by turned side."""
    size = faces()["size"]
    face_name, turns = layout.faces[i], layout.turns[i]
    face = faces()["faces"][face_name]
    cx, cy = CELLS[layout.shape][i]
    dx, dy = cx * size, cy * size

    def at(p: list[int]) -> list[int]:
        x, y = _turn(p, turns, size)
        return [x + dx, y + dy]

    for iid, island in face["islands"].items():
        out["areas"][f"{face_name}.{iid}"] = {"name": island["name"], "face": face_name}
    for rid, region in face["regions"].items():
        out["regions"][f"{face_name}.{rid}"] = {
            "name": region["name"],
            "area": f"{face_name}.{region['island']}",
            "face": face_name,
            "shape": [at(p) for p in region["shape"]],
            "label": at(region["label"]),
        }
    for kind in ("land", "sea"):
        out[kind] += [[f"{face_name}.{a}", f"{face_name}.{b}"] for a, b in face[kind]]
    return {
        SIDES[(SIDES.index(s) + turns) % 4]: f"{face_name}.{r}" for s, r in face["exits"].items()
    }


@cache
def assemble(layout: Layout) -> LBoard:
    """The board of a layout whose faces and turns are valid (see layout_problem)."""
    cells = CELLS[layout.shape]
    out: dict[str, Any] = {"regions": {}, "areas": {}, "land": [], "sea": []}
    exits = [_place_face(i, layout, out) for i in range(4)]
    touching, crossings = [], {}
    for a in range(4):
        for b in range(a + 1, 4):
            (xa, ya), (xb, yb) = cells[a], cells[b]
            if abs(xa - xb) + abs(ya - yb) != 1:
                continue
            side = {(1, 0): "E", (-1, 0): "W", (0, 1): "S", (0, -1): "N"}[(xb - xa, yb - ya)]
            touching.append((a, b, side))
            ra, rb = exits[a].get(side), exits[b].get(OPPOSITE[side])
            if ra and rb:
                crossings[(a, b)] = (ra, rb)
                out["sea"].append(sorted((ra, rb)))
    regions = out["regions"]
    for a, b in out["sea"]:  # a dashed route runs between the two coasts that face each other
        ends = [_shore(regions[a], regions[b]["label"]), _shore(regions[b], regions[a]["label"])]
        out.setdefault("sea_paths", {})[f"{a}|{b}"] = ends
    for a, b in out["land"]:  # the Three Sisters: land bridges between islands, drawn too
        if regions[a]["area"] != regions[b]["area"]:
            ends = [
                _shore(regions[a], regions[b]["label"]),
                _shore(regions[b], regions[a]["label"]),
            ]
            out.setdefault("bridge_paths", {})[f"{a}|{b}"] = ends
    size = faces()["size"]
    out["width"] = (max(x for x, _ in cells) + 1) * size
    out["height"] = (max(y for _, y in cells) + 1) * size
    out["layout"] = layout_dict(layout)
    out["start"] = layout.start or None
    ids = tuple(sorted(regions))
    index = {r: i for i, r in enumerate(ids)}
    land: list[set[int]] = [set() for _ in ids]
    sea: list[set[int]] = [set() for _ in ids]
    for kind, adj in (("land", land), ("sea", sea)):
        for a, b in out[kind]:
            adj[index[a]].add(index[b])
            adj[index[b]].add(index[a])
    central = tuple(i for i, r in enumerate(ids) if regions[r]["face"] == layout.faces[0])
    cross = {r for pair in crossings.values() for r in pair}
    candidates = tuple(ids[i] for i in central if ids[i] in cross)
    out["start_candidates"] = list(candidates)
    area_of = tuple(regions[r]["area"] for r in ids)
    return LBoard(
        layout=layout,
        raw=out,
        ids=ids,
        index=index,
        area_of=area_of,
        areas=tuple(sorted(out["areas"])),
        area_size={a: area_of.count(a) for a in out["areas"]},
        land=tuple(tuple(sorted(n)) for n in land),
        sea=tuple(tuple(sorted(n - land[i])) for i, n in enumerate(sea)),
        central=central,
        start_candidates_ids=candidates,
        touching=tuple(touching),
        crossings=crossings,
    )
