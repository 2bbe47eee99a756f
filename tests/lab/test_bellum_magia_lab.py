"""`tavolata lab --game bellum_magia`: hidden chests and deck orders under the lab's faults
(docs/lab.md; issue 29, "Lab"). Two 2-peer games of random bots, each proving what the
other does not: a game under every link fault (loss, duplication, reordering, 5 % each:
what a soak draws) and a peer cut off for 6 s, while shuffles, chest reveals and shares
are on the wire, that ends in agreement with the leak check quiet over some 600 secrets
(explicit faults, not --random-faults: its draws move with the game's length, and the
rules are still changing); and a cheat and a leak in one game played to its end: a card
substituted in the setup's first shuffle (the goblins: the host is dealt one goblin twice,
and plays on) found by the audit naming the peer, and the leaking peer named by the chest
it printed.
A peer killed and resumed with its chests is tests/e2e/test_bellum_magia_table.py's.

In make soak (the marker `soak`), every other fault and cheat on this game: a
nondeterministic peer outvoted at 3 peers under loss, duplication and reordering; a
corrupt peer under delay, recovered; a peer killed and another cut off at 3 peers; a wrong
share caught at once and a withheld share named at the deadline."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.lab.test_reliability import ended_in_agreement, lab, records_verify

pytestmark = [pytest.mark.lan, pytest.mark.slow]

GAME = ("--game", "bellum_magia", "--bots", "random")
STACKS = ("wood", "metal", "gold")
COPIED = "in deck 'goblins' at position 0: shuffle 0: a copy of the card at position 1"


def no_traceback(game: dict[str, Any]) -> None:
    """No peer printed a traceback (a crashed task of a peer that goes on looks alive)."""
    for peer, lines in game["output"].items():
        assert not any("Traceback" in line for line in lines), (peer, lines[-30:])


def test_a_game_under_every_link_fault_and_a_partition_agrees_and_leaks_nothing(
    tmp_path: Path,
) -> None:
    faults = ("--loss", "5", "--duplicate", "5", "--reorder", "5", "--partition", "1@60:6")
    code, report, out = lab(tmp_path, *GAME, *faults, "--leak-check", peers=2, seed=72)
    game = ended_in_agreement(code, report, out)
    net = game["net"]
    assert net["dropped"] > 0 and net["duplicated"] > 0 and net["reordered"] > 0, net
    assert [e["kind"] for e in game["events"]] == ["partition"] and net["partitions"] == 1
    assert game["desyncs"] == [] and game["cheats"] == []
    check = game["leak_check"]
    assert check["leaks"] == [] and check["secrets"] > 300  # chests, seeds, randomizers...
    no_traceback(game)


def test_a_substituted_card_is_named_at_the_audit_and_a_leaking_peer_by_its_chest(
    tmp_path: Path,
) -> None:
    code, report, out = lab(tmp_path, *GAME, "--substitute", "1", "--leak", "0@1", peers=2, seed=5)
    assert code == 0, out  # both found as expected
    [game] = report["games"]
    [entry] = game["cheats"]
    assert entry["injected"] and entry["matches"], out
    culprit = entry["peer"]
    assert culprit.startswith("Peer 1 (")
    assert entry["reasons"] == ["audit"] and entry["blamed"] == [culprit]
    assert entry["detected_at"] == game["actions"] > entry["struck_at"]  # at the end
    verdicts = list(game["record_verdicts"].values())
    assert len(verdicts) == 2
    for verdict in verdicts:
        assert verdict.startswith(f"stopped: the audit failed: {culprit}")
        assert COPIED in verdict
    check = game["leak_check"]
    [fault] = check["faults"]
    assert fault["injected"] and fault["matches"] and fault["peer"].startswith("Host (")
    [found] = check["leaks"]  # that line alone: "debug: Host holds wood[3] = 2", say
    assert found["peer"] == found["owner"] == fault["peer"] and found["kind"] == "card value"
    assert found["secret"].split("('")[1].split("'")[0] in STACKS  # a chest: the only cards
    assert found["where"].startswith("its output, line ") and found["at_action"] >= 1
    no_traceback(game)


def quiet(game: dict[str, Any]) -> None:
    """No leak, over a game's worth of secrets; no traceback."""
    check = game["leak_check"]
    assert check["leaks"] == [] and check["secrets"] > 300
    no_traceback(game)


@pytest.mark.soak
def test_a_nondeterministic_peer_under_link_faults_is_outvoted_and_not_recovered(
    tmp_path: Path,
) -> None:
    faults = ("--loss", "5", "--duplicate", "5", "--reorder", "5", "--nondeterminism", "2@100")
    code, report, out = lab(tmp_path, *GAME, *faults, peers=3, seed=90)
    game = ended_in_agreement(code, report, out)  # the minority adopted the majority's state
    [injected] = game["injected"]
    [desync] = game["desyncs"]
    assert injected["matches"] and desync["detected_at"] == injected["struck_at"] >= 100
    assert desync["minority"] == [injected["peer"]] and desync["recovered"] is False
    assert desync["first_difference"]["path"] == injected["path"]
    quiet(game)


@pytest.mark.soak
def test_a_corrupt_peer_under_delay_is_found_at_once_and_recovered(tmp_path: Path) -> None:
    code, report, out = lab(tmp_path, *GAME, "--delay", "20:10", "--corrupt", "1@80", peers=2)
    game = ended_in_agreement(code, report, out)
    [injected] = game["injected"]
    [desync] = game["desyncs"]
    assert injected["matches"] and injected["detection_delay"] == 0 and desync["recovered"]
    assert desync["detected_at"] == injected["struck_at"] >= 80
    assert injected["path"] == desync["first_difference"]["path"]
    quiet(game)
    records_verify(tmp_path)


@pytest.mark.soak
def test_a_killed_and_a_cut_off_peer_at_three_peers_play_on_to_agreement(tmp_path: Path) -> None:
    code, report, out = lab(
        tmp_path, *GAME, "--kill", "2@90", "--partition", "1@140:4", peers=3, seed=13
    )
    game = ended_in_agreement(code, report, out)
    assert list(game["restarts"].values()) == [1]
    assert [e["kind"] for e in game["events"]] == ["kill", "partition"]
    assert game["desyncs"] == [] and game["cheats"] == []
    quiet(game)
    records_verify(tmp_path)


@pytest.mark.soak
@pytest.mark.parametrize(
    ("fault", "reason"),
    [
        (("--wrong-share", "1@60"), "hidden"),
        (("--withhold", "1@60", "--reveal-deadlines", "3:5"), "withheld"),
    ],
    ids=["wrong-share", "withheld-share"],
)
def test_a_wrong_or_withheld_share_stops_the_table_at_its_step_naming_the_peer(
    tmp_path: Path, fault: tuple[str, ...], reason: str
) -> None:
    code, report, out = lab(tmp_path, *GAME, *fault, peers=2, seed=18)
    assert code == 0, out
    [game] = report["games"]
    [entry] = game["cheats"]
    assert entry["injected"] and entry["matches"], out
    culprit = entry["peer"]
    assert entry["reasons"] == [reason] and entry["blamed"] == [culprit]
    assert entry["detected_at"] == entry["struck_at"] >= 60
    assert reason != "withheld" or entry["named_at_deadline"]
    assert game["leak_check"]["leaks"] == []
    no_traceback(game)
