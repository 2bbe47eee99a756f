"""It's a Wonderful Kingdom, the Threat module: the Threat deck and the round's Threat, Threats
in Planning, soldiers on them, Combat, penalties, solo (digest 3.4, 4.6, 5; R14-R17, R25,
R26, R42, R43; checklist 2, 34). The sets' own rules: test_wk_threat_sets.py and
test_wk_threat_illusion.py."""

from __future__ import annotations

import pytest

from core import hidden
from core.api import IllegalAction
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom import production, scoring, solo
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.modules.threat_state import TDECK, Menace, with_mod
from core.games.wonderful_kingdom.state import Offered, evolve
from tests.core.playout import final_state
from tests.core.wk_helpers import act, drive, give, step
from tests.core.wk_threat_helpers import (
    config,
    defeated,
    done_first,
    planning,
    threats,
    to_combat,
    tstart,
)

SISTERS = [c.id for c in data().threat_sets["sisters"].cards]


def test_check_02_area_l_starts_with_the_rounds_threat_instead_of_a_development_card() -> None:
    s, d = tstart()
    assert s.offers[0] == (Offered((TDECK, 0), True, -1),)
    assert hidden.public_value(s.secrets, (TDECK, 0)) in SISTERS
    assert G.observation(s, None)["offers"]["L"][0]["card"] == d.truth[(TDECK, 0)]
    assert len(s.offers[1]) == 1 and s.offers[1][0].handle[0] == "dev"
    s = drive(s, d, lambda x: x.round == 2 and x.phase == "choice", done_first)
    assert s.offers[0][0].handle == (TDECK, 1)


def test_r42_no_development_card_goes_into_l_the_deck_order_is_r_then_seven_each() -> None:
    s, d = tstart(first=1)
    assert s.top == 1 + 2 * 7
    assert s.offers[1][0].handle == ("dev", 0)
    hand = sorted(d.truth[h] for h in s.seats[1].hand if d.truth[h] not in data().calamities)
    assert hand == sorted(d.truth[("dev", i)] for i in range(1, 8))


def test_r15_the_threat_never_enters_a_hand_and_the_deck_is_shuffled_by_every_peer() -> None:
    s, d = tstart()
    for p in (0, 1):
        assert [d.truth[h] for h in s.seats[p].hand if d.truth[h] in SISTERS] == []
    # the setup asked one Shuffle of the set's four cards, its public composition
    deck = hidden.deck(s.secrets, TDECK)
    assert deck is not None and deck.size == 4 and list(deck.values) == sorted(SISTERS)


def test_the_later_threats_stay_unknown_to_every_seat_until_their_round() -> None:
    s, d = tstart()
    for p in (0, 1, None):
        seen = hidden.visible(s.secrets, p, d.knowledge(p) if p is not None else None)
        assert [r for r in range(4) if (TDECK, r) in seen] == [0]


def _takes_l(s, seat):  # type: ignore[no-untyped-def]
    """Offers face up into R, selects L (the Threat's area)."""
    for a in G.legal_actions(s, seat):
        if (a[0] == "offer" and a[3] == "R" and a[4] == "up") or a == ("select", "L"):
            return a
    return done_first(s, seat)


def test_r17_a_selected_threat_goes_to_the_construction_area_when_planning_begins() -> None:
    s, d = tstart(first=0)
    s = drive(s, d, lambda x: x.phase == "choice" and x.turn == 2, _takes_l)
    assert [o.handle for o in s.seats[1].selection] == [(TDECK, 0)]  # seat 1 took L
    s = drive(s, d, lambda x: x.round == 2, _takes_l)  # nothing to decide in round 1 after
    assert [m.handle for m in s.mod.built[1]] == [(TDECK, 0)]
    assert s.seats[1].selection == ()


def test_r17_a_threat_is_never_built_recycled_or_scrapped() -> None:
    s, _ = planning()
    s, h = threats(s, 0, SISTERS[0])
    s, _ = give(s, 0, construction=["st01"], soldiers=1, done=False)
    kinds = {a[0] for a in G.legal_actions(s, 0) if tuple(a[2:4]) == h[0]}
    assert kinds == {"fight"}
    for kind in ("build", "recycle", "scrap"):
        with pytest.raises(IllegalAction):
            G.apply_action(s, (kind, 0, *h[0]))


def test_r16_soldiers_placed_on_a_threat_stay_across_rounds() -> None:
    s, d = planning()
    s, h = threats(s, 0, "th-sis-night")  # fight 6
    s, _ = give(s, 0, soldiers=2, done=False)
    s = step(s, ("fight", 0, *h[0], 0), ("done", 1))
    s = step(s, ("fight", 0, *h[0], 1))
    assert s.mod.built[0] == (Menace(h[0], "th-sis-night", 2),)
    s = drive(s, d, lambda x: x.round == 2 and x.phase == "planning", done_first)
    assert s.mod.built[0][0].soldiers == 2


def test_soldiers_go_on_a_threat_only_up_to_its_fight_cost() -> None:
    s, _ = planning()
    s, h = threats(s, 0, ("th-sis-storm", 2))  # fight 3
    s, _ = give(s, 0, soldiers=5, done=False)
    assert ("fight", 0, *h[0], 2) in G.legal_actions(s, 0)
    s = step(s, ("fight", 0, *h[0], 2), ("done", 1))
    assert not [a for a in G.legal_actions(s, 0) if a[0] == "fight"]


def test_check_34_threats_are_defeated_only_in_the_combat_phase() -> None:
    s, d = planning()
    s, h = threats(s, 0, ("th-sis-storm", 2))
    s, _ = give(s, 0, construction=["st01"], soldiers=1, done=False)  # keeps it planning
    s = step(s, ("fight", 0, *h[0], 2), ("done", 1))
    assert s.mod.built[0][0].soldiers == 3 and s.mod.defeated[0] == ()  # covered, not beaten
    s = drive(s, d, lambda x: x.phase == "production" and x.step == "E", done_first)
    assert s.mod.defeated[0] == ()
    s = drive(s, d, lambda x: x.round == 2, done_first)
    assert s.mod.defeated[0] == ((h[0], "th-sis-storm"),) and s.mod.built[0] == ()
    assert "defeated" in {e[1] for e in s.mod.events}


def test_r14_combat_happens_at_the_end_of_every_round_round_4_included() -> None:
    s, d = planning()
    s = evolve(s, round=4)
    s, h = threats(s, 1, "th-sis-night")
    s, _ = give(s, 1, soldiers=2, done=False)
    s = to_combat(s, d)
    assert s.round == 4 and G.current_player(s) == 1 and s.resume == "round_end"
    s = act(s, d, ("fight", 1, *h[0], 0), ("done", 1))
    assert s.phase == "over" and s.mod.built[1][0].soldiers == 1


def test_r43_soldiers_in_combat_go_only_on_threats_and_calamities() -> None:
    s, d = planning()
    s, h = threats(s, 0, "th-sis-night")
    s, c = give(s, 0, construction=["st06"], calamities=[("ca01", 0)], soldiers=3, done=False)
    s = to_combat(s, d)
    legal = G.legal_actions(s, 0)
    assert set(legal) == {
        ("fight", 0, *h[0], 0),
        ("soldier", 0, *c["calamities"][0], 0),
        ("done", 0),
    }
    s = act(s, d, ("soldier", 0, *c["calamities"][0], 0))
    assert s.seats[0].calamities[0].soldiers == 1 and s.seats[0].soldiers == 2


def test_combat_order_is_the_first_player_then_the_other_and_skips_who_cannot_act() -> None:
    s, d = planning()
    s = evolve(s, first=1)
    s, _ = threats(s, 0, "th-sis-night")
    s, _ = threats(s, 1, "th-sis-storm")
    s, _ = give(s, 0, soldiers=1, done=False)
    s, _ = give(s, 1, soldiers=1, done=False)
    s = to_combat(s, d)
    assert s.mod.combat == (1, 0) and G.current_player(s) == 1
    s = act(s, d, ("done", 1))
    assert G.current_player(s) == 0
    s, d = planning()
    s, _ = threats(s, 0, ("th-sis-storm", 3))  # covered already: nothing to place
    s, _ = give(s, 0, soldiers=4, done=False)
    s = drive(s, d, lambda x: x.round == 2 or x.phase == "module", done_first)
    assert s.round == 2 and s.mod.defeated[0][0][1] == "th-sis-storm"


def test_a_defeat_returns_the_threats_soldiers_to_the_general_supply() -> None:
    s, d = planning()
    s, h = threats(s, 0, ("th-sis-storm", 2))
    s, _ = give(s, 0, soldiers=1, done=False)
    s = to_combat(s, d)
    s = act(s, d, ("fight", 0, *h[0], 2))
    assert s.round == 2 and s.seats[0].soldiers == 0 and s.mod.defeated[0][0][0] == h[0]


def test_r26_threats_under_construction_cost_their_penalty_at_the_end() -> None:
    s, _ = planning()
    s, _ = threats(s, 0, "th-sis-storm", ("th-sis-night", 5))
    parts = dict(scoring.parts(s))
    assert parts["end.threats"] == [-3 - 6, 0]
    assert scoring.totals(s)[0] == -9 + parts["end.cards"][0] + parts["end.duchy"][0]


def test_r26_a_threat_left_in_an_offer_area_is_discarded_and_costs_nobody() -> None:
    s, d = tstart()
    s = drive(s, d, lambda x: x.phase == "planning" and x.stage == "window", done_first)
    assert s.mod.built == ((), ()) and d.truth[(TDECK, 0)] in s.discards  # nobody took L
    assert dict(scoring.parts(s))["end.threats"] == [0, 0]


def test_r25_defeated_threats_are_no_constructed_cards() -> None:
    s, _ = planning()
    s = defeated(s, 0, "th-swa-m", "th-swa-p")
    assert s.seats[0].grand == () and scoring.ranking(s) == scoring.ranking(
        with_mod(s, defeated=((), ()))
    )
    board = G.observation(s, None)["module"]
    assert board["grand_duchy"][0] == ["th-swa-m", "th-swa-p"]


def test_solo_the_rival_counts_a_threats_fight_cost_as_its_symbols() -> None:
    s, d = tstart(players=1)
    fight = data().threats[d.truth[(TDECK, 0)]].fight
    assert solo.symbols(s, 0) == (fight, 1, 1)
    assert MODULES["threat"].symbols(s, "st01") is None


@pytest.mark.parametrize(
    ("threat", "medals"),
    [("sisters", (70, 95, 115)), ("swallowers", (70, 95, 115)), ("dragons", None)],
)
def test_solo_medals_of_the_sets_that_allow_solo(threat: str, medals: object) -> None:
    assert MODULES["threat"].medals({"players": 1, "threat": threat}) == medals


def test_a_solo_game_ends_with_the_score_and_its_medal() -> None:
    s = final_state(G, config("swallowers", 1), 3)
    end = G.observation(s, 0)["end"]
    assert {p["label"] for p in end["parts"]} >= {"end.threats"}
    assert end["notes"]["label"] == "end.medal"
    assert end["notes"]["values"][0]["id"] in ("medal.none", "medal.bronze")


def test_the_module_board_in_the_observation() -> None:
    s, _ = planning()
    s, h = threats(s, 0, ("th-sis-drought", 1))
    board = G.observation(s, 1)["module"]
    assert board["key"] == "threat" and board["set"] == "sisters" and board["deck"] == 3
    assert board["threats"][0] == [
        {"handle": list(h[0]), "card": "th-sis-drought", "soldiers": 1, "fight": 4, "penalty": -4}
    ]
    assert board["threats"][1] == [] and board["owed"] == [0, 0] and board["combat"] == []
    assert set(board) >= {"defeated", "grand_duchy", "tokens", "aside", "events"}


def test_swallower_production_counts_in_the_production_step() -> None:
    s, _ = planning("swallowers")
    s, _ = threats(s, 0, "th-swa-g")
    assert production.amount(s, 1, "G") == production.amount(s, 0, "G") + 1
