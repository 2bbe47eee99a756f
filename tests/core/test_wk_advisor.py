"""It's a Wonderful Kingdom, the Advisor module (digest 3.3, 4.5, 5; R29, R44): 10 Advisors
of the pool mixed unseen into the development deck in place of the Treasures, built or
recycled like development cards, and every Advisor's ability from its completion on."""

from __future__ import annotations

from collections import Counter

from core import hidden
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom import choice, production, scoring
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.modules.advisor import CARDS_DECK, POOL, pool
from core.games.wonderful_kingdom.state import DEV
from tests.core.wk_helpers import act, at_planning, drive, give, start, step, up_into_l

ADVISOR = {"module": "advisor"}
MOD = MODULES["advisor"]
D = data()
TWO_PLAYER = ["ad03", "ad04", "ad05", "adL4"]


def planned(players: int = 2):  # type: ignore[no-untyped-def]
    """Round 1's Planning of an Advisor game, every seat with empty areas and supplies;
    seat 0 acting, seat 1's planning over (so that seat 0's steps apply at once)."""
    s, d = at_planning({**ADVISOR, "players": players})
    for p in range(s.players):
        s, _ = give(s, p, done=p > 0, soldiers=0, krystallium=0, alchemy=(0, 0, 0, 0))
    return s, d


# -- R29 and digest 5: the deck -------------------------------------------------------------


def test_r29_ten_advisors_replace_the_treasures_drawn_unseen_from_the_pool() -> None:
    s = G.initial_state({"players": 2, **ADVISOR})
    s = G.apply_action(G.apply_action(s, ("first", 0)), ("duchies", "gd-valados", "gd-teressie"))
    cards = tuple(hidden.sort_values(D.development + D.legends))
    assert G.reveal_requests(s)[:2] == (
        hidden.Shuffle(CARDS_DECK, cards),
        hidden.Shuffle(POOL, pool(2)),
    )
    s, d = start({"players": 2, **ADVISOR})
    dev = hidden.deck(s.secrets, DEV)
    assert dev is not None and dev.size == s.deck_size == len(cards) + 10
    assert Counter(dev.values) == Counter(cards) + Counter(pool(2))  # possible, not known
    held = Counter(d.truth[(DEV, i)] for i in range(dev.size))
    assert sum(n for c, n in held.items() if D.cards[c].kind == "advisor") == 10
    assert not any(D.cards[c].kind == "treasure" for c in held)
    boxed = [d.truth[(POOL, i)] for i in range(10, 18)]
    assert Counter(held) - Counter(cards) == Counter(pool(2)) - Counter(boxed)
    # Nobody was told a card of the pool, nor where one went: only the dealt hands.
    assert not any(h[0] == POOL for seat in range(2) for h in d.knowledge(seat))
    for seat in range(2):
        told = {h for h in d.knowledge(seat) if h[0] == DEV}
        assert told == {h for h in hidden.entitled(s.secrets, seat) if h[0] == DEV}
    assert G.observation(s, None)["module"] == {"key": "advisor", "in_deck": 10, "pool": 18}


def test_r29_solo_leaves_the_two_player_advisors_out_of_the_pool() -> None:
    assert len(pool(2)) == 18 and len(pool(1)) == 14
    assert set(pool(2)) - set(pool(1)) == set(TWO_PLAYER)
    s, _ = start({"players": 1, **ADVISOR})
    dev = hidden.deck(s.secrets, DEV)
    assert dev is not None and not set(TWO_PLAYER) & set(dev.values)
    assert MOD.medals({"players": 1}) is None  # R47: the score alone


def test_the_mix_is_logged_without_a_value() -> None:
    s = G.initial_state({"players": 2, **ADVISOR})
    said = G.describe_action(s, ("mixed", DEV))
    assert said.id == "mixed" and said.params == {"deck": DEV}


# -- 3.3: an Advisor is a card ------------------------------------------------------------


def test_an_advisor_is_built_or_recycled_and_completed_scores_and_breaks_ties() -> None:
    s, _ = planned()
    s, h = give(s, 0, selection=["ad06", "ad09"], done=False)
    legal = G.legal_actions(s, 0)
    assert ("build", 0, *h["selection"][0]) in legal and ("recycle", 0, *h["selection"][0]) in legal
    s = step(s, ("recycle", 0, *h["selection"][1]))
    assert s.seats[0].alchemy == (0, 0, 1, 0)  # Court Historian: one Gold cube
    # Completed, it scores (Chancellor: 1 per company) and counts as a constructed card
    # (digest 2.5's tie-break: development cards and Advisors).
    s, _ = give(s, 0, grand=["ad06", "co01"], soldiers=0)
    s, _ = give(s, 1, grand=["co02"], soldiers=0)  # 1 VP too, one card
    assert scoring.totals(s) == (1, 1)
    assert scoring.ranking(s) == (0, 1) and scoring.end_block(s)["separated_by"] == ["by.cards"]


def test_vp_per_type_counts_advisors_and_the_keeper_counts_itself() -> None:
    s, _ = planned()
    s, _ = give(s, 0, grand=["adL2", "ad06", "co01"])  # 2/advisor x2, 1/company x1
    assert scoring.card_points(s, 0) == 2 * 2 + 1 * 1 + D.cards["co01"].vp
    s, _ = give(s, 0, grand=["ad12", "st01", "ad09", "mo01"])  # 1/structure, 1/monument
    assert scoring.card_points(s, 0) == 1 + 1 + D.cards["st01"].vp + D.cards["mo01"].vp


def test_producing_advisors_produce_and_the_grand_explorer_gives_its_krystallium() -> None:
    s, _ = planned()
    base = [production.amount(s, 0, r) for r in "MPGE"]
    s, _ = give(s, 0, grand=["ad07", "ad10", "ad13"])
    assert [production.amount(s, 0, r) - b for r, b in zip("MPGE", base)] == [2, 0, 1, 2]
    s, h = give(s, 0, construction=[("ad13", ("E", "E", "E", ""))], krystallium=1,
                selection=["mo01"], done=False)  # fmt: skip  (the card keeps it planning)
    s = step(s, ("krystallium", 0, *h["construction"][0], 3))
    assert [c for _, c in s.seats[0].grand] == ["ad13"] and s.seats[0].krystallium == 1


# -- every ability ------------------------------------------------------------------------


def test_ad01_master_builder_a_structure_completed_gives_a_soldier() -> None:
    s, _ = planned()
    building = [("st01", ("M", "M", "")), ("co01", ("P", "P", ""))]
    s, h = give(s, 0, grand=["ad01"], construction=building, krystallium=2, selection=["mo01"],
                done=False)  # fmt: skip
    s = step(s, ("krystallium", 0, *h["construction"][0], 2))
    assert s.seats[0].soldiers == 1 + D.cards["st01"].bonus_s
    s = step(s, ("krystallium", 0, *h["construction"][1], 2))  # a company: nothing
    assert s.seats[0].soldiers == 1 + D.cards["st01"].bonus_s + D.cards["co01"].bonus_s


def test_ad02_royal_alchemist_four_cubes_make_a_krystallium() -> None:
    s, _ = planned()
    s, h = give(s, 0, selection=["co01", "co02"], alchemy=(1, 1, 1, 0), done=False)
    without = step(s, ("recycle", 0, *h["selection"][0]))
    assert without.seats[0].krystallium == 0 and sum(without.seats[0].alchemy) == 4
    s, h = give(s, 0, selection=["co01", "co02"], grand=["ad02"], alchemy=(1, 1, 1, 0),
                done=False)  # fmt: skip
    s = step(s, ("recycle", 0, *h["selection"][0]))
    assert s.seats[0].krystallium == 1 and s.seats[0].alchemy == (0, 0, 0, 0)


def test_r44_ad03_marshal_wins_ties_above_zero_only() -> None:
    s, _ = planned()
    s, _ = give(s, 1, grand=["ad03"], done=True)
    s, _ = give(s, 0, done=True)
    amounts = [production.amount(s, p, "P") for p in range(2)]
    assert amounts[0] == amounts[1] > 0  # Valados and Téressie side A: one P each
    s = production.step(s, 1)
    assert s.supremacy == 1 and s.seats[1].soldiers == 1 and s.seats[0].soldiers == 0
    assert MOD.supremacy(s, [0, 0], -1) == -1 and MOD.supremacy(s, [2, 3], 1) == 1


def test_ad04_spymaster_is_a_spy_source_once_per_choice_phase() -> None:
    s, d = start(ADVISOR)
    s, _ = give(s, 1, grand=["ad04"])
    h = s.seats[0].hand
    s = act(s, d, ("offer", *h[0], "L", "down"), ("offer", *h[1], "R", "down"))
    spies = [a for a in G.legal_actions(s, 1) if a[0] == "spy"]
    assert sorted(a[1:] for a in spies) == sorted([h[0], h[1]])
    s = act(s, d, spies[0])
    assert spies[0][1:] in d.knowledge(1) and choice.spy_sources(s, 1) == 0


def test_ad05_trapper_one_more_trap_token_each_round() -> None:
    s, d = start(ADVISOR)
    s, _ = give(s, 0, grand=["ad05"])
    s = drive(s, d, lambda x: x.round == 2, up_into_l)
    assert [x.traps for x in s.seats] == [3, 2]


def test_ad08_quartermaster_a_soldier_when_production_begins() -> None:
    s, _ = planned()
    s, _ = give(s, 0, grand=["ad08"], done=True)
    s, _ = give(s, 1, done=True)
    won = production.supremacy(s, [production.amount(s, p, "M") for p in range(2)]) == 0
    s = production.step(s, 0)
    assert s.seats[0].soldiers == 1 + won
    after = production.step(s, 1)  # the later steps: nothing more
    assert after.seats[0].soldiers == s.seats[0].soldiers + (after.supremacy == 0)


def test_ad11_high_priestess_discards_a_calamity_on_completion() -> None:
    s, _ = planned()
    s, h = give(s, 0, construction=[("ad11", ("P", "P", "E", ""))], krystallium=1,
                calamities=[("ca01", 2), ("ca02", 0)], done=False)  # fmt: skip
    s = step(s, ("krystallium", 0, *h["construction"][0], 3))
    assert [c.card for c in s.seats[0].calamities] == ["ca01"]  # the one with no soldier
    assert s.discards[-1] == "ca02"


def test_ad14_lady_of_the_vaults_scores_each_krystallium_in_supply() -> None:
    s, _ = planned()
    s, _ = give(s, 0, grand=["ad14"], krystallium=3)
    s, _ = give(s, 1, krystallium=5)
    assert dict(scoring.parts(s))["end.advisors"] == [3, 0]


def test_adl1_warden_of_the_marches_a_soldier_more_for_supremacy() -> None:
    s, _ = planned()
    s, _ = give(s, 0, grand=["adL1", "st02"], done=True)  # +2M: Materials won
    s, _ = give(s, 1, done=True)
    s = production.step(s, 0)
    assert s.supremacy == 0 and s.seats[0].soldiers == 2


def test_adl3_field_surgeon_calamities_cost_one_soldier_fewer() -> None:
    s, _ = planned()
    s, h = give(s, 0, grand=["adL3"], calamities=[("ca01", 1)], soldiers=1, done=False)
    s = step(s, ("soldier", 0, *h["calamities"][0], 1))
    assert s.seats[0].calamities == () and D.calamity_dispel == 3  # 2 instead of 3
    assert MOD.dispel_cost(s, 0, 1) == 1  # never below one


def test_adl4_veiler_cards_offered_face_down_cannot_be_spied() -> None:
    s, d = start(ADVISOR)
    s, _ = give(s, 0, grand=["adL4"])
    s, _ = give(s, 1, grand=["ad04"])
    h = s.seats[0].hand
    s = act(s, d, ("offer", *h[0], "L", "down"), ("offer", *h[1], "R", "up"))
    assert [a for a in G.legal_actions(s, 1) if a[0] == "spy"] == []
