"""Tash-Kalar: the actions of a turn and summoning (seed, "Il gioco", "Evocare una
creatura"; digest §3.5-3.6, §4.1; referee checklist 7-15; R11-R13, R24-R26, R28)."""

from __future__ import annotations

import pytest

from core import hidden
from core.api import REVEAL, IllegalAction
from core.games.tash_kalar import data
from core.games.tash_kalar import state as st
from core.games.tash_kalar.patterns import card_of
from tests.core.tk_helpers import (
    DUEL,
    GAME,
    C,
    H,
    L,
    being,
    board,
    pieces,
    play,
    resolve,
    sq,
    st_name,
    start,
    summon,
    summons_of,
)


def two_actions(config: dict | None = None) -> tuple[st.State, object]:  # type: ignore[assignment]
    s, dealer = start(config or {"players": 2, "form": "high_form"})
    return st.evolve(s, actions=2), dealer


def test_placing_onto_an_occupied_square_is_rejected() -> None:
    s, dealer = two_actions()
    s = play(s, dealer, ("place", "e5"))
    assert ("place", "e5") not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction):
        GAME.apply_action(s, ("place", "e5"))


def test_a_missing_corner_square_is_no_square() -> None:
    s, _ = two_actions()
    with pytest.raises(IllegalAction, match="missing corner"):
        GAME.apply_action(s, ("place", "a1"))


def test_a_second_discard_in_the_same_turn_is_rejected() -> None:
    s, dealer = two_actions()
    h = being(s, 0)
    card = dealer.truth[h]
    s = play(s, dealer, ("discard", *h, card), ("done",))
    assert s.discarded and card in s.being_discards[0]
    assert not [a for a in GAME.legal_actions(s) if a[0] == "discard"]
    h2 = being(s, 0)
    with pytest.raises(IllegalAction):
        GAME.apply_action(s, ("discard", *h2, dealer.truth[h2]))


def test_a_discard_is_a_claim_shown_at_once_and_may_put_other_cards_under_their_decks() -> None:
    s, dealer = two_actions()
    h = being(s, 0)
    after = GAME.apply_action(s, ("discard", *h, dealer.truth[h]))
    assert GAME.current_player(after) == REVEAL
    assert GAME.reveal_requests(after) == (hidden.Show(h, (0, dealer.truth[h])),)
    s = resolve(after, dealer)
    other, flare = being(s, 0), next(x for x in s.hands[0] if x[0] == "flares")
    legend = s.legends[0][0]
    s = play(s, dealer, ("return", *other), ("return", *flare), ("return", *legend), ("done",))
    assert s.beings[0][-1] == other and s.flare_pile[-1] == flare and s.legend_pile[-1] == legend
    assert s.stage == "actions" and s.actions == 1  # the returns cost nothing more
    assert not hidden.public_value(s.secrets, other)  # nobody learns what went under


def test_with_an_empty_supply_place_first_picks_up_an_own_token_never_a_legendary() -> None:
    s, dealer = two_actions()
    full = {st_name(x): (0, C) for x in data.arena().squares[:16]}
    s = board(s, {**full, "e5": (0, H), "e6": (0, L), "e7": (1, C)})
    assert st.supply(s, 0, False) == 0
    legal = GAME.legal_actions(s)
    assert not [a for a in legal if a[0] == "place"]
    picks = {a[1] for a in legal if a[0] == "pickup"}
    assert "e5" in picks and "e6" not in picks and "e7" not in picks
    s = play(s, dealer, ("pickup", "e5"), ("place", "e5"))  # R12: back where it was
    assert pieces(s)["e5"] == (0, C) and s.actions == 1


def test_with_no_empty_square_the_remaining_actions_may_be_given_up() -> None:
    s, dealer = two_actions()
    s = board(s, {st_name(x): (x % 2, C) for x in data.arena().squares})
    assert ("done",) in GAME.legal_actions(s)
    s = play(s, dealer, ("done",))
    assert st.active(s) == 1


WL13 = "blue-WL13"  # CC../.@CC: no symmetry, eight distinct images


@pytest.mark.parametrize("o", range(8))
def test_a_pattern_matches_in_each_of_its_eight_orientations(o: int) -> None:
    s, _ = two_actions()
    card = card_of(WL13)
    assert [x[0] for x in card.orientations] == list(range(8))
    cells = next(x[1] for x in card.orientations if x[0] == o)
    t = sq("e5")
    s = board(s, {st_name(t + dx * 9 + dy): (0, C) for dx, dy, _ in cells})
    assert ("e5", o) in summons_of(s, 0, WL13)
    assert {x for x in summons_of(s, 0, WL13) if x[0] == "e5"} == {("e5", o)}


def test_a_symmetric_pattern_lists_each_summon_once_with_the_lowest_orientation() -> None:
    card = card_of("blue-WL01")  # C@C: a line, 2 distinct images
    assert [x[0] for x in card.orientations] == [0, 1]
    s, _ = two_actions()
    s = board(s, {"d5": (0, C), "f5": (0, C)})
    assert summons_of(s, 0, "blue-WL01") == {("e5", 0)}


def test_a_match_that_needs_a_missing_corner_square_is_rejected() -> None:
    s, _ = two_actions()
    s = board(s, {"a3": (0, C), "b2": (0, C), "c1": (0, C)})
    # WL01 C@C along the diagonal a3-b2-c1 is on the board; shifted off it is not
    assert ("b2", 0) not in summons_of(s, 0, "blue-WL01")
    s = board(s, {"b3": (0, C), "c2": (0, C)})
    # a line through b3 and c2 needs a1 or d1 for the diagonal neighbour: a1 is missing
    assert not any(t == "a1" for t, _ in summons_of(s, 0, "blue-WL01"))


def test_a_heroic_piece_satisfies_a_common_cell_and_a_common_never_a_heroic_cell() -> None:
    s, _ = two_actions()
    s = board(s, {"d5": (0, H), "f5": (0, C)})
    assert ("e5", 0) in summons_of(s, 0, "blue-WL01")
    # LG01 H.H/.@./C.C: heroic cells above the target
    s = board(s, {"d6": (0, C), "f6": (0, C), "d4": (0, C), "f4": (0, C)})
    assert not summons_of(s, 0, "LG01")
    s = board(s, {"d6": (0, H), "f6": (0, H), "d4": (0, C), "f4": (0, C)})
    assert ("e5", 0) in summons_of(s, 0, "LG01")


def test_a_legendary_piece_matches_any_cell() -> None:
    s, _ = two_actions()
    s = board(s, {"d6": (0, L), "f6": (0, H), "d4": (0, L), "f4": (0, C)})
    assert ("e5", 0) in summons_of(s, 0, "LG01")


def test_an_enemy_piece_on_a_pattern_cell_does_not_satisfy_it() -> None:
    s, _ = two_actions()
    s = board(s, {"d5": (1, H), "f5": (0, C)})
    assert ("e5", 0) not in summons_of(s, 0, "blue-WL01")


def test_a_heroic_being_destroys_an_enemy_heroic_on_its_target_and_cannot_go_onto_a_legendary() -> (
    None
):
    s, dealer = two_actions(DUEL)
    s = st.evolve(s, stage="actions", setup_left=())
    card = "blue-WL06"  # CCC/.@. heroic, then an optional combat move
    s = board(s, {"d6": (0, C), "e6": (0, C), "f6": (0, C), "e5": (1, H)})
    assert ("e5", 0) in summons_of(s, 0, card)
    s2 = play(s, dealer, summon(s, 0, card, "e5", 0))
    assert pieces(s2)["e5"] == (0, H) and s2.tally == ((1, H),)
    s = board(s, {"d6": (0, C), "e6": (0, C), "f6": (0, C), "e5": (1, L)})
    assert ("e5", 0) not in summons_of(s, 0, card)


def test_a_target_that_requires_an_own_piece_needs_one() -> None:
    s, _ = two_actions()
    card = "green-GC07"  # C.C/.c./C..: the target must hold an own piece
    s = board(s, {"d6": (0, C), "f6": (0, C), "d4": (0, C)})
    assert not summons_of(s, 0, card)
    s = board(s, {"d6": (0, C), "f6": (0, C), "d4": (0, C), "e5": (0, C)})
    assert ("e5", 0) in summons_of(s, 0, card)


def test_with_no_token_in_supply_a_heroic_being_onto_an_own_common_flips_it() -> None:
    s, dealer = two_actions()
    card = "blue-WL06"
    rest = [x for x in data.arena().squares if st_name(x) not in ("d6", "e6", "f6", "e5")]
    filler = {st_name(x): (0, C) for x in rest[:13]}
    s = board(s, {**filler, "d6": (0, C), "e6": (0, C), "f6": (0, C), "e5": (0, C)})
    assert st.supply(s, 0, False) == 0
    s = play(s, dealer, summon(s, 0, card, "e5", 0))
    assert pieces(s)["e5"] == (0, H) and s.tally == ()  # flipped, not destroyed


def test_with_no_token_in_supply_an_unused_own_piece_is_picked_up_as_the_being() -> None:
    s, dealer = two_actions()
    card = "blue-WL06"
    rest = [x for x in data.arena().squares if st_name(x) not in ("d6", "e6", "f6", "e5")]
    filler = {st_name(x): (0, C) for x in rest[:14]}
    s = board(s, {**filler, "d6": (0, C), "e6": (0, C), "f6": (0, C)})
    s = play(s, dealer, summon(s, 0, card, "e5", 0))
    assert s.stage == "pickup"
    picks = {a[1] for a in GAME.legal_actions(s) if a[0] == "pickup"}
    assert "d6" not in picks and st_name(rest[0]) in picks  # not a piece the match uses
    s = play(s, dealer, ("pickup", st_name(rest[0])))
    assert pieces(s)["e5"] == (0, H) and st_name(rest[0]) not in pieces(s)


def test_a_summon_is_a_claim_shown_at_once_and_its_card_is_discarded_after_its_effect() -> None:
    s, dealer = two_actions()
    card = "blue-WL06"  # its optional move waits for a choice
    s = board(s, {"d6": (0, C), "e6": (0, C), "f6": (0, C)})
    action = summon(s, 0, card, "e5", 0)
    after = GAME.apply_action(s, action)
    assert GAME.reveal_requests(after) == (hidden.Show(action[1:3], (0, card)),)
    after = resolve(after, dealer)
    assert after.stage == "effect" and card not in after.being_discards[0]
    after = play(after, dealer, ("done",))
    assert after.being_discards[0][-1] == card and after.effect is None


def test_a_false_claim_is_refused_by_its_reveal() -> None:
    s, dealer = two_actions()
    s = board(s, {"d5": (0, C), "f5": (0, C), "d6": (0, C), "e6": (0, C), "f6": (0, C)})
    h = being(s, 0)
    wrong = "blue-WL01" if dealer.truth[h] != "blue-WL01" else "blue-WL06"
    after = GAME.apply_action(s, ("summon", *h, wrong, "e5", 0))
    request = GAME.reveal_requests(after)[0]
    with pytest.raises(IllegalAction, match="claimed"):
        GAME.apply_action(after, hidden.resolution(request, dealer.truth[h]))


def test_a_card_whose_place_is_public_cannot_be_claimed() -> None:
    s, _dealer = two_actions()
    s = st.evolve(s, being_discards=(("blue-WL01",), ()))
    s = board(s, {"d5": (0, C), "f5": (0, C)})
    with pytest.raises(IllegalAction, match="cannot be that card"):
        GAME.apply_action(s, summon(s, 0, "blue-WL01", "e5", 0))


def test_improvised_summoning_lends_one_enemy_piece_once_per_colour_in_the_melee() -> None:
    s, dealer = start({"players": 3, "form": "deathmatch"})
    s = play(s, dealer, ("setup", "b3", "blue"), ("setup", "g8", "red"), ("setup", "g4", "brown"))
    s = st.evolve(s, actions=2)
    s = board(s, {"d5": (0, C), "f5": (1, C)})
    seat_card = "blue-WL01"
    legal = [a for a in GAME.legal_actions(s) if a[0] == "summon" and a[3] == seat_card]
    assert any(len(a) == 7 and a[4] == "e5" and a[6] == "f5" for a in legal)
    h = being(s, 0)
    s = play(s, dealer, ("summon", *h, seat_card, "e5", 0, "f5"), ("done",))
    assert s.improvised[0] == (1,) and pieces(s)["f5"] == (1, C)  # it keeps its colour
    s = board(s, {"d5": (0, C), "f5": (1, C), "d7": (0, C), "f7": (2, C)})
    assert not [a for a in GAME.legal_actions(s) if len(a) == 7 and a[6] == "f5"]
    assert [a for a in GAME.legal_actions(s) if len(a) == 7 and a[6] == "f7"]


def test_improvised_summoning_is_for_the_melee_only() -> None:
    s, _ = two_actions()
    s = board(s, {"d5": (0, C), "f5": (1, C)})
    assert not [a for a in GAME.legal_actions(s) if len(a) == 7]


def plain_search(s: st.State, seat: int, card_id: str, lenders: frozenset[int]) -> set:  # type: ignore[type-arg]
    """Where a card can be summoned, by trying every target and orientation (a reference
    for the bit-mask matcher): with `lenders`, the matches using exactly one of them. R26
    as the digest words it: one summon per target, set of used squares and set of marked
    squares, with the lowest orientation number that matches."""
    card, side, a = card_of(card_id), st.side_of(s, seat), data.arena()
    out, same = set(), set()
    for t in a.squares:
        for o, cells, marks in card.orientations:  # in number order: the lowest kept
            used = []
            for dx, dy, r in cells:
                f, k = t // 9 + dx, t % 9 + dy
                x = f * 9 + k
                p = s.board[x] if 0 <= f < 9 and 0 <= k < 9 and a.exists[x] else 0
                if not p or st.rank(p) < r or (st.owner(p) != side and x not in lenders):
                    break
                used.append(x)
            else:
                occ = s.board[t]
                lent = [x for x in used if x in lenders]
                if card.target_req:
                    if not occ or st.rank(occ) < card.target_req:
                        continue
                    if st.owner(occ) != side:
                        if t not in lenders:
                            continue
                        lent.append(t)
                if (occ and st.rank(occ) > card.rank) or len(lent) != (1 if lenders else 0):
                    continue
                marked = frozenset(m for dx, dy in marks if (m := _square(t, dx, dy)) >= 0)
                if (key := (t, frozenset(used), marked)) not in same:
                    same.add(key)
                    out.add((t, o, lent[0] if lent else -1))
    return out


def _square(t: int, dx: int, dy: int) -> int:
    """The square at offset (dx, dy) from square `t`, -1 off the board or a missing corner."""
    f, k = t // 9 + dx, t % 9 + dy
    return f * 9 + k if 0 <= f < 9 and 0 <= k < 9 and data.arena().exists[f * 9 + k] else -1


@pytest.mark.parametrize("seed", range(6))
def test_the_bit_mask_matcher_agrees_with_a_plain_search_on_random_boards(seed: int) -> None:
    import random

    from core.games.tash_kalar import patterns

    rng = random.Random(seed)
    s, _ = start({"players": 3, "form": "deathmatch"})
    squares = data.arena().squares
    cells = {st_name(x): (rng.randrange(3), rng.choice((C, C, C, H, H, L)))
             for x in rng.sample(squares, 34)}  # fmt: skip
    s = board(s, cells)
    enemy = frozenset(x for x in squares if s.board[x] and st.owner(s.board[x]) != 0)
    decks = data.cards().decks  # every design (blue and red share one): GC17's R26 aliases
    for card_id in [*decks["blue"], *decks["brown"], *decks["green"], *data.cards().legends]:
        normal = {(t, o, -1) for t, o in patterns.summons(s, 0, card_id)}
        assert normal == plain_search(s, 0, card_id, frozenset()), card_id
        assert set(patterns.improvised(s, 0, card_id)) == plain_search(s, 0, card_id, enemy)
