"""Tash-Kalar: team play and what each seat sees (seed, "Gioco a squadre"; digest §3.1,
§3.5, §6; referee checklist 5, 36, 37, 39; R6, R14, R15)."""

from __future__ import annotations

from core.api import REVEAL
from core.games.tash_kalar import state as st
from tests.core.tk_helpers import GAME, board, play, resolve, start

TEAMS = {"players": 4, "form": "deathmatch", "teams": True}
HIGH_TEAMS = {"players": 4, "form": "high_form", "teams": True}


def ready() -> tuple[st.State, object]:
    s, dealer = start(HIGH_TEAMS)
    return st.evolve(s, actions=2), dealer


def test_team_mates_sit_opposite_and_play_one_colour() -> None:
    s, dealer = ready()
    assert st.side_of(s, 0) == st.side_of(s, 2) == 0 and s.colours == ("blue", "red")
    s = play(s, dealer, ("place", "e5"), ("place", "e6"))
    assert st.active(s) == 1  # turns alternate between the teams: A1 B1 A2 B2


def test_after_passing_control_the_team_mate_may_only_place_and_invoke_no_flare() -> None:
    s, dealer = ready()
    s = board(s, {"a5": (1, 2), "a6": (1, 2), "a7": (1, 2), "b5": (1, 2)})
    assert [a for a in GAME.legal_actions(s) if a[0] == "flare"]
    s = play(s, dealer, ("pass",))
    assert GAME.current_player(s) == 2 and s.holder[0] == 2  # the legends go along
    kinds = {a[0] for a in GAME.legal_actions(s)}
    assert kinds <= {"place", "concede"}
    s = play(s, dealer, ("place", "e5"), ("place", "e6"))
    assert st.active(s) == 1  # the turn ended: the active seat finished it


def test_team_legends_are_shown_to_both_team_mates_and_handed_over_at_the_end_of_a_turn() -> None:
    s, dealer = ready()
    legends = s.legends[0]
    assert all(dealer.told(h) == (0, 2) for h in legends)
    s = play(s, dealer, ("place", "e5"), ("place", "e6"))
    assert s.holder[0] == 2 and len(s.legends[0]) == 2
    hand2 = GAME.observation(s, 2, dealer.knowledge(2))["hand"]
    assert {tuple(c["handle"]) for c in hand2 if c["kind"] == "legend"} == set(legends)
    assert all(c["card"] is not None for c in hand2)


def test_being_cards_and_flares_stay_private_even_from_the_team_mate() -> None:
    s, dealer = ready()
    mine = [h for h in s.hands[0]]
    assert all(dealer.told(h) == (0,) for h in mine)
    seen = GAME.observation(s, 2, {**dealer.knowledge(0), **dealer.knowledge(2)})
    assert "hand" in seen and all(tuple(c["handle"]) not in mine for c in seen["hand"])


def test_no_seat_sees_another_seats_hand_without_a_public_reveal() -> None:
    s, dealer = start({"players": 2, "form": "high_form"})
    everything = {**dealer.knowledge(0), **dealer.knowledge(1)}
    obs = GAME.observation(s, 1, everything)
    assert all(c["card"] is not None for c in obs["hand"])
    assert {tuple(c["handle"]) for c in obs["hand"]}.isdisjoint(set(s.hands[0]))
    public = GAME.observation(s, None, everything)
    assert "hand" not in public and str(dealer.truth[s.hands[0][0]]) not in str(public)


def test_in_teams_the_bottom_six_cards_are_sideways_and_the_last_upright_draw_triggers() -> None:
    s, dealer = ready()
    assert GAME.observation(s, None)["sideways"] == [6, 6, 6, 6]
    s = st.evolve(s, beings=(s.beings[0][:7],) + s.beings[1:])
    h = s.hands[0][0]
    s = play(s, dealer, ("discard", *h, dealer.truth[h]), ("done",), ("place", "e5"))
    assert s.trigger == 0 and len(s.beings[0]) == 6  # only sideways cards are left


def test_a_card_put_under_a_team_deck_keeps_six_sideways_at_the_bottom() -> None:
    s, dealer = ready()
    h = s.hands[0][0]
    other = next(x for x in s.hands[0][1:] if x[0].startswith("beings."))
    s = play(s, dealer, ("discard", *h, dealer.truth[h]), ("return", *other), ("done",))
    assert s.beings[0][-1] == other
    assert GAME.observation(s, None)["sideways"][0] == 6


def test_a_team_deathmatch_plays_with_one_track_per_team() -> None:
    s, dealer = start(TEAMS, first=0)
    assert GAME.current_player(s) == 3  # the fourth player sets the duel marks
    s = play(s, dealer, ("setup", "c5", "blue"), ("setup", "g5", "red"))
    assert GAME.current_player(s) == 0 and s.score == (0, 0)
    assert st.supply(s, 0, False) == 17 - 1 - 1  # the score marker and the piece on c5
    while GAME.current_player(s) == REVEAL:
        s = resolve(s, dealer)
    assert [a for a in GAME.legal_actions(s) if a == ("pass",)]


def test_a_team_mate_given_control_mid_effect_finishes_the_effect_then_only_places() -> None:
    from core.games.tash_kalar import effects

    s, dealer = ready()
    s = board(s, {"e5": (0, 1), "e6": (1, 1)})
    steps = (("fx", 0),)
    e = st.Effect("blue-WL01", "being", steps, 0, 40, (), False, False, False, (), (), 0,
                  False, False, (), -1, 99, 0)  # fmt: skip
    s = effects.start(s, e)
    assert ("pass",) in GAME.legal_actions(s)
    s = play(s, dealer, ("pass",))
    assert GAME.current_player(s) == 2 and ("move", "e5", "e6") in GAME.legal_actions(s)
    s = play(s, dealer, ("move", "e5", "e6"))
    assert s.effect is None and GAME.current_player(s) == 2
    assert {a[0] for a in GAME.legal_actions(s)} <= {"place", "concede"}
