"""Bellum Magia's hidden chests between peers on the in-memory network (issue 29,
"Network"; digest section 7): at the end the stacks open to exactly the 50 chests of the
multisets, and the audit checks the ones nobody ever drew (and the boxed places and the
undealt goblins), naming a peer that put a copy over one of them; a peer killed while it
holds chests is restored from its record knowing each of them again. Two peers: a game
is about 1.5 s of CPU here (three peers 7 s)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from core import hidden
from net.protocol import netrecord
from net.protocol.elgamal import unmask
from net.protocol.group import IDENTITY, mul, scalar_add
from net.protocol.lockstep import Lockstep
from tests.net.memnet import Node
from tests.net.tables import agreed, label, record_text, table
from tests.net.test_peer_restart import restart

GAME = "bellum_magia"
STACKS = ("wood", "metal", "gold")
# Decks holding cards the rules never show in a 2-player game: every chest stack, the
# farms and villages beyond the first 3 (boxed), the goblins beyond the first 4 (undealt).
UNSHOWN = ("goblins", "farms", "villages", *STACKS)
ROOT = Path(__file__).resolve().parents[2]


def bellum(players: int = 2) -> tuple[Any, list[Node], list[Any]]:
    """A Bellum Magia table of random bots, not yet run."""
    return table(players, game=GAME, options={"players": players})


def lockstep(node: Node) -> Lockstep:
    game = node.peer.game
    assert game is not None
    return game


def multisets() -> dict[str, Counter[int]]:
    """The chest stacks' values from the data file (digest 6.7)."""
    data = json.loads((ROOT / "resources/bellum_magia/tokens.json").read_text())
    return {kind: Counter({v: n for v, n in rows}) for kind, rows in data["chests"].items()}


def opened(nodes: list[Node], deck: str) -> list[Any]:
    """Every card of `deck` as it lies at the end, decrypted with every peer's key."""
    total = None
    for node in nodes:
        x = lockstep(node).hidden.ours.x
        total = x if total is None else scalar_add(total, x)
    assert total is not None
    hid = lockstep(nodes[0]).hidden
    comp, out = hid.comps[deck], []
    for card in hid.decks[deck]:
        assert card.a != IDENTITY  # shuffled: no card lies in the clear
        out.append(comp.lookup(unmask(card, mul(total, card.a))))
    return out


def test_the_stacks_open_to_the_fifty_chests_and_each_seat_was_told_their_true_values() -> None:
    net, nodes, _ = bellum()
    net.run(net.all_finished, limit=120)
    agreed(nodes)
    state = lockstep(nodes[0]).state
    stacks = {kind: opened(nodes, kind) for kind in STACKS}
    assert {kind: Counter(values) for kind, values in stacks.items()} == multisets()
    assert sum(len(v) for v in stacks.values()) == 50
    assert sorted(opened(nodes, "goblins")) == [f"G{i:02}" for i in range(1, 11)]
    for seat, node in enumerate(nodes):  # each peer drives its own seat
        known = lockstep(node).knowledge(seat)
        held = state.chests[seat]
        assert held and set(held) <= set(known)  # told each chest it took (shown at the end)
        assert set(known) <= hidden.entitled(state.secrets, seat)
        for kind, pos in (h for h in known if h[0] in stacks):
            assert known[(kind, pos)] == stacks[kind][pos]  # what it was told is the chest
    for kind, pos in (h for held in state.chests for h in held):
        assert hidden.public_value(state.secrets, (kind, pos)) == stacks[kind][pos]


def test_a_copy_over_a_chest_nobody_draws_is_named_by_the_audit() -> None:
    """Peer 1, the last to shuffle, puts its list's next-to-last card over the last in
    each deck with cards never shown: those positions are never drawn, dealt or turned up,
    and the audit still names peer 1 at each of them."""
    net, nodes, people = bellum()
    tampered: dict[str, int] = {}

    def copy_last(kind: str, body: dict[str, Any]) -> dict[str, Any]:
        """Peer 1's outgoing filter (as the lab's cheats are), reading its own lockstep."""
        node = lockstep(nodes[1]).hidden.node
        if kind != "shuffle" or node is None:
            return body
        request = node.jobs[body["request"]].request
        if not isinstance(request, hidden.Shuffle) or request.deck not in UNSHOWN:
            return body
        cards = list(body["cards"])
        cards[-1] = cards[-2]
        tampered[request.deck] = len(cards) - 1
        return {**body, "cards": cards}

    nodes[1].peer.outbox.outgoing = copy_last  # before the game begins, which is when it is used
    net.run(net.all_finished, limit=120)
    assert sorted(tampered) == sorted(UNSHOWN)
    secrets = lockstep(nodes[0]).state.secrets
    for deck, pos in tampered.items():  # nobody ever learned these cards (nor was shown)
        assert not hidden.seats_told(secrets, (deck, pos))
    for node in nodes:
        assert node.stopped and "the audit failed" in node.stopped, node.stopped
        assert label(people[1]) in node.stopped
        faults = lockstep(node).hidden.faults
        assert {(f.seat, f.deck, f.position) for f in faults} == {
            (1, deck, pos) for deck, pos in tampered.items()
        }
        assert all(f"a copy of the card at position {f.position - 1}" in f.what for f in faults)
    verified = netrecord.verify_text(record_text(nodes[0].record))
    assert verified.verdict == netrecord.STOPPED and verified.stop is not None
    assert verified.stop.reason == "audit" and verified.stop.blame == [label(people[1])]


def test_a_peer_killed_while_it_holds_chests_is_restored_knowing_each() -> None:
    net, nodes, people = bellum()

    def holds_chests() -> bool:  # two or more, each revealed to it already
        game = nodes[1].peer.game
        held = set(game.state.chests[1]) if game is not None else set()
        return len(held) >= 2 and held <= set(game.knowledge(1))

    net.run(holds_chests, limit=60)
    before = lockstep(nodes[1])
    held, at = before.state.chests[1], before.index
    known = before.knowledge(1)
    assert set(held) <= set(known)
    net.kill(nodes[1].address)
    net.run(lambda: False, limit=3)
    new = restart(net, nodes, people, 1)
    again = lockstep(new)
    assert again.index >= at  # caught up from its own record, before any new message
    assert {h: again.knowledge(1)[h] for h in held} == {h: known[h] for h in held}
    net.run(net.all_finished, limit=120)
    agreed(nodes)
    assert set(lockstep(new).knowledge(1)) >= set(known)  # and never lost any
