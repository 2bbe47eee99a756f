"""It's a Wonderful Kingdom (with the Legends modules), the rules core (issue 30).

Rules: shared/rules/its-a-wonderful-kingdom.md (the base game reconstructed, original data,
rulings R1-R50) and shared/seeds/002 (Italian, the authority for the Legends modules);
everything below, and every disagreement, in docs/wonderful-kingdom.md. Data:
resources/wonderful_kingdom/*.json (data.py). Playable now: the base game for 2 players
and solo with the Mission module, the Threat module (every set; Sisters and Swallowers
solo too), the Conquest module (2 players) and the Advisor module (2 players and solo:
10 Advisors of the pool mixed unseen into the development deck, modules/advisor.py).

Config: `players` (1-2), `module` (mission | advisor | threat | conquest), `threat`
(sisters | swallowers | dragons | illusionists, with the Threat module), `side` (A-D, the
Grand Duchy side; E, the only one, with Conquest), `legends_cards` (bool, or "yes"/"no";
default true).

Cards are hidden-information handles (deck, position) in every action: decks "dev" (the
development deck), "calamities" (shown at setup), "hand<round>.<seat>" (a hand re-masked
after the deal), "threats" (the Threat deck). Cost slots are (card handle, index into its
cost units). Seat 0 is red.

Actions:
- chance: ("first", seat), ("duchies", id0[, id1]), ("mission_board", id)
- resolutions (core/hidden.py): ("shuffled", deck), ("revealed", deck, pos),
  ("shown", deck, pos, card), ("remasked", deck), ("mixed", deck) (Advisor: decks
  "dev.cards" and "advisors" mixed into "dev" at setup)
- Choice, 2 players (sequential): ("spy", deck, pos), ("offer", deck, pos, "L"|"R",
  "up"|"down") twice per offer turn, ("select", "L"|"R")
- Choice, solo: ("offer", deck, pos, area, "up"), ("search",), ("refill",),
  ("keep", deckL, posL, deckR, posR)
- Planning and Production (simultaneous rounds, the seat second): ("build", seat, deck,
  pos), ("recycle", seat, deck, pos), ("place", seat, deck, pos, slot), ("alchemy", seat),
  ("krystallium", seat, deck, pos, slot), ("soldier", seat, deck, pos, slot),
  ("scrap", seat, deck, pos), ("done", seat); Mission: ("mission", seat, step),
  ("convert", seat, m, p, g, e); Threat: ("fight", seat, deck, pos, slot), and once a
  seat's planning ended ("torment", seat, deck, pos, slot) (Sisters) or ("eat", seat,
  deck, pos, slot) (Dragons).
- Threat, Choice (Illusionists): ("illusionist", deck, pos), ("swap", deckS, posS, deckT,
  posT); Combat (sequential): ("fight", ...), ("soldier", seat, deck, pos, slot) on a
  Calamity, ("done", seat).
- Conquest (sequential, the acting seat; territories and places by map id, "SW", "C2"):
  ("destroy", deck, pos), ("spare",) at the start of Planning; ("pass",), ("recruit", n),
  ("move", territory), ("send", territory), ("go",), ("assign", territory, place...),
  ("free", "yes"|"no"), then ("imprison", territory, place or ""), ("pardon",).

Observation keys: round, phase, stage, first, current, turn, offered, offers, deck_size,
discards, discarded_unseen, calamity_pile, step, produced, supremacy, acting, submitted,
scores, seats (per seat: duchy, side, hand_size, selection, construction, grand_duchy,
calamities, alchemy, krystallium, soldiers, traps, spies, pending, done), module, solo;
the seat's own hand, known and mine; END at the end.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from core import hidden
from core.api import (
    CHANCE,
    REVEAL,
    SIMULTANEOUS,
    TERMINAL,
    Action,
    Capabilities,
    Config,
    IllegalAction,
    Knowledge,
    Message,
)
from core.games.wonderful_kingdom import (
    choice,
    evaluator,
    flow,
    scoring,
    setup,
    solo,
    view,
    windows,
)
from core.games.wonderful_kingdom.info import INFO, NAME, normalize_config
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.state import State, evolve

# Sides C and D are played by tests/core/test_wk_production.py; three configs keep the
# conformance suites' time in bounds (a 2-player game is ~400 steps).
EXAMPLE_CONFIGS: tuple[dict[str, Any], ...] = (
    {"players": 2, "module": "mission"},
    {"players": 1, "module": "mission", "side": "D"},
    {"players": 2, "module": "mission", "side": "B", "legends_cards": False},
    {"players": 2, "module": "conquest"},  # side E, the A1 board
    # the Threat module: every set with 2 players, the two solo sets alone
    {"players": 2, "module": "threat", "threat": "sisters"},
    {"players": 2, "module": "threat", "threat": "swallowers", "side": "C"},
    {"players": 2, "module": "threat", "threat": "dragons"},
    {"players": 2, "module": "threat", "threat": "illusionists", "side": "D"},
    {"players": 1, "module": "threat", "threat": "sisters"},
    {"players": 1, "module": "threat", "threat": "swallowers", "side": "B"},
    {"players": 2, "module": "advisor"},  # the deck made by a Mix (hidden.Mix)
)


def initial_state(config: Config) -> State:
    """The state before the first player is drawn."""
    return setup.new_state(normalize_config(config))


def uses_secrets(config: Config) -> bool:
    """Every game has a hidden deck and hands."""
    return True


def current_player(s: State) -> int:
    """A seat, CHANCE, SIMULTANEOUS (Planning, Production), REVEAL or TERMINAL."""
    if s.secrets.pending:
        return REVEAL
    phase = s.phase
    if phase == "choice":
        return choice.acting(s) if s.players == 2 and s.stage == "turns" else 0
    if phase in ("planning", "production"):
        return SIMULTANEOUS if s.players == 2 else 0  # solo: the seat's own turns
    if phase == "setup":
        return CHANCE
    if phase == "module":
        p = MODULES[s.module].phase_player(s)
        return TERMINAL if p is None else p
    return TERMINAL


def reveal_requests(s: State) -> tuple[hidden.Request, ...]:
    """The pending requests of a REVEAL node (core/hidden.py)."""
    return s.secrets.pending


def chance_outcomes(s: State) -> tuple[tuple[Action, Fraction], ...]:
    return setup.chance_outcomes(s)


def _legal(s: State, player: int | None) -> list[Action]:
    cp = current_player(s)
    if cp == SIMULTANEOUS:
        return windows.legal(s, player) if type(player) is int else []
    if cp < 0 or (player is not None and player != cp):
        return []
    if s.phase in ("planning", "production"):
        return windows.legal(s, cp)
    if s.phase == "module":
        return MODULES[s.module].phase_actions(s, cp)
    return choice.legal(s) if s.players == 2 else solo.legal(s)


# The last answer, by the state's identity: a driver asks for a seat's actions and then
# applies one of them to the same state, whose check reads them again (core/memo.py's
# reasoning; the entry holds the state, so its id is not reused while it lives).
_last: list[tuple[Any, Any, tuple[Action, ...]]] = [(None, None, ())]


def legal_actions(
    s: State, player: int | None = None, knowledge: Knowledge | None = None
) -> tuple[Action, ...]:
    """Sorted choices of `player` (needed in simultaneous rounds). No choice depends on a
    secret value (nothing is claimed), so knowledge changes nothing."""
    last = _last[0]
    if last[0] is s and last[1] == player:
        return last[2]
    # Within one kind every position holds one type: the tuples sort as core.api's order.
    out = tuple(sorted(_legal(s, player)))
    _last[0] = (s, player, out)
    return out


def apply_action(s: State, a: Action) -> State:
    """The state after `a`; IllegalAction says why it cannot be played."""
    if not isinstance(a, tuple) or not a or not isinstance(a[0], str):
        raise IllegalAction(f"{a!r} is no action")
    if a[0] in hidden.RESOLUTIONS:
        secrets, _ = hidden.resolve(s.secrets, a)
        return flow.advance(evolve(s, secrets=secrets))
    cp = current_player(s)
    if cp == REVEAL:
        raise IllegalAction(f"{a!r}: a reveal is due first")
    if cp == CHANCE:
        return flow.advance(setup.apply_chance(s, a))
    if cp == TERMINAL:
        raise IllegalAction("the game is over")
    if cp == SIMULTANEOUS or s.phase in ("planning", "production"):
        if len(a) < 2 or type(a[1]) is not int or a not in legal_actions(s, a[1]):
            raise IllegalAction(f"{a!r} is not a step a seat may take now")
        return flow.advance(windows.submit(s, a))
    if a not in legal_actions(s, cp):
        raise IllegalAction(f"{a!r} is not legal for seat {cp} now ({s.phase})")
    if s.phase == "module":
        return flow.advance(MODULES[s.module].phase_apply(s, a))
    return flow.advance(choice.apply(s, a) if s.players == 2 else solo.apply(s, a))


def observation(s: State, player: int | None, knowledge: Knowledge | None = None) -> dict[str, Any]:
    """What `player` sees (None: the public)."""
    return view.observation(s, player, knowledge, current_player(s))


def returns(s: State) -> tuple[int, ...]:
    """Final points per seat."""
    return scoring.totals(s)


def ranking(s: State) -> tuple[int, ...]:
    """Seats from the winner down, every tie-break applied."""
    return scoring.ranking(s)


def describe_action(s: State, a: Action) -> Message:
    """The log's sentence for `a`."""
    cp = current_player(s)
    return view.describe_action(s, a, cp if cp >= 0 else -1)


CAPABILITIES = Capabilities(
    evaluator=evaluator,  # the bots' (core/bots/greedy.py, mcts.py); reads observations only
    fixed_choice=evaluator.fixed_choice,
    fixed_view=view.fixed_view,  # what the planner reads, for the search (docs/bots.md)
    reveal_requests=reveal_requests,
    uses_secrets=uses_secrets,
)

__all__ = [
    "CAPABILITIES",
    "EXAMPLE_CONFIGS",
    "INFO",
    "NAME",
    "State",
    "apply_action",
    "chance_outcomes",
    "current_player",
    "describe_action",
    "initial_state",
    "legal_actions",
    "normalize_config",
    "observation",
    "ranking",
    "returns",
    "reveal_requests",
    "uses_secrets",
]
