"""Setup of a Legends game (seed 000, "Preparazione"), every random choice a chance node.

Order: the start region (drawn among the valid ones unless the layout names it) and with
it 4 armies per player there; variant tokens, one region each (not the start region: it
holds the start token, and each token goes "in una regione che non contenga già un altro
segnalino"; with the mephitic swamp the exploration tokens and the swamp are first shuffled
face down by everyone, a REVEAL node, and laid as handles: core/hidden.py); the row of 6;
leaders (variant); a random player who then puts one army of every player together in a
region off the central board; 2 players: 10 neutral armies.
"""

from __future__ import annotations

from fractions import Fraction

from core import hidden
from core.api import Action, IllegalAction
from core.games.eight_minute_empire.legends.boards import LBoard, assemble
from core.games.eight_minute_empire.legends.data import legends_rules
from core.games.eight_minute_empire.legends.state import (
    NOBODY,
    LConfig,
    LPlayer,
    LState,
    evolve,
    evolve_player,
)
from core.games.eight_minute_empire.setup import cards_for, draw_changes, uniform
from core.games.eight_minute_empire.state import Phase

SORCERESS = "red_sorceress"
FACE_DOWN = "face_down"  # a token laid face down (mephitic swamp): its value is a handle's
SWAMP = "swamp"


_LAST: list[tuple[object, LBoard]] = []  # the last (layout, board): an identity check is cheap


def board_of(state: LState) -> LBoard:
    """The assembled board of a state's layout (hot: one entry cached by identity)."""
    layout = state.config.layout
    if _LAST and _LAST[0][0] is layout:
        return _LAST[0][1]
    board = assemble(layout)
    _LAST[:] = [(layout, board)]
    return board


def deck_for(config: LConfig) -> tuple[int, ...]:
    """Seed: with 3 players no "4" cards, with 2 players no "3" cards either."""
    return cards_for(legends_rules().cards, config.players)


def token_sequence(config: LConfig) -> tuple[str, ...]:
    """The tokens the variants lay on the board, in the order they are drawn."""
    rules, v = legends_rules(), config.variants
    seq: list[str] = []
    if "mephitic_swamp" in v:  # seed: shuffled with the swamp, placed face down
        seq += [FACE_DOWN] * len(swamp_values())
    elif "exploration_tokens" in v:
        seq += sorted(rules.exploration)
    if "fortress_tokens" in v:
        seq += ["fortress"] * rules.fortresses
    if "raging_dragon" in v:
        seq.append("raging_dragon")
    if "magic_portals" in v:
        seq += ["portal", "portal"]  # seed: both portals or none
    if "bandits" in v:
        seq.append("bandits")
    return tuple(seq)


def swamp_values() -> tuple[str, ...]:
    """The face-down tokens' public composition: the exploration tokens and the swamp."""
    return tuple(sorted([*legends_rules().exploration, SWAMP]))  # hidden.sort_values' order


def token_deck(state: LState) -> str:
    """The name of this game's deck of face-down tokens (one per game of a long game)."""
    return f"tokens{state.game}"


def new_game(
    config: LConfig, game: int, totals: tuple[int, ...], secrets: hidden.Secrets | None = None
) -> LState:
    """A fresh game of a table; the start region comes first (drawn when not configured).
    A long game's later games keep the table's record of secrets (deck names stay unique)."""
    rules = legends_rules()
    board = assemble(config.layout)
    n = config.players
    player = LPlayer(rules.coins[n], (), rules.armies, rules.cities, (), "", 0)
    state = LState(
        config=config,
        phase=Phase.START,
        game=game,
        totals=totals,
        deck=deck_for(config),
        row=(),
        players=(player,) * n,
        armies=((0,) * (n + 1),) * len(board.ids),
        cities=((0,) * n,) * len(board.ids),
        start=NOBODY,
        tokens=("",) * len(board.ids),
        picker=NOBODY,
        bids=(-1,) * n,
        tied=(),
        bid_winner=NOBODY,
        first=NOBODY,
        current=NOBODY,
        card=-1,
        options=(),
        terms=(),
        points=0,
        neutral_left=rules.neutral_armies if n == 2 else 0,
        extra=0,
        face_down=(-1,) * len(board.ids),
        secrets=secrets if secrets is not None else hidden.start(n),
    )
    if config.layout.start:
        return _with_start(state, board.index[config.layout.start])
    return state


def add_armies(state: LState, region: int, seat: int, count: int) -> LState:
    """`count` armies of `seat` from their supply into `region` (setup placements)."""
    counts = state.armies[region]
    row = counts[:seat] + (counts[seat] + count,) + counts[seat + 1 :]
    player = state.players[seat]
    player = evolve_player(player, armies_left=player.armies_left - count)
    return evolve(
        state,
        armies=state.armies[:region] + (row,) + state.armies[region + 1 :],
        players=state.players[:seat] + (player,) + state.players[seat + 1 :],
    )


def _with_start(state: LState, region: int) -> LState:
    state = evolve(state, start=region)
    for seat in range(state.config.players):
        state = add_armies(state, region, seat, legends_rules().start_armies)
    return _after_start(state)


def _after_start(state: LState) -> LState:
    if "mephitic_swamp" in state.config.variants and not _placed(state):
        shuffle = hidden.Shuffle(token_deck(state), swamp_values())
        state = evolve(state, secrets=hidden.ask(state.secrets, (shuffle,)))
    if len(_placed(state)) < len(token_sequence(state.config)):
        return evolve(state, phase=Phase.TOKENS)
    return evolve(state, phase=Phase.DEAL)


def _placed(state: LState) -> list[str]:
    return [FACE_DOWN] * _face_down_count(state) + [t for t in state.tokens if t]


def _face_down_count(state: LState) -> int:
    return sum(1 for k in state.face_down if k >= 0)


def _uniform(actions: list[Action]) -> tuple[tuple[Action, Fraction], ...]:
    p = uniform(len(actions))
    return tuple([(a, p) for a in actions])


# --- chance: the start region ------------------------------------------------------------


def start_outcomes(state: LState) -> tuple[tuple[Action, Fraction], ...]:
    """Ruling (digest): the table may name it; by default a fair draw among valid regions."""
    return _uniform([("start", rid) for rid in board_of(state).start_candidates_ids])


def apply_start(state: LState, action: Action) -> LState:
    """The start token goes on the drawn region; every player puts 4 armies there."""
    board = board_of(state)
    if len(action) != 2 or action[1] not in board.start_candidates_ids:
        valid = ", ".join(board.start_candidates_ids)
        raise IllegalAction(f"the start region is one of {valid}, got {action!r}")
    return _with_start(state, board.index[action[1]])


# --- chance: variant tokens --------------------------------------------------------------


def token_outcomes(state: LState) -> tuple[tuple[Action, Fraction], ...]:
    """The next token goes to any region without a token (the start region has one)."""
    name = token_sequence(state.config)[len(_placed(state))]
    ids = board_of(state).ids
    free = [r for r in range(len(ids)) if _free(state, r)]
    return _uniform([("token", name, ids[r]) for r in free])


def _free(state: LState, region: int) -> bool:
    return not state.tokens[region] and state.face_down[region] < 0 and region != state.start


def apply_token(state: LState, action: Action) -> LState:
    """Lay the next token of the sequence on a free region (face up, or face down)."""
    board = board_of(state)
    name = token_sequence(state.config)[len(_placed(state))]
    if len(action) != 3 or action[1] != name or action[2] not in board.index:
        raise IllegalAction(f"the next token is ('token', {name!r}, region), got {action!r}")
    region = board.index[action[2]]
    if not _free(state, region):
        raise IllegalAction(f"{action[2]} already holds a token")
    if name == FACE_DOWN:  # the next handle of the shuffled deck, in deck order
        k = _face_down_count(state)
        face_down = state.face_down[:region] + (k,) + state.face_down[region + 1 :]
        return _after_start(evolve(state, face_down=face_down))
    tokens = state.tokens[:region] + (name,) + state.tokens[region + 1 :]
    return _after_start(evolve(state, tokens=tokens))


# --- chance: the row, leaders and the picker ---------------------------------------------


def apply_draw(state: LState, action: Action) -> LState:
    """The drawn card goes to the rightmost slot of the row."""
    return evolve(state, **draw_changes(state, action))


def after_deal(state: LState) -> LState:
    """A full opening row: leaders (variant), then the picker."""
    if "leaders" in state.config.variants:
        return evolve(state, phase=Phase.LEADERS)
    return evolve(state, phase=Phase.PICKER)


def leader_outcomes(state: LState) -> tuple[tuple[Action, Fraction], ...]:
    """The next seat without a leader gets one of those left, at random."""
    seat = next(s for s, p in enumerate(state.players) if not p.leader)
    taken = {p.leader for p in state.players}
    return _uniform([("leader", seat, k) for k in legends_rules().leaders if k not in taken])


def apply_leader(state: LState, action: Action) -> LState:
    """Deal a leader face up; the Red Sorceress starts with 5 armies at the start region."""
    legal = {a for a, _ in leader_outcomes(state)}
    if action not in legal:
        raise IllegalAction(f"the next leader card is one of {sorted(legal)}, got {action!r}")
    _, seat, leader = action
    player = evolve_player(state.players[seat], leader=leader)
    state = evolve(state, players=state.players[:seat] + (player,) + state.players[seat + 1 :])
    if leader == SORCERESS:
        state = add_armies(state, state.start, seat, 1)
    if all(p.leader for p in state.players):
        return evolve(state, phase=Phase.PICKER)
    return state


def picker_outcomes(state: LState) -> tuple[tuple[Action, Fraction], ...]:
    """Seed, setup 3: "un giocatore scelto a caso"."""
    return _uniform([("picker", seat) for seat in range(state.config.players)])


def apply_picker(state: LState, action: Action) -> LState:
    """The drawn seat is to place the armies off the central board."""
    if len(action) != 2 or type(action[1]) is not int or not 0 <= action[1] < state.config.players:
        raise IllegalAction(f"the picker is ('picker', seat), got {action!r}")
    return evolve(state, phase=Phase.OUTPOST, picker=action[1], current=action[1])


def outpost_actions(state: LState) -> tuple[Action, ...]:
    """Any region of an island that is not on the central board."""
    board = board_of(state)
    central = set(board.central)
    return tuple(("outpost", rid) for r, rid in enumerate(board.ids) if r not in central)


def apply_outpost(state: LState, action: Action) -> LState:
    """One army of every player, together, in the chosen region; then neutrals or the bid."""
    board = board_of(state)
    if len(action) != 2 or action[1] not in board.index:
        raise IllegalAction(f"an outpost is ('outpost', region), got {action!r}")
    region = board.index[action[1]]
    if region in board.central:
        raise IllegalAction(f"{action[1]} is on the central board; pick an island off it")
    for seat in range(state.config.players):
        state = add_armies(state, region, seat, 1)
    if state.neutral_left:
        return evolve(state, phase=Phase.NEUTRAL, current=0)
    return evolve(state, phase=Phase.BID, current=NOBODY)


def neutral_actions(state: LState) -> tuple[Action, ...]:
    """Seed, setup 4: a neutral army may go to any region."""
    return tuple(("neutral", rid) for rid in board_of(state).ids)


def apply_neutral(state: LState, action: Action) -> LState:
    """One neutral army; players alternate (seat 0 first) until 10 are down."""
    board = board_of(state)
    if len(action) != 2 or action[1] not in board.index:
        raise IllegalAction(f"a neutral army is ('neutral', region), got {action!r}")
    region, n = board.index[action[1]], state.config.players
    counts = state.armies[region]
    row = counts[:n] + (counts[n] + 1,)
    armies = state.armies[:region] + (row,) + state.armies[region + 1 :]
    left = state.neutral_left - 1
    if left == 0:
        return evolve(state, armies=armies, neutral_left=0, phase=Phase.BID, current=NOBODY)
    return evolve(state, armies=armies, neutral_left=left, current=1 - state.current)
