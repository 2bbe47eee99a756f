"""The mephitic swamp (seed 000, "Palude mefitica"), one test per rule of the seed.

"Questa variante va giocata coi segnalini esplorazione. [...] mischia assieme i segnalini
esplorazione e quello della palude, a faccia in giù. Poi piazza i segnalini, sempre a faccia
in giù, ciascuno in una regione che non contenga già un altro segnalino. Se sei il primo a
costruire una città nella stessa regione di un segnalino, prendilo immediatamente e mettilo
a faccia in su davanti a te [...]. Se controlli una regione in cui si trova un segnalino,
alla fine del turno puoi guardare in segreto che cosa è [...]. A fine partita, se hai la
palude mefitica davanti a te, perdi 1 punto vittoria."

Values never enter the state: the tests keep them in a plain dealer (core/dealer.py) that
performs the same shuffle, in deck order (identity permutation) unless said otherwise.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest

from core import canonical, hidden
from core.api import CHANCE, REVEAL, TERMINAL, BadConfig, IllegalAction
from core.dealer import PlainDealer
from core.games.eight_minute_empire.legends import setup
from core.games.eight_minute_empire.legends.data import legends_rules
from tests.core.eml_helpers import (
    DONE,
    GAME,
    at_card,
    at_phase,
    ids,
    lconfig,
    legal,
    obs,
    score,
    setup_step,
    state_board,
    with_armies,
    with_player,
)

SWAMP = ["exploration_tokens", "mephitic_swamp"]
TOKENS = ("cottage", "hidden_treasure", "magic_spring", "spell_book", "stable", "swamp")
DECK = "tokens0"


def dealt(state: Any) -> PlainDealer:
    """A dealer holding the token deck in composition order: position k holds TOKENS[k]."""
    dealer = PlainDealer(state.config.players, lambda deck, n: range(n))
    dealer.perform(hidden.Shuffle(DECK, TOKENS))
    return dealer


def resolve_all(state: Any, dealer: PlainDealer) -> Any:
    """Perform every pending reveal through the dealer."""
    while GAME.current_player(state) == REVEAL:
        state = GAME.apply_action(state, dealer.next_action(GAME, state))
    return state


def face_down_at(state: Any, region: str, k: int) -> Any:
    """The state with the face-down token of deck position k on `region` (and no other)."""
    order = ids(state)
    face_down = tuple(k if r == region else -1 for r in order)
    return replace(state, face_down=face_down, tokens=("",) * len(order))


def neighbour(state: Any, region: str) -> str:
    b = state_board(state)
    return sorted(c if a == region else a for a, c in b["land"] if region in (a, c))[0]


def card_over(name: str, k: int, seat_armies: int = 1) -> tuple[Any, str]:
    """Seat 0 carrying out card `name`, its armies next to the start on token k's region."""
    state = at_card(name, variants=SWAMP)
    region = neighbour(state, obs(state)["start"])
    state = face_down_at(state, region, k)
    return with_armies(state, {region: {0: seat_armies}}), region


def test_the_swamp_is_played_with_exploration_tokens() -> None:
    with pytest.raises(BadConfig, match="played with exploration_tokens"):
        GAME.normalize_config(lconfig(3, variants=["mephitic_swamp"]))
    assert GAME.normalize_config(lconfig(3, variants=SWAMP))["variants"] == sorted(SWAMP)
    assert GAME.uses_secrets(lconfig(3, variants=SWAMP))
    assert not GAME.uses_secrets(lconfig(3, variants=["exploration_tokens"]))


def test_setup_shuffles_the_exploration_tokens_and_the_swamp_face_down() -> None:
    state = at_phase(lconfig(3, variants=SWAMP), "tokens")
    assert GAME.current_player(state) == REVEAL
    assert GAME.reveal_requests(state) == (hidden.Shuffle(DECK, TOKENS),)


def test_the_tokens_are_placed_face_down_one_per_region_off_the_start() -> None:
    state = at_phase(lconfig(3, variants=SWAMP), "tokens")
    state = GAME.apply_action(state, ("shuffled", DECK))
    outcomes = GAME.chance_outcomes(state)
    regions = len(state_board(state)["regions"])
    assert {a[1] for a, _ in outcomes} == {"face_down"}
    assert {p for _, p in outcomes} == {Fraction(1, regions - 1)}
    state = at_phase(lconfig(3, variants=SWAMP), "deal")
    view = obs(state)
    assert len(view["face_down"]) == len(TOKENS) and view["start"] not in view["face_down"]
    assert all(t == {"token": None, "seen": []} for t in view["face_down"].values())
    assert view["tokens"] == {} and not any(p.tokens for p in state.players)
    assert hidden.deck(state.secrets, DECK) == hidden.Deck(DECK, 6, TOKENS)  # public


def test_a_player_who_controls_a_token_region_may_peek_at_the_end_of_the_turn() -> None:
    state, region = card_over("Stronghold", 2)  # a city card: its army is there
    dealer = dealt(state)
    state = GAME.apply_action(state, DONE)  # the card's action is over: the turn ends
    assert obs(state)["phase"] == "peek" and legal(state) == {DONE, ("peek", region)}
    state = GAME.apply_action(state, ("peek", region))
    assert GAME.reveal_requests(state) == (hidden.Reveal((DECK, 2), (0,)),)
    state = resolve_all(state, dealer)
    mine = GAME.observation(state, 0, dealer.knowledge(0))
    assert mine["face_down"][region] == {"token": "magic_spring", "seen": [0]}


def test_only_the_peeker_learns_the_token() -> None:
    state, region = card_over("Stronghold", 5)
    dealer = dealt(state)
    peek = GAME.apply_action(GAME.apply_action(state, DONE), ("peek", region))
    message = GAME.describe_action(peek, dealer.next_action(GAME, peek))
    assert "swamp" not in repr(message)
    state = resolve_all(peek, dealer)
    assert dealer.knowledge(0) == {(DECK, 5): "swamp"}
    assert not dealer.knowledge(1) and not dealer.knowledge(2)
    for viewer in (None, 1, 2):
        seen = GAME.observation(state, viewer, dict(dealer.truth))  # even given every value
        assert seen["face_down"][region] == {"token": None, "seen": [0]}
    other = PlainDealer(3, lambda deck, n: range(n)[::-1])  # position 5 holds the cottage
    other.perform(hidden.Shuffle(DECK, TOKENS))
    assert canonical.encode(resolve_all(peek, other)) == canonical.encode(state)


def test_a_peek_is_offered_once_per_token_and_only_with_control() -> None:
    state, region = card_over("Stronghold", 0)
    dealer = dealt(state)
    tied = with_armies(state, {region: {0: 1, 1: 1}})
    assert obs(GAME.apply_action(tied, DONE))["phase"] != "peek"  # a tie: nobody controls
    state = resolve_all(GAME.apply_action(GAME.apply_action(state, DONE), ("peek", region)), dealer)
    assert obs(state)["phase"] != "peek"  # nothing left to look at: the turn moved on
    with pytest.raises(IllegalAction):
        GAME.apply_action(replace(state, phase=type(state.phase)("peek")), ("peek", region))


def test_peeking_is_optional() -> None:
    state, region = card_over("Stronghold", 0)
    state = GAME.apply_action(GAME.apply_action(state, DONE), DONE)
    assert obs(state)["phase"] in ("refill", "take")
    assert obs(state)["face_down"][region]["seen"] == []


def test_the_first_city_takes_the_token_face_up() -> None:
    state, region = card_over("Stronghold", 1)
    dealer = dealt(state)
    coins = obs(state)["players"][0]["coins"]
    state = GAME.apply_action(state, ("city", region))
    assert GAME.current_player(state) == REVEAL
    assert GAME.reveal_requests(state) == (hidden.Show((DECK, 1)),)
    assert dealer.next_action(GAME, state) == ("shown", DECK, 1, "hidden_treasure")
    state = GAME.apply_action(state, ("shown", DECK, 1, "hidden_treasure"))
    view = obs(state)
    assert view["players"][0]["tokens"] == ["hidden_treasure"]  # public now
    assert view["players"][0]["coins"] == coins + 1  # exploration tokens keep their effect
    assert region not in view["face_down"]


def test_the_term_waits_for_the_token_before_going_on() -> None:
    state, region = card_over("Stronghold", 0)
    after = GAME.apply_action(state, ("city", region))
    assert GAME.legal_actions(after) == () and GAME.chance_outcomes(after) == ()
    with pytest.raises(IllegalAction, match="a reveal is pending"):
        GAME.apply_action(after, DONE)


def test_a_shown_value_must_be_a_token_of_the_deck() -> None:
    state, region = card_over("Stronghold", 0)
    state = GAME.apply_action(state, ("city", region))
    with pytest.raises(IllegalAction, match="no value of deck"):
        GAME.apply_action(state, ("shown", DECK, 0, "raging_dragon"))
    with pytest.raises(IllegalAction, match="resolves as"):
        GAME.apply_action(state, ("shown", DECK, 3, "cottage"))  # another handle


def test_the_swamp_costs_one_vp_at_the_end() -> None:
    state, _ = card_over("Stronghold", 0)
    before = score(state, 0)
    state = with_player(state, 0, tokens=("swamp",))
    assert ["Mephitic swamp", -1] in score(state, 0)["breakdown"]
    assert score(state, 0)["total"] == before["total"] - 1


def test_the_long_game_shuffles_a_new_token_deck_for_each_game() -> None:
    """Deck names stay unique over a table: the next game's tokens are "tokens1"."""
    state = at_phase(lconfig(2, variants=[*SWAMP, "long_game"]), "take")
    state = setup.new_game(state.config, 1, (3, 4), state.secrets)
    while GAME.current_player(state) != REVEAL:
        state = GAME.apply_action(state, setup_step(state))
    assert GAME.reveal_requests(state) == (hidden.Shuffle("tokens1", TOKENS),)
    assert hidden.deck(state.secrets, DECK) is not None  # the first game's stays recorded


# --- the game's last turn (issue 28, point 8) --------------------------------------------
# The seed offers the look "alla fine del turno"; after the turn that gives every seat its
# final number of cards nothing can use what a look would tell (the Queen of Fairies' extra
# card has no action, and face-down tokens never score), so our ruling offers no peek then,
# with or without a Queen to take her extra card (docs/legends.md, "The mephitic swamp").


def _last_turn(queen: bool) -> tuple[Any, str]:
    """Seat 0 finishing the game's last regular turn on a token region it controls, with
    (or without) seat 1 holding the Queen of Fairies."""
    state = at_card("Stronghold", variants=[*SWAMP, "leaders"])
    region = neighbour(state, obs(state)["start"])
    state = with_armies(face_down_at(state, region, 2), {region: {0: 1}})
    leaders = ["white_knight", "queen_of_fairies" if queen else "king_of_brigands", "red_sorceress"]
    for seat, leader in enumerate(leaders):
        state = with_player(state, seat, leader=leader)
    final = legends_rules().end_cards[3]
    others = sorted(set(GAME.cards(lconfig(3))) - set(state.players[0].cards))[: final - 1]
    state = with_player(state, 0, cards=(*others, state.players[0].cards[-1]))
    for seat in (1, 2):
        state = with_player(state, seat, cards=tuple(others) + (others[0],))
    assert [len(p["cards"]) for p in obs(state)["players"]] == [final] * 3
    return state, region


def test_no_peek_after_the_games_last_turn() -> None:
    state, _ = _last_turn(queen=False)
    assert GAME.current_player(GAME.apply_action(state, DONE)) == TERMINAL


def test_no_peek_after_the_last_turn_when_the_queen_takes_her_extra_card() -> None:
    state, region = _last_turn(queen=True)
    state = GAME.apply_action(state, DONE)
    while GAME.current_player(state) == CHANCE:  # the row refilled for the extra card
        state = GAME.apply_action(state, GAME.chance_outcomes(state)[0][0])
    view = obs(state)
    assert view["phase"] == "take" and view["extra"] == 1 and GAME.current_player(state) == 1
    assert ("peek", region) not in legal(state)
    assert view["face_down"][region]["seen"] == []
