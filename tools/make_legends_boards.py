"""Generate the eight board faces of Eight-Minute Empire: Legends (4 double-sided boards).

The seed describes the boards (islands of one or more regions, dashed sea routes, a face
with the start-region icon, a face of 3 islands joined without sea movement) but shows no
map, so Tavolata ships faces of its own. This script writes

    resources/eight_minute_empire/legends/faces.json

Every face is a 400 x 400 square in its own coordinates (north up, before turning). An
island is an ellipse with a wavy coast; its regions are slices around its centre, so
neighbouring slices share exactly one border (land neighbours) and the drawing has no
gaps. `exits` names, per side of the face (N, E, S, W), the coastal region whose dashed
route runs off that edge to a neighbouring board; a side without an exit does not
connect. Everything is deterministic (no randomness: the coast wobble is a sum of sines).

Run:  python tools/make_legends_boards.py [--check]
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from pathlib import Path
from typing import Any

SIZE = 400  # a face is SIZE x SIZE map units
STEP_DEGREES = 10  # coast points every this many degrees
OUT = Path(__file__).resolve().parent.parent / "resources/eight_minute_empire/legends/faces.json"

# Islands: (id, name, centre, radii, region names clockwise from north).
# fmt: off
FACES: dict[str, dict[str, Any]] = {
    "1a": {
        "name": "The Crown Isles", "start_icon": True,
        "islands": [
            ("crown", "Crownreach", (200, 185), (118, 100),
             ["Kingsport", "Amber Vale", "Gull Point", "Lantern Cliffs"]),
            ("seal", "Seal Rock", (335, 335), (42, 36), ["Seal Rock"]),
        ],
        "sea": [("Amber Vale", "Seal Rock")],
        "exits": {"N": "Kingsport", "E": "Amber Vale", "S": "Gull Point", "W": "Lantern Cliffs"},
    },
    "1b": {
        "name": "The Mistfen",
        "islands": [
            ("mist", "Isle of Mists", (150, 160), (105, 95),
             ["Mistfen", "Heron Marsh", "Willowmere"]),
            ("reed", "Reedholm", (300, 292), (78, 70), ["Reedholm", "Otter Bank"]),
        ],
        "sea": [("Heron Marsh", "Reedholm")],
        "exits": {"N": "Mistfen", "E": "Reedholm", "S": "Otter Bank", "W": "Willowmere"},
    },
    "2a": {
        "name": "The Ember Coast",
        "islands": [
            ("ember", "The Ember Coast", (200, 205), (135, 115),
             ["Cinder Peak", "Ashfall", "Blackglass", "Smoke Hollow", "Forge Bay"]),
        ],
        "sea": [],
        "exits": {"N": "Cinder Peak", "E": "Ashfall", "S": "Smoke Hollow", "W": "Forge Bay"},
    },
    "2b": {
        "name": "The Twin Spires",
        "islands": [
            ("spire", "Spirewatch", (130, 128), (88, 76), ["Spirewatch", "Falcon Crag"]),
            ("moon", "Moonspire", (272, 276), (88, 76), ["Moonspire", "Glimmer Sound"]),
        ],
        "sea": [("Falcon Crag", "Moonspire")],
        "exits": {"N": "Spirewatch", "E": "Moonspire", "S": "Glimmer Sound"},
    },
    "3a": {
        "name": "The Thornwood",
        "islands": [
            ("thorn", "The Thornwood", (195, 200), (125, 112),
             ["Thornwood", "Elder Glade", "Briar Hollow", "Mossgate"]),
        ],
        "sea": [],
        "exits": {"N": "Thornwood", "E": "Elder Glade", "S": "Briar Hollow", "W": "Mossgate"},
    },
    "3b": {
        # Seed, "Plance speciali": three islands that score separately, joined without
        # sea movement; the seed's example reads "Tre isole, dieci regioni".
        "name": "The Three Sisters", "bridged": True,
        "islands": [
            ("elder", "The Elder Sister", (108, 118), (86, 80),
             ["Sisters' Rest", "Ivy Gate", "Bell Harbor", "Old Quay"]),
            ("middle", "The Middle Sister", (298, 132), (92, 78),
             ["Tidewatch", "Coral Steps", "Windmere"]),
            ("young", "The Young Sister", (205, 305), (95, 68),
             ["Saltmarsh", "Lowtide", "Kelp Hollow"]),
        ],
        "sea": [],
        "bridges": [("Ivy Gate", "Windmere"), ("Bell Harbor", "Kelp Hollow"),
                    ("Coral Steps", "Saltmarsh")],
        "exits": {"N": "Tidewatch", "E": "Coral Steps", "S": "Lowtide", "W": "Old Quay"},
    },
    "4a": {
        "name": "The Frost Reach",
        "islands": [
            ("frost", "The Frost Reach", (200, 165), (122, 95),
             ["Icehold", "Snowmantle", "Rimefall"]),
            ("floe", "Floe Point", (108, 322), (62, 46), ["Floe Point"]),
            ("berg", "Bergholm", (298, 326), (62, 46), ["Bergholm"]),
        ],
        "sea": [("Rimefall", "Floe Point"), ("Snowmantle", "Bergholm"),
                ("Floe Point", "Bergholm")],
        "exits": {"N": "Icehold", "E": "Snowmantle", "S": "Bergholm", "W": "Floe Point"},
    },
    "4b": {
        "name": "The Sunken Kingdom",
        "islands": [
            ("deep", "The Sunken Kingdom", (200, 200), (128, 118),
             ["Drowned Gate", "Pearl Reef", "Sunken Keep", "Siren Rocks"]),
        ],
        "sea": [],
        "exits": {"N": "Drowned Gate", "E": "Pearl Reef", "S": "Sunken Keep"},
    },
}
# fmt: on


def slug(name: str) -> str:
    """A region or island id from its name: lower case words joined by '_'."""
    return re.sub(r"[^a-z]+", "_", name.lower()).strip("_")


def coast(index: int, cx: float, cy: float, rx: float, ry: float, deg: float) -> list[int]:
    """The coast point of an island at `deg` (0 = north, clockwise)."""
    t = math.radians(deg)
    wobble = 1 + 0.07 * math.sin(3 * t + index) + 0.04 * math.sin(7 * t + 2 * index)
    x = cx + rx * wobble * math.sin(t)
    y = cy - ry * wobble * math.cos(t)
    return [round(x), round(y)]


def island_regions(index: int, spec: tuple[Any, ...]) -> dict[str, dict[str, Any]]:
    """The regions of one island: slices around its centre, the first one centred on north
    and the others clockwise (so the names spread out: top, right, bottom, left)."""
    _, _, (cx, cy), (rx, ry), names = spec
    k = len(names)
    out = {}
    for i, name in enumerate(names):
        start, end = (i - 0.5) * 360 / k, (i + 0.5) * 360 / k
        steps = max(2, round((end - start) / STEP_DEGREES))
        angles = [start + (end - start) * j / steps for j in range(steps)]
        rim = [coast(index, cx, cy, rx, ry, a) for a in angles]
        if k == 1:
            shape = rim
            label = [cx, cy]
        else:
            rim.append(coast(index, cx, cy, rx, ry, end))
            shape = [[cx, cy], *rim]
            mid = math.radians((start + end) / 2)
            # Further out sideways than up and down: names are wide, not tall.
            label = [round(cx + 0.66 * rx * math.sin(mid)), round(cy - 0.55 * ry * math.cos(mid))]
        out[slug(name)] = {"name": name, "shape": shape, "label": label}
    return out


def build_face(face: str, spec: dict[str, Any]) -> dict[str, Any]:
    """One face: its islands, regions (with shapes), land and sea pairs, and edge exits."""
    regions: dict[str, Any] = {}
    islands: dict[str, Any] = {}
    land: list[list[str]] = []
    for index, island in enumerate(spec["islands"]):
        iid = slug(island[0])
        islands[iid] = {"name": island[1]}
        ids = []
        for rid, region in island_regions(index, island).items():
            regions[rid] = {**region, "island": iid}
            ids.append(rid)
        if len(ids) == 2:
            land.append(sorted(ids))
        elif len(ids) > 2:
            land += [sorted((ids[i], ids[(i + 1) % len(ids)])) for i in range(len(ids))]
    land += [sorted((slug(a), slug(b))) for a, b in spec.get("bridges", ())]
    return {
        "name": spec["name"],
        "start_icon": bool(spec.get("start_icon")),
        "bridged": bool(spec.get("bridged")),
        "islands": islands,
        "regions": regions,
        "land": sorted(land),
        "sea": sorted(sorted((slug(a), slug(b))) for a, b in spec["sea"]),
        "exits": {side: slug(name) for side, name in spec["exits"].items()},
    }


def dumps() -> str:
    """The whole faces file, as written."""
    data = {"size": SIZE, "faces": {f: build_face(f, s) for f, s in FACES.items()}}
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only report whether the file is current")
    args = ap.parse_args(argv)
    text = dumps()
    if args.check:
        ok = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print(f"{OUT}: {'up to date' if ok else 'STALE'}")
        return 0 if ok else 1
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
