"""Coming back to a game: the next start offers the unfinished games (name, players, when,
turn), "Resume a game…" lists them, and a file that cannot be resumed or watched is said in
the person's language, once, with the details behind a button."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from client.gui import i18n
from client.gui.mainwindow import MainWindow
from client.gui.resumelist import ResumeDialog
from client.netsession import NetSession, TableSpec
from net.identity import Identity
from tests.client.uiplayer import UiPlayer, shoot
from tests.net.tables import person, record_text, table

pytestmark = [pytest.mark.lan]

CONFIG = {"players": 2, "edition": "classic", "board": "A", "variants": []}


@pytest.fixture
def italian() -> Any:
    """The window speaks Italian during the test."""
    i18n.install("it")
    yield
    i18n.install("en")


class Boxes:
    """Stands in for QMessageBox.exec: notes each box's title, text and details."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str, str]] = []

    def __call__(self, box: QMessageBox) -> int:
        self.seen.append((box.windowTitle(), box.text(), box.detailedText()))
        return QMessageBox.StandardButton.Ok.value


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> Boxes:
    seen = Boxes()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: seen(box))
    return seen


def leave_mid_game(qtbot: Any, window: MainWindow, name: str, actions: int) -> dict[str, Any]:
    """Host `name` with a bot, play past `actions` actions by clicks, leave; what was left."""
    c = window.host(TableSpec(name, CONFIG, ["host", "bot"], {1: "random"}))
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game is not None, timeout=20_000)
    player = UiPlayer(qtbot, window.table, seed=5)
    player.play(until_actions=actions)
    player.settle()
    assert c.game is not None and not c.over
    left = {
        "path": c.session.record_path,
        "players": c.names(),
        "turn": c.game.observation(c.state, None)["turn"],
        "index": c.index,
    }
    window.leave()
    return left


def offered(qtbot: Any, window: MainWindow) -> Any:
    """The lobby's offer, once shown. A widget added to a shown layout is shown by a queued
    call (Qt's addChildWidget), so the offer exists an event or so before it is visible:
    waiting for it to exist alone failed in CI on a loaded machine."""
    resumable = window.resumable
    assert resumable is not None  # made at sign-in
    qtbot.waitUntil(
        lambda: resumable.offer is not None and resumable.offer.isVisible(), timeout=20_000
    )
    return resumable.offer


def test_the_next_start_offers_the_game_left_and_resumes_it(
    qtbot: Any, make_window: Any, home: Path, me: Identity
) -> None:
    first = make_window()
    left = leave_mid_game(qtbot, first, "Sunday game", 30)
    first.close()
    folder = left["path"].parent
    # Beside it: a finished game of this player, a damaged copy, random bytes.
    net, nodes, _ = table(2, seed=4, people=[me, person("Bea", 7)])
    net.run(net.all_finished, limit=300)
    finished = record_text(nodes[0].record)
    (folder / "finished.tavolata").write_text(finished)
    lines = left["path"].read_text().splitlines(keepends=True)
    (folder / "damaged.tavolata").write_text("".join(lines[:5] + ["{cut\n"] + lines[6:]))
    (folder / "garbage.tavolata").write_bytes(bytes(range(256)) * 4)

    window = make_window()
    offer = offered(qtbot, window)
    assert [g.path for g in offer.games] == [left["path"]]
    texts = [label.text() for label in offer.labels[0]]
    assert texts[0] == "Sunday game"
    assert texts[1] == "Eight-Minute Empire (Classic)"  # issue 32: the Game column
    assert texts[2] == ", ".join(left["players"])
    assert texts[3].startswith("today ")
    assert left["turn"] > 0 and texts[4] == f"turn {left['turn']}"
    assert offer.isVisible() and offer.buttons[0].text() == "Resume"
    window.resize(1280, 800)
    shoot(window, "lobby-resume-offer")

    qtbot.mouseClick(offer.buttons[0], Qt.MouseButton.LeftButton)
    c = window.controller
    assert c is not None and not offer.isVisible()
    assert "Sunday game" in window.waiting.where.text()
    qtbot.waitUntil(lambda: c.game is not None and c.index >= left["index"], timeout=20_000)
    assert window.pages.currentWidget() is window.table
    assert c.session.record_path == left["path"]
    UiPlayer(qtbot, window.table, seed=9).play(until_actions=left["index"] + 4)
    assert c.index >= left["index"] + 4 and not c.halted_for


def test_not_now_hides_the_offer_and_the_italian_offer(
    qtbot: Any, make_window: Any, italian: Any
) -> None:
    first = make_window()
    left = leave_mid_game(qtbot, first, "Partita di domenica", 30)
    first.close()
    window = make_window()
    window.retranslate()
    offer = offered(qtbot, window)
    texts = [label.text() for label in offer.labels[0]]
    assert texts[0] == "Partita di domenica" and texts[3].startswith("oggi ")
    assert texts[1] == "Otto minuti per un impero (Classica)"
    assert texts[4] == f"turno {left['turn']}"
    assert offer.buttons[0].text() == "Riprendi" and offer.dismiss.text() == "Non ora"
    window.resize(1280, 800)
    shoot(window, "lobby-resume-offer-it")
    dialog = ResumeDialog(offer.games, window.records, window)
    dialog.show()
    assert dialog.items[0].text(4) == f"turno {left['turn']}"
    shoot(dialog, "resume-dialog-it")
    dialog.close()
    qtbot.mouseClick(offer.dismiss, Qt.MouseButton.LeftButton)
    assert not offer.isVisible() and window.controller is None


def test_the_resume_dialog_lists_the_unfinished_games_and_resumes_the_chosen_one(
    qtbot: Any, make_window: Any
) -> None:
    first = make_window()
    older = leave_mid_game(qtbot, first, "Older", 30)
    newer = leave_mid_game(qtbot, first, "A table with a rather long name, to see it whole", 3)
    first.close()
    window = make_window()
    offered(qtbot, window)
    seen: dict[str, Any] = {}

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ResumeDialog):
            QTimer.singleShot(20, choose)
            return
        rows = [[item.text(c) for c in range(5)] for item in dialog.items]
        seen["header"] = [dialog.list.headerItem().text(c) for c in range(5)]
        seen["rows"] = rows
        metrics = dialog.list.fontMetrics()
        seen["cut"] = [
            text
            for item in dialog.items
            for c, text in enumerate(item.text(c) for c in range(5))
            if metrics.horizontalAdvance(text) > dialog.list.columnWidth(c)
        ]
        seen["shot"] = shoot(dialog, "resume-dialog")
        item = dialog.items[1]
        rect = dialog.list.visualItemRect(item)
        qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    QTimer.singleShot(0, choose)
    window.menus.acts["resume"].trigger()
    assert [row[0] for row in seen["rows"]] == [
        "A table with a rather long name, to see it whole",
        "Older",
    ]
    assert seen["header"] == ["Table", "Game", "Players", "When", "Turn"]
    assert seen["rows"][1][1] == "Eight-Minute Empire (Classic)"
    assert seen["rows"][1][4] == f"turn {older['turn']}" and seen["cut"] == []
    assert newer["path"] != older["path"]
    c = window.controller
    assert c is not None
    qtbot.waitUntil(lambda: c.game is not None and c.index >= older["index"], timeout=20_000)
    assert c.session.record_path == older["path"]


def test_a_joined_table_keeps_the_name_the_lobby_showed(tmp_path: Path, me: Identity) -> None:
    import asyncio

    session = NetSession(me, "127.0.0.1", lambda effect: None, tmp_path)

    async def join() -> None:
        await session.join("127.0.0.1:9", None, "Bea's Friday")  # nobody listens: fine here
        await session.close()

    asyncio.run(join())
    from client.unfinished import read_name

    assert session.record_path is not None and read_name(session.record_path) == "Bea's Friday"


# -- files that cannot be resumed or watched ------------------------------------------------


def test_random_bytes_are_not_a_record_said_once_in_italian_before_connecting(
    qtbot: Any, make_window: Any, boxes: Boxes, italian: Any, tmp_path: Path
) -> None:
    window = make_window()
    window.retranslate()
    garbage = tmp_path / "garbage.tavolata"
    garbage.write_bytes(bytes(range(128, 256)) * 8)
    assert window.resume(garbage) is None
    [(title, text, details)] = boxes.seen
    assert title == "Impossibile riprendere questa partita"
    assert text == "Questo file non è una registrazione di partita di Tavolata."
    assert "utf-8" in details and "utf-8" not in text
    assert window.controller is None and window.pages.currentWidget() is window.lobby
    assert window.statusBar().currentMessage() == ""
    assert window._waiting is None  # no waiting room for a bad file
    window.watch(garbage)
    assert boxes.seen[1][:2] == (
        "Impossibile rivedere questa registrazione",
        "Questo file non è una registrazione di partita di Tavolata.",
    )


def test_damaged_and_finished_records_say_what_they_are(
    qtbot: Any, make_window: Any, boxes: Boxes, me: Identity, tmp_path: Path
) -> None:
    window = make_window()
    net, nodes, _ = table(2, seed=4, people=[me, person("Bea", 7)])
    net.run(net.all_finished, limit=300)
    lines = [json.dumps(x) + "\n" for x in nodes[0].record]
    finished = tmp_path / "finished.tavolata"
    finished.write_text("".join(lines))
    damaged = tmp_path / "damaged.tavolata"
    damaged.write_text("".join(lines[:9] + ["{cut\n"] + lines[10:]))
    assert window.resume(finished) is None
    assert window.resume(damaged) is None
    assert window.watch(damaged) is False
    assert [text for _, text, _ in boxes.seen] == [
        "This game is already over: watch its replay instead.",
        "This game record is damaged (line 10).",
        "This game record is damaged (line 10).",
    ]
    assert "line 10: not valid JSON" in boxes.seen[1][2]
    assert window.controller is None
    assert window.watch(finished) is True and boxes.seen[3:] == []


def test_a_table_that_cannot_open_says_so_once_and_returns_to_the_lobby(
    qtbot: Any, make_window: Any, boxes: Boxes, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def refuse(self: NetSession, spec: TableSpec) -> str:
        raise OSError(98, "Address already in use")

    monkeypatch.setattr(NetSession, "host", refuse)
    window = make_window()
    window.host(TableSpec("Busy", CONFIG, ["host", "bot"], {1: "random"}))
    qtbot.waitUntil(lambda: bool(boxes.seen), timeout=10_000)
    [(title, text, details)] = boxes.seen
    assert title == "Could not open the table"
    assert text == "The table could not be opened." and "Address already in use" in details
    assert window.pages.currentWidget() is window.lobby and window.controller is None
    assert window.statusBar().currentMessage() == ""


def test_a_move_the_rules_refuse_is_a_sentence_with_the_reason_behind_it(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    c = window.host(TableSpec("Rules", CONFIG, ["host", "bot"], {1: "random"}))
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game is not None, timeout=20_000)
    player = UiPlayer(qtbot, window.table, seed=5)
    player.play(until_actions=6)
    player.settle()
    while c.pending is not None:  # a card under way: finish it first
        player.move()
        player.settle()
    c.act(("city", 0))  # before taking a card
    status = window.table.status
    assert status.text() == "This move is not allowed now."
    assert "'city' is not possible" in status.toolTip()  # the rules' own words
