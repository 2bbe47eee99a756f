"""Tash-Kalar in the window (issue 17, "Window"): a whole game by clicks, the summon targets,
the orientations laid over the board, an effect step's targets, the flares' criteria, the
melee's score tracks, the hand's privacy and the curtain, Italian. Most tests use a real
controller fed by the core's plain dealer (tests/client/hiddentable.py); the whole game runs
over the network on loopback, against the greedy bot, to the end screen."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from client.gui import i18n
from client.gui.games.tash_kalar import choices as ch
from client.gui.games.tash_kalar import words
from client.gui.mainwindow import MainWindow
from client.netsession import TableSpec
from core.api import END, TERMINAL
from core.games.tash_kalar import turn
from core.games.tash_kalar.data import cards
from tests.client.hiddentable import LocalTable, every_text
from tests.client.test_no_clipping import clipped
from tests.client.tkplayer import TkPlayer
from tests.client.uiplayer import shoot

HIGH = {"players": 2, "form": "high_form"}
MELEE = {"players": 4, "form": "deathmatch"}


def table_at(
    qtbot: Any, me: Any, done: Any, config: Any = HIGH, kinds: Any = None, seed: int = 5
) -> LocalTable:
    """A table played at random (no concessions) until `done(table)`, its page on screen."""
    t = LocalTable(me, "tash_kalar", config, kinds or ["host", "bot"], {1: "Bea"}, seed=seed)
    t.settle()
    i18n.install("en")  # English plurals come from the English translation file
    for _ in range(3000):
        if done(t):
            qtbot.addWidget(t.table())  # built now: no redraw for every action before
            t.redraw()
            return t
        legal = [a for a in _truthful(t) if a[0] != "concede"]
        t.play([t.rng.choice(sorted(legal))])
    raise AssertionError("not reached")


def _truthful(t: LocalTable) -> list[Any]:
    from core import hidden

    seat = t.game.current_player(t.state)
    return list(hidden.legal(t.game, t.state, seat, t.dealer.knowledge(seat)))


def seat0(t: LocalTable, kinds: tuple[str, ...] = ()) -> bool:
    """Seat 0 decides, in the actions stage (or one of `kinds` is among its choices)."""
    if t.game.current_player(t.state) != 0:
        return False
    if kinds:
        return any(a[0] in kinds for a in _truthful(t))
    return t.state.stage == "actions"


def test_a_cards_summon_targets_are_the_cores_legal_targets(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: seat0(t, ("summon",)) and t.state.turn >= 4)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    legal = t.c.view().legal
    handle = ch.handle_of(next(a for a in legal if a[0] == "summon"))
    p.click_card(handle)
    assert view.pick.card == handle
    core = {a[4] for a in legal if a[0] == "summon" and ch.handle_of(a) == handle}
    assert view.arena.targets == core and core
    face = view.hand.face(handle)
    assert face is not None and face.selected
    shoot(t.view, "tk-summon-targets")
    p.click_card(handle)  # picked again: put back
    assert view.pick.card is None and not view.arena.targets  # places are not lit
    empty = next(sq for sq in view.arena.names if sq not in t.c.view().obs["board"] and
                 sq not in core)  # fmt: skip
    p.click_card(handle)
    p.click_square(empty)  # off the card's targets: the card goes back, nothing is placed
    assert view.pick.card is None and t.c.pending is None
    p.click_square(empty)  # now a plain click: a piece placed there
    assert t.c.pending is not None and t.c.pending.steps == [("place", empty)]


def _several(t: LocalTable) -> bool:
    if not seat0(t, ("summon",)):
        return False
    legal = [a for a in _truthful(t) if a[0] == "summon"]
    keys = [(a[1], a[2], a[4]) for a in legal]
    return any(keys.count(k) >= 3 for k in keys)


def test_orientations_matching_at_a_target_are_cycled_over_the_board(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _several)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    legal = t.c.view().legal
    summons = [a for a in legal if a[0] == "summon"]
    keys = [(a[1], a[2], a[4]) for a in summons]
    key = next(k for k in keys if keys.count(k) >= 3)
    found = [a for a in summons if (a[1], a[2], a[4]) == key]
    p.click_card(key[:2])
    p.click_square(key[2])  # several match: nothing summoned yet, the first laid over
    assert t.c.pending is None and view.arena.overlay == ch.overlay(found[0])
    target, used, _, lent = view.arena.overlay
    assert target == key[2] and all(t.state.board[_index(sq)] for sq in used) and not lent
    assert "3 orientations" in view.move.prompt.text() or "orientations match" in (
        view.move.prompt.text()
    )
    shoot(t.view, "tk-orientation-1")
    p.click_square(key[2])  # again: the next one
    assert view.arena.overlay == ch.overlay(found[1])
    qtbot.keyClick(view.main, Qt.Key.Key_Tab)  # the key
    p.settle()
    assert view.arena.overlay == ch.overlay(found[2 % len(found)])
    p.click_button("cycle")  # the button
    assert view.arena.overlay == ch.overlay(found[3 % len(found)])
    shoot(t.view, "tk-orientation-cycled")
    chosen = found[3 % len(found)]
    p.click_button(chosen)  # "Summon here"
    assert t.c.pending is not None and t.c.pending.steps == [chosen]


def _index(sq: str) -> int:
    from core.games.tash_kalar.data import square_index

    return square_index(sq)


def test_an_effect_steps_targets_are_lit_and_done_ends_an_optional_part(
    qtbot: Any, me: Any
) -> None:
    def optional_move(t: LocalTable) -> bool:
        if t.game.current_player(t.state) != 0 or t.state.stage != "effect":
            return False
        legal = _truthful(t)
        return ("done",) in legal and len(ch.sources(legal)) > 1

    t = table_at(qtbot, me, optional_move)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    legal = t.c.view().legal
    moves = ch.travels(legal)
    assert view.arena.targets == {a[1] for a in moves}  # the pieces that may go
    assert moves[0][0] in view.move.prompt.text() and "optional" in view.move.prompt.text()
    p.click_square(moves[0][1])
    assert view.arena.selected == moves[0][1]
    assert view.arena.targets == {a[2] for a in moves if a[1] == moves[0][1]}  # where to
    shoot(t.view, "tk-effect-step")
    done = view.button(("done",))
    assert done is not None and done.text() == "End this part of the effect"
    p.click_button(("done",))
    assert t.c.pending is not None and t.c.pending.steps == [("done",)]


def test_a_destroy_steps_targets_are_the_cores(qtbot: Any, me: Any) -> None:
    def destroy(t: LocalTable) -> bool:
        return t.game.current_player(t.state) == 0 and any(
            a[0] in ("destroy", "promote", "degrade", "convert") for a in _truthful(t)
        )

    t = table_at(qtbot, me, destroy)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    legal = t.c.view().legal
    picks = [a for a in legal if a[0] in ("destroy", "promote", "degrade", "convert")]
    assert view.arena.targets == {a[1] for a in picks}
    p.click_square(picks[0][1])
    assert t.c.pending is not None and t.c.pending.steps == [picks[0]]


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
    mine = [t.dealer.truth[tuple(h)] for h in _handles(t, 0)]
    assert sorted(c for c in view.hand.shown() if c in cards().beings) == sorted(mine)
    assert None not in view.hand.shown()  # every card of her own is known to her
    bea = {cards().card(str(t.dealer.truth[tuple(h)])).name for h in _handles(t, 1)}
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
        str(t.dealer.truth[tuple(h)]) for h in _handles(t, 1)
    )


def play_seat(qtbot: Any, t: LocalTable, seat: int) -> None:
    """Seat `seat`'s decisions by clicks, each part confirmed and applied, until another
    seat is to decide."""
    p = TkPlayer(qtbot, t.view, seed=seat)
    while t.game.current_player(t.state) == seat:
        view = t.c.view()
        if view.pending is not None and view.pending.complete:
            p.confirm()
            plan = t.c.loop.calls[-1][1]
            t.play(plan.actions)
            t.redraw()
            continue
        p.perform(p.choose())


def _handles(t: LocalTable, seat: int) -> list[Any]:
    obs = t.game.observation(t.state, seat, t.dealer.knowledge(seat))
    return [e["handle"] for e in obs["hand"] if e["kind"] == "being"]


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


@pytest.mark.lan
def test_a_whole_high_form_game_by_clicks_against_the_greedy_bot(
    qtbot: Any, make_window: Any
) -> None:
    window: MainWindow = make_window()
    spec = TableSpec("Arena", dict(HIGH), ["host", "bot"], {1: "greedy"}, "tash_kalar")
    c = window.host(spec)
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game is not None and window.table is not None, timeout=20_000)
    player = TkPlayer(qtbot, window.table, seed=3)
    undone = False
    for _ in range(4000):
        qtbot.waitUntil(lambda: c.over or c.acting() is not None, timeout=30_000)
        player.settle()
        if c.over:
            break
        view = c.view()
        if view.pending is not None and view.pending.complete:
            player.confirm()
            continue
        action = player.choose()
        before = list(view.pending.steps) if view.pending else []
        player.perform(action)
        assert c.pending is not None and c.pending.steps == [*before, action]
        if not undone and action[0] == "place":  # a mis-click, taken back
            player.undo()
            assert (c.pending.steps if c.pending else []) == before
            assert action[1] not in c.view().obs["board"]
            undone = True
    assert c.over and undone and {"summon", "place", "confirm"} - {"confirm"} <= player.kinds
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end, timeout=10_000)
    obs = c.game.observation(c.state, None)
    assert c.game.current_player(c.state) == TERMINAL and END in obs
    table = window.end.table()
    names = c.names()
    shown = {table.item(r, 1).text() for r in range(table.rowCount())}
    assert shown == set(names)
    shoot(window, "tk-end-of-game")


def test_clicks_are_ignored_while_nobody_here_acts(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: t.game.current_player(t.state) == 1)
    view = t.view.game
    view.square_clicked("e5")
    QApplication.processEvents()
    assert not t.c.loop.calls and t.c.pending is None


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


def test_esc_puts_a_picked_card_back(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: seat0(t, ("summon",)))
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    handle = ch.handle_of(next(a for a in t.c.view().legal if a[0] == "summon"))
    p.click_card(handle)
    assert view.choosing() and t.view.keys["cancel"].isEnabled()
    t.view.keys["cancel"].trigger()  # Esc
    p.settle()
    assert view.pick.card is None and not view.choosing()


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
    seed = next(s for s in range(20) if _first(me, duel, s) == 1)  # seat 0 sets up (R23)
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


def _first(me: Any, config: Any, seed: int) -> int:
    t = LocalTable(me, "tash_kalar", config, ["host", "bot"], seed=seed)
    t.settle()
    return int(t.state.first)


def test_the_log_names_colours_and_cards_in_the_windows_language(qtbot: Any) -> None:
    from client.gui.sentences import WindowSpeaker
    from core.api import Message

    config = {"players": 2, "form": "high_form", "teams": False, "colours": ["blue", "red"]}
    say = WindowSpeaker("tash_kalar", config, ["Ada", "Bea"])
    assert i18n.install("it")
    assert say(Message("score", {"seat": 0, "colour": "red"})) == "Ada segna un punto in rosso."
    summon = Message("summon", {"seat": 1, "card": "red-WL01", "square": "e5", "orientation": 0})
    assert say(summon) == "Bea evoca Skirmisher (rosso) in e5 (orientamento 0)."
    drew = Message("drew", {"seat": 0, "deck": "flare"})
    assert say(drew) == "Ada pesca una carta impeto."


def test_an_improvised_summon_shows_the_borrowed_enemy_piece(qtbot: Any, me: Any) -> None:
    def shared(legal: list[Any]) -> list[Any]:  # improvised summons sharing their target
        keys = [(a[1], a[2], a[4]) for a in legal if a[0] == "summon"]
        return [a for a in legal if len(a) == 7 and keys.count((a[1], a[2], a[4])) > 1]

    t = table_at(
        qtbot, me, lambda t: seat0(t) and bool(shared(_truthful(t))), MELEE,
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
            t.play([t.rng.choice([a for a in sorted(_truthful(t)) if a[0] != "concede"])])
    assert new
    status = t.view.status.text()
    assert status.startswith("New in your hand:")
    assert all(words.card_title(c) in status for c in new)
    log = [t.view.log.item(i).text() for i in range(t.view.log.count())]
    assert not any(words.card_title(c) in line for c in new for line in log if "draws" in line)
