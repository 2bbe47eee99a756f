"""Fixtures for the windowed client's tests: a profile in a throwaway home, the main window."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

# `make test` sets this; a bare `pytest tests/client` without a display must not abort in Qt.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from client.gui.mainwindow import MainWindow
from net.identity import Identity, ProfileStore


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Every test leaves the window's language English, whatever it switched to."""
    yield
    from client.gui import i18n

    i18n.install("en")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """TAVOLATA_HOME for this test: profiles, settings and records go here."""
    monkeypatch.setenv("TAVOLATA_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def me(home: Path) -> Identity:
    """The person at the window."""
    return ProfileStore(home).load_or_create("Ada", 1990)


@pytest.fixture
def make_window(qtbot, home: Path, me: Identity) -> Iterator:  # type: ignore[no-untyped-def]
    """Opens main windows on loopback (bots without pauses, others' actions shown at once);
    closes them after the test."""
    windows: list[MainWindow] = []

    def make(discover: bool = False) -> MainWindow:
        window = MainWindow(me, "127.0.0.1", home, bot_delay=0.0, discover=discover)
        window.set_pace("instant")  # others' actions at once: only pacing's tests wait
        # pytest-qt closes it after the test: leave any game first, or "Leave the game?" waits.
        qtbot.addWidget(window, before_close_func=MainWindow.leave)
        window.resize(1400, 900)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.leave()  # without asking "Leave the game?" of nobody
        window.close()
