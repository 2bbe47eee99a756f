"""Eight-Minute Empire ("Otto minuti per un impero"): the classic edition (2-5 players) and,
with config "edition": "legends", Legends (2-4 players, subpackage legends/, docs/legends.md;
editions.py sends every call to the edition of its config or state).

Rules: shared/seeds/001 (Italian, the authority) and shared/rules/eight-minute-empire.md.
Legends adds these actions: ("start", region), ("token", name, region), ("leader", seat,
leader) and ("picker", seat) at chance nodes; ("outpost", region); ("hire", region, owner)
for the King of Brigands; ("done",) in the take phase to decline the Queen's extra card.
The mephitic swamp adds ("token", "face_down", region) at chance nodes, ("peek", region)
and ("done",) at the end of a turn, and core/hidden.py's resolutions at REVEAL nodes:
("shuffled", "tokens<game>"), ("revealed", deck, k) of a peek, ("shown", deck, k, token)
when a city takes a face-down token.

Action vocabulary (tuples of str and int, their wire form), classic:
- ("draw", card_id)            chance: a card from the unseen remainder into the row
- ("tile", region, good)       chance: a goods tile on the next triangle region (variant)
- ("neutral", region)          2 players: place one neutral army (seat 0 starts, alternate)
- ("bid", seat, amount)        the secret opening bid; current_player() is SIMULTANEOUS
- ("tiebreak", seat)           chance: the die among tied bidders
- ("first", seat)              the bid winner names the first player
- ("take", slot)               take the card in slot 0..5, paying 0,1,1,2,2,3 coins
- ("choose", i)                which half of an "A / B" card (0 = first printed)
- ("place", region)            one new army at the start region or a region with your city
- ("move", from, to)           one army one step (land; sea too on a "sea" card)
- ("city", region)             a city where you have an army
- ("destroy", region, owner)   remove one army; owner is a seat or "neutral"
- ("done",)                    forfeit the rest of the current term (before choosing: the card)
Regions are map ids (strings) of resources/eight_minute_empire/maps/<board>.json.

Observation keys beyond the contract's: config, game_number, current, first, deck_left,
tiles, neutral_left, bid ({waiting, bids (once revealed), winner, tied, mine}), pending (the
card being carried out: card, options, terms, kind, points), totals, provisional; at the
end the END block (core.api.END: the parts are regions, continents or islands, goods or
abilities and elixir; the notes say the goods held or where the ability points came from;
the long game carries the first game's points). describe_action's message ids and params
are listed with their English templates in client/gui/games/eight_minute_empire/messages.py.
"""

from __future__ import annotations

from typing import Any

from core.api import Capabilities
from core.games.eight_minute_empire import evaluator
from core.games.eight_minute_empire.editions import (
    apply_action,
    board,
    cards,
    chance_outcomes,
    current_player,
    describe_action,
    initial_state,
    legal_actions,
    normalize_config,
    observation,
    ranking,
    returns,
    reveal_requests,
    scores,
    uses_secrets,
)
from core.games.eight_minute_empire.info import INFO
from core.games.eight_minute_empire.state import Phase, State

NAME = "eight_minute_empire"
CAPABILITIES = Capabilities(
    evaluator=evaluator,  # the bots' (core/bots/greedy.py, mcts.py); reads observations only
    run_end=evaluator.forfeit,
    fixed_choice=evaluator.fixed_choice,  # the secret bid
    forfeit=("done",),  # ends the card's action early
    reveal_requests=reveal_requests,  # the mephitic swamp (Legends)
    uses_secrets=uses_secrets,
)

# Configs that the conformance suite plays (every player count, both sides, every variant,
# both editions and both Legends layouts; the last one has secrets: the mephitic swamp).
EXAMPLE_CONFIGS: tuple[dict[str, Any], ...] = (
    {"players": 2, "board": "A"},
    {"players": 3, "board": "B", "youngest": [2, 0, 1]},
    {"players": 4, "board": "A", "variants": ["goods_tiles"]},
    {"players": 5, "board": "B", "variants": ["die_tiebreak"], "youngest": [4, 3, 2, 1, 0]},
    {"players": 2, "board": "B", "variants": ["long_game", "goods_tiles"]},
    {"players": 2, "edition": "legends"},
    {
        "players": 3,
        "edition": "legends",
        "board": "ring",
        "variants": ["exploration_tokens", "fortress_tokens"],
        "youngest": [1, 2, 0],
    },
    {
        "players": 4,
        "edition": "legends",
        "board": {"layout": "T", "faces": ["3b", "4a", "1b", "2b"], "turns": [0, 1, 2, 3]},
        "variants": ["leaders", "raging_dragon", "magic_portals", "bandits", "die_tiebreak"],
    },
    {"players": 2, "edition": "legends", "variants": ["long_game", "leaders"]},
    {
        "players": 4,
        "edition": "legends",
        "variants": ["exploration_tokens", "mephitic_swamp", "fortress_tokens", "bandits"],
    },
)

__all__ = [
    "CAPABILITIES",
    "EXAMPLE_CONFIGS",
    "INFO",
    "NAME",
    "Phase",
    "State",
    "apply_action",
    "board",
    "cards",
    "chance_outcomes",
    "current_player",
    "describe_action",
    "initial_state",
    "legal_actions",
    "normalize_config",
    "observation",
    "ranking",
    "returns",
    "reveal_requests",
    "scores",
    "uses_secrets",
]
