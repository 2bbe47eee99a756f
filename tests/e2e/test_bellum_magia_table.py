"""Bellum Magia between separate processes over real TCP on 127.0.0.1 (issue 29,
"Network"): tables of random bots, hosted and joined by address, play to the end; each
table's peers agree on the final hash, and every record verifies with the end-of-game
audit, which checks every peer's shuffle of the nine decks (the three chest stacks, the
kingdom's decks with their boxed places, the goblins, the creatures), so every one of the
50 chests, drawn or not, is one of the multisets' (tests/net/test_bellum_magia_table.py
tampers with the ones nobody draws).

A 2- and a 3-peer table play at once (the games wait on the network more than on the CPU).
The 5-peer table costs as much again (about 30 s of CPU, 40-140 s on this shared machine):
it is marked soak, so make soak runs it, not make test (docs/bellum-magia.md).

A joiner killed (SIGKILL) once it was told a chest, and started again with the same
record, rejoins and knows its chests again: its sealed list of secrets (the lab's
`--lab-secrets`, client/lab/secretlog.py: each card a seat it drives was told, written
from the `Learned` effects its bot and window read) shows what it knew before and what it
knows when it resumes, checked against the record's states and the end's shown chests."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from core import hidden
from net.protocol import netrecord
from tests.e2e.peers import LOOPBACK, ROOT, Proc, host, join, verify
from tests.e2e.test_hidden_table import logged

pytestmark = [pytest.mark.lan, pytest.mark.slow]

GAME = ("--game", "bellum_magia", "--bot", "random", "--quiet")
DECKS = 9  # goblins, farms, villages, cities, evil, super, wood, metal, gold
STACKS = ("wood", "metal", "gold")


def start(tmp_path: Path, procs: list[Proc], players: int) -> list[Path]:
    """A host and its joiners by address (no discovery), each writing a record."""
    folder = tmp_path / f"t{players}"
    records = [folder / f"p{i}.rec" for i in range(players)]
    first = len(procs)
    procs.append(host(folder / "h", f"Bellum {players}", players, "--no-announce", *GAME,
                      "--record", str(records[0])))  # fmt: skip
    port = procs[first].hosting_port()
    for i in range(1, players):
        procs.append(join(folder / f"j{i}", f"J{i}", "--address", f"{LOOPBACK}:{port}",
                          *GAME[2:], "--record", str(records[i])))  # fmt: skip
    return records


def play_tables(tmp_path: Path, procs: list[Proc], sizes: tuple[int, ...]) -> None:
    """Tables of these sizes at once, each to the end, each agreeing; then every record
    through `tavolata replay --verify` (in parallel), to the table's final hash."""
    tables = {n: start(tmp_path, procs, n) for n in sizes}
    codes = [p.finish(timeout=400) for p in procs]
    assert codes == [0] * len(procs), [p.output[-2000:] for p in procs]
    peers = iter(procs)
    finals = {}
    for n in sizes:
        table = [next(peers) for _ in range(n)]
        assert len({p.final for p in table}) == 1 and table[0].final is not None, n
        assert "Final scores" in table[0].output
        seats = re.findall(r"\[\d+ chests?\]$", table[0].output, re.MULTILINE)
        assert len(seats) == n  # the end block: each seat's chests ("[1 chest]" for one)
        finals[n] = table[0].final
    records = [(n, r) for n, table in tables.items() for r in table]
    checks = [subprocess.Popen([sys.executable, "-m", "client.cli", "replay", str(r),
                                "--verify"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
              for _, r in records]  # fmt: skip
    for (n, record), check in zip(records, checks):
        out, _ = check.communicate(timeout=300)
        assert check.returncode == 0, out[-2000:]
        assert re.search(r"^\d+ actions replayed", out, re.MULTILINE), out[-2000:]
        assert "finished: every peer acknowledged the final state; the audit passed" in out
        assert out.strip().splitlines()[-1] == finals[n]
        kinds = logged(record)
        assert kinds.count("shuffle") == DECKS * n  # every deck shuffled by every peer
        assert kinds.count("seed") == n  # every peer's seed: the audit had them all


def test_a_two_and_a_three_peer_table_play_to_the_end_and_every_record_passes_the_audit(
    tmp_path: Path, procs: list[Proc]
) -> None:
    play_tables(tmp_path, procs, (2, 3))


@pytest.mark.soak
def test_a_five_peer_table_plays_to_the_end_and_every_record_passes_the_audit(
    tmp_path: Path, procs: list[Proc]
) -> None:
    play_tables(tmp_path, procs, (5,))


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


def chests(entries: list[dict[str, Any]]) -> dict[tuple[str, int], int]:
    """The chests a seat was told, handle -> value."""
    return {(e["deck"], e["pos"]): e["value"] for e in entries
            if e["kind"] == "card" and e["deck"] in STACKS}  # fmt: skip


def test_a_joiner_killed_once_it_holds_a_chest_resumes_from_its_record_knowing_its_chests(
    tmp_path: Path, procs: list[Proc]
) -> None:
    records = [tmp_path / "p0.rec", tmp_path / "p1.rec"]
    secrets = tmp_path / "p1.secrets"
    procs.append(host(tmp_path / "h", "Bellum", 2, "--no-announce",
                      *GAME, "--record", str(records[0])))  # fmt: skip
    port = procs[0].hosting_port()
    joiner = ("--address", f"{LOOPBACK}:{port}", *GAME[2:], "--record", str(records[1]),
              "--lab-secrets", str(secrets))  # fmt: skip
    procs.append(join(tmp_path / "j", "J1", *joiner))
    deadline = time.monotonic() + 180
    while not any(chests(run) for run in runs(secrets)):
        assert time.monotonic() < deadline and procs[1].proc.poll() is None, procs[1].output
        time.sleep(0.05)
    # Its record already has the lines it learned that chest from: a batch's lines are
    # flushed before its effects are handed out (tests/net/test_runner_record_first.py).
    procs[1].kill9()  # its own PID: a crash, with the chests it was told
    procs.append(join(tmp_path / "j", "J1", *joiner))  # the same profile and record
    codes = [procs[0].finish(timeout=300), procs[2].finish(timeout=300)]
    assert codes == [0, 0], [p.output[-2000:] for p in procs]
    assert procs[0].final == procs[2].final is not None
    assert "* rejoining the table from" in procs[2].output
    # No "J1 ... is back" asked of the host: it says so only when it had marked the peer away
    # (a heartbeat missed), which a quick restart on an idle machine never gives it time for.
    for record in records:
        done = verify(record)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr
        assert "the audit passed" in done.stdout
    first, again = runs(secrets)  # the killed process's, the restarted one's
    before = chests(first)
    assert before
    assert chests(again).items() >= before.items()  # every chest it knew, known again
    # At once, from its record alone: the chests its record says it held and was told.
    resumed_at = min(e["learned"] for e in again if e["kind"] == "card")
    back = chests([e for e in again if e["kind"] == "card" and e["learned"] == resumed_at])
    states = [a.after for a in netrecord.verify_text(records[0].read_text()).applied]
    assert len(states) > resumed_at + 20  # mid-game: it played on
    state = states[resumed_at - 1]  # when it came back: the chests it held, once told
    held = {h for h in state.chests[1] if 1 in hidden.seats_told(state.secrets, h)}
    assert held and held <= set(back)
    end = states[-1].secrets  # every chest in a reserve is shown at the end
    for handle, value in {**before, **chests(again)}.items():
        assert hidden.public_value(end, handle) == value  # and it knew the true value
