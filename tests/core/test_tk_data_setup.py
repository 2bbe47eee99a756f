"""Tash-Kalar: the data files and the setup (seed, "Preparazione"; digest §2, §3.1-3.4;
referee checklist 1-6)."""

from __future__ import annotations

import json

import pytest

from core import gamedata, hidden
from core.api import CHANCE, REVEAL, BadConfig
from core.games.tash_kalar import data, setup
from core.games.tash_kalar import state as st
from core.games.tash_kalar.tasks import three_of_four
from tests.core.tk_helpers import DUEL, GAME, HIGH, play, sq, start


def test_the_arena_has_69_squares_and_the_12_corner_squares_do_not_exist() -> None:
    a = data.arena()
    assert len(a.squares) == 69
    for name in ("a1", "b1", "a2", "h1", "i1", "i2", "a8", "a9", "b9", "h9", "i9", "i8"):
        assert not a.exists[sq(name)]
    assert all(a.exists[sq(n)] for n in ("c1", "a3", "e5", "i7", "g9"))


def test_the_distance_between_two_squares_is_the_larger_coordinate_difference() -> None:
    a = data.arena()
    # the board is king-convex: the fewest single moves (BFS) is max(|df|, |dr|)
    for start_sq in a.squares:
        far = {start_sq: 0}
        todo = [start_sq]
        while todo:
            x = todo.pop(0)
            for y in a.adj[x]:
                if y not in far:
                    far[y] = far[x] + 1
                    todo.append(y)
        assert all(far[y] == data.distance(start_sq, y) for y in a.squares)


def test_every_being_deck_has_18_cards_5_common_13_heroic_and_the_shared_decks_their_counts() -> (
    None
):
    c = data.cards()
    for colour in ("blue", "red", "brown", "green"):
        ranks = [c.beings[i].rank for i in c.decks[colour]]
        assert len(ranks) == 18 and ranks.count(1) == 5 and ranks.count(2) == 13
    assert len(c.legends) == 12 and len(c.flares) == 12 and len(c.tasks) == 24
    assert sum(t.advanced for t in c.tasks.values()) == 8
    assert {t.type for t in c.tasks.values()} == {"ruin", "hue", "call", "form", "siege"}


def test_a_card_breaking_the_grammar_is_refused_when_loaded() -> None:
    with pytest.raises(data.DataError, match="exactly one target"):
        data.parse_card({"id": "X", "name": "x", "rank": "C", "pat": "CC", "fx": []})
    with pytest.raises(data.DataError, match="bad step"):
        data.parse_card({"id": "X", "name": "x", "rank": "C", "pat": "C@", "fx": [{"op": "fly"}]})
    with pytest.raises(data.DataError, match="bad who"):
        step = {"op": "destroy", "who": "nobody", "rank": "C", "at": "adj"}
        data.parse_card({"id": "X", "name": "x", "rank": "C", "pat": "C@", "fx": [step]})


def test_the_data_files_are_json_from_the_digest_with_stable_ids() -> None:
    raw = json.loads((gamedata.ROOT / "tash_kalar" / "beings.json").read_text())
    assert [c["id"] for c in raw["decks"]["WL"]["cards"]][:2] == ["WL01", "WL02"]
    assert "blue-WL07" in data.cards().beings and "red-WL07" in data.cards().beings


def test_orientations_are_four_anticlockwise_turns_then_the_same_mirrored() -> None:
    assert [data.orient(1, 0, o) for o in range(4)] == [(1, 0), (0, 1), (-1, 0), (0, -1)]
    assert [data.orient(1, 0, o) for o in range(4, 8)] == [(-1, 0), (0, -1), (1, 0), (0, 1)]
    assert data.orient(0, 1, 4) == (0, 1)  # mirrored left to right: up stays up


def test_the_config_is_validated() -> None:
    assert GAME.normalize_config({"players": 4, "form": "deathmatch", "teams": "yes"})["teams"]
    bad_configs = [
        {"players": 3, "form": "high_form"},
        {"players": 3, "teams": True},
        {"players": 2, "form": "duel"},
        {"players": 2, "colours": ["blue", "blue"]},
    ]
    for bad in bad_configs:
        with pytest.raises(BadConfig):
            GAME.normalize_config(bad)


def test_the_first_player_is_drawn_then_every_deck_is_shuffled_by_everyone() -> None:
    s = GAME.initial_state(HIGH)
    assert GAME.current_player(s) == CHANCE
    s = GAME.apply_action(s, ("first", 1))
    assert GAME.current_player(s) == REVEAL
    decks = {r.deck for r in GAME.reveal_requests(s) if isinstance(r, hidden.Shuffle)}
    assert decks == {"beings.0", "beings.1", "legends", "flares", "tasks"}


@pytest.mark.parametrize("seed", range(12))
def test_high_form_starts_empty_with_three_normal_tasks_not_all_one_type_and_a_next_task(
    seed: int,
) -> None:
    s, _ = start(HIGH, seed)
    tasks = data.cards().tasks
    assert not any(s.board) and len(s.tasks) == 3
    assert not any(tasks[t].advanced for t in s.tasks)
    assert len({tasks[t].type for t in s.tasks}) > 1
    nxt = setup.next_task(s)
    assert nxt is not None and nxt not in s.tasks
    # 3 of the 4 face-up tasks never share a type (unless every card was cycled: R2)
    assert not three_of_four([tasks[t].type for t in (*s.tasks, nxt)])


def test_three_of_four_face_up_tasks_sharing_a_type_send_the_next_task_to_the_bottom() -> None:
    s, _dealer = start(HIGH, 3)
    ruin = [t for t, x in data.cards().tasks.items() if x.type == "ruin" and not x.advanced]
    hue = next(t for t, x in data.cards().tasks.items() if x.type == "hue" and not x.advanced)
    # the row: two ruin tasks and a hue; the next task a third ruin one, shown
    top = s.task_pile[0]
    shown = tuple(sorted({**dict(s.secrets.shown), top: ruin[2]}.items()))
    s = st.evolve(s, tasks=(ruin[0], ruin[1], hue), stage="claimed",
                  secrets=st.hidden.Secrets(s.secrets.players, s.secrets.decks, s.secrets.seen,
                                            shown))  # fmt: skip
    s = setup.task_progress(s)
    assert s.task_pile[-1] == top  # moved to the bottom, face up
    assert s.task_pile[0] != top


def test_each_player_starts_with_3_beings_2_legends_1_flare_dealt_privately() -> None:
    s = GAME.apply_action(GAME.initial_state(HIGH), ("first", 0))
    dealer = __import__("tests.core.playout", fromlist=["x"]).plain_dealer(2, 1)
    told: dict[tuple[str, int], tuple[int, ...]] = {}
    while GAME.current_player(s) == REVEAL:
        request = GAME.reveal_requests(s)[0]
        if isinstance(request, hidden.Reveal):
            told[request.handle] = request.seats
        s = GAME.apply_action(s, dealer.next_action(GAME, s))
    for seat in (0, 1):
        hand = s.hands[seat]
        assert sum(d.startswith("beings.") for d, _ in hand) == 3
        assert sum(d.startswith("flares") for d, _ in hand) == 1
        assert len(s.legends[seat]) == 2
        assert all(told[h] == (seat,) for h in (*hand, *s.legends[seat]))


def test_in_teams_only_the_team_mate_who_plays_first_holds_the_legends() -> None:
    s, _ = start({"players": 4, "form": "deathmatch", "teams": True}, first=1)
    assert s.holder == (2, 1)  # team 0 (seats 0, 2) plays first with seat 2; team 1 with 1
    assert [len(x) for x in s.legends] == [2, 2]
    assert s.colours == ("blue", "red")


def test_the_first_player_has_one_action_on_the_first_turn_then_two() -> None:
    s, dealer = start(HIGH)
    assert s.actions == 1
    s = play(s, dealer, ("place", "e5"))
    assert st.active(s) == 1 and s.actions == 2


def test_deathmatch_the_second_player_puts_a_common_of_each_colour_on_the_duel_marks() -> None:
    s, dealer = start(DUEL, first=1)
    assert s.stage == "setup" and GAME.current_player(s) == 0
    assert set(GAME.legal_actions(s)) - {("concede",)} == {
        ("setup", sq_, c) for sq_ in ("c5", "g5") for c in ("blue", "red")
    }
    s = play(s, dealer, ("setup", "g5", "blue"), ("setup", "c5", "red"))
    assert s.stage == "actions" and st.active(s) == 1
    assert s.board[sq("g5")] == st.piece(0, 1) and s.board[sq("c5")] == st.piece(1, 1)


def test_melee_the_last_player_puts_commons_beside_the_symbols_four_skip_the_second() -> None:
    s, dealer = start({"players": 4, "form": "deathmatch"}, first=0)
    assert GAME.current_player(s) == 3 and set(s.setup_left) == {0, 2, 3}
    s = play(s, dealer, ("setup", "b3", "blue"))
    assert ("setup", "c3", "brown") not in GAME.legal_actions(s)  # that symbol is taken
    s = play(s, dealer, ("setup", "g8", "brown"), ("setup", "g4", "green"))
    assert s.stage == "actions" and st.active(s) == 0


def test_score_markers_leave_the_supply_in_deathmatch() -> None:
    duel, _ = start(DUEL)
    melee, _ = start({"players": 4, "form": "deathmatch"})
    high, _ = start(HIGH)
    assert st.supply(high, 0, False) == 17 and st.supply(duel, 0, False) == 16
    assert st.supply(melee, 0, False) == 14 and st.supply(melee, 0, True) == 3


def test_the_three_of_four_rule_cycles_each_deck_card_at_most_once() -> None:
    s, _ = start(HIGH, 3)
    pile = (("x", 0), ("x", 1))  # both face up already, both of the row's pair's type
    deck = st.hidden.Deck("x", 2, ("TK03", "TK17"))
    shown = (*s.secrets.shown, (("x", 0), "TK03"), (("x", 1), "TK17"))
    secrets = st.hidden.Secrets(2, (*s.secrets.decks, deck), s.secrets.seen, tuple(sorted(shown)))
    s = st.evolve(s, tasks=("TK01", "TK02", "TK04"), task_pile=pile, stage="claimed",
                  secrets=secrets)  # fmt: skip
    s = setup.task_progress(s)
    assert setup.next_task(s) == "TK17" and s.task_pile == (("x", 1), ("x", 0))  # R2
