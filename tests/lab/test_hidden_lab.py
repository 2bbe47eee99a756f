"""The lab at a table with secrets (docs/lab.md, "Hidden information"): the three cheats,
each caught and the peer named, and the leak check, quiet on an honest game and catching a
deliberately leaking peer. Blind Pass, the tests' tiny game with secrets."""

from __future__ import annotations

import base64
import random
from pathlib import Path
from typing import Any

import pytest

from client.lab import cheat, faults, hiddenreport, leaks
from net.protocol.group import G, decode_point
from tests.lab.test_reliability import lab

SEED = bytes(range(32))


@pytest.fixture
def plugins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TAVOLATA_PLUGINS", "tests.tinygame")


# -- one process -------------------------------------------------------------------------


def test_the_cheats_change_one_part_each() -> None:
    said: list[str] = []
    share = {"index": 4, "request": 0, "to": 1, "share": bytes(G), "proof": b""}
    wrong = cheat.cheat_hook("wrong_share", 3, said.append)
    assert wrong("shuffle", {"index": 0, "request": 0, "cards": [b"a", b"b"]}) is not None
    changed = wrong("share", share)
    assert changed is not None and changed["share"] != share["share"]
    decode_point(changed["share"])  # a valid point: only its proof gives it away
    assert wrong("share", {**share, "index": 9}) == {**share, "index": 9}  # once
    assert said == ["lab: wrong share at step 4 (request 0)"]

    withhold = cheat.cheat_hook("withhold", 5, said.append)
    assert withhold("share", share) == share  # before ACTION
    later = {**share, "index": 6}
    assert withhold("share", later) is None and withhold("share", later) is None  # withheld
    assert withhold("share", {**later, "to": 2}) is not None  # only that one
    sub = cheat.cheat_hook("substitute", 0, said.append)
    out = sub("shuffle", {"index": 0, "request": 0, "cards": [b"a", b"b", b"c"]})
    assert out is not None and out["cards"] == [b"b", b"b", b"c"]
    mixing = cheat.cheat_hook("substitute", 2, said.append)  # a mix's list is one too
    assert mixing("shuffle", {"index": 0, "request": 1, "cards": [b"a", b"b"]}) is not None
    out = mixing("mix", {"index": 2, "request": 0, "cards": [b"a", b"b", b"c"]})
    assert out is not None and out["cards"] == [b"b", b"b", b"c"]
    assert [cheat.CHEATED.match(s) is not None for s in said] == [True, True, True, True]


def test_the_soak_draws_cheats_only_at_tables_with_secrets() -> None:
    plain = [faults.random_faults(random.Random(s), 3, 50) for s in range(60)]
    assert not any(f.cheats for f in plain)
    drawn = [faults.random_faults(random.Random(s), 3, 50, secrets=True) for s in range(60)]
    kinds = {c.kind for f in drawn for c in f.cheats}
    assert kinds == set(faults.CHEATS)
    assert all(c.action == 0 for f in drawn for c in f.cheats if c.kind == "substitute")


def needle(kind: str, **rest: Any) -> leaks.Needle:
    return leaks.Needle("Bea (AAAA-BBBB)", kind, "it", **rest)


def test_secret_bytes_are_found_in_every_form_and_values_by_their_handle() -> None:
    seed = needle("seed", data=SEED)
    written = {
        "hex": [SEED.hex(), SEED.hex().upper()],
        "base64": [base64.b64encode(SEED).decode(), base64.urlsafe_b64encode(SEED).decode()],
    }
    for form, texts in written.items():
        for text in texts:
            assert leaks.scan_text(f"debug: {text}", [seed], unique=False) == [(seed, form)]
    assert leaks.scan_bytes(b"\x00" + SEED + b"\x01", [], [seed]) == [(seed, "raw")]
    assert leaks.scan_text(SEED.hex()[:40], [seed], unique=True) == []
    card = needle("card value", handle=("deck", 3), value=5, public_at=20)
    for text in ("debug: Bea holds deck[3] = 5", "{('deck', 3): 5}", '["deck", 3, 5]'):
        assert leaks.scan_text(text, [card], unique=False), text
    for text in ("Bea passes deck 3", "deck[3] = 56", "deck[13] = 5", "5 of deck 3"):
        assert not leaks.scan_text(text, [card], unique=True), text
    token = needle("card value", handle=("tokens0", 4), value="swamp")
    assert leaks.scan_text("debug: Ada holds the swamp token", [token], unique=True)
    assert leaks.scan_text("debug: Ada was told swamp", [token], unique=True)  # --leak's line
    card_id = needle("card value", handle=("beings.1", 0), value="blue-WL07")  # Tash-Kalar
    assert leaks.scan_text("debug: Bea was told blue-WL07", [card_id], unique=True)
    assert leaks.scan_text("beings.1[0] = blue-WL07", [card_id], unique=False)
    assert not leaks.scan_text("debug: Bea was told blue-WL071", [card_id], unique=True)
    assert not leaks.scan_text("the swamp token is shown", [token], unique=False)  # public
    assert leaks.scan_body(["x", ["deck", 3], 5], [card]) and not leaks.scan_body([3, 5], [card])


def test_a_secret_is_legit_only_from_its_reveal() -> None:
    seed = needle("seed", data=SEED)
    assert not leaks.legit(seed, "Bea (AAAA-BBBB)", 40, own_seed_sent=False)
    assert leaks.legit(seed, "Bea (AAAA-BBBB)", leaks.END, own_seed_sent=True)
    assert not leaks.legit(seed, "Cid (CCCC-DDDD)", leaks.END, own_seed_sent=True)
    card = needle("card value", handle=("deck", 3), value=5, public_at=20)
    assert not leaks.legit(card, "Bea (AAAA-BBBB)", 19, False)
    assert leaks.legit(card, "Cid (CCCC-DDDD)", 20, False)
    check = {"faults": [], "leaks": [{"peer": "Bea", "kind": "seed"}]}
    assert hiddenreport.unexpected_leaks(check) == check["leaks"]  # a leak is a problem


# -- lab games (separate processes) ------------------------------------------------------


@pytest.mark.lan
@pytest.mark.slow
@pytest.mark.usefixtures("plugins")
@pytest.mark.parametrize(
    ("fault", "reason", "at_once"),
    [
        (("--wrong-share", "1@6"), "hidden", True),
        (("--substitute", "2"), "audit", False),
        (("--substitute", "1@2", "--variant", "pool"), "audit", False),  # the pool's Mix
        (("--withhold", "1@8", "--reveal-deadlines", "3:5"), "withheld", True),
    ],
    ids=["wrong-share", "substituted-card", "substituted-in-mix", "withheld-share"],
)
def test_each_cheat_is_caught_naming_the_peer(
    tmp_path: Path, fault: tuple[str, ...], reason: str, at_once: bool
) -> None:
    code, report, out = lab(tmp_path, "--game", "blind_pass", *fault, seed=3)
    assert code == 0, out
    [game] = report["games"]
    [entry] = game["cheats"]
    assert entry["injected"] and entry["matches"], out
    seat = int(fault[1].split("@")[0])
    culprit = entry["peer"]
    assert culprit.startswith(f"Peer {seat} (")
    assert entry["reasons"] == [reason] and entry["blamed"] == [culprit]
    # At once: the table stops at the cheat's step; a substituted card only at the audit.
    assert (entry["detected_at"] == entry["struck_at"]) is at_once
    assert "pool" not in fault or entry["struck_at"] == 2  # the Mix node is step 2
    verdicts = [v for peer, v in game["record_verdicts"].items() if peer != culprit]
    assert all(v.startswith("stopped: ") and culprit in v for v in verdicts), verdicts
    if reason == "withheld":  # named at the (shortened) deadline, before the table gave up
        assert entry["named_at_deadline"]
    assert game["leak_check"]["leaks"] == []


@pytest.mark.lan
@pytest.mark.slow
@pytest.mark.usefixtures("plugins")
def test_the_leak_check_is_quiet_on_an_honest_game_and_names_a_leaking_peer(
    tmp_path: Path,
) -> None:
    code, report, out = lab(tmp_path / "honest", "--game", "blind_pass", seed=3)
    assert code == 0, out
    [game] = report["games"]
    check = game["leak_check"]
    # Not a vacuous check: it looked for many secrets (a game's count follows its length,
    # which the table's shared draw changes at every run: 99 to 149 seen).
    assert check["leaks"] == [] and check["secrets"] > 50
    assert check["scanned"]["envelopes"] > 100 and check["scanned"]["printed lines"] > 100

    code, report, out = lab(tmp_path / "leaky", "--game", "blind_pass", "--leak", "1@4", seed=3)
    assert code == 0, out  # found as expected
    [game] = report["games"]
    [fault] = game["leak_check"]["faults"]
    assert fault["injected"] and fault["matches"]
    [found] = game["leak_check"]["leaks"]  # that line, nothing else
    assert found["peer"] == fault["peer"] == found["owner"]
    assert found["kind"] == "card value" and found["where"].startswith("its output, line ")
    assert found["at_action"] is not None and found["at_action"] >= 4
    assert "leak of a card by Peer 1" in out and "caught" in out
