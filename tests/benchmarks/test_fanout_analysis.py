"""benchmarks/fanout.py reads the traced peers' events right: two moves at a table of 3."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import fanout


def write(t: float, to: int, *kinds: str) -> dict[str, Any]:
    return {"e": "write", "t": t, "to": to, "kinds": list(kinds)}


def read(t: float, *kinds: str) -> dict[str, Any]:
    return {"e": "read", "t": t, "conn": 1, "kinds": list(kinds)}


def handle(t: float, end: float, kind: str) -> dict[str, Any]:
    return {"e": "handle", "t": t, "end": end, "kind": kind}


# Peer 0 moves at 0 (its second write 1.0 later); then peer 1 at 2.0 (0.1 between writes).
PEERS = [
    [handle(-1.0, -0.5, "roster"), write(0.0, 10, "ack", "action"), write(1.0, 11, "action"),
     write(1.05, 10, "ack"), read(2.2, "action"), handle(2.2, 2.5, "action")],
    [read(0.5, "ack", "action"), handle(0.5, 0.6, "ack"), handle(0.6, 0.8, "action"),
     write(2.0, 20, "action"), write(2.1, 21, "action")],
    [read(1.2, "action"), handle(1.2, 1.6, "action"), read(2.3, "action"),
     handle(2.3, 2.9, "action")],
]  # fmt: skip


def test_the_movers_writes_after_its_first_are_timed_per_move() -> None:
    spans = fanout.fanouts(PEERS, others=2)
    assert spans == [[pytest.approx(1.0)], [pytest.approx(0.1)]]


def test_the_last_receiver_reads_and_applies_each_move() -> None:
    to_read, to_done = fanout.arrivals(PEERS, others=2)
    assert to_read == [pytest.approx(1.2), pytest.approx(0.3)]
    assert to_done == [pytest.approx(1.6), pytest.approx(0.9)]


def test_handling_counts_the_games_frames_by_kind_not_the_lobbys() -> None:
    kinds = fanout.handling(PEERS, others=2)
    assert sorted(kinds) == ["ack", "action"]  # the roster came before the first move
    assert sorted(kinds["action"]) == pytest.approx([0.2, 0.3, 0.4, 0.6])
