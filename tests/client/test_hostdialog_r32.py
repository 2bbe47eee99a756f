"""Issue 32's small things of the host dialog: ticking the mephitic swamp ticks exploration
tokens too (no error a tick could avoid), "Two teams of two" only with four players, every
field lined up in one form, a bot seat named as a friend."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFormLayout, QWidget

from client import botnames
from client.gui import i18n
from client.gui.hostdialog import HostDialog
from tests.client.uiplayer import shoot


def dialog_for(qtbot: Any, game: str | None = None) -> HostDialog:
    dialog = HostDialog("Ada")
    qtbot.addWidget(dialog)
    dialog.show()
    if game is not None:
        dialog.game.setCurrentIndex(dialog.game.findData(game))
    return dialog


def items(combo: Any) -> list[str]:
    return [combo.itemData(i) for i in range(combo.count())]


def click(qtbot: Any, box: Any) -> None:
    assert box.isVisible() and box.isEnabled(), box.text()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_r32_ticking_the_swamp_ticks_exploration_tokens_and_the_table_opens(qtbot: Any) -> None:
    dialog = dialog_for(qtbot)
    dialog.choose("edition", "legends")
    variants = dialog.checks["variants"]
    swamp, tokens = variants["mephitic_swamp"], variants["exploration_tokens"]
    click(qtbot, swamp)
    assert swamp.isChecked() and tokens.isChecked()  # played together: ticked together
    click(qtbot, tokens)
    assert not tokens.isChecked() and not swamp.isChecked()  # no swamp without its tokens
    click(qtbot, swamp)
    shoot(dialog, "host-dialog-swamp")
    dialog._accept()
    assert dialog.result() == 1 and dialog.error.text() == ""
    assert {"exploration_tokens", "mephitic_swamp"} <= set(dialog.spec().config["variants"])


def test_r32_two_teams_of_two_are_offered_only_with_four_players(qtbot: Any) -> None:
    dialog = dialog_for(qtbot, "tash_kalar")
    teams, players = dialog.combos["teams"], dialog.players
    assert dialog.combos["form"].currentData() == "high_form" and players.value() == 2
    assert items(teams) == ["no"]
    qtbot.keyClick(players, Qt.Key.Key_Up)  # High Form: two players or two teams, never 3
    assert players.value() == 4 and items(teams) == ["yes"]
    dialog._accept()
    assert dialog.error.text() == "" and dialog.spec().config["teams"] is True
    qtbot.keyClick(players, Qt.Key.Key_Down)
    assert players.value() == 2 and items(teams) == ["no"]
    dialog.choose("form", "deathmatch")
    qtbot.keyClick(players, Qt.Key.Key_Up)
    assert players.value() == 3 and items(teams) == ["no"]  # a melee of three
    qtbot.keyClick(players, Qt.Key.Key_Up)
    assert players.value() == 4 and items(teams) == ["no", "yes"]
    dialog.choose("teams", "yes")
    shoot(dialog, "host-dialog-teams")
    qtbot.keyClick(players, Qt.Key.Key_Down)
    assert players.value() == 3 and items(teams) == ["no"]
    dialog.choose("form", "high_form")  # from a melee of three: the nearest count, 2
    assert players.value() == 2 and dialog.spec().config == {
        "players": 2, "form": "high_form", "teams": False, "colours": ["blue", "red"]
    }  # fmt: skip


def lined_up(dialog: HostDialog) -> tuple[set[int], set[int]]:
    """The x of every shown row's label and field, in the dialog's coordinates, in every
    form of the dialog."""
    labels, fields = set(), set()
    for form in dialog.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if label is None or field is None or not field.widget().isVisible():
                continue
            widget: QWidget = field.widget()
            labels.add(label.widget().mapTo(dialog, QPoint(0, 0)).x())
            fields.add(widget.mapTo(dialog, QPoint(0, 0)).x())
    return labels, fields


def test_r32_the_host_dialogs_fields_line_up(qtbot: Any) -> None:
    for game, players in (("eight_minute_empire", 5), ("tash_kalar", 4), ("wonderful_kingdom", 2)):
        dialog = dialog_for(qtbot, game)
        dialog.players.setValue(players)
        dialog.set_seat(1, "bot")
        if players > 2:
            dialog.set_seat(2, "local", name="Bea")
        qtbot.wait(10)
        labels, fields = lined_up(dialog)
        assert len(labels) == 1 and len(fields) == 1, (game, labels, fields)
        shown = [dialog.form.labelForField(w) for w in (dialog.name, dialog.game, dialog.players)]
        assert all(label is not None and label.isVisible() for label in shown)
    shoot(dialog, "host-dialog-lined-up")
    assert i18n.install("it")
    italian = dialog_for(qtbot, "eight_minute_empire")
    italian.choose("edition", "legends")
    labels, fields = lined_up(italian)
    assert len(labels) == 1 and len(fields) == 1
    shoot(italian, "host-dialog-lined-up-it")


def test_r32_a_bot_seat_gets_a_friendly_name(qtbot: Any) -> None:
    dialog = dialog_for(qtbot, "eight_minute_empire")
    dialog.players.setValue(4)
    dialog.set_seat(1, "bot", "mcts:hard")
    dialog.set_seat(2, "local", name="Greta")
    dialog.set_seat(3, "bot")
    spec = dialog.spec()
    assert spec.names[2] == "Greta" and {spec.names[1], spec.names[3]} <= set(botnames.names())
    assert "Greta" not in (spec.names[1], spec.names[3])  # never a person's name
