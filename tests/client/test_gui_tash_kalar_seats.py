"""Tash-Kalar in the window, what each seat sees (issue 17, "Window"): the flares' criteria,
the melee's score tracks and points, an improvised summon, the hand's privacy and the
hot-seat curtain, the cards drawn, teams, the Duel opening, the replay, Italian, every card's
text fitting its face."""

from __future__ import annotations

from typing import Any

import pytest

from client.gui import i18n
from client.gui.games.tash_kalar import choices as ch
from client.gui.games.tash_kalar import words
from core.games.tash_kalar import turn
from core.games.tash_kalar.data import cards
from tests.client.hiddentable import LocalTable, every_text
from tests.client.test_no_clipping import clipped
from tests.client.tkplayer import (
    MELEE,
    TkPlayer,
    first_seat,
    handles,
    play_seat,
    seat0,
    table_at,
    truthful,
)
from tests.client.uiplayer import shoot


def test_a_flare_shows_each_criterion_against_each_opponent(qtbot: Any, me: Any) -> None:
    def flare(t: LocalTable) -> bool:
        if not seat0(t):
            return False
        obs = t.game.observation(t.state, 0, t.dealer.knowledge(0))
        return t.state.turn >= 6 and any(e["kind"] == "flare" for e in obs["hand"])

    t = table_at(qtbot, me, flare, MELEE, ["host", "bot", "bot", "bot"])
    view = t.view.game
    [entry] = [e for e in t.c.view().obs["hand"] if e["kind"] == "flare"]
    face = view.hand.face(tuple(entry["handle"]))
    assert face is not None
    want = [
        (t.state.colours[opp], *turn.flare_met(t.state, 0, entry["card"], opp))
        for opp in turn.opponents(t.state, 0)
    ]
    assert face.met == want and len(want) == 3
    assert "vs" in face.describe() or face.describe().startswith("Flare")
    shoot(t.view, "tk-melee-flare")


def test_the_melee_shows_a_score_track_per_colour_for_each_seat(qtbot: Any, me: Any) -> None:
    t = table_at(
        qtbot, me, lambda t: t.state.turn >= 8 and seat0(t), MELEE, ["host", "bot", "bot", "bot"]
    )
    obs = t.c.view().obs
    panels = t.view.game.players.cards
    assert len(panels) == 4
    for seat, panel in enumerate(panels):
        text = panel.score.text()
        for colour, n in obs["score"][seat].items():
            assert f"{colour} {n}" in text
    assert not t.view.game.tasks.isVisible()  # no tasks out of High Form
    assert t.view.game.arena._form == "deathmatch/True"
    problems = clipped(t.view) + t.view.game.hand.clipped()
    assert not problems, problems


def test_only_the_seats_own_hand_is_drawn_and_the_curtain_hides_it(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: t.game.current_player(t.state) == 0, kinds=["host", "local"])
    page, view = t.view, t.view.game
    assert page.stack.currentWidget() is page.curtain  # hot-seat: Ada must say it is her
    assert view.hand.shown() == [] and not t.c.view().legal
    page.curtain.button.click()
    t.redraw()
    mine = [t.dealer.truth[tuple(h)] for h in handles(t, 0)]
    assert sorted(c for c in view.hand.shown() if c in cards().beings) == sorted(mine)
    assert None not in view.hand.shown()  # every card of her own is known to her
    bea = {cards().card(str(t.dealer.truth[tuple(h)])).name for h in handles(t, 1)}
    text = every_text(page)
    hers = bea - {cards().card(str(c)).name for c in mine}
    assert hers and not any(name in text for name in hers)  # Bea's cards are never drawn
    shoot(page, "tk-own-hand")
    play_seat(qtbot, t, 0)  # Ada's turn by clicks, confirmed: the device passes to Bea
    assert page.stack.currentWidget() is page.curtain
    assert page.curtain.button.text() == "I am Bea" and view.hand.shown() == []
    page.curtain.button.click()
    t.redraw()
    assert sorted(c for c in view.hand.shown() if c in cards().beings) == sorted(
        str(t.dealer.truth[tuple(h)]) for h in handles(t, 1)
    )


def test_the_window_speaks_italian_with_the_seeds_words(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: seat0(t) and t.state.turn >= 4)
    i18n.install("it")
    t.redraw()
    text = every_text(t.view)
    assert "azioni rimaste" in t.view.game.move.prompt.text()
    assert "Compiti" in text and "pedina" in text
    assert "Arrenditi" in text
    shoot(t.view, "tk-italian")
    problems = clipped(t.view) + t.view.game.hand.clipped()
    assert not problems, problems


# -- a whole game ------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["en", "it"])
def test_every_card_fits_its_face_in_both_languages(qtbot: Any, code: str) -> None:
    from client.gui.games.tash_kalar.cards import CardFace

    assert i18n.install(code)
    face = CardFace(0)
    qtbot.addWidget(face)
    data = cards()
    ids = [*data.decks["blue"], *data.decks["brown"], *data.decks["green"], *data.legends]
    cut = []
    for cid in [*ids, *data.flares]:
        met = [("red", True, False), ("brown", False, True), ("green", False, False)]
        face.show_card({"card": cid, "kind": "x"}, True, False, met if cid in data.flares else [])
        cut += face.clipped()
    assert not cut, cut


def test_a_replay_shows_the_board_and_no_hand(qtbot: Any, me: Any) -> None:
    from client.gui.games.tash_kalar.table import make_view
    from client.gui.moment import View

    t = table_at(qtbot, me, lambda t: t.state.turn >= 3)
    replay = make_view(None, t.roster.config)
    qtbot.addWidget(replay.main)
    obs = t.game.observation(t.state, None)
    replay.show(View(obs, None, None, (), None, ["Ada", "Bea"]))
    assert replay.arena.board == obs["board"] and replay.hand.shown() == []
    assert replay.undo_bar is None and replay.move not in replay.panels


def test_teams_pass_control_to_the_team_mate(qtbot: Any, me: Any) -> None:
    config = {"players": 4, "form": "high_form", "teams": True}
    t = table_at(qtbot, me, seat0, config, ["host", "bot", "bot", "bot"])
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    assert ("pass",) in t.c.view().legal
    p.click_button(("pass",))
    assert t.c.pending is not None and t.c.pending.steps == [("pass",)]
    legends = [e for e in t.c.view().obs["hand"] if e["kind"] == "legend"]
    assert view.players.cards[2].score.text() == view.players.cards[0].score.text()
    assert legends == [] or all(e["card"] for e in legends)


def test_the_duel_opening_pieces_and_its_track(qtbot: Any, me: Any) -> None:
    duel = {"players": 2, "form": "deathmatch"}
    seed = next(s for s in range(20) if first_seat(me, duel, s) == 1)  # seat 0 sets up (R23)
    t = table_at(qtbot, me, lambda t: t.game.current_player(t.state) == 0, duel, seed=seed)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    setups = [a for a in t.c.view().legal if a[0] == "setup"]
    square = setups[0][1]  # the opening: a square, then which colour goes there
    assert view.arena.targets == {a[1] for a in setups} == {"c5", "g5"}
    p.click_square(square)
    options = [a for a in setups if a[1] == square]
    assert len(options) == 2 and view.pick.square == square and view.arena.selected == square
    assert view.button(options[1]).text() == "A red piece"
    p.click_button(options[1])
    assert t.c.pending is not None and t.c.pending.steps == [options[1]]
    assert "of 18 points" in view.players.cards[0].score.text()
    assert view.arena._form == "deathmatch/False"


def test_the_log_names_colours_and_cards_in_the_windows_language(qtbot: Any) -> None:
    from client.gui.sentences import WindowSpeaker
    from core.api import Message

    config = {"players": 2, "form": "high_form", "teams": False, "colours": ["blue", "red"]}
    say = WindowSpeaker("tash_kalar", config, ["Ada", "Bea"])
    assert i18n.install("it")
    assert say(Message("score", {"seat": 0, "colour": "red"})) == "Ada segna un punto in rosso."
    summon = Message("summon", {"seat": 1, "card": "red-WL01", "square": "e5", "orientation": 0})
    assert say(summon) == "Bea evoca Schermagliatore (rosso) in e5, come sulla carta."
    drew = Message("drew", {"seat": 0, "deck": "flare"})
    assert say(drew) == "Ada pesca una carta impeto."


def test_a_melee_point_goes_to_the_colour_clicked(qtbot: Any, me: Any) -> None:
    def scoring(t: LocalTable) -> bool:
        return t.game.current_player(t.state) == 0 and t.state.stage == "score"

    t = table_at(qtbot, me, scoring, {"players": 3, "form": "deathmatch"}, ["host", "bot", "bot"])
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    options = [a for a in t.c.view().legal if a[0] == "score"]
    assert options and "colour this point" in view.move.prompt.text()
    p.click_button(options[-1])
    assert t.c.pending is not None and t.c.pending.steps == [options[-1]]


def test_the_status_line_alone_names_the_cards_drawn(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, seat0)
    for _ in range(12):  # Ada's turns by clicks until one ends drawing a card
        before = list(t.c.view().obs["hand"])
        play_seat(qtbot, t, 0)
        after = t.game.observation(t.state, 0, t.dealer.knowledge(0))["hand"]
        new = {e["card"] for e in after} - {e["card"] for e in before}
        if new:
            break
        while t.game.current_player(t.state) != 0:
            t.play([t.rng.choice([a for a in sorted(truthful(t)) if a[0] != "concede"])])
    assert new
    status = t.view.status.text()
    assert status.startswith("New in your hand:")
    assert all(words.card_title(c) in status for c in new)
    log = [t.view.log.item(i).text() for i in range(t.view.log.count())]
    assert not any(words.card_title(c) in line for c in new for line in log if "draws" in line)


def test_an_improvised_summon_shows_the_borrowed_enemy_piece(qtbot: Any, me: Any) -> None:
    def shared(legal: list[Any]) -> list[Any]:  # improvised summons sharing their target
        keys = [(a[1], a[2], a[4]) for a in legal if a[0] == "summon"]
        return [a for a in legal if len(a) == 7 and keys.count((a[1], a[2], a[4])) > 1]

    t = table_at(
        qtbot, me, lambda t: seat0(t) and bool(shared(truthful(t))), MELEE,
        ["host", "bot", "bot", "bot"],
    )  # fmt: skip
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    action = shared(list(t.c.view().legal))[0]
    p.click_card(ch.handle_of(action))
    p.click_square(action[4])
    assert view.pick.target == action[4]  # several ways there: cycle to the improvised one
    for _ in range(16):
        if ch.shown_summon(t.c.view().legal, view.pick) == action:
            break
        p.click_square(action[4])
    assert view.arena.overlay is not None and view.arena.overlay[3] == action[6]
    assert action[6] in (*view.arena.overlay[1], action[4])  # a piece the pattern uses
    shoot(t.view, "tk-improvised")
    p.click_button(action)
    assert t.c.pending is not None and t.c.pending.steps == [action]
