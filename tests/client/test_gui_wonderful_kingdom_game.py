"""It's a Wonderful Kingdom in the window, whole games (issue 30, "Window"): a game of each
module played to its end by clicks and drags against a bot (Mission, Threat, Conquest,
Advisor) and a solo game; another seat's hand and face-down cards never in the widget
tree, texts and tooltips alike; a hot-seat table's curtain, and a plan unseen by the other
person before its round; the end screen's parts; the window in Italian."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView

from client.gui import i18n
from client.gui.endscreen import EndScreen
from client.gui.games.wonderful_kingdom import words
from core import registry
from core.api import END, SIMULTANEOUS, TERMINAL
from tests.client.hiddentable import LocalTable, every_text
from tests.client.uiplayer import shoot
from tests.client.wkplayer import (
    NAMES,
    WkPlayer,
    play_to_the_end,
    play_until,
    put_seat,
    table_at,
)

KEY = "wonderful_kingdom"
GAMES = [
    ({"players": 2, "module": "mission"}, 3),
    ({"players": 2, "module": "threat", "threat": "sisters"}, 3),
    ({"players": 2, "module": "conquest"}, 4),
    ({"players": 2, "module": "advisor"}, 5),
    ({"players": 1, "module": "threat", "threat": "swallowers"}, 3),
]


def _soldiers(t: LocalTable) -> None:
    """Conquest and Threat: soldiers for both seats when a Production ends (the Conquest
    phase and the Combat need some)."""
    s = t.state
    if s.module in ("conquest", "threat") and s.phase == "production" and s.step == "E":
        for seat in range(s.players):
            if s.seats[seat].soldiers < 4:
                put_seat(t, seat, soldiers=4)


@pytest.mark.parametrize(("config", "seed"), GAMES, ids=lambda c: str(c))
def test_a_whole_game_by_clicks(qtbot: Any, me: Any, config: dict[str, Any], seed: int) -> None:
    kinds = ["host"] + ["bot"] * (config["players"] - 1)
    t = LocalTable(me, KEY, config, kinds, NAMES, seed=seed)
    t.settle()
    i18n.install("en")
    page = t.table()
    qtbot.addWidget(page)
    # The board is not repainted at each click (a third of a game's time): its scene is
    # built, hit and clicked as ever; the screenshots render it (widget.grab).
    page.game.board.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.NoViewportUpdate)
    p = WkPlayer(qtbot, page, seed=seed)
    shots: set[str] = set()

    def look(t: LocalTable) -> None:
        _soldiers(t)
        s, name = t.state, f"wk-{config['module']}-{config['players']}"
        moment = {
            "choice": "choice",
            "planning": "planning",
            "production": "production",
            "module": "module",
        }.get(s.phase)
        if moment and s.round >= 2 and moment not in shots and t.c.acting() == 0:
            shots.add(moment)
            p.settle()
            shoot(page, f"{name}-{moment}")

    play_to_the_end(t, p, tweak=look)
    assert t.game.current_player(t.state) == TERMINAL
    kinds_made = p.kinds
    assert {"offer", "confirm", "build", "place", "done"} <= kinds_made, kinds_made
    if config["players"] == 2:
        assert "select" in kinds_made
    else:
        assert kinds_made & {"search", "refill"}
    if config["module"] == "conquest":
        assert kinds_made & {"recruit", "move", "pass"}, kinds_made
    if config["module"] == "threat":
        assert "fight" in kinds_made or "soldier" in kinds_made, kinds_made
    assert {"drag hand", "drag pending"} <= p.ways, p.ways
    p.settle()
    shoot(page, f"wk-{config['module']}-{config['players']}-end")
    end = t.game.observation(t.state, None)[END]
    assert page.game.obs["phase"] == "over" and "end" in page.game.obs
    assert page.game.move.prompt.text() == "The game is over."
    assert end["totals"]


def _hidden_titles(t: LocalTable, viewer: int) -> set[str]:
    """Titles of cards the viewer may not know now (another seat's hand, face-down cards
    it did not offer or peek at), none of them shown anywhere the viewer sees."""
    s, other = t.state, 1 - viewer
    secret = {t.dealer.knowledge(other)[h] for h in s.seats[other].hand}
    places = [o for area in s.offers for o in area] + [o for x in s.seats for o in x.selection]
    mine = t.dealer.knowledge(viewer)
    secret |= {
        t.dealer.knowledge(other)[o.handle]
        for o in places
        if not o.up and o.handle not in mine and o.handle in t.dealer.knowledge(other)
    }
    seen = set()
    obs = t.game.observation(s, viewer, mine)
    for value in _cards_in(obs):
        seen.add(words.card_title(value))
    return {words.card_title(c) for c in secret} - seen


def _cards_in(value: Any) -> list[str]:
    """Every card id an observation shows (its "card" fields)."""
    out = []
    if isinstance(value, dict):
        if isinstance(value.get("card"), str):
            out.append(value["card"])
        for item in value.values():
            out += _cards_in(item)
    elif isinstance(value, list):
        for item in value:
            out += _cards_in(item)
    return out


def _shown(t: LocalTable) -> str:
    assert t.view is not None
    return every_text(t.view) + "\n" + "\n".join(t.view.game.board.texts())


def _bea_offered_face_down(t: LocalTable) -> bool:
    s = t.state
    return (
        s.phase == "choice"
        and t.game.current_player(s) == 0
        and s.seats[1].hand
        and any(not o.up and o.by == 1 for area in s.offers for o in area)
    )


def test_another_seats_hand_and_face_down_cards_never_show(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _bea_offered_face_down)
    hidden = _hidden_titles(t, 0)
    assert hidden, "Bea holds cards Ada may not know"
    text = _shown(t)
    for title in hidden:
        assert title not in text, title
    shoot(t.view, "wk-secrets")
    assert any(
        o.get("card") is None
        for o in t.view.game.obs["offers"]["L"] + t.view.game.obs["offers"]["R"]
    )  # drawn as a back, like every face-down card


def test_a_hot_seat_table_passes_the_device_and_hides_each_plan(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: t.state.phase == "choice", kinds=["host", "local"])
    page = t.view
    p = WkPlayer(qtbot, page, seed=2)
    curtains = []

    def behind_the_curtain(t: LocalTable) -> None:
        curtains.append(page.curtain.seat)
        hidden = _hidden_titles(t, 0) | _hidden_titles(t, 1)
        text = _shown(t)
        assert not any(title in text for title in hidden)  # nobody's hand, nor face-down
        assert t.view.game.obs.get("hand") is None

    def planning(t: LocalTable) -> bool:
        s = t.state
        return s.phase == "planning" and t.game.current_player(s) == SIMULTANEOUS

    play_until(t, p, planning, curtain=behind_the_curtain)
    assert len(set(curtains)) == 2, curtains  # the device went to each person in turn
    p.settle()
    if page.stack.currentWidget() is page.curtain:
        qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
        p.settle()
    first = t.c.acting()
    assert first is not None
    other = 1 - first
    before = [c["card"] for c in t.view.game.obs["seats"][first]["construction"]]
    for _ in range(60):  # a whole Planning of the first person, by clicks
        if t.view.game.proj.whole:
            break
        legal = t.view.game.proj.legal
        kinds = ("build", "place", "alchemy", "recycle", "done")
        p.perform(next(a for k in kinds for a in legal if a[0] == k))
    mine = [c["card"] for c in t.view.game.obs["seats"][first]["construction"]]
    assert mine != before, "the plan built a card"
    p.confirm()
    p.settle()
    assert page.stack.currentWidget() is page.curtain  # the device goes to the other person
    assert page.curtain.seat == other
    qtbot.mouseClick(page.curtain.button, Qt.MouseButton.LeftButton)
    p.settle()
    assert t.c.acting() == other
    shown = [c["card"] for c in t.view.game.obs["seats"][first]["construction"]]
    assert shown == before  # the first person's plan is not shown before its rounds


def _ended(config: dict[str, Any], me: Any, seed: int = 3) -> LocalTable:
    kinds = ["host"] + ["bot"] * (config["players"] - 1)
    t = LocalTable(me, KEY, config, kinds, NAMES, seed=seed)
    t.run_until(lambda s: t.game.current_player(s) == TERMINAL, 8000)
    return t


@pytest.mark.parametrize(
    ("config", "parts"),
    [
        ({"players": 2, "module": "mission"}, ["Cards", "Grand Duchy", "Calamities", "Mission"]),
        (
            {"players": 2, "module": "conquest"},
            ["Cards", "Grand Duchy", "Calamities", "Territories"],
        ),
        (
            {"players": 1, "module": "threat", "threat": "sisters"},
            ["Cards", "Grand Duchy", "Calamities", "Threats", "Sisters defeated"],
        ),
    ],
    ids=["mission", "conquest", "threat-solo"],
)
def test_the_end_screen_shows_each_part(
    qtbot: Any, me: Any, config: dict[str, Any], parts: list[str]
) -> None:
    i18n.install("en")
    t = _ended(config, me)
    obs = t.game.observation(t.state, None)
    screen = EndScreen()
    qtbot.addWidget(screen)
    names = ["Ada", "Bea"][: config["players"]]
    screen.show_result(obs, names, KEY, t.game.normalize_config(config))
    table = screen.table()
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    for part in parts:
        assert part in heads, heads
    end = obs[END]
    total = heads.index("Total")
    for row, seat in enumerate(end["ranking"]):
        assert table.item(row, total).text() == str(end["totals"][seat])
        for k, part in enumerate(end["parts"]):
            assert table.item(row, heads.index(parts[k])).text() == str(part["values"][seat])
    if config["players"] == 1:
        assert "Medal" in heads
    screen.resize(1280, 800)
    shoot(screen, f"wk-end-{config['module']}-{config['players']}")


def test_the_window_speaks_italian_with_the_seeds_terms(qtbot: Any, me: Any) -> None:
    t = table_at(
        qtbot,
        me,
        lambda t: (
            t.state.phase == "planning"
            and t.game.legal_actions(t.state, 0)
            and not t.state.secrets.pending
        ),
    )
    assert i18n.install("it")
    t.redraw()
    view = t.view.game
    assert view.move.title() == "Fase di progettazione"
    text = _shown(t)
    assert "Area di costruzione" in text and "Alchimia" in text
    card = view.obs["seats"][0]["selection"][0]["card"]
    assert "Costo:" in words.card_tip(card) or "Solo da riciclare" in words.card_tip(card)
    shoot(t.view, "wk-italian")


def test_a_replay_shows_the_table_without_a_controller(qtbot: Any) -> None:
    """The replay viewer's view (no controller): moments of a whole game drawn from the
    public observation, nothing to click, the score part by part at the end."""
    from client.gui.games.wonderful_kingdom.table import make_view
    from client.gui.moment import View
    from tests.core.playout import playout

    i18n.install("en")
    config = {"players": 2, "module": "conquest"}
    game = registry.get(KEY)
    view = make_view(None, config)
    qtbot.addWidget(view.main)
    view.main.resize(900, 760)
    view.main.show()
    names = ["Ada", "Bea"]
    played = list(playout(game, game.normalize_config(config), 2))
    final = game.apply_action(*played[-1])
    for moment in [s for s, _ in played[::60]] + [final]:
        obs = game.observation(moment, None)
        view.show(View(obs, None, None, (), None, names, set(), game.current_player(moment)))
        assert not [w for w in view.board.hotspots() if w[0] in ("hand", "zone", "slot")]
    assert view.panels == () and view.undo_bar is None
    assert "Territories" in view.board.texts() and "Total" in view.board.texts()
