"""It's a Wonderful Kingdom, the solo Choice procedure (digest 2.6 [T]; R38, R47)."""

from __future__ import annotations

from core import hidden
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom import solo
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.state import Offered, evolve
from tests.core.wk_helpers import act, inject, start

SOLO = {"players": 1}


def test_solo_deals_like_a_round_with_no_trap_and_offers_face_up_only() -> None:
    s, d = start(SOLO)
    assert [len(a) for a in s.offers] == [1, 1] and len(s.seats[0].hand) == 8
    assert s.seats[0].traps == 0
    assert {a[4] for a in G.legal_actions(s, 0)} == {"up"}
    cal = [h for h in s.seats[0].hand if d.truth.get(h) in data().calamities]
    assert cal == [s.seats[0].hand[-1]]


def _areas(s, left, right):  # type: ignore[no-untyped-def]
    """The offer areas replaced by public cards."""
    s, hs = inject(s, [*left, *right])
    offers = (
        tuple(Offered(h, True, -1) for h in hs[: len(left)]),
        tuple(Offered(h, True, -1) for h in hs[len(left) :]),
    )
    return evolve(s, offers=offers, stage="rival")


def test_the_rival_takes_the_area_with_the_most_cost_symbols() -> None:
    s, _ = start(SOLO)
    s = _areas(s, ["st01", "tr01"], ["mo08"])  # 3 symbols and 2 cards against 9
    s = solo.rival(s)
    assert s.rival == ("R", "mo08") and s.discards[-1] == "mo08"
    assert [hidden.public_value(s.secrets, o.handle) for o in s.seats[0].selection] == [
        "st01",
        "tr01",
    ]


def test_rival_ties_go_to_more_cards_then_to_l() -> None:
    s, _ = start(SOLO)
    assert solo.rival(_areas(s, ["st01"], ["st04", "tr01"])).rival[0] == "R"  # 3 each
    assert solo.rival(_areas(s, ["st01"], ["st04"])).rival[0] == "L"


def test_r47_a_calamity_has_no_cost_symbols_and_goes_back_to_the_pile() -> None:
    s, _ = start(SOLO)
    cal = s.seats[0].hand[-1]
    pile = len(s.pile)
    s = evolve(s, offers=((Offered(cal, True, 0),), ()), stage="rival")
    s, hs = inject(s, ["st01"])
    s = evolve(s, offers=(s.offers[0], (Offered(hs[0], True, -1),)))
    s = solo.rival(s)  # 0 symbols against 3: the rival takes R
    assert s.rival == ("R", "st01")
    s2 = solo.rival(evolve(s, offers=((Offered(cal, True, 0),), ()), stage="rival"))
    assert s2.rival[0] == "L" and len(s2.pile) == pile + 1 and s2.pile[0] == cal


def test_after_a_selection_search_or_refill() -> None:
    s, d = start(SOLO)
    h = s.seats[0].hand
    s = act(s, d, ("offer", *h[0], "L", "up"), ("offer", *h[1], "L", "up"))
    assert s.stage == "search" and G.legal_actions(s, 0) == (("refill",), ("search",))
    top = s.top
    searched = act(s, d, ("search",))
    assert searched.stage == "keep" and searched.searched == tuple(
        ("dev", top + i) for i in range(3)
    )
    assert all(hh in d.knowledge(0) for hh in searched.searched)
    keeps = G.legal_actions(searched, 0)
    assert len(keeps) == 6
    kept = act(searched, d, keeps[0])
    assert [o.handle for o in kept.offers[0]] == [keeps[0][1:3]]
    assert [o.handle for o in kept.offers[1]] == [keeps[0][3:5]]
    assert kept.unseen == s.unseen + 1 and kept.stage == "turns"
    refilled = act(s, d, ("refill",))
    assert [o.handle for a in refilled.offers for o in a] == [("dev", top), ("dev", top + 1)]
    assert all(hidden.public_value(refilled.secrets, o.handle) for a in refilled.offers for o in a)


def test_r47_no_refill_after_the_fourth_selection() -> None:
    s, d = start(SOLO)
    for i in range(4):
        h = s.seats[0].hand
        s = act(s, d, ("offer", *h[0], "L", "up"), ("offer", *h[1], "R", "up"))
        if i < 3:
            s = act(s, d, ("refill",))
    assert s.phase == "planning" and s.seats[0].hand == ()
    assert s.offers == ((), ())
