"""Friendly names for the bots a window seats (data: resources/bots/names.json; no Qt).

A table's bots are named once, when it is set up, and the names go into its roster, so the
record, a replay and a resumed game show the same name at the same seat. How a bot's seat
reads at the table ("Greta (bot, hard)") is client/gui/seatnames.py's.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from functools import cache
from pathlib import Path

NAMES = Path(__file__).resolve().parents[1] / "resources" / "bots" / "names.json"
MAX_NAME = 40  # characters, as a hot-seat person's name


@cache
def names() -> tuple[str, ...]:
    """The names in the data file, checked: distinct, short, not blank."""
    data = json.loads(NAMES.read_text(encoding="utf-8"))
    found = data.get("names") if isinstance(data, dict) else None
    if not isinstance(found, list) or not found:
        raise ValueError(f"{NAMES}: 'names' must be a list of names")
    for name in found:
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise ValueError(f"{NAMES}: bad name {name!r}")
    if len(set(found)) != len(found):
        raise ValueError(f"{NAMES}: a name is listed twice")
    return tuple(found)


def pick(count: int, taken: Iterable[str] = (), rng: random.Random | None = None) -> list[str]:
    """`count` different names for bots, none of `taken` (the people at the table): drawn
    at random, then numbered ("Greta 2") if the list runs out."""
    used = {t.strip().casefold() for t in taken}
    free = [n for n in names() if n.casefold() not in used]
    drawn = (rng or random.Random()).sample(free, min(count, len(free)))
    while len(drawn) < count:  # more bots than names: never at a table of 5 seats
        drawn.append(f"{names()[len(drawn) % len(names())]} {len(drawn) + 1}")
    return drawn
