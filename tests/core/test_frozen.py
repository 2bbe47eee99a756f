"""core.frozen: evolver and dict_evolver behave like dataclasses.replace on frozen classes."""

from __future__ import annotations

import dataclasses

import pytest

from core.frozen import dict_evolver, evolver


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


@dataclasses.dataclass(frozen=True)
class Box:
    x: int
    y: tuple[int, ...]
    label: str = ""


evolve_box = dict_evolver(Box)


def test_dict_evolve_matches_dataclasses_replace() -> None:
    b = Box(1, (2, 3), "a")
    assert evolve_box(b) == b and evolve_box(b) is not b
    assert evolve_box(b, y=(5,)) == dataclasses.replace(b, y=(5,))
    assert evolve_box(b, x=0, label="b") == Box(0, (2, 3), "b")
    assert b == Box(1, (2, 3), "a") and hash(evolve_box(b)) == hash(b)


def test_dict_evolved_copy_is_still_frozen_and_shares_nothing_mutable() -> None:
    b = Box(1, (2,))
    c = evolve_box(b, x=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.x = 4  # type: ignore[misc]
    assert vars(c) is not vars(b)  # a copy of the fields, not the original's dict
    assert b.x == 1


def test_dict_evolve_refuses_unknown_fields_and_classes_it_cannot_serve() -> None:
    with pytest.raises(TypeError, match="no field z"):
        evolve_box(Box(1, ()), z=1)

    @dataclasses.dataclass
    class Mutable:
        x: int

    with pytest.raises(TypeError, match="not frozen"):
        dict_evolver(Mutable)
    with pytest.raises(TypeError, match="instance dict"):
        dict_evolver(Point)



@dataclasses.dataclass(frozen=True, slots=True)
class Tagged(Point):
    """A slotted class extending another (Legends' LPlayer extends the classic Player)."""

    tag: str = "t"


def test_r31_evolve_writes_the_slots_a_base_class_declares() -> None:
    p = Tagged(1, 2, "a", "b")
    moved = evolver(Tagged)(p, x=7, tag="c")
    assert moved == dataclasses.replace(p, x=7, tag="c") and type(moved) is Tagged
    assert p == Tagged(1, 2, "a", "b")
