"""The game functions of the core contract, dispatching on the phase of the state."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from core.api import CHANCE, SIMULTANEOUS, TERMINAL, Action, Config
from core.games.eight_minute_empire import bidding, setup, turn
from core.games.eight_minute_empire.data import classic_board
from core.games.eight_minute_empire.dispatch import dispatcher
from core.games.eight_minute_empire.scoring import ranking as _ranking
from core.games.eight_minute_empire.state import Phase, State, make_config

_CHANCE_PHASES = (Phase.DEAL, Phase.TILES, Phase.TIEBREAK, Phase.REFILL)


def initial_state(config: Config) -> State:
    """A new table: validated config, coins and starting armies; the row is dealt next."""
    cfg = make_config(config)
    return setup.new_game(cfg, 0, (0,) * cfg.players)


def current_player(state: State) -> int:
    """The seat to act, or CHANCE, SIMULTANEOUS or TERMINAL."""
    phase = state.phase
    if phase is Phase.TAKE or phase is Phase.ACTION:
        return state.current
    if phase in _CHANCE_PHASES:
        return CHANCE
    if phase is Phase.BID:
        return SIMULTANEOUS
    if phase is Phase.END:
        return TERMINAL
    return state.current  # NEUTRAL, FIRST


def legal_actions(state: State, player: int | None = None) -> tuple[Action, ...]:
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
    if phase is Phase.NEUTRAL:
        return setup.neutral_actions(state, classic_board(state.config.board))
    if phase in _CHANCE_PHASES:
        return tuple(a for a, _ in chance_outcomes(state))
    return ()


def chance_outcomes(state: State) -> tuple[tuple[Action, Fraction], ...]:
    """At a chance node, every outcome and its exact probability; () elsewhere."""
    phase = state.phase
    if phase is Phase.DEAL or phase is Phase.REFILL:
        return setup.draw_outcomes(state)
    if phase is Phase.TILES:
        return setup.tile_outcomes(state)
    if phase is Phase.TIEBREAK:
        return bidding.tiebreak_outcomes(state)
    return ()


def _deal(state: State, action: Action) -> State:
    state = setup.apply_draw(state, action)
    return setup.after_deal(state) if len(state.row) == setup.ROW_SIZE else state


def _refill(state: State, action: Action) -> State:
    return turn.next_turn(state, **setup.draw_changes(state, action))


# (phase, action name) -> handler. Anything else is refused with the phase's vocabulary.
_HANDLERS: dict[tuple[Phase, str], Callable[[State, Action], State]] = {
    (Phase.DEAL, "draw"): _deal,
    (Phase.REFILL, "draw"): _refill,
    (Phase.TILES, "tile"): setup.apply_tile,
    (Phase.NEUTRAL, "neutral"): setup.apply_neutral,
    **bidding.HANDLERS,
    (Phase.TAKE, "take"): turn.apply_take,
    (Phase.ACTION, "choose"): turn.apply_choose,
    (Phase.ACTION, "done"): turn.apply_done,
    (Phase.ACTION, "place"): turn.apply_place,
    (Phase.ACTION, "move"): turn.apply_move,
    (Phase.ACTION, "city"): turn.apply_city,
    (Phase.ACTION, "destroy"): turn.apply_destroy,
}


# The handlers' dispatch is the edition's apply_action itself: no extra call per action.
apply_action = dispatcher(_HANDLERS)


def returns(state: State) -> tuple[int, ...]:
    """Victory points per seat: the game's, or the long game's totals; final at TERMINAL."""
    return state.totals


def ranking(state: State) -> tuple[int, ...]:
    """Seats from winner down, with the seed's tie-breaks (coins, armies, regions)."""
    return _ranking(state)
