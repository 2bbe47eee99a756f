"""A Legends turn (seed 000, "Il gioco" 2 and "Abilità e azioni"): take, pay, act.

As in the classic edition a card's action is carried out one step at a time and
("done",) forfeits the rest of the current term. Legends differs: a move step costs 1
point over land (or between magic portals) and 3 over a sea route, less 1 per Flying (at
least 1); Place and Move terms get the player's +armies / +moves abilities, counted when
the term starts (so a card's own ability applies to its action); Destroy needs one of
your armies (a city is not enough) in the region and never picks an army whose owner
has Immunity. Mephitic swamp: a city turning a face-down token up waits for its public
reveal before the term goes on (`resume`); at the end of the turn the player may peek,
one ("peek", region) at a time, at each face-down token in a region it controls (seed:
"alla fine del turno puoi guardare in segreto"), each a private reveal; ("done",) stops.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from core import hidden
from core.api import Action, IllegalAction
from core.games.eight_minute_empire.legends import tokens
from core.games.eight_minute_empire.legends.abilities import abilities, effect_map
from core.games.eight_minute_empire.legends.data import legends_rules
from core.games.eight_minute_empire.legends.scoring import finish_game
from core.games.eight_minute_empire.legends.setup import board_of, token_deck
from core.games.eight_minute_empire.legends.state import LPlayer, LState, evolve
from core.games.eight_minute_empire.legends.steps import (
    DONE,
    action_steps,
    has_steps,
    is_step,
    move_cost,
    sorted_steps,
)
from core.games.eight_minute_empire.scoring import controllers
from core.games.eight_minute_empire.state import Phase, with_player

__all__ = ["action_steps"]  # legal_actions' (rules.py), kept here beside the turn


# --- taking a card -----------------------------------------------------------------------


def take_actions(state: LState) -> tuple[Action, ...]:
    """Every affordable slot; the Queen's optional extra card may also be declined."""
    return _takes(len(state.row), state.players[state.current].coins, state.extra == 1)


@cache
def _takes(slots: int, coins: int, optional: bool) -> tuple[Action, ...]:
    costs = legends_rules().costs
    takes = tuple(("take", slot) for slot in range(slots) if costs[slot] <= coins)
    return (DONE, *takes) if optional else takes


def apply_take(state: LState, action: Action) -> LState:
    """Pay the slot, keep the card; a coins ability pays out now; start the action."""
    if len(action) != 2 or type(action[1]) is not int:
        raise IllegalAction(f"taking a card is ('take', slot), got {action!r}")
    slot, seat = action[1], state.current
    if not 0 <= slot < len(state.row):
        raise IllegalAction(f"there is no slot {slot}; the row has slots 0 to {len(state.row) - 1}")
    rules = legends_rules()
    cost, card = rules.costs[slot], rules.cards[state.row[slot]]
    player = state.players[seat]
    if cost > player.coins:
        raise IllegalAction(f"slot {slot} costs {cost} coins, seat {seat} has {player.coins}")
    gain = effect_map(card.effects).get("coins", 0)
    players = with_player(
        state, seat, coins=player.coins - cost + gain, cards=(*player.cards, card.id)
    )
    row = state.row[:slot] + state.row[slot + 1 :]
    if state.extra == 1:  # the Queen's extra card comes without its action
        return finish_game(evolve(state, players=players, row=row, extra=2))
    changes = {"players": players, "row": row, "phase": Phase.ACTION, "card": card.id}
    if len(card.options) > 1:
        return evolve(state, **changes, options=card.options, terms=(), points=0)
    terms = card.options[0]
    # The card's own ability counts on its action: the points of the player holding it.
    points = _points(players[seat], terms[0])
    return _skip_impossible(evolve(state, **changes, options=(), terms=terms, points=points))


def _points(player: LPlayer, term: tuple[str, int]) -> int:
    kind, points = term
    mine = abilities(player)
    if kind == "place":
        return points + mine.armies
    if kind == "move":
        return points + mine.moves
    return points


def _start_terms(state: LState, terms: tuple[tuple[str, int], ...]) -> LState:
    points = _points(state.players[state.current], terms[0])
    return _skip_impossible(state, {"options": (), "terms": terms, "points": points})


def _skip_impossible(state: LState, changes: dict[str, Any] | None = None) -> LState:
    """`state` with `changes` (to options, terms, points or card only: what the steps do not
    depend on), finished or impossible terms dropped; when none is left the card is over.
    One copy of the state for all of it (issue 19)."""
    changes = {} if changes is None else changes
    terms = changes.get("terms", state.terms)
    points = changes.get("points", state.points)
    skipped = False
    while terms and (points == 0 or not has_steps(state, terms[0][0], points)):
        terms, skipped = terms[1:], True
        points = _points(state.players[state.current], terms[0]) if terms else 0
    if not terms:
        changes.update(terms=(), points=0, card=-1)
        return _end_card(state, changes)
    if skipped:
        changes.update(terms=terms, points=points)
    return evolve(state, **changes) if changes else state


def _end_card(state: LState, changes: dict[str, Any]) -> LState:
    """Game over once every seat has its cards (the Queen may first take one more). No peek
    after that last turn: nothing could use what a look tells (docs/legends.md)."""
    rules = legends_rules()
    if all(len(p.cards) >= rules.end_cards[state.config.players] for p in state.players):
        if state.extra == 0 and any(abilities(p).extra_card for p in state.players):
            return _refill_or_next(state, **changes, extra=1)
        return finish_game(evolve(state, **changes))
    if peek_regions(state):
        return evolve(state, **changes, phase=Phase.PEEK)
    return _refill_or_next(state, **changes)


def _refill_or_next(state: LState, **changes: Any) -> LState:
    if state.deck and len(state.row) < len(legends_rules().costs):
        return evolve(state, **changes, phase=Phase.REFILL)
    return next_turn(state, **changes)


# --- the mephitic swamp: peeks and the reveals a turn waits for ---------------------------


def peek_regions(state: LState) -> list[int]:
    """Regions with a face-down token that the seat to act controls and was not shown yet
    (who was shown what is public: core/hidden.py's record)."""
    seat = state.current
    if max(state.face_down, default=-1) < 0:  # no face-down token (no swamp): the usual case
        return []
    found = [r for r, k in enumerate(state.face_down) if k >= 0]
    control, deck = controllers(state), token_deck(state)
    return [
        r
        for r in found
        if control[r] == seat
        and seat not in hidden.seats_told(state.secrets, (deck, state.face_down[r]))
    ]


def peek_actions(state: LState) -> tuple[Action, ...]:
    """A peek at any region of `peek_regions`, or ("done",)."""
    ids = board_of(state).ids
    return sorted_steps([DONE, *(("peek", ids[r]) for r in peek_regions(state))])


def apply_peek(state: LState, action: Action) -> LState:
    """Ask for the token's private reveal to the peeker; the peek itself is public."""
    board = board_of(state)
    region = board.index.get(action[1]) if len(action) == 2 else None
    if region is None or region not in peek_regions(state):
        raise IllegalAction(f"no face-down token of yours to peek at there: {action!r}")
    handle = (token_deck(state), state.face_down[region])
    secrets = hidden.ask(state.secrets, (hidden.Reveal(handle, (state.current,)),))
    return evolve(state, secrets=secrets)


def resume(state: LState) -> LState:
    """Go on once the last pending reveal is resolved: the term of a card, or the peeks."""
    if state.secrets.pending:
        return state
    if state.phase is Phase.ACTION:
        return _skip_impossible(state)
    if state.phase is Phase.PEEK and not peek_regions(state):
        return _refill_or_next(state)
    return state


def next_turn(state: LState, **changes: Any) -> LState:
    """Clockwise; during the Queen's extra card, the Queen (with the action's `changes`)."""
    if changes.get("extra", state.extra) == 1:
        queen = next(s for s, p in enumerate(state.players) if abilities(p).extra_card)
        return evolve(state, **changes, phase=Phase.TAKE, current=queen)
    current = (state.current + 1) % state.config.players
    return evolve(state, **changes, phase=Phase.TAKE, current=current)


def apply_choose(state: LState, action: Action) -> LState:
    """Pick one half of an "A / B" card (0 = the first printed)."""
    if not state.options:
        raise IllegalAction("this card has no choice to make")
    if len(action) != 2 or type(action[1]) is not int or not 0 <= action[1] < len(state.options):
        raise IllegalAction(f"choose 0 to {len(state.options) - 1}, got {action!r}")
    return _start_terms(state, state.options[action[1]])


def apply_done(state: LState, action: Action) -> LState:
    """Forfeit the rest of the term (before choosing: the card; the Queen: her extra;
    after the turn: the peeks left)."""
    if len(action) != 1:
        raise IllegalAction(f"'done' takes no arguments, got {action!r}")
    if state.phase is Phase.TAKE:
        if state.extra != 1:
            raise IllegalAction("take a card: only the Queen of Fairies' extra card is optional")
        return finish_game(evolve(state, extra=2))
    if state.phase is Phase.PEEK:
        return _refill_or_next(state)
    if state.options:
        return _end_card(state, {"options": (), "card": -1})
    return _skip_impossible(state, {"points": 0})


def apply_step(state: LState, action: Action) -> LState:
    """Carry out one step of the current term (place, hire, move, city or destroy)."""
    if state.options:
        raise IllegalAction("choose which half of the card to play first")
    kind = state.terms[0][0]
    name = "place" if action[0] == "hire" else action[0]
    if name != kind:
        raise IllegalAction(f"the current action is '{kind}', not '{action[0]}'")
    if not is_step(state, action, kind):
        raise IllegalAction(_why_not(state, action))
    cost = 1
    if action[0] == "move":
        board = board_of(state)
        found = move_cost(state, board.index[action[1]], board.index[action[2]])
        assert found is not None  # the step is among the legal ones
        cost = found
    return resume(tokens.carry_out(state, action, points=state.points - cost))


_SHAPES = {"place": 1, "city": 1, "move": 2, "hire": 1, "destroy": 1}  # leading region ids
_SIZES = {"place": 2, "city": 2, "move": 3, "hire": 3, "destroy": 3}


def _why_not(state: LState, action: Action) -> str:
    """A reason a person can read for a step that is not among the legal ones."""
    board, seat = board_of(state), state.current
    kind = action[0]
    regions = action[1 : 1 + _SHAPES[kind]]
    if len(action) != _SIZES[kind] or not all(
        isinstance(r, str) and r in board.index for r in regions
    ):
        return f"malformed {kind} step {action!r}: regions are ids of this board"
    if kind in ("place", "hire") and not state.players[seat].armies_left:
        return f"seat {seat} has all 18 armies on the board"
    if kind == "place":
        return f"armies go to the start region or a region with your city, not {regions[0]}"
    if kind == "hire":
        return "only the King of Brigands may pay 1 coin to place at another player's city"
    if kind == "move":
        cost = move_cost(state, board.index[regions[0]], board.index[regions[1]])
        if cost is None:
            return f"{regions[1]} is not next to {regions[0]}"
        return f"that move needs an army of yours in {regions[0]} and {cost} movement points"
    if kind == "city":
        return f"a city needs one of your armies in {regions[0]} and a city left"
    return f"destroying needs your army in {regions[0]} and a target without Immunity there"
