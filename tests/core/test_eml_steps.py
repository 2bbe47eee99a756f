"""Legends steps (legends/steps.py): the direct answers equal the listed steps' (issue 19).

`has_steps` must be `bool(steps(...))`, `is_step` must be `action in steps(...)` for any
action at all (well-formed or not: other regions, owners, lengths, types), and
`sorted_steps` must order as core.api.sort_actions, over every state of seeded random
games with every variant, leaders included.
"""

from __future__ import annotations

from typing import Any

from core import registry
from core.api import Action, sort_actions
from core.games.eight_minute_empire.legends import steps as st
from core.games.eight_minute_empire.legends.setup import board_of
from core.games.eight_minute_empire.legends.state import evolve
from core.games.eight_minute_empire.state import Phase
from tests.core.playout import playout

EME = registry.get("eight_minute_empire")
VARIANTS = ["exploration_tokens", "fortress_tokens", "raging_dragon", "magic_portals"]
CONFIGS: list[dict[str, Any]] = [
    {"players": 4, "edition": "legends", "variants": [*VARIANTS, "bandits", "leaders"]},
    {"players": 3, "edition": "legends", "board": "ring", "variants": ["leaders"]},
    {"players": 2, "edition": "legends", "variants": [*VARIANTS, "mephitic_swamp"]},
]
KINDS = ("place", "move", "city", "destroy")


def acting_states() -> list[Any]:
    """Every state of the seeded games where a term is being carried out."""
    out = []
    for config in CONFIGS:
        for seed in range(4):
            out += [
                s
                for s, _ in playout(EME, config, seed)
                if s.phase is Phase.ACTION and s.terms and not s.options
            ]
    return out


def candidates(state: Any) -> list[Action]:
    """Steps of every kind and near misses: other regions, owners, lengths and types."""
    ids = board_of(state).ids
    n = state.config.players
    some = [ids[0], ids[len(ids) // 2], ids[-1], "nowhere"]
    out: list[Action] = []
    for kind in KINDS:
        out += st.steps(state, kind, state.points)
    for a in some:
        out += [("place", a), ("city", a), ("place", a, 0), ("city", a, "x")]
        out += [("hire", a, o) for o in range(n)]
        out += [("destroy", a, o) for o in (*range(n + 1), "neutral", "nobody", True, 1.0)]
        out += [("move", a, b) for b in some] + [("move", a), ("move", a, 3)]
    out += [("place", 3), ("move", None, ids[0]), ("destroy", ids[0])]
    return out


def test_has_steps_is_whether_there_are_steps() -> None:
    states = acting_states()
    assert len(states) > 500
    for state in states:
        for kind in KINDS:
            for points in (1, 2, 3, state.points):
                assert st.has_steps(state, kind, points) == bool(st.steps(state, kind, points))


def test_is_step_is_membership_among_the_steps_for_any_action() -> None:
    for state in acting_states()[::3]:
        kind = state.terms[0][0]
        listed = st.steps(state, kind, state.points)
        for action in candidates(state):
            name = "place" if action[0] == "hire" else action[0]
            if name == kind:  # apply_step asks only about actions of the term's kind
                assert st.is_step(state, action, kind) == (action in listed), action


def test_sorted_steps_orders_as_sort_actions() -> None:
    for state in acting_states()[::5]:
        actions = candidates(state)
        legal = [*st.steps(state, state.terms[0][0], state.points), st.DONE]
        assert st.sorted_steps(legal) == sort_actions(legal)
        # Steps hold ints and strings; an int owner beside "neutral" takes the fallback.
        mixed = [a for a in actions if not any(type(x) in (float, bool) for x in a)]
        assert st.sorted_steps(mixed) == sort_actions(mixed)


def test_an_island_army_moves_through_a_magic_portal_only() -> None:
    """An army alone on a region without land borders, the sea out of reach: its only moves
    are through a magic portal (seed 000, "Portali magici")."""
    state = next(s for s in acting_states() if s.config.players == 4)
    board = board_of(state)
    island = next(r for r in range(len(board.ids)) if not board.land[r])
    other = next(r for r in range(len(board.ids)) if r != island)
    seat, n = state.current, state.config.players
    armies = tuple(
        tuple(1 if (r == island and o == seat) else 0 for o in range(n + 1))
        for r in range(len(board.ids))
    )
    alone = evolve(state, armies=armies, tokens=("",) * len(board.ids), points=1)
    portals = list(alone.tokens)
    portals[island] = portals[other] = "portal"
    linked = evolve(alone, tokens=tuple(portals))
    move = ("move", board.ids[island], board.ids[other])
    assert not st.has_steps(alone, "move", 1) and not st.steps(alone, "move", 1)
    assert st.has_steps(linked, "move", 1) and st.steps(linked, "move", 1) == [move]
    assert st.is_step(linked, move, "move") and not st.is_step(alone, move, "move")
