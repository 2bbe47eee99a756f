"""Issue 31: one table of message kinds (net/protocol/kinds.py), read by the live peer, the
lockstep, the record verifier and the runner; nothing on the wire changes."""

from __future__ import annotations

import ast
import hashlib
from pathlib import Path

from net.protocol import kinds
from net.protocol.kinds import EPHEMERAL, GAME, KINDS, key_of, priority
from net.protocol.lockstep import Lockstep
from net.protocol.roster import Member, new_table
from tests.net.tables import GAME as GAME_KEY
from tests.net.tables import TABLE

NET = Path(__file__).resolve().parents[2] / "net"
A, B = b"\x01" * 32, b"\x02" * 32


def lockstep() -> Lockstep:
    config = {"players": 2, "edition": "classic", "board": "A"}
    roster = new_table(GAME_KEY, config, Member(A, "A", ""), ["host", "remote"])
    roster = roster.with_member(B, "B", "")
    return Lockstep(TABLE, roster, bytes(32), lambda label: hashlib.sha256(label).digest())


def test_i31_the_lockstep_routes_exactly_the_game_kinds_of_the_table() -> None:
    game = lockstep()
    assert set(game.routes) == {name for name, k in KINDS.items() if k.layer == GAME}
    assert all(callable(handler) for handler in game.routes.values())
    assert all(k.route is None for k in KINDS.values() if k.layer != GAME)


def test_i31_the_kinds_of_each_protocol_version_are_all_there() -> None:
    assert {"hello", "heartbeat", "want", "refuse"} == EPHEMERAL
    assert set(KINDS) == EPHEMERAL | {
        "roster", "ready", "start", "chain", "action", "ack", "commit", "reveal", "link",
        "desync", "fork", "late", "stop", "key", "shuffle", "request", "share", "remask",
        "seed", "withheld", "mix",
    }  # fmt: skip
    assert {kinds.layer(k) for k in ("late", "stop", "withheld")} == {kinds.TESTIMONY}
    assert {kinds.layer(k) for k in ("roster", "ready", "start")} == {kinds.LOBBY}


def test_i31_the_de_duplication_keys_are_those_records_were_written_with() -> None:
    """A restarted peer marks its reloaded messages by these keys: they must not change."""
    bodies = {
        "chain": ({"top": b"t", "length": 8}, ("chain", b"t")),
        "ack": ({"index": 3, "hash": b"h"}, ("ack", 3)),
        "commit": ({"round": 2, "seat": 1, "commitment": b"c"}, ("commit", 2, 1)),
        "link": ({"draw": 5, "link": b"l"}, ("link", 5)),
        "late": ({"round": 2, "seats": [1]}, ("late", 2)),
        "mix": ({"index": 4, "request": 0, "cards": []}, ("mix", 4, 0)),
        "share": ({"index": 4, "request": 1, "to": 2}, ("share", 4, 1, 2)),
        "key": ({"key": b"k", "proof": b"p"}, ("key",)),
        "stop": ({"index": 1}, ("stop",)),
        "ready": ({"roster": b"r"}, ("ready", b"r")),
        "roster": ({"version": 1}, None),
        "fork": ({"first": b"", "second": b""}, None),
        "hello": ({"name": "x"}, None),
    }
    for kind, (body, key) in bodies.items():
        assert key_of(kind, body) == key, kind
    assert key_of("no such kind", {}) is None


def test_i31_the_runner_reads_acks_then_heartbeats_last() -> None:
    assert (priority("ack"), priority("heartbeat")) == (1, 2)
    assert {priority(k) for k in KINDS if k not in ("ack", "heartbeat")} == {0}
    assert priority(None) == 0  # an unreadable frame goes first: it is refused at once


def _kind_tuples(path: Path) -> list[int]:
    """Lines where a tuple or set of two or more message kinds is written out."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, (ast.Tuple, ast.Set)) and len(node.elts) >= 2:
            words = [e.value for e in node.elts if isinstance(e, ast.Constant)]
            if len(words) == len(node.elts) and all(w in KINDS for w in words):
                lines.append(node.lineno)
    return lines


def test_i31_the_peer_the_verifier_and_the_runner_route_by_the_table_only() -> None:
    for name in ("protocol/peer.py", "protocol/netrecord.py", "runner.py", "protocol/lockstep.py"):
        assert _kind_tuples(NET / name) == [], name
        assert "getattr(self," not in (NET / name).read_text(), name  # no route by name
    assert _kind_tuples(NET / "protocol" / "kinds.py") == []  # the checker itself: rows, not tuples
    assert _kind_tuples(Path(__file__)) != []  # ...and it sees a tuple when there is one
