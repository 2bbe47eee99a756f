"""The main window's size and place: never beyond the screen, remembered between runs."""

from __future__ import annotations

from pathlib import Path

from client.gui.mainwindow import MainWindow


def _window(qtbot, home: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(None, "127.0.0.1", home, discover=False)
    qtbot.addWidget(window)
    return window


def test_the_first_window_with_its_frame_fits_the_available_screen(qtbot, home) -> None:
    window = _window(qtbot, home)
    window.show()
    area = window.screen().availableGeometry()
    assert area.contains(window.frameGeometry()), (area, window.frameGeometry())
    assert window.width() > area.width() * 0.9 and window.height() > area.height() * 0.9


def test_size_and_place_are_remembered_between_runs(qtbot, home) -> None:
    first = _window(qtbot, home)
    first.show()
    first.resize(600, 500)
    first.move(40, 30)
    first.close()
    second = _window(qtbot, home)
    second.show()
    assert (second.width(), second.height()) == (600, 500)
    # Window managers (and Qt's offscreen screen) may nudge a window by its border's width.
    assert abs(second.x() - 40) <= 4 and abs(second.y() - 30) <= 4


def test_a_remembered_size_larger_than_the_screen_is_shrunk(qtbot, home) -> None:
    first = _window(qtbot, home)
    first.show()
    first.resize(5000, 4000)  # another, larger screen last time
    first.close()
    second = _window(qtbot, home)
    second.show()
    area = second.screen().availableGeometry()
    assert second.width() <= area.width() and second.height() <= area.height()


def test_a_maximized_window_comes_back_maximized(qtbot, home) -> None:
    first = _window(qtbot, home)
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized)
    first.close()
    second = _window(qtbot, home)
    second.show()
    assert second.isMaximized()


def test_a_window_gone_before_its_keys_are_set_leaves_no_error(qtbot, home) -> None:
    """The menus' keys are set 100 ms after start-up; a window deleted sooner (a test, a
    window closed at once) cancels that, instead of touching its deleted actions."""
    from PySide6.QtCore import QCoreApplication, QEvent

    window = MainWindow(None, "127.0.0.1", home, discover=False)
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # Past the timer: pytest-qt fails the test on an exception raised in the event loop
    # (before the fix, "Internal C++ object (QAction) already deleted").
    qtbot.wait(250)
