"""Shared helpers of the Tash-Kalar rules tests (tests/core/test_tk_*.py).

Games go through the registry's module; scenario states are real states with fields
replaced (core/games/tash_kalar/state.py: `evolve`). A claim (summon, discard, flare) may
name any card the public cannot refute, as the lockstep allows: its Show is resolved here
with the claimed value, which is how a truthful seat's would resolve.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core import hidden, registry
from core.api import REVEAL, Action
from core.dealer import PlainDealer
from core.games.tash_kalar import state as st
from core.games.tash_kalar.data import square_index
from tests.core.playout import plain_dealer

GAME: Any = registry.get("tash_kalar")
HIGH = {"players": 2, "form": "high_form"}
DUEL = {"players": 2, "form": "deathmatch"}
C, H, L = 1, 2, 3


def sq(name: str) -> int:
    """A square's index."""
    return square_index(name)


def resolve(s: st.State, dealer: PlainDealer) -> st.State:
    """Perform every pending reveal (a claim's Show with its claimed value)."""
    while GAME.current_player(s) == REVEAL:
        request = GAME.reveal_requests(s)[0]
        if isinstance(request, hidden.Show) and request.claim is not None:
            action = hidden.resolution(request, request.claim[1])
            dealer.truth[request.handle] = request.claim[1]
        else:
            action = dealer.next_action(GAME, s)
        s = GAME.apply_action(s, action)
    return s


def start(
    config: Mapping[str, Any] = HIGH, seed: int = 1, first: int = 0
) -> tuple[st.State, PlainDealer]:
    """A game set up (shuffles, deal, tasks), `first` to play, and its dealer."""
    dealer = plain_dealer(config["players"], seed)
    s = GAME.apply_action(GAME.initial_state(dict(config)), ("first", first))
    return resolve(s, dealer), dealer


def play(s: st.State, dealer: PlainDealer, *actions: Action) -> st.State:
    """Apply actions in turn, performing the reveals each asks for."""
    for action in actions:
        s = resolve(GAME.apply_action(s, action), dealer)
    return s


def board(s: st.State, pieces: Mapping[str, tuple[int, int]]) -> st.State:
    """`s` with exactly these pieces on the board: square -> (side, rank)."""
    cells = [0] * 81
    for name, (side, rank) in pieces.items():
        cells[sq(name)] = st.piece(side, rank)
    return st.evolve(s, board=tuple(cells))


def being(s: st.State, seat: int) -> tuple[str, int]:
    """The first being card handle in a seat's hand."""
    return next(h for h in s.hands[seat] if h[0].startswith("beings."))


def summon(s: st.State, seat: int, card: str, target: str, o: int) -> Action:
    """The summon claim of `card` with the seat's first being handle (a legend's id: its
    first legend handle)."""
    h = s.legends[st.side_of(s, seat)][0] if card.startswith("LG") else being(s, seat)
    return ("summon", *h, card, target, o)


def pieces(s: st.State) -> dict[str, tuple[int, int]]:
    """The board as square -> (side, rank)."""
    return {st_name(i): (st.owner(p), st.rank(p)) for i, p in enumerate(s.board) if p}


def st_name(i: int) -> str:
    """A square's name from its index."""
    return "abcdefghi"[i // 9] + str(i % 9 + 1)


def summons_of(s: st.State, seat: int, card: str) -> set[tuple[str, int]]:
    """Where `card` can be summoned by `seat`: {(square, orientation)}."""
    from core.games.tash_kalar.patterns import summons

    return {(st_name(t), o) for t, o in summons(s, seat, card)}


def in_effect(s: st.State, card: str, seat: int, being_at: str, kind: str = "being") -> st.State:
    """`s` resolving `card`'s effect with its being on `being_at` (no summon before)."""
    from core.games.tash_kalar import effects
    from core.games.tash_kalar.patterns import card_of

    steps = tuple(("fx", i) for i in range(len(card_of(card).fx)))
    e = st.Effect(card, kind, steps, 0, sq(being_at), (), False, False, False, (), (), 0,
                  False, False, (), -1, 99, seat)  # fmt: skip
    return effects.start(s, e)
