"""Languages of the window: English (the source texts) and Italian (Qt translation files).

The translations live in resources/translations/tavolata_<code>.ts (edited by people,
checked against the seed's own terms) and .qm (compiled with pyside6-lrelease). Qt's own
texts (OK, Cancel, the file dialog) come from the qtbase_<code>.qm that Qt ships.
English has a translation file too, with the plural texts alone ("%n card(s)" -> "1 card",
"2 cards"): Qt chooses a plural form only through a translation.

A text of the window is written `Context.tr("text")`, or with a count
`Context.tr("%n card(s)", None, n)`, where `Context` is a class named after the text's
translation context: a widget class (Qt's own `QObject.tr`), or a `Texts` below. That is the
form pyside6-lupdate reads: it files each text under the name written before `.tr`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
LANGUAGES = {"en": "English", "it": "Italiano"}


class Texts:
    """A translation context that is no widget class: `class Lobby(Texts)`, then
    `Lobby.tr("Join")`, translated in the context named by the class, like `QObject.tr`.

    Keep the class's own name at every call (no `import ... as`): lupdate takes the context
    from the name before `.tr`. The count goes third and by position, as lupdate reads it.
    """

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1, /) -> str:
        """`text` in the window's language (`n`: the count a `%n` text's plural form follows)."""
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


# The shared window's contexts, each used by several modules or named like no widget class.
class Controller(Texts):
    """The table controller's texts (controller.py, ahead.py)."""


class Desync(Texts):
    """One desync report on screen (desyncview.py)."""


class Inspector(Texts):
    """The desync inspector (inspector.py)."""


class Lobby(Texts):
    """The lobby and the waiting room (lobby.py, waitingroom.py)."""


class MainWindow(Texts):
    """The main window's parts kept apart from its class (menus, record pages, notices);
    mainwindow.py's own widget class `MainWindow` translates in the same context."""


class Players(Texts):
    """A seat's panel (playerframe.py, a game's players.py)."""


class Problems(Texts):
    """What went wrong, in one sentence (problems.py)."""


class Profile(Texts):
    """The first run's profile (profile.py)."""


class Records(Texts):
    """The replay viewer (records.py)."""


class ReportFile(Texts):
    """Reading the files the desync inspector opens (reportfile.py)."""


class Resume(Texts):
    """Unfinished games to come back to (resumelist.py)."""


class Table(Texts):
    """The table page (table.py, a game's table.py)."""


class Waiting(Texts):
    """The move panel's sentence while nobody here is to choose (waiting.py)."""


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
