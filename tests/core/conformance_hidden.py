"""The conformance checks of hidden information (core/hidden.py, docs/hidden-information.md).

Why these checks suffice. A game's state is a function of its actions alone, and a
seat's observation a function of the state and the knowledge it is given. So a value can
reach what seat p sees only (a) through an action, or (b) through knowledge the
observation shows although p was never told it. The checks close both ways, for every
game with secrets, over seeded playouts driven by the plain dealer (core/dealer.py), which
knows every value and who was told it (the account of who may know what):

- `Tracker.follow`: the requests of every REVEAL node are well-formed (`hidden.malformed`
  on our own record, kept from the requests and resolutions alone), each resolution is
  its request's (value-free unless a public reveal), the dealer's account of who was
  told each handle agrees with ours (after a `Mix`, nobody for the new handles), and every
  handle holds a value its deck's record allows;
- `check_observations_hide`: (b) -- every seat's observation given *every* value (the
  dealer's whole truth) is the observation given only what the dealer told that seat; the
  public view ignores knowledge altogether;
- `check_actions_hide`: (a) -- a seat's legal actions depend on its secret values only
  through claims: with its values swapped for others of the same decks, every action that
  changes must be a claim, publicly revealed at once (a Show naming the seat).
tests/core/test_conformance_hidden.py runs them on every game and shows each failing on a
deliberately leaking Blind Pass.
"""

from __future__ import annotations

from typing import Any

from core import hidden
from core.api import REVEAL, Action, Game, Handle
from core.dealer import PlainDealer

KINDS = (hidden.Shuffle, hidden.Reveal, hidden.Show, hidden.Remask, hidden.Mix)


class Tracker:
    """Our own record of a playout's requests and who was told what, beside the game's."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.record = hidden.start(players)

    def follow(self, game: Game, state: Any, action: Action, dealer: PlainDealer) -> None:
        """Check the node at `state` and take in `action` (called before applying it)."""
        pending = hidden.requests(game, state) if game.current_player(state) == REVEAL else ()
        assert pending or game.current_player(state) != REVEAL, "a REVEAL node asks nothing"
        known = self.record.pending
        assert pending[: len(known)] == known, "pending requests changed before resolution"
        for request in pending[len(known) :]:
            assert isinstance(request, KINDS), f"no request: {request!r}"
            problem = hidden.malformed(self.record, request, _new_decks(self.record))
            assert not problem, f"malformed request {request!r}: {problem}"
            self.record = hidden.ask(self.record, (request,))
        if pending:
            first = pending[0]
            value = dealer.truth.get(first.handle) if isinstance(first, hidden.Show) else None
            assert action == hidden.resolution(first, value), f"{action!r} resolves no {first!r}"
            self.record, _ = hidden.resolve(self.record, action)
            self._agree(dealer)
        else:
            assert not known, "requests left pending after the REVEAL node"
            assert not (action and action[0] in hidden.RESOLUTIONS), f"stray {action!r}"

    def _agree(self, dealer: PlainDealer) -> None:
        """Who was told each handle is the dealer's account (a mixed deck's handles: nobody,
        whoever knew the old ones), and each holds a value its deck's record allows."""
        decks = {d.name: frozenset(d.values) for d in self.record.decks}
        for handle, value in dealer.truth.items():
            if hidden.exists(self.record, handle):
                told = set(hidden.seats_told(self.record, handle))
                assert set(dealer.told(handle)) == told, f"{handle}: told {told} by our record"
                assert value in decks[handle[0]], f"{handle} holds a value its deck cannot"


def _new_decks(record: hidden.Secrets) -> set[str]:
    new = (hidden.Shuffle, hidden.Remask, hidden.Mix)
    return {r.deck for r in record.pending if isinstance(r, new)}


def check_observations_hide(game: Game, state: Any, players: int, dealer: PlainDealer) -> None:
    """(b): given every value, a seat's observation shows no more than given its own."""
    everything = dict(dealer.truth)
    public = game.observation(state, None)
    assert game.observation(state, None, everything) == public, "the public view shows secrets"
    for seat in range(players):
        own = game.observation(state, seat, dealer.knowledge(seat))
        given_all = game.observation(state, seat, everything)
        assert given_all == own, f"seat {seat}'s observation shows values it was not told"


def check_actions_hide(game: Game, state: Any, seat: int, dealer: PlainDealer) -> int:
    """(a): actions that change when the seat's secret values change are claims revealed at
    once; how many actions depended on the values (0 is fine)."""
    mine = dealer.knowledge(seat)
    other = _swapped(mine, dealer)
    if other == dict(mine):
        return 0
    truthful = set(game.legal_actions(state, seat, mine))
    elsewise = set(game.legal_actions(state, seat, other))
    changed = truthful ^ elsewise
    for action in changed:
        after = game.apply_action(state, action)
        shows = [
            r
            for r in hidden.requests(game, after)
            if isinstance(r, hidden.Show) and r.claim is not None and r.claim[0] == seat
        ]
        assert game.current_player(after) == REVEAL and shows, (
            f"seat {seat}'s action {action!r} depends on its secrets and is no claim shown at once"
        )
    return len(changed)


def _swapped(mine: Any, dealer: PlainDealer) -> dict[Handle, Any]:
    """The seat's knowledge with each value not yet public replaced by the next other value
    of its deck: a world the seat's own secrets cannot tell from the real one to others."""
    public = {h for h in mine if len(dealer.told(h)) == dealer.players}
    out = dict(mine)
    for handle, value in mine.items():
        if handle in public:
            continue
        values = sorted({v for h, v in dealer.truth.items() if h[0] == handle[0]}, key=str)
        if len(values) > 1:
            out[handle] = values[(values.index(value) + 1) % len(values)]
    return out
