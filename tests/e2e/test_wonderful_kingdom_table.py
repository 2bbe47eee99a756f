"""It's a Wonderful Kingdom between separate processes over real TCP on 127.0.0.1 (issue
30, "Network"; docs/wonderful-kingdom.md, "Between peers"): 2-peer tables of random bots,
hosted and joined by address, play to the end; each table's peers agree on the final
hash, and every record verifies with the end-of-game audit (every peer's shuffle of the
decks and the Advisor pool, each list of the Advisor deck's mix, each holder's
re-masking of each hand: so every card, drawn or not, seen or not, is the composition's;
tests/net/test_wonderful_kingdom_table.py tampers with the ones nobody sees).

An Advisor and a Conquest table play at once (the games wait on the network more than on
the CPU); Mission plays in the kill test below, Threat in the lab
(tests/lab/test_wonderful_kingdom_lab.py). A joiner killed (SIGKILL, its own PID) in the
middle of a round, holding a hand and having offered a card face down, and started again
with the same record, rejoins and knows its hand and that card again: its sealed list of
secrets (the lab's `--lab-secrets`, client/lab/secretlog.py: each card a seat it drives was
told, written from the `Learned` effects its bot and window read) shows what it knew
before and what it knows when it resumes, checked against the record's states through the
game's own observation. A solo game plays in one process."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from core import registry
from net.protocol import netrecord
from tests.e2e.peers import LOOPBACK, ROOT, Proc, host, join, tavolata
from tests.e2e.test_hidden_table import logged

pytestmark = [pytest.mark.lan, pytest.mark.slow]

GAME = ("--game", "wonderful_kingdom", "--bot", "random")


def start(folder: Path, procs: list[Proc], module: str, *joiner: str) -> list[Path]:
    """A host and a joiner by address (no discovery), each writing a record; `joiner`:
    more options of the joiner."""
    records = [folder / "p0.rec", folder / "p1.rec"]
    first = len(procs)
    procs.append(host(folder / "h", f"Kingdom {module}", 2, "--no-announce", *GAME,
                      "--module", module, "--quiet", "--record", str(records[0])))  # fmt: skip
    port = procs[first].hosting_port()
    procs.append(join(folder / "j", "J1", "--address", f"{LOOPBACK}:{port}", *GAME[2:],
                      "--record", str(records[1]), *joiner))  # fmt: skip
    return records


def verified(records: list[Path], final: str) -> None:
    """Every record through `tavolata replay --verify` (in parallel): finished, the audit
    passed, the table's final hash; every list was logged (keys, shuffles, re-maskings)."""
    checks = [subprocess.Popen([sys.executable, "-m", "client.cli", "replay", str(r),
                                "--verify"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
              for r in records]  # fmt: skip
    for record, check in zip(records, checks):
        out, _ = check.communicate(timeout=300)
        assert check.returncode == 0, out[-2000:]
        assert re.search(r"^\d+ actions replayed", out, re.MULTILINE), out[-2000:]
        assert "finished: every peer acknowledged the final state; the audit passed" in out
        assert out.strip().splitlines()[-1] == final
        kinds = logged(record)
        assert kinds.count("remask") == 8  # each seat's hand of each round, by its holder
        assert kinds.count("seed") == 2  # both seeds: the audit had them all


def test_an_advisor_and_a_conquest_table_play_to_the_end_and_every_record_passes_the_audit(
    tmp_path: Path, procs: list[Proc]
) -> None:
    tables = {m: start(tmp_path / m, procs, m, "--quiet") for m in ("advisor", "conquest")}
    codes = [p.finish(timeout=400) for p in procs]
    assert codes == [0] * 4, [p.output[-2000:] for p in procs]
    for i, (module, records) in enumerate(tables.items()):
        pair = procs[2 * i : 2 * i + 2]
        assert pair[0].final == pair[1].final is not None, module
        assert "Final scores" in pair[0].output
        label = {"advisor": "Advisors", "conquest": "Territories"}[module]
        assert label in pair[0].output  # the module's part of the score
        verified(records, pair[0].final)
        kinds = logged(records[0])
        shuffles = {"advisor": 6, "conquest": 4}[module]  # dev (or its cards and the pool)
        assert kinds.count("shuffle") == shuffles  # and the Calamities: by both peers each
        assert kinds.count("mix") == (2 if module == "advisor" else 0)


def runs(secrets: Path) -> list[list[dict[str, Any]]]:
    """A peer's sealed list cut where each process began (each writes its seed first)."""
    out: list[list[dict[str, Any]]] = []
    text = secrets.read_text(encoding="utf-8") if secrets.exists() else ""
    for line in text.split("\n")[:-1]:  # whole lines only: the peer may be writing one
        entry = json.loads(line)
        if entry["kind"] == "seed":
            out.append([])
        out[-1].append(entry)
    return out


def cards(entries: list[dict[str, Any]]) -> dict[tuple[str, int], str]:
    """The cards seat 1 was told, handle -> card id."""
    return {(e["deck"], e["pos"]): e["value"] for e in entries
            if e["kind"] == "card" and e["seat"] == 1}  # fmt: skip


def test_a_joiner_killed_holding_a_hand_and_a_face_down_offer_resumes_knowing_them(
    tmp_path: Path, procs: list[Proc]
) -> None:
    secrets = tmp_path / "p1.secrets"
    records = start(tmp_path, procs, "mission", "--lab-secrets", str(secrets))
    # Its log (not --quiet); the record holds what was shown (test_runner_record_first.py).
    procs[1].wait_for("J1 offers a card face down", timeout=180)
    procs[1].kill9()  # its own PID: a crash, with a hand and a card only it knows
    joiner = procs[1].args[procs[1].args.index("--address") :]  # the same profile and record
    procs.append(join(tmp_path / "j", "J1", *joiner))
    codes = [procs[0].finish(timeout=300), procs[2].finish(timeout=300)]
    assert codes == [0, 0], [p.output[-2000:] for p in procs]
    assert procs[0].final == procs[2].final is not None
    assert "* rejoining the table from" in procs[2].output
    verified(records, procs[0].final)

    first, again = runs(secrets)  # the killed process's, the restarted one's
    before = cards(first)
    resumed_at = min(e["learned"] for e in again if e["kind"] == "card")
    back = cards([e for e in again if e["kind"] == "card" and e["learned"] == resumed_at])
    assert back.items() >= before.items()  # every card it knew, known again at once
    applied = netrecord.verify_text(records[0].read_text()).applied
    assert len(applied) > resumed_at + 50  # mid-game: it played on
    played = [a.action for a in applied[:resumed_at]]
    hand = [a[1] for a in played if a[0] == "remasked" and a[1].endswith(".1")][-1]
    assert {(hand, p) for p in range(8)} <= set(back)  # its hand of this round, as dealt
    down = {(a[1], a[2]) for a in played if a[0] == "offer" and a[1] == hand and a[4] == "down"}
    assert down  # and the card it offered face down, before it died
    game = registry.get("wonderful_kingdom")
    seen = game.observation(applied[resumed_at - 1].after, 1, back)  # when it came back
    assert all(c["card"] == back[tuple(c["handle"])] for c in seen["hand"])  # what it holds
    in_play = [c for s in seen["seats"] for c in s["selection"]]
    in_play += [c for area in seen["offers"].values() for c in area]
    mine = {tuple(c["handle"]) for c in in_play if not c["up"] and c["handle"][0] == hand}
    assert mine and mine <= {(d, p) for d, p, _ in seen["known"]}  # the face-down ones too
    assert all(c["card"] == back[tuple(c["handle"])] for c in in_play if tuple(c["handle"]) in mine)


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
