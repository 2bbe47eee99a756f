"""Tash-Kalar's window, polished for its players: the board from the viewer's side, the
game's own colours on the seat frames and the end screen, the flares' names, the prompt of
an improvised summon, an illegal click's feedback, the last move on the board."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt

from core.games.tash_kalar.data import FILES
from tests.client.hiddentable import LocalTable
from tests.client.tkplayer import HIGH, MELEE, TkPlayer, table_at, truthful
from tests.client.uiplayer import shoot


def _to_act(seat: int) -> Any:
    def done(t: LocalTable) -> bool:
        return t.game.current_player(t.state) == seat and t.state.stage == "actions"

    return done


def _lift_curtain(t: LocalTable) -> Any:
    """Bea (seat 1, hot-seat) says it is her: her hand and moves are shown."""
    page = t.view
    if page.stack.currentWidget() is page.curtain:
        page.curtain.button.click()
        t.redraw()
    return page.game


def _click_where(qtbot: Any, arena: Any, f: int, r: int, x_of: Any) -> None:
    """Click the scene cell the test itself computes for file `f`, rank `r`."""
    x, y = x_of(f, r)
    at = arena.mapFromScene(QPointF(x * 60 + 30, y * 60 + 30))
    qtbot.mouseClick(arena.viewport(), Qt.MouseButton.LeftButton, pos=at)


def test_seat_1_sees_its_own_edge_at_the_bottom_and_clicks_land_right(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _to_act(1), HIGH, ["host", "local"])
    view = _lift_curtain(t)
    assert t.c.view().seat == 1 and view.arena.turn == 2
    bottom, left = view.arena.edge_labels()
    assert bottom == list("ihgfedcba") and left == [str(r) for r in range(9, 0, -1)]
    empty = sorted(a[1] for a in t.c.view().legal if a[0] == "place")
    sq = next(s for s in empty if s[0] in "bc" and int(s[1:]) <= 3)  # near seat 0's edge
    f, r = FILES.index(sq[0]), int(sq[1:]) - 1
    _click_where(qtbot, view.arena, f, r, lambda f, r: (8 - f, r))  # upside down: top right
    TkPlayer(qtbot, t.view).settle()
    assert t.c.pending is not None and t.c.pending.steps == [("place", sq)]
    shoot(t.view, "tk-seat1-view")
    t.view.grab().save("/tmp/tk-seat1-view.png")


def test_a_melee_seat_sees_its_edge_at_the_bottom(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _to_act(1), MELEE, ["host", "local", "bot", "bot"])
    view = _lift_curtain(t)
    assert view.arena.turn == 1  # seat 1 sits at the west edge (file a), facing east
    bottom, left = view.arena.edge_labels()
    assert bottom == [str(r) for r in range(9, 0, -1)] and left == list(FILES)
    legal = truthful(t)
    sq = sorted(a[1] for a in legal if a[0] == "place")[0]
    f, r = FILES.index(sq[0]), int(sq[1:]) - 1
    _click_where(qtbot, view.arena, f, r, lambda f, r: (8 - r, 8 - f))
    TkPlayer(qtbot, t.view).settle()
    assert t.c.pending is not None and t.c.pending.steps == [("place", sq)]
    t.view.grab().save("/tmp/tk-melee-seat1.png")


def test_hot_seat_turns_the_board_for_whoever_is_behind_the_curtain(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _to_act(1), HIGH, ["host", "local"])
    assert t.c.view().curtain == 1 and t.view.game.arena.turn == 2  # turned before she comes
    while t.game.current_player(t.state) != 0:
        t.play([t.rng.choice(sorted(a for a in truthful(t) if a[0] != "concede"))])
    t.redraw()
    assert t.c.view().curtain == 0 and t.view.game.arena.turn == 0
    assert t.view.game.arena.edge_labels()[0] == list(FILES)


def test_a_replay_shows_seat_0s_view(qtbot: Any, me: Any) -> None:
    from client.gui.games.tash_kalar.table import make_view
    from client.gui.moment import View

    t = table_at(qtbot, me, lambda t: t.state.turn >= 2)
    replay = make_view(None, t.roster.config)
    qtbot.addWidget(replay.main)
    replay.show(View(t.game.observation(t.state, None), None, None, (), None, ["Ada", "Bea"]))
    assert replay.arena.turn == 0


# -- the flares' names ----------------------------------------------------------------------


def test_a_flare_has_a_readable_name_in_both_languages_and_logs(qtbot: Any) -> None:
    from client.gui import i18n
    from client.gui.games.tash_kalar import words
    from client.gui.sentences import WindowSpeaker
    from client.messages import Speaker
    from core.api import Message

    config = {"players": 2, "form": "high_form", "teams": False, "colours": ["blue", "red"]}
    flare = Message("flare", {"seat": 0, "card": "FL02", "colour": "red", "deck": "flares"})
    assert (
        Speaker("tash_kalar", config, ["Ada", "Bea"])(flare) == "Ada invokes Flare 2 against red."
    )
    assert i18n.install("en")
    assert words.card_title("FL10") == "Flare 10"
    assert WindowSpeaker("tash_kalar", config, ["Ada", "Bea"])(flare) == (
        "Ada invokes Flare 2 against red."
    )
    assert i18n.install("it")
    assert words.card_title("FL02") == "Impeto 2"
    assert WindowSpeaker("tash_kalar", config, ["Ada", "Bea"])(flare) == (
        "Ada invoca Impeto 2 contro rosso."
    )
    i18n.install("en")


# -- what sets several summons at one target apart ----------------------------------------------


def _summons(*tails: tuple[Any, ...]) -> list[Any]:
    return [("summon", "beings.0", 3, "blue-WL01", "e5", *tail) for tail in tails]


def _prompt_for(legal: list[Any], target: str, variant: int = 0) -> tuple[str, list[str]]:
    from types import SimpleNamespace

    from client.gui.games.tash_kalar import choices as ch
    from client.gui.games.tash_kalar import moves

    obs = {"stage": "actions", "hand": [{"handle": ["beings.0", 3], "card": "blue-WL01"}]}
    view = SimpleNamespace(acting=0, names=["Ada"], pending=None, legal=legal, obs=obs)
    pick = ch.Pick(card=("beings.0", 3), target=target, variant=variant)
    return moves.prompt(view, pick), [label for label, _ in moves.buttons(view, pick)]


def test_improvised_summons_differing_by_the_borrowed_piece_say_so() -> None:
    legal = _summons((0, "d6"), (0, "f6"), (0, "e6"))
    text, labels = _prompt_for(legal, "e5", variant=1)
    assert "3 improvised summons on e5" in text and "now e6" in text  # sorted: d6, e6, f6
    assert "orientation" not in text
    assert "Next enemy piece (2 of 3)" in labels
    text, labels = _prompt_for(_summons((0,), (1,)), "e5")
    assert text.startswith("2 orientations match on e5") and "Next orientation (1 of 2)" in labels
    text, labels = _prompt_for(_summons((0,), (1, "d6")), "e5", variant=0)
    assert "2 ways to summon on e5" in text and "now none" in text
    assert "Next way (1 of 2)" in labels


# -- the game's colours on the shared frames and the end screen ---------------------------------


def test_the_seat_look_hook_gives_the_games_colours_and_others_the_palette(qtbot: Any) -> None:
    from client.gui import gameview, palette
    from client.gui.games.tash_kalar import looks

    melee = {"players": 4, "form": "deathmatch", "colours": ["green", "brown", "red", "blue"]}
    look = gameview.seat_looks("tash_kalar", melee)
    assert [(c.name(), s) for c, s in map(look, range(4))] == [
        (looks.colour(name).name(), looks.SHAPES[name]) for name in melee["colours"]
    ]
    teams = gameview.seat_looks("tash_kalar", {"players": 4, "form": "high_form", "teams": True})
    assert teams(2)[0].name() == teams(0)[0].name() == looks.colour("blue").name()
    assert teams(3)[1] == teams(1)[1] == "square"  # red's shape: a side plays one colour
    assert gameview.seat_looks("eight_minute_empire", {}) is palette.seat_look


def test_the_seat_frames_and_the_end_screen_paint_the_games_colours(qtbot: Any, me: Any) -> None:
    from client.gui.endscreen import EndScreen
    from client.gui.games.tash_kalar import looks
    from client.gui.palette import owner_color

    t = table_at(qtbot, me, lambda t: t.state.stage == "over")
    frames = t.view.game.players.cards
    assert frames[1].token.look[0].name() == looks.colour("red").name() != owner_color(1).name()
    assert frames[1].token.look[1] == "square" and frames[1].token.isVisible()
    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.resize(1000, 700)
    obs = t.game.observation(t.state, None)
    screen.show_result(obs, ["Ada", "Bea"], "tash_kalar", t.roster.config)
    screen.show()
    assert screen._chart.look(0)[0].name() == looks.colour("blue").name()
    for row in range(2):  # each row's token is its seat's piece colour
        item = screen.table().item(row, 1)
        seat = ["Ada", "Bea"].index(item.text())
        image = item.icon().pixmap(32, 32).toImage()
        middle = image.pixelColor(image.width() // 2, image.height() // 2)
        assert middle.name() == looks.colour(["blue", "red"][seat]).name()
    screen.grab().save("/tmp/tk-endscreen.png")


# -- playing by clicks: feedback, the last moves, whose turn --------------------------------------


def test_an_illegal_click_says_why_on_the_status_line(qtbot: Any, me: Any) -> None:
    from client.gui.games.tash_kalar import choices as ch
    from tests.client.tkplayer import handles, seat0

    t = table_at(qtbot, me, seat0)
    page, view, p = t.view, t.view.game, TkPlayer(qtbot, t.view)
    taken = sorted(t.c.view().obs["board"])[0]
    p.click_square(taken)
    assert t.c.pending is None
    assert page.status.text().startswith(f"{taken} is taken: place a piece on an empty square")
    handle = tuple(handles(t, 0)[0])
    p.click_card(handle)
    targets = {a[4] for a in ch.of_card(t.c.view().legal, "summon", handle)}
    empty = sorted(a[1] for a in t.c.view().legal if a[0] == "place")
    miss = next(sq for sq in empty if sq not in targets)
    p.click_square(miss)
    assert t.c.pending is None and view.pick.card is None  # nothing placed by mistake
    assert f"cannot be summoned on {miss}: it is back in your hand" in page.status.text()
    t.view.grab().save("/tmp/tk-refused.png")
    p.click_square(empty[0])  # a legal click unsays it
    assert t.c.pending is not None and page.status.text() == ""


def test_the_board_marks_what_the_others_did_since_your_turn(qtbot: Any, me: Any) -> None:
    from tests.client.tkplayer import play_seat, seat0

    t = table_at(qtbot, me, lambda t: seat0(t) and t.state.turn >= 3)
    arena = t.view.game.arena
    play_seat(qtbot, t, 0)  # Ada's turn by clicks, confirmed
    mine = dict(t.game.observation(t.state, None)["board"])
    while t.game.current_player(t.state) != 0:  # Bea plays
        t.play([t.rng.choice(sorted(a for a in truthful(t) if a[0] != "concede"))])
        t.redraw()
    now = t.c.view().obs["board"]
    news = {sq for sq in set(mine) | set(now) if mine.get(sq) != now.get(sq)}
    assert news and arena.recent == news
    assert "changed since your last turn" in arena.square_tip(sorted(news)[0])
    t.view.grab().save("/tmp/tk-recent.png")
    empty = sorted(a[1] for a in t.c.view().legal if a[0] == "place")
    TkPlayer(qtbot, t.view).click_square(empty[0])  # her own move is no news to her
    assert arena.recent == news


def test_the_move_panel_title_says_whose_turn_and_the_actions_left(qtbot: Any, me: Any) -> None:
    from tests.client.tkplayer import seat0

    t = table_at(qtbot, me, seat0)
    move = t.view.game.move
    left = t.c.view().obs["actions_left"]
    assert move.title() == f"Your move · {left} action{'s' if left != 1 else ''} left"
    t.play([("place", sorted(a[1] for a in truthful(t) if a[0] == "place")[0])])
    while t.game.current_player(t.state) == 0:
        t.play([t.rng.choice(sorted(a for a in truthful(t) if a[0] != "concede"))])
    t.redraw()
    assert move.title() == f"{t.c.view().names[1]}'s turn"


def test_a_click_on_a_made_turn_says_to_confirm(qtbot: Any, me: Any) -> None:
    from tests.client.tkplayer import seat0

    t = table_at(qtbot, me, seat0)
    p = TkPlayer(qtbot, t.view)
    while not (t.c.pending is not None and t.c.pending.complete):
        p.perform(p.choose())
    p.click_square("e5")
    assert t.view.status.text().startswith("This part of your turn is made: confirm it")


def test_the_title_names_no_seat_when_chance_or_nobody_is_on_turn() -> None:
    from types import SimpleNamespace

    from client.gui.games.tash_kalar import moves

    for turn in (-1, None, 5):
        view = SimpleNamespace(acting=None, turn=turn, names=["Ada", "Bea"], obs={"stage": "x"})
        assert moves.title(view) == "Table"
