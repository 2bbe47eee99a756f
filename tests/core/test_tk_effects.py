"""Tash-Kalar: effects, step by step (seed, "Risolvere gli effetti" and its keywords;
digest §4.2-4.4, §5.1; referee checklist 16-21; R8, R18, R19)."""

from __future__ import annotations

import pytest

from core.api import IllegalAction
from core.games.tash_kalar import data
from core.games.tash_kalar import state as st
from core.games.tash_kalar.patterns import card_of
from tests.core.tk_helpers import (
    DUEL,
    GAME,
    C,
    H,
    L,
    board,
    in_effect,
    pieces,
    play,
    start,
    summon,
)


def ready(config: dict | None = None) -> tuple[st.State, object]:  # type: ignore[type-arg]
    s, dealer = start(config or {"players": 2, "form": "high_form"})
    if s.stage == "setup":
        s = st.evolve(s, stage="actions", setup_left=())
    return st.evolve(s, actions=1), dealer


def choices(s: st.State) -> set[tuple]:  # type: ignore[type-arg]
    return {a for a in GAME.legal_actions(s) if a != ("concede",)}


def test_a_normal_move_cannot_enter_an_equal_rank_square_and_a_combat_move_can() -> None:
    s, _ = ready()
    s = board(s, {"e5": (0, C), "e6": (1, C), "d5": (1, H)})
    normal = in_effect(s, "blue-WL03", 0, "e5")  # Lancer: normal moves of itself
    assert ("move", "e5", "e6") not in choices(normal)
    assert ("move", "e5", "e4") in choices(normal)
    combat = in_effect(s, "blue-WL01", 0, "e5")  # Skirmisher: a combat move of itself
    assert ("move", "e5", "e6") in choices(combat)
    assert ("move", "e5", "d5") not in choices(combat)  # never onto a higher rank


def test_moving_onto_your_own_piece_destroys_it_and_scores_nothing() -> None:
    s, dealer = ready(DUEL)
    s = board(s, {"e5": (0, C), "e6": (0, C)})
    s = play(in_effect(s, "blue-WL01", 0, "e5"), dealer, ("move", "e5", "e6"))
    assert pieces(s) == {"e6": (0, C)} and s.tally == ((0, C),)
    assert s.score == (0, 0)


def test_a_line_move_keeps_its_first_direction() -> None:
    s, dealer = ready()
    s = board(s, {"e5": (0, C)})
    s = play(in_effect(s, "blue-WL03", 0, "e5"), dealer, ("move", "e5", "f6"))
    assert {a for a in choices(s) if a[0] == "move"} == {("move", "f6", "g7")}


def test_promoting_a_heroic_needs_a_legendary_piece_in_its_colours_supply() -> None:
    s, _ = ready()
    three = {"a5": (0, L), "a6": (0, L), "a7": (0, L)}
    s = board(s, {**three, "e5": (0, C), "e6": (0, H), "e4": (0, C)})
    e = in_effect(s, "blue-WL15", 0, "e5")  # promote an own common (other), then move it
    assert {a for a in choices(e) if a[0] == "promote"} == {("promote", "e4")}
    s = board(s, {"e5": (0, C), "e6": (0, H)})
    e = in_effect(s, "green-GC07", 0, "e5")  # promote own commons (adj): e6 is heroic
    assert ("promote", "e6") not in choices(e)


def test_degrading_a_common_is_impossible_and_a_legendary_needs_a_token_in_supply() -> None:
    s, dealer = ready()
    s = board(s, {"e5": (0, H), "e6": (1, C), "d6": (1, L), "f6": (1, H)})
    e = in_effect(s, "brown-EC15", 0, "e5")  # degrade an enemy promoted piece within 2
    assert {a for a in choices(e) if a[0] == "degrade"} == {("degrade", "d6"), ("degrade", "f6")}
    after = play(e, dealer, ("degrade", "d6"))
    assert pieces(after)["d6"] == (1, H) and after.tally == ()  # not a destruction
    many = {data.square_name(x): (1, C) for x in data.arena().squares[:17]}
    s = board(s, {**many, "e5": (0, H), "d6": (1, L)})
    assert st.supply(s, 1, False) == 0
    e = in_effect(s, "brown-EC15", 0, "e5")
    assert ("degrade", "d6") not in choices(e)


def test_a_converted_enemy_piece_counts_as_destroyed() -> None:
    s, dealer = ready(DUEL)
    s = board(s, {"e5": (0, H), "e6": (1, C)})
    s = play(in_effect(s, "green-GC06", 0, "e5"), dealer, ("convert", "e6"))
    assert pieces(s)["e6"] == (0, C) and s.tally == ((1, C),)


def test_up_to_steps_accept_none_and_mandatory_steps_do_as_much_as_they_can() -> None:
    s, dealer = ready()
    s = board(s, {"e5": (0, C), "e6": (1, C)})
    optional = in_effect(s, "brown-EC01", 0, "e5")  # up to 1 enemy common adjacent
    assert ("done",) in choices(optional)
    assert play(optional, dealer, ("done",)).effect is None
    s = board(s, {"e5": (0, H), "d7": (0, C)})
    # Moonwell: promote 1 own common anywhere (mandatory), then gain an action if it did
    mandatory = in_effect(s, "green-GC10", 0, "e5")
    assert choices(mandatory) == {("promote", "d7")}
    after = play(mandatory, dealer, ("promote", "d7"))
    assert pieces(after)["d7"] == (0, H) and after.actions == 2
    nothing = in_effect(board(s, {"e5": (0, H)}), "green-GC10", 0, "e5")
    assert nothing.effect is None and nothing.actions == 1  # could do nothing: no action


def test_destroy_all_is_at_once_and_needs_no_choice() -> None:
    s, _ = ready(DUEL)
    s = board(s, {"e5": (0, H), "e6": (1, C), "d4": (1, C), "f4": (1, H)})
    s = in_effect(s, "brown-EC07", 0, "e5")  # destroy every enemy common adjacent
    assert s.effect is None and pieces(s) == {"e5": (0, H), "f4": (1, H)}
    assert sorted(s.tally) == [(1, C), (1, C)]


def test_gain_an_action_adds_one_action_to_the_turn() -> None:
    s, _ = ready()
    s = in_effect(board(s, {"e5": (0, H)}), "blue-WL09", 0, "e5")
    assert s.actions == 2 and s.effect is None


def test_an_extra_card_is_drawn_after_the_refill_and_never_discarded() -> None:
    s, dealer = ready()
    s = board(s, {"e5": (0, H)})
    s = in_effect(s, "green-GC14", 0, "e5")  # draw an extra being, then an optional promote
    assert s.extra == ("being",)
    assert s.effect is None  # no own common beside it: the optional promote cannot happen
    s = play(s, dealer, ("place", "a5"))
    assert sum(d.startswith("beings.") for d, _ in s.hands[0]) == 4  # 3 + the extra
    assert len(s.beings[0]) == 18 - 4


def test_steps_about_a_destroyed_being_do_nothing() -> None:
    s, dealer = ready()
    s = board(s, {"e5": (0, C), "e6": (1, C)})
    # Sapper: destroy an adjacent enemy common, then (if it did) destroy itself
    s = play(in_effect(s, "blue-WL05", 0, "e5"), dealer, ("destroy", "e6"))
    assert choices(s) == {("destroy", "e5")}  # mandatory: it destroys itself
    s = play(s, dealer, ("destroy", "e5"))
    assert pieces(s) == {} and s.effect is None
    # Powder Keg destroys every adjacent common, then itself: nothing else refers to it
    s = board(s, {"e5": (0, C), "e6": (1, C), "e4": (0, C)})
    s = play(in_effect(s, "brown-EC03", 0, "e5"), dealer, ("destroy", "e5"))
    assert pieces(s) == {}
    # Skyrider: after its leap destroyed nothing, its "if prev_hit" move is skipped
    s = board(s, {"e5": (0, H)})
    s = play(in_effect(s, "blue-WL12", 0, "e5"), dealer, ("leap", "e5", "e7"))
    assert s.effect is None and pieces(s) == {"e7": (0, H)}


def test_a_conditional_step_runs_only_when_its_condition_holds() -> None:
    s, _dealer = ready()
    s = board(s, {"e5": (0, C), "e6": (1, C)})  # e5 is red: Firebrand's first step
    e = in_effect(s, "brown-EC02", 0, "e5")
    assert e.effect is not None and e.effect.index == 0
    s = board(s, {"e4": (0, C), "e3": (1, C)})  # e4 is not coloured: the second step
    e = in_effect(s, "brown-EC02", 0, "e4")
    assert e.effect is not None and e.effect.index == 1


def test_marked_squares_are_those_of_the_chosen_match() -> None:
    s, dealer = ready({"players": 2, "form": "high_form", "colours": ["brown", "red"]})
    card = "brown-EC12"  # *.*/C@C/.C.: destroy every non-legendary piece on the marks
    s = board(s, {"d5": (0, C), "f5": (0, C), "e4": (0, C), "d6": (1, C), "f6": (1, H),
                  "d4": (1, C)})  # fmt: skip
    s = play(s, dealer, summon(s, 0, card, "e5", 0))
    assert "d6" not in pieces(s) and "f6" not in pieces(s) and "d4" in pieces(s)


def test_an_effect_choice_outside_the_step_is_refused() -> None:
    s, _ = ready()
    e = in_effect(board(s, {"e5": (0, C), "e6": (1, C)}), "blue-WL01", 0, "e5")
    with pytest.raises(IllegalAction):
        GAME.apply_action(e, ("move", "e5", "e8"))
    with pytest.raises(IllegalAction):
        GAME.apply_action(e, ("place", "a5"))  # no action during an effect


@pytest.mark.parametrize("card", sorted(data.cards().beings) + sorted(data.cards().legends))
def test_every_cards_effect_resolves_from_a_crowded_board(card: str) -> None:
    """Each being and legend, its being on e5 among pieces of both sides: every step either
    waits for a choice of the right kind or resolves, and choosing always ends it."""
    s, dealer = ready(DUEL)
    crowd = {data.square_name(x): ((x // 9 + x) % 2, 1 + x % 3) for x in data.arena().squares
             if x % 4 == 0}  # fmt: skip
    s = board(s, {**crowd, "e5": (0, card_of(card).rank)})
    s = in_effect(s, card, 0, "e5", "legend" if card.startswith("LG") else "being")
    for _ in range(40):
        if s.effect is None:
            break
        s = play(s, dealer, sorted(choices(s))[0])
    assert s.effect is None


def test_adjacent_means_beside_the_beings_square_now_after_it_moved() -> None:
    s, dealer = ready()
    s = board(s, {"e5": (0, H), "g5": (0, C), "c5": (0, C)})
    # Old Stag: up to 2 combat moves of itself, then promote an own common beside it
    s = play(in_effect(s, "green-GC11", 0, "e5"), dealer, ("move", "e5", "f5"), ("done",))
    assert {a for a in choices(s) if a[0] == "promote"} == {("promote", "g5")}


def test_an_improvised_enemy_piece_on_a_required_target_is_destroyed_as_an_enemy() -> None:
    s, dealer = start({"players": 3, "form": "deathmatch", "colours": ["green", "red", "brown"]})
    s = play(s, dealer, ("setup", "b3", "green"), ("setup", "g8", "red"), ("setup", "g4", "brown"))
    s = st.evolve(s, actions=2)
    # Heartwood C.C/.c./C..: the target must hold an own piece; a lent red one will do (R13)
    s = board(s, {"d6": (0, C), "f6": (0, C), "d4": (0, C), "e5": (1, C)})
    h = next(x for x in s.hands[0] if x[0].startswith("beings."))
    s = play(s, dealer, ("summon", *h, "green-GC07", "e5", 0, "e5"))
    assert pieces(s)["e5"] == (0, H) and s.tally == ((1, C),) and s.improvised[0] == (1,)
