"""It's a Wonderful Kingdom, the Choice phase for two players: the deal, Split & Trap, the
Spy, and what each seat may know (digest 2.4, 5; rulings R1-R6, R9, R28, R41, R48;
checklist 1, 3-12, 24, 45)."""

from __future__ import annotations

import pytest

from core import hidden
from core.api import REVEAL, IllegalAction
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom.choice import acting
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.state import evolve_seat, with_seat
from tests.core.wk_helpers import act, drive, give, reveals, start, up_into_l


def offers_of(s, seat):  # type: ignore[no-untyped-def]
    return [a for a in G.legal_actions(s, seat) if a[0] == "offer"]


def test_check_01_a_round_deals_one_card_to_each_area_and_seven_plus_a_calamity_to_each_hand() -> (
    None
):
    s, d = start()
    assert [len(area) for area in s.offers] == [1, 1] and all(o.up for a in s.offers for o in a)
    assert [len(seat.hand) for seat in s.seats] == [8, 8]
    for p in (0, 1):
        values = [d.truth[h] for h in s.seats[p].hand]
        assert sum(v in data().calamities for v in values) == 1
        assert all(h in d.knowledge(p) and h not in d.knowledge(1 - p) for h in s.seats[p].hand)


def test_r5_draw_order_l_then_r_then_seven_each_first_player_first() -> None:
    s, d = start(first=1)
    values = [d.truth[("dev", i)] for i in range(16)]
    shown = [hidden.public_value(s.secrets, o.handle) for a in s.offers for o in a]
    assert shown == values[:2]
    # the hands were re-masked: their values are the draws, seat 1's first
    first_hand = sorted(d.truth[h] for h in s.seats[1].hand if d.truth[h] not in data().calamities)
    assert first_hand == sorted(values[2:9])


def test_r48_the_calamity_pile_is_taken_in_id_order() -> None:
    s, d = start(first=1)
    cal = [d.truth[h] for p in (1, 0) for h in s.seats[p].hand if d.truth[h] in data().calamities]
    assert cal == ["ca01", "ca02"]
    assert [hidden.public_value(s.secrets, h) for h in s.pile] == [f"ca0{i}" for i in range(3, 9)]


def test_r28_each_seat_a_different_duchy_on_the_same_side() -> None:
    s = G.initial_state({"players": 2, "side": "B"})
    s = G.apply_action(s, ("first", 0))
    outcomes = [a for a, _ in G.chance_outcomes(s)]
    assert len(outcomes) == 6 and all(a[1] != a[2] for a in outcomes)
    s = G.apply_action(s, ("duchies", "gd-senada", "gd-valados"))
    assert [x.duchy for x in s.seats] == ["gd-senada", "gd-valados"] and s.side == "B"


def test_check_03_and_r1_an_offer_is_exactly_two_cards() -> None:
    s, d = start()
    a = offers_of(s, 0)[0]
    s = act(s, d, a)
    assert acting(s) == 0 and not [x for x in G.legal_actions(s, 0) if x[0] == "select"]
    s = act(s, d, offers_of(s, 0)[0])
    assert acting(s) == 1 and offers_of(s, 1) == []  # the third card is refused
    with pytest.raises(IllegalAction):
        G.apply_action(s, ("offer", *s.seats[0].hand[0], "L", "up"))


def test_check_04_an_offer_may_put_both_cards_in_the_same_area() -> None:
    s, d = start()
    h = s.seats[0].hand
    s = act(s, d, ("offer", *h[0], "R", "up"), ("offer", *h[1], "R", "up"))
    assert [len(a) for a in s.offers] == [1, 3]


def test_check_05_a_face_down_offer_without_a_trap_token_is_refused() -> None:
    s, _ = start()
    seat = s.seats[0]
    s = with_seat(s, 0, evolve_seat(seat, traps=0))
    assert all(a[4] == "up" for a in offers_of(s, 0))
    with pytest.raises(IllegalAction):
        G.apply_action(s, ("offer", *seat.hand[0], "L", "down"))


def test_check_06_and_r3_two_trap_tokens_two_face_down_cards_a_round_back_next_round() -> None:
    s, d = start()

    def downs(x, p):  # type: ignore[no-untyped-def]
        legal = G.legal_actions(x, p)
        down = [a for a in legal if a[0] == "offer" and a[4] == "down"]
        return down[0] if down else legal[0]

    s = drive(s, d, lambda x: x.turn >= 8, downs)
    assert [x.traps for x in s.seats] == [0, 0]
    face_down = sum(not o.up for a in s.offers for o in a) + sum(
        not o.up for x in s.seats for o in x.selection
    )
    assert face_down == 4
    s = drive(s, d, lambda x: x.round == 2, up_into_l)
    assert [x.traps for x in s.seats] == [2, 2]  # returned, not carried over


def test_check_07_and_r2_the_selector_may_take_an_empty_area() -> None:
    s, d = start()
    h = s.seats[0].hand
    s = act(s, d, ("offer", *h[0], "R", "up"), ("offer", *h[1], "R", "up"))
    s = act(s, d, ("select", "L"))
    assert len(s.seats[1].selection) == 1
    h1 = s.seats[1].hand
    s = act(s, d, ("offer", *h1[0], "R", "up"), ("offer", *h1[1], "R", "up"))
    s = act(s, d, ("select", "L"))  # L is empty now
    assert len(s.seats[0].selection) == 0 and len(s.offers[1]) == 5


def test_check_08_and_09_offers_and_selections_alternate_four_each() -> None:
    s, d = start(first=1)
    seen: list[tuple[str, int]] = []
    for _ in range(16):
        p = acting(s)
        a = up_into_l(s, p)
        seen.append((a[0], p))
        s = act(s, d, a)
        if a[0] == "offer":
            seen.pop()
            s = act(s, d, up_into_l(s, p))
            seen.append(("offer", p))
    kinds = [k for k, _ in seen]
    assert kinds == ["offer", "select"] * 8
    for i in range(1, 16, 2):  # the selector is the next offerer
        if i + 1 < 16:
            assert seen[i][1] == seen[i + 1][1]
    for p in (0, 1):
        assert seen.count(("offer", p)) == 4 and seen.count(("select", p)) == 4
    assert seen[0] == ("offer", 1) and seen[-1] == ("select", 1)


def _face_down_game(seed: int = 3):  # type: ignore[no-untyped-def]
    """Round 1 with every card offered face down when a trap is left."""
    s, d = start(seed=seed)

    def downs(x, p):  # type: ignore[no-untyped-def]
        legal = G.legal_actions(x, p)
        pick = [a for a in legal if a[0] == "offer" and a[4] == "down" and a[3] == "L"]
        pick += [a for a in legal if a == ("select", "R")]
        return pick[0] if pick else legal[0]

    return s, d, downs


def test_check_10_and_r4_face_down_leftovers_are_discarded_never_shown() -> None:
    s, d, downs = _face_down_game()
    s = reveals(drive(s, d, lambda x: x.turn == 15, downs), d)
    left = [o for a in s.offers for o in a if not o.up]
    assert left
    s = act(s, d, ("select", "R"))
    assert s.phase == "planning" and s.unseen >= len(left)
    for o in left:
        assert hidden.public_value(s.secrets, o.handle) is None
        assert hidden.seats_told(s.secrets, o.handle) == (o.by,)  # its offerer only


def test_check_11_and_r6_the_holder_of_a_face_down_card_cannot_see_it() -> None:
    s, d, _ = _face_down_game()
    h = s.seats[0].hand
    s = act(s, d, ("offer", *h[0], "L", "down"), ("offer", *h[1], "L", "up"))
    s = act(s, d, ("select", "L"))
    held = [o for o in s.seats[1].selection if not o.up]
    assert len(held) == 1
    assert held[0].handle not in d.knowledge(1)
    view = G.observation(s, 1, d.knowledge(1))
    assert [c["card"] for c in view["seats"][1]["selection"] if not c["up"]] == [None]
    assert G.observation(s, 0, d.knowledge(0))["seats"][1]["selection"][0]["card"] is not None


def test_check_12_every_face_down_selection_card_is_shown_before_planning() -> None:
    s, d, downs = _face_down_game()

    def take_l(x, p):  # type: ignore[no-untyped-def]
        a = downs(x, p)
        return ("select", "L") if a[0] == "select" else a

    s = drive(s, d, lambda x: x.phase == "planning", take_l)
    assert G.current_player(s) == REVEAL
    requests = G.reveal_requests(s)
    held = [o.handle for x in s.seats for o in x.selection if not o.up]
    assert held and all(isinstance(r, hidden.Show) for r in requests)
    assert [r.handle for r in requests] == held
    s = reveals(s, d)
    assert all(hidden.public_value(s.secrets, h) is not None for h in held)


def test_face_down_offer_of_the_calamity_looks_like_any_other() -> None:
    """Digest 5, requirement 1: the hand is re-masked after the deal, so the public
    Calamity is one of 8 new handles that only its holder can tell apart."""
    s, d = start()
    for p in (0, 1):
        assert {h[0] for h in s.seats[p].hand} == {f"hand1.{p}"}
        assert all(hidden.public_value(s.secrets, h) is None for h in s.seats[p].hand)
    hand = s.seats[0].hand
    cal = next(h for h in hand if d.truth[h] in data().calamities)
    other = next(h for h in hand if h != cal)
    after = [G.apply_action(s, ("offer", *h, "L", "down")) for h in (cal, other)]
    views = [G.observation(x, 1, d.knowledge(1)) for x in after]
    for v in views:
        assert v["offers"]["L"][-1]["card"] is None
        del v["offers"]["L"][-1]["handle"]  # a position in a re-masked deck: random
    assert views[0]["offers"] == views[1]["offers"]
    assert [r for x in after for r in G.reveal_requests(x)] == []


def test_check_45_and_r9_a_spy_peek_is_private_and_once_per_source() -> None:
    s, d = start()
    s, _ = give(s, 1, grand=["L3"])  # seat 1 holds the Spymaster's Den
    h = s.seats[0].hand
    s = act(s, d, ("offer", *h[0], "L", "down"), ("offer", *h[1], "R", "down"))
    spies = [a for a in G.legal_actions(s, 1) if a[0] == "spy"]
    assert sorted(a[1:] for a in spies) == sorted([h[0], h[1]])
    s2 = G.apply_action(s, spies[0])
    req = G.reveal_requests(s2)
    assert req == (hidden.Reveal(spies[0][1:], (1,)),)
    s2 = reveals(s2, d)
    assert spies[0][1:] in d.knowledge(1)
    assert G.observation(s2, None)["offers"] == G.observation(s, None)["offers"]
    assert [a for a in G.legal_actions(s2, 1) if a[0] == "spy"] == []  # the source is used


def test_r9_the_spy_acts_only_at_the_start_of_its_owners_turn() -> None:
    s, d = start()
    s, _ = give(s, 0, grand=["L3"])
    h = s.seats[0].hand
    s = act(s, d, ("offer", *h[0], "L", "down"))
    assert [a for a in G.legal_actions(s, 0) if a[0] == "spy"] == []  # mid-offer: no
    assert [a for a in G.legal_actions(s, 0) if a[0] == "offer"]


def test_r41_a_spy_may_peek_at_its_own_selection_area() -> None:
    s, d = start()
    s, _ = give(s, 1, grand=["L3"])
    h = s.seats[0].hand
    s = act(s, d, ("offer", *h[0], "L", "down"), ("offer", *h[1], "L", "up"))
    s = act(s, d, ("select", "L"))
    s = act(
        s, d, ("offer", *s.seats[1].hand[0], "R", "up"), ("offer", *s.seats[1].hand[1], "R", "up")
    )
    s = act(s, d, ("select", "R"))
    s = act(
        s, d, ("offer", *s.seats[0].hand[0], "R", "up"), ("offer", *s.seats[0].hand[1], "R", "up")
    )
    assert acting(s) == 1 and s.turn % 2 == 1  # seat 1 selects: start of its turn
    held = next(o.handle for o in s.seats[1].selection if not o.up)
    assert ("spy", *held) in G.legal_actions(s, 1)


def test_check_24_the_first_player_alternates_every_round() -> None:
    s, d = start(first=1)
    firsts = [s.first]
    for r in (2, 3, 4):
        s = drive(s, d, lambda x, r=r: x.round == r, up_into_l)
        firsts.append(s.first)
    assert firsts == [1, 0, 1, 0]


def test_r7_nothing_is_placed_during_choice() -> None:
    s, _ = start({"side": "C"})  # 5 Krystallium in supply
    s, _ = give(s, 0, construction=["st01"], krystallium=5)
    kinds = {a[0] for a in G.legal_actions(s, 0)}
    assert kinds <= {"offer", "spy"}


def test_the_observation_shows_a_seat_the_face_down_cards_it_offered_or_peeked_at() -> None:
    s, d = start()
    s, _ = give(s, 1, grand=["L3"])
    h0 = s.seats[0].hand
    s = act(s, d, ("offer", *h0[0], "L", "down"), ("offer", *h0[1], "R", "down"))
    s = act(s, d, ("spy", *h0[1]))
    mine = G.observation(s, 0, d.knowledge(0))["known"]
    assert [k[:2] for k in mine] == sorted([list(h0[0]), list(h0[1])])
    theirs = G.observation(s, 1, d.knowledge(1))["known"]
    assert theirs == [[*h0[1], d.truth[h0[1]]]]
    assert "known" not in G.observation(s, None) and "hand" not in G.observation(s, None)
    assert [c["card"] for c in G.observation(s, 0, d.knowledge(0))["hand"]] == [
        d.truth[h] for h in s.seats[0].hand
    ]
