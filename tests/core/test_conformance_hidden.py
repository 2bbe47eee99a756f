"""Hidden information, for every game with secrets: no value reaches a seat (or the public
state) before the rules tell it (tests/core/conformance_hidden.py says why these checks are
enough), and each check fails on a deliberately leaking Blind Pass."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from core import hidden, registry
from core.api import REVEAL, SIMULTANEOUS, Action, Knowledge
from tests.core import conformance_hidden as ch
from tests.core.playout import plain_dealer, playout, variant

CASES = [
    pytest.param(name, config, id=f"{name}-{i}")
    for name in registry.names()
    for i, config in enumerate(registry.get(name).EXAMPLE_CONFIGS)
    if hidden.uses_secrets(registry.get(name), config)
]
BLIND = registry.get("blind_pass")
SEEDS = (1, 2)


def run_checks(game: Any, config: dict[str, Any], seed: int) -> dict[str, int]:
    """Every hidden-information check at every node of one seeded playout; what was seen."""
    players = config["players"]
    dealer = plain_dealer(players, seed)
    tracker = ch.Tracker(players)
    counts = {"reveals": 0, "claims": 0, "decisions": 0}
    for state, action in playout(game, config, seed, dealer):
        tracker.follow(game, state, action, dealer)
        ch.check_observations_hide(game, state, players, dealer)
        player = game.current_player(state)
        if player == REVEAL:
            counts["reveals"] += 1
        elif player >= 0 or player == SIMULTANEOUS:
            seats = range(players) if player == SIMULTANEOUS else (player,)
            for seat in seats:
                counts["claims"] += ch.check_actions_hide(game, state, seat, dealer)
            counts["decisions"] += 1
    return counts


@pytest.mark.parametrize(("name", "config"), CASES)
def test_no_seat_sees_a_value_before_it_is_told(name: str, config: dict[str, Any]) -> None:
    """Requests well-formed, resolutions value-free but for public reveals, the dealer's
    account of who knows what is the game's, observations hide the rest, actions depend on
    secrets only through claims shown at once."""
    game = registry.get(name)
    for seed in SEEDS:
        counts = run_checks(game, config, seed)
        assert counts["reveals"] > 0 and counts["decisions"] > 5


def test_every_game_with_secrets_is_checked() -> None:
    """The tiny card game, the mephitic swamp, Bellum Magia and It's a Wonderful Kingdom
    have configs played here."""
    names = {p.values[0] for p in CASES}
    assert {"blind_pass", "eight_minute_empire", "bellum_magia", "wonderful_kingdom"} <= names


def test_blind_pass_exercises_claims_and_every_request() -> None:
    """The checks see claims that depend on secrets, and every kind of request."""
    config = BLIND.EXAMPLE_CONFIGS[2]
    assert run_checks(BLIND, config, 1)["claims"] > 0
    kinds = set()
    for state, _ in playout(BLIND, config, 1):
        kinds |= {type(r).__name__ for r in hidden.requests(BLIND, state)}
    assert kinds == {"Shuffle", "Reveal", "Show", "Remask"}


def test_blind_pass_pool_mixes_two_decks_before_the_deal() -> None:
    """The pool variant's setup: both decks shuffled, then one Mix of the whole deck and
    two pool cards; the dealt deck's record allows every value of the deck and the pool,
    and the checks above follow it."""
    config = BLIND.EXAMPLE_CONFIGS[3]
    states = [state for state, _ in playout(BLIND, config, 1)]
    mixes = [r for s in states for r in hidden.requests(BLIND, s) if isinstance(r, hidden.Mix)]
    assert mixes and mixes[0].deck == "drawn" and len(mixes[0].handles) == 14
    drawn = hidden.deck(states[-1].secrets, "drawn")
    assert drawn is not None and drawn.size == 14 and set(drawn.values) == set(range(1, 11))
    assert run_checks(BLIND, config, 2)["reveals"] > 0


def test_a_mix_tells_nobody_where_a_known_card_went() -> None:
    """A card revealed to seat 0, then mixed: the record and the dealer tell nobody any new
    handle; a whole deck keeps its composition, a part gives each value once; a second
    deck of the same name, a repeated handle or a handle of no deck is refused."""
    decks = [hidden.Shuffle("a", (1, 1, 2)), hidden.Shuffle("b", (3, 4))]
    record = hidden.ask(hidden.start(2), decks)
    dealer = plain_dealer(2, 1)
    for request in record.pending:
        record, _ = hidden.resolve(record, dealer.perform(request))
    reveal = hidden.Reveal(("b", 0), (0,))
    record, _ = hidden.resolve(hidden.ask(record, [reveal]), dealer.perform(reveal))
    mix = hidden.Mix("c", (("a", 0), ("a", 1), ("a", 2), ("b", 0)))
    record, _ = hidden.resolve(hidden.ask(record, [mix]), dealer.perform(mix))
    assert hidden.deck(record, "c") == hidden.Deck("c", 4, (1, 1, 2, 3, 4))
    assert all(hidden.seats_told(record, ("c", i)) == () for i in range(4))
    assert all(dealer.told(("c", i)) == () for i in range(4))
    held = sorted(dealer.truth[("c", i)] for i in range(4))
    assert held == sorted([1, 1, 2, dealer.truth[("b", 0)]])
    for bad, why in [
        (hidden.Mix("c", (("a", 0),)), "exists already"),
        (hidden.Mix("d", (("a", 0), ("a", 0))), "distinct"),
        (hidden.Mix("d", (("z", 0),)), "no deck in play"),
        (hidden.Mix("d", ()), "distinct"),
    ]:
        assert why in hidden.malformed(record, bad)


# --- the checks fail on leaking variants ------------------------------------------------


def _leaky_observation(s: Any, player: int | None, knowledge: Knowledge | None = None) -> Any:
    """Shows every value it is given, entitled or not (a hot-seat peer's whole knowledge)."""
    obs = BLIND.observation(s, player, knowledge)
    given = knowledge or {}
    obs["hands"] = [[[d, p, given.get((d, p))] for d, p in hand] for hand in s.hands]
    return obs


def test_an_observation_showing_untold_values_fails() -> None:
    leaky = variant(BLIND, observation=_leaky_observation)
    with pytest.raises(AssertionError, match="shows"):
        run_checks(leaky, {"players": 3}, 1)


def _naming_legal(s: Any, player: int | None = None, knowledge: Knowledge | None = None) -> Any:
    """A face-down pass that names the card's value: public, yet nobody was shown it."""
    out: list[Action] = []
    for a in BLIND.legal_actions(s, player, knowledge):
        if a[0] != "pass":
            out.append(a)
        elif knowledge is not None:
            out.append((*a, hidden.visible(s.secrets, BLIND.seat_to_act(s), knowledge)[a[1:]]))
        else:
            out += [(*a, v) for v in sorted(set(BLIND.VALUES))]
    return tuple(sorted(out, key=str))


def _naming_apply(s: Any, a: Action) -> Any:
    return BLIND.apply_action(s, a[:3] if a[0] == "pass" else a)


def test_an_action_naming_a_secret_value_fails() -> None:
    leaky = variant(BLIND, legal_actions=_naming_legal, apply_action=_naming_apply)
    with pytest.raises(AssertionError, match="is no claim shown at once"):
        for seed in SEEDS:
            run_checks(leaky, {"players": 2}, seed)


def test_a_malformed_request_fails() -> None:
    """A shuffle whose composition is not in canonical order (the dealer would not mind)."""

    def unsorted(s: Any) -> Any:
        return tuple(
            hidden.Shuffle(r.deck, r.values[::-1]) if isinstance(r, hidden.Shuffle) else r
            for r in BLIND.reveal_requests(s)
        )

    leaky = variant(BLIND, CAPABILITIES=replace(BLIND.CAPABILITIES, reveal_requests=unsorted))
    with pytest.raises(AssertionError, match="malformed request"):
        run_checks(leaky, {"players": 2}, 1)


def test_the_dealer_refuses_a_reveal_to_no_seat() -> None:
    dealer = plain_dealer(2, 1)
    dealer.perform(hidden.Shuffle("d", (1, 2)))
    with pytest.raises(ValueError, match="malformed request"):
        dealer.perform(hidden.Reveal(("d", 0), (9,)))


def test_a_record_entitling_seats_never_told_fails() -> None:
    """A game whose own record says seats 0 and 1 saw every card: its observations then show
    them cards the dealer never told them."""

    def lax(s: Any, a: Action) -> Any:
        after = BLIND.apply_action(s, a)
        seen = tuple((h, (0, 1)) for h, _ in after.secrets.seen)
        return replace(after, secrets=replace(after.secrets, seen=seen))

    leaky = variant(BLIND, apply_action=lax)
    with pytest.raises(AssertionError, match="not told"):
        run_checks(leaky, {"players": 3}, 1)
