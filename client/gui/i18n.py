"""Languages of the window: English (the source texts) and Italian (Qt translation files).

The translations live in resources/translations/tavolata_<code>.ts (edited by people,
checked against the seed's own terms) and .qm (compiled with pyside6-lrelease).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
LANGUAGES = {"en": "English", "it": "Italiano"}

_installed: QTranslator | None = None


def install(code: str) -> bool:
    """Switch the application to language `code`; False if its translation is missing."""
    global _installed
    app = QCoreApplication.instance()
    if app is None:
        return False
    if _installed is not None:
        app.removeTranslator(_installed)
        _installed = None
    if code == "en":
        return True
    translator = QTranslator(app)
    if not translator.load(str(TRANSLATIONS / f"tavolata_{code}.qm")):
        return False
    app.installTranslator(translator)
    _installed = translator
    return True
