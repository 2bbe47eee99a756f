"""The game functions of the core contract for Legends, dispatching on the phase."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action
from core.games.eight_minute_empire import bidding
from core.games.eight_minute_empire.dispatch import dispatch
from core.games.eight_minute_empire.legends import setup, turn
from core.games.eight_minute_empire.legends.scoring import ranking as _ranking
from core.games.eight_minute_empire.legends.state import LConfig, LState
from core.games.eight_minute_empire.state import Phase

_CHANCE: dict[Phase, Callable[[LState], tuple[tuple[Action, Fraction], ...]]] = {
    Phase.START: setup.start_outcomes,
    Phase.TOKENS: setup.token_outcomes,
    Phase.DEAL: setup.draw_outcomes,
    Phase.REFILL: setup.draw_outcomes,
    Phase.LEADERS: setup.leader_outcomes,
    Phase.PICKER: setup.picker_outcomes,
    Phase.TIEBREAK: bidding.tiebreak_outcomes,
}


def initial_state(config: LConfig) -> LState:
    """A new Legends table; the setup's chance nodes come first."""
    return setup.new_game(config, 0, (0,) * config.players)


def current_player(state: LState) -> int:
    """The seat to act, or CHANCE, SIMULTANEOUS or TERMINAL."""
    phase = state.phase
    if phase in _CHANCE:
        return CHANCE
    if phase is Phase.BID:
        return SIMULTANEOUS
    if phase is Phase.END:
        return TERMINAL
    return state.current  # OUTPOST, NEUTRAL, FIRST, TAKE, ACTION


def legal_actions(state: LState, player: int | None = None) -> tuple[Action, ...]:
    """Sorted legal actions of the seat to act (in the bid: of `player`)."""
    phase = state.phase
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
    if phase in _CHANCE:
        return tuple(a for a, _ in chance_outcomes(state))
    return ()


def chance_outcomes(state: LState) -> tuple[tuple[Action, Fraction], ...]:
    """At a chance node, every outcome and its exact probability; () elsewhere."""
    outcomes = _CHANCE.get(state.phase)
    return outcomes(state) if outcomes else ()


def _deal(state: LState, action: Action) -> LState:
    state = setup.apply_draw(state, action)
    return setup.after_deal(state) if len(state.row) == setup.ROW_SIZE else state


def _refill(state: LState, action: Action) -> LState:
    return turn.next_turn(setup.apply_draw(state, action))


_HANDLERS: dict[tuple[Phase, str], Callable[[LState, Action], LState]] = {
    (Phase.START, "start"): setup.apply_start,
    (Phase.TOKENS, "token"): setup.apply_token,
    (Phase.DEAL, "draw"): _deal,
    (Phase.REFILL, "draw"): _refill,
    (Phase.LEADERS, "leader"): setup.apply_leader,
    (Phase.PICKER, "picker"): setup.apply_picker,
    (Phase.OUTPOST, "outpost"): setup.apply_outpost,
    (Phase.NEUTRAL, "neutral"): setup.apply_neutral,
    (Phase.BID, "bid"): bidding.apply_bid,
    (Phase.TIEBREAK, "tiebreak"): bidding.apply_tiebreak,
    (Phase.FIRST, "first"): bidding.apply_first,
    (Phase.TAKE, "take"): turn.apply_take,
    (Phase.TAKE, "done"): turn.apply_done,
    (Phase.ACTION, "choose"): turn.apply_choose,
    (Phase.ACTION, "done"): turn.apply_done,
    (Phase.ACTION, "place"): turn.apply_step,
    (Phase.ACTION, "hire"): turn.apply_step,
    (Phase.ACTION, "move"): turn.apply_step,
    (Phase.ACTION, "city"): turn.apply_step,
    (Phase.ACTION, "destroy"): turn.apply_step,
}


def apply_action(state: LState, action: Action) -> LState:
    """The state after `action`; IllegalAction (state untouched) says why it is refused."""
    return dispatch(_HANDLERS, state, action)


def returns(state: LState) -> tuple[int, ...]:
    """Victory points per seat (long game: the totals)."""
    return state.totals


def ranking(state: LState) -> tuple[int, ...]:
    """Seats from winner down, with the seed's tie-breaks."""
    return _ranking(state)
