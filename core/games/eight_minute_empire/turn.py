"""A turn (seed 001, "Il gioco" 2): take a card, pay its slot, carry out its action.

A card's action is a list of options (" / ": choose one) of terms (" + ": all, in printed
order). Each term is carried out one step at a time -- one army placed or moved, one city,
one army destroyed -- so the client can show and undo steps before the card is confirmed.
Every action is optional and may be done partly: ("done",) forfeits the rest of the
current term. A term that cannot be carried out at all is skipped.
"""

from __future__ import annotations

from functools import cache
from itertools import chain, compress
from operator import itemgetter
from typing import Any

from core.api import Action, IllegalAction
from core.games.eight_minute_empire.data import Board, classic_board, classic_rules
from core.games.eight_minute_empire.scoring import finish_game
from core.games.eight_minute_empire.state import (
    Phase,
    Player,
    State,
    evolve,
    evolve_player,
    set_count,
    with_player,
)

DONE: Action = ("done",)
Rows = tuple[tuple[int, ...], ...]


def owner_name(state: State, owner: int) -> int | str:
    """The wire name of an army owner: a seat number, or "neutral"."""
    return "neutral" if owner == state.config.players else owner


# --- taking a card -----------------------------------------------------------------------


def take_actions(state: State) -> tuple[Action, ...]:
    """Every slot the player can pay for (slot 0 costs nothing, so never empty)."""
    return _takes(len(state.row), state.players[state.current].coins)


@cache
def _takes(slots: int, coins: int) -> tuple[Action, ...]:
    costs = classic_rules().costs
    return tuple(("take", slot) for slot in range(slots) if costs[slot] <= coins)


def apply_take(state: State, action: Action) -> State:
    """Pay the slot's cost, keep the card face up, and start its action."""
    if len(action) != 2 or type(action[1]) is not int:
        raise IllegalAction(f"taking a card is ('take', slot), got {action!r}")
    slot, seat = action[1], state.current
    if not 0 <= slot < len(state.row):
        raise IllegalAction(f"there is no slot {slot}; the row has slots 0 to {len(state.row) - 1}")
    cost = classic_rules().costs[slot]
    player = state.players[seat]
    if cost > player.coins:
        raise IllegalAction(f"slot {slot} costs {cost} coins, seat {seat} has {player.coins}")
    card = classic_rules().cards[state.row[slot]]
    player = evolve_player(player, coins=player.coins - cost, cards=(*player.cards, card.id))
    players = state.players[:seat] + (player,) + state.players[seat + 1 :]
    # The row slides left now; the refill comes once the action is done.
    row = state.row[:slot] + state.row[slot + 1 :]
    changes = {"players": players, "row": row, "phase": Phase.ACTION, "card": card.id}
    if len(card.options) > 1:
        return evolve(state, **changes, options=card.options, terms=(), points=0)
    terms = card.options[0]
    changes.update(options=(), terms=terms, points=terms[0][1])
    return _settle(state, changes)


def _start_terms(state: State, terms: tuple[tuple[str, int], ...]) -> State:
    return _settle(state, {"options": (), "terms": terms, "points": terms[0][1]})


def _can_act(player: Player, armies: Rows, seat: int, kind: str) -> bool:
    """Whether a term of `kind` has any step at all (else it is skipped)."""
    if kind == "place":
        return player.armies_left > 0
    if kind in ("move", "sea"):
        return any(map(itemgetter(seat), armies))  # map: no Python frame per region
    if kind == "city":
        return player.cities_left > 0 and any(map(itemgetter(seat), armies))
    return any(map(any, armies))  # destroy: anybody's army


def _settle(state: State, changes: dict[str, Any]) -> State:
    """`state` with a step's `changes`, then finished or impossible terms dropped; when none
    is left the card is over. One copy of the state for all of it: the hot path."""
    seat = state.current
    player = changes.get("players", state.players)[seat]
    armies = changes.get("armies", state.armies)
    terms = changes.get("terms", state.terms)
    points = changes.get("points", state.points)
    while terms and (points == 0 or not _can_act(player, armies, seat, terms[0][0])):
        terms = terms[1:]
        points = terms[0][1] if terms else 0
    if terms:
        changes["terms"], changes["points"] = terms, points
        return evolve(state, **changes)
    changes.update(terms=(), points=0, card=-1)
    return _end_card(state, changes)


def _end_card(state: State, changes: dict[str, Any]) -> State:
    """The game ends once every seat has its cards; else slide and refill, next seat."""
    rules = classic_rules()
    target = rules.end_cards[state.config.players]
    players = changes.get("players", state.players)
    if len(players[state.current].cards) >= target and all(len(p.cards) >= target for p in players):
        return finish_game(evolve(state, **changes))
    if state.deck and len(changes.get("row", state.row)) < len(rules.costs):
        changes["phase"] = Phase.REFILL
    else:
        changes.update(_next_turn(state))
    return evolve(state, **changes)


def _next_turn(state: State) -> dict[str, Any]:
    return {"phase": Phase.TAKE, "current": (state.current + 1) % state.config.players}


def next_turn(state: State, **changes: Any) -> State:
    """Clockwise: the next seat up, wrapping around (with the action's other `changes`)."""
    changes.update(_next_turn(state))
    return evolve(state, **changes)


# --- carrying out the card ---------------------------------------------------------------


def action_steps(state: State) -> tuple[Action, ...]:
    """The legal steps of the card being carried out, ("done",) always among them."""
    if state.options:
        return (*((("choose", i)) for i in range(len(state.options))), DONE)
    kind = state.terms[0][0]
    seat = state.current
    if kind == "move" or kind == "sea":  # the commonest: first, and from the cached moves
        moves = _moves(state.config.board, kind)  # the regions' moves where seat has an army
        return (DONE, *chain.from_iterable(compress(moves, map(itemgetter(seat), state.armies))))
    board = classic_board(state.config.board)
    ids = board.ids
    steps: list[Action] = []
    if kind == "place":
        # Seed: new armies go to the starting region or a region with one of your cities.
        targets = {board.start} | {r for r, c in enumerate(state.cities) if c[seat]}
        steps += [("place", ids[r]) for r in sorted(targets)]
    elif kind == "city":
        steps += [("city", ids[r]) for r, counts in enumerate(state.armies) if counts[seat]]
    else:  # destroy: any army of anybody, neutral included (seed: "un'armata qualunque")
        n = state.config.players
        for r, counts in enumerate(state.armies):
            steps += [("destroy", ids[r], o) for o in range(n) if counts[o]]
            if counts[n]:
                steps.append(("destroy", ids[r], "neutral"))
    # Steps come out in region-id order; ("done",) sorts after "city"/"destroy", before the rest.
    return (*steps, DONE) if kind in ("city", "destroy") else (DONE, *steps)


@cache
def _moves(side: str, kind: str) -> tuple[tuple[Action, ...], ...]:
    """Per region, its move steps in a term of `kind` ("move": by land, "sea": land or sea),
    built once: listing the moves is the commonest legal_actions call (issue 19)."""
    board = classic_board(side)
    adjacency = board.land if kind == "move" else board.land_or_sea
    return tuple(
        tuple(("move", board.ids[r], board.ids[to]) for to in adjacency[r])
        for r in range(len(board.ids))
    )


def apply_choose(state: State, action: Action) -> State:
    """Pick one half of an "A / B" card (0 = the first printed)."""
    if not state.options:
        raise IllegalAction("this card has no choice to make")
    if len(action) != 2 or type(action[1]) is not int or not 0 <= action[1] < len(state.options):
        raise IllegalAction(f"choose 0 to {len(state.options) - 1}, got {action!r}")
    return _start_terms(state, state.options[action[1]])


def apply_done(state: State, action: Action) -> State:
    """Forfeit the rest of the current term (or, before choosing, the whole card)."""
    if len(action) != 1:
        raise IllegalAction(f"'done' takes no arguments, got {action!r}")
    if state.options:
        return _end_card(state, {"options": (), "card": -1})
    return _settle(state, {"points": 0})


def _expect(state: State, action: Action, kind: str, size: int) -> tuple[Board, list[int]]:
    """Check that `action` fits the current term and name real regions; their indices."""
    if state.options:
        raise IllegalAction("choose which half of the card to play first")
    current = state.terms[0][0]
    if current != kind and (kind != "move" or current != "sea"):
        raise IllegalAction(f"the current action is '{current}', not '{kind}'")
    if len(action) != size:
        raise IllegalAction(f"malformed {kind} action {action!r}")
    board = classic_board(state.config.board)
    index = board.index
    regions = []
    for rid in action[1:3] if kind == "move" else action[1:2]:
        region = index.get(rid) if isinstance(rid, str) else None
        if region is None:
            raise IllegalAction(f"there is no region {rid!r} on board {board.side}")
        regions.append(region)
    return board, regions


def _spend(state: State, **changes: Any) -> State:
    changes["points"] = state.points - 1
    return _settle(state, changes)


def apply_place(state: State, action: Action) -> State:
    """Place one new army at the start region or a region with your city."""
    board, (region,) = _expect(state, action, "place", 2)
    seat = state.current
    player = state.players[seat]
    if player.armies_left == 0:
        raise IllegalAction(f"seat {seat} has no armies left in supply")
    if region != board.start and not state.cities[region][seat]:
        raise IllegalAction(
            f"armies are placed in the starting region {board.ids[board.start]} or where "
            f"you have a city; seat {seat} has none in {action[1]}"
        )
    players = with_player(state, seat, armies_left=player.armies_left - 1)
    return _spend(state, players=players, armies=set_count(state.armies, region, seat, 1))


def apply_move(state: State, action: Action) -> State:
    """Move one army to an adjacent region (by land, or by sea on a "sea" card)."""
    board, (src, dst) = _expect(state, action, "move", 3)
    seat, kind = state.current, state.terms[0][0]
    if not state.armies[src][seat]:
        raise IllegalAction(f"seat {seat} has no army in {action[1]}")
    if dst not in (board.land if kind == "move" else board.land_or_sea)[src]:
        how = "by land" if kind == "move" else "by land or sea"
        raise IllegalAction(f"{action[2]} cannot be reached from {action[1]} {how}")
    armies = list(state.armies)  # one copy for both changes
    for region, delta in ((src, -1), (dst, 1)):
        counts = armies[region]
        armies[region] = (*counts[:seat], counts[seat] + delta, *counts[seat + 1 :])
    return _spend(state, armies=tuple(armies))


def apply_city(state: State, action: Action) -> State:
    """Build a city where you have at least one army."""
    _, (region,) = _expect(state, action, "city", 2)
    seat = state.current
    player = state.players[seat]
    if player.cities_left == 0:
        raise IllegalAction(f"seat {seat} has no cities left to build")
    if not state.armies[region][seat]:
        raise IllegalAction(f"a city needs one of your armies in {action[1]}")
    players = with_player(state, seat, cities_left=player.cities_left - 1)
    return _spend(state, players=players, cities=set_count(state.cities, region, seat, 1))


def apply_destroy(state: State, action: Action) -> State:
    """Remove any one army from the board; it goes back to its owner's supply."""
    _, (region,) = _expect(state, action, "destroy", 3)
    n, owner = state.config.players, action[2]
    who = n if owner == "neutral" else owner
    if owner != "neutral" and (type(owner) is not int or not 0 <= owner < n):
        raise IllegalAction(f"an army's owner is a seat 0..{n - 1} or 'neutral', got {owner!r}")
    if not state.armies[region][who]:
        raise IllegalAction(f"there is no army of {owner} in {action[1]}")
    players = state.players
    if who < n:
        players = with_player(state, who, armies_left=players[who].armies_left + 1)
    return _spend(state, players=players, armies=set_count(state.armies, region, who, -1))
