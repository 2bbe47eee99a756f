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
    from core.hidden import Request
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


Observation: TypeAlias = Mapping[str, Any]
"""What `observation()` gives a seat, as the bots' hooks read it."""


# --- Optional capabilities: each a typed hook a game declares in its CAPABILITIES --------


class Evaluator(Protocol):
    """How the greedy bot (core/bots/greedy.py, docs/bots.md) values a seat's observation;
    the search bot values the positions its tree reaches with it too. An object or module.
    Without one the greedy bot makes the random bot's choices."""

    def evaluate(self, observation: Observation, seat: int) -> int:
        """Higher is better for `seat`; reads only that seat's observation."""


class RunEnd(Protocol):
    """The action that ends the run of optional steps the seat is in (a card's action in
    Eight-Minute Empire), or None outside one: no bot throws a run away lightly
    (core/bots/runs.py). Needs an evaluator."""

    def __call__(self, observation: Observation, /) -> Action | None: ...


class FixedChoice(Protocol):
    """A choice made by rule rather than by value (a secret bid, which cannot be
    previewed), or None to let the bot weigh `actions`. Needs an evaluator."""

    def __call__(
        self, observation: Observation, seat: int, actions: tuple[Action, ...], /
    ) -> Action | None: ...


class FixedView(Protocol):
    """With a fixed choice: the part of `seat`'s observation that `fixed_choice` reads, built
    straight from the state; fixed_choice must make the same choice from it as from
    `observation(state, seat, knowledge)`. The search bot asks the fixed choice at every
    simultaneous step it plays through (core/bots/mcts.py), where building the whole
    observation costs more than the choice."""

    def __call__(self, state: Any, seat: int, knowledge: Knowledge | None, /) -> Observation: ...


class Rollout(Protocol):
    """The search bot's rollout policy (core/bots/mcts.py): one of `actions` for `seat` in
    `state`, drawing only from `rng` (a seeded random.Random); else uniform."""

    def __call__(
        self, state: Any, seat: int, actions: tuple[Action, ...], rng: Any, /
    ) -> Action: ...


class RevealRequests(Protocol):
    """A game with secrets: at a REVEAL node the pending requests (core/hidden.py), in the
    order their resolutions are applied; () elsewhere."""

    def __call__(self, state: Any, /) -> tuple[Request, ...]: ...


class UsesSecrets(Protocol):
    """A game with secrets: whether a table of `config` has hidden things at all (the
    swamp is a variant); without it every table of the game has them."""

    def __call__(self, config: Config, /) -> bool: ...


@dataclass(frozen=True)
class Capabilities:
    """The optional hooks a game has, declared once in its module as `CAPABILITIES` and read
    only through `core.registry.capabilities(game)`; mypy checks each against its protocol
    above, the conformance suite checks that a declared hook works and that a game has no
    hook it does not declare (tests/core/conformance.py). `Capabilities()`: none of them.
    Window and log hints (Confirm, turn headings) are the view's (client/gui/games)."""

    evaluator: Evaluator | None = None  # the greedy and search bots' values
    run_end: RunEnd | None = None  # the evaluator's end of a run of steps
    fixed_choice: FixedChoice | None = None  # the evaluator's choices made by rule
    fixed_view: FixedView | None = None  # with fixed_choice: what it reads, built fast
    rollout: Rollout | None = None  # the search bot's rollout policy
    # forfeit: the action that ends a seat's turn of several actions early, forfeiting the
    # rest of it (Eight-Minute Empire's ("done",), Dice Race's ("stop",)). A client holds a
    # seat's consecutive actions as one undoable turn when, after the first of them, the
    # same seat acts again and it is legal; Confirm plays it for what is left
    # (client/turn.py). Without it every action is a decision of its own.
    forfeit: Action | None = None
    reveal_requests: RevealRequests | None = None  # secrets: the game has REVEAL nodes
    uses_secrets: UsesSecrets | None = None  # secrets: which tables have them


class Game(Protocol):
    """What every game module in core.games exposes (see ARCHITECTURE.md, "The rules core").

    Hidden information (docs/hidden-information.md) enters in three ways: chance nodes
    (public chance, drawn when it appears), simultaneous turns, and handles. A value some
    seat may not see is never in the state: the state holds a handle, (deck, position) in a
    deck whose possible values are public, and asks for reveals as it asks for chance:
    current_player() is REVEAL and its declared `reveal_requests(state)` lists what the
    driver must do (core/hidden.py: Shuffle, Reveal to some seats, Show to all, Remask by a
    holder, Mix by all). The driver applies each request's resolution action
    (`hidden.resolution`): value-free for a private reveal, carrying the value for a
    public one. What a seat knows (handle -> value) is its **knowledge**, kept by the driver
    beside the state, never hashed or sent; the functions that need it take it as an
    optional last argument, and a game without secrets may omit that argument altogether
    (drivers pass it only to games that declare `reveal_requests`: core/hidden.py's
    `observe` and `legal`). The outcome of a seat's own action still depends only on what
    the seat observes: bots preview their actions on that ground (core/bots/decision.py),
    and previews never cross a REVEAL node.

    What a game has beyond these functions it declares in `CAPABILITIES` (`Capabilities`
    above); drivers read it through `core.registry.capabilities(game)` and never probe a
    game module for an attribute. For a game with secrets, its `legal_actions(state,
    player, knowledge)` with knowledge gives the seat's truthful choices, a subset of
    those without it (every action the public cannot refute yet, such as a claim of any
    value: the lockstep checks a received action against that); its `observation(state,
    player, knowledge)` shows `player` the entries of `knowledge` the rules entitle it to,
    and nothing more even when given more.
    """

    NAME: str  # its registry key
    INFO: GameInfo  # title, player range, options (core.meta)
    EXAMPLE_CONFIGS: tuple[Config, ...]  # played by the conformance suite
    CAPABILITIES: Capabilities  # the optional hooks it has, declared (Capabilities())

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
