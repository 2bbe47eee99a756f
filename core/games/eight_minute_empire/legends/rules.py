"""The game functions of the core contract for Legends, dispatching on the phase.

Pending reveals (the mephitic swamp's, core/hidden.py) come before any phase: while the
state's record has requests, current_player() is REVEAL and only their resolutions apply.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from core import hidden
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action, IllegalAction
from core.games.eight_minute_empire import bidding
from core.games.eight_minute_empire.dispatch import dispatcher
from core.games.eight_minute_empire.legends import setup, tokens, turn
from core.games.eight_minute_empire.legends.scoring import ranking as _ranking
from core.games.eight_minute_empire.legends.state import LConfig, LState, evolve
from core.games.eight_minute_empire.setup import ROW_SIZE, draw_changes, draw_outcomes
from core.games.eight_minute_empire.state import Phase

_CHANCE: dict[Phase, Callable[[LState], tuple[tuple[Action, Fraction], ...]]] = {
    Phase.START: setup.start_outcomes,
    Phase.TOKENS: setup.token_outcomes,
    Phase.DEAL: draw_outcomes,
    Phase.REFILL: draw_outcomes,
    Phase.LEADERS: setup.leader_outcomes,
    Phase.PICKER: setup.picker_outcomes,
    Phase.TIEBREAK: bidding.tiebreak_outcomes,
}
_CHANCE_PHASES = tuple(_CHANCE)


def initial_state(config: LConfig) -> LState:
    """A new Legends table; the setup's chance nodes come first."""
    return setup.new_game(config, 0, (0,) * config.players)


def current_player(state: LState) -> int:
    """The seat to act, or CHANCE, SIMULTANEOUS, REVEAL or TERMINAL."""
    if state.secrets.pending:
        return REVEAL
    phase = state.phase
    if phase is Phase.ACTION or phase is Phase.TAKE:  # the commonest, first
        return state.current
    if phase in _CHANCE_PHASES:  # a tuple: an Enum's hash is Python code
        return CHANCE
    if phase is Phase.BID:
        return SIMULTANEOUS
    if phase is Phase.END:
        return TERMINAL
    return state.current  # OUTPOST, NEUTRAL, FIRST, TAKE, ACTION, PEEK


def reveal_requests(state: LState) -> tuple[hidden.Request, ...]:
    """At a REVEAL node, the pending requests in resolution order; () elsewhere."""
    return state.secrets.pending


def legal_actions(state: LState, player: int | None = None) -> tuple[Action, ...]:
    """Sorted legal actions of the seat to act (in the bid: of `player`). No Legends choice
    depends on a secret value (a peek is offered by public facts), so no knowledge."""
    phase = state.phase
    if state.secrets.pending:
        return ()
    if phase is Phase.ACTION:
        return turn.action_steps(state)
    if phase is Phase.TAKE:
        return turn.take_actions(state)
    if phase is Phase.BID:
        return bidding.bid_actions(state, player)
    if phase is Phase.FIRST:
        return bidding.first_actions(state)
    if phase is Phase.OUTPOST:
        return setup.outpost_actions(state)
    if phase is Phase.NEUTRAL:
        return setup.neutral_actions(state)
    if phase is Phase.PEEK:
        return turn.peek_actions(state)
    if phase in _CHANCE_PHASES:
        return tuple(a for a, _ in chance_outcomes(state))
    return ()


def chance_outcomes(state: LState) -> tuple[tuple[Action, Fraction], ...]:
    """At a chance node, every outcome and its exact probability; () elsewhere."""
    outcomes = None if state.secrets.pending else _CHANCE.get(state.phase)
    return outcomes(state) if outcomes else ()


def _deal(state: LState, action: Action) -> LState:
    state = setup.apply_draw(state, action)
    return setup.after_deal(state) if len(state.row) == ROW_SIZE else state


def _refill(state: LState, action: Action) -> LState:
    return turn.next_turn(state, **draw_changes(state, action))


_HANDLERS: dict[tuple[Phase, str], Callable[[LState, Action], LState]] = {
    (Phase.START, "start"): setup.apply_start,
    (Phase.TOKENS, "token"): setup.apply_token,
    (Phase.DEAL, "draw"): _deal,
    (Phase.REFILL, "draw"): _refill,
    (Phase.LEADERS, "leader"): setup.apply_leader,
    (Phase.PICKER, "picker"): setup.apply_picker,
    (Phase.OUTPOST, "outpost"): setup.apply_outpost,
    (Phase.NEUTRAL, "neutral"): setup.apply_neutral,
    **bidding.HANDLERS,
    (Phase.TAKE, "take"): turn.apply_take,
    (Phase.TAKE, "done"): turn.apply_done,
    (Phase.ACTION, "choose"): turn.apply_choose,
    (Phase.ACTION, "done"): turn.apply_done,
    (Phase.ACTION, "place"): turn.apply_step,
    (Phase.ACTION, "hire"): turn.apply_step,
    (Phase.ACTION, "move"): turn.apply_step,
    (Phase.ACTION, "city"): turn.apply_step,
    (Phase.ACTION, "destroy"): turn.apply_step,
    (Phase.PEEK, "peek"): turn.apply_peek,
    (Phase.PEEK, "done"): turn.apply_done,
}


_apply = dispatcher(_HANDLERS)


def apply_action(state: LState, action: Action) -> LState:
    """The state after `action`; IllegalAction (state untouched) says why it is refused."""
    if action and action[0] in hidden.RESOLUTIONS:
        return _resolved(state, action)
    if state.secrets.pending:
        raise IllegalAction(f"a reveal is pending ({state.secrets.pending[0]!r}), got {action!r}")
    return _apply(state, action)


def _resolved(state: LState, action: Action) -> LState:
    """A reveal done: a token shown goes to the city's builder; then the turn goes on."""
    secrets, request = hidden.resolve(state.secrets, action)
    state = evolve(state, secrets=secrets)
    if isinstance(request, hidden.Show):
        state = tokens.take_shown(state, action[3])
    return turn.resume(state)


def returns(state: LState) -> tuple[int, ...]:
    """Victory points per seat (long game: the totals)."""
    return state.totals


def ranking(state: LState) -> tuple[int, ...]:
    """Seats from winner down, with the seed's tie-breaks."""
    return _ranking(state)
