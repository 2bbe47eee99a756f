"""Headless peers' files and output."""

from __future__ import annotations

import json
from pathlib import Path

from client.netplay import write_desync
from net.effects import Desynced

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
