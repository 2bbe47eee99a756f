"""The host dialog is built from the registry and each game's metadata (core.meta.INFO):
Eight-Minute Empire's editions, boards and variants, Dice Race's goal, players' ranges."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout

from client.gui import i18n
from client.gui.hostdialog import HostDialog


def items(combo: Any) -> list[str]:
    return [combo.itemData(i) for i in range(combo.count())]


def dialog_for(qtbot: Any, game: str | None = None) -> HostDialog:
    dialog = HostDialog("Ada")
    qtbot.addWidget(dialog)
    dialog.show()
    if game is not None:
        dialog.game.setCurrentIndex(dialog.game.findData(game))
    return dialog


def test_the_game_list_holds_every_registered_game_and_starts_with_the_default(
    qtbot: Any,
) -> None:
    dialog = dialog_for(qtbot)
    titles = {dialog.game.itemData(i): dialog.game.itemText(i) for i in range(dialog.game.count())}
    assert titles == {
        "eight_minute_empire": "Eight-Minute Empire",
        "dice_race": "Dice Race",
        "blind_pass": "Blind Pass",
        "tash_kalar": "Tash-Kalar: Arena of Legends",
        "bellum_magia": "Bellum Magia",
        "wonderful_kingdom": "It's a Wonderful Kingdom",
    }
    assert dialog.game.currentData() == "eight_minute_empire"
    assert set(dialog.combos) == {"edition", "board"} and set(dialog.checks) == {"variants"}


def test_legends_can_be_chosen_and_gives_a_legends_table(qtbot: Any) -> None:
    dialog = dialog_for(qtbot)
    dialog.choose("edition", "legends")
    assert items(dialog.combos["board"]) == ["T", "ring"]
    assert dialog.players.maximum() == 4
    dialog.choose("board", "ring")
    dialog.choose("variants", "leaders")
    dialog.choose("variants", "raging_dragon")
    spec = dialog.spec()
    assert spec.game == "eight_minute_empire" and spec.config["edition"] == "legends"
    assert spec.config["board"]["layout"] == "ring"
    assert spec.config["variants"] == ["leaders", "raging_dragon"]


def test_variants_follow_the_edition(qtbot: Any) -> None:
    dialog = dialog_for(qtbot)
    variants = dialog.checks["variants"]
    assert variants["goods_tiles"].isVisible()
    assert not variants["leaders"].isVisible()
    variants["goods_tiles"].setChecked(True)
    dialog.choose("edition", "legends")
    assert not variants["goods_tiles"].isVisible()
    assert not variants["goods_tiles"].isChecked()  # never carried into Legends
    assert variants["bandits"].isVisible() and variants["long_game"].isVisible()
    dialog.choose("edition", "classic")
    assert dialog.players.maximum() == 5
    assert items(dialog.combos["board"]) == ["A", "B"]


def test_the_mephitic_swamp_is_offered_with_legends_and_says_it_needs_exploration(
    qtbot: Any,
) -> None:
    dialog = dialog_for(qtbot)
    dialog.choose("edition", "legends")
    swamp = dialog.checks["variants"]["mephitic_swamp"]
    assert swamp.isVisible() and swamp.isEnabled()
    assert "exploration tokens" in swamp.text()


def test_a_table_with_hidden_information_is_hosted_like_any_other(qtbot: Any) -> None:
    dialog = dialog_for(qtbot)
    dialog.choose("edition", "legends")
    dialog.choose("variants", "exploration_tokens")
    dialog.choose("variants", "mephitic_swamp")
    spec = dialog.spec()  # the network performs reveals: no refusal any more
    assert {"exploration_tokens", "mephitic_swamp"} <= set(spec.config["variants"])
    dialog._accept()
    assert dialog.result() == 1 and not dialog.error.text()


def test_dice_race_offers_its_goal_its_variants_and_its_players(qtbot: Any) -> None:
    dialog = dialog_for(qtbot, "dice_race")
    assert set(dialog.combos) == {"goal"} and set(dialog.checks) == {"variants"}
    goal = dialog.combos["goal"]
    assert [goal.itemText(i) for i in range(goal.count())] == ["Ten points", "Fifteen points"]
    form = dialog.options_box.layout() if dialog.options_box else None
    assert isinstance(form, QFormLayout) and form.labelForField(goal).text() == "Goal"
    assert (dialog.players.minimum(), dialog.players.maximum(), dialog.players.value()) == (2, 4, 2)
    assert len(dialog.kind_boxes) >= 1 and dialog.kind_boxes[0].isVisible()
    marathon = dialog.checks["variants"]["marathon"]
    assert not marathon.isEnabled() and marathon.toolTip() == "It is never ready."
    dialog.choose("goal", "15")
    dialog.choose("variants", "sprint")
    dialog.players.setValue(3)
    spec = dialog.spec()
    assert spec.game == "dice_race"
    assert spec.config == {"players": 3, "goal": "15", "variants": ["sprint"]}
    assert spec.seat_kinds == ["host", "remote", "remote"]
    dialog.game.setCurrentIndex(dialog.game.findData("eight_minute_empire"))
    assert set(dialog.combos) == {"edition", "board"} and dialog.players.maximum() == 5


def test_a_disabled_choice_in_a_list_is_greyed_with_its_reason(qtbot: Any) -> None:
    from core.meta import Choice

    dialog = dialog_for(qtbot, "dice_race")
    goal = dialog.combos["goal"]
    offered = (Choice("10", "Ten points"), Choice("20", "Twenty", disabled="Too long."))
    assert HostDialog._fill("dice_race", goal, offered) == "10"
    item = goal.model().item(1)  # type: ignore[attr-defined]
    assert not item.isEnabled() and goal.itemData(1, Qt.ItemDataRole.ToolTipRole) == "Too long."


def test_the_games_texts_are_translated_in_the_games_context(qtbot: Any) -> None:
    assert i18n.install("it")
    try:
        dialog = dialog_for(qtbot)
        form = dialog.options_box.layout() if dialog.options_box else None
        assert isinstance(form, QFormLayout)
        assert form.labelForField(dialog.combos["edition"]).text() == "Edizione"
        assert dialog.combos["edition"].itemText(1) == "Leggende"
        assert dialog.game.currentText() == "Otto minuti per un impero"
    finally:
        i18n.install("en")


def test_a_hot_seat_person_is_named_in_the_dialog_and_at_the_table(qtbot: Any) -> None:
    from net.protocol.roster import Member, new_table

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
        spec.game,
        spec.config,
        Member(bytes(32), "Anna", ""),
        spec.seat_kinds,
        spec.bots,
        spec.names,
    )
    assert [s.name for s in roster.seats] == ["Anna", "Bruno", "Anna 3"]
    dialog.set_seat(1, "bot")
    assert not name.isVisible() and list(dialog.spec().names) == [1]  # a bot's friendly name
    assert dialog.spec().names[1] not in ("Anna", "Bruno")


def test_a_game_the_window_cannot_show_yet_is_not_offered(qtbot: Any, monkeypatch: Any) -> None:
    """A game registered without a view (its rules ahead of its window) is not in the host
    dialog's list; in the lobby its tables are greyed with the reason, not joinable."""
    from client.gui import games
    from client.gui.lobby import LobbyView
    from core import registry
    from net.discovery import Listing, LobbyEvent, TableAd

    no_view = registry.Registration("tests.tinygame.core")  # rules, no view
    monkeypatch.setattr(registry, "_GAMES", {**registry._GAMES, "no_view": no_view})
    assert "no_view" in registry.names() and "no_view" not in games.offered()
    assert "no_view" not in items(dialog_for(qtbot).game)
    lobby = LobbyView()
    qtbot.addWidget(lobby)
    for game in ("no_view", "dice_race"):
        ad = TableAd(name=game, game=game, options={}, seats=2, free=1, host="ABCD-EFGH",
                     table="ab" * 16)  # fmt: skip
        listing = Listing(ad, "127.0.0.1", 40945, f"{game}._tavolata._tcp.local.")
        lobby.on_event(LobbyEvent("added", listing.service, listing))
    rows = [lobby.tables.topLevelItem(i) for i in range(lobby.tables.topLevelItemCount())]
    assert [(r.text(0), r.isDisabled()) for r in rows] == [("no_view", True), ("dice_race", False)]
    assert "cannot show this game" in rows[0].toolTip(0)


def test_tash_kalar_is_offered_with_its_forms_and_teams(qtbot: Any) -> None:
    """Issue 17: with its table view, Tash-Kalar is in the host dialog: High Form or
    Deathmatch, teams or not, the players' range following them (issue 32: "Two teams of
    two" only at four players, High Form at two or four)."""
    from client.gui import games

    assert "tash_kalar" in games.offered()
    dialog = dialog_for(qtbot, "tash_kalar")
    assert set(dialog.combos) == {"form", "teams"} and not dialog.checks
    assert items(dialog.combos["form"]) == ["high_form", "deathmatch"]
    assert items(dialog.combos["teams"]) == ["no"]  # two players: no teams
    assert dialog.players.counts == [2, 4]  # High Form: two players or two teams
    dialog.choose("form", "deathmatch")
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 4)  # a melee: 3-4
    dialog.players.setValue(3)
    dialog.set_seat(1, "bot")
    dialog.set_seat(2, "local", name="Bea")
    spec = dialog.spec()
    assert spec.game == "tash_kalar" and spec.seat_kinds == ["host", "bot", "local"]
    assert spec.config == {"players": 3, "form": "deathmatch", "teams": False,
                           "colours": ["blue", "red", "brown"]}  # fmt: skip
    dialog.players.setValue(4)
    dialog.choose("teams", "yes")
    assert items(dialog.combos["teams"]) == ["no", "yes"]
    for seat in (1, 2, 3):
        dialog.set_seat(seat, "bot")
    assert dialog.spec().config["teams"] is True
    i18n.install("it")
    dialog = dialog_for(qtbot, "tash_kalar")
    assert dialog.game.currentText() == "Tash-Kalar: Arena delle Leggende"
    assert [dialog.combos["form"].itemText(i) for i in range(2)] == [
        "Forma Suprema", "Scontro Mortale"
    ]  # fmt: skip


def test_a_bot_seat_offers_the_search_levels_in_english_and_italian(qtbot: Any) -> None:
    from core import bots

    dialog = dialog_for(qtbot)
    dialog.players.setValue(3)
    level = dialog.level_boxes[0]
    assert items(level) == list(bots.names())  # every kind the core plays, greedy first
    dialog.set_seat(1, "bot", "mcts:hard")
    dialog.set_seat(2, "bot", "mcts:easy")
    assert dialog.spec().bots == {1: "mcts:hard", 2: "mcts:easy"}
    assert level.currentText() == "Search bot: hard"
    i18n.install("it")
    try:
        italian = HostDialog("Ada")
        qtbot.addWidget(italian)
        texts = [italian.level_boxes[0].itemText(i) for i in range(5)]
        assert "Bot che ragiona: difficile" in texts
    finally:
        i18n.install("en")
