"""core.frozen.evolver behaves exactly like dataclasses.replace on slotted frozen classes."""

from __future__ import annotations

import dataclasses

import pytest

from core.frozen import evolver


@dataclasses.dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int
    label: str = ""


evolve = evolver(Point)


def test_evolve_matches_dataclasses_replace() -> None:
    p = Point(1, 2, "a")
    assert evolve(p) == p and evolve(p) is not p
    assert evolve(p, y=5) == dataclasses.replace(p, y=5)
    assert evolve(p, x=0, label="b") == Point(0, 2, "b")
    assert p == Point(1, 2, "a")


def test_evolved_copy_is_still_frozen() -> None:
    q = evolve(Point(1, 2), x=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        q.x = 4  # type: ignore[misc]


def test_unknown_field_is_an_error() -> None:
    with pytest.raises(TypeError):
        evolve(Point(1, 2), z=1)


def test_classes_it_cannot_serve_are_refused() -> None:
    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        x: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked:
        x: int

        def __post_init__(self) -> None:
            pass

    with pytest.raises(TypeError, match="not a slotted dataclass"):
        evolver(NoSlots)
    with pytest.raises(TypeError, match="__post_init__"):
        evolver(Checked)
