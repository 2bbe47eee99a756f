"""The Mission module (digest 3.2; R13, R30, R45; seed "2 Modulo Missione").

Setup: one of the two Legends boards, drawn by chance (`("mission_board", id)`). Each seat
completes the board's 4 steps in order, each once, paying the whole cost at once in a
Planning or Production window (`("mission", seat, step)`): basic cubes from its alchemy
area first, Krystallium from supply for the basic units those do not cover and for the K
units (R45), soldiers from supply for the S units [T: the cubes are used before the
Krystallium, which is never worse: a cube is worth a fifth of one]. The step's gain (+1S,
+1K) at once. Alchemy is by choice here (R13): `("convert", seat, m, p, g, e)` turns five
alchemy cubes of those colours into a Krystallium. A step scores its higher VP when the
other player has not completed it in an earlier window (a Planning phase, a Production
step): completed in the same window, both score the higher (R30); solo, always the higher.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache
from typing import Any

from core import canonical
from core.api import Action, Message
from core.games.wonderful_kingdom.data import MissionStep, data
from core.games.wonderful_kingdom.modules.base import Module
from core.games.wonderful_kingdom.state import RES, State, evolve, evolve_seat, with_seat

CONVERT = 5
BOARDS = data().missions


@canonical.register("wk.Mission")
@dataclass(frozen=True, slots=True)
class MissionState:
    board: str
    windows: tuple[tuple[int, ...], ...]  # per seat: the window each step was completed in


@cache
def _needs(step: MissionStep) -> tuple[tuple[int, ...], int, int, int]:
    """A step's basic cubes by colour, how many in all, its K and S units."""
    basic = tuple(step.cost.count(r) for r in RES)
    return basic, sum(basic), step.cost.count("K"), step.cost.count("S")


def _split(step: MissionStep, alchemy: tuple[int, ...]) -> tuple[list[int], int, int]:
    """Cubes taken from the alchemy area by colour, Krystallium and soldiers needed."""
    basic, total, k, soldiers = _needs(step)
    cubes = list(map(min, alchemy, basic))  # asked at every window's legal actions: in C
    return cubes, total - sum(cubes) + k, soldiers


@lru_cache(maxsize=1024)
def _converts(a: tuple[int, ...]) -> tuple[tuple[int, int, int, int], ...]:
    """Every choice of five alchemy cubes by colour (m, p, g, e) out of `a`."""
    out = []
    for m in range(min(a[0], CONVERT) + 1):
        for p in range(min(a[1], CONVERT - m) + 1):
            for g in range(min(a[2], CONVERT - m - p) + 1):
                e = CONVERT - m - p - g
                if e <= a[3]:
                    out.append((m, p, g, e))
    return tuple(out)


# Asked at every Planning and Production step of a seat (its legal actions, whether it has
# a choice): what it may do follows from these few values alone, so it is cached (bounded;
# the keys are small counts).
@lru_cache(maxsize=4096)
def _window_actions(
    p: int, board: str, done: int, alchemy: tuple[int, ...], krystallium: int, soldiers: int
) -> tuple[Action, ...]:
    """Seat p's Mission steps: its next step if it can pay, each choice of five cubes."""
    out: list[Action] = []
    steps = BOARDS[board].steps
    if done < len(steps):
        _, k, need = _split(steps[done], alchemy)
        if k <= krystallium and need <= soldiers:
            out.append(("mission", p, steps[done].n))
    if sum(alchemy) >= CONVERT:
        out += [("convert", p, *c) for c in _converts(alchemy)]
    return tuple(out)


class Mission(Module):
    key = "mission"
    title = "Mission"
    alchemy_automatic = False
    KINDS = frozenset(("mission", "convert", "mission_board"))

    def setup_chance(self, s: State) -> tuple[tuple[Action, Fraction], ...]:
        if s.mod is not None:
            return ()
        boards = sorted(data().missions)
        return tuple((("mission_board", b), Fraction(1, len(boards))) for b in boards)

    def apply_setup_chance(self, s: State, a: Action) -> State:
        return evolve(s, mod=MissionState(a[1], ((),) * s.players))

    def next_step(self, s: State, p: int) -> MissionStep | None:
        done = len(s.mod.windows[p])
        steps = BOARDS[s.mod.board].steps
        return steps[done] if done < len(steps) else None

    def window_actions(self, s: State, p: int) -> list[Action]:
        seat, done = s.seats[p], len(s.mod.windows[p])
        return list(
            _window_actions(p, s.mod.board, done, seat.alchemy, seat.krystallium, seat.soldiers)
        )

    def apply_window(self, s: State, p: int, a: Action) -> State:
        seat = s.seats[p]
        if a[0] == "convert":
            left = tuple(x - y for x, y in zip(seat.alchemy, a[2:6]))
            new = evolve_seat(seat, alchemy=left, krystallium=seat.krystallium + 1)
            return with_seat(s, p, new)
        step = self.next_step(s, p)
        assert step is not None
        cubes, k, soldiers = _split(step, seat.alchemy)
        alchemy = tuple(x - y for x, y in zip(seat.alchemy, cubes))
        seat = evolve_seat(
            seat,
            alchemy=alchemy,
            krystallium=seat.krystallium - k + step.gain_k,
            soldiers=seat.soldiers - soldiers + step.gain_s,
        )
        windows = s.mod.windows
        windows = windows[:p] + ((*windows[p], s.window),) + windows[p + 1 :]
        return evolve(with_seat(s, p, seat), mod=MissionState(s.mod.board, windows))

    def points(self, s: State) -> list[int]:
        if s.mod is None:
            return [0] * s.players
        steps = data().missions[s.mod.board].steps
        out = []
        for p, mine in enumerate(s.mod.windows):
            theirs = s.mod.windows[1 - p] if s.players == 2 else ()
            total = 0
            for i, w in enumerate(mine):
                first = i >= len(theirs) or theirs[i] >= w
                total += steps[i].vp[0 if first else 1]
            out.append(total)
        return out

    def score_parts(self, s: State) -> list[tuple[str, list[int]]]:
        return [("end.mission", self.points(s))]

    def observe(self, s: State, seat: int | None) -> dict[str, Any]:
        if s.mod is None:
            return {"board": "", "steps": [], "completed": [], "points": []}
        steps = data().missions[s.mod.board].steps
        return {
            "board": s.mod.board,
            "steps": [{"n": st.n, "cost": list(st.cost), "vp": list(st.vp)} for st in steps],
            "completed": [list(w) for w in s.mod.windows],
            "points": self.points(s),
        }

    def describe(self, s: State, a: Action) -> Message | None:
        if a[0] == "mission_board":
            return Message("mission_board", {"board": a[1]})
        if a[0] == "mission":
            return Message("mission", {"seat": a[1], "step": a[2]})
        return Message("convert", {"seat": a[1]})
