"""The rules-core contract shared by every game: player constants, errors, the protocol.

Modelled on OpenSpiel: a game is a set of pure functions over immutable states. The core
never draws a random number; chance is a node whose outcomes the driver applies, and a
hidden value is a handle whose reveals the driver performs (core/hidden.py,
docs/hidden-information.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

if TYPE_CHECKING:
    from core.meta import GameInfo

# Special values of current_player(); seats are 0..n-1 (same numbers as OpenSpiel, which
# leaves -3 unused: we take it for REVEAL).
CHANCE = -1
SIMULTANEOUS = -2
REVEAL = -3  # the rules wait for reveal_requests(state) to be performed (core/hidden.py)
TERMINAL = -4

Action: TypeAlias = tuple[Any, ...]
"""An action or chance outcome: a tuple of str and int, e.g. ("take", 2). Its wire form."""

Config: TypeAlias = Mapping[str, Any]

Handle: TypeAlias = tuple[str, int]
"""A hidden thing in the public state: (deck name, position in that deck's shuffled order)."""

Knowledge: TypeAlias = Mapping[Handle, Any]
"""One seat's knowledge: handle -> value (a str or int of the deck's composition). Kept by
the driver beside the state; never hashed, sent, logged or recorded (core/hidden.py)."""


class IllegalAction(ValueError):
    """An action that the rules do not allow in this state; the message says why."""


class BadConfig(ValueError):
    """A game configuration the game cannot be set up with; the message says why."""


END = "end"
"""The observation key of the end-of-game block, present (for every viewer) at TERMINAL; the
end screen and the reports read it alone, for any game:
- "totals": [per seat] the result, equal to returns();
- "parts": [{"label": id, "values": [per seat]}, ...] where the points came from, in the
  order shown; they add up to the totals (less "carried");
- "carried" (optional): {"label": id, "values": [per seat]} points brought from earlier games
  of a match (Eight-Minute Empire's long game): the parts are then the last game's, and
  `label` names the match's column of totals;
- "notes" (optional): {"label": id, "values": [per seat: a message {"id", "params"}]} a
  text beside the figures (goods held, where ability points came from);
- "ranking": [seats, winner first] (= ranking()); "winners": [seats sharing first place];
- "separated_by": [per place after the first: the id of what put it below the place before
  (the points, a tie-break), or None where the two stay tied].
Labels and the notes' ids are message ids of the game's log templates (the view package's
messages.TEMPLATES), translated like describe_action's messages. A notes message's param
may also be a list of messages: the client shows them joined by ", " ("—" when empty)."""


@dataclass(frozen=True)
class Message:
    """A sentence as data: the client looks up the English template of `id` (the game's
    view package, client/gui/games/<game>/messages.py: TEMPLATES), translates it in the
    game's context and fills in `params`: ints and plain texts. A key named `seat` or ending
    in `_seat` is a seat number, shown as the player's name; the view package names the
    game's things given by id (regions, cards); a template with `%n` takes its count from
    the param `n` (English singular and plural: a pair of templates)."""

    id: str
    params: Mapping[str, Any] = field(default_factory=dict)


class Game(Protocol):
    """What every game module in core.games exposes (see ARCHITECTURE.md, "The rules core").

    Hidden information (docs/hidden-information.md) enters in three ways: chance nodes
    (public chance, drawn when it appears), simultaneous turns, and handles. A value some
    seat may not see is never in the state: the state holds a handle, (deck, position) in a
    deck whose possible values are public, and asks for reveals as it asks for chance:
    current_player() is REVEAL and `reveal_requests(state)` lists what the driver must do
    (core/hidden.py: Shuffle, Reveal to some seats, Show to all, Remask by a holder, Mix
    by all). The
    driver applies each request's resolution action (`hidden.resolution`): value-free for
    a private reveal, carrying the value for a public one. What a seat knows (handle ->
    value) is its **knowledge**, kept by the driver beside the state, never hashed or sent;
    the functions that need it take it as an optional last argument, and a game without
    secrets may omit that argument altogether (drivers pass it only to games that have
    `reveal_requests`: core/hidden.py's `observe` and `legal`). The outcome of a seat's own
    action still depends only on what the seat observes: bots preview their actions on
    that ground (core/bots/decision.py), and previews never cross a REVEAL node.

    Optional, `EVALUATOR`: what the greedy bot (core/bots/greedy.py, docs/bots.md) values
    with; a game without one gets the random bot's choices. An object or module with
    `evaluate(observation, seat) -> int` (higher is better for `seat`, reading only that
    seat's observation) and, if the game needs them, `forfeit(observation) -> Action | None`
    (the action that ends the run of steps the seat is in, such as a card's action; None
    outside one) and `fixed_choice(observation, seat, actions) -> Action | None` (a choice
    made by rule rather than by value, e.g. a secret bid, which cannot be previewed).

    Optional, for a game with secrets: `reveal_requests(state) -> tuple[Request, ...]`
    (at a REVEAL node the pending requests, in the order their resolutions are applied;
    () elsewhere). Its `legal_actions(state, player, knowledge)` with knowledge gives the
    seat's truthful choices, a subset of those without it (every action the public cannot
    refute yet, such as a claim of any value: the lockstep checks a received action against
    that); its `observation(state, player, knowledge)` shows `player` the entries of
    `knowledge` the rules entitle it to, and nothing more even when given more.
    """

    NAME: str
    INFO: GameInfo  # title, player range, options (core.meta)
    EXAMPLE_CONFIGS: tuple[Config, ...]  # played by the conformance suite
    # Optional (read with getattr): FORFEIT: Action, the action that ends a seat's turn of
    # several actions early, forfeiting the rest of it (Eight-Minute Empire's ("done",),
    # Dice Race's ("stop",)). A client holds a seat's consecutive actions as one undoable
    # turn when, after the first of them, the same seat acts again and FORFEIT is legal;
    # its Confirm plays FORFEIT for what is left (client/turn.py). Without it, every action
    # is a decision of its own. CONFIRMED: tuple[str, ...], action kinds held for Confirm
    # even when nothing follows them (Eight-Minute Empire's "take": a card whose action is
    # impossible still waits, so a mis-click can be undone). TURNS_COUNTED_AT_END: bool,
    # True when the observation's `turn` counts the turns ended (it rises with the action
    # that ends one, as in Tash-Kalar, where the next turn begins by itself); by default it
    # counts the turns begun (Eight-Minute Empire's take raises it). The log's "Turn N"
    # headings follow it (client/gamelog.py).

    def normalize_config(self, config: Config) -> dict[str, Any]:
        """The validated plain form of a config (BadConfig if invalid), as records carry it."""

    def initial_state(self, config: Config) -> Any:
        """The state before the first action, including setup chance and reveal nodes."""

    def current_player(self, state: Any) -> int:
        """The seat to act, or CHANCE, SIMULTANEOUS, REVEAL or TERMINAL."""

    def legal_actions(
        self, state: Any, player: int | None = None, knowledge: Knowledge | None = None
    ) -> tuple[Action, ...]:
        """Sorted legal actions; `player` is needed only in simultaneous phases; with the
        seat's `knowledge` (games with secrets), only its truthful ones."""

    def chance_outcomes(self, state: Any) -> tuple[tuple[Action, Fraction], ...]:
        """At a chance node: every outcome with its exact probability."""

    def apply_action(self, state: Any, action: Action) -> Any:
        """A new state; raises IllegalAction with a readable reason."""

    def observation(
        self, state: Any, player: int | None, knowledge: Knowledge | None = None
    ) -> dict[str, Any]:
        """What `player` may see (None: the public view), msgpack-able primitives only; with
        the seat's `knowledge`, its own secrets too (never another seat's)."""

    def returns(self, state: Any) -> tuple[int, ...]:
        """Final victory points per seat, valid at TERMINAL."""

    def ranking(self, state: Any) -> tuple[int, ...]:
        """Seats from winner down, tie-breaks applied."""

    def describe_action(self, state: Any, action: Action) -> Message:
        """The game log's sentence for `action`, about to be applied to `state`."""


def sort_actions(actions: list[Action]) -> tuple[Action, ...]:
    """Sort actions deterministically even when int and str items share a position."""
    return tuple(sorted(actions, key=action_sort_key))


def action_sort_key(action: Action) -> tuple[tuple[int, Any], ...]:
    """Order ints before strings at each position, then by value."""
    return tuple((0, x) if isinstance(x, int) else (1, str(x)) for x in action)
