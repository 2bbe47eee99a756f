"""It's a Wonderful Kingdom, scoring: VP of every kind, penalties, tie-breaks, the END block
and solo medals (digest 2.5, 2.6; R12, R25, R47; checklist 25, 26)."""

from __future__ import annotations

from typing import Any

import pytest

from core.api import END, TERMINAL
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom import scoring
from core.games.wonderful_kingdom.modules import MODULES, Module
from core.games.wonderful_kingdom.modules.mission import MissionState
from core.games.wonderful_kingdom.state import evolve, evolve_seat, with_seat
from tests.core.playout import final_state, playout
from tests.core.wk_helpers import give, start


def test_check_25_flat_per_type_module_vp_minus_penalties() -> None:
    s, _ = start()
    s, _ = give(s, 0, grand=["mo08", "st09", "st01"], calamities=[("ca01", 1)], soldiers=0)
    s = evolve(s, mod=MissionState("mis-L1", ((1,), ())))
    parts = dict(scoring.parts(s))
    assert parts["end.cards"][0] == 12 + 2 * 2 + 0  # the Citadel counts itself: 2 structures
    assert parts["end.calamities"][0] == -4
    assert parts["end.mission"][0] == 3
    assert scoring.totals(s)[0] == 12 + 4 - 4 + 3


def test_vp_per_soldier_counts_soldiers_in_supply() -> None:
    s, _ = start()
    s, _ = give(s, 0, grand=["L5"], soldiers=6)
    assert dict(scoring.parts(s))["end.cards"][0] == 6


def test_cards_under_construction_and_supplies_score_nothing() -> None:
    s, _ = start()
    s, _ = give(s, 0, construction=["mo08"], krystallium=4, soldiers=3, alchemy=(1, 1, 1, 1))
    assert scoring.totals(s)[0] == 0


def _tied(**seat1: Any):  # type: ignore[no-untyped-def]
    s, _ = start()
    s, _ = give(s, 0, grand=["mo01", "st01"], soldiers=1)  # 3 VP, 2 cards
    s, _ = give(s, 1, **seat1)
    return s


def test_check_26_a_tie_goes_to_more_constructed_cards() -> None:
    s = _tied(grand=["mo01"], soldiers=5)  # 3 VP, 1 card
    assert scoring.totals(s) == (3, 3)
    block = scoring.end_block(s)
    assert block["ranking"] == [0, 1] and block["winners"] == [0]
    assert block["separated_by"] == ["by.cards"]


def test_check_26_then_more_soldiers_then_a_shared_win() -> None:
    s = _tied(grand=["mo01", "st02"], soldiers=2)
    assert scoring.end_block(s)["ranking"] == [1, 0]
    assert scoring.end_block(s)["separated_by"] == ["by.soldiers"]
    s = _tied(grand=["mo01", "st02"], soldiers=1)
    block = scoring.end_block(s)
    assert block["winners"] == [0, 1] and block["separated_by"] == [None]


def test_r12_r25_calamities_count_for_no_tie_break() -> None:
    s = _tied(grand=["mo06"], calamities=[("ca01", 0)], soldiers=1)  # 5 - 4 = 1
    s, _ = give(s, 0, grand=["st03"], soldiers=1)  # 1 VP, 1 card
    s, _ = give(s, 1, grand=["mo06", "mo01"], calamities=[("ca01", 0), ("ca02", 0)], soldiers=1)
    assert scoring.totals(s) == (1, 0)
    s, _ = give(s, 1, grand=["mo06"], calamities=[("ca01", 0)], soldiers=1)
    assert scoring.totals(s) == (1, 1)
    block = scoring.end_block(s)  # one card each: the Calamity is no card
    assert block["winners"] == [0, 1]


def test_the_end_block_adds_up_and_every_seat_sees_it() -> None:
    s = final_state(G, {"players": 2, "module": "mission"}, 4)
    assert G.current_player(s) == TERMINAL
    block = G.observation(s, 0)[END]
    labels = [p["label"] for p in block["parts"]]
    assert labels == ["end.cards", "end.duchy", "end.calamities", "end.mission"]
    for seat in (0, 1):
        assert sum(p["values"][seat] for p in block["parts"]) == block["totals"][seat]
    assert G.observation(s, None)[END] == block == G.observation(s, 1)[END]


def test_r47_solo_mission_shows_the_score_alone() -> None:
    s = final_state(G, {"players": 1, "module": "mission"}, 4)
    assert "notes" not in G.observation(s, 0)[END]


class Medalled(Module):
    """A module with medals, as the Threat sets have (70, 95, 115)."""

    key = "medalled"

    def medals(self, config: dict[str, Any]) -> tuple[int, int, int] | None:
        return (70, 95, 115)


MEDAL_CASES = [(69, "medal.none"), (70, "medal.bronze"), (100, "medal.silver"), (115, "medal.gold")]


@pytest.mark.parametrize(("points", "medal"), MEDAL_CASES)
def test_solo_medals_follow_the_module_thresholds(
    points: int, medal: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(MODULES, "medalled", Medalled())
    s, _ = start({"players": 1})
    s, _ = give(s, 0, grand=["L5"], soldiers=points)  # 1 VP per soldier in supply
    s = evolve(s, module="medalled", mod=None)
    assert scoring.totals(s) == (points,)
    assert scoring.end_block(s)["notes"]["values"] == [{"id": medal, "params": {}}]


def _fresh_totals(s: Any) -> tuple[int, ...]:
    """The totals summed from every part, past the cache."""
    return tuple(sum(values[p] for _, values in scoring.parts(s)) for p in range(s.players))


@pytest.mark.parametrize("config", G.EXAMPLE_CONFIGS, ids=lambda c: f"{c['module']}{c['players']}")
def test_the_cached_totals_are_the_parts_summed_at_every_step(config: dict[str, Any]) -> None:
    """`totals` keeps its last answer under a key of what `parts` reads (scoring._scored): a
    module part reading something the key leaves out would answer a stale total. Every
    state of seeded playouts, scored in play order as the search scores them, must give
    the parts' sum, and no key may stand for two different totals."""
    seen: dict[tuple[Any, ...], tuple[int, ...]] = {}
    for seed in range(3):
        for s, _ in playout(G, config, seed):
            if not s.seats:
                continue
            fresh = _fresh_totals(s)
            assert scoring.totals(s) == fresh
            assert seen.setdefault(scoring._scored(s), fresh) == fresh


def test_the_cached_totals_follow_a_change_only_a_module_part_reads() -> None:
    """The Advisor module's Lady of the Vaults (ad14) scores the supply's Krystallium, which
    no base part reads: a key without it would keep the first total (random play rarely
    builds her, so the playouts above would not tell)."""
    s, _ = start({"module": "advisor"})
    s, _ = give(s, 0, grand=["ad14"], krystallium=1)
    before = scoring.totals(s)[0]
    s = with_seat(s, 0, evolve_seat(s.seats[0], krystallium=4))  # the same Grand Duchy
    assert scoring.totals(s)[0] == before + 3 == _fresh_totals(s)[0]
