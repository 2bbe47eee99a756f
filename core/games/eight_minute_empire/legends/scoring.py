"""End of a Legends game and scoring (seed 000, "Fine della partita").

Regions: 1 VP each you control (most armies, cities counting as armies; a tie: nobody).
Islands: 1 VP each where you control the most regions (a tie: nobody). Abilities: the VP
the cards print (per card of a kind, per Flying card, per 3 coins, for a set), and the
variants' (leaders, spell book, fortresses, the slain dragon; -1 for the mephitic swamp
taken). Elixir: the most elixir takes 2 VP, tied players 1 each. The digest rules that no
elixir never wins; the seed has no such exception, and the seed wins: with nobody holding
elixir all tie, 1 VP each (docs/legends.md, "Seed and digest").
Winner: most VP; the spell book wins any tie; then coins, armies on the board, regions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.games.eight_minute_empire import tiebreak
from core.games.eight_minute_empire.legends.abilities import abilities, effect_map, sources
from core.games.eight_minute_empire.legends.data import legends_rules
from core.games.eight_minute_empire.legends.setup import SWAMP, board_of, new_game
from core.games.eight_minute_empire.legends.state import NOBODY, LState, evolve
from core.games.eight_minute_empire.scoring import controllers
from core.games.eight_minute_empire.state import LONG_GAME_LENGTH, Phase
from core.memo import last_by_identity


@dataclass(frozen=True)
class LScore:
    """One seat's score of one game, and where the ability VP come from."""

    regions: int
    areas: int
    abilities: int
    elixir: int  # VP from the elixir majority
    elixir_held: int
    breakdown: tuple[tuple[str, int], ...]  # (source, VP) of every ability that scored

    @property
    def total(self) -> int:
        """Victory points of this game."""
        return self.regions + self.areas + self.abilities + self.elixir

    def as_dict(self) -> dict[str, Any]:
        """The observation's `score` entry."""
        return {
            "regions": self.regions,
            "areas": self.areas,
            "abilities": self.abilities,
            "elixir": self.elixir,
            "elixir_held": self.elixir_held,
            "total": self.total,
            "breakdown": [[name, vp] for name, vp in self.breakdown],
        }


def island_controllers(state: LState, control: tuple[int, ...]) -> dict[str, int]:
    """Per island: the owner controlling most of its regions, or NOBODY on a tie."""
    board = board_of(state)
    held: dict[str, dict[int, int]] = {a: {} for a in board.areas}
    for region, owner in enumerate(control):
        if owner != NOBODY:
            counts = held[board.area_of[region]]
            counts[owner] = counts.get(owner, 0) + 1
    out = {}
    for area, counts in held.items():
        best = max(counts.values(), default=0)
        leaders = [o for o, k in counts.items() if k == best]
        out[area] = leaders[0] if best and len(leaders) == 1 else NOBODY
    return out


def _card_vp(state: LState, seat: int) -> list[tuple[str, int]]:
    """VP from the abilities of the cards, tokens and leader of one seat."""
    rules, player = legends_rules(), state.players[seat]
    kinds = [rules.cards[c].kind for c in player.cards]
    flying = sum(1 for c in player.cards if effect_map(rules.cards[c].effects).get("flying"))
    out = []
    for name, effects in sources(player):
        e = effect_map(effects)
        vp = 0
        if "vp_per_kind" in e:
            vp += kinds.count(e["vp_per_kind"])
        if "vp_per_flying" in e:
            vp += flying
        if "vp_per_coins" in e:
            vp += player.coins // e["vp_per_coins"]
        if "set_kind" in e and kinds.count(e["set_kind"]) >= e["set_size"]:
            vp += e["set_vp"]
        if "vp_per_captured" in e:
            vp += player.captured // e["vp_per_captured"]
        vp += e.get("vp", 0)
        if vp:
            out.append((name, vp))
    return out


def _board_vp(
    state: LState, seat: int, control: tuple[int, ...], islands: dict[str, int]
) -> list[tuple[str, int]]:
    """VP from the board: the White Knight's big islands, fortresses, the slain dragon, and
    the mephitic swamp taken (a loss)."""
    rules, board, player = legends_rules(), board_of(state), state.players[seat]
    out = []
    big = dict(rules.leaders["white_knight"].effects)["vp_per_big_island"]
    if player.leader == "white_knight":
        vp = sum(1 for a, o in islands.items() if o == seat and board.area_size[a] >= big)
        if vp:
            out.append(("White Knight", vp))
    forts = sum(1 for r, t in enumerate(state.tokens) if t == "fortress" and control[r] == seat)
    if forts:
        out.append(("Fortress", forts * rules.fortress_vp))
    if "raging_dragon" in player.tokens:
        out.append(("Raging dragon", rules.dragon_vp))
    if SWAMP in player.tokens:  # seed: "se hai la palude mefitica davanti a te"
        out.append(("Mephitic swamp", rules.swamp_vp))
    return out


def elixir_vp(held: list[int]) -> list[int]:
    """The majority's VP per seat: 2 to the single leader, 1 to each tied leader."""
    rules = legends_rules()
    best = max(held)
    leaders = held.count(best)
    vp = rules.elixir_vp if leaders == 1 else rules.elixir_tie_vp
    return [vp if h == best else 0 for h in held]


@last_by_identity
def scores(state: LState) -> tuple[LScore, ...]:
    """Every seat's score of the current game, as if it ended now (the search bot's views
    of one state ask it once per seat: the last answer is kept)."""
    control = controllers(state)
    islands = island_controllers(state, control)
    held = [abilities(p).elixir for p in state.players]
    elixir = elixir_vp(held)
    out = []
    for seat in range(state.config.players):
        breakdown = tuple(_card_vp(state, seat) + _board_vp(state, seat, control, islands))
        out.append(
            LScore(
                regions=sum(1 for owner in control if owner == seat),
                areas=sum(1 for owner in islands.values() if owner == seat),
                abilities=sum(vp for _, vp in breakdown),
                elixir=elixir[seat],
                elixir_held=held[seat],
                breakdown=breakdown,
            )
        )
    return tuple(out)


def finish_game(state: LState) -> LState:
    """Score the game just ended; the long game then starts the next, else it is over."""
    totals = tuple(t + s.total for t, s in zip(state.totals, scores(state)))
    config = state.config
    if "long_game" in config.variants and state.game + 1 < LONG_GAME_LENGTH:
        return new_game(config, state.game + 1, totals, state.secrets)
    return evolve(state, phase=Phase.END, totals=totals, current=NOBODY)


TIEBREAKS = ("victory points", "spell book", "coins", "armies on the board", "regions controlled")


def tiebreak_keys(state: LState) -> tuple[tuple[int, ...], ...]:
    """Per seat, in the seed's order: VP, the spell book, coins, armies on board, regions."""
    game_scores = scores(state)
    return tuple(
        (
            state.totals[seat],
            int(abilities(state.players[seat]).wins_ties),
            state.players[seat].coins,
            sum(counts[seat] for counts in state.armies),
            game_scores[seat].regions,
        )
        for seat in range(state.config.players)
    )


def ranking(state: LState) -> tuple[int, ...]:
    """Seats from winner down; seats still tied after every tie-break keep seat order."""
    return tiebreak.ranked(tiebreak_keys(state))


def winners(state: LState) -> tuple[int, ...]:
    """The seats sharing first place after every tie-break (usually one)."""
    return tiebreak.first_place(tiebreak_keys(state))


def separations(state: LState) -> tuple[str | None, ...]:
    """For each place after the first: what separated it from the place before (None: tied)."""
    return tiebreak.separations(TIEBREAKS, tiebreak_keys(state))


def deciding_tiebreak(state: LState) -> str | None:
    """What separated the winner from the runner-up; None when they are still tied."""
    return tiebreak.deciding(TIEBREAKS, tiebreak_keys(state))
