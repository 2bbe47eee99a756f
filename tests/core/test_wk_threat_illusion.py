"""It's a Wonderful Kingdom, the Illusionists: tokens placed while offering, swaps while
selecting, tokens gained in Production, never more than 3 in play (seed "Illusionisti";
digest 3.4, 5 requirement 6; R23, R24, R27; checklist 35, 36)."""

from __future__ import annotations

import pytest

from core.api import IllegalAction
from core.dealer import PlainDealer
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom.choice import acting
from core.games.wonderful_kingdom.modules.threat_illusion import pool
from core.games.wonderful_kingdom.modules.threat_state import TDECK, with_mod
from core.games.wonderful_kingdom.state import Offered, State
from tests.core.playout import playout
from tests.core.wk_helpers import act, step
from tests.core.wk_threat_helpers import config, planning, threats, tstart

ILLUSIONISTS = ("th-ill-mirror", "th-ill-veil", "th-ill-mask", "th-ill-smoke")


def kinds(s: State, seat: int) -> set[str]:
    return {a[0] for a in G.legal_actions(s, seat)}


def hand(s: State, p: int, i: int) -> tuple[str, int]:
    return s.seats[p].hand[i]


def test_each_seat_starts_with_one_token_of_its_colour() -> None:
    s, _ = tstart("illusionists")
    assert s.mod.held == (1, 1) and pool(s.mod) == 1
    assert G.observation(s, None)["module"]["tokens"] == {"held": [1, 1], "on_cards": [], "pool": 1}


def test_r24_a_token_goes_on_any_offer_card_once_per_offer_turn() -> None:
    s, d = tstart("illusionists")
    tokens = {a for a in G.legal_actions(s, 0) if a[0] == "illusionist"}
    assert tokens == {("illusionist", TDECK, 0), ("illusionist", *s.offers[1][0].handle)}
    s = act(s, d, ("offer", *hand(s, 0, 0), "L", "up"))
    s = act(s, d, ("illusionist", TDECK, 0))  # between the two cards of its offer
    assert s.mod.tokens == (((TDECK, 0), 0),) and s.mod.held == (0, 1)
    assert "illusionist" not in kinds(s, 0)
    s = act(s, d, ("offer", *hand(s, 0, 0), "L", "up"))
    s = act(s, d, ("select", "R"))  # seat 1 leaves L, and the token, where they are
    assert acting(s) == 1 and s.turn == 2
    tokens = {a for a in G.legal_actions(s, 1) if a[0] == "illusionist"}
    assert ("illusionist", TDECK, 0) not in tokens and len(tokens) == 2  # one per card
    with pytest.raises(IllegalAction):
        G.apply_action(s, ("illusionist", TDECK, 0))


def test_a_seat_without_a_token_places_none_and_no_token_is_placed_while_selecting() -> None:
    s, d = tstart("illusionists")
    s = with_mod(s, held=(0, 1))
    assert "illusionist" not in kinds(s, 0)
    s = offer_two(s, d, 0)
    assert "illusionist" not in kinds(s, 1)  # seat 1 is selecting


def offer_two(s: State, d: PlainDealer, p: int) -> State:
    """Seat p offers its first two hand cards face up into L."""
    s = act(s, d, ("offer", *hand(s, p, 0), "L", "up"))
    return act(s, d, ("offer", *hand(s, p, 0), "L", "up"))


def _swap_ready(
    down: bool = True,
) -> tuple[State, PlainDealer, tuple[str, int], tuple[str, int]]:
    """Seat 1 holds a card seat 0 offered (face down if `down`) and its token lies on R's
    starting card X; it is seat 1's selection turn. (state, dealer, that card, X)."""
    s, d = tstart("illusionists")
    a = hand(s, 0, 0)
    s = act(s, d, ("offer", *a, "L", "down" if down else "up"))
    s = act(s, d, ("offer", *hand(s, 0, 0), "L", "up"))
    s = act(s, d, ("select", "L"))  # seat 1: the Threat, the card, another
    x = s.offers[1][0].handle
    s = act(s, d, ("illusionist", *x))
    s = offer_two(s, d, 1)
    s = act(s, d, ("select", "L"))  # seat 0 takes seat 1's offer, X stays in R
    s = offer_two(s, d, 0)
    assert acting(s) == 1 and s.turn % 2 == 1
    return s, d, a, x


def test_check_36_a_swap_exchanges_a_selection_card_with_the_tokens_card_and_discards_it() -> None:
    s, d, a, x = _swap_ready(down=False)
    swaps = {t for t in G.legal_actions(s, 1) if t[0] == "swap"}
    assert swaps == {("swap", *o.handle, *x) for o in s.seats[1].selection}
    before = s.seats[1].selection
    s = act(s, d, ("swap", *a, *x))
    assert [o.handle for o in s.seats[1].selection] == [
        x if o.handle == a else o.handle for o in before
    ]
    assert s.offers[1] == (Offered(a, True, 0),)
    assert s.mod.tokens == () and pool(s.mod) == 2 and s.mod.held == (1, 0)
    assert "swap" not in kinds(s, 1)  # once, and the token is gone
    s = act(s, d, ("select", "R"))  # then it selects as usual: here, the card it gave back
    assert a in [o.handle for o in s.seats[1].selection]


def test_r24_a_swap_moves_handles_only_a_face_down_card_keeps_its_face_and_secrecy() -> None:
    s, d, a, x = _swap_ready(down=True)
    line = G.describe_action(s, ("swap", *a, *x))
    assert line.id == "then"  # the swap, then its token discarded (modules/threat_log.py)
    said, token = line.params["said"][0], line.params["effect"][0]
    assert said["id"] == "swap" and said["params"]["given"] == ""  # no hidden card named
    assert said["params"]["taken"] == d.truth[x]
    assert token == {"id": "threat.token", "params": {"seat": 1, "card": d.truth[x]}}
    s = act(s, d, ("swap", *a, *x))
    assert s.offers[1] == (Offered(a, False, 0),)  # back face down, still seat 0's offer
    assert G.observation(s, 1)["offers"]["R"][0]["card"] is None
    assert G.observation(s, None)["offers"]["R"][0]["card"] is None
    assert G.observation(s, 0, d.knowledge(0))["offers"]["R"][0]["card"] == d.truth[a]


def test_r24_only_a_token_of_ones_own_colour_allows_a_swap() -> None:
    s, _, a, x = _swap_ready(down=False)
    s = with_mod(s, tokens=((x, 0),))  # the token on X is seat 0's
    assert "swap" not in kinds(s, 1)
    with pytest.raises(IllegalAction):
        G.apply_action(s, ("swap", *a, *x))


def test_r24_a_token_on_a_card_taken_normally_is_discarded() -> None:
    s, d, _, _ = _swap_ready(down=False)
    s = act(s, d, ("select", "R"))  # X taken the normal way
    assert s.mod.tokens == () and pool(s.mod) == 2


def test_r24_tokens_on_leftovers_go_back_to_the_pool() -> None:
    s, d = tstart("illusionists")
    s = act(s, d, ("illusionist", TDECK, 0))
    for _ in range(200):
        if s.phase != "choice":
            break
        p = acting(s)
        legal = G.legal_actions(s, p)
        s = act(
            s,
            d,
            ("select", "R")
            if ("select", "R") in legal
            else next(a for a in legal if a[0] == "offer" and a[3] == "R" and a[4] == "up"),
        )
    assert s.phase == "planning" and s.mod.tokens == () and pool(s.mod) == 2  # 1 + the one


def test_r23_gains_when_planning_ends_one_per_illusionist_the_other_holds_first_player_first() -> (
    None
):
    s, _ = planning("illusionists")
    s, _ = threats(s, 0, ILLUSIONISTS[0])
    s, _ = threats(s, 1, *ILLUSIONISTS[1:3])
    assert s.first == 0 and s.mod.held == (1, 1)  # one token left in the pool
    s = step(s, ("done", 0), ("done", 1))
    assert s.mod.held == (2, 1) and pool(s.mod) == 0  # seat 0 first: seat 1 gets none
    assert [e[1:4] for e in s.mod.events] == [("tokens", 0, "")]


def test_check_35_and_r27_illusionist_tokens_never_exceed_three_in_play() -> None:
    s, _ = planning("illusionists")
    s = with_mod(s, held=(0, 0))
    s, _ = threats(s, 0, *ILLUSIONISTS[:2])
    s, _ = threats(s, 1, *ILLUSIONISTS[2:])
    s = step(s, ("done", 0), ("done", 1))
    assert s.mod.held == (2, 1)  # 2 for seat 0 first, the pool's last for seat 1
    for seed in (1, 2):  # and in whole random games, at every step
        for state, _ in playout(G, config("illusionists"), seed):
            if state.mod is not None:
                assert sum(state.mod.held) + len(state.mod.tokens) <= 3 and pool(state.mod) >= 0
