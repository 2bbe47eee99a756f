"""Bellum Magia ("Bellum Magica"), the rules core, 2 to 5 players.

Rules: shared/seeds/003 (Italian, the authority) and shared/rules/bellum-magia.md (digest,
original game data, rulings R1-R19, referee checklist); every extension and every
disagreement in docs/bellum-magia.md. Data: resources/bellum_magia/ (data.py).

Config: `players` (2-5), `castles` ("random": dealt by chance; "chosen": each seat picks
in seat order), `confusion_closes_bar` (bool, default False: a spell is only the Captain's
reroll; True: no barrel may be spent after a spell reroll that day).

Ids: castles K1-K5, goblins G01-G10, evil E01-E46, super-evil S01-S20, the Tavern P00,
farms F01-F07, villages V01-V07, cities C01-C10. A chest is a hidden-information handle
(kind, position) of the stacks "wood", "metal", "gold": the draw number in that stack.
Sides "left" / "right"; creature decks "evil" / "super"; payments "fo2" (evil), "gl1+fo4"
or "gl3" (super-evil).

Actions:
- ("castle", id)                       a seat's castle: chance (random) or its pick (chosen)
- ("goblins", seat, side, side)        simultaneous: the sides of the seat's two goblins
- ("captain", seat)                    chance: the first Captain (R2)
- ("die", face)                        chance: the Captain's roll, 1-6
- ("drinks",) | ("spell",) | ("decline",)   an offer: a barrel for a reroll, the Captain's
                                        confusion spell, or no
- ("attack", place)                    a face-up place or the Tavern "P00" the line beats
- ("rob", seat)                        that seat's castle (thieves, a chest held, the test)
- ("pass",)                            no attack
- ("steal", kind, position)            the theft: a chest of the target, unseen
- ("done",)                            end the theft (one chest at least), end recruiting
- ("recruit", deck, card, payment, side)   buy a face-up creature
- resolutions (core/hidden.py): ("shuffled", deck), ("revealed", deck, pos),
  ("shown", deck, pos, value).

Observation keys: day, turn, captain, die, phase, current, closes_bar, bar_closed, offer,
theft, row, tavern, looted, kingdom_left, decks, faceup, stacks, castles_left, seats (per
seat: castle, shield, magic_shield, left, right, goblins, goblins_ready, food, glyphs,
barrels, shields, magic_shields, spells, chests, chest_counts, lines, horde), and for the
seat itself known and (placing goblins) goblin_sides; END at the end.
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
from core.games.bellum_magia import attack, day, evaluator, flow, recruit, scoring, setup, view
from core.games.bellum_magia.info import INFO, NAME, normalize_config
from core.games.bellum_magia.state import State

EXAMPLE_CONFIGS: tuple[dict[str, Any], ...] = (
    {"players": 2},
    {"players": 3},
    {"players": 4, "confusion_closes_bar": True},
    {"players": 5, "castles": "chosen"},
    {"players": 3, "castles": "chosen", "confusion_closes_bar": True},
)

_SEATED = {"offers", "attack", "theft", "recruit"}


def initial_state(config: Config) -> State:
    """Before the first castle."""
    return setup.new_state(normalize_config(config))


def current_player(s: State) -> int:
    """The seat to choose, CHANCE, SIMULTANEOUS, REVEAL or TERMINAL."""
    if s.secrets.pending:
        return REVEAL
    phase = s.phase
    if phase in _SEATED:
        return s.seat
    if phase == "castles":
        return s.seat if s.chosen else CHANCE
    if phase == "goblins":
        return SIMULTANEOUS
    if phase == "over":
        return TERMINAL
    return CHANCE  # captain, roll


def reveal_requests(s: State) -> tuple[hidden.Request, ...]:
    """The pending requests of a REVEAL node (core/hidden.py)."""
    return s.secrets.pending


def uses_secrets(config: Config) -> bool:
    """Every table has hidden chests and deck orders."""
    return True


def chance_outcomes(s: State) -> tuple[tuple[Action, Fraction], ...]:
    """A castle (random), the first Captain, or the die."""
    if s.secrets.pending:
        return ()
    if s.phase == "roll":
        return day.roll_outcomes(s)
    if s.phase == "captain":
        return tuple((("captain", p), Fraction(1, s.players)) for p in range(s.players))
    if s.phase == "castles" and not s.chosen:
        left = setup.castles_left(s)
        return tuple((("castle", k), Fraction(1, len(left))) for k in left)
    return ()


def legal_actions(
    s: State, player: int | None = None, knowledge: Knowledge | None = None
) -> tuple[Action, ...]:
    """Sorted choices of the deciding seat. No choice depends on a secret value, so the
    seat's knowledge changes nothing."""
    if s.secrets.pending:
        return ()
    phase = s.phase
    if phase == "goblins":
        return setup.goblin_actions(s, player) if player is not None else ()
    current = current_player(s)
    if current < 0 or (player is not None and player != current):
        return ()
    if phase == "attack":
        return attack.attack_actions(s)
    if phase == "offers":
        return day.offer_actions(s)
    if phase == "recruit":
        return (("done",), *recruit.seat_recruits(s))  # "done" sorts first
    if phase == "theft":
        return attack.theft_actions(s)
    return tuple(("castle", k) for k in setup.castles_left(s))  # castles, chosen


_APPLY = {
    ("castles", "castle"): setup.take_castle,
    ("goblins", "goblins"): setup.place_goblins,
    ("captain", "captain"): setup.first_captain,
    ("roll", "die"): day.roll,
    ("offers", "decline"): day.offer,
    ("offers", "drinks"): day.offer,
    ("offers", "spell"): day.offer,
    ("attack", "attack"): attack.attack,
    ("attack", "rob"): attack.attack,
    ("attack", "pass"): attack.attack,
    ("theft", "steal"): attack.steal,
    ("theft", "done"): attack.steal,
    ("recruit", "recruit"): recruit.recruit,
}


def apply_action(s: State, a: Action) -> State:
    """The state after `a`; IllegalAction says why it cannot be played."""
    if not isinstance(a, tuple) or not a:
        raise IllegalAction(f"{a!r} is no action")
    kind = a[0]
    if kind in hidden.RESOLUTIONS:
        return flow.resolved(s, a)
    if s.secrets.pending:
        raise IllegalAction(f"{a!r}: a reveal is due first")
    if s.phase == "recruit" and a == ("done",):
        return recruit.finish(s)
    handler = _APPLY.get((s.phase, kind)) if isinstance(kind, str) else None
    if handler is None:
        raise IllegalAction(f"{a!r} is no action of the {s.phase} phase")
    return handler(s, a)


def observation(s: State, player: int | None, knowledge: Knowledge | None = None) -> dict[str, Any]:
    """What `player` sees (None: the public)."""
    return view.observation(s, player, knowledge, current_player(s))


def returns(s: State) -> tuple[int, ...]:
    """Final coins per seat."""
    return scoring.returns(s)


def ranking(s: State) -> tuple[int, ...]:
    """Seats from the winner down: coins, then more chests (R19)."""
    return scoring.ranking(s)


def describe_action(s: State, a: Action) -> Message:
    """The log's sentence for `a`."""
    return view.describe_action(s, a, current_player(s))


# What waits for Confirm in the window is the view's (client/gui/games/bellum_magia).
CAPABILITIES = Capabilities(
    evaluator=evaluator,  # the bots' (core/bots/greedy.py, mcts.py); reads observations only
    run_end=evaluator.forfeit,
    fixed_choice=evaluator.fixed_choice,
    forfeit=("done",),  # ends a seat's recruiting
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
