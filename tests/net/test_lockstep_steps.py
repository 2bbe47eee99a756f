"""What a peer does with a message for a step other than the current one (docs/protocol.md,
"Lockstep"): a later step's `link`, `commit` or `action` waits at the head of its sender's
queue and is used when its step comes; a passed step's is refused with a notice. A peer's
own messages relayed back to it are duplicates: ignored, with no notice."""

from __future__ import annotations

import hashlib
from typing import Any

from core.api import CHANCE, SIMULTANEOUS
from net.protocol.beacon import HashChain
from net.protocol.effects import Notice
from net.protocol.lockstep import Lockstep
from net.protocol.machine import Use
from net.protocol.roster import Member, new_table
from tests.net.tables import GAME, TABLE, table

A, B = b"\x01" * 32, b"\x02" * 32
CHAINS = {A: HashChain.create(8, b"a" * 32), B: HashChain.create(8, b"b" * 32)}


def observer() -> Lockstep:
    """A two-player table of A (seat 0) and B (seat 1), seen by a silent observer."""
    config = {"players": 2, "edition": "classic", "board": "A"}
    roster = new_table(GAME, config, Member(A, "A", ""), ["host", "remote"])
    roster = roster.with_member(B, "B", "")
    game = Lockstep(TABLE, roster, bytes(32), lambda label: hashlib.sha256(label).digest())
    for key, chain in CHAINS.items():
        assert game.consume(key, "chain", {"top": chain.top, "length": chain.length}) is Use.DONE
    return game


def link(key: bytes, d: int) -> dict[str, Any]:
    return {"draw": d, "link": CHAINS[key].link(d)}


def warnings(game: Lockstep) -> list[str]:
    texts = [e.text for e in game.effects if isinstance(e, Notice)]
    game.effects.clear()
    return texts


def test_a_link_for_a_later_draw_waits_and_one_for_a_passed_draw_is_refused() -> None:
    game = observer()
    assert game.game.current_player(game.state) == CHANCE
    assert game.consume(A, "link", link(A, 1)) is Use.WAIT  # draw 1 while draw 0 is open
    assert game.consume(A, "link", link(A, 0)) is Use.DONE
    assert game.consume(B, "link", link(B, 0)) is Use.DONE
    assert game.draws.count == 1 and game.index == 1
    assert game.consume(A, "link", link(A, 1)) is Use.DONE  # its turn came: used
    assert warnings(game) == []
    assert game.consume(B, "link", link(B, 0)) is Use.DONE
    assert warnings(game) == [f"ignored from {game.roster.peer_label(B)}: a late link for draw 0"]


def test_a_commit_or_move_for_a_later_step_waits_and_one_for_a_passed_step_is_refused() -> None:
    game = observer()
    while game.game.current_player(game.state) == CHANCE:  # the opening draws
        d = game.draws.count
        game.consume(A, "link", link(A, d))
        game.consume(B, "link", link(B, d))
    i = game.index
    assert game.game.current_player(game.state) not in (CHANCE, SIMULTANEOUS)
    later = {"index": i + 5, "seat": 0, "action": ["done"], "base": bytes(32)}
    assert game.consume(A, "action", later) is Use.WAIT
    assert game.consume(A, "commit", {"round": i + 5, "seat": 0, "commitment": bytes(32)}) is (
        Use.WAIT
    )
    assert warnings(game) == []
    passed = {"index": 0, "seat": 0, "action": ["done"], "base": bytes(32)}
    assert game.consume(A, "action", passed) is Use.DONE
    assert game.consume(A, "commit", {"round": 0, "seat": 0, "commitment": bytes(32)}) is Use.DONE
    who = game.roster.peer_label(A)
    assert warnings(game) == [
        f"ignored from {who}: a late or replayed move for step 0",
        f"ignored from {who}: a commitment for round 0, which is not open",
    ]


def test_a_peers_own_message_relayed_back_to_it_is_a_silent_duplicate() -> None:
    net, nodes, people = table(3, seed=9)
    net.run(lambda: all(n.peer.game is not None and n.peer.game.index > 10 for n in nodes), 30)
    node = nodes[1]
    own = node.peer.log.chain(people[1].public_key).messages
    before = (len(own), len(node.record))
    for env in (own[0], own[len(own) // 2], own[-1]):
        assert net.inject("p1", env.raw) == []  # no notice, nothing persisted or sent
    assert (len(node.peer.log.chain(people[1].public_key).messages), len(node.record)) == before
