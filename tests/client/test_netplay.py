"""Headless peers' files and output."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

from client.netplay import write_desync
from net.protocol.effects import Desynced

REPORT = {
    "detected_at": 42,
    "peers": [
        {"peer": "A (AAAA-AAAA)", "hash": "aa" * 32, "rebuilt": "bb" * 32},
        {"peer": "B (BBBB-BBBB)", "hash": "bb" * 32, "rebuilt": "bb" * 32},
        {"peer": "C (CCCC-CCCC)", "hash": "bb" * 32, "rebuilt": "bb" * 32},
    ],
    "majority": "bb" * 32,
    "minority": ["A (AAAA-AAAA)"],
    "first_difference": {
        "path": "players[1].coins",
        "values": [{"peer": "A (AAAA-AAAA)", "value": 99}, {"peer": "B (BBBB-BBBB)", "value": 7}],
    },
    "recovered": True,
    "verdict": "recovered: rebuilding from the signed log gave the majority state",
}


def test_a_desync_leaves_the_state_and_the_report_as_files(tmp_path: Path) -> None:
    paths = write_desync(Desynced(REPORT, b"\x01state"), tmp_path, "AAAA-AAAA")
    names = sorted(p.name for p in paths)
    assert names == [f"desync-at-42-AAAA-AAAA.{x}" for x in ("json", "state", "txt")]
    assert (tmp_path / "desync-at-42-AAAA-AAAA.state").read_bytes() == b"\x01state"
    assert json.loads((tmp_path / "desync-at-42-AAAA-AAAA.json").read_text()) == REPORT
    text = (tmp_path / "desync-at-42-AAAA-AAAA.txt").read_text()
    assert "DESYNC detected at action 42" in text
    assert "first differing field: players[1].coins" in text
    assert "A (AAAA-AAAA): 99" in text and "B (BBBB-BBBB): 7" in text
    assert "disagreeing with the majority: A (AAAA-AAAA)" in text


def closed_port() -> int:
    """A loopback port where nothing listens (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


def test_joining_an_address_where_nothing_answers_says_so_and_exits_3(tmp_path: Path) -> None:
    """`tavolata join --address` to a closed port retries with a notice per attempt, then gives
    up with a sentence and exit code 3 ("could not be joined"). TAVOLATA_JOIN_GIVE_UP is a
    hook for tests only: it shortens the 20 s give-up."""
    port = closed_port()
    env = {**os.environ, "TAVOLATA_HOME": str(tmp_path), "TAVOLATA_JOIN_GIVE_UP": "3"}
    args = ["join", "--headless", "--address", f"127.0.0.1:{port}", "--interface", "127.0.0.1"]
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "client.cli", *args],
        cwd=Path(__file__).resolve().parents[2],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 3, done.stdout + done.stderr
    assert time.monotonic() - started < 30
    out = done.stdout
    assert (
        f"! nothing answers at 127.0.0.1:{port} (connection refused) — retrying, attempt 1" in out
    )
    assert "retrying, attempt 3" in out
    assert f"! could not join: nothing answers at 127.0.0.1:{port}: gave up after " in out
    assert "attempts in 3 s" in out
