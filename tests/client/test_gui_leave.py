"""Leaving a game under way asks first: closing the window, "Leave the table", hosting anew."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from client.gui.mainwindow import MainWindow
from client.netsession import TableSpec

pytestmark = [pytest.mark.lan]

CONFIG = {"players": 2, "edition": "classic", "board": "A", "variants": []}


class Asked:
    """Stands in for the question box: records each question and gives a set answer."""

    def __init__(self, answer: QMessageBox.StandardButton) -> None:
        self.answer, self.questions = answer, []

    def __call__(self, parent: Any, title: str, text: str, *rest: Any) -> Any:
        self.questions.append(text)
        return self.answer


def _in_game(qtbot: Any, window: MainWindow) -> None:
    spec = TableSpec("Leaving", CONFIG, ["host", "bot"], {1: "random"})
    controller = window.host(spec)
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.game is not None, timeout=20_000)


@pytest.fixture
def playing(qtbot: Any, make_window: Any) -> MainWindow:
    window = make_window()
    _in_game(qtbot, window)
    return window


@pytest.mark.parametrize("how", ["close", "leave", "host"])
def test_saying_no_keeps_the_game(qtbot, playing, monkeypatch, how) -> None:
    asked = Asked(QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "question", asked)
    opened = []
    monkeypatch.setattr("client.gui.hostdialog.HostDialog.exec", lambda self: opened.append(1))
    controller = playing.controller
    {
        "close": playing.close,
        "leave": playing.menus.acts["leave"].trigger,
        "host": playing.menus.acts["host"].trigger,
    }[how]()
    assert len(asked.questions) == 1 and "Resume a game" in asked.questions[0]
    assert playing.isVisible() and playing.controller is controller
    assert playing.pages.currentWidget() is playing.table and opened == []


def test_saying_yes_leaves_and_the_record_stays_to_resume(qtbot, playing, monkeypatch) -> None:
    monkeypatch.setattr(QMessageBox, "question", Asked(QMessageBox.StandardButton.Yes))
    record = playing.controller.session.record_path
    playing.menus.acts["leave"].trigger()
    assert playing.controller is None and playing.pages.currentWidget() is playing.lobby
    assert record is not None and record.exists()


def test_nothing_is_asked_without_a_game(qtbot, make_window, monkeypatch) -> None:
    asked = Asked(QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "question", asked)
    window = make_window()
    window.close()
    assert asked.questions == [] and not window.isVisible()


def test_a_table_left_says_nothing_to_the_table_after_it(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A controller left behind may still hear of its table (effects queued before it
    closed): nothing of it reaches the window, now in the waiting room of another table."""
    from PySide6.QtWidgets import QLabel, QTreeWidgetItemIterator

    boxes: list[str] = []
    for kind in ("information", "warning"):
        monkeypatch.setattr(QMessageBox, kind, lambda _p, _t, text, *_: boxes.append(text))
    window = make_window()
    old = window.host(TableSpec("First", CONFIG, ["host", "remote"], {}))
    qtbot.waitUntil(lambda: old.roster is not None, timeout=20_000)
    window.leave()
    new = window.host(TableSpec("Second", CONFIG, ["host", "bot"], {1: "random"}))
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)

    def room() -> list[str]:
        texts = [label.text() for label in window.waiting.findChildren(QLabel)]
        items = QTreeWidgetItemIterator(window.waiting.seats)
        while items.value():
            item = items.value()
            texts += [item.text(k) for k in range(item.columnCount())]
            items += 1
        return texts

    before, bar = room(), window.statusBar().currentMessage()
    old.seatsChanged.emit()  # the first table's seats: one of them a remote player's
    old.opened.emit("10.9.9.9:4242")
    old.message.emit("Trouble at the first table", "error")
    old.unreachable.emit("10.9.9.9:4242", 3)
    old.halted.emit("The first table stopped")
    old.unjoined.emit("10.9.9.9:4242", 5, 30.0)
    old.openFailed.emit("host", "details")
    QApplication.processEvents()
    assert window.controller is new and window.in_waiting_room()
    assert boxes == [] and room() == before
    assert window.statusBar().currentMessage() == bar
