"""Bellum Magia's hidden information (digest section 7): chest stacks, private draws, thefts,
the end's reveal; handles and order never depend on a value."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import core.games.bellum_magia as bm
from core import canonical, hidden
from core.api import REVEAL, TERMINAL
from core.dealer import PlainDealer
from core.games.bellum_magia.data import KINDS, data
from tests.core.playout import choose, plain_dealer, playout


def test_the_chest_stacks_are_the_digest_s_multisets_shuffled_by_every_peer() -> None:
    s = bm.initial_state({"players": 2})
    for k in ("K1", "K2"):
        s = bm.apply_action(s, ("castle", k))
    shuffles = {r.deck: r.values for r in bm.reveal_requests(s)}
    values = [v for kind in KINDS for v in shuffles[kind]]
    assert len(values) == 50 and sum(values) == 171
    assert Counter(shuffles["gold"]) == Counter(data().chests["gold"])
    assert bm.uses_secrets({"players": 2})


def test_at_the_end_every_reserve_is_shown_and_scores_read_the_shown_values() -> None:
    for seed in (1, 2):
        dealer = plain_dealer(3, seed)
        for s, a in playout(bm, {"players": 3}, seed, dealer):
            last = (s, a)
        end = bm.apply_action(*last)
        assert bm.current_player(end) == TERMINAL
        held = [h for reserve in end.chests for h in reserve]
        shown = dict(end.secrets.shown)
        assert all(h in shown and shown[h] == dealer.truth[h] for h in held)
        stacked = [
            (k, i) for k in KINDS for i in range(end.drawn[KINDS.index(k)], len(data().chests[k]))
        ]
        assert stacked and not [h for h in stacked if h in shown]  # the stacks: audit only
        assert bm.returns(end) == tuple(sum(dealer.truth[h] for h in r) for r in end.chests)


def _permute_except_chests(rng: random.Random, chests: random.Random) -> Any:
    def permute(deck: str, n: int) -> list[int]:
        source = chests if deck in KINDS else rng
        return source.sample(range(n), n)

    return permute


def test_handles_and_the_state_never_depend_on_a_chest_value() -> None:
    """The same decisions with other chest values give the very same states (hashes) until
    the end shows them: nothing public follows from a value."""

    def run(chest_seed: int) -> list[str]:
        dealer = PlainDealer(3, _permute_except_chests(random.Random(7), random.Random(chest_seed)))
        rng, s, hashes = random.Random(5), bm.initial_state({"players": 3}), []
        while bm.current_player(s) != TERMINAL and s.phase != "end":
            hashes.append(canonical.state_hash(s))
            s = bm.apply_action(s, choose(bm, s, 3, rng, dealer))
        return hashes

    first, second = run(1), run(2)
    assert len(first) > 100 and first == second


def test_private_reveals_are_logged_without_a_value() -> None:
    seen = 0
    for s, a in playout(bm, {"players": 3}, 4):
        if bm.current_player(s) == REVEAL and a[0] == hidden.REVEALED:
            message = bm.describe_action(s, a)
            assert message.id in ("chest.explorers", "chest.loot", "chest.stolen")
            assert set(message.params) == {"seat", "kind", "chest"}
            seen += 1
    assert seen > 3


def test_a_seat_sees_the_values_it_was_told_wherever_the_chest_went() -> None:
    """The robbed seat keeps seeing the value of the chest it lost (it stays told)."""
    from tests.core.bm_helpers import Table

    t = Table(3)
    t.start()
    t.bare()
    lost = t.give(1, ["gold"])[0]
    t.set(right=(("G10",), (), ()))
    t.attack_phase(6)
    t.act("rob", 1)
    t.act("steal", *lost)
    assert t.state.chests[0] == (lost,)
    assert t.obs(1)["seats"][0]["chests"] == [["gold", 0, 5]]
    assert t.obs(1)["known"] == [["gold", 0, 5]]
    assert t.obs(2)["seats"][0]["chests"] == [["gold", 0, None]]
