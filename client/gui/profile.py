"""The first run: who is playing (a name, and a birth year for games that break ties by age)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from client.gui.i18n import Profile


class ProfileDialog(QDialog):
    """Asks for the player's name and, optionally, birth year."""

    def __init__(
        self, suggestion: str = "", parent: QWidget | None = None, problem: str = ""
    ) -> None:
        """`problem`: why we ask again (a damaged profile file, a name that cannot be used)."""
        super().__init__(parent)
        self.setWindowTitle(Profile.tr("Welcome to Tavolata"))
        box = QVBoxLayout(self)
        intro = QLabel(
            Profile.tr(
                "What should the other players call you? Your name and a key that proves it "
                "is you are kept on this computer."
            )
        )
        intro.setWordWrap(True)
        box.addWidget(intro)
        form = QFormLayout()
        self.name = QLineEdit(suggestion)
        self.name.setMaxLength(40)
        self.year = QSpinBox()
        self.year.setRange(0, 2100)
        self.year.setSpecialValueText(Profile.tr("not given"))
        self.year.setValue(0)
        form.addRow(Profile.tr("Your name"), self.name)
        form.addRow(Profile.tr("Birth year (optional: some games break ties by age)"), self.year)
        box.addLayout(form)
        self.error = QLabel(problem)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #B00020")
        box.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self._accept)
        box.addWidget(buttons)

    def _accept(self) -> None:
        if not self.name.text().strip():
            self.error.setText(Profile.tr("Please write a name."))
            return
        self.accept()

    def answer(self) -> tuple[str, int | None]:
        """The name and birth year (None when not given)."""
        year = self.year.value()
        return self.name.text().strip(), (year or None)


def unreadable(path: str) -> str:
    """Why the first-run dialog shows again: the last profile's file cannot be read."""
    return Profile.tr(
        "Your profile in {path} cannot be read, so it was left as it is. "
        "Choose a name for a new profile."
    ).format(path=path)
