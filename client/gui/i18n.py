"""Languages of the window: English (the source texts) and Italian (Qt translation files).

The translations live in resources/translations/tavolata_<code>.ts (edited by people,
checked against the seed's own terms) and .qm (compiled with pyside6-lrelease). Qt's own
texts (OK, Cancel, the file dialog) come from the qtbase_<code>.qm that Qt ships.
English has a translation file too, with the plural texts alone ("%n card(s)" -> "1 card",
"2 cards"): Qt chooses a plural form only through a translation.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
LANGUAGES = {"en": "English", "it": "Italiano"}

_installed: list[QTranslator] = []
_current = ["en"]


def current() -> str:
    """The code of the language the window speaks now."""
    return _current[0]


def installed() -> bool:
    """Whether a language has been installed (English plurals need theirs too)."""
    return bool(_installed)


def install(code: str) -> bool:
    """Switch the application to language `code`; False if our translation is missing.

    Qt's own translation is a bonus: without it (a trimmed install) Qt's buttons stay English.
    """
    app = QCoreApplication.instance()
    if app is None:
        return False
    while _installed:
        app.removeTranslator(_installed.pop())
    _current[0] = "en"
    ours = QTranslator(app)
    if not ours.load(str(TRANSLATIONS / f"tavolata_{code}.qm")):
        return code == "en"  # English without its plurals file still reads, "1 card(s)"
    if code == "en":  # the source language: its plurals only, and Qt's own texts as they are
        app.installTranslator(ours)
        _installed.append(ours)
        return True
    from PySide6.QtCore import QLibraryInfo  # English needs none of Qt's: not at start-up

    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for translator in (ours, qt) if qt.load(f"qtbase_{code}", qt_dir) else (ours,):
        app.installTranslator(translator)
        _installed.append(translator)
    _current[0] = code
    return True
