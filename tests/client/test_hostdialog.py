"""The host dialog offers both editions: Legends with its layouts, player counts and variants."""

from __future__ import annotations

from typing import Any

from client.gui.hostdialog import HostDialog


def legends(dialog: HostDialog) -> None:
    dialog.edition.setCurrentIndex(dialog.edition.findData("legends"))


def test_legends_can_be_chosen_and_gives_a_legends_table(qtbot: Any) -> None:
    dialog = HostDialog("Ada")
    qtbot.addWidget(dialog)
    legends(dialog)
    assert [dialog.board.itemData(i) for i in range(dialog.board.count())] == ["T", "ring"]
    assert dialog.players.maximum() == 4
    dialog.board.setCurrentIndex(1)
    dialog.variants["leaders"].setChecked(True)
    dialog.variants["raging_dragon"].setChecked(True)
    spec = dialog.spec()
    assert spec.config["edition"] == "legends"
    assert spec.config["board"]["layout"] == "ring"
    assert spec.config["variants"] == ["leaders", "raging_dragon"]


def test_variants_follow_the_edition(qtbot: Any) -> None:
    dialog = HostDialog("Ada")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.variants["goods_tiles"].isVisible()
    assert not dialog.variants["leaders"].isVisible()
    dialog.variants["goods_tiles"].setChecked(True)
    legends(dialog)
    assert not dialog.variants["goods_tiles"].isVisible()
    assert not dialog.variants["goods_tiles"].isChecked()  # never carried into Legends
    assert dialog.variants["bandits"].isVisible() and dialog.variants["long_game"].isVisible()
    dialog.edition.setCurrentIndex(dialog.edition.findData("classic"))
    assert dialog.players.maximum() == 5
    assert [dialog.board.itemData(i) for i in range(dialog.board.count())] == ["A", "B"]


def test_the_mephitic_swamp_is_shown_but_not_offered_with_the_reason(qtbot: Any) -> None:
    dialog = HostDialog("Ada")
    qtbot.addWidget(dialog)
    dialog.show()
    legends(dialog)
    swamp = dialog.variants["mephitic_swamp"]
    assert swamp.isVisible() and not swamp.isEnabled()
    assert "hidden" in swamp.toolTip() and "hidden" in swamp.text()


def test_a_hot_seat_person_is_named_in_the_dialog_and_at_the_table(qtbot: Any) -> None:
    from net.roster import Member, new_table

    dialog = HostDialog("Anna")
    qtbot.addWidget(dialog)
    dialog.show()
    name = dialog.name_edits[0]
    assert not name.isVisible() and dialog.level_boxes[0].isVisible()
    dialog.set_seat(1, "local", name="Bruno")
    assert name.isVisible() and not dialog.level_boxes[0].isVisible()
    dialog.set_seat(2, "local")  # left empty: the default name
    spec = dialog.spec()
    assert spec.names == {1: "Bruno"}
    roster = new_table(
        spec.game, spec.config, Member(bytes(32), "Anna", ""), spec.seat_kinds, spec.bots,
        spec.names,
    )
    assert [s.name for s in roster.seats] == ["Anna", "Bruno", "Anna 3"]
    dialog.set_seat(1, "bot")
    assert not name.isVisible() and dialog.spec().names == {}
