"""Carrying out one legal step, with what tokens and leaders add (seed 000, "Varianti").

Exploration tokens go to the first player who builds a city in their region; the raging
dragon to whoever places the 7th army in its region (anybody's armies count); magic
portals join their two regions like a border; bandits take a coin from you each time one
of your armies enters their region (ending there or passing through: a step at a time,
that is every entry). Leaders: the King of Brigands pays a city's owner to place there
and steals a coin with each enemy army destroyed; the Red Sorceress keeps the enemy armies
she destroys; the White Knight gets a free army with each city. Mephitic swamp: a city in
a region with a face-down token takes it face up, a public reveal (core/hidden.py `Show`);
`take_shown` gives it to the builder once its value is known.
"""

from __future__ import annotations

from core import hidden
from core.api import Action
from core.games.eight_minute_empire.legends.abilities import abilities, effect_map
from core.games.eight_minute_empire.legends.data import legends_rules
from core.games.eight_minute_empire.legends.setup import board_of, token_deck
from core.games.eight_minute_empire.legends.state import LState, evolve, evolve_player
from core.games.eight_minute_empire.state import set_count, with_player


def portal_link(state: LState, src: int, dst: int) -> bool:
    """Whether src and dst are the two magic portal regions."""
    return src != dst and state.tokens[src] == "portal" == state.tokens[dst]


def _place(state: LState, region: int, seat: int, **spent: int) -> LState:
    """One army from supply into region; it may slay the raging dragon."""
    armies = set_count(state.armies, region, seat, 1)
    player = state.players[seat]
    players = with_player(state, seat, armies_left=player.armies_left - 1)
    state = evolve(state, armies=armies, players=players, **spent)
    rules = legends_rules()
    if state.tokens[region] == "raging_dragon" and sum(armies[region]) >= rules.dragon_armies:
        state = _take_token(state, region, seat)
    return state


def _take_token(state: LState, region: int, seat: int) -> LState:
    name = state.tokens[region]
    tokens = state.tokens[:region] + ("",) + state.tokens[region + 1 :]
    return _gain(evolve(state, tokens=tokens), seat, name)


def _gain(state: LState, seat: int, name: str) -> LState:
    """`seat` puts token `name` in front of itself; a coin token pays out at once."""
    player = state.players[seat]
    exploration = legends_rules().exploration
    gain = effect_map(exploration[name].effects).get("coins", 0) if name in exploration else 0
    players = with_player(state, seat, tokens=(*player.tokens, name), coins=player.coins + gain)
    return evolve(state, players=players)


def _turn_up(state: LState, region: int) -> LState:
    """Seed: "prendilo immediatamente e mettilo a faccia in su" -- everyone is shown it."""
    handle = (token_deck(state), state.face_down[region])
    face_down = state.face_down[:region] + (-1,) + state.face_down[region + 1 :]
    secrets = hidden.ask(state.secrets, (hidden.Show(handle),))
    return evolve(state, face_down=face_down, secrets=secrets)


def take_shown(state: LState, value: str) -> LState:
    """The face-down token just shown goes to the seat that built the city."""
    return _gain(state, state.current, value)


def carry_out(state: LState, action: Action, points: int) -> LState:
    """Apply a step already known to be legal, `points` left in the term after it (set
    with the step's first change: one copy of the state less on every step)."""
    board, seat = board_of(state), state.current
    kind = action[0]
    region = board.index[action[1]]
    if kind == "place":
        return _place(state, region, seat, points=points)
    if kind == "hire":
        owner = action[2]
        players = with_player(state, seat, coins=state.players[seat].coins - 1)
        players = (
            players[:owner]
            + (evolve_player(players[owner], coins=players[owner].coins + 1),)
            + players[owner + 1 :]
        )
        return _place(evolve(state, players=players, points=points), region, seat)
    if kind == "move":
        return _move(state, region, board.index[action[2]], points)
    if kind == "city":
        return _city(state, region, seat, points)
    return _destroy(state, region, action[2], points)


def _move(state: LState, src: int, dst: int, points: int) -> LState:
    seat = state.current
    rows = list(state.armies)  # one copy for both changes
    for region, delta in ((src, -1), (dst, 1)):
        counts = rows[region]
        rows[region] = (*counts[:seat], counts[seat] + delta, *counts[seat + 1 :])
    state = evolve(state, armies=tuple(rows), points=points)
    player = state.players[seat]
    if state.tokens[dst] == "bandits" and player.coins:
        lost = min(player.coins, legends_rules().bandit_coins)
        state = evolve(state, players=with_player(state, seat, coins=player.coins - lost))
    return state


def _city(state: LState, region: int, seat: int, points: int) -> LState:
    player = state.players[seat]
    players = with_player(state, seat, cities_left=player.cities_left - 1)
    cities = set_count(state.cities, region, seat, 1)
    state = evolve(state, players=players, cities=cities, points=points)
    if state.tokens[region] in legends_rules().exploration:
        state = _take_token(state, region, seat)
    elif state.face_down[region] >= 0:
        state = _turn_up(state, region)
    player = state.players[seat]
    if abilities(player).city_army and player.armies_left:
        state = _place(state, region, seat)
    return state


def _destroy(state: LState, region: int, owner: int | str, points: int) -> LState:
    seat, n = state.current, state.config.players
    who = n if owner == "neutral" else int(owner)
    state = evolve(state, armies=set_count(state.armies, region, who, -1), points=points)
    if who == n:
        return state  # a neutral army simply leaves the board
    mine = abilities(state.players[seat])
    enemy = who != seat
    if enemy and mine.capture:  # Red Sorceress: it stays on her card
        me = state.players[seat]
        state = evolve(state, players=with_player(state, seat, captured=me.captured + 1))
    else:
        victim = state.players[who]
        state = evolve(state, players=with_player(state, who, armies_left=victim.armies_left + 1))
    victim = state.players[who]
    if enemy and mine.steal and victim.coins:
        players = with_player(state, who, coins=victim.coins - 1)
        me = players[seat]
        players = players[:seat] + (evolve_player(me, coins=me.coins + 1),) + players[seat + 1 :]
        state = evolve(state, players=players)
    return state
