"""core/hidden.py's and core/dealer.py's fast paths (issues 29 and 30, speed) agree with the
plain code they replaced: the composition's order, each resolution of every request of
seeded games with secrets, and the refusals of wrong resolutions."""

from __future__ import annotations

import random
from typing import Any

import pytest

from core import hidden, registry
from core.api import REVEAL, Action, IllegalAction, action_sort_key
from tests.core.playout import plain_dealer, playout

GAMES = [
    ("blind_pass", {"players": 3}),
    ("blind_pass", {"players": 2, "variants": ["pool"]}),
    ("bellum_magia", {"players": 3}),
    ("wonderful_kingdom", {"players": 2, "module": "advisor"}),
    ("wonderful_kingdom", {"players": 1, "module": "mission"}),
]


def plain_sort_values(values: Any) -> tuple[Any, ...]:
    return tuple(sorted(values, key=lambda v: action_sort_key((v,))))


def plain_resolve(secrets: hidden.Secrets, action: Action) -> tuple[hidden.Secrets, Any]:
    """hidden.resolve as it was written first: the expected action built, a record re-sorted."""
    request, rest = secrets.pending[0], secrets.pending[1:]
    value = action[3] if isinstance(request, hidden.Show) and len(action) == 4 else None
    expected = hidden.resolution(request, value) if value is not None else hidden._shape(request)
    if action != expected:
        raise IllegalAction("not the pending request's resolution")
    decks, seen, shown = secrets.decks, secrets.seen, secrets.shown
    if isinstance(request, hidden.Shuffle):
        decks += (hidden.Deck(request.deck, len(request.values), request.values),)
    elif isinstance(request, hidden.Remask):
        values = plain_sort_values(
            {v for h in request.handles for v in hidden.deck(secrets, h[0]).values}  # type: ignore[union-attr]
        )
        decks += (hidden.Deck(request.deck, len(request.handles), values),)
        told = dict(seen)
        told.update(((request.deck, i), (request.seat,)) for i in range(len(request.handles)))
        seen = tuple(sorted(told.items()))
    elif isinstance(request, hidden.Mix):
        taken: dict[str, int] = {}
        for name, _ in request.handles:
            taken[name] = taken.get(name, 0) + 1
        mixed: list[Any] = []
        for name, n in taken.items():
            found = hidden.deck(secrets, name)
            assert found is not None
            mixed += found.values if n == found.size else sorted(set(found.values), key=str)
        decks += (hidden.Deck(request.deck, len(request.handles), plain_sort_values(mixed)),)
    elif isinstance(request, hidden.Reveal):
        told_seats = dict(seen).get(request.handle, ())
        seen = tuple(
            sorted(
                {**dict(seen), request.handle: tuple(sorted({*told_seats, *request.seats}))}.items()
            )
        )
    else:
        origin = hidden.deck(secrets, request.handle[0])
        if origin is None or value not in origin.values:
            raise IllegalAction("no value of the deck")
        if request.claim is not None and request.claim[1] != value:
            raise IllegalAction("not the value claimed")
        shown = tuple(sorted({**dict(shown), request.handle: value}.items()))
    return hidden.Secrets(secrets.players, decks, seen, shown, rest), request


def test_sort_values_is_the_action_order_of_one_item_actions() -> None:
    rng = random.Random(3)
    pool: list[Any] = [*range(-3, 40), True, False, "a", "B", "b", "E01", "E1", "10", "9", ""]
    pools = (pool, pool[:43], pool[43:45], pool[45:], pool[:45])  # mixed, ints, bools, strs
    for _ in range(200):
        kind = rng.choice(pools)
        values = [rng.choice(kind) for _ in range(rng.randrange(0, 30))]
        assert hidden.sort_values(values) == plain_sort_values(values)
        assert hidden.sort_values(iter(values)) == plain_sort_values(values)


@pytest.mark.parametrize(("name", "config"), GAMES)
def test_every_resolution_of_a_game_is_the_plain_one(name: str, config: dict[str, Any]) -> None:
    """Each resolution gives the record the plain code gave; a wrong value, another
    request's resolution and a Show without its value are refused alike."""
    game = registry.get(name)
    kinds: set[str] = set()
    for seed in (1, 2):
        dealer = plain_dealer(config["players"], seed)
        for state, action in playout(game, config, seed, dealer):
            if game.current_player(state) != REVEAL:
                continue
            secrets = state.secrets
            kinds.add(action[0])
            assert hidden.resolve(secrets, action) == plain_resolve(secrets, action)
            wrong = [(*action[:-1], "no such value"), ("revealed", "nowhere", 0), action[:-1]]
            for bad in wrong:
                with pytest.raises(IllegalAction):
                    plain_resolve(secrets, bad)
                with pytest.raises(IllegalAction):
                    hidden.resolve(secrets, bad)
    assert kinds >= {"shuffled", "shown"}


def test_a_remask_records_its_new_deck_in_order_whatever_deck_names_surround_it() -> None:
    """The new deck's handles go in as one block of the sorted record: before, between
    and after other decks' recorded handles."""
    for name in ("a", "m", "zz", "b.1"):
        record = hidden.start(2)
        dealer = plain_dealer(2, 5)
        shuffles = [hidden.Shuffle(d, (1, 2, 3, 4)) for d in ("b", "n", "z")]
        record = hidden.ask(record, shuffles)
        for request in shuffles:
            record, _ = hidden.resolve(record, dealer.perform(request))
        reveals = [hidden.Reveal((d, p), (0,)) for d in ("b", "n", "z") for p in (0, 3)]
        record = hidden.ask(record, reveals)
        for request in reveals:
            record, _ = hidden.resolve(record, dealer.perform(request))
        remask = hidden.Remask(name, 0, (("n", 3), ("b", 0), ("z", 3)))
        record = hidden.ask(record, [remask])
        action = dealer.perform(remask)
        assert hidden.resolve(record, action) == plain_resolve(record, action)
