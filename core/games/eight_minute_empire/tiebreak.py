"""Ranking seats by their tie-break keys (each edition's own list, most important first)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

Keys = Sequence[tuple[int, ...]]


def ranked(keys: Keys) -> tuple[int, ...]:
    """Seats from winner down; seats tied after every tie-break keep seat order."""
    return tuple(sorted(range(len(keys)), key=lambda s: tuple(-k for k in keys[s])))


def first_place(keys: Keys) -> tuple[int, ...]:
    """The seats sharing first place after every tie-break."""
    return tuple(s for s, key in enumerate(keys) if key == max(keys))


def deciding(names: Sequence[str], keys: Keys) -> str | None:
    """The name of what separated the winner from the runner-up; None when still tied."""
    return separations(names, keys)[0]


def separations(names: Sequence[str], keys: Keys) -> tuple[str | None, ...]:
    """For each place after the first, in ranking order: the name of what put its seat
    behind the seat before it (the first key that differs), or None where they stay tied."""
    order = ranked(keys)
    return tuple(
        next((name for name, a, b in zip(names, keys[x], keys[y]) if a != b), None)
        for x, y in itertools.pairwise(order)
    )
