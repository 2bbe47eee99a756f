"""`tavolata lab --game dice_race`: the lab's faults on a game that is not Eight-Minute
Empire (the tests' tiny game, known to the lab's processes through TAVOLATA_PLUGINS)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.lab.test_reliability import ended_in_agreement, lab, records_verify

pytestmark = [pytest.mark.lan, pytest.mark.slow]


def test_dice_race_under_loss_and_delay_with_a_corrupt_peer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVOLATA_PLUGINS", "tests.tinygame")
    code, report, out = lab(
        tmp_path, "--game", "dice_race", "--goal", "15", "--bots", "random",
        "--loss", "10", "--delay", "20:10", "--corrupt", "1@12",
    )  # fmt: skip
    game = ended_in_agreement(code, report, out)
    assert game["net"]["dropped"] > 0  # the proxy really dropped frames
    [injected] = game["injected"]
    [desync] = game["desyncs"]
    assert injected["matches"] and desync["recovered"] and injected["detection_delay"] == 0
    # Corrupted at the first step end from action 12 (never between a simultaneous turn's
    # reveals, which peers hash as one step), and found right there.
    assert desync["detected_at"] == injected["corrupted_at"] >= 12
    # Not a constant: the field the lab chose in Dice Race's state, named by the diff.
    assert injected["path"] == desync["first_difference"]["path"] == "scores[0]"
    assert desync["expected"]["path"] == "scores[0]"
    records_verify(tmp_path)
