"""What a lab run injects: parsed from the command line, or drawn at random for a soak.

SEAT is a seat of the table (0 is the host; joiners sit down in order, 1, 2, ...), ACTION
counts the actions applied since the game began (the number shown in desync reports).
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Any

from client.lab.proxy import LinkFaults


class FaultError(ValueError):
    """A fault option that cannot be understood; the message says how to write it."""


@dataclass(frozen=True)
class Partition:
    """Cut `seat` off at `action` for `seconds`."""

    seat: int
    action: int
    seconds: float


@dataclass(frozen=True)
class Kill:
    """kill -9 `seat`'s process at `action`, restart it from its record."""

    seat: int
    action: int


@dataclass(frozen=True)
class Corrupt:
    """Change one field of `seat`'s state after `action`."""

    seat: int
    action: int


@dataclass(frozen=True)
class Nondeterminism:
    """`seat` runs a rules core with an order-dependence bug, striking from `action` on."""

    seat: int
    action: int = 1


CHEATS = ("wrong_share", "substitute", "withhold")  # client/lab/cheat.py, tables with secrets
LEAKS = ("card", "seed", "point")  # what a leaking peer prints early (client/lab/secretlog.py)


@dataclass(frozen=True)
class Cheat:
    """`seat` cheats at hidden information from `action` on: a wrong share, a card
    substituted in its shuffle, or a share withheld (docs/lab.md, "Hidden information")."""

    kind: str
    seat: int
    action: int = 0


@dataclass(frozen=True)
class Leak:
    """`seat` prints one secret of kind `what` early, from `action` on (a lab-only fault
    that the leak check must catch)."""

    seat: int
    action: int = 0
    what: str = "card"


@dataclass(frozen=True)
class Faults:
    """Everything one game of the lab injects."""

    link: LinkFaults = field(default_factory=LinkFaults)
    partitions: tuple[Partition, ...] = ()
    kills: tuple[Kill, ...] = ()
    corrupt: tuple[Corrupt, ...] = ()
    nondeterministic: tuple[Nondeterminism, ...] = ()
    cheats: tuple[Cheat, ...] = ()
    leaks: tuple[Leak, ...] = ()

    def check(self, peers: int) -> None:
        """FaultError if a fault names a seat the table does not have."""
        seats = [p.seat for p in self.partitions] + [k.seat for k in self.kills]
        seats += [c.seat for c in self.corrupt] + [n.seat for n in self.nondeterministic]
        seats += [c.seat for c in self.cheats] + [leak.seat for leak in self.leaks]
        for seat in seats:
            if not 0 <= seat < peers:
                raise FaultError(f"seat {seat} is not at a table of {peers} (seats 0-{peers - 1})")

    def as_json(self) -> dict[str, Any]:
        """The faults for the report."""
        return asdict(self)


def _seat_at(text: str, option: str) -> tuple[int, str]:
    seat, at, rest = text.partition("@")
    if not at or not seat.isdigit():
        raise FaultError(f"{option} {text!r}: write SEAT@ACTION, e.g. 1@40")
    return int(seat), rest


def _int(text: str, what: str) -> int:
    if not text.isdigit():
        raise FaultError(f"{what} must be a whole number, not {text!r}")
    return int(text)


def _number(text: str, what: str, top: float | None = None) -> float:
    try:
        value = float(text)
    except ValueError:
        raise FaultError(f"{what} must be a number, not {text!r}") from None
    if value < 0 or (top is not None and value > top):
        raise FaultError(f"{what} must be between 0 and {top}, not {text}")
    return value


def partition(text: str) -> Partition:
    """SEAT@ACTION:SECONDS."""
    seat, rest = _seat_at(text, "--partition")
    action, colon, seconds = rest.partition(":")
    if not colon:
        raise FaultError(f"--partition {text!r}: write SEAT@ACTION:SECONDS, e.g. 1@40:10")
    return Partition(seat, _int(action, "ACTION"), _number(seconds, "SECONDS", 600))


def kill(text: str) -> Kill:
    """SEAT@ACTION."""
    seat, rest = _seat_at(text, "--kill")
    return Kill(seat, _int(rest, "ACTION"))


def corrupt(text: str) -> Corrupt:
    """SEAT@ACTION."""
    seat, rest = _seat_at(text, "--corrupt")
    return Corrupt(seat, _int(rest, "ACTION"))


def nondeterminism(text: str) -> Nondeterminism:
    """SEAT[@ACTION] (from the first action when no ACTION is given)."""
    if "@" not in text:
        return Nondeterminism(_int(text, "--nondeterminism SEAT"))
    seat, rest = _seat_at(text, "--nondeterminism")
    return Nondeterminism(seat, max(1, _int(rest, "ACTION")))


def cheat(kind: str, text: str) -> Cheat:
    """SEAT[@ACTION] for one of CHEATS (from the first action when no ACTION is given)."""
    option = "--" + kind.replace("_", "-")
    if "@" not in text:
        return Cheat(kind, _int(text, f"{option} SEAT"))
    seat, rest = _seat_at(text, option)
    return Cheat(kind, seat, _int(rest, "ACTION"))


def leak(text: str) -> Leak:
    """SEAT[@ACTION][:WHAT], WHAT one of LEAKS (default card)."""
    where, _, what = text.partition(":")
    what = what or "card"
    if what not in LEAKS:
        raise FaultError(f"--leak {text!r}: WHAT is one of {', '.join(LEAKS)}")
    if "@" not in where:
        return Leak(_int(where, "--leak SEAT"), 0, what)
    seat, rest = _seat_at(where, "--leak")
    return Leak(seat, _int(rest, "ACTION"), what)


def deadlines(text: str) -> tuple[float, float]:
    """DEADLINE:ABANDON seconds (--reveal-deadlines), each more than 0."""
    first, colon, second = text.partition(":")
    if not colon:
        raise FaultError(f"--reveal-deadlines {text!r}: write SECONDS:SECONDS, e.g. 5:10")
    values = _number(first, "the deadline", 600), _number(second, "the give-up time", 600)
    if min(values) <= 0:
        raise FaultError("--reveal-deadlines: both times must be more than 0")
    return values


def delay(text: str) -> tuple[float, float]:
    """MS[:JITTER]."""
    ms, _, jitter = text.partition(":")
    return _number(ms, "--delay MS", 10_000), _number(jitter or "0", "--delay JITTER", 10_000)


def percent(text: str, option: str) -> float:
    """A percentage 0-100."""
    return _number(text, option, 100)


def fault_span(length: int) -> tuple[int, int]:
    """The actions a soak's faults are picked from (`range`), for a game of about `length`
    actions: from a seventh to six sevenths of it. For Eight-Minute Empire with three
    players (some 140 actions) that is 20 to 119, the span the lab used before it knew the
    game's length; for Dice Race (25 to 45), 3 to about 30."""
    low = max(1, length // 7)
    return low, max(low + 1, length * 6 // 7)


def random_faults(
    rng: random.Random, peers: int, length: int = 140, secrets: bool = False
) -> Faults:
    """One game's faults for a soak: some link faults, and maybe one process or state fault,
    at an action picked in `fault_span(length)` (`length`: a local game's, see lab/cli.py).
    At a table with secrets (`secrets`), the hidden-information cheats may be drawn too (a
    substituted card is made in the first shuffle: most decks are shuffled at setup)."""
    link = LinkFaults(
        delay=rng.choice((0, 0, 20, 50)),
        jitter=rng.choice((0, 10)),
        loss=rng.choice((0, 0, 5, 10)),
        duplicate=rng.choice((0, 0, 5)),
        reorder=rng.choice((0, 0, 5)),
    )
    seat, action = rng.randrange(peers), rng.randrange(*fault_span(length))
    kinds = ("none", "none", "partition", "kill", "corrupt", "nondeterminism")
    kind = rng.choice(kinds + CHEATS if secrets else kinds)  # the same draws without secrets
    if kind in CHEATS:
        return Faults(link, cheats=(Cheat(kind, seat, 0 if kind == "substitute" else action),))
    if kind == "partition":
        return Faults(link, partitions=(Partition(seat, action, rng.choice((3.0, 6.0))),))
    if kind == "kill":
        return Faults(link, kills=(Kill(seat, action),))
    if kind == "corrupt":
        return Faults(link, corrupt=(Corrupt(seat, action),))
    if kind == "nondeterminism":
        return Faults(link, nondeterministic=(Nondeterminism(seat, action),))
    return Faults(link)
