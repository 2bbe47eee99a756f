"""What went wrong, in the person's language: one sentence, the technical details behind a
"Details" button (QMessageBox.setDetailedText). Exception texts are for programmers and are
in English; people read the sentence."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from client import replayfile as rf
from client.gui.i18n import Problems


def record_sentence(problem: rf.RecordProblem) -> str:
    """Why a record cannot be watched or resumed, as one sentence."""
    if problem.kind == rf.DAMAGED:
        if problem.line is not None:
            return Problems.tr("This game record is damaged (line {line}).").format(
                line=problem.line
            )
        return Problems.tr("This game record is damaged.")
    sentences = {
        rf.UNREADABLE: Problems.tr("This file cannot be opened."),
        rf.NOT_RECORD: Problems.tr("This file is not a Tavolata game record."),
        rf.NEWER: Problems.tr("This game record was written by a newer Tavolata: update "
                              "Tavolata to open it."),
        rf.NO_GAME: Problems.tr("This record holds no game: its table never started."),
        rf.FINISHED: Problems.tr("This game is already over: watch its replay instead."),
        rf.STOPPED: Problems.tr("This game was stopped and cannot go on: watch its replay "
                                "instead."),
        rf.LOCAL: Problems.tr("This game was played without a network table: it can be "
                              "watched, not resumed."),
        rf.NOT_YOURS: Problems.tr("This game record belongs to another player's profile."),
    }  # fmt: skip
    return sentences.get(problem.kind, Problems.tr("This file cannot be used."))


def warn(parent: QWidget | None, title: str, text: str, details: str = "") -> QMessageBox:
    """Show `text` in a warning box, `details` behind its "Details" button; returns the box
    once it is closed (tests read it)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.exec()
    return box
