"""`tavolata lab --game bellum_magia`: hidden chests and deck orders under the lab's faults
(docs/lab.md; issue 29, "Lab"). Two 2-peer games of random bots, each proving what the
other does not: a soak game (its faults drawn by --random-faults and fitted to the game's
length: every link fault and a peer cut off for 6 s, while shuffles, chest reveals and
shares are on the wire) that ends in agreement with the leak check quiet over some 600
secrets; and a cheat and a leak in one game played to its end: a card substituted in the
setup's first shuffle (the goblins: the host is dealt one goblin twice, and plays on)
found by the audit naming the peer, and the leaking peer named by the chest it printed.
A peer killed and resumed with its chests is tests/e2e/test_bellum_magia_table.py's; every
fault and cheat at 3 and 5 peers is the soak's, run by hand (docs/bellum-magia.md, "Lab")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.lab.test_reliability import ended_in_agreement, lab

pytestmark = [pytest.mark.lan, pytest.mark.slow]

GAME = ("--game", "bellum_magia", "--bots", "random")
STACKS = ("wood", "metal", "gold")
COPIED = "in deck 'goblins' at position 0: shuffle 0: a copy of the card at position 1"


def no_traceback(game: dict[str, Any]) -> None:
    """No peer printed a traceback (a crashed task of a peer that goes on looks alive)."""
    for peer, lines in game["output"].items():
        assert not any("Traceback" in line for line in lines), (peer, lines[-30:])


def test_a_soak_game_under_every_link_fault_and_a_partition_agrees_and_leaks_nothing(
    tmp_path: Path,
) -> None:
    code, report, out = lab(tmp_path, *GAME, "--random-faults", peers=2, seed=72)
    assert "lab: a local game lasts" in out  # the faults' actions fitted to this game
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
