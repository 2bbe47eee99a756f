"""Tash-Kalar: Arena of Legends ("Tash-Kalar: Arena delle Leggende"), the rules core.

Rules: shared/seeds/004 (Italian, the authority) and shared/rules/tash-kalar.md (digest,
original card data, rulings); every extension and every disagreement in docs/tash-kalar.md.
Forms: High Form (2 players or 2 teams), Deathmatch Duel (2 players or 2 teams),
Deathmatch Melee (3-4 players, no teams). Data: resources/tash_kalar/*.json (data.py).

Config: `players` (2-4), `form` ("high_form" | "deathmatch"), `teams` (bool; 4 players in
two teams: seats 0 and 2 against 1 and 3, each team playing the colour of its lower seat),
`colours` (per seat, distinct, of blue red brown green; default in that order).

Squares are named "a1".."i9": files a-i, ranks 1-9, seat 0 at the rank-1 edge; the 12
corner squares (a1 b1 a2 h1 i1 i2 a8 a9 b9 h9 i9 i8) do not exist. A card in hand is a
hidden-information handle (deck, position): decks "beings.<seat>", "legends", "flares",
"tasks", rebuilt decks "legends.<k>", "flares.<k>", the setup's reshuffled "tasks.1". In an
action a card is written as three items, `deck, position, card id`: the claim, shown to
all at once (core/hidden.py). Orientations 0-7 (R25): 0-3 the pattern as drawn (top row
towards rank 9) turned 0, 90, 180, 270 degrees anticlockwise; 4-7 mirrored left to right,
then turned the same way; two that give the same summon are listed once, the lowest (R26).

Actions:
- ("first", seat)                      chance: the first player (R22)
- ("setup", square, colour)            Deathmatch: an opening common piece (R23)
- ("place", square)                    place a common piece (1 action)
- ("pickup", square)                   shortage: take an own piece up first (place action:
                                        then ("place", square); summon: the piece to use)
- ("summon", deck, pos, card, square, orientation)   summon a being or legend (1 action)
- ("discard", deck, pos, card)         the discard action (once a turn), then
- ("return", deck, pos)                any other cards under their decks, ("done",) to stop
- ("flare", deck, pos, card, colour)   invoke a flare against the opponent of that colour
- ("claim", task)                      High Form, end of turn: complete a current task
- ("score", colour)                    Melee, end of turn: where an unpaired common or a
                                        summoned legend scores
- ("pass",)                            teams: hand control to the team-mate
- ("done",)                            end an optional effect step; end the turn without a
                                        task or flare; with no empty square, give up actions
- ("concede",)                         two-sided games: the seat's side loses (R21)
- effect choices: ("move"|"leap", from, to), ("destroy"|"promote"|"degrade"|"convert"|
  "place", square)
- resolutions (core/hidden.py): ("shuffled", deck), ("revealed", deck, pos),
  ("shown", deck, pos, card).

Observation keys: form, teams, melee, colours (per side), seat_colours, stage, current,
active, controller, first, turn, actions_left, board ({square: {"colour", "rank"}}),
hand_counts, deck_counts, sideways (teams), discards, tasks (current, next, completed per
seat), score (per seat; per colour in the melee), improvised (melee), supply, pending (the
step being resolved: stage, card, step, optional, done, n, being, marks, choices), trigger,
hand (the seat's own: handle, kind, card when it was told), and END at the end.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from core import hidden
from core.api import Action, Capabilities, Config, IllegalAction, Knowledge, Message
from core.games.tash_kalar import evaluator, flow, scoring, setup, turn, view
from core.games.tash_kalar.info import INFO, NAME, normalize_config
from core.games.tash_kalar.state import State, evolve

EXAMPLE_CONFIGS: tuple[dict[str, Any], ...] = (
    {"players": 2, "form": "high_form"},
    {"players": 2, "form": "deathmatch", "colours": ["brown", "green"]},
    {"players": 4, "form": "deathmatch", "teams": True},
    {
        "players": 4,
        "form": "high_form",
        "teams": True,
        "colours": ["green", "brown", "red", "blue"],
    },
    {"players": 3, "form": "deathmatch", "colours": ["red", "green", "brown"]},
    {"players": 4, "form": "deathmatch"},
)


def initial_state(config: Config) -> State:
    """The state before the first player is drawn."""
    return setup.new_state(normalize_config(config))


def current_player(s: State) -> int:
    """The seat to choose, CHANCE, REVEAL or TERMINAL."""
    return turn.current_player(s)


def reveal_requests(s: State) -> tuple[hidden.Request, ...]:
    """The pending requests of a REVEAL node (core/hidden.py)."""
    return s.secrets.pending


def uses_secrets(config: Config) -> bool:
    """Every form has hidden hands and decks."""
    return True


def chance_outcomes(s: State) -> tuple[tuple[Action, Fraction], ...]:
    """The first player, drawn among all seats."""
    if s.stage != "first" or s.secrets.pending:
        return ()
    return tuple((("first", p), Fraction(1, s.players)) for p in range(s.players))


def legal_actions(
    s: State, player: int | None = None, knowledge: Knowledge | None = None
) -> tuple[Action, ...]:
    """Sorted choices of the deciding seat (with knowledge: its truthful ones)."""
    if player is not None and player != turn.current_player(s):
        return ()
    # Sorted by the tuples themselves: within one kind every position holds one type, so
    # this is core.api.sort_actions' order, faster (tests/core/test_tk_actions.py checks).
    return tuple(sorted(turn.legal(s, knowledge)))


def apply_action(s: State, a: Action) -> State:
    """The state after `a`; IllegalAction says why it cannot be played."""
    if not isinstance(a, tuple) or not a:
        raise IllegalAction(f"{a!r} is no action")
    if a[0] in hidden.RESOLUTIONS:
        secrets, _ = hidden.resolve(s.secrets, a)
        return flow.settle(evolve(s, secrets=secrets), turn.end_has_choices)
    if s.secrets.pending:
        raise IllegalAction(f"{a!r}: a reveal is due first")
    if s.stage == "first":
        if a not in [o for o, _ in chance_outcomes(s)]:
            raise IllegalAction(f"{a!r} is no first player")
        return flow.settle(setup.shuffle_all(s, a[1]), turn.end_has_choices)
    return turn.apply(s, a)


def observation(s: State, player: int | None, knowledge: Knowledge | None = None) -> dict[str, Any]:
    """What `player` sees (None: the public)."""
    return view.observation(s, player, knowledge)


def returns(s: State) -> tuple[int, ...]:
    """Final points per seat."""
    return scoring.returns(s)


def ranking(s: State) -> tuple[int, ...]:
    """Seats from the winner down, every tie-break applied."""
    return scoring.ranking(s)


def describe_action(s: State, a: Action) -> Message:
    """The log's sentence for `a`."""
    return view.describe_action(s, a)


# No forfeit: nothing cuts a turn short (every action must be used, seed "Il gioco"). What
# waits for Confirm and how the log heads turns is the view's (client/gui/games/tash_kalar).
CAPABILITIES = Capabilities(
    evaluator=evaluator,  # the bots' (core/bots/greedy.py, mcts.py); reads observations only
    run_end=evaluator.forfeit,
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
