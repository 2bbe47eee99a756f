"""Tash-Kalar's fast paths (issue 17, melee speed) agree with plain references: the summons
in shortage, a whole hand's placements at once, the empty squares, the flare shortcut,
and the hidden record kept sorted by insertion (core/hidden.py resolve)."""

from __future__ import annotations

import random

import pytest

from core import hidden
from core.api import CHANCE, REVEAL, TERMINAL
from core.games.tash_kalar import choices, data, patterns
from core.games.tash_kalar import state as st
from tests.core.playout import plain_dealer
from tests.core.test_tk_actions import plain_search
from tests.core.tk_helpers import GAME, C, H, L, board, st_name, start


def random_board(seed: int, pieces: int) -> st.State:
    """A 3-player melee state with `pieces` random pieces of sides 0-2."""
    rng = random.Random(seed)
    s, _ = start({"players": 3, "form": "deathmatch"})
    cells = {st_name(x): (rng.randrange(3), rng.choice((C, C, C, H, H, L)))
             for x in rng.sample(data.arena().squares, pieces)}  # fmt: skip
    return board(s, cells)


def shortage_reference(s: st.State, card_id: str, lenders: frozenset[int]) -> set:  # type: ignore[type-arg]
    """plain_search's matches that a summon in shortage keeps (R28): an own piece of the
    needed kind on the target, or one off the target and the used cells to pick up."""
    card, a = patterns.card_of(card_id), data.arena()
    legendary = card.rank == 3
    kind = {x for x in a.squares if s.board[x] and st.owner(s.board[x]) == 0
            and (st.rank(s.board[x]) == 3) == legendary}  # fmt: skip
    out = set()
    for t, o, x in plain_search(s, 0, card_id, lenders):
        cells = next(c for n, c, _ in card.orientations if n == o)
        used = {(t // 9 + dx) * 9 + t % 9 + dy for dx, dy, _ in cells}
        if t in kind or any(k != t and k not in used for k in kind):
            out.add((t, o, x))
    return out


@pytest.mark.parametrize("seed", range(4))
def test_summons_in_shortage_agree_with_a_plain_search(seed: int) -> None:
    s = random_board(seed, 30)
    enemy = frozenset(x for x in data.arena().squares if s.board[x] and st.owner(s.board[x]))
    lenders = tuple(sorted(enemy))
    for card_id in [*data.cards().decks["blue"], *data.cards().legends]:
        lent = patterns._mask(lenders)
        alone, lending = patterns.hand_placements(s.board, 0, lent, ((card_id, False),))[0]
        assert set(alone) == shortage_reference(s, card_id, frozenset()), card_id
        assert set(lending) == shortage_reference(s, card_id, enemy), card_id


def test_a_hand_s_placements_at_once_are_each_card_s_placements() -> None:
    s = random_board(7, 34)
    lenders = patterns._lenders(s.board, 0, ())
    hand = tuple((c, bool(i % 2)) for i, c in enumerate(data.cards().decks["blue"]))
    together = patterns.hand_placements(s.board, 0, patterns._mask(lenders), hand)
    assert together == [patterns.placements(s.board, 0, c, h, lenders) for c, h in hand]


@pytest.mark.parametrize("seed", range(3))
def test_the_empty_squares_place_actions_are_every_empty_existing_square(seed: int) -> None:
    s = random_board(seed, 20 + 10 * seed)
    a = data.arena()
    expected = [("place", a.names[x]) for x in a.squares if not s.board[x]]
    assert choices.empty_places(s.board) == expected


def melee_states(seed: int) -> list[st.State]:
    """Every state of one seeded random 4-player melee."""
    rng = random.Random(seed)
    s = GAME.initial_state({"players": 4, "form": "deathmatch"})
    dealer = plain_dealer(4, seed)
    out = [s]
    while (p := GAME.current_player(s)) != TERMINAL:
        if p == REVEAL:
            a = dealer.next_action(GAME, s)
        elif p == CHANCE:
            a = rng.choice([a for a, _ in GAME.chance_outcomes(s)])
        else:
            legal = [a for a in GAME.legal_actions(s, p, dealer.knowledge(p)) if a[0] != "concede"]
            a = legal[rng.randrange(len(legal))]
        s = GAME.apply_action(s, a)
        out.append(s)
    return out


def plain_any_flare(s: st.State, seat: int) -> bool:
    """Whether some flare a seat may hold meets a criterion against some opponent (no
    shortcut: every candidate of every flare in hand)."""
    public = choices.out_of_hands(s)
    flares = data.cards().flares
    return any(
        choices.flare_met(s, seat, fid, opp) != (False, False)
        for h in s.hands[seat] if h[0].startswith("flares")
        for fid in choices.candidates(s, h, None, public)
        for opp in (v for v in range(st.sides(s)) if v != st.side_of(s, seat))
        if fid in flares
    )  # fmt: skip


@pytest.mark.parametrize("seed", [3, 11])
def test_the_flare_shortcut_and_the_sorted_record_hold_through_a_melee(seed: int) -> None:
    for s in melee_states(seed):
        seen, shown = s.secrets.seen, s.secrets.shown
        assert list(seen) == sorted(seen) and list(shown) == sorted(shown, key=lambda kv: kv[0])
        for h, v in shown:
            assert hidden.public_value(s.secrets, h) == v
        if s.stage in ("actions", "end") and not s.secrets.pending:
            seat = st.active(s)
            assert choices._any_flare(s, seat) == plain_any_flare(s, seat)
