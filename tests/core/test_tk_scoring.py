"""Tash-Kalar: flares, tasks, scoring, the end and the ranking (seed, "Invocare un
impeto", "La fine del gioco"; digest §3.7-3.10, §5.7; referee checklist 22-35; R3-R5,
R9, R10, R16, R17, R20, R27, R29, R30)."""

from __future__ import annotations

from core import hidden
from core.api import END, TERMINAL
from core.games.tash_kalar import data, flow, scoring, tasks
from core.games.tash_kalar import state as st
from tests.core.tk_helpers import DUEL, GAME, HIGH, C, H, L, board, pieces, play, start, summon


def ready(config: dict = HIGH, first: int = 0) -> tuple[st.State, object]:  # type: ignore[type-arg]
    s, dealer = start(config, first=first)
    if s.stage == "setup":
        s = st.evolve(s, stage="actions", setup_left=())
    return st.evolve(s, actions=2), dealer


def with_flare(s: st.State, flare: str) -> tuple[st.State, tuple]:  # type: ignore[type-arg]
    h = next(x for x in s.hands[0] if x[0] == "flares")
    return s, ("flare", *h, flare, s.colours[1])


def test_a_flare_needs_an_opponent_with_enough_more_promoted_pieces_or_pieces() -> None:
    s, _ = ready()
    s, action = with_flare(board(s, {"a5": (1, H), "a6": (1, H)}), "FL05")  # up 2, low 5
    assert action in GAME.legal_actions(s)
    s, action = with_flare(board(s, {"a5": (1, H), "a6": (1, C)}), "FL05")
    assert action not in GAME.legal_actions(s)
    five = {x: (1, C) for x in ("a5", "a6", "a7", "b5", "b6")}
    s, action = with_flare(board(s, five), "FL05")
    assert action in GAME.legal_actions(s)  # the lower criterion: 5 more pieces (R27)


def test_meeting_both_criteria_resolves_the_upper_effect_then_the_lower() -> None:
    s, dealer = ready()
    five = {x: (1, H) for x in ("a5", "a6", "a7", "b5", "b6")}
    s, action = with_flare(board(s, {**five, "e5": (0, C)}), "FL09")  # up: promote + gain
    s = play(s, dealer, action)
    assert s.effect is not None and [p for p, _ in s.effect.steps] == ["up", "up", "low"]
    assert s.effect.kind == "flare" and s.flare_discards == ()


def test_a_flare_is_a_claim_and_is_discarded_face_up_after_it_resolves() -> None:
    s, dealer = ready()
    s, action = with_flare(board(s, {"a5": (1, H), "a6": (1, H), "a7": (1, H)}), "FL01")
    after = GAME.apply_action(s, action)
    assert GAME.reveal_requests(after) == (hidden.Show(action[1:3], (0, "FL01")),)
    after = play(s, dealer, action, ("place", "e5"))
    assert after.flare_discards == ("FL01",) and pieces(after)["e5"] == (0, C)
    assert after.actions == 2  # a flare costs no action


def test_a_duel_flare_gives_the_opponent_a_point_and_in_high_form_nobody_scores() -> None:
    for config, expected in ((DUEL, (0, 1)), (HIGH, (0, 0))):
        s, dealer = ready(config)
        four = {x: (1, H) for x in ("a5", "a6", "a7", "b5")}
        s, action = with_flare(board(s, four), "FL10")  # up 4: destroy an enemy common
        s = play(s, dealer, action)
        assert s.score == expected


def test_a_melee_flare_scores_for_the_opponent_compared_with_in_the_invokers_colour() -> None:
    s, dealer = ready({"players": 3, "form": "deathmatch"})
    s = board(s, {"a5": (2, H), "a6": (2, H), "a7": (2, H), "b5": (2, H)})
    h = next(x for x in s.hands[0] if x[0] == "flares")
    assert ("flare", *h, "FL10", "red") not in GAME.legal_actions(s)  # red has nothing more
    s = play(s, dealer, ("flare", *h, "FL10", "brown"))
    assert s.colour_score[2][0] == 1 and s.colour_score[1] == (0, 0, 0)


def test_duel_three_enemy_commons_destroyed_in_a_turn_score_one_point() -> None:
    s, _ = ready(DUEL)
    s = st.evolve(s, tally=((1, C), (1, C), (1, C), (0, H)), stage="scoring")
    assert flow.score_turn(s).score == (1, 0)  # the third common and the own heroic: nothing
    s = st.evolve(s, tally=((1, L), (1, H), (1, C)), stage="scoring")
    assert flow.score_turn(s).score == (3, 0)


def test_summoning_a_legend_scores_one_and_promoting_to_legendary_scores_nothing() -> None:
    s, dealer = ready(DUEL)
    cells = {"d6": (0, H), "f6": (0, H), "d4": (0, C), "f4": (0, C)}
    s = board(s, cells)
    s = play(s, dealer, summon(s, 0, s_legend(s, dealer), "e5", 0))
    while s.effect is not None:
        s = play(s, dealer, ("done",))
    s = play(s, dealer, ("place", "a5"))
    assert s.score[0] == 1


def s_legend(s: st.State, dealer: object) -> str:
    """Make the seat's first legend handle an Ash Wyrm (LG01) for the dealer too."""
    h = s.legends[0][0]
    dealer.truth[h] = "LG01"  # type: ignore[attr-defined]
    return "LG01"


def test_melee_scores_per_colour_and_two_unpaired_commons_score_one_in_a_chosen_colour() -> None:
    s, dealer = ready({"players": 4, "form": "deathmatch"})
    s = st.evolve(s, tally=((1, C), (2, C), (3, H)), stage="scoring", calls=((40, 3),))
    s = flow.score_turn(s)
    assert s.colour_score[0] == (0, 0, 0, 1) and s.stage == "score"
    assert s.choices == ((1, 2), (1, 2, 3))  # the unpaired commons, then the legend
    s = play(s, dealer, ("score", "brown"), ("score", "red"))
    assert s.colour_score[0] == (0, 1, 1, 1)


def test_high_form_at_most_one_task_a_turn_and_only_when_its_condition_holds() -> None:
    s, dealer = ready()
    s = st.evolve(s, tasks=("TK11", "TK13", "TK05"))
    centre = {x: (0, C) for x in ("d4", "e4", "f4", "d5")}
    s = board(s, {**centre, "e5": (0, C), "a5": (0, C), "c7": (0, C), "f2": (0, C)})
    s = play(s, dealer, ("place", "g7"), ("place", "i6"))
    assert s.stage == "end"
    legal = GAME.legal_actions(s)
    assert ("claim", "TK11") in legal and ("claim", "TK05") in legal
    assert ("claim", "TK13") not in legal  # no line of 5
    s = play(s, dealer, ("claim", "TK11"))
    assert s.completed[0] == ("TK11",) and st.active(s) == 1 and len(s.tasks) == 3
    assert "TK05" in s.tasks


def test_task_conditions_read_the_board_and_the_turn() -> None:
    s, _ = ready()
    s = board(s, {x: (0, C) for x in ("a5", "b5", "c5", "d5", "e5")})
    assert tasks.holds(s, 0, {"k": "line", "len": 5})
    assert not tasks.holds(s, 0, {"k": "line", "len": 6})
    s = board(s, {f"e{r}": (0, C) for r in range(1, 10)})
    assert tasks.holds(s, 0, {"k": "span"})
    s = board(s, {"e5": (1, H), "d5": (0, C), "f5": (0, C), "e6": (0, C)})
    assert tasks.holds(s, 0, {"k": "trap", "n": 1, "adj": 3, "rank": "P", "full": False})
    assert not tasks.holds(s, 0, {"k": "trap", "n": 1, "adj": 3, "rank": "*", "full": True})
    s = st.evolve(s, tally=((1, H), (1, H), (1, C), (1, L)), calls=((40, 2), (30, 3)))
    assert tasks.holds(s, 0, {"k": "kill", "n": 4, "p": 2})
    assert tasks.holds(s, 0, {"k": "call", "n": 2, "area": "any", "legend": True})


def _plain_line(s: st.State, side: int, length: int) -> bool:
    """The line task by a plain search (what tasks._line's bit masks must agree with)."""
    mine = {x for x, p in enumerate(s.board) if p and st.owner(p) == side}
    for x in mine:
        f, r = divmod(x, 9)
        for df, dr in tasks.LINES:
            ends = [(f + i * df, r + i * dr) for i in range(length)]
            if all(0 <= a < 9 and 0 <= b < 9 and a * 9 + b in mine for a, b in ends):
                return True
    return False


def test_the_bit_mask_line_task_agrees_with_a_plain_search_on_random_boards() -> None:
    import random

    s, _ = ready()
    rng = random.Random(17)
    squares = data.arena().squares
    for _ in range(200):
        cells = {data.square_name(x): (rng.randrange(2), C) for x in rng.sample(squares, 30)}
        b = board(s, cells)
        for length in (3, 4, 5, 6):
            want = _plain_line(b, 0, length)
            assert tasks.holds(b, 0, {"k": "line", "len": length}) is want


def test_high_form_nine_points_at_the_end_of_a_turn_trigger_the_end() -> None:
    s, dealer = ready()
    s = st.evolve(s, completed=(("TK14", "TK06"), ()))  # 6 points
    s = board(s, {"a5": (0, L), "a6": (0, L), "a7": (0, L)})  # +3 legendary pieces
    assert flow.points(s, 0) == 9
    s = play(s, dealer, ("place", "e5"), ("place", "e6"))
    assert s.trigger == 0


def test_after_the_trigger_every_seat_plays_once_more_the_triggering_seat_last() -> None:
    s, dealer = ready(DUEL, first=1)
    s = st.evolve(s, score=(0, 18))
    s = play(s, dealer, ("place", "e5"), ("place", "e6"))  # seat 1's turn triggers
    assert s.trigger == 0 and st.active(s) == 0
    s = play(s, dealer, ("place", "e4"), ("place", "e3"))
    assert st.active(s) == 1 and GAME.current_player(s) != TERMINAL
    s = play(s, dealer, ("place", "e2"), ("place", "e1"))
    assert GAME.current_player(s) == TERMINAL
    end = GAME.observation(s, None)[END]
    assert end["winners"] == [1] and end["totals"] == [0, 18]


def test_drawing_the_last_being_card_triggers_the_end() -> None:
    s, dealer = ready()
    s = st.evolve(s, beings=(s.beings[0][:1], s.beings[1]))
    s = play(s, dealer, ("discard", *s.hands[0][0], dealer.truth[s.hands[0][0]]), ("done",),
             ("place", "e5"))  # fmt: skip
    assert s.trigger == 0 and s.beings[0] == ()


def test_a_being_deck_is_never_rebuilt_but_legend_and_flare_decks_are() -> None:
    s, dealer = ready()
    s = st.evolve(s, beings=((), s.beings[1]), flare_pile=(), flare_discards=("FL03", "FL07"))
    flare = next(x for x in s.hands[0] if x[0] == "flares")
    s = st.evolve(s, hands=(tuple(x for x in s.hands[0] if x != flare), s.hands[1]))
    s = play(s, dealer, ("discard", *s.hands[0][0], dealer.truth[s.hands[0][0]]), ("done",),
             ("place", "e5"))  # fmt: skip
    assert sum(d.startswith("beings.") for d, _ in s.hands[0]) == 2  # no being to draw
    assert [d for d, _ in s.hands[0] if d.startswith("flares")] == ["flares.1"]
    assert s.flare_discards == () and hidden.deck(s.secrets, "flares.1").values == ("FL03", "FL07")


def test_melee_final_score_is_the_lowest_colour_and_ties_go_to_the_second_lowest() -> None:
    s, _ = ready({"players": 3, "form": "deathmatch"})
    s = st.evolve(s, colour_score=((0, 4, 6), (3, 0, 4), (4, 7, 0)), stage="over")
    assert scoring.returns(s) == (4, 3, 4)
    assert scoring.ranking(s) == (2, 0, 1)  # 4/7 beats 4/6
    assert GAME.observation(s, None)[END]["separated_by"] == ["by.second_colour", "by.points"]


def test_ties_go_to_promoted_pieces_then_all_pieces_then_stay_shared() -> None:
    s, _ = ready(DUEL)
    s = st.evolve(s, score=(5, 5), stage="over")
    s1 = board(s, {"a5": (1, H), "a6": (0, C), "a7": (0, C)})
    assert scoring.ranking(s1) == (1, 0)
    assert GAME.observation(s1, None)[END]["separated_by"] == ["by.promoted"]
    s2 = board(s, {"a5": (1, C), "a6": (0, C), "a7": (0, C)})
    assert scoring.ranking(s2) == (0, 1)
    assert GAME.observation(s2, None)[END]["separated_by"] == ["by.pieces"]
    s3 = board(s, {"a5": (1, C), "a6": (0, C)})
    assert GAME.observation(s3, None)[END]["winners"] == [0, 1]


def test_surrender_is_accepted_in_two_sided_games_and_not_offered_in_a_melee() -> None:
    s, dealer = ready(DUEL)
    s = play(s, dealer, ("concede",))
    assert GAME.current_player(s) == TERMINAL and GAME.returns(s) == (0, 1)
    m, _ = ready({"players": 3, "form": "deathmatch"})
    assert ("concede",) not in GAME.legal_actions(m)


def test_deathmatch_destroyed_pieces_stay_beside_the_board_until_the_end_of_the_turn() -> None:
    s, dealer = ready(DUEL)
    many = {data.square_name(x): (1, C) for x in data.arena().squares[:15]}
    s = board(s, {**many, "e5": (0, C)})
    assert st.supply(s, 1, False) == 1
    s = st.evolve(s, tally=((1, C),))
    assert st.supply(s, 1, False) == 0  # the seed keeps the trophy until scoring
    s = play(s, dealer, ("place", "e6"), ("place", "e7"))
    assert s.stage == "end"  # 15 more enemy pieces: a flare may still be invoked
    s = play(s, dealer, ("done",))
    assert s.tally == () and st.supply(s, 1, False) == 1  # back after the turn
    high, _ = ready()
    high = st.evolve(board(high, many), tally=((1, C),))
    assert st.supply(high, 1, False) == 2  # High Form: back to its owner at once
