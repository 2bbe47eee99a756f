"""Generate the two original Eight-Minute Empire maps (side A and side B).

No faithful map of the published boards is public, so Tavolata ships two maps of
its own that keep the structure of the classic boards: four continents of 3-8
regions each, land borders, dashed sea routes, one starting region on a sea
route and ten "triangle" regions.  This script writes

    resources/eight_minute_empire/maps/A.json
    resources/eight_minute_empire/maps/B.json

How a map is made (everything is deterministic; the only randomness comes from
``random.Random`` objects seeded with the fixed seeds in the map specs):

1. Land.  Every continent is a union of rotated ellipses ("blobs") whose edge is
   roughened by smooth value noise, rasterised on a grid of CELL x CELL units.
   Stray islets are dropped and lakes filled, and continents must stay at least
   MIN_GAP units apart, so continents never touch.
2. Regions.  Each continent is split into as many regions as it has names by
   k-means (Lloyd) seeds and a Voronoi assignment in a noise-warped space, which
   gives wiggly, hand-drawn looking borders.  Fragments and diagonal "pinches"
   are cleaned up so that every region is one simple polygon.
3. Borders.  The label grid is turned into boundary chains (maximal paths
   between junction points where three or more labels meet).  Each chain is
   smoothed, simplified and rounded once and then used by BOTH regions on its
   sides, so neighbouring polygons share exactly the same vertices: the map
   tiles each continent with no gaps and no overlaps.
4. Graph.  "land" pairs are computed from the final polygons: two regions are
   land neighbours iff they share a border segment.  Sea routes are picked from
   the spec (continent pairs -> the closest pair of coastal regions whose
   connecting line stays over water, or explicit region pairs) and get a gently
   curved polyline in "sea_paths" for drawing.

Run:  python tools/make_classic_maps.py [--check]
(--check regenerates in memory and reports whether the files are up to date.)
"""

from __future__ import annotations

import argparse
import json
import math
import random
import re
import sys
from pathlib import Path

W, H = 1200, 800  # coordinate box of the drawing
CELL = 5  # raster cell size in map units
GW, GH = W // CELL, H // CELL
SEA = -1
MIN_GAP = 30  # minimum water between two continents, in map units
OUT_DIR = Path(__file__).resolve().parent.parent / "resources" / "eight_minute_empire" / "maps"

# --------------------------------------------------------------------------
# Map specifications.  blobs: (cx, cy, rx, ry, rotation_degrees).
# Region names are handed out around each continent, clockwise from north.
# sea: ("@area", "@area") = closest coastal regions of the two continents,
#      ("region_id", "region_id") = an explicit route.
# --------------------------------------------------------------------------

# fmt: off
MAP_A = {
    "side": "A",
    "name": "The Emberwind Isles",
    "seed": 8101,  # coasts
    "region_seed": 8111,  # region borders
    "areas": [
        {
            "id": "marches",
            "name": "The Hollow Marches",
            "blobs": [(225, 300, 185, 235, 15), (205, 585, 130, 130, -20), (350, 165, 100, 85, 10)],
            "regions": [
                "Frostmere Reach", "Wyrmcrest Peaks", "Ravenmoor", "Stoneglen",
                "Greywater Fen", "Ashen Downs", "Thornhold", "Mistvale",
            ],
        },
        {
            "id": "sunspire",
            "name": "The Sunspire Reaches",
            "blobs": [(815, 190, 255, 140, -5), (1000, 260, 130, 120, 0), (665, 305, 100, 85, 30)],
            "regions": [
                "Goldleaf Strand", "Sunspire Heights", "Emberfall", "Dunmarrow",
                "Saltcrown Flats", "Highbarrow",
            ],
        },
        {
            "id": "brine",
            "name": "The Tidewrought Isle",
            "blobs": [(620, 600, 220, 150, 8), (505, 675, 100, 85, 0)],
            "regions": ["Coralgate", "Whisperwood", "Brinehollow", "Lanternfall", "Gullscar"],
        },
        {
            "id": "rime",
            "name": "The Rimefang Spur",
            "blobs": [(1055, 585, 120, 150, 8), (1000, 480, 95, 60, 0)],
            "regions": ["Icefang Pass", "Pale Tundra", "Rimewatch"],
        },
    ],
    "sea": [
        ("frostmere", "highbarrow"), ("wyrmcrest", "saltcrown"), ("ravenmoor", "dunmarrow"),
        ("stoneglen", "gullscar"), ("coralgate", "dunmarrow"), ("emberfall", "rimewatch"),
        ("pale", "whisperwood"),
    ],
    "triangles": [
        "frostmere", "ashen", "stoneglen", "highbarrow", "sunspire", "emberfall",
        "coralgate", "lanternfall", "rimewatch", "pale",
    ],
    "start": "dunmarrow",
}

MAP_B = {
    "side": "B",
    "name": "The Shattered Crown",
    "seed": 9202,  # coasts
    "region_seed": 9212,  # region borders
    "areas": [
        {
            "id": "morrow",
            "name": "The Isle of Morrow",
            "blobs": [(185, 170, 140, 118, -15)],
            "regions": ["Morrowdeep", "Gloamharbor", "Seawraith Point"],
        },
        {
            "id": "verdant",
            "name": "The Verdant Throne",
            "blobs": [
                (640, 180, 205, 125, 5), (890, 215, 155, 120, -10),
                (470, 250, 85, 75, 0), (1070, 150, 80, 70, 0),
            ],
            "regions": [
                "Oakheart", "Briarwood", "Thistledown", "Crownspire", "Willowmere",
                "Elderglade", "Mossgate", "Stagmere",
            ],
        },
        {
            "id": "cindral",
            "name": "The Cindral Highlands",
            "blobs": [(185, 555, 155, 200, 8)],
            "regions": ["Cinderpeak", "Basalt Gorge", "Smokeveil", "Ashfall Moor"],
        },
        {
            "id": "amber",
            "name": "The Amber Crescent",
            "blobs": [
                (565, 600, 170, 135, -10), (800, 615, 160, 125, 10), (1020, 560, 115, 150, 25),
            ],
            "regions": [
                "Dustwind Barrens", "Amberfall", "Scorchgate", "Oasis of Lirr",
                "Copperhollow", "Sandmere", "Vultures' Rest", "Sunken Causeway",
            ],
        },
    ],
    "sea": [
        ("morrowdeep", "mossgate"), ("ashfall", "gloamharbor"), ("ashfall", "mossgate"),
        ("cinderpeak", "sandmere"), ("elderglade", "vultures"), ("sunken", "willowmere"),
        ("amberfall", "crownspire"),
    ],
    "triangles": [
        "seawraith", "gloamharbor", "stagmere", "thistledown", "crownspire",
        "cinderpeak", "smokeveil", "vultures", "oasis", "amberfall",
    ],
    "start": "sunken",
}

# fmt: on

STOP_WORDS = {"the", "of"}


# --------------------------------------------------------------------------
# Noise
# --------------------------------------------------------------------------


class ValueNoise:
    """Smooth 2-D value noise in [-1, 1] with a fixed seed and feature size."""

    def __init__(self, seed: int, scale: float) -> None:
        rng = random.Random(seed)
        self.scale = scale
        self.nx = int(W / scale) + 4
        self.ny = int(H / scale) + 4
        self.v = [[rng.uniform(-1.0, 1.0) for _ in range(self.nx)] for _ in range(self.ny)]

    def __call__(self, x: float, y: float) -> float:
        fx = min(max(x / self.scale, 0.0), self.nx - 2.001)
        fy = min(max(y / self.scale, 0.0), self.ny - 2.001)
        ix, iy = int(fx), int(fy)
        tx, ty = fx - ix, fy - iy
        sx, sy = tx * tx * (3 - 2 * tx), ty * ty * (3 - 2 * ty)
        v = self.v
        a = v[iy][ix] * (1 - sx) + v[iy][ix + 1] * sx
        b = v[iy + 1][ix] * (1 - sx) + v[iy + 1][ix + 1] * sx
        return a * (1 - sy) + b * sy


# --------------------------------------------------------------------------
# Grid helpers
# --------------------------------------------------------------------------


def cell_center(i: int) -> tuple[float, float]:
    return ((i % GW) + 0.5) * CELL, ((i // GW) + 0.5) * CELL


def neighbours4(i: int):
    x, y = i % GW, i // GW
    if x > 0:
        yield i - 1
    if x < GW - 1:
        yield i + 1
    if y > 0:
        yield i - GW
    if y < GH - 1:
        yield i + GW


def components(cells: set[int]) -> list[set[int]]:
    """4-connected components of a set of cells, largest first."""
    left = set(cells)
    out = []
    while left:
        start = left.pop()
        comp = {start}
        stack = [start]
        while stack:
            c = stack.pop()
            for n in neighbours4(c):
                if n in left:
                    left.remove(n)
                    comp.add(n)
                    stack.append(n)
        out.append(comp)
    out.sort(key=lambda c: (-len(c), min(c)))
    return out


# --------------------------------------------------------------------------
# 1. Land
# --------------------------------------------------------------------------


def make_land(spec: dict) -> list[int]:
    """Grid of continent indices (SEA for water)."""
    seed = spec["seed"]
    n1, n2 = ValueNoise(seed + 1, 110.0), ValueNoise(seed + 2, 45.0)
    n3 = ValueNoise(seed + 3, 20.0)
    areas = spec["areas"]
    blobs = []
    for ai, area in enumerate(areas):
        for cx, cy, rx, ry, rot in area["blobs"]:
            r = math.radians(rot)
            blobs.append((ai, cx, cy, rx, ry, math.cos(r), math.sin(r)))
    cont = [SEA] * (GW * GH)
    for i in range(GW * GH):
        x, y = cell_center(i)
        best, best_f = SEA, 0.0
        noise = 0.26 * n1(x, y) + 0.13 * n2(x, y) + 0.05 * n3(x, y)
        for ai, cx, cy, rx, ry, c, s in blobs:
            dx, dy = x - cx, y - cy
            u, v = dx * c + dy * s, -dx * s + dy * c
            f = 1.0 - math.hypot(u / rx, v / ry) + noise
            if f > best_f:
                best, best_f = ai, f
        cont[i] = best
    # keep the largest piece of every continent, drop islets
    for ai in range(len(areas)):
        comps = components({i for i in range(GW * GH) if cont[i] == ai})
        if not comps:
            raise SystemExit(f"{spec['side']}: continent {areas[ai]['id']} is empty")
        for comp in comps[1:]:
            for c in comp:
                cont[c] = SEA
    # fill lakes: water not connected to the map border becomes land
    sea_comps = components({i for i in range(GW * GH) if cont[i] == SEA})
    for comp in sea_comps:
        if any(c % GW in (0, GW - 1) or c // GW in (0, GH - 1) for c in comp):
            continue
        todo = set(comp)
        while todo:
            for c in sorted(todo):
                labels = [cont[n] for n in neighbours4(c) if cont[n] != SEA]
                if labels:
                    cont[c] = min(labels)
                    todo.discard(c)
    check_gap(spec, cont)
    return cont


def check_gap(spec: dict, cont: list[int]) -> None:
    """Continents must be at least MIN_GAP apart and away from the map edge."""
    r = math.ceil(MIN_GAP / CELL)
    for i, a in enumerate(cont):
        if a == SEA:
            continue
        x, y = i % GW, i // GW
        if x < 3 or y < 3 or x > GW - 4 or y > GH - 4:
            raise SystemExit(
                f"{spec['side']}: continent {a} touches the map edge at {x * CELL, y * CELL}"
            )
        for dy in range(-r, r + 1):
            for dx in range(-r, r + 1):
                if dx * dx + dy * dy > r * r:
                    continue
                xx, yy = x + dx, y + dy
                if 0 <= xx < GW and 0 <= yy < GH:
                    b = cont[yy * GW + xx]
                    if b != SEA and b != a:
                        raise SystemExit(
                            f"{spec['side']}: continents {a} and {b} are closer than {MIN_GAP}"
                            f" near {x * CELL, y * CELL}"
                        )


# --------------------------------------------------------------------------
# 2. Regions
# --------------------------------------------------------------------------


def _owners(
    points: list[tuple[float, float]], seeds: list[tuple[float, float]], weights: list[float]
) -> list[int]:
    """For each point, the seed with the least squared distance to it less the seed's
    weight, the first of equals (as `min` picks). Seed by seed over all the points, in
    list comprehensions, a square as a product: the maps' hot spot. (The maps come out as
    they did with `min` and `** 2`: `--check` says so.)"""
    sx, sy = seeds[0]
    w = weights[0]
    best = [(dx := x - sx) * dx + (dy := y - sy) * dy - w for x, y in points]
    owner = [0] * len(points)
    for j in range(1, len(seeds)):
        (sx, sy), w = seeds[j], weights[j]
        d = [(dx := x - sx) * dx + (dy := y - sy) * dy - w for x, y in points]
        owner = [j if dj < bj else o for dj, bj, o in zip(d, best, owner)]
        best = [dj if dj < bj else bj for dj, bj in zip(d, best)]
    return owner


def _sums(points: list[tuple[float, float]], owner: list[int], k: int) -> list[list[float]]:
    """Per part: the sum of its points' x, of their y, and their count (in the points'
    order, so the floats add up the same every run)."""
    sums = [[0.0, 0.0, 0] for _ in range(k)]
    for (x, y), j in zip(points, owner):
        acc = sums[j]
        acc[0] += x
        acc[1] += y
        acc[2] += 1
    return sums


def kmeans(points: list[tuple[float, float]], k: int, iters: int = 40) -> list[tuple[float, float]]:
    """Deterministic Lloyd relaxation; farthest-point initialisation from the centroid."""
    mx = sum(p[0] for p in points) / len(points)
    my = sum(p[1] for p in points) / len(points)
    first = min(points, key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)
    seeds = [first]
    dist = [(p[0] - first[0]) ** 2 + (p[1] - first[1]) ** 2 for p in points]
    while len(seeds) < k:
        j = max(range(len(points)), key=lambda j: dist[j])
        s = points[j]
        seeds.append(s)
        dist = [min(d, (p[0] - s[0]) ** 2 + (p[1] - s[1]) ** 2) for d, p in zip(dist, points)]
    zero = [0.0] * k
    for _ in range(iters):
        sums = _sums(points, _owners(points, seeds, zero), k)
        seeds = [(a[0] / a[2], a[1] / a[2]) if a[2] else s for a, s in zip(sums, seeds)]
    return seeds


def balanced_partition(points: list[tuple[float, float]], k: int) -> list[int]:
    """Split points into k compact parts of about equal size (a power diagram).

    Lloyd-style seed moves keep the parts compact, additive weights per seed grow
    the parts that are too small and shrink the ones that are too big.
    """
    seeds = kmeans(points, k)
    weights = [0.0] * k
    target = len(points) / k
    spread = target * CELL * CELL  # about the squared size of one part
    owner = [0] * len(points)
    for it in range(80):
        owner = _owners(points, seeds, weights)
        sums = _sums(points, owner, k)
        if it < 60:
            seeds = [(a[0] / a[2], a[1] / a[2]) if a[2] else s for a, s in zip(sums, seeds)]
        weights = [w + 0.3 * spread * (target - a[2]) / target for w, a in zip(weights, sums)]
    return owner


def make_regions(spec: dict, cont: list[int]) -> tuple[list[int], list[dict]]:
    """Split the continents into regions.  Returns (label grid, region records)."""
    seed = spec["region_seed"]
    wx, wy = ValueNoise(seed + 1, 85.0), ValueNoise(seed + 2, 85.0)
    fx, fy = ValueNoise(seed + 3, 30.0), ValueNoise(seed + 4, 30.0)
    lab = [SEA] * (GW * GH)
    regions: list[dict] = []
    for ai, area in enumerate(spec["areas"]):
        cells = [i for i in range(GW * GH) if cont[i] == ai]
        pts = []
        for i in cells:  # work in a noise-warped space: straight borders there are wiggly here
            x, y = cell_center(i)
            u = x + 30.0 * wx(x, y) + 10.0 * fx(x, y)
            v = y + 30.0 * wy(x, y) + 10.0 * fy(x, y)
            pts.append((u, v))
        k = len(area["regions"])
        owner = balanced_partition(pts, k)
        base = len(regions)
        regions.extend({"area": ai} for _ in range(k))
        for i, j in zip(cells, owner):
            lab[i] = base + j
    cleanup(lab, cont)
    return lab, regions


def cleanup(lab: list[int], cont: list[int]) -> None:
    """Make every region one piece without diagonal pinches (so polygons are simple)."""
    for _ in range(50):
        changed = False
        # one 4-connected piece per region: fragments join the neighbour they touch most
        for r in sorted({v for v in lab if v != SEA}):
            comps = components({i for i, v in enumerate(lab) if v == r})
            for comp in comps[1:]:
                votes: dict[int, int] = {}
                for c in comp:
                    for n in neighbours4(c):
                        if lab[n] not in (SEA, r) and cont[n] == cont[c]:
                            votes[lab[n]] = votes.get(lab[n], 0) + 1
                if votes:
                    new = max(sorted(votes), key=lambda t: votes[t])
                    for c in comp:
                        lab[c] = new
                    changed = True
        # diagonal pinches: a 2x2 block  a b / c a  with b, c != a  -> b := a
        for y in range(GH - 1):
            for x in range(GW - 1):
                i = y * GW + x
                a, b, c, d = lab[i], lab[i + 1], lab[i + GW], lab[i + GW + 1]
                if a == d and b != a and c != a:
                    lab[i + 1] = a
                    if a == SEA:
                        cont[i + 1] = SEA
                    elif cont[i + 1] == SEA:
                        cont[i + 1] = cont[i]
                    changed = True
                elif b == c and a != b and d != b:
                    lab[i] = b
                    if b == SEA:
                        cont[i] = SEA
                    elif cont[i] == SEA:
                        cont[i] = cont[i + 1]
                    changed = True
        if not changed:
            return
    raise SystemExit("cleanup did not converge")


# --------------------------------------------------------------------------
# 3. Borders: boundary chains -> smoothed, shared polylines -> polygons
# --------------------------------------------------------------------------


def boundary_chains(lab: list[int]) -> list[dict]:
    """Maximal boundary paths between junction corners.

    Corners are (x, y) grid points.  Each chain records the label on its left and
    on its right when walked from its first to its last point (left = the side
    such that a region's chains, walked with the region on the left, form a
    single cycle).
    """

    def at(x: int, y: int) -> int:
        return lab[y * GW + x] if 0 <= x < GW and 0 <= y < GH else SEA

    edges: dict[tuple, tuple[int, int]] = {}
    for y in range(GH + 1):
        for x in range(GW):  # horizontal edge (x,y)-(x+1,y)
            left, right = at(x, y - 1), at(x, y)
            if left != right:
                edges[((x, y), (x + 1, y))] = (left, right)
    for y in range(GH):
        for x in range(GW + 1):  # vertical edge (x,y)-(x,y+1)
            left, right = at(x, y), at(x - 1, y)
            if left != right:
                edges[((x, y), (x, y + 1))] = (left, right)
    incident: dict[tuple, list[tuple]] = {}
    for e in edges:
        incident.setdefault(e[0], []).append(e)
        incident.setdefault(e[1], []).append(e)
    used: set[tuple] = set()

    def walk(start: tuple, e: tuple) -> dict:
        pts = [start]
        cur = start
        lr = None
        while True:
            used.add(e)
            a, b = e
            nxt, this_lr = (b, edges[e]) if cur == a else (a, edges[e][::-1])
            if lr is None:
                lr = this_lr
            elif lr != this_lr:
                raise AssertionError("label pair changes along a chain")
            pts.append(nxt)
            cur = nxt
            if len(incident[cur]) != 2 or cur == start:
                break
            e = next(f for f in incident[cur] if f != e)
        return {"pts": pts, "left": lr[0], "right": lr[1], "closed": pts[0] == pts[-1]}

    chains = []
    for corner in sorted(incident):
        if len(incident[corner]) != 2:
            for e in sorted(incident[corner]):
                if e not in used:
                    chains.append(walk(corner, e))
    for e in sorted(edges):
        if e not in used:
            chains.append(walk(e[0], e))
    return chains


def smooth(pts: list[tuple[float, float]], closed: bool, rounds: int) -> list[tuple[float, float]]:
    if closed:
        ring = pts[:-1]
        n = len(ring)
        for _ in range(rounds):
            ring = [
                (
                    (ring[i - 1][0] + 2 * ring[i][0] + ring[(i + 1) % n][0]) / 4,
                    (ring[i - 1][1] + 2 * ring[i][1] + ring[(i + 1) % n][1]) / 4,
                )
                for i in range(n)
            ]
        return [*ring, ring[0]]
    for _ in range(rounds):
        pts = (
            [pts[0]]
            + [
                (
                    (pts[i - 1][0] + 2 * pts[i][0] + pts[i + 1][0]) / 4,
                    (pts[i - 1][1] + 2 * pts[i][1] + pts[i + 1][1]) / 4,
                )
                for i in range(1, len(pts) - 1)
            ]
            + [pts[-1]]
        )
    return pts


def seg_dist(p, a, b) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L2 = dx * dx + dy * dy
    if L2 == 0:
        return math.hypot(p[0] - ax, p[1] - ay)
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L2))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def simplify(pts: list, tol: float) -> list:
    """Douglas-Peucker with fixed end points."""
    if len(pts) <= 2:
        return list(pts)
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        i, j = stack.pop()
        best, bi = -1.0, -1
        for k in range(i + 1, j):
            d = seg_dist(pts[k], pts[i], pts[j])
            if d > best:
                best, bi = d, k
        if best > tol:
            keep[bi] = True
            stack.append((i, bi))
            stack.append((bi, j))
    return [p for p, k in zip(pts, keep) if k]


def finish_chain(chain: dict) -> list[tuple[int, int]]:
    pts = [(x * CELL, y * CELL) for x, y in chain["pts"]]
    coast = SEA in (chain["left"], chain["right"])
    pts = smooth(pts, chain["closed"], 5 if coast else 7)
    if chain["closed"]:
        ring = pts[:-1]
        far = max(range(len(ring)), key=lambda k: math.dist(ring[0], ring[k]))
        a = simplify(ring[: far + 1], 1.3)
        b = simplify([*ring[far:], ring[0]], 1.3)
        pts = a[:-1] + b
    else:
        pts = simplify(pts, 1.3)
    out: list[tuple[int, int]] = []
    for x, y in pts:
        q = (round(x), round(y))
        if not out or out[-1] != q:
            out.append(q)
    return out


def region_polygons(chains: list[dict], n_regions: int) -> list[list[tuple[int, int]]]:
    """Assemble each region's outline from the shared chains."""
    pieces: dict[int, list[list[tuple[int, int]]]] = {r: [] for r in range(n_regions)}
    for ch in chains:
        pts = ch["final"]
        if ch["left"] != SEA:
            pieces[ch["left"]].append(pts)
        if ch["right"] != SEA:
            pieces[ch["right"]].append(pts[::-1])
    polys = []
    for r in range(n_regions):
        ps = pieces[r]
        by_start: dict[tuple[int, int], list] = {}
        for p in ps:
            if p[0] in by_start:
                raise AssertionError(f"region {r}: two chains leave the same corner")
            by_start[p[0]] = p
        first = ps[0]
        ring = list(first[:-1])
        cur = first
        count = 1
        while cur[-1] != first[0]:
            cur = by_start[cur[-1]]
            ring.extend(cur[:-1])
            count += 1
        if count != len(ps):
            raise AssertionError(f"region {r} has a hole or several outlines")
        if signed_area(ring) < 0:
            ring.reverse()
        polys.append(ring)
    return polys


def signed_area(ring) -> float:
    s = 0.0
    for i in range(len(ring)):
        x1, y1 = ring[i - 1]
        x2, y2 = ring[i]
        s += x1 * y2 - x2 * y1
    return s / 2


def point_in_poly(x: float, y: float, ring) -> bool:
    inside = False
    n = len(ring)
    j = n - 1
    for i in range(n):
        xi, yi = ring[i]
        xj, yj = ring[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def label_point(ring) -> tuple[tuple[int, int], tuple[int, int]]:
    """Centre and size of the largest 4:3 box that fits in the region.

    The box is where the name and the army tokens go; its centre is the label.
    """
    step = 3
    x0, y0 = min(p[0] for p in ring), min(p[1] for p in ring)
    x1, y1 = max(p[0] for p in ring), max(p[1] for p in ring)
    nx, ny = (x1 - x0) // step + 1, (y1 - y0) // step + 1
    inside = [
        [point_in_poly(x0 + (i + 0.5) * step, y0 + (j + 0.5) * step, ring) for i in range(nx)]
        for j in range(ny)
    ]
    ps = [[0] * (nx + 1) for _ in range(ny + 1)]  # prefix sums of outside cells
    for j in range(ny):
        row, prev, cur = inside[j], ps[j], ps[j + 1]
        acc = 0
        for i in range(nx):
            acc += not row[i]
            cur[i + 1] = prev[i + 1] + acc
    mx = sum(p[0] for p in ring) / len(ring)
    my = sum(p[1] for p in ring) / len(ring)

    def fits(h: int):
        w = (4 * h + 2) // 3
        best = None
        for j in range(ny - h + 1):
            for i in range(nx - w + 1):
                if ps[j + h][i + w] - ps[j][i + w] - ps[j + h][i] + ps[j][i] == 0:
                    c = (x0 + (i + w / 2) * step, y0 + (j + h / 2) * step)
                    d = (c[0] - mx) ** 2 + (c[1] - my) ** 2
                    if best is None or d < best[0]:
                        best = (d, c)
        return best and best[1], (w * step, h * step)

    lo, hi = 1, min(ny, nx)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid)[0]:
            lo = mid
        else:
            hi = mid - 1
    centre, size = fits(lo)
    assert centre is not None
    return (round(centre[0]), round(centre[1])), size


# --------------------------------------------------------------------------
# 4. Graph: land from shared segments, sea routes
# --------------------------------------------------------------------------


def land_pairs(polys: dict[str, list]) -> set[tuple[str, str]]:
    owner: dict[frozenset, list[str]] = {}
    for rid, ring in polys.items():
        for a, b in zip(ring, ring[1:] + ring[:1]):
            owner.setdefault(frozenset((a, b)), []).append(rid)
    pairs = set()
    for ids in owner.values():
        if len(ids) == 2:
            pairs.add(tuple(sorted(ids)))
        elif len(ids) > 2:
            raise AssertionError(f"segment shared by {ids}")
    return pairs


def slug(name: str) -> str:
    words = [w for w in re.findall(r"[a-z]+", name.lower().replace("'", "")) if w not in STOP_WORDS]
    return words[0]


def segment_clear(p, q, lab: list[int], margin: float = 9.0) -> bool:
    """True if the segment p-q is over water except near its end points."""
    L = math.dist(p, q)
    n = max(2, int(L / 2.5))
    for k in range(n + 1):
        t = k / n
        x, y = p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t
        if t * L < margin or (1 - t) * L < margin:
            continue
        cx, cy = int(x // CELL), int(y // CELL)
        if not (0 <= cx < GW and 0 <= cy < GH) or lab[cy * GW + cx] != SEA:
            return False
    return True


def best_link(ra: str, rb: str, coast: dict[str, list], lab: list[int]):
    """Shortest clear sea segment between the coasts of two regions."""
    cands = sorted((math.dist(p, q), p, q) for p in coast[ra] for q in coast[rb])
    for d, p, q in cands[:4000]:
        if segment_clear(p, q, lab):
            return d, p, q
    return None


def sea_path(p, q, lab: list[int], index: int) -> list[list[int]]:
    """A gently curved polyline from coast p to coast q, starting just off shore."""
    L = math.dist(p, q)
    ux, uy = (q[0] - p[0]) / L, (q[1] - p[1]) / L
    inset = min(6.0, L / 6)
    a = (p[0] + ux * inset, p[1] + uy * inset)
    b = (q[0] - ux * inset, q[1] - uy * inset)
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    sign = 1 if index % 2 == 0 else -1
    for bend in (0.14 * sign, -0.14 * sign, 0.07 * sign, -0.07 * sign, 0.0):
        c = (mx - uy * bend * L, my + ux * bend * L)
        pts = []
        for k in range(7):
            t = k / 6
            x = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0]
            y = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1]
            pts.append((x, y))
        if all(segment_clear(pts[k], pts[k + 1], lab, margin=0.0) for k in range(1, 5)):
            return [[round(x), round(y)] for x, y in pts]
    return [[round(a[0]), round(a[1])], [round(b[0]), round(b[1])]]


# --------------------------------------------------------------------------
# Putting it together
# --------------------------------------------------------------------------


def build(spec: dict) -> dict:
    side = spec["side"]
    cont = make_land(spec)
    lab, regs = make_regions(spec, cont)
    chains = boundary_chains(lab)
    for ch in chains:
        ch["final"] = finish_chain(ch)
    rings = region_polygons(chains, len(regs))

    # names: clockwise around each continent from north
    areas = spec["areas"]
    rid_of: dict[int, str] = {}
    for ai, area in enumerate(areas):
        idx = [r for r, reg in enumerate(regs) if reg["area"] == ai]
        cells = [i for i, v in enumerate(lab) if v in idx]
        mx = sum(cell_center(i)[0] for i in cells) / len(cells)
        my = sum(cell_center(i)[1] for i in cells) / len(cells)

        def angle(r: int, mx: float = mx, my: float = my) -> float:
            xs = [p[0] for p in rings[r]]
            ys = [p[1] for p in rings[r]]
            cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
            return math.atan2(cx - mx, -(cy - my)) % (2 * math.pi)

        for r, name in zip(sorted(idx, key=angle), area["regions"]):
            regs[r]["name"] = name
            rid_of[r] = slug(name)
    if len(set(rid_of.values())) != len(rid_of):
        raise SystemExit(f"{side}: duplicate region ids")

    polys = {rid_of[r]: rings[r] for r in range(len(regs))}
    land = land_pairs(polys)
    area_of = {rid_of[r]: areas[regs[r]["area"]]["id"] for r in range(len(regs))}
    for a, b in land:
        if area_of[a] != area_of[b]:
            raise AssertionError(f"{side}: land border across continents {a}-{b}")

    # coasts: vertices of chains that face the sea
    coast: dict[str, list] = {rid: [] for rid in polys}
    for ch in chains:
        if ch["left"] == SEA and ch["right"] != SEA:
            coast[rid_of[ch["right"]]].extend(ch["final"])
        elif ch["right"] == SEA and ch["left"] != SEA:
            coast[rid_of[ch["left"]]].extend(ch["final"])

    sea: dict[tuple[str, str], list] = {}
    used_count: dict[str, int] = {}
    for a, b in spec["sea"]:
        if a.startswith("@") and b.startswith("@"):
            ra = [r for r in polys if area_of[r] == a[1:] and coast[r]]
            rb = [r for r in polys if area_of[r] == b[1:] and coast[r]]
            best = None
            for x in ra:
                for y in rb:
                    if tuple(sorted((x, y))) in sea:
                        continue
                    link = best_link(x, y, coast, lab)
                    if link is None:
                        continue
                    # spread the routes: regions already on a route cost extra
                    score = link[0] + 80 * (used_count.get(x, 0) + used_count.get(y, 0))
                    if best is None or score < best[0]:
                        best = (score, x, y, link)
            if best is None:
                raise SystemExit(f"{side}: no clear sea route {a}-{b}")
            _, x, y, link = best
        else:
            x, y = a, b
            link = best_link(x, y, coast, lab)
            if link is None:
                raise SystemExit(f"{side}: no clear sea route {a}-{b}")
        key = tuple(sorted((x, y)))
        if key in land:
            raise SystemExit(f"{side}: sea route {key} duplicates a land border")
        if key[0] == x:
            sea[key] = [link[1], link[2]]
        else:
            sea[key] = [link[2], link[1]]
        used_count[x] = used_count.get(x, 0) + 1
        used_count[y] = used_count.get(y, 0) + 1

    regions_out = {}
    rooms: list[tuple[tuple[int, int], str]] = []
    for r in range(len(regs)):
        rid = rid_of[r]
        label, room = label_point(rings[r])
        rooms.append((room, rid))
        regions_out[rid] = {
            "name": regs[r]["name"],
            "area": area_of[rid],
            "shape": [list(p) for p in rings[r]],
            "label": list(label),
            "triangle": rid in spec["triangles"],
        }
    (w, h), rid = min(rooms)
    print(f"{side}: smallest free box (name + tokens) is {w}x{h} in {rid}", file=sys.stderr)
    return {
        "side": side,
        "name": spec["name"],
        "width": W,
        "height": H,
        "areas": {a["id"]: {"name": a["name"]} for a in areas},
        "regions": regions_out,
        "land": sorted([list(p) for p in land]),
        "sea": sorted([list(p) for p in sea]),
        "sea_paths": {
            f"{k[0]}|{k[1]}": sea_path(v[0], v[1], lab, n)
            for n, (k, v) in enumerate(sorted(sea.items()))
        },
        "start": spec["start"],
    }


def dumps(data: dict) -> str:
    """Pretty JSON (indent 1, sorted keys) with short arrays kept on one line."""
    text = json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False)
    text = re.sub(r"\[\s*(-?\d+),\s*(-?\d+)\s*\]", r"[\1, \2]", text)
    text = re.sub(r'\[\s*("[^"]*"),\s*("[^"]*")\s*\]', r"[\1, \2]", text)
    return text + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only report whether files are current")
    args = ap.parse_args(argv)
    stale = 0
    for spec in (MAP_A, MAP_B):
        text = dumps(build(spec))
        path = OUT_DIR / f"{spec['side']}.json"
        if args.check:
            current = path.read_text(encoding="utf-8") if path.exists() else ""
            ok = current == text
            stale += not ok
            print(f"{path}: {'up to date' if ok else 'STALE'}")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
