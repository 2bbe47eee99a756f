"""The window at a table with secrets (issue 16, point 6): a seat sees only its own secrets,
hot-seat people pass the device behind a curtain, face-down things are drawn face down, a
peek is shown only to the peeker. The network's effects (`Started`, `Applied`, `Learned`)
are delivered to a real controller; the core's plain dealer makes the reveals
(tests/client/hiddentable.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from client.gui import i18n
from net.protocol.effects import Learned
from tests.client.hiddentable import LocalTable, every_text
from tests.client.uiplayer import shoot

SWAMP = {"players": 3, "edition": "legends", "variants": ["exploration_tokens", "mephitic_swamp"]}
TOKEN_NAMES = {
    "cottage": ("Cottage", "Cottage"),
    "hidden_treasure": ("Hidden treasure", "Tesoro nascosto"),
    "magic_spring": ("Magic spring", "Fonte magica"),
    "spell_book": ("Spell book", "Libro degli incantesimi"),
    "stable": ("Stable", "Scuderia"),
    "swamp": ("Mephitic swamp", "Palude mefitica"),
}


def blind(qtbot: Any, me: Any, kinds: list[str], players: int = 3) -> LocalTable:
    """A Blind Pass table dealt, its page on screen."""
    t = LocalTable(me, "blind_pass", {"players": players}, kinds, names={1: "Bea"})
    qtbot.addWidget(t.table())
    t.settle()
    t.redraw()
    return t


def test_a_seat_sees_only_its_own_cards_and_never_a_bots(qtbot: Any, me: Any) -> None:
    t = blind(qtbot, me, ["host", "bot", "bot"])
    view = t.view
    assert view is not None and view.stack.currentWidget() is view.board_page  # one person
    felt = view.game.felt
    mine = [t.dealer.truth[(d, p)] for d, p, _ in t.c.view().obs["hands"][0]]
    assert felt.faces[0] == mine and felt.faces[1] == felt.faces[2] == [None, None]
    assert t.told[1] and t.told[2]  # the bots' knowledge reached the controller, unseen
    text = every_text(view)
    assert "Bea (bot, quick): —" in text and "face down" in text  # a bot says its level
    shoot(view, "blind-pass-own-cards")
    # The bots' knowledge given as ours is still not shown: the view is the eyes' own.
    t.c.bridge.deliver(Learned(0, {**t.told[0], **t.told[1], **t.told[2]}))
    t.redraw()
    assert felt.faces[1] == felt.faces[2] == [None, None]


def test_the_memo_keys_on_the_knowledge(qtbot: Any, me: Any) -> None:
    t = blind(qtbot, me, ["host", "bot"], players=2)
    c = t.c
    assert c.view().obs["hands"][0][0][2] is not None
    c.bridge.deliver(Learned(0, {}))  # the same state, knowledge replaced: a new answer
    assert [card[2] for card in c.view().obs["hands"][0]] == [None, None]
    assert ("play",) not in {a[:1] for a in c.view().legal}  # no truthful play known
    c.bridge.deliver(Learned(0, t.told[0]))
    assert any(a[0] == "play" for a in c.view().legal)


def test_the_curtain_hides_everything_until_the_person_says_it_is_them(qtbot: Any, me: Any) -> None:
    t = blind(qtbot, me, ["host", "local", "bot"])
    view, c = t.view, t.c
    assert view is not None
    assert view.stack.currentWidget() is view.curtain
    assert view.curtain.title.text() == "Pass the device to Ada"
    assert view.curtain.button.text() == "I am Ada"
    assert all(v is None for hand in view.game.felt.faces for v in hand)
    assert not view.game.panel.buttons and c.view().legal == ()
    c.act(("knock",))
    assert not c.loop.calls  # nothing is sent from behind the curtain
    shoot(view, "blind-pass-curtain")
    qtbot.keyClick(view.curtain.button, Qt.Key.Key_Return)  # the keyboard lifts it too
    t.redraw()
    assert view.stack.currentWidget() is view.board_page
    ada = list(view.game.felt.faces[0])
    assert None not in ada and view.game.felt.faces[1] == [None, None]
    passed = t.c.view().obs["hands"][0][0]
    t.play([("pass", passed[0], passed[1])])  # to Bea, face down: she looks at it
    assert view.stack.currentWidget() is view.curtain
    assert view.curtain.button.text() == "I am Bea"
    assert all(v is None for hand in view.game.felt.faces for v in hand)
    assert "face up" not in every_text(view).replace("— face up", "")
    assert "— face up" in every_text(view.game.felt)  # every hand: nothing face up
    view.curtain.button.click()
    t.redraw()
    bea = view.game.felt.faces[1]
    assert passed[2] in bea and None not in bea and view.game.felt.faces[0] == [None]
    shoot(view, "blind-pass-bea")


def test_one_person_and_bots_get_no_curtain_at_the_swamp(qtbot: Any, me: Any) -> None:
    t = LocalTable(me, "eight_minute_empire", SWAMP, ["host", "bot", "bot"], seed=3)
    qtbot.addWidget(t.table())
    t.settle()
    t.redraw()
    assert t.view is not None and t.view.stack.currentWidget() is t.view.board_page


def swamp_at_a_peek(qtbot: Any, me: Any) -> LocalTable:
    """Ada and Bea (hot-seat) and a bot, played at random until Ada may peek."""
    t = LocalTable(me, "eight_minute_empire", SWAMP, ["host", "local", "bot"], {1: "Bea"}, 3)
    t.run_until(lambda s: t.game.observation(s, None)["phase"] == "peek" and s.current == 0)
    qtbot.addWidget(t.table())
    t.redraw()
    return t


def test_the_swamp_draws_face_down_tokens_and_shows_a_peek_only_to_the_peeker(
    qtbot: Any, me: Any
) -> None:
    t = swamp_at_a_peek(qtbot, me)
    view, board = t.view, None
    assert view is not None
    board = view.game.board
    if view.stack.currentWidget() is view.curtain:
        view.curtain.button.click()
        t.redraw()
    assert board.hidden_shown and all(tok is None for tok, _ in board.hidden_shown.values())
    shoot(view, "swamp-face-down")
    [peek] = [a for a in t.c.view().legal if a[0] == "peek"]
    buttons = {b.text(): b for b in view.game.actions.choice_buttons}
    region = board.hidden_shown and peek[1]
    name = view.game.board_map["regions"][region]["name"]
    assert f"Peek at the token in {name}" in buttons
    done = view.game.actions.done
    assert done.text() == "Do not peek" and done.toolTip().startswith("End the turn")
    assert done.fontMetrics().horizontalAdvance(done.text()) + 24 <= done.width()  # not cut
    buttons[f"Peek at the token in {name}"].click()
    assert t.c.loop.calls[-1][1].actions == [peek]  # sent at once, as the person chose
    token = _peek_and_stay(t)
    english, italian = TOKEN_NAMES[token]
    assert board.hidden_shown[region] == (token, (0,))  # the face, with the peeker's dot
    assert english in view.status.text()
    log = [view.log.item(i).text() for i in range(view.log.count())]
    assert "Ada peeks at the face-down token in " + name + "." in log
    assert not any(english in line for line in log)  # the log is public
    shoot(view, "swamp-peeker-en")
    i18n.install("it")
    t.redraw()
    assert italian in every_text(view)
    shoot(view, "swamp-peeker-it")
    i18n.install("en")
    _bea_sees_only_that_ada_peeked(t, region, english)


def _peek_and_stay(t: LocalTable) -> str:
    """Apply the chosen peek and its reveal; the token Ada learned."""
    before = dict(t.told.get(0, {}))
    t.apply(t.c.loop.calls[-1][1].actions[0])
    t.apply(t.dealer.next_action(t.game, t.state))  # the private reveal, to Ada only
    [new] = [v for h, v in t.told[0].items() if h not in before]
    return str(new)


def _bea_sees_only_that_ada_peeked(t: LocalTable, region: str, english: str) -> None:
    """On to Bea's turn: first the recap for Ada, then the curtain, then Bea's view."""
    view = t.view
    assert view is not None
    while t.game.current_player(t.state) not in (1,):
        t.play([t.decide()])
    assert view.stack.currentWidget() is view.curtain
    assert view.curtain.title.text() == "Ada, before you pass the device:"
    assert english in view.curtain.hint.text()
    shoot(view, "swamp-recap-for-the-peeker")
    view.curtain.button.click()
    assert view.curtain.button.text() == "I am Bea" and english not in every_text(view)
    view.curtain.button.click()
    t.redraw()
    board = view.game.board
    assert board.hidden_shown[region] == (None, (0,))  # face down; that Ada looked is public
    assert english not in every_text(view) and "Peeked at by Ada." in every_text(view)
    shoot(view, "swamp-other-en")
    i18n.install("it")
    t.redraw()
    shoot(view, "swamp-other-it")
    assert "Guardato da Ada." in every_text(view)
