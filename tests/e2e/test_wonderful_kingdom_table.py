"""It's a Wonderful Kingdom through the command line (issue 30, "Network"): a solo game
plays in one process."""

from __future__ import annotations

import re

import pytest

from tests.e2e.peers import tavolata

pytestmark = [pytest.mark.lan, pytest.mark.slow]


def test_a_solo_game_plays_locally_to_its_medal() -> None:
    done = tavolata("play", "--headless", "--local", "--game", "wonderful_kingdom",
                    "--players", "1", "--module", "threat", "--threat", "sisters",
                    "--seed", "3", "--bots", "greedy", "--quiet", timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith(
        "It's a Wonderful Kingdom: Threat, 1 player, threat set sisters, grand duchy side A, "
        "seed 3\n"
    )  # one player, not "1 players"
    assert "Final scores" in done.stdout
    assert re.search(r"\[(no medal|bronze|silver|gold)", done.stdout), done.stdout[-800:]
