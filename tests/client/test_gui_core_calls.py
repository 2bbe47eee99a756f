"""The window asks the rules core once per state: a redraw, a click and an intent's legality
check share the controller's answers (client/gui/controller.Memo). Measured by a counting
wrapper around the game the controller plays (the peer's own copy is not counted)."""

from __future__ import annotations

import types
from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import Qt

import client.gui.controller as controller_module
from client.gui.endscreen import EndScreen
from client.netsession import TableSpec
from core import registry
from tests.client.uiplayer import UiPlayer

pytestmark = [pytest.mark.lan]


class CountingGame:
    """A game whose legal_actions and observation count their calls per state and seat."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.calls: Counter[tuple[str, int, Any]] = Counter()
        self.states: list[Any] = []  # kept alive, so that no id is reused

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def _count(self, kind: str, state: Any, seat: Any) -> None:
        self.states.append(state)
        self.calls[(kind, id(state), seat)] += 1

    def legal_actions(self, state: Any, player: int | None = None) -> Any:
        """Counted legal_actions."""
        self._count("legal", state, player)
        return self.game.legal_actions(state, player)

    def observation(self, state: Any, player: int | None) -> Any:
        """Counted observation."""
        self._count("obs", state, player)
        return self.game.observation(state, player)

    def most(self, kind: str) -> int:
        """The most calls of `kind` for one state and seat."""
        return max((n for (k, _, _), n in self.calls.items() if k == kind), default=0)

    def mean(self, kind: str) -> float:
        """Calls of `kind` per distinct state asked about."""
        states = {s for (k, s, _) in self.calls if k == kind}
        total = sum(n for (k, _, _), n in self.calls.items() if k == kind)
        return total / max(len(states), 1)


@pytest.fixture
def counting(monkeypatch: pytest.MonkeyPatch) -> list[CountingGame]:
    made: list[CountingGame] = []

    def get(name: str) -> Any:
        made.append(CountingGame(registry.get(name)))
        return made[-1]

    monkeypatch.setattr(controller_module, "registry", types.SimpleNamespace(get=get))
    # The end screen reads the END block once, after the game: not what is counted here.
    monkeypatch.setattr(EndScreen, "show_result", lambda self, *args: None)
    return made


@pytest.mark.parametrize(
    ("game", "config", "actions"),
    [
        ("eight_minute_empire", {"players": 2, "edition": "classic", "board": "A"}, 80),
        ("dice_race", {"players": 2}, 40),
    ],
)
def test_the_controller_asks_the_core_once_per_state(
    qtbot: Any,
    make_window: Any,
    counting: list[CountingGame],
    game: str,
    config: Any,
    actions: int,
) -> None:
    window = make_window()
    c = window.host(TableSpec("Count", config, ["host", "bot"], {1: "random"}, game=game))
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game is not None and window.table is not None, timeout=20_000)
    player = UiPlayer(qtbot, window.table, seed=3)
    if game == "eight_minute_empire":
        player.play(until_actions=actions)
    else:
        from tests.client.test_gui_dice_race import play_my_moves

        play_my_moves(qtbot, window, c)
    [counted] = counting
    print(
        f"\n{game}: legal_actions {counted.mean('legal'):.2f} per state (at most "
        f"{counted.most('legal')}), observation {counted.mean('obs'):.2f} (at most "
        f"{counted.most('obs')}), over {c.index} actions"
    )
    assert counted.most("legal") == 1 and counted.most("obs") == 1
