"""Bellum Magia in the window by clicks (issue 29, "Window"): each kind of choice made by a
click (the offers with drinks, a spell or the die let stand; a place, the Tavern, a castle
and its chests; recruits with each payment and each side, on the ghost strip or its
button; done; the goblins' sides; a castle chosen), undo before confirming, the board's
lights the core's legal moves. The tables are real controllers fed by the core's plain
dealer (tests/client/hiddentable.py); secrets, the end and whole games:
test_gui_bellum_magia_game.py."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from client.gui.games.bellum_magia import prompts, words
from tests.client.bmplayer import BmPlayer, legal_of, put, sent, table_at
from tests.client.hiddentable import LocalTable
from tests.client.uiplayer import shoot


def _offer(t: LocalTable) -> bool:
    return t.state.phase == "offers" and ("drinks",) in legal_of(t, 0)


def test_an_offer_is_a_question_with_its_price_and_drinks_are_a_click(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _offer)
    view, p = t.view.game, BmPlayer(qtbot, t.view)
    face, barrels = t.state.die, t.state.barrels[0]
    prompt = view.move.prompt.text()
    assert f"The die shows {face}" in prompt and "It costs 1 barrel" in prompt
    assert f"(you have {barrels})" in prompt
    assert view.button(("decline",)).text() == f"Let the {face} stand"
    assert view.button(("drinks",)).text() == "Buy a round of drinks (1 barrel)"
    assert view.button(("spell",)) is None  # no spell held: never offered
    shoot(t.view, "bm-offer")
    p.click_button(("drinks",))
    assert sent(t) == [("drinks",)] or t.c.pending.steps == [("drinks",)]


def test_letting_the_die_stand_is_a_click(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _offer)
    BmPlayer(qtbot, t.view).click_button(("decline",))
    assert sent(t) == [("decline",)] or t.c.pending.steps == [("decline",)]


def test_the_captain_casts_a_confusion_spell_by_a_click(qtbot: Any, me: Any) -> None:
    def captain_offer(t: LocalTable) -> bool:
        s = t.state
        return s.phase == "offers" and s.captain == 0 and s.seat == 0 and s.day >= 2

    t = table_at(qtbot, me, captain_offer)
    put(t, spells=(2, *t.state.spells[1:]), spent=(1, *t.state.spent[1:]))
    view = t.view.game
    assert ("spell",) in t.c.view().legal
    assert "(1 active)" in view.move.prompt.text()  # one used today, one left
    assert view.button(("spell",)).text() == "Cast a confusion spell"
    shoot(t.view, "bm-offer-spell")
    BmPlayer(qtbot, t.view).click_button(("spell",))
    assert sent(t) == [("spell",)] or t.c.pending.steps == [("spell",)]


def _attack(t: LocalTable) -> bool:
    legal = legal_of(t, 0)
    return t.state.day >= 2 and sum(a[0] == "attack" for a in legal) >= 2


def test_the_lit_places_are_the_cores_targets_and_a_click_attacks_one(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _attack)
    view, p = t.view.game, BmPlayer(qtbot, t.view)
    legal = t.c.view().legal
    places = {a[1] for a in legal if a[0] == "attack"}
    lit = {what[1] for what in view.board.hotspots() if what[0] == "attack"}
    assert lit == places
    assert "Your horde today:" in view.move.prompt.text()
    shoot(t.view, "bm-attack")
    beaten = [p for p in t.state.row if p and p not in places]
    for place in beaten:  # a place the horde cannot beat: a click there does nothing
        view.board.clicked_at(_place_centre(view, place))
        assert not t.c.loop.calls and t.c.pending is None
    target = next(a for a in legal if a[0] == "attack" and a[1] != "P00")
    p.click_board(target)
    assert sent(t) == [target] or t.c.pending.steps == [target]


def _place_centre(view: Any, place: str) -> Any:
    from client.gui.games.bellum_magia import kingdom

    slot = ["P00", *view.last.obs["row"]].index(place)
    return kingdom.QRectF(kingdom.place_x(slot), 0, kingdom.CARD_W, kingdom.CARD_H).center()


def test_the_tavern_is_attacked_by_a_click(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: ("attack", "P00") in legal_of(t, 0))
    BmPlayer(qtbot, t.view).click_board(("attack", "P00"))
    assert sent(t) == [("attack", "P00")] or t.c.pending.steps == [("attack", "P00")]


def test_not_attacking_is_a_click(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: ("pass",) in legal_of(t, 0))
    BmPlayer(qtbot, t.view).click_button(("pass",))
    assert sent(t) == [("pass",)] or t.c.pending.steps == [("pass",)]


def _theft(t: LocalTable) -> bool:
    """Seat 0 attacks, and seat 1 holds two chests or more."""
    s = t.state
    return s.phase == "attack" and s.seat == 0 and len(s.chests[1]) >= 2


def _rob(qtbot: Any, me: Any) -> tuple[LocalTable, BmPlayer]:
    """A table where the person has just robbed Bea and may take two of her chests."""
    t = table_at(qtbot, me, _theft)
    put(t, phase="theft", target=1, limit=2, theft=())
    return t, BmPlayer(qtbot, t.view)


def test_a_castle_attack_is_a_click_on_the_lit_castle(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: any(a[0] == "rob" for a in legal_of(t, 0)))
    view = t.view.game
    legal = t.c.view().legal
    robs = {a[1] for a in legal if a[0] == "rob"}
    assert {what[1] for what in view.board.hotspots() if what[0] == "rob"} == robs
    rob = next(a for a in legal if a[0] == "rob")
    BmPlayer(qtbot, t.view).click_board(rob)
    assert sent(t) == [rob] or t.c.pending.steps == [rob]


def test_the_theft_chooses_chests_by_clicks_unseen_and_undo_takes_one_back(
    qtbot: Any, me: Any
) -> None:
    t, p = _rob(qtbot, me)
    view = t.view.game
    held = [tuple(h) for h in t.state.chests[1]]
    lit = {(w[1], w[2]) for w in view.board.hotspots() if w[0] == "steal"}
    assert lit == set(held)
    bea = t.c.names()[1]
    assert f"You rob {bea}: click up to 2 of their chests" in view.move.prompt.text()
    first = ("steal", *held[0])
    p.click_board(first)
    assert t.c.pending is not None and t.c.pending.steps == [first]  # held: more may come
    assert "Chosen: 1." in view.move.prompt.text()
    assert view.move.bar.confirm.isEnabled()
    assert view.move.bar.confirm.text() == "Confirm: take the chests chosen"
    shoot(t.view, "bm-theft")
    p.undo()
    assert t.c.pending is None and not t.c.loop.calls  # nothing left the machine
    p.click_board(first)
    p.confirm()  # the rest forfeited: the theft ends with one chest
    assert sent(t) == [first, ("done",)]


def test_the_theft_ends_by_itself_at_its_limit(qtbot: Any, me: Any) -> None:
    t, p = _rob(qtbot, me)
    held = [tuple(h) for h in t.state.chests[1]]
    p.click_board(("steal", *held[0]))
    p.click_board(("steal", *held[1]))
    assert t.c.pending is not None and t.c.pending.complete
    p.confirm()
    assert sent(t) == [("steal", *held[0]), ("steal", *held[1])]


def _recruits(t: LocalTable) -> bool:
    return t.state.phase == "recruit" and any(a[0] == "recruit" for a in legal_of(t, 0))


def _rich(qtbot: Any, me: Any) -> tuple[LocalTable, BmPlayer]:
    """Seat 0 recruits with enough for any creature, either payment."""
    t = table_at(qtbot, me, _recruits)
    put(t, food=(12, *t.state.food[1:]), glyphs=(6, *t.state.glyphs[1:]))
    return t, BmPlayer(qtbot, t.view)


def test_a_recruit_is_a_click_on_the_creature_then_on_the_ghost_strip_of_its_side(
    qtbot: Any, me: Any
) -> None:
    t, p = _rich(qtbot, me)
    view = t.view.game
    card = t.state.faceup[0][0]
    p.click_board(("creature", "evil", card))
    assert view.pick.card == ("evil", card)
    ghosts = {w[1] for w in view.board.hotspots() if w[0] == "side"}
    assert ghosts == {"left", "right"}
    assert view.button(("pay", "fo2")).text() == "Pay 2 food"  # the only payment, shown
    shoot(t.view, "bm-recruit-picked")
    p.click_board(("side", "left"))
    action = ("recruit", "evil", card, "fo2", "left")
    assert sent(t) == [action] or t.c.pending.steps == [action]
    assert view.pick.card is None


def test_a_super_evil_recruit_pays_either_way_and_takes_either_side(qtbot: Any, me: Any) -> None:
    t, p = _rich(qtbot, me)
    view = t.view.game
    card = t.state.faceup[1][0]
    p.click_board(("creature", "super", card))
    assert view.button(("pay", "gl1+fo4")).isChecked()  # the first payment, until another
    assert view.button(("pay", "gl1+fo4")).text() == "Pay 1 glyph and 4 food"
    p.click_button(("pay", "gl3"))
    assert view.button(("pay", "gl3")).isChecked()
    assert not view.button(("pay", "gl1+fo4")).isChecked()
    p.click_button(("side", "right"))
    action = ("recruit", "super", card, "gl3", "right")
    assert sent(t) == [action] or t.c.pending.steps == [action]


def test_the_other_payment_and_side_by_buttons(qtbot: Any, me: Any) -> None:
    t, p = _rich(qtbot, me)
    card = t.state.faceup[1][1]
    p.click_board(("creature", "super", card))
    p.click_button(("pay", "gl1+fo4"))
    p.click_board(("side", "right"))
    action = ("recruit", "super", card, "gl1+fo4", "right")
    assert sent(t) == [action] or t.c.pending.steps == [action]


def test_a_picked_creature_goes_back_by_its_button_by_esc_and_by_a_second_click(
    qtbot: Any, me: Any
) -> None:
    t, p = _rich(qtbot, me)
    view = t.view.game
    card = ("evil", t.state.faceup[0][1])
    p.click_board(("creature", *card))
    p.click_button(prompts.DROP)
    assert view.pick.card is None and not any(w[0] == "side" for w in view.board.hotspots())
    p.click_board(("creature", *card))
    assert view.choosing() and t.view.keys["cancel"].isEnabled()
    t.view.keys["cancel"].trigger()  # Esc
    p.settle()
    assert view.pick.card is None
    p.click_board(("creature", *card))
    p.click_board(("creature", *card))  # the same card again: put back
    assert view.pick.card is None and not t.c.loop.calls


def test_done_recruiting_is_a_click(qtbot: Any, me: Any) -> None:
    t, p = _rich(qtbot, me)
    assert t.view.game.button(("done",)).text() == "Done recruiting"
    p.click_button(("done",))
    assert sent(t) == [("done",)] or t.c.pending.steps == [("done",)]


def test_the_goblins_sides_are_toggles_and_one_click_places_them(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: t.state.phase == "goblins")
    view, p = t.view.game, BmPlayer(qtbot, t.view)
    place = view.button(prompts.PLACE_GOBLINS)
    assert place is not None and not place.isEnabled()  # both sides first
    p.click_button(("goblin", 0, "right"))
    p.click_button(("goblin", 1, "right"))
    p.click_button(("goblin", 0, "left"))  # changed its mind
    assert view.button(("goblin", 0, "left")).isChecked()
    assert not view.button(("goblin", 0, "right")).isChecked()
    goblins = t.state.goblins[0]
    shown = view.board.texts()  # each goblin's strip drawn where it would go
    assert words.creature_tip(goblins[0], "left") in shown
    assert words.creature_tip(goblins[1], "right") in shown
    shoot(t.view, "bm-goblins")
    p.click_button(prompts.PLACE_GOBLINS)
    assert sent(t) == [("goblins", 0, "left", "right")]  # a secret: sent at once


def test_a_castle_is_chosen_by_a_click_when_the_table_chooses(qtbot: Any, me: Any) -> None:
    config = {"players": 3, "castles": "chosen"}
    t = table_at(qtbot, me, lambda t: t.state.phase == "castles", config)
    view = t.view.game
    castles = {w[1] for w in view.board.hotspots() if w[0] == "castle"}
    assert castles == {a[1] for a in t.c.view().legal} and len(castles) == 5
    assert "Choose your castle" in view.move.prompt.text()
    shoot(t.view, "bm-castles")
    BmPlayer(qtbot, t.view).click_board(("castle", "K3"))
    assert sent(t) == [("castle", "K3")] or t.c.pending.steps == [("castle", "K3")]


def test_clicks_do_nothing_while_nobody_here_acts(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: t.state.phase == "attack" and t.state.seat == 1)
    view = t.view.game
    view.clicked(("attack", "P00"))
    view.chosen(("pass",))
    QApplication.processEvents()
    assert not t.c.loop.calls and t.c.pending is None
    assert not view.board.hotspots()  # nothing lit, nothing to click
    assert view.move.prompt.text() == f"{t.c.names()[1]} attacks."


def test_every_choice_waits_for_confirm_and_undo_takes_it_back(qtbot: Any, me: Any) -> None:
    """CONFIRMED (the core's): an attack is held, shown done (the place gone, its loot
    taken) and undone before anything leaves the machine; then confirmed."""
    t = table_at(qtbot, me, lambda t: _attack(t) and t.state.row[0] is not None)
    view, p = t.view.game, BmPlayer(qtbot, t.view)
    target = next(a for a in t.c.view().legal if a[0] == "attack" and a[1] != "P00")
    p.click_board(target)
    assert t.c.pending is not None and t.c.pending.steps == [target] and not t.c.loop.calls
    assert target[1] not in t.c.view().obs["row"]  # the private copy: looted
    assert "attacks" in view.move.prompt.text() and "Confirm, or undo." in view.move.prompt.text()
    assert not view.board.hotspots()  # nothing else may be chosen before Confirm or Undo
    p.undo()
    assert t.c.pending is None and not t.c.loop.calls
    assert target[1] in t.c.view().obs["row"]
    p.click_board(target)
    p.confirm()
    assert sent(t) == [target]


def test_a_recruit_waits_for_confirm_and_undo_puts_the_card_back(qtbot: Any, me: Any) -> None:
    t, p = _rich(qtbot, me)
    card = t.state.faceup[0][0]
    p.click_board(("creature", "evil", card))
    p.click_board(("side", "right"))
    action = ("recruit", "evil", card, "fo2", "right")
    assert t.c.pending is not None and t.c.pending.steps == [action] and not t.c.loop.calls
    assert card in t.c.view().obs["seats"][0]["right"]
    p.undo()
    assert t.c.pending is None and card not in t.c.view().obs["seats"][0]["right"]
    assert ("creature", "evil", card) in t.view.game.board.hotspots()  # to be bought again
