"""`tavolata lab --game dice_race`: the lab's faults on a game that is not Eight-Minute
Empire (the tests' tiny game, known to the lab's processes through TAVOLATA_PLUGINS)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.lab.test_reliability import ended_in_agreement, lab, records_verify

pytestmark = [pytest.mark.lan, pytest.mark.slow]


@pytest.fixture(autouse=True)
def plugins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TAVOLATA_PLUGINS", "tests.tinygame")


def test_dice_race_under_loss_and_delay_with_a_corrupt_peer(tmp_path: Path) -> None:
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
    assert desync["detected_at"] == injected["struck_at"] >= 12
    # Not a constant: the field the lab chose in Dice Race's state, named by the diff.
    assert injected["path"] == desync["first_difference"]["path"] == "scores[0]"
    assert desync["expected"]["path"] == "scores[0]"
    records_verify(tmp_path)


def test_a_soak_of_dice_race_detects_every_fault_it_injects(tmp_path: Path) -> None:
    # Seed 22: a nondeterministic peer from action 7, a corrupt at 9, under light link faults,
    # at actions fitted to Dice Race's length (a local game of 31 actions: 4-25) where
    # Eight-Minute Empire's span (20-119) would strike after most games' end.
    code, report, out = lab(
        tmp_path, "--game", "dice_race", "--games", "2", "--jobs", "2", "--random-faults",
        seed=22,
    )  # fmt: skip
    assert code == 0, out
    assert "a local game lasts 31 actions: faults at actions 4-25" in out
    total = report["summary"]
    assert total["problems"] == 0 and total["finished"] == total["final_hashes_agree"] == 2
    injected = [i for g in report["games"] for i in g["injected"] if i["injected"]]
    assert sorted(i["kind"] for i in injected) == ["corrupt", "nondeterminism"]
    assert all(i["matches"] and i["detection_delay"] == 0 for i in injected)
    assert total["desyncs_injected"] == total["desyncs_detected"] == 2
    assert total["detected_as_expected"] == 2 and total["recovered"] == 1


def test_a_fault_after_the_games_end_is_not_injected_not_missed(tmp_path: Path) -> None:
    code, report, out = lab(
        tmp_path, "--game", "dice_race", "--corrupt", "1@500", "--kill", "2@600"
    )
    game = ended_in_agreement(code, report, out)
    [fault] = game["injected"]
    assert not fault["injected"] and not fault["matches"] and game["desyncs"] == []
    assert fault["note"] == f"not injected (the game ended at {game['actions']})"
    assert f"from action 500: {fault['note']}" in out and "MISSED" not in out
    assert game["not_made"] == [{"kind": "kill", "seat": 2, "action": 600, "note": fault["note"]}]
    assert game["restarts"] == {} and game["events"] == []
    total = report["summary"]
    assert total["desyncs_injected"] == 0 and total["not_injected"] == 2


def test_a_nondeterministic_peer_in_dice_race_is_named_and_not_recovered(tmp_path: Path) -> None:
    code, report, out = lab(tmp_path, "--game", "dice_race", "--nondeterminism", "2@5")
    game = ended_in_agreement(code, report, out)  # the minority adopted the majority's state
    [injected] = game["injected"]
    [desync] = game["desyncs"]  # the bug strikes once
    assert injected["matches"] and desync["detected_at"] == injected["struck_at"] >= 5
    assert desync["minority"] == [injected["peer"]]
    assert desync["recovered"] is False and "determinism bug" in desync["verdict"]
    # A field found in Dice Race's state (a tuple of distinct numbers), named by the diff.
    path = desync["first_difference"]["path"]
    assert path == injected["path"] and path.split("[")[0] in ("scores", "misses", "picks", "last")
    rebuilt = {p["peer"]: p["rebuilt"] for p in desync["peers"]}
    assert rebuilt[injected["peer"]] != desync["majority"]
    records_verify(tmp_path)
