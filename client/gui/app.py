"""Starting the windowed client: the application, the language, the profile, the lobby."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog


def settings(home: Path) -> QSettings:
    """The client's settings file (language, last profile), beside the profiles."""
    return QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)


def profile(home: Path, store_settings: QSettings) -> object | None:
    """The player's identity: the last one used, else asked for (first run)."""
    from client.gui.profile import ProfileDialog
    from net.identity import ProfileStore

    store = ProfileStore(home)
    name = store_settings.value("profile", "")
    if name and store.path(str(name)).exists():
        return store.load_or_create(str(name))
    dialog = ProfileDialog(os.environ.get("USER", ""))
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    name, year = dialog.answer()
    store_settings.setValue("profile", name)
    return store.load_or_create(name, year)


def run(interface: str | None = None, smoke: bool = False) -> int:
    """Open the lobby and run until the window closes; the exit code."""
    started = time.monotonic()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Tavolata")
    from client.gui import i18n
    from net.identity import default_home

    home = default_home()
    home.mkdir(parents=True, exist_ok=True)
    prefs = settings(home)
    i18n.install(str(prefs.value("language", "en")))
    me = profile(home, prefs)
    if me is None:
        return 1
    from client.gui.mainwindow import MainWindow

    interface = interface or os.environ.get("TAVOLATA_INTERFACE") or None
    window = MainWindow(me, interface, home)  # type: ignore[arg-type]
    window.language_menu.triggered.connect(
        lambda action: prefs.setValue("language", action.objectName().removeprefix("lang_"))
    )
    window.show()
    if smoke:  # benchmarks and the Xvfb test: say when the lobby is on screen, then quit

        def shown() -> None:
            print(f"lobby shown after {time.monotonic() - started:.3f} s", flush=True)
            shot = os.environ.get("TAVOLATA_SMOKE_SHOT")
            if shot:
                window.grab().save(shot)
            window.close()

        QTimer.singleShot(0, shown)
    return app.exec()
