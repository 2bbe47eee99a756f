"""Tables of games with secrets: client/headless.py deals through the plain dealer and
hands each bot its own seat's knowledge only; a table of peer processes plays them with
the network's reveals (docs/protocol.md, "Reveals")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from client import headless
from core import bots, hidden, registry
from core.api import Action

ROOT = Path(__file__).resolve().parents[2]
SWAMP = {
    "players": 4,
    "edition": "legends",
    "variants": ["exploration_tokens", "mephitic_swamp"],
}


def test_a_local_swamp_game_is_dealt_by_the_plain_dealer_and_repeats_from_its_seed() -> None:
    seen: list[Action] = []
    first = headless.play(
        "eight_minute_empire", SWAMP, ["greedy"] * 4, 3, on_action=lambda s, a, _: seen.append(a)
    )
    kinds = {a[0] for a in seen}
    assert {"shuffled", "token", "peek", "revealed"} <= kinds
    again = headless.play("eight_minute_empire", SWAMP, ["greedy"] * 4, 3)
    assert again.final_hash == first.final_hash


def test_each_bot_is_given_only_what_its_seat_was_told(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[Any, int, dict[Any, Any]]] = []
    real = bots.decide

    def spy(game: Any, state: Any, seat: int, knowledge: Any = None) -> Any:
        calls.append((state, seat, dict(knowledge or {})))
        return real(game, state, seat, knowledge)

    monkeypatch.setattr(bots, "decide", spy)
    headless.play("blind_pass", {"players": 3}, ["random"] * 3, 2)
    assert calls and any(known for _, _, known in calls)
    for state, seat, known in calls:
        assert set(known) <= hidden.entitled(state.secrets, seat), (seat, known)
        assert set(known) >= {h for hand in state.hands[seat : seat + 1] for h in hand}


def test_play_headless_plays_a_swamp_table_between_peer_processes() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "client.cli", "play", "--headless", "--players", "4",
         "--edition", "legends", "--variant", "exploration_tokens",
         "--variant", "mephitic_swamp", "--quiet"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    assert "All 4 peers agree." in done.stdout


def test_registry_games_with_secrets_say_so_per_config() -> None:
    eme = registry.get("eight_minute_empire")
    assert hidden.uses_secrets(eme, SWAMP)
    assert not hidden.uses_secrets(eme, {"players": 3})
    assert hidden.uses_secrets(registry.get("blind_pass"), {"players": 2})
    assert not hidden.uses_secrets(registry.get("dice_race"), {"players": 2})
