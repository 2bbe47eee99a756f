"""The window with secrets over a real network (issue 16, point 6): the lockstep's reveals,
not injected effects. A person plays Blind Pass against a bot to the end screen, seeing
only their own cards; hot-seat people at the mephitic swamp pass the device behind the
curtain and a peek stays the peeker's; a resumed Blind Pass table shows the hand again."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtCore import Qt

from client.gui.controller import TableController
from client.gui.mainwindow import MainWindow
from client.netsession import TableSpec
from core.games.eight_minute_empire.legends.setup import board_of, token_deck
from tests.client.hiddentable import every_text
from tests.client.test_gui_hidden import TOKEN_NAMES
from tests.client.uiplayer import shoot

pytestmark = [pytest.mark.lan]

BLIND = {"players": 2}


def start(qtbot: Any, window: MainWindow, spec: TableSpec) -> TableController:
    """Host the table of `spec` and start it by the waiting room's button."""
    c = window.host(spec)
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)  # "Start the game"
    qtbot.waitUntil(lambda: window.table is not None, timeout=20_000)
    return c


def hand(c: TableController, seat: int) -> list[Any]:
    """The values of a seat's hand its own knowledge gives (the truth, for the test)."""
    known = c.knowledge.get(seat, {})
    return [known.get((d, p)) for d, p, _ in c.game.observation(c.state, None)["hands"][seat]]


def others_hidden(window: MainWindow, c: TableController) -> None:
    """Nothing on screen shows a card of the bot's hand: its row face down, its line in the
    felt's words "—", no button, tooltip or log line naming its cards."""
    table = window.table
    assert table is not None
    felt = table.game.felt
    assert felt.faces[1] == [None] * len(felt.faces[1])
    text = every_text(window)
    assert re.search(r"Bot[^:;]*: — face up", text), text
    for button in table.game.panel.buttons:  # the person's moves name their cards only
        m = re.fullmatch(r"Play your (\d)|Pass your (\d) face down to .*", button.text())
        if m:
            assert int(m.group(1) or m.group(2)) in hand(c, 0), button.text()


def play_blind(qtbot: Any, window: MainWindow, c: TableController) -> int:
    """Click the person's moves to the end: a claim whenever one is possible, else a draw or
    a knock; after each, the screen hides the bot's cards. The claims made."""
    table, claims = window.table, 0
    assert table is not None
    while not c.over:
        qtbot.waitUntil(
            lambda: c.over or (c.acting() == 0 and bool(table.game.panel.buttons)), timeout=20_000
        )
        if c.over:
            break
        table.redraw()
        others_hidden(window, c)
        assert None not in table.game.felt.faces[0]  # my own cards face up
        assert table.game.felt.faces[0] == hand(c, 0)
        buttons = {b.text(): b for b in table.game.panel.buttons}
        plays = [t for t in buttons if t.startswith("Play your")]
        choice = plays[0] if plays else ("Draw a card" if "Draw a card" in buttons else None)
        choice = choice or "Knock (do nothing)"
        if c.index <= 6:  # the deal (a shuffle, four reveals): both cards said, together
            notes = [f"A {v} is now in your hand." for v in sorted(hand(c, 0))]
            said = table.status.text()
            assert all(n in said for n in notes) and len(said) == len(" ".join(notes)), said
        if plays and claims == 0:
            shoot(window, "net-blind-pass")
        claims += choice.startswith("Play")
        start = c.index
        qtbot.mouseClick(buttons[choice], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda start=start: c.index > start or c.over, timeout=20_000)
    return claims


def test_a_person_plays_blind_pass_against_a_bot_over_the_network(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    window.resize(1280, 800)
    spec = TableSpec("Blind", BLIND, ["host", "bot"], {1: "random"}, game="blind_pass")
    c = start(qtbot, window, spec)
    claims = play_blind(qtbot, window, c)
    assert claims >= 1
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end, timeout=20_000)
    assert window.end.headline()
    log = [window.table.log.item(i).text() for i in range(window.table.log.count())]
    assert any(line.startswith("Ada plays a ") for line in log)  # the claim, made public


SWAMP = {"players": 3, "edition": "legends", "variants": ["exploration_tokens", "mephitic_swamp"]}


def readable(label: Any) -> bool:
    """Whether a label on the dark curtain is drawn in light letters (the main window's
    style sheet once painted them dark on dark), as the curtain shows it."""
    image = label.parentWidget().grab(label.geometry()).toImage()
    return any(
        image.pixelColor(x, y).lightness() > 180
        for x in range(0, image.width(), 2)
        for y in range(image.height())
    )


class SwampDriver:
    """Plays Ada's and Bea's turns by the controller's intents (clicking a map is the other
    tests' business), steering armies onto face-down tokens so that a peek comes soon; it
    lifts the curtain by its button, noting every curtain and recap it saw."""

    def __init__(self, qtbot: Any, window: MainWindow, c: TableController) -> None:
        self.qtbot, self.window, self.c = qtbot, window, c
        self.curtains: list[tuple[int, int | None]] = []  # (for whom, who acted before)
        self.recaps: list[str] = []
        self.last: int | None = None  # the person who acted last
        self.rng = random.Random(4)
        self.shot: Any = None

    def settle(self) -> None:
        """Until a person here must act or the game ended, the screen redrawn."""
        c, table = self.c, self.window.table
        assert table is not None
        self.qtbot.waitUntil(
            lambda: (c.over or c.acting() is not None) and not table._redraw_soon.isActive(),
            timeout=20_000,
        )

    def lift(self) -> int:
        """Pass the device: read the recap if there is one, then "I am …"; whom it was for."""
        table = self.window.table
        assert table is not None and table.stack.currentWidget() is table.curtain
        curtain = table.curtain
        if curtain.notes:
            self.recaps.append(curtain.hint.text())
            if len(self.recaps) == 1:
                shoot(self.window, "net-swamp-recap")
            self.qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)  # "Hide it"
        seat = curtain.seat
        assert seat is not None and curtain.button.text() == f"I am {self.c.names()[seat]}"
        self.curtains.append((seat, self.last))
        if self.last not in (None, seat) and not self.shot:
            self.shot = shoot(self.window, "net-swamp-curtain")  # the device passes on
            assert readable(curtain.title) and readable(curtain.hint)
        self.qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
        table.redraw()
        return seat

    def step(self, stop_at_peek: bool = True) -> Any:
        """One decision of the person to act (after the curtain, if it is up); a peek
        offered is returned instead of made when `stop_at_peek`."""
        c, table = self.c, self.window.table
        assert table is not None
        self.settle()
        if c.over:
            return None
        if table.stack.currentWidget() is table.curtain:
            self.lift()
        view = c.view()
        assert view.curtain is None and view.acting is not None
        self.last = view.acting
        if view.pending is not None and view.pending.complete:
            c.confirm()
            return None
        peeks = [a for a in view.legal if a[0] == "peek"]
        if peeks and stop_at_peek:
            return peeks[0]
        c.act(peeks[0] if peeks else self.choose(view.legal))
        if c.pending is not None and c.pending.complete:
            c.confirm()
        return None

    def choose(self, legal: Any) -> Any:
        """A move onto a face-down token if there is one, else anything but "done"."""
        state = self.c.pending.state if self.c.pending is not None else self.c.state
        tokens = {r for r, k in enumerate(state.face_down) if k >= 0}
        index = board_of(state).index
        onto = [a for a in legal if a[0] in ("place", "move") and index.get(a[-1]) in tokens]
        busy = [a for a in legal if a[0] != "done"]
        return self.rng.choice(onto or busy or list(legal))


def test_hot_seat_people_pass_the_device_and_a_peek_stays_the_peekers(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    window.resize(1280, 800)
    spec = TableSpec("Swamp", SWAMP, ["host", "local", "bot"], {2: "random"}, names={1: "Bea"})
    c = start(qtbot, window, spec)
    d = SwampDriver(qtbot, window, c)
    peek = None
    for _ in range(300):
        peek = d.step()
        if peek is not None or c.over:
            break
    assert peek is not None, "no peek offered"
    assert (1, 0) in d.curtains or (0, 1) in d.curtains  # the device passed between turns
    table = window.table
    assert table is not None
    peeker, other = c.acting(), 1 - (c.acting() or 0)
    name = table.game.board_map["regions"][peek[1]]["name"]
    state = c.pending.state if c.pending is not None else c.state
    handle = (token_deck(state), state.face_down[board_of(state).index[peek[1]]])
    buttons = {b.text(): b for b in table.game.actions.choice_buttons}
    shoot(window, "net-swamp-peek-offered")
    qtbot.mouseClick(buttons[f"Peek at the token in {name}"], Qt.MouseButton.LeftButton)
    if c.pending is not None:  # the peek ends a turn held for Confirm: nothing sent yet
        assert c.pending.complete and not c.sent and not c.knowledge.get(peeker, {}).get(handle)
        table.redraw()
        shoot(window, "net-swamp-peek-to-confirm")
        qtbot.mouseClick(table.game.actions.confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: handle in c.knowledge.get(peeker, {}), timeout=20_000)
    token = str(c.knowledge[peeker][handle])
    english = TOKEN_NAMES[token][0]
    assert handle not in c.knowledge.get(other, {})  # the network told the peeker only
    the_other_never_sees_it(qtbot, window, c, d, (peek[1], english, peeker, other))


def the_other_never_sees_it(
    qtbot: Any, window: MainWindow, c: TableController, d: SwampDriver, peeked: Any
) -> None:
    """The peeker's screen shows the token (face and dot); then on to the other person's
    turn: their screen shows it face down with the peeker's dot, and its name nowhere."""
    rid, english, peeker, other = peeked
    table = window.table
    assert table is not None
    board = table.game.board
    qtbot.waitUntil(lambda: not table._redraw_soon.isActive(), timeout=5_000)
    if table.stack.currentWidget() is table.board_page and c.view().seat == peeker:
        assert board.hidden_shown[rid][0] is not None
    seen_by_other = 0
    for _ in range(60):
        d.step(stop_at_peek=False)
        view = c.view()
        if c.over or board.hidden_shown.get(rid) is None:
            break  # taken face up by a city: public now
        if view.seat == other and view.curtain is None:
            face, dots = board.hidden_shown[rid]
            assert face is None and peeker in dots  # face down; who looked is public
            assert english not in every_text(window), english
            seen_by_other += 1
            if seen_by_other == 1:
                shoot(window, "net-swamp-other")
        if seen_by_other >= 2:
            break
    assert seen_by_other, "the other person never had the screen"
    assert any(english in recap for recap in d.recaps)  # told the peeker before passing on


def test_a_resumed_blind_pass_table_shows_the_persons_hand_again(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    spec = TableSpec("Blind", BLIND, ["host", "bot"], {1: "random"}, game="blind_pass")
    c = start(qtbot, window, spec)
    table = window.table
    assert table is not None
    qtbot.waitUntil(lambda: c.acting() == 0 and bool(table.game.panel.buttons), timeout=20_000)
    draw = next(b for b in table.game.panel.buttons if b.text() == "Draw a card")
    start_index = c.index
    qtbot.mouseClick(draw, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(  # the card drawn, the bot's turn played, my turn again
        lambda: c.index > start_index and c.acting() == 0 and None not in hand(c, 0),
        timeout=20_000,
    )
    mine, record = hand(c, 0), c.session.record_path  # my turn again: nothing moves on
    window.leave()
    assert record is not None
    again = window.resume(record)  # what Table → "Resume a game…" calls with its choice
    assert again is not None and again is not c
    qtbot.waitUntil(lambda: again.game is not None and again.index >= c.index, timeout=20_000)
    qtbot.waitUntil(lambda: window.table is not None and window.table.c is again, timeout=20_000)
    qtbot.waitUntil(lambda: None not in hand(again, 0), timeout=20_000)  # re-learned
    new_table = window.table
    new_table.redraw()
    held = list(new_table.game.felt.faces[0])
    assert again.index == c.index and held == mine == hand(again, 0)
    assert new_table.game.felt.faces[1] == [None] * len(new_table.game.felt.faces[1])
    assert "now in your hand" not in new_table.status.text()  # re-learned, not news
    shoot(window, "net-blind-pass-resumed")
