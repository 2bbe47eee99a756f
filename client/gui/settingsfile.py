"""The client's settings file (settings.ini beside the profiles: the language, the last
profile, the window's place, the menus' choices). Its own module, below the window and its
start-up alike: app.py reads it before the window exists, the window each time it keeps a
choice (issue 31: the window imported app.py for it, which imports the window)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings


def settings(home: Path) -> QSettings:
    """The client's settings file (language, last profile), beside the profiles."""
    return QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)
