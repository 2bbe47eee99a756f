"""It's a Wonderful Kingdom in the window by clicks (issue 30, "Window"): each kind of choice
made by a click or a drag (an offer face up and one face down with its Trap, an area taken,
a card built or recycled, a cube placed on a space or in the alchemy area, a Krystallium
and a soldier from the supply, a soldier on a Calamity, alchemy cubes converted, a card
scrapped, a Mission step, a Spy's peek, done), undo before confirming, and a plan confirmed
whole and sent a step per round. The tables are real controllers fed by the core's plain
dealer (tests/client/hiddentable.py); whole games, the modules' boards, secrets and the
end: test_gui_wonderful_kingdom_game.py."""

from __future__ import annotations

from typing import Any

from client.gui.games.wonderful_kingdom import prompts
from core.api import SIMULTANEOUS
from tests.client.hiddentable import LocalTable
from tests.client.uiplayer import shoot
from tests.client.wkplayer import WkPlayer, apply_sent, my_window, put_seat, sent, table_at


def _offer_turn(t: LocalTable) -> bool:
    s = t.state
    return (
        s.phase == "choice"
        and s.round >= 2
        and s.turn % 2 == 0
        and s.offered == 0
        and t.game.current_player(s) == 0
        and s.seats[0].traps > 0
    )


def test_an_offer_turn_is_two_cards_by_a_click_and_a_drag_with_a_trap(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _offer_turn)
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    hand = [tuple(c["handle"]) for c in view.obs["hand"]]
    traps = t.state.seats[0].traps
    assert "Offer two cards of your hand" in view.move.prompt.text()
    shoot(t.view, "wk-choice-offer")
    p.click_board(("hand", *hand[0]))
    assert view.pick.card == hand[0]
    p.click_board(("zone", "L", "up"))  # a click on the zone: face up in L
    assert view.draft.steps == [("offer", *hand[0], "L", "up")]
    assert view.obs["offers"]["L"][-1]["card"] == t.dealer.knowledge(0)[hand[0]]  # shown
    p.drag(("hand", *hand[1]), ("zone", "R", "down"))  # a drag: face down, for a Trap
    assert view.draft.steps[-1] == ("offer", *hand[1], "R", "down")
    assert view.obs["seats"][0]["traps"] == traps - 1
    down = view.obs["offers"]["R"][-1]
    assert not down["up"] and down["card"] is not None  # the offerer knows it: its face, an eye
    assert view.proj.whole and not t.c.loop.calls  # nothing sent before Confirm
    shoot(t.view, "wk-choice-offered")
    p.confirm()
    assert sent(t) == [("offer", *hand[0], "L", "up")]  # the first now
    apply_sent(t)
    assert sent(t) == [("offer", *hand[0], "L", "up"), ("offer", *hand[1], "R", "down")]


def test_undo_takes_back_a_step_before_confirming(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _offer_turn)
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    hand = [tuple(c["handle"]) for c in view.obs["hand"]]
    p.drag(("hand", *hand[0]), ("zone", "L", "up"))
    p.drag(("hand", *hand[1]), ("zone", "L", "up"))
    assert len(view.draft.steps) == 2 and view.move.bar.confirm.isEnabled()
    p.undo()
    assert view.draft.steps == [("offer", *hand[0], "L", "up")]
    assert not view.move.bar.confirm.isEnabled()  # one card is not an offer
    assert len(view.obs["hand"]) == len(hand) - 1  # the card undone is back in the hand
    p.undo()
    assert view.draft.steps == [] and not view.move.bar.undo.isEnabled()
    assert not t.c.loop.calls


def _select_turn(t: LocalTable) -> bool:
    s = t.state
    return s.phase == "choice" and s.turn % 2 == 1 and t.game.current_player(s) == 0


def test_an_area_is_taken_by_a_click_on_it(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _select_turn)
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    n = len(t.state.offers[1])
    assert "Take every card of one offer area" in view.move.prompt.text()
    p.click_board(("area", "R"))
    assert view.draft.steps == [("select", "R")] and view.proj.whole
    assert len(view.obs["seats"][0]["selection"]) == len(t.state.seats[0].selection) + n
    p.confirm()
    assert sent(t) == [("select", "R")]


def test_a_planning_is_made_by_clicks_and_drags_then_sent_a_step_per_round(
    qtbot: Any, me: Any
) -> None:
    t = table_at(qtbot, me, lambda t: my_window(t) and len(t.state.seats[0].selection) >= 3)
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    shoot(t.view, "wk-planning")
    cards = [tuple(c["handle"]) for c in view.obs["seats"][0]["selection"]]
    buildable = [h for h in cards if h in view.marks.build]
    p.click_board(("build", *buildable[0]))  # the card's Build button
    assert view.draft.steps == [("build", 0, *buildable[0])]
    built = [tuple(c["handle"]) for c in view.obs["seats"][0]["construction"]]
    assert buildable[0] in built
    rest = [h for h in cards if h != buildable[0]]
    p.click_board(("recycle", *rest[0]))  # its cube is gained: to place at once
    pending = view.obs["seats"][0]["pending"]
    if pending:
        assert "Place the" in view.move.prompt.text()
        slots = sorted(view.marks.slots)
        if slots:
            (h, i) = slots[0]
            p.drag(("pending", pending[0]), ("slot", *h, i))  # dragged onto its space
            assert view.draft.steps[-1] == ("place", 0, *h, i)
        else:
            p.click_board(("alchemy",))
            assert view.draft.steps[-1][0] == "alchemy"
    for _ in range(40):  # the rest built, cubes placed, then done
        if view.proj.whole:
            break
        legal = view.proj.legal
        if any(a[0] == "place" for a in legal):
            p.perform(next(a for a in legal if a[0] == "place"))
        elif any(a[0] == "alchemy" for a in legal):
            p.perform(next(a for a in legal if a[0] == "alchemy"))
        elif any(a[0] == "build" for a in legal):
            p.perform(next(a for a in legal if a[0] == "build"))
        elif any(a[0] == "recycle" for a in legal):
            p.perform(next(a for a in legal if a[0] == "recycle"))
        else:
            p.click_button(("done", 0))
    assert view.proj.whole and view.draft.steps[-1] == ("done", 0)
    plan = list(view.draft.steps)
    assert "Your plan:" in view.move.plan.text()
    shoot(t.view, "wk-planning-plan")
    p.confirm()
    assert sent(t) == plan[:1]  # a step per simultaneous round
    while t.game.current_player(t.state) == SIMULTANEOUS and t.state.phase == "planning":
        apply_sent(t, len(t.c.loop.calls) - 1)
        if t.game.legal_actions(t.state, 1):
            t.play([t.decide()])  # the bot's step of the round
        else:
            break
        assert t.c.acting() is None or not t.c.deciding_ahead(0)
    assert sent(t)[: len(plan)] == plan[: len(sent(t))]


def test_krystallium_and_soldiers_go_on_spaces_by_a_pick_or_a_drag(qtbot: Any, me: Any) -> None:
    t = table_at(
        qtbot,
        me,
        lambda t: my_window(t) and any(a[0] == "build" for a in t.game.legal_actions(t.state, 0)),
    )
    put_seat(t, 0, krystallium=2, soldiers=2)
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    build = next(a for a in view.proj.legal if a[0] == "build")
    p.perform(build)
    assert "K" in view.marks.supply
    p.click_board(("supply", "K"))
    assert view.pick.unit == "K" and view.marks.slots  # the Krystallium's spaces lit
    (h, i) = sorted(k for k, a in view.marks.slots.items() if a[0] == "krystallium")[0]
    p.click_board(("slot", *h, i))
    assert view.draft.steps[-1] == ("krystallium", 0, *h, i)
    assert view.obs["seats"][0]["krystallium"] == 1
    k = next(a for a in view.proj.legal if a[0] == "krystallium")
    p.drag(("supply", "K"), ("slot", k[2], k[3], k[4]))
    assert view.draft.steps[-1] == k


def test_a_soldier_dispels_a_calamity_by_a_click(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: my_window(t) and bool(t.state.seats[0].calamities))
    put_seat(t, 0, soldiers=3)
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    calamity = tuple(view.obs["seats"][0]["calamities"][0]["handle"])
    assert calamity in view.marks.calamities
    p.click_board(("calamity", *calamity))
    assert view.draft.steps == [("soldier", 0, *calamity, 0)]
    assert view.obs["seats"][0]["calamities"][0]["soldiers"] == 1


def test_alchemy_cubes_become_a_krystallium_by_five_clicks(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, my_window)
    put_seat(t, 0, alchemy=(3, 2, 1, 0))
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    k = view.obs["seats"][0]["krystallium"]
    for res in "MMPPG":
        assert res in view.marks.cubes
        p.click_board(("cube", res))
    assert view.draft.steps == [("convert", 0, 2, 2, 1, 0)]
    assert view.obs["seats"][0]["alchemy"] == [1, 0, 0, 0]
    assert view.obs["seats"][0]["krystallium"] == k + 1
    p.undo()
    p.click_button(prompts.CONVERT)  # or the window chooses the five
    assert view.draft.steps[-1][0] == "convert"


def test_a_card_under_construction_is_scrapped_by_its_mark(qtbot: Any, me: Any) -> None:
    t = table_at(
        qtbot,
        me,
        lambda t: my_window(t) and any(a[0] == "scrap" for a in t.game.legal_actions(t.state, 0)),
    )
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    scrap = next(a for a in view.proj.legal if a[0] == "scrap")
    before = len(view.obs["seats"][0]["construction"])
    p.click_board(("scrap", scrap[2], scrap[3]))
    assert view.draft.steps == [scrap]
    assert len(view.obs["seats"][0]["construction"]) == before - 1


def test_a_mission_step_is_completed_by_a_click_on_the_board(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, my_window)
    put_seat(t, 0, alchemy=(2, 2, 0, 0))  # step 1 of either board costs these or soldiers
    put_seat(t, 0, soldiers=2)
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    step = next(a for a in view.proj.legal if a[0] == "mission")
    p.click_board(("mission", step[2]))
    assert view.draft.steps == [step]
    assert view.obs["module"]["completed"][0] == [t.state.window]
    shoot(t.view, "wk-mission")


def _spy(t: LocalTable) -> bool:
    """Seat 0's selection turn, a face-down card of Bea's in an offer area."""
    s = t.state
    down = [o for area in s.offers for o in area if not o.up and o.by == 1]
    return s.phase == "choice" and s.turn % 2 == 1 and t.game.current_player(s) == 0 and bool(down)


def test_a_spy_peeks_at_once_and_only_the_peeker_learns_the_card(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _spy)
    grand = t.state.seats[0].grand
    put_seat(t, 0, grand=(*grand, (("dev", 999), "L3")))  # the Spymaster's Den: a Spy
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    assert "Your Spy may first look" in view.move.prompt.text()
    spy = next(a for a in view.proj.legal if a[0] == "spy")
    p.click_board(("spy", spy[1], spy[2]))
    assert sent(t) == [spy]  # at once: it shows a card
    apply_sent(t)
    t.redraw()
    value = t.dealer.knowledge(0)[(spy[1], spy[2])]
    assert [spy[1], spy[2], value] in view.obs["known"]
    assert "Only you see it" in t.view.status.text()


def test_a_production_step_is_placed_then_done(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: my_window(t, "production") and bool(t.state.seats[0].pending))
    view, p = t.view.game, WkPlayer(qtbot, t.view)
    shoot(t.view, "wk-production")
    step = t.state.step
    assert view.production()[step][0] == list(t.state.produced)
    for _ in range(20):
        if view.proj.whole:
            break
        legal = view.proj.legal
        kind = next((k for k in ("place", "alchemy") if any(a[0] == k for a in legal)), "done")
        p.perform(next(a for a in legal if a[0] == kind))
    assert view.draft.steps[-1] == ("done", 0)
    assert "Done placing" in [b.text() for b in view.move.buttons.values()] or view.proj.whole
