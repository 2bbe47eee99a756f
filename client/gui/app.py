"""Starting the windowed client: the application, the language, the profile, the lobby."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from client.gui.settingsfile import settings

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QWidget

    from net.identity import Identity

# The installed desktop entry's name (installer/linux/): Wayland compositors and docks match
# the window to its entry, and so to its name and icon, by this id.
DESKTOP_ID = "org.tavolata.Tavolata"
# Found the same way from a checkout and from the PyInstaller bundle, which keeps resources/
# beside the packages.
ICON = Path(__file__).resolve().parents[2] / "resources" / "icons" / "tavolata.svg"


def profile(home: Path, prefs: QSettings, parent: QWidget | None = None) -> Identity | None:
    """The player's identity: the last one used, else asked for (first run); None: cancelled.

    A damaged profile file is left as it is (it holds a key) and the person picks a new name.
    """
    from PySide6.QtWidgets import QDialog

    from net.identity import ProfileError, ProfileStore

    store = ProfileStore(home)
    name = str(prefs.value("profile", ""))
    problem = ""
    if name and store.path(name).exists():
        try:
            return store.load(store.path(name))
        except ProfileError:
            from client.gui.profile import unreadable

            problem = unreadable(str(store.path(name)))
    from client.gui.profile import ProfileDialog  # only now: most starts never need it

    while True:
        dialog = ProfileDialog(os.environ.get("USER", ""), parent, problem)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        name, year = dialog.answer()
        try:
            me = store.load_or_create(name, year)
        except (ProfileError, OSError) as exc:
            problem = str(exc)
            continue
        prefs.setValue("profile", name)
        return me


def run(interface: str | None = None, smoke: bool = False) -> int:
    """Open the lobby and run until the window closes; the exit code.

    The window shows first; the profile (cryptography, or the first-run dialog over the
    lobby) and the windows' icon come on the event loop's first turn, so people see the table
    list at once.
    """
    started = time.monotonic()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Tavolata")
    app.setDesktopFileName(DESKTOP_ID)
    from client.gui import i18n
    from client.gui.mainwindow import MainWindow
    from net.home import default_home

    home = default_home()
    home.mkdir(parents=True, exist_ok=True)
    prefs = settings(home)
    i18n.install(str(prefs.value("language", "en")))
    interface = interface or os.environ.get("TAVOLATA_INTERFACE") or None
    window = MainWindow(None, interface, home)
    window.menus.language_menu.triggered.connect(
        lambda action: prefs.setValue("language", action.objectName().removeprefix("lang_"))
    )
    window.show()
    if smoke:  # benchmarks: say when the lobby is on screen
        QTimer.singleShot(0, lambda: _say("lobby shown", started))
    cancelled = False

    def sign_in() -> None:
        nonlocal cancelled
        set_icon(app)
        me = profile(home, prefs, window)
        if me is None:  # no name given: there is nobody to play
            cancelled = True
            window.close()
            return
        window.sign_in(me)
        if smoke:  # benchmarks and the Xvfb test: the profile is in; then quit
            _say("signed in", started)
            shot = os.environ.get("TAVOLATA_SMOKE_SHOT")
            if shot:
                window.grab().save(shot)
            window.close()

    QTimer.singleShot(0, sign_in)
    code = app.exec()
    return 1 if cancelled else code


def set_icon(app: QApplication) -> None:
    """The windows' icon, drawn by Qt's SVG engine at any size. On the event loop's first
    turn, with the profile: QIcon's class and the SVG cost 5 ms of start-up."""
    from PySide6.QtGui import QIcon

    app.setWindowIcon(QIcon(str(ICON)))


def _say(what: str, started: float) -> None:
    # The process's CPU time too: on a shared machine it moves less than the wall clock.
    wall, cpu = time.monotonic() - started, time.process_time()
    print(f"{what} after {wall:.3f} s, cpu {cpu:.3f} s", flush=True)
