"""Starting the window: the lobby shows before the profile is read, nobody sits down until
it is, and a damaged profile file is kept while the person picks a new name."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from client.gui import app
from client.gui.mainwindow import MainWindow
from client.gui.profile import ProfileDialog
from net.identity import Identity, ProfileStore


def test_the_lobby_waits_for_the_profile_before_anyone_sits_down(
    qtbot: Any, home: Path, me: Identity
) -> None:
    window = MainWindow(None, "127.0.0.1", home, discover=False)
    qtbot.addWidget(window)
    window.show()
    lobby = window.lobby
    assert not any(b.isEnabled() for b in (lobby.host, lobby.resume, lobby.join_address))
    assert lobby.me.text() == ""
    with pytest.raises(RuntimeError, match="no profile"):
        _ = window.me
    lobby.address.setText("127.0.0.1:40945")
    lobby._join_address()  # e.g. Enter in the address field: ignored, nobody to seat
    assert window.pages.currentWidget() is lobby and window.controller is None

    window.sign_in(me)
    assert all(b.isEnabled() for b in (lobby.host, lobby.resume, lobby.join_address))
    assert lobby.me.text() == f"Ada ({me.fingerprint})"
    assert window.me is me
    window.close()


def _answer_dialog(qtbot: Any, seen: list[str], name: str) -> None:
    """When the first-run dialog opens: note its message, write `name`, press OK."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ProfileDialog):
            QTimer.singleShot(20, answer)
            return
        seen.append(dialog.error.text())
        dialog.name.setText(name)
        dialog.year.setValue(1991)
        qtbot.keyClick(dialog.name, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)


def test_a_damaged_profile_is_kept_and_a_new_name_is_asked(qtbot: Any, home: Path) -> None:
    store = ProfileStore(home)
    damaged = store.path("Ada")
    damaged.parent.mkdir(parents=True)
    damaged.write_text('{"name": "Ada", "key": "not hex"}', encoding="utf-8")
    prefs = app.settings(home)
    prefs.setValue("profile", "Ada")
    seen: list[str] = []
    _answer_dialog(qtbot, seen, "Bea")

    me = app.profile(home, prefs)

    assert me is not None and me.name == "Bea" and me.birth_year == 1991
    assert "cannot be read" in seen[0] and str(damaged) in seen[0]
    assert damaged.read_text(encoding="utf-8") == '{"name": "Ada", "key": "not hex"}'
    assert prefs.value("profile") == "Bea"
    again = app.profile(home, prefs)  # the next start reads it without asking
    assert again is not None and again.public_key == me.public_key


def test_the_first_run_asks_for_a_name_and_remembers_it(qtbot: Any, home: Path) -> None:
    prefs = app.settings(home)
    seen: list[str] = []
    _answer_dialog(qtbot, seen, "Cleo")

    me = app.profile(home, prefs)

    assert me is not None and me.name == "Cleo"
    assert seen == [""]  # nothing went wrong: no message
    assert ProfileStore(home).path("Cleo").exists()
    assert prefs.value("profile") == "Cleo"


def test_closing_the_first_run_dialog_starts_nothing(qtbot: Any, home: Path) -> None:
    prefs = app.settings(home)

    def close() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, close)
            return
        dialog.reject()

    QTimer.singleShot(0, close)
    assert app.profile(home, prefs) is None
    assert not (home / "profiles").exists()
    assert prefs.value("profile", "") == ""
