"""Where the main window goes: last time's place, else a size the screen holds, centred."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings, QSize
from PySide6.QtWidgets import QMainWindow

PREFERRED_SIZE = QSize(1400, 900)
GEOMETRY_KEY = "window/geometry"
# A title bar and borders the window manager adds around the window (unknown before the
# window is shown); kept free so that the frame, not only the inside, fits the screen.
FRAME_ALLOWANCE = QSize(16, 48)


def fit_on_screen(window: QMainWindow) -> None:
    """Shrink and move `window` (frame included) into its screen's available area."""
    if window.isMaximized() or window.isFullScreen():
        return
    area = window.screen().availableGeometry()
    width = min(window.width(), area.width() - FRAME_ALLOWANCE.width())
    height = min(window.height(), area.height() - FRAME_ALLOWANCE.height())
    window.resize(max(width, 1), max(height, 1))
    x = min(max(window.x(), area.left()), area.right() - width - FRAME_ALLOWANCE.width())
    y = min(max(window.y(), area.top()), area.bottom() - height - FRAME_ALLOWANCE.height())
    window.move(max(x, area.left()), max(y, area.top()))


def place(window: QMainWindow, prefs: QSettings) -> None:
    """Put `window` where it was last time (maximized too), else centre a size that fits."""
    saved = prefs.value(GEOMETRY_KEY)
    if isinstance(saved, QByteArray) and window.restoreGeometry(saved):
        fit_on_screen(window)  # the screen may have changed since
        return
    window.resize(PREFERRED_SIZE)
    fit_on_screen(window)
    area = window.screen().availableGeometry()
    frame = window.size() + FRAME_ALLOWANCE
    window.move(
        area.left() + (area.width() - frame.width()) // 2,
        area.top() + (area.height() - frame.height()) // 2,
    )


def remember(window: QMainWindow, prefs: QSettings) -> None:
    """Keep where `window` is for next time."""
    prefs.setValue(GEOMETRY_KEY, window.saveGeometry())
