"""Simultaneous rounds in a row at the window's controller (client/gui/ahead.py): It's a
Wonderful Kingdom's Planning takes one step of each seat per round, so a person must be
asked again after each round, and a plan confirmed whole is sent a step per round without
asking anyone (no curtain at a hot-seat table while it is sent)."""

from __future__ import annotations

from typing import Any

from core.api import SIMULTANEOUS
from tests.client.hiddentable import LocalTable


def planning(me: Any, kinds: list[str], seed: int = 1) -> LocalTable:
    """A 2-player table at the first Planning round."""
    t = LocalTable(me, "wonderful_kingdom", {"players": 2}, kinds, {1: "Bea"}, seed=seed)
    t.run_until(lambda s: s.phase == "planning" and t.game.current_player(s) == SIMULTANEOUS)
    return t


def apply_sent(t: LocalTable, sent: int) -> int:
    """Apply the plans the controller sent since `sent` (and those they make it send); the
    new count."""
    calls = t.c.loop.calls
    while sent < len(calls):
        t.play(calls[sent][1].actions)
        sent += 1
    return sent


def test_a_person_is_asked_again_in_each_secret_round_of_planning(qapp: Any, me: Any) -> None:
    t = planning(me, ["host", "bot"])
    c, sent = t.c, 0
    for _ in range(4):
        assert c.acting() == 0, "the person plans the next step"
        legal = c.view().legal
        c.act(legal[0])
        assert c.acting() is None  # sent: not asked again within the round
        sent = apply_sent(t, sent)
        assert c.acting() is None  # the round waits for the bot's step
        if not t.game.legal_actions(t.state, 1):
            break
        t.play([t.decide()])  # the bot's step ends the round
        if t.state.phase != "planning" or not t.game.legal_actions(t.state, 0):
            break
    assert len(c.loop.calls) >= 2, "more than one round was played by the person"


def test_a_plan_is_sent_a_step_per_round_without_asking(qapp: Any, me: Any) -> None:
    t = planning(me, ["host", "bot"])
    c = t.c
    plan = _a_plan(t, 0, 3)
    c.act_ahead(plan)
    sent = apply_sent(t, 0)
    assert [call[1].actions for call in c.loop.calls] == [[plan[0]]]
    for k in (1, 2):
        assert c.acting() is None, "the plan's seat is not asked while it is sent"
        t.play([t.decide()])  # the bot's step: the round ends, the next step goes
        sent = apply_sent(t, sent)
        assert c.loop.calls[-1][1].actions == [plan[k]]
    t.play([t.decide()])
    assert c.acting() == 0  # the plan is all sent: the person plans on


def test_at_a_hot_seat_table_a_confirmed_plan_passes_no_curtain(qapp: Any, me: Any) -> None:
    t = planning(me, ["host", "local"])
    c = t.c
    c.lift(0)
    assert c.acting() == 0 and c.view().curtain is None
    plan0 = _a_plan(t, 0, 3)
    c.act_ahead(plan0)
    assert c.acting() == 1 and c.view().curtain == 1  # the device goes to Bea
    c.lift(1)
    plan1 = _a_plan(t, 1, 3)
    c.act_ahead(plan1)
    seen = []
    t.c.changed.connect(lambda: seen.append(c.view().curtain))
    apply_sent(t, 0)
    # nobody asked while the plans go; once both are sent, Ada, still planning, is asked
    # again (the device to her), told once by the table and once by the board's pacer
    asked = seen.index(0)
    assert asked > 3 and set(seen[:asked]) == {None} and set(seen[asked:]) == {0}, seen
    mine = [call[1].actions[0] for call in c.loop.calls if call[1].seat == 0]
    theirs = [call[1].actions[0] for call in c.loop.calls if call[1].seat == 1]
    assert mine == plan0 and theirs == plan1


def _a_plan(t: LocalTable, seat: int, n: int) -> list[Any]:
    """`n` steps the seat could take in a row (its own areas alone decide them)."""
    from core.games.wonderful_kingdom import windows

    state, steps = t.state, []
    for _ in range(n):
        legal = sorted(windows.legal(state, seat))
        builds = [a for a in legal if a[0] == "build"]
        step = builds[0] if builds else next(a for a in legal if a[0] != "done")
        steps.append(step)
        state = windows.apply_step(state, seat, step)
    return steps
