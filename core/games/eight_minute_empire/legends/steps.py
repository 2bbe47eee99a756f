"""The steps of a Legends term: which there are, whether there is any, whether one is.

Seed 000, "Abilità e azioni" (docs/legends.md): turn.py lists them for legal_actions and
checks a step against them. Listing every step only to ask whether there is one, or
whether one action is among them, was most of a Legends playout's time (issue 19):
`has_steps` and `is_step` answer directly, exactly as `steps` would (the pinned games of
tests/core/test_eme_pins.py and the equivalence tests in tests/core/test_eml_steps.py).
"""

from __future__ import annotations

from core.api import Action, sort_actions
from core.games.eight_minute_empire.legends import tokens
from core.games.eight_minute_empire.legends.abilities import abilities, sea_cost
from core.games.eight_minute_empire.legends.boards import LBoard
from core.games.eight_minute_empire.legends.setup import board_of
from core.games.eight_minute_empire.legends.state import LState

DONE: Action = ("done",)


def owner_name(state: LState, owner: int) -> int | str:
    """The wire name of an army owner: a seat number, or "neutral"."""
    return "neutral" if owner == state.config.players else owner


def place_targets(state: LState, seat: int) -> set[int]:
    """Seed: the start region, or a region with one of your cities."""
    return {state.start} | {r for r, c in enumerate(state.cities) if c[seat]}


def hire_targets(state: LState, seat: int) -> list[tuple[int, int]]:
    """King of Brigands: (region, owner) of other players' cities he may pay to use."""
    player = state.players[seat]
    if not abilities(player).hire or player.coins < 1:
        return []
    free = place_targets(state, seat)
    return [
        (r, o)
        for r, c in enumerate(state.cities)
        if r not in free
        for o in range(state.config.players)
        if o != seat and c[o]
    ]


def move_cost(state: LState, src: int, dst: int) -> int | None:
    """Movement points from src to an adjacent dst (None: not adjacent at all)."""
    board = board_of(state)
    if dst in board.land[src] or tokens.portal_link(state, src, dst):
        return 1
    if dst in board.sea[src]:
        return sea_cost(state.players[state.current])
    return None


def destroyable(state: LState, region: int, seat: int) -> list[int]:
    """Owners (index) whose army `seat` may destroy in `region`."""
    counts = state.armies[region]
    if not counts[seat]:
        return []  # seed: a city alone is not enough
    n = state.config.players
    return [
        o
        for o in range(n + 1)
        if counts[o] and (o == n or not abilities(state.players[o]).immunity)
    ]


def steps(state: LState, kind: str, points: int) -> list[Action]:
    """The steps of a term of `kind` with `points` left (without "done"), in the order
    found (action_steps sorts them)."""
    seat = state.current
    ids = board_of(state).ids
    player = state.players[seat]
    if kind == "place":
        if not player.armies_left:
            return []
        out: list[Action] = [("place", ids[r]) for r in place_targets(state, seat)]
        return out + [("hire", ids[r], o) for r, o in hire_targets(state, seat)]
    if kind == "move":
        by_land, by_sea = _moves(board_of(state))
        if sea_cost(player) > points:
            by_sea = ()
        portals = [r for r, t in enumerate(state.tokens) if t == "portal"]
        out = []
        for r, counts in enumerate(state.armies):
            if counts[seat]:
                out += by_land[r]
                if by_sea:
                    out += by_sea[r]
                if r in portals:
                    out += [("move", ids[r], ids[p]) for p in portals if p != r]
        return out
    if kind == "city":
        if not player.cities_left:
            return []
        return [("city", ids[r]) for r, counts in enumerate(state.armies) if counts[seat]]
    return [
        ("destroy", ids[r], owner_name(state, o))
        for r in range(len(ids))
        for o in destroyable(state, r, seat)
    ]


Moves = tuple[tuple[Action, ...], ...]
_MOVES: list[tuple[LBoard, Moves, Moves]] = []  # the last board's, as board_of keeps it


def _moves(board: LBoard) -> tuple[Moves, Moves]:
    """Per region, its move steps over land and over sea, built once per board."""
    if _MOVES and _MOVES[0][0] is board:
        return _MOVES[0][1], _MOVES[0][2]
    ids = board.ids
    land, sea = (
        tuple(tuple(("move", ids[r], ids[to]) for to in near) for r, near in enumerate(routes))
        for routes in (board.land, board.sea)
    )
    _MOVES[:] = [(board, land, sea)]
    return land, sea


def action_steps(state: LState) -> tuple[Action, ...]:
    """The legal steps of the card being carried out, ("done",) always among them."""
    if state.options:
        return (*(("choose", i) for i in range(len(state.options))), DONE)
    return sorted_steps([*steps(state, state.terms[0][0], state.points), DONE])


def sorted_steps(actions: list[Action]) -> tuple[Action, ...]:
    """sort_actions(actions) of steps (tuples of str and int), cheaper: plain tuple order
    is the same wherever it can compare (str with str, int with int at a position) and the
    sort is the same algorithm, so it ends in the same order; where it cannot (an owner
    "neutral" beside a seat's int) it raises, and sort_actions does it."""
    try:
        return tuple(sorted(actions))
    except TypeError:
        return sort_actions(actions)


def has_steps(state: LState, kind: str, points: int) -> bool:
    """bool(steps(state, kind, points)), without listing them."""
    seat = state.current
    player = state.players[seat]
    if kind == "place":
        return player.armies_left > 0  # the start region is always a target
    if kind == "move":
        board = board_of(state)
        by_sea = sea_cost(player) <= points
        portals = state.tokens.count("portal") > 1
        return any(
            counts[seat]
            and (
                board.land[r]
                or (by_sea and board.sea[r])
                or (portals and state.tokens[r] == "portal")
            )
            for r, counts in enumerate(state.armies)
        )
    if kind == "city":
        return player.cities_left > 0 and any(counts[seat] for counts in state.armies)
    return any(destroyable(state, r, seat) for r in range(len(state.armies)))


def is_step(state: LState, action: Action, kind: str) -> bool:
    """`action in steps(state, kind, state.points)`: checked directly for the usual shapes
    (exact str region ids, an int or "neutral" owner), else by listing the steps."""
    found = _check(state, action, kind)
    return action in steps(state, kind, state.points) if found is None else found


def _check(state: LState, action: Action, kind: str) -> bool | None:
    """is_step for a well-formed place, move, city or destroy; None for anything else."""
    name, size = action[0], len(action)
    if name == "hire" or size not in (2, 3) or type(action[1]) is not str:
        return None
    index = board_of(state).index
    region = index.get(action[1])
    if region is None or (name != "move" and name != "destroy") != (size == 2):
        return False  # no step names an unknown region or has another length
    seat = state.current
    player = state.players[seat]
    if name == "place":
        return player.armies_left > 0 and (region == state.start or state.cities[region][seat] > 0)
    if name == "city":
        return player.cities_left > 0 and state.armies[region][seat] > 0
    if name == "move":
        return _check_move(state, region, action[2], kind)
    owner = action[2]
    n = state.config.players
    if owner == "neutral" and type(owner) is str:
        return n in destroyable(state, region, seat)
    if type(owner) is not int:
        return None
    return 0 <= owner < n and owner in destroyable(state, region, seat)


def _check_move(state: LState, src: int, target: object, kind: str) -> bool | None:
    """is_step for ("move", src id, target): as `steps` lists the moves from src."""
    if type(target) is not str:
        return None
    board = board_of(state)
    dst = board.index.get(target)
    if dst is None or not state.armies[src][state.current]:
        return False
    if dst in board.land[src]:
        return True
    if dst in board.sea[src] and sea_cost(state.players[state.current]) <= state.points:
        return True
    return dst != src and state.tokens[src] == "portal" == state.tokens[dst]
