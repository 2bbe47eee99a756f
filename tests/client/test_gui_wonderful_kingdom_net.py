"""It's a Wonderful Kingdom in the window over the real network (the lockstep, its commit
rounds and the hidden-information cryptography, not injected effects): a person plays the
first round by clicks against a greedy bot, and the Planning confirmed whole is sent a step
per secret round and applied in order, the person asked again once it is all played."""

from __future__ import annotations

import time
from typing import Any

import pytest

from client.gui.mainwindow import MainWindow
from client.netsession import TableSpec
from tests.client.test_gui_secrets_net import start
from tests.client.uiplayer import shoot
from tests.client.wkplayer import WkPlayer

pytestmark = [pytest.mark.lan]


def test_a_planning_confirmed_whole_is_played_over_the_network(
    qtbot: Any, make_window: Any
) -> None:
    window: MainWindow = make_window()
    spec = TableSpec(
        "Kingdom", {"players": 2}, ["host", "bot"], {1: "random"}, game="wonderful_kingdom"
    )
    c = start(qtbot, window, spec)
    applied: list[Any] = []
    c.bridge.applied.connect(lambda effect: applied.append(tuple(effect.action)))
    page = window.table
    assert page is not None
    p = WkPlayer(qtbot, page, seed=5, undo=0.0)
    plans: list[list[Any]] = []
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        qtbot.waitUntil(lambda: c.acting() == 0 or c.over, timeout=60_000)
        p.settle()
        s = c.state
        if s.round >= 2:
            break
        view = page.game
        if view.proj is not None and view.proj.whole and s.phase == "planning":
            plans.append(list(view.draft.steps))
            shoot(page, "wk-net-planning")
        p.step()
    assert plans, "the person confirmed a Planning"
    plan = plans[0]
    mine = [a for a in applied if len(a) > 1 and a[1] == 0 and a in plan]
    assert mine[: len(plan)] == plan  # every step of the plan, one per round, in its order
    assert c.state.round >= 2  # and the game went on: the person was asked again
