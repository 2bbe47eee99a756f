"""Every turn visible in every game the window offers (issue 32), without a network: a bot's
decision ringed on the board with its sentence over it and its log line lit; the last card
another seat played, face up where a person can read it (a Tash-Kalar being, legend or
flare, the card taken from Eight-Minute Empire's row, the creature recruited in Bellum
Magia, the card built, recycled or offered face up in It's a Wonderful Kingdom), only what
the log names, which is public; and a game with no hooks of its own (Dice Race, the tests'
game) gets the spotlight all the same."""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from client.gui import games, gameview, pacing
from core import hidden, registry
from core.api import SIMULTANEOUS, Message
from tests.client.hiddentable import LocalTable
from tests.client.uiplayer import shoot

GAMES = [
    ("eight_minute_empire", {"players": 2, "edition": "classic", "board": "A", "variants": []},
     {"take"}),
    ("eight_minute_empire", {"players": 2, "edition": "legends", "variants": []},
     {"legends_take"}),
    ("tash_kalar", {"players": 2, "form": "high_form"}, {"summon", "flare"}),
    ("bellum_magia", {"players": 3}, {"recruit"}),
    ("wonderful_kingdom", {"players": 2}, {"build", "recycle", "offer_up"}),
]  # fmt: skip


@pytest.mark.parametrize(("game", "config", "ids"), GAMES)
def test_r32_a_bots_decision_is_ringed_on_every_games_board(
    qtbot: Any,
    me: Any,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    config: dict[str, Any],
    ids: set[str],
) -> None:
    monkeypatch.setitem(pacing.PACES, "normal", 60_000)  # on show while the test looks
    seats = ["host"] + ["bot"] * (config["players"] - 1)
    t = LocalTable(me, game, config, seats, seed=7)
    table = t.table()
    qtbot.addWidget(table)
    c, spot = t.c, table.turns.spot
    for _ in range(60):  # until a bot's decision changes what the board shows
        t.run_until(lambda s: bool(_bots_moves(t, s)), limit=3000)
        c.pacer.set_pace("normal")
        t.play([t.rng.choice(sorted(_bots_moves(t, t.state)))])
        QApplication.processEvents()
        frame = c.pacer.display
        if frame is not None and frame.paced and spot.boxes:
            break
        c.pacer.set_pace("instant")
    assert frame is not None and frame.paced and spot.isVisible() and spot.boxes
    main = table.game.main
    inside = main.rect().adjusted(-1, -1, 1, 1)
    assert all(inside.contains(box) for box in spot.boxes)
    assert spot.caption.text.text() == frame.sentence
    assert table.log.lit is not None and table.log.lit.text() == frame.sentence
    assert c.acting() is None  # the person sees it before anyone here is asked to act
    name = "-".join(str(v) for v in (game, config.get("edition", ""), "spotlight") if v)
    shoot(table, name)
    c.pacer.skip()


def _bots_moves(t: LocalTable, state: Any) -> tuple[Any, ...]:
    """What seat 1 (a bot) may decide now: its turn, or its part of a simultaneous one."""
    player = t.game.current_player(state)
    if player != 1 and player != SIMULTANEOUS:
        return ()
    return tuple(hidden.legal(t.game, state, 1, t.dealer.knowledge(1)))


@pytest.mark.parametrize(("game", "config", "ids"), GAMES)
def test_r32_an_opponents_played_card_is_shown_face_up(
    qtbot: Any, me: Any, game: str, config: dict[str, Any], ids: set[str]
) -> None:
    seats = ["host"] + ["bot"] * (config["players"] - 1)
    t = LocalTable(me, game, config, seats, seed=5)
    table = t.table()
    qtbot.addWidget(table)
    played: list[Any] = []
    t.c.pacer.shown.connect(
        lambda f: (
            f.actor not in (None, 0)
            and f.message.id in ids
            and f.message.params["card"]
            and played.append(f)
        )
    )
    panel = table.turns.played
    t.run_until(lambda state: bool(played) and panel.isVisible(), limit=3000)
    QApplication.processEvents()
    frame = played[-1]
    # The face of the card the log named, with the log's own sentence beside it.
    assert not panel.face.pixmap().isNull() and panel.face.pixmap().height() >= 120
    assert panel.sentence == frame.sentence
    assert frame.message.params["card"] is not None
    lines = [table.log.item(i).text() for i in range(table.log.count())]
    assert frame.sentence in lines
    name = "-".join(str(v) for v in (game, config.get("edition", ""), "played-card") if v)
    shoot(table, name)


def test_r32_my_own_cards_are_not_shown_as_played_by_another(qtbot: Any, me: Any) -> None:
    config = {"players": 2, "edition": "classic", "board": "A", "variants": []}
    t = LocalTable(me, "eight_minute_empire", config, ["host", "local"], seed=5)
    table = t.table()
    qtbot.addWidget(table)
    t.run_until(lambda state: t.c.index > 60, limit=400)  # both seats are people here
    assert not table.turns.played.isVisible()


def test_r32_a_game_with_no_hooks_of_its_own_gets_the_spotlight(
    qtbot: Any, me: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(pacing.PACES, "normal", 20_000)
    t = LocalTable(me, "dice_race", {"players": 2}, ["host", "bot"], seed=1)
    table = t.table()
    qtbot.addWidget(table)
    assert not hasattr(table.game, "played_card")
    steps: list[Any] = []
    t.c.pacer.shown.connect(lambda f: f.paced and f.action[0] == "step" and steps.append(f))
    game = t.game
    t.run_until(lambda s: game.current_player(s) == 1 and ("step",) in game.legal_actions(s), 400)
    t.c.pacer.set_pace("normal")
    t.play([("step",)])  # the bot, leader of the round, steps forward
    assert steps
    QApplication.processEvents()
    spot = table.turns.spot
    assert spot.isVisible() and spot.boxes  # the bot's token moved on its lane: ringed
    assert spot.caption.text.text() == steps[0].sentence
    assert table.log.lit is not None and table.log.lit.text() == steps[0].sentence
    shoot(table, "dice-race-spotlight")
    t.c.pacer.skip()


@pytest.mark.parametrize("key", games.names())
def test_r32_a_view_shows_played_cards_exactly_when_it_declares_so(qtbot: Any, key: str) -> None:
    game = registry.get(key)
    view = gameview.make_view(key, None, game.normalize_config(game.EXAMPLE_CONFIGS[-1]))
    for widget in (view.main, view.players, *view.panels):
        qtbot.addWidget(widget)
    hook = getattr(view, "played_card", None)
    if not games.capabilities(key).played_cards:
        assert hook is None, f"{key}'s view shows played cards it does not declare"
        return
    assert hook is not None and list(inspect.signature(hook).parameters) == ["message"]
    assert hook(Message("nothing played", {})) is None  # a sentence that plays no card
