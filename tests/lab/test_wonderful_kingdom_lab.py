"""`tavolata lab --game wonderful_kingdom` (issue 30, "Lab"; docs/lab.md and
docs/wonderful-kingdom.md, "Lab"): It's a Wonderful Kingdom between peer processes under
the lab's faults, with the leak check on. Two games, each proving what the other does not:
the Threat module under loss, duplication and reordering with a corrupt peer (recovered,
nothing leaked, every record verified); a card substituted in a re-masked hand, which only
the audit can see (the peer named). A peer killed and restarted is the e2e test's
(tests/e2e/test_wonderful_kingdom_table.py, with its knowledge checked), the audit of what
nobody sees the in-memory test's (tests/net/test_wonderful_kingdom_table.py). Random bots
(greedy doubles a game's time; the seams are the same). Every module under every fault
and every cheat is the soak's sweep below (marked soak: make soak, not make test)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from client.lab import cheat, hiddenreport
from tests.lab.test_reliability import ended_in_agreement, lab, records_verify

GAME = ("--game", "wonderful_kingdom", "--bots", "random")


def quiet(game: dict[str, Any]) -> None:
    """No leak, secrets were really checked (every hand of every round), no traceback."""
    check = game["leak_check"]
    assert check["leaks"] == [] and check["secrets"] > 500, check
    no_traceback(game)


def no_traceback(game: dict[str, Any]) -> None:
    """No peer printed a traceback (a crashed task of a peer that goes on looks alive)."""
    for peer, lines in game["output"].items():
        assert not any("Traceback" in line for line in lines), (peer, lines[-30:])


def test_the_substitute_cheat_strikes_a_re_masking_too() -> None:
    """A game whose decks are all shuffled at setup re-masks a hand at every deal: that is
    where a holder would cheat (a card of its hand it would rather not hold becomes a copy
    of another), and a substitution asked from a later action must find a part there."""
    said: list[str] = []
    hook = cheat.cheat_hook("substitute", 60, said.append)
    early = {"index": 29, "request": 1, "cards": [b"a", b"b", b"c"]}
    assert hook("remask", early) == early  # before ACTION
    out = hook("remask", {"index": 121, "request": 1, "cards": [b"a", b"b", b"c"]})
    assert out is not None and out["cards"] == [b"b", b"b", b"c"]
    assert said == ["lab: substituted card at step 121 (request 1)"]


@pytest.mark.lan
@pytest.mark.slow
def test_threat_under_lost_and_reordered_frames_with_a_corrupt_peer_recovers_and_leaks_nothing(
    tmp_path: Path,
) -> None:
    code, report, out = lab(
        tmp_path, *GAME, "--module", "threat", "--threat", "dragons", "--loss", "3",
        "--duplicate", "3", "--reorder", "3", "--corrupt", "1@60", peers=2, seed=30,
    )  # fmt: skip
    game = ended_in_agreement(code, report, out)
    assert game["net"]["dropped"] > 0 and game["net"]["duplicated"] > 0
    [injected] = game["injected"]
    [desync] = game["desyncs"]
    assert injected["matches"] and desync["recovered"] and injected["detection_delay"] == 0
    assert desync["detected_at"] == injected["struck_at"] >= 60
    assert injected["path"] == desync["first_difference"]["path"]  # found in its state
    quiet(game)
    records_verify(tmp_path)


@pytest.mark.lan
@pytest.mark.slow
def test_a_card_substituted_in_a_re_masked_hand_is_caught_at_the_audit_naming_the_peer(
    tmp_path: Path,
) -> None:
    """From action 60 the first list peer 1 logs is its re-masking of round 2's hand: a copy
    of one of its cards over another, all points valid, so play goes on; the audit checks
    the re-masking against the hand it re-masked and names the peer."""
    code, report, out = lab(tmp_path, *GAME, "--module", "advisor", "--substitute", "1@60",
                            peers=2, seed=30)  # fmt: skip
    assert code == 0, out
    [game] = report["games"]
    [entry] = game["cheats"]
    assert entry["injected"] and entry["matches"], out
    culprit = entry["peer"]
    assert culprit.startswith("Peer 1 (")
    assert entry["reasons"] == ["audit"] and entry["blamed"] == [culprit]
    assert entry["struck_at"] >= 60 and entry["detected_at"] > entry["struck_at"]
    verdicts = [v for peer, v in game["record_verdicts"].items() if peer != culprit]
    assert verdicts and all(v.startswith("stopped: the audit failed: ") for v in verdicts)
    assert all(culprit in v and "in deck 'hand2.1' at position 0" in v for v in verdicts)
    assert game["records_verified"]  # every record replays to that stop, proven by its log
    quiet(game)


# -- the soak's sweep (make soak; run by hand, figures in docs/wonderful-kingdom.md) -----

MODULES = {
    "mission": ("--module", "mission"),
    "advisor": ("--module", "advisor"),
    "sisters": ("--module", "threat", "--threat", "sisters"),
    "swallowers": ("--module", "threat", "--threat", "swallowers"),
    "dragons": ("--module", "threat", "--threat", "dragons"),
    "illusionists": ("--module", "threat", "--threat", "illusionists"),
    "conquest": ("--module", "conquest"),
}
SWEEP = {  # link faults with a partition, kill, corruption or cheat drawn per game; each cheat
    "random": ("--random-faults", "--games", "3", "--jobs", "2"),
    "kill-partition": ("--loss", "3", "--kill", "1@120", "--partition", "0@250:4"),
    "wrong-share": ("--wrong-share", "1@100"),
    "withhold": ("--withhold", "1@100", "--reveal-deadlines", "3:5"),
    "substitute": ("--substitute", "1@150"),
    "leak": ("--leak", "1@100"),
}


@pytest.mark.lan
@pytest.mark.slow
@pytest.mark.soak
@pytest.mark.parametrize("fault", list(SWEEP))
@pytest.mark.parametrize("module", list(MODULES))
def test_sweep_every_module_under_the_faults_and_each_cheat(
    tmp_path: Path, module: str, fault: str
) -> None:
    """Every game as expected (lab exit 0): finished in agreement, or stopped by the cheat
    naming the peer; every record verified; no leak but the leaking peer's, found."""
    seed = 30 + list(MODULES).index(module)
    code, report, out = lab(tmp_path, *GAME, *MODULES[module], *SWEEP[fault], peers=2,
                            seed=seed)  # fmt: skip
    print(next(line for line in out.splitlines() if line.startswith("lab summary:")))
    assert code == 0, out
    for game in report["games"]:
        assert game["records_verified"] and game["problems"] == [], game["problems"]
        assert all(c["matches"] for c in game["cheats"] if c["injected"])
        assert hiddenreport.unexpected_leaks(game["leak_check"]) == []
        if fault == "leak":
            assert [f["matches"] for f in game["leak_check"]["faults"]] == [True]
        no_traceback(game)
