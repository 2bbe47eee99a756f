"""Tash-Kalar between separate processes over real TCP on 127.0.0.1: a 2-player High Form
table hosted and joined by address plays to the end (hidden hands, every deck shuffled by
both peers), and both records verify with the end-of-game audit (issue 17, "Network")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.e2e.peers import LOOPBACK, Proc, host, join, verify

pytestmark = [pytest.mark.lan, pytest.mark.slow]


def test_a_two_player_high_form_table_plays_to_the_end_and_both_records_verify(
    tmp_path: Path, procs: list[Proc]
) -> None:
    records = [tmp_path / "host.rec", tmp_path / "join.rec"]
    game = ("--game", "tash_kalar", "--form", "high_form", "--bot", "random", "--quiet")
    procs.append(host(tmp_path / "h", "Arena", 2, "--no-announce", *game,
                      "--record", str(records[0])))  # fmt: skip
    port = procs[0].hosting_port(timeout=30)
    procs.append(join(tmp_path / "j", "Guest", "--address", f"{LOOPBACK}:{port}", *game[-3:],
                      "--record", str(records[1])))  # fmt: skip
    codes = [p.finish(timeout=60) for p in procs]
    assert codes == [0, 0], [p.output[-2000:] for p in procs]
    finals = {p.final for p in procs}
    assert len(finals) == 1 and None not in finals
    assert "Final scores" in procs[0].output
    for record in records:
        done = verify(record)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr
        replayed = re.search(r"^(\d+) actions replayed", done.stdout, re.MULTILINE)
        assert replayed and int(replayed.group(1)) > 0, done.stdout[-2000:]
        assert "finished: every peer acknowledged the final state; the audit passed" in done.stdout
        assert done.stdout.strip().splitlines()[-1] == procs[0].final
