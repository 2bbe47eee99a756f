"""A turn (seed 001, "Il gioco" 2): take a card, pay its slot, carry out its action.

A card's action is a list of options (" / ": choose one) of terms (" + ": all, in printed
order). Each term is carried out one step at a time -- one army placed or moved, one city,
one army destroyed -- so the client can show and undo steps before the card is confirmed.
Every action is optional and may be done partly: ("done",) forfeits the rest of the
current term. A term that cannot be carried out at all is skipped.
"""

from __future__ import annotations

from core.api import Action, IllegalAction
from core.games.eight_minute_empire.data import Board, classic_board, classic_rules
from core.games.eight_minute_empire.scoring import finish_game
from core.games.eight_minute_empire.state import Phase, Player, State, evolve, evolve_player

DONE: Action = ("done",)


def owner_name(state: State, owner: int) -> int | str:
    """The wire name of an army owner: a seat number, or "neutral"."""
    return "neutral" if owner == state.config.players else owner


# --- taking a card -----------------------------------------------------------------------


def take_actions(state: State) -> tuple[Action, ...]:
    """Every slot the player can pay for (slot 0 costs nothing, so never empty)."""
    coins = state.players[state.current].coins
    costs = classic_rules().costs
    return tuple(("take", slot) for slot in range(len(state.row)) if costs[slot] <= coins)


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
    state = evolve(state, players=players, row=row, phase=Phase.ACTION, card=card.id)
    if len(card.options) > 1:
        return evolve(state, options=card.options, terms=(), points=0)
    return _start_terms(state, card.options[0])


def _start_terms(state: State, terms: tuple[tuple[str, int], ...]) -> State:
    return _skip_impossible(evolve(state, options=(), terms=terms, points=terms[0][1]))


def _can_act(state: State, kind: str) -> bool:
    """Whether the current term has any step at all (else it is skipped)."""
    seat = state.current
    player = state.players[seat]
    if kind == "place":
        return player.armies_left > 0
    if kind in ("move", "sea"):
        return any(counts[seat] for counts in state.armies)
    if kind == "city":
        return player.cities_left > 0 and any(counts[seat] for counts in state.armies)
    return any(any(counts) for counts in state.armies)  # destroy: anybody's army


def _skip_impossible(state: State) -> State:
    """Drop finished or impossible terms; when none is left the card is over."""
    terms, points = state.terms, state.points
    while terms and (points == 0 or not _can_act(state, terms[0][0])):
        terms = terms[1:]
        points = terms[0][1] if terms else 0
    if terms:
        if terms is state.terms:
            return state
        return evolve(state, terms=terms, points=points)
    return _end_card(evolve(state, terms=(), points=0, card=-1))


def _end_card(state: State) -> State:
    """The game ends once every seat has its cards; else slide and refill, next seat."""
    rules = classic_rules()
    target = rules.end_cards[state.config.players]
    if all(len(p.cards) >= target for p in state.players):
        return finish_game(state)
    if state.deck and len(state.row) < len(rules.costs):
        return evolve(state, phase=Phase.REFILL)
    return next_turn(state)


def next_turn(state: State) -> State:
    """Clockwise: the next seat up, wrapping around."""
    return evolve(state, phase=Phase.TAKE, current=(state.current + 1) % state.config.players)


# --- carrying out the card ---------------------------------------------------------------


def action_steps(state: State) -> tuple[Action, ...]:
    """The legal steps of the card being carried out, ("done",) always among them."""
    if state.options:
        return (*((("choose", i)) for i in range(len(state.options))), DONE)
    board = classic_board(state.config.board)
    kind = state.terms[0][0]
    seat = state.current
    ids = board.ids
    steps: list[Action] = []
    if kind == "place":
        # Seed: new armies go to the starting region or a region with one of your cities.
        targets = {board.start} | {r for r, c in enumerate(state.cities) if c[seat]}
        steps += [("place", ids[r]) for r in sorted(targets)]
    elif kind in ("move", "sea"):
        adjacency = board.land if kind == "move" else board.land_or_sea
        steps += [
            ("move", ids[r], ids[to])
            for r, counts in enumerate(state.armies)
            if counts[seat]
            for to in adjacency[r]
        ]
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
        return _end_card(evolve(state, options=(), card=-1))
    return _skip_impossible(evolve(state, points=0))


def _expect(state: State, action: Action, kind: str, size: int) -> tuple[Board, list[int]]:
    """Check that `action` fits the current term and name real regions; their indices."""
    if state.options:
        raise IllegalAction("choose which half of the card to play first")
    current = state.terms[0][0]
    allowed = ("move", "sea") if kind == "move" else (kind,)
    if current not in allowed:
        raise IllegalAction(f"the current action is '{current}', not '{kind}'")
    if len(action) != size:
        raise IllegalAction(f"malformed {kind} action {action!r}")
    board = classic_board(state.config.board)
    regions = []
    for rid in action[1:3] if kind != "destroy" else action[1:2]:
        if not isinstance(rid, str) or rid not in board.index:
            raise IllegalAction(f"there is no region {rid!r} on board {board.side}")
        regions.append(board.index[rid])
    return board, regions


Rows = tuple[tuple[int, ...], ...]


def _set(rows: Rows, region: int, who: int, delta: int) -> Rows:
    """`rows` with `delta` added at [region][who] (armies or cities)."""
    counts = rows[region]
    new = counts[:who] + (counts[who] + delta,) + counts[who + 1 :]
    return rows[:region] + (new,) + rows[region + 1 :]


def _spend(state: State, **changes: object) -> State:
    return _skip_impossible(evolve(state, points=state.points - 1, **changes))


def _with_player(state: State, seat: int, **changes: int) -> tuple[Player, ...]:
    player = evolve_player(state.players[seat], **changes)
    return state.players[:seat] + (player,) + state.players[seat + 1 :]


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
    players = _with_player(state, seat, armies_left=player.armies_left - 1)
    return _spend(state, players=players, armies=_set(state.armies, region, seat, 1))


def apply_move(state: State, action: Action) -> State:
    """Move one army to an adjacent region (by land, or by sea on a "sea" card)."""
    board, (src, dst) = _expect(state, action, "move", 3)
    seat, kind = state.current, state.terms[0][0]
    if not state.armies[src][seat]:
        raise IllegalAction(f"seat {seat} has no army in {action[1]}")
    if dst not in (board.land if kind == "move" else board.land_or_sea)[src]:
        how = "by land" if kind == "move" else "by land or sea"
        raise IllegalAction(f"{action[2]} cannot be reached from {action[1]} {how}")
    armies = _set(_set(state.armies, src, seat, -1), dst, seat, 1)
    return _spend(state, armies=armies)


def apply_city(state: State, action: Action) -> State:
    """Build a city where you have at least one army."""
    _, (region,) = _expect(state, action, "city", 2)
    seat = state.current
    player = state.players[seat]
    if player.cities_left == 0:
        raise IllegalAction(f"seat {seat} has no cities left to build")
    if not state.armies[region][seat]:
        raise IllegalAction(f"a city needs one of your armies in {action[1]}")
    players = _with_player(state, seat, cities_left=player.cities_left - 1)
    return _spend(state, players=players, cities=_set(state.cities, region, seat, 1))


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
        players = _with_player(state, who, armies_left=players[who].armies_left + 1)
    return _spend(state, players=players, armies=_set(state.armies, region, who, -1))
