"""Issue 32, "Rules in the window": the window's tooltips say what each thing does, in the
window's language, from the game's help (client/gui/gamehelp.py): a card in the row, a
token on the map (a peeked swamp token says plainly what it is and does, to its peeker
alone), a leader or a token a player holds."""

from __future__ import annotations

from typing import Any

from client.gui import i18n
from client.gui.games.eight_minute_empire import helptexts as eme
from client.gui.games.eight_minute_empire.board import BoardView
from client.gui.games.eight_minute_empire.cardrow import CardRow
from client.gui.games.eight_minute_empire.players import PlayerCard
from tests.client.hiddentable import every_text
from tests.client.test_board_view import board_data
from tests.client.test_gui_hidden import TOKEN_NAMES, _peek_and_stay, swamp_at_a_peek
from tests.client.uiplayer import shoot


def _row_obs(legends: bool, row: list[int]) -> dict[str, Any]:
    edition = "legends" if legends else "classic"
    return {
        "config": {"edition": edition},
        "row": row,
        "costs": [0, 1, 1, 2, 2, 3],
        "players": [{"coins": 1}],
    }


def test_r32_a_card_in_the_row_says_what_it_does_in_the_window_s_language(qtbot: Any) -> None:
    row = CardRow()
    qtbot.addWidget(row)
    for language in ("en", "it"):
        i18n.install(language)
        row.show_row(_row_obs(False, [9, 23, 40, 1, 2, 3]), 0, {0, 1})
        tip = row.cards[1].toolTip()
        assert tip == eme.element("card", "23")  # goods, action, how the action works
        row.show_row(_row_obs(True, [1, 12, 3, 4, 5, 6]), 0, {0, 1})
        assert row.cards[0].toolTip() == eme.element("legends_card", "1")
        assert row.cards[5].toolTip().startswith(eme.element("legends_card", "6"))
        assert row.cards[5].toolTip() != eme.element("legends_card", "6")  # and: too dear
    assert "Immunità all'attacco" in row.cards[1].toolTip()  # Dire Giant, in Italian
    assert "le tue armate non possono essere scelte" in row.cards[1].toolTip()
    i18n.install("en")


def test_r32_tokens_and_tiles_on_the_map_say_what_they_do(qtbot: Any) -> None:
    view = BoardView()
    qtbot.addWidget(view)
    board = board_data("T")
    view.set_board(board)
    ids = sorted(board["regions"])
    view.show_pieces({}, {}, {ids[0]: "raging_dragon", ids[1]: "cottage"})
    dragon = view._lands[ids[0]].toolTip()
    assert "<b>Raging dragon</b>" in dragon and "slays the dragon" in dragon
    assert "Every Place action puts 1 more army" in view._lands[ids[1]].toolTip()
    start = view._lands[board["start"]].toolTip()
    assert "<b>Starting region</b>" in start
    classic = board_data("A")
    view.set_board(classic)
    rid = sorted(classic["regions"])[3]
    view.show_pieces({}, {}, {rid: "wood"})
    tile = view._lands[rid].toolTip()
    assert "Goods tile: wood" in tile and "one more wood" in tile


def test_r32_a_peeked_swamp_token_says_plainly_what_it_is_and_does(qtbot: Any, me: Any) -> None:
    t = swamp_at_a_peek(qtbot, me)
    view = t.view
    assert view is not None
    if view.stack.currentWidget() is view.curtain:
        view.curtain.button.click()
        t.redraw()
    board = view.game.board
    [peek] = [a for a in t.c.view().legal if a[0] == "peek"]
    region = peek[1]
    before = board._lands[region].toolTip()
    assert "Face-down token." in before and "<b>Face-down token (mephitic swamp)</b>" in before
    [button] = [b for b in view.game.actions.choice_buttons if b.text().startswith("Peek")]
    button.click()
    token = _peek_and_stay(t)
    t.redraw()
    english, italian = TOKEN_NAMES[token]
    tip = board._lands[region].toolTip()
    # What it is, that it stays secret, and what it does: the token's own text, in full.
    assert f"you peeked, it is {english} (only you see it)" in tip
    assert eme.tip("token", token) in tip
    shoot(view, "swamp-peeked-tooltip")
    i18n.install("it")
    t.redraw()
    tip = board._lands[region].toolTip()
    assert italian in tip and eme.tip("token", token) in tip
    i18n.install("en")
    # The other person at the device learns only that it was peeked, not what it is.
    while t.game.current_player(t.state) != 1:
        t.play([t.decide()])
    view.curtain.button.click()  # Ada's recap read
    view.curtain.button.click()  # "I am Bea"
    t.redraw()
    other = board._lands[region].toolTip()
    assert "Peeked at by Ada." in other and english not in other
    assert eme.tip("token", token) not in every_text(view)


def test_r32_a_player_s_leader_and_tokens_say_what_they_do(qtbot: Any) -> None:
    card = PlayerCard(0)
    qtbot.addWidget(card)
    p = {"leader": "white_knight", "tokens": ["stable", "fortress"]}
    from client.gui.games.eight_minute_empire.players import held_tip

    tip = held_tip(p)
    assert eme.tip("leader", "white_knight") in tip and eme.tip("token", "stable") in tip
    assert "Each city you build comes with a free army" in tip
    classic = held_tip({"goods": {"crystal": 2, "food": 0}})
    assert "<b>Crystal</b>" in classic and "4 or more: 5 VP" in classic and "Food" not in classic


def test_r32_bellum_magias_places_creatures_chests_and_tokens_say_what_they_do(
    qtbot: Any, me: Any
) -> None:
    from client.gui.games.bellum_magia import helptexts as bm
    from tests.client.bmplayer import table_at

    t = table_at(qtbot, me, lambda t: t.state.day >= 2 and any(t.state.chests))
    assert t.view is not None
    obs = t.c.view().obs
    board = t.view.game.board
    tips = [item.toolTip() for item in board.scene().items() if item.toolTip()]
    places = [p for p in obs["row"] if p] + [obs["tavern"]]
    for pid in places:  # the kingdom's places: defence and loot, then how to attack them
        assert bm.element("place", pid) in tips, pid
    for card in obs["faceup"]["evil"] + obs["faceup"]["super"]:  # the market's creatures
        if card:
            assert bm.element("creature", card) in tips, card
    for seat in obs["seats"]:
        assert bm.element("castle", seat["castle"]) in tips
    text = "\n".join(tips)
    assert bm.named_uses("bonus", "CS") in text and bm.named_uses("icon", "ba") in text
    assert bm.uses("board", "die") in text and bm.uses("board", "line") in text
    kinds = ("wood", "metal", "gold")
    for kind in kinds:  # the stacks
        assert "\n".join(bm.rules("chest", kind)) in text
    held = [tip for tip in tips if "chest #" in tip]  # every chest a seat holds
    assert held and all(any("\n".join(bm.rules("chest", k)) in tip for k in kinds) for tip in held)


def test_r32_tash_kalars_cards_tasks_squares_and_decks_say_what_they_do(
    qtbot: Any, me: Any
) -> None:
    from client.gui.games.tash_kalar import helptexts as tk
    from tests.client.tkplayer import seat0, table_at

    t = table_at(qtbot, me, lambda t: t.state.turn >= 6 and seat0(t))
    assert t.view is not None
    view = t.view.game
    obs = t.c.view().obs
    faces = [f for f in view.hand.cards if f.isVisible() and f.card]
    assert faces
    for face in faces:  # a being's rank, pattern and effect; a flare's criteria and use
        kind = {"FL": "flare", "LG": "legend"}.get(face.card[:2], "being")
        assert face.toolTip() == tk.element(kind, face.card)
        assert face.accessibleName() == face.describe()  # screen readers: the short form
    tasks = obs["tasks"]["current"] + [obs["tasks"]["next"]]
    tips = [label.toolTip() for label in view.tasks.lines if label.isVisible()]
    assert tips[: len(tasks)] == [tk.tip("task", task) for task in tasks]
    assert "one task per turn" in tips[0]
    assert "Legend deck" in view.info.decks.toolTip() and "Task deck" in view.info.decks.toolTip()
    arena = view.arena
    red = "e5"  # a red square in the centre (arena.json)
    assert "some beings do more on a red square" in arena.tooltip(red)
    assert "The highlighted 3×3 in the middle" in arena.tooltip(red)
    square, piece = next(iter(arena.board.items()))
    assert tk.uses("piece", piece["rank"]) in arena.tooltip(square)
    assert arena.tooltip(square).startswith(arena.square_tip(square))
    i18n.install("it")
    t.redraw()
    face = faces[0]
    kind = {"FL": "flare", "LG": "legend"}.get(face.card[:2], "being")
    assert face.toolTip() == tk.element(kind, face.card)
    assert ("Superiore" if kind == "flare" else "Effetto") in face.toolTip()
    i18n.install("en")


def test_r32_wonderful_kingdoms_cards_duchy_supply_and_mission_say_what_they_do(
    qtbot: Any, me: Any
) -> None:
    from client.gui.games.wonderful_kingdom import cardart
    from client.gui.games.wonderful_kingdom import helptexts as wk
    from client.gui.games.wonderful_kingdom import words as wkw
    from tests.client.wkplayer import my_window, table_at

    config = {"players": 2, "module": "mission"}
    t = table_at(qtbot, me, lambda t: my_window(t), config)
    assert t.view is not None
    board = t.view.game.board
    tips = [item.toolTip() for item in board.scene().items() if item.toolTip()]
    text = "\n".join(tips)
    obs = t.c.view().obs
    cards = [c["card"] for c in obs["seats"][0]["selection"] if c.get("card")]
    cards += [c["card"] for c in obs["seats"][0]["construction"] if c.get("card")]
    assert cards
    for card in cards:  # what it prints, then how it is played
        tip = cardart.card_tip(card)
        assert tip in text and tip.startswith(wkw.card_tip(card) + "\n" + wk.card_rules(card)[0])
    seat = obs["seats"][0]
    assert wk.uses("duchy", f"{seat['duchy']}:{seat['side']}") in text
    assert wk.uses("resource", "K") in text and wk.uses("resource", "S") in text
    mission = obs["module"]["board"]
    for step in (1, 2, 3, 4):
        assert wk.element("mission", f"{mission}:{step}") in tips


def test_r32_a_conquest_territory_says_what_its_places_do(qapp: Any) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsScene

    from client.gui import paintkit as kit
    from client.gui.games.wonderful_kingdom import conquestmap
    from client.gui.games.wonderful_kingdom import helptexts as wk
    from client.gui.games.wonderful_kingdom.board import Ctx
    from client.gui.games.wonderful_kingdom.marks import Marks, Pick

    scene = QGraphicsScene()
    ctx = Ctx(scene, kit.Batch(), {}, Marks(), Pick(), 0, ["Ada", "Bea"])
    places = [{"id": "C1", "bonus": "prison", "res": "", "army": -1}]
    places.append({"id": "C2", "bonus": "destroy", "res": "", "army": 0})
    territory = {"id": "C", "kind": "land", "control": 0, "vp": [4, 4], "armies": [1, 0]}
    conquestmap._territory(ctx, {**territory, "places": places}, QRectF(0, 0, 90, 60))
    tip = "\n".join(item.toolTip() for item in scene.items() if item.toolTip())
    assert "Land territory." in tip.splitlines()
    assert wk.element("place", "prison").replace("\n", ": ") in tip.splitlines()
    assert "Card destruction: At the start of Planning" in tip
